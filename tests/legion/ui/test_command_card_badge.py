"""The command card played, shown at the table with its pips and its owner (a character's
card, or any commander's), driven through the tracker's widgets."""

from __future__ import annotations

from tests.legion.tracker_helpers import LEIA
from tests.legion.ui.test_tracker_window import click, start_game

LEIAS_CARD = "command-no-time-for-sorrows"


def test_the_card_played_shows_its_pips_and_its_owner(gui, qtbot, saved_armies):
    _page, view = start_game(gui, qtbot)
    click(qtbot, view.battle_button)
    click(qtbot, view.deploy_button)
    anna, bartek = view.columns
    assert anna.card.name.text() == "Command card:" and not anna.card.pips.isVisible()
    offered = anna.card_combo.itemText(anna.card_combo.findData(LEIAS_CARD))
    assert offered == "No Time for Sorrows •• (Leia Organa)"

    anna.card_combo.setCurrentIndex(anna.card_combo.findData(LEIAS_CARD))
    click(qtbot, anna.play_button)
    assert view.game.events[-1].payload["owners"] == [LEIA]
    assert anna.card.pips.text() == "●●○○" and anna.card.pips.isVisible()
    assert anna.card.name.text() == "No Time for Sorrows"
    assert anna.card.owner.text() == "card of Leia Organa"

    bartek.card_combo.setCurrentIndex(bartek.card_combo.findData("command-assault"))
    click(qtbot, bartek.play_button)
    assert bartek.card.pips.text() == "●●●○"
    assert (bartek.card.name.text(), bartek.card.owner.text()) == ("Assault", "any commander")
    assert "Assault" in bartek.card.toolTip() and "3 pips" in bartek.card.toolTip()
