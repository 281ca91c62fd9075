"""The rules of a Shatterpoint game at the table: the reducer, the readable log, and the helpers
that turn a player's intent into an event (deciding any shuffle or die roll there, so that the
reducer stays a pure function and a replayed log gives the same game).

Rules reference: shared rules digest §3 (struggle, objectives, Force, order deck, wounds,
conditions, the eleven steps of a turn). Event payloads: docs/tracker.md.
"""

from __future__ import annotations

import difflib
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.systems.shatterpoint.tracker_state import (
    ABILITY_USED,
    ACTION_TAKEN,
    ACTIONS,
    ACTIVATION_ENDED,
    ATTACK_DIE,
    CONDITION_GAINED,
    CONDITION_REMOVED,
    CONDITIONS,
    DAMAGE_DEALT,
    DAMAGE_REMOVED,
    DECK_CORRECTED,
    DECK_MODES,
    DEFAULT_OBJECTIVES,
    END_REASONS,
    FIRST_PLAYER_DICE,
    FORCE_CORRECTED,
    FORCE_REFRESHED,
    FORCE_SPENT,
    GAME_ENDED,
    MAX_ABILITY_COST,
    MAX_ACTIONS,
    MOMENTUM_GAINED,
    OBJECTIVE_CORRECTED,
    ORDER_RESERVED,
    ORDER_REVEALED,
    PHASES,
    PLAYERS,
    SHATTERPOINT_CARD,
    SHATTERPOINT_SKIPPED,
    SIDE,
    STANCE_CHANGED,
    STANCE_SIDES,
    STEP_ADVANCED,
    STRAIN_DAMAGE,
    STRAIN_RESOLVED,
    STRUGGLE_CARD_REVEALED,
    STRUGGLE_CORRECTED,
    STRUGGLE_TOKEN_MOVED,
    STRUGGLES_TO_WIN,
    TRACK_HALF,
    TURN_ENDED,
    TURN_STARTED,
    TURN_STEPS,
    UNIT_ACTIVATED,
    UNIT_CORRECTED,
    Activation,
    FirstPlayerRoll,
    ForcePool,
    GameSetup,
    Objective,
    OrderDeck,
    PlayerSetup,
    StruggleState,
    TrackerState,
    UnitSetup,
    UnitState,
    other,
)
from app.tracker.errors import EventRejected, GameLogFormatError, GameSetupError
from app.tracker.event import Event, now_iso

CONTEXT = "ShatterpointTracker"
Intent = tuple[str, dict[str, Any]]


def _reject(reason: str, **params: Any) -> EventRejected:
    return EventRejected(reason, CONTEXT, **params)


# --- payload reading -------------------------------------------------------------------------


def _field(payload: dict[str, Any], key: str) -> Any:
    if key not in payload:
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", 'The field "{field}" is missing.'), field=key
        )
    return payload[key]


def _int(payload: dict[str, Any], key: str, low: int, high: int) -> int:
    value = _field(payload, key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker",
                'The field "{field}" must be a whole number from {low} to {high}.',
            ),
            field=key,
            low=low,
            high=high,
        )
    return value


def _bool(payload: dict[str, Any], key: str) -> bool:
    value = _field(payload, key)
    if not isinstance(value, bool):
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", 'The field "{field}" must be true or false.'),
            field=key,
        )
    return value


def _choice(payload: dict[str, Any], key: str, choices: Sequence[str]) -> str:
    value = _field(payload, key)
    if value not in choices:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", 'The field "{field}" must be one of: {choices}.'
            ),
            field=key,
            choices=", ".join(choices),
        )
    return str(value)


def _optional_player(payload: dict[str, Any], key: str) -> int | None:
    value = payload.get(key)
    if value is None:
        return None
    return _int(payload, key, 0, 1)


def _card_list(payload: dict[str, Any], key: str) -> list[str]:
    value = _field(payload, key)
    if not isinstance(value, list) or not all(isinstance(card, str) for card in value):
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", 'The field "{field}" must be a list of order cards.'
            ),
            field=key,
        )
    return list(value)


def _unit(state: TrackerState, payload: dict[str, Any]) -> UnitState:
    player = _int(payload, "player", 0, 1)
    unit_id = _field(payload, "unit")
    unit = state.unit(player, unit_id) if isinstance(unit_id, str) else None
    if unit is None:
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", '{player} has no unit "{unit}".'),
            player=state.player_name(player),
            unit=unit_id,
        )
    return unit


def _active(state: TrackerState) -> int:
    if not state.in_turn or state.active_player is None:
        raise _reject(QT_TRANSLATE_NOOP("ShatterpointTracker", "No turn has started."))
    return state.active_player


def _unit_name(state: TrackerState, unit: UnitState, language: str) -> str:
    setup = state.unit_setup(unit.player, unit.id)
    return setup.display_name(language) if setup else unit.id


def _same_cards(left: Sequence[str], right: Sequence[str]) -> bool:
    return sorted(left) == sorted(right)


def _living_cards(state: TrackerState, player: int, cards: Sequence[str]) -> list[str]:
    """The cards that can still be revealed: a defeated unit's card leaves the game instead."""
    return [card for card in cards if not (unit := state.unit(player, card)) or not unit.defeated]


def _next_card_in_deck(state: TrackerState, player: int) -> bool:
    """A card can be revealed from the deck without refreshing it."""
    return bool(_living_cards(state, player, state.decks[player].deck))


def _has_living_unit(state: TrackerState, player: int) -> bool:
    return any(not unit.defeated for unit in state.units[player])


# --- the track ---------------------------------------------------------------------------------


def _win_struggle(state: TrackerState, player: int) -> None:
    struggle = state.struggle
    if struggle.won_by is not None or state.finished:
        return
    struggle.won_by = player
    struggle.claimed[player].append(struggle.phase)
    if len(struggle.claimed[player]) >= STRUGGLES_TO_WIN:
        state.winner = player
        state.finished = True
        state.end_reason = "struggles"
        state.finished_at = state.last_at
        state.step = 0


def _gain_momentum(state: TrackerState, player: int) -> None:
    """Places one momentum token: farthest free space from the centre on the player's side;
    on a full side it is lost; onto the struggle token's space it wins the struggle."""
    struggle = state.struggle
    free = [d for d in range(TRACK_HALF, 0, -1) if d not in struggle.momentum[player]]
    if not free:
        return
    target = free[0]
    if struggle.token * SIDE[player] == target:
        _win_struggle(state, player)
        return
    struggle.momentum[player].append(target)


def _move_token(state: TrackerState, toward: int, spaces: int) -> None:
    struggle = state.struggle
    for _ in range(spaces):
        space = struggle.token + SIDE[toward]
        if abs(space) > TRACK_HALF:
            return
        struggle.token = space
        holder = struggle.momentum_at(space)
        if holder is not None:
            _win_struggle(state, holder)


def _reset_struggle(state: TrackerState) -> None:
    struggle = state.struggle
    struggle.momentum = [[TRACK_HALF], [TRACK_HALF]]
    struggle.token = 0
    struggle.won_by = None
    struggle.phase = min(struggle.phase + 1, PHASES)
    struggle.card = ""
    struggle.revealed = False
    for objective in state.objectives:
        objective.active = False
        objective.priority = False
        objective.controller = None


# --- units ---------------------------------------------------------------------------------------


def _deal_damage(state: TrackerState, unit: UnitState, amount: int) -> None:
    if unit.is_wounded or unit.defeated:
        return
    unit.damage = min(unit.stamina, unit.damage + amount)
    if unit.damage >= unit.stamina:
        unit.wounded += 1
        _gain_momentum(state, other(unit.player))
        activation = state.activation
        if (
            activation is not None
            and state.in_turn
            and activation.player == unit.player
            and activation.unit == unit.id
        ):
            activation.ended = True


def _defeat(state: TrackerState, unit: UnitState) -> None:
    unit.defeated = True
    deck = state.decks[unit.player]
    for zone in (deck.discard, deck.reserve):
        if unit.id in zone:
            zone.remove(unit.id)
            deck.removed.append(unit.id)


def _refresh(state: TrackerState, player: int, payload: dict[str, Any]) -> None:
    """Shuffles the discard into a new deck (the order the payload recorded) and refreshes the
    player's whole Force pool."""
    deck = state.decks[player]
    if "refresh" in payload:
        new_deck = _card_list(payload, "refresh")
        if not _same_cards(new_deck, deck.discard):
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker",
                    "The refreshed deck must hold exactly the discarded cards.",
                )
            )
    elif state.setup.deck_mode == "physical":
        new_deck = list(deck.discard)
    else:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker",
                "{player} must refresh the order deck: the event needs the shuffled deck.",
            ),
            player=state.player_name(player),
        )
    deck.deck = new_deck
    deck.discard = []
    state.force[player].available = state.force[player].total


# --- handlers ------------------------------------------------------------------------------------


def _turn_started(state: TrackerState, payload: dict[str, Any], strict: bool = True) -> None:
    if state.in_turn:
        raise _reject(QT_TRANSLATE_NOOP("ShatterpointTracker", "The current turn has not ended."))
    if strict and not state.struggle.revealed:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker",
                "Reveal the struggle card of phase {phase} before the turn starts.",
            ),
            phase=state.struggle.phase,
        )
    player = next_player(state)
    state.turn += 1
    state.active_player = player
    state.step = 1
    state.activation = None
    deck = state.decks[player]
    deck.reserved_this_turn = False
    deck.must_activate = False


def _step_advanced(state: TrackerState, payload: dict[str, Any]) -> None:
    _active(state)
    step = _int(payload, "step", 1, len(TURN_STEPS))
    if step < state.step:
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", "The turn is already past step {step}."),
            step=step,
        )
    state.step = step


def _struggle_card_revealed(
    state: TrackerState, payload: dict[str, Any], strict: bool = True
) -> None:
    if strict and state.in_turn:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", "A struggle card is revealed between turns, not during one."
            )
        )
    if strict and state.struggle.revealed:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", "The struggle card of phase {phase} is already revealed."
            ),
            phase=state.struggle.phase,
        )
    card = payload.get("card", "")
    if not isinstance(card, str):
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", 'The field "{field}" must be text.'),
            field="card",
        )
    active = _field(payload, "active")
    count = len(state.objectives)
    if (
        not isinstance(active, list)
        or not all(isinstance(i, int) and not isinstance(i, bool) for i in active)
        or not all(0 <= i < count for i in active)
    ):
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker",
                "Objectives are numbered from 0 to {last}; {given} is not valid.",
            ),
            last=count - 1,
            given=active,
        )
    priority = payload.get("priority")
    if priority is not None and priority not in active:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", "The priority objective must be an active one."
            )
        )
    state.struggle.card = card
    state.struggle.revealed = True
    for index, objective in enumerate(state.objectives):
        objective.active = index in active
        objective.priority = index == priority


def _order_revealed(state: TrackerState, payload: dict[str, Any], strict: bool = True) -> None:
    player = _active(state)
    deck = state.decks[player]
    if state.activation is not None:
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", "A unit has already activated this turn.")
        )
    if deck.revealed is not None:
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", "An order card is already revealed this turn.")
        )
    source = _choice(payload, "from", ("deck", "reserve"))
    card = _field(payload, "card")
    digital = state.setup.deck_mode == "digital"
    if strict and not _has_living_unit(state, player):
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{player} has no unit left to activate."),
            player=state.player_name(player),
        )
    if source == "reserve":
        if not deck.reserve or deck.reserve[0] != card:
            raise _reject(
                QT_TRANSLATE_NOOP("ShatterpointTracker", 'The reserved card is not "{card}".'),
                card=card,
            )
        if deck.reserved_this_turn:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker",
                    "A card reserved this turn cannot be taken back this turn.",
                )
            )
        if strict and deck.shatterpoint_aside:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker",
                    "After skipping the Shatterpoint card, the next card comes from the deck.",
                )
            )
        deck.reserve.clear()
    else:
        refreshed = False
        if not deck.deck:
            _refresh_to_reveal(state, player, payload, strict)
            refreshed = True
        for removed in _card_list(payload, "removed") if "removed" in payload else []:
            unit = state.unit(player, removed)
            if unit is None or not unit.defeated or removed not in deck.deck:
                raise _reject(
                    QT_TRANSLATE_NOOP(
                        "ShatterpointTracker",
                        'The card "{card}" cannot be removed: it is not the card of a defeated '
                        "unit in the deck.",
                    ),
                    card=removed,
                )
            if digital and deck.deck[0] != removed:
                raise _reject(
                    QT_TRANSLATE_NOOP(
                        "ShatterpointTracker", 'The top card of the deck is not "{card}".'
                    ),
                    card=removed,
                )
            deck.deck.remove(removed)
            deck.removed.append(removed)
        if not deck.deck and not refreshed:
            # Every card left belonged to a defeated unit and left the game.
            _refresh_to_reveal(state, player, payload, strict)
            refreshed = True
        if "refresh" in payload and not refreshed:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", "The order deck is not empty and cannot be refreshed."
                )
            )
        if not isinstance(card, str) or card not in deck.deck:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", 'The card "{card}" is not in the order deck.'
                ),
                card=card,
            )
        if digital and deck.deck[0] != card:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", 'The top card of the deck is not "{card}".'
                ),
                card=card,
            )
        unit = state.unit(player, card)
        if unit is not None and unit.defeated:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker",
                    'The card "{card}" belongs to a defeated unit and must be removed.',
                ),
                card=card,
            )
        deck.deck.remove(card)
    deck.revealed = card
    deck.revealed_from = source
    if deck.shatterpoint_aside:
        if "deck" in payload:
            shuffled = _card_list(payload, "deck")
            if not _same_cards(shuffled, [*deck.deck, SHATTERPOINT_CARD]):
                raise _reject(
                    QT_TRANSLATE_NOOP(
                        "ShatterpointTracker",
                        "The shuffled deck must hold the remaining cards and the Shatterpoint "
                        "card.",
                    )
                )
        elif digital:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker",
                    "The Shatterpoint card goes back into the deck: the event needs the "
                    "shuffled deck.",
                )
            )
        else:
            shuffled = [*deck.deck, SHATTERPOINT_CARD]
        deck.deck = shuffled
        deck.shatterpoint_aside = False
    state.step = max(state.step, 2)


def _refresh_to_reveal(
    state: TrackerState, player: int, payload: dict[str, Any], strict: bool = True
) -> None:
    """A card must be revealed and the deck is empty: refresh it, unless a card is in reserve
    (it must be used before the deck is refreshed). An earlier Muster refreshed it after the
    deck's last card was reserved this turn, leaving the reserved card in reserve."""
    deck = state.decks[player]
    if deck.reserve and (strict or not deck.reserved_this_turn):
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", "The deck is empty: the reserved card must be used."
            )
        )
    _refresh(state, player, payload)


def _order_reserved(state: TrackerState, payload: dict[str, Any], strict: bool = True) -> None:
    player = _active(state)
    deck = state.decks[player]
    card = deck.revealed
    if card is None or state.activation is not None:
        raise _reject(QT_TRANSLATE_NOOP("ShatterpointTracker", "No order card is revealed."))
    if card == SHATTERPOINT_CARD:
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", "The Shatterpoint card is never reserved.")
        )
    if deck.reserved_this_turn or deck.revealed_from == "reserve":
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", "Only one card can be reserved per turn.")
        )
    if deck.must_activate:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker",
                "The card revealed after the Shatterpoint card must be activated.",
            )
        )
    if deck.reserve:
        raise _reject(QT_TRANSLATE_NOOP("ShatterpointTracker", "A card is already in reserve."))
    if strict and not _next_card_in_deck(state, player):
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker",
                "The last card of the order deck cannot be reserved: a reserved card must be used "
                "before the deck is refreshed.",
            )
        )
    if state.force[player].available < 1:
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{player} has no Force left."),
            player=state.player_name(player),
        )
    state.force[player].available -= 1
    deck.reserve = [card]
    deck.revealed = None
    deck.revealed_from = None
    deck.reserved_this_turn = True


def _shatterpoint_skipped(
    state: TrackerState, payload: dict[str, Any], strict: bool = True
) -> None:
    player = _active(state)
    deck = state.decks[player]
    if deck.revealed != SHATTERPOINT_CARD or state.activation is not None:
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", "The Shatterpoint card is not revealed.")
        )
    if strict and not _next_card_in_deck(state, player):
        if deck.reserve:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker",
                    "There is no next card to reveal: the deck is empty and the reserved card "
                    "must be used before it is refreshed.",
                )
            )
        if not _living_cards(state, player, deck.discard):
            raise _reject(
                QT_TRANSLATE_NOOP("ShatterpointTracker", "There is no other card to reveal.")
            )
    if state.force[player].available < 1:
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{player} has no Force left."),
            player=state.player_name(player),
        )
    state.force[player].available -= 1
    deck.revealed = None
    deck.revealed_from = None
    deck.shatterpoint_aside = True
    deck.must_activate = True


def _unit_activated(state: TrackerState, payload: dict[str, Any]) -> None:
    player = _active(state)
    deck = state.decks[player]
    card = deck.revealed
    if card is None or state.activation is not None:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", "Reveal an order card before activating a unit."
            )
        )
    unit = _unit(state, {**payload, "player": player})
    language = "en"
    if unit.defeated:
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} is defeated and cannot activate."),
            unit=_unit_name(state, unit, language),
        )
    if card != SHATTERPOINT_CARD and card != unit.id:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", 'The revealed card "{card}" does not activate {unit}.'
            ),
            card=card,
            unit=_unit_name(state, unit, language),
        )
    removed = payload.get("condition_removed")
    if unit.is_wounded:
        if unit.conditions and removed not in unit.conditions:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker",
                    "{unit} is Wounded: name one of its conditions to remove.",
                ),
                unit=_unit_name(state, unit, language),
            )
        if not unit.conditions and removed is not None:
            raise _reject(
                QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} has no condition to remove."),
                unit=_unit_name(state, unit, language),
            )
        unit.injured += unit.wounded
        unit.wounded = 0
        unit.damage = 0
        if removed is not None:
            unit.conditions.remove(removed)
    elif removed is not None:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker",
                "A condition is removed at the start of an activation only for a Wounded unit.",
            )
        )
    unit.hunker = 0
    deck.discard.append(card)
    deck.revealed = None
    deck.revealed_from = None
    deck.must_activate = False
    state.activation = Activation(player, unit.id)
    state.step = max(state.step, 4)


def _open_activation(state: TrackerState) -> Activation:
    _active(state)
    activation = state.activation
    if activation is None or activation.ended:
        raise _reject(QT_TRANSLATE_NOOP("ShatterpointTracker", "No unit is activating."))
    return activation


def _action_taken(state: TrackerState, payload: dict[str, Any]) -> None:
    activation = _open_activation(state)
    action = _choice(payload, "action", ACTIONS)
    free = _bool(payload, "free") if "free" in payload else False
    if free:
        activation.free_actions.append(action)
    else:
        if action in activation.actions:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", "Each action can be taken only once per activation."
                )
            )
        if len(activation.actions) >= MAX_ACTIONS:
            raise _reject(
                QT_TRANSLATE_NOOP("ShatterpointTracker", "The unit has taken its two actions.")
            )
        activation.actions.append(action)
    unit = state.unit(activation.player, activation.unit)
    if unit is not None:
        if action == "take_cover":
            unit.hunker += 1
        if "strained" in unit.conditions:
            unit.strain_due = True
    state.step = max(state.step, 5)


def _activation_ended(state: TrackerState, payload: dict[str, Any], strict: bool = True) -> None:
    _active(state)
    if state.activation is None or (strict and state.activation.ended):
        raise _reject(QT_TRANSLATE_NOOP("ShatterpointTracker", "No unit is activating."))
    state.activation.ended = True
    state.step = max(state.step, 7)


def _living(state: TrackerState, unit: UnitState) -> None:
    if unit.defeated:
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} is defeated."),
            unit=_unit_name(state, unit, "en"),
        )


def _damage_refusal(unit: UnitState, dealt: bool) -> str | None:
    """Why ``damage_dealt`` (``dealt``) or ``damage_removed`` is refused for ``unit``, or None."""
    if unit.defeated:
        return QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} is defeated.")
    if unit.is_wounded and dealt:
        return QT_TRANSLATE_NOOP(
            "ShatterpointTracker", "{unit} is Wounded and cannot suffer damage."
        )
    if unit.is_wounded:
        return QT_TRANSLATE_NOOP(
            "ShatterpointTracker", "{unit} is Wounded and cannot remove damage."
        )
    if not dealt and unit.damage == 0:
        return QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} has no damage.")
    return None


def _damage_dealt(state: TrackerState, payload: dict[str, Any]) -> None:
    unit = _unit(state, payload)
    amount = _int(payload, "amount", 1, 999)
    refusal = _damage_refusal(unit, dealt=True)
    if refusal is not None:
        raise _reject(refusal, unit=_unit_name(state, unit, "en"))
    _deal_damage(state, unit, amount)


def _damage_removed(state: TrackerState, payload: dict[str, Any]) -> None:
    unit = _unit(state, payload)
    amount = _int(payload, "amount", 1, 999)
    refusal = _damage_refusal(unit, dealt=False)
    if refusal is not None:
        raise _reject(refusal, unit=_unit_name(state, unit, "en"))
    unit.damage = max(0, unit.damage - amount)


def _condition_gained(state: TrackerState, payload: dict[str, Any]) -> None:
    unit = _unit(state, payload)
    condition = _choice(payload, "condition", CONDITIONS)
    _living(state, unit)
    if condition in unit.conditions:
        _deal_damage(state, unit, 1)
        return
    unit.conditions = [c for c in CONDITIONS if c in unit.conditions or c == condition]


def _condition_removed(state: TrackerState, payload: dict[str, Any]) -> None:
    unit = _unit(state, payload)
    condition = _choice(payload, "condition", CONDITIONS)
    if condition not in unit.conditions:
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} does not have that condition."),
            unit=_unit_name(state, unit, "en"),
        )
    unit.conditions.remove(condition)
    if condition == "strained":
        unit.strain_due = False


def _stance_changed(state: TrackerState, payload: dict[str, Any], strict: bool = True) -> None:
    unit = _unit(state, payload)
    side = _choice(payload, "side", STANCE_SIDES)
    if not strict:
        # An earlier Muster flipped any unit's card at any time.
        unit.stance = side
        _mark_stance_flipped(state, unit)
        return
    _living(state, unit)
    refusal = _stance_refusal(state, unit)
    if refusal is not None:
        raise _reject(refusal, unit=_unit_name(state, unit, "en"))
    if side == unit.stance:
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} is already on stance side {side}."),
            unit=_unit_name(state, unit, "en"),
            side=side,
        )
    unit.stance = side
    _mark_stance_flipped(state, unit)


def _mark_stance_flipped(state: TrackerState, unit: UnitState) -> None:
    """The activating unit has used its one flip of this activation."""
    activation = state.activation
    if (
        state.turn > 0
        and state.in_turn
        and activation is not None
        and not activation.ended
        and (activation.player, activation.unit) == (unit.player, unit.id)
    ):
        activation.stance_flipped = True


def _stance_refusal(state: TrackerState, unit: UnitState) -> str | None:
    """Why ``unit`` may not flip its stance card now, or None. Before the first turn each
    unit's side is chosen freely; then a unit flips it once per activation, during its own
    activation (FR « une fois par activation … à n'importe quel moment de son activation »)."""
    if state.turn == 0:
        return None
    activation = state.activation
    if (
        activation is None
        or activation.ended
        or not state.in_turn
        or (activation.player, activation.unit) != (unit.player, unit.id)
    ):
        return QT_TRANSLATE_NOOP(
            "ShatterpointTracker", "{unit} flips its stance card only during its own activation."
        )
    if activation.stance_flipped:
        return QT_TRANSLATE_NOOP(
            "ShatterpointTracker", "{unit} has already flipped its stance card this activation."
        )
    return None


def _strain_resolved(state: TrackerState, payload: dict[str, Any]) -> None:
    """A Strained unit that moved, attacked, took an action or used an ability suffers 3
    damage, then loses Strained (FR « subit 3 dégâts. Puis … perd l'état Contraint »)."""
    unit = _unit(state, payload)
    _living(state, unit)
    if "strained" not in unit.conditions:
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} is not Strained."),
            unit=_unit_name(state, unit, "en"),
        )
    # A Wounded unit suffers no damage; it still loses Strained.
    _deal_damage(state, unit, STRAIN_DAMAGE)
    unit.conditions.remove("strained")
    unit.strain_due = False


def _ability_used(state: TrackerState, payload: dict[str, Any]) -> None:
    """An active or reactive ability: its printed cost plus 1 Force per Wounded or Injured
    token of the unit."""
    unit = _unit(state, payload)
    printed = _int(payload, "cost", 0, MAX_ABILITY_COST)
    _living(state, unit)
    pool = state.force[unit.player]
    amount = printed + unit.force_tax
    if amount > pool.available:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker",
                "The ability costs {amount} Force and {player} has only {available}.",
            ),
            amount=amount,
            player=state.player_name(unit.player),
            available=pool.available,
        )
    pool.available -= amount
    if "strained" in unit.conditions:
        unit.strain_due = True


def _force_spent(state: TrackerState, payload: dict[str, Any]) -> None:
    player = _int(payload, "player", 0, 1)
    pool = state.force[player]
    amount = _int(payload, "amount", 1, 99)
    if amount > pool.available:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", "{player} has only {available} Force available."
            ),
            player=state.player_name(player),
            available=pool.available,
        )
    pool.available -= amount


def _force_refreshed(state: TrackerState, payload: dict[str, Any]) -> None:
    player = _int(payload, "player", 0, 1)
    amount = _int(payload, "amount", 1, 99)
    pool = state.force[player]
    pool.available = min(pool.total, pool.available + amount)


def _momentum_gained(state: TrackerState, payload: dict[str, Any]) -> None:
    _gain_momentum(state, _int(payload, "player", 0, 1))


def _struggle_token_moved(state: TrackerState, payload: dict[str, Any]) -> None:
    toward = _int(payload, "toward", 0, 1)
    _move_token(state, toward, _int(payload, "spaces", 1, 2 * TRACK_HALF))


def _turn_ended(state: TrackerState, payload: dict[str, Any], strict: bool = True) -> None:
    player = _active(state)
    activation = state.activation
    if activation is None and _has_living_unit(state, player):
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", "The turn cannot end before a unit has activated."
            )
        )
    if state.decks[player].revealed is not None:
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", "The revealed order card has not been used.")
        )
    if activation is not None:
        activation.ended = True
    # Step 8: objective control, as the players determined it.
    control = payload.get("control", [o.controller for o in state.objectives])
    if not isinstance(control, list) or len(control) != len(state.objectives):
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker",
                "The control list must name a controller for each of the {count} objectives.",
            ),
            count=len(state.objectives),
        )
    for objective, controller in zip(state.objectives, control, strict=True):
        if controller is not None and controller not in PLAYERS:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", "An objective's controller must be 0, 1 or null."
                )
            )
        if objective.active:
            if strict and controller is None and objective.controller is not None:
                # FR « En cas d'égalité, le contrôle de l'objectif ne change pas »: control
                # passes only to the opponent, or ends with the struggle.
                raise _reject(
                    QT_TRANSLATE_NOOP(
                        "ShatterpointTracker",
                        "{player} keeps control of an objective until the opponent takes it or "
                        "the struggle ends.",
                    ),
                    player=state.player_name(objective.controller),
                )
            objective.controller = controller
        elif controller is not None:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", "An inactive objective cannot be controlled."
                )
            )
    # Step 9: the struggle move, then catch-up or centre momentum; never on the first turn.
    if state.turn > 1:
        held = sum(1 for o in state.objectives if o.active and o.controller == player)
        _move_token(state, player, held)
        if state.struggle.won_by is None:
            token = state.struggle.token
            if token * SIDE[player] < 0:
                _gain_momentum(state, player)
            elif token == 0:
                _gain_momentum(state, player)
                _gain_momentum(state, other(player))
    if state.finished:
        state.step = 0
        return
    # Step 10: defeat check for the unit that activated.
    unit = state.unit(activation.player, activation.unit) if activation else None
    if unit is not None and not unit.defeated and unit.injured >= unit.durability:
        _defeat(state, unit)
    # Step 11: the struggle reset, then the deck refresh.
    if state.struggle.won_by is not None:
        _reset_struggle(state)
    deck = state.decks[player]
    if not deck.deck and not deck.reserve:
        _refresh(state, player, payload)
    elif "refresh" in payload:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", "The order deck is not empty and cannot be refreshed."
            )
        )
    state.step = 0


def _game_ended(state: TrackerState, payload: dict[str, Any]) -> None:
    winner = _optional_player(payload, "winner")
    reason = _choice(payload, "reason", END_REASONS[1:])
    state.winner = winner
    state.finished = True
    state.end_reason = reason
    state.finished_at = state.last_at
    state.step = 0


def _unit_corrected(state: TrackerState, payload: dict[str, Any]) -> None:
    unit = _unit(state, payload)
    if "damage" in payload:
        unit.damage = _int(payload, "damage", 0, unit.stamina)
    if "wounded" in payload:
        unit.wounded = _int(payload, "wounded", 0, 99)
    if "injured" in payload:
        unit.injured = _int(payload, "injured", 0, 99)
    if "hunker" in payload:
        unit.hunker = _int(payload, "hunker", 0, 99)
    if "stance" in payload:
        unit.stance = _choice(payload, "stance", STANCE_SIDES)
    if "conditions" in payload:
        conditions = payload["conditions"]
        if not isinstance(conditions, list) or not all(c in CONDITIONS for c in conditions):
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", 'The field "{field}" must be one of: {choices}.'
                ),
                field="conditions",
                choices=", ".join(CONDITIONS),
            )
        unit.conditions = [c for c in CONDITIONS if c in conditions]
        if "strained" not in unit.conditions:
            unit.strain_due = False
    if "defeated" in payload:
        defeated = _bool(payload, "defeated")
        if defeated and not unit.defeated:
            _defeat(state, unit)
        elif not defeated and unit.defeated:
            unit.defeated = False
            deck = state.decks[unit.player]
            if unit.id in deck.removed:
                deck.removed.remove(unit.id)
                deck.discard.append(unit.id)


def _force_corrected(state: TrackerState, payload: dict[str, Any]) -> None:
    player = _int(payload, "player", 0, 1)
    pool = state.force[player]
    pool.available = _int(payload, "available", 0, pool.total)


def _distances(payload: dict[str, Any], key: str, high: int) -> list[list[int]]:
    value = _field(payload, key)
    valid = (
        isinstance(value, list)
        and len(value) == 2
        and all(
            isinstance(side, list)
            and len(set(side)) == len(side)
            and all(isinstance(x, int) and not isinstance(x, bool) and 1 <= x <= high for x in side)
            for side in value
        )
    )
    if not valid:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker",
                'The field "{field}" must hold two lists of different numbers from 1 to {high}.',
            ),
            field=key,
            high=high,
        )
    return [list(side) for side in value]


def _struggle_corrected(state: TrackerState, payload: dict[str, Any]) -> None:
    struggle = state.struggle
    if "token" in payload:
        struggle.token = _int(payload, "token", -TRACK_HALF, TRACK_HALF)
    if "momentum" in payload:
        struggle.momentum = _distances(payload, "momentum", TRACK_HALF)
    if "claimed" in payload:
        struggle.claimed = _distances(payload, "claimed", PHASES)
    if "phase" in payload:
        struggle.phase = _int(payload, "phase", 1, PHASES)


def _objective_corrected(state: TrackerState, payload: dict[str, Any]) -> None:
    objective = state.objectives[_int(payload, "index", 0, len(state.objectives) - 1)]
    if "active" in payload:
        objective.active = _bool(payload, "active")
    if "priority" in payload:
        objective.priority = _bool(payload, "priority")
    if "controller" in payload:
        objective.controller = _optional_player(payload, "controller")


def _deck_corrected(state: TrackerState, payload: dict[str, Any]) -> None:
    player = _int(payload, "player", 0, 1)
    deck = state.decks[player]
    new = deck.copy()
    for zone in ("deck", "reserve", "discard", "removed"):
        if zone in payload:
            setattr(new, zone, _card_list(payload, zone))
    if len(new.reserve) > 1 or SHATTERPOINT_CARD in new.reserve:
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", "At most one unit card can be in reserve.")
        )
    if not _same_cards(new.cards(), state.setup.decks[player]):
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker",
                "The zones must hold each of the player's order cards exactly once.",
            )
        )
    state.decks[player] = new


HANDLERS: dict[str, Callable[[TrackerState, dict[str, Any]], None]] = {
    TURN_STARTED: _turn_started,
    STEP_ADVANCED: _step_advanced,
    STRUGGLE_CARD_REVEALED: _struggle_card_revealed,
    ORDER_REVEALED: _order_revealed,
    ORDER_RESERVED: _order_reserved,
    SHATTERPOINT_SKIPPED: _shatterpoint_skipped,
    UNIT_ACTIVATED: _unit_activated,
    ACTION_TAKEN: _action_taken,
    ACTIVATION_ENDED: _activation_ended,
    DAMAGE_DEALT: _damage_dealt,
    DAMAGE_REMOVED: _damage_removed,
    CONDITION_GAINED: _condition_gained,
    CONDITION_REMOVED: _condition_removed,
    STANCE_CHANGED: _stance_changed,
    STRAIN_RESOLVED: _strain_resolved,
    ABILITY_USED: _ability_used,
    FORCE_SPENT: _force_spent,
    FORCE_REFRESHED: _force_refreshed,
    MOMENTUM_GAINED: _momentum_gained,
    STRUGGLE_TOKEN_MOVED: _struggle_token_moved,
    TURN_ENDED: _turn_ended,
    GAME_ENDED: _game_ended,
    UNIT_CORRECTED: _unit_corrected,
    FORCE_CORRECTED: _force_corrected,
    STRUGGLE_CORRECTED: _struggle_corrected,
    OBJECTIVE_CORRECTED: _objective_corrected,
    DECK_CORRECTED: _deck_corrected,
}


# An event recorded by an earlier Muster (``Event.legacy``) is applied as that Muster's reducer
# applied it: these handlers then skip the rules it did not check yet (docs/tracker.md, "Games
# recorded by an earlier Muster"). Every other check (fields, numbers, cards, units) stays.
LEGACY_HANDLERS: dict[str, Callable[[TrackerState, dict[str, Any]], None]] = {
    kind: partial(handler, strict=False)
    for kind, handler in (
        (TURN_STARTED, _turn_started),
        (STRUGGLE_CARD_REVEALED, _struggle_card_revealed),
        (ORDER_REVEALED, _order_revealed),
        (ORDER_RESERVED, _order_reserved),
        (SHATTERPOINT_SKIPPED, _shatterpoint_skipped),
        (ACTIVATION_ENDED, _activation_ended),
        (STANCE_CHANGED, _stance_changed),
        (TURN_ENDED, _turn_ended),
    )
}


_UNIT = ("player", "unit")
# The fields each event's payload may hold (docs/tracker.md); any other is refused, so a
# misspelt field ("contol") is never silently ignored.
PAYLOAD_FIELDS: dict[str, frozenset[str]] = {
    kind: frozenset(fields)
    for kind, fields in {
        TURN_STARTED: (),
        STEP_ADVANCED: ("step",),
        STRUGGLE_CARD_REVEALED: ("card", "active", "priority"),
        ORDER_REVEALED: ("card", "from", "refresh", "removed", "deck"),
        ORDER_RESERVED: (),
        SHATTERPOINT_SKIPPED: (),
        UNIT_ACTIVATED: ("unit", "condition_removed"),
        ACTION_TAKEN: ("action", "free"),
        ACTIVATION_ENDED: (),
        DAMAGE_DEALT: (*_UNIT, "amount"),
        DAMAGE_REMOVED: (*_UNIT, "amount"),
        CONDITION_GAINED: (*_UNIT, "condition"),
        CONDITION_REMOVED: (*_UNIT, "condition"),
        STANCE_CHANGED: (*_UNIT, "side"),
        STRAIN_RESOLVED: _UNIT,
        ABILITY_USED: (*_UNIT, "cost"),
        FORCE_SPENT: ("player", "amount"),
        FORCE_REFRESHED: ("player", "amount"),
        MOMENTUM_GAINED: ("player",),
        STRUGGLE_TOKEN_MOVED: ("toward", "spaces"),
        TURN_ENDED: ("control", "refresh"),
        GAME_ENDED: ("winner", "reason"),
        UNIT_CORRECTED: (
            *_UNIT,
            "damage",
            "wounded",
            "injured",
            "conditions",
            "hunker",
            "stance",
            "defeated",
        ),
        FORCE_CORRECTED: ("player", "available"),
        STRUGGLE_CORRECTED: ("token", "momentum", "claimed", "phase"),
        OBJECTIVE_CORRECTED: ("index", "active", "priority", "controller"),
        DECK_CORRECTED: ("player", "deck", "reserve", "discard", "removed"),
    }.items()
}


def _check_fields(kind: str, payload: dict[str, Any]) -> None:
    known = PAYLOAD_FIELDS.get(kind, frozenset())
    for key in payload:
        if key in known:
            continue
        close = difflib.get_close_matches(str(key), sorted(known), n=1)
        if close:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", 'Unknown field "{field}": did you mean "{known}"?'
                ),
                field=key,
                known=close[0],
            )
        if not known:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", 'Unknown field "{field}": this event has no fields.'
                ),
                field=key,
            )
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", 'Unknown field "{field}" (this event has: {fields}).'
            ),
            field=key,
            fields=", ".join(sorted(known)),
        )


def apply_in_place(state: TrackerState, event: Event) -> None:
    """Applies ``event`` to ``state`` itself (fast replay). On error ``state`` is left half
    changed: use :func:`apply` unless the state is thrown away on error. An event recorded by
    an earlier Muster (``event.legacy``) is applied as it was accepted then."""
    if event.seq != state.last_seq + 1:
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", "Expected event number {expected}."),
            expected=state.last_seq + 1,
        ).for_event(event.seq, event.type)
    try:
        if state.finished:
            raise _reject(QT_TRANSLATE_NOOP("ShatterpointTracker", "The game is over."))
        handler = LEGACY_HANDLERS.get(event.type) if event.legacy else None
        handler = handler or HANDLERS.get(event.type)
        if handler is None:
            raise _reject(
                QT_TRANSLATE_NOOP("ShatterpointTracker", 'Unknown event type "{type}".'),
                type=event.type,
            )
        if not isinstance(event.payload, dict):
            raise _reject(
                QT_TRANSLATE_NOOP("ShatterpointTracker", "The payload must be an object.")
            )
        _check_fields(event.type, event.payload)
        state.last_seq = event.seq
        state.last_at = event.at
        handler(state, event.payload)
    except EventRejected as exc:
        raise exc.for_event(event.seq, event.type) from None


def apply(state: TrackerState, event: Event) -> TrackerState:
    """The state after ``event``; ``state`` itself is never changed."""
    new = state.copy()
    apply_in_place(new, event)
    return new


def initial_state(setup: GameSetup) -> TrackerState:
    """The table once set up (rules §3.1): token on 0, one momentum each on 8, Force pools full,
    order decks shuffled, objectives inactive."""
    if len(setup.players) != 2:
        raise GameSetupError(
            QT_TRANSLATE_NOOP("Errors", "A game of Shatterpoint needs exactly two players."),
        )
    if setup.deck_mode not in DECK_MODES:
        raise GameSetupError(
            QT_TRANSLATE_NOOP("Errors", 'The deck mode must be "digital" or "physical".'),
        )
    if setup.first_player not in PLAYERS:
        raise GameSetupError(
            QT_TRANSLATE_NOOP("Errors", "The first player must be player 0 or player 1."),
        )
    decks = setup.decks or [_canonical_deck(p) for p in setup.players]
    for player, deck in zip(setup.players, decks, strict=False):
        if len(decks) != 2 or not _same_cards(deck, _canonical_deck(player)):
            raise GameSetupError(
                QT_TRANSLATE_NOOP(
                    "Errors",
                    "The order deck of {player} must hold the order card of each of their units "
                    "and the Shatterpoint card, once each.",
                ),
                player=player.name,
            )
    return TrackerState(
        setup=setup,
        struggle=StruggleState(),
        objectives=[Objective() for _ in range(max(0, setup.objectives))],
        force=[ForcePool(total, total) for total in (_force_total(p) for p in setup.players)],
        decks=[OrderDeck(list(deck)) for deck in decks],
        units=[
            [UnitState(index, u.id, u.stamina, u.durability) for u in p.units]
            for index, p in enumerate(setup.players)
        ],
    )


def _force_total(player: PlayerSetup) -> int:
    return sum(unit.force for unit in player.units)


def _canonical_deck(player: PlayerSetup) -> list[str]:
    return [unit.id for unit in player.units] + [SHATTERPOINT_CARD]


# --- reading a stored setup ------------------------------------------------------------------

_SETUP_FIELDS = frozenset(
    {
        "players",
        "first_player",
        "deck_mode",
        "mission_set",
        "objectives",
        "struggle_cards",
        "first_player_roll",
        "decks",
        "started_at",
    }
)
_PLAYER_FIELDS = frozenset({"name", "roster", "units", "violations"})
_snapshot_model: Any = None


def _unit_snapshot_model() -> Any:
    """A unit snapshot holds the figures of a catalogue unit, within the same bounds as a
    catalogue pack (the pack schema's own fields), plus its squad."""
    global _snapshot_model
    if _snapshot_model is None:
        # pydantic is imported when a setup is read, not when the window starts.
        from pydantic import ConfigDict, Field, create_model
        from pydantic.fields import FieldInfo

        from app.systems.shatterpoint.catalog import Unit

        fields: dict[str, Any] = {
            name: (Unit.model_fields[name].annotation, Unit.model_fields[name])
            for name in ("id", "name", "type", "stamina", "durability", "force")
        }
        # Snapshots written before "characters" was kept count one character.
        characters = FieldInfo.merge_field_infos(Unit.model_fields["characters"], default=1)
        fields["characters"] = (int, characters)
        _snapshot_model = create_model(
            "UnitSnapshot",
            __config__=ConfigDict(extra="forbid"),
            squad=(int, Field(ge=1, le=2)),
            **fields,
        )
    return _snapshot_model


def _setup_problem(template: str, **params: Any) -> GameLogFormatError:
    return GameLogFormatError(detail=translate(CONTEXT, template, None, **params))


def _unknown_field(data: dict[str, Any], known: frozenset[str], where: str) -> None:
    for key in data:
        if key not in known:
            raise _setup_problem(
                QT_TRANSLATE_NOOP("ShatterpointTracker", 'unknown field "{field}" in {where}'),
                field=key,
                where=where,
            )


def read_setup(data: dict[str, Any]) -> GameSetup:
    """A stored setup, checked: no unknown field, and each unit snapshot within the bounds of
    a catalogue pack. The snapshot, not today's catalogue, gives the figures: a game log keeps
    the figures it was played with."""
    if not isinstance(data, dict):
        raise _setup_problem(QT_TRANSLATE_NOOP("ShatterpointTracker", "the setup is not an object"))
    _unknown_field(data, _SETUP_FIELDS, "setup")
    players = data.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise _setup_problem(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", 'the setup\'s "players" must be a list of two players'
            )
        )
    from pydantic import ValidationError

    model = _unit_snapshot_model()
    for number, player in enumerate(players, start=1):
        where = f"players[{number - 1}]"
        if not isinstance(player, dict) or not isinstance(player.get("units"), list):
            raise _setup_problem(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", "player {number} of the setup has no list of units"
                ),
                number=number,
            )
        _unknown_field(player, _PLAYER_FIELDS, where)
        for unit in player["units"]:
            try:
                model.model_validate(unit)
            except ValidationError as exc:
                first = exc.errors()[0]
                name = unit.get("id") if isinstance(unit, dict) else None
                raise _setup_problem(
                    QT_TRANSLATE_NOOP(
                        "ShatterpointTracker",
                        'the unit "{unit}" of player {number}: field "{field}": {problem}',
                    ),
                    unit=name if isinstance(name, str) else "?",
                    number=number,
                    field=".".join(str(part) for part in first["loc"]) or "?",
                    problem=first["msg"],
                ) from exc
    return GameSetup.from_json(data)


# --- creating events from intents ---------------------------------------------------------------


def roll_first_player(rng: random.Random | None = None) -> tuple[int, FirstPlayerRoll]:
    """Five attack dice each; most crits, then hits, then expertise; a full tie rolls again."""
    rng = rng or random.Random()
    rounds: list[list[list[str]]] = []
    while True:
        faces = [[rng.choice(ATTACK_DIE) for _ in range(FIRST_PLAYER_DICE)] for _ in PLAYERS]
        rounds.append(faces)
        winner = roll_winner(faces)
        if winner is not None:
            return winner, FirstPlayerRoll(rounds)


def roll_winner(faces: list[list[str]]) -> int | None:
    """The player whose five dice win (crits, then hits, then expertise), or None on a tie."""
    scores = [tuple(f.count(kind) for kind in ("crit", "hit", "expertise")) for f in faces]
    if scores[0] == scores[1]:
        return None
    return 0 if scores[0] > scores[1] else 1


def new_setup(
    players: Sequence[tuple[str, Any]],
    catalog: Any,
    *,
    first_player: int | None = None,
    deck_mode: str = "digital",
    mission_set: str | None = None,
    objectives: int = DEFAULT_OBJECTIVES,
    struggle_cards: Sequence[str] = ("", "", ""),
    violations: Sequence[Sequence[str]] = ((), ()),
    rng: random.Random | None = None,
    started_at: str | None = None,
    first_player_roll: Sequence[Sequence[Sequence[str]]] | None = None,
) -> GameSetup:
    """A game's setup from two (name, RosterDocument) pairs: snapshots the units' figures from
    the catalogue, rolls for the first player when none is given, shuffles the order decks.
    ``first_player_roll``: the dice rounds of a roll already made (the New game dialog shows
    it), kept with the chosen first player."""
    rng = rng or random.Random()
    if len(players) != 2:
        raise GameSetupError(
            QT_TRANSLATE_NOOP("Errors", "A game of Shatterpoint needs exactly two players."),
        )
    if deck_mode not in DECK_MODES:
        raise GameSetupError(
            QT_TRANSLATE_NOOP("Errors", 'The deck mode must be "digital" or "physical".'),
        )
    setups = []
    for index, (name, roster) in enumerate(players):
        units: list[UnitSetup] = []
        for squad_number, squad in enumerate(roster.squads, start=1):
            for unit_id in squad.values():
                if not unit_id:
                    continue
                unit = catalog.get(unit_id)
                if unit is None:
                    raise GameSetupError(
                        QT_TRANSLATE_NOOP(
                            "Errors",
                            "The strike team of {player} names a unit that is not in the "
                            'catalogue: "{unit}".',
                        ),
                        player=name,
                        unit=unit_id,
                    )
                if any(u.id == unit_id for u in units):
                    raise GameSetupError(
                        QT_TRANSLATE_NOOP(
                            "Errors", 'The strike team of {player} holds "{unit}" twice.'
                        ),
                        player=name,
                        unit=unit_id,
                    )
                units.append(
                    UnitSetup(
                        id=unit.id,
                        name=unit.name.as_dict(),
                        type=unit.type,
                        squad=squad_number,
                        stamina=unit.stamina,
                        durability=unit.durability,
                        force=unit.force,
                        characters=unit.characters,
                    )
                )
        if not units:
            raise GameSetupError(
                QT_TRANSLATE_NOOP("Errors", "The strike team of {player} has no unit."),
                player=name,
            )
        setups.append(
            PlayerSetup(
                name=name or f"{index + 1}",
                roster=roster.to_json(),
                units=units,
                violations=list(violations[index]) if index < len(violations) else [],
            )
        )
    roll = None
    if first_player is None:
        first_player, roll = roll_first_player(rng)
    elif first_player_roll:
        roll = FirstPlayerRoll([[list(faces) for faces in rnd] for rnd in first_player_roll])
    decks = []
    for player in setups:
        deck = _canonical_deck(player)
        if deck_mode == "digital":
            rng.shuffle(deck)
        decks.append(deck)
    cards = list(struggle_cards)[:PHASES]
    cards += [""] * (PHASES - len(cards))
    return GameSetup(
        players=setups,
        first_player=first_player,
        deck_mode=deck_mode,
        mission_set=mission_set,
        objectives=objectives,
        struggle_cards=cards,
        first_player_roll=roll,
        decks=decks,
        started_at=started_at or now_iso(),
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


@dataclass(frozen=True)
class DeckOptions:
    """What the order-deck rules (§3.5) let a player do at the moment they pick this turn's
    order. The interface enables its buttons from this, never from rules of its own."""

    can_reveal: bool
    can_use_reserve: bool
    can_reserve: bool
    can_skip_shatterpoint: bool
    can_activate_revealed: bool
    shatterpoint_revealed: bool


def deck_options(state: TrackerState, player: int, choosing: bool) -> DeckOptions:
    """``choosing``: it is ``player``'s turn and no unit is activating yet."""
    deck = state.decks[player]
    force = state.force[player].available
    choosing = choosing and _has_living_unit(state, player)
    nothing_shown = deck.revealed is None
    next_in_deck = _next_card_in_deck(state, player)
    # An empty deck is refreshed only when no card is in reserve (the reserve comes first).
    can_refresh = not deck.reserve and bool(_living_cards(state, player, deck.discard))
    revealed_unit = deck.revealed not in (None, SHATTERPOINT_CARD)
    shatterpoint = choosing and deck.revealed == SHATTERPOINT_CARD
    return DeckOptions(
        can_reveal=choosing and nothing_shown and (next_in_deck or can_refresh),
        can_use_reserve=(
            choosing
            and nothing_shown
            and bool(deck.reserve)
            and not deck.reserved_this_turn
            and not deck.shatterpoint_aside
        ),
        # Once per turn, a card just revealed from the deck, for 1 Force, one card at most,
        # and never the last card: a reserved card is used before the deck is refreshed.
        can_reserve=(
            choosing
            and revealed_unit
            and deck.revealed_from == "deck"
            and not deck.reserve
            and not deck.reserved_this_turn
            and not deck.must_activate
            and next_in_deck
            and force >= 1
        ),
        can_skip_shatterpoint=shatterpoint and force >= 1 and (next_in_deck or can_refresh),
        can_activate_revealed=choosing and revealed_unit,
        shatterpoint_revealed=shatterpoint,
    )


def next_player(state: TrackerState) -> int:
    """Whose turn it is or, between turns, whose turn comes next: the first player starts,
    then the players alternate."""
    if state.turn == 0 or state.active_player is None:
        return state.setup.first_player
    if state.in_turn:
        return state.active_player
    return other(state.active_player)


def struggle_card_due(state: TrackerState) -> bool:
    """The current phase's struggle card is revealed before the next turn starts (§3.2)."""
    return not state.in_turn and not state.finished and not state.struggle.revealed


def activatable_units(state: TrackerState, player: int) -> list[str]:
    """The units the Shatterpoint card may activate: any of the player's not defeated."""
    return [unit.id for unit in state.units[player] if not unit.defeated]


def revealable_cards(state: TrackerState, player: int) -> list[str]:
    """The cards a player may say they revealed from their real deck (physical mode): those
    of living units in the deck or, when it holds none and no card is in reserve, in the
    discard that is shuffled into a new deck first."""
    deck = state.decks[player]
    cards = _living_cards(state, player, deck.deck)
    if not cards and not deck.reserve:
        cards = _living_cards(state, player, deck.discard)
    return list(dict.fromkeys(cards))


def action_is_free(activation: Activation, action: str) -> bool:
    """An action the unit already took, or any beyond its two, can only be one an effect grants
    (§3.7: such actions do not count toward the two)."""
    return action in activation.actions or len(activation.actions) >= MAX_ACTIONS


def ability_cost(state: TrackerState, player: int, unit_id: str, printed: int) -> int:
    """What an active or reactive ability costs: its printed cost plus 1 per Wounded or
    Injured token of the unit."""
    unit = state.unit(player, unit_id)
    return printed + (unit.force_tax if unit else 0)


def control_choices(state: TrackerState, index: int) -> tuple[int | None, ...]:
    """Who may control objective ``index`` at the end of this turn: nobody or either player
    while nobody holds it; once held, its controller or the opponent (control never drops
    back to nobody: FR « il garde le contrôle … jusqu'à ce qu'il soit récupéré par un
    adversaire ou que la lutte se termine »). An inactive objective: nobody."""
    objective = state.objectives[index]
    if not objective.active:
        return (None,)
    if objective.controller is None:
        return (None, 0, 1)
    return (objective.controller, other(objective.controller))


def damage_choices(state: TrackerState, player: int, unit_id: str) -> tuple[bool, bool]:
    """Whether ``damage_dealt`` and ``damage_removed`` are accepted for the unit now (a
    Wounded unit neither suffers nor removes damage; a defeated one neither)."""
    unit = state.unit(player, unit_id)
    if unit is None or state.finished:
        return False, False
    return _damage_refusal(unit, dealt=True) is None, _damage_refusal(unit, dealt=False) is None


def can_flip_stance(state: TrackerState, player: int, unit_id: str) -> bool:
    """``stance_changed`` is accepted for the unit now (its side is chosen freely before the
    first turn; then once per activation, during its own activation)."""
    unit = state.unit(player, unit_id)
    if unit is None or unit.defeated or state.finished:
        return False
    return _stance_refusal(state, unit) is None


def strain_due(state: TrackerState) -> list[tuple[int, str]]:
    """The Strained units that moved, attacked, took an action or used an ability since they
    became Strained: each suffers 3 damage, then loses Strained (``strain_resolved``)."""
    if state.finished:
        return []
    return [
        (unit.player, unit.id)
        for units in state.units
        for unit in units
        if unit.strain_due and "strained" in unit.conditions and not unit.defeated
    ]


@dataclass(frozen=True)
class TurnOptions:
    """The events that take the game forward that the rules accept now (the interface shows
    these buttons and no others). ``deck`` is the active player's, during a turn."""

    reveal_struggle_card: bool
    start_turn: bool
    deck: DeckOptions | None
    activatable: tuple[str, ...]  # the units ``unit_activated`` may name
    actions: tuple[str, ...]  # the actions ``action_taken`` accepts
    end_activation: bool
    end_turn: bool


def turn_options(state: TrackerState) -> TurnOptions:
    """What can be done now to take the game forward."""
    if state.finished:
        return TurnOptions(False, False, None, (), (), False, False)
    if not state.in_turn or state.active_player is None:
        due = struggle_card_due(state)
        return TurnOptions(due, not due, None, (), (), False, False)
    player = state.active_player
    activation = state.activation
    choosing = activation is None
    options = deck_options(state, player, choosing)
    activatable: tuple[str, ...] = ()
    revealed = state.decks[player].revealed
    if choosing and revealed == SHATTERPOINT_CARD:
        activatable = tuple(activatable_units(state, player))
    elif choosing and options.can_activate_revealed and revealed is not None:
        activatable = (revealed,)
    open_activation = activation is not None and not activation.ended
    living = _has_living_unit(state, player)
    return TurnOptions(
        reveal_struggle_card=False,
        start_turn=False,
        deck=options,
        activatable=activatable,
        actions=ACTIONS if open_activation else (),
        end_activation=open_activation,
        end_turn=(activation is not None or not living) and revealed is None,
    )


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


# --- the readable log -----------------------------------------------------------------------------

STEP_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("ShatterpointTracker", "Start of turn"),
    QT_TRANSLATE_NOOP("ShatterpointTracker", "Reveal an order card"),
    QT_TRANSLATE_NOOP("ShatterpointTracker", "Activate the unit"),
    QT_TRANSLATE_NOOP("ShatterpointTracker", "Start of activation"),
    QT_TRANSLATE_NOOP("ShatterpointTracker", "Actions"),
    QT_TRANSLATE_NOOP("ShatterpointTracker", "End of activation"),
    QT_TRANSLATE_NOOP("ShatterpointTracker", "The activation ends"),
    QT_TRANSLATE_NOOP("ShatterpointTracker", "End of turn: objective control"),
    QT_TRANSLATE_NOOP("ShatterpointTracker", "Struggle token move"),
    QT_TRANSLATE_NOOP("ShatterpointTracker", "Defeat check"),
    QT_TRANSLATE_NOOP("ShatterpointTracker", "The turn passes"),
)
CONDITION_NAMES: dict[str, str] = {
    "strained": QT_TRANSLATE_NOOP("ShatterpointTracker", "Strained"),
    "disarmed": QT_TRANSLATE_NOOP("ShatterpointTracker", "Disarmed"),
    "exposed": QT_TRANSLATE_NOOP("ShatterpointTracker", "Exposed"),
    "pinned": QT_TRANSLATE_NOOP("ShatterpointTracker", "Pinned"),
}
ACTION_NAMES: dict[str, str] = {
    "move": QT_TRANSLATE_NOOP("ShatterpointTracker", "Move"),
    "focus": QT_TRANSLATE_NOOP("ShatterpointTracker", "Focus"),
    "combat": QT_TRANSLATE_NOOP("ShatterpointTracker", "Combat"),
    "ability": QT_TRANSLATE_NOOP("ShatterpointTracker", "Ability"),
    "recover": QT_TRANSLATE_NOOP("ShatterpointTracker", "Recover"),
    "take_cover": QT_TRANSLATE_NOOP("ShatterpointTracker", "Take Cover"),
}
END_REASON_NAMES: dict[str, str] = {
    "struggles": QT_TRANSLATE_NOOP("ShatterpointTracker", "two struggles won"),
    "conceded": QT_TRANSLATE_NOOP("ShatterpointTracker", "conceded"),
    "time": QT_TRANSLATE_NOOP("ShatterpointTracker", "time ran out"),
    "agreed": QT_TRANSLATE_NOOP("ShatterpointTracker", "agreed by the players"),
}


def step_name(step: int, language: str | None = None) -> str:
    """The name of a turn step (1..11) in ``language``."""
    return translate(CONTEXT, STEP_NAMES[step - 1], language) if 1 <= step <= 11 else ""


def condition_name(condition: str, language: str | None = None) -> str:
    text = CONDITION_NAMES.get(condition)
    return translate(CONTEXT, text, language) if text else condition


def action_name(action: str, language: str | None = None) -> str:
    text = ACTION_NAMES.get(action)
    return translate(CONTEXT, text, language) if text else action


def _t(language: str, source: str, /, **params: Any) -> str:
    return translate(CONTEXT, source, language, **params)


def phase_numeral(phase: int) -> str:
    """Both rulebooks number the phases in Roman numerals ("Phase II", "fazy II")."""
    return {1: "I", 2: "II", 3: "III"}.get(phase, str(phase))


def _card_text(state: TrackerState, player: int, card: str | None, language: str) -> str:
    if card == SHATTERPOINT_CARD:
        return _t(language, QT_TRANSLATE_NOOP("ShatterpointTracker", "the Shatterpoint card"))
    setup = state.unit_setup(player, card or "")
    return setup.display_name(language) if setup else str(card)


def _main_sentence(state: TrackerState, event: Event, language: str) -> str:
    p = event.payload if isinstance(event.payload, dict) else {}
    active = state.active_player if state.active_player is not None else state.setup.first_player

    def player(index: Any = None) -> str:
        idx = active if index is None else index
        return state.player_name(idx) if idx in PLAYERS else str(idx)

    def unit(player_index: Any = None, unit_id: Any = None) -> str:
        idx = active if player_index is None else player_index
        if idx not in PLAYERS:
            return str(unit_id)
        return _card_text(state, idx, unit_id, language)

    kind = event.type
    if kind == TURN_STARTED:
        nxt = state.setup.first_player if state.turn == 0 else other(active)
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{player} begins the turn"),
            player=player(nxt),
        )
    if kind == STEP_ADVANCED:
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "step {step}: {name}"),
            step=p.get("step"),
            name=step_name(p.get("step", 0), language),
        )
    if kind == STRUGGLE_CARD_REVEALED:
        if p.get("card"):
            return _t(
                language,
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", "the struggle card of phase {phase} is revealed: {card}"
                ),
                phase=phase_numeral(state.struggle.phase),
                card=p.get("card"),
            )
        return _t(
            language,
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", "the struggle card of phase {phase} is revealed"
            ),
            phase=phase_numeral(state.struggle.phase),
        )
    if kind == ORDER_REVEALED:
        if p.get("from") == "reserve":
            return _t(
                language,
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", "{player} takes the reserved order card of {unit}"
                ),
                player=player(),
                unit=unit(None, p.get("card")),
            )
        if p.get("card") == SHATTERPOINT_CARD:
            return _t(
                language,
                QT_TRANSLATE_NOOP("ShatterpointTracker", "{player} reveals the Shatterpoint card"),
                player=player(),
            )
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{player} reveals the order card of {unit}"),
            player=player(),
            unit=unit(None, p.get("card")),
        )
    if kind == ORDER_RESERVED:
        return _t(
            language,
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", "{player} pays 1 Force to reserve the order card of {unit}"
            ),
            player=player(),
            unit=unit(None, state.decks[active].revealed),
        )
    if kind == SHATTERPOINT_SKIPPED:
        return _t(
            language,
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", "{player} pays 1 Force to skip the Shatterpoint card"
            ),
            player=player(),
        )
    if kind == UNIT_ACTIVATED:
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} activates"),
            unit=unit(None, p.get("unit")),
        )
    if kind == ACTION_TAKEN:
        name = state.activation.unit if state.activation else None
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} takes the {action} action"),
            unit=unit(None, name),
            action=action_name(str(p.get("action")), language),
        )
    if kind == ACTIVATION_ENDED:
        name = state.activation.unit if state.activation else None
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "the activation of {unit} ends"),
            unit=unit(None, name),
        )
    if kind in (DAMAGE_DEALT, DAMAGE_REMOVED, CONDITION_GAINED, CONDITION_REMOVED, STANCE_CHANGED):
        target = unit(p.get("player"), p.get("unit"))
        if kind == DAMAGE_DEALT:
            return _t(
                language,
                QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} suffers %n damage"),
                n=int(p.get("amount") or 0),
                unit=target,
            )
        if kind == DAMAGE_REMOVED:
            return _t(
                language,
                QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} removes %n damage"),
                n=int(p.get("amount") or 0),
                unit=target,
            )
        if kind == STANCE_CHANGED:
            return _t(
                language,
                QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} turns to stance side {side}"),
                unit=target,
                side=p.get("side"),
            )
        condition = condition_name(str(p.get("condition")), language)
        if kind == CONDITION_REMOVED:
            return _t(
                language,
                QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} loses the {condition} condition"),
                unit=target,
                condition=condition,
            )
        existing = (
            state.unit(p.get("player", 0), str(p.get("unit")))
            if p.get("player") in PLAYERS
            else None
        )
        if existing is not None and p.get("condition") in existing.conditions:
            return _t(
                language,
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker",
                    "{unit} already has the {condition} condition and suffers 1 damage instead",
                ),
                unit=target,
                condition=condition,
            )
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} gains the {condition} condition"),
            unit=target,
            condition=condition,
        )
    if kind == STRAIN_RESOLVED:
        return _t(
            language,
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker",
                "{unit} is Strained: it suffers {amount} damage, then loses Strained",
            ),
            unit=unit(p.get("player"), p.get("unit")),
            amount=STRAIN_DAMAGE,
        )
    if kind == ABILITY_USED:
        user = state.unit(p["player"], str(p.get("unit"))) if p.get("player") in PLAYERS else None
        tax = user.force_tax if user is not None else 0
        printed = p.get("cost")
        cost = printed if isinstance(printed, int) else 0
        if tax:
            return _t(
                language,
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker",
                    "{unit} uses an ability for {amount} Force ({tax} for its Wounded and "
                    "Injured tokens)",
                ),
                unit=unit(p.get("player"), p.get("unit")),
                amount=cost + tax,
                tax=tax,
            )
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} uses an ability for {amount} Force"),
            unit=unit(p.get("player"), p.get("unit")),
            amount=cost,
        )
    if kind == FORCE_SPENT:
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{player} spends {amount} Force"),
            player=player(p.get("player")),
            amount=p.get("amount"),
        )
    if kind == FORCE_REFRESHED:
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{player} refreshes {amount} Force"),
            player=player(p.get("player")),
            amount=p.get("amount"),
        )
    if kind == MOMENTUM_GAINED:
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "an effect gives momentum to {player}"),
            player=player(p.get("player")),
        )
    if kind == STRUGGLE_TOKEN_MOVED:
        return _t(
            language,
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", "an effect moves the struggle token toward {player}"
            ),
            player=player(p.get("toward")),
        )
    if kind == TURN_ENDED:
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "{player} ends the turn"),
            player=player(),
        )
    if kind == GAME_ENDED:
        reason = _t(language, END_REASON_NAMES.get(str(p.get("reason")), str(p.get("reason"))))
        if p.get("winner") in PLAYERS:
            return _t(
                language,
                QT_TRANSLATE_NOOP("ShatterpointTracker", "the game ends ({reason}): {player} wins"),
                reason=reason,
                player=player(p.get("winner")),
            )
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "the game ends ({reason}) without a winner"),
            reason=reason,
        )
    if kind == UNIT_CORRECTED:
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "correction by hand: {unit}"),
            unit=unit(p.get("player"), p.get("unit")),
        )
    if kind == FORCE_CORRECTED:
        return _t(
            language,
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", "correction by hand: the Force pool of {player}"
            ),
            player=player(p.get("player")),
        )
    if kind == STRUGGLE_CORRECTED:
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "correction by hand: the struggle track"),
        )
    if kind == OBJECTIVE_CORRECTED:
        index = p.get("index")
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "correction by hand: objective {number}"),
            number=index + 1 if isinstance(index, int) else index,
        )
    if kind == DECK_CORRECTED:
        return _t(
            language,
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", "correction by hand: the order deck of {player}"
            ),
            player=player(p.get("player")),
        )
    return kind


def _consequences(
    before: TrackerState, after: TrackerState, event: Event, language: str
) -> list[str]:
    parts: list[str] = []
    if event.type in CORRECTION_TYPES_SET:
        return parts
    for player in PLAYERS:
        deck_before, deck_after = before.decks[player], after.decks[player]
        for card in deck_after.removed:
            if card not in deck_before.removed and event.type == ORDER_REVEALED:
                parts.append(
                    _t(
                        language,
                        QT_TRANSLATE_NOOP(
                            "ShatterpointTracker", "the order card of {unit} leaves the game"
                        ),
                        unit=_card_text(after, player, card, language),
                    )
                )
    for units_before, units_after in zip(before.units, after.units, strict=True):
        for ub, ua in zip(units_before, units_after, strict=True):
            name = _unit_name(after, ua, language)
            if ua.wounded > ub.wounded:
                parts.append(
                    _t(
                        language,
                        QT_TRANSLATE_NOOP("ShatterpointTracker", "{unit} is wounded"),
                        unit=name,
                    )
                )
            if ua.injured > ub.injured:
                parts.append(
                    _t(
                        language,
                        QT_TRANSLATE_NOOP(
                            "ShatterpointTracker",
                            "{unit} turns its Wounded token to Injured and clears its damage",
                        ),
                        unit=name,
                    )
                )
            for condition in ub.conditions:
                if condition not in ua.conditions and event.type == UNIT_ACTIVATED:
                    parts.append(
                        _t(
                            language,
                            QT_TRANSLATE_NOOP(
                                "ShatterpointTracker", "{unit} removes the {condition} condition"
                            ),
                            unit=name,
                            condition=condition_name(condition, language),
                        )
                    )
            if ua.defeated and not ub.defeated:
                parts.append(
                    _t(
                        language,
                        QT_TRANSLATE_NOOP(
                            "ShatterpointTracker",
                            "{unit} is defeated and its order card leaves the game",
                        ),
                        unit=name,
                    )
                )
    if event.type == TURN_ENDED and after.struggle.phase == before.struggle.phase:
        for number, (ob, oa) in enumerate(zip(before.objectives, after.objectives, strict=True), 1):
            if oa.controller == ob.controller:
                continue
            if oa.controller is None:
                parts.append(
                    _t(
                        language,
                        QT_TRANSLATE_NOOP(
                            "ShatterpointTracker", "nobody controls objective {number} any more"
                        ),
                        number=number,
                    )
                )
            else:
                parts.append(
                    _t(
                        language,
                        QT_TRANSLATE_NOOP(
                            "ShatterpointTracker", "{player} takes control of objective {number}"
                        ),
                        player=after.player_name(oa.controller),
                        number=number,
                    )
                )
    sb, sa = before.struggle, after.struggle
    if (sa.token != sb.token and event.type != TURN_ENDED) or (
        event.type == TURN_ENDED and sa.phase == sb.phase and sa.token != sb.token
    ):
        parts.append(_token_text(after, sa.token, language))
    for player in PLAYERS:
        gained = len(sa.momentum[player]) - len(sb.momentum[player])
        if (sa.phase == sb.phase and sa.won_by is None and gained > 0) or (
            sa.won_by is not None and sb.won_by is None and gained > 0
        ):
            for _ in range(gained):
                parts.append(
                    _t(
                        language,
                        QT_TRANSLATE_NOOP("ShatterpointTracker", "{player} gains momentum"),
                        player=after.player_name(player),
                    )
                )
    for player in PLAYERS:
        if len(sa.claimed[player]) > len(sb.claimed[player]):
            parts.append(
                _t(
                    language,
                    QT_TRANSLATE_NOOP("ShatterpointTracker", "{player} wins the struggle"),
                    player=after.player_name(player),
                )
            )
    if (
        after.winner is not None
        and after.finished
        and not before.finished
        and event.type != GAME_ENDED
    ):
        parts.append(
            _t(
                language,
                QT_TRANSLATE_NOOP("ShatterpointTracker", "{player} wins the game"),
                player=after.player_name(after.winner),
            )
        )
    if sa.phase > sb.phase:
        parts.append(
            _t(
                language,
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker",
                    "the struggle track and the objectives are reset for phase {phase}",
                ),
                phase=phase_numeral(sa.phase),
            )
        )
    if (
        isinstance(event.payload, dict)
        and "refresh" in event.payload
        and after.active_player is not None
    ):
        parts.append(
            _t(
                language,
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", "{player} refreshes the order deck and the Force pool"
                ),
                player=after.player_name(after.active_player),
            )
        )
    return parts


def _token_text(state: TrackerState, token: int, language: str) -> str:
    if token == 0:
        return _t(
            language,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "the struggle token moves to the centre"),
        )
    owner = 0 if token * SIDE[0] > 0 else 1
    return _t(
        language,
        QT_TRANSLATE_NOOP(
            "ShatterpointTracker",
            "the struggle token moves to space {space} on the side of {player}",
        ),
        space=abs(token),
        player=state.player_name(owner),
    )


def describe(event: Event, state_before: TrackerState, language: str | None = None) -> str:
    """One line of the readable log, e.g. "Turn 7 — Darth Maul suffers 3 damage; Darth Maul is
    wounded; Anakin gains momentum"."""
    from app.i18n import current_language

    lang = language or current_language()
    parts = [_main_sentence(state_before, event, lang)]
    parts.extend(_consequences_of(event, state_before, lang))
    return _log_line(parts, event, state_before, lang)


def _consequences_of(event: Event, state_before: TrackerState, language: str) -> list[str]:
    try:
        after = apply(state_before, event)
    except EventRejected:
        return []
    return _consequences(state_before, after, event, language)


# Steps a player repeats click by click on one unit: one line of the log says them all.
MERGED_STEPS = frozenset({DAMAGE_DEALT, DAMAGE_REMOVED})


def joins_log_line(
    previous: Event, event: Event, before_previous: TrackerState, before: TrackerState
) -> bool:
    """Whether ``event`` is told on the same line of the readable log as ``previous`` (the
    event just before it): the same step on the same unit, repeated (3 clicks of damage read
    "suffers 3 damage"). A line that tells a consequence (Wounded, a struggle won) ends there;
    the events stay separate in the log, so undo still takes back one click at a time."""
    if event.type != previous.type or event.type not in MERGED_STEPS:
        return False
    p, q = previous.payload, event.payload
    if (p.get("player"), p.get("unit")) != (q.get("player"), q.get("unit")):
        return False
    if before.activation != before_previous.activation or before.turn != before_previous.turn:
        return False
    return not _consequences_of(previous, before_previous, "en")


def describe_run(
    events: Sequence[Event], states_before: Sequence[TrackerState], language: str | None = None
) -> str:
    """One line of the readable log for consecutive events that ``joins_log_line`` groups;
    ``states_before[i]`` is the state before ``events[i]``."""
    if len(events) == 1:
        return describe(events[0], states_before[0], language)
    from app.i18n import current_language

    lang = language or current_language()
    last = events[-1]
    total = sum(int(e.payload.get("amount", 0)) for e in events)
    together = Event(events[0].seq, last.type, {**last.payload, "amount": total}, last.at)
    parts = [_main_sentence(states_before[0], together, lang)]
    parts.extend(_consequences_of(last, states_before[-1], lang))
    return _log_line(parts, events[0], states_before[0], lang)


def _log_line(parts: list[str], event: Event, state_before: TrackerState, lang: str) -> str:
    # The separator is translated: French puts a space before the semicolon.
    separator = _t(
        lang, QT_TRANSLATE_NOOP("ShatterpointTracker", "{left}; {right}"), left="", right=""
    )
    text = separator.join(part for part in parts if part)
    text = text[:1].upper() + text[1:]
    turn = state_before.turn + (1 if event.type == TURN_STARTED else 0)
    if turn == 0:
        return _t(
            lang,
            QT_TRANSLATE_NOOP("ShatterpointTracker", "Before the first turn — {line}"),
            line=text,
        )
    return _t(
        lang, QT_TRANSLATE_NOOP("ShatterpointTracker", "Turn {turn} — {line}"), turn=turn, line=text
    )


CORRECTION_TYPES_SET = frozenset(
    {UNIT_CORRECTED, FORCE_CORRECTED, STRUGGLE_CORRECTED, OBJECTIVE_CORRECTED, DECK_CORRECTED}
)


# --- the result -------------------------------------------------------------------------


def _parse_time(text: str | None) -> datetime | None:
    if not text:
        return None
    try:
        return datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None


def result(state: TrackerState) -> dict[str, Any]:
    """The game's result as the campaign module and the games list use it."""
    start = _parse_time(state.setup.started_at)
    end = _parse_time(state.finished_at or state.last_at)
    duration = int((end - start).total_seconds()) if start and end and end >= start else 0
    return {
        "players": [p.name for p in state.setup.players],
        "winner": state.winner,
        "finished": state.finished,
        "end_reason": state.end_reason,
        "scores": [len(claimed) for claimed in state.struggle.claimed],  # struggles won
        "turns": state.turn,
        "duration_seconds": duration,
        "units_defeated": [[u.id for u in units if u.defeated] for units in state.units],
        "rosters": [p.roster for p in state.setup.players],
    }


# --- the text summary (``muster game replay --format text``) -------------------------------


def summary(state: TrackerState, language: str | None = None) -> str:
    """The state as a few readable lines in ``language``."""
    from app.i18n import current_language

    lang = language or current_language()
    tr = lambda source, **params: _t(lang, source, **params)  # noqa: E731
    names = [state.player_name(p) for p in PLAYERS]
    lines = []
    if state.turn == 0:
        lines.append(tr(QT_TRANSLATE_NOOP("ShatterpointTracker", "Before the first turn")))
    elif state.step == 0 and state.active_player is not None and not state.finished:
        lines.append(
            tr(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", "Turn {turn} is over; {player} plays next"
                ),
                turn=state.turn,
                player=names[other(state.active_player)],
            )
        )
    else:
        active = names[state.active_player] if state.active_player is not None else "—"
        lines.append(
            tr(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", "Turn {turn}, {player} is the active player"
                ),
                turn=state.turn,
                player=active,
            )
            + (f" · {state.step}. {step_name(state.step, lang)}" if state.step else "")
        )
    struggle = state.struggle
    lines.append(
        tr(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker",
                "Struggle {phase} {card}· struggles won: {first} {one}, {second} {two}",
            ),
            phase=phase_numeral(struggle.phase),
            card=f"({struggle.card}) " if struggle.card else "",
            first=names[0],
            one=len(struggle.claimed[0]),
            second=names[1],
            two=len(struggle.claimed[1]),
        )
    )
    token = (
        tr(QT_TRANSLATE_NOOP("ShatterpointTracker", "the centre"))
        if struggle.token == 0
        else tr(
            QT_TRANSLATE_NOOP("ShatterpointTracker", "space {space} on the side of {player}"),
            space=abs(struggle.token),
            player=names[0 if struggle.token * SIDE[0] > 0 else 1],
        )
    )
    lines.append(
        tr(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker",
                "Struggle token on {where}; momentum: {first} {one}; {second} {two}",
            ),
            where=token,
            first=names[0],
            one=", ".join(str(d) for d in sorted(struggle.momentum[0], reverse=True)) or "—",
            second=names[1],
            two=", ".join(str(d) for d in sorted(struggle.momentum[1], reverse=True)) or "—",
        )
    )
    for index, objective in enumerate(state.objectives, start=1):
        status = (
            tr(QT_TRANSLATE_NOOP("ShatterpointTracker", "active"))
            if objective.active
            else tr(QT_TRANSLATE_NOOP("ShatterpointTracker", "inactive"))
        )
        if objective.priority:
            status += ", " + tr(QT_TRANSLATE_NOOP("ShatterpointTracker", "priority"))
        if objective.controller is not None:
            status += ", " + tr(
                QT_TRANSLATE_NOOP("ShatterpointTracker", "controlled by {player}"),
                player=names[objective.controller],
            )
        lines.append(
            tr(
                QT_TRANSLATE_NOOP("ShatterpointTracker", "Objective {number}: {status}"),
                number=index,
                status=status,
            )
        )
    for player in PLAYERS:
        pool, deck = state.force[player], state.decks[player]
        lines.append(
            tr(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker",
                    "{player}: Force {available} of {total} · order deck {deck}, "
                    "reserve {reserve}, discard {discard}, removed {removed}",
                ),
                player=names[player],
                available=pool.available,
                total=pool.total,
                deck=len(deck.deck),
                reserve=_card_text(state, player, deck.reserve[0], lang) if deck.reserve else "—",
                discard=len(deck.discard),
                removed=len(deck.removed),
            )
        )
        for unit in state.units[player]:
            text = tr(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker",
                    "  {unit}: damage {damage}/{stamina}, Wounded {wounded}, "
                    "Injured {injured}/{durability}, hunker {hunker}, stance {stance}",
                ),
                unit=_unit_name(state, unit, lang),
                damage=unit.damage,
                stamina=unit.stamina,
                wounded=unit.wounded,
                injured=unit.injured,
                durability=unit.durability,
                hunker=unit.hunker,
                stance=unit.stance,
            )
            if unit.conditions:
                text += " · " + ", ".join(condition_name(c, lang) for c in unit.conditions)
            if unit.defeated:
                text += " · " + tr(QT_TRANSLATE_NOOP("ShatterpointTracker", "defeated"))
            lines.append(text)
    if state.finished:
        reason = tr(END_REASON_NAMES.get(state.end_reason or "", state.end_reason or ""))
        if state.winner is not None:
            lines.append(
                tr(
                    QT_TRANSLATE_NOOP(
                        "ShatterpointTracker", "Game over ({reason}): {player} wins."
                    ),
                    reason=reason,
                    player=names[state.winner],
                )
            )
        else:
            lines.append(
                tr(
                    QT_TRANSLATE_NOOP(
                        "ShatterpointTracker", "Game over ({reason}), without a winner."
                    ),
                    reason=reason,
                )
            )
    return "\n".join(lines)


# What the game's screens ask its tracker for (app/tracker/adapter.py forwards them).
INTERFACE = (
    "new_setup",
    "roll_first_player",
    "reveal_order",
    "end_turn",
    "ability_cost",
    "deck_options",
    "action_is_free",
    "next_player",
    "struggle_card_due",
    "activatable_units",
    "revealable_cards",
    "control_choices",
    "can_flip_stance",
    "damage_choices",
    "strain_due",
    "turn_options",
    "next_events",
    "step_name",
    "condition_name",
    "action_name",
)
