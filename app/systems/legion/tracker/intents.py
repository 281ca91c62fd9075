"""Events made from what a player does, rolling any die here, so that the reducer stays a pure
function and a replayed log gives the same game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from app.systems.legion.tracker.events import (
    Intent,
    Payload,
)
from app.systems.legion.tracker.reducer import (
    apply_in_place,
)
from app.systems.legion.tracker.rules import (
    activatable_units,
    command_card,
    damage_roll_due,
    playable_cards,
    promotion_choices,
)
from app.systems.legion.tracker.state import (
    ACTION_TAKEN,
    ACTIVATION_ENDED,
    BATTLE_CARDS_CHOSEN,
    COMMAND,
    COMMAND_CARD_PLAYED,
    DEPLOYMENT_COMPLETED,
    ORDER_DRAWN,
    ORDERS_ISSUED,
    RED_DEFENCE_DIE,
    ROUND_ENDED,
    SETUP,
    UNIT_ACTIVATED,
    WHITE_DEFENCE_DIE,
    WOUNDS_SUFFERED,
    GameState,
    other,
)
from app.tracker.errors import EventRejected
from app.tracker.event import Event

# --- intents: events made from what a player does, dice rolled here -------------------------


def roll(die: Sequence[str], rng: random.Random | None = None) -> str:
    return (rng or random.SystemRandom()).choice(list(die))


def play_command_card(
    state: GameState, player: int, card: str | None, rng: random.Random | None = None
) -> Intent:
    """``command_card_played``, with the card's owners (the units whose character it belongs
    to, none for a card any commander plays) and the red defence die rolled when the pips tie."""
    payload: Payload = {"player": player, "card": card}
    entry = command_card(state, player, card)
    if entry is not None and entry.owners is not None:
        payload["owners"] = list(entry.owners)
    trial = state.copy()
    trial.last_seq = 0
    try:
        apply_in_place(trial, Event(1, COMMAND_CARD_PLAYED, dict(payload)))
    except EventRejected as exc:
        if 'field "roll"' not in exc.reason:
            raise
        payload["roll"] = roll(RED_DEFENCE_DIE, rng)
    return COMMAND_CARD_PLAYED, payload


def draw_order(state: GameState, player: int, rng: random.Random | None = None) -> Intent:
    """``order_drawn``: a token drawn at random from ``player``'s order pool."""
    pool = state.pool(player)
    tokens = sorted(pool.elements())
    rank = (rng or random.SystemRandom()).choice(tokens) if tokens else ""
    return ORDER_DRAWN, {"player": player, "rank": rank}


def activate(
    state: GameState,
    player: int,
    unit: str,
    rng: random.Random | None = None,
    courage_from: str | None = None,
    courage_player: int | None = None,
) -> Intent:
    """``unit_activated``: the rally dice (one white die per suppression token) and a damaged
    vehicle's white die rolled; ``courage_player``: whose Commander lends courage when it is
    not the player's own (a teammate's, in a team battle)."""
    rng = rng or random.SystemRandom()
    found = state.players[player].unit(unit)
    payload: Payload = {"player": player, "unit": unit}
    if found is not None:
        payload["rally"] = [roll(WHITE_DEFENCE_DIE, rng) for _ in range(found.token("suppression"))]
        if found.token("damaged"):
            payload["damaged_roll"] = roll(WHITE_DEFENCE_DIE, rng)
    if courage_from is not None:
        payload["courage_from"] = courage_from
        if courage_player is not None and courage_player != player:
            payload["courage_player"] = courage_player
    return UNIT_ACTIVATED, payload


def suffer_wounds(
    state: GameState, player: int, unit: str, amount: int, rng: random.Random | None = None
) -> Intent:
    """``wounds_suffered``, with the vehicle damage roll when the wounds reach resilience."""
    payload: Payload = {"player": player, "unit": unit, "amount": amount}
    if damage_roll_due(state, player, unit, amount):
        payload["damage_roll"] = roll(RED_DEFENCE_DIE, rng)
    return WOUNDS_SUFFERED, payload


def next_events(state: GameState, rng: random.Random | None = None) -> list[Intent]:
    """Events that take the game forward which the rules accept now (empty once it is over)."""
    rng = rng or random.SystemRandom()
    if state.finished:
        return []
    if state.phase == SETUP:
        if state.battle_cards is None:
            return [
                (
                    BATTLE_CARDS_CHOSEN,
                    {
                        "cards": {
                            category: _first_card(state, category)
                            for category in state.setup.battle_categories
                        }
                    },
                )
            ]
        return [(DEPLOYMENT_COMPLETED, {})]
    if state.phase == COMMAND:
        found: list[Intent] = []
        seats = range(len(state.players))
        for player in seats:
            if not state.players[player].played:
                cards: list[str | None] = [*playable_cards(state, player)] or [None]
                found += [play_command_card(state, player, card, rng) for card in cards]
        if found:
            return found
        first = state.priority if state.priority is not None else 0
        for first_side in (first, other(first)):
            for player in state.setup.members(first_side):
                if not state.players[player].orders_issued:
                    living = [u.key for u in state.living(player)]
                    units = living[:1] if state.players[player].card is not None else []
                    return [(ORDERS_ISSUED, {"player": player, "units": units})]
        return []
    activation = state.activation
    if activation is not None:
        found = [(ACTIVATION_ENDED, {})]
        unit = state.players[activation.player].unit(activation.unit)
        if unit is not None and len(activation.taken) < activation.actions:
            found.append((ACTION_TAKEN, {"action": "move", "free": False}))
        return found
    side = state.active_player
    if side is None:
        promote: list[str | None] = [
            next(iter(promotion_choices(state, p)), None) for p in range(len(state.players))
        ]
        return [(ROUND_ENDED, {"promote": promote})]
    members = state.setup.members(side)
    # A teammate's drawn token: that player activates a unit of its rank first.
    drawing = [p for p in members if state.players[p].drawn is not None]
    found = []
    for active in drawing or members:
        found += [activate(state, active, key, rng) for key in activatable_units(state, active)]
        if state.players[active].drawn is None and state.pool(active):
            found.append(draw_order(state, active, rng))
    return found


def _first_card(state: GameState, category: str) -> str | None:
    blue = state.setup.members(state.setup.blue_player)[0]
    deck = state.setup.players[blue].battle_deck.get(category, ())
    return deck[0].id if deck else None
