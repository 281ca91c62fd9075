"""Who is at the table (issue 27, docs/tracker.md "Who is at the table"), and a spectator's
game that writes nothing ("Watching a game"); on SQLite and on PostgreSQL."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import func, select, update

from app.tracker.errors import WatchingOnlyError
from app.tracker.game import Game, delete_game
from app.tracker.live import Follower
from app.tracker.presence import (
    PLAYER,
    SPECTATOR,
    STALE_SECONDS,
    PresenceMark,
    presence_text,
    present,
)
from models.tracker import GamePresence, TrackedGameEvent
from tests.tracker.helpers import make_setup


def _names(database: Any, game_id: int) -> list[tuple[str, str]]:
    return [(p.player, p.role) for p in present(database).get(game_id, [])]


def test_opening_renewing_and_closing_a_game_is_seen_by_the_others(database: Any) -> None:
    game = Game.create(database, "shatterpoint", make_setup(), by="Anna")
    other = Game.create(database, "shatterpoint", make_setup(), by="Anna")
    celina = PresenceMark(database, game.id, SPECTATOR, "Celina")
    anna = PresenceMark(database, game.id, PLAYER, "Anna")
    bartek = PresenceMark(database, other.id, PLAYER, "Bartek")
    # Players first, then spectators, each in the order they came.
    assert _names(database, game.id) == [("Anna", PLAYER), ("Celina", SPECTATOR)]
    assert _names(database, other.id) == [("Bartek", PLAYER)]
    assert presence_text(present(database)[game.id], "en") == "Anna (playing), Celina (watching)"
    assert presence_text(present(database)[game.id], "fr") == "Anna (joue), Celina (regarde)"
    assert presence_text(present(database)[game.id], "pl") == "Anna (gra), Celina (ogląda)"
    celina.close()
    celina.close()  # twice: nothing more happens
    assert _names(database, game.id) == [("Anna", PLAYER)]
    # A Muster that went away without closing (a crash) is left out once its row is stale.
    later = datetime.now(UTC) + timedelta(seconds=STALE_SECONDS + 1)
    assert game.id not in present(database, now=later)
    anna.renew()
    with database.engine.connect() as conn:
        seen = conn.execute(select(GamePresence.seen_at).where(GamePresence.id == anna.row_id))
        assert seen.scalar() is not None
    bartek.close()
    assert other.id not in present(database)


def test_two_windows_of_one_player_are_one_player_at_the_table(database: Any) -> None:
    game = Game.create(database, "shatterpoint", make_setup(), by="Anna")
    PresenceMark(database, game.id, PLAYER, "Anna")
    PresenceMark(database, game.id, PLAYER, "Anna")
    assert presence_text(present(database)[game.id], "en") == "Anna (playing)"


def test_a_deleted_game_takes_its_presence_with_it(database: Any) -> None:
    game = Game.create(database, "shatterpoint", make_setup(), by="Anna")
    PresenceMark(database, game.id, PLAYER, "Anna")
    delete_game(database, game.id)
    with database.engine.connect() as conn:
        assert conn.execute(select(func.count()).select_from(GamePresence)).scalar() == 0


def test_a_presence_the_database_refuses_does_not_stop_the_game(database: Any) -> None:
    game = Game.create(database, "shatterpoint", make_setup(), by="Anna")
    mark = PresenceMark(database, game.id + 1000, PLAYER, "Anna")  # no such game: refused
    assert mark.row_id is None
    mark.renew()
    mark.close()
    assert present(database) == {}


def test_a_follower_is_at_the_table_as_a_spectator_while_it_follows(
    database: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("app.tracker.live.local_player_name", lambda: "Celina")
    game = Game.create(database, "shatterpoint", make_setup(), by="Anna")
    follower = Follower(database, game.id)
    assert _names(database, game.id) == [("Celina", SPECTATOR)]
    # Its presence is renewed while it waits (here: at once, the renewal being due).
    with database.engine.begin() as conn:
        old = datetime.now(UTC) - timedelta(seconds=STALE_SECONDS - 5)
        conn.execute(update(GamePresence).values(seen_at=old))
    follower.presence.renewed -= 3600
    assert list(follower.steps(timeout=0.2)) == []
    assert _names(database, game.id) == [("Celina", SPECTATOR)]
    later = datetime.now(UTC) + timedelta(seconds=30)
    assert game.id in present(database, now=later)
    follower.close()
    assert present(database) == {}


def test_a_spectators_game_records_undoes_and_redoes_nothing(database: Any) -> None:
    anna = Game.create(database, "shatterpoint", make_setup(), by="Anna")
    anna.record("momentum_gained", {"player": 0})
    anna.record("momentum_gained", {"player": 1})
    anna.undo()
    watcher = Game.load(database, anna.id, by="Celina", watching=True)
    assert not watcher.can_undo and not watcher.can_redo
    for step in (
        lambda: watcher.record("momentum_gained", {"player": 0}),
        watcher.undo,
        watcher.redo,
    ):
        with pytest.raises(WatchingOnlyError) as caught:
            step()
        assert caught.value.message("en").startswith(f"You are watching game {anna.id}:")
        assert caught.value.message("fr") != caught.value.message("en")
        assert caught.value.message("pl") != caught.value.message("en")
    with database.session() as session:
        rows = session.execute(select(TrackedGameEvent)).scalars().all()
        assert sorted((row.seq, row.undone) for row in rows) == [(1, False), (2, True)]
    # It still follows the players.
    anna.redo()
    assert [change.event.seq for change in watcher.catch_up()] == [2]


def test_the_game_list_says_who_is_at_each_table(
    workspace: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    """`muster game list`: each game's open windows, in the JSON (`at_the_table`) and at the
    end of its text line, in the player's language."""
    import json

    from app.cli import run

    open_game = Game.create(workspace.db, "shatterpoint", make_setup(), by="Anna")
    closed = Game.create(workspace.db, "shatterpoint", make_setup(), by="Anna")
    PresenceMark(workspace.db, open_game.id, PLAYER, "Anna")
    PresenceMark(workspace.db, open_game.id, SPECTATOR, "Łucja")
    assert run(["game", "list", "--format", "json"]) == 0
    listed = {game["id"]: game for game in json.loads(capsys.readouterr().out)}
    table = listed[open_game.id]["at_the_table"]
    assert [(seat["player"], seat["role"]) for seat in table] == [
        ("Anna", "player"),
        ("Łucja", "spectator"),
    ]
    assert datetime.fromisoformat(table[0]["seen_at"]).year >= 2026
    assert listed[closed.id]["at_the_table"] == []
    assert run(["game", "list", "--lang", "pl"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2
    opened = [line for line in lines if line.startswith(f"nr {open_game.id} ")]
    assert len(opened) == 1 and opened[0].endswith(" · przy stole: Anna (gra), Łucja (ogląda)")
    assert sum("przy stole" in line for line in lines) == 1
