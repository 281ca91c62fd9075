"""The bundle against the source install: size on disk and start-up time (process start to the
main window usable, offscreen), and the time of a headless command (``validate``).

    python benchmarks/bundle.py [dist/muster/muster]

Baseline: the source install, measured in the same run (interleaved). Budget: the bundle's
window usable within 1.5 x the source install's (a bundle unpacks nothing at start; it only
reads its own copies of the same files), its ``validate`` within 2 x (a short command pays the
frozen interpreter's imports from its archive: 1.5-1.7 x measured). Without a bundle
(``make package`` not run) it says so and exits 0, so ``make bench`` works on a checkout.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.budgets import Figure, verdict
from benchmarks.startup import time_to_usable

ROOT = Path(__file__).resolve().parent.parent
RUNS = 5
RATIO_BUDGETS = {"window usable": 1.5, "validate": 2.0}
BASELINE = "the source install"
ROSTER = """{"format": "muster.roster/1", "system": "shatterpoint", "name": "Bench",
 "squads": [{"primary": "general-anakin-skywalker", "secondary": "cc-7567-captain-rex",
 "support": "501st-clone-troopers"}, {}]}"""


def size_of(folder: Path) -> int:
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file() and not f.is_symlink())


def run_time(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main(argv: list[str]) -> int:
    bundle_exe = Path(argv[0]) if argv else ROOT / "dist" / "muster" / "muster"
    if not bundle_exe.exists():
        print(f"no bundle at {bundle_exe}: run `make package` first")
        return 0
    home = tempfile.mkdtemp(prefix="muster-bench-")
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "MUSTER_HOME": home,
        "MUSTER_STARTUP_PROBE": "1",
    }
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    roster = Path(home) / "bench.muster.json"
    roster.write_text(ROSTER, encoding="utf-8")
    source = [sys.executable, "-m", "app"]
    bundled = [str(bundle_exe)]
    for command in (source, bundled):  # the first start creates and migrates the database
        time_to_usable([*command, "--smoke-test"], env)
    starts: dict[str, list[float]] = {"source": [], "bundle": []}
    checks: dict[str, list[float]] = {"source": [], "bundle": []}
    for _ in range(RUNS):  # interleaved so that machine load affects both alike
        for name, command in (("source", source), ("bundle", bundled)):
            starts[name].append(time_to_usable([*command, "--smoke-test"], env))
            checks[name].append(run_time([*command, "validate", str(roster)], env))

    packages = Path(sys.prefix) / "lib"
    print(f"bundle folder    : {size_of(bundle_exe.parent) / 2**20:7.1f} MiB ({bundle_exe.parent})")
    debs = sorted((ROOT / "dist").glob("muster_*.deb"))
    if debs:
        print(f".deb             : {debs[-1].stat().st_size / 2**20:7.1f} MiB ({debs[-1].name})")
    print(f"source venv lib  : {size_of(packages) / 2**20:7.1f} MiB ({packages}, with dev tools)")
    return verdict(
        Figure(
            f"{label}, bundle, median of {RUNS}",
            statistics.median(table["bundle"]) * 1000,
            None,
            statistics.median(table["source"]) * 1000,
            BASELINE,
            ratio_budget=RATIO_BUDGETS[label],
        )
        for label, table in (("window usable", starts), ("validate", checks))
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
