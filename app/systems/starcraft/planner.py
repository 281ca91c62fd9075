"""The build planner: what a player may build under one Construction order, and what it costs
where the pack knows it. Pure functions over the catalogue and what the player holds.

Rules (FR « Construire des unités », « Amélioration des bases », « Limite de construction
d'unités des Zerg », « L'ordre spécial Construction »):

- the unit build limit is 2 plus 1 per Supply module (Terran, Protoss); a Zerg's is twice the
  number of *different* building types on the sheet (the printed one counts: 2 at the start, 6
  at most); a special Construction order adds 1;
- a building's first purchase is its level 1, and no level is skipped; one building and one
  module per order at most; modules up to the sheet's slots;
- a tech-requisite unit (Guardian, Archon) needs its technology and the sacrifice of friendly
  units already on the active planet, and may be built where the player has no base; Muster
  does not count it against the build limit (the rulebook's example builds an Archon, then
  goes on with the same Build order as usual).

A figure the pack does not know makes an answer ``maybe`` (the players' own tiles decide) and
never ``no``.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Literal

from app.catalog.pack import LANGUAGE_KEYS
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.systems.starcraft import CONTEXT
from app.systems.starcraft.catalog import (
    MAX_BUILDING_LEVEL,
    MODULE_TYPES,
    Cost,
    StarcraftCatalog,
    Unit,
)

BASE_BUILD_LIMIT = 2
ZERG_LIMIT_PER_TYPE = 2
SPECIAL_ORDER_BONUS = 1
SPECIAL_ORDER_DISCOUNT = 1  # one resource off one item bought under a special Construction order
MAX_BUILDINGS_PER_ORDER = 1
MAX_MODULES_PER_ORDER = 1

Status = Literal["yes", "maybe", "no"]

# Why an option is "maybe" or "no" (translated under the system's context).
REASONS = {
    "building_missing": QT_TRANSLATE_NOOP("Starcraft", "needs the building {building}"),
    "level_low": QT_TRANSLATE_NOOP("Starcraft", "needs {building} of level {level}"),
    "level_unknown": QT_TRANSLATE_NOOP(
        "Starcraft", "the level of {building} that allows it is not known: see the tile"
    ),
    "tech_missing": QT_TRANSLATE_NOOP("Starcraft", "needs the technology {tech}"),
    "tech_unknown": QT_TRANSLATE_NOOP(
        "Starcraft", "the technology it needs is not known: see the card"
    ),
    "all_on_board": QT_TRANSLATE_NOOP("Starcraft", "every piece is already on the board"),
    "no_base": QT_TRANSLATE_NOOP("Starcraft", "needs a base on the active planet"),
    "top_level": QT_TRANSLATE_NOOP("Starcraft", "already at its highest level"),
    "slots_full": QT_TRANSLATE_NOOP("Starcraft", "every module slot is taken"),
    "slots_unknown": QT_TRANSLATE_NOOP(
        "Starcraft", "the number of module slots is not known: see the faction sheet"
    ),
    "tokens_used": QT_TRANSLATE_NOOP("Starcraft", "every module token is used"),
    "owned": QT_TRANSLATE_NOOP("Starcraft", "already bought"),
    "no_module": QT_TRANSLATE_NOOP("Starcraft", "this race has no such module"),
}


@dataclass(frozen=True)
class Holdings:
    """What a player has on their faction sheet and board, before the order."""

    faction: str
    buildings: Mapping[str, int] = field(default_factory=dict)  # type -> level owned
    modules: Mapping[str, int] = field(default_factory=dict)  # module type -> how many
    techs: frozenset[str] = frozenset()
    units: Mapping[str, int] = field(default_factory=dict)  # unit -> how many on the board
    base_on_planet: bool = True  # a base on the active planet


@dataclass(frozen=True)
class Option:
    """Something the player might buy: ``what`` is an entry id (or a module type); ``level``
    for a building; ``reason`` (a key of REASONS) with its parameters when not plainly yes."""

    what: str
    status: Status
    cost: Cost | None = None
    level: int | None = None
    reason: str | None = None
    params: Mapping[str, object] = field(default_factory=dict)
    left: int | None = None  # pieces not on the board (units)
    sacrifice: tuple[str, int] | None = None  # tech-requisite units: (unit, count)


@dataclass(frozen=True)
class BuildPlan:
    build_limit: int
    special: bool
    units: tuple[Option, ...]
    buildings: tuple[Option, ...]
    modules: tuple[Option, ...]
    techs: tuple[Option, ...]
    discount: int = 0  # resources off one item (a special order)

    def unit(self, unit_id: str) -> Option | None:
        return next((option for option in self.units if option.what == unit_id), None)


def build_limit(catalog: StarcraftCatalog, holdings: Holdings, special: bool = False) -> int:
    """How many units one Construction order may build."""
    faction = catalog.faction(holdings.faction)
    race = faction.race if faction else None
    if race == "zerg":
        types = sum(1 for level in holdings.buildings.values() if level > 0)
        limit = ZERG_LIMIT_PER_TYPE * max(1, types)  # the printed building is always there
    else:
        limit = BASE_BUILD_LIMIT + holdings.modules.get("supply", 0)
    return limit + (SPECIAL_ORDER_BONUS if special else 0)


def unit_option(catalog: StarcraftCatalog, holdings: Holdings, unit: Unit) -> Option:
    left = max(0, unit.pieces - holdings.units.get(unit.id, 0))
    sacrifice = (unit.sacrifice.unit, unit.sacrifice.count) if unit.sacrifice else None

    def option(status: Status, reason: str | None = None, **params: object) -> Option:
        if status != "no" and left == 0:
            status, reason, params = "no", "all_on_board", {}
        return Option(unit.id, status, unit.cost, None, reason, params, left, sacrifice)

    if unit.tech_requisite:
        if unit.tech is None:
            return option("maybe", "tech_unknown")
        if unit.tech not in holdings.techs:
            tech = catalog.tech(unit.tech)
            return option("no", "tech_missing", tech=tech.name.as_dict() if tech else unit.tech)
        return option("yes")
    building = catalog.building(unit.building or "")
    name = building.name.as_dict() if building else unit.building
    owned = holdings.buildings.get(unit.building or "", 0)
    if not holdings.base_on_planet:
        return option("no", "no_base")
    if owned == 0:
        return option("no", "building_missing", building=name)
    if unit.level is not None and owned < unit.level:
        return option("no", "level_low", building=name, level=unit.level)
    if unit.level is None and owned < MAX_BUILDING_LEVEL:
        return option("maybe", "level_unknown", building=name)
    return option("yes")


def plan(catalog: StarcraftCatalog, holdings: Holdings, special: bool = False) -> BuildPlan:
    """Everything one Construction order could buy, each marked yes / maybe / no."""
    faction = catalog.faction(holdings.faction)
    race = faction.race if faction else ""
    units = tuple(unit_option(catalog, holdings, unit) for unit in catalog.units_of(race))
    buildings = []
    for building in catalog.buildings_of(race):
        owned = holdings.buildings.get(building.id, 0)
        top = building.max_level if building.max_level is not None else MAX_BUILDING_LEVEL
        level = owned + 1
        if owned >= top:
            buildings.append(Option(building.id, "no", level=owned, reason="top_level"))
            continue
        cost = building.costs[owned] if building.costs is not None else None
        status: Status = "yes" if building.max_level is not None or level == 1 else "maybe"
        reason = None if status == "yes" else "level_unknown"
        params = {"building": building.name.as_dict()} if reason else {}
        buildings.append(Option(building.id, status, cost, level, reason, params))
    modules = []
    owned_modules = sum(holdings.modules.values())
    for module_type in MODULE_TYPES:
        module = catalog.module_of(race, module_type)
        if module is None:
            modules.append(Option(module_type, "no", reason="no_module"))
            continue
        if faction is not None and owned_modules >= faction.pieces.module_tokens:
            modules.append(Option(module_type, "no", module.cost, reason="tokens_used"))
        elif faction is None or faction.module_slots is None:
            modules.append(Option(module_type, "maybe", module.cost, reason="slots_unknown"))
        elif owned_modules >= faction.module_slots:
            modules.append(Option(module_type, "no", module.cost, reason="slots_full"))
        else:
            modules.append(Option(module_type, "yes", module.cost))
    techs = tuple(
        Option(tech.id, "no", tech.cost, reason="owned")
        if tech.id in holdings.techs
        else Option(tech.id, "yes", tech.cost)
        for tech in catalog.techs_of(race)
    )
    return BuildPlan(
        build_limit=build_limit(catalog, holdings, special),
        special=special,
        units=units,
        buildings=tuple(buildings),
        modules=tuple(modules),
        techs=techs,
        discount=SPECIAL_ORDER_DISCOUNT if special else 0,
    )


@dataclass(frozen=True)
class Purchase:
    """What one Construction order buys."""

    units: Mapping[str, int] = field(default_factory=dict)
    building: str | None = None
    module: str | None = None  # a module type
    workers: int = 0
    transports: int = 0
    base: bool = False


class Words(Mapping[str, str]):
    """A template of the system's context with its parameters, as a message parameter: the
    text in each language, translated when the message is shown."""

    __slots__ = ("_params", "_template")

    def __init__(self, template: str, params: Mapping[str, object]) -> None:
        self._template = template
        self._params = dict(params)

    def __getitem__(self, language: str) -> str:
        return translate(CONTEXT, self._template, language, **self._params)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGE_KEYS)

    def __len__(self) -> int:
        return len(LANGUAGE_KEYS)


def reason_words(option: Option) -> Words:
    return Words(REASONS[option.reason or "no_module"], option.params)


@dataclass(frozen=True)
class Problem:
    """Why a purchase breaks the rules: a key of PURCHASE_PROBLEMS and its parameters."""

    key: str
    params: Mapping[str, object] = field(default_factory=dict)

    @property
    def template(self) -> str:
        return PURCHASE_PROBLEMS[self.key]

    def message(self, language: str | None = None) -> str:
        return translate(CONTEXT, self.template, language, **self.params)


PURCHASE_PROBLEMS = {
    "over_limit": QT_TRANSLATE_NOOP(
        "Starcraft", "{count} units is more than the build limit of {limit}."
    ),
    "unit_not_allowed": QT_TRANSLATE_NOOP("Starcraft", "{unit} cannot be built: {why}."),
    "not_this_race": QT_TRANSLATE_NOOP("Starcraft", "{what} is not of this faction's race."),
    "too_many_pieces": QT_TRANSLATE_NOOP("Starcraft", "only {left} {unit} are left off the board."),
    "building_not_next": QT_TRANSLATE_NOOP("Starcraft", "{building} cannot be bought now: {why}."),
    "module_not_allowed": QT_TRANSLATE_NOOP("Starcraft", "no module can be bought: {why}."),
}


def check_purchase(
    catalog: StarcraftCatalog, holdings: Holdings, purchase: Purchase, special: bool = False
) -> list[Problem]:
    """What in ``purchase`` the rules forbid (an empty list when it may be bought)."""
    problems: list[Problem] = []
    current = plan(catalog, holdings, special)
    counted = 0
    for unit_id, count in purchase.units.items():
        option = current.unit(unit_id)
        unit = catalog.unit(unit_id)
        if option is None or unit is None:
            problems.append(Problem("not_this_race", {"what": unit_id}))
            continue
        if count <= 0:
            continue
        if option.status == "no" and option.reason != "all_on_board":
            problems.append(
                Problem(
                    "unit_not_allowed",
                    {"unit": unit.name.as_dict(), "why": reason_words(option)},
                )
            )
        if option.left is not None and count > option.left:
            problems.append(
                Problem("too_many_pieces", {"left": option.left, "unit": unit.name.as_dict()})
            )
        if not unit.tech_requisite:
            counted += count
    if counted > current.build_limit:
        problems.append(Problem("over_limit", {"count": counted, "limit": current.build_limit}))
    if purchase.building is not None:
        option = next((o for o in current.buildings if o.what == purchase.building), None)
        building = catalog.building(purchase.building)
        if option is None or building is None:
            problems.append(Problem("not_this_race", {"what": purchase.building}))
        elif option.status == "no":
            problems.append(
                Problem(
                    "building_not_next",
                    {"building": building.name.as_dict(), "why": reason_words(option)},
                )
            )
    if purchase.module is not None:
        option = next((o for o in current.modules if o.what == purchase.module), None)
        if option is None or option.status == "no":
            reason = reason_words(option) if option else Words(REASONS["no_module"], {})
            problems.append(Problem("module_not_allowed", {"why": reason}))
    return problems


def purchase_cost(
    catalog: StarcraftCatalog, holdings: Holdings, purchase: Purchase
) -> tuple[Cost, list[str]]:
    """The known part of a purchase's cost, and what it buys whose cost the pack lacks."""
    minerals = gas = 0
    unknown: list[str] = []

    def add(cost: Cost | None, what: str, times: int = 1) -> None:
        nonlocal minerals, gas
        if times <= 0:
            return
        if cost is None:
            unknown.append(what)
            return
        minerals += cost.minerals * times
        gas += cost.gas * times

    for unit_id, count in purchase.units.items():
        unit = catalog.unit(unit_id)
        add(unit.cost if unit else None, unit_id, count)
    faction = catalog.faction(holdings.faction)
    if purchase.building is not None:
        building = catalog.building(purchase.building)
        owned = holdings.buildings.get(purchase.building, 0)
        cost = None
        if building is not None and building.costs is not None and owned < len(building.costs):
            cost = building.costs[owned]
        add(cost, purchase.building)
    if purchase.module is not None and faction is not None:
        module = catalog.module_of(faction.race, purchase.module)
        add(module.cost if module else None, purchase.module)
    add(faction.worker_cost if faction else None, "worker", purchase.workers)
    add(faction.transport_cost if faction else None, "transport", purchase.transports)
    add(faction.base_cost if faction else None, "base", 1 if purchase.base else 0)
    return Cost(minerals=minerals, gas=gas), unknown
