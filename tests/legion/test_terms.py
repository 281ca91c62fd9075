"""Legion's game words in English, French and Polish (app/systems/legion/terms.py): keywords
as the French rules reference names them, card names falling back to English."""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from app.i18n import translate
from app.systems.legion import terms
from app.systems.legion.army import Army, ArmyUnit, document_for
from app.systems.legion.catalog import Keyword, Weapon
from app.systems.legion.rules import MESSAGES, validate
from app.systems.legion.system import LegionSystem
from app.systems.legion.terms import (
    KEYWORD_CONTEXT,
    KEYWORD_NAMES,
    VALUE_NAMES,
    keyword_label,
    keyword_name,
    value_text,
)
from tests.legion.test_rules import (
    COMMANDOS,
    STRIKE_TEAM,
    TROOPERS,
    catalog,
    legal_army,
    random_armies,
)
from tests.profiles import examples


@pytest.mark.parametrize(
    ("english", "french"),
    [
        # seed 004: "SAUT X (MOT-CLÉ D'UNITÉ)", "AGILE", "PRESTE X", "AGUERRI", ...
        ("Jump", "Saut"),
        ("Nimble", "Agile"),
        ("Agile", "Preste"),
        ("Steady", "Aguerri"),
        ("Relentless", "Implacable"),
        ("Field Commander", "Commandant des opérations"),
        ("Pierce", "Perforant"),
        ("Immune: Pierce", "Immunité : perforant"),
        ("Heavy Weapon Team", "Équipe avec arme lourde"),
        ("Counterpart", "Alter Ego"),
        ("Allies of Convenience", "Alliés de circonstance"),
        ("Entourage", "Entourage"),
        ("Leader", "Chef"),
        # seed 004 L6775 (« escorte », at range 1–2 of the unit named) and its index (L12227)
        ("Retinue", "Escorte"),
        # seed 004 L1164: the ability a battle card gives troopers, « Revendiquer »
        ("Claim", "Revendiquer"),
    ],
)
def test_french_keyword_names_are_the_rules_reference_s(english: str, french: str) -> None:
    assert keyword_name(english, "fr") == french
    assert keyword_name(english, "en") == english
    # No Polish edition: Polish players say Legion's keywords in English.
    assert keyword_name(english, "pl") == english


def test_every_keyword_of_the_pack_has_its_words_in_each_language() -> None:
    used = set()
    for card in catalog().cards.values():
        used |= {keyword.name for keyword in card.keywords}
        used |= {keyword.name for weapon in card.weapons for keyword in weapon.keywords}
    assert used <= set(KEYWORD_NAMES)
    for source in [*KEYWORD_NAMES.values(), *VALUE_NAMES.values()]:
        for language in ("fr", "pl"):
            assert translate(KEYWORD_CONTEXT, source, language), (language, source)


def test_a_keyword_a_user_pack_adds_keeps_its_own_name() -> None:
    assert keyword_name("Brand New Keyword", "fr") == "Brand New Keyword"
    label = keyword_label(Keyword(name="Brand New Keyword", value="Sideways"), "fr")
    assert label == "Brand New Keyword : Sideways"


@pytest.mark.parametrize(
    ("keyword", "english", "french", "polish"),
    [
        (Keyword(name="Impact", value=3), "Impact 3", "Impact 3", "Impact 3"),
        (Keyword(name="Jump", value=1), "Jump 1", "Saut 1", "Jump 1"),
        (Keyword(name="Charge"), "Charge", "Charge", "Charge"),
        (Keyword(name="Fixed", value="Front"), "Fixed: Front", "Fixe : Avant", "Fixed: Front"),
        (
            Keyword(name="Independent", value="Aim 1 or Dodge 1"),
            "Independent: Aim 1 or Dodge 1",
            "Autonome : Viser 1 ou Esquive 1",
            "Independent: Aim 1 or Dodge 1",
        ),
        (
            Keyword(name="Weak Point", value="1: Rear, Sides"),
            "Weak Point 1: Rear, Sides",
            "Point faible 1 : Arrière, Flancs",
            "Weak Point 1: Rear, Sides",
        ),
        (
            Keyword(name="Repair", value="2: Capacity 2"),
            "Repair 2: Capacity 2",
            "Réparation 2 : Capacité 2",
            "Repair 2: Capacity 2",
        ),
        (
            Keyword(name="Equip", value="Armament, Doctrine"),
            "Equip: Armament, Doctrine",
            "Équipe : Armement, Doctrine",
            "Equip: Uzbrojenie, Doktryna",
        ),
        (
            Keyword(name="AI", value="Dodge, Move"),
            "AI: Dodge, Move",
            "IA : Esquive, Déplacement",
            "AI: Dodge, Move",
        ),
        (
            Keyword(name="Sidearm", value="Melee, Ranged"),
            "Sidearm: Melee, Ranged",
            "Arme de poing : Corps-à-corps, À distance",
            "Sidearm: Melee, Ranged",
        ),
        (
            Keyword(name="Entourage", value="Darth Vader"),
            "Entourage: Darth Vader",
            "Entourage : Dark Vador",
            "Entourage: Darth Vader",
        ),
        (
            Keyword(name="Detachment", value="Shoretroopers"),
            "Detachment: Shoretroopers",
            "Détachement : Shoretroopers",
            "Detachment: Shoretroopers",
        ),
        (
            Keyword(name="Eyes on the Prize", value="Steady"),
            "Eyes on the Prize: Steady",
            "Eyes on the Prize : Aguerri",
            "Eyes on the Prize: Steady",
        ),
    ],
)
def test_a_keyword_with_its_value(keyword: Keyword, english: str, french: str, polish: str) -> None:
    assert keyword_label(keyword, "en", catalog()) == english
    assert keyword_label(keyword, "fr", catalog()) == french
    assert keyword_label(keyword, "pl", catalog()) == polish


def test_a_value_names_a_card_by_its_name_in_the_language_else_in_english() -> None:
    assert value_text("Rebel Troopers", "fr", catalog()) == "Soldats Rebelles"
    assert value_text("Rebel Troopers", "pl", catalog()) == "Rebel Troopers"
    assert value_text("Clan Wren Veterans", "fr", catalog()) == "Clan Wren Veterans"
    assert value_text("Nothing Anyone Knows", "fr", catalog()) == "Nothing Anyone Knows"
    assert value_text(None, "fr") == value_text(True, "fr") == ""


def test_card_names_fall_back_to_english() -> None:
    vader = catalog().get("unit-darth-vader-dark-lord-of-the-sith")
    leia = catalog().get("unit-leia-organa-fearless-and-inventive")
    assert vader is not None and leia is not None
    assert terms.card_name(vader, "fr") == "Dark Vador"
    assert vader.title is not None and vader.title.get("fr") == "Seigneur Noir des Sith"
    assert terms.card_name(vader, "pl") == terms.card_name(vader, "en") == "Darth Vader"
    assert terms.card_name(leia, "fr") == "Leia Organa"
    assert leia.title is not None and leia.title.get("fr") == "Fearless and Inventive"


def test_weapon_names_fall_back_to_english() -> None:
    vader = catalog().get("unit-darth-vader-dark-lord-of-the-sith")
    assert vader is not None
    (saber,) = vader.weapons
    assert terms.weapon_name(saber, "fr") == "Sabre laser de Vador"
    assert terms.weapon_name(saber, "pl") == "Vader's Lightsaber"
    assert terms.weapon_name(Weapon(name="Bare Hands"), "fr") == "Bare Hands"


def test_french_seed_names_in_the_pack() -> None:
    names = {card.id: card.name.get("fr") for card in catalog().cards.values()}
    assert names["unit-rebel-troopers"] == "Soldats Rebelles"
    assert names["unit-at-st"] == "TR-TT"
    assert names["command-standing-orders"] == "Tenir la Position"
    assert names["upgrade-force-choke"] == "Strangulation de la Force"
    assert names["unit-stormtroopers"] == "Stormtroopers"


def test_violations_name_keywords_and_types_in_the_language() -> None:
    army = legal_army()
    army.units += [ArmyUnit(COMMANDOS), ArmyUnit(STRIKE_TEAM)]
    (missing,) = [v for v in validate(army, catalog()) if v.code == "MANDATORY_UPGRADE_MISSING"]
    assert missing.message("en").endswith("must equip Heavy Weapon (Heavy Weapon Team).")
    assert missing.message("fr").endswith("d'Arme lourde (Équipe avec arme lourde).")
    assert "Heavy Weapon Team" in missing.message("pl")
    assert MESSAGES["MANDATORY_UPGRADE_MISSING"] == missing.template


def test_a_command_card_s_owner_is_named_in_the_language() -> None:
    army = legal_army()
    army.command_hand[-2] = "command-new-ways-to-motivate-them"
    found = [v for v in validate(army, catalog()) if v.code == "COMMAND_CARD_OWNER_MISSING"]
    assert found
    french = found[0].message("fr")
    assert "Nouvelle Technique de Motivation" in french and "Dark Vador" in french
    assert "Darth Vader" in found[0].message("en")


def test_a_detachment_s_parent_is_named_in_the_language() -> None:
    army = legal_army()
    army.units.append(ArmyUnit("unit-df-90-mortar-trooper"))
    army.faction = "empire"
    found = [v for v in validate(army, catalog()) if v.code == "DETACHMENT_PARENT_MISSING"]
    assert found
    assert "Soldat avec Mortier DF-90" in found[0].message("fr")
    assert "Shoretroopers" in found[0].message("fr")
    assert "DF-90 Mortar Trooper" in found[0].message("pl")
    assert TROOPERS in {unit.unit for unit in army.units}


def test_the_totals_name_the_format_and_ranks_in_the_language() -> None:
    army = legal_army()
    army.format = "grand-army"
    system = LegionSystem()
    totals = system.totals(document_for(army), catalog())
    french = system.totals_lines(totals, "fr")
    assert french[0].startswith("Points : 215 sur 1600 (Grande armée)")
    assert "Troupiers 3" in french[1]
    assert system.totals_lines(totals, "pl")[0].endswith("(Wielka armia)")


@given(random_armies())
@settings(max_examples=examples(60), deadline=None)
def test_every_violation_reads_in_each_language(army: Army) -> None:
    for violation in validate(army, catalog()):
        for language in ("en", "fr", "pl"):
            message = violation.message(language)
            assert message and "{" not in message, (language, message)
