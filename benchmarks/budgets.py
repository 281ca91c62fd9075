"""What every benchmark shares: its work timed against a baseline measured in the same run, and
each figure printed beside its budget and its ratio to that baseline, with the verdict.

Absolute times move with the machine (1.3-1.9x between two runs on one busy machine); a
baseline doing the bare part of the same work — a bare widget, a bare query, reading the same
bytes, a bare ``python -c pass`` — moves with them, so the ratio says what Muster adds to what
it cannot avoid. A budget is either absolute (milliseconds or seconds, on an idle machine) or
a ratio to the baseline (``ratio_budget``); docs/benchmarks.md lists them.

Each benchmark script names what it compares against in ``BASELINE`` and its budgets in
constants named ``*BUDGET*`` (tests/core/test_benchmarks.py checks both, without timing).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

Work = Callable[[], object]


def timings_ms(work: Work, runs: int, warm: int = 1) -> list[float]:
    """Milliseconds of ``runs`` calls of ``work``, after ``warm`` untimed ones (caches, imports)."""
    for _ in range(warm):
        work()
    found = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        found.append((time.perf_counter() - start) * 1000)
    return found


def median_ms(work: Work, runs: int, warm: int = 1) -> float:
    return statistics.median(timings_ms(work, runs, warm))


def interleaved_ms(work: Work, baseline: Work, runs: int, warm: int = 1) -> tuple[float, float]:
    """Medians in milliseconds of ``work`` and ``baseline``, run turn about so that the
    machine's load weighs on both alike."""
    for _ in range(warm):
        baseline()
        work()
    work_times, base_times = [], []
    for _ in range(runs):
        base_times.append(timings_ms(baseline, 1, warm=0)[0])
        work_times.append(timings_ms(work, 1, warm=0)[0])
    return statistics.median(work_times), statistics.median(base_times)


@dataclass(frozen=True)
class Figure:
    """One measured figure: ``value`` against its budget, and the baseline's figure (same
    unit) measured in the same run. ``budget`` is absolute (None: none), ``ratio_budget`` the
    most ``value / baseline`` may be (None: none)."""

    label: str
    value: float
    budget: float | None
    baseline: float
    baseline_label: str
    unit: str = "ms"
    ratio_budget: float | None = None
    # The median of each run's ratio to the baseline run beside it, when the runs were paired
    # (steadier than the ratio of the medians on a machine whose speed drifts): the ratio then.
    paired_ratio: float | None = None

    @property
    def ratio(self) -> float:
        if self.paired_ratio is not None:
            return self.paired_ratio
        return self.value / self.baseline if self.baseline > 0 else float("inf")

    @property
    def ok(self) -> bool:
        within = self.budget is None or self.value <= self.budget
        return within and (self.ratio_budget is None or self.ratio <= self.ratio_budget)

    def line(self) -> str:
        budgets = []
        if self.budget is not None:
            budgets.append(f"{self.budget:.4g} {self.unit}")
        if self.ratio_budget is not None:
            budgets.append(f"{self.ratio_budget:g} x the baseline")
        paired = " (median of the paired runs' ratios)" if self.paired_ratio is not None else ""
        return (
            f"{self.label}: {_number(self.value)} {self.unit}, "
            f"{self.ratio:.1f} x {self.baseline_label} ({_number(self.baseline)} {self.unit})"
            f"{paired}; "
            f"budget {' and '.join(budgets) or 'none'}: {'ok' if self.ok else 'OVER BUDGET'}"
        )


def _number(value: float) -> str:
    digits = 3 if abs(value) < 1 else 2 if abs(value) < 100 else 0
    return f"{value:.{digits}f}"


def report(figures: Iterable[Figure]) -> bool:
    """Prints each figure's line; whether every one is within its budgets."""
    ok = True
    for figure in figures:
        print(figure.line())
        ok = ok and figure.ok
    return ok


def verdict(figures: Iterable[Figure]) -> int:
    """Prints each figure's line and the exit code: 1 when one is over budget."""
    return 0 if report(figures) else 1
