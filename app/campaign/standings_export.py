"""Standings as text, CSV and PDF.

The CSV uses the same column names as the JSON of ``muster campaign standings`` (a stable
contract for spreadsheets): today's columns, then the keys of the game's own score fields
(``victory_tokens``, ``enemy_points``...). The text table and the PDF are for people and speak
the user's language: the results and points, then the game's own figures by their names. The
PDF embeds DejaVu Sans through the printing module, so Polish and French names print as
written.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from datetime import date
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from app.campaign.records import CampaignInfo, tie_breaker_name
from app.campaign.spreadsheet import safe_cell
from app.campaign.standings import Standing
from app.errors import MusterError
from app.files import output_file, write_text_atomic
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.systems.scoring import ScoreField

CONTEXT = "Standings"
CSV_COLUMNS = (
    "rank",
    "player",
    "played",
    "won",
    "drawn",
    "lost",
    "points",
    "scores_for",
    "scores_against",
)
# Column titles for people; the PDF, the text table and the interface share them.
COLUMN_TITLES = {
    "rank": QT_TRANSLATE_NOOP("Standings", "Rank"),
    "player": QT_TRANSLATE_NOOP("Standings", "Player"),
    "played": QT_TRANSLATE_NOOP("Standings", "Played"),
    "won": QT_TRANSLATE_NOOP("Standings", "Won"),
    "drawn": QT_TRANSLATE_NOOP("Standings", "Drawn"),
    "lost": QT_TRANSLATE_NOOP("Standings", "Lost"),
    "points": QT_TRANSLATE_NOOP("Standings", "Points"),
    "scores_for": QT_TRANSLATE_NOOP("Standings", "Score for"),
    "scores_against": QT_TRANSLATE_NOOP("Standings", "Score against"),
    "score_difference": QT_TRANSLATE_NOOP("Standings", "Difference"),
}
# Columns past which a PDF table is printed in landscape.
WIDE_TABLE = 10
# What the tables for people show before the game's own figures.
RESULT_COLUMNS = ("rank", "player", "played", "won", "drawn", "lost", "points")


class StandingsExportError(MusterError):
    template = QT_TRANSLATE_NOOP("Errors", "The standings cannot be written to {file}: {detail}")


def title(column: str, language: str | None = None) -> str:
    return translate(CONTEXT, COLUMN_TITLES[column], language)


def csv_columns(fields: Sequence[ScoreField] = ()) -> tuple[str, ...]:
    """The standings CSV's columns: today's, then the game's score fields' keys."""
    return CSV_COLUMNS + tuple(score_field.key for score_field in fields)


def _cells(entry: Standing, fields: Sequence[ScoreField]) -> list[int | str]:
    """An entry's values for the tables for people: results and points, then the game's."""
    data = entry.to_json()
    return [data[column] for column in RESULT_COLUMNS] + [entry.figure(f) for f in fields]


def _titles(fields: Sequence[ScoreField], language: str | None) -> list[str]:
    if not fields:  # a game no campaign scores: the primary figure under today's titles
        return [title(column, language) for column in CSV_COLUMNS]
    return [title(column, language) for column in RESULT_COLUMNS] + [
        score_field.name(language) for score_field in fields
    ]


def _people_rows(entry: Standing, fields: Sequence[ScoreField]) -> list[str]:
    if not fields:
        data = entry.to_json()
        return [str(data[column]) for column in CSV_COLUMNS]
    return [str(value) for value in _cells(entry, fields)]


def standings_csv(standings: Sequence[Standing], fields: Sequence[ScoreField] = ()) -> str:
    """The standings as CSV; ``fields``: the game's score fields (columns after today's)."""
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\n")
    columns = csv_columns(fields)
    writer.writerow(columns)
    for entry in standings:
        data = entry.to_json(fields)
        data.update(data.pop("scores", {}))
        writer.writerow([safe_cell(data[column]) for column in columns])
    return out.getvalue()


def standings_text(
    standings: Sequence[Standing],
    language: str | None = None,
    fields: Sequence[ScoreField] = (),
) -> str:
    """A plain table for the terminal, columns aligned; the game's figures by their names."""
    header = _titles(fields, language)
    columns = [*RESULT_COLUMNS, *(f.key for f in fields)] if fields else list(CSV_COLUMNS)
    body = [_people_rows(entry, fields) for entry in standings]
    widths = [max(len(row[i]) for row in [header, *body]) for i in range(len(columns))]
    lines = []
    for row in [header, *body]:
        cells = [
            cell.ljust(width) if column == "player" else cell.rjust(width)
            for cell, width, column in zip(row, widths, columns, strict=True)
        ]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines) + "\n"


def scoring_line(campaign: CampaignInfo, language: str | None = None) -> str:
    scoring = campaign.scoring
    breakers = ", ".join(
        tie_breaker_name(code, campaign.system, language) for code in scoring.tie_breakers
    )
    template = QT_TRANSLATE_NOOP(
        "Standings", "Win {win}, draw {draw}, loss {loss} points; tie-breakers: {breakers}"
    )
    return translate(
        CONTEXT,
        template,
        language,
        win=scoring.win,
        draw=scoring.draw,
        loss=scoring.loss,
        breakers=breakers or "—",
    )


def write_standings_pdf(
    file: Path,
    campaign: CampaignInfo,
    standings: Sequence[Standing],
    language: str | None = None,
    paper: str = "a4",
    printed_on: date | None = None,
    fields: Sequence[ScoreField] = (),
) -> None:
    """Writes the standings as a one-table PDF (several pages when the league is large), the
    game's own figures (``fields``) after the points."""
    rows = [_titles(fields, language)] + [_people_rows(entry, fields) for entry in standings]
    notes = [printed_line(language, printed_on), scoring_line(campaign, language)]
    write_table_pdf(file, campaign.name, notes, rows, paper)


def printed_line(language: str | None = None, printed_on: date | None = None) -> str:
    """ "Standings on <date>" (today unless given)."""
    stamp = (printed_on or date.today()).isoformat()
    return translate(
        CONTEXT, QT_TRANSLATE_NOOP("Standings", "Standings on {date}"), language, date=stamp
    )


def write_table_pdf(
    file: Path,
    heading_text: str,
    notes: Sequence[str],
    rows: Sequence[Sequence[str]],
    paper: str = "a4",
    text_columns: Sequence[int] = (1,),
) -> None:
    """A titled one-table PDF: ``rows`` (the first the column titles; the ``text_columns``
    left-aligned, the figures right-aligned), under the heading and ``notes``. A table of
    many columns is printed across the page (landscape)."""
    from reportlab.lib import colors
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

    from app.printing.fonts import BOLD, REGULAR, register_fonts
    from app.printing.paper import PAPERS, mm

    register_fonts()
    heading = ParagraphStyle("heading", fontName=BOLD, fontSize=16, leading=20)
    small = ParagraphStyle("small", fontName=REGULAR, fontSize=9, leading=12)
    page = PAPERS.get(paper, PAPERS["a4"]).size
    data: list[list[Any]] = [list(row) for row in rows]
    widths = None
    if data and len(data[0]) > WIDE_TABLE:
        # Across the page, the titles wrapped and the columns shared out to fit its width.
        page = (max(page), min(page))
        title_style = ParagraphStyle("title", fontName=BOLD, fontSize=8, leading=10)
        data[0] = [Paragraph(escape(str(cell)), title_style) for cell in data[0]]
        shares = [2 if column in text_columns else 1 for column in range(len(data[0]))]
        unit = (page[0] - mm(30)) / sum(shares)
        widths = [share * unit for share in shares]
    table = Table(data, colWidths=widths, repeatRows=1, hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, 0), BOLD, 9),
                ("FONT", (0, 1), (-1, -1), REGULAR, 9),
                ("ALIGN", (0, 0), (-1, -1), "RIGHT"),
                *(("ALIGN", (column, 0), (column, -1), "LEFT") for column in text_columns),
                ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, colors.HexColor("#eeeeee")]),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
                ("TOPPADDING", (0, 0), (-1, -1), 3),
            ]
        )
    )
    with output_file(file, error=StandingsExportError) as temporary:
        document = SimpleDocTemplate(
            str(temporary),
            pagesize=page,
            leftMargin=mm(15),
            rightMargin=mm(15),
            topMargin=mm(15),
            bottomMargin=mm(15),
            title=heading_text,
            author="Muster",
        )
        document.build(
            [
                Paragraph(escape(heading_text), heading),
                *(Paragraph(escape(note), small) for note in notes),
                Spacer(1, mm(5)),
                table,
            ]
        )


def write_standings_csv(
    file: Path, standings: Sequence[Standing], fields: Sequence[ScoreField] = ()
) -> None:
    write_text_atomic(
        file, standings_csv(standings, fields), newline="", error=StandingsExportError
    )
