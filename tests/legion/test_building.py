"""The builder's questions: what adding a unit or an upgrade would break, before adding it."""

from __future__ import annotations

import copy
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from app.systems.legion.army import ArmyUnit
from app.systems.legion.rules import (
    army_points,
    unit_checker,
    upgrade_checker,
    upgrade_problems,
    validate,
)
from tests.legion.test_rules import LEIA, OFFICER, TROOPERS, VADER, Z6, catalog, legal_army
from tests.profiles import examples


def codes_of(violations: list) -> set[str]:
    return {violation.code for violation in violations}


def test_upgrades_greyed_with_their_reason() -> None:
    army = legal_army()
    army.units[1].upgrades = [Z6]
    problems = upgrade_checker(army, catalog(), 2)
    assert problems(OFFICER) == []
    assert codes_of(problems(Z6)) == {"UPGRADE_SLOT_MISSING", "DUPLICATE_UPGRADE_ON_UNIT"}
    assert codes_of(problems("upgrade-mpl-57-ion-trooper")) == {"UPGRADE_SLOT_MISSING"}
    # Leia is no Rebel Trooper and has no heavy weapon slot.
    assert codes_of(upgrade_problems(army, catalog(), 1, Z6)) == {
        "UPGRADE_SLOT_MISSING",
        "UPGRADE_REQUIREMENT_UNMET",
    }
    message = problems(Z6)[0].message("fr")
    assert "Arme lourde" in message


def test_units_greyed_with_their_reason() -> None:
    army = legal_army()
    problems = unit_checker(army, catalog())
    assert problems(TROOPERS) == []
    assert codes_of(problems(VADER)) == {"FACTION_MISMATCH"}
    assert codes_of(problems(LEIA)) == {"DUPLICATE_UNIQUE_NAME"}
    army.units += [ArmyUnit(TROOPERS), ArmyUnit(TROOPERS), ArmyUnit(TROOPERS)]
    assert codes_of(unit_checker(army, catalog())(TROOPERS)) == {"RANK_ABOVE_MAXIMUM"}
    army.format = "recon"
    speeder = catalog().cards["unit-t-47-airspeeder"]
    while army_points(army, catalog()) + (speeder.points or 0) <= 600:
        army.units.append(ArmyUnit(TROOPERS))
    assert "POINTS_EXCEEDED" in codes_of(unit_checker(army, catalog())(speeder.id))


CHECKED_BEFORE = {
    "UPGRADE_SLOT_MISSING",
    "DUPLICATE_UPGRADE_ON_UNIT",
    "UPGRADE_REQUIREMENT_UNMET",
    "FACTION_MISMATCH",
    "LEADER_UPGRADE_LIMIT",
    "DUPLICATE_UNIQUE_NAME",
}


@given(st.data())
@settings(max_examples=examples(60), deadline=None)
def test_greying_agrees_with_validation(data: st.DataObject) -> None:
    cards = catalog()
    army = legal_army()
    upgrades = sorted(card.id for card in cards.of_kind("upgrade"))
    entry = data.draw(st.integers(1, len(army.units)))
    army.units[entry - 1].upgrades = data.draw(
        st.lists(st.sampled_from(upgrades), max_size=2, unique=True)
    )
    candidate = data.draw(st.sampled_from(upgrades))
    predicted = codes_of(upgrade_problems(army, cards, entry, candidate))
    before = Counter((v.code, v.squad) for v in validate(army, cards))
    after_army = copy.deepcopy(army)
    after_army.units[entry - 1].upgrades.append(candidate)
    after = Counter((v.code, v.squad) for v in validate(after_army, cards))

    def relevant(pairs: Counter) -> set[str]:
        return {c for c, squad in pairs if c in CHECKED_BEFORE and squad in (entry, None)}

    # Every problem the equipping adds was foreseen, and every foreseen one stands after it
    # (a rule reported once per unit, as the Leader limit, may already stand before).
    assert relevant(after - before) <= predicted <= relevant(after)
