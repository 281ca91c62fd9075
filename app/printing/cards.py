"""Drawing one card, front or back, into its slot, and the crop marks of a card page.

Every measure is given for a poker card (63.5 mm wide) and scaled to the card's width, so a
tarot or custom card keeps the same proportions; the extra height goes to the card's text.
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Iterator
from dataclasses import replace

from reportlab.pdfgen.canvas import Canvas

from app.printing.colours import INK, MUTED, PAPER_TINT, RULE, WHITE, colour, tint
from app.printing.fonts import BOLD, CONDENSED_BOLD, REGULAR
from app.printing.grid import CardGrid, CardSlot
from app.printing.layout import CardFace
from app.printing.paper import mm
from app.printing.text import ellipsize, fit_lines, fit_size, width_of, wrap

POKER_WIDTH = mm(63.5)


def _scale(slot: CardSlot) -> float:
    return slot.width / POKER_WIDTH


def draw_front(c: Canvas, slot: CardSlot, face: CardFace) -> int:
    """Draws the face; returns how many of its sections it holds whole."""
    s = _scale(slot)
    x, y, w, h = slot.x, slot.y, slot.width, slot.height
    b = slot.bleed
    pad = 9 * s
    band_h = 58 * s
    foot_h = 13 * s
    accent = colour(face.colour)

    c.saveState()
    # The paper of the card, then the band and footer strip running into the bleed.
    c.setFillColor(PAPER_TINT)
    c.rect(*slot.bleed_box, stroke=0, fill=1)
    c.setFillColor(accent)
    c.rect(x - b, y + h - band_h, w + 2 * b, band_h + b, stroke=0, fill=1)
    c.rect(x - b, y - b, w + 2 * b, foot_h + b, stroke=0, fill=1)
    c.setFillColor(tint(face.colour, 0.35))
    c.rect(x - b, y + h - band_h - 2.2 * s, w + 2 * b, 2.2 * s, stroke=0, fill=1)

    # Band: kind, title, subtitle on the left; the cost badge on the right.
    badge_r = 16 * s
    badge_cx = x + w - pad - badge_r
    badge_cy = y + h - band_h / 2
    text_w = (badge_cx - badge_r - 6 * s) - (x + pad) if face.cost else w - 2 * pad
    c.setFillColor(tint(face.colour, 0.55))
    c.setFont(BOLD, 5.6 * s)
    c.drawString(x + pad, y + h - 13 * s, ellipsize(face.kind.upper(), BOLD, 5.6 * s, text_w))
    sub_h = 9 * s if face.subtitle else 0.0
    room = band_h - 16 * s - 5.5 * s - sub_h  # between the kind line and the subtitle
    title_size, title_lines = fit_lines(face.title, CONDENSED_BOLD, 12.5 * s, text_w, 2, 8 * s)
    title_size = min(title_size, room / (len(title_lines) * 1.08))
    c.setFillColor(WHITE)
    c.setFont(CONDENSED_BOLD, title_size)
    line_y = y + h - 16 * s - title_size * 0.9
    for line in title_lines:
        c.drawString(x + pad, line_y, ellipsize(line, CONDENSED_BOLD, title_size, text_w))
        line_y -= title_size * 1.08
    if face.subtitle:
        sub_size = fit_size(face.subtitle, REGULAR, 7 * s, text_w, 5 * s)
        c.setFillColor(tint(face.colour, 0.7))
        c.setFont(REGULAR, sub_size)
        c.drawString(x + pad, y + h - band_h + 6.5 * s, face.subtitle)
    if face.cost:
        c.setFillColor(WHITE)
        c.circle(badge_cx, badge_cy, badge_r, stroke=0, fill=1)
        c.setStrokeColor(tint(face.colour, 0.4))
        c.setLineWidth(1.2 * s)
        c.circle(badge_cx, badge_cy, badge_r - 2.2 * s, stroke=1, fill=0)
        c.setFillColor(accent)
        c.setFont(BOLD, 15 * s)
        c.drawCentredString(badge_cx, badge_cy - 2 * s, face.cost.value)
        label_size = fit_size(face.cost.label, BOLD, 5.5 * s, badge_r * 1.4, 4 * s)
        c.setFont(BOLD, label_size)
        c.drawCentredString(badge_cx, badge_cy - 10 * s, face.cost.label)

    # Stats: a row of boxes, value above label.
    top = y + h - band_h - 2.2 * s - 8 * s
    if face.stats:
        gap = 3.5 * s
        count = len(face.stats)
        box_w = (w - 2 * pad - gap * (count - 1)) / count
        box_h = 30 * s
        for index, stat in enumerate(face.stats):
            bx = x + pad + index * (box_w + gap)
            by = top - box_h
            c.setFillColor(WHITE)
            c.setStrokeColor(tint(face.colour, 0.5))
            c.setLineWidth(0.7 * s)
            c.roundRect(bx, by, box_w, box_h, 3 * s, stroke=1, fill=1)
            c.setFillColor(INK)
            c.setFont(BOLD, 13 * s)
            c.drawCentredString(bx + box_w / 2, by + 13 * s, stat.value)
            label_size = fit_size(stat.label, REGULAR, 5.2 * s, box_w - 2.5 * s, 3.6 * s)
            c.setFillColor(MUTED)
            c.setFont(REGULAR, label_size)
            c.drawCentredString(bx + box_w / 2, by + 5 * s, stat.label)
        top -= box_h + 8 * s

    # Facts (label: value), then the tags as one flowing line of keywords. A long value shrinks
    # to a floor, then goes on under itself: a fact is never cut.
    for fact in face.facts:
        label = fact.label + " "
        c.setFont(BOLD, 6.5 * s)
        c.setFillColor(colour(face.colour))
        c.drawString(x + pad, top - 6.5 * s, label)
        label_w = width_of(label, BOLD, 6.5 * s)
        room = w - 2 * pad - label_w
        size = fit_size(fact.value, REGULAR, 6.5 * s, room, 5.5 * s)
        value_lines = wrap(fact.value, REGULAR, size, room) or [""]
        c.setFont(REGULAR, size)
        c.setFillColor(INK)
        for number, line in enumerate(value_lines):
            c.drawString(x + pad + label_w, top - 6.5 * s - number * size * 1.2, line)
        top -= 10 * s + (len(value_lines) - 1) * size * 1.2
    if face.tags:
        top -= 2 * s
        c.setStrokeColor(RULE)
        c.setLineWidth(0.5 * s)
        c.line(x + pad, top, x + w - pad, top)
        top -= 3 * s
        size, lines = fit_lines(" • ".join(face.tags), CONDENSED_BOLD, 7 * s, w - 2 * pad, 3, 5 * s)
        c.setFont(CONDENSED_BOLD, size)
        c.setFillColor(colour(face.colour))
        for line in lines:
            top -= size * 1.2
            c.drawString(x + pad, top, line)
        top -= 4 * s
        c.line(x + pad, top, x + w - pad, top)
        top -= 4 * s

    # Sections (abilities) fill the room left above the footer strip. A section without text
    # takes one line; when the rest does not fit, the sections' type shrinks (as far as the
    # face allows) before an ellipsis says the list goes on.
    floor = y + foot_h + 5 * s
    s = _section_scale(face, s, top - floor, w - 2 * pad)
    drawn = 0
    for index, section in enumerate(face.sections):
        needed = (7 if not section.text else 16) * s
        if face.continued and index and section.text:
            # A card that goes on holds a section whole or leaves it to the next card.
            text_lines = len(wrap(section.text, REGULAR, 6 * s, w - 2 * pad))
            needed = (7 + 7.2 * text_lines) * s
        if top - needed < floor or (
            not section.text and index + 1 < len(face.sections) and top - 2 * needed < floor
        ):
            if face.continued:
                break
            c.setFont(BOLD, 6.8 * s)
            c.setFillColor(MUTED)
            c.drawString(x + pad, top - 7 * s, "…")
            break
        heading = f"{section.tag} {section.title}".strip()
        if not section.text:
            c.setFont(BOLD, 6.8 * s)
            c.setFillColor(INK)
            top -= 7 * s
            c.drawString(x + pad, top, ellipsize(heading, BOLD, 6.8 * s, w - 2 * pad))
            top -= 1.6 * s
            drawn = index + 1
            continue
        c.setFont(BOLD, 6.8 * s)
        c.setFillColor(INK)
        top -= 7 * s
        c.drawString(x + pad, top, ellipsize(heading, BOLD, 6.8 * s, w - 2 * pad))
        c.setFont(REGULAR, 6 * s)
        for line in wrap(section.text, REGULAR, 6 * s, w - 2 * pad):
            if top - 7.2 * s < floor:
                break
            top -= 7.2 * s
            c.drawString(x + pad, top, line)
        top -= 4 * s
        drawn = index + 1

    s = _scale(slot)
    if face.footer:
        # A footer that says what the card's abbreviations mean shrinks before it is cut.
        size = fit_size(face.footer, REGULAR, 5.2 * s, w - 2 * pad, 4.2 * s)
        c.setFont(REGULAR, size)
        c.setFillColor(tint(face.colour, 0.6))
        c.drawString(
            x + pad, y + foot_h / 2 - 1.8 * s, ellipsize(face.footer, REGULAR, size, w - 2 * pad)
        )
    if not b:
        # Without bleed the cards touch: a hairline keeps them apart on screen and guides scissors.
        c.setStrokeColor(RULE)
        c.setLineWidth(0.25)
        c.rect(x, y, w, h, stroke=1, fill=0)
    c.restoreState()
    return drawn


def continued_faces(faces: Iterable[CardFace], slot: CardSlot) -> Iterator[CardFace]:
    """The faces as printed: a face that goes on (``continued``) and does not hold all its
    sections is followed by as many cards as the rest needs, each under the same title with
    the ``continued`` subtitle, its figures left on the first."""
    scratch = Canvas(io.BytesIO())  # measured by drawing where nobody looks
    for face in faces:
        while face.continued and face.sections:
            drawn = max(1, draw_front(scratch, slot, face))
            if drawn >= len(face.sections):
                break
            yield replace(face, sections=face.sections[:drawn])
            face = replace(
                face,
                subtitle=face.continued,
                cost=None,
                stats=(),
                facts=(),
                tags=(),
                sections=face.sections[drawn:],
            )
        yield face


def _sections_height(face: CardFace, s: float, width: float) -> float:
    """The height the sections take at scale ``s`` (headings 7, text lines 7.2, gaps 4)."""
    height = 0.0
    for section in face.sections:
        if not section.text:
            height += 8.6 * s
            continue
        lines = wrap(section.text, REGULAR, 6 * s, width)
        height += 11 * s + 7.2 * s * len(lines)
    return height


def _section_scale(face: CardFace, s: float, room: float, width: float) -> float:
    """The largest scale, from the card's own down to ``face.smallest_text`` of it, at which
    the sections fit ``room``; the smallest when none does."""
    floor = face.smallest_text * s
    scale = s
    while scale > floor and _sections_height(face, scale, width) > room:
        scale -= 0.05 * s
    return max(scale, floor)


def draw_back(c: Canvas, slot: CardSlot, face: CardFace) -> None:
    s = _scale(slot)
    x, y, w, h = slot.x, slot.y, slot.width, slot.height
    c.saveState()
    c.setFillColor(colour(face.colour))
    c.rect(*slot.bleed_box, stroke=0, fill=1)
    inset = 7 * s
    c.setStrokeColor(tint(face.colour, 0.45))
    c.setLineWidth(1 * s)
    c.roundRect(x + inset, y + inset, w - 2 * inset, h - 2 * inset, 5 * s, stroke=1, fill=0)
    c.setLineWidth(0.4 * s)
    c.roundRect(
        x + inset + 3 * s,
        y + inset + 3 * s,
        w - 2 * inset - 6 * s,
        h - 2 * inset - 6 * s,
        3.5 * s,
        stroke=1,
        fill=0,
    )
    inner = w - 2 * inset - 16 * s
    cy = y + h / 2
    caption_y = cy
    if face.back_title:
        size, lines = fit_lines(face.back_title, CONDENSED_BOLD, 15 * s, inner, 3, 9 * s)
        c.setFillColor(WHITE)
        c.setFont(CONDENSED_BOLD, size)
        line_y = cy + (len(lines) - 1) * size * 0.6 + 4 * s
        for line in lines:
            c.drawCentredString(x + w / 2, line_y, line)
            line_y -= size * 1.2
        caption_y = line_y - 2 * s
    if face.back_caption:
        c.setFillColor(tint(face.colour, 0.55))
        c.setFont(BOLD, 6.5 * s)
        caption = ellipsize(face.back_caption.upper(), BOLD, 6.5 * s, inner)
        c.drawCentredString(x + w / 2, caption_y, caption)
    c.setFillColor(tint(face.colour, 0.75))
    size, lines = fit_lines(face.title, REGULAR, 7 * s, inner, 2, 5 * s)
    c.setFont(REGULAR, size)
    line_y = y + inset + 14 * s + (len(lines) - 1) * size * 1.2
    for line in lines:
        c.drawCentredString(x + w / 2, line_y, line)
        line_y -= size * 1.2
    c.restoreState()


def draw_crop_marks(c: Canvas, grid: CardGrid) -> None:
    xs, ys = grid.cut_lines()
    spans = grid.mark_spans()
    pitch_w, pitch_h = grid.pitch
    ox, oy = grid.origin
    left, bottom = ox, oy
    right, top = ox + grid.columns * pitch_w, oy + grid.rows * pitch_h
    c.saveState()
    c.setStrokeColor(INK)
    c.setLineWidth(0.3)
    horizontal, vertical = spans
    if vertical:
        start, length = vertical
        for cut in xs:
            c.line(cut, bottom - start, cut, bottom - start - length)
            c.line(cut, top + start, cut, top + start + length)
    if horizontal:
        start, length = horizontal
        for cut in ys:
            c.line(left - start, cut, left - start - length, cut)
            c.line(right + start, cut, right + start + length, cut)
    c.restoreState()
