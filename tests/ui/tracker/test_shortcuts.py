"""The common actions from the keyboard: R reveals, A activates, 1–6 take actions, E ends the
activation, T ends the turn, F1 lists them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from app.systems.shatterpoint.tracker import SHATTERPOINT_CARD
from tests.ui.tracker.conftest import when_modal
from tests.ui.tracker.test_languages import start
from ui.systems.shatterpoint.tracker.shortcuts import SHORTCUTS, ShortcutsDialog
from ui.systems.shatterpoint.tracker.struggle_card_dialog import StruggleCardDialog


def test_a_turn_played_from_the_keyboard(gui, qtbot):
    page = start(gui, qtbot)
    view = page.tracker
    assert view is not None
    gui.window.activateWindow()
    qtbot.waitUntil(gui.window.isActiveWindow)

    def card(dialog: StruggleCardDialog) -> None:
        dialog.boxes[1].setChecked(True)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    problems = when_modal(qtbot, card)
    qtbot.keyClick(view, Qt.Key.Key_R)  # starts turn 1 (after the struggle card) and reveals
    assert problems == []
    gui.window.activateWindow()  # the offscreen platform does not hand focus back by itself
    qtbot.waitUntil(gui.window.isActiveWindow)
    deck = view.state.decks[1]
    assert view.state.turn == 1 and deck.revealed is not None
    if deck.revealed == SHATTERPOINT_CARD:
        view.columns[1].deck.pick_menu.actions()[0].trigger()
    else:
        qtbot.keyClick(view, Qt.Key.Key_A)
    assert view.state.activation is not None
    qtbot.keyClick(view, Qt.Key.Key_1)
    qtbot.keyClick(view, Qt.Key.Key_6)
    assert view.state.activation.actions == ["move", "take_cover"]
    qtbot.keyClick(view, Qt.Key.Key_E)
    assert view.state.activation.ended
    qtbot.keyClick(view, Qt.Key.Key_T)
    assert view.state.step == 0 and view.state.turn == 1

    def listed(dialog: ShortcutsDialog) -> None:
        assert isinstance(dialog, ShortcutsDialog)
        assert dialog.table.rowCount() == len(SHORTCUTS)
        assert dialog.table.item(0, 0).text() == "R"
        dialog.reject()

    problems = when_modal(qtbot, listed)
    qtbot.keyClick(view, Qt.Key.Key_F1)
    assert problems == []
