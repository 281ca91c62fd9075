"""The rules of a Legion game at the table: the reducer, the readable log, the result, and the
helpers that turn a player's intent into an event (rolling any die there, so that the reducer
stays a pure function and a replayed log gives the same game).

Rules reference: the French rules reference (seed 004) — « Round de jeu », « Phase de
Commandement », « Phase d'Activation », « Phase Finale », « Suppression », « Panique »,
« Résistance », « Gagner la partie », the tokens' entries; digest: shared rules/legion.md §2.
Event payloads: docs/tracker.md, "Star Wars: Legion".
"""

from __future__ import annotations

import difflib
import random
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP, current_language, localized, translate
from app.systems.legion.tracker_state import (
    ACTION_TAKEN,
    ACTIONS,
    ACTIVATION,
    ACTIVATION_ENDED,
    BATTLE_CARDS_CHOSEN,
    COMMAND,
    COMMAND_CARD_PLAYED,
    DEFAULT_ROUNDS,
    DEPLOYMENT_COMPLETED,
    DIE_FACES,
    EARLY_END_REASONS,
    END_OF_ACTIVATION_TOKENS,
    END_PHASE_TOKENS,
    FINISHED,
    GAME_ENDED,
    MAX_ACTIONS,
    MAX_AMOUNT,
    ORDER_DRAWN,
    ORDERS_ISSUED,
    PLAYERS,
    RED_DEFENCE_DIE,
    REPEATABLE_ACTIONS,
    ROUND_ENDED,
    SETUP,
    STANDING_ORDERS,
    TOKENS,
    TOKENS_GAINED,
    TOKENS_REMOVED,
    UNIT_ACTIVATED,
    UNIT_CORRECTED,
    UNIT_DEFEATED,
    VEHICLE_DAMAGE,
    VEHICLE_DAMAGE_BY_FACE,
    VICTORY_TOKENS_CHANGED,
    VP_SOURCES,
    WHITE_DEFENCE_DIE,
    WOUNDS_HEALED,
    WOUNDS_SUFFERED,
    Activation,
    CardSetup,
    GameSetup,
    GameState,
    PlayerSetup,
    PlayerState,
    UnitSetup,
    UnitState,
    other,
    suppressed,
)
from app.tracker.errors import EventRejected, GameLogFormatError, GameSetupError
from app.tracker.event import Event, now_iso

CONTEXT = "LegionTracker"
Intent = tuple[str, dict[str, Any]]
Payload = dict[str, Any]


def _reject(reason: str, **params: Any) -> EventRejected:
    return EventRejected(reason, CONTEXT, **params)


# --- payload reading -------------------------------------------------------------------------


def _field(payload: Payload, key: str) -> Any:
    if key not in payload:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", 'The field "{field}" is missing.'), field=key
        )
    return payload[key]


def _int(payload: Payload, key: str, low: int, high: int) -> int:
    value = _field(payload, key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker", 'The field "{field}" must be a whole number from {low} to {high}.'
            ),
            field=key,
            low=low,
            high=high,
        )
    return value


def _bool(payload: Payload, key: str, default: bool = False) -> bool:
    value = payload.get(key, default)
    if not isinstance(value, bool):
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", 'The field "{field}" must be true or false.'),
            field=key,
        )
    return value


def _choice(payload: Payload, key: str, choices: Sequence[str]) -> str:
    value = _field(payload, key)
    if not isinstance(value, str) or value not in choices:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", 'The field "{field}" must be one of: {choices}.'),
            field=key,
            choices=", ".join(choices),
        )
    return value


def _face(payload: Payload, key: str) -> str:
    return _choice(payload, key, DIE_FACES)


def _player(payload: Payload, key: str = "player") -> int:
    return _int(payload, key, 0, 1)


def _unit(state: GameState, payload: Payload, player: int, key: str = "unit") -> UnitState:
    value = _field(payload, key)
    found = state.players[player].unit(value) if isinstance(value, str) else None
    if found is None:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "{player} has no unit {unit}."),
            player=state.setup.players[player].name,
            unit=str(value)[:80],
        )
    return found


def _living_unit(state: GameState, payload: Payload, player: int) -> UnitState:
    unit = _unit(state, payload, player)
    if unit.defeated:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "{unit} is defeated."),
            unit=_unit_name(state, player, unit.key),
        )
    return unit


FIELDS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    # type: (required, optional)
    BATTLE_CARDS_CHOSEN: (frozenset({"cards"}), frozenset()),
    DEPLOYMENT_COMPLETED: (frozenset(), frozenset()),
    COMMAND_CARD_PLAYED: (frozenset({"player", "card"}), frozenset({"roll"})),
    ORDERS_ISSUED: (frozenset({"player", "units"}), frozenset()),
    ORDER_DRAWN: (frozenset({"player", "rank"}), frozenset()),
    UNIT_ACTIVATED: (
        frozenset({"player", "unit"}),
        frozenset({"rally", "courage_from", "damaged_roll"}),
    ),
    ACTION_TAKEN: (frozenset({"action"}), frozenset({"free"})),
    ACTIVATION_ENDED: (frozenset(), frozenset()),
    ROUND_ENDED: (frozenset(), frozenset({"promote"})),
    WOUNDS_SUFFERED: (frozenset({"player", "unit", "amount"}), frozenset({"damage_roll"})),
    WOUNDS_HEALED: (frozenset({"player", "unit", "amount"}), frozenset()),
    UNIT_DEFEATED: (frozenset({"player", "unit"}), frozenset()),
    TOKENS_GAINED: (frozenset({"player", "unit", "token", "count"}), frozenset()),
    TOKENS_REMOVED: (frozenset({"player", "unit", "token", "count"}), frozenset()),
    VICTORY_TOKENS_CHANGED: (frozenset({"player", "amount", "source"}), frozenset()),
    GAME_ENDED: (frozenset({"winner", "reason"}), frozenset()),
    UNIT_CORRECTED: (frozenset({"player", "unit"}), frozenset({"wounds", "tokens", "defeated"})),
}


KNOWN_FIELDS = {kind: required | optional for kind, (required, optional) in FIELDS.items()}


def _check_fields(event_type: str, payload: Payload) -> None:
    known = KNOWN_FIELDS[event_type]
    if known.issuperset(payload):
        return
    for key in payload:
        if key in known:
            continue
        close = difflib.get_close_matches(str(key), sorted(known), n=1)
        if close:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "LegionTracker", 'Unknown field "{field}": did you mean "{known}"?'
                ),
                field=str(key)[:80],
                known=close[0],
            )
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker", 'Unknown field "{field}" (this event has: {fields}).'
            ),
            field=str(key)[:80],
            fields=", ".join(sorted(known)) or "—",
        )


# --- rules the reducer and the interface share --------------------------------------------


def has_commander(state: GameState, player: int) -> bool:
    """A living Commander or Operative (or a promoted unit leader): the player plays a command
    card (FR « un joueur qui n'a ni Commandant ni Agent … ne joue pas de carte »)."""
    for unit in state.living(player):
        rank = state.unit_setup(player, unit.key).rank
        if rank in ("commander", "operative") or unit.commander:
            return True
    return False


def playable_cards(state: GameState, player: int) -> list[str]:
    """The command cards ``player`` may play this round: the hand, and Standing Orders."""
    if not has_commander(state, player):
        return []
    return [*state.players[player].hand, STANDING_ORDERS]


def card_pips(state: GameState, player: int, card: str) -> int:
    for entry in state.setup.players[player].command_hand:
        if entry.id == card and entry.pips is not None:
            return entry.pips
    return 4  # Standing Orders


def activatable_units(state: GameState, player: int) -> list[str]:
    """The units ``player`` may activate now: with a face-up order token, or, once a token is
    drawn from the pool, the units of that rank without one."""
    data = state.players[player]
    keys = []
    for unit in state.living(player):
        if (unit.order == "ordered" and data.drawn is None) or (
            unit.order == "none"
            and data.drawn is not None
            and state.unit_setup(player, unit.key).rank == data.drawn
        ):
            keys.append(unit.key)
    return keys


def waiting_units(state: GameState, player: int) -> list[UnitState]:
    """The living units of ``player`` that have not activated this round."""
    return [unit for unit in state.living(player) if unit.order != "activated"]


def promotion_choices(state: GameState, player: int) -> list[str]:
    """Whom ``player`` must promote in the End phase when every commander is defeated: the
    leader of a trooper unit (FR « il doit promouvoir un Chef d'unité d'une unité de soldats »).
    Empty when no promotion is due."""
    if any(
        state.unit_setup(player, unit.key).rank == "commander" or unit.commander
        for unit in state.living(player)
    ):
        return []
    return [
        unit.key
        for unit in state.living(player)
        if state.unit_setup(player, unit.key).trooper
        and state.unit_setup(player, unit.key).rank != "operative"
    ]


def rally_dice(state: GameState, player: int, key: str) -> int:
    """White defence dice the unit rolls to rally: one per suppression token."""
    unit = state.players[player].unit(key)
    return unit.token("suppression") if unit is not None else 0


def damage_roll_due(state: GameState, player: int, key: str, amount: int) -> bool:
    """Whether ``amount`` wounds make the vehicle roll a red die for a vehicle damage token
    (wounds at or above resilience, no such token from wounds yet, the unit not defeated)."""
    setup = state.unit_setup(player, key)
    unit = state.players[player].unit(key)
    if unit is None or unit.defeated or not setup.vehicle or setup.resilience is None:
        return False
    if unit.damage_rolled:
        return False
    after = _wounds_after(setup, unit.wounds, amount)
    if all(got >= most for got, most in zip(after, setup.wounds, strict=True)):
        return False
    return sum(after) >= setup.resilience


def _wounds_after(setup: UnitSetup, wounds: list[int], amount: int) -> list[int]:
    """Wounds go to one miniature until it is defeated, the unit leader last; a wounded
    miniature takes them first (FR « Blessures »)."""
    result = list(wounds)
    order = [*list(range(1, len(result))), 0]
    wounded = [i for i in order if 0 < result[i] < setup.wounds[i]]
    fresh = [i for i in order if result[i] == 0]
    for index in wounded + fresh:
        if amount <= 0:
            break
        room = setup.wounds[index] - result[index]
        took = min(room, amount)
        result[index] += took
        amount -= took
    return result


# --- handlers --------------------------------------------------------------------------------


def _need_phase(state: GameState, phase: str) -> None:
    if state.phase != phase:
        raise _reject(
            {
                SETUP: QT_TRANSLATE_NOOP("LegionTracker", "The armies are already deployed."),
                COMMAND: QT_TRANSLATE_NOOP("LegionTracker", "This is not the Command phase."),
                ACTIVATION: QT_TRANSLATE_NOOP("LegionTracker", "This is not the Activation phase."),
            }[phase]
        )


def _battle_cards_chosen(state: GameState, payload: Payload) -> None:
    _need_phase(state, SETUP)
    cards = _field(payload, "cards")
    categories = state.setup.battle_categories
    if not isinstance(cards, dict) or set(cards) != set(categories):
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker", 'The field "cards" must name a card (or null) for: {categories}.'
            ),
            categories=", ".join(categories),
        )
    blue = state.setup.players[state.setup.blue_player]
    chosen: dict[str, str | None] = {}
    for category in categories:
        card = cards[category]
        deck = blue.battle_deck.get(category, ())
        if card is None:
            chosen[category] = None
            continue
        if not isinstance(card, str) or not card or len(card) > 120:
            raise _reject(
                QT_TRANSLATE_NOOP("LegionTracker", "A battle card is named by its id, or null."),
            )
        if deck and card not in [entry.id for entry in deck]:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "LegionTracker",
                    "The battle card {card} is not in the battle deck of {player}, the blue "
                    "player.",
                ),
                card=card,
                player=blue.name,
            )
        chosen[category] = card
    state.battle_cards = chosen


def _deployment_completed(state: GameState, payload: Payload) -> None:
    _need_phase(state, SETUP)
    if state.battle_cards is None:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "Choose the battle cards before deploying.")
        )
    _start_round(state, 1, state.setup.blue_player)


def _start_round(state: GameState, number: int, counter: int) -> None:
    state.phase = COMMAND
    state.round = number
    state.counter = counter
    state.priority = None
    state.priority_roll = None
    state.active_player = None
    for player in state.players:
        player.card = None
        player.played = False
        player.orders_issued = False
        player.drawn = None


def _command_card_played(state: GameState, payload: Payload) -> None:
    _need_phase(state, COMMAND)
    player = _player(payload)
    data = state.players[player]
    name = state.setup.players[player].name
    if data.played:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "{player} has already played a command card."),
            player=name,
        )
    card = _field(payload, "card")
    playable = playable_cards(state, player)
    if card is None:
        if playable:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "LegionTracker",
                    "{player} must play a command card (Standing Orders at least).",
                ),
                player=name,
            )
    elif not isinstance(card, str) or card not in playable:
        if not playable:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "LegionTracker",
                    "{player} has no Commander or Operative left and plays no command card.",
                ),
                player=name,
            )
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "{card} is not in the command hand of {player}."),
            card=str(card)[:80],
            player=name,
        )
    data.card = card
    data.played = True
    opponent = state.players[other(player)]
    tie = False
    if opponent.played:
        if data.card is not None and opponent.card is not None:
            mine, theirs = (
                card_pips(state, player, data.card),
                card_pips(state, other(player), opponent.card),
            )
            if mine != theirs:
                state.priority = player if mine < theirs else other(player)
            else:
                tie = True
        elif data.card is not None or opponent.card is not None:
            state.priority = player if data.card is not None else other(player)
        else:
            tie = True
    if tie:
        if "roll" not in payload:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "LegionTracker",
                    "The pips are tied: the round counter's holder rolls a red defence die "
                    '(the field "roll").',
                )
            )
        roll = _face(payload, "roll")
        state.priority_roll = roll
        state.priority = state.counter if roll == "block" else other(state.counter)
    elif "roll" in payload:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "Priority is rolled for only when the pips tie.")
        )


def _orders_issued(state: GameState, payload: Payload) -> None:
    _need_phase(state, COMMAND)
    if state.priority is None:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker", "Both players reveal their command cards before orders."
            )
        )
    player = _player(payload)
    data = state.players[player]
    name = state.setup.players[player].name
    if data.orders_issued:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "{player} has already issued orders."),
            player=name,
        )
    if player != state.priority and not state.players[state.priority].orders_issued:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "{player} has priority and issues orders first."),
            player=state.setup.players[state.priority].name,
        )
    keys = _field(payload, "units")
    if not isinstance(keys, list) or not all(isinstance(key, str) for key in keys):
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", 'The field "units" must be a list of unit keys.')
        )
    if len(set(keys)) != len(keys):
        raise _reject(QT_TRANSLATE_NOOP("LegionTracker", "A unit is ordered once per round."))
    if data.card is None and keys:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker", "{player} played no command card and issues no orders."
            ),
            player=name,
        )
    if data.card == STANDING_ORDERS and len(keys) > 1:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "Standing Orders issues an order to one unit.")
        )
    units = [_living_unit(state, {"unit": key}, player) for key in keys]
    for unit in units:
        unit.order = "ordered"
    data.orders_issued = True
    if all(p.orders_issued for p in state.players):
        state.phase = ACTIVATION
        state.active_player = _next_to_activate(state, state.priority)


def _next_to_activate(state: GameState, preferred: int) -> int | None:
    """Players alternate, ``preferred`` first; one with no unit left to activate passes."""
    for player in (preferred, other(preferred)):
        if waiting_units(state, player):
            return player
    return None


def _need_turn(state: GameState, player: int) -> None:
    _need_phase(state, ACTIVATION)
    if state.activation is not None:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "{unit} is still activating."),
            unit=_unit_name(state, state.activation.player, state.activation.unit),
        )
    if state.active_player != player:
        if state.active_player is None:
            raise _reject(
                QT_TRANSLATE_NOOP("LegionTracker", "Every unit has activated: end the round.")
            )
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "It is the turn of {player} to activate a unit."),
            player=state.setup.players[state.active_player].name,
        )


def _order_drawn(state: GameState, payload: Payload) -> None:
    player = _player(payload)
    _need_turn(state, player)
    data = state.players[player]
    if data.drawn is not None:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker", "An order token is already drawn: activate a unit of its rank."
            )
        )
    pool = state.pool(player)
    rank = _field(payload, "rank")
    if not isinstance(rank, str) or pool[rank] <= 0:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker", "The order pool of {player} holds no such token ({pool})."
            ),
            player=state.setup.players[player].name,
            pool=", ".join(f"{r} ×{n}" for r, n in sorted(pool.items())) or "—",
        )
    data.drawn = rank


def _unit_activated(state: GameState, payload: Payload) -> None:
    player = _player(payload)
    _need_turn(state, player)
    unit = _living_unit(state, payload, player)
    setup = state.unit_setup(player, unit.key)
    data = state.players[player]
    if unit.key not in activatable_units(state, player):
        if unit.order == "activated":
            reason = QT_TRANSLATE_NOOP("LegionTracker", "{unit} has already activated this round.")
        elif data.drawn is not None:
            reason = QT_TRANSLATE_NOOP(
                "LegionTracker",
                "The order token drawn calls for a unit of its rank without a face-up order.",
            )
        else:
            reason = QT_TRANSLATE_NOOP(
                "LegionTracker",
                "{unit} has no face-up order token: draw a token from the order pool.",
            )
        raise _reject(reason, unit=_unit_name(state, player, unit.key))
    # Rally: a white defence die per suppression token; each block or surge removes one.
    dice = unit.token("suppression")
    rally = payload.get("rally", [])
    if (
        not isinstance(rally, list)
        or len(rally) != dice
        or not all(isinstance(face, str) and face in DIE_FACES for face in rally)
    ):
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker",
                'The field "rally" must list {count} white die faces (block, surge, blank): one '
                "per suppression token.",
            ),
            count=dice,
        )
    rallied = sum(1 for face in rally if face != "blank")
    _set_token(unit, "suppression", dice - rallied)
    lost: list[str] = []
    actions = MAX_ACTIONS
    courage = setup.courage
    helper = payload.get("courage_from")
    if helper is not None:
        commander = _unit(state, {"unit": helper}, player)
        commander_setup = state.unit_setup(player, commander.key)
        if commander.defeated or (commander_setup.rank != "commander" and not commander.commander):
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "LegionTracker",
                    "Only an allied Commander lends its courage against panic (not an Operative).",
                )
            )
        if commander_setup.courage is not None and courage is not None:
            courage = commander_setup.courage
    if suppressed(setup, unit):
        actions -= 1
        lost.append("suppressed")
    unit.panicked = courage is not None and unit.token("suppression") >= 2 * courage
    damaged_roll = payload.get("damaged_roll")
    if unit.token("damaged"):
        if not isinstance(damaged_roll, str) or damaged_roll not in DIE_FACES:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "LegionTracker",
                    "A damaged vehicle rolls a white defence die as it activates (the field "
                    '"damaged_roll": block, surge or blank).',
                )
            )
        if damaged_roll == "blank":
            actions -= 1
            lost.append("damaged")
    elif damaged_roll is not None:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "Only a damaged vehicle rolls as it activates.")
        )
    ions = unit.token("ion")
    if ions:
        actions -= ions
        lost.append("ion")
    if unit.panicked:
        actions = min(actions, 1)
        lost.append("panicked")
    if data.drawn is not None:
        data.drawn = None
    unit.order = "activated"
    state.activation = Activation(player, unit.key, max(0, actions), lost=lost)


def _action_taken(state: GameState, payload: Payload) -> None:
    activation = state.activation
    if activation is None:
        raise _reject(QT_TRANSLATE_NOOP("LegionTracker", "No unit is activating."))
    action = _choice(payload, "action", ACTIONS)
    free = _bool(payload, "free")
    player = activation.player
    unit = state.players[player].unit(activation.unit)
    assert unit is not None
    setup = state.unit_setup(player, unit.key)
    key = unit.key
    if unit.panicked and (free or action != "move"):
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker",
                "{unit} is panicked: its one action is a move toward the nearest edge, and it "
                "takes no free action.",
            ),
            unit=_unit_name(state, player, key),
        )
    done = activation.taken + activation.free
    if action not in REPEATABLE_ACTIONS and action in done and action != "card":
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "{unit} takes each action but move once."),
            unit=_unit_name(state, player, key),
        )
    if not free and len(activation.taken) >= activation.actions:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "{unit} has no action left (of {count})."),
            unit=_unit_name(state, player, key),
            count=activation.actions,
        )
    if action == "standby":
        if "attack" in done:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "LegionTracker", "A unit that attacked this activation cannot stand by."
                )
            )
        if setup.vehicle and not setup.ground_vehicle:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "LegionTracker", "Only troopers and ground vehicles can stand by."
                )
            )
    (activation.free if free else activation.taken).append(action)
    # A trooper or ground vehicle that moves, attacks or acts loses its standby token.
    if setup.trooper or setup.ground_vehicle:
        _set_token(unit, "standby", 0)
    if action == "aim":
        _set_token(unit, "aim", unit.token("aim") + 1)
    elif action == "dodge":
        _set_token(unit, "dodge", unit.token("dodge") + 1)
    elif action == "standby":
        _set_token(unit, "standby", 1)
    elif action == "recover":
        # FR « le joueur retire le nombre de pions Suppression de son choix »: all of them, as
        # players almost always do (tokens_gained puts back any they keep).
        _set_token(unit, "suppression", 0)
        unit.panicked = False


def _activation_ended(state: GameState, payload: Payload) -> None:
    activation = state.activation
    if activation is None:
        raise _reject(QT_TRANSLATE_NOOP("LegionTracker", "No unit is activating."))
    player = activation.player
    unit = state.players[player].unit(activation.unit)
    assert unit is not None
    for token in END_OF_ACTIVATION_TOKENS:
        _set_token(unit, token, 0)
    poison = unit.token("poison")
    _set_token(unit, "poison", 0)
    state.activation = None
    if poison and not unit.defeated:
        setup = state.unit_setup(player, unit.key)
        _wound(state, player, unit, setup, poison)
    _after_activation(state, player)


def _after_activation(state: GameState, player: int) -> None:
    if state.finished:
        return
    state.active_player = _next_to_activate(state, other(player))


def _round_ended(state: GameState, payload: Payload) -> None:
    _need_phase(state, ACTIVATION)
    if state.activation is not None or state.active_player is not None:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "Every unit activates before the End phase.")
        )
    promote = payload.get("promote", [None, None])
    if not isinstance(promote, list) or len(promote) != 2:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker", 'The field "promote" must hold a unit key or null per player.'
            )
        )
    for player in PLAYERS:
        choices = promotion_choices(state, player)
        key = promote[player]
        if key is None and choices:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "LegionTracker",
                    "Every commander of {player} is defeated: promote a trooper unit's leader.",
                ),
                player=state.setup.players[player].name,
            )
        if key is not None and key not in choices:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "LegionTracker",
                    "{player} promotes only when no commander is left, and only a trooper "
                    "unit's leader.",
                ),
                player=state.setup.players[player].name,
            )
    # 1. Command cards revealed are discarded (Standing Orders goes back to the hand).
    for player, data in enumerate(state.players):
        if data.card is not None and data.card != STANDING_ORDERS and data.card in data.hand:
            data.hand.remove(data.card)
            data.discarded.append(data.card)
        # 2. Tokens the End phase removes; one suppression token from each unit.
        for unit in data.units:
            for token in END_PHASE_TOKENS:
                _set_token(unit, token, 0)
            if unit.token("suppression"):
                _set_token(unit, "suppression", unit.token("suppression") - 1)
            setup = state.unit_setup(player, unit.key)
            if unit.panicked and (
                setup.courage is None or unit.token("suppression") < 2 * setup.courage
            ):
                unit.panicked = False
            # 3. An order token back on each surviving unit.
            unit.order = "none"
        key = promote[player]
        if key is not None:
            promoted = data.unit(key)
            assert promoted is not None
            promoted.commander = True
    # 4. The round counter advances and passes to the opponent.
    rounds = state.setup.rounds
    if rounds is not None and state.round >= rounds:
        _finish_on_score(state, "rounds")
        return
    if rounds is None and state.round % DEFAULT_ROUNDS == 0:
        # Unlimited rounds: every six rounds the discarded command cards come back.
        for data in state.players:
            data.hand.extend(data.discarded)
            data.discarded.clear()
    _start_round(state, state.round + 1, other(state.counter))


def _wounds_suffered(state: GameState, payload: Payload) -> None:
    _need_started(state)
    player = _player(payload)
    unit = _living_unit(state, payload, player)
    amount = _int(payload, "amount", 1, MAX_AMOUNT)
    setup = state.unit_setup(player, unit.key)
    due = damage_roll_due(state, player, unit.key, amount)
    if due:
        if "damage_roll" not in payload:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "LegionTracker",
                    "Its wounds reach its resilience: the vehicle rolls a red defence die (the "
                    'field "damage_roll").',
                )
            )
        face = _face(payload, "damage_roll")
        token = VEHICLE_DAMAGE_BY_FACE[face]
        _set_token(unit, token, unit.token(token) + 1)
        unit.damage_rolled = True
    elif "damage_roll" in payload:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker", 'No vehicle damage roll is due: the field "damage_roll" is wrong.'
            )
        )
    _wound(state, player, unit, setup, amount)


def _wound(state: GameState, player: int, unit: UnitState, setup: UnitSetup, amount: int) -> None:
    unit.wounds = _wounds_after(setup, unit.wounds, amount)
    if all(got >= most for got, most in zip(unit.wounds, setup.wounds, strict=True)):
        _defeat(state, player, unit)


def _defeat(state: GameState, player: int, unit: UnitState) -> None:
    unit.defeated = True
    unit.panicked = False
    data = state.players[player]
    # A drawn token with no unit of its rank left to activate goes back (it names no one).
    if data.drawn is not None and not activatable_units(state, player):
        data.drawn = None
    if (
        state.activation is not None
        and state.activation.unit == unit.key
        and (state.activation.player == player)
    ):
        state.activation = None
        _after_activation(state, player)
    elif state.phase == ACTIVATION and state.activation is None:
        state.active_player = _next_to_activate(
            state, state.active_player if state.active_player is not None else player
        )
    _check_elimination(state)


def _check_elimination(state: GameState) -> None:
    """An army whose units are all defeated is eliminated and its opponent wins at once; with
    unlimited rounds, when all its trooper units are (optional rules, « Rounds illimités »)."""
    if state.finished:
        return
    out = []
    for player in PLAYERS:
        units = [
            unit
            for unit in state.players[player].units
            if state.setup.rounds is not None or state.unit_setup(player, unit.key).trooper
        ]
        if units and all(unit.defeated for unit in units):
            out.append(player)
    if len(out) == 1:
        _finish(state, other(out[0]), "eliminated")
    elif len(out) == 2:
        _finish_on_score(state, "eliminated")


def winner_on_score(state: GameState) -> int:
    """Most victory tokens, then the higher score (points of defeated enemy units with their
    upgrades), then the blue player (FR « Gagner la partie »)."""
    a, b = state.players[0].victory, state.players[1].victory
    if a != b:
        return 0 if a > b else 1
    sa, sb = state.score(0), state.score(1)
    if sa != sb:
        return 0 if sa > sb else 1
    return state.setup.blue_player


def _finish_on_score(state: GameState, reason: str) -> None:
    _finish(state, winner_on_score(state), reason)


def _finish(state: GameState, winner: int | None, reason: str) -> None:
    state.phase = FINISHED
    state.winner = winner
    state.end_reason = reason
    state.finished_at = state.last_at or None
    state.activation = None
    state.active_player = None


def _need_started(state: GameState) -> None:
    if state.phase == SETUP:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "The game has not begun: deploy the armies first.")
        )


def _wounds_healed(state: GameState, payload: Payload) -> None:
    _need_started(state)
    player = _player(payload)
    unit = _living_unit(state, payload, player)
    amount = _int(payload, "amount", 1, MAX_AMOUNT)
    setup = state.unit_setup(player, unit.key)
    healable = sum(got for got, most in zip(unit.wounds, setup.wounds, strict=True) if got < most)
    if amount > healable:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker",
                "{unit} has {count} wounds on its miniatures still in play; a defeated miniature "
                "is not healed.",
            ),
            unit=_unit_name(state, player, unit.key),
            count=healable,
        )
    order = [0, *list(range(len(unit.wounds) - 1, 0, -1))]
    for index in order:
        if amount <= 0:
            break
        if unit.wounds[index] < setup.wounds[index]:
            took = min(unit.wounds[index], amount)
            unit.wounds[index] -= took
            amount -= took


def _unit_defeated(state: GameState, payload: Payload) -> None:
    _need_started(state)
    player = _player(payload)
    unit = _living_unit(state, payload, player)
    _defeat(state, player, unit)


def _tokens(state: GameState, payload: Payload) -> tuple[int, UnitState, UnitSetup, str, int]:
    _need_started(state)
    player = _player(payload)
    unit = _living_unit(state, payload, player)
    token = _choice(payload, "token", TOKENS)
    count = _int(payload, "count", 1, MAX_AMOUNT)
    return player, unit, state.unit_setup(player, unit.key), token, count


def _tokens_gained(state: GameState, payload: Payload) -> None:
    player, unit, setup, token, count = _tokens(state, payload)
    key = unit.key
    if token == "suppression" and setup.courage is None:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker", "{unit} has no courage value: it never gains suppression."
            ),
            unit=_unit_name(state, player, key),
        )
    if token == "poison" and (setup.vehicle or setup.droid):
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "Vehicles and droid troopers never gain poison."),
        )
    if token in VEHICLE_DAMAGE and not setup.vehicle:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "Only a vehicle gains vehicle damage tokens.")
        )
    if token == "standby" and unit.token("standby") + count > 1:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "A unit never has more than one standby token.")
        )
    _set_token(unit, token, min(MAX_AMOUNT, unit.token(token) + count))
    if token == "suppression" and setup.trooper:
        _set_token(unit, "standby", 0)


def _tokens_removed(state: GameState, payload: Payload) -> None:
    player, unit, setup, token, count = _tokens(state, payload)
    if unit.token(token) < count:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "{unit} has only {count} such tokens."),
            unit=_unit_name(state, player, unit.key),
            count=unit.token(token),
        )
    _set_token(unit, token, unit.token(token) - count)
    if (
        token == "suppression"
        and unit.panicked
        and (setup.courage is None or unit.token("suppression") < 2 * setup.courage)
    ):
        unit.panicked = False


def _victory_tokens_changed(state: GameState, payload: Payload) -> None:
    _need_started(state)
    player = _player(payload)
    amount = _int(payload, "amount", -MAX_AMOUNT, MAX_AMOUNT)
    _choice(payload, "source", VP_SOURCES)
    if amount == 0:
        raise _reject(QT_TRANSLATE_NOOP("LegionTracker", "The amount cannot be 0."))
    data = state.players[player]
    if data.victory + amount < 0:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "{player} has only {count} victory tokens."),
            player=state.setup.players[player].name,
            count=data.victory,
        )
    data.victory = min(9999, data.victory + amount)


def _game_ended(state: GameState, payload: Payload) -> None:
    reason = _choice(payload, "reason", EARLY_END_REASONS)
    winner = _field(payload, "winner")
    if winner is not None:
        winner = _player(payload, "winner")
    if reason == "conceded" and winner is None:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker", "A conceded game has a winner: the player who did not concede."
            )
        )
    _finish(state, winner, reason)


def _unit_corrected(state: GameState, payload: Payload) -> None:
    """A correction by hand: sets the unit's wounds, tokens or defeat, and runs none of the
    rules' automation (a unit brought back counts as activated this round)."""
    _need_started(state)
    player = _player(payload)
    unit = _unit(state, payload, player)
    setup = state.unit_setup(player, unit.key)
    wounds = payload.get("wounds", unit.wounds)
    if (
        not isinstance(wounds, list)
        or len(wounds) != len(setup.wounds)
        or not all(
            isinstance(got, int) and not isinstance(got, bool) and 0 <= got <= most
            for got, most in zip(wounds, setup.wounds, strict=False)
        )
    ):
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker",
                'The field "wounds" must give each of the {count} miniatures its wounds, from 0 '
                "to its wound threshold.",
            ),
            count=len(setup.wounds),
        )
    tokens = payload.get("tokens", unit.tokens)
    if (
        not isinstance(tokens, dict)
        or not all(token in TOKENS for token in tokens)
        or not all(
            isinstance(count, int) and not isinstance(count, bool) and 0 <= count <= MAX_AMOUNT
            for count in tokens.values()
        )
        or tokens.get("standby", 0) > 1
    ):
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker",
                'The field "tokens" must give counts from 0 to {high} of the tokens: {tokens} '
                "(one standby at most).",
            ),
            high=MAX_AMOUNT,
            tokens=", ".join(TOKENS),
        )
    all_down = all(got >= most for got, most in zip(wounds, setup.wounds, strict=True))
    # New wounds decide the defeat unless it is given; otherwise the unit stays as it was.
    default = all_down if "wounds" in payload else unit.defeated or all_down
    defeated = _bool(payload, "defeated", default)
    if all_down and not defeated:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker", "Every miniature of {unit} is defeated: so is the unit."
            ),
            unit=_unit_name(state, player, unit.key),
        )
    if state.activation is not None and state.activation.unit == unit.key and defeated:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker", "End the activation of {unit} before correcting its defeat."
            ),
            unit=_unit_name(state, player, unit.key),
        )
    unit.wounds = list(wounds)
    unit.tokens = {token: count for token, count in tokens.items() if count}
    if unit.panicked and (setup.courage is None or unit.token("suppression") < 2 * setup.courage):
        unit.panicked = False
    if defeated and not unit.defeated:
        _defeat(state, player, unit)
    elif unit.defeated and not defeated:
        unit.defeated = False
        unit.order = "activated"


def _set_token(unit: UnitState, token: str, count: int) -> None:
    if count > 0:
        unit.tokens[token] = count
    else:
        unit.tokens.pop(token, None)


HANDLERS: dict[str, Callable[[GameState, Payload], None]] = {
    BATTLE_CARDS_CHOSEN: _battle_cards_chosen,
    DEPLOYMENT_COMPLETED: _deployment_completed,
    COMMAND_CARD_PLAYED: _command_card_played,
    ORDERS_ISSUED: _orders_issued,
    ORDER_DRAWN: _order_drawn,
    UNIT_ACTIVATED: _unit_activated,
    ACTION_TAKEN: _action_taken,
    ACTIVATION_ENDED: _activation_ended,
    ROUND_ENDED: _round_ended,
    WOUNDS_SUFFERED: _wounds_suffered,
    WOUNDS_HEALED: _wounds_healed,
    UNIT_DEFEATED: _unit_defeated,
    TOKENS_GAINED: _tokens_gained,
    TOKENS_REMOVED: _tokens_removed,
    VICTORY_TOKENS_CHANGED: _victory_tokens_changed,
    GAME_ENDED: _game_ended,
    UNIT_CORRECTED: _unit_corrected,
}
assert set(HANDLERS) == set(FIELDS)


def apply_in_place(state: GameState, event: Event) -> None:
    """Applies ``event`` to ``state`` itself (fast replay); on error ``state`` is left half
    changed: use :func:`apply` unless the state is thrown away on error."""
    if event.seq != state.last_seq + 1:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "Expected event number {expected}."),
            expected=state.last_seq + 1,
        ).for_event(event.seq, event.type)
    try:
        if state.finished:
            raise _reject(QT_TRANSLATE_NOOP("LegionTracker", "The game is over."))
        handler = HANDLERS.get(event.type)
        if handler is None:
            raise _reject(
                QT_TRANSLATE_NOOP("LegionTracker", 'Unknown event type "{type}".'),
                type=str(event.type)[:80],
            )
        if not isinstance(event.payload, dict):
            raise _reject(QT_TRANSLATE_NOOP("LegionTracker", "The payload must be an object."))
        _check_fields(event.type, event.payload)
        state.last_seq = event.seq
        state.last_at = event.at
        handler(state, event.payload)
    except EventRejected as exc:
        raise exc.for_event(event.seq, event.type) from None


def apply(state: GameState, event: Event) -> GameState:
    """The state after ``event``; ``state`` itself is never changed."""
    new = state.copy()
    apply_in_place(new, event)
    return new


def initial_state(setup: GameSetup) -> GameState:
    if len(setup.players) != 2:
        raise GameSetupError(
            detail=translate(
                "Errors", QT_TRANSLATE_NOOP("Errors", "a game of Legion has two players.")
            )
        )
    for player in setup.players:
        if not player.units:
            raise GameSetupError(
                detail=translate(
                    "Errors",
                    QT_TRANSLATE_NOOP("Errors", "the army of {player} has no unit."),
                    player=player.name,
                )
            )
    return GameState(
        setup=setup,
        players=[
            PlayerState(
                units=[UnitState(unit.key, [0] * len(unit.wounds)) for unit in player.units],
                hand=[card.id for card in player.command_hand if card.id != STANDING_ORDERS],
            )
            for player in setup.players
        ],
        counter=setup.blue_player,
    )


# --- setup: from saved armies, and from a game log -----------------------------------------


def new_setup(
    players: Sequence[tuple[str, Any]],
    catalog: Any,
    blue_player: int = 0,
    rounds: int | None = DEFAULT_ROUNDS,
    started_at: str | None = None,
) -> GameSetup:
    """A game's setup from two players' names and Legion roster documents: each army's units,
    command hand and battle deck are copied from the catalogue as they stand today, so the log
    replays with the figures it was played with."""
    from app.systems.legion.army import army_of
    from app.systems.legion.formats import get_format

    if len(players) != 2:
        raise GameSetupError(
            detail=translate(
                "Errors", QT_TRANSLATE_NOOP("Errors", "a game of Legion has two players.")
            )
        )
    if blue_player not in PLAYERS:
        raise GameSetupError(
            detail=translate(
                "Errors", QT_TRANSLATE_NOOP("Errors", "the blue player is player 0 or player 1.")
            )
        )
    built = []
    army_format = None
    for name, roster in players:
        army = army_of(roster)
        army_format = army_format or get_format(army.format)
        built.append(_player_setup(name, roster.to_json(), army, catalog))
    categories = (
        tuple(army_format.battle_deck) if army_format else ("primary", "secondary", "advantage")
    )
    return GameSetup(
        players=(built[0], built[1]),
        format=army_format.id if army_format else "",
        battle_categories=categories,
        blue_player=blue_player,
        rounds=rounds,
        started_at=started_at or now_iso(),
    )


def _names(card: Any) -> dict[str, str]:
    return {lang: card.name.get(lang) for lang in ("en", "fr", "pl")}


def _player_setup(name: str, roster: dict[str, Any], army: Any, catalog: Any) -> PlayerSetup:
    units: list[UnitSetup] = []
    copies: dict[str, int] = {}
    for entry in army.units:
        copies[entry.unit] = copies.get(entry.unit, 0) + 1
    seen: dict[str, int] = {}
    for entry in army.units:
        card = catalog.get(entry.unit)
        if card is None or card.kind != "unit" or card.stats is None:
            raise GameSetupError(
                detail=translate(
                    "Errors",
                    QT_TRANSLATE_NOOP(
                        "Errors", "the army of {player} names an unknown unit {unit}."
                    ),
                    player=name,
                    unit=entry.unit,
                )
            )
        seen[entry.unit] = seen.get(entry.unit, 0) + 1
        number = seen[entry.unit]
        key = entry.unit if number == 1 else f"{entry.unit}-{number}"
        names = _names(card)
        if copies[entry.unit] > 1:
            names = {lang: f"{text} {number}" for lang, text in names.items()}
        upgrades = [catalog.get(upgrade) for upgrade in entry.upgrades]
        thresholds = [card.stats.wounds] * card.stats.miniatures
        thresholds += [
            card.stats.wounds
            for upgrade in upgrades
            if upgrade is not None and upgrade.subtype in ("heavy weapon", "personnel")
        ]
        counterpart = catalog.get(entry.counterpart) if entry.counterpart else None
        if counterpart is not None and counterpart.wounds:
            thresholds.append(counterpart.wounds)
        points = sum(
            (c.points_on(army.points_date) or 0)
            for c in (card, *upgrades, counterpart)
            if c is not None
        )
        units.append(
            UnitSetup(
                key=key,
                id=card.id,
                name=names,
                rank=card.rank or "corps",
                subtype=card.subtype,
                wounds=tuple(max(1, w) for w in thresholds) or (1,),
                courage=card.stats.courage,
                resilience=card.stats.resilience,
                points=points,
            )
        )
    hand = []
    for card_id in dict.fromkeys([*army.command_hand, STANDING_ORDERS]):
        card = catalog.get(card_id)
        pips = card.pips if card is not None and card.pips else 4
        hand.append(CardSetup(card_id, _names(card) if card else {"en": card_id}, pips))
    deck = {
        category: tuple(
            CardSetup(card_id, _names(card) if (card := catalog.get(card_id)) else {"en": card_id})
            for card_id in cards
        )
        for category, cards in army.battle_deck.items()
    }
    return PlayerSetup(name, roster, tuple(units), tuple(hand), deck)


def _setup_error(detail: str, **params: Any) -> GameLogFormatError:
    return GameLogFormatError(detail=translate(CONTEXT, detail, **params))


def _names_from(value: Any, where: str) -> dict[str, str]:
    if (
        not isinstance(value, dict)
        or not isinstance(value.get("en"), str)
        or not all(isinstance(k, str) and isinstance(v, str | None) for k, v in value.items())
    ):
        raise _setup_error(
            QT_TRANSLATE_NOOP("LegionTracker", '{where}: "name" must be an object with "en" text'),
            where=where,
        )
    return {k: v for k, v in value.items() if v}


def _small_int(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def read_setup(data: dict[str, Any]) -> GameSetup:
    """A setup from a game log (``muster.game/1``) or the database, checked field by field."""
    players_data = data.get("players")
    if not isinstance(players_data, list) or len(players_data) != 2:
        raise _setup_error(QT_TRANSLATE_NOOP("LegionTracker", '"players" must list two players'))
    players = []
    for number, raw in enumerate(players_data, start=1):
        where = f"player {number}"
        if not isinstance(raw, dict) or not isinstance(raw.get("name"), str):
            raise _setup_error(
                QT_TRANSLATE_NOOP("LegionTracker", '{where} must be an object with a "name"'),
                where=where,
            )
        units = []
        raw_units = raw.get("units")
        if not isinstance(raw_units, list) or not raw_units or len(raw_units) > 200:
            raise _setup_error(
                QT_TRANSLATE_NOOP("LegionTracker", '{where}: "units" must list the army\'s units'),
                where=where,
            )
        keys = set()
        for unit in raw_units:
            valid = (
                isinstance(unit, dict)
                and isinstance(unit.get("key"), str)
                and unit["key"] not in keys
                and isinstance(unit.get("id"), str)
                and isinstance(unit.get("rank"), str)
                and isinstance(unit.get("subtype", ""), str)
                and isinstance(unit.get("wounds"), list)
                and 1 <= len(unit["wounds"]) <= 99
                and all(_small_int(w, 1, 99) for w in unit["wounds"])
                and (unit.get("courage") is None or _small_int(unit.get("courage"), 0, 99))
                and (unit.get("resilience") is None or _small_int(unit.get("resilience"), 0, 99))
                and _small_int(unit.get("points", 0), 0, 99999)
            )
            if not valid:
                raise _setup_error(
                    QT_TRANSLATE_NOOP(
                        "LegionTracker",
                        '{where}: each unit needs a unique "key", an "id", a "rank", "wounds" (1 '
                        'to 99 per miniature), "courage" and "resilience" (a number or null) and '
                        '"points"',
                    ),
                    where=where,
                )
            keys.add(unit["key"])
            units.append(
                UnitSetup(
                    key=unit["key"],
                    id=unit["id"],
                    name=_names_from(unit.get("name"), where),
                    rank=unit["rank"],
                    subtype=unit.get("subtype", ""),
                    wounds=tuple(unit["wounds"]),
                    courage=unit.get("courage"),
                    resilience=unit.get("resilience"),
                    points=unit.get("points", 0),
                )
            )
        hand = []
        for card in (
            raw.get("command_hand", []) if isinstance(raw.get("command_hand", []), list) else [None]
        ):
            if (
                not isinstance(card, dict)
                or not isinstance(card.get("id"), str)
                or not _small_int(card.get("pips"), 0, 4)
            ):
                raise _setup_error(
                    QT_TRANSLATE_NOOP(
                        "LegionTracker",
                        '{where}: each command card needs an "id", a "name" and "pips" (0 to 4)',
                    ),
                    where=where,
                )
            hand.append(CardSetup(card["id"], _names_from(card.get("name"), where), card["pips"]))
        deck_data = raw.get("battle_deck", {})
        if not isinstance(deck_data, dict):
            raise _setup_error(
                QT_TRANSLATE_NOOP("LegionTracker", '{where}: "battle_deck" must be an object'),
                where=where,
            )
        deck = {}
        for category, cards in deck_data.items():
            if not isinstance(cards, list) or not all(
                isinstance(c, dict) and isinstance(c.get("id"), str) for c in cards
            ):
                raise _setup_error(
                    QT_TRANSLATE_NOOP(
                        "LegionTracker", '{where}: each battle card needs an "id" and a "name"'
                    ),
                    where=where,
                )
            deck[str(category)] = tuple(
                CardSetup(c["id"], _names_from(c.get("name"), where)) for c in cards
            )
        roster = raw.get("roster", {})
        players.append(
            PlayerSetup(
                raw["name"],
                roster if isinstance(roster, dict) else {},
                tuple(units),
                tuple(hand),
                deck,
            )
        )
    blue = data.get("blue_player")
    rounds = data.get("rounds", DEFAULT_ROUNDS)
    categories = data.get("battle_categories")
    if (
        blue not in PLAYERS
        or isinstance(blue, bool)
        or not (rounds is None or _small_int(rounds, 1, 99))
        or not isinstance(categories, list)
        or not all(isinstance(c, str) for c in categories)
        or not isinstance(data.get("format", ""), str)
        or not isinstance(data.get("started_at", ""), str)
    ):
        raise _setup_error(
            QT_TRANSLATE_NOOP(
                "LegionTracker",
                '"blue_player" must be 0 or 1, "rounds" a number from 1 to 99 or null, '
                '"battle_categories" a list of texts',
            )
        )
    return GameSetup(
        players=(players[0], players[1]),
        format=data.get("format", ""),
        battle_categories=tuple(categories),
        blue_player=blue,
        rounds=rounds,
        started_at=data.get("started_at", ""),
    )


# --- intents: events made from what a player does, dice rolled here -------------------------


def roll(die: Sequence[str], rng: random.Random | None = None) -> str:
    return (rng or random.SystemRandom()).choice(list(die))


def play_command_card(
    state: GameState, player: int, card: str | None, rng: random.Random | None = None
) -> Intent:
    """``command_card_played``, with the red defence die rolled when the pips tie."""
    payload: Payload = {"player": player, "card": card}
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
) -> Intent:
    """``unit_activated``: the rally dice (one white die per suppression token) and a damaged
    vehicle's white die rolled."""
    rng = rng or random.SystemRandom()
    found = state.players[player].unit(unit)
    payload: Payload = {"player": player, "unit": unit}
    if found is not None:
        payload["rally"] = [roll(WHITE_DEFENCE_DIE, rng) for _ in range(found.token("suppression"))]
        if found.token("damaged"):
            payload["damaged_roll"] = roll(WHITE_DEFENCE_DIE, rng)
    if courage_from is not None:
        payload["courage_from"] = courage_from
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
        for player in PLAYERS:
            if not state.players[player].played:
                cards: list[str | None] = [*playable_cards(state, player)] or [None]
                found += [play_command_card(state, player, card, rng) for card in cards]
        if found:
            return found
        first = state.priority if state.priority is not None else 0
        for side in (first, other(first)):
            if not state.players[side].orders_issued:
                living = [u.key for u in state.living(side)]
                units = living[:1] if state.players[side].card is not None else []
                return [(ORDERS_ISSUED, {"player": side, "units": units})]
        return []
    activation = state.activation
    if activation is not None:
        found = [(ACTIVATION_ENDED, {})]
        unit = state.players[activation.player].unit(activation.unit)
        if unit is not None and len(activation.taken) < activation.actions:
            found.append((ACTION_TAKEN, {"action": "move", "free": False}))
        return found
    active = state.active_player
    if active is None:
        promote: list[str | None] = [next(iter(promotion_choices(state, p)), None) for p in PLAYERS]
        return [(ROUND_ENDED, {"promote": promote})]
    found = [activate(state, active, key, rng) for key in activatable_units(state, active)]
    if state.players[active].drawn is None and state.pool(active):
        found.append(draw_order(state, active, rng))
    return found


def _first_card(state: GameState, category: str) -> str | None:
    deck = state.setup.players[state.setup.blue_player].battle_deck.get(category, ())
    return deck[0].id if deck else None


# --- the readable log -------------------------------------------------------------------------

PHASE_NAMES = {
    SETUP: QT_TRANSLATE_NOOP("LegionTracker", "Setup"),
    COMMAND: QT_TRANSLATE_NOOP("LegionTracker", "Command phase"),
    ACTIVATION: QT_TRANSLATE_NOOP("LegionTracker", "Activation phase"),
    FINISHED: QT_TRANSLATE_NOOP("LegionTracker", "Game over"),
}
TOKEN_NAMES = {
    "suppression": QT_TRANSLATE_NOOP("LegionTracker", "suppression"),
    "aim": QT_TRANSLATE_NOOP("LegionTracker", "aim"),
    "dodge": QT_TRANSLATE_NOOP("LegionTracker", "dodge"),
    "surge": QT_TRANSLATE_NOOP("LegionTracker", "surge"),
    "standby": QT_TRANSLATE_NOOP("LegionTracker", "standby"),
    "immobilize": QT_TRANSLATE_NOOP("LegionTracker", "immobilize"),
    "ion": QT_TRANSLATE_NOOP("LegionTracker", "ion"),
    "poison": QT_TRANSLATE_NOOP("LegionTracker", "poison"),
    "observation": QT_TRANSLATE_NOOP("LegionTracker", "observation"),
    "shield": QT_TRANSLATE_NOOP("LegionTracker", "shield"),
    "inactive_shield": QT_TRANSLATE_NOOP("LegionTracker", "inactive shield"),
    "smoke": QT_TRANSLATE_NOOP("LegionTracker", "smoke"),
    "graffiti": QT_TRANSLATE_NOOP("LegionTracker", "graffiti"),
    "charge": QT_TRANSLATE_NOOP("LegionTracker", "charge"),
    "damaged": QT_TRANSLATE_NOOP("LegionTracker", "damaged"),
    "disabled": QT_TRANSLATE_NOOP("LegionTracker", "disabled"),
    "weapon_destroyed": QT_TRANSLATE_NOOP("LegionTracker", "weapon destroyed"),
}
assert set(TOKEN_NAMES) == set(TOKENS)
ACTION_NAMES = {
    "move": QT_TRANSLATE_NOOP("LegionTracker", "move"),
    "attack": QT_TRANSLATE_NOOP("LegionTracker", "attack"),
    "aim": QT_TRANSLATE_NOOP("LegionTracker", "aim"),
    "dodge": QT_TRANSLATE_NOOP("LegionTracker", "dodge"),
    "standby": QT_TRANSLATE_NOOP("LegionTracker", "standby"),
    "recover": QT_TRANSLATE_NOOP("LegionTracker", "recover"),
    "card": QT_TRANSLATE_NOOP("LegionTracker", "card action"),
}
assert set(ACTION_NAMES) == set(ACTIONS)
FACE_NAMES = {
    "block": QT_TRANSLATE_NOOP("LegionTracker", "block"),
    "surge": QT_TRANSLATE_NOOP("LegionTracker", "defence surge"),
    "blank": QT_TRANSLATE_NOOP("LegionTracker", "blank"),
}
RANK_NAMES = {
    "commander": QT_TRANSLATE_NOOP("LegionTracker", "Commander"),
    "operative": QT_TRANSLATE_NOOP("LegionTracker", "Operative"),
    "corps": QT_TRANSLATE_NOOP("LegionTracker", "Corps"),
    "special": QT_TRANSLATE_NOOP("LegionTracker", "Special Forces"),
    "support": QT_TRANSLATE_NOOP("LegionTracker", "Support"),
    "heavy": QT_TRANSLATE_NOOP("LegionTracker", "Heavy"),
}
END_REASON_NAMES = {
    "rounds": QT_TRANSLATE_NOOP("LegionTracker", "Last round played"),
    "eliminated": QT_TRANSLATE_NOOP("LegionTracker", "Army eliminated"),
    "conceded": QT_TRANSLATE_NOOP("LegionTracker", "Concession"),
    "time": QT_TRANSLATE_NOOP("LegionTracker", "Time ran out"),
    "agreed": QT_TRANSLATE_NOOP("LegionTracker", "Agreed by the players"),
}
LOST_NAMES = {
    "suppressed": QT_TRANSLATE_NOOP("LegionTracker", "suppressed: 1 action lost"),
    "damaged": QT_TRANSLATE_NOOP("LegionTracker", "damaged: 1 action lost"),
    "ion": QT_TRANSLATE_NOOP("LegionTracker", "ion: an action lost per token"),
    "panicked": QT_TRANSLATE_NOOP(
        "LegionTracker", "panicked: one move toward the nearest edge, no free action"
    ),
}


def _t(language: str | None, source: str, /, **params: Any) -> str:
    return translate(CONTEXT, source, language, **params)


def token_name(token: str, language: str | None = None) -> str:
    return _t(language, TOKEN_NAMES[token]) if token in TOKEN_NAMES else token


def action_name(action: str, language: str | None = None) -> str:
    return _t(language, ACTION_NAMES[action]) if action in ACTION_NAMES else action


def rank_name(rank: str, language: str | None = None) -> str:
    return _t(language, RANK_NAMES[rank]) if rank in RANK_NAMES else rank


def phase_name(phase: str, language: str | None = None) -> str:
    return _t(language, PHASE_NAMES[phase]) if phase in PHASE_NAMES else phase


def end_reason_name(reason: str, language: str | None = None) -> str:
    return _t(language, END_REASON_NAMES[reason]) if reason in END_REASON_NAMES else reason


def _unit_name(state: GameState, player: int, key: str, language: str | None = None) -> Any:
    setup = state.setup.players[player].unit(key)
    return dict(setup.name) if setup is not None else key


def _card_name(state: GameState, player: int, card: str | None) -> Any:
    for entry in state.setup.players[player].command_hand:
        if entry.id == card:
            return dict(entry.name)
    return card or "—"


def _battle_card_name(state: GameState, card: str) -> Any:
    for player in state.setup.players:
        for cards in player.battle_deck.values():
            for entry in cards:
                if entry.id == card:
                    return dict(entry.name)
    return card


def describe(event: Event, before: GameState, language: str | None = None) -> str:
    """One sentence about ``event`` (applied to ``before``), in ``language``."""
    return _line(event.type, event.payload, before, apply(before, event), language)


def _line(
    kind: str, payload: Payload, before: GameState, after: GameState, lang: str | None
) -> str:
    names = [p.name for p in before.setup.players]
    text = _describe_event(kind, payload, before, after, lang, names)
    prefix = (
        _t(lang, QT_TRANSLATE_NOOP("LegionTracker", "Round {round}"), round=before.round)
        if before.round
        else _t(lang, PHASE_NAMES[SETUP])
    )
    if after.finished and not before.finished:
        text += "; " + _game_over(after, lang)
    return f"{prefix} — {text}"


def _game_over(state: GameState, lang: str | None) -> str:
    reason = end_reason_name(state.end_reason or "", lang)
    if state.winner is None:
        return _t(
            lang,
            QT_TRANSLATE_NOOP("LegionTracker", "the game is over ({reason}), without a winner"),
            reason=reason,
        )
    return _t(
        lang,
        QT_TRANSLATE_NOOP("LegionTracker", "{player} wins ({reason})"),
        player=state.setup.players[state.winner].name,
        reason=reason,
    )


def _describe_event(
    kind: str,
    payload: Payload,
    before: GameState,
    after: GameState,
    lang: str | None,
    names: list[str],
) -> str:
    tr = _t
    if kind == BATTLE_CARDS_CHOSEN:
        chosen = [
            _battle_card_name(before, card)
            for card in (after.battle_cards or {}).values()
            if card is not None
        ]
        texts = [
            c if isinstance(c, str) else localized(c, lang or current_language()) for c in chosen
        ]
        return tr(
            lang,
            QT_TRANSLATE_NOOP("LegionTracker", "Battle cards: {cards}"),
            cards=", ".join(texts) or "—",
        )
    if kind == DEPLOYMENT_COMPLETED:
        return tr(
            lang,
            QT_TRANSLATE_NOOP(
                "LegionTracker",
                "The armies are deployed; {player}, the blue player, takes the round counter",
            ),
            player=names[before.setup.blue_player],
        )
    if kind == COMMAND_CARD_PLAYED:
        player = payload["player"]
        card = payload["card"]
        if card is None:
            text = tr(
                lang,
                QT_TRANSLATE_NOOP("LegionTracker", "{player} plays no command card"),
                player=names[player],
            )
        else:
            text = tr(
                lang,
                QT_TRANSLATE_NOOP("LegionTracker", "{player} plays {card} (%n pips)"),
                player=names[player],
                card=_card_name(before, player, card),
                n=card_pips(before, player, card),
            )
        if after.priority is not None:
            if after.priority_roll is not None:
                text += "; " + tr(
                    lang,
                    QT_TRANSLATE_NOOP(
                        "LegionTracker",
                        "the pips tie: {holder} rolls {face}, {player} has priority",
                    ),
                    holder=names[before.counter],
                    face=tr(lang, FACE_NAMES[after.priority_roll]),
                    player=names[after.priority],
                )
            else:
                text += "; " + tr(
                    lang,
                    QT_TRANSLATE_NOOP("LegionTracker", "{player} has priority"),
                    player=names[after.priority],
                )
        return text
    if kind == ORDERS_ISSUED:
        player = payload["player"]
        units = [_unit_name(before, player, key) for key in payload["units"]]
        texts = [
            u if isinstance(u, str) else localized(u, lang or current_language()) for u in units
        ]
        text = tr(
            lang,
            QT_TRANSLATE_NOOP("LegionTracker", "{player} issues orders to: {units}"),
            player=names[player],
            units=", ".join(texts) or "—",
        )
        if after.phase == ACTIVATION:
            text += "; " + tr(
                lang,
                QT_TRANSLATE_NOOP("LegionTracker", "Activation phase: {player} activates first"),
                player=names[after.active_player] if after.active_player is not None else "—",
            )
        return text
    if kind == ORDER_DRAWN:
        return tr(
            lang,
            QT_TRANSLATE_NOOP("LegionTracker", "{player} draws a {rank} order token from the pool"),
            player=names[payload["player"]],
            rank=rank_name(payload["rank"], lang),
        )
    if kind == UNIT_ACTIVATED:
        player = payload["player"]
        text = tr(
            lang,
            QT_TRANSLATE_NOOP("LegionTracker", "{unit} activates"),
            unit=_unit_name(before, player, payload["unit"]),
        )
        rally = payload.get("rally") or []
        if rally:
            rallied = sum(1 for face in rally if face != "blank")
            text += "; " + tr(
                lang,
                QT_TRANSLATE_NOOP("LegionTracker", "rallies: %n suppression removed"),
                n=rallied,
            )
        activation = after.activation
        if activation is not None:
            for reason in activation.lost:
                text += "; " + tr(lang, LOST_NAMES[reason])
            text += "; " + tr(
                lang,
                QT_TRANSLATE_NOOP("LegionTracker", "%n actions"),
                n=activation.actions,
            )
        return text
    if kind == ACTION_TAKEN:
        activation = before.activation
        assert activation is not None
        template = (
            QT_TRANSLATE_NOOP("LegionTracker", "{unit}: free {action}")
            if payload.get("free")
            else QT_TRANSLATE_NOOP("LegionTracker", "{unit}: {action}")
        )
        return tr(
            lang,
            template,
            unit=_unit_name(before, activation.player, activation.unit),
            action=action_name(payload["action"], lang),
        )
    if kind == ACTIVATION_ENDED:
        activation = before.activation
        assert activation is not None
        text = tr(
            lang,
            QT_TRANSLATE_NOOP("LegionTracker", "{unit} ends its activation"),
            unit=_unit_name(before, activation.player, activation.unit),
        )
        return text + _defeats(before, after, lang)
    if kind == ROUND_ENDED:
        text = tr(
            lang,
            QT_TRANSLATE_NOOP(
                "LegionTracker",
                "End phase: command cards discarded, aim, dodge and standby tokens removed, one "
                "suppression removed from each unit",
            ),
        )
        for player, key in enumerate(payload.get("promote") or [None, None]):
            if key is not None:
                text += "; " + tr(
                    lang,
                    QT_TRANSLATE_NOOP("LegionTracker", "{unit} is promoted to commander"),
                    unit=_unit_name(before, player, key),
                )
        if not after.finished:
            text += "; " + tr(
                lang,
                QT_TRANSLATE_NOOP(
                    "LegionTracker", "round {round} begins, {player} holds the round counter"
                ),
                round=after.round,
                player=names[after.counter],
            )
        return text
    if kind in (WOUNDS_SUFFERED, WOUNDS_HEALED):
        player = payload["player"]
        unit = _unit_name(before, player, payload["unit"])
        if kind == WOUNDS_HEALED:
            return tr(
                lang,
                QT_TRANSLATE_NOOP("LegionTracker", "{unit} heals %n wounds"),
                unit=unit,
                n=payload["amount"],
            )
        text = tr(
            lang,
            QT_TRANSLATE_NOOP("LegionTracker", "{unit} suffers %n wounds"),
            unit=unit,
            n=payload["amount"],
        )
        face = payload.get("damage_roll")
        if face is not None:
            text += "; " + tr(
                lang,
                QT_TRANSLATE_NOOP("LegionTracker", "red die {face}: {token}"),
                face=tr(lang, FACE_NAMES[face]),
                token=token_name(VEHICLE_DAMAGE_BY_FACE[face], lang),
            )
        return text + _defeats(before, after, lang)
    if kind == UNIT_DEFEATED:
        return tr(
            lang,
            QT_TRANSLATE_NOOP("LegionTracker", "{unit} is defeated"),
            unit=_unit_name(before, payload["player"], payload["unit"]),
        )
    if kind in (TOKENS_GAINED, TOKENS_REMOVED):
        player = payload["player"]
        template = (
            QT_TRANSLATE_NOOP("LegionTracker", "{unit} gains %n {token}")
            if kind == TOKENS_GAINED
            else QT_TRANSLATE_NOOP("LegionTracker", "{unit} loses %n {token}")
        )
        text = tr(
            lang,
            template,
            unit=_unit_name(before, player, payload["unit"]),
            token=token_name(payload["token"], lang),
            n=payload["count"],
        )
        unit_after = after.players[player].unit(payload["unit"])
        unit_before = before.players[player].unit(payload["unit"])
        setup = before.unit_setup(player, payload["unit"])
        if unit_after and unit_before and payload["token"] == "suppression":
            if suppressed(setup, unit_after) and not suppressed(setup, unit_before):
                text += "; " + tr(lang, QT_TRANSLATE_NOOP("LegionTracker", "it is suppressed"))
            if unit_before.panicked and not unit_after.panicked:
                text += "; " + tr(
                    lang, QT_TRANSLATE_NOOP("LegionTracker", "it is no longer panicked")
                )
        return text
    if kind == VICTORY_TOKENS_CHANGED:
        player = payload["player"]
        amount = payload["amount"]
        template = (
            QT_TRANSLATE_NOOP("LegionTracker", "{player} gains %n victory tokens ({total})")
            if amount > 0
            else QT_TRANSLATE_NOOP("LegionTracker", "{player} loses %n victory tokens ({total})")
        )
        return tr(
            lang, template, player=names[player], n=abs(amount), total=after.players[player].victory
        )
    if kind == GAME_ENDED:
        return tr(lang, QT_TRANSLATE_NOOP("LegionTracker", "The game is ended early"))
    if kind == UNIT_CORRECTED:
        unit = after.players[payload["player"]].unit(payload["unit"])
        setup = before.unit_setup(payload["player"], payload["unit"])
        assert unit is not None
        return tr(
            lang,
            QT_TRANSLATE_NOOP(
                "LegionTracker", "{unit} corrected by hand: wounds {wounds}/{total}{state}"
            ),
            unit=_unit_name(before, payload["player"], payload["unit"]),
            wounds=sum(unit.wounds),
            total=sum(setup.wounds),
            state=", " + tr(lang, QT_TRANSLATE_NOOP("LegionTracker", "defeated"))
            if unit.defeated
            else "",
        )
    return kind


def _defeats(before: GameState, after: GameState, lang: str | None) -> str:
    text = ""
    for player in PLAYERS:
        for old, new in zip(before.players[player].units, after.players[player].units, strict=True):
            setup = before.unit_setup(player, old.key)
            minis = sum(
                1
                for was, now, most in zip(old.wounds, new.wounds, setup.wounds, strict=True)
                if was < most <= now
            )
            if new.defeated and not old.defeated:
                text += "; " + _t(
                    lang,
                    QT_TRANSLATE_NOOP("LegionTracker", "{unit} is defeated ({points} points)"),
                    unit=_unit_name(before, player, old.key),
                    points=setup.points,
                )
            elif minis:
                text += "; " + _t(
                    lang,
                    QT_TRANSLATE_NOOP("LegionTracker", "%n miniatures defeated"),
                    n=minis,
                )
    return text


# Consecutive events of these kinds on one unit are told on one line; the field they add up.
RUNS = {
    TOKENS_GAINED: "count",
    TOKENS_REMOVED: "count",
    WOUNDS_SUFFERED: "amount",
    WOUNDS_HEALED: "amount",
}


def joins_log_line(previous: Event, event: Event, before_previous: Any, before: Any) -> bool:
    """Repeated steps on one unit read as one line ("gains 3 suppression tokens", "suffers 3
    wounds"); a vehicle damage roll ends the run (its line tells the roll)."""
    return (
        previous.type == event.type
        and event.type in RUNS
        and "damage_roll" not in previous.payload
        and all(
            previous.payload.get(k) == event.payload.get(k) for k in ("player", "unit", "token")
        )
    )


def describe_run(
    events: Sequence[Event], states_before: Sequence[GameState], language: str | None = None
) -> str:
    """One line for a run of events ``joins_log_line`` joins: told as one event from the first
    state to the last."""
    if len(events) == 1:
        return describe(events[0], states_before[0], language)
    first, last = events[0], events[-1]
    field = RUNS.get(first.type, "count")
    payload = {**last.payload, field: sum(int(event.payload.get(field, 0)) for event in events)}
    return _line(first.type, payload, states_before[0], apply(states_before[-1], last), language)


# --- result and summary ----------------------------------------------------------------------


def _parse_time(text: str | None) -> datetime | None:
    if not text:
        return None
    try:
        return datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None


def result(state: GameState) -> dict[str, Any]:
    """The game's result as the campaign module and the games list use it. ``struggles`` is
    the generic score column: for Legion, each player's victory tokens."""
    start = _parse_time(state.setup.started_at)
    end = _parse_time(state.finished_at or state.last_at)
    duration = 0
    if start and end and end.tzinfo == start.tzinfo and end >= start:
        duration = int((end - start).total_seconds())
    return {
        "players": [p.name for p in state.setup.players],
        "winner": state.winner,
        "finished": state.finished,
        "end_reason": state.end_reason,
        "struggles": [p.victory for p in state.players],
        "victory_tokens": [p.victory for p in state.players],
        "score": [state.score(p) for p in PLAYERS],
        "blue_player": state.setup.blue_player,
        "turns": state.round,
        "duration_seconds": duration,
        "finished_at": state.finished_at,
        "units_defeated": [[u.key for u in p.units if u.defeated] for p in state.players],
        "rosters": [p.roster for p in state.setup.players],
    }


def summary(state: GameState, language: str | None = None) -> str:
    """The state as a few readable lines in ``language`` (``muster game replay``)."""
    lang = language
    names = [p.name for p in state.setup.players]
    lines = []
    if state.phase == SETUP:
        lines.append(_t(lang, PHASE_NAMES[SETUP]))
    elif not state.finished:
        lines.append(
            _t(
                lang,
                QT_TRANSLATE_NOOP(
                    "LegionTracker", "Round {round} · {phase} · round counter: {player}"
                ),
                round=state.round,
                phase=phase_name(state.phase, lang),
                player=names[state.counter],
            )
        )
    for index, player in enumerate(state.players):
        lines.append(
            _t(
                lang,
                QT_TRANSLATE_NOOP(
                    "LegionTracker",
                    "{player}{blue}: victory tokens {victory} · score {score} · command cards "
                    "left {hand}",
                ),
                player=names[index],
                blue=" (" + _t(lang, QT_TRANSLATE_NOOP("LegionTracker", "blue player")) + ")"
                if index == state.setup.blue_player
                else "",
                victory=player.victory,
                score=state.score(index),
                hand=len(player.hand) + 1,
            )
        )
        for unit in player.units:
            setup = state.unit_setup(index, unit.key)
            defeated_minis = sum(
                1 for got, most in zip(unit.wounds, setup.wounds, strict=True) if got >= most
            )
            text = _t(
                lang,
                QT_TRANSLATE_NOOP(
                    "LegionTracker",
                    "  {unit}: wounds {wounds}/{total}, miniatures {alive} of {minis}",
                ),
                unit=_unit_name(state, index, unit.key),
                wounds=sum(unit.wounds),
                total=sum(setup.wounds),
                alive=len(setup.wounds) - defeated_minis,
                minis=len(setup.wounds),
            )
            tokens = [
                f"{token_name(token, lang)} {unit.tokens[token]}"
                for token in TOKENS
                if unit.tokens.get(token)
            ]
            if tokens:
                text += " · " + ", ".join(tokens)
            if unit.panicked:
                text += " · " + _t(lang, QT_TRANSLATE_NOOP("LegionTracker", "panicked"))
            elif suppressed(setup, unit):
                text += " · " + _t(lang, QT_TRANSLATE_NOOP("LegionTracker", "suppressed"))
            if unit.defeated:
                text += " · " + _t(lang, QT_TRANSLATE_NOOP("LegionTracker", "defeated"))
            lines.append(text)
    if state.finished:
        lines.append(_game_over(state, lang)[:1].upper() + _game_over(state, lang)[1:] + ".")
    return "\n".join(lines)


def list_figures(victory_tokens: Sequence[int], rounds: int, language: str | None = None) -> str:
    """A game's victory tokens and round for the games list (``muster game list``)."""
    return _t(
        language,
        QT_TRANSLATE_NOOP("LegionTracker", "victory tokens {tokens} · round {round}"),
        tokens="–".join(str(count) for count in victory_tokens),
        round=rounds,
    )


class LegionTracker:
    """The object ``LegionSystem.tracker()`` returns (the GameTracker protocol)."""

    context = CONTEXT
    event_types = HANDLERS.keys()

    def setup_from_json(self, data: dict[str, Any]) -> GameSetup:
        return read_setup(data)

    def setup_to_json(self, setup: GameSetup) -> dict[str, Any]:
        return setup.to_json()

    def team_names(self, setup: dict[str, Any]) -> list[str]:
        """Each player's army name, from a stored setup (JSON); "" when unnamed."""
        names = []
        for player in setup.get("players", []) if isinstance(setup, dict) else []:
            roster = player.get("roster") if isinstance(player, dict) else None
            name = roster.get("name", "") if isinstance(roster, dict) else ""
            names.append(name if isinstance(name, str) else "")
        return names

    def initial_state(self, setup: GameSetup) -> GameState:
        return initial_state(setup)

    def apply(self, state: GameState, event: Event) -> GameState:
        return apply(state, event)

    def apply_in_place(self, state: GameState, event: Event) -> None:
        apply_in_place(state, event)

    def describe(self, event: Event, state_before: GameState, language: str | None = None) -> str:
        return describe(event, state_before, language)

    joins_log_line = staticmethod(joins_log_line)

    def describe_run(
        self,
        events: Sequence[Event],
        states_before: Sequence[GameState],
        language: str | None = None,
    ) -> str:
        return describe_run(events, states_before, language)

    def state_to_json(self, state: GameState) -> dict[str, Any]:
        return state.to_json()

    def result(self, state: GameState) -> dict[str, Any]:
        return result(state)

    def is_finished(self, state: GameState) -> bool:
        return state.finished

    def summary(self, state: GameState, language: str | None = None) -> str:
        return summary(state, language)

    # intents
    new_setup = staticmethod(new_setup)
    play_command_card = staticmethod(play_command_card)
    draw_order = staticmethod(draw_order)
    activate = staticmethod(activate)
    suffer_wounds = staticmethod(suffer_wounds)
    next_events = staticmethod(next_events)
    # rules the interface asks
    playable_cards = staticmethod(playable_cards)
    activatable_units = staticmethod(activatable_units)
    promotion_choices = staticmethod(promotion_choices)
    damage_roll_due = staticmethod(damage_roll_due)
    winner_on_score = staticmethod(winner_on_score)
    token_name = staticmethod(token_name)
    action_name = staticmethod(action_name)
    rank_name = staticmethod(rank_name)
    phase_name = staticmethod(phase_name)
    end_reason_name = staticmethod(end_reason_name)
    list_figures = staticmethod(list_figures)
