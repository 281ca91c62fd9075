"""A 50 MB games CSV: streamed fast enough, or refused up front (issue 24).

Budget: a 50 MB file (about 300,000 rows of a club's file, a third of its seats with a share
code) ends within 60 s, either imported at ≥ 50,000 rows/s or refused before its first row
with its size named (games_csv.MAX_FILE_BYTES). A file at the limit must import within 60 s
too, or the limit is too high for this machine.

Prints the import rate of a file at the limit against the 50,000 rows/s budget, the time the
50 MB file takes to end, and a verdict. Each import runs in its own process, on a new SQLite
file. Baseline, measured in the same process just before each import: reading the same rows
with Python's csv module. Usage: ``python benchmarks/games_csv_limit.py [--megabytes 50]``.
Exits 1 over budget.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.budgets import Figure

ROOT = Path(__file__).resolve().parent.parent
BASELINE = "reading the same rows with the csv module"
RATE_BUDGET = 50_000  # rows per second
SECONDS_BUDGET = 60.0

CHILD = """
import csv, json, sys, time
from pathlib import Path
from typing import Any
from app.db import open_database
from app.errors import MusterError
from app.campaign import games_csv
db = open_database(sys.argv[1])
start = time.perf_counter()
with open(sys.argv[2], encoding="utf-8", newline="") as rows:
    read = sum(1 for _ in csv.reader(rows))
read_seconds = time.perf_counter() - start
start = time.perf_counter()
try:
    report = games_csv.import_games_file(db, Path(sys.argv[2]))
    outcome = {"games": report.imported, "refused": None}
except MusterError as exc:
    outcome = {"games": 0, "refused": exc.message("en")}
outcome["seconds"] = time.perf_counter() - start
outcome["read_seconds"] = read_seconds
db.dispose()
print(json.dumps(outcome))
"""


def _club_benchmark() -> Any:
    # benchmarks/games_csv.py: its club's file and its way of running an import, so both
    # benchmarks measure the same rows the same way.
    spec = importlib.util.spec_from_file_location(
        "games_csv_bench", ROOT / "benchmarks/games_csv.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


CLUB = _club_benchmark()


def _write_csv(file: Path, megabytes: float, label: str) -> int:
    return int(CLUB.write_csv(file, megabytes, label))


def _import(folder: Path, file: Path, name: str) -> dict:
    env = dict(os.environ, PYTHONPATH=str(ROOT), MUSTER_HOME=str(folder / "home"))
    done = CLUB.run_child(CHILD, f"sqlite:///{folder / f'{name}.db'}", file, env)
    if done.returncode != 0:
        raise SystemExit(done.stderr)
    return dict(json.loads(done.stdout))


def main() -> int:
    from app.campaign.games_csv import MAX_FILE_BYTES

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megabytes", type=float, default=50.0, help="the large file (MB)")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="muster-bench-csv-limit-"))
    limit_mb = MAX_FILE_BYTES / 1_000_000

    at_limit = folder / "at-limit.csv"
    rows = _write_csv(at_limit, limit_mb * 0.99, "At the limit")
    imported = _import(folder, at_limit, "at-limit")
    rate = rows / imported["seconds"]
    print(
        f"{limit_mb * 0.99:5.1f} MB  {rows:8d} rows  {imported['seconds']:6.2f} s  "
        f"{rate:8.0f} rows/s (budget {RATE_BUDGET:,} rows/s)"
    )

    print(
        Figure(
            f"import of a file at the {limit_mb:g} MB limit",
            imported["seconds"],
            SECONDS_BUDGET,
            imported["read_seconds"],
            BASELINE,
            "s",
        ).line()
    )

    large = folder / "large.csv"
    large_rows = _write_csv(large, args.megabytes, "Large")
    outcome = _import(folder, large, "large")
    how = f"refused: {outcome['refused']}" if outcome["refused"] else "imported"
    print(f"{args.megabytes:5.1f} MB  {large_rows:8d} rows  {outcome['seconds']:6.2f} s  {how}")

    failures = []
    if imported["refused"] or imported["seconds"] > SECONDS_BUDGET:
        failures.append(f"a file at the {limit_mb:g} MB limit did not import within 60 s")
    if outcome["seconds"] > SECONDS_BUDGET:
        failures.append(f"the {args.megabytes:g} MB file took {outcome['seconds']:.1f} s")
    large_size = large.stat().st_size
    if outcome["refused"] is None and large_rows / outcome["seconds"] < RATE_BUDGET:
        failures.append("the large file was imported below the rate budget")
    if outcome["refused"] is not None and f"{large_size / 1_000_000:.1f}" not in outcome["refused"]:
        failures.append("the refusal does not name the file's size")
    if rate < RATE_BUDGET and large_size <= MAX_FILE_BYTES:
        failures.append("the stream is below the rate budget and the file was not refused")
    if failures:
        for failure in failures:
            print(f"over budget: {failure}")
        return 1
    if rate >= RATE_BUDGET:
        print(f"verdict: within budget, streamed at {rate:,.0f} rows/s")
    else:
        print(
            f"verdict: within budget by refusal: {rate:,.0f} rows/s is under "
            f"{RATE_BUDGET:,}, so files over {limit_mb:g} MB are refused up front "
            f"(the {args.megabytes:g} MB file in {outcome['seconds']:.2f} s)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
