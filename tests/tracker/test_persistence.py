"""The Game service on SQLite and PostgreSQL: every event committed, undo/redo kept, the
Games list, the result for the campaign module."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from sqlalchemy import select

from app.systems.shatterpoint import tracker as sp
from app.tracker.errors import (
    EventRejected,
    GameNotFoundError,
    NothingToRedoError,
    NothingToUndoError,
)
from app.tracker.game import Game, delete_game, game_result, list_games
from models.tracker import TrackedGame, TrackedGameEvent
from tests.tracker.helpers import make_setup, record_turn_start


def _rows(database: Any, game_id: int) -> list[TrackedGameEvent]:
    with database.session() as session:
        return list(
            session.execute(
                select(TrackedGameEvent)
                .where(TrackedGameEvent.game_id == game_id)
                .order_by(TrackedGameEvent.seq)
            ).scalars()
        )


def _play_turn(game: Game, control: list[int | None] | None = None) -> None:
    rng = random.Random(game.state.turn)
    record_turn_start(game)
    game.record_intent(sp.reveal_order(game.state, rng))
    player = game.state.active_player
    card = game.state.decks[player].revealed
    unit = card if card != "shatterpoint" else game.state.units[player][0].id
    game.record("unit_activated", {"unit": unit, "condition_removed": None})
    game.record_intent(sp.end_turn(game.state, control, rng))


def test_each_event_is_committed_as_it_is_recorded(database: Any) -> None:
    game = Game.create(database, "shatterpoint", make_setup())
    game.record("struggle_card_revealed", {"card": "Phase I", "active": [0, 1], "priority": 0})
    assert [r.seq for r in _rows(database, game.id)] == [1]
    _play_turn(game, [0, None, None])
    rows = _rows(database, game.id)
    assert [r.seq for r in rows] == [1, 2, 3, 4, 5]
    assert rows[0].type == "struggle_card_revealed"
    assert json.loads(rows[0].payload)["active"] == [0, 1]
    loaded = Game.load(database, game.id)
    assert loaded.state.to_json() == game.state.to_json()
    assert [e.to_json() for e in loaded.events] == [e.to_json() for e in game.events]


def test_a_refused_event_writes_nothing(database: Any) -> None:
    game = Game.create(database, "shatterpoint", make_setup())
    with pytest.raises(EventRejected) as caught:
        game.record("unit_activated", {"unit": "lord-maul"})
    assert caught.value.seq == 1
    assert _rows(database, game.id) == []
    assert game.events == []


def test_undo_and_redo_survive_a_restart(database: Any) -> None:
    game = Game.create(database, "shatterpoint", make_setup())
    _play_turn(game)
    full = game.state.to_json()
    game.undo()
    game.undo()
    assert game.redo_count == 2
    reloaded = Game.load(database, game.id)
    assert len(reloaded.events) == 3 and reloaded.redo_count == 2
    reloaded.redo()
    reloaded.redo()
    assert reloaded.state.to_json() == full
    with pytest.raises(NothingToRedoError):
        reloaded.redo()


def test_a_new_event_after_undo_clears_the_redo_stack(database: Any) -> None:
    game = Game.create(database, "shatterpoint", make_setup())
    game.record("momentum_gained", {"player": 1})
    game.record("momentum_gained", {"player": 0})
    game.undo()
    game.record("momentum_gained", {"player": 1})
    assert not game.can_redo
    rows = _rows(database, game.id)
    assert [(r.seq, r.type, r.undone) for r in rows] == [
        (1, "momentum_gained", False),
        (2, "momentum_gained", False),
    ]
    assert json.loads(rows[1].payload) == {"player": 1}
    assert Game.load(database, game.id).redo_count == 0


def test_undo_on_an_empty_game(database: Any) -> None:
    game = Game.create(database, "shatterpoint", make_setup())
    with pytest.raises(NothingToUndoError):
        game.undo()


def test_games_list_and_result(database: Any) -> None:
    first = Game.create(database, "shatterpoint", make_setup())
    _play_turn(first)
    second = Game.create(database, "shatterpoint", make_setup(seed=5))
    second.record("struggle_corrected", {"claimed": [[], [1]], "token": 7, "phase": 2})
    second.record("momentum_gained", {"player": 1})
    assert second.state.finished
    unfinished = list_games(database, "unfinished")
    finished = list_games(database, "finished")
    assert [g.id for g in unfinished] == [first.id]
    assert [g.id for g in finished] == [second.id]
    summary = finished[0]
    assert summary.players == ["Anakin", "Maul"]
    assert (summary.winner, summary.winner_name, summary.scores) == (1, "Maul", [0, 2])
    with database.session() as session:
        row = session.get(TrackedGame, second.id)
        assert row is not None and row.status == "finished"
    result = game_result(second.id, database)
    assert result["winner"] == 1
    assert result["scores"] == [0, 2]
    assert result["players"] == ["Anakin", "Maul"]
    assert result["rosters"][0]["format"] == "muster.roster/1"
    assert {"turns", "duration_seconds", "units_defeated"} <= set(result)
    second.undo()
    assert [g.id for g in list_games(database, "finished")] == []


def test_delete_game(database: Any) -> None:
    game = Game.create(database, "shatterpoint", make_setup())
    _play_turn(game)
    delete_game(database, game.id)
    assert list_games(database) == []
    with pytest.raises(GameNotFoundError):
        Game.load(database, game.id)
    with pytest.raises(GameNotFoundError):
        delete_game(database, game.id)


def test_a_game_changed_by_another_window_is_caught_up_with(database: Any) -> None:
    """A window that did not see another's event records after it (tests/tracker/test_live.py
    has the races); the game keeps one history."""
    game = Game.create(database, "shatterpoint", make_setup())
    other = Game.load(database, game.id)
    game.record("momentum_gained", {"player": 0})
    other.record("momentum_gained", {"player": 0})
    assert [event.seq for event in other.events] == [1, 2]
    assert len(Game.load(database, game.id).events) == 2


def test_the_struggle_card_flag_follows_the_phases(database: Any) -> None:
    game = Game.create(database, "shatterpoint", make_setup())
    assert not game.state.struggle.revealed
    game.record("struggle_card_revealed", {"card": "", "active": [], "priority": None})
    assert game.state.struggle.revealed
    game.record("struggle_corrected", {"token": -7})
    game.record("momentum_gained", {"player": 0})
    game.record("turn_started")
    game.record_intent(sp.reveal_order(game.state, random.Random(1)))
    player = game.state.active_player
    card = game.state.decks[player].revealed
    unit = card if card != "shatterpoint" else game.state.units[player][0].id
    game.record("unit_activated", {"unit": unit, "condition_removed": None})
    game.record_intent(sp.end_turn(game.state))
    assert game.state.struggle.phase == 2 and not game.state.struggle.revealed


def test_migration_0003_goes_down_and_up(tmp_path: Any) -> None:
    from alembic import command
    from alembic.config import Config
    from sqlalchemy import inspect

    from app.db import head_revision, migrations_dir, open_database, run_migrations

    db = open_database(f"sqlite:///{tmp_path / 'migrate.db'}", backups_dir=None)
    try:
        assert {"tracked_game", "tracked_game_event"} <= set(inspect(db.engine).get_table_names())
        config = Config()
        config.set_main_option("script_location", str(migrations_dir()))
        with db.engine.begin() as conn:
            config.attributes["connection"] = conn
            command.downgrade(config, "0002_campaign")
        assert "tracked_game" not in inspect(db.engine).get_table_names()
        run_migrations(db.engine)
        assert db.revision() == head_revision()
        game = Game.create(db, "shatterpoint", make_setup())
        record_turn_start(game)
        assert len(Game.load(db, game.id).events) == 2
    finally:
        db.dispose()


def test_migration_0004_adds_the_way_a_game_ended(tmp_path: Any) -> None:
    from alembic import command
    from alembic.config import Config
    from sqlalchemy import inspect

    from app.db import head_revision, migrations_dir, open_database, run_migrations

    db = open_database(f"sqlite:///{tmp_path / 'migrate.db'}", backups_dir=None)
    try:
        columns = lambda: {c["name"] for c in inspect(db.engine).get_columns("game")}  # noqa: E731
        assert "end_reason" in columns()
        config = Config()
        config.set_main_option("script_location", str(migrations_dir()))
        with db.engine.begin() as conn:
            config.attributes["connection"] = conn
            command.downgrade(config, "0003_tracker")
        assert "end_reason" not in columns()
        run_migrations(db.engine)
        assert db.revision() == head_revision() and "end_reason" in columns()
    finally:
        db.dispose()
