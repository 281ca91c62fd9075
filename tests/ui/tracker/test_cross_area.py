"""A player crossing from one area to another: a finished game reaches a campaign even when
none exists yet, the games list filters on finished games, the log grows for the far side of
the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QInputDialog

from app.campaign.campaigns import campaign_by_name, list_campaigns
from app.campaign.games import games
from tests.ui.tracker.conftest import when_modal
from tests.ui.tracker.test_languages import start
from ui.systems.shatterpoint.tracker.end_game_dialog import EndGameDialog
from ui.systems.shatterpoint.tracker.tracker_view import TrackerView
from ui.tracker.games_model import GamesModel
from ui.tracker.games_page import GamesPage
from ui.tracker.new_game_dialog import NewGameDialog


def end_game(qtbot, view: TrackerView, winner: str) -> None:
    problems: list[str] = []

    def concede(dialog: EndGameDialog) -> None:
        dialog.reason_combo.setCurrentIndex(dialog.reason_combo.findData("agreed"))
        dialog.player_combo.setCurrentIndex(dialog.player_combo.findText(winner))
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    problems += when_modal(qtbot, concede)
    qtbot.mouseClick(view.end_game_button, Qt.MouseButton.LeftButton)
    assert problems == []
    assert view.state.finished


def test_a_finished_game_creates_its_first_campaign_inline(gui, qtbot):
    db = gui.workspace.db
    assert list_campaigns(db) == []
    page = start(gui, qtbot)
    view = page.tracker
    assert view is not None
    end_game(qtbot, view, "Bartek")
    assert view.result.campaign_button.isVisible()

    def name_it(dialog: QInputDialog) -> None:
        assert isinstance(dialog, QInputDialog)
        assert "no campaign" in dialog.labelText()
        dialog.setTextValue("Friday League")
        dialog.accept()

    problems = when_modal(qtbot, name_it)
    qtbot.mouseClick(view.result.campaign_button, Qt.MouseButton.LeftButton)
    assert problems == []
    campaign = campaign_by_name(db, "Friday League")
    assert campaign.system == "shatterpoint"
    recorded = games(db, campaign.id)
    assert [game.tracked_game_id for game in recorded] == [view.game.id]
    assert not view.result.campaign_button.isVisible()
    assert "Recorded in the campaign Friday League." in view.result.details.text()


def test_cancelling_the_new_campaign_creates_nothing(gui, qtbot):
    page = start(gui, qtbot)
    view = page.tracker
    assert view is not None
    end_game(qtbot, view, "Anna")
    problems = when_modal(qtbot, lambda dialog: dialog.reject())
    qtbot.mouseClick(view.result.campaign_button, Qt.MouseButton.LeftButton)
    assert problems == []
    assert list_campaigns(gui.workspace.db) == []
    assert view.result.campaign_button.isVisible()
    assert isinstance(page, GamesPage)


def test_the_games_list_filters_unfinished_and_finished_games(gui, qtbot):
    page = start(gui, qtbot)
    finished = page.tracker
    assert finished is not None
    end_game(qtbot, finished, "Anna")
    qtbot.mouseClick(finished.back_button, Qt.MouseButton.LeftButton)
    start(gui, qtbot)
    assert page.tracker is not None
    qtbot.mouseClick(page.tracker.back_button, Qt.MouseButton.LeftButton)
    assert page.proxy.rowCount() == 2

    combo = page.status_filter
    assert [combo.itemText(row) for row in range(combo.count())] == [
        "All games",
        "Unfinished games",
        "Finished games",
    ]
    status = GamesModel.COLUMNS.index("status")
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert page.proxy.rowCount() == 1
    assert page.proxy.index(0, status).data() == "In progress"
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert page.proxy.rowCount() == 1
    assert page.proxy.index(0, status).data() == "Finished"
    qtbot.keyClick(page.search, Qt.Key.Key_Z)  # the search still narrows the filtered list
    assert page.proxy.rowCount() == 0

    # The choice is remembered by the next Games page.
    gui.languages.apply("fr")
    assert combo.currentText() == "Parties terminées"
    # The combo's width follows its texts in each language (they arrive after it is built).
    assert combo.width() >= combo.fontMetrics().horizontalAdvance("Parties terminées")
    again = GamesPage(gui.workspace, None, page.ui_settings)
    qtbot.addWidget(again)
    assert again.status_filter.currentData() == "finished"
    assert again.proxy.rowCount() == 1


def test_the_log_zooms_with_the_keyboard_and_remembers_it(gui, qtbot):
    page = start(gui, qtbot)
    view = page.tracker
    assert view is not None
    gui.window.activateWindow()
    qtbot.waitUntil(gui.window.isActiveWindow)
    view.setFocus()
    normal = view.log_view.font().pointSizeF()
    qtbot.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    larger = view.log_view.font().pointSizeF()
    assert larger > normal * 1.25
    qtbot.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert normal < view.log_view.font().pointSizeF() < larger

    # The next game opens with the same log size; Ctrl+0 gives the normal size back.
    qtbot.mouseClick(view.back_button, Qt.MouseButton.LeftButton)
    start(gui, qtbot)
    again = page.tracker
    assert again is not None and again is not view
    assert again.log_zoom == 1
    assert again.log_view.font().pointSizeF() > normal
    again.setFocus()
    qtbot.keyClick(again, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert again.log_view.font().pointSizeF() == normal
    assert page.ui_settings.value("tracker/log_zoom") in (0, "0")


def test_the_builder_plays_its_strike_team_on_the_games_page(gui, qtbot, saved_rosters):
    gui.window.show_page("builder")
    builder = gui.window.pages["builder"].current
    qtbot.waitUntil(builder.isVisible)
    builder.recent_menu.aboutToShow.emit()
    shadow = next(a for a in builder.recent_menu.actions() if a.text() == "Shadow Collective")
    shadow.trigger()
    assert builder.editor.document.name == "Shadow Collective"
    seen: dict[str, object] = {}

    def inspect(dialog: NewGameDialog) -> None:
        assert isinstance(dialog, NewGameDialog)
        seen["first"] = dialog.players[0].team_combo.currentText()
        seen["second"] = dialog.players[1].team_combo.currentText()
        seen["teams"] = dialog.rosters_model.rowCount()
        dialog.reject()

    problems = when_modal(qtbot, inspect)
    toolbar_button = builder.toolbar.widgetForAction(builder.play_action)
    assert builder.play_action.text() == "Play a game…" and toolbar_button.isVisible()
    qtbot.mouseClick(toolbar_button, Qt.MouseButton.LeftButton)
    assert problems == []
    # The saved team is chosen (not a second copy); the other player gets the other team.
    assert seen == {"first": "Shadow Collective", "second": "Republic Strike", "teams": 2}
    assert gui.window.current_page_key() == "games"

    # A team never saved is offered as it stands on screen.
    gui.window.show_page("builder")
    builder.new_action.trigger()
    QTest.keyClicks(builder.name_edit, "Draft")
    problems = when_modal(qtbot, inspect)
    qtbot.mouseClick(toolbar_button, Qt.MouseButton.LeftButton)
    assert problems == []
    assert seen == {"first": "Draft", "second": "Republic Strike", "teams": 3}
    builder.save()  # nothing left unsaved for the window to ask about when the test closes it


def test_a_first_new_game_says_where_strike_teams_come_from(gui, qtbot):
    page = gui.window.pages["games"]
    dialog = NewGameDialog(gui.workspace, page)
    qtbot.addWidget(dialog)
    box = dialog.players[0]
    assert box.team_combo.count() == 0
    assert box.summary.text().startswith("No saved strike team yet: build one in the Builder")
    gui.languages.apply("pl")
    assert box.summary.text().startswith("Nie masz jeszcze zapisanej grupy uderzeniowej")


def test_the_games_list_says_each_rows_game_and_filters_by_game(gui, qtbot):
    page = start(gui, qtbot)
    assert page.tracker is not None
    qtbot.mouseClick(page.tracker.back_button, Qt.MouseButton.LeftButton)
    game = GamesModel.COLUMNS.index("game")
    assert page.proxy.headerData(game, Qt.Orientation.Horizontal) == "Game"
    # The game's short name and icon (ui/widgets/game_column.py, shared with Campaigns).
    assert page.proxy.index(0, game).data() == "Shatterpoint"
    assert not page.proxy.index(0, game).data(Qt.ItemDataRole.DecorationRole).isNull()
    assert page.proxy.index(0, game).data(Qt.ItemDataRole.ToolTipRole) == "Star Wars: Shatterpoint"
    combo = page.game_filter
    assert combo.itemText(0) == "Every game" and combo.count() == 5  # every game, then four
    legion = combo.findData("legion")
    combo.setCurrentIndex(legion)
    assert page.proxy.rowCount() == 0  # no Legion game yet
    combo.setCurrentIndex(combo.findData("shatterpoint"))
    assert page.proxy.rowCount() == 1
    # The column sorts, and speaks the player's language.
    page.table.sortByColumn(game, Qt.SortOrder.AscendingOrder)
    gui.languages.apply("fr")
    assert page.proxy.headerData(game, Qt.Orientation.Horizontal) == "Jeu"
    assert combo.itemText(0) == "Tous les jeux"
    gui.languages.apply("en")
    # The choice is remembered by the next Games page.
    again = GamesPage(gui.workspace, None, page.ui_settings)
    qtbot.addWidget(again)
    assert again.game_filter.currentData() == "shatterpoint"
