"""Games CSV import: time and memory of files of growing size.

Budgets (issue 10, cause 9): time grows linearly with the file (the largest file's time per
megabyte is at most twice the smallest's) and memory does not (the largest file's peak is at
most 64 MB above the smallest's); 1 MB imports in under 5 s. Each size runs in its own
process, so the peak resident memory measured is that import's. Baseline, measured in the
same process just before: reading the same file's rows with Python's csv module. Prints each
size's figures, then each budget's line with its ratio and verdict.

Usage: ``python benchmarks/games_csv.py [--sizes 1,2,4] [--url DATABASE_URL]`` (sizes in MB;
default a new SQLite file per size; give a PostgreSQL URL of an empty database to measure a
shared club database, which is then emptied between sizes by a new campaign name).
Exits 1 when a budget is exceeded.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.budgets import Figure, verdict

ROOT = Path(__file__).resolve().parent.parent

ONE_MB_BUDGET_S = 5.0
LINEAR_FACTOR = 2.0
MEMORY_GROWTH_BUDGET_MB = 64.0

BASELINE = "reading the same rows with the csv module"

CHILD = """
import csv, json, resource, sys, time
from pathlib import Path
from app.db import open_database
from app.campaign import games_csv
db = open_database(sys.argv[1])
start = time.perf_counter()
with open(sys.argv[2], encoding="utf-8", newline="") as rows:
    read = sum(1 for _ in csv.reader(rows))
read_seconds = time.perf_counter() - start
start = time.perf_counter()
report = games_csv.import_games_file(db, Path(sys.argv[2]))
seconds = time.perf_counter() - start
db.dispose()
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({"seconds": seconds, "read_seconds": read_seconds, "peak_mb": peak,
                  "games": report.imported}))
"""


def write_csv(file: Path, megabytes: float, label: str) -> int:
    """A club's file: 300 players, 5 campaigns, a third of the seats with a share code."""
    from app.campaign.games_csv import HEADER
    from app.roster.document import RosterDocument
    from app.roster.share import encode_muster

    rng = random.Random(7)
    codes = [
        encode_muster(
            RosterDocument(
                system="shatterpoint",
                name=f"Team {n}",
                squads=[
                    {"primary": "rex", "secondary": "cody", "support": f"unit-{n}"},
                    {"primary": "kenobi", "secondary": "b1", "support": f"unit-{n + 1}"},
                ],
            )
        )
        for n in range(20)
    ]
    players = [f"Player {n}" for n in range(300)]
    rows = 0
    with file.open("w", encoding="utf-8", newline="") as out:
        out.write(",".join(HEADER) + "\n")
        while out.tell() < megabytes * 1_000_000:
            first, second = rng.sample(players, 2)
            winner = rng.choice([first, second, "draw"])
            # Results Shatterpoint allows (the import refuses others): whoever claims 2
            # struggles won; a game ended early has nobody at 2.
            struggles = [rng.randint(0, 1), rng.randint(0, 1)]
            if winner != "draw" and rng.random() < 0.8:
                struggles[0 if winner == first else 1] = 2
            code_1 = rng.choice(codes) if rng.random() < 0.3 else ""
            code_2 = rng.choice(codes) if rng.random() < 0.3 else ""
            out.write(
                f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d},{label} {rows % 5},"
                f"{first},{second},{winner},{struggles[0]},{struggles[1]},"
                f"{code_1},{code_2},{rng.randint(1, 5)},game {rows}\n"
            )
            rows += 1
    return rows


def run_child(child: str, url: str, file: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    """Runs the import script ``child`` on ``file`` into ``url`` in its own process."""
    return subprocess.run(
        [sys.executable, "-c", child, url, str(file)],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1,2,4", help="file sizes in MB (default 1,2,4)")
    parser.add_argument("--url", default=None, help="database URL (default: new SQLite files)")
    args = parser.parse_args()
    sizes = [float(size) for size in args.sizes.split(",")]
    folder = Path(tempfile.mkdtemp(prefix="muster-bench-csv-"))
    env = dict(os.environ, PYTHONPATH=str(ROOT), MUSTER_HOME=str(folder / "home"))
    results = []
    for index, size in enumerate(sizes):
        file = folder / f"games-{size:g}mb.csv"
        rows = write_csv(file, size, f"League {index}")
        url = args.url or f"sqlite:///{folder / f'bench-{index}.db'}"
        done = run_child(CHILD, url, file, env)
        if done.returncode != 0:
            print(done.stderr, file=sys.stderr)
            return 1
        figures = json.loads(done.stdout)
        results.append((size, rows, figures))
        print(
            f"{size:6g} MB  {rows:8d} rows  {figures['games']:8d} games  "
            f"{figures['seconds']:7.2f} s  {figures['seconds'] / size:6.2f} s/MB  "
            f"{rows / figures['seconds']:8.0f} rows/s  peak {figures['peak_mb']:6.1f} MB"
        )
    first, last = results[0], results[-1]
    figures = [
        Figure(
            f"time per MB of the {last[0]:g} MB file",
            last[2]["seconds"] / last[0],
            None,
            first[2]["seconds"] / first[0],
            f"the {first[0]:g} MB file's",
            "s/MB",
            ratio_budget=LINEAR_FACTOR,
        ),
        Figure(
            f"peak memory importing the {last[0]:g} MB file",
            last[2]["peak_mb"],
            first[2]["peak_mb"] + MEMORY_GROWTH_BUDGET_MB,
            first[2]["peak_mb"],
            f"the {first[0]:g} MB file's",
            "MB",
        ),
    ]
    figures += [
        Figure(
            f"import of the {size:g} MB file",
            figures_of["seconds"],
            ONE_MB_BUDGET_S,
            figures_of["read_seconds"],
            BASELINE,
            "s",
        )
        for size, _rows, figures_of in results
        if size == 1
    ]
    return verdict(figures)


if __name__ == "__main__":
    sys.exit(main())
