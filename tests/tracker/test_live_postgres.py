"""Live games between processes on PostgreSQL (issue 27): what two players' Musters and a
wall screen do at once. Each process opens the database as another computer would; the
commands are the real ones (``muster game record|follow``). Skipped without
MUSTER_TEST_POSTGRES_URL (CI sets it)."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.db import open_database
from app.tracker.game import Game
from tests.conftest import POSTGRES_URL, _postgres_database
from tests.tracker.helpers import make_setup
from tests.tracker.live_processes import Recorder, muster

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.skipif(not POSTGRES_URL, reason="MUSTER_TEST_POSTGRES_URL is not set"),
]
REVEAL = {"card": "", "active": [0], "priority": None}


@pytest.fixture
def shared(tmp_path: Path) -> Iterator[tuple[str, Any]]:
    """The club's database: its URL and this process's view of it."""
    for url in _postgres_database():
        db = open_database(url, backups_dir=tmp_path / "backups")
        yield url, db
        db.dispose()


def _follow(url: str, home: Path, game_id: int, *options: str) -> Any:
    return muster(url, home, "game", "follow", str(game_id), *options)


def _steps(follower: Any) -> list[dict[str, Any]]:
    out, _err = follower.communicate(timeout=20)
    assert follower.returncode == 0, _err
    return [json.loads(line) for line in out.splitlines()]


def test_two_players_record_200_events_and_two_followers_see_each_in_order_within_a_second(
    shared: tuple[str, Any], tmp_path: Path
) -> None:
    """Anna's and Bartek's processes record alternately; two others follow (one of them a
    wall screen): every event arrives in order, each within a second of its commit, and the
    game ended from the command line ends both followers."""
    url, db = shared
    game = Game.create(db, "shatterpoint", make_setup(), by="Anna")
    game.record("momentum_gained", {"player": 0})
    followers = [_follow(url, tmp_path, game.id, "--timeout", "10") for _ in range(2)]
    for follower in followers:  # each has read the log: it listens from now on
        assert json.loads(follower.stdout.readline())["seq"] == 1
    players = [Recorder(url, tmp_path, game.id, name) for name in ("Anna", "Bartek")]
    late = []
    for index in range(200):
        reply = players[index % 2].record("momentum_gained", {"player": index % 2})
        assert reply["ok"] and reply["seq"] == index + 2
        for follower in followers:
            step = json.loads(follower.stdout.readline())
            arrived = time.time()
            assert (step["seq"], step["by"]) == (reply["seq"], ("Anna", "Bartek")[index % 2])
            if arrived - reply["at"] > 1.0:
                late.append((step["seq"], arrived - reply["at"]))
    for player in players:
        player.close()
    assert late == []
    end = json.dumps({"type": "game_ended", "payload": {"winner": 1, "reason": "conceded"}})
    record = muster(url, tmp_path, "game", "record", str(game.id), "--event", end, "--by", "Bartek")
    assert record.wait(30) == 0
    # The game is finished: both followers end by themselves, with the same last step.
    last = [_steps(follower) for follower in followers]
    assert last[0] == last[1] and [(s["seq"], s["type"]) for s in last[0]] == [(202, "game_ended")]


def test_two_processes_racing_for_the_same_step_leave_one_history(
    shared: tuple[str, Any], tmp_path: Path
) -> None:
    url, db = shared
    game = Game.create(db, "shatterpoint", make_setup(), by="Anna")
    anna, bartek = (Recorder(url, tmp_path, game.id, name) for name in ("Anna", "Bartek"))
    # Both allowed: one after the other, each its own number.
    for player in (anna, bartek):
        player.send("momentum_gained", {"player": 0})
    replies = [anna.reply(), bartek.reply()]
    assert sorted(reply["seq"] for reply in replies) == [1, 2]
    # The same step twice (one struggle card per phase): one is recorded, the other refused.
    for player in (anna, bartek):
        player.send("struggle_card_revealed", REVEAL)
    replies = [anna.reply(), bartek.reply()]
    anna.close()
    bartek.close()
    recorded = [reply for reply in replies if reply["ok"]]
    refused = [reply["error"] for reply in replies if not reply["ok"]]
    assert len(recorded) == 1 and recorded[0]["seq"] == 3
    assert len(refused) == 1 and " recorded first: " in refused[0]
    assert "is now refused: The struggle card of phase 1 is already revealed" in refused[0]
    events = Game.load(db, game.id).events
    assert [e.type for e in events] == ["momentum_gained"] * 2 + ["struggle_card_revealed"]


def test_a_follower_started_mid_game_first_gets_what_it_missed(
    shared: tuple[str, Any], tmp_path: Path
) -> None:
    url, db = shared
    game = Game.create(db, "shatterpoint", make_setup(), by="Anna")
    for player in (0, 1, 0):
        game.record("momentum_gained", {"player": player})
    follower = _follow(url, tmp_path, game.id, "--timeout", "1")
    missed = [json.loads(follower.stdout.readline()) for _ in range(3)]
    assert [step["seq"] for step in missed] == [1, 2, 3]
    game.record("momentum_gained", {"player": 1})
    assert json.loads(follower.stdout.readline())["seq"] == 4
    game.undo()
    # Then it goes quiet: the timeout ends the follower.
    assert [(s["seq"], s["undone"], s["by"]) for s in _steps(follower)] == [(4, True, "Anna")]
