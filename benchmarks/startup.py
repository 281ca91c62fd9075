"""Start-up: process start to a usable main window, offscreen, Muster vs a bare QMainWindow.

Muster is usable when its window is shown with its menus built, the database open and the
first page built and painted (ui/application.py prints "usable" then); the bare window when it
is shown. Budget (issue 20): Muster <= 3 x the bare window, both started the same way in the
same run. Each Muster start follows a bare start, and the ratio judged is the median of each
pair's ratio: this machine's speed drifts by a third within a minute, which the ratio of the
two medians feels (2.3-3.1 x over four runs of nine pairs, against 2.6-2.8 x for the paired
ratios). Prints the medians, the ratio, and exits 1 when over budget. ``MUSTER_BENCH_RUNS`` sets the
number of runs (7 by default; more on a machine whose speed moves from minute to minute).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.budgets import Figure, verdict

RUNS = int(os.environ.get("MUSTER_BENCH_RUNS", "7"))
BUDGET_RATIO = 3.0
BASELINE = "a bare QMainWindow shown"

BARE = """
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.resize(1200, 800)
window.show()
def done():
    print("usable", flush=True)
    app.exit(0)
QTimer.singleShot(0, done)
app.exec()
"""


def time_to_usable(command: list[str], env: dict[str, str]) -> float:
    """Seconds from launching ``command`` to its printing ``usable``."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env
    )
    assert proc.stdout is not None
    elapsed = None
    for line in proc.stdout:
        if line.strip() == "usable" and elapsed is None:
            elapsed = time.perf_counter() - start
    proc.wait(timeout=120)
    if proc.returncode != 0 or elapsed is None:
        raise SystemExit(f"{command} did not make its window usable (exit {proc.returncode})")
    return elapsed


def main() -> int:
    home = tempfile.mkdtemp(prefix="muster-bench-")
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "MUSTER_HOME": home,
        "MUSTER_STARTUP_PROBE": "1",
    }
    # As installed for a user: byte-code caches are written and used.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    muster = [sys.executable, "-m", "app", "--smoke-test"]
    bare = [sys.executable, "-c", BARE]
    time_to_usable(muster, env)  # first start creates and migrates the database
    bare_times, muster_times = [], []
    for _ in range(RUNS):  # interleaved so that machine load affects both alike
        bare_times.append(time_to_usable(bare, env))
        muster_times.append(time_to_usable(muster, env))
    print(f"(medians of {RUNS} runs, each after a start of the bare window)")
    pairs = [mine / bare for mine, bare in zip(muster_times, bare_times, strict=True)]
    usable = Figure(
        "Muster's window usable",
        statistics.median(muster_times) * 1000,
        None,
        statistics.median(bare_times) * 1000,
        BASELINE,
        ratio_budget=BUDGET_RATIO,
        paired_ratio=statistics.median(pairs),
    )
    return verdict([usable])


if __name__ == "__main__":
    sys.exit(main())
