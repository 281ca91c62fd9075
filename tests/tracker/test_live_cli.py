"""``muster game import|record|follow`` (issue 27, docs/cli.md) on the SQLite workspace; the
same commands between processes on PostgreSQL are in test_live_postgres.py."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest

from app.cli import run
from app.tracker.game import Game
from app.tracker.live import Follower
from app.workspace import Workspace
from tests.tracker.helpers import make_setup

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "shatterpoint-game.json"
MOMENTUM = json.dumps({"type": "momentum_gained", "payload": {"player": 0}})


def _lines(capsys: pytest.CaptureFixture[str]) -> list[dict[str, Any]]:
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_import_prints_the_id_and_follow_prints_the_log(
    workspace: Workspace, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["game", "import", str(EXAMPLE)]) == 0
    game_id = int(capsys.readouterr().out)
    events = json.loads(EXAMPLE.read_text("utf-8"))["events"]
    assert len(Game.load(workspace.db, game_id).events) == len(events)
    assert run(["game", "follow", str(game_id), "--timeout", "0"]) == 0
    printed = _lines(capsys)
    assert [(p["seq"], p["type"], p["payload"]) for p in printed] == [
        (e["seq"], e["type"], e.get("payload", {})) for e in events
    ]
    assert all(p["undone"] is False for p in printed)


def test_import_refuses_what_replay_refuses(
    workspace: Workspace, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = json.loads(EXAMPLE.read_text("utf-8"))
    document["events"][1]["type"] = "no_such_event"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(document), "utf-8")
    assert run(["game", "replay", str(bad)]) == 2
    replay_error = capsys.readouterr().err
    assert run(["game", "import", str(bad)]) == 2
    assert capsys.readouterr().err == replay_error
    document["events"][1]["type"] = document["events"][0]["type"]
    document["events"] = document["events"][1:]  # numbered from 2
    bad.write_text(json.dumps(document), "utf-8")
    assert run(["game", "import", str(bad)]) == 2
    assert "event number 1 has the seq 2" in capsys.readouterr().err
    assert run(["game", "list", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == []  # nothing half imported


def test_record_exit_codes(workspace: Workspace, capsys: pytest.CaptureFixture[str]) -> None:
    game = Game.create(workspace.db, "shatterpoint", make_setup())
    assert run(["game", "record", str(game.id), "--event", MOMENTUM, "--by", "Anna"]) == 0
    assert capsys.readouterr().out.startswith("1. ")
    refused = json.dumps({"type": "game_ended", "payload": {"winner": 0, "reason": "bored"}})
    assert run(["game", "record", str(game.id), "--event", refused, "--lang", "fr"]) == 2
    assert "événement 2 (game_ended) ne peut pas" in capsys.readouterr().err
    for bad in ("{", "[]", '{"type": 3}', '{"type": "x", "payload": []}', '{"type": "x", "y": 1}'):
        assert run(["game", "record", str(game.id), "--event", bad]) == 2
        assert "The event must be a JSON object" in capsys.readouterr().err
    assert run(["game", "record", "999", "--event", MOMENTUM]) == 2
    assert "no game number 999" in capsys.readouterr().err
    assert run(["game", "follow", str(game.id), "--timeout", "-1"]) == 2
    assert "The timeout must be" in capsys.readouterr().err
    assert [(e.seq, e.by) for e in Game.load(workspace.db, game.id).events] == [(1, "Anna")]


def test_follow_text_names_who_recorded_and_who_undid(
    workspace: Workspace, capsys: pytest.CaptureFixture[str]
) -> None:
    game = Game.create(workspace.db, "shatterpoint", make_setup(), by="Anna")
    game.record("momentum_gained", {"player": 0})
    game.record("game_ended", {"winner": 0, "reason": "conceded"})
    # A finished game: follow ends by itself, no timeout needed.
    assert run(["game", "follow", str(game.id), "--format", "text", "--lang", "pl"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and lines[0].startswith("1. Anna: ")


def test_a_follower_sees_another_connections_commits_on_sqlite(workspace: Workspace) -> None:
    """SQLite: the follower's own connection sees data_version change when another commits;
    it starts mid-game with what it missed, then gets undo and new events as they come."""
    game = Game.create(workspace.db, "shatterpoint", make_setup(), by="Anna")
    game.record("momentum_gained", {"player": 0})
    follower = Follower(workspace.db, game.id)
    seen: list[tuple[int, bool, str]] = []
    first = threading.Event()

    def follow() -> None:
        for change in follower.steps(timeout=5):
            seen.append((change.event.seq, change.undone, change.by))
            first.set()

    thread = threading.Thread(target=follow)
    thread.start()
    assert first.wait(5)
    other = Game.load(workspace.db, game.id, by="Bartek")
    other.record("momentum_gained", {"player": 1})
    other.undo()
    other.record("game_ended", {"winner": 1, "reason": "conceded"})
    thread.join(10)
    follower.close()
    assert not thread.is_alive()  # the game finished: the follower ended
    assert seen[0] == (1, False, "Anna") and seen[-1] == (2, False, "Bartek")
    # Between two checks the follower may see the undo, or only its outcome.
    assert (2, True, "Bartek") in seen or seen == [(1, False, "Anna"), (2, False, "Bartek")]


def test_a_sqlite_file_on_a_network_share_is_not_followed_live(
    workspace: Workspace, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Any
) -> None:
    """SQLite's own advice (sqlite.org/useovernet.html): network file systems do not keep its
    locks; such a file is played from one computer, never followed live."""
    from app.tracker import live

    mounts = tmp_path / "mounts"
    mounts.write_text(
        "/dev/sda1 / ext4 rw 0 0\nserver:/club /mnt/club\\040share nfs4 rw 0 0\n", "utf-8"
    )
    assert live.on_network_share(Path("/mnt/club share/muster.db"), mounts)
    assert not live.on_network_share(Path("/mnt/club/muster.db"), mounts)
    assert not live.on_network_share(Path("/home/anna/muster.db"), mounts)
    assert live.on_network_share(Path("//server/club/muster.db"), mounts)
    game = Game.create(workspace.db, "shatterpoint", make_setup())
    monkeypatch.setattr(live, "MOUNTS", mounts)
    monkeypatch.setattr(live, "sqlite_file", lambda _url: Path("/mnt/club share/muster.db"))
    assert run(["game", "follow", str(game.id), "--timeout", "0", "--lang", "pl"]) == 2
    assert "/mnt/club share/muster.db" in capsys.readouterr().err
    assert run(["game", "record", str(game.id), "--event", MOMENTUM]) == 0  # still played
