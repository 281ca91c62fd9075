"""The readable log of a game: its events told in sentences, a run of repeated steps on one
line (the system says which events join a line; each stays its own event for undo)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class LogEntry:
    """One line of the readable log: the events ``first``..``last`` (their ``seq``)."""

    first: int
    last: int
    text: str


def runs(tracker: Any, events: Sequence[Any], states: Sequence[Any]) -> list[tuple[int, int]]:
    """Index ranges ``[start, end)`` of ``events`` told on one line each; ``states[i]`` is the
    state before ``events[i]``."""
    found: list[tuple[int, int]] = []
    for index, event in enumerate(events):
        if found and tracker.joins_log_line(
            events[index - 1], event, states[index - 1], states[index]
        ):
            found[-1] = (found[-1][0], index + 1)
        else:
            found.append((index, index + 1))
    return found


def entries(
    tracker: Any,
    events: Sequence[Any],
    states: Sequence[Any],
    language: str | None = None,
    runs_found: list[tuple[int, int]] | None = None,
) -> list[LogEntry]:
    """The lines of the readable log of ``events`` (``states[i]``: the state before
    ``events[i]``), in ``language``."""
    found = runs(tracker, events, states) if runs_found is None else runs_found
    return [
        LogEntry(
            events[start].seq,
            events[end - 1].seq,
            tracker.describe_run(events[start:end], states[start:end], language),
        )
        for start, end in found
    ]


def last_run_start(tracker: Any, events: Sequence[Any], states: Sequence[Any]) -> int:
    """The index in ``events`` where the run holding the last event starts (0 when empty)."""
    start = len(events) - 1
    while start > 0 and tracker.joins_log_line(
        events[start - 1], events[start], states[start - 1], states[start]
    ):
        start -= 1
    return max(0, start)
