"""Random, mostly legal, player intents for property tests of the Shatterpoint reducer."""

from __future__ import annotations

import random
from typing import Any

from app.systems.shatterpoint import tracker as sp
from app.systems.shatterpoint.tracker import (
    ACTIONS,
    CONDITIONS,
    SHATTERPOINT_CARD,
    TrackerState,
)

Intent = tuple[str, dict[str, Any]]


def _any_unit(state: TrackerState, rng: random.Random) -> tuple[int, str]:
    player = rng.choice((0, 1))
    return player, rng.choice(state.units[player]).id


def side_event(state: TrackerState, rng: random.Random) -> Intent:
    """Something that may happen at any moment: an attack, a condition, an ability, Strained,
    a stance flip (not always allowed: the rules have the last word)."""
    player, unit = _any_unit(state, rng)
    kind = rng.randrange(15)
    if kind == 12:
        return "ability_used", {"player": player, "unit": unit, "cost": rng.randint(0, 2)}
    if kind == 13:
        return "strain_resolved", {"player": player, "unit": unit}
    if kind == 14:
        return "stance_changed", {"player": player, "unit": unit, "side": rng.choice("AB")}
    return _side_event(state, rng, player, unit, rng.randrange(12))


def _side_event(
    state: TrackerState, rng: random.Random, player: int, unit: str, kind: int
) -> Intent:
    if kind <= 2 or kind >= 9:
        return "damage_dealt", {"player": player, "unit": unit, "amount": rng.randint(2, 11)}
    if kind == 3:
        return "condition_gained", {
            "player": player,
            "unit": unit,
            "condition": rng.choice(CONDITIONS),
        }
    if kind == 4:
        return "damage_removed", {"player": player, "unit": unit, "amount": rng.randint(1, 3)}
    if kind == 5:
        return "force_spent", {"player": player, "amount": rng.randint(1, 2)}
    if kind == 6:
        return "momentum_gained", {"player": player}
    if kind == 7:
        return "struggle_token_moved", {"toward": player, "spaces": rng.randint(1, 2)}
    return "force_refreshed", {"player": player, "amount": 1}


def next_intent(state: TrackerState, rng: random.Random) -> Intent:
    """An intent a player could have now; most follow the turn sequence."""
    if rng.random() < 0.3:
        player, unit = _any_unit(state, rng)
        return _side_event(state, rng, player, unit, rng.randrange(12))
    if not state.in_turn:
        if sp.struggle_card_due(state):
            count = len(state.objectives)
            active = sorted(rng.sample(range(count), rng.randint(1, count)))
            return "struggle_card_revealed", {"card": "", "active": active, "priority": active[0]}
        return "turn_started", {}
    player = state.active_player
    assert player is not None
    deck = state.decks[player]
    if state.activation is None:
        if deck.revealed is None:
            return sp.reveal_order(state, rng)
        if deck.revealed == SHATTERPOINT_CARD:
            if rng.random() < 0.3 and state.force[player].available:
                return "shatterpoint_skipped", {}
            unit = rng.choice(state.units[player])
        else:
            if rng.random() < 0.2:
                return "order_reserved", {}
            found = state.unit(player, deck.revealed)
            assert found is not None
            unit = found
        removed = rng.choice(unit.conditions) if unit.is_wounded and unit.conditions else None
        return "unit_activated", {"unit": unit.id, "condition_removed": removed}
    if not state.activation.ended and rng.random() < 0.6:
        return "action_taken", {"action": rng.choice(ACTIONS), "free": rng.random() < 0.1}
    control = [rng.choice(sp.control_choices(state, i)) for i in range(len(state.objectives))]
    return sp.end_turn(state, control, rng)
