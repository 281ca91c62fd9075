"""Suggestions: the legal Secondary + Support pairs for a chosen Primary.

A pair is legal when the three units share an era, the two Point Costs fit in the Primary's
Squad Points, and no unit name or unique name clashes between the three or with the units
standing elsewhere in the strike team. Pairs that spend the most Squad Points come first.
"""

from __future__ import annotations

import gc
from collections.abc import Mapping
from dataclasses import dataclass

from app.roster.document import RosterDocument
from app.systems.shatterpoint.catalog import UNIT_TYPES, ShatterpointCatalog, Unit
from app.systems.shatterpoint.rules import name_key, unique_key


@dataclass(frozen=True, slots=True)
class Suggestion:
    """A Secondary and a Support that fit the Primary's points and eras together."""

    secondary: Unit
    support: Unit
    points: int  # PC spent by the pair
    spare: int  # the Primary's SP left over


@dataclass(frozen=True, slots=True)
class _Candidate:
    """A unit that may go in the pair, with what the search compares."""

    unit: Unit
    cost: int
    eras: int  # bit mask over the catalogue's eras, shared with the Primary
    name: str
    unique: str | None


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
    if primary is None or primary.type != "primary" or (limit is not None and limit <= 0):
        return []
    budget = primary.sp or 0
    primary_eras = catalog.eras_of(primary)
    rest = [*_rest_of_roster(roster, squad, catalog), primary]
    taken_names = {name_key(unit) for unit in rest}
    taken_uniques = {key for unit in rest if (key := unique_key(unit)) is not None}
    used: dict[str, int] = {}
    for unit in rest:
        used[unit.id] = used.get(unit.id, 0) + 1

    era_bits: dict[str, int] = {}

    def mask(eras: frozenset[str]) -> int:
        bits = 0
        for era in eras:
            bits |= era_bits.setdefault(era, 1 << len(era_bits))
        return bits

    primary_mask = mask(primary_eras)
    secondaries: list[_Candidate] = []
    supports_by_cost: dict[int, list[_Candidate]] = {}
    for unit in catalog.units.values():
        if unit.type == "primary":
            continue
        cost = unit.pc or 0
        if cost > budget:
            continue
        if owned is not None and owned.get(unit.id, 0) - used.get(unit.id, 0) <= 0:
            continue
        eras = mask(catalog.eras_of(unit)) & primary_mask
        if not eras:
            continue
        name = name_key(unit)
        unique = unique_key(unit)
        if name in taken_names or (unique is not None and unique in taken_uniques):
            continue
        candidate = _Candidate(unit, cost, eras, name, unique)
        if unit.type == "secondary":
            secondaries.append(candidate)
        else:
            supports_by_cost.setdefault(cost, []).append(candidate)

    # Pairs come out already in their final order: the most points first, then by the
    # Secondary's name, then by the Support's; no sort of the (possibly large) result.
    secondaries.sort(key=_sort_key)
    for group in supports_by_cost.values():
        group.sort(key=_sort_key)
    # Thousands of small, acyclic results: collecting garbage while building them only costs.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _pairs(secondaries, supports_by_cost, budget, limit)
    finally:
        if collecting:
            gc.enable()


def _pairs(
    secondaries: list[_Candidate],
    supports_by_cost: dict[int, list[_Candidate]],
    budget: int,
    limit: int | None,
) -> list[Suggestion]:
    found: list[Suggestion] = []
    add = found.append
    for points in range(budget, -1, -1):
        spare = budget - points
        for first in secondaries:
            group = supports_by_cost.get(points - first.cost)
            if not group:
                continue
            unit, eras, name, unique = first.unit, first.eras, first.name, first.unique
            for second in group:
                if (
                    eras & second.eras
                    and name != second.name
                    and (unique is None or unique != second.unique)
                ):
                    add(Suggestion(unit, second.unit, points, spare))
            if limit is not None and len(found) >= limit:
                return found[:limit]
    return found


def _sort_key(candidate: _Candidate) -> tuple[str, str]:
    return (candidate.unit.name.en.casefold(), candidate.unit.id)
