"""`make test-full` runs more examples of every property test: a test's own ``max_examples``
would override the full profile's, so each count goes through ``tests.profiles.examples``."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests import profiles

TESTS = Path(__file__).resolve().parents[1]


def bare_counts() -> list[str]:
    """Where a test sets ``max_examples`` to a plain number, which no profile can change."""
    found = []
    for file in sorted(TESTS.rglob("*.py")):
        tree = ast.parse(file.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            for keyword in node.keywords:
                if keyword.arg == "max_examples" and isinstance(keyword.value, ast.Constant):
                    found.append(f"{file.relative_to(TESTS)}:{keyword.value.lineno}")
    return found


def test_every_example_count_follows_the_profile() -> None:
    assert bare_counts() == []


def test_the_full_profile_runs_more_examples(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("HYPOTHESIS_PROFILE", raising=False)
    assert profiles.examples(4) == 4 and profiles.examples(4, 50) == 4
    monkeypatch.setenv("HYPOTHESIS_PROFILE", profiles.FULL)
    assert profiles.examples(4) == 40 and profiles.examples(4, 50) == 50
