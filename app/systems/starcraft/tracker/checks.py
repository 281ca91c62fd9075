"""Rules an earlier Muster let through: checked for every event recorded now, skipped for an
event an earlier Muster recorded (``Event.legacy``: a game log's events before its
``strict_from``), which replays as it was accepted (docs/tracker.md, StarCraft).

Each check reads the state before the event, once the reducer's step has accepted it, and
refuses it (EventRejected) where today's rules do.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP
from app.systems.starcraft.battle import PairingError
from app.systems.starcraft.terms import cost_in_languages
from app.systems.starcraft.tracker.intents import battle_intent
from app.systems.starcraft.tracker.payload import catalog_of, read_counts, read_int, reject
from app.systems.starcraft.tracker.rounds import build_payment, purchase_of
from app.systems.starcraft.tracker.state import (
    BATTLE_RESOLVED,
    BUILT,
    REGROUP_STEP,
    TrackerState,
)


def epoch_three_drawn(state: TrackerState) -> int:
    """Event cards of epoch III drawn so far (the deck holds epochs I and II above it)."""
    above = state.setup.event_deck.get("I", 0) + state.setup.event_deck.get("II", 0)
    return max(0, state.events_drawn - above)


def _build_paid(state: TrackerState, payload: dict[str, Any]) -> None:
    """Seed 002 L697: each worker a player places on a resource card pays one resource of
    what they buy; L1401-1410: a special Build order takes one resource off one item."""
    order = state.open_order
    if order is None or order.order != "construction" or order.built:
        return  # the reducer's step says why it refuses
    pay, missing = build_payment(state, order, purchase_of(payload))
    if not any(missing.values()):
        return
    raise reject(
        QT_TRANSLATE_NOOP(
            "Starcraft",
            "{player}'s workers have not gathered enough this round: {missing} missing "
            "(the build costs {cost}).",
        ),
        player=state.setup.players[order.player].name,
        missing=cost_in_languages(missing["minerals"], missing["gas"]),
        cost=cost_in_languages(pay["minerals"], pay["gas"]),
    )


def _end_is_near_drawn(state: TrackerState, payload: dict[str, Any]) -> None:
    """Seed 002 L321: the game ends once enough epoch III Event cards are drawn; L1675: the
    three « La Fin est Proche » are of that epoch. One can be played only once as many cards
    of epoch III have been drawn."""
    if payload.get("step") != 8 or "end_is_near" not in payload:
        return
    played = read_int(payload, "end_is_near", 0, 99)
    drawn = epoch_three_drawn(state)
    if state.end_is_near + played > drawn:
        raise reject(
            QT_TRANSLATE_NOOP(
                "Starcraft",
                '"The End is Near" is an epoch III card: %n epoch III cards have been drawn '
                "so far.",
            ),
            n=drawn,
        )


def _losses_allowed(state: TrackerState, payload: dict[str, Any]) -> None:
    """Seed 002 L1317-1383 (targets), L1552 (Camouflage), L1558-1564 (splash by type): a
    battle entered with its skirmishes loses at most the units they destroy, as the battle
    form computes them (``battle_intent``). Fewer are accepted: a card's text the helper does
    not read may save a unit."""
    battle, defender = payload.get("battle"), payload.get("defender")
    if not isinstance(battle, dict) or not isinstance(defender, int):
        return
    try:
        (_kind, intent), _outcome = battle_intent(state, defender, battle)
    except (PairingError, KeyError, TypeError, ValueError, IndexError):
        return  # the reducer's step refuses the pairing with its own words
    given = payload.get("losses", [{}, {}])
    if not isinstance(given, list) or len(given) != 2:
        return
    catalog = catalog_of(state.setup)
    for side, (lost, allowed) in enumerate(zip(given, intent["losses"], strict=True)):
        for unit_id, count in read_counts({"losses": lost}, "losses").items():
            if count > allowed.get(unit_id, 0):
                unit = catalog.unit(unit_id)
                raise reject(
                    TOO_MANY_LOSSES[side],
                    n=allowed.get(unit_id, 0),
                    unit=unit.name.as_dict() if unit is not None else unit_id,
                )


TOO_MANY_LOSSES = (
    QT_TRANSLATE_NOOP("Starcraft", "The skirmishes destroy %n {unit} of the attacker's, no more."),
    QT_TRANSLATE_NOOP("Starcraft", "The skirmishes destroy %n {unit} of the defender's, no more."),
)

STRICT_CHECKS: dict[str, Callable[[TrackerState, dict[str, Any]], None]] = {
    BUILT: _build_paid,
    REGROUP_STEP: _end_is_near_drawn,
    BATTLE_RESOLVED: _losses_allowed,
}
