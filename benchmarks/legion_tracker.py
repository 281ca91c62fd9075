"""Legion game tracker speed: recording one event, and replaying a long game.

Budgets (issue 12):
- applying one event and committing it to SQLite <= 1 ms (median);
- replaying a 2,000-event Legion game <= 30 ms (median of the runs).

The game is generated with a fixed seed from the built-in catalogue, with unlimited rounds so
that it lasts: command cards, orders, draws from the order pool, activations with their rally
dice, actions, wounds (healed again so that the armies survive), tokens, victory tokens and
End phases. Exits 1 when over budget.
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
from app.systems.legion.army import Army, ArmyUnit, document_for
from app.systems.legion.catalog import load_catalog
from app.systems.legion.tracker import (
    apply,
    initial_state,
    new_setup,
    next_events,
    suffer_wounds,
)
from app.systems.legion.tracker.setup import CARD_CODES
from app.systems.legion.tracker.state import GameSetup, GameState
from app.tracker.errors import EventRejected
from app.tracker.event import Event
from app.tracker.game import Game
from app.tracker.log_file import replay

COMMIT_BUDGET_MS = 1.0
REPLAY_BUDGET_MS = 30.0
REPLAY_EVENTS = 2000
COMMIT_EVENTS = 400
RUNS = 9
HAND = ["command-ambush", "command-push", "command-assault", "command-standing-orders"]
ARMIES = [
    (
        "Anna",
        "rebels",
        ["unit-leia-organa-fearless-and-inventive", *["unit-rebel-troopers"] * 3],
    ),
    (
        "Bartek",
        "empire",
        [
            "unit-imperial-officer-ruthless-efficiency",
            "unit-stormtroopers",
            "unit-stormtroopers",
            "unit-at-st",
        ],
    ),
]


def make_setup() -> GameSetup:
    players = [
        (
            name,
            document_for(
                Army(faction=faction, units=[ArmyUnit(u) for u in units], command_hand=HAND),
                name,
            ),
        )
        for name, faction, units in ARMIES
    ]
    # A short hand and no battle deck, knowingly accepted: the benchmark times the events.
    accepted = [sorted(CARD_CODES)] * len(players)
    return new_setup(players, load_catalog(), rounds=None, violations=accepted)


def _intent(state: GameState, rng: random.Random) -> tuple[str, dict[str, Any]]:
    roll = rng.random()
    if state.phase != "setup" and roll < 0.3:
        player = rng.randrange(2)
        unit = rng.choice(state.living(player))
        wounded = sum(unit.wounds)
        if roll < 0.08 and wounded:
            return "wounds_healed", {"player": player, "unit": unit.key, "amount": 1}
        if roll < 0.12 and sum(1 for w in unit.wounds if w == 0) > 1:
            return suffer_wounds(state, player, unit.key, 1, rng)
        token = rng.choice(["aim", "dodge", "surge", "observation", "smoke"])
        if roll < 0.25:
            return "tokens_gained", {"player": player, "unit": unit.key, "token": token, "count": 1}
        return "victory_tokens_changed", {"player": player, "amount": 1, "source": "primary"}
    return rng.choice(next_events(state, rng))


def long_game(count: int, seed: int = 5) -> tuple[GameSetup, list[Event]]:
    rng = random.Random(seed)
    setup = make_setup()
    state = initial_state(setup)
    events: list[Event] = []
    refused = 0
    while len(events) < count:
        if refused > 50 * count or state.finished:
            raise RuntimeError("the generated game is stuck; the generator needs fixing")
        event_type, payload = _intent(state, rng)
        event = Event(len(events) + 1, event_type, payload, "2026-11-25T20:00:00Z")
        try:
            state = apply(state, event)
        except EventRejected:
            refused += 1
            continue
        events.append(event)
    return setup, events


def bench_replay(setup: GameSetup, events: list[Event]) -> float:
    timings = []
    for _ in range(RUNS):
        start = time.perf_counter()
        replay("legion", setup, events)
        timings.append((time.perf_counter() - start) * 1000)
    return statistics.median(timings)


def bench_commit(setup: GameSetup, events: list[Event]) -> float:
    with tempfile.TemporaryDirectory() as folder:
        db = open_database(f"sqlite:///{Path(folder) / 'bench.db'}", backups_dir=None)
        try:
            game = Game.create(db, "legion", setup)
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
