"""Legion army-building rules on hand-made armies from the built-in catalogue."""

from __future__ import annotations

import datetime as dt
import json
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.systems.legion.army import Army, ArmyFormatError, ArmyUnit
from app.systems.legion.catalog import LegionCatalog, load_catalog
from app.systems.legion.rules import CODES, MESSAGES, totals, validate
from tests.profiles import examples

LEIA = "unit-leia-organa-fearless-and-inventive"
TROOPERS = "unit-rebel-troopers"
COMMANDOS = "unit-rebel-commandos"
STRIKE_TEAM = "unit-rebel-commandos-strike-team"
BOBA_REBEL = "unit-boba-fett-daimyo-of-mos-espa"
BOBA_EMPIRE = "unit-boba-fett-infamous-bounty-hunter"
VADER = "unit-darth-vader-dark-lord-of-the-sith"
Z6 = "upgrade-z-6-trooper"
OFFICER = "upgrade-rebel-officer"
HAND = [
    "command-ambush",
    "command-coordinated-bombardment",
    "command-push",
    "command-no-time-for-sorrows",
    "command-assault",
    "command-somebody-has-to-save-our-skins",
    "command-standing-orders",
]
DECK = {
    "primary": ["battle-breakthrough", "battle-bunker-assault", "battle-close-the-pocket"],
    "secondary": [
        "battle-bring-them-to-heel",
        "battle-destroy-enemy-base",
        "battle-marked-targets",
    ],
    "advantage": [
        "battle-advanced-intel",
        "battle-cunning-deployment",
        "battle-fortified-position",
    ],
}


@cache
def catalog() -> LegionCatalog:
    return load_catalog()


def legal_army() -> Army:
    return Army(
        format="standard",
        faction="rebels",
        units=[
            ArmyUnit(LEIA),
            ArmyUnit(TROOPERS, [Z6]),
            ArmyUnit(TROOPERS),
            ArmyUnit(TROOPERS),
        ],
        command_hand=list(HAND),
        battle_deck={category: list(cards) for category, cards in DECK.items()},
    )


def codes(army: Army) -> list[str]:
    return sorted(violation.code for violation in validate(army, catalog()))


def test_a_legal_army_has_no_violation() -> None:
    assert codes(legal_army()) == []
    assert totals(legal_army(), catalog())["points"] == 75 + 3 * 40 + 20


def test_every_code_has_a_message() -> None:
    assert set(CODES) == set(MESSAGES)


def test_points_exceeded_and_points_as_of_a_date() -> None:
    army = legal_army()
    army.format = "recon"
    army.units.append(ArmyUnit(TROOPERS))
    army.units += [ArmyUnit("unit-t-47-airspeeder")] * 3
    assert "POINTS_EXCEEDED" in codes(army)
    army = legal_army()
    army.points_date = dt.date(2021, 1, 1)  # Leia cost 90 points then, 75 today
    assert totals(army, catalog())["points"] == 90 + 3 * 40 + 20
    assert army.to_json()["points_date"] == "2021-01-01"


def test_ranks_below_and_above() -> None:
    army = legal_army()
    del army.units[3]
    assert codes(army) == ["RANK_BELOW_MINIMUM"]
    army = legal_army()
    army.units += [ArmyUnit("unit-t-47-airspeeder")] * 3
    assert "RANK_ABOVE_MAXIMUM" in codes(army)


def test_field_commander_allows_an_army_without_commander() -> None:
    army = legal_army()
    army.units[0] = ArmyUnit("unit-t-47-airspeeder")
    army.command_hand = ["command-ambush", "command-push", "command-assault"]
    assert "RANK_BELOW_MINIMUM" in codes(army)
    army.units[0].upgrades = ["upgrade-wedge-antilles"]  # a pilot with Field Commander
    assert "RANK_BELOW_MINIMUM" not in codes(army)


def test_faction_and_mercenaries() -> None:
    army = legal_army()
    army.units.append(ArmyUnit(VADER))
    assert "FACTION_MISMATCH" in codes(army)
    army = legal_army()
    army.units.append(ArmyUnit(BOBA_REBEL))
    assert "FACTION_MISMATCH" not in codes(army)
    army.units.append(ArmyUnit(BOBA_EMPIRE))
    assert "FACTION_MISMATCH" in codes(army)


def test_upgrades() -> None:
    army = legal_army()
    army.units[1].upgrades = [Z6, Z6]
    found = codes(army)
    assert "UPGRADE_SLOT_MISSING" in found and "DUPLICATE_UPGRADE_ON_UNIT" in found
    army = legal_army()
    army.units[0].upgrades = [Z6]  # Leia has no heavy weapon slot, and is no Rebel Trooper
    assert set(codes(army)) >= {"UPGRADE_SLOT_MISSING", "UPGRADE_REQUIREMENT_UNMET"}
    army = legal_army()
    army.units[1].upgrades = [Z6, OFFICER]
    assert codes(army) == []


def test_detachment_needs_its_parent() -> None:
    army = legal_army()
    army.units.append(ArmyUnit(STRIKE_TEAM, ["upgrade-dh-447-sniper"]))
    found = codes(army)
    assert "DETACHMENT_PARENT_MISSING" in found
    army.units.append(ArmyUnit(COMMANDOS))
    assert "DETACHMENT_PARENT_MISSING" not in codes(army)


def test_mandatory_heavy_weapon() -> None:
    army = legal_army()
    army.units += [ArmyUnit(COMMANDOS), ArmyUnit(STRIKE_TEAM)]
    assert "MANDATORY_UPGRADE_MISSING" in codes(army)


def test_unique_names_across_units_and_upgrades() -> None:
    army = legal_army()
    army.units.append(ArmyUnit(LEIA))
    assert "DUPLICATE_UNIQUE_NAME" in codes(army)


def test_command_hand() -> None:
    army = legal_army()
    army.command_hand = HAND[:-2]
    assert codes(army) == ["COMMAND_HAND_PIPS"]
    army = legal_army()
    army.command_hand = [*HAND[:-1], "command-ambush"]
    assert "COMMAND_CARD_DUPLICATE" in codes(army)
    army = legal_army()
    army.units[0] = ArmyUnit("unit-lando-calrissian-canny-general")
    assert "COMMAND_CARD_OWNER_MISSING" in codes(army)


def test_a_card_of_two_characters_needs_both() -> None:
    # Legion HQ writes its owners ["AND", "Han Solo", "Luke Skywalker"]: one is not enough.
    card = catalog().cards["command-not-out-of-it-yet"]
    assert card.owners == ("Han Solo", "Luke Skywalker") and card.owners_together

    def owner_missing(*units: str) -> list[str]:
        army = legal_army()
        army.units[0] = ArmyUnit(units[0])
        army.units += [ArmyUnit(unit) for unit in units[1:]]
        army.command_hand = [c for c in HAND if c != "command-assault"] + [card.id]
        return [
            v.message("en")
            for v in validate(army, catalog())
            if v.code == "COMMAND_CARD_OWNER_MISSING" and v.unit == card.id
        ]

    assert owner_missing("unit-han-solo-unorthodox-general") == [
        "The command card Not Out of it Yet needs Luke Skywalker in the army."
    ]
    assert (
        owner_missing(
            "unit-han-solo-unorthodox-general", "unit-luke-skywalker-hero-of-the-rebellion"
        )
        == []
    )
    # A card of either character (Kalani or Kraken) needs one of them.
    either = catalog().cards["command-preservation-protocols"]
    assert not either.owners_together and len(either.owners) == 2


def test_battle_deck() -> None:
    army = legal_army()
    army.battle_deck["primary"] = army.battle_deck["primary"][:2]
    assert codes(army) == ["BATTLE_DECK_COMPOSITION"]
    army = legal_army()
    army.format = "2020-standard"
    assert "BATTLE_DECK_COMPOSITION" in codes(army)


def test_a_2020_battle_deck_from_the_example_pack_of_the_rules_references_cards(
    tmp_path: Path,
) -> None:
    # Legion HQ's data has no 2020 battle cards; the example pack holds the 13 the French rules
    # reference names (3 deployments), and a player adds their own fourth deployment card.
    example = Path(__file__).resolve().parents[2] / "docs" / "examples"
    pack = example / "legion-2020-battle-cards.json"
    with_cards = load_catalog([pack])
    army = legal_army()
    army.format = "2020-standard"
    ids = [card.id for card in with_cards.of_kind("battle") if card.id.startswith("battle-2020")]
    army.battle_deck = {
        "objective": [i for i in ids if with_cards.cards[i].category == "objective"][:4],
        "deployment": [i for i in ids if with_cards.cards[i].category == "deployment"],
        "condition": [i for i in ids if with_cards.cards[i].category == "condition"][:4],
    }
    found = [v.code for v in validate(army, with_cards)]
    assert found == ["BATTLE_DECK_COMPOSITION"]  # three deployments of four
    own = json.loads(pack.read_text("utf-8"))
    own["id"] = "my-battle-cards"
    own["cards"] = [dict(own["cards"][5], id="battle-my-long-march", name={"en": "My March"})]
    mine = tmp_path / "mine.json"
    mine.write_text(json.dumps(own), "utf-8")
    army.battle_deck["deployment"].append("battle-my-long-march")
    assert validate(army, load_catalog([pack, mine])) == []


def test_unknown_cards_formats_and_battle_forces() -> None:
    army = legal_army()
    army.units.append(ArmyUnit("unit-no-such-thing"))
    army.format = "nonsense"
    army.battle_force = "no-such-force"
    found = codes(army)
    assert {"UNKNOWN_CARD", "UNKNOWN_FORMAT", "UNKNOWN_BATTLE_FORCE"} <= set(found)
    army = legal_army()
    army.units[1].upgrades = [TROOPERS]
    assert "WRONG_CARD_KIND" in codes(army)


def test_battle_force_units() -> None:
    army = legal_army()
    army.battle_force = "bright-tree-village"
    army.units.append(ArmyUnit(TROOPERS))
    found = codes(army)
    assert "BATTLE_FORCE_UNIT_LIMIT" in found  # at most 2 Rebel Troopers
    army.units.append(ArmyUnit("unit-t-47-airspeeder"))
    assert "BATTLE_FORCE_UNIT_NOT_ALLOWED" in codes(army)


def test_casual_turns_errors_into_warnings() -> None:
    army = legal_army()
    army.units.append(ArmyUnit(VADER))
    found = validate(army, catalog(), casual=True)
    assert found and all(v.severity == "warning" for v in found)


def test_messages_read_in_three_languages() -> None:
    army = legal_army()
    army.units[1].upgrades = [Z6, Z6]
    for violation in validate(army, catalog()):
        for language in ("en", "fr", "pl"):
            text = violation.message(language)
            assert "{" not in text and text


def test_a_limit_takes_its_plural_form() -> None:
    """ "at most 1 is allowed", "at most 2 are allowed": each language's form for the limit."""

    def message(extra: list[str]) -> dict[str, str]:
        army = legal_army()
        army.units += [ArmyUnit(unit) for unit in extra]
        found = [v for v in validate(army, catalog()) if v.code == "MERCENARY_LIMIT"]
        assert len(found) == 1
        return {language: found[0].message(language) for language in ("en", "fr", "pl")}

    one = message(["unit-hondo-ohnaka-trustworthy-compatriot", "unit-bossk-trandoshan-terror"])
    assert one["en"].endswith("the army has 2; at most 1 is allowed.")
    assert one["fr"].endswith("1 au plus est permise.")
    assert one["pl"].endswith("dozwolona jest najwyżej 1.")
    two = message(["unit-weequay-pirates"] * 3)
    assert two["en"].endswith("the army has 3; at most 2 are allowed.")
    assert two["fr"].endswith("2 au plus sont permises.")
    assert two["pl"].endswith("dozwolone są najwyżej 2.")


def test_army_json_round_trip_and_errors() -> None:
    army = legal_army()
    army.points_date = dt.date(2024, 7, 19)
    assert Army.from_json(army.to_json()) == army
    for bad in ([], {"units": "x"}, {"units": [{"unit": 3}]}, {"points_date": "yesterday"}):
        with pytest.raises(ArmyFormatError):
            Army.from_json(bad)


@st.composite
def random_armies(draw: st.DrawFn) -> Army:
    cards = catalog()
    unit_ids = sorted(c.id for c in cards.of_kind("unit"))
    upgrade_ids = sorted(c.id for c in cards.of_kind("upgrade"))
    any_ids = st.sampled_from(unit_ids + upgrade_ids + ["nothing", ""])
    units = draw(
        st.lists(
            st.builds(
                ArmyUnit,
                st.sampled_from([*unit_ids, "missing"]),
                st.lists(st.sampled_from(upgrade_ids), max_size=4),
            ),
            max_size=12,
        )
    )
    return Army(
        format=draw(st.sampled_from(["standard", "recon", "2020-standard", "grand-army", "x"])),
        faction=draw(st.sampled_from(["", "rebels", "empire", "mercenary", "nobody"])),
        battle_force=draw(st.sampled_from([None, "bright-tree-village", "blizzard-force", "x"])),
        units=units,
        command_hand=draw(st.lists(any_ids, max_size=8)),
        battle_deck={"primary": draw(st.lists(any_ids, max_size=4))},
    )


@given(random_armies())
@settings(max_examples=examples(80), deadline=None)
def test_validation_never_raises(army: Army) -> None:
    for violation in validate(army, catalog()):
        assert violation.code in CODES
        assert violation.message("pl")


def test_equip_naming_an_upgrade_type_is_met_by_any_upgrade_of_that_type():
    """Today's Imperial Officer reads "Equip: Doctrine": any Doctrine upgrade will do."""
    officer = "unit-imperial-officer-ruthless-efficiency"
    bare = Army(format="standard", faction="empire", units=[ArmyUnit(officer)])
    missing = [v for v in validate(bare, catalog()) if v.code == "MANDATORY_UPGRADE_MISSING"]
    assert len(missing) == 1 and "Doctrine" in missing[0].message("en")
    equipped = Army(
        format="standard",
        faction="empire",
        units=[ArmyUnit(officer, ["upgrade-academy-trained"])],
    )
    assert "MANDATORY_UPGRADE_MISSING" not in {v.code for v in validate(equipped, catalog())}


def test_heavy_weapon_and_personnel_upgrades_add_a_miniature():
    from app.systems.legion.rules import miniature_wounds

    troopers = catalog().get(TROOPERS)
    base = troopers.stats.miniatures
    assert miniature_wounds(ArmyUnit(TROOPERS), catalog()) == [1] * base
    with_both = ArmyUnit(TROOPERS, [Z6, OFFICER])  # a heavy weapon and a personnel trooper
    assert miniature_wounds(with_both, catalog()) == [1] * (base + 2)
    assert miniature_wounds(ArmyUnit("unit-unknown"), catalog()) == []
