"""The rules of a StarCraft game at the table: set-up, rounds (planning, execution,
regrouping in ten steps), the bookkeeping the box leaves to memory, victory checks at their
steps, and the readable log. Event payloads: docs/tracker.md.

The galaxy's tiles are pictures, so Muster does not draw the board: players tell it what
happened on it (a base destroyed at step 1, the resource cards lost and gained, the CP their
zones give at step 5), and Muster keeps the count, enforces the limits the text gives, and
checks every victory at its step.
"""

from __future__ import annotations

import difflib
import random
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.systems.starcraft import CONTEXT
from app.systems.starcraft.battle import (
    Battle,
    BattleResult,
    PairingError,
    check_pairing,
    resolve,
)
from app.systems.starcraft.catalog import (
    MODULE_TYPES,
    Faction,
    StarcraftCatalog,
    StarcraftPack,
    load_catalog,
)
from app.systems.starcraft.planner import Holdings, Purchase, build_limit, check_purchase
from app.systems.starcraft.tracker_state import (
    ALDARIS_OPPONENT_TEAMS_CP,
    ALDARIS_OPPONENTS_CP,
    BATTLE_RESOLVED,
    BUILT,
    CP_TRACK_FLIP,
    END_IS_NEAR_CARDS,
    END_IS_NEAR_TO_END,
    EPOCH_CARDS,
    FACTION_CHOICES,
    GAME_ENDED,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NORMAL_VICTORY_CP,
    ORDER_PLACED,
    ORDER_REVEALED,
    ORDER_TYPES,
    ORDERS_PER_ROUND,
    PLAYER_BLOCKED,
    PLAYER_CORRECTED,
    REGROUP_STEP,
    REGROUP_STEPS,
    REMOVED_PER_EPOCH,
    RESEARCHED,
    ROUND_STARTED,
    STARTING_FORCES,
    TEAM_VICTORY_CP,
    UNITS_DESTROYED,
    VARIANTS,
    WORKERS_ASSIGNED,
    GameSetup,
    OpenOrder,
    Order,
    PermanentResource,
    PlayerSetup,
    ResourceCard,
    TrackerState,
    events_left,
    player_from_setup,
    top_epoch,
)
from app.tracker.errors import EventRejected, GameLogFormatError, GameSetupError
from app.tracker.event import Event, now_iso

Intent = tuple[str, dict[str, Any]]


def _reject(reason: str, **params: Any) -> EventRejected:
    return EventRejected(reason, CONTEXT, **params)


# --- the catalogue as played ----------------------------------------------------------------


def catalog_of(setup: GameSetup) -> StarcraftCatalog:
    """The factions, units and buildings the game was set up with (kept in the setup, so a
    game replays with the figures it was played with after a pack changes)."""
    cached = getattr(setup, "_catalog", None)
    if cached is None:
        pack = StarcraftPack.model_validate(
            {
                "format": "muster.catalog/1",
                "system": "starcraft",
                "id": "game",
                "version": "1",
                "name": {"en": "game"},
                "entries": setup.entries,
            }
        )
        cached = StarcraftCatalog()
        cached.add_pack(pack)
        object.__setattr__(setup, "_catalog", cached)
    return cached


def faction_of(state: TrackerState, player: int) -> Faction | None:
    return catalog_of(state.setup).faction(state.setup.players[player].faction)


def _faction_name(state: TrackerState, player: int, language: str) -> str:
    faction = faction_of(state, player)
    return faction.name.get(language) if faction else state.setup.players[player].faction


def _rule(state: TrackerState, player: int) -> str | None:
    faction = faction_of(state, player)
    victory = faction.special_victory if faction else None
    return victory.rule if victory else None


# --- payload reading -------------------------------------------------------------------------


def _field(payload: dict[str, Any], key: str) -> Any:
    if key not in payload:
        raise _reject(QT_TRANSLATE_NOOP("Starcraft", 'The field "{field}" is missing.'), field=key)
    return payload[key]


def _int(payload: dict[str, Any], key: str, low: int, high: int, default: int | None = None) -> int:
    value = payload.get(key, default) if default is not None else _field(payload, key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "Starcraft", '"{field}" must be a whole number from {low} to {high}.'
            ),
            field=key,
            low=low,
            high=high,
        )
    return value


def _bool(payload: dict[str, Any], key: str) -> bool:
    value = payload.get(key, False)
    if not isinstance(value, bool):
        raise _reject(QT_TRANSLATE_NOOP("Starcraft", '"{field}" must be true or false.'), field=key)
    return value


def _text(payload: dict[str, Any], key: str) -> str:
    value = _field(payload, key)
    if not isinstance(value, str) or not value.strip() or len(value) > 80:
        raise _reject(
            QT_TRANSLATE_NOOP("Starcraft", '"{field}" must be a name of 1 to 80 characters.'),
            field=key,
        )
    return value.strip()


def _choice(payload: dict[str, Any], key: str, choices: Sequence[str]) -> str:
    value = _field(payload, key)
    if value not in choices:
        raise _reject(
            QT_TRANSLATE_NOOP("Starcraft", '"{field}" must be one of: {choices}.'),
            field=key,
            choices=", ".join(choices),
        )
    return str(value)


def _player(state: TrackerState, payload: dict[str, Any], key: str = "player") -> int:
    return _int(payload, key, 0, len(state.players) - 1)


def _counts(payload: dict[str, Any], key: str) -> dict[str, int]:
    value = payload.get(key, {})
    if not isinstance(value, dict) or not all(
        isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 99
        for k, v in value.items()
    ):
        raise _reject(
            QT_TRANSLATE_NOOP(
                "Starcraft", '"{field}" must map names to whole numbers from 0 to 99.'
            ),
            field=key,
        )
    return {k: v for k, v in value.items() if v}


def _names(payload: dict[str, Any], key: str) -> list[str]:
    value = payload.get(key, [])
    if not isinstance(value, list) or not all(
        isinstance(v, str) and v.strip() and len(v) <= 80 for v in value
    ):
        raise _reject(
            QT_TRANSLATE_NOOP("Starcraft", '"{field}" must be a list of names.'), field=key
        )
    return [v.strip() for v in value]


def _pairs(state: TrackerState, payload: dict[str, Any], key: str) -> list[tuple[int, Any]]:
    """A list of [player, value] pairs."""
    value = payload.get(key, [])
    if not isinstance(value, list) or not all(
        isinstance(item, list)
        and len(item) == 2
        and isinstance(item[0], int)
        and not isinstance(item[0], bool)
        and 0 <= item[0] < len(state.players)
        for item in value
    ):
        raise _reject(
            QT_TRANSLATE_NOOP("Starcraft", '"{field}" must be a list of [player, value] pairs.'),
            field=key,
        )
    return [(item[0], item[1]) for item in value]


def _per_player(state: TrackerState, payload: dict[str, Any], key: str) -> list[Any]:
    value = _field(payload, key)
    if not isinstance(value, list) or len(value) != len(state.players):
        raise _reject(
            QT_TRANSLATE_NOOP("Starcraft", '"{field}" must hold one value per player ({count}).'),
            field=key,
            count=len(state.players),
        )
    return value


# --- turn order ------------------------------------------------------------------------------


def _seats_from(state: TrackerState, start: int) -> list[int]:
    count = len(state.players)
    return [(start + offset) % count for offset in range(count)]


def _can_place(state: TrackerState, player: int) -> bool:
    p = state.players[player]
    return not p.eliminated and len(p.placed) < ORDERS_PER_ROUND


def _has_orders(state: TrackerState, player: int) -> bool:
    p = state.players[player]
    return not p.eliminated and p.done < len(p.placed)


def _tops(state: TrackerState, player: int) -> list[str]:
    """The planets whose order stack has one of ``player``'s orders on top."""
    return [
        planet for planet, stack in state.stacks.items() if stack and stack[-1].player == player
    ]


def _advance_planning(state: TrackerState) -> None:
    for seat in _seats_from(state, state.turn + 1):
        if _can_place(state, seat):
            state.turn = seat
            return
    state.phase = "execution"
    state.turn = next(
        (s for s in _seats_from(state, state.first_player) if _has_orders(state, s)),
        state.first_player,
    )


def _advance_execution(state: TrackerState) -> None:
    for seat in _seats_from(state, state.turn + 1):
        if _has_orders(state, seat):
            state.turn = seat
            return


def execution_over(state: TrackerState) -> bool:
    return state.phase == "execution" and not any(
        _has_orders(state, p) for p in range(len(state.players))
    )


def _draw_events(state: TrackerState, player: int, count: int) -> None:
    left = events_left(state)
    if left is not None and left < count:
        raise _reject(QT_TRANSLATE_NOOP("Starcraft", "The Event deck is empty."))
    state.events_drawn += count
    state.players[player].events_held += count


# --- elimination and victories -------------------------------------------------------------


def _alive(state: TrackerState) -> list[int]:
    return [n for n, p in enumerate(state.players) if not p.eliminated]


def team_of(state: TrackerState, player: int) -> int:
    """A player's team in a team game; every player is their own team otherwise."""
    team = state.setup.players[player].team
    return team if state.setup.teams and team is not None else player


def _finish(state: TrackerState, winners: list[int], reason: str) -> None:
    state.winners = sorted(winners)
    state.finished = True
    state.end_reason = reason
    state.finished_at = state.last_at


def _check_elimination(state: TrackerState) -> None:
    """A player with no base and no unit is out at once; their orders leave the stacks
    (FR « Élimination d'un joueur »). The last player (or team) standing wins."""
    for number, player in enumerate(state.players):
        if player.eliminated or player.bases or player.unit_count():
            continue
        player.eliminated = True
        player.placed = player.placed[: player.done]
        for planet, stack in list(state.stacks.items()):
            kept = [order for order in stack if order.player != number]
            if kept:
                state.stacks[planet] = kept
            else:
                del state.stacks[planet]
        if state.open_order is not None and state.open_order.player == number:
            state.open_order = None
    alive = _alive(state)
    if len({team_of(state, p) for p in alive}) <= 1 and not state.finished:
        _finish(state, alive, "elimination")


def _aldaris(state: TrackerState) -> int | None:
    """The Aldaris player still in the game (the faction whose objective changes everyone's)."""
    return next((p for p in _alive(state) if _rule(state, p) == "aldaris"), None)


def _key(state: TrackerState, players: Sequence[int]) -> tuple[int, ...]:
    """The order the rules rank players by (summed over a team): conquest points, then
    resources, zones, bases, workers in reserve (FR « Victoire normale »)."""
    ps = [state.players[p] for p in players]
    return (
        sum(p.cp for p in ps),
        sum(p.resource_total for p in ps),
        sum(p.zones for p in ps),
        sum(len(p.bases) for p in ps),
        sum(p.reserve for p in ps),
    )


def _groups(state: TrackerState, players: Sequence[int]) -> dict[int, list[int]]:
    """The living players by team (each player alone when not playing in teams)."""
    groups: dict[int, list[int]] = {}
    for p in _alive(state):
        groups.setdefault(team_of(state, p), []).append(p)
    return {team: members for team, members in groups.items() if set(members) & set(players)}


def best_of(state: TrackerState, players: Sequence[int]) -> list[int]:
    """Who wins among ``players`` (teams: among their teams) by the tie-breakers, in order;
    several players when the tie survives them all (a shared victory)."""
    groups = _groups(state, players)
    if not groups:
        return []
    keys = {team: _key(state, members) for team, members in groups.items()}
    top = max(keys.values())
    return sorted(p for team, members in groups.items() if keys[team] == top for p in members)


def cp_needed(state: TrackerState, player: int) -> int:
    """The CP a player (a team, in a team game) needs for a normal victory."""
    aldaris = _aldaris(state)
    if state.setup.teams:
        if aldaris is not None and team_of(state, aldaris) != team_of(state, player):
            return ALDARIS_OPPONENT_TEAMS_CP
        return TEAM_VICTORY_CP
    if aldaris is not None and aldaris != player:
        return ALDARIS_OPPONENTS_CP
    return NORMAL_VICTORY_CP


def normal_victors(state: TrackerState) -> list[int]:
    """Step 6: who reached their CP; the winner among them by the tie-breakers."""
    if state.setup.variant == "galactic_conquest":
        return []
    qualified = []
    for members in _groups(state, _alive(state)).values():
        total = sum(state.players[p].cp for p in members)
        if total >= cp_needed(state, members[0]):
            qualified.extend(members)
    return best_of(state, qualified)


def special_applies(state: TrackerState, player: int) -> bool:
    """Whether the player's objective can be met now: most count only while the Event deck's
    top card is of epoch III (an objective the pack does not say is treated so)."""
    faction = faction_of(state, player)
    victory = faction.special_victory if faction else None
    if victory is not None and victory.epoch_iii_only is False:
        return True
    return top_epoch(state) == "III"


def special_met(state: TrackerState, player: int) -> bool | None:
    """Whether Muster sees the player's objective met (None: only the players can tell)."""
    faction = faction_of(state, player)
    victory = faction.special_victory if faction else None
    if victory is None or victory.rule is None:
        return None
    if victory.rule == "bases_on_planets":
        return len(set(state.players[player].bases)) >= (victory.planets or 0)
    return False  # Aldaris's objective is checked at steps 6 and 8, never at step 7


def _end_game_victors(state: TrackerState) -> list[int]:
    aldaris = _aldaris(state)
    if aldaris is not None:
        return sorted(p for p in _alive(state) if team_of(state, p) == team_of(state, aldaris))
    return best_of(state, _alive(state))


# --- handlers ------------------------------------------------------------------------------


def _not_finished_round(state: TrackerState) -> None:
    if state.phase == "setup" or (state.phase == "regrouping" and state.step == REGROUP_STEPS):
        return
    raise _reject(QT_TRANSLATE_NOOP("Starcraft", "The round is not over: finish regrouping first."))


def _round_started(state: TrackerState, payload: dict[str, Any]) -> None:
    _not_finished_round(state)
    state.round += 1
    state.phase = "planning"
    state.step = 0
    state.stacks = {}
    state.open_order = None
    for player in state.players:
        player.placed = []
        player.special_kinds = []
        player.done = 0
    state.turn = next(
        (s for s in _seats_from(state, state.first_player) if _can_place(state, s)),
        state.first_player,
    )


def _order_placed(state: TrackerState, payload: dict[str, Any]) -> None:
    """An order placed face down: its kind stays secret until it is revealed; a special
    order's gold token shows that it is special."""
    if state.phase != "planning":
        raise _reject(QT_TRANSLATE_NOOP("Starcraft", "Orders are placed during planning only."))
    player_index = state.turn
    player = state.players[player_index]
    if "player" in payload and _player(state, payload) != player_index:
        raise _reject(
            QT_TRANSLATE_NOOP("Starcraft", "It is {player}'s turn to place an order."),
            player=state.setup.players[player_index].name,
        )
    special = _bool(payload, "special")
    planet = _text(payload, "planet")
    if special:
        allowed = player.modules.get("research", 0)
        if state.round == 1:
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", "No special order can be placed in the first round.")
            )
        if player.placed.count("special") >= allowed:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "Starcraft",
                    "{player} may place %n special orders a round: one per Research "
                    "& Development module.",
                ),
                player=state.setup.players[player_index].name,
                n=allowed,
            )
    player.placed.append("special" if special else "standard")
    state.stacks.setdefault(planet, []).append(Order(player_index, "", special, planet))
    _advance_planning(state)


def _order_revealed(state: TrackerState, payload: dict[str, Any]) -> None:
    if state.phase != "execution" or execution_over(state):
        raise _reject(QT_TRANSLATE_NOOP("Starcraft", "No order is waiting to be revealed."))
    player_index = state.turn
    player = state.players[player_index]
    planet = _text(payload, "planet")
    kind = _choice(payload, "order", ORDER_TYPES)
    outcome = _choice(payload, "outcome", ("executed", "event"))
    stack = state.stacks.get(planet, [])
    if not stack or stack[-1].player != player_index:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "Starcraft", "{player} has no order on top of the stack on {planet}."
            ),
            player=state.setup.players[player_index].name,
            planet=planet,
        )
    if stack[-1].special:
        if kind in player.special_kinds:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "Starcraft",
                    "A faction has one special order of each kind; this kind was already "
                    "revealed this round.",
                )
            )
        player.special_kinds.append(kind)
    order = stack.pop()
    if not stack:
        del state.stacks[planet]
    player.done += 1
    state.open_order = None
    if outcome == "event":
        _draw_events(state, player_index, 1)
    else:
        state.open_order = OpenOrder(player_index, kind, order.special, planet)
    _advance_execution(state)


def _player_blocked(state: TrackerState, payload: dict[str, Any]) -> None:
    if state.phase != "execution" or execution_over(state):
        raise _reject(QT_TRANSLATE_NOOP("Starcraft", "No order is waiting to be revealed."))
    player_index = state.turn
    if _tops(state, player_index):
        raise _reject(
            QT_TRANSLATE_NOOP(
                "Starcraft", "{player} is not blocked: an order of theirs is on top on {planet}."
            ),
            player=state.setup.players[player_index].name,
            planet=_tops(state, player_index)[0],
        )
    state.open_order = None
    _draw_events(state, player_index, 1)
    _advance_execution(state)


def _open(state: TrackerState, kind: str) -> OpenOrder:
    order = state.open_order
    if state.phase != "execution" or order is None or order.order != kind:
        names = {
            "construction": QT_TRANSLATE_NOOP(
                "Starcraft", "This needs a Build order just revealed and executed."
            ),
            "research": QT_TRANSLATE_NOOP(
                "Starcraft", "This needs a Research order just revealed and executed."
            ),
            "mobilisation": QT_TRANSLATE_NOOP(
                "Starcraft", "This needs a Mobilize order just revealed and executed."
            ),
        }
        raise _reject(names[kind])
    return order


def _holdings(state: TrackerState, player: int, planet: str | None) -> Holdings:
    p = state.players[player]
    return Holdings(
        faction=state.setup.players[player].faction,
        buildings=dict(p.buildings),
        modules=dict(p.modules),
        techs=frozenset(p.techs),
        units=dict(p.units),
        base_on_planet=planet is None or planet in p.bases,
    )


def _built(state: TrackerState, payload: dict[str, Any]) -> None:
    order = _open(state, "construction")
    if order.built:
        raise _reject(QT_TRANSLATE_NOOP("Starcraft", "This Build order has already built."))
    player = state.players[order.player]
    faction = faction_of(state, order.player)
    units = _counts(payload, "units")
    sacrificed = _counts(payload, "sacrificed")
    workers = _int(payload, "workers", 0, 99, default=0)
    transports = _names(payload, "transports")
    building = payload.get("building")
    module = payload.get("module")
    base = _bool(payload, "base")
    if building is not None and not isinstance(building, str):
        raise _reject(QT_TRANSLATE_NOOP("Starcraft", '"building" must be a building\'s id.'))
    if module is not None and module not in MODULE_TYPES:
        raise _reject(
            QT_TRANSLATE_NOOP("Starcraft", '"module" must be one of: {choices}.'),
            choices=", ".join(MODULE_TYPES),
        )
    catalog = catalog_of(state.setup)
    holdings = _holdings(state, order.player, order.planet)
    needs_base = any(
        (unit := catalog.unit(unit_id)) is not None and not unit.tech_requisite for unit_id in units
    )
    if (needs_base or workers or transports) and order.planet not in player.bases:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "Starcraft", "Units, workers and transports are built where you have a base."
            )
        )
    purchase = Purchase(units=units, building=building, module=module)
    problems = check_purchase(catalog, holdings, purchase, special=order.special)
    if problems:
        first = problems[0]
        raise _reject(first.template, **dict(first.params))
    # The sacrifice of tech-requisite units: friendly units already on the active planet.
    needed: dict[str, int] = {}
    for unit_id, count in units.items():
        unit = catalog.unit(unit_id)
        if unit is not None and unit.sacrifice is not None:
            needed[unit.sacrifice.unit] = (
                needed.get(unit.sacrifice.unit, 0) + count * unit.sacrifice.count
            )
    if needed and any(sacrificed.get(u, 0) != n for u, n in needed.items()):
        unit_id, count = next(iter(needed.items()))
        unit_entry = catalog.unit(unit_id)
        raise _reject(
            QT_TRANSLATE_NOOP("Starcraft", "Building this destroys {count} friendly {unit}."),
            count=count,
            unit=unit_entry.name.as_dict() if unit_entry else unit_id,
        )
    for unit_id, count in sacrificed.items():
        if player.units.get(unit_id, 0) < count:
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", "There are not {count} {unit} to destroy."),
                count=count,
                unit=unit_id,
            )
    if faction is not None:
        pieces = faction.pieces
        if player.workers + workers > pieces.workers:
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", "A faction has {limit} workers, no more."),
                limit=pieces.workers,
            )
        if len(player.transports) + len(transports) > pieces.transports:
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", "A faction has {limit} transports, no more."),
                limit=pieces.transports,
            )
        if base and len(player.bases) >= pieces.bases:
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", "A faction has {limit} bases, no more."),
                limit=pieces.bases,
            )
    if len(set(transports)) != len(transports) or set(transports) & set(player.transports):
        raise _reject(
            QT_TRANSLATE_NOOP("Starcraft", "A player has at most one transport on a route.")
        )
    if base and order.planet in player.bases:
        raise _reject(QT_TRANSLATE_NOOP("Starcraft", "A player has at most one base on a planet."))
    for unit_id, count in sacrificed.items():
        player.units[unit_id] -= count
    for unit_id, count in units.items():
        player.units[unit_id] = player.units.get(unit_id, 0) + count
    player.units = {u: n for u, n in player.units.items() if n}
    player.unavailable += workers  # new workers wait in the unavailable area
    player.transports.extend(transports)
    if building is not None:
        player.buildings[building] = player.buildings.get(building, 0) + 1
    if module is not None:
        player.modules[module] = player.modules.get(module, 0) + 1
    if base:
        player.bases.append(order.planet)
    order.built = True
    _check_elimination(state)


def _researched(state: TrackerState, payload: dict[str, Any]) -> None:
    order = _open(state, "research")
    if order.researched:
        raise _reject(QT_TRANSLATE_NOOP("Starcraft", "This Research order is already done."))
    player = state.players[order.player]
    if order.planet not in player.bases:
        raise _reject(
            QT_TRANSLATE_NOOP("Starcraft", "A Research order needs a base on its planet.")
        )
    cards = _int(payload, "cards", 0, 3, default=0)
    if cards not in (0, 3):
        raise _reject(QT_TRANSLATE_NOOP("Starcraft", "Research draws 3 combat cards, or none."))
    tech = payload.get("tech")
    extra_event = _bool(payload, "extra_event")
    tech_to_hand = _bool(payload, "tech_to_hand")
    if (extra_event or tech_to_hand) and not order.special:
        raise _reject(QT_TRANSLATE_NOOP("Starcraft", "Only a special Research order gives this."))
    if extra_event and tech_to_hand:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "Starcraft",
                "A special Research order gives an extra Event card or a technology "
                "in hand, not both.",
            )
        )
    if tech is not None:
        entry = catalog_of(state.setup).tech(tech) if isinstance(tech, str) else None
        faction = faction_of(state, order.player)
        if entry is None or faction is None or entry.race != faction.race:
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", '"{tech}" is not a technology of this faction.'),
                tech=str(tech),
            )
        if tech in player.techs:
            raise _reject(QT_TRANSLATE_NOOP("Starcraft", "This technology is already bought."))
    elif tech_to_hand:
        raise _reject(QT_TRANSLATE_NOOP("Starcraft", "No technology was bought."))
    _draw_events(state, order.player, 2 if extra_event else 1)
    player.hand += cards + (1 if tech_to_hand else 0)
    if tech is not None:
        player.techs.append(tech)
    order.researched = True


def _workers_assigned(state: TrackerState, payload: dict[str, Any]) -> None:
    if state.phase != "execution":
        raise _reject(QT_TRANSLATE_NOOP("Starcraft", "Workers harvest during the execution phase."))
    index = _player(state, payload)
    player = state.players[index]
    card_id = _text(payload, "card")
    workers = _int(payload, "workers", 1, 15)
    card = next((c for c in player.resources if c.id == card_id), None)
    if card is None:
        raise _reject(
            QT_TRANSLATE_NOOP("Starcraft", '{player} has no resource card "{card}".'),
            player=state.setup.players[index].name,
            card=card_id,
        )
    if workers > player.reserve:
        raise _reject(
            QT_TRANSLATE_NOOP("Starcraft", "Only {count} workers are in reserve."),
            count=player.reserve,
        )
    total = card.workers + workers
    # Each worker beyond the card's number is one overexploitation: the first flips the card
    # to its partially exhausted side, the second removes it.
    over = max(0, total - card.capacity) - max(0, card.workers - card.capacity)
    if over > 0 and card.permanent:
        raise _reject(
            QT_TRANSLATE_NOOP("Starcraft", "A permanent resource cannot be overexploited.")
        )
    before = 1 if card.side == "partial" else 0
    if before + over > 2:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "Starcraft",
                'At most %n workers can go on "{card}" (overexploitation included).',
            ),
            n=card.capacity + 2 - before + max(0, card.workers - card.capacity) - card.workers,
            card=card_id,
        )
    player.reserve -= workers
    card.workers = total
    if over <= 0:
        return
    if before + over == 1:
        card.side = "partial"
        state.exhausted[card.id] = "partial"
        return
    # Overexploited a second time: the card leaves the game, the zone is exhausted for good.
    player.resources.remove(card)
    player.unavailable += card.workers
    state.exhausted[card.id] = "exhausted"


def _battle_resolved(state: TrackerState, payload: dict[str, Any]) -> None:
    order = _open(state, "mobilisation")
    if order.battle:
        raise _reject(QT_TRANSLATE_NOOP("Starcraft", "A Mobilize order makes one battle at most."))
    attacker = order.player
    defender = _player(state, payload, "defender")
    if defender == attacker or (
        state.setup.teams and team_of(state, defender) == team_of(state, attacker)
    ):
        raise _reject(
            QT_TRANSLATE_NOOP("Starcraft", "A player cannot attack themselves or a teammate.")
        )
    if state.players[defender].eliminated:
        raise _reject(QT_TRANSLATE_NOOP("Starcraft", "That player is out of the game."))
    battle = payload.get("battle")
    if battle is not None:
        if not isinstance(battle, dict):
            raise _reject(QT_TRANSLATE_NOOP("Starcraft", '"battle" must be an object.'))
        try:
            check_pairing(Battle.from_json(battle))
        except PairingError as error:
            raise _reject(PAIRING_PROBLEMS[error.key], **error.params) from None
        except (KeyError, TypeError, ValueError, IndexError):
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", "The battle's units and cards are incomplete.")
            ) from None
    losses = _per_player_losses(state, payload, (attacker, defender))
    for side, lost in zip((attacker, defender), losses, strict=True):
        player = state.players[side]
        for unit_id, count in lost.items():
            if player.units.get(unit_id, 0) < count:
                raise _reject(
                    QT_TRANSLATE_NOOP("Starcraft", "{player} has no {count} {unit} to lose."),
                    player=state.setup.players[side].name,
                    count=count,
                    unit=unit_id,
                )
    for side, lost in zip((attacker, defender), losses, strict=True):
        player = state.players[side]
        for unit_id, count in lost.items():
            player.units[unit_id] -= count
        player.units = {u: n for u, n in player.units.items() if n}
    for side, hand in _pairs(state, payload, "hands"):
        if not isinstance(hand, int) or isinstance(hand, bool) or not 0 <= hand <= 99:
            raise _reject(QT_TRANSLATE_NOOP("Starcraft", "A hand holds 0 to 99 cards."))
        state.players[side].hand = hand
    order.battle = True
    _check_elimination(state)


def _per_player_losses(
    state: TrackerState, payload: dict[str, Any], sides: tuple[int, int]
) -> list[dict[str, int]]:
    value = payload.get("losses", [{}, {}])
    if not isinstance(value, list) or len(value) != 2:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "Starcraft", "\"losses\" must hold the attacker's and the defender's losses."
            )
        )
    return [_counts({"losses": lost}, "losses") for lost in value]


def _units_destroyed(state: TrackerState, payload: dict[str, Any]) -> None:
    index = _player(state, payload)
    player = state.players[index]
    units = _counts(payload, "units")
    bases = _names(payload, "bases")
    transports = _names(payload, "transports")
    for unit_id, count in units.items():
        if player.units.get(unit_id, 0) < count:
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", "{player} has no {count} {unit} to lose."),
                player=state.setup.players[index].name,
                count=count,
                unit=unit_id,
            )
    for planet in bases:
        if planet not in player.bases:
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", "{player} has no base on {planet}."),
                player=state.setup.players[index].name,
                planet=planet,
            )
    for route in transports:
        if route not in player.transports:
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", "{player} has no transport on {route}."),
                player=state.setup.players[index].name,
                route=route,
            )
    for unit_id, count in units.items():
        player.units[unit_id] -= count
    player.units = {u: n for u, n in player.units.items() if n}
    for planet in bases:
        player.bases.remove(planet)
    for route in transports:
        player.transports.remove(route)
    _check_elimination(state)


def _regroup_step(state: TrackerState, payload: dict[str, Any]) -> None:
    step = _int(payload, "step", 1, REGROUP_STEPS)
    if step == 1:
        if state.phase != "execution" or not execution_over(state):
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "Starcraft", "Regrouping begins when every order has been revealed."
                )
            )
        state.phase = "regrouping"
        state.step = 0
        state.open_order = None
    elif state.phase != "regrouping" or state.step != step - 1:
        raise _reject(
            QT_TRANSLATE_NOOP("Starcraft", "The next step of regrouping is step {step}."),
            step=state.step + 1 if state.phase == "regrouping" else 1,
        )
    allowed = REGROUP_FIELDS[step]
    for key in payload:
        if key != "step" and key not in allowed:
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", 'Step {step} has no field "{field}".'),
                step=step,
                field=key,
            )
    REGROUP_HANDLERS[step](state, payload)
    state.step = step


def _step_destroy(state: TrackerState, payload: dict[str, Any]) -> None:
    bases = _pairs(state, payload, "bases_destroyed")
    transports = _pairs(state, payload, "transports_destroyed")
    for player, planet in bases:
        if planet not in state.players[player].bases:
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", "{player} has no base on {planet}."),
                player=state.setup.players[player].name,
                planet=str(planet),
            )
        state.players[player].bases.remove(planet)
    for player, route in transports:
        if route not in state.players[player].transports:
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", "{player} has no transport on {route}."),
                player=state.setup.players[player].name,
                route=str(route),
            )
        state.players[player].transports.remove(route)
    _check_elimination(state)


def _step_lose_cards(state: TrackerState, payload: dict[str, Any]) -> None:
    for player, card_id in _pairs(state, payload, "cards_lost"):
        cards = state.players[player].resources
        card = next((c for c in cards if c.id == card_id), None)
        if card is None:
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", '{player} has no resource card "{card}".'),
                player=state.setup.players[player].name,
                card=str(card_id),
            )
        if card.permanent:
            raise _reject(QT_TRANSLATE_NOOP("Starcraft", "A permanent resource is never lost."))
        cards.remove(card)  # its workers are destroyed with it


def _step_gain_cards(state: TrackerState, payload: dict[str, Any]) -> None:
    held = {c.id for p in state.players for c in p.resources}
    for player, card in _pairs(state, payload, "cards_gained"):
        valid = (
            isinstance(card, dict)
            and set(card) <= {"id", "resource", "capacity"}
            and isinstance(card.get("id"), str)
            and card["id"].strip()
            and card.get("resource") in ("minerals", "gas")
            and isinstance(card.get("capacity"), int)
            and not isinstance(card.get("capacity"), bool)
            and 1 <= card["capacity"] <= 9
        )
        if not valid:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "Starcraft",
                    'A resource card is {"id": its zone, "resource": "minerals" or "gas", '
                    '"capacity": 1 to 9}.',
                )
            )
        card_id = card["id"].strip()
        if card_id in held:
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", 'The resource card "{card}" is already held.'),
                card=card_id,
            )
        if state.exhausted.get(card_id) == "exhausted":
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", 'The zone "{card}" is exhausted for good.'),
                card=card_id,
            )
        side = "partial" if state.exhausted.get(card_id) == "partial" else "normal"
        state.players[player].resources.append(
            ResourceCard(card_id, card["resource"], card["capacity"], side=side)
        )
        held.add(card_id)


def _step_recover(state: TrackerState, payload: dict[str, Any]) -> None:
    for player in state.players:
        player.reserve += player.unavailable + player.on_cards
        player.unavailable = 0
        for card in player.resources:
            card.workers = 0


def _step_score(state: TrackerState, payload: dict[str, Any]) -> None:
    gains = _per_player(state, payload, "cp")
    zones = payload.get("zones")
    if zones is not None:
        zones = _per_player(state, payload, "zones")
    for n, gain in enumerate(gains):
        if not isinstance(gain, int) or isinstance(gain, bool) or not 0 <= gain <= 99:
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", "Conquest points gained are 0 to 99 a round.")
            )
        if gain and state.setup.variant == "galactic_conquest":
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", "Nobody gains conquest points in Galactic Conquest.")
            )
        if gain and state.players[n].eliminated:
            raise _reject(QT_TRANSLATE_NOOP("Starcraft", "That player is out of the game."))
    for n, player in enumerate(state.players):
        player.cp += gains[n]
        if zones is not None:
            count = zones[n]
            if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= 99:
                raise _reject(QT_TRANSLATE_NOOP("Starcraft", "A player controls 0 to 99 zones."))
            player.zones = count


def _step_normal_victory(state: TrackerState, payload: dict[str, Any]) -> None:
    winners = normal_victors(state)
    if winners:
        _finish(state, winners, "conquest")


def _step_special_victory(state: TrackerState, payload: dict[str, Any]) -> None:
    claimed = payload.get("achieved", [])
    if not isinstance(claimed, list) or not all(
        isinstance(p, int) and not isinstance(p, bool) and 0 <= p < len(state.players)
        for p in claimed
    ):
        raise _reject(QT_TRANSLATE_NOOP("Starcraft", '"achieved" must be a list of players.'))
    if state.setup.variant == "galactic_conquest":
        if claimed:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "Starcraft", "In Galactic Conquest the only victory is by elimination."
                )
            )
        return
    achieved = []
    for player in _alive(state):
        met = special_met(state, player)
        if met is None:
            met = player in claimed
        elif player in claimed and not met:
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", "{player}'s objective is not met."),
                player=state.setup.players[player].name,
            )
        if met and not special_applies(state, player):
            if player in claimed:
                raise _reject(
                    QT_TRANSLATE_NOOP(
                        "Starcraft",
                        "{player}'s objective counts only once the Event deck's top card is of "
                        "epoch III.",
                    ),
                    player=state.setup.players[player].name,
                )
            continue
        if met:
            achieved.append(player)
    for player in claimed:
        if state.players[player].eliminated:
            raise _reject(QT_TRANSLATE_NOOP("Starcraft", "That player is out of the game."))
    if achieved:
        _finish(state, best_of(state, achieved), "special")


def _step_events(state: TrackerState, payload: dict[str, Any]) -> None:
    played = _per_player(state, payload, "played")
    end_is_near = _int(payload, "end_is_near", 0, END_IS_NEAR_CARDS, default=0)
    held = sum(p.events_held for p in state.players)
    for n, value in enumerate(played):
        if not isinstance(value, bool):
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", '"played" holds true or false per player.')
            )
        if value and (state.players[n].events_held == 0 or state.players[n].eliminated):
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", "{player} holds no Event card to play."),
                player=state.setup.players[n].name,
            )
    if end_is_near > held or state.end_is_near + end_is_near > state.setup.end_is_near_cards:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "Starcraft",
                "That many « The End is Near » cards cannot have been drawn ({count} are in "
                "the deck).",
            ),
            count=state.setup.end_is_near_cards,
        )
    for player in state.players:
        player.events_held = 0  # one played, the rest revealed and discarded
    state.end_is_near += end_is_near
    if state.setup.variant != "galactic_conquest" and state.end_is_near >= END_IS_NEAR_TO_END:
        _finish(state, _end_game_victors(state), "end_game")


def _step_discard(state: TrackerState, payload: dict[str, Any]) -> None:
    hands = _per_player(state, payload, "hands")
    for n, hand in enumerate(hands):
        faction = faction_of(state, n)
        limit = faction.hand_limit if faction else 99
        if not isinstance(hand, int) or isinstance(hand, bool) or not 0 <= hand <= 99:
            raise _reject(QT_TRANSLATE_NOOP("Starcraft", "A hand holds 0 to 99 cards."))
        if hand > limit:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "Starcraft", "{player} keeps at most {limit} combat cards in hand."
                ),
                player=state.setup.players[n].name,
                limit=limit,
            )
    for n, hand in enumerate(hands):
        state.players[n].hand = hand


def _step_pass_token(state: TrackerState, payload: dict[str, Any]) -> None:
    state.first_player = next(
        (s for s in _seats_from(state, state.first_player + 1) if not state.players[s].eliminated),
        state.first_player,
    )


REGROUP_HANDLERS: dict[int, Callable[[TrackerState, dict[str, Any]], None]] = {
    1: _step_destroy,
    2: _step_lose_cards,
    3: _step_gain_cards,
    4: _step_recover,
    5: _step_score,
    6: _step_normal_victory,
    7: _step_special_victory,
    8: _step_events,
    9: _step_discard,
    10: _step_pass_token,
}
REGROUP_FIELDS: dict[int, frozenset[str]] = {
    1: frozenset({"bases_destroyed", "transports_destroyed"}),
    2: frozenset({"cards_lost"}),
    3: frozenset({"cards_gained"}),
    4: frozenset(),
    5: frozenset({"cp", "zones"}),
    6: frozenset(),
    7: frozenset({"achieved"}),
    8: frozenset({"played", "end_is_near"}),
    9: frozenset({"hands"}),
    10: frozenset(),
}


def _game_ended(state: TrackerState, payload: dict[str, Any]) -> None:
    reason = _choice(payload, "reason", ("agreed",))
    winners = payload.get("winners", [])
    if not isinstance(winners, list) or not all(
        isinstance(p, int) and not isinstance(p, bool) and 0 <= p < len(state.players)
        for p in winners
    ):
        raise _reject(QT_TRANSLATE_NOOP("Starcraft", '"winners" must be a list of players.'))
    _finish(state, list(dict.fromkeys(winners)), reason)


CORRECTABLE = (
    "cp",
    "zones",
    "resources",
    "reserve",
    "unavailable",
    "units",
    "bases",
    "transports",
    "buildings",
    "modules",
    "techs",
    "hand",
    "events_held",
)


def _player_corrected(state: TrackerState, payload: dict[str, Any]) -> None:
    index = _player(state, payload)
    player = state.players[index]
    faction = faction_of(state, index)
    for key in ("cp", "zones", "reserve", "unavailable", "hand", "events_held"):
        if key in payload:
            setattr(player, key, _int(payload, key, 0, 999))
    for key in ("units", "buildings", "modules"):
        if key in payload:
            setattr(player, key, _counts(payload, key))
    for key in ("bases", "transports", "techs"):
        if key in payload:
            setattr(player, key, _names(payload, key))
    if "resources" in payload:
        player.resources = _resource_cards(payload["resources"])
    if faction is not None:
        pieces = faction.pieces
        catalog = catalog_of(state.setup)
        if player.workers > pieces.workers:
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", "A faction has {limit} workers, no more."),
                limit=pieces.workers,
            )
        if len(player.bases) > pieces.bases or len(set(player.bases)) != len(player.bases):
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "Starcraft", "A faction has {limit} bases, at most one on a planet."
                ),
                limit=pieces.bases,
            )
        if len(player.transports) > pieces.transports:
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", "A faction has {limit} transports, no more."),
                limit=pieces.transports,
            )
        for unit_id, count in player.units.items():
            unit = catalog.unit(unit_id)
            if unit is None or unit.race != faction.race:
                raise _reject(
                    QT_TRANSLATE_NOOP("Starcraft", '"{what}" is not a unit of this faction.'),
                    what=unit_id,
                )
            if count > unit.pieces:
                raise _reject(
                    QT_TRANSLATE_NOOP("Starcraft", "A faction has {limit} {unit}, no more."),
                    limit=unit.pieces,
                    unit=unit.name.as_dict(),
                )
    if "bases" in payload or "units" in payload:
        player.eliminated = False
        _check_elimination(state)


def _starting_forces(state: TrackerState, payload: dict[str, Any]) -> None:
    """What the back of a faction sheet gives, entered at the table before the first round
    (the pack does not know it): the units, the transports' routes, the printed building."""
    if state.phase != "setup":
        raise _reject(
            QT_TRANSLATE_NOOP("Starcraft", "Starting forces are placed before the first round.")
        )
    index = _player(state, payload)
    player = state.players[index]
    units = _counts(payload, "units")
    transports = _names(payload, "transports") if "transports" in payload else None
    buildings = _counts(payload, "buildings") if "buildings" in payload else None
    faction = faction_of(state, index)
    if faction is not None:
        catalog = catalog_of(state.setup)
        for unit_id, count in units.items():
            unit = catalog.unit(unit_id)
            if unit is None or unit.race != faction.race:
                raise _reject(
                    QT_TRANSLATE_NOOP("Starcraft", '"{what}" is not a unit of this faction.'),
                    what=unit_id,
                )
            if count > unit.pieces:
                raise _reject(
                    QT_TRANSLATE_NOOP("Starcraft", "A faction has {limit} {unit}, no more."),
                    limit=unit.pieces,
                    unit=unit.name.as_dict(),
                )
        if transports is not None and len(transports) > faction.pieces.transports:
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", "A faction has {limit} transports, no more."),
                limit=faction.pieces.transports,
            )
        for building_id, level in (buildings or {}).items():
            building = catalog.building(building_id)
            if building is None or building.race != faction.race:
                raise _reject(
                    QT_TRANSLATE_NOOP("Starcraft", '"{what}" is not a building of this faction.'),
                    what=building_id,
                )
            if level != 1:
                raise _reject(
                    QT_TRANSLATE_NOOP("Starcraft", "A faction sheet prints a level 1 building.")
                )
    player.units = units
    if transports is not None:
        player.transports = transports
    if buildings is not None:
        player.buildings = buildings
    player.forces_entered = True


def _resource_cards(value: Any) -> list[ResourceCard]:
    """A player's resource cards set by hand: [{id, resource, capacity, workers, side,
    permanent}], each card once."""
    problem = _reject(
        QT_TRANSLATE_NOOP(
            "Starcraft",
            '"resources" must list cards with a name, minerals or gas, a number from 1 to 9 '
            "and 0 to 15 workers, each card once.",
        )
    )
    if not isinstance(value, list) or len(value) > 40:
        raise problem
    cards = []
    for raw in value:
        if not isinstance(raw, dict) or set(raw) - {
            "id",
            "resource",
            "capacity",
            "workers",
            "side",
            "permanent",
        }:
            raise problem
        name, resource = raw.get("id"), raw.get("resource")
        capacity, workers = raw.get("capacity"), raw.get("workers", 0)
        side, permanent = raw.get("side", "normal"), raw.get("permanent", False)
        if (
            not isinstance(name, str)
            or not name.strip()
            or len(name) > 80
            or resource not in ("minerals", "gas")
            or not isinstance(capacity, int)
            or not isinstance(workers, int)
            or isinstance(capacity, bool)
            or isinstance(workers, bool)
            or not 1 <= capacity <= 9
            or not 0 <= workers <= 15
            or side not in ("normal", "partial")
            or not isinstance(permanent, bool)
            or (permanent and side != "normal")
        ):
            raise problem
        cards.append(ResourceCard(name.strip(), resource, capacity, workers, side, permanent))
    if len({card.id for card in cards}) != len(cards):
        raise problem
    return cards


HANDLERS: dict[str, Callable[[TrackerState, dict[str, Any]], None]] = {
    STARTING_FORCES: _starting_forces,
    ROUND_STARTED: _round_started,
    ORDER_PLACED: _order_placed,
    ORDER_REVEALED: _order_revealed,
    PLAYER_BLOCKED: _player_blocked,
    BUILT: _built,
    RESEARCHED: _researched,
    WORKERS_ASSIGNED: _workers_assigned,
    BATTLE_RESOLVED: _battle_resolved,
    UNITS_DESTROYED: _units_destroyed,
    REGROUP_STEP: _regroup_step,
    GAME_ENDED: _game_ended,
    PLAYER_CORRECTED: _player_corrected,
}

PAYLOAD_FIELDS: dict[str, frozenset[str]] = {
    STARTING_FORCES: frozenset({"player", "units", "transports", "buildings"}),
    ROUND_STARTED: frozenset(),
    ORDER_PLACED: frozenset({"player", "special", "planet"}),
    ORDER_REVEALED: frozenset({"planet", "order", "outcome"}),
    PLAYER_BLOCKED: frozenset(),
    BUILT: frozenset(
        {"units", "sacrificed", "workers", "transports", "building", "module", "base"}
    ),
    RESEARCHED: frozenset({"cards", "tech", "extra_event", "tech_to_hand"}),
    WORKERS_ASSIGNED: frozenset({"player", "card", "workers"}),
    BATTLE_RESOLVED: frozenset({"defender", "battle", "losses", "hands"}),
    UNITS_DESTROYED: frozenset({"player", "units", "bases", "transports"}),
    REGROUP_STEP: frozenset({"step"}).union(*REGROUP_FIELDS.values()),
    GAME_ENDED: frozenset({"reason", "winners"}),
    PLAYER_CORRECTED: frozenset({"player", *CORRECTABLE}),
}

PAIRING_PROBLEMS = {
    "empty_side": QT_TRANSLATE_NOOP("Starcraft", "Each side of a battle has at least one unit."),
    "count": QT_TRANSLATE_NOOP(
        "Starcraft", "There must be as many skirmishes as possible: {expected}."
    ),
    "index": QT_TRANSLATE_NOOP("Starcraft", "A skirmish names a unit that is not in the battle."),
    "renfort_front": QT_TRANSLATE_NOOP(
        "Starcraft",
        "{unit} has Reinforcement: it is never a front-liner while its side has other units.",
    ),
    "every_unit_once": QT_TRANSLATE_NOOP(
        "Starcraft", "Every unit is in exactly one skirmish, as a front-liner or a support."
    ),
}


def _check_fields(kind: str, payload: dict[str, Any]) -> None:
    known = PAYLOAD_FIELDS.get(kind, frozenset())
    for key in payload:
        if key in known:
            continue
        close = difflib.get_close_matches(str(key), sorted(known), n=1)
        if close:
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", 'Unknown field "{field}": did you mean "{known}"?'),
                field=key,
                known=close[0],
            )
        raise _reject(
            QT_TRANSLATE_NOOP("Starcraft", 'Unknown field "{field}" (this event has: {fields}).'),
            field=key,
            fields=", ".join(sorted(known)) or "-",
        )


def apply_in_place(state: TrackerState, event: Event) -> None:
    """Applies ``event`` to ``state`` itself (fast replay); on error the state is half changed."""
    if event.seq != state.last_seq + 1:
        raise _reject(
            QT_TRANSLATE_NOOP("Starcraft", "Expected event number {expected}."),
            expected=state.last_seq + 1,
        ).for_event(event.seq, event.type)
    try:
        if state.finished:
            raise _reject(QT_TRANSLATE_NOOP("Starcraft", "The game is over."))
        handler = HANDLERS.get(event.type)
        if handler is None:
            raise _reject(
                QT_TRANSLATE_NOOP("Starcraft", 'Unknown event type "{type}".'), type=event.type
            )
        if not isinstance(event.payload, dict):
            raise _reject(QT_TRANSLATE_NOOP("Starcraft", "The payload must be an object."))
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


# --- setup -----------------------------------------------------------------------------------


def removed_per_epoch(players: int) -> int:
    """Event cards of each of epochs I and II put back unseen for this many players."""
    return REMOVED_PER_EPOCH[players]


def event_deck(players: int, variant: str = "standard") -> dict[str, int]:
    """Cards per epoch once the deck is trimmed for the player count."""
    removed = removed_per_epoch(players)
    deck = {
        "I": EPOCH_CARDS["I"] - removed,
        "II": EPOCH_CARDS["II"] - removed,
        "III": EPOCH_CARDS["III"],
    }
    if variant == "galactic_conquest":
        # The three « La Fin est Proche » go back in the box (they are of the deck's last epoch).
        deck["III"] -= END_IS_NEAR_CARDS
    return deck


def _setup_error(template: str, **params: Any) -> GameSetupError:
    return GameSetupError(detail=translate(CONTEXT, template, None, **params))


def _entries_for(catalog: StarcraftCatalog, factions: Sequence[str]) -> list[dict[str, Any]]:
    races = {f.race for f in catalog.factions() if f.id in factions}
    return [
        entry.model_dump(mode="json", exclude_none=True)
        for entry in catalog.entries.values()
        if entry.race in races and (entry.kind != "faction" or entry.id in factions)
    ]


def new_setup(
    players: Sequence[tuple[str, str | None]],
    catalog: StarcraftCatalog | None = None,
    first_player: int | None = None,
    faction_choice: str = "chosen",
    variant: str = "standard",
    teams: bool = False,
    starts: Sequence[dict[str, Any]] | None = None,
    rng: random.Random | None = None,
) -> GameSetup:
    """A new game's setup. ``players`` are (name, faction id) in seat order, clockwise; with
    ``faction_choice`` "random" the factions are drawn here (and recorded). A missing first
    player is drawn at random, as the rules say. ``starts`` gives, per player, what the
    faction sheet's back lists where the pack does not know it: ``units``, ``workers``,
    ``transports`` (routes), ``bases`` (planets; at least the home base), ``permanent``
    ([{"resource", "capacity"}]), ``buildings``."""
    catalog = catalog or load_catalog()
    rng = rng or random.Random()
    count = len(players)
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise _setup_error(
            QT_TRANSLATE_NOOP("Starcraft", "StarCraft is played by 2 to 6 players, not {count}."),
            count=count,
        )
    if variant not in VARIANTS or faction_choice not in FACTION_CHOICES:
        raise _setup_error(QT_TRANSLATE_NOOP("Starcraft", "Unknown variant or faction choice."))
    if teams and count not in (4, 6):
        raise _setup_error(QT_TRANSLATE_NOOP("Starcraft", "The team game is for 4 or 6 players."))
    available = [f.id for f in catalog.factions()]
    draw = None
    if faction_choice == "random":
        draw = rng.sample(sorted(available), count)
        factions = draw
    else:
        factions = [str(faction) for _, faction in players]
    for faction_id in factions:
        if faction_id not in available:
            raise _setup_error(
                QT_TRANSLATE_NOOP("Starcraft", 'There is no faction "{faction}".'),
                faction=faction_id,
            )
    if len(set(factions)) != count:
        raise _setup_error(QT_TRANSLATE_NOOP("Starcraft", "Each faction is played once at most."))
    drawn = first_player is None
    first = rng.randrange(count) if first_player is None else first_player
    seats = []
    for seat, ((name, _), faction_id) in enumerate(zip(players, factions, strict=True)):
        faction = catalog.faction(faction_id)
        assert faction is not None
        start = dict((starts or [{}] * count)[seat] or {})
        buildings = dict(start.get("buildings") or {})
        if not buildings and faction.starting_building:
            buildings = {faction.starting_building: 1}
        units = dict(start.get("units") or faction.starting_units or {})
        seats.append(
            PlayerSetup(
                name=str(name).strip() or f"{seat + 1}",
                faction=faction_id,
                team=(seat % (count // 2)) if teams else None,
                buildings=buildings,
                units=units,
                workers=int(start.get("workers", faction.starting_workers or 0)),
                transports=list(start.get("transports") or []),
                bases=list(start.get("bases") or []),
                permanent=[
                    PermanentResource(str(r["resource"]), int(r["capacity"]))
                    for r in (
                        start.get("permanent")
                        or [r.model_dump() for r in faction.permanent_resources or ()]
                    )
                ],
                hand=int(start.get("hand", faction.starting_hand) or 0),
            )
        )
    setup = GameSetup(
        players=seats,
        first_player=first,
        first_player_drawn=drawn,
        faction_choice=faction_choice,
        faction_draw=draw,
        variant=variant,
        teams=teams,
        event_deck=event_deck(count, variant),
        end_is_near_cards=0 if variant == "galactic_conquest" else END_IS_NEAR_CARDS,
        entries=_entries_for(catalog, factions),
        started_at=now_iso(),
    )
    read_setup(setup.to_json())  # the same checks as a game log's
    return setup


_SETUP_FIELDS = frozenset(GameSetup.__dataclass_fields__)
_PLAYER_FIELDS = frozenset(PlayerSetup.__dataclass_fields__)


def _bad_setup(template: str, **params: Any) -> GameLogFormatError:
    return GameLogFormatError(detail=translate(CONTEXT, template, None, **params))


def read_setup(data: dict[str, Any]) -> GameSetup:
    """A setup from its JSON, checked (GameLogFormatError names the first problem)."""
    for key in data:
        if key not in _SETUP_FIELDS:
            raise _bad_setup(
                QT_TRANSLATE_NOOP("Starcraft", 'the setup has an unknown field "{field}"'),
                field=key,
            )
    raw_players = data["players"]
    if not isinstance(raw_players, list) or not MIN_PLAYERS <= len(raw_players) <= MAX_PLAYERS:
        raise _bad_setup(QT_TRANSLATE_NOOP("Starcraft", "a game has 2 to 6 players"))
    players = []
    for raw in raw_players:
        if not isinstance(raw, dict) or set(raw) - _PLAYER_FIELDS:
            raise _bad_setup(
                QT_TRANSLATE_NOOP("Starcraft", "a player has the fields: {fields}"),
                fields=", ".join(sorted(_PLAYER_FIELDS)),
            )
        player = PlayerSetup(
            name=str(raw["name"]),
            faction=str(raw["faction"]),
            team=raw.get("team"),
            buildings={str(k): int(v) for k, v in dict(raw.get("buildings") or {}).items()},
            units={str(k): int(v) for k, v in dict(raw.get("units") or {}).items()},
            workers=int(raw.get("workers", 0)),
            transports=[str(r) for r in raw.get("transports") or []],
            bases=[str(b) for b in raw.get("bases") or []],
            permanent=[
                PermanentResource(str(r["resource"]), int(r["capacity"]))
                for r in raw.get("permanent") or []
            ],
            hand=int(raw.get("hand", 0)),
        )
        if not player.bases:
            raise _bad_setup(
                QT_TRANSLATE_NOOP("Starcraft", "{player} needs a base: name its planet"),
                player=player.name,
            )
        if not 0 <= player.workers <= 99 or not 0 <= player.hand <= 99:
            raise _bad_setup(
                QT_TRANSLATE_NOOP("Starcraft", "{player}'s workers or hand are out of range"),
                player=player.name,
            )
        players.append(player)
    first = data["first_player"]
    if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < len(players):
        raise _bad_setup(QT_TRANSLATE_NOOP("Starcraft", "the first player is not a seat"))
    setup = GameSetup(
        players=players,
        first_player=first,
        first_player_drawn=bool(data.get("first_player_drawn", True)),
        faction_choice=str(data.get("faction_choice", "chosen")),
        faction_draw=data.get("faction_draw"),
        variant=str(data.get("variant", "standard")),
        teams=bool(data.get("teams", False)),
        event_deck={str(k): int(v) for k, v in dict(data["event_deck"]).items()},
        end_is_near_cards=int(data.get("end_is_near_cards", END_IS_NEAR_CARDS)),
        entries=list(data.get("entries") or []),
        started_at=str(data.get("started_at", "")),
    )
    if setup.variant not in VARIANTS or setup.faction_choice not in FACTION_CHOICES:
        raise _bad_setup(QT_TRANSLATE_NOOP("Starcraft", "unknown variant or faction choice"))
    if set(setup.event_deck) != {"I", "II", "III"} or any(
        not 0 <= v <= EPOCH_CARDS[k] for k, v in setup.event_deck.items()
    ):
        raise _bad_setup(
            QT_TRANSLATE_NOOP("Starcraft", "the Event deck holds epochs I, II and III")
        )
    try:
        catalog = catalog_of(setup)
    except ValueError as exc:
        raise _bad_setup(
            QT_TRANSLATE_NOOP("Starcraft", "the setup's catalogue is wrong ({problem})"),
            problem=str(exc).splitlines()[0],
        ) from exc
    for player in players:
        if catalog.faction(player.faction) is None:
            raise _bad_setup(
                QT_TRANSLATE_NOOP("Starcraft", 'there is no faction "{faction}" in the setup'),
                faction=player.faction,
            )
    return setup


def initial_state(setup: GameSetup) -> TrackerState:
    return TrackerState(
        setup=setup,
        players=[player_from_setup(p) for p in setup.players],
        first_player=setup.first_player,
        turn=setup.first_player,
    )


# --- what the interface asks ------------------------------------------------------------


def planning_player(state: TrackerState) -> int | None:
    return state.turn if state.phase == "planning" else None


def executing_player(state: TrackerState) -> int | None:
    if state.phase != "execution" or execution_over(state):
        return None
    return state.turn


def blocked(state: TrackerState) -> bool:
    """Whether the player to reveal has orders left but none on top of a stack."""
    player = executing_player(state)
    return player is not None and not _tops(state, player)


def revealable(state: TrackerState) -> list[str]:
    player = executing_player(state)
    return [] if player is None else _tops(state, player)


def forces_missing(state: TrackerState) -> list[int]:
    """The players whose starting units are not known yet: neither the pack nor the New game
    box gave them, and nobody entered them at the table (``starting_forces``)."""
    return [
        seat
        for seat, player in enumerate(state.players)
        if not player.forces_entered and not state.setup.players[seat].units
    ]


def special_orders_allowed(state: TrackerState, player: int) -> int:
    """How many special orders the player may still place this round."""
    if state.round <= 1:
        return 0
    p = state.players[player]
    used = p.placed.count("special")
    return max(0, p.modules.get("research", 0) - used)


def next_regroup_step(state: TrackerState) -> int | None:
    if state.phase == "regrouping" and state.step < REGROUP_STEPS:
        return state.step + 1
    if execution_over(state):
        return 1
    return None


def battle_intent(
    state: TrackerState, defender: int, battle: dict[str, Any]
) -> tuple[Intent, BattleResult]:
    """The ``battle_resolved`` event for a battle the players entered (the attacker is the
    open Mobilize order's player), with the losses the rules give; PairingError for a pairing
    the rules refuse. The players may change the losses before recording (every result is
    correctable)."""
    outcome = resolve(Battle.from_json(battle))
    losses = outcome.losses(Battle.from_json(battle))
    payload = {"defender": defender, "battle": battle, "losses": losses}
    return (BATTLE_RESOLVED, payload), outcome


def holdings(state: TrackerState, player: int, planet: str | None = None) -> Holdings:
    """What the player holds, for the build planner."""
    return _holdings(state, player, planet)


# --- words --------------------------------------------------------------------------------

ORDER_NAMES = {
    "construction": QT_TRANSLATE_NOOP("Starcraft", "Build"),
    "mobilisation": QT_TRANSLATE_NOOP("Starcraft", "Mobilize"),
    "research": QT_TRANSLATE_NOOP("Starcraft", "Research"),
}
STEP_NAMES = {
    1: QT_TRANSLATE_NOOP("Starcraft", "Destroy bases and transports"),
    2: QT_TRANSLATE_NOOP("Starcraft", "Lose resource cards"),
    3: QT_TRANSLATE_NOOP("Starcraft", "Gain resource cards"),
    4: QT_TRANSLATE_NOOP("Starcraft", "Recover workers"),
    5: QT_TRANSLATE_NOOP("Starcraft", "Gain conquest points"),
    6: QT_TRANSLATE_NOOP("Starcraft", "Check for a normal victory"),
    7: QT_TRANSLATE_NOOP("Starcraft", "Check for a special victory"),
    8: QT_TRANSLATE_NOOP("Starcraft", "Play Event cards"),
    9: QT_TRANSLATE_NOOP("Starcraft", "Discard combat cards"),
    10: QT_TRANSLATE_NOOP("Starcraft", "Pass the first player token"),
}
STEP_ASKS = {
    1: QT_TRANSLATE_NOOP(
        "Starcraft",
        "Every base in a zone with enemy units is destroyed; then every transport without a "
        "friendly base on either of its planets.",
    ),
    2: QT_TRANSLATE_NOOP(
        "Starcraft",
        "A resource card is lost when its planet has none of your bases, or its zone holds an "
        "enemy base or unit; the workers on it are destroyed.",
    ),
    3: QT_TRANSLATE_NOOP(
        "Starcraft",
        "On each planet with your base, take the cards of your zones; the only player with a "
        "base there also takes the empty zones'.",
    ),
    4: QT_TRANSLATE_NOOP("Starcraft", "Every worker goes back to the reserve (Muster does it)."),
    5: QT_TRANSLATE_NOOP(
        "Starcraft",
        "Each player scores the conquest points of the zones they control (a base or units in "
        "the zone); say how many zones too, for the tie-breakers.",
    ),
    6: QT_TRANSLATE_NOOP(
        "Starcraft", "Muster checks who has reached their conquest points (15; 20 against Aldaris)."
    ),
    7: QT_TRANSLATE_NOOP(
        "Starcraft",
        "Say whose objective is met; most count only while the Event deck's top card is of "
        "epoch III.",
    ),
    8: QT_TRANSLATE_NOOP(
        "Starcraft",
        "In turn, each player may play one Event card and discards the rest; « The End is "
        "Near » must be played.",
    ),
    9: QT_TRANSLATE_NOOP("Starcraft", "Each player discards down to their hand limit."),
    10: QT_TRANSLATE_NOOP("Starcraft", "The first player token passes to the left."),
}


def step_name(step: int, language: str | None = None) -> str:
    return translate(CONTEXT, STEP_NAMES[step], language)


def step_asks(step: int, language: str | None = None) -> str:
    return translate(CONTEXT, STEP_ASKS[step], language)


def order_name(order: str, language: str | None = None) -> str:
    return translate(CONTEXT, ORDER_NAMES[order], language)


def _t(language: str, source: str, /, **params: Any) -> str:
    return translate(CONTEXT, source, language, **params)


def _entry_name(state: TrackerState, entry_id: str, language: str) -> str:
    entry = catalog_of(state.setup).get(entry_id)
    return entry.name.get(language) if entry is not None else entry_id


def _counts_text(state: TrackerState, counts: dict[str, int], language: str) -> str:
    return ", ".join(
        f"{count} × {_entry_name(state, unit, language)}" for unit, count in counts.items() if count
    )


def _main_sentence(state: TrackerState, event: Event, lang: str) -> str:
    p = event.payload

    def name(index: Any) -> str:
        if isinstance(index, int) and 0 <= index < len(state.players):
            return state.setup.players[index].name
        return str(index)

    kind = event.type
    if kind == STARTING_FORCES:
        return _t(
            lang,
            QT_TRANSLATE_NOOP("Starcraft", "{player}'s starting forces: {units}"),
            player=name(p.get("player")),
            units=_counts_text(state, p.get("units") or {}, lang) or "0",
        )
    if kind == ROUND_STARTED:
        return _t(lang, QT_TRANSLATE_NOOP("Starcraft", "planning begins"))
    if kind == ORDER_PLACED:
        template = (
            QT_TRANSLATE_NOOP("Starcraft", "{player} places a special order on {planet}")
            if p.get("special")
            else QT_TRANSLATE_NOOP("Starcraft", "{player} places an order on {planet}")
        )
        return _t(lang, template, player=name(state.turn), planet=p.get("planet"))
    if kind == ORDER_REVEALED:
        order = order_name(p["order"], lang) if str(p.get("order")) in ORDER_NAMES else "?"
        stack = state.stacks.get(str(p.get("planet")), [])
        if stack and stack[-1].special:
            order = _t(lang, QT_TRANSLATE_NOOP("Starcraft", "special {order}"), order=order)
        if p.get("outcome") == "event":
            return _t(
                lang,
                QT_TRANSLATE_NOOP(
                    "Starcraft",
                    "{player} reveals {order} on {planet} and draws an Event card instead",
                ),
                player=name(state.turn),
                order=order,
                planet=p.get("planet"),
            )
        return _t(
            lang,
            QT_TRANSLATE_NOOP("Starcraft", "{player} executes {order} on {planet}"),
            player=name(state.turn),
            order=order,
            planet=p.get("planet"),
        )
    if kind == PLAYER_BLOCKED:
        return _t(
            lang,
            QT_TRANSLATE_NOOP("Starcraft", "{player} is blocked and draws an Event card"),
            player=name(state.turn),
        )
    owner = name(state.open_order.player) if state.open_order else "?"
    if kind == BUILT:
        parts = []
        units = p.get("units") or {}
        if isinstance(units, dict) and units:
            parts.append(_counts_text(state, units, lang))
        if p.get("workers"):
            parts.append(_t(lang, QT_TRANSLATE_NOOP("Starcraft", "%n workers"), n=p["workers"]))
        if p.get("transports"):
            parts.append(
                _t(
                    lang,
                    QT_TRANSLATE_NOOP("Starcraft", "a transport on {routes}"),
                    routes=", ".join(map(str, p["transports"])),
                )
            )
        if p.get("building"):
            level = 1
            if state.open_order is not None:
                level = state.players[state.open_order.player].buildings.get(p["building"], 0) + 1
            parts.append(
                _t(
                    lang,
                    QT_TRANSLATE_NOOP("Starcraft", "{building} level {level}"),
                    building=_entry_name(state, str(p["building"]), lang),
                    level=level,
                )
            )
        if p.get("module"):
            faction = faction_of(state, state.open_order.player) if state.open_order else None
            module = (
                catalog_of(state.setup).module_of(faction.race, p["module"]) if faction else None
            )
            parts.append(module.name.get(lang) if module else str(p["module"]))
        if p.get("base"):
            parts.append(_t(lang, QT_TRANSLATE_NOOP("Starcraft", "a base")))
        return _t(
            lang,
            QT_TRANSLATE_NOOP("Starcraft", "{player} builds {what}"),
            player=owner,
            what=", ".join(parts) or _t(lang, QT_TRANSLATE_NOOP("Starcraft", "nothing")),
        )
    if kind == RESEARCHED:
        tech = p.get("tech")
        if tech:
            return _t(
                lang,
                QT_TRANSLATE_NOOP("Starcraft", "{player} researches and buys {tech}"),
                player=owner,
                tech=_entry_name(state, str(tech), lang),
            )
        return _t(lang, QT_TRANSLATE_NOOP("Starcraft", "{player} researches"), player=owner)
    if kind == WORKERS_ASSIGNED:
        return _t(
            lang,
            QT_TRANSLATE_NOOP("Starcraft", "{player} puts %n workers on {card}"),
            player=name(p.get("player")),
            n=p.get("workers"),
            card=p.get("card"),
        )
    if kind == BATTLE_RESOLVED:
        losses = p.get("losses") or [{}, {}]
        lost = [
            _counts_text(state, side, lang) if isinstance(side, dict) else "" for side in losses
        ]
        return _t(
            lang,
            QT_TRANSLATE_NOOP(
                "Starcraft", "battle: {attacker} attacks {defender}; losses: {a} / {d}"
            ),
            attacker=owner,
            defender=name(p.get("defender")),
            a=lost[0] or "0",
            d=lost[1] or "0",
        )
    if kind == UNITS_DESTROYED:
        what = [_counts_text(state, p.get("units") or {}, lang)]
        what += [str(b) for b in p.get("bases") or []] + [str(t) for t in p.get("transports") or []]
        return _t(
            lang,
            QT_TRANSLATE_NOOP("Starcraft", "{player} loses {what}"),
            player=name(p.get("player")),
            what=", ".join(w for w in what if w),
        )
    if kind == REGROUP_STEP:
        step = p.get("step")
        if not isinstance(step, int) or step not in STEP_NAMES:
            return str(step)
        return _t(
            lang,
            QT_TRANSLATE_NOOP("Starcraft", "regrouping, step {step}: {name}"),
            step=step,
            name=step_name(step, lang),
        )
    if kind == GAME_ENDED:
        return _t(lang, QT_TRANSLATE_NOOP("Starcraft", "the players end the game"))
    if kind == PLAYER_CORRECTED:
        return _t(
            lang,
            QT_TRANSLATE_NOOP("Starcraft", "{player}'s figures are corrected"),
            player=name(p.get("player")),
        )
    return kind


def _consequences(before: TrackerState, after: TrackerState, lang: str) -> list[str]:
    parts = []
    for n, (old, new) in enumerate(zip(before.players, after.players, strict=True)):
        who = after.setup.players[n].name
        if new.cp != old.cp:
            parts.append(
                _t(
                    lang,
                    QT_TRANSLATE_NOOP("Starcraft", "{player} has {cp} CP"),
                    player=who,
                    cp=new.cp,
                )
            )
        if new.eliminated and not old.eliminated:
            parts.append(
                _t(lang, QT_TRANSLATE_NOOP("Starcraft", "{player} is eliminated"), player=who)
            )
    if after.end_is_near > before.end_is_near:
        parts.append(
            _t(
                lang,
                QT_TRANSLATE_NOOP("Starcraft", "« The End is Near » beside the board: {count}"),
                count=after.end_is_near,
            )
        )
    if after.phase == "execution" and before.phase == "planning":
        parts.append(_t(lang, QT_TRANSLATE_NOOP("Starcraft", "execution begins")))
    if after.first_player != before.first_player:
        parts.append(
            _t(
                lang,
                QT_TRANSLATE_NOOP("Starcraft", "{player} is the first player"),
                player=after.setup.players[after.first_player].name,
            )
        )
    if after.finished and not before.finished:
        names = ", ".join(after.setup.players[w].name for w in after.winners)
        reason = END_REASON_WORDS.get(after.end_reason or "", "")
        if names:
            parts.append(
                _t(
                    lang,
                    QT_TRANSLATE_NOOP("Starcraft", "{players} win the game ({reason})"),
                    players=names,
                    reason=_t(lang, reason) if reason else "",
                )
            )
        else:
            parts.append(_t(lang, QT_TRANSLATE_NOOP("Starcraft", "the game ends without a winner")))
    return parts


END_REASON_WORDS = {
    "conquest": QT_TRANSLATE_NOOP("Starcraft", "Conquest points"),
    "special": QT_TRANSLATE_NOOP("Starcraft", "Special victory"),
    "end_game": QT_TRANSLATE_NOOP("Starcraft", "The End is Near"),
    "elimination": QT_TRANSLATE_NOOP("Starcraft", "Elimination"),
    "agreed": QT_TRANSLATE_NOOP("Starcraft", "Agreed by the players"),
}


def describe(event: Event, state_before: TrackerState, language: str | None = None) -> str:
    """One line of the readable log, e.g. "Round 2 — Ann executes Build on Torus"."""
    from app.i18n import current_language

    lang = language or current_language()
    parts = [_main_sentence(state_before, event, lang)]
    try:
        after = apply(state_before, event)
    except EventRejected:
        after = None
    if after is not None:
        parts.extend(_consequences(state_before, after, lang))
    separator = _t(lang, QT_TRANSLATE_NOOP("Starcraft", "{left}; {right}"), left="", right="")
    text = separator.join(part for part in parts if part)
    text = text[:1].upper() + text[1:]
    round_number = state_before.round + (1 if event.type == ROUND_STARTED else 0)
    if round_number == 0:
        return _t(
            lang, QT_TRANSLATE_NOOP("Starcraft", "Before the first round — {line}"), line=text
        )
    return _t(
        lang,
        QT_TRANSLATE_NOOP("Starcraft", "Round {round} — {line}"),
        round=round_number,
        line=text,
    )


def joins_log_line(
    previous: Event, event: Event, before_previous: TrackerState, before: TrackerState
) -> bool:
    return False


def describe_run(
    events: Sequence[Event], states_before: Sequence[TrackerState], language: str | None = None
) -> str:
    return describe(events[0], states_before[0], language)


# --- result and summary -------------------------------------------------------------------


def _parse_time(text: str | None) -> datetime | None:
    if not text:
        return None
    try:
        return datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None


def result(state: TrackerState) -> dict[str, Any]:
    """The game's result as the campaign module and the games list use it; ``scores``
    holds each player's conquest points (the figure a StarCraft league records)."""
    start = _parse_time(state.setup.started_at)
    end = _parse_time(state.finished_at or state.last_at)
    duration = int((end - start).total_seconds()) if start and end and end >= start else 0
    cp = [p.cp for p in state.players]
    teams = [p.team for p in state.setup.players] if state.setup.teams else None
    return {
        "players": [p.name for p in state.setup.players],
        # A team game's winners are the winning team's players (they win together).
        **({"teams": teams} if teams else {}),
        "factions": [p.faction for p in state.setup.players],
        "winner": state.winners[0] if len(state.winners) == 1 else None,
        "winners": list(state.winners),
        "finished": state.finished,
        "end_reason": state.end_reason,
        "scores": cp,
        "cp": cp,
        "turns": state.round,
        "duration_seconds": duration,
        "units_defeated": [[] for _ in state.players],
        "rosters": [None for _ in state.players],
    }


def summary(state: TrackerState, language: str | None = None) -> str:
    """The state as a few readable lines in ``language``."""
    from app.i18n import current_language

    lang = language or current_language()
    phase_words = {
        "setup": QT_TRANSLATE_NOOP("Starcraft", "set up"),
        "planning": QT_TRANSLATE_NOOP("Starcraft", "planning"),
        "execution": QT_TRANSLATE_NOOP("Starcraft", "execution"),
        "regrouping": QT_TRANSLATE_NOOP("Starcraft", "regrouping"),
    }
    left = events_left(state)
    lines = [
        _t(
            lang,
            QT_TRANSLATE_NOOP(
                "Starcraft",
                "Round {round}, {phase}; Event deck: epoch {epoch}, cards left: {left}; "
                "« The End is Near »: {end}",
            ),
            round=state.round,
            phase=_t(lang, phase_words[state.phase]),
            epoch=top_epoch(state),
            left="∞" if left is None else left,
            end=state.end_is_near,
        )
    ]
    if state.phase == "regrouping" and state.step:
        lines.append(
            _t(
                lang,
                QT_TRANSLATE_NOOP("Starcraft", "Regrouping step {step} done: {name}"),
                step=state.step,
                name=step_name(state.step, lang),
            )
        )
    for n, player in enumerate(state.players):
        setup = state.setup.players[n]
        flip = " (+15)" if player.cp >= CP_TRACK_FLIP else ""
        main = _t(
            lang,
            QT_TRANSLATE_NOOP(
                "Starcraft",
                "{player} ({faction}): {cp} CP{flip}; resources {resources}; workers "
                "{reserve} in reserve, {unavailable} unavailable, {on_cards} on cards; bases "
                "{bases}; transports {transports}; units {units}; buildings {buildings}; "
                "modules {modules}; technologies {techs}; hand {hand}; events {events}",
            ),
            player=setup.name,
            faction=_faction_name(state, n, lang),
            cp=player.cp,
            flip=flip,
            resources=player.resource_total,
            reserve=player.reserve,
            unavailable=player.unavailable,
            on_cards=player.on_cards,
            bases=", ".join(player.bases) or "-",
            transports=len(player.transports),
            units=_counts_text(state, player.units, lang) or "-",
            buildings=", ".join(
                f"{_entry_name(state, b, lang)} {level}" for b, level in player.buildings.items()
            )
            or "-",
            modules=sum(player.modules.values()),
            techs=", ".join(_entry_name(state, t, lang) for t in player.techs) or "-",
            hand=player.hand,
            events=player.events_held,
        )
        extra = _t(
            lang,
            QT_TRANSLATE_NOOP("Starcraft", "build limit {limit}; special orders a round {special}"),
            limit=build_limit(catalog_of(state.setup), holdings(state, n)),
            special=player.modules.get("research", 0),
        )
        lines.append(
            _t(lang, QT_TRANSLATE_NOOP("Starcraft", "{left}; {right}"), left=main, right=extra)
            + (
                " — " + _t(lang, QT_TRANSLATE_NOOP("Starcraft", "eliminated"))
                if player.eliminated
                else ""
            )
        )
    if state.finished:
        names = ", ".join(state.setup.players[w].name for w in state.winners) or "-"
        lines.append(
            _t(
                lang,
                QT_TRANSLATE_NOOP("Starcraft", "Finished: {players} ({reason})"),
                players=names,
                reason=_t(lang, END_REASON_WORDS.get(state.end_reason or "", "")),
            )
        )
    return "\n".join(lines)


# What the game's screens ask its tracker for (app/tracker/adapter.py forwards them).
INTERFACE = (
    "new_setup",
    "event_deck",
    "planning_player",
    "executing_player",
    "blocked",
    "revealable",
    "special_orders_allowed",
    "next_regroup_step",
    "holdings",
    "battle_intent",
    "step_name",
    "step_asks",
    "order_name",
    "cp_needed",
)


def team_names(setup: dict[str, Any]) -> list[str]:
    """Each player's faction in the current language, from a stored setup (StarCraft has
    no strike teams: the games list shows the factions instead)."""
    from app.i18n import current_language

    if not isinstance(setup, dict):
        return []
    names: dict[str, str] = {}
    for entry in setup.get("entries") or []:
        if isinstance(entry, dict) and entry.get("kind") == "faction":
            name = entry.get("name")
            name = name if isinstance(name, dict) else {}
            text = name.get(current_language()) or name.get("en") or entry.get("id")
            names[str(entry.get("id"))] = str(text)
    players = setup.get("players") or []
    return [
        names.get(str(p.get("faction")), str(p.get("faction", ""))) if isinstance(p, dict) else ""
        for p in players
    ]
