"""The Game service: one tracked game, its log in the database, its live state, undo and redo.

Every change goes through :meth:`Game.record`: the event is checked by the system's reducer
first (a refused event raises ``EventRejected`` and nothing is written), then committed in its
own transaction before the new state is returned, so whatever the caller shows is on disk.
Events an earlier Muster recorded (``Event.legacy``) replay and redo as they were accepted
then; every event recorded now is checked by today's rules.

Several Musters may play one game at once (docs/tracker.md "Live games"): every write raises
the game's ``log_version`` on condition that nobody else did since this process read it, and
on PostgreSQL announces itself (``NOTIFY``) in the same transaction. A write that lost the race
catches up with the database (:meth:`Game.catch_up`) and asks the rules again: a recorded
event goes in after the other's, or is refused naming what happened first.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import bindparam, delete, insert, select, text, update
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlmodel import SQLModel, col

from app import systems
from app.db import Database
from app.errors import DatabaseError, MusterError
from app.tracker import FINISHED, UNFINISHED, live_errors, readable_log
from app.tracker.errors import (
    EventRejected,
    GameChangedElsewhereError,
    GameNotFoundError,
    NothingToRedoError,
    NothingToUndoError,
    WatchingOnlyError,
)
from app.tracker.event import Event, now_iso
from app.tracker.live_errors import Change
from app.tracker.readable_log import LogEntry
from models.tracker import TrackedGame, TrackedGameEvent

# The PostgreSQL channel every write announces itself on, as "GAME_ID:SEQ".
CHANNEL = "muster_game"
# How often a record that lost the race catches up and tries again before giving up.
RECORD_ATTEMPTS = 5


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _now() -> datetime:
    return datetime.now(UTC)


# Built once, their values given when they run: SQLAlchemy then reuses their compiled form
# (building one per event cost as much as the commit itself; issue 12 gives an event and its
# commit 1 ms).
_EVENTS_TABLE = SQLModel.metadata.tables[TrackedGameEvent.__tablename__]
_GAMES_TABLE = SQLModel.metadata.tables[TrackedGame.__tablename__]
_INSERT_EVENT = insert(_EVENTS_TABLE)
# Only while the log is still at the version this process read: else another Muster wrote.
_UPDATE_GAME = (
    update(_GAMES_TABLE)
    .where(_GAMES_TABLE.c.id == bindparam("tracked_game_id"))
    .where(_GAMES_TABLE.c.log_version == bindparam("read_version"))
)
_NOTIFY = text(f"SELECT pg_notify('{CHANNEL}', :payload)")


class Game:
    """A game being tracked. ``state`` is always the fold of ``events`` over the setup."""

    def __init__(
        self,
        db: Database,
        game_id: int,
        system_id: str,
        setup: Any,
        events: list[Event],
        redo: list[Event],
        version: int = 0,
        by: str = "",
        watching: bool = False,
    ) -> None:
        self.db = db
        # A spectator's game (docs/tracker.md "Watching a game"): followed, never written.
        self.watching = watching
        self.version = version  # the log_version this process last read or wrote
        # Told what changed whenever the game catches up (a window redraws it then).
        self.on_catch_up: Callable[[list[Change]], None] | None = None
        self._by = by
        self.id = game_id
        self.system = systems.tracked(system_id)
        # Any: the helpers that create events (reveal_order, end_turn, ...) are system-specific.
        self.tracker: Any = self.system.tracker()
        self.setup = setup
        self.events: list[Event] = []
        # Every intermediate state is kept, so undo never has to replay.
        self._states = [self.tracker.initial_state(setup)]
        for event in events:
            self._states.append(self.tracker.apply(self._states[-1], event))
            self.events.append(event)
        self._redo: list[Event] = list(redo)  # next event to redo last

    # --- creation and loading ---------------------------------------------------------------

    @classmethod
    def create(cls, db: Database, system_id: str, setup: Any, by: str = "") -> Game:
        """Starts a new game from the system's setup object (see its tracker's ``new_setup``)."""
        return cls.import_log(db, system_id, setup, [], by)

    @classmethod
    def import_log(
        cls, db: Database, system_id: str, setup: Any, events: list[Event], by: str = ""
    ) -> Game:
        """A new game holding ``events`` (a game log's), checked by the rules as a replay
        checks them, the game and its log written in one transaction."""
        # Replays them: refuses an impossible setup or event before anything is written.
        game = cls(db, 0, system_id, setup, events, [], 0, by)
        setup_json = game.tracker.setup_to_json(setup)
        names = [p.get("name", "") for p in setup_json.get("players", [])]
        row = {"system": system_id, "players": _dumps(names), "setup": _dumps(setup_json)}
        with game._transaction() as conn:
            created = conn.execute(
                insert(_GAMES_TABLE).values(**row, created_at=_now(), log_version=0)
            )
            game.id = int(created.inserted_primary_key[0])
            for event in events:
                game._insert(conn, event)
            game._save_row(conn, game.state, len(events))
        return game

    @classmethod
    def load(cls, db: Database, game_id: int, by: str = "", watching: bool = False) -> Game:
        """Loads a game and replays its log; ``watching``: a spectator's, which refuses every
        write (``WatchingOnlyError``)."""
        log = _read_log(db, game_id)
        tracker = systems.tracked(log.system_id).tracker()
        setup = tracker.setup_from_json(json.loads(log.setup))
        return cls(db, game_id, log.system_id, setup, log.live, log.redo, log.version, by, watching)

    @property
    def by(self) -> str:
        """The player this process records and undoes as (docs/tracker.md "Live games")."""
        if not self._by:
            self._by = live_errors.local_player_name()
        return self._by

    @by.setter
    def by(self, name: str) -> None:
        self._by = name

    def catch_up(self) -> list[Change]:
        """Reads the game again from the database, as other Musters left it; returns what
        changed since this process last read it (undone steps first, last one first)."""
        fresh = _read_log(self.db, self.id)
        same = 0
        for old, new in zip(self.events, fresh.live, strict=False):
            if not old.same_as(new):
                break
            same += 1
        # Only the steps after the shared ones are replayed (a follower catches up at every
        # step of a long game).
        states = self._states[: same + 1]
        for event in fresh.live[same:]:
            states.append(self.tracker.apply(states[-1], event))
        recorded = [
            Change(False, event, states[index], event.by)
            for index, event in enumerate(fresh.live[same:], start=same)
        ]
        undone: list[Change] = []
        for index in reversed(range(same, len(self.events))):
            event = self.events[index]
            kept = [e for e in fresh.redo if e.same_as(event)]
            # Deleted rather than kept for redo: whoever recorded after it took it back.
            who = kept[0].undone_by if kept else (recorded[0].by if recorded else "")
            undone.append(Change(True, event, self._states[index], who))
        self.events, self._states, self._redo = fresh.live, states, fresh.redo
        self.version = fresh.version
        changes = undone + recorded
        if changes and self.on_catch_up is not None:
            self.on_catch_up(changes)
        return changes

    def moved_on(self) -> bool:
        """Whether another Muster wrote to the game since this one last read or wrote it (one
        small query: followers ask at every announcement, for whichever game it was)."""
        query = select(_GAMES_TABLE.c.log_version).where(_GAMES_TABLE.c.id == self.id)
        with self.db.engine.connect() as conn:
            return conn.execute(query).scalar() != self.version

    # --- reading --------------------------------------------------------------------------

    @property
    def state(self) -> Any:
        return self._states[-1]

    def state_before(self, seq: int) -> Any:
        """The state just before event ``seq`` was applied."""
        return self._states[seq - 1]

    @property
    def can_undo(self) -> bool:
        return bool(self.events) and not self.watching

    @property
    def can_redo(self) -> bool:
        return bool(self._redo) and not self.watching

    @property
    def redo_count(self) -> int:
        return len(self._redo)

    @property
    def next_redo(self) -> Event | None:
        return self._redo[-1] if self._redo else None

    def log_lines(self, language: str | None = None) -> list[str]:
        """The readable log, one line per event, in ``language``."""
        return [
            self.tracker.describe(event, self._states[index], language)
            for index, event in enumerate(self.events)
        ]

    def log_entries(self, language: str | None = None) -> list[LogEntry]:
        """The readable log as shown: a run of repeated steps on one line (see
        ``app/tracker/readable_log.py``), in ``language``."""
        return readable_log.entries(self.tracker, self.events, self._states, language)

    def log_entries_from(self, seq: int, language: str | None = None) -> list[LogEntry]:
        """The lines of the readable log from the one telling the event before ``seq`` on
        (``seq`` may have joined its line, or left it when undone): what a window showing the
        lines before them tells again when another Muster's steps came in (only those are
        described, not the whole game)."""
        found = readable_log.runs(self.tracker, self.events, self._states)
        # A run [start, end) tells events start + 1 .. end: kept from the one holding seq - 1.
        tail = [(start, end) for start, end in found if end >= seq - 1]
        return readable_log.entries(self.tracker, self.events, self._states, language, tail)

    def last_log_entry(self, language: str | None = None) -> LogEntry | None:
        """The line of the readable log that tells the last event (None before any event)."""
        if not self.events:
            return None
        start = readable_log.last_run_start(self.tracker, self.events, self._states)
        end = len(self.events)
        return readable_log.entries(
            self.tracker, self.events, self._states, language, [(start, end)]
        )[0]

    def result(self) -> dict[str, Any]:
        return dict(self.tracker.result(self.state))

    def is_finished(self) -> bool:
        return bool(self.tracker.result(self.state).get("finished"))

    # --- changing -------------------------------------------------------------------------

    def check(self, event_type: str, payload: dict[str, Any]) -> Any:
        """The state ``record`` would give, without recording (raises ``EventRejected``)."""
        event = Event(len(self.events) + 1, event_type, payload, now_iso())
        return self.tracker.apply(self.state, event)

    def record(self, event_type: str, payload: dict[str, Any] | None = None) -> Any:
        """Applies and commits one event; returns the new state. Clears the redo stack.

        When another Muster wrote to the game first, catches up and asks the rules again:
        the event goes in after the other's, or ``ActionOvertakenError`` says what happened
        first and why the event is now refused."""
        payload = dict(payload or {})
        first: tuple[Event, Any] | None = None  # this event as first tried, and its state
        missed: list[Change] = []
        for _attempt in range(RECORD_ATTEMPTS):
            event = Event(len(self.events) + 1, event_type, payload, now_iso(), by=self.by)
            try:
                new_state = self.tracker.apply(self.state, event)
            except EventRejected as exc:
                if first is None:
                    raise
                raise live_errors.ActionOvertakenError(
                    self.tracker, missed, first[0], first[1], exc
                ) from exc
            try:
                self._commit(event, new_state, clear_redo=True)
            except GameChangedElsewhereError:
                first = first or (event, self.state)
                missed += self.catch_up()
                continue
            self.events.append(event)
            self._states.append(new_state)
            self._redo.clear()
            return new_state
        raise GameChangedElsewhereError(game_id=self.id)

    def record_intent(self, intent: tuple[str, dict[str, Any]]) -> Any:
        return self.record(intent[0], intent[1])

    def undo(self) -> Any:
        """Takes the last event back (kept for redo); returns the state before it."""
        if not self.events:
            raise NothingToUndoError()
        event = replace(self.events[-1], undone_by=self.by)
        with self._overtaken(live_errors.UndoOvertakenError), self._transaction() as conn:
            self._save_row(conn, self._states[-2], len(self.events) - 1)
            self._mark(conn, event.seq, undone=True)
        self.events.pop()
        self._states.pop()
        self._redo.append(event)
        return self.state

    def redo(self) -> Any:
        """Applies the last undone event again (with its original payload and time)."""
        if not self._redo:
            raise NothingToRedoError()
        event = replace(self._redo[-1], undone_by="")
        new_state = self.tracker.apply(self.state, event)
        with self._overtaken(live_errors.RedoOvertakenError), self._transaction() as conn:
            self._save_row(conn, new_state, len(self.events) + 1)
            self._mark(conn, event.seq, undone=False)
        self._redo.pop()
        self.events.append(event)
        self._states.append(new_state)
        return new_state

    @contextlib.contextmanager
    def _overtaken(self, error: type[live_errors.OvertakenError]) -> Iterator[None]:
        """Undo and redo are not tried again when another Muster wrote first: what they would
        take back or bring back may no longer be the game's last step."""
        try:
            yield
        except GameChangedElsewhereError as exc:
            raise error(self.tracker, self.catch_up()) from exc

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[Any]:
        """One transaction; a write another process made first, or a database that fails,
        becomes a typed error (the in-memory game is left as it was). A spectator's game
        writes nothing."""
        if self.watching:
            raise WatchingOnlyError(game_id=self.id)
        try:
            with self.db.engine.begin() as conn:
                yield conn
        except IntegrityError as exc:
            raise GameChangedElsewhereError(game_id=self.id) from exc
        except SQLAlchemyError as exc:
            raise DatabaseError(detail=str(getattr(exc, "orig", None) or exc)) from exc
        self.version += 1

    def _mark(self, conn: Any, seq: int, undone: bool) -> None:
        conn.execute(
            update(TrackedGameEvent)
            .where(TrackedGameEvent.game_id == self.id)  # type: ignore[arg-type]
            .where(TrackedGameEvent.seq == seq)  # type: ignore[arg-type]
            .values(undone=undone, undone_by=self.by if undone else "")
        )
        self._announce(conn, seq)

    def _announce(self, conn: Any, seq: int) -> None:
        """Tells the Musters following the game on PostgreSQL, when the transaction commits."""
        if conn.dialect.name == "postgresql":
            conn.execute(_NOTIFY, {"payload": f"{self.id}:{seq}"})

    def _insert(self, conn: Any, event: Event) -> None:
        conn.execute(
            _INSERT_EVENT,
            {
                "game_id": self.id,
                "seq": event.seq,
                "type": event.type,
                "payload": _dumps(event.payload),
                "at": event.at,
                "undone": False,
                "legacy": event.legacy,
                "recorded_by": event.by,
                "undone_by": "",
            },
        )

    def _commit(self, event: Event, new_state: Any, clear_redo: bool) -> None:
        with self._transaction() as conn:
            # First: it fails, and holds the row until commit, when another Muster wrote.
            self._save_row(conn, new_state, event.seq)
            if clear_redo and self._redo:
                conn.execute(
                    delete(TrackedGameEvent)
                    .where(TrackedGameEvent.game_id == self.id)  # type: ignore[arg-type]
                    .where(TrackedGameEvent.undone.is_(True))  # type: ignore[attr-defined]
                )
            self._insert(conn, event)
            self._announce(conn, event.seq)

    def _save_row(self, conn: Any, state: Any, event_count: int) -> None:
        """The game's row as ``state`` leaves it (status, result, counts) for the games list,
        and its log one version on; refused when another Muster wrote since this one read."""
        values: dict[str, Any] = {
            "updated_at": _now(),
            "event_count": event_count,
            "log_version": self.version + 1,
        }
        result = self.tracker.result(state)
        finished = bool(result.get("finished"))
        values["status"] = FINISHED if finished else UNFINISHED
        winner = result.get("winner") if finished else None
        names = result.get("players", [])
        values["winner"] = winner
        values["winner_name"] = names[winner] if isinstance(winner, int) else ""
        winners = result.get("winners") if finished else None
        if result.get("teams") and isinstance(winners, list) and winners:
            # A team won: its players, as the Games list and the campaign name them.
            values["winner_name"] = " & ".join(names[index] for index in winners)
        values["scores"] = _dumps(result.get("scores", []))
        values["turns"] = int(result.get("turns", 0))
        values["duration_seconds"] = int(result.get("duration_seconds", 0))
        values["units_defeated"] = _dumps(result.get("units_defeated", []))
        reason = result.get("end_reason") if finished else None
        values["end_reason"] = reason if isinstance(reason, str) else None
        saved = conn.execute(
            _UPDATE_GAME, {"tracked_game_id": self.id, "read_version": self.version, **values}
        )
        if saved.rowcount != 1:
            raise GameChangedElsewhereError(game_id=self.id)


@dataclass(frozen=True)
class _StoredLog:
    """A game's row and log as the database holds them."""

    system_id: str
    setup: str
    version: int
    live: list[Event]
    redo: list[Event]  # the undone events, next to redo last


def _read_log(db: Database, game_id: int) -> _StoredLog:
    with db.session() as session:
        row = session.get(TrackedGame, game_id)
        if row is None:
            raise GameNotFoundError(game_id=game_id)
        rows = (
            session.execute(
                select(TrackedGameEvent)
                .where(col(TrackedGameEvent.game_id) == game_id)
                .order_by(col(TrackedGameEvent.seq))
            )
            .scalars()
            .all()
        )
        live: list[Event] = []
        undone: list[Event] = []
        for event_row in rows:
            event = Event(
                event_row.seq,
                event_row.type,
                json.loads(event_row.payload),
                event_row.at,
                legacy=event_row.legacy,
                by=event_row.recorded_by,
                undone_by=event_row.undone_by if event_row.undone else "",
            )
            (undone if event_row.undone else live).append(event)
        return _StoredLog(row.system, row.setup, row.log_version, live, list(reversed(undone)))


@dataclass(frozen=True)
class GameSummary:
    """A row of the Games list."""

    id: int
    system: str
    status: str
    players: list[str]
    created_at: datetime
    updated_at: datetime
    event_count: int
    winner: int | None
    winner_name: str
    scores: list[int]
    turns: int
    duration_seconds: int
    teams: list[str] = field(default_factory=list)  # each player's strike team name
    end_reason: str | None = None  # how a finished game ended (the system's key)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "system": self.system,
            "status": self.status,
            "players": self.players,
            "created_at": _utc(self.created_at).isoformat(),
            "updated_at": _utc(self.updated_at).isoformat(),
            "event_count": self.event_count,
            "winner": self.winner,
            "winner_name": self.winner_name,
            "scores": self.scores,
            "turns": self.turns,
            "duration_seconds": self.duration_seconds,
            "teams": self.teams,
            "end_reason": self.end_reason,
        }


def _utc(moment: datetime) -> datetime:
    """SQLite gives back the stored UTC times without their zone; PostgreSQL with it."""
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _team_names(system_id: str, setup_text: str) -> list[str]:
    """The strike team names a game was started with, as the system reads its setup; an
    unknown system or a setup that is not JSON gives no names rather than no list."""
    try:
        tracker = systems.tracked(system_id).tracker()
        setup = json.loads(setup_text)
    except (MusterError, AttributeError, ValueError):
        return []
    read = getattr(tracker, "team_names", None)
    return list(read(setup)) if read is not None else []


def list_games(db: Database, status: str | None = None) -> list[GameSummary]:
    """Tracked games, most recently played first; ``status`` is "unfinished" or "finished"."""
    query = select(TrackedGame).order_by(TrackedGame.updated_at.desc())  # type: ignore[attr-defined]
    if status is not None:
        query = query.where(TrackedGame.status == status)  # type: ignore[arg-type]
    with db.session() as session:
        rows = [row for (row,) in session.execute(query).all()]
    return [
        GameSummary(
            id=row.id or 0,
            system=row.system,
            status=row.status,
            players=json.loads(row.players),
            created_at=_utc(row.created_at),
            updated_at=_utc(row.updated_at),
            event_count=row.event_count,
            winner=row.winner,
            winner_name=row.winner_name,
            scores=json.loads(row.scores),
            turns=row.turns,
            duration_seconds=row.duration_seconds,
            teams=_team_names(row.system, row.setup),
            end_reason=row.end_reason,
        )
        for row in rows
    ]


def delete_game(db: Database, game_id: int) -> None:
    """Deletes a game and its log (the interface asks for confirmation first)."""
    with db.engine.begin() as conn:
        conn.execute(
            delete(TrackedGameEvent).where(TrackedGameEvent.game_id == game_id)  # type: ignore[arg-type]
        )
        found = conn.execute(delete(TrackedGame).where(TrackedGame.id == game_id))  # type: ignore[arg-type]
        if not found.rowcount:
            raise GameNotFoundError(game_id=game_id)


def game_result(game_id: int, db: Database | None = None) -> dict[str, Any]:
    """What the campaign module needs of a tracked game: players, winner (index or None),
    scores per player (the primary figure), turns, duration in seconds, units defeated,
    rosters, finished."""
    if db is None:
        from app.workspace import Workspace

        db = Workspace().db
    game = Game.load(db, game_id)
    result = game.result()
    result["game_id"] = game_id
    result["system"] = game.system.id
    return result
