"""The reducer's steps for the planning and execution phases: orders, builds, research,
workers, battles and losses."""

from __future__ import annotations

from typing import Any

from app.i18n import QT_TRANSLATE_NOOP
from app.systems.starcraft.battle import Battle, PairingError, resolve
from app.systems.starcraft.catalog import (
    MODULE_TYPES,
)
from app.systems.starcraft.planner import Holdings, Purchase, check_purchase, purchase_cost
from app.systems.starcraft.tracker.payload import (
    catalog_of,
    faction_of,
    read_bool,
    read_choice,
    read_counts,
    read_int,
    read_names,
    read_pairs,
    read_player,
    read_text,
    reject,
)
from app.systems.starcraft.tracker.rules import (
    advance_execution,
    advance_planning,
    can_place,
    check_elimination,
    draw_events,
    execution_over,
    seats_from,
    stack_tops,
    team_of,
)
from app.systems.starcraft.tracker.state import (
    ORDER_TYPES,
    REGROUP_STEPS,
    BattleRecord,
    OpenOrder,
    Order,
    TrackerState,
)


def _not_finished_round(state: TrackerState) -> None:
    if state.phase == "setup" or (state.phase == "regrouping" and state.step == REGROUP_STEPS):
        return
    raise reject(QT_TRANSLATE_NOOP("Starcraft", "The round is not over: finish regrouping first."))


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
        player.gathered, player.spent = {}, {}
    state.turn = next(
        (s for s in seats_from(state, state.first_player) if can_place(state, s)),
        state.first_player,
    )


def _order_placed(state: TrackerState, payload: dict[str, Any]) -> None:
    """An order placed face down: its kind stays secret until it is revealed; a special
    order's gold token shows that it is special."""
    if state.phase != "planning":
        raise reject(QT_TRANSLATE_NOOP("Starcraft", "Orders are placed during planning only."))
    player_index = state.turn
    player = state.players[player_index]
    if "player" in payload and read_player(state, payload) != player_index:
        raise reject(
            QT_TRANSLATE_NOOP("Starcraft", "It is {player}'s turn to place an order."),
            player=state.setup.players[player_index].name,
        )
    special = read_bool(payload, "special")
    planet = read_text(payload, "planet")
    if special:
        allowed = player.modules.get("research", 0)
        if state.round == 1:
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", "No special order can be placed in the first round.")
            )
        if player.placed.count("special") >= allowed:
            raise reject(
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
    advance_planning(state)


def _order_revealed(state: TrackerState, payload: dict[str, Any]) -> None:
    if state.phase != "execution" or execution_over(state):
        raise reject(QT_TRANSLATE_NOOP("Starcraft", "No order is waiting to be revealed."))
    player_index = state.turn
    player = state.players[player_index]
    planet = read_text(payload, "planet")
    kind = read_choice(payload, "order", ORDER_TYPES)
    outcome = read_choice(payload, "outcome", ("executed", "event"))
    stack = state.stacks.get(planet, [])
    if not stack or stack[-1].player != player_index:
        raise reject(
            QT_TRANSLATE_NOOP(
                "Starcraft", "{player} has no order on top of the stack on {planet}."
            ),
            player=state.setup.players[player_index].name,
            planet=planet,
        )
    if stack[-1].special:
        if kind in player.special_kinds:
            raise reject(
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
        draw_events(state, player_index, 1)
    else:
        state.open_order = OpenOrder(player_index, kind, order.special, planet)
    advance_execution(state)


def _player_blocked(state: TrackerState, payload: dict[str, Any]) -> None:
    if state.phase != "execution" or execution_over(state):
        raise reject(QT_TRANSLATE_NOOP("Starcraft", "No order is waiting to be revealed."))
    player_index = state.turn
    if stack_tops(state, player_index):
        raise reject(
            QT_TRANSLATE_NOOP(
                "Starcraft", "{player} is not blocked: an order of theirs is on top on {planet}."
            ),
            player=state.setup.players[player_index].name,
            planet=stack_tops(state, player_index)[0],
        )
    state.open_order = None
    draw_events(state, player_index, 1)
    advance_execution(state)


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
        raise reject(names[kind])
    return order


def player_holdings(state: TrackerState, player: int, planet: str | None) -> Holdings:
    p = state.players[player]
    return Holdings(
        faction=state.setup.players[player].faction,
        buildings=dict(p.buildings),
        modules=dict(p.modules),
        techs=frozenset(p.techs),
        units=dict(p.units),
        base_on_planet=planet is None or planet in p.bases,
    )


def purchase_of(payload: dict[str, Any]) -> Purchase:
    """What a ``built`` event buys, read from its payload."""
    building, module = payload.get("building"), payload.get("module")
    return Purchase(
        units=read_counts(payload, "units"),
        building=building if isinstance(building, str) else None,
        module=module if isinstance(module, str) else None,
        workers=read_int(payload, "workers", 0, 99, default=0),
        transports=len(read_names(payload, "transports")),
        base=read_bool(payload, "base"),
    )


def build_payment(
    state: TrackerState, order: OpenOrder, purchase: Purchase
) -> tuple[dict[str, int], dict[str, int]]:
    """What a build pays of each resource (the figures the pack knows; a special Build order
    takes one resource off one item), and what the resources the player's workers gathered
    this round, less what earlier builds paid, lack of it."""
    player = state.players[order.player]
    cost, _unknown = purchase_cost(
        catalog_of(state.setup), player_holdings(state, order.player, order.planet), purchase
    )
    pay = {"minerals": cost.minerals, "gas": cost.gas}
    missing = {
        resource: max(0, due - player.gathered.get(resource, 0) + player.spent.get(resource, 0))
        for resource, due in pay.items()
    }
    if order.special:
        # The discount goes where it helps: on a resource the player lacks, else any one paid.
        short = [r for r in pay if missing[r]] or [r for r in pay if pay[r]]
        if short:
            pay[short[0]] -= 1
            missing[short[0]] = max(0, missing[short[0]] - 1)
    return pay, missing


def _built(state: TrackerState, payload: dict[str, Any]) -> None:
    order = _open(state, "construction")
    if order.built:
        raise reject(QT_TRANSLATE_NOOP("Starcraft", "This Build order has already built."))
    player = state.players[order.player]
    faction = faction_of(state, order.player)
    units = read_counts(payload, "units")
    sacrificed = read_counts(payload, "sacrificed")
    workers = read_int(payload, "workers", 0, 99, default=0)
    transports = read_names(payload, "transports")
    building = payload.get("building")
    module = payload.get("module")
    base = read_bool(payload, "base")
    if building is not None and not isinstance(building, str):
        raise reject(QT_TRANSLATE_NOOP("Starcraft", '"building" must be a building\'s id.'))
    if module is not None and module not in MODULE_TYPES:
        raise reject(
            QT_TRANSLATE_NOOP("Starcraft", '"module" must be one of: {choices}.'),
            choices=", ".join(MODULE_TYPES),
        )
    catalog = catalog_of(state.setup)
    holdings = player_holdings(state, order.player, order.planet)
    needs_base = any(
        (unit := catalog.unit(unit_id)) is not None and not unit.tech_requisite for unit_id in units
    )
    if (needs_base or workers or transports) and order.planet not in player.bases:
        raise reject(
            QT_TRANSLATE_NOOP(
                "Starcraft", "Units, workers and transports are built where you have a base."
            )
        )
    purchase = Purchase(units=units, building=building, module=module)
    problems = check_purchase(catalog, holdings, purchase, special=order.special)
    if problems:
        first = problems[0]
        raise reject(first.template, **dict(first.params))
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
        raise reject(
            QT_TRANSLATE_NOOP("Starcraft", "Building this destroys {count} friendly {unit}."),
            count=count,
            unit=unit_entry.name.as_dict() if unit_entry else unit_id,
        )
    for unit_id, count in sacrificed.items():
        if player.units.get(unit_id, 0) < count:
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", "There are not {count} {unit} to destroy."),
                count=count,
                unit=unit_id,
            )
    if faction is not None:
        pieces = faction.pieces
        if player.workers + workers > pieces.workers:
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", "A faction has {limit} workers, no more."),
                limit=pieces.workers,
            )
        if len(player.transports) + len(transports) > pieces.transports:
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", "A faction has {limit} transports, no more."),
                limit=pieces.transports,
            )
        if base and len(player.bases) >= pieces.bases:
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", "A faction has {limit} bases, no more."),
                limit=pieces.bases,
            )
    if len(set(transports)) != len(transports) or set(transports) & set(player.transports):
        raise reject(
            QT_TRANSLATE_NOOP("Starcraft", "A player has at most one transport on a route.")
        )
    if base and order.planet in player.bases:
        raise reject(QT_TRANSLATE_NOOP("Starcraft", "A player has at most one base on a planet."))
    pay, _missing = build_payment(state, order, purchase_of(payload))
    for resource, amount in pay.items():
        player.spent[resource] = player.spent.get(resource, 0) + amount
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
    check_elimination(state)


def _researched(state: TrackerState, payload: dict[str, Any]) -> None:
    order = _open(state, "research")
    if order.researched:
        raise reject(QT_TRANSLATE_NOOP("Starcraft", "This Research order is already done."))
    player = state.players[order.player]
    if order.planet not in player.bases:
        raise reject(QT_TRANSLATE_NOOP("Starcraft", "A Research order needs a base on its planet."))
    cards = read_int(payload, "cards", 0, 3, default=0)
    if cards not in (0, 3):
        raise reject(QT_TRANSLATE_NOOP("Starcraft", "Research draws 3 combat cards, or none."))
    tech = payload.get("tech")
    extra_event = read_bool(payload, "extra_event")
    tech_to_hand = read_bool(payload, "tech_to_hand")
    if (extra_event or tech_to_hand) and not order.special:
        raise reject(QT_TRANSLATE_NOOP("Starcraft", "Only a special Research order gives this."))
    if extra_event and tech_to_hand:
        raise reject(
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
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", '"{tech}" is not a technology of this faction.'),
                tech=str(tech),
            )
        if tech in player.techs:
            raise reject(QT_TRANSLATE_NOOP("Starcraft", "This technology is already bought."))
    elif tech_to_hand:
        raise reject(QT_TRANSLATE_NOOP("Starcraft", "No technology was bought."))
    draw_events(state, order.player, 2 if extra_event else 1)
    player.hand += cards + (1 if tech_to_hand else 0)
    if tech is not None:
        player.techs.append(tech)
    order.researched = True


def _workers_assigned(state: TrackerState, payload: dict[str, Any]) -> None:
    if state.phase != "execution":
        raise reject(QT_TRANSLATE_NOOP("Starcraft", "Workers harvest during the execution phase."))
    index = read_player(state, payload)
    player = state.players[index]
    card_id = read_text(payload, "card")
    workers = read_int(payload, "workers", 1, 15)
    card = next((c for c in player.resources if c.id == card_id), None)
    if card is None:
        raise reject(
            QT_TRANSLATE_NOOP("Starcraft", '{player} has no resource card "{card}".'),
            player=state.setup.players[index].name,
            card=card_id,
        )
    if workers > player.reserve:
        raise reject(
            QT_TRANSLATE_NOOP("Starcraft", "Only {count} workers are in reserve."),
            count=player.reserve,
        )
    total = card.workers + workers
    # Each worker beyond the card's number is one overexploitation: the first flips the card
    # to its partially exhausted side, the second removes it.
    over = max(0, total - card.capacity) - max(0, card.workers - card.capacity)
    if over > 0 and card.permanent:
        raise reject(
            QT_TRANSLATE_NOOP("Starcraft", "A permanent resource cannot be overexploited.")
        )
    before = 1 if card.side == "partial" else 0
    if before + over > 2:
        raise reject(
            QT_TRANSLATE_NOOP(
                "Starcraft",
                'At most %n workers can go on "{card}" (overexploitation included).',
            ),
            n=card.capacity + 2 - before + max(0, card.workers - card.capacity) - card.workers,
            card=card_id,
        )
    player.reserve -= workers
    card.workers = total
    player.gathered[card.resource] = player.gathered.get(card.resource, 0) + workers
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
        raise reject(QT_TRANSLATE_NOOP("Starcraft", "A Mobilize order makes one battle at most."))
    attacker = order.player
    defender = read_player(state, payload, "defender")
    if defender == attacker or (
        state.setup.teams and team_of(state, defender) == team_of(state, attacker)
    ):
        raise reject(
            QT_TRANSLATE_NOOP("Starcraft", "A player cannot attack themselves or a teammate.")
        )
    if state.players[defender].eliminated:
        raise reject(QT_TRANSLATE_NOOP("Starcraft", "That player is out of the game."))
    battle = payload.get("battle")
    winner = payload.get("winner")
    if winner is not None and winner not in ("attacker", "defender"):
        raise reject(QT_TRANSLATE_NOOP("Starcraft", '"winner" is "attacker" or "defender".'))
    if battle is not None:
        if not isinstance(battle, dict):
            raise reject(QT_TRANSLATE_NOOP("Starcraft", '"battle" must be an object.'))
        try:
            outcome = resolve(Battle.from_json(battle))
        except PairingError as error:
            raise reject(PAIRING_PROBLEMS[error.key], **error.params) from None
        except (KeyError, TypeError, ValueError, IndexError):
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", "The battle's units and cards are incomplete.")
            ) from None
    losses = _per_player_losses(state, payload, (attacker, defender))
    for side, lost in zip((attacker, defender), losses, strict=True):
        player = state.players[side]
        for unit_id, count in lost.items():
            if player.units.get(unit_id, 0) < count:
                raise reject(
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
    for side, hand in read_pairs(state, payload, "hands"):
        if not isinstance(hand, int) or isinstance(hand, bool) or not 0 <= hand <= 99:
            raise reject(QT_TRANSLATE_NOOP("Starcraft", "A hand holds 0 to 99 cards."))
        state.players[side].hand = hand
    if battle is not None:
        if winner is not None and winner != outcome.winner:
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", "The skirmishes give the zone to the other side.")
            )
        winner = outcome.winner
    seats = {"attacker": attacker, "defender": defender}
    state.battles.append(
        BattleRecord(state.round, order.planet, attacker, defender, seats.get(str(winner)))
    )
    order.battle = True
    check_elimination(state)


def _per_player_losses(
    state: TrackerState, payload: dict[str, Any], sides: tuple[int, int]
) -> list[dict[str, int]]:
    value = payload.get("losses", [{}, {}])
    if not isinstance(value, list) or len(value) != 2:
        raise reject(
            QT_TRANSLATE_NOOP(
                "Starcraft", "\"losses\" must hold the attacker's and the defender's losses."
            )
        )
    return [read_counts({"losses": lost}, "losses") for lost in value]


def _units_destroyed(state: TrackerState, payload: dict[str, Any]) -> None:
    index = read_player(state, payload)
    player = state.players[index]
    units = read_counts(payload, "units")
    bases = read_names(payload, "bases")
    transports = read_names(payload, "transports")
    for unit_id, count in units.items():
        if player.units.get(unit_id, 0) < count:
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", "{player} has no {count} {unit} to lose."),
                player=state.setup.players[index].name,
                count=count,
                unit=unit_id,
            )
    for planet in bases:
        if planet not in player.bases:
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", "{player} has no base on {planet}."),
                player=state.setup.players[index].name,
                planet=planet,
            )
    for route in transports:
        if route not in player.transports:
            raise reject(
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
    check_elimination(state)


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
