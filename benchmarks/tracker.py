"""Game tracker speed: recording one event, and replaying a long game.

Budgets (issue 3):
- applying one event and committing it to SQLite <= 5 ms (median);
- replaying a 2,000-event game <= 100 ms (median of the runs).

The game is generated with a fixed seed from the built-in catalogue: turns that reveal,
activate, take actions, deal and heal damage, gain conditions, spend Force and reserve cards,
with the objectives left uncontrolled so that the game lasts. Each figure is printed with its
ratio to the baseline measured in the same run (benchmarks/tracker_timing.py: reading the same
events from JSON; a bare SQLite insert and commit). Exits 1 when over budget.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.roster.document import RosterDocument
from app.systems.shatterpoint import tracker as sp
from app.systems.shatterpoint.catalog import load_catalog
from app.systems.shatterpoint.tracker import (
    ACTIONS,
    CONDITIONS,
    SHATTERPOINT_CARD,
    GameSetup,
    TrackerState,
)
from benchmarks import tracker_timing

COMMIT_BUDGET_MS = 5.0
REPLAY_BUDGET_MS = 100.0
BASELINE = tracker_timing.BASELINE
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


def _intent_or_correction(state: TrackerState, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """The next move; between turns, half the time, a defeated unit set back up by a
    correction instead, so that the game never runs out of units."""
    event_type, payload = _intent(state, rng)
    defeated = [u for units in state.units for u in units if u.defeated]
    if defeated and not state.in_turn and rng.random() < 0.5:
        unit = defeated[0]
        return "unit_corrected", {
            "player": unit.player,
            "unit": unit.id,
            "defeated": False,
            "injured": 0,
        }
    return event_type, payload


def main() -> int:
    return tracker_timing.run(
        "shatterpoint", make_setup(), _intent_or_correction, COMMIT_BUDGET_MS, REPLAY_BUDGET_MS
    )


if __name__ == "__main__":
    raise SystemExit(main())
