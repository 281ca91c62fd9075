"""Live games (issue 27): latency from an event's commit on one process to its arrival on
another that follows the game.

Budgets: median <= 100 ms, 95th percentile <= 300 ms, on one machine.

A recording process (this script run with ``--record``) commits one event at a time when told
and writes the commit time; this process follows the game (``app.tracker.live.Follower``, what
``muster game follow`` and the windows use) and notes when each event reaches it. The time
measured ends when the follower has read the event from the table, before any drawing.

On PostgreSQL (MUSTER_BENCH_POSTGRES_URL, else MUSTER_TEST_POSTGRES_URL: a server URL whose
user may create databases) a throwaway database is created and dropped; without either, a
SQLite file (followed by its data_version, checked every 50 ms). Baseline, measured in the
same run between the events: the recording process's clock read through a bare pipe (what
any notice from one process to another costs). Exits 1 when over budget.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.db import open_database  # noqa: E402
from app.tracker.game import Game  # noqa: E402
from app.tracker.live import Follower  # noqa: E402
from benchmarks.budgets import Figure, verdict  # noqa: E402

MEDIAN_BUDGET_MS = 100.0
P95_BUDGET_MS = 300.0
EVENTS = 200
BASELINE = "a bare pipe between the processes"


def record_forever(url: str, game_id: int) -> None:
    """The recording process: one event per line read, its commit time written back; for
    "echo", only the time (the baseline)."""
    db = open_database(url, backups_dir=Path(tempfile.mkdtemp()))
    game = Game.load(db, game_id, by="bench")
    print("ready", flush=True)
    for line in sys.stdin:
        if line.strip() == "echo":
            print(time.time(), flush=True)
            continue
        game.record("momentum_gained", {"player": int(line)})
        print(time.time(), flush=True)


@contextmanager
def database_url(folder: Path) -> Iterator[str]:
    server = os.environ.get("MUSTER_BENCH_POSTGRES_URL") or os.environ.get(
        "MUSTER_TEST_POSTGRES_URL"
    )
    if not server:
        yield f"sqlite:///{folder / 'live.db'}"
        return
    from tests.postgres import throwaway_database

    yield from throwaway_database(server, "muster_bench")


def measure(url: str, folder: Path) -> tuple[list[float], list[float]]:
    """Milliseconds from each commit to its arrival at the follower, and of each bare pipe
    notice."""
    from benchmarks.tracker import make_setup

    db = open_database(url, backups_dir=folder / "backups")
    game = Game.create(db, "shatterpoint", make_setup(), by="bench")
    follower = Follower(db, game.id)
    steps = follower.steps(timeout=10)
    recorder = subprocess.Popen(
        [sys.executable, __file__, "--record", url, str(game.id)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=dict(os.environ, MUSTER_HOME=str(folder / "home")),
    )
    assert recorder.stdin is not None and recorder.stdout is not None
    assert recorder.stdout.readline().strip() == "ready"
    latencies, pipe = [], []
    for index in range(EVENTS):
        recorder.stdin.write("echo\n")
        recorder.stdin.flush()
        sent = float(recorder.stdout.readline())
        pipe.append((time.time() - sent) * 1000)
        recorder.stdin.write(f"{index % 2}\n")
        recorder.stdin.flush()
        change = next(steps)
        arrived = time.time()
        committed = float(recorder.stdout.readline())
        assert change.event.seq == index + 1
        latencies.append((arrived - committed) * 1000)
    recorder.stdin.close()
    recorder.wait(10)
    follower.close()
    db.dispose()
    return latencies, pipe


def main() -> int:
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        with database_url(folder) as url:
            backend = url.split(":", 1)[0]
            latencies, pipe = measure(url, folder)
    median = statistics.median(latencies)
    p95 = statistics.quantiles(latencies, n=20)[-1]
    print(json.dumps({"median_ms": round(median, 1), "p95_ms": round(p95, 1)}))
    return verdict(
        [
            Figure(
                f"live latency, median ({backend}, {EVENTS} events)",
                median,
                MEDIAN_BUDGET_MS,
                statistics.median(pipe),
                BASELINE,
            ),
            Figure(
                f"live latency, 95th percentile ({backend})",
                p95,
                P95_BUDGET_MS,
                statistics.quantiles(pipe, n=20)[-1],
                BASELINE,
            ),
        ]
    )


if __name__ == "__main__":
    if sys.argv[1:2] == ["--record"]:
        record_forever(sys.argv[2], int(sys.argv[3]))
        sys.exit(0)
    sys.exit(main())
