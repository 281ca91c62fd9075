"""Games as an earlier Muster recorded them: its rules accepted events today's rules refuse
(issue 9: the last card reserved, control back to nobody, a turn without its struggle card, a
stance flipped twice, an activation ended twice...). Each case plays such a game the way that
Muster did, and the helpers write it into a database of that Muster's schema (0003) or into a
log file without ``strict_from``, exactly as it would have."""

from __future__ import annotations

import contextlib
import json
import shutil
import sqlite3
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import text

from app import db as dbmod
from app.systems.shatterpoint import tracker as sp
from app.systems.shatterpoint.tracker import SHATTERPOINT_CARD, TrackerState
from app.tracker.event import Event
from tests.tracker.helpers import Table, make_setup

OLD_SCHEMA = "0003_tracker"  # the last schema of a Muster that did not yet enforce the rules
REX = "cc-7567-captain-rex"
ANAKIN = "general-anakin-skywalker"
MAUL = "lord-maul"


class OldTable(Table):
    """A game played with an earlier Muster: every event is applied as it accepted it."""

    def do(self, event_type: str, payload: dict[str, Any] | None = None) -> TrackerState:
        seq = len(self.events) + 1
        event = Event(seq, event_type, dict(payload or {}), "2026-11-20T20:30:00Z", legacy=True)
        self.state = sp.apply(self.state, event)
        self.events.append(event)
        return self.state

    def first_turn(self) -> None:
        self.do("struggle_card_revealed", {"card": "Phase I", "active": [0, 1], "priority": None})
        self.do("turn_started")


@dataclass
class OldGame:
    table: OldTable
    forbidden: list[int]  # the seqs today's rules refuse (the first one at least)
    check: Callable[[TrackerState], None]  # the state the game was played to


def reserve_the_last_card() -> OldGame:
    """Player 0 reserves their deck's last card; the next reveal refreshed the deck with the
    card still in reserve and refunded the Force just paid (the earlier reducer did)."""
    table = OldTable(make_setup())
    rest = [c for c in table.state.decks[0].deck if c != REX]
    table.do("deck_corrected", {"player": 0, "deck": [REX], "discard": rest})
    table.first_turn()
    table.reveal()
    table.do("order_reserved")
    forbidden = [len(table.events)]
    table.reveal()
    forbidden.append(len(table.events))
    table.activate_revealed()
    table.end_turn()

    def check(state: TrackerState) -> None:
        deck = state.decks[0]
        assert deck.reserve == [REX] and REX not in deck.deck
        assert len(deck.deck) == 5 and len(deck.discard) == 1
        assert state.force[0].available == state.force[0].total  # refunded by the refresh

    return OldGame(table, forbidden, check)


def skip_the_shatterpoint_card_with_no_next_card() -> OldGame:
    """The Shatterpoint card skipped with an empty deck and a card in reserve: a dead end the
    earlier window left the players in (the game stopped there)."""
    table = OldTable(make_setup())
    cards = table.state.decks[0].deck
    rest = [c for c in cards if c not in (REX, SHATTERPOINT_CARD)]
    table.do(
        "deck_corrected",
        {"player": 0, "deck": [SHATTERPOINT_CARD], "reserve": [REX], "discard": rest},
    )
    table.first_turn()
    table.reveal()
    table.do("shatterpoint_skipped")

    def check(state: TrackerState) -> None:
        deck = state.decks[0]
        assert deck.deck == [] and deck.reserve == [REX] and deck.shatterpoint_aside
        assert state.force[0].available == state.force[0].total - 1

    return OldGame(table, [len(table.events)], check)


def control_back_to_nobody() -> OldGame:
    """An objective Anakin held went back to nobody at the end of Maul's turn."""
    table = OldTable(make_setup())
    table.first_turn()
    table.reveal()
    table.activate_revealed()
    table.end_turn([0, None, None])
    table.play_simple_turn([None, None, None])

    def check(state: TrackerState) -> None:
        assert [o.controller for o in state.objectives] == [None, None, None]
        assert state.turn == 2 and not state.in_turn

    return OldGame(table, [len(table.events)], check)


def a_turn_without_its_struggle_card() -> OldGame:
    """The first turn started before the Phase I card was revealed; it was revealed during
    the turn (the earlier reducer accepted both)."""
    table = OldTable(make_setup())
    table.do("turn_started")
    forbidden = [len(table.events)]
    table.reveal()
    table.do("struggle_card_revealed", {"card": "Phase I", "active": [2], "priority": 2})
    forbidden.append(len(table.events))
    table.activate_revealed()
    table.end_turn([None, None, 0])

    def check(state: TrackerState) -> None:
        assert state.turn == 1 and state.struggle.revealed and state.struggle.card == "Phase I"
        assert state.objectives[2].controller == 0 and state.objectives[2].priority

    return OldGame(table, forbidden, check)


def a_struggle_card_revealed_twice() -> OldGame:
    """The Phase I card revealed a second time with other objectives, between turns."""
    table = OldTable(make_setup())
    table.do("struggle_card_revealed", {"card": "Phase I", "active": [0], "priority": None})
    table.do("struggle_card_revealed", {"card": "Phase I", "active": [1, 2], "priority": 1})

    def check(state: TrackerState) -> None:
        assert [o.active for o in state.objectives] == [False, True, True]
        assert state.objectives[1].priority and state.turn == 0

    return OldGame(table, [len(table.events)], check)


def a_stance_flipped_twice() -> OldGame:
    """The activating unit flipped its stance card twice in one activation."""
    table = OldTable(make_setup())
    table.first_turn()
    table.reveal()
    table.activate_revealed()
    unit = table.state.activation.unit if table.state.activation else ""
    table.do("stance_changed", {"player": 0, "unit": unit, "side": "B"})
    table.do("stance_changed", {"player": 0, "unit": unit, "side": "A"})

    def check(state: TrackerState) -> None:
        flipped = state.unit(0, unit)
        assert flipped is not None and flipped.stance == "A"
        assert state.activation is not None and state.activation.stance_flipped

    return OldGame(table, [len(table.events)], check)


def a_stance_flipped_outside_its_activation() -> OldGame:
    """Maul's stance card flipped during Anakin's turn."""
    table = OldTable(make_setup())
    table.first_turn()
    table.do("stance_changed", {"player": 1, "unit": MAUL, "side": "B"})

    def check(state: TrackerState) -> None:
        maul = state.unit(1, MAUL)
        assert maul is not None and maul.stance == "B" and state.activation is None

    return OldGame(table, [len(table.events)], check)


def an_activation_ended_twice() -> OldGame:
    table = OldTable(make_setup())
    table.first_turn()
    table.reveal()
    table.activate_revealed()
    table.do("activation_ended")
    table.do("activation_ended")

    def check(state: TrackerState) -> None:
        assert state.activation is not None and state.activation.ended and state.step == 7

    return OldGame(table, [len(table.events)], check)


def a_reveal_with_no_unit_left() -> OldGame:
    """Every unit of Anakin's defeated (corrected by hand); he still revealed a card."""
    table = OldTable(make_setup())
    for unit in list(table.state.units[0]):
        table.do("unit_corrected", {"player": 0, "unit": unit.id, "defeated": True})
    table.first_turn()
    table.reveal()

    def check(state: TrackerState) -> None:
        assert state.decks[0].revealed == SHATTERPOINT_CARD
        assert all(unit.defeated for unit in state.units[0])

    return OldGame(table, [len(table.events)], check)


CASES: dict[str, Callable[[], OldGame]] = {
    "reveal-with-no-unit-left": a_reveal_with_no_unit_left,
    "reserve-last-card": reserve_the_last_card,
    "skip-shatterpoint-no-next-card": skip_the_shatterpoint_card_with_no_next_card,
    "control-back-to-nobody": control_back_to_nobody,
    "turn-without-struggle-card": a_turn_without_its_struggle_card,
    "struggle-card-twice": a_struggle_card_revealed_twice,
    "stance-twice": a_stance_flipped_twice,
    "stance-outside-activation": a_stance_flipped_outside_its_activation,
    "activation-ended-twice": an_activation_ended_twice,
}


_old_sqlite: list[Path] = []  # this process's SQLite file at OLD_SCHEMA, made once


def _at_old_schema(url: str) -> None:
    """Brings the database at ``url`` to OLD_SCHEMA: a SQLite file is a copy of one migrated
    once per process (the migrations to OLD_SCHEMA are not what these tests check)."""
    file = dbmod.sqlite_file(url)
    if file is None or file.exists():
        engine = dbmod.create_db_engine(url)
        dbmod.run_migrations(engine, OLD_SCHEMA)
        engine.dispose()
        return
    if not _old_sqlite:
        template = Path(tempfile.mkdtemp(prefix="muster-old-schema-")) / "old.db"
        engine = dbmod.create_db_engine(f"sqlite:///{template}")
        dbmod.run_migrations(engine, OLD_SCHEMA)
        engine.dispose()
        with contextlib.closing(sqlite3.connect(template)) as connection:
            connection.execute("PRAGMA journal_mode=DELETE")  # one file to copy
        _old_sqlite.append(template)
    file.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(_old_sqlite[0], file)


def write_old_database(url: str, table: Table, undone: int = 0) -> int:
    """Writes the game into a database of the earlier schema with plain SQL, as that Muster
    did (its last ``undone`` events undone); returns the game's id. The database is left at
    the old revision: opening it with today's Muster migrates it."""
    _at_old_schema(url)
    engine = dbmod.create_db_engine(url)
    now = datetime(2026, 11, 20, 21, 0, tzinfo=UTC)
    setup = table.setup.to_json()
    live = len(table.events) - undone
    with engine.begin() as conn:
        conn.execute(
            text(
                "INSERT INTO tracked_game (system, status, players, setup, created_at, "
                "updated_at, event_count, winner, winner_name, struggles, turns, "
                "duration_seconds, units_defeated) VALUES ('shatterpoint', 'unfinished', "
                ":players, :setup, :now, :now, :count, NULL, '', '[0, 0]', 0, 0, '[[], []]')"
            ),
            {
                "players": json.dumps([p["name"] for p in setup["players"]]),
                "setup": json.dumps(setup),
                "now": now,
                "count": live,
            },
        )
        game_id = conn.execute(text("SELECT max(id) FROM tracked_game")).scalar_one()
        for index, event in enumerate(table.events):
            conn.execute(
                text(
                    "INSERT INTO tracked_game_event (game_id, seq, type, payload, at, undone) "
                    "VALUES (:game, :seq, :type, :payload, :at, :undone)"
                ),
                {
                    "game": game_id,
                    "seq": event.seq,
                    "type": event.type,
                    "payload": json.dumps(event.payload),
                    "at": event.at,
                    "undone": index >= live,
                },
            )
    engine.dispose()
    return int(game_id)


def old_log(table: Table) -> dict[str, Any]:
    """The game as an earlier Muster exported it: a muster.game/1 file without
    ``strict_from``."""
    return {
        "format": "muster.game/1",
        "system": "shatterpoint",
        "exported_at": "2026-11-20T21:00:00Z",
        "setup": table.setup.to_json(),
        "events": [event.to_json() for event in table.events],
    }


def strict(events: list[Event]) -> list[Event]:
    """The same events as if recorded now (checked by today's rules)."""
    return [Event(e.seq, e.type, e.payload, e.at) for e in events]
