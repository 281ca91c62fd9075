"""The end of a game: the result is shown and stored, and the game can join a campaign once."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

from app.campaign.campaigns import campaign_by_name, create_campaign
from app.campaign.games import games
from app.tracker.game import list_games
from tests.ui.tracker.conftest import when_modal
from tests.ui.tracker.test_languages import start
from ui.systems.shatterpoint.tracker.end_game_dialog import EndGameDialog
from ui.tracker.games_model import GamesModel


def test_ending_a_game_shows_and_stores_the_result_and_adds_it_to_a_campaign(gui, qtbot):
    db = gui.workspace.db
    create_campaign(db, "Winter League", "shatterpoint")
    page = start(gui, qtbot)
    view = page.tracker
    assert view is not None and not view.result.isVisible()

    def concede(dialog: EndGameDialog) -> None:
        # One dialog: why, and who concedes; its button ends the game, no second question.
        assert isinstance(dialog, EndGameDialog)
        dialog.reason_combo.setCurrentIndex(dialog.reason_combo.findData("conceded"))
        assert dialog.player_label.text() == "Who concedes"
        assert dialog.player_combo.count() == 2  # a concession is no draw
        dialog.player_combo.setCurrentIndex(dialog.player_combo.findText("Anna"))
        assert dialog.end_button.text() == "End the game"
        qtbot.mouseClick(dialog.end_button, Qt.MouseButton.LeftButton)

    problems: list[str] = []
    problems += when_modal(qtbot, concede)
    qtbot.mouseClick(view.end_game_button, Qt.MouseButton.LeftButton)
    assert problems == []
    assert view.state.finished and view.state.winner == 1
    # The result replaces the board: no unit panel nor turn bar is left on screen.
    assert view.result.isVisible() and view.board.currentWidget() is view.result_page
    assert not view.turn_bar.isVisible()
    assert not any(panel.isVisible() for c in view.columns for panel in c.panels.values())
    assert view.result.title.text() == "Bartek wins"
    assert view.result.reason.text() == "Anna conceded."
    assert "Struggles: Anna 0 – 0 Bartek" in view.result.details.text()
    assert view.result_log.isVisible() and view.result_log.model().rowCount() > 0
    assert view.turn_bar.heading.text() == "Game over: Bartek wins"
    assert not view.turn_bar.end_turn_button.isEnabled()
    stored = list_games(db)[0]
    assert stored.status == "finished" and stored.winner_name == "Bartek"

    def choose_campaign(dialog: QInputDialog) -> None:
        assert isinstance(dialog, QInputDialog)
        assert dialog.comboBoxItems() == ["Winter League"]
        dialog.accept()

    assert view.result.campaign_button.isVisible()
    problems += when_modal(qtbot, choose_campaign)
    qtbot.mouseClick(view.result.campaign_button, Qt.MouseButton.LeftButton)
    assert problems == []
    campaign = campaign_by_name(db, "Winter League")
    recorded = games(db, campaign.id)
    assert len(recorded) == 1
    assert recorded[0].tracked_game_id == view.game.id
    assert recorded[0].source == "tracker"
    assert recorded[0].winner_name() == "Bartek"
    assert "Recorded in the campaign Winter League." in view.result.details.text()
    assert not view.result.campaign_button.isVisible()

    # Undo takes the end of the game back; the list then shows it in progress again.
    qtbot.mouseClick(view.undo_button, Qt.MouseButton.LeftButton)
    assert not view.state.finished and not view.result.isVisible()
    assert view.turn_bar.isVisible() and view.columns[1].panels["1:lord-maul"].isVisible()
    qtbot.mouseClick(view.back_button, Qt.MouseButton.LeftButton)
    status = page.proxy.index(0, GamesModel.COLUMNS.index("status")).data()
    assert status == "In progress"


def test_deleting_a_game_asks_first(gui, qtbot):
    page = start(gui, qtbot)
    assert page.tracker is not None
    qtbot.mouseClick(page.tracker.back_button, Qt.MouseButton.LeftButton)
    page.table.selectRow(0)

    def answer(button: QMessageBox.StandardButton):
        def handle(box: QMessageBox) -> None:
            assert isinstance(box, QMessageBox)
            assert "Anna – Bartek" in box.text()
            box.button(button).click()

        return handle

    problems = when_modal(qtbot, answer(QMessageBox.StandardButton.No))
    qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    assert problems == [] and page.proxy.rowCount() == 1
    problems = when_modal(qtbot, answer(QMessageBox.StandardButton.Yes))
    qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    assert problems == []
    assert page.proxy.rowCount() == 0 and list_games(gui.workspace.db) == []
    assert page.list_stack.currentWidget() is page.empty
