"""Events made from what a player does, deciding any shuffle or die roll here, so that the
reducer stays a pure function and a replayed log gives the same game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from app.systems.shatterpoint.tracker.events import (
    ACTION_TAKEN,
    ACTIVATION_ENDED,
    ORDER_RESERVED,
    ORDER_REVEALED,
    SHATTERPOINT_CARD,
    SHATTERPOINT_SKIPPED,
    STRUGGLE_CARD_REVEALED,
    TURN_ENDED,
    TURN_STARTED,
    UNIT_ACTIVATED,
    Intent,
)
from app.systems.shatterpoint.tracker.rules import (
    _next_card_in_deck,
    action_is_free,
    revealable_cards,
    turn_options,
)
from app.systems.shatterpoint.tracker.state import (
    TrackerState,
)


def reveal_order(
    state: TrackerState,
    rng: random.Random | None = None,
    card: str | None = None,
    from_reserve: bool | None = None,
    removed: Sequence[str] = (),
) -> Intent:
    """The ``order_revealed`` event for the active player's next card.

    Digital mode: Muster reveals the top card, removing defeated units' cards on the way and
    refreshing an empty deck (the shuffle is decided here). Physical mode: ``card`` is the card
    the player revealed, and ``removed`` the cards of defeated units they turned up (and took
    out of the game) before it. ``from_reserve`` takes the reserved card (forced when the deck
    is empty and a card is reserved).
    """
    rng = rng or random.Random()
    player = state.active_player if state.active_player is not None else state.setup.first_player
    deck = state.decks[player].copy()
    payload: dict[str, Any] = {}
    if from_reserve is None:
        from_reserve = (
            not _next_card_in_deck(state, player)
            and bool(deck.reserve)
            and not deck.reserved_this_turn
        )
    if from_reserve:
        return ORDER_REVEALED, {
            "card": deck.reserve[0] if deck.reserve else card,
            "from": "reserve",
        }
    payload["from"] = "deck"
    digital = state.setup.deck_mode == "digital"
    defeated = {u.id for u in state.units[player] if u.defeated}

    def refresh() -> None:
        refreshed = list(deck.discard)
        if digital:
            rng.shuffle(refreshed)
        payload["refresh"] = refreshed
        deck.deck = list(refreshed)

    if not deck.deck:
        refresh()
    if digital:
        taken_out = []
        while deck.deck and deck.deck[0] in defeated:
            taken_out.append(deck.deck.pop(0))
    else:
        # The cards of defeated units still in the deck leave the game as they turn up.
        taken_out = list(removed) or [c for c in deck.deck if c in defeated]
        deck.deck = [c for c in deck.deck if c not in taken_out]
    if taken_out:
        payload["removed"] = taken_out
    if not deck.deck and "refresh" not in payload:
        refresh()
    if digital:
        payload["card"] = deck.deck[0] if deck.deck else None
    else:
        payload["card"] = card
    if payload["card"] in deck.deck:
        deck.deck.remove(payload["card"])
    if deck.shatterpoint_aside:
        shuffled = [*deck.deck, SHATTERPOINT_CARD]
        if digital:
            rng.shuffle(shuffled)
        payload["deck"] = shuffled
    return ORDER_REVEALED, payload


def end_turn(
    state: TrackerState,
    control: Sequence[int | None] | None = None,
    rng: random.Random | None = None,
) -> Intent:
    """The ``turn_ended`` event: objective control as given (unchanged when None), and the new
    deck when the active player ends the turn with no deck and no reserve."""
    rng = rng or random.Random()
    payload: dict[str, Any] = {
        "control": list(control)
        if control is not None
        else [o.controller for o in state.objectives]
    }
    player = state.active_player
    if player is not None:
        deck = state.decks[player]
        if not deck.deck and not deck.reserve:
            refreshed = list(deck.discard)
            # The defeat check (step 10) comes before the refresh and takes a card away.
            activation = state.activation
            unit = state.unit(activation.player, activation.unit) if activation else None
            defeated = unit is not None and not unit.defeated and unit.injured >= unit.durability
            if defeated and unit is not None and unit.id in refreshed:
                refreshed.remove(unit.id)
            if state.setup.deck_mode == "digital":
                rng.shuffle(refreshed)
            payload["refresh"] = refreshed
    return TURN_ENDED, payload


def next_events(state: TrackerState, rng: random.Random | None = None) -> list[Intent]:
    """Every event that takes the game forward and that the rules accept now, as ready-made
    events (shuffles decided with ``rng``). Empty only once the game is over."""
    rng = rng or random.Random()
    options = turn_options(state)
    events: list[Intent] = []
    if options.reveal_struggle_card:
        cards = state.setup.struggle_cards
        index = state.struggle.phase - 1
        card = cards[index] if 0 <= index < len(cards) else ""
        events.append((STRUGGLE_CARD_REVEALED, {"card": card, "active": [], "priority": None}))
    if options.start_turn:
        events.append((TURN_STARTED, {}))
    player = state.active_player
    deck = options.deck
    if deck is not None and player is not None:
        if deck.can_reveal:
            if state.setup.deck_mode == "digital":
                events.append(reveal_order(state, rng, from_reserve=False))
            else:
                for card in revealable_cards(state, player):
                    events.append(reveal_order(state, rng, card=card, from_reserve=False))
        if deck.can_use_reserve:
            events.append(reveal_order(state, rng, from_reserve=True))
        if deck.can_reserve:
            events.append((ORDER_RESERVED, {}))
        if deck.can_skip_shatterpoint:
            events.append((SHATTERPOINT_SKIPPED, {}))
        for unit_id in options.activatable:
            unit = state.unit(player, unit_id)
            removable: list[str | None] = (
                list(unit.conditions) if unit is not None and unit.is_wounded else []
            )
            for condition in removable or [None]:
                events.append((UNIT_ACTIVATED, {"unit": unit_id, "condition_removed": condition}))
    activation = state.activation
    for action in options.actions:
        free = activation is not None and action_is_free(activation, action)
        events.append((ACTION_TAKEN, {"action": action, "free": free}))
    if options.end_activation:
        events.append((ACTIVATION_ENDED, {}))
    if options.end_turn:
        events.append(end_turn(state, rng=rng))
    return events
