"""Printing speed and memory (issue 4).

Budgets:
- a roster sheet plus its six cards (A4, poker) <= 0.5 s (median of warm runs; the first run,
  which also loads the fonts, is shown apart);
- a 200-card sheet <= 5 s;
- memory does not grow with the number of pages: the tracemalloc peak while writing 800 cards
  stays within 25 % of the peak for 200 cards (and is shown for 50 too).

Cards cycle through the built-in catalogue's units. Baselines, measured in the same run: a
bare reportlab PDF of as many pages, one line of text each (what any PDF costs); the peak for
200 cards for the memory. Exits 1 when a budget is exceeded.
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
from benchmarks.budgets import Figure, verdict

SHEET_BUDGET_S = 0.5
CARDS_BUDGET_S = 5.0
MEMORY_GROWTH_BUDGET = 1.25
RUNS = 7
BASELINE = "a bare reportlab PDF of as many pages"
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


def bare_pdf(file: Path, pages: int) -> float:
    """Seconds to write ``pages`` pages of one line each with reportlab alone."""
    from reportlab.pdfgen.canvas import Canvas

    start = time.perf_counter()
    canvas = Canvas(str(file))
    for page in range(pages):
        canvas.drawString(72, 720, f"Page {page + 1}")
        canvas.showPage()
    canvas.save()
    return time.perf_counter() - start


def time_roster_sheet(folder: Path) -> tuple[float, float, float, int]:
    """(first run, median of the others, bare PDF's median) in seconds, and the pages."""
    catalog = load_catalog()
    roster = RosterDocument.from_json(ROSTER)
    options = PrintOptions(what="both")
    times, bare = [], []
    for run in range(RUNS + 1):
        start = time.perf_counter()
        job = roster_job(roster, catalog, options)
        pages = write_pdf(folder / f"roster-{run}.pdf", job, options)
        times.append(time.perf_counter() - start)
        bare.append(bare_pdf(folder / f"bare-{run}.pdf", pages))
    return times[0], statistics.median(times[1:]), statistics.median(bare[1:]), pages


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
    with tempfile.TemporaryDirectory(prefix="muster-bench-print-") as temp:
        folder = Path(temp)
        first, median, bare, sheet_pages = time_roster_sheet(folder)
        print(f"roster sheet + 6 cards: first run, with font loading, {first * 1000:.0f} ms")
        elapsed, pages, _ = cards(200, folder, trace=False)
        bare_cards = bare_pdf(folder / "bare-cards.pdf", pages)
        peaks = {}
        for count in (50, 200, 800):
            _elapsed, traced_pages, peak = cards(count, folder, trace=True)
            peaks[count] = peak
            print(
                f"  {count:4d} cards, {traced_pages:3d} pages: tracemalloc peak {peak / 1e6:.2f} MB"
            )
    return verdict(
        [
            Figure(
                f"roster sheet + 6 cards ({sheet_pages} pages), median of {RUNS}",
                median * 1000,
                SHEET_BUDGET_S * 1000,
                bare * 1000,
                BASELINE,
            ),
            Figure(
                f"200-card sheet ({pages} pages)",
                elapsed,
                CARDS_BUDGET_S,
                bare_cards,
                BASELINE,
                "s",
            ),
            Figure(
                "memory peak, 800 cards (4 x the pages)",
                peaks[800] / 1e6,
                None,
                peaks[200] / 1e6,
                "the peak for 200 cards",
                "MB",
                ratio_budget=MEMORY_GROWTH_BUDGET,
            ),
        ]
    )


if __name__ == "__main__":
    sys.exit(main())
