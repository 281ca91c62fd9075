"""Shatterpoint squad-building rules (rulebook §1; digest shared/rules/shatterpoint.md §1).

``validate`` never raises on a roster, however broken: every problem becomes a Violation
with a stable code (docs/violations.md). ``placement_problems`` answers the builder's
question "what would go wrong if this unit went in that slot?", fast enough to be asked for
every catalogue entry on every selection.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from app.catalog.owned import OwnedShortfall, shortfalls
from app.catalog.pack import LocalizedParam
from app.i18n import QT_TRANSLATE_NOOP, TranslatedParam
from app.roster.document import RosterDocument
from app.systems.base import Severity, Violation
from app.systems.shatterpoint.catalog import UNIT_TYPES, ShatterpointCatalog, Unit

SQUAD_COUNT = 2
ORDER_DECK_EXTRA_CARDS = 1  # the Shatterpoint card
LANGUAGES = ("en", "fr", "pl")

SLOT_LABELS = {
    "primary": QT_TRANSLATE_NOOP("Shatterpoint", "Primary"),
    "secondary": QT_TRANSLATE_NOOP("Shatterpoint", "Secondary"),
    "support": QT_TRANSLATE_NOOP("Shatterpoint", "Support"),
}

CODES = (
    "SQUAD_COUNT",
    "SLOT_EMPTY",
    "WRONG_UNIT_TYPE",
    "SQUAD_POINTS_EXCEEDED",
    "ERA_MISMATCH",
    "DUPLICATE_UNIT_NAME",
    "DUPLICATE_UNIQUE_NAME",
    "UNKNOWN_UNIT",
    "NO_MISSION_SET",
)
WARNING_CODES = frozenset({"NO_MISSION_SET"})

MESSAGES = {
    "SQUAD_COUNT": QT_TRANSLATE_NOOP(
        "Violations", "A strike team has exactly 2 squads; this one has {count}."
    ),
    "SQUAD_POINTS_EXCEEDED": QT_TRANSLATE_NOOP(
        "Violations",
        "Squad {squad} spends {spent} points but its Primary gives only {available} Squad Points.",
    ),
    "ERA_MISMATCH": QT_TRANSLATE_NOOP(
        "Violations", "The units of squad {squad} share no era ({eras})."
    ),
    "DUPLICATE_UNIT_NAME": QT_TRANSLATE_NOOP(
        "Violations", "{unit_name} appears more than once in the strike team."
    ),
    "DUPLICATE_UNIQUE_NAME": QT_TRANSLATE_NOOP(
        "Violations",
        "{unit_name} and {other_name} share the unique name {unique_name}; "
        "only one of them may join the strike team.",
    ),
    "UNKNOWN_UNIT": QT_TRANSLATE_NOOP(
        "Violations", 'No loaded catalogue has a unit with the id "{unit_id}".'
    ),
    "NO_MISSION_SET": QT_TRANSLATE_NOOP("Violations", "No mission set is named."),
}

SLOT_EMPTY_MESSAGES = {
    "primary": QT_TRANSLATE_NOOP("Violations", "Squad {squad} has no Primary unit."),
    "secondary": QT_TRANSLATE_NOOP("Violations", "Squad {squad} has no Secondary unit."),
    "support": QT_TRANSLATE_NOOP("Violations", "Squad {squad} has no Support unit."),
}

# Keyed by the slot: each language words "only an X unit may stand here" its own way.
WRONG_TYPE_MESSAGES = {
    "primary": QT_TRANSLATE_NOOP(
        "Violations",
        "Only a Primary unit may fill the Primary slot of squad {squad}; "
        "{unit_name} is {unit_type}.",
    ),
    "secondary": QT_TRANSLATE_NOOP(
        "Violations",
        "Only a Secondary unit may fill the Secondary slot of squad {squad}; "
        "{unit_name} is {unit_type}.",
    ),
    "support": QT_TRANSLATE_NOOP(
        "Violations",
        "Only a Support unit may fill the Support slot of squad {squad}; "
        "{unit_name} is {unit_type}.",
    ),
}
UNKNOWN_SLOT_MESSAGE = QT_TRANSLATE_NOOP(
    "Violations",
    'Squad {squad} puts {unit_name} in "{slot_key}", which is not a slot of a squad '
    "(Primary, Secondary, Support).",
)

# With the article: "... is a Secondary unit" (and distinct from the bare names elsewhere).
UNIT_TYPE_NAMES = {
    "primary": QT_TRANSLATE_NOOP("Violations", "a Primary unit"),
    "secondary": QT_TRANSLATE_NOOP("Violations", "a Secondary unit"),
    "support": QT_TRANSLATE_NOOP("Violations", "a Support unit"),
}

# Tooltip texts of placement_problems: what putting one unit in one slot would break.
PLACEMENT_MESSAGES = {
    "too_expensive": QT_TRANSLATE_NOOP(
        "Violations",
        "Too expensive: {unit_name} costs {cost} points and squad {squad} has {left} of its "
        "{available} Squad Points left.",
    ),
    "primary_too_small": QT_TRANSLATE_NOOP(
        "Violations",
        "Too few Squad Points: {unit_name} gives {available} and squad {squad} already "
        "spends {spent}.",
    ),
    "other_era": QT_TRANSLATE_NOOP(
        "Violations", "Other era: {unit_name} shares no era with the rest of squad {squad}."
    ),
    "name_taken": QT_TRANSLATE_NOOP(
        "Violations", "Name already taken: {unit_name} is already in squad {other_squad}."
    ),
    "unique_taken": QT_TRANSLATE_NOOP(
        "Violations",
        "Unique name already taken: {other_name} in squad {other_squad} is also {unique_name}.",
    ),
}


def _violation(
    code: str,
    template: str | None = None,
    *,
    squad: int | None = None,
    slot: str | None = None,
    unit: str | None = None,
    **params: Any,
) -> Violation:
    severity: Severity = "warning" if code in WARNING_CODES else "error"
    if squad is not None:
        params["squad"] = squad
    return Violation(
        code, severity, template or MESSAGES[code], params, squad=squad, slot=slot, unit=unit
    )


@cache
def _translated_type(unit_type: str) -> Mapping[str, str]:
    """A unit type's name in each language, for a message parameter."""
    template = UNIT_TYPE_NAMES.get(unit_type, unit_type)
    return TranslatedParam("Violations", template)


def _name(unit: Unit) -> Mapping[str, str]:
    return LocalizedParam(unit.name)


def _unique(unit: Unit) -> Mapping[str, str]:
    assert unit.unique_name is not None
    return LocalizedParam(unit.unique_name)


def name_key(unit: Unit) -> str:
    """Two cards with the same key are the same unit name (the English name is canonical)."""
    return unit.name.en.casefold()


def unique_key(unit: Unit) -> str | None:
    return unit.unique_name.en.casefold() if unit.unique_name else None


@dataclass(frozen=True)
class PlacedUnit:
    """A unit where the roster places it: its squad and slot."""

    squad: int  # from 1
    slot: str
    unit: Unit


def _squad_dict(squad: Any) -> Mapping[str, Any]:
    return squad if isinstance(squad, Mapping) else {}


def _unit_at(catalog: ShatterpointCatalog, squad: Mapping[str, Any], slot: str) -> Unit | None:
    unit_id = squad.get(slot)
    return catalog.units.get(unit_id) if isinstance(unit_id, str) and unit_id else None


def placed_units(roster: RosterDocument, catalog: ShatterpointCatalog) -> Iterator[PlacedUnit]:
    """Every known unit standing in a slot of the roster."""
    for number, raw in enumerate(roster.squads, start=1):
        squad = _squad_dict(raw)
        for slot in UNIT_TYPES:
            unit = _unit_at(catalog, squad, slot)
            if unit is not None:
                yield PlacedUnit(number, slot, unit)


def squad_points(squad: Mapping[str, Any], catalog: ShatterpointCatalog) -> tuple[int, int]:
    """(SP available from the Primary, PC spent on Secondary and Support) for one squad."""
    squad = _squad_dict(squad)
    primary = _unit_at(catalog, squad, "primary")
    available = (primary.sp or 0) if primary is not None and primary.type == "primary" else 0
    spent = 0
    for slot in ("secondary", "support"):
        unit = _unit_at(catalog, squad, slot)
        if unit is not None and unit.type != "primary":
            spent += unit.pc or 0
    return available, spent


def _era_summary(units: list[Unit], catalog: ShatterpointCatalog) -> Mapping[str, str]:
    order = {era: index for index, era in enumerate(catalog.era_ids())}

    def eras(unit: Unit, lang: str) -> str:
        ordered = sorted(catalog.eras_of(unit), key=lambda era: (order.get(era, len(order)), era))
        return ", ".join(catalog.era_name(era, lang) for era in ordered)

    return {
        lang: "; ".join(f"{unit.name.get(lang)}: {eras(unit, lang)}" for unit in units)
        for lang in LANGUAGES
    }


def _validate_squad(
    number: int, squad: Mapping[str, Any], catalog: ShatterpointCatalog, found: list[Violation]
) -> None:
    units: list[Unit] = []
    for slot in UNIT_TYPES:
        unit_id = squad.get(slot)
        if not isinstance(unit_id, str) or not unit_id:
            found.append(
                _violation("SLOT_EMPTY", SLOT_EMPTY_MESSAGES[slot], squad=number, slot=slot)
            )
            continue
        unit = catalog.units.get(unit_id)
        if unit is None:
            found.append(
                _violation("UNKNOWN_UNIT", squad=number, slot=slot, unit=unit_id, unit_id=unit_id)
            )
            continue
        units.append(unit)
        if unit.type != slot:
            found.append(
                _violation(
                    "WRONG_UNIT_TYPE",
                    WRONG_TYPE_MESSAGES[slot],
                    squad=number,
                    slot=slot,
                    unit=unit.id,
                    unit_name=_name(unit),
                    unit_type=_translated_type(unit.type),
                )
            )
    # A key that is no slot of a squad still holds a unit the player meant to field.
    for key, unit_id in squad.items():
        if key in UNIT_TYPES or not isinstance(unit_id, str) or not unit_id:
            continue
        unit = catalog.units.get(unit_id)
        if unit is None:
            found.append(_violation("UNKNOWN_UNIT", squad=number, unit=unit_id, unit_id=unit_id))
        else:
            found.append(
                _violation(
                    "WRONG_UNIT_TYPE",
                    UNKNOWN_SLOT_MESSAGE,
                    squad=number,
                    unit=unit.id,
                    unit_name=_name(unit),
                    slot_key=str(key),
                )
            )

    primary = _unit_at(catalog, squad, "primary")
    if primary is not None and primary.type == "primary":
        available, spent = squad_points(squad, catalog)
        if spent > available:
            found.append(
                _violation(
                    "SQUAD_POINTS_EXCEEDED",
                    squad=number,
                    slot="primary",
                    unit=primary.id,
                    spent=spent,
                    available=available,
                )
            )
    if len(units) >= 2:
        shared = frozenset.intersection(*(catalog.eras_of(unit) for unit in units))
        if not shared:
            found.append(
                _violation("ERA_MISMATCH", squad=number, eras=_era_summary(units, catalog))
            )


def validate(roster: RosterDocument, catalog: ShatterpointCatalog) -> list[Violation]:
    found: list[Violation] = []
    squads = roster.squads if isinstance(roster.squads, list) else []
    if len(squads) != SQUAD_COUNT:
        found.append(_violation("SQUAD_COUNT", count=len(squads)))

    for number, raw in enumerate(squads, start=1):
        _validate_squad(number, _squad_dict(raw), catalog, found)

    by_name: set[str] = set()
    by_unique: dict[str, PlacedUnit] = {}
    for item in placed_units(roster, catalog):
        key = name_key(item.unit)
        same_card = key in by_name
        if same_card:
            found.append(
                _violation(
                    "DUPLICATE_UNIT_NAME",
                    squad=item.squad,
                    slot=item.slot,
                    unit=item.unit.id,
                    unit_name=_name(item.unit),
                )
            )
        else:
            by_name.add(key)
        unique = unique_key(item.unit)
        if unique is None:
            continue
        first = by_unique.get(unique)
        if first is None:
            by_unique[unique] = item
        elif not same_card:  # the same card twice is already reported once
            found.append(
                _violation(
                    "DUPLICATE_UNIQUE_NAME",
                    squad=item.squad,
                    slot=item.slot,
                    unit=item.unit.id,
                    unit_name=_name(item.unit),
                    other_name=_name(first.unit),
                    unique_name=_unique(item.unit),
                )
            )

    mission_set = roster.mission_set
    if not isinstance(mission_set, str) or not mission_set.strip():
        found.append(_violation("NO_MISSION_SET"))
    if roster.casual:
        found = [v.as_warning() for v in found]
    return found


def is_legal(violations: list[Violation]) -> bool:
    return not any(v.severity == "error" for v in violations)


def totals(roster: RosterDocument, catalog: ShatterpointCatalog) -> dict[str, Any]:
    """Squad points per squad, and the team's Force pool, characters, units and order deck."""
    squads = []
    for squad in roster.squads:
        available, spent = squad_points(squad, catalog)
        squads.append({"sp": available, "pc": spent})
    units = [item.unit for item in placed_units(roster, catalog)]
    return {
        "squads": squads,
        "force": sum(unit.force for unit in units),
        "characters": sum(unit.characters for unit in units),
        "units": len(units),
        "order_deck": len(units) + ORDER_DECK_EXTRA_CARDS,
    }


# --- placement: what one move would break ---------------------------------------------------


def placement_checker(
    roster: RosterDocument, catalog: ShatterpointCatalog, squad: int, slot: str
) -> Callable[[str], list[Violation]]:
    """A function ``unit_id -> violations`` for one target slot, with the roster read once.

    The unit now in the target slot does not count: the new one would replace it.
    """
    squads = roster.squads
    current = _squad_dict(squads[squad - 1]) if 1 <= squad <= len(squads) else {}
    mates = [
        unit
        for other_slot in UNIT_TYPES
        if other_slot != slot and (unit := _unit_at(catalog, current, other_slot)) is not None
    ]
    mate_eras = [catalog.eras_of(unit) for unit in mates]
    primary = _unit_at(catalog, current, "primary") if slot != "primary" else None
    available = (primary.sp or 0) if primary is not None and primary.type == "primary" else None
    spent_by_others = sum(
        (unit.pc or 0)
        for other in ("secondary", "support")
        if other != slot
        and (unit := _unit_at(catalog, current, other)) is not None
        and unit.type != "primary"
    )
    names: dict[str, int] = {}
    uniques: dict[str, PlacedUnit] = {}
    for item in placed_units(roster, catalog):
        if item.squad == squad and item.slot == slot:
            continue
        names.setdefault(name_key(item.unit), item.squad)
        unique = unique_key(item.unit)
        if unique is not None:
            uniques.setdefault(unique, item)

    def problems(unit_id: str) -> list[Violation]:
        unit = catalog.units.get(unit_id)
        if unit is None:
            return [
                _violation("UNKNOWN_UNIT", squad=squad, slot=slot, unit=unit_id, unit_id=unit_id)
            ]
        found: list[Violation] = []
        if unit.type != slot and slot in WRONG_TYPE_MESSAGES:
            found.append(
                _violation(
                    "WRONG_UNIT_TYPE",
                    WRONG_TYPE_MESSAGES[slot],
                    unit_name=_name(unit),
                    unit_type=_translated_type(unit.type),
                    squad=squad,
                    slot=slot,
                    unit=unit_id,
                )
            )
        if slot == "primary":
            if unit.type == "primary" and (unit.sp or 0) < spent_by_others:
                found.append(
                    _violation(
                        "SQUAD_POINTS_EXCEEDED",
                        PLACEMENT_MESSAGES["primary_too_small"],
                        unit_name=_name(unit),
                        available=unit.sp or 0,
                        spent=spent_by_others,
                        squad=squad,
                        slot=slot,
                        unit=unit_id,
                    )
                )
        elif available is not None and unit.type != "primary":
            cost = unit.pc or 0
            if spent_by_others + cost > available:
                found.append(
                    _violation(
                        "SQUAD_POINTS_EXCEEDED",
                        PLACEMENT_MESSAGES["too_expensive"],
                        unit_name=_name(unit),
                        cost=cost,
                        left=max(available - spent_by_others, 0),
                        available=available,
                        squad=squad,
                        slot=slot,
                        unit=unit_id,
                    )
                )
        if mate_eras:
            eras = catalog.eras_of(unit)
            for mate in mate_eras:
                eras = eras & mate
                if not eras:
                    break
            if not eras:
                found.append(
                    _violation(
                        "ERA_MISMATCH",
                        PLACEMENT_MESSAGES["other_era"],
                        unit_name=_name(unit),
                        squad=squad,
                        slot=slot,
                        unit=unit_id,
                    )
                )
        other_squad = names.get(name_key(unit))
        if other_squad is not None:
            found.append(
                _violation(
                    "DUPLICATE_UNIT_NAME",
                    PLACEMENT_MESSAGES["name_taken"],
                    unit_name=_name(unit),
                    other_squad=other_squad,
                    squad=squad,
                    slot=slot,
                    unit=unit_id,
                )
            )
        else:
            unique = unique_key(unit)
            holder = uniques.get(unique) if unique is not None else None
            if holder is not None:
                found.append(
                    _violation(
                        "DUPLICATE_UNIQUE_NAME",
                        PLACEMENT_MESSAGES["unique_taken"],
                        unit_name=_name(unit),
                        other_name=_name(holder.unit),
                        other_squad=holder.squad,
                        unique_name=_unique(unit),
                        squad=squad,
                        slot=slot,
                        unit=unit_id,
                    )
                )
        return found

    return problems


def placement_problems(
    roster: RosterDocument, catalog: ShatterpointCatalog, squad: int, slot: str, unit_id: str
) -> list[Violation]:
    """The violations that putting ``unit_id`` in ``slot`` of ``squad`` (from 1) would add."""
    return placement_checker(roster, catalog, squad, slot)(unit_id)


# --- the collection -------------------------------------------------------------------------

OWNED_MESSAGES = {
    "none": QT_TRANSLATE_NOOP(
        "Violations", "Not in your collection: {unit_name} (the strike team uses {used})."
    ),
    "short": QT_TRANSLATE_NOOP(
        "Violations", "You own {owned} of {unit_name} but the strike team uses {used}."
    ),
}


def owned_problems(
    roster: RosterDocument, catalog: ShatterpointCatalog, owned: Mapping[str, int]
) -> list[OwnedShortfall]:
    """Each catalogue unit the roster fields more times than ``owned`` counts it."""
    used: dict[str, int] = {}
    for item in placed_units(roster, catalog):
        used[item.unit.id] = used.get(item.unit.id, 0) + 1
    return shortfalls(used, lambda unit_id: _name(catalog.units[unit_id]), owned, OWNED_MESSAGES)
