"""Games CSV import: time and memory of files of growing size.

Budgets (issue 10, cause 9): time grows linearly with the file (the largest file's time per
megabyte is at most twice the smallest's) and memory does not (the largest file's peak is at
most 64 MB above the smallest's); 1 MB imports in under 5 s. Each size runs in its own
process, so the peak resident memory measured is that import's.

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

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

ONE_MB_BUDGET_S = 5.0
LINEAR_FACTOR = 2.0
MEMORY_GROWTH_BUDGET_MB = 64.0

CHILD = """
import json, resource, sys, time
from pathlib import Path
from app.db import open_database
from app.campaign import games_csv
db = open_database(sys.argv[1])
start = time.perf_counter()
report = games_csv.import_games_file(db, Path(sys.argv[2]))
seconds = time.perf_counter() - start
db.dispose()
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({"seconds": seconds, "peak_mb": peak, "games": report.imported}))
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
    failures = []
    first, last = results[0], results[-1]
    per_mb_first = first[2]["seconds"] / first[0]
    per_mb_last = last[2]["seconds"] / last[0]
    if per_mb_last > LINEAR_FACTOR * per_mb_first:
        failures.append(f"time per MB grew from {per_mb_first:.2f} s to {per_mb_last:.2f} s")
    growth = last[2]["peak_mb"] - first[2]["peak_mb"]
    if growth > MEMORY_GROWTH_BUDGET_MB:
        failures.append(f"peak memory grew by {growth:.1f} MB")
    one_mb = next((r for r in results if r[0] == 1), None)
    if one_mb is not None and one_mb[2]["seconds"] > ONE_MB_BUDGET_S:
        failures.append(f"1 MB took {one_mb[2]['seconds']:.2f} s")
    for failure in failures:
        print(f"over budget: {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
