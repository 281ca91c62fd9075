"""Swiss tournaments (issue 26): pairing a big round, and a whole event's standings.

Budgets:
- pairing one round of 256 players (after three rounds, so score groups and earlier
  meetings count) <= 1 s;
- the standings of a 64-player, 6-round event, read from the database included, <= 50 ms
  (median of the runs).

Each figure is printed with its budget, its ratio to a baseline measured in the same run
(pairing: a greedy top-down pairing of the same players, what careful pairing replaces;
standings: summing the points alone, without tie-breakers) and a verdict.

Usage: ``python benchmarks/tournament.py [--url DATABASE_URL]`` (default: a new SQLite file).
Exits 1 when a budget is exceeded.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.campaign.tournament import service as swiss
from app.campaign.tournament.swiss import Entrant, next_round
from app.db import open_database

PAIRING_PLAYERS = 256
PAIRING_BUDGET_S = 1.0
EVENT_PLAYERS = 64
EVENT_ROUNDS = 6
STANDINGS_BUDGET_MS = 50.0
RUNS = 7


def _median(work: Callable[[], object], runs: int = RUNS) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _line(what: str, figure: float, budget: float, baseline: float, unit: str) -> bool:
    ok = figure <= budget
    ratio = figure / baseline if baseline else float("inf")
    verdict = "ok" if ok else "OVER BUDGET"
    print(
        f"{what}: {figure:.1f} {unit} (budget {budget:.0f} {unit}; "
        f"{ratio:.1f}x the baseline's {baseline:.2f} {unit}) {verdict}"
    )
    return ok


def _greedy(entrants: list[Entrant], met: set[frozenset[int]]) -> list[tuple[int, int]]:
    """Top-down greedy pairing: each unpaired player takes the next one not met yet."""
    waiting = [e.player_id for e in sorted(entrants, key=lambda e: e.rank)]
    tables = []
    while len(waiting) > 1:
        first = waiting.pop(0)
        pick = next((p for p in waiting if frozenset((first, p)) not in met), waiting[0])
        waiting.remove(pick)
        tables.append((first, pick))
    return tables


def bench_pairing() -> bool:
    rng = random.Random(26)
    points = {pid: 0 for pid in range(PAIRING_PLAYERS)}
    met: set[frozenset[int]] = set()
    for _ in range(3):  # three rounds played, paired at random, to give score groups
        order = list(points)
        rng.shuffle(order)
        for first, second in zip(order[::2], order[1::2], strict=True):
            met.add(frozenset((first, second)))
            points[rng.choice((first, second))] += 3
    ranked = sorted(points, key=lambda pid: -points[pid])
    entrants = [Entrant(pid, points[pid], rank) for rank, pid in enumerate(ranked, start=1)]
    baseline = _median(lambda: _greedy(entrants, met), 3)
    figure = _median(lambda: next_round(entrants, met, seed=1), 3)
    pairings = next_round(entrants, met, seed=1)
    assert not pairings.rematches and len(pairings.tables) == PAIRING_PLAYERS // 2
    return _line(
        f"pairing a round of {PAIRING_PLAYERS} players",
        figure * 1000,
        PAIRING_BUDGET_S * 1000,
        baseline * 1000,
        "ms",
    )


def bench_standings(url: str | None) -> bool:
    with tempfile.TemporaryDirectory() as folder:
        db = open_database(url or f"sqlite:///{folder}/bench.db", backups_dir=Path(folder))
        try:
            info = swiss.create_tournament(db, "Benchmark Open", "legion", EVENT_ROUNDS)
            for n in range(EVENT_PLAYERS):
                swiss.register(db, info, f"Player {n:02d}")
            rng = random.Random(6)
            for number in range(1, EVENT_ROUNDS + 1):
                current = swiss.pair_next_round(db, info, seed=number)
                for table in current.tables:
                    if not table.is_bye:
                        winner = rng.choice((table.names[0], table.names[1], "draw"))
                        scores = (rng.randint(0, 12), rng.randint(0, 12))
                        swiss.report(db, info, number, table.number, winner or "draw", scores)
            event = swiss.event(db, info)
            baseline = _median(lambda: sum(r.results.count("win") for r in event.results))
            figure = _median(lambda: swiss.standings(db, info))
        finally:
            db.dispose()
    return _line(
        f"standings of {EVENT_PLAYERS} players over {EVENT_ROUNDS} rounds",
        figure * 1000,
        STANDINGS_BUDGET_MS,
        baseline * 1000,
        "ms",
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", help="an empty database (default: a new SQLite file)")
    args = parser.parse_args()
    ok = bench_pairing()
    ok = bench_standings(args.url) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
