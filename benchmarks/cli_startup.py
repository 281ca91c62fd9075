"""Command-line start-up: a command's whole run, process start to exit, against a bare
``python -c pass`` started the same way in the same run (issue 20).

Timed: ``muster --version``; ``muster validate`` of every roster in docs/examples/ (one per
game that has rosters; StarCraft's players bring none); ``muster game replay`` of every game
log there; ``muster catalog list --system legion``. Each is started as the installed ``muster``
script starts (``from app.__main__ import main``), with byte-code caches written and used as
for a user, in an empty MUSTER_HOME; the commands and the bare interpreter are interleaved so
that machine load affects them alike. Prints each command's median, its ratio to the bare
interpreter, and the budgets.

Budgets (idle machine): ``muster --version`` <= 0.15 s, ``muster validate
docs/examples/legion-army.json`` <= 0.35 s, where a bare interpreter starts in 0.03 s. The
verdict holds them as ratios to the bare interpreter timed in the same run (5 x and 11.7 x):
on a busy or slower machine the seconds move with the machine, and the bare interpreter's time
says by how much. Exits 1 when over budget.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.budgets import Figure, verdict  # noqa: E402 (after the path is set)

RUNS = 7
EXAMPLES = ROOT / "docs" / "examples"
MUSTER = [sys.executable, "-c", "import sys\nfrom app.__main__ import main\nsys.exit(main())"]
BARE = [sys.executable, "-c", "pass"]
BASELINE = "a bare python -c pass"
BUDGETS_S = {
    ("--version",): 0.15,
    ("validate", "docs/examples/legion-army.json"): 0.35,
}
# A bare ``python -c pass`` on the idle machine the budgets above were set on.
IDLE_BARE_S = 0.03


def commands() -> list[tuple[str, ...]]:
    """The commands timed: the version, each example validated or replayed, a catalogue."""
    found: list[tuple[str, ...]] = [("--version",)]
    for example in sorted(EXAMPLES.glob("*.json")):
        kind = json.loads(example.read_text(encoding="utf-8")).get("format")
        relative = example.relative_to(ROOT).as_posix()
        if kind == "muster.roster/1":
            found.append(("validate", relative))
        elif kind == "muster.game/1":
            found.append(("game", "replay", relative))
    found.append(("catalog", "list", "--system", "legion"))
    return found


def seconds(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        raise SystemExit(f"{command[3:] or command} failed: {result.stderr.strip()}")
    return elapsed


def main() -> int:
    env = {
        **os.environ,
        "MUSTER_HOME": tempfile.mkdtemp(prefix="muster-bench-"),
        "PYTHONPATH": str(ROOT),
    }
    # As installed for a user: byte-code caches are written and used.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    timed = commands()
    for args in timed:  # the first run writes the caches (and the user's folders)
        seconds([*MUSTER, *args], env)
    bare: list[float] = []
    runs: dict[tuple[str, ...], list[float]] = {args: [] for args in timed}
    for _ in range(RUNS):
        for args in timed:
            bare.append(seconds(BARE, env))
            runs[args].append(seconds([*MUSTER, *args], env))
    bare_s = statistics.median(bare)
    print(f"{'python -c pass':58} {bare_s:6.3f} s  1.0 x")
    for args, times in runs.items():
        median = statistics.median(times)
        print(f"{'muster ' + ' '.join(args):58} {median:6.3f} s {median / bare_s:4.1f} x")
    print(f"(medians of {RUNS} runs, interleaved with the bare interpreter's)")
    return verdict(
        Figure(
            f"muster {' '.join(args)} ({budget} s idle)",
            statistics.median(runs[args]),
            None,
            bare_s,
            BASELINE,
            "s",
            ratio_budget=round(budget / IDLE_BARE_S, 1),
        )
        for args, budget in BUDGETS_S.items()
    )


if __name__ == "__main__":
    sys.exit(main())
