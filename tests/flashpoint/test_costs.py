"""The rulebook's cost formulas ("Créer !", seed 003 L128-L152), with worked examples checked
by hand against the text, and the example pack priced by them."""

from __future__ import annotations

import pytest

from app.systems.flashpoint.catalog import (
    Archetype,
    Equipment,
    Weapon,
    load_catalog,
    profile_breakdown,
)
from app.systems.flashpoint.costs import (
    archetype_cost,
    melee_cost,
    ranged_cost,
    slot_budget,
)

SOURCE = "test"


def archetype(**fields: int) -> Archetype:
    values = dict(skill=2, power=1, reinforcement=1, base_size=1, max_weapons=1,
                  max_equipment=1, max_abilities=1) | fields  # fmt: skip
    return Archetype(kind="archetype", id="a", name={"en": "A"}, source=SOURCE, **values)


def weapon(weapon_type: str = "ranged", **fields: object) -> Weapon:
    return Weapon.model_validate(
        {
            "kind": "weapon",
            "id": "w",
            "name": {"en": "W"},
            "source": SOURCE,
            "weapon_type": weapon_type,
            "force": 2,
        }
        | fields
    )


@pytest.mark.parametrize(
    ("skill", "power", "base", "reinforcement", "expected"),
    [
        (2, 1, 1, 1, 5),  # VS = H + P + taille de socle + Pr: 2 + 1 + 1 + 1
        (2, 2, 1, 2, 7),
        (1, 3, 2, 0, 6),
        (0, 0, 1, 0, 1),  # the cheapest archetype still pays for its base
        (5, 0, 3, 9, 17),
    ],
)
def test_archetype_cost_is_h_plus_p_plus_base_plus_pr(
    skill: int, power: int, base: int, reinforcement: int, expected: int
) -> None:
    cost = archetype_cost(skill, power, base, reinforcement)
    assert cost.value == expected
    assert (
        archetype(skill=skill, power=power, base_size=base, reinforcement=reinforcement).points
        == expected
    )


def test_the_slot_budget_is_h_plus_p_plus_base() -> None:
    # Pr + maxima < H + P + base + 1, that is Pr + maxima <= H + P + base.
    assert slot_budget(2, 1, 1) == 4
    assert slot_budget(1, 3, 2) == 6


@pytest.mark.parametrize(
    ("force", "triggers", "expected"), [(1, 0, 1), (2, 1, 3), (3, 2, 5), (0, 0, 0)]
)
def test_melee_cost_is_force_plus_triggers(force: int, triggers: int, expected: int) -> None:
    assert melee_cost(force, triggers).value == expected
    markers = [{"marker": "burning"}] * triggers
    assert weapon("melee", force=force, triggers=markers).points == expected


@pytest.mark.parametrize(
    ("force", "low", "high", "triggers", "expected"),
    [
        (2, 1, 3, 0, 5),  # F + (Rmax − Rmin) + triggers + 1 = 2 + 2 + 0 + 1
        (1, 1, 1, 0, 2),  # a pistol: the + 1 alone makes a ranged weapon dearer
        (2, 1, 1, 1, 4),  # a flamer with one trigger
        (3, 0, 5, 2, 11),
    ],
)
def test_ranged_cost_is_force_plus_span_plus_triggers_plus_one(
    force: int, low: int, high: int, triggers: int, expected: int
) -> None:
    assert ranged_cost(force, low, high, triggers).value == expected
    effects = [{"effect": {"en": "pushed back"}}] * triggers
    chosen = weapon(force=force, range_min=low, range_max=high, triggers=effects)
    assert chosen.points == expected


def test_a_reversed_range_costs_no_negative_span() -> None:
    assert ranged_cost(1, 3, 1, 0).value == 2  # the span counts 0, the rules report it
    assert weapon(force=1, range_min=3, range_max=1).points == 2


def test_equipment_costs_what_the_designer_says() -> None:
    vest = Equipment(kind="equipment", id="e", name={"en": "E"}, source=SOURCE, points=3)
    assert vest.points == vest.cost.value == 3


def test_the_formula_reads_as_a_sum_in_each_language() -> None:
    cost = ranged_cost(2, 1, 3, 1)
    assert cost.formula("en") == "Force 2 + R max − R min 2 + triggers 1 + ranged 1 = 6"
    assert cost.formula("fr") == "Force 2 + R max − R min 2 + déclencheurs 1 + tir 1 = 6"
    assert archetype_cost(2, 1, 1, 1).formula("fr") == "H 2 + P 1 + taille de socle 1 + Pr 1 = 5"
    assert "ZW 1" in archetype_cost(2, 1, 1, 1).formula("pl")


def test_the_example_profiles_are_priced_by_the_formulas() -> None:
    catalog = load_catalog()
    captain = catalog.get("profile-captain")
    # Field Officer 2+2+1+2 = 7, carbine 2+(2−1)+0+1 = 4, armoured vest 2, Rally 2.
    assert captain is not None and captain.points == 15
    lines = profile_breakdown(captain, catalog).lines  # type: ignore[arg-type]
    assert [(line.card_id, line.value) for line in lines] == [
        ("archetype-field-officer", 7),
        ("", 0),  # bare hands: no melee weapon, so it fights bare-handed, for free
        ("weapon-carbine", 4),
        ("equipment-armoured-vest", 2),
        ("ability-rally", 2),
    ]
    assert lines[1].bare_hands
    assert profile_breakdown(captain, catalog).formula("fr") == (  # type: ignore[arg-type]
        "Officier de terrain 7 + À mains nues (gratuit) 0 + Carabine 4 + Gilet pare-balles 2 "
        "+ Ralliement 2 = 15"
    )
    breacher = catalog.get("profile-breacher")
    # Bruiser 1+3+2+0 = 6, shock maul 2+1 = 3, flamer 2+0+1+1 = 4, vest 2: no bare hands.
    assert breacher is not None and breacher.points == 15
    assert not any(line.bare_hands for line in profile_breakdown(breacher, catalog).lines)  # type: ignore[arg-type]
