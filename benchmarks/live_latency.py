"""Live games (issue 27): latency from an event's commit on one process to its display in the
window of another that follows the game.

Budgets: median <= 100 ms, 95th percentile <= 300 ms, on one machine.

A recording process (this script run with ``--record``) commits one event at a time when told
and writes the commit time back. This process is the other player's Muster: a Qt application
(offscreen) showing the game in its tracker window (the game's own view, 1920×1080), kept up to
date by ``follow_view`` exactly as on the Games page. The time measured ends when the window
has painted the step: the first paint of its log after the log holds the new line (the window
caught up, redrew its board and its log, and Qt drew it). The time to the read (the live
watch caught up with the table) is printed beside it.

On PostgreSQL (MUSTER_BENCH_POSTGRES_URL, else MUSTER_TEST_POSTGRES_URL: a server URL whose
user may create databases) a throwaway database is created and dropped; without either, a
SQLite file (followed by its data_version, checked every 50 ms). Baseline, measured in the
same run between the events: the recording process's clock read through a bare pipe (what any
notice from one process to another costs). Exits 1 when over budget.
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
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # the follower's window, unseen

from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.db import open_database  # noqa: E402 (after the path is set)
from app.tracker.game import Game  # noqa: E402
from benchmarks.budgets import Figure, verdict  # noqa: E402

MEDIAN_BUDGET_MS = 100.0
P95_BUDGET_MS = 300.0
EVENTS = 200
WAIT_MS = 5000  # an event not shown by then is a failure, not a figure
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


class PaintClock(QObject):
    """Notes when the window's log is painted holding ``wanted`` lines (and when the live
    watch read them), then stops the event loop that waits for it."""

    def __init__(self, view: Any, watch: Any) -> None:
        super().__init__()
        self.view = view
        self.wanted = 1
        self.painted: float | None = None
        self.read: float | None = None
        self.loop = QEventLoop()
        view.log_view.viewport().installEventFilter(self)
        watch.caught_up.connect(self._read)
        self.timeout = QTimer(self)
        self.timeout.setSingleShot(True)
        self.timeout.timeout.connect(self.loop.quit)

    def _read(self, _changes: list[Any]) -> None:
        self.read = time.time()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Paint
            and self.painted is None
            and self.view.log_model.rowCount() >= self.wanted
        ):
            self.painted = time.time()
            QTimer.singleShot(0, self.loop.quit)
        return False

    def wait_for(self, lines: int) -> tuple[float, float]:
        """Runs the event loop until the log is painted with ``lines`` lines; the times of
        the read and of the paint."""
        self.wanted = lines
        if self.painted is None:
            self.timeout.start(WAIT_MS)
            self.loop.exec()
            self.timeout.stop()
        if self.painted is None or self.read is None:
            raise SystemExit(f"line {lines} was not shown within {WAIT_MS} ms")
        times = (self.read, self.painted)
        self.painted = self.read = None
        return times


def measure(url: str, folder: Path) -> tuple[list[float], list[float], list[float]]:
    """Milliseconds from each commit to its read by the follower's live watch, and to its
    display in the follower's window, and of each bare pipe notice."""
    from benchmarks.tracker import make_setup
    from ui import systems as game_views
    from ui.tracker.live_watch import follow_view

    app = QApplication.instance() or QApplication([])
    db = open_database(url, backups_dir=folder / "backups")
    game = Game.create(db, "shatterpoint", make_setup(), by="bench")
    view = game_views.views("shatterpoint").tracker(game, None, None)
    view.resize(1920, 1080)  # full: the log column shown (compact hides it below 900 px)
    view.show()
    app.processEvents()
    watch = follow_view(view)
    assert watch is not None
    clock = PaintClock(view, watch)
    recorder = subprocess.Popen(
        [sys.executable, __file__, "--record", url, str(game.id)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=dict(os.environ, MUSTER_HOME=str(folder / "home")),
    )
    assert recorder.stdin is not None and recorder.stdout is not None
    assert recorder.stdout.readline().strip() == "ready"
    to_read: list[float] = []
    to_display: list[float] = []
    pipe: list[float] = []
    for index in range(EVENTS):
        recorder.stdin.write("echo\n")
        recorder.stdin.flush()
        sent = float(recorder.stdout.readline())
        pipe.append((time.time() - sent) * 1000)
        recorder.stdin.write(f"{index % 2}\n")
        recorder.stdin.flush()
        read, painted = clock.wait_for(index + 1)
        committed = float(recorder.stdout.readline())
        assert [event.seq for event in view.game.events][-1] == index + 1
        to_read.append((read - committed) * 1000)
        to_display.append((painted - committed) * 1000)
    recorder.stdin.close()
    recorder.wait(10)
    watch.close()
    view.close()
    db.dispose()
    return to_read, to_display, pipe


def main() -> int:
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        with database_url(folder) as url:
            backend = url.split(":", 1)[0].split("+", 1)[0]
            to_read, to_display, pipe = measure(url, folder)
    median = statistics.median(to_display)
    p95 = statistics.quantiles(to_display, n=20)[-1]
    read_median = statistics.median(to_read)
    read_p95 = statistics.quantiles(to_read, n=20)[-1]
    print(
        f"live latency to the read ({backend}): median {read_median:.1f} ms, "
        f"95th percentile {read_p95:.1f} ms"
    )
    status = verdict(
        [
            Figure(
                f"live latency to the display, median ({backend}, {EVENTS} events)",
                median,
                MEDIAN_BUDGET_MS,
                statistics.median(pipe),
                BASELINE,
            ),
            Figure(
                f"live latency to the display, 95th percentile ({backend})",
                p95,
                P95_BUDGET_MS,
                statistics.quantiles(pipe, n=20)[-1],
                BASELINE,
            ),
        ]
    )
    print(
        f"share of the budget: median {median / MEDIAN_BUDGET_MS:.2f}, "
        f"95th percentile {p95 / P95_BUDGET_MS:.2f}"
    )
    print(
        json.dumps(
            {
                "median_ms": round(median, 1),
                "p95_ms": round(p95, 1),
                "read_median_ms": round(read_median, 1),
                "read_p95_ms": round(read_p95, 1),
            }
        )
    )
    return status


if __name__ == "__main__":
    if sys.argv[1:2] == ["--record"]:
        record_forever(sys.argv[2], int(sys.argv[3]))
        sys.exit(0)
    sys.exit(main())
