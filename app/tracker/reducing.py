"""What every game's tracker module shares around its own rules: ``apply`` made from the
game's ``apply_in_place`` (the state after an event, the given state untouched), a state's
copy that shares its setup, and a game's length in seconds from the times its log records."""

from __future__ import annotations

import pickle
from collections.abc import Callable
from datetime import datetime
from typing import Any, Protocol, Self, TypeVar

from app.tracker.event import Event


class CopyableState(Protocol):
    def copy(self) -> Self: ...


S = TypeVar("S", bound=CopyableState)


def copying_apply(apply_in_place: Callable[[S, Event], None]) -> Callable[[S, Event], S]:
    """A game's ``apply``: ``apply_in_place`` on a copy, so that a refused event leaves the
    caller's state as it was (a half-applied copy is thrown away)."""

    def apply(state: S, event: Event) -> S:
        new = state.copy()
        apply_in_place(new, event)
        return new

    apply.__doc__ = "The state after ``event``; ``state`` itself is never changed."
    return apply


T = TypeVar("T")


def copy_sharing_setup(state: T) -> T:
    """A deep copy of ``state`` whose ``setup`` is the same object (no event changes a
    setup). Through pickle, which keeps shared references as ``copy.deepcopy`` does, three
    times faster for a state of dataclasses, lists and dicts: a game's log is replayed one
    copied state per event."""
    holder: Any = state
    setup = holder.setup
    holder.setup = None
    try:
        twin: Any = pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))
    finally:
        holder.setup = setup
    twin.setup = setup
    return twin  # type: ignore[no-any-return]


def parse_time(text: str | None) -> datetime | None:
    """A time a log records (ISO 8601, ``Z`` for UTC); None when missing or unreadable."""
    if not text:
        return None
    try:
        return datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None


def duration_seconds(started_at: str | None, ended_at: str | None) -> int:
    """Whole seconds from start to end; 0 when either is unknown, the end comes first, or one
    time names its time zone and the other does not (they cannot be compared)."""
    start, end = parse_time(started_at), parse_time(ended_at)
    if start is None or end is None or (start.tzinfo is None) != (end.tzinfo is None):
        return 0
    return int((end - start).total_seconds()) if end >= start else 0
