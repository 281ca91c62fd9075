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
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.campaign.tournament import service as swiss
from app.campaign.tournament.swiss import Entrant, next_round
from app.db import open_database
from benchmarks.budgets import Figure, interleaved_ms, verdict

PAIRING_PLAYERS = 256
PAIRING_BUDGET_S = 1.0
EVENT_PLAYERS = 64
EVENT_ROUNDS = 6
STANDINGS_BUDGET_MS = 50.0
RUNS = 7
BASELINE = "a greedy top-down pairing; summing the points alone"


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


def bench_pairing() -> Figure:
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
    pairings = next_round(entrants, met, seed=1)
    assert not pairings.rematches and len(pairings.tables) == PAIRING_PLAYERS // 2
    figure, baseline = interleaved_ms(
        lambda: next_round(entrants, met, seed=1), lambda: _greedy(entrants, met), 3
    )
    return Figure(
        f"pairing a round of {PAIRING_PLAYERS} players, median",
        figure,
        PAIRING_BUDGET_S * 1000,
        baseline,
        "a greedy top-down pairing",
    )


def bench_standings(url: str | None) -> Figure:
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
            figure, baseline = interleaved_ms(
                lambda: swiss.standings(db, info),
                lambda: sum(r.results.count("win") for r in event.results),
                RUNS,
            )
        finally:
            db.dispose()
    return Figure(
        f"standings of {EVENT_PLAYERS} players over {EVENT_ROUNDS} rounds, median",
        figure,
        STANDINGS_BUDGET_MS,
        baseline,
        "summing the points alone",
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", help="an empty database (default: a new SQLite file)")
    args = parser.parse_args()
    return verdict([bench_pairing(), bench_standings(args.url)])


if __name__ == "__main__":
    sys.exit(main())
