"""Validating a strike team: the median of many runs against the budget.

Budget (issue 6): <= 0.2 ms median. Times a legal team, a team with several errors (the
messages are built lazily, so errors cost little more), a casual one, and the builder's
placement check of every unit of a 1,000-unit catalogue for one slot (what greying the
catalogue costs on each selection). Baseline, measured in the same run: looking the team's
units up in the catalogue (what any check reads). Exits 1 when a validation median is over
budget.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.roster.document import RosterDocument
from app.systems.shatterpoint import rules
from app.systems.shatterpoint.catalog import load_catalog
from benchmarks.budgets import Figure, verdict
from benchmarks.suggestions import generated_catalog

BUDGET_MS = 0.2
BASELINE = "looking its units up in the catalogue"
RUNS = 5000

LEGAL = [
    {
        "primary": "general-anakin-skywalker",
        "secondary": "cc-7567-captain-rex",
        "support": "501st-clone-troopers",
    },
    {
        "primary": "lord-maul",
        "secondary": "gar-saxon-merciless-commander",
        "support": "mandalorian-super-commandos",
    },
]
BROKEN = [
    {
        "primary": "ahsoka-tano-jedi-no-more",
        "secondary": "kalani-super-tactical-droid",
        "support": "b1-battle-droids",
    },
    {"primary": "lord-maul", "secondary": "padawan-ahsoka-tano", "support": "nobody"},
    {"primary": None, "secondary": None, "support": None},
]


def median_ms(call: object, runs: int = RUNS) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        call()  # type: ignore[operator]
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> int:
    catalog = load_catalog()
    legal = RosterDocument("shatterpoint", "legal", LEGAL, "Shifting Priorities")
    broken = RosterDocument("shatterpoint", "broken", BROKEN)
    casual = RosterDocument("shatterpoint", "casual", BROKEN, casual=True)
    ids = [unit_id for squad in LEGAL for unit_id in squad.values()]
    lookup = median_ms(lambda: [catalog.units.get(unit_id) for unit_id in ids])
    rows = [
        ("legal strike team", median_ms(lambda: rules.validate(legal, catalog))),
        ("team with 9 violations", median_ms(lambda: rules.validate(broken, catalog))),
        ("casual team", median_ms(lambda: rules.validate(casual, catalog))),
    ]

    big = generated_catalog()
    half = RosterDocument("shatterpoint", "half", [dict(LEGAL[0], support=None), LEGAL[1]])
    unit_ids = list(big.units)

    def grey_catalogue() -> None:
        check = rules.placement_checker(half, big, 1, "support")
        for unit_id in unit_ids:
            check(unit_id)

    grey = median_ms(grey_catalogue, 50)
    bare = median_ms(lambda: [big.units.get(unit_id) for unit_id in unit_ids], 50)
    print(
        f"placement check of {len(unit_ids)} units for one slot: median {grey:.2f} ms, "
        f"{grey / bare:.0f} x looking them up ({bare:.3f} ms); no budget"
    )
    return verdict(
        Figure(f"validate, {label}, median", figure, BUDGET_MS, lookup, BASELINE)
        for label, figure in rows
    )


if __name__ == "__main__":
    sys.exit(main())
