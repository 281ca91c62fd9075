"""What every game's tracker shares (app/tracker/reducing.py): ``apply`` on a copy, and a
game's length from its log's times."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from app import systems
from app.tracker.errors import EventRejected
from app.tracker.event import Event
from app.tracker.reducing import copying_apply, duration_seconds


@dataclass
class Tally:
    seen: list[int] = field(default_factory=list)

    def copy(self) -> Tally:
        return Tally(list(self.seen))


def count_in_place(state: Tally, event: Event) -> None:
    state.seen.append(event.seq)
    if event.type == "refused":
        raise EventRejected("refused", "Tracker")


def event(seq: int, kind: str = "counted") -> Event:
    return Event(seq=seq, type=kind, payload={}, at="")


def test_apply_changes_a_copy_and_leaves_the_state_as_it_was_even_when_refused():
    apply = copying_apply(count_in_place)
    start = Tally()
    after = apply(start, event(1))
    assert (start.seen, after.seen) == ([], [1])
    with pytest.raises(EventRejected):
        apply(after, event(2, "refused"))
    assert after.seen == [1]  # the half-applied copy was thrown away


@pytest.mark.parametrize("system_id", systems.tracked_ids())
def test_every_game_applies_through_the_shared_copy(system_id):
    rules = systems.tracked(system_id).tracker().rules
    assert rules.apply.__qualname__ == copying_apply(count_in_place).__qualname__


@pytest.mark.parametrize(
    ("start", "end", "seconds"),
    [
        ("2026-03-01T20:00:00+00:00", "2026-03-01T21:30:05+00:00", 5405),
        ("2026-03-01T20:00:00Z", "2026-03-01T22:00:00+01:00", 3600),  # other offsets compare
        ("2026-03-01T20:00:00", "2026-03-01T20:01:00", 60),  # both without a zone
        ("2026-03-01T20:00:00+00:00", "2026-03-01T20:01:00", 0),  # one zone only: unknown
        ("2026-03-01T21:00:00+00:00", "2026-03-01T20:00:00+00:00", 0),  # the end first
        ("", "2026-03-01T20:00:00+00:00", 0),
        ("2026-03-01T20:00:00+00:00", None, 0),
        ("yesterday", "2026-03-01T20:00:00+00:00", 0),
    ],
)
def test_duration_in_whole_seconds_or_zero_when_it_cannot_be_known(start, end, seconds):
    assert duration_seconds(start, end) == seconds
