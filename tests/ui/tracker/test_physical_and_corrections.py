"""Physical order decks (the players say which card they revealed), corrections by hand, and a
condition gained twice."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from app.roster.document import RosterDocument
from tests.ui.tracker.conftest import REPUBLIC, SHADOW, start_game, when_modal
from ui.systems.shatterpoint.tracker.corrections import DeckCorrectionDialog, UnitCorrectionDialog
from ui.systems.shatterpoint.tracker.struggle_card_dialog import StruggleCardDialog
from ui.tracker.games_page import GamesPage


def physical_game(gui, qtbot) -> GamesPage:
    gui.window.show_page("games")
    page = gui.window.pages["games"]
    assert isinstance(page, GamesPage)
    qtbot.waitUntil(page.isVisible)
    game = start_game(
        gui,
        ("Anna", "Bartek"),
        (RosterDocument.from_json(REPUBLIC.to_json()), SHADOW.copy()),
        objectives=3,
        deck_mode="physical",
        first_player=0,
    )
    assert game is not None
    return page


def test_a_physical_deck_reveals_the_card_the_player_names(gui, qtbot):
    page = physical_game(gui, qtbot)
    view = page.tracker
    assert view is not None

    def card(dialog: StruggleCardDialog) -> None:
        dialog.boxes[0].setChecked(True)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    problems = when_modal(qtbot, card)
    qtbot.mouseClick(view.start_turn_button, Qt.MouseButton.LeftButton)
    assert problems == []
    deck = view.columns[0].deck
    assert deck.reveal_button.menu() is deck.physical_menu
    names = [action.text() for action in deck.physical_menu.actions()]
    assert "CC-7567 Captain Rex" in names and "Shatterpoint card" in names
    deck.physical_menu.actions()[names.index("CC-7567 Captain Rex")].trigger()
    assert view.state.decks[0].revealed == "cc-7567-captain-rex"
    assert deck.activate_button.text() == "Activate CC-7567 Captain Rex"
    qtbot.mouseClick(deck.activate_button, Qt.MouseButton.LeftButton)
    assert view.state.activation.unit == "cc-7567-captain-rex"
    assert view.columns[0].panels["0:cc-7567-captain-rex"].view.activating


def test_corrections_and_a_condition_gained_twice_are_events(gui, qtbot):
    page = physical_game(gui, qtbot)
    view = page.tracker
    assert view is not None
    rex = view.columns[0].panels["0:cc-7567-captain-rex"]
    strained = rex.condition_buttons["strained"]
    qtbot.mouseClick(strained, Qt.MouseButton.LeftButton)
    assert strained.isChecked() and rex.view.conditions == {"strained"}
    view.gain_condition_again(rex.view.key, "strained")  # the button's right-click menu entry
    assert rex.view.damage == 1  # gaining it again deals 1 damage instead

    def correct(dialog: UnitCorrectionDialog) -> None:
        assert isinstance(dialog, UnitCorrectionDialog)
        dialog.hunker.setValue(2)
        dialog.condition_boxes["strained"].setChecked(False)
        dialog.condition_boxes["pinned"].setChecked(True)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    problems = when_modal(qtbot, correct)
    qtbot.mouseClick(rex.correct_button, Qt.MouseButton.LeftButton)
    assert problems == []
    assert rex.view.hunker == 2 and rex.view.conditions == {"pinned"}
    assert view.game.events[-1].type == "unit_corrected"
    assert view.game.events[-1].payload == {
        "player": 0,
        "unit": "cc-7567-captain-rex",
        "hunker": 2,
        "conditions": ["pinned"],
    }
    qtbot.mouseClick(view.undo_button, Qt.MouseButton.LeftButton)
    assert rex.view.hunker == 0 and rex.view.conditions == {"strained"}

    # A refused event changes nothing and says why.
    maul = view.columns[1].panels["1:lord-maul"]
    qtbot.mouseClick(maul.minus_button, Qt.MouseButton.LeftButton)  # disabled: no damage yet
    assert view.status.text() == ""
    view.change_damage(maul.view.key, -1)
    assert view.status.text() != "" and maul.view.damage == 0


def test_effects_of_abilities_are_events_of_their_own(gui, qtbot):
    page = physical_game(gui, qtbot)
    view = page.tracker
    assert view is not None
    texts = [action.text() for action in view.effects_menu.actions()]
    assert "Bartek gains momentum" in texts
    view.effect_actions["momentum-1"].trigger()
    assert sorted(view.track.view.momentum[1]) == [7, 8]
    view.effect_actions["token-0"].trigger()
    assert view.track.view.token == -1
    qtbot.mouseClick(view.columns[0].force.spend_button, Qt.MouseButton.LeftButton)
    assert view.columns[0].force.view.available == view.columns[0].force.view.total - 1
    view.effect_actions["force-0"].trigger()
    assert view.columns[0].force.view.available == view.columns[0].force.view.total
    assert [e.type for e in view.game.events][-4:] == [
        "momentum_gained",
        "struggle_token_moved",
        "force_spent",
        "force_refreshed",
    ]


def test_an_order_card_moved_by_hand_is_a_correction(gui, qtbot):
    page = physical_game(gui, qtbot)
    view = page.tracker
    assert view is not None
    before = list(view.state.decks[0].deck)

    def move(dialog: DeckCorrectionDialog) -> None:
        assert isinstance(dialog, DeckCorrectionDialog)
        combo = dialog.combos["bo-katan-kryze"]
        assert combo.currentText() == "Order deck"
        combo.setCurrentIndex(combo.findData("removed"))
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    problems = when_modal(qtbot, move)
    qtbot.mouseClick(view.columns[0].deck.correct_button, Qt.MouseButton.LeftButton)
    assert problems == []
    deck = view.state.decks[0]
    assert deck.removed == ["bo-katan-kryze"]
    assert deck.deck == [card for card in before if card != "bo-katan-kryze"]
    assert "Removed 1" in view.columns[0].deck.counts.text()
    assert view.game.events[-1].type == "deck_corrected"
