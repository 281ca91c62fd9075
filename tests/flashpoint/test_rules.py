"""Every Flashpoint violation code, present and absent (docs/violations.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from app.systems.flashpoint.catalog import (
    FlashpointCatalog,
    FlashpointPack,
    Profile,
    load_catalog,
)
from app.systems.flashpoint.rules import (
    CODES,
    WARNING_CODES,
    check_card,
    check_profile,
    strategic_bonus,
    totals,
    validate,
)
from app.systems.flashpoint.team import Fighter, Mission, Team

DOCS = Path(__file__).resolve().parents[2] / "docs" / "violations.md"
SOURCE = "test"


def catalog_with(*cards: dict[str, Any]) -> FlashpointCatalog:
    """The example pack plus ``cards``, as a user pack would add them."""
    catalog = load_catalog()
    pack = FlashpointPack.model_validate(
        {
            "format": "muster.catalog/1",
            "system": "flashpoint",
            "id": "test-pack",
            "version": "1",
            "name": {"en": "Test"},
            "cards": [{"source": SOURCE, "name": {"en": card["id"]}} | card for card in cards],
        }
    )
    catalog.add_pack(pack)
    return catalog


def archetype(id: str = "archetype-test", **fields: int) -> dict[str, Any]:
    values = dict(skill=2, power=1, reinforcement=1, base_size=1, max_weapons=1,
                  max_equipment=1, max_abilities=1) | fields  # fmt: skip
    return {"kind": "archetype", "id": id, **values}


def profile(
    id: str = "profile-test", archetype: str = "archetype-test", **cards: list[str]
) -> dict:
    return {"kind": "profile", "id": id, "archetype": archetype, **cards}


def codes(violations: list) -> list[str]:
    return [violation.code for violation in violations]


def legal_team() -> Team:
    return Team(
        [
            Fighter("profile-captain", "Varga", "leader"),
            Fighter("profile-rifleman"),
            Fighter("profile-rifleman"),
            Fighter("profile-outrider"),
            Fighter("profile-medic", "", "strategist"),
        ],
        Mission("Hold the relay", 1, 2, "1 point per round"),
    )


def test_every_code_is_documented() -> None:
    doc = DOCS.read_text("utf-8")
    section = doc[doc.index("## Flashpoint") :]
    for code in CODES:
        assert f"`{code}`" in section, code
    assert set(CODES) >= WARNING_CODES


def test_the_example_pack_breaks_no_rule() -> None:
    catalog = load_catalog()
    for card in catalog.cards.values():
        if isinstance(card, Profile):
            assert check_profile(card, catalog) == [], card.id
        else:
            assert check_card(card) == [], card.id


def test_the_legal_team_is_legal() -> None:
    assert validate(legal_team(), load_catalog()) == []


# --- archetypes ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("skill", "power", "broken"), [(2, 3, False), (3, 3, True), (5, 0, False), (0, 6, True)]
)
def test_skill_plus_power_is_at_most_5(skill: int, power: int, broken: bool) -> None:
    # H + P < 6; a wide budget keeps the other rule quiet.
    catalog = catalog_with(archetype(skill=skill, power=power, base_size=3))
    found = codes(check_card(catalog.cards["archetype-test"]))
    assert ("SKILL_PLUS_POWER_EXCEEDED" in found) is broken


def test_the_slot_budget() -> None:
    # H 2 + P 1 + base 1 = 4: Pr 1 + 1 + 1 + 1 = 4 fits, one more does not.
    fits = catalog_with(archetype())
    assert "SLOT_BUDGET_EXCEEDED" not in codes(check_card(fits.cards["archetype-test"]))
    over = catalog_with(archetype(max_abilities=2))
    [violation] = check_card(over.cards["archetype-test"])
    assert violation.code == "SLOT_BUDGET_EXCEEDED" and violation.severity == "error"
    assert violation.message("en") == (
        "archetype-test: Pr and the card maxima make 5, more than Skill + Power + base size (4)."
    )
    assert "Habilité + Pouvoir + taille de socle (4)" in violation.message("fr")


def test_skill_over_2_is_a_warning_not_an_error() -> None:
    catalog = catalog_with(archetype(skill=3, power=1, max_abilities=2))
    [violation] = check_card(catalog.cards["archetype-test"])
    assert (violation.code, violation.severity) == ("HIGH_SKILL", "warning")
    assert "HIGH_SKILL" not in codes(check_card(catalog_with(archetype()).cards["archetype-test"]))


# --- weapons and equipment -------------------------------------------------------------


def test_a_reversed_range_is_reported() -> None:
    catalog = catalog_with(
        {
            "kind": "weapon",
            "id": "weapon-odd",
            "weapon_type": "ranged",
            "force": 1,
            "range_min": 3,
            "range_max": 1,
        },
        {
            "kind": "weapon",
            "id": "weapon-even",
            "weapon_type": "ranged",
            "force": 1,
            "range_min": 2,
            "range_max": 2,
        },
    )
    [violation] = check_card(catalog.cards["weapon-odd"])
    assert violation.code == "RANGE_REVERSED" and violation.unit == "weapon-odd"
    assert "R1" in violation.message() and "R3" in violation.message()
    assert check_card(catalog.cards["weapon-even"]) == []


def test_a_force_0_weapon_cannot_attack() -> None:
    catalog = catalog_with(
        {
            "kind": "weapon",
            "id": "weapon-net",
            "weapon_type": "melee",
            "force": 0,
            "triggers": [{"marker": "immobilised"}],
        },
    )
    [violation] = check_card(catalog.cards["weapon-net"])
    assert (violation.code, violation.severity) == ("FORCE_ZERO", "warning")


def test_a_grenade_needs_a_throw_length() -> None:
    catalog = catalog_with(
        {"kind": "equipment", "id": "equipment-dud", "equipment_type": "grenade", "points": 1},
        {
            "kind": "equipment",
            "id": "equipment-flash",
            "equipment_type": "grenade",
            "points": 1,
            "throw_length": 2,
        },
    )
    assert codes(check_card(catalog.cards["equipment-dud"])) == ["THROW_LENGTH_MISSING"]
    assert check_card(catalog.cards["equipment-flash"]) == []  # a grenade without blast is fine


# --- profiles --------------------------------------------------------------------------


def test_unknown_and_wrong_kinds_of_card() -> None:
    catalog = catalog_with(
        profile(archetype="weapon-carbine", weapons=["weapon-nowhere", "ability-rally"])
    )
    found = check_profile(catalog.cards["profile-test"], catalog)  # type: ignore[arg-type]
    assert [(v.code, v.slot, v.unit) for v in found] == [
        ("WRONG_CARD_KIND", "archetype", "weapon-carbine"),
        ("UNKNOWN_CARD", "weapons", "weapon-nowhere"),
        ("WRONG_CARD_KIND", "weapons", "ability-rally"),
    ]
    assert found[0].message() == "Carbine is not an archetype."
    assert found[0].message("fr") == "Carabine n'est pas un archétype."


def test_no_more_cards_than_the_archetype_allows() -> None:
    catalog = catalog_with(
        archetype(),
        profile(
            weapons=["weapon-carbine", "weapon-combat-knife"],
            equipment=["equipment-armoured-vest"],
            abilities=["ability-rally"],
        ),
        profile("profile-fits", weapons=["weapon-carbine"]),
    )
    found = check_profile(catalog.cards["profile-test"], catalog)  # type: ignore[arg-type]
    assert [(v.code, v.slot) for v in found] == [("CARD_LIMIT_EXCEEDED", "weapons")]
    assert found[0].message() == "profile-test has 2 weapons; its archetype allows 1."
    assert found[0].message("pl") == "profile-test: liczba kart (broń) to 2; archetyp pozwala na 1."
    assert check_profile(catalog.cards["profile-fits"], catalog) == []  # type: ignore[arg-type]


def test_bare_hands_do_not_count_against_the_weapon_cap() -> None:
    catalog = catalog_with(archetype(max_weapons=0, max_equipment=2), profile())
    assert check_profile(catalog.cards["profile-test"], catalog) == []  # type: ignore[arg-type]


def test_artillery_needs_the_artilleur_ability() -> None:
    catalog = catalog_with(
        archetype(max_weapons=0, max_equipment=1, max_abilities=2),
        profile(equipment=["equipment-light-mortar"]),
        profile(
            "profile-gunner",
            equipment=["equipment-light-mortar"],
            abilities=["ability-artillerist"],
        ),
    )
    found = check_profile(catalog.cards["profile-test"], catalog)  # type: ignore[arg-type]
    assert [(v.code, v.unit) for v in found] == [
        ("ARTILLERY_WITHOUT_ARTILLEUR", "equipment-light-mortar")
    ]
    assert "Artilleur" in found[0].message("fr")
    assert check_profile(catalog.cards["profile-gunner"], catalog) == []  # type: ignore[arg-type]


def test_a_profile_reports_its_cards_problems() -> None:
    catalog = catalog_with(archetype(skill=3, power=3, base_size=3), profile())
    found = check_profile(catalog.cards["profile-test"], catalog, squad=2)  # type: ignore[arg-type]
    assert codes(found) == ["SKILL_PLUS_POWER_EXCEEDED", "HIGH_SKILL"]
    assert {v.squad for v in found} == {2}


# --- teams -----------------------------------------------------------------------------


def test_a_team_is_worth_at_most_50() -> None:
    team = legal_team()
    team.fighters.append(Fighter("profile-combat-knife-bearer"))  # unknown: counts nothing
    team.fighters[1] = Fighter("profile-marksman")  # 9 -> 12: 52 in all
    found = validate(team, load_catalog())
    assert codes(found) == ["UNKNOWN_CARD", "POINTS_EXCEEDED"]
    assert found[0].squad == 6 and found[0].slot == "profile"
    assert found[1].message() == "The team's strategic value is 52; at most 50 is allowed."
    assert totals(team, load_catalog())["points"] == 52


def test_exactly_one_leader() -> None:
    team = legal_team()
    team.fighters[0].role = None
    assert codes(validate(team, load_catalog())) == ["NO_LEADER"]
    team.fighters[0].role = "leader"
    team.fighters[3].role = "leader"
    [violation] = validate(team, load_catalog())
    assert (violation.code, violation.squad) == ("SEVERAL_LEADERS", 4)
    assert codes(validate(Team(), load_catalog())) == ["NO_LEADER"]


def test_at_most_one_strategist() -> None:
    team = legal_team()
    team.fighters[1].role = "strategist"
    [violation] = validate(team, load_catalog())
    assert (violation.code, violation.squad) == ("SEVERAL_STRATEGISTS", 5)
    assert "Stratèges" in violation.message("fr")
    team.fighters[1].role = None
    team.fighters[4].role = None
    assert validate(team, load_catalog()) == []  # no Stratège is fine


def test_a_profile_taken_twice_is_reported_once() -> None:
    catalog = catalog_with(archetype(skill=3, power=3, base_size=3), profile())
    team = Team([Fighter("profile-test", role="leader"), Fighter("profile-test")])
    found = validate(team, catalog)
    assert codes(found) == ["SKILL_PLUS_POWER_EXCEEDED", "HIGH_SKILL"]
    assert {v.squad for v in found} == {1}


def test_the_strategic_bonus() -> None:
    catalog = load_catalog()
    team = legal_team()
    # The Captain (Field Officer, P 2) leads; the Medic (Technician, P 2) is the Stratège.
    bonus = strategic_bonus(team, catalog)
    assert (bonus.source, bonus.role, bonus.power) == (1, "leader", 2)
    assert (bonus.offensive, bonus.defensive) == (3, 4)  # + the mission's 1 and 2
    # A Stratège with more Pouvoir gives the bonus: the Bruiser has P 3.
    team.fighters[4] = Fighter("profile-breacher", role="strategist")
    bonus = strategic_bonus(team, catalog)
    assert (bonus.source, bonus.role, bonus.power) == (5, "strategist", 3)
    team.mission = None
    assert (strategic_bonus(team, catalog).offensive, strategic_bonus(team, catalog).defensive) == (
        3,
        3,
    )
    assert strategic_bonus(Team(), catalog).power == 0


def test_totals_give_the_reserves() -> None:
    result = totals(legal_team(), load_catalog())
    # H: 2 + 2 + 2 + 2 + 1 = 9; P: 2 + 1 + 1 + 1 + 2 = 7, plus the bonus (3 or 4).
    assert result == {
        "points": 49,
        "points_limit": 50,
        "fighters": 5,
        "skill_reserve": 9,
        "power_reserve": {"offensive": 10, "defensive": 11},
        "strategic_bonus": {
            "fighter": 1,
            "role": "leader",
            "power": 2,
            "offensive": 3,
            "defensive": 4,
        },
        "mission": "Hold the relay",
    }
