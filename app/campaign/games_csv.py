"""Games as CSV: the exchange format of club spreadsheets (docs/campaign.md, "Games CSV").

The header is exactly::

    date,campaign,player_1,player_2,winner,struggles_1,struggles_2,roster_1,roster_2,turns,notes

``date`` is ISO (``2026-03-14``); ``winner`` is one of the two players' names or ``draw``;
``roster_1``/``roster_2`` hold share codes (any format :func:`app.roster.share.decode` reads)
or are empty; ``turns`` may be empty.

Import checks every row first and reports each bad one with its line number and reason; the
good rows are then written in one transaction, so a file is imported whole (minus the rows
reported) or, if the database fails, not at all. Players and campaigns named for the first
time are created and listed in the report. A row identical to a game already recorded (same
campaign, date, players, results and struggles) is skipped and reported, so importing the
same file twice does not count its games twice (two identical rows in one file are two
games: players do meet twice on an evening).
"""

from __future__ import annotations

import csv
import io
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlmodel import Session, col

from app import systems
from app.campaign import service
from app.campaign.errors import GamesFileError
from app.campaign.records import GameRecord, SeatResult
from app.db import Database
from app.errors import FileReadError, MusterError
from app.files import write_text_atomic
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.roster.document import RosterDocument
from models.campaign import Game, GameSeat

HEADER = (
    "date",
    "campaign",
    "player_1",
    "player_2",
    "winner",
    "struggles_1",
    "struggles_2",
    "roster_1",
    "roster_2",
    "turns",
    "notes",
)
DRAW = "draw"
CONTEXT = "GamesCsv"

REASONS = {
    "columns": QT_TRANSLATE_NOOP("GamesCsv", "the row has {count} columns instead of 11."),
    "date": QT_TRANSLATE_NOOP("GamesCsv", '"{value}" is not a date (write it as 2026-03-14).'),
    "campaign": QT_TRANSLATE_NOOP("GamesCsv", "the campaign is missing."),
    "player": QT_TRANSLATE_NOOP("GamesCsv", "{column} is missing."),
    "same_player": QT_TRANSLATE_NOOP("GamesCsv", "player_1 and player_2 are the same player."),
    "winner": QT_TRANSLATE_NOOP(
        "GamesCsv", 'the winner "{value}" is neither {player_1}, {player_2} nor "draw".'
    ),
    "number": QT_TRANSLATE_NOOP(
        "GamesCsv", '{column} "{value}" is not a whole number of 0 or more.'
    ),
    "roster": QT_TRANSLATE_NOOP("GamesCsv", "{column}: {reason}"),
    "duplicate": QT_TRANSLATE_NOOP("GamesCsv", "this game is already recorded."),
}


class RowError(MusterError):
    """Why one row of a games file was not imported (its message is the reason)."""

    def message(self, language: str | None = None) -> str:
        params = dict(self.params)
        reason = params.get("reason")
        if isinstance(reason, MusterError):
            params["reason"] = reason.message(language)
        return translate(CONTEXT, self.template, language, **params)


@dataclass
class BadRow:
    line: int
    error: RowError

    def reason(self, language: str | None = None) -> str:
        return self.error.message(language)


@dataclass
class ImportReport:
    imported: int = 0
    game_ids: list[int] = field(default_factory=list)
    bad_rows: list[BadRow] = field(default_factory=list)
    skipped: list[BadRow] = field(default_factory=list)
    new_players: list[str] = field(default_factory=list)
    new_campaigns: list[str] = field(default_factory=list)

    def lines(self, language: str | None = None) -> list[str]:
        """The report as sentences, for the CLI and the interface."""
        out = [
            translate(
                CONTEXT,
                QT_TRANSLATE_NOOP("GamesCsv", "Games imported: {count}"),
                language,
                count=self.imported,
            )
        ]
        if self.new_campaigns:
            names = ", ".join(self.new_campaigns)
            template = QT_TRANSLATE_NOOP("GamesCsv", "New campaigns: {names}")
            out.append(translate(CONTEXT, template, language, names=names))
        if self.new_players:
            names = ", ".join(self.new_players)
            template = QT_TRANSLATE_NOOP("GamesCsv", "New players: {names}")
            out.append(translate(CONTEXT, template, language, names=names))
        line_template = translate(
            CONTEXT, QT_TRANSLATE_NOOP("GamesCsv", "Line {line} skipped: {reason}"), language
        )
        for row in self.skipped:
            out.append(line_template.format(line=row.line, reason=row.reason(language)))
        bad_template = translate(
            CONTEXT, QT_TRANSLATE_NOOP("GamesCsv", "Line {line} not imported: {reason}"), language
        )
        for row in self.bad_rows:
            out.append(bad_template.format(line=row.line, reason=row.reason(language)))
        return out


@dataclass
class ParsedRow:
    line: int
    played_on: date
    campaign: str
    players: tuple[str, str]
    results: tuple[str, str]
    struggles: tuple[int, int]
    rosters: tuple[RosterDocument | None, RosterDocument | None]
    turns: int | None
    notes: str


def _number(value: str, column: str, optional: bool = False) -> int | None:
    value = value.strip()
    if not value and optional:
        return None
    try:
        number = int(value)
    except ValueError:
        number = -1
    if number < 0:
        raise RowError(REASONS["number"], column=column, value=value)
    return number


def _roster(text: str, column: str, catalog_for: Callable[[str], Any]) -> RosterDocument | None:
    if not text.strip():
        return None
    from app.roster.share import decode

    try:
        return decode(text, catalog_for)
    except MusterError as exc:
        raise RowError(REASONS["roster"], column=column, reason=exc) from exc


def parse_row(line: int, cells: list[str], catalog_for: Callable[[str], Any]) -> ParsedRow:
    """One data row, checked; raises RowError with the reason."""
    if len(cells) != len(HEADER):
        raise RowError(REASONS["columns"], count=len(cells))
    values = dict(zip(HEADER, cells, strict=True))
    raw_date = values["date"].strip()
    try:
        played_on = date.fromisoformat(raw_date)
    except ValueError as exc:
        raise RowError(REASONS["date"], value=raw_date) from exc
    campaign = service.clean_name(values["campaign"])
    if not campaign:
        raise RowError(REASONS["campaign"])
    player_1 = service.clean_name(values["player_1"])
    player_2 = service.clean_name(values["player_2"])
    for column, name in (("player_1", player_1), ("player_2", player_2)):
        if not name:
            raise RowError(REASONS["player"], column=column)
    if player_1.casefold() == player_2.casefold():
        raise RowError(REASONS["same_player"])
    winner = service.clean_name(values["winner"]).casefold()
    if winner == DRAW:
        results = ("draw", "draw")
    elif winner == player_1.casefold():
        results = ("win", "loss")
    elif winner == player_2.casefold():
        results = ("loss", "win")
    else:
        raise RowError(
            REASONS["winner"], value=values["winner"].strip(), player_1=player_1, player_2=player_2
        )
    struggles = (
        _number(values["struggles_1"], "struggles_1") or 0,
        _number(values["struggles_2"], "struggles_2") or 0,
    )
    rosters = (
        _roster(values["roster_1"], "roster_1", catalog_for),
        _roster(values["roster_2"], "roster_2", catalog_for),
    )
    turns = _number(values["turns"], "turns", optional=True)
    return ParsedRow(
        line,
        played_on,
        campaign,
        (player_1, player_2),
        results,  # type: ignore[arg-type]
        struggles,
        rosters,
        turns,
        values["notes"],
    )


def read_rows(
    text: str, file: str, catalog_for: Callable[[str], Any]
) -> tuple[list[ParsedRow], list[BadRow]]:
    """The good and the bad rows of a games file's text; raises GamesFileError for a file
    that is not a games file at all (no header, or another header)."""
    reader = csv.reader(io.StringIO(text, newline=""))
    try:
        header = next(reader, None)
    except csv.Error as exc:
        raise GamesFileError(file=file, detail=str(exc)) from exc
    if header is None or tuple(cell.strip() for cell in header) != HEADER:
        raise GamesFileError(
            QT_TRANSLATE_NOOP("Errors", "The first line of {file} must be the header {header}."),
            file=file,
            header=",".join(HEADER),
        )
    good: list[ParsedRow] = []
    bad: list[BadRow] = []
    while True:
        line = reader.line_num + 1
        try:
            cells = next(reader)
        except StopIteration:
            break
        except csv.Error as exc:
            raise GamesFileError(file=file, detail=f"line {line}: {exc}") from exc
        if not any(cell.strip() for cell in cells):
            continue
        try:
            good.append(parse_row(line, cells, catalog_for))
        except RowError as error:
            bad.append(BadRow(line, error))
    return good, bad


def _signature(campaign_id: int, played_on: date, seats: list[tuple[int, str, int]]) -> tuple:
    return (campaign_id, played_on, frozenset(seats))


def _existing_signatures(session: Session, campaign_ids: set[int]) -> list[tuple]:
    rows = session.execute(
        select(
            col(Game.id),
            col(Game.campaign_id),
            col(Game.played_on),
            col(GameSeat.player_id),
            col(GameSeat.result),
            col(GameSeat.struggles_won),
        )
        .join(GameSeat, col(GameSeat.game_id) == col(Game.id))
        .where(col(Game.campaign_id).in_(campaign_ids))
    )
    games: dict[int, tuple[int, date, list[tuple[int, str, int]]]] = {}
    for game_id, campaign_id, played_on, player_id, result, struggles in rows:
        games.setdefault(game_id, (campaign_id, played_on, []))[2].append(
            (player_id, result, struggles)
        )
    return [_signature(c, d, seats) for c, d, seats in games.values()]


def import_games(
    db: Database,
    text: str,
    file: str = "",
    catalog_for: Callable[[str], Any] | None = None,
    default_system: str | None = None,
) -> ImportReport:
    """Imports the games of a CSV text; see the module's documentation for the rules.

    ``catalog_for(system_id)`` resolves share codes of a system's own formats;
    ``default_system`` is the game system of campaigns created by the import (default: the
    roster's system when the row has one, else the first registered system).
    """
    from models.campaign import Game as GameRow

    catalog_for = catalog_for or (lambda system_id: systems.get(system_id).load_catalog())
    good, bad = read_rows(text, file, catalog_for)
    report = ImportReport(bad_rows=bad)
    if not good:
        return report
    campaigns: dict[str, int] = {}
    players: dict[str, int] = {}
    for row in good:
        key = row.campaign.casefold()
        if key not in campaigns:
            system = default_system or next(
                (r.system for r in row.rosters if r is not None), systems.system_ids()[0]
            )
            info, created = service.ensure_campaign(db, row.campaign, system)
            campaigns[key] = info.id
            if created:
                report.new_campaigns.append(info.name)
        for name in row.players:
            if name.casefold() not in players:
                player, created = service.ensure_player(db, name)
                players[name.casefold()] = player.id
                if created:
                    report.new_players.append(player.name)

    def work(session: Session) -> tuple[list[int], list[BadRow]]:
        # Games already recorded, counted: a file may hold two identical games (the same
        # players, on the same day, with the same result); only recorded ones are skipped.
        recorded = Counter(_existing_signatures(session, set(campaigns.values())))
        skipped: list[BadRow] = []
        pending: list[tuple[GameRow, list[SeatResult], list[int]]] = []
        touched: set[tuple[int, int]] = set()
        for row in good:
            campaign_id = campaigns[row.campaign.casefold()]
            player_ids = [players[name.casefold()] for name in row.players]
            seat_figures = list(zip(player_ids, row.results, row.struggles, strict=True))
            signature = _signature(campaign_id, row.played_on, seat_figures)
            if recorded[signature] > 0:
                recorded[signature] -= 1
                skipped.append(BadRow(row.line, RowError(REASONS["duplicate"])))
                continue
            game = GameRow(
                campaign_id=campaign_id,
                played_on=row.played_on,
                turns=row.turns,
                notes=row.notes,
                source="csv",
            )
            seats = [
                SeatResult(pid, result, struggles, roster)  # type: ignore[arg-type]
                for (pid, result, struggles), roster in zip(seat_figures, row.rosters, strict=True)
            ]
            pending.append((game, seats, player_ids))
            for pid in player_ids:
                if (campaign_id, pid) not in touched:
                    service.ensure_participant(session, campaign_id, pid)
                    touched.add((campaign_id, pid))
        session.add_all([game for game, _, _ in pending])
        session.flush()  # one batched insert; the games get their ids
        ids: list[int] = []
        paired: dict[int, bool] = {}
        for game, seats, player_ids in pending:
            assert game.id is not None
            session.add_all(service.seat_rows(game.id, seats, player_ids))
            ids.append(game.id)
            # Like a game recorded by hand, an imported one fills its table of the latest
            # round; campaigns without pairings (most imports) cost one query, not two a game.
            if paired.setdefault(game.campaign_id, service.has_rounds(session, game.campaign_id)):
                service.link_pairing(session, game.campaign_id, game.id, player_ids)
        return ids, skipped

    ids, skipped = service.in_transaction(db, work)
    report.game_ids = ids
    report.imported = len(ids)
    report.skipped = skipped
    return report


def import_games_file(
    db: Database,
    file: Path,
    catalog_for: Callable[[str], Any] | None = None,
    default_system: str | None = None,
) -> ImportReport:
    try:
        text = file.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise FileReadError(
            file=str(file), detail=getattr(exc, "strerror", None) or str(exc)
        ) from exc
    return import_games(db, text, str(file), catalog_for, default_system)


# --- export --------------------------------------------------------------------------------


def game_row(record: GameRecord, campaign: str) -> list[str] | None:
    """A two-player game as a CSV row; None for a game of more players (CSV holds two)."""
    if len(record.seats) != 2:
        return None
    from app.roster.share import encode_muster

    first, second = record.seats
    winner = record.winner_name() or DRAW
    return [
        record.played_on.isoformat(),
        campaign,
        first.player_name,
        second.player_name,
        winner,
        str(first.struggles_won),
        str(second.struggles_won),
        encode_muster(first.roster) if first.roster else "",
        encode_muster(second.roster) if second.roster else "",
        "" if record.turns is None else str(record.turns),
        record.notes,
    ]


def export_games(db: Database, campaign_ids: list[int] | None = None) -> tuple[str, int, int]:
    """The games of the campaigns (all when None) as CSV text, how many games it holds, and
    how many games of more than two players were left out."""
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(HEADER)
    left_out = written = 0
    for info in service.list_campaigns(db):
        if campaign_ids is not None and info.id not in campaign_ids:
            continue
        for record in service.games(db, info.id):
            row = game_row(record, info.name)
            if row is None:
                left_out += 1
            else:
                writer.writerow(row)
                written += 1
    return out.getvalue(), written, left_out


def write_games_file(file: Path, text: str) -> None:
    """Writes beside the target first, so a failed export never leaves half a file."""
    write_text_atomic(file, text, newline="")


def export_summary(count: int, left_out: int, language: str | None = None) -> str:
    """One sentence on what an export wrote."""
    template = QT_TRANSLATE_NOOP("GamesCsv", "Games exported: {count}")
    summary = translate(CONTEXT, template, language, count=count)
    if left_out:
        note = QT_TRANSLATE_NOOP(
            "GamesCsv", "{count} games of more than two players are not in the file."
        )
        summary += " " + translate(CONTEXT, note, language, count=left_out)
    return summary
