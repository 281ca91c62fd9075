"""Suggestions for one Primary over a generated 1,000-unit catalogue.

Budget (issue 6): <= 50 ms for one Primary. The catalogue mixes the four eras, multi-era and
cross-era units, and shared unique names, with Point Costs like the printed cards'. Times every
Primary of the catalogue (every pair, owned units only, the best 50), prints the median and
the slowest, and exits 1 when the slowest Primary of any of the three is over the budget.
Baseline, measured in the same run: a bare scan of the same catalogue for each Primary (the
units of the two other types, what any suggestion must read).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.roster.document import RosterDocument
from app.systems.shatterpoint.catalog import (
    ShatterpointCatalog,
    ShatterpointPack,
    load_catalog,
)
from app.systems.shatterpoint.suggest import suggest
from benchmarks.budgets import Figure, verdict

BUDGET_MS = 50.0
BASELINE = "a bare scan of the catalogue's other types"
UNITS = 1000
ERAS = ["fotj", "rote", "aor", "tnr"]


def generated_catalog(units: int = UNITS, seed: int = 6) -> ShatterpointCatalog:
    """The built-in catalogue plus ``units`` generated ones (a third of each type)."""
    rng = random.Random(seed)
    entries = []
    for number in range(units):
        kind = ("primary", "secondary", "support")[number % 3]
        eras = rng.sample(ERAS, rng.choice([1, 1, 1, 2]))
        entry: dict = {
            "id": f"generated-{number}",
            "name": {"en": f"Generated Unit {number}"},
            "type": kind,
            "force": rng.randint(2, 4) if kind == "primary" else 0,
            "stamina": rng.randint(7, 12),
            "durability": rng.randint(2, 3),
            "characters": 1 if kind != "support" else rng.randint(2, 4),
            "eras": eras,
            "source": "benchmark",
        }
        if rng.random() < 0.05:
            first, last = sorted(rng.sample(range(len(ERAS)), 2))
            entry["era_span"] = [ERAS[first], ERAS[last]]
        if kind != "support":
            entry["unique_name"] = {"en": f"Hero {rng.randint(0, units // 2)}"}
        if kind == "primary":
            entry["sp"] = rng.randint(6, 9)
        else:
            entry["pc"] = rng.randint(2, 6)
        entries.append(entry)
    catalog = load_catalog()
    catalog.add_pack(
        ShatterpointPack.model_validate(
            {
                "format": "muster.catalog/1",
                "system": "shatterpoint",
                "id": "benchmark",
                "version": "1",
                "name": {"en": "Benchmark"},
                "units": entries,
            }
        )
    )
    return catalog


def timed(call: object, runs: int = 1) -> float:
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        call()  # type: ignore[operator]
        best = min(best, (time.perf_counter() - start) * 1000)
    return best


def main() -> int:
    catalog = generated_catalog()
    primaries = [u.id for u in catalog.units.values() if u.type == "primary"]
    other_squad = {
        "primary": "lord-maul",
        "secondary": "gar-saxon-merciless-commander",
        "support": "mandalorian-super-commandos",
    }
    roster = RosterDocument("shatterpoint", "bench", [{}, other_squad])
    owned = {unit_id: 1 for unit_id in list(catalog.units)[::2]}
    counts = [len(suggest(catalog, p, roster, squad=1)) for p in primaries]
    units = list(catalog.units.values())
    bare = [timed(lambda: [u.id for u in units if u.type != "primary"], 3) for _ in primaries]
    full = [timed(lambda p=p: suggest(catalog, p, roster, squad=1), 3) for p in primaries]
    mine = [
        timed(lambda p=p: suggest(catalog, p, roster, squad=1, owned=owned), 3) for p in primaries
    ]
    top = [timed(lambda p=p: suggest(catalog, p, roster, squad=1, limit=50), 3) for p in primaries]
    print(f"catalogue: {len(catalog.units)} units, {len(primaries)} primaries")
    print(f"legal pairs per primary: median {statistics.median(counts):.0f}, max {max(counts)}")
    rows = [("every pair", full), ("owned units only", mine), ("best 50 pairs", top)]
    for label, times in rows:
        print(f"suggest, {label:<17} median {statistics.median(times):7.2f} ms")
    return verdict(
        Figure(f"suggest, {label}, slowest Primary", max(times), BUDGET_MS, max(bare), BASELINE)
        for label, times in rows
    )


if __name__ == "__main__":
    sys.exit(main())
