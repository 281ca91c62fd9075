"""Every benchmark script imports, names its budgets and what it is measured against, and
prints through the shared helper (benchmarks/budgets.py); docs/benchmarks.md lists each one.
Nothing is timed here: the benchmarks run with ``make bench``."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from benchmarks.budgets import Figure

ROOT = Path(__file__).resolve().parents[2]
SHARED = {"budgets", "tracker_timing"}  # modules the benchmarks share, not benchmarks
SCRIPTS = sorted(p for p in (ROOT / "benchmarks").glob("*.py") if p.stem not in SHARED)


def budgets_of(module: object) -> list[object]:
    """The values of the module's constants named ``*BUDGET*`` (a dict's values too)."""
    found: list[object] = []
    for name, value in vars(module).items():
        if "BUDGET" in name and name.isupper():
            found += list(value.values()) if isinstance(value, dict) else [value]
    return found


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.stem)
def test_every_benchmark_has_a_budget_and_a_baseline(script: Path) -> None:
    module = importlib.import_module(f"benchmarks.{script.stem}")
    budgets = budgets_of(module)
    assert budgets, f"{script.name} names no budget"
    assert all(isinstance(b, int | float) and b > 0 for b in budgets), budgets
    baseline = getattr(module, "BASELINE", "")
    assert isinstance(baseline, str) and baseline.strip(), f"{script.name} names no baseline"
    assert callable(module.main)
    source = script.read_text(encoding="utf-8")
    assert "benchmarks.budgets" in source or "tracker_timing" in source, (
        f"{script.name} does not print through benchmarks/budgets.py"
    )


def test_the_benchmarks_page_lists_every_benchmark() -> None:
    page = (ROOT / "docs" / "benchmarks.md").read_text(encoding="utf-8")
    missing = [p.name for p in SCRIPTS if f"benchmarks/{p.name}" not in page]
    assert missing == []


def test_a_figure_is_judged_by_its_budget_and_its_ratio_to_the_baseline() -> None:
    within = Figure("replay", 30.0, 100.0, 10.0, "reading the events")
    assert within.ok and within.ratio == 3.0
    assert within.line() == (
        "replay: 30.00 ms, 3.0 x reading the events (10.00 ms); budget 100 ms: ok"
    )
    slow = Figure("filter", 20.0, 16.0, 19.0, "a bare filter")
    assert not slow.ok and slow.line().endswith("OVER BUDGET")
    ratio_only = Figure("window", 900.0, None, 200.0, "a bare window", ratio_budget=3.0)
    assert not ratio_only.ok and "budget 3 x the baseline" in ratio_only.line()
    assert Figure("window", 500.0, None, 200.0, "a bare window", ratio_budget=3.0).ok
