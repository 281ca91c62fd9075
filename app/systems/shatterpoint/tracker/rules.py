"""The rules of a Shatterpoint game that the reducer and the screens share: finding units and
cards, the struggle track, damage and defeat, refreshing the order deck, and what a player may
do now (which units activate, which cards reveal, which stances flip, what an ability costs).

Rules reference: shared rules digest §3 (struggle, objectives, Force, order deck, wounds,
conditions, the eleven steps of a turn).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP
from app.systems.shatterpoint.tracker.events import (
    ACTIONS,
    MAX_ACTIONS,
    PHASES,
    SHATTERPOINT_CARD,
    SIDE,
    STRUGGLES_TO_WIN,
    TRACK_HALF,
    _card_list,
    _field,
    _int,
    _reject,
    other,
)
from app.systems.shatterpoint.tracker.state import (
    Activation,
    TrackerState,
    UnitState,
)


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
    back to nobody: the rulebook's "Objective control" keeps it with its controller until the
    opponent takes it or the struggle ends). An inactive objective: nobody."""
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
