"""Standings as text, CSV and PDF.

The CSV uses the same column names as the JSON of ``muster campaign standings`` (a stable
contract for spreadsheets); the text table and the PDF are for people and speak the user's
language. The PDF embeds DejaVu Sans through the printing module, so Polish and French
names print as written.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from datetime import date
from pathlib import Path
from xml.sax.saxutils import escape

from app.campaign.records import TIE_BREAKER_NAMES, CampaignInfo
from app.campaign.spreadsheet import safe_cell
from app.campaign.standings import Standing
from app.errors import MusterError
from app.files import output_file, write_text_atomic
from app.i18n import QT_TRANSLATE_NOOP, translate

CONTEXT = "Standings"
CSV_COLUMNS = (
    "rank",
    "player",
    "played",
    "won",
    "drawn",
    "lost",
    "points",
    "struggles_for",
    "struggles_against",
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
    "struggles_for": QT_TRANSLATE_NOOP("Standings", "Struggles won"),
    "struggles_against": QT_TRANSLATE_NOOP("Standings", "Struggles lost"),
    "struggle_difference": QT_TRANSLATE_NOOP("Standings", "Difference"),
}


class StandingsExportError(MusterError):
    template = QT_TRANSLATE_NOOP("Errors", "The standings cannot be written to {file}: {detail}")


def title(column: str, language: str | None = None) -> str:
    return translate(CONTEXT, COLUMN_TITLES[column], language)


def standings_csv(standings: Sequence[Standing]) -> str:
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for entry in standings:
        data = entry.to_json()
        writer.writerow([safe_cell(data[column]) for column in CSV_COLUMNS])
    return out.getvalue()


def standings_text(standings: Sequence[Standing], language: str | None = None) -> str:
    """A plain table for the terminal, columns aligned."""
    columns = CSV_COLUMNS
    header = [title(column, language) for column in columns]
    body = [[str(entry.to_json()[column]) for column in columns] for entry in standings]
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
        translate("TieBreakers", TIE_BREAKER_NAMES[b], language) for b in scoring.tie_breakers
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
) -> None:
    """Writes the standings as a one-table PDF (several pages when the league is large)."""
    from reportlab.lib import colors
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

    from app.printing.fonts import BOLD, REGULAR, register_fonts
    from app.printing.paper import PAPERS, mm

    register_fonts()
    heading = ParagraphStyle("heading", fontName=BOLD, fontSize=16, leading=20)
    small = ParagraphStyle("small", fontName=REGULAR, fontSize=9, leading=12)
    columns = CSV_COLUMNS
    data = [[title(column, language) for column in columns]]
    for entry in standings:
        values = entry.to_json()
        data.append([str(values[column]) for column in columns])
    table = Table(data, repeatRows=1, hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, 0), BOLD, 9),
                ("FONT", (0, 1), (-1, -1), REGULAR, 9),
                ("ALIGN", (0, 0), (-1, -1), "RIGHT"),
                ("ALIGN", (1, 0), (1, -1), "LEFT"),
                ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, colors.HexColor("#eeeeee")]),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
                ("TOPPADDING", (0, 0), (-1, -1), 3),
            ]
        )
    )
    stamp = (printed_on or date.today()).isoformat()
    printed = translate(
        CONTEXT, QT_TRANSLATE_NOOP("Standings", "Standings on {date}"), language, date=stamp
    )
    page = PAPERS.get(paper, PAPERS["a4"]).size
    with output_file(file, error=StandingsExportError) as temporary:
        document = SimpleDocTemplate(
            str(temporary),
            pagesize=page,
            leftMargin=mm(15),
            rightMargin=mm(15),
            topMargin=mm(15),
            bottomMargin=mm(15),
            title=campaign.name,
            author="Muster",
        )
        document.build(
            [
                Paragraph(escape(campaign.name), heading),
                Paragraph(escape(printed), small),
                Paragraph(escape(scoring_line(campaign, language)), small),
                Spacer(1, mm(5)),
                table,
            ]
        )


def write_standings_csv(file: Path, standings: Sequence[Standing]) -> None:
    write_text_atomic(file, standings_csv(standings), newline="", error=StandingsExportError)
