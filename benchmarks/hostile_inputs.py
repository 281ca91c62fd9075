"""Bounded time for hostile inputs (issue 10).

Budgets (median of warm runs):
- printing a roster whose name is 10,000 letters without a space (a short share code can
  carry one): <= 1 s for the sheet and its cards (it took 7.5 s); 40,000 letters <= 1.5 s
  (it took 105 s);
- reading JSON nested 100,000 levels deep, or holding a 20,000-digit number: refused in
  <= 0.1 s;
- decoding a share code that would inflate to 8 MiB: refused in <= 0.1 s.

Exits 1 when a budget is exceeded.
"""

from __future__ import annotations

import base64
import statistics
import sys
import tempfile
import time
import zlib
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app import jsonio
from app.errors import MusterError
from app.printing.document import PrintOptions, write_pdf
from app.printing.jobs import roster_job
from app.roster import share
from app.roster.document import RosterDocument
from app.systems.shatterpoint.catalog import load_catalog

RUNS = 5
BUDGETS = {
    "print, 10,000-letter name": 1.0,
    "print, 40,000-letter name": 1.5,
    "JSON nested 100,000 deep": 0.1,
    "JSON 20,000-digit number": 0.1,
    "share code inflating to 8 MiB": 0.1,
}


def median_time(action: Callable[[], object]) -> float:
    action()  # warm: fonts, catalogue, imports
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def refused(action: Callable[[], object]) -> Callable[[], None]:
    def attempt() -> None:
        try:
            action()
        except (MusterError, ValueError):
            return
        raise AssertionError("accepted what it must refuse")

    return attempt


def print_roster(name: str, folder: Path) -> Callable[[], None]:
    catalog = load_catalog()
    roster = RosterDocument.from_json(
        {
            "format": "muster.roster/1",
            "system": "shatterpoint",
            "name": name,
            "squads": [
                {
                    "primary": "general-anakin-skywalker",
                    "secondary": "cc-7567-captain-rex",
                    "support": "501st-clone-troopers",
                }
            ],
        }
    )
    options = PrintOptions(what="both")

    def run() -> None:
        write_pdf(folder / "out.pdf", roster_job(roster, catalog, options), options, title=name)

    return run


def bomb_code() -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = b'{"system": "shatterpoint", "name": "' + b"x" * (8 * 1024 * 1024) + b'"}'
    text = base64.urlsafe_b64encode(packer.compress(raw) + packer.flush()).rstrip(b"=").decode()
    return f"MU1.{text}.{share._checksum(text)}"


def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        code = bomb_code()
        measured = {
            "print, 10,000-letter name": median_time(print_roster("W" * 10_000, Path(folder))),
            "print, 40,000-letter name": median_time(print_roster("W" * 40_000, Path(folder))),
            "JSON nested 100,000 deep": median_time(refused(lambda: jsonio.loads("[" * 100_000))),
            "JSON 20,000-digit number": median_time(
                refused(lambda: jsonio.loads("[" + "9" * 20_000 + "]"))
            ),
            "share code inflating to 8 MiB": median_time(
                refused(lambda: share.decode(code, lambda system: None))
            ),
        }
    failed = False
    for label, seconds in measured.items():
        budget = BUDGETS[label]
        verdict = "ok" if seconds <= budget else "OVER BUDGET"
        failed |= seconds > budget
        print(f"{label:32} {seconds * 1000:8.1f} ms  (budget {budget * 1000:.0f} ms)  {verdict}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
