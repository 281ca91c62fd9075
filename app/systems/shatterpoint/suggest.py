"""Suggestions: the legal Secondary + Support pairs for a chosen Primary.

A pair is legal when the three units share an era, the two Point Costs fit in the Primary's
Squad Points, and no unit name or unique name clashes between the three or with the units
standing elsewhere in the strike team. Pairs that spend the most Squad Points come first.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from app.roster.document import RosterDocument
from app.systems.shatterpoint.catalog import UNIT_TYPES, ShatterpointCatalog, Unit
from app.systems.shatterpoint.rules import name_key, unique_key


@dataclass(frozen=True, slots=True)
class Suggestion:
    secondary: Unit
    support: Unit
    points: int  # PC spent by the pair
    spare: int  # the Primary's SP left over


@dataclass(frozen=True, slots=True)
class _Candidate:
    unit: Unit
    cost: int
    eras: frozenset[str]
    name: str
    unique: str | None
    sort_name: str


def _rest_of_roster(
    roster: RosterDocument | None, squad: int | None, catalog: ShatterpointCatalog
) -> list[Unit]:
    """The units the pair must not clash with: every placed unit outside the two slots."""
    if roster is None:
        return []
    rest: list[Unit] = []
    for number, raw in enumerate(roster.squads, start=1):
        if not isinstance(raw, Mapping):
            continue
        for slot in UNIT_TYPES:
            if number == squad:
                continue  # the suggestion fills this squad: its Primary is the one asked about
            unit_id = raw.get(slot)
            unit = catalog.units.get(unit_id) if isinstance(unit_id, str) else None
            if unit is not None:
                rest.append(unit)
    return rest


def suggest(
    catalog: ShatterpointCatalog,
    primary_id: str,
    roster: RosterDocument | None = None,
    squad: int | None = None,
    owned: Mapping[str, int] | None = None,
    limit: int | None = None,
) -> list[Suggestion]:
    """Legal Secondary + Support pairs for ``primary_id``, fullest use of its SP first.

    ``squad`` (from 1) is the squad being filled: its current units are left out of the
    clash checks. With ``owned`` (unit id -> copies), only units with a copy left after the
    rest of the roster's are offered. ``limit`` keeps only the best pairs.
    """
    primary = catalog.units.get(primary_id)
    if primary is None or primary.type != "primary":
        return []
    budget = primary.sp or 0
    primary_eras = catalog.eras_of(primary)
    rest = [*_rest_of_roster(roster, squad, catalog), primary]
    taken_names = {name_key(unit) for unit in rest}
    taken_uniques = {key for unit in rest if (key := unique_key(unit)) is not None}
    used: dict[str, int] = {}
    for unit in rest:
        used[unit.id] = used.get(unit.id, 0) + 1

    secondaries: list[_Candidate] = []
    supports: list[_Candidate] = []
    for unit in catalog.units.values():
        if unit.type == "primary":
            continue
        cost = unit.pc or 0
        if cost > budget:
            continue
        if owned is not None and owned.get(unit.id, 0) - used.get(unit.id, 0) <= 0:
            continue
        eras = catalog.eras_of(unit) & primary_eras
        if not eras:
            continue
        name = name_key(unit)
        unique = unique_key(unit)
        if name in taken_names or (unique is not None and unique in taken_uniques):
            continue
        candidate = _Candidate(unit, cost, eras, name, unique, unit.name.en.casefold())
        (secondaries if unit.type == "secondary" else supports).append(candidate)

    # Cheapest first, so each Secondary stops scanning at the first Support it cannot afford.
    supports.sort(key=lambda c: c.cost)
    found: list[tuple[int, str, str, Unit, Unit]] = []
    for first in secondaries:
        room = budget - first.cost
        for second in supports:
            if second.cost > room:
                break
            if (
                first.eras.isdisjoint(second.eras)
                or first.name == second.name
                or (first.unique is not None and first.unique == second.unique)
            ):
                continue
            found.append(
                (
                    -(first.cost + second.cost),
                    first.sort_name,
                    second.sort_name,
                    first.unit,
                    second.unit,
                )
            )
    found.sort(key=lambda row: (row[0], row[1], row[2]))
    if limit is not None:
        found = found[: max(limit, 0)]
    return [Suggestion(sec, sup, -neg, budget + neg) for neg, _, _, sec, sup in found]
