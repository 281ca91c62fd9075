"""Drawing a roster sheet: one page that a player takes to the table and writes on."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from app.printing.colours import INK, MUTED, RULE, WHITE, colour, tint
from app.printing.fonts import BOLD, CONDENSED_BOLD, REGULAR
from app.printing.layout import Checklist, RecordTable, RosterSheet, SheetEntry, SheetGroup
from app.printing.paper import mm
from app.printing.qr import QrCode
from app.printing.text import ellipsize, fit_lines, fit_size, width_of, wrap

MARGIN = mm(14)
BOX = mm(3.6)  # a tally box: big enough for a pencil tick
BOX_GAP = mm(1.1)
HEADING = "#2b2d42"
SMALL_GROUP_SCALE = 0.65  # below this, the writing boxes' room goes to the groups
MIN_GROUP_SCALE = 0.45  # a tally box of 1.6 mm: the least a pencil tick fits in
WRITING_ROOM = 60.0  # the least room kept for the writing boxes when groups are shrunk
CHECK_ROW = BOX + 4.5
RECORD_ROW = 17.0
FIGURE_W = 34.0


def draw_sheet(c: Canvas, sheet: RosterSheet, page_size: tuple[float, float]) -> None:
    page_w, page_h = page_size
    left, right = MARGIN, page_w - MARGIN
    width = right - left
    top = page_h - MARGIN
    c.saveState()

    # Header: title and subtitle, the QR code of the share code at the right.
    # A code too long for a QR code (a roster with pages of notes) is printed as text only.
    qr = QrCode.make(sheet.share_code) if sheet.share_code else None
    qr_size = mm(30) if qr else 0.0
    title_w = width - qr_size - (mm(6) if qr_size else 0)
    size, lines = fit_lines(sheet.title, CONDENSED_BOLD, 24, title_w, 2, 14)
    c.setFillColor(INK)
    c.setFont(CONDENSED_BOLD, size)
    y = top - size
    for line in lines:
        c.drawString(left, y, line)
        y -= size * 1.1
    if sheet.subtitle:
        # Up to four lines (legends may follow the game and mission), shrinking before that.
        sub_size, sub_lines = fit_lines(sheet.subtitle, REGULAR, 10, title_w, 4, 7)
        c.setFont(REGULAR, sub_size)
        c.setFillColor(MUTED)
        for line in sub_lines:
            c.drawString(left, y - 2, line)
            y -= sub_size * 1.4
    header_bottom = min(y - 4, top - qr_size - mm(2))
    if qr:
        qr.draw(c, right - qr_size, top - qr_size, qr_size)
    # The summary figures (Force pool, characters, order deck) as a row of chips.
    if sheet.summary:
        chip_y = y - 16
        x = left
        for stat in sheet.summary:
            label = f"{stat.label} "
            chip_w = width_of(label, REGULAR, 9) + width_of(stat.value, BOLD, 10) + 14
            if x + chip_w > left + title_w:
                break
            c.setFillColor(tint(HEADING, 0.88))
            c.roundRect(x, chip_y - 4, chip_w, 17, 4, stroke=0, fill=1)
            c.setFillColor(MUTED)
            c.setFont(REGULAR, 9)
            c.drawString(x + 7, chip_y + 1.5, label)
            c.setFillColor(INK)
            c.setFont(BOLD, 10)
            c.drawString(x + 7 + width_of(label, REGULAR, 9), chip_y + 1.5, stat.value)
            x += chip_w + 6
        header_bottom = min(header_bottom, chip_y - 10)
    y = header_bottom - 6

    # The share code's lines at the foot are known first: the groups make room for them.
    code_lines: list[str] = []
    code_size = 6.5
    label = f"{sheet.share_label} "
    code_x = left + width_of(label, BOLD, 7)
    if sheet.share_code:
        code_size, code_lines = fit_lines(sheet.share_code, REGULAR, 6.5, right - code_x, 8, 5)
        code_lines = wrap(sheet.share_code, REGULAR, code_size, right - code_x)
    # The small print sits on its own line inside the bottom margin's edge, never in it.
    footer_line = 9 if sheet.footer else 0
    footer_h = 16 + len(code_lines) * code_size * 1.25 + footer_line

    # Lower half: the pool and checklist on the left, the record table and further
    # checklists on the right.
    column_w = (width - mm(6)) / 2
    right_x = left + column_w + mm(6)

    # A roster of many units would push the rest off the page: its groups are then drawn
    # smaller, as a whole, so that the page keeps everything (and some room to write).
    # The writing boxes give up their room before the tally boxes get too small to tick.
    groups_h = sum(_group_height(group, width) + 10 for group in sheet.groups)
    room = y - (MARGIN + footer_h) - _lower_height(sheet, column_w)
    scale = 1.0
    if groups_h > room:
        scale = room / groups_h
        if scale < SMALL_GROUP_SCALE and sheet.writing_boxes:
            scale = (room + WRITING_ROOM) / groups_h
        scale = max(MIN_GROUP_SCALE, min(1.0, scale))
    if scale < 1.0:
        c.saveState()
        c.translate(left, y)
        c.scale(scale, scale)
        group_y = 0.0
        for group in sheet.groups:
            group_y = _draw_group(c, group, 0.0, width / scale, group_y) - 10
        c.restoreState()
        y += group_y * scale
    else:
        for group in sheet.groups:
            y = _draw_group(c, group, left, width, y) - 10

    lower_top = y
    y_left = lower_top
    if sheet.pool:
        y_left = _heading(c, sheet.pool.label, left, y_left, column_w)
        y_left = _tally_rows(c, sheet.pool.count, left, y_left, column_w) - 8
    if sheet.checklist:
        y_left = _checklist(c, sheet.checklist, left, y_left, column_w)
    y_right = lower_top
    if sheet.record:
        y_right = _record_table(c, sheet.record, right_x, y_right, column_w) - 8
    for checklist in sheet.checklists:
        # Each further list goes under the shorter column, so the two stay even.
        if y_left > y_right:
            y_left = _checklist(c, checklist, left, y_left, column_w)
        else:
            y_right = _checklist(c, checklist, right_x, y_right, column_w)

    # Writing boxes share what is left, side by side when there are two.
    boxes_top = min(y_left, y_right)
    bottom = MARGIN + footer_h
    if sheet.writing_boxes and boxes_top - bottom > 40:
        count = len(sheet.writing_boxes)
        gap = mm(6)
        box_w = (width - gap * (count - 1)) / count
        for index, box in enumerate(sheet.writing_boxes):
            bx = left + index * (box_w + gap)
            _writing_box(c, box.label, box.value, bx, boxes_top, box_w, boxes_top - bottom)

    # The share code in full at the foot, so it can be typed back in; as many lines as it takes.
    fy = MARGIN
    c.setStrokeColor(RULE)
    c.setLineWidth(0.5)
    c.line(left, fy + footer_h - 6, right, fy + footer_h - 6)
    if code_lines:
        c.setFont(BOLD, 7)
        c.setFillColor(INK)
        line_y = fy + footer_h - 16
        c.drawString(left, line_y, label)
        c.setFont(REGULAR, code_size)
        for line in code_lines:
            c.drawString(code_x, line_y, line)
            line_y -= code_size * 1.25
    if sheet.footer:
        size = fit_size(sheet.footer, REGULAR, 6.5, width, 5)
        c.setFont(REGULAR, size)
        c.setFillColor(MUTED)
        c.drawRightString(right, fy + 2, ellipsize(sheet.footer, REGULAR, size, width))
    c.restoreState()


def _heading(c: Canvas, text: str, x: float, y: float, width: float) -> float:
    size = fit_size(text, BOLD, 10, width, 7.5)
    c.setFont(BOLD, size)
    c.setFillColor(colour(HEADING))
    c.drawString(x, y - 10, ellipsize(text, BOLD, size, width))
    c.setStrokeColor(colour(HEADING))
    c.setLineWidth(0.8)
    c.line(x, y - 13.5, x + width, y - 13.5)
    return y - 20


def _lower_height(sheet: RosterSheet, column_w: float) -> float:
    """The height the pool, checklists, record table and writing boxes need under the groups."""
    left = 0.0
    if sheet.pool:
        per_row = max(1, int((column_w + BOX_GAP) // (BOX + BOX_GAP)))
        rows = (sheet.pool.count + per_row - 1) // per_row
        left += 20 + rows * (BOX + BOX_GAP) + 8
    if sheet.checklist:
        left += _checklist_height(sheet.checklist)
    right = _record_height(sheet.record, column_w) + 8 if sheet.record else 0.0
    for checklist in sheet.checklists:
        if left < right:
            left += _checklist_height(checklist)
        else:
            right += _checklist_height(checklist)
    return max(left, right) + (WRITING_ROOM if sheet.writing_boxes else 0.0)


def _checklist_height(checklist: Checklist) -> float:
    return 20 + len(checklist.items) * CHECK_ROW + 6


def _record_height(table: RecordTable, width: float) -> float:
    label_w = max(width_of(row, BOLD, 9) for row in table.rows) + 8 if table.rows else 0
    cell_w = (width - label_w) / max(1, len(table.columns))
    head_h = (
        max(
            (4 + len(fit_lines(column, REGULAR, 7, cell_w - 4, 2, 5.5)[1]) * 7 * 1.15)
            for column in table.columns
        )
        if table.columns
        else 0.0
    )
    return 20 + head_h + 2 + len(table.rows) * RECORD_ROW


def _checklist(c: Canvas, checklist: Checklist, x: float, top: float, width: float) -> float:
    """A heading, then a box to tick before each line; returns the y under the list."""
    y = _heading(c, checklist.title, x, top, width)
    c.setFont(REGULAR, 9)
    for item in checklist.items:
        c.setStrokeColor(INK)
        c.setLineWidth(0.6)
        c.setFillColor(WHITE)
        c.rect(x, y - BOX - 1, BOX, BOX, stroke=1, fill=1)
        c.setFillColor(INK)
        c.drawString(x + BOX + 5, y - BOX, ellipsize(item, REGULAR, 9, width - BOX - 5))
        y -= CHECK_ROW
    return y - 6


def _tally_rows(c: Canvas, count: int, x: float, y: float, width: float) -> float:
    """``count`` boxes wrapping onto as many rows as needed; returns the y under them."""
    per_row = max(1, int((width + BOX_GAP) // (BOX + BOX_GAP)))
    c.setStrokeColor(INK)
    c.setLineWidth(0.6)
    c.setFillColor(WHITE)
    for index in range(count):
        row, column = divmod(index, per_row)
        c.rect(x + column * (BOX + BOX_GAP), y - BOX - row * (BOX + BOX_GAP), BOX, BOX, 1, 1)
    rows = (count + per_row - 1) // per_row
    return y - rows * (BOX + BOX_GAP)


def _draw_group(c: Canvas, group: SheetGroup, left: float, width: float, top: float) -> float:
    band_h = 18.0
    c.setFillColor(colour(HEADING))
    c.rect(left, top - band_h, width, band_h, stroke=0, fill=1)
    c.setFillColor(WHITE)
    c.setFont(BOLD, 11)
    c.drawString(left + 6, top - band_h + 5.5, group.title)
    totals = "   ".join(f"{stat.label} {stat.value}" for stat in group.totals)
    c.setFont(REGULAR, 8.5)
    c.drawRightString(left + width - 6, top - band_h + 5.5, totals)
    y = top - band_h
    for entry in group.entries:
        y = _draw_entry(c, entry, left, width, y)
    return y


def _group_height(group: SheetGroup, width: float) -> float:
    return 18.0 + sum(_entry_rows(entry, width)[1] for entry in group.entries)


def _entry_rows(entry: SheetEntry, width: float) -> tuple[list[float], float]:
    """The height of each tally's rows, and the entry's whole height."""
    name_w = width * 0.38
    figures_w = FIGURE_W * len(entry.figures)
    tally_w = width - name_w - figures_w - 12
    label_w = max((width_of(t.label, REGULAR, 7) for t in entry.tallies), default=0) + 6
    rows_h = []
    per_row = max(1, int((tally_w - label_w + BOX_GAP) // (BOX + BOX_GAP)))
    for tally in entry.tallies:
        rows = max(1, (tally.count + per_row - 1) // per_row)
        rows_h.append(rows * (BOX + BOX_GAP) + 2)
    _size, subtitle_lines = _subtitle_lines(entry, width)
    text_h = 32 + SUBTITLE_LEADING * (len(subtitle_lines) - 1) + 6
    return rows_h, max(38.0, sum(rows_h) + 8, text_h)


SUBTITLE_LEADING = 8.0


def _subtitle_lines(entry: SheetEntry, width: float) -> tuple[float, list[str]]:
    """An entry's subtitle (a unit's upgrades, a fighter's cards) whole: shrunk to 6 points,
    then on as many lines as it needs."""
    if not entry.subtitle:
        return 7.5, []
    text_w = width * 0.38 - 14
    size = fit_size(entry.subtitle, REGULAR, 7.5, text_w, 6)
    return size, wrap(entry.subtitle, REGULAR, size, text_w)


def _draw_entry(c: Canvas, entry: SheetEntry, left: float, width: float, top: float) -> float:
    # Columns: name (and kind) | figures | tallies.
    name_w = width * 0.38
    figure_w = FIGURE_W
    figures_w = figure_w * len(entry.figures)
    tally_x = left + name_w + figures_w + 8
    tally_w = left + width - tally_x - 4
    label_w = max((width_of(t.label, REGULAR, 7) for t in entry.tallies), default=0) + 6
    rows_h, height = _entry_rows(entry, width)
    bottom = top - height
    c.setFillColor(tint(entry.colour, 0.93))
    c.rect(left, bottom, width, height, stroke=0, fill=1)
    c.setFillColor(colour(entry.colour))
    c.rect(left, bottom, 3.5, height, stroke=0, fill=1)
    c.setStrokeColor(RULE)
    c.setLineWidth(0.5)
    c.line(left, bottom, left + width, bottom)

    text_x = left + 10
    text_w = name_w - 14
    c.setFillColor(colour(entry.colour))
    c.setFont(BOLD, 6.5)
    c.drawString(text_x, top - 10, ellipsize(entry.kind.upper(), BOLD, 6.5, text_w))
    size = fit_size(entry.title, CONDENSED_BOLD, 11, text_w, 6.5)
    c.setFillColor(INK)
    c.setFont(CONDENSED_BOLD, size)
    c.drawString(text_x, top - 22, ellipsize(entry.title, CONDENSED_BOLD, size, text_w))
    subtitle_size, subtitle_lines = _subtitle_lines(entry, width)
    c.setFillColor(MUTED)
    c.setFont(REGULAR, subtitle_size)
    for number, line in enumerate(subtitle_lines):
        c.drawString(text_x, top - 32 - number * SUBTITLE_LEADING, line)

    fx = left + name_w
    for stat in entry.figures:
        c.setFillColor(INK)
        c.setFont(BOLD, 13)
        c.drawCentredString(fx + figure_w / 2, top - 20, stat.value)
        c.setFillColor(MUTED)
        label_size = fit_size(stat.label, REGULAR, 6.5, figure_w - 4, 5)
        c.setFont(REGULAR, label_size)
        c.drawCentredString(fx + figure_w / 2, top - 29, stat.label)
        fx += figure_w

    y = top - 5
    for tally, row_h in zip(entry.tallies, rows_h, strict=True):
        c.setFillColor(MUTED)
        c.setFont(REGULAR, 7)
        c.drawString(tally_x, y - BOX + 1, tally.label)
        _tally_rows(c, tally.count, tally_x + label_w, y, tally_w - label_w)
        y -= row_h
    return bottom


def _record_table(c: Canvas, table: RecordTable, x: float, top: float, width: float) -> float:
    y = _heading(c, table.title, x, top, width)
    label_w = max(width_of(row, BOLD, 9) for row in table.rows) + 8 if table.rows else 0
    cell_w = (width - label_w) / max(1, len(table.columns))
    c.setFillColor(MUTED)
    head_h = 0.0
    for index, column in enumerate(table.columns):
        cx = x + label_w + index * cell_w + cell_w / 2
        size, lines = fit_lines(column, REGULAR, 7, cell_w - 4, 2, 5.5)
        c.setFont(REGULAR, size)
        for number, line in enumerate(lines):
            c.drawCentredString(cx, y - 7 - number * size * 1.15, line)
        head_h = max(head_h, 4 + len(lines) * size * 1.15)
    y -= head_h + 2
    row_h = RECORD_ROW
    c.setStrokeColor(RULE)
    c.setLineWidth(0.5)
    for row in table.rows:
        c.setFillColor(INK)
        c.setFont(BOLD, 9)
        c.drawString(x, y - row_h + 5.5, ellipsize(row, BOLD, 9, label_w - 4))
        for index in range(len(table.columns)):
            c.setFillColor(WHITE)
            c.rect(x + label_w + index * cell_w + 2, y - row_h + 2, cell_w - 4, row_h - 4, 1, 1)
        y -= row_h
    return y


def _writing_box(
    c: Canvas, label: str, text: str, x: float, top: float, width: float, height: float
) -> None:
    c.setStrokeColor(RULE)
    c.setLineWidth(0.6)
    c.roundRect(x, top - height, width, height, 4, stroke=1, fill=0)
    c.setFillColor(colour(HEADING))
    c.setFont(BOLD, 9)
    c.drawString(x + 7, top - 13, ellipsize(label, BOLD, 9, width - 14))
    y = top - 26
    if text:
        c.setFillColor(INK)
        c.setFont(REGULAR, 8.5)
        for line in wrap(text, REGULAR, 8.5, width - 14):
            if y < top - height + 8:
                break
            c.drawString(x + 7, y, line)
            y -= 11
    # Ruled lines to write on below whatever is already printed.
    c.setStrokeColor(tint("#b9b9bf", 0.4))
    c.setLineWidth(0.4)
    line_y = y - 4
    while line_y > top - height + 8:
        c.line(x + 7, line_y, x + width - 7, line_y)
        line_y -= 16
