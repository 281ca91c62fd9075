"""The builder's edits of a Legion army and its greying of command and battle cards."""

from __future__ import annotations

from app.systems.legion.army import Army, ArmyUnit
from app.systems.legion.army_edits import (
    Slot,
    SlotRef,
    add_unit,
    battle_checker,
    command_cards_for,
    command_checker,
    duplicate_unit,
    equip,
    free_slot,
    move_problems,
    move_upgrade,
    toggle_battle_card,
    toggle_command,
    unequip,
    unit_slots,
    upgrade_at,
)
from app.systems.legion.rules import upgrade_problems, validate
from tests.legion.test_rules import DECK, HAND, LEIA, OFFICER, TROOPERS, Z6, catalog, legal_army


def codes_of(violations: list) -> set[str]:
    return {violation.code for violation in violations}


def test_slots_follow_the_upgrade_bar_with_the_upgrades_standing_in_them() -> None:
    unit = ArmyUnit(TROOPERS, [OFFICER, Z6])
    slots = unit_slots(unit, catalog())
    assert [s.slot_type for s in slots] == ["heavy weapon", "personnel", "gear", "grenades"]
    assert slots[0] == Slot("heavy weapon", 0, Z6)
    assert slots[1] == Slot("personnel", 0, OFFICER)
    assert slots[2].upgrade is None
    # An upgrade without a slot of its type on the unit is shown apart, to be taken off.
    leia = unit_slots(ArmyUnit(LEIA, [Z6]), catalog())
    assert leia[-1] == Slot("heavy weapon", 0, Z6, extra=True)


def test_equip_replace_and_clear_a_slot() -> None:
    army = Army(faction="rebels", units=[ArmyUnit(TROOPERS)])
    cat = catalog()
    assert free_slot(army.units[0], "heavy weapon", cat) == 0
    equip(army, 1, "heavy weapon", 0, Z6, cat)
    assert army.units[0].upgrades == [Z6]
    assert free_slot(army.units[0], "heavy weapon", cat) is None
    equip(army, 1, "heavy weapon", 0, "upgrade-mpl-57-ion-trooper", cat)
    assert army.units[0].upgrades == ["upgrade-mpl-57-ion-trooper"]
    unequip(army, 1, "heavy weapon", 0, cat)
    assert army.units[0].upgrades == []


def test_add_and_duplicate_units() -> None:
    army = Army()
    cat = catalog()
    assert add_unit(army, cat.cards[TROOPERS]) == 1
    assert army.faction == "rebels"
    army.units[0].upgrades = [Z6]
    assert duplicate_unit(army, 1) == 2
    assert army.units[1].upgrades == [Z6]
    army.units[1].upgrades.append(OFFICER)
    assert army.units[0].upgrades == [Z6]


def test_command_cards_greyed_with_their_reason() -> None:
    army = legal_army()
    cat = catalog()
    problems = command_checker(army, cat)
    assert problems("command-ambush") == []  # already in the hand: taking it back is fine
    army.command_hand.remove("command-ambush")
    problems = command_checker(army, cat)
    assert problems("command-ambush") == []
    army.command_hand.append("command-ambush")
    problems = command_checker(army, cat)
    # A third 1-pip card, another Standing Orders.
    one_pip = next(
        c.id
        for c in command_cards_for(army, cat)
        if c.pips == 1 and not c.owners and c.id not in army.command_hand
    )
    assert "COMMAND_HAND_PIPS" in codes_of(problems(one_pip))
    # Luke's cards need Luke in the army.
    luke = next(c for c in command_cards_for(army, cat) if "Luke Skywalker" in c.owners)
    assert "COMMAND_CARD_OWNER_MISSING" in codes_of(problems(luke.id))
    # The Empire's cards are not offered to a Rebel army.
    assert all(c.faction in (None, "rebels") or c.owners for c in command_cards_for(army, cat))
    message = problems(luke.id)[-1].message("fr")
    assert "Luke Skywalker" in message


def test_every_greyed_command_card_would_be_a_violation_once_taken() -> None:
    army = legal_army()
    army.command_hand = army.command_hand[:3]
    cat = catalog()
    problems = command_checker(army, cat)
    for card in command_cards_for(army, cat):
        found = codes_of(problems(card.id))
        trial = Army.from_json(army.to_json())
        toggle_command(trial, card.id)
        after = codes_of(validate(trial, cat)) - {"COMMAND_HAND_PIPS"}
        assert found - {"COMMAND_HAND_PIPS"} <= after, card.id


def test_battle_cards_greyed_with_their_reason() -> None:
    army = legal_army()
    cat = catalog()
    problems = battle_checker(army, cat)
    held = DECK["primary"][0]
    assert problems(held) == []
    spare = next(
        c for c in cat.of_kind("battle") if c.category == "primary" and c.id not in DECK["primary"]
    )
    assert codes_of(problems(spare.id)) == {"BATTLE_DECK_COMPOSITION"}
    toggle_battle_card(army, cat.cards[held])
    assert held not in army.battle_deck["primary"]
    assert battle_checker(army, cat)(spare.id) == []
    # The 2020 formats have no place for today's categories.
    army.format = "2020-standard"
    assert codes_of(battle_checker(army, cat)(spare.id)) == {"BATTLE_DECK_COMPOSITION"}


def test_toggling_a_contingency_moves_the_card_out_of_the_hand() -> None:
    army = Army(command_hand=list(HAND))
    assert toggle_command(army, "command-ambush", contingency=True)
    assert "command-ambush" not in army.command_hand
    assert army.contingencies == ["command-ambush"]
    assert not toggle_command(army, "command-ambush", contingency=True)
    assert army.contingencies == []


IDEN = "unit-iden-versio-inferno-squad-leader"
ID10 = "counterpart-iden-s-id10-seeker-droid"
HQ_UPLINK = "upgrade-hq-uplink"
JAMMER = "upgrade-comms-jammer"
SCOUTS = "unit-scout-troopers"
SQUADRON_LEADER = "upgrade-squadron-leader"  # comms, for vehicles only, unique


def iden_army() -> Army:
    return Army(
        faction="empire",
        units=[ArmyUnit(IDEN, counterpart=ID10), ArmyUnit(SCOUTS), ArmyUnit(SCOUTS)],
    )


def test_a_counterpart_has_its_own_slots_and_takes_upgrades_in_them() -> None:
    army = iden_army()
    cat = catalog()
    iden = army.units[0]
    assert unit_slots(iden, cat, counterpart=True) == [Slot("comms", 0, None)]
    assert free_slot(iden, "comms", cat, counterpart=True) == 0
    # Iden herself has no comms slot: what fits her counterpart does not fit her.
    assert free_slot(iden, "comms", cat) is None
    equip(army, 1, "comms", 0, HQ_UPLINK, cat, counterpart=True)
    assert iden.counterpart_upgrades == [HQ_UPLINK] and iden.upgrades == []
    equip(army, 1, "comms", 0, JAMMER, cat, counterpart=True)
    assert iden.counterpart_upgrades == [JAMMER]
    assert unit_slots(iden, cat, counterpart=True) == [Slot("comms", 0, JAMMER)]
    assert upgrade_at(army, SlotRef(1, "comms", 0, counterpart=True), cat) == JAMMER
    unequip(army, 1, "comms", 0, cat, counterpart=True)
    assert iden.counterpart_upgrades == []
    # A unit without a counterpart has no counterpart slots.
    assert unit_slots(army.units[1], cat, counterpart=True) == []


def test_the_rules_check_a_counterparts_upgrades_against_its_own_bar() -> None:
    army = iden_army()
    cat = catalog()
    assert upgrade_problems(army, cat, 1, HQ_UPLINK, counterpart=True) == []
    assert codes_of(upgrade_problems(army, cat, 1, HQ_UPLINK)) == {"UPGRADE_SLOT_MISSING"}
    assert codes_of(upgrade_problems(army, cat, 1, Z6, counterpart=True)) >= {
        "UPGRADE_SLOT_MISSING"
    }
    assert codes_of(upgrade_problems(army, cat, 1, SQUADRON_LEADER, counterpart=True)) >= {
        "UPGRADE_REQUIREMENT_UNMET"
    }
    army.units[0].counterpart_upgrades = [HQ_UPLINK]
    assert "UPGRADE_SLOT_MISSING" not in codes_of(validate(army, cat))
    army.units[0].counterpart_upgrades = [HQ_UPLINK, JAMMER]
    found = [v for v in validate(army, cat) if v.code == "UPGRADE_SLOT_MISSING"]
    assert [(v.squad, v.unit) for v in found] == [(1, JAMMER)]
    army.units[0].counterpart_upgrades = [SQUADRON_LEADER]
    assert "UPGRADE_REQUIREMENT_UNMET" in codes_of(validate(army, cat))


def test_an_upgrade_moves_between_units_and_counterparts_swapping_what_stood_there() -> None:
    army = iden_army()
    cat = catalog()
    army.units[1].upgrades = [HQ_UPLINK]
    scouts_comms = SlotRef(2, "comms", 0)
    droid = SlotRef(1, "comms", 0, counterpart=True)
    assert move_problems(army, scouts_comms, droid, cat) == []
    assert move_upgrade(army, scouts_comms, droid, cat)
    assert army.units[0].counterpart_upgrades == [HQ_UPLINK]
    assert army.units[1].upgrades == []
    # Onto a filled slot: the two upgrades swap.
    army.units[2].upgrades = [JAMMER]
    assert move_upgrade(army, droid, SlotRef(3, "comms", 0), cat)
    assert army.units[0].counterpart_upgrades == [JAMMER]
    assert army.units[2].upgrades == [HQ_UPLINK]
    # A copy leaves the source as it was and replaces the target's upgrade.
    assert move_upgrade(army, SlotRef(3, "comms", 0), SlotRef(2, "comms", 0), cat, copy=True)
    assert army.units[2].upgrades == [HQ_UPLINK] and army.units[1].upgrades == [HQ_UPLINK]
    # Nothing to move, the same unit, a counterpart not fielded: nothing happens.
    assert not move_upgrade(army, SlotRef(2, "gear", 0), SlotRef(3, "gear", 0), cat)
    assert not move_upgrade(army, SlotRef(2, "comms", 0), SlotRef(2, "comms", 0), cat)
    assert not move_upgrade(army, SlotRef(2, "comms", 0), SlotRef(2, "comms", 0, True), cat)
    assert not move_upgrade(army, droid, SlotRef(2, "comms", 0, counterpart=True), cat)


def test_what_a_move_would_break_is_said_before_it_is_made() -> None:
    army = iden_army()
    cat = catalog()
    army.units[1].upgrades = [HQ_UPLINK, "upgrade-thermal-detonator"]
    # Onto a slot of another type: the card has no slot there.
    problems = move_problems(army, SlotRef(2, "grenades", 0), SlotRef(3, "comms", 0), cat)
    assert codes_of(problems) == {"UPGRADE_SLOT_MISSING"}
    # A unique card cannot be copied: its name would stand twice.
    leader = ArmyUnit("unit-74-z-speeder-bikes", [SQUADRON_LEADER])
    army.units.append(leader)
    army.units.append(ArmyUnit("unit-74-z-speeder-bikes"))
    source, target = SlotRef(4, "comms", 0), SlotRef(5, "comms", 0)
    assert move_problems(army, source, target, cat) == []
    assert "DUPLICATE_UNIQUE_NAME" in codes_of(move_problems(army, source, target, cat, True))
