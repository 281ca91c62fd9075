"""What the builder does to a Legion army: add, remove and copy units, equip and clear
upgrades by slot, choose command and battle cards, and what choosing a command or battle card
would break (the hand and the deck are greyed with these reasons before a card is taken).

Every function works on an :class:`Army` in place and never raises on a broken army; the
window wraps each one in an undoable step. Upgrade slots are addressed by their type and
their position among the unit's slots of that type (the second "gear" slot is ``("gear",
1)``): the n-th upgrade of that type on the unit stands in it.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass

from app.catalog.pack import LocalizedParam
from app.systems.base import Violation
from app.systems.legion.army import Army, ArmyUnit
from app.systems.legion.catalog import Card, LegionCatalog
from app.systems.legion.rules import (
    HAND_PIPS,
    MERCENARY,
    STANDING_ORDERS_PIPS,
    army_faction,
    army_format,
    card_name,
    category_name,
    faction_allows,
    make_violation,
    upgrade_slots,
)


@dataclass(frozen=True)
class Slot:
    """One upgrade slot of a unit as the builder draws it.

    ``upgrade`` is the card standing in it (None: empty); ``extra`` marks an upgrade that has
    no slot of its type on the unit (shown so the player can take it off).
    """

    slot_type: str
    index: int
    upgrade: str | None
    extra: bool = False


def unit_slots(unit: ArmyUnit, catalog: LegionCatalog) -> list[Slot]:
    """The unit's upgrade bar in the card's order (with slots its upgrades add), each slot
    with the upgrade standing in it; then any upgrade without a slot of its own."""
    card = catalog.get(unit.unit)
    equipped = [c for u in unit.upgrades if (c := catalog.get(u)) is not None]
    counts = upgrade_slots(card, equipped) if card is not None else {}
    by_type: dict[str, list[str]] = {}
    unknown: list[str] = []
    for upgrade_id in unit.upgrades:
        upgrade = catalog.get(upgrade_id)
        if upgrade is None:
            unknown.append(upgrade_id)
        else:
            by_type.setdefault(upgrade.subtype, []).append(upgrade_id)
    order = list(card.upgrade_bar) if card is not None else []
    for upgrade in equipped:
        order += [slot for slot in upgrade.adds_slots if slot not in order]
    slots: list[Slot] = []
    seen: set[str] = set()
    for slot_type in order:
        if slot_type in seen:
            continue
        seen.add(slot_type)
        taken = by_type.get(slot_type, [])
        for index in range(counts.get(slot_type, 0)):
            slots.append(Slot(slot_type, index, taken[index] if index < len(taken) else None))
    for slot_type, taken in by_type.items():
        for index in range(counts.get(slot_type, 0), len(taken)):
            slots.append(Slot(slot_type, index, taken[index], extra=True))
    slots += [Slot("", index, upgrade_id, extra=True) for index, upgrade_id in enumerate(unknown)]
    return slots


def _positions(unit: ArmyUnit, slot_type: str, catalog: LegionCatalog) -> list[int]:
    """Where in ``unit.upgrades`` the upgrades of ``slot_type`` stand, in order."""
    found = []
    for position, upgrade_id in enumerate(unit.upgrades):
        card = catalog.get(upgrade_id)
        subtype = card.subtype if card is not None else ""
        if subtype == slot_type:
            found.append(position)
    return found


def equip(army: Army, entry: int, slot_type: str, index: int, upgrade_id: str,
          catalog: LegionCatalog) -> None:  # fmt: skip
    """Puts ``upgrade_id`` in slot ``(slot_type, index)`` of army entry ``entry`` (from 1),
    replacing the upgrade standing there."""
    unit = army.units[entry - 1]
    positions = _positions(unit, slot_type, catalog)
    if index < len(positions):
        unit.upgrades[positions[index]] = upgrade_id
    else:
        unit.upgrades.append(upgrade_id)


def free_slot(unit: ArmyUnit, slot_type: str, catalog: LegionCatalog) -> int | None:
    """The first empty slot of that type on the unit, or None."""
    for slot in unit_slots(unit, catalog):
        if slot.slot_type == slot_type and slot.upgrade is None and not slot.extra:
            return slot.index
    return None


def unequip(army: Army, entry: int, slot_type: str, index: int, catalog: LegionCatalog) -> None:
    unit = army.units[entry - 1]
    positions = _positions(unit, slot_type, catalog)
    if index < len(positions):
        del unit.upgrades[positions[index]]


def add_unit(army: Army, card: Card) -> int:
    """Adds a unit (with its counterpart's card when the unit always has one: none do, a
    counterpart is chosen apart); the first unit of an army without a faction gives it its own.
    Returns the new entry's number (from 1)."""
    if not army.faction and card.faction and card.faction != MERCENARY and not army.battle_force:
        army.faction = card.faction
    army.units.append(ArmyUnit(card.id))
    return len(army.units)


def remove_unit(army: Army, entry: int) -> None:
    del army.units[entry - 1]


def duplicate_unit(army: Army, entry: int) -> int:
    """Adds a copy of entry ``entry`` with its upgrades right after it; returns the copy's
    number."""
    unit = army.units[entry - 1]
    copy = ArmyUnit(
        unit.unit, list(unit.upgrades), unit.counterpart, list(unit.counterpart_upgrades)
    )
    army.units.insert(entry, copy)
    return entry + 1


def set_counterpart(army: Army, entry: int, counterpart: str | None) -> None:
    unit = army.units[entry - 1]
    unit.counterpart = counterpart
    if counterpart is None:
        unit.counterpart_upgrades = []


def set_faction(army: Army, faction: str) -> None:
    """Another faction: a battle force of the old one no longer applies."""
    army.faction = faction
    if army.battle_force:
        army.battle_force = None


def set_points_date(army: Army, date: dt.date | None) -> None:
    army.points_date = date


def toggle_command(army: Army, card_id: str, contingency: bool = False) -> bool:
    """Takes the command card into the hand (or sets it aside as a contingency), or gives it
    back; returns whether it is now taken."""
    cards = army.contingencies if contingency else army.command_hand
    if card_id in cards:
        cards.remove(card_id)
        return False
    other = army.command_hand if contingency else army.contingencies
    if card_id in other:
        other.remove(card_id)
    cards.append(card_id)
    return True


def toggle_battle_card(army: Army, card: Card) -> bool:
    category = card.category or ""
    cards = army.battle_deck.setdefault(category, [])
    if card.id in cards:
        cards.remove(card.id)
        if not cards:
            del army.battle_deck[category]
        return False
    cards.append(card.id)
    return True


# --- what a card would break -----------------------------------------------------------


def contingency_limit(army: Army, catalog: LegionCatalog) -> int:
    """How many command cards the army may set aside (its units' Contingencies keyword)."""
    allowed = 0
    for unit in army.units:
        card = catalog.get(unit.unit)
        value = catalog.keywords(card).get("Contingencies") if card else None
        if isinstance(value, int) or (isinstance(value, str) and value.isdigit()):
            allowed = max(allowed, int(value))
    return allowed


def command_cards_for(army: Army, catalog: LegionCatalog) -> list[Card]:
    """The command cards an army of its faction may consider: the generic ones, its
    faction's, and those of characters of another faction who may join it (mercenaries)."""
    faction = army_faction(army, catalog)
    joining = {
        card.name.en
        for card in catalog.cards.values()
        if card.kind == "unit" and faction and faction_allows(card, faction)
    }
    found = []
    for card in catalog.of_kind("command"):
        own = not faction or card.faction in (None, "", faction)
        if own or any(owner in joining for owner in card.owners):
            found.append(card)
    return found


def command_checker(army: Army, catalog: LegionCatalog) -> Callable[[str], list[Violation]]:
    """What taking each command card into the hand would break: its pips already taken
    twice (or a second Standing Orders), a card of that name already taken, its character
    missing from the army, another faction's card."""
    faction = army_faction(army, catalog)
    known = catalog.factions.get(faction)
    faction_param = LocalizedParam(known.name) if known else faction
    unit_names = {card.name.en for unit in army.units if (card := catalog.get(unit.unit))}
    taken = [c for card_id in army.command_hand if (c := catalog.get(card_id)) is not None]
    aside = [c for card_id in army.contingencies if (c := catalog.get(card_id)) is not None]
    pips = {1: 0, 2: 0, 3: 0, STANDING_ORDERS_PIPS: 0}
    for card in taken:
        if card.pips in pips:
            pips[card.pips] += 1
    names = {card.name.en.casefold(): card.id for card in taken + aside}

    def problems(card_id: str) -> list[Violation]:
        card = catalog.get(card_id)
        if card is None:
            return [make_violation("UNKNOWN_CARD", card=card_id, card_id=card_id)]
        found = []
        if card_id not in army.command_hand:
            full = HAND_PIPS.get(card.pips or 0, 1)
            if pips.get(card.pips or 0, 0) >= full:
                counts = dict(pips)
                counts[card.pips or 0] = counts.get(card.pips or 0, 0) + 1
                found.append(
                    make_violation(
                        "COMMAND_HAND_PIPS",
                        card=card_id,
                        ones=counts[1],
                        twos=counts[2],
                        threes=counts[3],
                    )
                )
        other = names.get(card.name.en.casefold())
        if other is not None and other != card_id:
            found.append(
                make_violation("COMMAND_CARD_DUPLICATE", card=card_id, card_name=card_name(card))
            )
        if card.owners and not any(owner in unit_names for owner in card.owners):
            found.append(
                make_violation(
                    "COMMAND_CARD_OWNER_MISSING",
                    card=card_id,
                    card_name=card_name(card),
                    owner=" / ".join(card.owners),
                )
            )
        elif card.faction and faction and card.faction != faction and not card.owners:
            found.append(
                make_violation(
                    "FACTION_MISMATCH",
                    card=card_id,
                    card_name=card_name(card),
                    faction=faction_param,
                )
            )
        return found

    return problems


def battle_checker(army: Army, catalog: LegionCatalog) -> Callable[[str], list[Violation]]:
    """What adding each battle card to the deck would break: a category the format has no
    place for, a category already full, a card of that name already in the deck."""
    chosen = army_format(army)
    names = {
        card.name.en.casefold(): card.id
        for cards in army.battle_deck.values()
        for card_id in cards
        if (card := catalog.get(card_id)) is not None
    }

    def problems(card_id: str) -> list[Violation]:
        card = catalog.get(card_id)
        if card is None:
            return [make_violation("UNKNOWN_CARD", card=card_id, card_id=card_id)]
        category = card.category or ""
        held = army.battle_deck.get(category, [])
        if card_id in held:
            return []
        expected = chosen.battle_deck.get(category)
        if expected is None:
            return [
                make_violation(
                    "BATTLE_DECK_COMPOSITION",
                    slot=category,
                    card=card_id,
                    expected=0,
                    category=category_name(category),
                    count=len(held) + 1,
                )
            ]
        found = []
        distinct = {
            c.name.en.casefold() for held_id in held if (c := catalog.get(held_id)) is not None
        }
        if card.name.en.casefold() in names or len(held) >= expected:
            distinct.add(card.name.en.casefold())
            found.append(
                make_violation(
                    "BATTLE_DECK_COMPOSITION",
                    slot=category,
                    card=card_id,
                    expected=expected,
                    category=category_name(category),
                    count=len(distinct),
                )
            )
        return found

    return problems
