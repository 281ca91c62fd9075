"""Random play of the Legion tracker: any event sequence is accepted or refused with a reason
(EventRejected, nothing else), the figures stay within the rules' bounds, and applying an
event never changes the state it was applied to (what undo relies on)."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.systems.legion.tracker import FIELDS, apply
from app.systems.legion.tracker.state import DIE_FACES, TOKENS, GameState
from app.tracker.errors import EventRejected
from app.tracker.event import Event
from tests.legion.tracker_helpers import TRACKER, setup
from tests.profiles import examples

SETUP = setup()
KEYS = [unit.key for player in SETUP.players for unit in player.units]
CARDS = [card.id for player in SETUP.players for card in player.command_hand]

values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-3, max_value=12),
    st.sampled_from(KEYS + CARDS + list(TOKENS) + list(DIE_FACES)),
    st.sampled_from(["corps", "commander", "heavy", "move", "attack", "primary", "conceded"]),
    st.text(max_size=4),
    st.lists(st.sampled_from(KEYS + list(DIE_FACES) + [None]), max_size=4),
    st.dictionaries(
        st.sampled_from(["primary", "secondary", "advantage", "x"]),
        st.sampled_from([None, "battle-breakthrough", "nope"]),
        max_size=3,
    ),
)


@st.composite
def wild_event(draw: Any) -> tuple[str, dict[str, Any]]:
    kind = draw(st.sampled_from([*FIELDS, "nonsense"]))
    required, optional = FIELDS.get(kind, (frozenset(), frozenset()))
    names = [*sorted(required | optional), "typo"]
    chosen = draw(st.lists(st.sampled_from(names), unique=True, max_size=len(names)))
    return kind, {name: draw(values) for name in chosen}


def check_bounds(state: GameState) -> None:
    for index, player in enumerate(state.players):
        assert player.victory >= 0
        for unit in player.units:
            setup_unit = state.unit_setup(index, unit.key)
            assert all(
                0 <= got <= most for got, most in zip(unit.wounds, setup_unit.wounds, strict=True)
            )
            if all(got >= most for got, most in zip(unit.wounds, setup_unit.wounds, strict=True)):
                assert unit.defeated
            assert all(count > 0 for count in unit.tokens.values())
            assert unit.token("standby") <= 1
        assert all(count > 0 for count in state.pool(index).values())


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(min_value=0, max_value=10_000),
    wild=st.lists(wild_event(), min_size=1, max_size=40),
    every=st.integers(min_value=1, max_value=4),
)
def test_random_events_are_accepted_or_refused_never_crash(
    seed: int, wild: list[tuple[str, dict[str, Any]]], every: int
) -> None:
    rng = random.Random(seed)
    state = TRACKER.initial_state(SETUP)
    for step, (kind, payload) in enumerate(wild):
        candidates = [(kind, payload)]
        if step % every == 0:
            candidates.extend(TRACKER.next_events(state, rng))
        for event_type, event_payload in candidates:
            before = state.to_json()
            event = Event(state.last_seq + 1, event_type, event_payload, "2026-11-25T20:00:00Z")
            try:
                after = apply(state, event)
            except EventRejected as exc:
                assert exc.message("fr") and exc.message("pl")
                assert state.to_json() == before
                continue
            assert state.to_json() == before  # the state applied to is untouched
            TRACKER.describe(event, state, "pl")
            check_bounds(after)
            state = after


@settings(max_examples=examples(15), deadline=None)
@given(seed=st.integers(min_value=0, max_value=10_000))
def test_the_way_forward_always_exists_until_the_game_ends(seed: int) -> None:
    rng = random.Random(seed)
    state = TRACKER.initial_state(SETUP)
    for _ in range(600):
        options = TRACKER.next_events(state, rng)
        if state.finished:
            assert options == []
            break
        assert options
        kind, payload = rng.choice(options)
        state = apply(state, Event(state.last_seq + 1, kind, payload, "2026-11-25T20:00:00Z"))
        if rng.random() < 0.15 and state.phase != "setup" and not state.finished:
            player = rng.randrange(2)
            living = state.living(player)
            if living:
                intent = TRACKER.suffer_wounds(state, player, rng.choice(living).key, 2, rng)
                state = apply(state, Event(state.last_seq + 1, *intent, "2026-11-25T20:00:00Z"))
        check_bounds(state)
    assert state.finished
