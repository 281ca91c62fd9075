"""No screen of Legion's tracker mixes languages within one row, in French or Polish: a row
that names several units or cards (the battle cards, a command card with its owners, the
units given orders, a line of the log) shows them all in the player's language where each has
a name in it, else all in English (the name policy of Settings, as in the builder:
tests/legion/ui/test_name_policy.py)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel

from app import i18n
from tests.legion.tracker_helpers import OFFICER, TROOPERS
from tests.legion.ui.test_tracker_ten_units import start_ten_unit_game
from tests.legion.ui.test_tracker_window import click
from ui.systems.legion.tracker.tracker_view import LegionTrackerView

REBEL_OFFICER = "unit-rebel-officer-fighting-for-freedom"  # no French name known
FLEET_TROOPERS = "unit-fleet-troopers"  # « Soldats de la Flotte »


def name_languages(view: LegionTrackerView, language: str) -> dict[str, str]:
    """Every unit and card name of the game with the language it reads in: a name known in
    ``language`` in both, one the pack does not know in it English (a name the same in both
    counts for neither)."""
    found: dict[str, str] = {}
    for player in view.state.setup.players:
        names = [unit.name for unit in player.units]
        names += [card.name for card in player.command_hand]
        names += [card.name for cards in player.battle_deck.values() for card in cards]
        for name in names:
            english, translated = name["en"], name.get(language)
            if translated is None:
                found[english] = "en"
            elif translated != english:
                found[english], found[translated] = "en", language
    return found


def rows_shown(view: LegionTrackerView) -> list[str]:
    """What reads as one row: each visible label and button, each entry of a list, the
    battle-card lists side by side, and each line of the log."""
    rows = [w.text() for w in view.findChildren(QLabel) if w.isVisible()]
    rows += [w.text() for w in view.findChildren(QAbstractButton) if w.isVisible()]
    for combo in view.findChildren(QComboBox):
        if combo.isVisible():
            rows += [combo.itemText(n) for n in range(combo.count())]
    rows.append(" | ".join(combo.currentText() for combo in view.battle_combos.values()))
    model = view.log_model
    rows += [str(model.index(n, 0).data()) for n in range(model.rowCount())]
    return rows


def assert_no_row_mixes(view: LegionTrackerView, language: str) -> None:
    names = name_languages(view, language)
    for row in rows_shown(view):
        languages = {shown for name, shown in names.items() if name in row}
        assert len(languages) <= 1, (language, row)


@pytest.mark.parametrize("language", ["fr", "pl"])
def test_no_row_of_the_tracker_mixes_languages(gui, qtbot, language):
    view = start_ten_unit_game(gui, qtbot, language)
    try:
        assert_no_row_mixes(view, language)  # the setup: the battle-card lists
        click(qtbot, view.battle_button)
        click(qtbot, view.deploy_button)
        anna, bartek = view.columns
        assert_no_row_mixes(view, language)  # the command phase: each hand's list
        anna.card_combo.setCurrentIndex(anna.card_combo.findData("command-assault"))
        click(qtbot, anna.play_button)
        bartek.card_combo.setCurrentIndex(bartek.card_combo.findData("command-ambush"))
        click(qtbot, bartek.play_button)
        click(qtbot, bartek.rows[OFFICER].order_button)
        click(qtbot, bartek.orders_button)
        # Three units a row: one with a French name, one without, one with.
        for key in (REBEL_OFFICER, TROOPERS, FLEET_TROOPERS):
            click(qtbot, anna.rows[key].order_button)
        click(qtbot, anna.orders_button)
        assert view.state.players[0].unit(FLEET_TROOPERS).order == "ordered", view.status.text()
        assert_no_row_mixes(view, language)
        if language == "fr":
            # The orders' line falls back to English whole; a row of one known name is French.
            log = [str(view.log_model.index(n, 0).data()) for n in range(view.log_model.rowCount())]
            assert any("Rebel Officer, Rebel Troopers 1, Fleet Troopers" in line for line in log)
            assert anna.rows[FLEET_TROOPERS].name.text() == "Soldats de la Flotte"
            assert bartek.card.name.text() == "Embuscade"
            # "Always in English" (Settings): every name English, the words still French.
            i18n.set_card_names_in_english(True)
            gui.languages.apply(language)
            assert anna.rows[FLEET_TROOPERS].name.text() == "Fleet Troopers"
            assert bartek.card.name.text() == "Ambush"
            assert view.heading.text().startswith("Round 1 sur 6")
            assert_no_row_mixes(view, language)
    finally:
        i18n.set_card_names_in_english(False)
        gui.languages.apply("en")
