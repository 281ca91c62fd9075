"""No printed row mixes languages: a unit's entry on the army sheet (its name, title and
upgrades) and each printed card speak the player's language where the pack knows every name
of the row, else English throughout."""

from __future__ import annotations

from app.systems.legion.army import ArmyUnit, document_for
from app.systems.legion.print_layout import LegionPrintLayout
from app.systems.legion.terms import name_known, names_language
from tests.legion.big_army import big_army
from tests.legion.test_rules import OFFICER, TROOPERS, catalog

LAYOUT = LegionPrintLayout()


def test_each_unit_entry_of_the_army_sheet_is_in_one_language() -> None:
    army = big_army(catalog())
    army.units += [ArmyUnit(TROOPERS), ArmyUnit(TROOPERS, [OFFICER])]
    sheet = LAYOUT.roster_sheet(document_for(army, "Echo Base"), catalog(), "fr")
    entries = [entry for group in sheet.groups for entry in group.entries if entry.figures]
    expected = set()
    for unit in army.units:
        cards = [catalog().get(card_id) for card_id in unit.card_ids()]
        shown = names_language([c for c in cards if c is not None], "fr")
        title = cards[0].title.get(shown) if cards[0].title else ""
        upgrades = ", ".join(card.name.get(shown) for card in cards[1:])
        subtitle = " · ".join(part for part in (title, upgrades) if part)
        expected.add((cards[0].name.get(shown), subtitle))
    assert len(entries) == len(army.units)
    assert {(entry.title, entry.subtitle) for entry in entries} == expected
    titles = [entry.title for entry in entries]
    assert "Soldats Rebelles" in titles  # every name known in French
    assert "Rebel Troopers" in titles  # with the Rebel Officer, not known in French


def test_a_printed_card_has_its_name_and_title_in_one_language() -> None:
    for card in catalog().cards.values():
        face = LAYOUT.card_face(card, catalog(), "fr")
        shown = names_language((card,), "fr")
        assert face.title == card.name.get(shown)
        assert face.subtitle == (card.title.get(shown) if card.title else "")


def test_the_terms_table_in_docs_lists_todays_words() -> None:
    from app.i18n import translate
    from app.resources import project_root
    from app.systems.legion import terms

    table = (project_root() / "docs" / "legion-terms.md").read_text(encoding="utf-8")
    for words in (terms.RANK_NAMES, terms.UPGRADE_TYPE_NAMES, terms.CATEGORY_NAMES):
        for english in words.values():
            row = f"| {english} | {translate('Legion', english, 'fr')} |"
            assert row in table and f"| {translate('Legion', english, 'pl')} |" in table, english


def test_the_text_export_keeps_a_unit_and_a_list_in_one_language() -> None:
    from app.systems.legion.text_export import to_text

    army = big_army(catalog())
    army.units = [ArmyUnit(TROOPERS), ArmyUnit(TROOPERS, [OFFICER])]
    text = to_text(document_for(army, "Echo Base"), catalog(), "fr")
    assert "Soldats Rebelles" in text  # every name of the unit known in French
    assert "Rebel Troopers" in text and "Rebel Officer" in text  # the officer has none
    # The hand holds cards without a French name: its one line is English throughout.
    assert any(not name_known(catalog().get(c), "fr") for c in army.command_hand)
    hand = next(line for line in text.splitlines() if "Standing Orders" in line)
    assert "Tenir la Position" not in text and "Embuscade" not in hand
