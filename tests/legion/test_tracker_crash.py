"""Killing Muster mid-way through a Legion game loses no committed event, and it resumes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from app.db import open_database
from app.tracker.game import Game
from app.tracker.log_file import replay

ROOT = Path(__file__).resolve().parents[2]


def test_sigkill_mid_game_loses_no_committed_event(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'crash.db'}"
    open_database(url, backups_dir=None).dispose()  # migrated before the child starts
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.legion.crash_child", url, "7"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert child.stdout is not None
    game_id = int(child.stdout.readline().split()[1])
    acknowledged = 0
    for line in child.stdout:
        kind, number = line.split()
        acknowledged = int(number)
        if kind == "finished" or acknowledged >= 40:
            break
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    child.stdout.close()
    assert child.returncode == -signal.SIGKILL

    db = open_database(url, backups_dir=None)
    try:
        game = Game.load(db, game_id)
        assert len(game.events) >= acknowledged
        assert [e.seq for e in game.events] == list(range(1, len(game.events) + 1))
        assert replay("legion", game.setup, game.events).to_json() == game.state.to_json()
        before = len(game.events)
        if not game.state.finished:
            game.record("victory_tokens_changed", {"player": 0, "amount": 1, "source": "other"})
            assert len(Game.load(db, game_id).events) == before + 1
    finally:
        db.dispose()
