"""Imposition: where cards sit on a page, where the cut lines are, and the duplex backs.

Margin logic (all in millimetres):

- a *safe margin* of 5 mm is kept clear on every side of the paper: most printers cannot
  print closer to the edge, so no card may go there;
- cards are laid edge to edge in a block centred on the page, so one straight cut serves two
  neighbouring cards; with bleed each card keeps its own bleed strip around it, so the pitch
  becomes card + 2 × bleed;
- crop marks go in the space between the block and the paper edge, starting 0.75 mm outside
  the bleed, at most 5 mm long and never closer than 3 mm to the paper edge (the marks may
  use part of the safe margin: a missing sliver of a mark loses nothing).

A4 (210 × 297) leaves 200 × 287 mm: 3 × 3 poker cards (190.5 × 266.7) and 2 × 2 tarot
cards (140 × 240). US Letter (215.9 × 279.4) leaves 205.9 × 269.4 mm: 3 × 3 poker, 2 × 2 tarot.

Backs for duplex printing (long-edge flip): the sheet turns over around its vertical axis, so
the back of the card in column c is printed in column (columns - 1 - c) of the same row; the
block is centred, so the mirrored positions fall exactly behind the fronts.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.printing.errors import CardTooLargeError
from app.printing.paper import CardSize, Paper, mm

SAFE_MARGIN_MM = 5.0
MARK_GAP_MM = 0.75
MARK_MAX_MM = 5.0
MARK_EDGE_MM = 3.0


@dataclass(frozen=True)
class CardSlot:
    """A card's place on a page, in points from the bottom-left corner of the paper."""

    x: float  # the trim box (the card as cut)
    y: float
    width: float
    height: float
    bleed: float

    @property
    def bleed_box(self) -> tuple[float, float, float, float]:
        return (
            self.x - self.bleed,
            self.y - self.bleed,
            self.width + 2 * self.bleed,
            self.height + 2 * self.bleed,
        )


@dataclass(frozen=True)
class CardGrid:
    paper: Paper
    card: CardSize
    bleed_mm: float
    columns: int
    rows: int

    @classmethod
    def fit(cls, paper: Paper, card: CardSize, bleed_mm: float = 0.0) -> CardGrid:
        usable_w = paper.width_mm - 2 * SAFE_MARGIN_MM
        usable_h = paper.height_mm - 2 * SAFE_MARGIN_MM
        pitch_w = card.width_mm + 2 * bleed_mm
        pitch_h = card.height_mm + 2 * bleed_mm
        # A tiny tolerance so a card that fits exactly is not lost to rounding.
        columns = int((usable_w + 1e-6) // pitch_w)
        rows = int((usable_h + 1e-6) // pitch_h)
        if columns < 1 or rows < 1:
            raise CardTooLargeError(
                width=f"{card.width_mm:g}",
                height=f"{card.height_mm:g}",
                paper=paper.label,
            )
        return cls(paper, card, bleed_mm, columns, rows)

    @property
    def per_page(self) -> int:
        return self.columns * self.rows

    @property
    def pitch(self) -> tuple[float, float]:
        return mm(self.card.width_mm + 2 * self.bleed_mm), mm(
            self.card.height_mm + 2 * self.bleed_mm
        )

    @property
    def origin(self) -> tuple[float, float]:
        """The bottom-left corner of the block (outer bleed edge), centred on the paper."""
        page_w, page_h = self.paper.size
        pitch_w, pitch_h = self.pitch
        return (page_w - self.columns * pitch_w) / 2, (page_h - self.rows * pitch_h) / 2

    def slot(self, index: int, back: bool = False) -> CardSlot:
        """The place of the ``index``-th card of a page (reading order: rows from the top)."""
        row, column = divmod(index, self.columns)
        if back:
            column = self.columns - 1 - column
        pitch_w, pitch_h = self.pitch
        ox, oy = self.origin
        bleed = mm(self.bleed_mm)
        width, height = self.card.size
        x = ox + column * pitch_w + bleed
        y = oy + (self.rows - 1 - row) * pitch_h + bleed
        return CardSlot(x, y, width, height, bleed)

    def cut_lines(self) -> tuple[list[float], list[float]]:
        """The x of every vertical cut and the y of every horizontal cut, in points."""
        pitch_w, pitch_h = self.pitch
        ox, oy = self.origin
        bleed = mm(self.bleed_mm)
        width, height = self.card.size
        xs: list[float] = []
        for column in range(self.columns):
            left = ox + column * pitch_w + bleed
            xs.extend((left, left + width))
        ys: list[float] = []
        for row in range(self.rows):
            bottom = oy + row * pitch_h + bleed
            ys.extend((bottom, bottom + height))
        return _dedupe(xs), _dedupe(ys)

    def mark_spans(self) -> tuple[tuple[float, float] | None, tuple[float, float] | None]:
        """How far crop marks reach from the block: (start, length) horizontally and vertically.

        None when there is no room for a legible mark on that side.
        """
        ox, oy = self.origin
        return _mark_span(ox), _mark_span(oy)


def _mark_span(outside: float) -> tuple[float, float] | None:
    start = mm(MARK_GAP_MM)
    length = min(mm(MARK_MAX_MM), outside - start - mm(MARK_EDGE_MM))
    if length < mm(1.5):
        return None
    return start, length


def _dedupe(values: list[float]) -> list[float]:
    result: list[float] = []
    for value in sorted(values):
        if not result or abs(value - result[-1]) > 0.01:
            result.append(value)
    return result
