"""A game left unfinished resumes after Muster restarts, exactly where it stopped."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.tracker.test_languages import start
from tests.ui.tracker.test_struggles import play_turn, reveal_card
from ui.application import Gui
from ui.tracker.games_page import GamesPage


def test_an_unfinished_game_resumes_after_a_restart(qtbot, muster_home):
    first = Gui()
    qtbot.addWidget(first.window)
    assert first.start()
    page = start(first, qtbot)
    view = page.tracker
    assert view is not None
    reveal_card(qtbot, view, [0, 1])
    play_turn(qtbot, view, 1, control=2)  # Bartek holds objective 1
    maul = view.columns[1].panels["1:lord-maul"]
    qtbot.mouseClick(maul.plus_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.columns[0].force.spend_button, Qt.MouseButton.LeftButton)
    saved = view.state.to_json()
    log = [view.log_model.index(row).data() for row in range(view.log_model.rowCount())]
    first.window.close()
    first.workspace.close()

    second = Gui()
    qtbot.addWidget(second.window)
    assert second.start()
    second.window.show_page("games")
    again = second.window.pages["games"]
    assert isinstance(again, GamesPage)
    qtbot.waitUntil(again.isVisible)
    assert again.proxy.rowCount() == 1
    again.table.setFocus()
    again.table.selectRow(0)
    second.window.activateWindow()
    qtbot.waitUntil(second.window.isActiveWindow)
    qtbot.keyClick(again.table, Qt.Key.Key_Return)
    resumed = again.tracker
    assert resumed is not None
    assert resumed.state.to_json() == saved
    assert [resumed.log_model.index(r).data() for r in range(resumed.log_model.rowCount())] == log
    assert resumed.columns[1].panels["1:lord-maul"].view.damage == 1
    assert resumed.objectives.controller_buttons[0].text() == "Bartek"
    second.workspace.close()
