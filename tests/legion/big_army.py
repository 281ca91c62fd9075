"""A 1,000-point Rebel army of eleven units, each upgrade slot filled while points remain:
what a player brings to a tournament, for the builder's and the tracker's screens."""

from __future__ import annotations

from app.systems.legion import army_edits, rules
from app.systems.legion.army import Army, ArmyUnit
from app.systems.legion.catalog import LegionCatalog

UNITS = (
    "unit-leia-organa-fearless-and-inventive",
    "unit-luke-skywalker-hero-of-the-rebellion",
    "unit-rebel-agent-defender-of-democracy",  # six slots: its row wraps if it must
    "unit-rebel-troopers",
    "unit-rebel-troopers",
    "unit-rebel-troopers",
    "unit-rebel-veterans",
    "unit-rebel-commandos",
    "unit-rebel-commandos",
    "unit-at-rt",
    "unit-t-47-airspeeder",
)
TARGET = 1000


def big_army(catalog: LegionCatalog) -> Army:
    army = Army(format="standard", faction="rebels", units=[ArmyUnit(unit) for unit in UNITS])
    upgrades = sorted(catalog.of_kind("upgrade"), key=lambda card: card.id)
    for entry, unit in enumerate(army.units, start=1):
        for slot in army_edits.unit_slots(unit, catalog):
            if slot.upgrade:
                continue
            check = rules.upgrade_checker(army, catalog, entry)
            room = TARGET - rules.army_points(army, catalog)
            for card in upgrades:
                fits = card.subtype == slot.slot_type and (card.points or 0) <= room
                if fits and not card.unreleased and not check(card.id):
                    army_edits.equip(army, entry, slot.slot_type, slot.index, card.id, catalog)
                    break
    army_edits.fill_command_hand(army, catalog)
    army_edits.fill_battle_deck(army, catalog)
    return army
