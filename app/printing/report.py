"""Drawing a game report: the result, the players and their units, then the log over as many
pages as it takes."""

from __future__ import annotations

from collections.abc import Callable

from reportlab.pdfgen.canvas import Canvas

from app.printing.colours import INK, MUTED, RULE, WHITE, colour, tint
from app.printing.fonts import BOLD, CONDENSED_BOLD, REGULAR
from app.printing.layout import BLANK, GameReport, ReportSide, Table
from app.printing.paper import mm
from app.printing.text import ellipsize, fit_lines, fit_size, width_of, wrap

MARGIN = mm(14)
HEADING = "#2b2d42"
WINNER = "#7a5c00"
LOG_SIZE = 8.0
TABLE_SIZE = 8.0  # every cell of a table, names included
TABLE_SMALLEST = 6.5
LOG_LEADING = 10.5
BLANK_W = mm(12)  # an empty box to write a figure in


def draw_report(
    c: Canvas,
    report: GameReport,
    page_size: tuple[float, float],
    finish_page: Callable[[], None],
) -> None:
    """Draws the report, calling ``finish_page`` after each page it fills (not the last)."""
    page_w, page_h = page_size
    left, right = MARGIN, page_w - MARGIN
    width = right - left
    y = page_h - MARGIN

    size, lines = fit_lines(report.title, CONDENSED_BOLD, 24, width, 2, 14)
    c.setFillColor(INK)
    c.setFont(CONDENSED_BOLD, size)
    for line in lines:
        y -= size
        c.drawString(left, y, line)
        y -= size * 0.1
    c.setFont(REGULAR, 10)
    c.setFillColor(MUTED)
    y -= 14
    c.drawString(left, y, ellipsize(report.subtitle, REGULAR, 10, width))
    if report.headline:
        y -= 24
        size = fit_size(report.headline, BOLD, 14, width, 9)
        c.setFont(BOLD, size)
        c.setFillColor(colour(WINNER))
        c.drawString(left, y, ellipsize(report.headline, BOLD, size, width))
    if report.facts:
        y -= 22
        x = left
        for fact in report.facts:
            label = f"{fact.label} "
            chip_w = width_of(label, REGULAR, 8.5) + width_of(fact.value, BOLD, 9.5) + 14
            if x + chip_w > right:
                x = left
                y -= 21
            c.setFillColor(tint(HEADING, 0.88))
            c.roundRect(x, y - 4, chip_w, 16, 4, stroke=0, fill=1)
            c.setFillColor(MUTED)
            c.setFont(REGULAR, 8.5)
            c.drawString(x + 7, y + 1, label)
            c.setFillColor(INK)
            c.setFont(BOLD, 9.5)
            c.drawString(x + 7 + width_of(label, REGULAR, 8.5), y + 1, fact.value)
            x += chip_w + 6
    y -= 18

    if report.sides:
        gap = mm(6)
        side_w = (width - gap * (len(report.sides) - 1)) / len(report.sides)
        if all(_names_fit(side.units, side_w) for side in report.sides):
            bottoms = [
                _draw_side(c, side, left + index * (side_w + gap), y, side_w)
                for index, side in enumerate(report.sides)
            ]
            y = min(bottoms) - 14
        else:
            # A word too long for a half page's column: one side under the other, each the
            # page's width, rather than a word broken over lines.
            for side in report.sides:
                y = _draw_side(c, side, left, y, width) - 14
    for table in report.tables:
        y = _draw_table(c, table, left, y, width) - 12

    if not report.log and not report.log_title:
        _footer(c, report.footer, page=1, left=left, right=right)  # a report without a log
        return
    # The log: numbered lines, wrapped, continuing on new pages.
    y = _heading(c, report.log_title, left, y, width)
    number_w = width_of(f"{len(report.log)}.", REGULAR, LOG_SIZE) + 6
    bottom = MARGIN + 14
    page = 1
    for index, entry in enumerate(report.log, start=1):
        lines = wrap(entry, REGULAR, LOG_SIZE, width - number_w)
        if y - LOG_LEADING * len(lines) < bottom:
            _footer(c, report.footer, page, left, right)
            finish_page()
            page += 1
            y = page_h - MARGIN
            y = _heading(c, report.continued, left, y, width)
        c.setFont(REGULAR, LOG_SIZE)
        c.setFillColor(MUTED)
        y -= LOG_LEADING
        c.drawRightString(left + number_w - 6, y, f"{index}.")
        c.setFillColor(INK)
        for number, line in enumerate(lines):
            if number:
                y -= LOG_LEADING
            c.drawString(left + number_w, y, line)
    _footer(c, report.footer, page, left, right)


def _footer(c: Canvas, text: str, page: int, left: float, right: float) -> None:
    """The small print and the page's number, inside the margins (above the log's bottom)."""
    line = f"{text} · {page}" if text else str(page)
    size = fit_size(line, REGULAR, 6.5, right - left, 5)
    c.setFont(REGULAR, size)
    c.setFillColor(MUTED)
    c.drawRightString(right, MARGIN + 2, ellipsize(line, REGULAR, size, right - left))


def _heading(c: Canvas, text: str, x: float, y: float, width: float) -> float:
    size = fit_size(text, BOLD, 11, width, 8)
    c.setFont(BOLD, size)
    c.setFillColor(colour(HEADING))
    c.drawString(x, y - 11, ellipsize(text, BOLD, size, width))
    c.setStrokeColor(colour(HEADING))
    c.setLineWidth(0.8)
    c.line(x, y - 15, x + width, y - 15)
    return y - 19


def _draw_side(c: Canvas, side: ReportSide, x: float, top: float, width: float) -> float:
    band_h = 30.0
    c.setFillColor(colour(HEADING))
    c.rect(x, top - band_h, width, band_h, stroke=0, fill=1)
    c.setFillColor(WHITE)
    verdict_w = width_of(side.verdict, BOLD, 8) + 12 if side.verdict else 0
    title_size = fit_size(side.title, BOLD, 12, width - 12 - verdict_w, 8)
    c.setFont(BOLD, title_size)
    c.drawString(x + 6, top - 13, ellipsize(side.title, BOLD, title_size, width - 12 - verdict_w))
    c.setFont(REGULAR, 8)
    c.setFillColor(tint(HEADING, 0.7))
    c.drawString(x + 6, top - 25, ellipsize(side.subtitle, REGULAR, 8, width - 12))
    if side.verdict:
        c.setFillColor(colour(WINNER))
        c.roundRect(x + width - verdict_w - 4, top - 17, verdict_w, 13, 3, stroke=0, fill=1)
        c.setFillColor(WHITE)
        c.setFont(BOLD, 8)
        c.drawString(x + width - verdict_w + 2, top - 13.5, side.verdict)
    y = top - band_h - 4
    for stat in side.figures:
        y -= 11
        c.setFont(REGULAR, 8.5)
        c.setFillColor(MUTED)
        c.drawString(x + 2, y, stat.label)
        c.setFont(BOLD, 9)
        c.setFillColor(INK)
        c.drawRightString(x + width - 2, y, stat.value)
    return _draw_table(c, side.units, x, y - 6, width, heading=False)


def _table_layout(table: Table, width: float) -> tuple[float, list[float]]:
    """The one size of a table's cells and its columns' widths: the first column (names)
    takes what the others leave it, and the size drops (to 6.5 points) only while that makes
    room."""

    def other_widths(size: float) -> list[float]:
        return [
            max(
                [width_of(column, REGULAR, 6)]
                + [
                    BLANK_W if row[i] == BLANK else width_of(row[i], REGULAR, size)
                    for row in table.rows
                ]
            )
            + 6
            for i, column in enumerate(table.columns)
            if i > 0
        ]

    size = TABLE_SIZE
    # Column headings of 6 points may be the widest: a smaller size would not help then.
    while (
        size > TABLE_SMALLEST
        and sum(other_widths(size)) > width * 0.7
        and sum(other_widths(size - 0.5)) < sum(other_widths(size))
    ):
        size -= 0.5
    other_w = other_widths(size)
    # The names take at least 30 % of the width, or less when the other columns need it, as
    # long as every word still fits (a name wraps between words).
    longest = max(
        (width_of(word, BOLD, size) + 6 for row in table.rows if row for word in row[0].split()),
        default=0.0,
    )
    first_w = max(min(width * 0.3, longest), width - sum(other_w))
    return size, [first_w, *other_w][: max(1, len(table.columns))]


def _names_fit(table: Table, width: float) -> bool:
    """Whether every word of the names fits the first column (a name then wraps between
    words, never inside one)."""
    size, widths = _table_layout(table, width)
    words = [word for row in table.rows if row for word in row[0].split()]
    return all(width_of(word, BOLD, size) <= widths[0] - 4 for word in words)


def _draw_table(
    c: Canvas, table: Table, x: float, top: float, width: float, heading: bool = True
) -> float:
    """One size for every cell of the table; a name too long for its column wraps onto
    more lines rather than being cut."""
    y = _heading(c, table.title, x, top, width) if heading and table.title else top
    size, widths = _table_layout(table, width)
    c.setFont(REGULAR, 6)
    c.setFillColor(MUTED)
    cx = x
    for column, column_w in zip(table.columns, widths, strict=False):
        c.drawString(cx + 2, y - 8, ellipsize(column, REGULAR, 6, column_w - 3))
        cx += column_w
    y -= 11
    c.setStrokeColor(RULE)
    c.setLineWidth(0.4)
    leading = size + 1.5
    for row in table.rows:
        names = (wrap(row[0], BOLD, size, widths[0] - 4) if row else []) or [""]
        height = 12 + leading * (len(names) - 1)
        y -= height
        baseline = y + height - 9
        cx = x
        for index, (cell, column_w) in enumerate(zip(row, widths, strict=False)):
            c.setFillColor(INK)
            if index == 0:
                c.setFont(BOLD, size)
                for number, line in enumerate(names):
                    c.drawString(cx + 2, baseline - number * leading, line)
            elif cell == BLANK:
                c.setStrokeColor(INK)
                c.setLineWidth(0.6)
                c.rect(cx + 2, y + 2, min(BLANK_W, column_w - 4), height - 4, stroke=1, fill=0)
                c.setStrokeColor(RULE)
                c.setLineWidth(0.4)
            else:
                c.setFont(REGULAR, size)
                c.drawString(cx + 2, baseline, ellipsize(cell, REGULAR, size, column_w - 4))
            cx += column_w
        c.line(x, y, x + width, y)
    return y
