"""The command card played, shown at the table with its pips and its owner (a character's
card, or any commander's), driven through the tracker's widgets."""

from __future__ import annotations

from app import systems
from tests.legion.test_command_cards import two_commanders
from tests.legion.tracker_helpers import LEIA
from tests.legion.ui.test_tracker_window import click, games_page, start_game
from ui.systems.legion.tracker.tracker_view import LegionTrackerView

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


def test_the_window_offers_no_card_of_a_defeated_character(gui, qtbot):
    """FR « Cartes Commandement »: « Si un personnage d'un joueur est vaincu, aucune carte
    Commandement spécifique à ce personnage ne peut être jouée »."""
    page = games_page(gui, qtbot)
    page.start_game(systems.tracked("legion"), two_commanders())
    view = page.tracker
    assert isinstance(view, LegionTrackerView)
    click(qtbot, view.battle_button)
    click(qtbot, view.deploy_button)
    anna = view.columns[0]
    assert anna.card_combo.findData(LEIAS_CARD) >= 0
    leia = anna.rows[LEIA]
    leia.defeat_action.trigger()  # the row's Tokens menu: "Unit defeated"
    assert view.state.players[0].unit(LEIA).defeated
    offered = [anna.card_combo.itemData(i) for i in range(anna.card_combo.count())]
    assert LEIAS_CARD not in offered and "command-push" in offered
    assert "command-standing-orders" in offered
