"""Invariants of the Shatterpoint reducer over random sequences of legal events."""

from __future__ import annotations

import random
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.db import open_database
from app.systems.shatterpoint import tracker as sp
from app.systems.shatterpoint.tracker import TRACK_HALF, TrackerState
from app.tracker.errors import EventRejected
from app.tracker.event import Event
from app.tracker.game import Game
from app.tracker.log_file import replay
from tests.conftest import copy_migrated
from tests.profiles import examples
from tests.tracker.helpers import make_setup
from tests.tracker.strategies import next_intent

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)


def _play(seed: int, steps: int, deck_mode: str = "digital") -> tuple[TrackerState, list[Event]]:
    rng = random.Random(seed)
    setup = make_setup(deck_mode=deck_mode, seed=seed, first_player=rng.choice((0, 1)))
    state = sp.initial_state(setup)
    events: list[Event] = []
    for _ in range(steps):
        if state.finished:
            break
        event_type, payload = next_intent(state, rng)
        event = Event(len(events) + 1, event_type, payload, "2026-11-25T21:00:00Z")
        before = state
        try:
            state = sp.apply(state, event)
        except EventRejected:
            assert state is before
            continue
        _check_invariants(before, state, event)
        events.append(event)
    return state, events


def _check_invariants(before: TrackerState, state: TrackerState, event: Event) -> None:
    for side in state.struggle.momentum:
        assert len(side) == len(set(side)) <= TRACK_HALF
        assert all(1 <= distance <= TRACK_HALF for distance in side)  # never on 0
    assert -TRACK_HALF <= state.struggle.token <= TRACK_HALF
    for pool in state.force:
        assert 0 <= pool.available <= pool.total
    for player, deck in enumerate(state.decks):
        assert sorted(deck.cards()) == sorted(state.setup.decks[player])
        assert len(deck.reserve) <= 1
    for units in state.units:
        for unit in units:
            assert 0 <= unit.damage <= unit.stamina
            assert len(unit.conditions) == len(set(unit.conditions))
    if event.type == "unit_activated":
        assert state.activation is not None
        activated = before.unit(state.activation.player, state.activation.unit)
        assert activated is not None and not activated.defeated
    for player in (0, 1):
        assert len(state.struggle.claimed[player]) <= 2
    if state.winner is not None and state.end_reason == "struggles":
        assert len(state.struggle.claimed[state.winner]) == 2


@settings(max_examples=examples(40), deadline=None)
@given(seed=SEEDS, mode=st.sampled_from(["digital", "physical"]))
def test_random_games_keep_the_invariants_and_replay_exactly(seed: int, mode: str) -> None:
    state, events = _play(seed, 250, mode)
    assert events
    replayed = replay("shatterpoint", state.setup, events)
    assert replayed.to_json() == state.to_json()


@settings(max_examples=examples(25), deadline=None)
@given(seed=SEEDS)
def test_a_defeated_unit_never_activates(seed: int) -> None:
    state, events = _play(seed, 120)
    rng = random.Random(seed)
    player = rng.choice((0, 1))
    target = rng.choice(state.units[player]).id
    event = Event(
        len(events) + 1, "unit_corrected", {"player": player, "unit": target, "defeated": True}, ""
    )
    if state.finished:
        return
    state = sp.apply(state, event)
    for _ in range(60):
        if state.finished:
            break
        event_type, payload = next_intent(state, rng)
        if event_type == "unit_activated" and state.active_player == player:
            payload = {**payload, "unit": target, "condition_removed": None}
            try:
                sp.apply(state, Event(state.last_seq + 1, event_type, payload, ""))
            except EventRejected:
                continue
            raise AssertionError("a defeated unit activated")
        try:
            state = sp.apply(state, Event(state.last_seq + 1, event_type, payload, ""))
        except EventRejected:
            continue


@settings(
    max_examples=examples(8),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(seed=SEEDS, back=st.integers(min_value=1, max_value=12))
def test_undo_then_redo_is_a_no_op_and_survives_reloading(
    tmp_path: Path, migrated_sqlite: Path, seed: int, back: int
) -> None:
    file = copy_migrated(migrated_sqlite, tmp_path / f"undo-{seed}-{back}.db")
    db = open_database(f"sqlite:///{file}", backups_dir=None)
    try:
        final, events = _play(seed, 40)
        game = Game.create(db, "shatterpoint", final.setup)
        for event in events:
            game.record(event.type, event.payload)
        live = game.state.to_json()
        steps = min(back, len(game.events))
        for _ in range(steps):
            game.undo()
        reloaded = Game.load(db, game.id)
        assert reloaded.state.to_json() == game.state.to_json()
        assert reloaded.redo_count == steps
        for _ in range(steps):
            reloaded.redo()
        assert _without_time(reloaded.state.to_json()) == _without_time(live)
        assert Game.load(db, game.id).state.to_json() == reloaded.state.to_json()
    finally:
        db.dispose()


def _without_time(data: dict) -> dict:
    return {k: v for k, v in data.items() if k not in ("last_at", "finished_at")}
