"""What a unit may carry: its upgrade slots, the requirements of each upgrade, one copy
and one Leader upgrade, and the upgrades its keywords make it equip."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from app.numbers import whole_number
from app.systems.legion.catalog import Card, Requirement
from app.systems.legion.rules.context import (
    FORCE_AFFINITY,
    Context,
    Placed,
    faction_allows,
    faction_mismatch,
)
from app.systems.legion.rules.violations import card_name, make_violation
from app.systems.legion.terms import (
    UPGRADE_TYPE_NAMES,
    counted_term,
    keyword_term,
    named_term,
)

# Keywords by which a unit must equip an upgrade of a type.
MANDATORY_UPGRADE_TYPES = {"Heavy Weapon Team": "heavy weapon", "Programmed": "programming"}
MANDATORY_KEYWORDS = frozenset({*MANDATORY_UPGRADE_TYPES, "Flexible Response", "Equip"})


def _matches(unit: Card, field_name: str, expected: Any, affinity: str | None) -> bool:
    if field_name == "name":
        return unit.name.en == expected
    if field_name == "title":
        return unit.title is not None and unit.title.en == expected
    if field_name == "faction":
        return unit.faction == expected
    if field_name == "affiliation":
        return (unit.affiliation or "").casefold() == str(expected).casefold()
    if field_name == "rank":
        return unit.rank == expected
    if field_name == "subtype":
        return unit.subtype == expected
    if field_name == "force_affinity":
        return affinity == expected
    if field_name == "keyword":
        names = {keyword.name for keyword in unit.keywords}
        wanted = expected if isinstance(expected, list) else [expected]
        return all(name in names for name in wanted)
    if field_name == "upgrade_bar":
        wanted = expected if isinstance(expected, list) else [expected]
        return all(slot in unit.upgrade_bar for slot in wanted)
    if field_name == "stats":
        stats = unit.stats.model_dump() if unit.stats else {}
        return isinstance(expected, dict) and all(stats.get(k) == v for k, v in expected.items())
    return False


def requirement_met(requirement: Requirement | None, unit: Card, affinity: str | None) -> bool:
    """Whether ``unit`` (in an army of that Force affinity) meets ``requirement``."""
    if requirement is None:
        return True
    # Plain loops: the builder asks this for every upgrade of the catalogue on each selection.
    for key, value in requirement.match.items():
        if not _matches(unit, key, value, affinity):
            return False
    for term in requirement.all:
        if not requirement_met(term, unit, affinity):
            return False
    if requirement.any:
        for term in requirement.any:
            if requirement_met(term, unit, affinity):
                break
        else:
            return False
    return not requirement.none or not any(
        requirement_met(term, unit, affinity) for term in requirement.none
    )


def upgrade_slots(unit: Card, upgrades: Iterable[Card]) -> dict[str, int]:
    """How many upgrades of each type the unit may carry, with slots its upgrades add."""
    slots: dict[str, int] = {}
    for slot in unit.upgrade_bar:
        slots[slot] = slots.get(slot, 0) + 1
    for upgrade in upgrades:
        for slot in upgrade.adds_slots:
            slots[slot] = slots.get(slot, 0) + 1
    return slots


def check_upgrades(ctx: Context, item: Placed) -> None:
    _check_upgrade_bar(ctx, item.entry, item.card, item.upgrades)
    _check_mandatory(ctx, item.entry, item.card, item.upgrades)
    if item.counterpart is not None:
        # A counterpart carries upgrades in its own bar (Iden's ID10: a comms slot).
        _check_upgrade_bar(ctx, item.entry, item.counterpart, item.counterpart_upgrades)


def _check_upgrade_bar(ctx: Context, entry: int, unit: Card, upgrades: list[Card]) -> None:
    """The upgrades ``unit`` (a unit or a counterpart) carries: slots, copies,
    requirements, faction, battle force, Leader."""
    affinity = FORCE_AFFINITY.get(ctx.faction)
    free = upgrade_slots(unit, upgrades)
    seen: set[str] = set()
    leaders = 0
    force = ctx.battle_force
    keywords = ctx.catalog.keywords
    for upgrade in upgrades:
        slot = upgrade.subtype
        problems = []
        if free.get(slot, 0) > 0:
            free[slot] -= 1
        else:
            problems.append("UPGRADE_SLOT_MISSING")
        if upgrade.id in seen:
            problems.append("DUPLICATE_UPGRADE_ON_UNIT")
        seen.add(upgrade.id)
        if upgrade.requirements is not None and not requirement_met(
            upgrade.requirements, unit, affinity
        ):
            problems.append("UPGRADE_REQUIREMENT_UNMET")
        for code in problems:
            ctx.found.append(
                make_violation(
                    code,
                    entry=entry,
                    slot=slot,
                    card=upgrade.id,
                    unit_name=card_name(unit),
                    card_name=card_name(upgrade),
                )
            )
        restricted = upgrade.faction or upgrade.affiliations
        if ctx.faction and restricted and not faction_allows(upgrade, ctx.faction):
            ctx.found.append(faction_mismatch(ctx, entry, upgrade))
        if force is not None and upgrade.unique and upgrade.id not in force.allowed_upgrades:
            ctx.found.append(
                make_violation(
                    "BATTLE_FORCE_UPGRADE_NOT_ALLOWED",
                    entry=entry,
                    slot=slot,
                    card=upgrade.id,
                    card_name=card_name(upgrade),
                    battle_force=force.name.as_dict(),
                )
            )
        if "Leader" in keywords(upgrade):
            leaders += 1
    if leaders > 1:
        ctx.found.append(
            make_violation(
                "LEADER_UPGRADE_LIMIT", entry=entry, card=unit.id, unit_name=card_name(unit)
            )
        )


def _check_mandatory(ctx: Context, entry: int, unit: Card, upgrades: list[Card]) -> None:
    own = ctx.catalog.keywords(unit)
    if not own.keys() & MANDATORY_KEYWORDS:
        return
    types: dict[str, int] = {}
    for upgrade in upgrades:
        types[upgrade.subtype] = types.get(upgrade.subtype, 0) + 1
    names = {upgrade.name.en for upgrade in upgrades}

    def missing(required: Mapping[str, str], keyword: str, slot: str | None = None) -> None:
        ctx.found.append(
            make_violation(
                "MANDATORY_UPGRADE_MISSING",
                entry=entry,
                slot=slot,
                card=unit.id,
                unit_name=card_name(unit),
                required=required,
                keyword=keyword_term(keyword),
            )
        )

    for keyword, upgrade_type in MANDATORY_UPGRADE_TYPES.items():
        if keyword in own and not types.get(upgrade_type):
            missing(named_term(upgrade_type), keyword, upgrade_type)
    flexible = own.get("Flexible Response")
    needed = whole_number(str(flexible)) or 0
    if types.get("heavy weapon", 0) < needed:
        missing(counted_term(needed, "heavy weapon"), "Flexible Response", "heavy weapon")
    equip = own.get("Equip")
    if isinstance(equip, str):
        for required in (name.strip() for name in equip.split(",")):
            # Equip names a card ("A280") or, in today's cards, an upgrade type ("Doctrine"):
            # any upgrade of that type then fulfils it.
            as_type = required.casefold()
            if as_type in UPGRADE_TYPE_NAMES:
                if not types.get(as_type):
                    missing(named_term(as_type), "Equip", as_type)
            elif required and required not in names:
                missing(named_term(required, ctx.catalog), "Equip")
