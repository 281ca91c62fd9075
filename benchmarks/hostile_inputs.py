"""Bounded time for hostile inputs (issue 10).

Budgets (median of warm runs):
- printing a roster whose name is 10,000 letters without a space (a short share code can
  carry one): <= 1 s for the sheet and its cards (it took 7.5 s); 40,000 letters <= 1.5 s
  (it took 105 s);
- reading JSON nested 100,000 levels deep, or holding a 20,000-digit number: refused in
  <= 0.1 s;
- decoding a share code that would inflate to 8 MiB: refused in <= 0.1 s.

Each against a baseline measured in the same run: the same sheet printed for a 10-letter
name; a flat JSON list of the same length read; an ordinary share code of the same roster
decoded. Exits 1 when a budget is exceeded.
"""

from __future__ import annotations

import base64
import sys
import tempfile
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
from benchmarks.budgets import Figure, interleaved_ms, verdict

RUNS = 5
BASELINE = "a short name printed; flat JSON of the same length; an ordinary share code"
BASELINES = [
    "the sheet for a 10-letter name",
    "the sheet for a 10-letter name",
    "a flat list of the same length read",
    "a list of 10,000 numbers read",
    "an ordinary share code decoded",
]
BUDGETS = {
    "print, 10,000-letter name": 1.0,
    "print, 40,000-letter name": 1.5,
    "JSON nested 100,000 deep": 0.1,
    "JSON 20,000-digit number": 0.1,
    "share code inflating to 8 MiB": 0.1,
}


def refused(action: Callable[[], object]) -> Callable[[], None]:
    def attempt() -> None:
        try:
            action()
        except (MusterError, ValueError):
            return
        raise AssertionError("accepted what it must refuse")

    return attempt


def roster_named(name: str) -> RosterDocument:
    return RosterDocument.from_json(
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


def print_roster(name: str, folder: Path) -> Callable[[], None]:
    catalog = load_catalog()
    roster = roster_named(name)
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
        ordinary = share.encode_muster(roster_named("Strike team"))
        short_name = print_roster("W" * 10, Path(folder))
        cases = [
            ("print, 10,000-letter name", print_roster("W" * 10_000, Path(folder)), short_name),
            ("print, 40,000-letter name", print_roster("W" * 40_000, Path(folder)), short_name),
            (
                "JSON nested 100,000 deep",
                refused(lambda: jsonio.loads("[" * 100_000)),
                lambda: jsonio.loads("[" + "0," * 49_999 + "0]"),
            ),
            (
                "JSON 20,000-digit number",
                refused(lambda: jsonio.loads("[" + "9" * 20_000 + "]")),
                lambda: jsonio.loads("[" + "9," * 9_999 + "9]"),
            ),
            (
                "share code inflating to 8 MiB",
                refused(lambda: share.decode(code, lambda system: None)),
                lambda: share.decode(ordinary, lambda system: None),
            ),
        ]
        figures = []
        for (label, action, baseline), baseline_label in zip(cases, BASELINES, strict=True):
            work_ms, base_ms = interleaved_ms(action, baseline, RUNS)
            figures.append(Figure(label, work_ms, BUDGETS[label] * 1000, base_ms, baseline_label))
    return verdict(figures)


if __name__ == "__main__":
    sys.exit(main())
