"""Games as CSV: the exchange format of club spreadsheets (docs/campaign.md, "Games CSV").

The header begins exactly::

    date,campaign,player_1,player_2,winner,score_1,score_2,roster_1,roster_2,turns,notes

and may go on with the columns of the games' own score fields (``victory_tokens_1``,
``victory_tokens_2``, ``enemy_points_1``...: :func:`score_columns`), in any order.
``date`` is ISO (``2026-03-14``); ``winner`` is one of the two players' names or ``draw``;
``score_1``/``score_2`` hold the game's primary figure (Shatterpoint's struggles won; a
Legion game's victory tokens when its own columns are not given); a file written before they
were named so says ``struggles_1``/``struggles_2`` there, and is read the same
(:data:`LEGACY_SCORE_COLUMNS`, the one place the generic code keeps that word);
``roster_1``/``roster_2`` hold share codes (any format :func:`app.roster.share.decode`
reads) or are empty; ``turns`` may be empty.

Import reads the file as a stream, row by row, so time grows with the file and memory does not:
each row is checked before the database sees it (dates, names up to 200 characters, whole
numbers up to 9999, no NUL character, and a result the campaign's game allows: the check the
Record game dialog makes, :func:`app.campaign.records.check_result`) and a bad one is reported
with its line number and reason; good rows are written in batches. The whole import — new
campaigns and players included — is one transaction: a database that fails half-way (a full
disk) keeps nothing of it, and a cancelled import neither. Players and campaigns named for the
first time are created and listed in the report. A row identical to a game already recorded
(same campaign, date, players, results and scores) is skipped and reported, so importing the
same file twice does not count its games twice (two identical rows in one file are two games:
players do meet twice on an evening). Imports are serialised (SQLite's write lock taken at the
start, a transaction lock on PostgreSQL), so two imports of one file at once do not record its
games twice either.
"""

from __future__ import annotations

import csv
import io
import json
import os
import stat
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any, TextIO

from sqlalchemy import insert, select, text
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col

from app import systems
from app.campaign.campaigns import list_campaigns
from app.campaign.errors import GamesFileError
from app.campaign.games import games as recorded_games
from app.campaign.pairings import has_rounds, link_pairing
from app.campaign.records import (
    GameRecord,
    SeatResult,
    check_result,
    default_tie_breakers,
    score_fields,
)
from app.campaign.spreadsheet import read_cell, safe_cell
from app.campaign.storage import MAX_NAME, clean_name, in_transaction
from app.campaign.teams import team_key
from app.db import Database
from app.errors import DatabaseError, FileReadError, MusterError
from app.files import write_text_atomic
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.numbers import whole_number
from app.roster.document import RosterDocument
from models.campaign import Campaign, CampaignParticipant, Game, GameSeat, Player
from models.core import utcnow

HEADER = (
    "date",
    "campaign",
    "player_1",
    "player_2",
    "winner",
    "score_1",
    "score_2",
    "roster_1",
    "roster_2",
    "turns",
    "notes",
)
# The primary figure's columns as Muster wrote them before naming them ``score_<n>``:
# still read, in the same place, so that a club's old files import unchanged.
LEGACY_SCORE_COLUMNS = ("struggles_1", "struggles_2")
LEGACY_HEADER = tuple(
    {"score_1": LEGACY_SCORE_COLUMNS[0], "score_2": LEGACY_SCORE_COLUMNS[1]}.get(name, name)
    for name in HEADER
)
DRAW = "draw"
CONTEXT = "GamesCsv"
MAX_NUMBER = 9999
MAX_NOTES = 10_000
# The largest games file imported (5 MB, about 30,000 rows: years of a club's games): about
# 6 s on a small machine, under 40 s with both cores busy (benchmarks/games_csv_limit.py). A
# larger file is refused before its first row is read, its size named, so no import runs for
# minutes: rows import at some thousands a second, far from the 50,000 streaming would need.
MAX_FILE_BYTES = 5_000_000
SHOWN = 60  # characters of a bad value a reason quotes
BATCH = 500  # rows written at once
_LOCK_KEY = 7341003  # PostgreSQL transaction lock of games imports (7341002 is migrations')

REASONS = {
    "columns": QT_TRANSLATE_NOOP("GamesCsv", "the row has {count} columns instead of {expected}."),
    "date": QT_TRANSLATE_NOOP("GamesCsv", '"{value}" is not a date (write it as 2026-03-14).'),
    "campaign": QT_TRANSLATE_NOOP("GamesCsv", "the campaign is missing."),
    "player": QT_TRANSLATE_NOOP("GamesCsv", "{column} is missing."),
    "same_player": QT_TRANSLATE_NOOP("GamesCsv", "player_1 and player_2 are the same player."),
    "winner": QT_TRANSLATE_NOOP(
        "GamesCsv", 'the winner "{value}" is neither {player_1}, {player_2} nor "draw".'
    ),
    "number": QT_TRANSLATE_NOOP(
        "GamesCsv", '{column} "{value}" is not a whole number from 0 to {max}.'
    ),
    "long": QT_TRANSLATE_NOOP("GamesCsv", "{column} is longer than {max} characters."),
    "nul": QT_TRANSLATE_NOOP("GamesCsv", "{column} contains a NUL character."),
    "control": QT_TRANSLATE_NOOP("GamesCsv", "{column} contains a control character ({char})."),
    "roster": QT_TRANSLATE_NOOP("GamesCsv", "{column}: {reason}"),
    "duplicate": QT_TRANSLATE_NOOP("GamesCsv", "this game is already recorded."),
}


def score_columns(games: Sequence[str] | None = None) -> tuple[str, ...]:
    """The columns the games' own score fields add after :data:`HEADER`, of ``games`` (every
    game's when None) in the registry's order: ``<field>_1``, ``<field>_2`` for each figure
    given per seat (not a figure whose columns are :data:`HEADER`'s ``score_<n>``)."""
    columns: list[str] = []
    for system in systems.scored_ids():
        if games is not None and system not in games:
            continue
        for score_field in score_fields(system):
            if score_field.per_seat:
                for seat in (1, 2):
                    column = f"{score_field.csv_stem}_{seat}"
                    if column not in HEADER and column not in columns:
                        columns.append(column)
    return tuple(columns)


def export_header(games: Sequence[str] | None = None) -> tuple[str, ...]:
    """The header an export of ``games``' campaigns writes: :data:`HEADER`, then their
    :func:`score_columns` (none for Shatterpoint's: its file is as it always was)."""
    return HEADER + score_columns(games)


class ImportCancelledError(MusterError):
    template = QT_TRANSLATE_NOOP("GamesCsv", "The import was cancelled; nothing was imported.")

    def message(self, language: str | None = None) -> str:
        return translate(CONTEXT, self.template, language, **self.params)


class RowError(MusterError):
    """Why one row of a games file was not imported (its message is the reason)."""

    def message(self, language: str | None = None) -> str:
        params = dict(self.params)
        reason = params.get("reason")
        if isinstance(reason, MusterError):
            params["reason"] = reason.message(language)
        return translate(CONTEXT, self.template, language, **params)


def shown(value: str) -> str:
    """A value as a reason quotes it: on one line, control characters escaped, cut short."""
    cut = value[:SHOWN]
    out = "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in cut)
    return out + "…" if len(value) > SHOWN else out


@dataclass
class BadRow:
    line: int
    # RowError for what the file itself gets wrong; the campaign's error (InvalidGameError,
    # NotTrackedError) for a result its game does not allow.
    error: MusterError

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
    scores: tuple[int | None, int | None]  # None: not given (the game's own column may be)
    rosters: tuple[RosterDocument | None, RosterDocument | None]
    turns: int | None
    notes: str
    # The games' own figures the file gives, by column (``victory_tokens_1``); None: empty.
    figures: dict[str, int | None] = field(default_factory=dict)
    # The primary figure's columns as the file names them (``struggles_<n>`` in an old file).
    score_columns: tuple[str, str] = ("score_1", "score_2")

    def seat_figures(self, system: str) -> list[tuple[int, int | None]]:
        """Each seat's primary and secondary figure in ``system``'s score: its own column
        when the file gives one, else ``score_<n>`` for the primary (a missing figure
        raises RowError as an empty ``score_<n>`` does)."""
        fields = score_fields(system)
        primary = next((f for f in fields if f.column == "primary"), None)
        secondary = next((f for f in fields if f.column == "secondary"), None)
        seats: list[tuple[int, int | None]] = []
        for seat in (1, 2):
            main = self.figures.get(f"{primary.csv_stem}_{seat}") if primary else None
            if main is None:
                main = self.scores[seat - 1]
            if main is None:
                raise RowError(
                    REASONS["number"],
                    column=self.score_columns[seat - 1],
                    value="",
                    max=MAX_NUMBER,
                )
            other = self.figures.get(f"{secondary.csv_stem}_{seat}") if secondary else None
            seats.append((main, other))
        return seats


def _number(value: str, column: str, optional: bool = False) -> int | None:
    value = value.strip()
    if not value and optional:
        return None
    number = whole_number(value, len(str(MAX_NUMBER)))
    if number is None or number > MAX_NUMBER:
        raise RowError(REASONS["number"], column=column, value=shown(value), max=MAX_NUMBER)
    return number


def _name(value: str, column: str) -> str:
    name = clean_name(value)
    if len(name) > MAX_NAME:
        raise RowError(REASONS["long"], column=column, max=MAX_NAME)
    control = next((c for c in name if unicodedata.category(c) == "Cc"), None)
    if control is not None:  # an escape code in a name would reach every list and report
        raise RowError(REASONS["control"], column=column, char=shown(control))
    return name


def _roster(text: str, column: str, catalog_for: Callable[[str], Any]) -> RosterDocument | None:
    if not text.strip():
        return None
    from app.roster.share import decode

    try:
        return decode(text, catalog_for)
    except MusterError as exc:
        raise RowError(REASONS["roster"], column=column, reason=exc) from exc


def parse_row(
    line: int,
    cells: list[str],
    catalog_for: Callable[[str], Any],
    read_roster: Callable[[str, str, Callable[[str], Any]], RosterDocument | None] = _roster,
    extra: tuple[str, ...] = (),
    header: tuple[str, ...] = HEADER,
) -> ParsedRow:
    """One data row, checked; raises RowError with the reason. ``extra``: the score columns
    the file's header adds after :data:`HEADER`; ``header``: the file's own first columns
    (:data:`HEADER`, or :data:`LEGACY_HEADER` in an old file), which the reasons name."""
    columns = HEADER + extra
    if len(cells) != len(columns):
        raise RowError(REASONS["columns"], count=len(cells), expected=len(columns))
    values = {column: read_cell(cell) for column, cell in zip(columns, cells, strict=True)}
    named = dict(zip(HEADER, header, strict=True))
    for column, value in values.items():
        if "\x00" in value:  # PostgreSQL stores no NUL in text
            raise RowError(REASONS["nul"], column=named.get(column, column))
    raw_date = values["date"].strip()
    try:
        played_on = date.fromisoformat(raw_date)
    except ValueError as exc:
        raise RowError(REASONS["date"], value=shown(raw_date)) from exc
    campaign = _name(values["campaign"], "campaign")
    if not campaign:
        raise RowError(REASONS["campaign"])
    player_1 = _name(values["player_1"], "player_1")
    player_2 = _name(values["player_2"], "player_2")
    for column, name in (("player_1", player_1), ("player_2", player_2)):
        if not name:
            raise RowError(REASONS["player"], column=column)
    if player_1.casefold() == player_2.casefold():
        raise RowError(REASONS["same_player"])
    winner = clean_name(values["winner"]).casefold()
    if winner == DRAW:
        results = ("draw", "draw")
    elif winner == player_1.casefold():
        results = ("win", "loss")
    elif winner == player_2.casefold():
        results = ("loss", "win")
    else:
        raise RowError(
            REASONS["winner"],
            value=shown(values["winner"].strip()),
            player_1=shown(player_1),
            player_2=shown(player_2),
        )
    scores = (
        _number(values["score_1"], named["score_1"], optional=True),
        _number(values["score_2"], named["score_2"], optional=True),
    )
    figures = {column: _number(values[column], column, optional=True) for column in extra}
    turns = _number(values["turns"], "turns", optional=True)
    if len(values["notes"]) > MAX_NOTES:
        raise RowError(REASONS["long"], column="notes", max=MAX_NOTES)
    rosters = (
        read_roster(values["roster_1"], "roster_1", catalog_for),
        read_roster(values["roster_2"], "roster_2", catalog_for),
    )
    return ParsedRow(
        line,
        played_on,
        campaign,
        (player_1, player_2),
        results,  # type: ignore[arg-type]
        scores,
        rosters,
        turns,
        values["notes"],
        figures,
        (named["score_1"], named["score_2"]),
    )


class _Rosters:
    """Share codes decoded (or refused) while a file is read: a club's file repeats its strike
    teams. At most ``SIZE`` are kept."""

    SIZE = 512

    def __init__(self) -> None:
        self._known: dict[str, RosterDocument | RowError] = {}

    def __call__(
        self, text: str, column: str, catalog_for: Callable[[str], Any]
    ) -> RosterDocument | None:
        code = text.strip()
        if not code:
            return None
        found = self._known.get(code)
        if found is None:
            try:
                decoded = _roster(code, "", catalog_for)
                assert decoded is not None  # the code is not empty
                found = decoded
            except RowError as error:
                found = error
            if len(self._known) >= self.SIZE:
                self._known.clear()
            self._known[code] = found
        if isinstance(found, RowError):
            raise RowError(REASONS["roster"], column=column, reason=found.params["reason"])
        return found


def _rows(
    handle: TextIO, file: str, catalog_for: Callable[[str], Any]
) -> Iterator[ParsedRow | BadRow]:
    """The rows of a games file, checked one by one; raises GamesFileError for a file that is
    not a games file at all (no header, another header, a broken quote) and FileReadError for
    bytes that are not UTF-8."""
    reader = csv.reader(handle)
    try:
        header = next(reader, None)
    except csv.Error as exc:
        raise GamesFileError(file=file, detail=str(exc)) from exc
    except UnicodeDecodeError as exc:
        raise FileReadError(file=file, detail=str(exc)) from exc
    names = tuple(cell.strip() for cell in header) if header is not None else ()
    first, extra = names[: len(HEADER)], names[len(HEADER) :]
    known = score_columns()
    if (
        first not in (HEADER, LEGACY_HEADER)
        or any(column not in known for column in extra)
        or len(set(extra)) != len(extra)
    ):
        raise GamesFileError(
            QT_TRANSLATE_NOOP(
                "Errors",
                "The first line of {file} must be the header {header}, then any of the "
                "columns {columns}.",
            ),
            file=file,
            header=",".join(HEADER),
            columns=", ".join(known),
        )
    rosters = _Rosters()
    while True:
        line = reader.line_num + 1
        try:
            cells = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:
            raise GamesFileError(file=file, detail=f"line {line}: {exc}") from exc
        except UnicodeDecodeError as exc:
            raise FileReadError(file=file, detail=f"line {line}: {exc.reason}") from exc
        if not any(cell.strip() for cell in cells):
            continue
        try:
            yield parse_row(line, cells, catalog_for, rosters, extra, first)
        except RowError as error:
            yield BadRow(line, error)


def read_rows(
    text: str, file: str, catalog_for: Callable[[str], Any]
) -> tuple[list[ParsedRow], list[BadRow]]:
    """The good and the bad rows of a games file's text (see :func:`_rows`)."""
    good: list[ParsedRow] = []
    bad: list[BadRow] = []
    for row in _rows(io.StringIO(text, newline=""), file, catalog_for):
        (bad if isinstance(row, BadRow) else good).append(row)  # type: ignore[arg-type]
    return good, bad


def _signature(campaign_id: int, played_on: date, seats: list[tuple[int, str, int]]) -> tuple:
    return (campaign_id, played_on, frozenset(seats))


def _recorded(session: Session, campaign_id: int) -> Counter:
    """The games a campaign already holds, by signature, counted."""
    rows = session.execute(
        select(
            col(Game.id),
            col(Game.played_on),
            col(GameSeat.player_id),
            col(GameSeat.result),
            col(GameSeat.primary_score),
        )
        .join(GameSeat, col(GameSeat.game_id) == col(Game.id))
        .where(col(Game.campaign_id) == campaign_id)
    )
    games: dict[int, tuple[date, list[tuple[int, str, int]]]] = {}
    for game_id, played_on, player_id, result, primary in rows:
        games.setdefault(game_id, (played_on, []))[1].append((player_id, result, primary))
    return Counter(_signature(campaign_id, d, seats) for d, seats in games.values())


Progress = Callable[[int, int], bool]
"""Called as an import goes with (units done, units in all); returning False cancels it."""


class _Writer:
    """One import's work inside its transaction: names resolved, duplicates found, rows
    written a batch at a time."""

    def __init__(
        self,
        session: Session,
        report: ImportReport,
        default_system: str | None,
    ) -> None:
        self.session = session
        self.report = report
        self.default_system = default_system
        self.players = {
            name.casefold(): row_id
            for row_id, name in session.execute(select(col(Player.id), col(Player.name)))
        }
        # name (casefolded) -> (id, game system)
        self.campaigns: dict[str, tuple[int, str]] = {
            name.casefold(): (row_id, system)
            for row_id, name, system in session.execute(
                select(col(Campaign.id), col(Campaign.name), col(Campaign.system))
            )
        }
        self.recorded: dict[int, Counter] = {}
        self.participants: dict[int, set[int]] = {}
        self.paired: dict[int, bool] = {}
        # a row, its campaign, its players and each seat's (primary, secondary) figures
        self.pending: list[tuple[ParsedRow, int, list[int], list[tuple[int, int | None]]]] = []

    def _system(self, row: ParsedRow) -> str:
        """The game system of the row's campaign, or of the campaign the row would create."""
        known = self.campaigns.get(row.campaign.casefold())
        if known is not None:
            return known[1]
        return self.default_system or next(
            (r.system for r in row.rosters if r is not None), systems.system_ids()[0]
        )

    def _campaign(self, row: ParsedRow, system: str) -> int:
        key = row.campaign.casefold()
        if key not in self.campaigns:
            # The game's own tie-breakers, as a campaign created in the window gets them.
            breakers = json.dumps(list(default_tie_breakers(system)))
            created = Campaign(name=row.campaign, system=system, tie_breakers=breakers)
            self.session.add(created)
            self.session.flush()
            assert created.id is not None
            self.campaigns[key] = (created.id, system)
            self.report.new_campaigns.append(row.campaign)
        return self.campaigns[key][0]

    def _player(self, name: str) -> int:
        key = name.casefold()
        if key not in self.players:
            players = Player.__table__  # type: ignore[attr-defined]
            self.players[key] = self.session.execute(
                insert(players).returning(players.c.id),
                {"name": name, "club": "", "notes": "", "created_at": utcnow()},
            ).scalar_one()
            self.report.new_players.append(name)
        return self.players[key]

    def add(self, row: ParsedRow) -> None:
        system = self._system(row)
        try:
            figures = row.seat_figures(system)
            # The rule the Record game dialog and record_game apply: a result the game does
            # not allow is refused with the game's reason, before any name is created for it.
            check_result(
                system,
                [
                    SeatResult(name, result, main, None, other)  # type: ignore[arg-type]
                    for name, result, (main, other) in zip(
                        row.players, row.results, figures, strict=True
                    )
                ],
            )
        except MusterError as error:
            self.report.bad_rows.append(BadRow(row.line, error))
            return
        campaign_id = self._campaign(row, system)
        player_ids = [self._player(name) for name in row.players]
        if campaign_id not in self.recorded:
            self.recorded[campaign_id] = _recorded(self.session, campaign_id)
        recorded = self.recorded[campaign_id]
        seats = list(zip(player_ids, row.results, [main for main, _ in figures], strict=True))
        signature = _signature(campaign_id, row.played_on, seats)
        # Games already recorded, counted: a file may hold two identical games (the same
        # players, on the same day, with the same result); only recorded ones are skipped.
        if recorded[signature] > 0:
            recorded[signature] -= 1
            self.report.skipped.append(BadRow(row.line, RowError(REASONS["duplicate"])))
            return
        self.pending.append((row, campaign_id, player_ids, figures))
        if len(self.pending) >= BATCH:
            self.flush()

    def flush(self) -> None:
        if not self.pending:
            return
        session, now = self.session, utcnow()
        games = Game.__table__  # type: ignore[attr-defined]
        ids = (
            session.execute(
                insert(games).returning(games.c.id, sort_by_parameter_order=True),
                [
                    {
                        "campaign_id": campaign_id,
                        "played_on": row.played_on,
                        "turns": row.turns,
                        "duration_s": None,
                        "notes": row.notes,
                        "source": "csv",
                        "tracked_game_id": None,
                        "created_at": now,
                        "updated_at": now,
                    }
                    for row, campaign_id, _, _ in self.pending
                ],
            )
            .scalars()
            .all()
        )
        seats: list[dict[str, Any]] = []
        joined: list[dict[str, Any]] = []
        for game_id, (row, campaign_id, player_ids, figures) in zip(ids, self.pending, strict=True):
            for number, (player_id, result, (primary, other), roster) in enumerate(
                zip(player_ids, row.results, figures, row.rosters, strict=True), start=1
            ):
                seats.append(
                    {
                        "game_id": game_id,
                        "seat": number,
                        "player_id": player_id,
                        "roster_document": _roster_json(roster),
                        "team_key": team_key(roster),
                        "primary_score": primary,
                        "result": result,
                        "score": other,
                        "team": None,
                    }
                )
                if player_id not in self._participants(campaign_id):
                    self.participants[campaign_id].add(player_id)
                    joined.append(
                        {"campaign_id": campaign_id, "player_id": player_id, "joined_at": now}
                    )
        session.execute(insert(GameSeat.__table__), seats)  # type: ignore[attr-defined]
        if joined:
            session.execute(insert(CampaignParticipant.__table__), joined)  # type: ignore[attr-defined]
        for game_id, (_, campaign_id, player_ids, _) in zip(ids, self.pending, strict=True):
            # Like a game recorded by hand, an imported one fills its table of the latest
            # round; campaigns without pairings (most imports) cost one query, not two a game.
            if campaign_id not in self.paired:
                self.paired[campaign_id] = has_rounds(session, campaign_id)
            if self.paired[campaign_id]:
                link_pairing(session, campaign_id, game_id, player_ids)
        self.report.game_ids.extend(ids)
        self.pending.clear()

    def _participants(self, campaign_id: int) -> set[int]:
        if campaign_id not in self.participants:
            self.participants[campaign_id] = set(
                self.session.execute(
                    select(col(CampaignParticipant.player_id)).where(
                        col(CampaignParticipant.campaign_id) == campaign_id
                    )
                ).scalars()
            )
        return self.participants[campaign_id]


def _roster_json(roster: RosterDocument | None) -> str | None:
    return json.dumps(roster.to_json(), ensure_ascii=False) if roster else None


def _lock_imports(session: Session, db: Database) -> None:
    """Serialises imports: the duplicate check and the inserts must see the same games."""
    if db.is_sqlite:
        # pysqlite begins a transaction only before its first write, so the reads would see
        # the database of before another import's commit; take the write lock first.
        session.connection().exec_driver_sql("BEGIN IMMEDIATE")
    elif db.engine.dialect.name == "postgresql":
        session.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _LOCK_KEY})


Source = Callable[[], Any]
"""Opens the file afresh (an import retried after a lock reads it again): a context manager
giving (a text stream, a function telling how far it has been read, its whole size)."""


def _import(
    db: Database,
    source: Source,
    file: str,
    catalog_for: Callable[[str], Any] | None,
    default_system: str | None,
    progress: Progress | None,
) -> ImportReport:
    catalog_for = catalog_for or (lambda system_id: systems.get(system_id).load_catalog())

    def work(session: Session) -> ImportReport:
        report = ImportReport()
        with source() as (handle, position, size):
            _lock_imports(session, db)
            writer = _Writer(session, report, default_system)
            for count, row in enumerate(_rows(handle, file, catalog_for), start=1):
                if isinstance(row, BadRow):
                    report.bad_rows.append(row)
                else:
                    writer.add(row)
                if progress is not None and count % 100 == 0 and not progress(position(), size):
                    raise ImportCancelledError()
            writer.flush()
        report.imported = len(report.game_ids)
        return report

    try:
        report = in_transaction(db, work)
    except IntegrityError as exc:  # the same names written by another process, again and again
        raise DatabaseError(detail=str(getattr(exc, "orig", exc)).strip()) from exc
    if progress is not None:
        progress(1, 1)
    return report


def _too_large(file: str, size: int) -> FileReadError:
    return FileReadError(
        QT_TRANSLATE_NOOP(
            "Errors",
            "{file} is {size} MB, larger than the {limit} MB a games file may be; "
            "split it into smaller files and import each.",
        ),
        file=file,
        size=f"{size / 1_000_000:.1f}",
        limit=f"{MAX_FILE_BYTES / 1_000_000:g}",
    )


def import_games(
    db: Database,
    text: str,
    file: str = "",
    catalog_for: Callable[[str], Any] | None = None,
    default_system: str | None = None,
    progress: Progress | None = None,
) -> ImportReport:
    """Imports the games of a CSV text; see the module's documentation for the rules.

    ``catalog_for(system_id)`` resolves share codes of a system's own formats;
    ``default_system`` is the game system of campaigns created by the import (default: the
    roster's system when the row has one, else the first registered system).
    """

    if len(text) > MAX_FILE_BYTES:  # characters: at least as many bytes
        raise _too_large(file, len(text.encode("utf-8", "surrogatepass")))

    @contextmanager
    def source() -> Iterator[tuple[TextIO, Callable[[], int], int]]:
        handle = io.StringIO(text, newline="")
        yield handle, handle.tell, len(text)

    return _import(db, source, file, catalog_for, default_system, progress)


def import_games_file(
    db: Database,
    file: Path,
    catalog_for: Callable[[str], Any] | None = None,
    default_system: str | None = None,
    progress: Progress | None = None,
) -> ImportReport:
    """Imports a games CSV file, read as a stream (see :func:`import_games`)."""

    @contextmanager
    def source() -> Iterator[tuple[TextIO, Callable[[], int], int]]:
        try:
            # Not blocking on a FIFO while we look at what the path is.
            fd = os.open(file, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        except OSError as exc:
            raise FileReadError(file=str(file), detail=exc.strerror or str(exc)) from exc
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):  # a device or a pipe could be read forever
            os.close(fd)
            reason = translate(CONTEXT, QT_TRANSLATE_NOOP("GamesCsv", "it is not a regular file"))
            raise FileReadError(file=str(file), detail=reason)
        if info.st_size > MAX_FILE_BYTES:
            os.close(fd)
            raise _too_large(str(file), info.st_size)
        os.set_blocking(fd, True)
        raw = os.fdopen(fd, "rb")
        size = info.st_size
        try:
            handle = io.TextIOWrapper(raw, encoding="utf-8-sig", newline="")
            yield handle, raw.tell, size
        except OSError as exc:
            raise FileReadError(file=str(file), detail=exc.strerror or str(exc)) from exc
        finally:
            raw.close()

    return _import(db, source, str(file), catalog_for, default_system, progress)


# --- export --------------------------------------------------------------------------------


def game_row(
    record: GameRecord, campaign: str, system: str = "", columns: Sequence[str] = ()
) -> list[str] | None:
    """A two-player game as a CSV row: :data:`HEADER`'s cells, then those of the score
    ``columns`` (the game's own figures for a game of ``system``, the others empty); None
    for a game of more players (CSV holds two)."""
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
        str(first.primary_score),
        str(second.primary_score),
        encode_muster(first.roster) if first.roster else "",
        encode_muster(second.roster) if second.roster else "",
        "" if record.turns is None else str(record.turns),
        record.notes,
        *_score_cells(record, system, columns),
    ]


def _score_cells(record: GameRecord, system: str, columns: Sequence[str]) -> list[str]:
    """The cells of score ``columns`` for a game of ``system``: its own figures, the other
    games' columns empty."""
    own: dict[str, str] = {}
    for score_field in score_fields(system):
        if not score_field.per_seat:
            continue
        for number, seat in enumerate(record.seats, start=1):
            figure = seat.primary_score if score_field.column == "primary" else seat.score
            own[f"{score_field.csv_stem}_{number}"] = "" if figure is None else str(figure)
    return [own.get(column, "") for column in columns]


def export_games(db: Database, campaign_ids: list[int] | None = None) -> tuple[str, int, int]:
    """The games of the campaigns (all when None) as CSV text, how many games it holds, and
    how many games of more than two players were left out."""
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\n")
    campaigns = [
        info for info in list_campaigns(db) if campaign_ids is None or info.id in campaign_ids
    ]
    columns = score_columns([info.system for info in campaigns])
    writer.writerow(HEADER + columns)
    left_out = written = 0
    for info in campaigns:
        for record in recorded_games(db, info.id):
            row = game_row(record, info.name, info.system, columns)
            if row is None:
                left_out += 1
            else:
                writer.writerow([safe_cell(cell) for cell in row])
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
