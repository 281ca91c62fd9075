"""Legion game tracker speed: recording one event, and replaying a long game.

Budgets (issue 12):
- applying one event and committing it to SQLite <= 1 ms (median);
- replaying a 2,000-event Legion game <= 30 ms (median of the runs).

The game is generated with a fixed seed from the built-in catalogue, with unlimited rounds so
that it lasts: command cards, orders, draws from the order pool, activations with their rally
dice, actions, wounds (healed again so that the armies survive), tokens, victory tokens and
End phases. Each figure is printed with its ratio to the baseline measured in the same run
(benchmarks/tracker_timing.py: reading the same events from JSON; a bare SQLite insert and
commit). Exits 1 when over budget.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.systems.legion.army import Army, ArmyUnit, document_for
from app.systems.legion.catalog import load_catalog
from app.systems.legion.tracker import new_setup, next_events, suffer_wounds
from app.systems.legion.tracker.setup import CARD_CODES
from app.systems.legion.tracker.state import GameSetup, GameState
from benchmarks import tracker_timing

COMMIT_BUDGET_MS = 1.0
REPLAY_BUDGET_MS = 30.0
BASELINE = tracker_timing.BASELINE
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


def main() -> int:
    return tracker_timing.run("legion", make_setup(), _intent, COMMIT_BUDGET_MS, REPLAY_BUDGET_MS)


if __name__ == "__main__":
    raise SystemExit(main())
