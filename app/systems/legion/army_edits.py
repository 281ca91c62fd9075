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
    owner_problem,
    upgrade_checker,
    upgrade_slots,
)


@dataclass(frozen=True)
class Slot:
    """One upgrade slot of a unit (or of its counterpart) as the builder draws it.

    ``upgrade`` is the card standing in it (None: empty); ``extra`` marks an upgrade that has
    no slot of its type on the unit (shown so the player can take it off).
    """

    slot_type: str
    index: int
    upgrade: str | None
    extra: bool = False


@dataclass(frozen=True)
class SlotRef:
    """Where an upgrade stands in the army: entry ``entry`` (from 1), the ``index``-th slot of
    ``slot_type`` on the unit, or on its counterpart's own upgrade bar."""

    entry: int
    slot_type: str
    index: int
    counterpart: bool = False


def _holder(unit: ArmyUnit, counterpart: bool) -> tuple[str | None, list[str]]:
    """The card that carries the upgrades (the unit's, or its counterpart's) and its list."""
    if counterpart:
        return unit.counterpart, unit.counterpart_upgrades
    return unit.unit, unit.upgrades


def unit_slots(unit: ArmyUnit, catalog: LegionCatalog, counterpart: bool = False) -> list[Slot]:
    """The unit's upgrade bar (or its counterpart's) in the card's order (with slots its
    upgrades add), each slot with the upgrade standing in it; then any upgrade without a
    slot of its own."""
    card_id, upgrade_ids = _holder(unit, counterpart)
    card = catalog.get(card_id) if card_id else None
    equipped = [c for u in upgrade_ids if (c := catalog.get(u)) is not None]
    counts = upgrade_slots(card, equipped) if card is not None else {}
    by_type: dict[str, list[str]] = {}
    unknown: list[str] = []
    for upgrade_id in upgrade_ids:
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


def _positions(upgrade_ids: list[str], slot_type: str, catalog: LegionCatalog) -> list[int]:
    """Where in ``upgrade_ids`` the upgrades of ``slot_type`` stand, in order."""
    found = []
    for position, upgrade_id in enumerate(upgrade_ids):
        card = catalog.get(upgrade_id)
        subtype = card.subtype if card is not None else ""
        if subtype == slot_type:
            found.append(position)
    return found


def equip(army: Army, entry: int, slot_type: str, index: int, upgrade_id: str,
          catalog: LegionCatalog, counterpart: bool = False) -> None:  # fmt: skip
    """Puts ``upgrade_id`` in slot ``(slot_type, index)`` of army entry ``entry`` (from 1),
    or of its counterpart, replacing the upgrade standing there."""
    _, upgrades = _holder(army.units[entry - 1], counterpart)
    positions = _positions(upgrades, slot_type, catalog)
    if index < len(positions):
        upgrades[positions[index]] = upgrade_id
    else:
        upgrades.append(upgrade_id)


def free_slot(
    unit: ArmyUnit, slot_type: str, catalog: LegionCatalog, counterpart: bool = False
) -> int | None:
    """The first empty slot of that type on the unit (or its counterpart), or None."""
    for slot in unit_slots(unit, catalog, counterpart):
        if slot.slot_type == slot_type and slot.upgrade is None and not slot.extra:
            return slot.index
    return None


def unequip(army: Army, entry: int, slot_type: str, index: int, catalog: LegionCatalog,
            counterpart: bool = False) -> None:  # fmt: skip
    _, upgrades = _holder(army.units[entry - 1], counterpart)
    positions = _positions(upgrades, slot_type, catalog)
    if index < len(positions):
        del upgrades[positions[index]]


def upgrade_at(army: Army, ref: SlotRef, catalog: LegionCatalog) -> str | None:
    """The upgrade standing in slot ``ref`` (None: empty, or no such slot)."""
    if not 1 <= ref.entry <= len(army.units):
        return None
    _, upgrades = _holder(army.units[ref.entry - 1], ref.counterpart)
    positions = _positions(upgrades, ref.slot_type, catalog)
    return upgrades[positions[ref.index]] if ref.index < len(positions) else None


def _same_holder(first: SlotRef, second: SlotRef) -> bool:
    return (first.entry, first.counterpart) == (second.entry, second.counterpart)


def move_upgrade(
    army: Army, source: SlotRef, target: SlotRef, catalog: LegionCatalog, copy: bool = False
) -> bool:
    """Moves the upgrade in ``source`` to slot ``target`` (of another unit, or a counterpart);
    an upgrade standing in the target goes back to the source's slot (the two swap). With
    ``copy`` the source keeps its upgrade and the target's is replaced. Returns whether
    anything changed."""
    upgrade_id = upgrade_at(army, source, catalog)
    if upgrade_id is None or source == target or _same_holder(source, target):
        return False
    if not 1 <= target.entry <= len(army.units):
        return False
    if target.counterpart and army.units[target.entry - 1].counterpart is None:
        return False
    displaced = upgrade_at(army, target, catalog)
    if not copy:
        unequip(army, source.entry, source.slot_type, source.index, catalog, source.counterpart)
        if displaced is not None:
            equip(army, source.entry, source.slot_type, source.index, displaced, catalog,
                  source.counterpart)  # fmt: skip
    equip(army, target.entry, target.slot_type, target.index, upgrade_id, catalog,
          target.counterpart)  # fmt: skip
    return True


def move_problems(
    army: Army, source: SlotRef, target: SlotRef, catalog: LegionCatalog, copy: bool = False
) -> list[Violation]:
    """What moving (or copying) the upgrade in ``source`` to ``target`` would break there,
    read as if the target slot were empty and, for a move, the upgrade already off its
    source: the target's slot type, its requirements, a second copy on it, a unique name
    taken twice. Empty when it fits."""
    upgrade_id = upgrade_at(army, source, catalog)
    card = catalog.get(upgrade_id) if upgrade_id else None
    if card is None or not 1 <= target.entry <= len(army.units):
        return []
    holder = army.units[target.entry - 1]
    holder_id = holder.counterpart if target.counterpart else holder.unit
    holder_card = catalog.get(holder_id) if holder_id else None
    if card.subtype != target.slot_type and holder_card is not None:
        return [
            make_violation(
                "UPGRADE_SLOT_MISSING",
                entry=target.entry,
                slot=card.subtype,
                card=card.id,
                unit_name=card_name(holder_card),
                card_name=card_name(card),
            )
        ]
    trial = Army.from_json(army.to_json())
    if not copy:
        unequip(trial, source.entry, source.slot_type, source.index, catalog, source.counterpart)
    unequip(trial, target.entry, target.slot_type, target.index, catalog, target.counterpart)
    return upgrade_checker(trial, catalog, target.entry, target.counterpart)(card.id)


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
    unit_names |= {c.name.en for unit in army.units if (c := catalog.get(unit.counterpart or ""))}
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
        owner_missing = owner_problem(card, unit_names, catalog)
        if owner_missing is not None:
            found.append(owner_missing)
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


# --- one click: a legal hand, a legal deck ----------------------------------------------


def _command_preference(card: Card) -> tuple[int, int, str]:
    # The army's characters' own cards first, then the generic ones, then its faction's.
    return (0 if card.owners else 2 if card.faction else 1, card.pips or 0, card.name.en)


def fill_command_hand(army: Army, catalog: LegionCatalog) -> list[str]:
    """Completes the command hand with cards that fit, keeping every card the player took:
    two of each of 1, 2 and 3 pips and a Standing Orders, taken first from the fielded
    characters' cards, then the generic ones, then the faction's. Returns the cards added."""
    added = []
    candidates = [c for c in command_cards_for(army, catalog) if not c.unreleased]
    for card in sorted(candidates, key=_command_preference):
        if card.id in army.command_hand or card.id in army.contingencies:
            continue
        if not command_checker(army, catalog)(card.id):
            army.command_hand.append(card.id)
            added.append(card.id)
    return added


def fill_battle_deck(army: Army, catalog: LegionCatalog) -> list[str]:
    """Completes each of the format's battle-deck categories with cards of distinct names,
    keeping every card the player took. Returns the cards added."""
    added = []
    wanted = army_format(army).battle_deck
    candidates = [
        card
        for card in catalog.of_kind("battle")
        if (card.category or "") in wanted and not card.unreleased
    ]
    for card in sorted(candidates, key=lambda card: (card.name.en, card.id)):
        held = card.id in army.battle_deck.get(card.category or "", [])
        if not held and not battle_checker(army, catalog)(card.id):
            toggle_battle_card(army, card)
            added.append(card.id)
    return added


def ready_to_play(army: Army, catalog: LegionCatalog) -> Army:
    """The army as a game takes it: a command hand or battle deck the player left empty is
    filled with the suggested cards (one the player chose stays as chosen)."""
    if not army.command_hand and not army.contingencies:
        fill_command_hand(army, catalog)
    if not any(army.battle_deck.values()):
        fill_battle_deck(army, catalog)
    return army
