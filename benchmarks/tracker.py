"""Game tracker speed: recording one event, and replaying a long game.

Budgets (issue 3):
- applying one event and committing it to SQLite <= 5 ms (median);
- replaying a 2,000-event game <= 100 ms (median of the runs).

The game is generated with a fixed seed from the built-in catalogue: turns that reveal,
activate, take actions, deal and heal damage, gain conditions, spend Force and reserve cards,
with the objectives left uncontrolled so that the game lasts. Exits 1 when over budget.
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.db import open_database
from app.roster.document import RosterDocument
from app.systems.shatterpoint import tracker as sp
from app.systems.shatterpoint.catalog import load_catalog
from app.systems.shatterpoint.tracker_state import (
    ACTIONS,
    CONDITIONS,
    SHATTERPOINT_CARD,
    GameSetup,
    TrackerState,
)
from app.tracker.errors import EventRejected
from app.tracker.event import Event
from app.tracker.game import Game
from app.tracker.log_file import replay

COMMIT_BUDGET_MS = 5.0
REPLAY_BUDGET_MS = 100.0
REPLAY_EVENTS = 2000
COMMIT_EVENTS = 400
RUNS = 9
TEAMS = [
    [
        {
            "primary": "general-anakin-skywalker",
            "secondary": "cc-7567-captain-rex",
            "support": "501st-clone-troopers",
        },
        {
            "primary": "ahsoka-tano-jedi-no-more",
            "secondary": "bo-katan-kryze",
            "support": "clan-kryze-mandalorians",
        },
    ],
    [
        {
            "primary": "lord-maul",
            "secondary": "gar-saxon-merciless-commander",
            "support": "mandalorian-super-commandos",
        },
        {
            "primary": "asajj-ventress-sith-assassin",
            "secondary": "kalani-super-tactical-droid",
            "support": "b1-battle-droids",
        },
    ],
]


def make_setup() -> GameSetup:
    rosters = [
        (name, RosterDocument("shatterpoint", name, [dict(s) for s in team]))
        for name, team in zip(("Anakin", "Maul"), TEAMS, strict=True)
    ]
    return sp.new_setup(rosters, load_catalog(), rng=random.Random(1), objectives=3)


def _intent(state: TrackerState, rng: random.Random) -> tuple[str, dict[str, Any]]:
    if not state.in_turn:
        if sp.struggle_card_due(state):  # the rules want the phase's card before the turn
            return "struggle_card_revealed", {"card": "", "active": [], "priority": None}
        return "turn_started", {}
    player = state.active_player
    assert player is not None
    deck = state.decks[player]
    if state.activation is None:
        if deck.revealed is None:
            return sp.reveal_order(state, rng)
        if deck.revealed != SHATTERPOINT_CARD and rng.random() < 0.15:
            return "order_reserved", {}
        target = deck.revealed
        if target == SHATTERPOINT_CARD:
            target = rng.choice([u for u in state.units[player] if not u.defeated]).id
        unit = state.unit(player, target)
        assert unit is not None
        removed = unit.conditions[0] if unit.is_wounded and unit.conditions else None
        return "unit_activated", {"unit": target, "condition_removed": removed}
    roll = rng.random()
    victim = rng.choice([u for units in state.units for u in units])
    if roll < 0.35 and not state.activation.ended:
        return "action_taken", {"action": rng.choice(ACTIONS)}
    if roll < 0.5:
        return "damage_dealt", {"player": victim.player, "unit": victim.id, "amount": 2}
    if roll < 0.65:
        return "damage_removed", {"player": victim.player, "unit": victim.id, "amount": 2}
    if roll < 0.75:
        condition = rng.choice(CONDITIONS)
        return "condition_gained", {
            "player": victim.player,
            "unit": victim.id,
            "condition": condition,
        }
    if roll < 0.8:
        return "force_spent", {"player": rng.choice((0, 1)), "amount": 1}
    return sp.end_turn(state, [None] * len(state.objectives), rng)


def long_game(count: int, seed: int = 5) -> tuple[GameSetup, list[Event]]:
    """A legal game of ``count`` events (defeated units are set back up by a correction so
    the game never runs out of units)."""
    rng = random.Random(seed)
    setup = make_setup()
    state = sp.initial_state(setup)
    events: list[Event] = []
    refused = 0
    while len(events) < count:
        if refused > 50 * count:
            raise RuntimeError("the generated game is stuck; the generator needs fixing")
        event_type, payload = _intent(state, rng)
        defeated = [u for units in state.units for u in units if u.defeated]
        if defeated and not state.in_turn and rng.random() < 0.5:
            unit = defeated[0]
            event_type = "unit_corrected"
            payload = {"player": unit.player, "unit": unit.id, "defeated": False, "injured": 0}
        event = Event(len(events) + 1, event_type, payload, "2026-11-25T20:00:00Z")
        try:
            state = sp.apply(state, event)
        except EventRejected:
            refused += 1
            continue
        events.append(event)
    return setup, events


def bench_replay(setup: GameSetup, events: list[Event]) -> float:
    timings = []
    for _ in range(RUNS):
        start = time.perf_counter()
        replay("shatterpoint", setup, events)
        timings.append((time.perf_counter() - start) * 1000)
    return statistics.median(timings)


def bench_commit(setup: GameSetup, events: list[Event]) -> float:
    with tempfile.TemporaryDirectory() as folder:
        db = open_database(f"sqlite:///{Path(folder) / 'bench.db'}", backups_dir=None)
        try:
            game = Game.create(db, "shatterpoint", setup)
            timings = []
            for event in events:
                start = time.perf_counter()
                game.record(event.type, event.payload)
                timings.append((time.perf_counter() - start) * 1000)
        finally:
            db.dispose()
    return statistics.median(timings)


def main() -> int:
    setup, events = long_game(REPLAY_EVENTS)
    replay_ms = bench_replay(setup, events)
    commit_ms = bench_commit(setup, events[:COMMIT_EVENTS])
    rows = [
        ("record one event (apply + SQLite commit), median", commit_ms, COMMIT_BUDGET_MS),
        (f"replay a {len(events)}-event game, median of {RUNS}", replay_ms, REPLAY_BUDGET_MS),
    ]
    over = False
    for label, value, budget in rows:
        verdict = "ok" if value <= budget else "OVER BUDGET"
        over = over or value > budget
        print(f"{label}: {value:.2f} ms (budget {budget:.0f} ms) {verdict}")
    return 1 if over else 0


if __name__ == "__main__":
    raise SystemExit(main())
