"""Printing speed and memory (issue 4).

Budgets:
- a roster sheet plus its six cards (A4, poker) <= 0.5 s (median of warm runs; the first run,
  which also loads the fonts, is shown apart);
- a 200-card sheet <= 5 s;
- memory does not grow with the number of pages: the tracemalloc peak while writing 800 cards
  stays within 25 % of the peak for 200 cards (and is shown for 50 too).

Cards cycle through the built-in catalogue's units. Exits 1 when a budget is exceeded.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.printing.document import PrintOptions, write_pdf
from app.printing.jobs import roster_job, units_job
from app.roster.document import RosterDocument
from app.systems.shatterpoint.catalog import load_catalog

SHEET_BUDGET_S = 0.5
CARDS_BUDGET_S = 5.0
MEMORY_GROWTH_BUDGET = 1.25
RUNS = 7
ROSTER = {
    "format": "muster.roster/1",
    "system": "shatterpoint",
    "name": "Benchmark strike team",
    "squads": [
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
    ],
    "mission_set": "Takeover at Tyrus",
    "notes": "Benchmark.",
}


def time_roster_sheet(folder: Path) -> tuple[float, float]:
    catalog = load_catalog()
    roster = RosterDocument.from_json(ROSTER)
    options = PrintOptions(what="both")
    times = []
    for run in range(RUNS + 1):
        start = time.perf_counter()
        write_pdf(folder / f"roster-{run}.pdf", roster_job(roster, catalog, options), options)
        times.append(time.perf_counter() - start)
    return times[0], statistics.median(times[1:])


def cards(count: int, folder: Path, trace: bool) -> tuple[float, int, int]:
    """(seconds, pages, tracemalloc peak in bytes or 0) for a sheet of ``count`` cards."""
    catalog = load_catalog()
    ids = list(catalog.units)
    selection = [ids[n % len(ids)] for n in range(count)]
    options = PrintOptions(what="cards")
    if trace:
        tracemalloc.start()
    start = time.perf_counter()
    pages = write_pdf(
        folder / f"cards-{count}.pdf",
        units_job("shatterpoint", selection, catalog, options),
        options,
    )
    elapsed = time.perf_counter() - start
    peak = 0
    if trace:
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    return elapsed, pages, peak


def main() -> int:
    failed = False
    with tempfile.TemporaryDirectory(prefix="muster-bench-print-") as temp:
        folder = Path(temp)
        first, median = time_roster_sheet(folder)
        ok = median <= SHEET_BUDGET_S
        failed |= not ok
        print(
            f"roster sheet + 6 cards: median {median * 1000:.0f} ms over {RUNS} runs "
            f"(first run with font loading {first * 1000:.0f} ms); budget "
            f"{SHEET_BUDGET_S * 1000:.0f} ms: {'OK' if ok else 'OVER'}"
        )

        elapsed, pages, _ = cards(200, folder, trace=False)
        ok = elapsed <= CARDS_BUDGET_S
        failed |= not ok
        print(
            f"200-card sheet: {elapsed:.2f} s for {pages} pages; budget {CARDS_BUDGET_S:.0f} s: "
            f"{'OK' if ok else 'OVER'}"
        )

        peaks = {}
        for count in (50, 200, 800):
            _elapsed, pages, peak = cards(count, folder, trace=True)
            peaks[count] = peak
            print(f"  {count:4d} cards, {pages:3d} pages: tracemalloc peak {peak / 1e6:.2f} MB")
        growth = peaks[800] / peaks[200]
        ok = growth <= MEMORY_GROWTH_BUDGET
        failed |= not ok
        print(
            f"memory, 800 vs 200 cards (4 x the pages): peak x {growth:.2f}; budget "
            f"x {MEMORY_GROWTH_BUDGET:.2f}: {'OK' if ok else 'OVER'}"
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
