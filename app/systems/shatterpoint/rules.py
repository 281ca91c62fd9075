"""Shatterpoint squad-building rules (rulebook §1; digest shared/rules/shatterpoint.md §1).

``validate`` never raises on a roster, however broken: every problem becomes a Violation
with a stable code (docs/violations.md).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from app.i18n import QT_TRANSLATE_NOOP
from app.roster.document import RosterDocument
from app.systems.base import Violation
from app.systems.shatterpoint.catalog import UNIT_TYPES, ShatterpointCatalog, Unit

SQUAD_COUNT = 2
ORDER_DECK_EXTRA_CARDS = 1  # the Shatterpoint card

SLOT_LABELS = {
    "primary": QT_TRANSLATE_NOOP("Shatterpoint", "Primary"),
    "secondary": QT_TRANSLATE_NOOP("Shatterpoint", "Secondary"),
    "support": QT_TRANSLATE_NOOP("Shatterpoint", "Support"),
}

MESSAGES = {
    "SQUAD_COUNT": QT_TRANSLATE_NOOP(
        "Violations", "A strike team has exactly 2 squads; this one has {count}."
    ),
    "WRONG_UNIT_TYPE": QT_TRANSLATE_NOOP(
        "Violations",
        "{unit_name} is a {unit_type} unit and cannot fill the {slot_name} slot of squad {squad}.",
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

UNIT_TYPE_NAMES = {
    "primary": QT_TRANSLATE_NOOP("Violations", "Primary"),
    "secondary": QT_TRANSLATE_NOOP("Violations", "Secondary"),
    "support": QT_TRANSLATE_NOOP("Violations", "Support"),
}


def _violation(code: str, template: str | None = None, **kwargs: object) -> Violation:
    severity = "warning" if code == "NO_MISSION_SET" else "error"
    where = {key: kwargs.pop(key) for key in ("squad", "slot", "unit") if key in kwargs}
    return Violation(code, severity, template or MESSAGES[code], kwargs, **where)  # type: ignore[arg-type]


def _translated_type(unit_type: str) -> dict[str, str]:
    """A unit type's name in each language, for a message parameter."""
    from app.i18n import translate

    return {
        lang: translate("Violations", UNIT_TYPE_NAMES[unit_type], lang)
        for lang in ("en", "fr", "pl")
    }


@dataclass(frozen=True)
class PlacedUnit:
    squad: int  # from 1
    slot: str
    unit: Unit


def placed_units(roster: RosterDocument, catalog: ShatterpointCatalog) -> Iterator[PlacedUnit]:
    for number, squad in enumerate(roster.squads, start=1):
        for slot in UNIT_TYPES:
            unit = catalog.get(squad.get(slot))
            if unit is not None:
                yield PlacedUnit(number, slot, unit)


def squad_points(squad: dict[str, str | None], catalog: ShatterpointCatalog) -> tuple[int, int]:
    """(SP available from the Primary, PC spent on Secondary and Support) for one squad."""
    primary = catalog.get(squad.get("primary"))
    available = primary.sp or 0 if primary and primary.type == "primary" else 0
    spent = 0
    for slot in ("secondary", "support"):
        unit = catalog.get(squad.get(slot))
        if unit is not None and unit.type != "primary":
            spent += unit.pc or 0
    return available, spent


def validate(roster: RosterDocument, catalog: ShatterpointCatalog) -> list[Violation]:
    found: list[Violation] = []
    if len(roster.squads) != SQUAD_COUNT:
        found.append(_violation("SQUAD_COUNT", count=len(roster.squads)))

    for number, squad in enumerate(roster.squads, start=1):
        units: list[Unit] = []
        for slot in UNIT_TYPES:
            unit_id = squad.get(slot)
            if not unit_id:
                found.append(
                    _violation(
                        "SLOT_EMPTY", squad=number, slot=slot, slot_name=_translated_type(slot)
                    )
                )
                continue
            unit = catalog.get(unit_id)
            if unit is None:
                found.append(
                    _violation(
                        "UNKNOWN_UNIT", squad=number, slot=slot, unit=unit_id, unit_id=unit_id
                    )
                )
                continue
            units.append(unit)
            if unit.type != slot:
                found.append(
                    _violation(
                        "WRONG_UNIT_TYPE",
                        squad=number,
                        slot=slot,
                        unit=unit.id,
                        unit_name=unit.name.as_dict(),
                        unit_type=_translated_type(unit.type),
                        slot_name=_translated_type(slot),
                    )
                )
        for key, unit_id in squad.items():
            if key not in UNIT_TYPES and unit_id:
                found.append(
                    _violation(
                        "UNKNOWN_UNIT", squad=number, slot=key, unit=unit_id, unit_id=unit_id
                    )
                )

        primary = catalog.get(squad.get("primary"))
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
                    _violation(
                        "ERA_MISMATCH",
                        squad=number,
                        eras={
                            lang: "; ".join(
                                f"{unit.name.get(lang)}: "
                                + ", ".join(
                                    catalog.era_name(e, lang) for e in sorted(catalog.eras_of(unit))
                                )
                                for unit in units
                            )
                            for lang in ("en", "fr", "pl")
                        },
                    )
                )

    placed = list(placed_units(roster, catalog))
    by_name: dict[str, PlacedUnit] = {}
    by_unique: dict[str, PlacedUnit] = {}
    for item in placed:
        name_key = item.unit.name.en.casefold()
        same_card = name_key in by_name
        if same_card:
            found.append(
                _violation(
                    "DUPLICATE_UNIT_NAME",
                    squad=item.squad,
                    slot=item.slot,
                    unit=item.unit.id,
                    unit_name=item.unit.name.as_dict(),
                )
            )
        else:
            by_name[name_key] = item
        if item.unit.unique_name is None:
            continue
        key = item.unit.unique_name.en.casefold()
        first = by_unique.get(key)
        if first is None:
            by_unique[key] = item
        elif not same_card:
            found.append(
                _violation(
                    "DUPLICATE_UNIQUE_NAME",
                    squad=item.squad,
                    slot=item.slot,
                    unit=item.unit.id,
                    unit_name=item.unit.name.as_dict(),
                    other_name=first.unit.name.as_dict(),
                    unique_name=item.unit.unique_name.as_dict(),
                )
            )

    if not (roster.mission_set or "").strip():
        found.append(_violation("NO_MISSION_SET"))
    if roster.casual:
        found = [v.as_warning() for v in found]
    return found


def is_legal(violations: list[Violation]) -> bool:
    return not any(v.severity == "error" for v in violations)


def totals(roster: RosterDocument, catalog: ShatterpointCatalog) -> dict[str, object]:
    """Squad points per squad, and the team's Force pool, characters and units."""
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
