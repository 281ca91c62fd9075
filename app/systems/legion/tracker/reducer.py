"""The Legion tracker's reducer: one handler per event type, each checking the rules before it
changes the state, and ``apply`` that folds one event into a state (a pure function).

Rules reference: the French rules reference (seed 004) — « Round de jeu », « Phase de
Commandement », « Phase d'Activation », « Phase Finale », « Suppression », « Panique »,
« Résistance », « Gagner la partie », the tokens' entries; digest: shared rules/legion.md §2.
"""

from __future__ import annotations

from collections.abc import Callable

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.systems.legion.tracker.events import (
    FIELDS,
    Payload,
    _bool,
    _check_fields,
    _choice,
    _face,
    _field,
    _int,
    _living_unit,
    _player,
    _reject,
    _side,
    _unit,
)
from app.systems.legion.tracker.names import (
    _card_name,
    _unit_name,
)
from app.systems.legion.tracker.rules import (
    _wounds_after,
    activatable_units,
    card_orders,
    card_pips,
    card_problems,
    command_card,
    damage_roll_due,
    defeated_owners,
    hand_cards,
    promotion_choices,
    waiting_units,
)
from app.systems.legion.tracker.state import (
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
    REPEATABLE_ACTIONS,
    ROUND_ENDED,
    SETUP,
    SIDES,
    STANDING_ORDERS,
    TEAM_PLAYERS,
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
    WOUNDS_HEALED,
    WOUNDS_SUFFERED,
    Activation,
    GameSetup,
    GameState,
    PlayerState,
    UnitSetup,
    UnitState,
    other,
    suppressed,
)
from app.tracker.errors import EventRejected, GameSetupError
from app.tracker.event import Event
from app.tracker.reducing import copying_apply

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
    # The blue side's deck (a blue team's first player's).
    blue = state.setup.players[state.setup.members(state.setup.blue_player)[0]]
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
    player = _player(state, payload)
    data = state.players[player]
    name = state.setup.players[player].name
    if data.played:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "{player} has already played a command card."),
            player=name,
        )
    card = _field(payload, "card")
    playable = hand_cards(state, player)
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
    _check_owners(state, player, card, payload)
    data.card = card
    data.played = True
    if all(p.played for p in state.players):
        _decide_priority(state, payload)
    elif "roll" in payload:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "Priority is rolled for only when the pips tie.")
        )


def _check_owners(state: GameState, player: int, card: str | None, payload: Payload) -> None:
    """The event's "owners" (written since the cards kept their owner) are the card's own."""
    if "owners" not in payload:
        return
    entry = command_card(state, player, card)
    known = list(entry.owners) if entry is not None and entry.owners is not None else []
    if payload["owners"] != known:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker",
                'The field "owners" must list the units the card belongs to: {units}.',
            ),
            units=", ".join(known) or "[]",
        )


def _decide_priority(state: GameState, payload: Payload) -> None:
    """Fewest pips has priority (no card: none); a tie between the sides goes, in a team
    battle, to the team with fewer pips in all (FR « Combat en équipes »), and otherwise to the
    round counter's holder's red defence die roll, recorded in the event (block: the holder)."""
    setup = state.setup
    pips: dict[int, int | None] = {
        p: card_pips(state, p, data.card) if data.card is not None else None
        for p, data in enumerate(state.players)
    }
    played = [value for value in pips.values() if value is not None]
    sides: set[int] = set()
    if played:
        low = min(played)
        sides = {setup.side_of(p) for p, value in pips.items() if value == low}
    else:
        sides = set(SIDES)
    if len(sides) == 2 and setup.team_game:
        totals = [sum(pips[p] or 0 for p in setup.members(side)) for side in SIDES]
        if totals[0] != totals[1]:
            sides = {0 if totals[0] < totals[1] else 1}
    if len(sides) == 1:
        if "roll" in payload:
            raise _reject(
                QT_TRANSLATE_NOOP("LegionTracker", "Priority is rolled for only when the pips tie.")
            )
        state.priority = sides.pop()
        return
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


def _orders_issued(state: GameState, payload: Payload) -> None:
    _need_phase(state, COMMAND)
    if state.priority is None:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker", "Both players reveal their command cards before orders."
            )
        )
    player = _player(state, payload)
    data = state.players[player]
    name = state.setup.players[player].name
    if data.orders_issued:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "{player} has already issued orders."),
            player=name,
        )
    setup = state.setup
    first = setup.members(state.priority)
    if setup.side_of(player) != state.priority and not all(
        state.players[p].orders_issued for p in first
    ):
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "{player} has priority and issues orders first."),
            player=setup.side_name(state.priority),
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
    # A team battle: a player may also order the teammate's units (FR « Combat en équipes »).
    mate_keys = payload.get("teammate_units", [])
    mate = setup.teammate(player)
    if not isinstance(mate_keys, list) or not all(isinstance(key, str) for key in mate_keys):
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker", 'The field "teammate_units" must be a list of unit keys.'
            )
        )
    if mate_keys and mate is None:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker", "Only a team battle has teammates whose units may be ordered."
            )
        )
    if len(set(mate_keys)) != len(mate_keys):
        raise _reject(QT_TRANSLATE_NOOP("LegionTracker", "A unit is ordered once per round."))
    if data.card is None and mate_keys:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker", "{player} played no command card and issues no orders."
            ),
            player=name,
        )
    if data.card == STANDING_ORDERS and len(keys) + len(mate_keys) > 1:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "Standing Orders issues an order to one unit.")
        )
    if mate is not None:
        units += [_living_unit(state, {"unit": key}, mate) for key in mate_keys]
    for unit in units:
        unit.order = "ordered"
    data.orders_issued = True
    if all(p.orders_issued for p in state.players):
        state.phase = ACTIVATION
        state.active_player = _next_to_activate(state, state.priority)


def _next_to_activate(state: GameState, preferred: int) -> int | None:
    """Sides alternate, ``preferred`` first; one with no unit left to activate passes."""
    for side in (preferred, other(preferred)):
        if any(waiting_units(state, p) for p in state.setup.members(side)):
            return side
    return None


def _need_turn(state: GameState, player: int) -> None:
    _need_phase(state, ACTIVATION)
    if state.activation is not None:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "{unit} is still activating."),
            unit=_unit_name(state, state.activation.player, state.activation.unit),
        )
    mate = state.setup.teammate(player)
    if mate is not None and state.players[mate].drawn is not None:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker", "{player} has drawn an order token: a unit of its rank activates."
            ),
            player=state.setup.players[mate].name,
        )
    if state.active_player != state.setup.side_of(player):
        if state.active_player is None:
            raise _reject(
                QT_TRANSLATE_NOOP("LegionTracker", "Every unit has activated: end the round.")
            )
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "It is the turn of {player} to activate a unit."),
            player=state.setup.side_name(state.active_player),
        )


def _order_drawn(state: GameState, payload: Payload) -> None:
    player = _player(state, payload)
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
    player = _player(state, payload)
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
    # In a team battle the Commander may be the teammate's (FR « Combat en équipes »).
    owner = player
    if "courage_player" in payload:
        owner = _player(state, payload, "courage_player")
        if helper is None or owner not in (player, state.setup.teammate(player)):
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "LegionTracker",
                    'The field "courage_player" names the player or the teammate whose '
                    'Commander lends courage ("courage_from").',
                )
            )
    if helper is not None:
        commander = _unit(state, {"unit": helper}, owner)
        commander_setup = state.unit_setup(owner, commander.key)
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
    state.active_player = _next_to_activate(state, other(state.setup.side_of(player)))


def _round_ended(state: GameState, payload: Payload) -> None:
    _need_phase(state, ACTIVATION)
    if state.activation is not None or state.active_player is not None:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "Every unit activates before the End phase.")
        )
    seats = range(len(state.players))
    promote = payload.get("promote", [None for _ in seats])
    if not isinstance(promote, list) or len(promote) != len(state.players):
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker", 'The field "promote" must hold a unit key or null per player.'
            )
        )
    for player in seats:
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
    player = _player(state, payload)
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
            state,
            state.active_player if state.active_player is not None else state.setup.side_of(player),
        )
    _check_elimination(state)


def _check_elimination(state: GameState) -> None:
    """An army whose units are all defeated is eliminated and its opponent wins at once; with
    unlimited rounds, when all its trooper units are (optional rules, « Rounds illimités »).
    A team is out when both its armies are."""
    if state.finished:
        return
    out = []
    for side in SIDES:
        units = [
            unit
            for player in state.setup.members(side)
            for unit in state.players[player].units
            if state.setup.rounds is not None or state.unit_setup(player, unit.key).trooper
        ]
        if units and all(unit.defeated for unit in units):
            out.append(side)
    if len(out) == 1:
        _finish(state, other(out[0]), "eliminated")
    elif len(out) == 2:
        _finish_on_score(state, "eliminated")


def winner_on_score(state: GameState) -> int:
    """Most victory tokens, then the higher score (points of defeated enemy units with their
    upgrades), then the blue player (FR « Gagner la partie »); in a team battle, the side's."""
    a, b = state.victory(0), state.victory(1)
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
    player = _player(state, payload)
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
    player = _player(state, payload)
    unit = _living_unit(state, payload, player)
    _defeat(state, player, unit)


def _tokens(state: GameState, payload: Payload) -> tuple[int, UnitState, UnitSetup, str, int]:
    _need_started(state)
    player = _player(state, payload)
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
    player = _player(state, payload)
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
        winner = _side(payload, "winner")
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
    player = _player(state, payload)
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


# --- today's rules, which an event recorded by an earlier Muster skips (docs/tracker.md) -----


def _cards_legal(state: GameState, payload: Payload) -> None:
    """The game's first event: each army's command hand and battle deck as the builder checks
    them (the rules reference, « Main de Commandement »: two cards of each of 1, 2 and 3 pips;
    « Paquet Bataille »: no card twice)."""
    problems = card_problems(state.setup)
    if problems:
        raise problems[0]


def _owner_standing(state: GameState, payload: Payload) -> None:
    """The rules reference, « Cartes Commandement »: a defeated character's own command cards
    can no longer be played."""
    player = _player(state, payload)
    card = payload.get("card")
    if not isinstance(card, str):
        return
    defeated = defeated_owners(state, player, card)
    if defeated:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker",
                "{card} belongs to {owner}, who is defeated: the card cannot be played.",
            ),
            card=_card_name(state, player, card),
            owner=_unit_name(state, player, defeated[0]),
        )


def _orders_within_card(state: GameState, payload: Payload) -> None:
    """FR « Phase de Commandement », step 3: orders go only to as many units as the card's
    « Ordre » section gives (checked where the catalogue knows the number)."""
    player = _player(state, payload)
    card = state.players[player].card
    most = card_orders(state, player, card)
    units = payload.get("units", [])
    mates = payload.get("teammate_units", [])
    if card == STANDING_ORDERS or most is None:
        return  # Standing Orders' one unit is checked for every event (the handler)
    if not isinstance(units, list) or not isinstance(mates, list):
        return
    if len(units) + len(mates) > most:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "{card} orders at most %n units."),
            card=_card_name(state, player, card),
            n=most,
        )


TODAYS_RULES: dict[str, Callable[[GameState, Payload], None]] = {
    BATTLE_CARDS_CHOSEN: _cards_legal,
    COMMAND_CARD_PLAYED: _owner_standing,
    ORDERS_ISSUED: _orders_within_card,
}


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
        today = TODAYS_RULES.get(event.type)
        if today is not None and not event.legacy:
            today(state, event.payload)
        state.last_seq = event.seq
        state.last_at = event.at
        handler(state, event.payload)
    except EventRejected as exc:
        raise exc.for_event(event.seq, event.type) from None


apply = copying_apply(apply_in_place)


def initial_state(setup: GameSetup) -> GameState:
    players = len(setup.players)
    if setup.teams is None and players != 2:
        raise GameSetupError(
            detail=translate(
                "Errors", QT_TRANSLATE_NOOP("Errors", "a game of Legion has two players.")
            )
        )
    if setup.teams is not None and (
        players != TEAM_PLAYERS
        or len(setup.teams) != players
        or sorted(setup.teams) != [0, 0, 1, 1]
    ):
        raise GameSetupError(
            detail=translate(
                "Errors",
                QT_TRANSLATE_NOOP("Errors", "a team battle has two teams of two players."),
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
