"""The Shatterpoint tracker's reducer: one handler per event type, each checking the rules
before it changes the state, and ``apply`` that folds one event into a state (a pure function
of the state and the event, so that a replayed log gives the same game).

Rules reference: shared rules digest §3 (the eleven steps of a turn). Event payloads:
docs/tracker.md.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP
from app.systems.shatterpoint.tracker.corrections import (
    _deck_corrected,
    _force_corrected,
    _objective_corrected,
    _struggle_corrected,
    _unit_corrected,
)
from app.systems.shatterpoint.tracker.events import (
    ABILITY_USED,
    ACTION_TAKEN,
    ACTIONS,
    ACTIVATION_ENDED,
    CONDITION_GAINED,
    CONDITION_REMOVED,
    CONDITIONS,
    DAMAGE_DEALT,
    DAMAGE_REMOVED,
    DECK_CORRECTED,
    DECK_MODES,
    END_REASONS,
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
    TRACK_HALF,
    TURN_ENDED,
    TURN_STARTED,
    TURN_STEPS,
    UNIT_ACTIVATED,
    UNIT_CORRECTED,
    _bool,
    _card_list,
    _check_fields,
    _choice,
    _field,
    _int,
    _optional_player,
    _reject,
    other,
)
from app.systems.shatterpoint.tracker.rules import (
    _active,
    _damage_refusal,
    _deal_damage,
    _defeat,
    _gain_momentum,
    _has_living_unit,
    _living,
    _living_cards,
    _move_token,
    _next_card_in_deck,
    _refresh,
    _reset_struggle,
    _same_cards,
    _stance_refusal,
    _unit,
    _unit_name,
    next_player,
)
from app.systems.shatterpoint.tracker.setup import canonical_deck, force_total
from app.systems.shatterpoint.tracker.state import (
    Activation,
    ForcePool,
    GameSetup,
    Objective,
    OrderDeck,
    StruggleState,
    TrackerState,
    UnitState,
)
from app.tracker.errors import EventRejected, GameSetupError
from app.tracker.event import Event
from app.tracker.reducing import copying_apply

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
                # The rulebook's "Objective control": a tie changes nothing, so control
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


apply = copying_apply(apply_in_place)


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
    decks = setup.decks or [canonical_deck(p) for p in setup.players]
    for player, deck in zip(setup.players, decks, strict=False):
        if len(decks) != 2 or not _same_cards(deck, canonical_deck(player)):
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
        force=[ForcePool(total, total) for total in (force_total(p) for p in setup.players)],
        decks=[OrderDeck(list(deck)) for deck in decks],
        units=[
            [UnitState(index, u.id, u.stamina, u.durability) for u in p.units]
            for index, p in enumerate(setup.players)
        ],
    )
