"""What every army-building check reads of an army: its faction, format and points, its
entries with their cards resolved once, and whether a card may join its faction."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.catalog.pack import LocalizedParam
from app.systems.base import Violation
from app.systems.legion.army import Army, ArmyUnit
from app.systems.legion.catalog import BattleForce, Card, LegionCatalog
from app.systems.legion.formats import DEFAULT_FORMAT, ArmyFormat, get_format
from app.systems.legion.rules.violations import card_name, kind_name, make_violation

# Which side of the Force a faction's army is on, for "Light/Dark Side only" upgrades.
FORCE_AFFINITY = {
    "rebels": "light side",
    "republic": "light side",
    "empire": "dark side",
    "separatists": "dark side",
}
MERCENARY = "mercenary"


def keyword_value(card: Card, name: str, catalog: LegionCatalog) -> Any:
    """The value of ``card``'s keyword ``name`` (True for a keyword without one), or None."""
    return catalog.keywords(card).get(name)


def unique_key(card: Card) -> str | None:
    """Two cards with the same key share a unique name (a bullet on the card)."""
    if card.unique_title and card.title is not None:
        return "title:" + card.title.en.casefold()
    return "name:" + card.name.en.casefold() if card.unique else None


@dataclass
class Context:
    army: Army
    catalog: LegionCatalog
    army_format: ArmyFormat
    battle_force: BattleForce | None
    faction: str
    found: list[Violation]

    def card(self, card_id: str, kind: str, entry: int | None = None) -> Card | None:
        card = self.catalog.get(card_id)
        if card is None:
            self.found.append(
                make_violation("UNKNOWN_CARD", entry=entry, card=card_id, card_id=card_id)
            )
            return None
        if card.kind != kind:
            self.found.append(
                make_violation(
                    "WRONG_CARD_KIND",
                    entry=entry,
                    card=card_id,
                    card_name=card_name(card),
                    kind=kind_name(kind),
                )
            )
            return None
        return card


def army_faction(army: Army, catalog: LegionCatalog) -> str:
    """The army's faction: as written, else its battle force's, else its first unit's."""
    if army.faction:
        return army.faction
    force = catalog.battle_forces.get(army.battle_force or "")
    if force is not None:
        return force.faction
    for unit in army.units:
        card = catalog.get(unit.unit)
        if card is not None and card.faction and card.faction != MERCENARY:
            return card.faction
    return ""


def army_format(army: Army) -> ArmyFormat:
    return get_format(army.format) or get_format(DEFAULT_FORMAT)  # type: ignore[return-value]


def card_points(card: Card | None, army: Army) -> int:
    if card is None:
        return 0
    return card.points_on(army.points_date) or 0


def unit_points(unit: ArmyUnit, catalog: LegionCatalog, army: Army) -> int:
    return sum(card_points(catalog.get(card_id), army) for card_id in unit.card_ids())


# Upgrades that add a trooper to their unit (rules reference L3077-3079, L4141-4149).
MINIATURE_UPGRADE_TYPES = frozenset({"heavy weapon", "personnel"})


def miniature_wounds(unit: ArmyUnit, catalog: LegionCatalog) -> list[int]:
    """The wounds of each miniature of the unit as fielded: its card's miniatures, then one
    per Heavy Weapon or Personnel upgrade (the unit's wounds, unless the upgrade has its
    own). Empty for a card without stats."""
    card = catalog.get(unit.unit)
    stats = card.stats if card is not None else None
    if stats is None:
        return []
    wounds = [stats.wounds] * max(1, stats.miniatures)
    for upgrade_id in unit.upgrades:
        upgrade = catalog.get(upgrade_id)
        if upgrade is not None and upgrade.subtype in MINIATURE_UPGRADE_TYPES:
            wounds.append(upgrade.wounds if upgrade.wounds is not None else stats.wounds)
    return wounds


def army_points(army: Army, catalog: LegionCatalog) -> int:
    return sum(unit_points(unit, catalog, army) for unit in army.units)


def faction_allows(card: Card, faction: str) -> bool:
    """Whether a card may join an army of ``faction`` (its own, or one it is affiliated to)."""
    if card.affiliations and faction not in card.affiliations:
        return card.faction == faction
    if not card.faction or card.faction == faction:
        return True
    return faction in card.affiliations


@dataclass
class Placed:
    """One entry of the army with its cards resolved once (unknown ones already reported)."""

    entry: int
    card: Card
    rank: str
    upgrades: list[Card]
    counterpart: Card | None
    counterpart_upgrades: list[Card]


def resolve(ctx: Context) -> list[Placed]:
    placed = []
    force = ctx.battle_force
    for entry, unit in enumerate(ctx.army.units, start=1):
        card = ctx.card(unit.unit, "unit", entry)
        if card is None:
            continue
        rank = card.rank or "corps"
        if force is not None and card.id in force.builds_as_corps:
            rank = "corps"
        upgrades = [c for u in unit.upgrades if (c := ctx.card(u, "upgrade", entry)) is not None]
        counterpart = ctx.card(unit.counterpart, "counterpart", entry) if unit.counterpart else None
        extra = [
            c for u in unit.counterpart_upgrades if (c := ctx.card(u, "upgrade", entry)) is not None
        ]
        placed.append(Placed(entry, card, rank, upgrades, counterpart, extra))
    return placed


def faction_mismatch(ctx: Context, entry: int | None, card: Card) -> Violation:
    known = ctx.catalog.factions.get(ctx.faction)
    return make_violation(
        "FACTION_MISMATCH",
        entry=entry,
        card=card.id,
        card_name=card_name(card),
        faction=LocalizedParam(known.name) if known else ctx.faction,
    )
