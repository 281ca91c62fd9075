"""Other Musters as processes, for the live-game tests and benchmarks/live_latency.py: each
opens the database named by MUSTER_DATABASE_URL, as a second computer would."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def environment(database_url: str, home: Path) -> dict[str, str]:
    env = dict(os.environ, MUSTER_DATABASE_URL=database_url, MUSTER_HOME=str(home))
    env["PYTHONPATH"] = str(ROOT)
    return env


class Recorder:
    """A process that records the events it is sent (tests/tracker/live_child.py)."""

    def __init__(self, database_url: str, home: Path, game_id: int, name: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.tracker.live_child", str(game_id), name],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            env=environment(database_url, home),
        )
        assert json.loads(self.read_line()) == {"ready": True}

    def send(self, event_type: str, payload: dict[str, Any]) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps({"type": event_type, "payload": payload}) + "\n")
        self.process.stdin.flush()

    def read_line(self) -> str:
        assert self.process.stdout is not None
        return self.process.stdout.readline()

    def reply(self) -> dict[str, Any]:
        result: dict[str, Any] = json.loads(self.read_line())
        return result

    def record(self, event_type: str, payload: dict[str, Any]) -> dict[str, Any]:
        self.send(event_type, payload)
        return self.reply()

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(10)


def muster(database_url: str, home: Path, *args: str) -> subprocess.Popen[str]:
    """``muster ARGS`` as another process, its output piped."""
    return subprocess.Popen(
        [sys.executable, "-m", "app", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=environment(database_url, home),
    )
