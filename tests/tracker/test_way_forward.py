"""From every state random play reaches, the events the core offers to take the game forward
(``next_events``, which the window's buttons follow) are exactly the ones its rules accept,
and there is always at least one until the game ends: no dead end that only a correction
escapes."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from app.systems.shatterpoint import tracker as sp
from app.systems.shatterpoint.tracker import ACTIONS, TrackerState
from app.tracker.errors import EventRejected
from app.tracker.event import Event
from tests.profiles import examples
from tests.tracker.helpers import make_setup
from tests.tracker.strategies import side_event

Intent = tuple[str, dict[str, Any]]


def _key(intent: Intent) -> tuple[Any, ...]:
    """An event without what is decided at random (a shuffle) or left to the players (who
    controls the objectives)."""
    kind, payload = intent
    if kind == "struggle_card_revealed":
        return (kind,)  # its name and objectives are the players' to say
    # A card revealed from a refreshed digital deck is the top of a random shuffle.
    shuffled = "refresh" in payload and kind == "order_revealed"
    return (
        kind,
        payload.get("from"),
        None if shuffled else payload.get("card"),
        payload.get("unit"),
        payload.get("condition_removed"),
        payload.get("action"),
    )


def _accepted(state: TrackerState, intent: Intent) -> bool:
    try:
        sp.apply(state, Event(state.last_seq + 1, intent[0], intent[1], ""))
    except EventRejected:
        return False
    return True


def _candidates(state: TrackerState, rng: random.Random) -> list[Intent]:
    """Every event of the turn's flow a player could try now, allowed or not."""
    player = sp.next_player(state)
    candidates: list[Intent] = [
        ("struggle_card_revealed", {"card": "", "active": [], "priority": None}),
        ("turn_started", {}),
        ("order_reserved", {}),
        ("shatterpoint_skipped", {}),
        ("activation_ended", {}),
        sp.end_turn(state, rng=rng),
        sp.reveal_order(state, rng, from_reserve=True),
    ]
    if state.setup.deck_mode == "digital":
        candidates.append(sp.reveal_order(state, rng, from_reserve=False))
    else:
        for card in state.setup.decks[player]:
            candidates.append(sp.reveal_order(state, rng, card=card, from_reserve=False))
    for unit in state.units[player]:
        for condition in [None, *unit.conditions]:
            candidates.append(("unit_activated", {"unit": unit.id, "condition_removed": condition}))
    for action in ACTIONS:
        free = state.activation is not None and sp.action_is_free(state.activation, action)
        candidates.append(("action_taken", {"action": action, "free": free}))
    return candidates


def _check(state: TrackerState, rng: random.Random) -> list[Intent]:
    offered = sp.next_events(state, rng)
    if state.finished:
        assert offered == []
        return offered
    assert offered, f"no way forward at turn {state.turn}, step {state.step}"
    for intent in offered:
        assert _accepted(state, intent), intent
    keys = {_key(intent) for intent in offered}
    for intent in _candidates(state, rng):
        if _key(intent) not in keys:
            assert not _accepted(state, intent), intent
    return offered


@settings(max_examples=examples(10, full=300), deadline=None)
@given(
    seed=st.integers(min_value=0, max_value=2**32 - 1),
    mode=st.sampled_from(["digital", "physical"]),
)
def test_the_offered_events_are_exactly_the_accepted_ones_and_never_none(
    seed: int, mode: str
) -> None:
    rng = random.Random(seed)
    state = sp.initial_state(make_setup(deck_mode=mode, seed=seed, first_player=rng.choice((0, 1))))
    for _ in range(160):
        offered = _check(state, rng)
        if state.finished:
            break
        side = rng.random() < 0.3
        intent = side_event(state, rng) if side else rng.choice(offered)
        if intent[0] == "turn_ended":
            # The players decide who controls what, within what the rules allow.
            control = [
                rng.choice(sp.control_choices(state, i)) for i in range(len(state.objectives))
            ]
            intent = sp.end_turn(state, control, rng)
        elif intent[0] == "struggle_card_revealed":
            count = len(state.objectives)
            active = sorted(rng.sample(range(count), rng.randint(0, count)))
            intent = (intent[0], {**intent[1], "active": active})
        try:
            state = sp.apply(state, Event(state.last_seq + 1, intent[0], intent[1], ""))
        except EventRejected:
            assert side, intent  # what the core offered, it accepts
