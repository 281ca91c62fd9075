"""While building: what adding a unit, or equipping an upgrade, would break. The builder
asks it of every card of the catalogue on each selection, so the army is read once."""

from __future__ import annotations

from collections.abc import Callable

from app.catalog.pack import LocalizedParam
from app.systems.base import Violation
from app.systems.legion.army import Army
from app.systems.legion.catalog import RANKS, LegionCatalog
from app.systems.legion.rules.context import (
    FORCE_AFFINITY,
    Context,
    army_faction,
    army_format,
    army_points,
    faction_allows,
    faction_mismatch,
    unique_key,
)
from app.systems.legion.rules.units import rank_limits_and_cap, unique_names
from app.systems.legion.rules.upgrades import requirement_met, upgrade_slots
from app.systems.legion.rules.violations import card_name, kind_name, make_violation, rank_name


def upgrade_checker(
    army: Army, catalog: LegionCatalog, entry: int, counterpart: bool = False
) -> Callable[[str], list[Violation]]:
    """For army entry ``entry`` (from 1), or its counterpart: what equipping each upgrade
    would break, reading the army once. The builder greys every upgrade of the catalogue with
    it on each selection."""
    unit_entry = army.units[entry - 1]
    if counterpart:
        unit = catalog.get(unit_entry.counterpart) if unit_entry.counterpart else None
        equipped = unit_entry.counterpart_upgrades
    else:
        unit = catalog.get(unit_entry.unit)
        equipped = unit_entry.upgrades
    faction = army_faction(army, catalog)
    force = catalog.battle_forces.get(army.battle_force or "")
    affinity = FORCE_AFFINITY.get(faction)
    current = [c for u in equipped if (c := catalog.get(u)) is not None]
    free = upgrade_slots(unit, current) if unit is not None else {}
    for upgrade in current:
        if free.get(upgrade.subtype, 0) > 0:
            free[upgrade.subtype] -= 1
    on_unit = {upgrade.id for upgrade in current}
    has_leader = any("Leader" in catalog.keywords(upgrade) for upgrade in current)
    taken = unique_names(army, catalog)
    known = catalog.factions.get(faction)
    faction_param = LocalizedParam(known.name) if known else faction

    def problems(card_id: str) -> list[Violation]:
        upgrade = catalog.get(card_id)
        if upgrade is None:
            return [make_violation("UNKNOWN_CARD", entry=entry, card=card_id, card_id=card_id)]
        if unit is None or upgrade.kind != "upgrade":
            return [
                make_violation(
                    "WRONG_CARD_KIND",
                    entry=entry,
                    card=card_id,
                    card_name=card_name(upgrade),
                    kind=kind_name("upgrade"),
                )
            ]
        found = []
        slot = upgrade.subtype
        codes = []
        # An upgrade that adds a slot of its own type brings the slot it takes.
        if free.get(slot, 0) <= 0 and slot not in upgrade.adds_slots:
            codes.append("UPGRADE_SLOT_MISSING")
        if card_id in on_unit:
            codes.append("DUPLICATE_UPGRADE_ON_UNIT")
        if upgrade.requirements is not None and not requirement_met(
            upgrade.requirements, unit, affinity
        ):
            codes.append("UPGRADE_REQUIREMENT_UNMET")
        for code in codes:
            found.append(
                make_violation(
                    code,
                    entry=entry,
                    slot=slot,
                    card=card_id,
                    unit_name=card_name(unit),
                    card_name=card_name(upgrade),
                )
            )
        restricted = upgrade.faction or upgrade.affiliations
        if faction and restricted and not faction_allows(upgrade, faction):
            found.append(
                make_violation(
                    "FACTION_MISMATCH",
                    entry=entry,
                    card=card_id,
                    card_name=card_name(upgrade),
                    faction=faction_param,
                )
            )
        if force is not None and upgrade.unique and card_id not in force.allowed_upgrades:
            found.append(
                make_violation(
                    "BATTLE_FORCE_UPGRADE_NOT_ALLOWED",
                    entry=entry,
                    slot=slot,
                    card=card_id,
                    card_name=card_name(upgrade),
                    battle_force=LocalizedParam(force.name),
                )
            )
        if has_leader and "Leader" in catalog.keywords(upgrade):
            found.append(
                make_violation(
                    "LEADER_UPGRADE_LIMIT", entry=entry, card=unit.id, unit_name=card_name(unit)
                )
            )
        key = unique_key(upgrade) if (upgrade.unique or upgrade.unique_title) else None
        if key is not None and taken.get(key, 0) >= (upgrade.unique_count or 1):
            found.append(
                make_violation(
                    "DUPLICATE_UNIQUE_NAME", entry=entry, card=card_id, card_name=card_name(upgrade)
                )
            )
        return found

    return problems


def upgrade_problems(
    army: Army, catalog: LegionCatalog, entry: int, card_id: str, counterpart: bool = False
) -> list[Violation]:
    """What equipping upgrade ``card_id`` on army entry ``entry`` (from 1), or on its
    counterpart, would break."""
    return upgrade_checker(army, catalog, entry, counterpart)(card_id)


def unit_checker(army: Army, catalog: LegionCatalog) -> Callable[[str], list[Violation]]:
    """What adding each unit to the army would break: faction or battle force, the rank
    maximum already reached, a unique name already taken, the points limit passed."""
    faction = army_faction(army, catalog)
    force = catalog.battle_forces.get(army.battle_force or "")
    chosen = army_format(army)
    ctx = Context(army, catalog, chosen, force, faction, [])
    limits, _cap = rank_limits_and_cap(ctx)
    counts: dict[str, int] = dict.fromkeys(RANKS, 0)
    for unit in army.units:
        card = catalog.get(unit.unit)
        if card is not None and card.rank:
            rank = "corps" if force is not None and card.id in force.builds_as_corps else card.rank
            counts[rank] += 1
    taken = unique_names(army, catalog)
    points = army_points(army, catalog)

    def problems(card_id: str) -> list[Violation]:
        card = catalog.get(card_id)
        if card is None:
            return [make_violation("UNKNOWN_CARD", card=card_id, card_id=card_id)]
        if card.kind != "unit":
            return [
                make_violation(
                    "WRONG_CARD_KIND",
                    card=card_id,
                    card_name=card_name(card),
                    kind=kind_name("unit"),
                )
            ]
        found = []
        if force is not None:
            if not force.allows_unit(card_id):
                found.append(
                    make_violation(
                        "BATTLE_FORCE_UNIT_NOT_ALLOWED",
                        card=card_id,
                        card_name=card_name(card),
                        battle_force=LocalizedParam(force.name),
                    )
                )
        elif faction and not faction_allows(card, faction):
            found.append(faction_mismatch(ctx, None, card))
        rank = "corps" if force is not None and card_id in force.builds_as_corps else card.rank
        if rank is not None and counts[rank] >= limits[rank][1]:
            found.append(
                make_violation(
                    "RANK_ABOVE_MAXIMUM",
                    slot=rank,
                    card=card_id,
                    rank=rank_name(rank),
                    maximum=limits[rank][1],
                    count=counts[rank] + 1,
                )
            )
        key = unique_key(card) if (card.unique or card.unique_title) else None
        if key is not None and taken.get(key, 0) >= (card.unique_count or 1):
            found.append(
                make_violation("DUPLICATE_UNIQUE_NAME", card=card_id, card_name=card_name(card))
            )
        total = points + (card.points_on(army.points_date) or 0)
        if total > chosen.points:
            found.append(
                make_violation("POINTS_EXCEEDED", card=card_id, points=total, limit=chosen.points)
            )
        return found

    return problems
