"""Hypothesis profiles and example counts.

`make test` runs each property test with its everyday example count; `make test-full`
(HYPOTHESIS_PROFILE=full) runs many more. A test's own ``max_examples`` overrides the loaded
profile's, so every test that sets one goes through :func:`examples`, which knows the profile
(tests/core/test_property_counts.py fails on a bare count)."""

from __future__ import annotations

import os

from hypothesis import settings

EVERYDAY = "muster"
FULL = "full"
# A test without its own count runs this many examples under `make test-full`.
FULL_DEFAULT = 1000
# A test with its own count runs this many times as many under `make test-full`.
FULL_FACTOR = 10

# Timings stay out of the tests (benchmarks/ measures them): a busy machine must not fail a
# property test because one example was slow.
settings.register_profile(EVERYDAY, deadline=None)
settings.register_profile(FULL, deadline=None, max_examples=FULL_DEFAULT)


def profile() -> str:
    return os.environ.get("HYPOTHESIS_PROFILE", EVERYDAY)


# The slowest property tests (a window, a database or a subprocess per example) run a third
# or less of their examples in `make test` and give ``full`` as ten times their earlier count.
def examples(everyday: int, full: int | None = None) -> int:
    """A property test's example count: ``everyday`` in `make test`; under `make test-full`,
    ``full`` (ten times ``everyday`` unless given)."""
    if profile() == FULL:
        return full if full is not None else everyday * FULL_FACTOR
    return everyday
