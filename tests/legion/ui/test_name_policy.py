"""Card names follow one policy the player chooses in Settings, "in my language where known"
or "always in English", and no row of the builder mixes the two languages."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app import i18n
from app.systems.legion.army import Army, ArmyUnit, document_for
from app.systems.legion.catalog import Card
from app.systems.legion.terms import name_known
from tests.legion.big_army import big_army
from tests.legion.test_rules import OFFICER, TROOPERS
from ui.systems.legion.card_list import Column

SEP = ", "


def full_name(card: Card, language: str) -> str:
    title = f"{SEP}{card.title.get(language)}" if card.title is not None else ""
    return card.name.get(language) + title


def shown_languages(widget, entry: int, language: str) -> set[str]:
    """The languages the names of a unit row are shown in (a name the same in both counts
    for neither)."""
    row, unit = widget.row(entry), widget.army.units[entry - 1]
    catalog = widget.catalog
    shown = [(catalog.get(unit.unit), row.view.name)]
    for button in row.slot_buttons:
        if button.view.upgrade:
            shown.append((catalog.get(button.view.upgrade), button.view.filled_text))
    found = set()
    for card, text in shown:
        english, translated = full_name(card, "en"), full_name(card, language)
        if english == translated:
            continue
        assert text in (english, translated), text
        found.add("en" if text == english else language)
    return found


def test_no_row_of_the_builder_mixes_languages(legion_editor, languages):
    widget = legion_editor
    for language in ("fr", "pl"):
        languages.apply(language)
        army = big_army(widget.catalog)
        army.units.append(ArmyUnit(TROOPERS))  # every name known in French: French
        army.units.append(ArmyUnit(TROOPERS, [OFFICER]))  # an upgrade without one: English
        widget.editor.load(document_for(army, "Echo Base"), None)
        for entry in range(1, len(army.units) + 1):
            assert len(shown_languages(widget, entry, language)) <= 1, (language, entry)
    languages.apply("fr")
    troopers = len(widget.army.units) - 1
    assert widget.row(troopers).view.name == "Soldats Rebelles"
    assert widget.row(troopers + 1).view.name == "Rebel Troopers"
    assert widget.row(troopers + 1).slot_button("personnel", 0).view.filled_text == (
        "Rebel Officer"
    )


def test_always_english_and_the_catalogue_says_which_names_are_english(legion_editor, languages):
    widget = legion_editor
    languages.apply("fr")
    widget.editor.load(document_for(Army(units=[ArmyUnit(TROOPERS)]), "x"), None)
    cards = widget.card_list
    proxy = cards.proxy
    officer = "unit-rebel-officer-fighting-for-freedom"
    assert not name_known(widget.catalog.get(officer), "fr")
    tip = proxy.index(proxy.row_of(officer), Column.NAME).data(Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("Aucun nom français")
    troopers = proxy.index(proxy.row_of(TROOPERS), Column.NAME)
    assert troopers.data() == "Soldats Rebelles"
    try:
        i18n.set_card_names_in_english(True)
        languages.apply("fr")  # what the Settings page does after the choice
        assert widget.row(1).view.name == "Rebel Troopers"
        assert proxy.index(proxy.row_of(TROOPERS), Column.NAME).data() == "Rebel Troopers"
        tip = proxy.index(proxy.row_of(officer), Column.NAME).data(Qt.ItemDataRole.ToolTipRole)
        assert not (tip or "").startswith("Aucun nom")  # English by choice, not for want
    finally:
        i18n.set_card_names_in_english(False)
        languages.apply("en")


def test_the_settings_page_keeps_the_choice(gui, qtbot):
    gui.window.show_page("settings")
    combo = gui.window.settings_page.card_names_combo
    assert combo.currentText() == "In my language where known"
    combo.setFocus()
    try:
        qtbot.keyClick(combo, Qt.Key.Key_Down)
        assert combo.currentText() == "Always in English"
        assert gui.workspace.prefs.card_names_in_english
        assert i18n.card_name_language("fr") == "en"
    finally:
        qtbot.keyClick(combo, Qt.Key.Key_Up)
    assert not gui.workspace.prefs.card_names_in_english and i18n.card_name_language("fr") == "fr"
