"""Live games (issue 27, docs/tracker.md "Live games"): two Musters writing to one game never
fork it. Each ``Game`` here stands for another window or computer: they share only the
database, on SQLite and on PostgreSQL."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import select

from app.tracker.game import Game
from app.tracker.live_errors import ActionOvertakenError, UndoOvertakenError
from models.tracker import TrackedGame, TrackedGameEvent
from tests.tracker.helpers import make_setup

REVEAL = ("struggle_card_revealed", {"card": "", "active": [0], "priority": None})


def _rows(database: Any, game_id: int) -> list[TrackedGameEvent]:
    with database.session() as session:
        query = select(TrackedGameEvent).where(TrackedGameEvent.game_id == game_id)
        return sorted(session.execute(query).scalars(), key=lambda row: row.seq)


def _two_players(database: Any) -> tuple[Game, Game]:
    anna = Game.create(database, "shatterpoint", make_setup(), by="Anna")
    return anna, Game.load(database, anna.id, by="Bartek")


def test_the_later_event_goes_in_after_the_first_when_the_rules_still_allow_it(
    database: Any,
) -> None:
    anna, bartek = _two_players(database)
    anna.record("momentum_gained", {"player": 0})
    bartek.record("momentum_gained", {"player": 1})
    rows = _rows(database, anna.id)
    assert [(row.seq, row.recorded_by) for row in rows] == [(1, "Anna"), (2, "Bartek")]
    assert [event.by for event in bartek.events] == ["Anna", "Bartek"]
    fresh = Game.load(database, anna.id)
    assert bartek.state.to_json() == fresh.state.to_json()


def test_the_later_event_is_refused_naming_who_acted_first_and_the_rules_reason(
    database: Any,
) -> None:
    # rules/shatterpoint.md l.137: "the first player draws the next struggle card" — one card
    # per struggle, so a second reveal of phase 1's card is refused (the tracker's own rule).
    anna, bartek = _two_players(database)
    anna.record(*REVEAL)
    with pytest.raises(ActionOvertakenError) as caught:
        bartek.record(*REVEAL)
    message = caught.value.message("en")
    assert message.startswith("Anna recorded first: Before the first turn — The struggle card")
    assert "Your action (" in message and "is now refused: The struggle card of phase 1 is" in (
        message
    )
    assert "Anna" in caught.value.message("pl") and "Anna" in caught.value.message("fr")
    assert [row.recorded_by for row in _rows(database, anna.id)] == ["Anna"]
    assert [event.seq for event in bartek.events] == [1]  # Bartek now sees Anna's event


def test_undo_on_one_machine_undoes_for_all_with_who_undid(database: Any) -> None:
    anna, bartek = _two_players(database)
    anna.record("momentum_gained", {"player": 0})
    bartek.catch_up()
    anna.undo()
    (row,) = _rows(database, anna.id)
    assert row.undone and row.undone_by == "Anna"
    changes = bartek.catch_up()
    assert [(c.undone, c.by, c.event.seq) for c in changes] == [(True, "Anna", 1)]
    assert bartek.events == [] and bartek.next_redo is not None
    bartek.redo()  # what Anna took back, Bartek may bring back
    assert not _rows(database, anna.id)[0].undone


def test_an_undo_overtaken_by_another_undo_takes_nothing_more_back(database: Any) -> None:
    anna, bartek = _two_players(database)
    anna.record("momentum_gained", {"player": 0})
    anna.record("momentum_gained", {"player": 1})
    bartek.catch_up()
    anna.undo()
    with pytest.raises(UndoOvertakenError) as caught:
        bartek.undo()
    assert caught.value.message("en").startswith("Anna undid first: ")
    assert [row.undone for row in _rows(database, anna.id)] == [False, True]


def test_a_step_undone_and_replaced_elsewhere_is_seen_as_both(database: Any) -> None:
    """The same number of events as before, but not the same events: the log's version, not
    its length, tells a stale Muster that it must catch up."""
    anna, bartek = _two_players(database)
    anna.record("momentum_gained", {"player": 0})
    bartek.catch_up()
    anna.undo()
    anna.record("momentum_gained", {"player": 1})
    bartek.record("momentum_gained", {"player": 0})
    assert [(e.payload["player"], e.by) for e in bartek.events] == [(1, "Anna"), (0, "Bartek")]
    with database.session() as session:
        assert session.get(TrackedGame, anna.id).log_version == 5  # type: ignore[union-attr]  # created + 4 writes
