"""How the benchmarks say their figures: each against its budget, and the exit code."""

from __future__ import annotations

from collections.abc import Sequence


def verdict(rows: Sequence[tuple[str, float, float]], unit: str = "ms") -> int:
    """Prints each (label, value, budget) with its verdict; 1 when one is over budget."""
    over = False
    for label, value, budget in rows:
        over = over or value > budget
        state = "ok" if value <= budget else "OVER BUDGET"
        print(f"{label}: {value:.2f} {unit} (budget {budget:g} {unit}) {state}")
    return 1 if over else 0
