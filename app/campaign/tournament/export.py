"""A tournament's standings and pairings as text, CSV and PDF.

The CSV's columns are the keys of ``muster tournament standings --format json`` (rank,
player, points, wins, draws, losses, byes, opponents_points, dropped, then the game's
tie-breakers); the text and the PDF are for people, in their language.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from datetime import date
from pathlib import Path

from app.campaign.records import CampaignInfo, tie_breaker_name
from app.campaign.spreadsheet import safe_cell
from app.campaign.standings_export import StandingsExportError, printed_line, write_table_pdf
from app.campaign.tournament import ROUND_SHEET_NAMES
from app.campaign.tournament.service import SwissRound
from app.campaign.tournament.standings import SwissStanding
from app.files import write_text_atomic
from app.i18n import QT_TRANSLATE_NOOP, translate

CONTEXT = "Tournament"
COLUMNS = (
    "rank",
    "player",
    "points",
    "wins",
    "draws",
    "losses",
    "byes",
    "opponents_points",
    "dropped",
)
TITLES = {
    "rank": QT_TRANSLATE_NOOP("Tournament", "Rank"),
    "player": QT_TRANSLATE_NOOP("Tournament", "Player"),
    "points": QT_TRANSLATE_NOOP("Tournament", "Points"),
    "wins": QT_TRANSLATE_NOOP("Tournament", "Wins"),
    "draws": QT_TRANSLATE_NOOP("Tournament", "Draws"),
    "losses": QT_TRANSLATE_NOOP("Tournament", "Losses"),
    "byes": QT_TRANSLATE_NOOP("Tournament", "Byes"),
    "opponents_points": QT_TRANSLATE_NOOP("Tournament", "Opponents' points"),
    "dropped": QT_TRANSLATE_NOOP("Tournament", "Dropped"),
}
# The tie-breakers app/campaign/tournament/standings.py computes, by name.
TIE_BREAKER_TITLES = {
    "average_opponent_points": QT_TRANSLATE_NOOP("Tournament", "Opponents' average"),
    "strength_of_schedule": QT_TRANSLATE_NOOP("Tournament", "Strength of schedule"),
    "extended_strength_of_schedule": QT_TRANSLATE_NOOP("Tournament", "Extended strength"),
    "margin_of_victory": QT_TRANSLATE_NOOP("Tournament", "Margin of victory"),
}
WORDS = {
    "yes": QT_TRANSLATE_NOOP("Tournament", "yes"),
    "bye": QT_TRANSLATE_NOOP("Tournament", "bye"),
    "round": QT_TRANSLATE_NOOP("Tournament", "Round {round}"),
    "table": QT_TRANSLATE_NOOP("Tournament", "Table"),
    "rematch": QT_TRANSLATE_NOOP("Tournament", "rematch"),
    "opponent": QT_TRANSLATE_NOOP("Tournament", "Opponent"),
    "winner": QT_TRANSLATE_NOOP("Tournament", "Winner"),
    "player_score": QT_TRANSLATE_NOOP("Tournament", "Player's score"),
    "opponent_score": QT_TRANSLATE_NOOP("Tournament", "Opponent's score"),
    "by_table": QT_TRANSLATE_NOOP("Tournament", "{name}, round {round}: pairings by table"),
    "by_name": QT_TRANSLATE_NOOP("Tournament", "{name}, round {round}: pairings by name"),
    "slips": QT_TRANSLATE_NOOP("Tournament", "{name}, round {round}: result slips"),
    "slip_hint": QT_TRANSLATE_NOOP(
        "Tournament", "Tick the winner (or write draw) and both scores; hand the slip in."
    ),
    "scoring": QT_TRANSLATE_NOOP(
        "Tournament", "Win {win}, draw {draw}, loss {loss}, bye {bye} points"
    ),
}


def word(key: str, language: str | None = None, **params: object) -> str:
    return translate(CONTEXT, WORDS[key], language, **params)


def breaker_codes(standings: Sequence[SwissStanding]) -> list[str]:
    """The game's tie-breakers the rows carry, in order (opponents' points has its column)."""
    codes = list(standings[0].tie_breakers) if standings else []
    return [code for code in codes if code not in COLUMNS]


def column_title(code: str, system: str, language: str | None = None) -> str:
    if code in TITLES:
        return translate(CONTEXT, TITLES[code], language)
    if code in TIE_BREAKER_TITLES:
        return translate(CONTEXT, TIE_BREAKER_TITLES[code], language)
    return tie_breaker_name(code, system, language)


def _figure(value: object, language: str | None) -> str:
    if isinstance(value, bool):
        return word("yes", language) if value else ""
    if isinstance(value, float):
        return f"{value:.2f}"
    return str(value)


def standings_rows(
    info: CampaignInfo, standings: Sequence[SwissStanding], language: str | None = None
) -> list[list[str]]:
    """The table for people: titles, then one row per player."""
    codes = [*COLUMNS, *breaker_codes(standings)]
    rows = [[column_title(code, info.system, language) for code in codes]]
    for entry in standings:
        data = entry.to_json()
        rows.append([_figure(data[code], language) for code in codes])
    return rows


def standings_text(
    info: CampaignInfo, standings: Sequence[SwissStanding], language: str | None = None
) -> str:
    rows = standings_rows(info, standings, language)
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = [
        "  ".join(
            cell.ljust(width) if index == 1 else cell.rjust(width)
            for index, (cell, width) in enumerate(zip(row, widths, strict=True))
        ).rstrip()
        for row in rows
    ]
    return "\n".join(lines) + "\n"


def standings_csv(standings: Sequence[SwissStanding]) -> str:
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\n")
    codes = [*COLUMNS, *breaker_codes(standings)]
    writer.writerow(codes)
    for entry in standings:
        data = entry.to_json()
        writer.writerow([safe_cell(data[code]) for code in codes])
    return out.getvalue()


def scoring_line(info: CampaignInfo, bye_points: int, language: str | None = None) -> str:
    scoring = info.scoring
    return word(
        "scoring", language, win=scoring.win, draw=scoring.draw, loss=scoring.loss, bye=bye_points
    )


def round_text(current: SwissRound, language: str | None = None) -> str:
    """A round's tables for the terminal: "1  Ann – Bob", the bye last."""
    lines = [word("round", language, round=current.number)]
    for table in current.tables:
        if table.is_bye:
            lines.append(f"{'':>3}  {table.names[0]} ({word('bye', language)})")
            continue
        note = f"  ({word('rematch', language)})" if table.rematch else ""
        lines.append(f"{table.number:>3}  {table.names[0]} – {table.names[1]}{note}")
    return "\n".join(lines) + "\n"


def pairings_by_table(current: SwissRound, language: str | None = None) -> list[list[str]]:
    """Titles, then one row per table (the bye last, with no table number)."""
    rows = [
        [
            word("table", language),
            translate(CONTEXT, TITLES["player"], language),
            word("opponent", language),
        ]
    ]
    for table in current.tables:
        if table.is_bye:
            rows.append(["", table.names[0], word("bye", language)])
        else:
            rows.append([str(table.number), table.names[0], table.names[1] or ""])
    return rows


def pairings_by_name(current: SwissRound, language: str | None = None) -> list[list[str]]:
    """Titles, then one row per player by name: their table and opponent (for the wall)."""
    seats = []
    for table in current.tables:
        first, second = table.names
        if table.is_bye:
            seats.append((first, "", word("bye", language)))
            continue
        seats.append((first, str(table.number), second or ""))
        seats.append((second or "", str(table.number), first))
    seats.sort(key=lambda seat: seat[0].casefold())
    title = translate(CONTEXT, TITLES["player"], language)
    return [[title, word("table", language), word("opponent", language)]] + [
        list(seat) for seat in seats
    ]


def result_slips(current: SwissRound, language: str | None = None) -> list[list[str]]:
    """One row per table to fill in: the two players, a winner and each one's score."""
    rows = [
        [
            word("table", language),
            translate(CONTEXT, TITLES["player"], language),
            word("opponent", language),
            word("winner", language),
            word("player_score", language),
            word("opponent_score", language),
        ]
    ]
    for table in current.tables:
        if not table.is_bye:
            rows.append([str(table.number), table.names[0], table.names[1] or "", "", "", ""])
    return rows


ROUND_SHEETS = dict(
    zip(ROUND_SHEET_NAMES, (pairings_by_table, pairings_by_name, result_slips), strict=True)
)
TEXT_COLUMNS = {"pairings": (1, 2), "by-name": (0, 2), "slips": (1, 2)}
SHEET_TITLES = {"pairings": "by_table", "by-name": "by_name", "slips": "slips"}


def write_round_pdf(
    file: Path, info: CampaignInfo, current: SwissRound, what: str, language: str | None = None
) -> None:
    """A round's sheet as PDF: ``what`` is "pairings" (by table), "by-name" or "slips"."""
    heading = word(SHEET_TITLES[what], language, name=info.name, round=current.number)
    notes = [word("slip_hint", language)] if what == "slips" else []
    rows = ROUND_SHEETS[what](current, language)
    write_table_pdf(file, heading, notes, rows, text_columns=TEXT_COLUMNS[what])


def write_standings(
    file: Path,
    info: CampaignInfo,
    standings: Sequence[SwissStanding],
    bye_points: int,
    language: str | None = None,
    printed_on: date | None = None,
) -> None:
    """Writes the standings to ``file``: CSV or PDF by its extension (checked by the caller)."""
    if file.suffix.lower() == ".csv":
        write_text_atomic(file, standings_csv(standings), newline="", error=StandingsExportError)
        return
    notes = [printed_line(language, printed_on), scoring_line(info, bye_points, language)]
    write_table_pdf(file, info.name, notes, standings_rows(info, standings, language))
