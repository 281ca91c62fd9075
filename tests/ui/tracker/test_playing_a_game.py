"""Playing a game through the tracker's widgets: the New game dialog, several turns, undo and
redo, closing, and resuming from the Games list with the same state."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QPushButton

from app.systems.shatterpoint.tracker import SHATTERPOINT_CARD
from app.tracker.game import Game
from tests.ui.tracker.conftest import when_modal
from ui.systems.shatterpoint.tracker.dice import DiceRow
from ui.systems.shatterpoint.tracker.struggle_card_dialog import StruggleCardDialog
from ui.systems.shatterpoint.tracker.tracker_view import TrackerView
from ui.tracker.games_model import GamesModel
from ui.tracker.games_page import GamesPage
from ui.tracker.new_game_dialog import NewGameDialog


def click(qtbot, button: QPushButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def games_page(gui, qtbot) -> GamesPage:
    gui.window.show_page("games")
    page = gui.window.pages["games"]
    assert isinstance(page, GamesPage)
    qtbot.waitUntil(page.isVisible)
    return page


def fill_new_game(qtbot, dialog: NewGameDialog) -> None:
    first, second = dialog.players
    qtbot.keyClicks(first.name_edit, "Anna")
    qtbot.keyClicks(second.name_edit, "Bartek")
    first.team_combo.setCurrentIndex(first.team_combo.findText("Republic Strike"))
    second.team_combo.setCurrentIndex(second.team_combo.findText("Shadow Collective"))
    assert first.summary.text() == "This strike team is legal."
    options = dialog.options
    click(qtbot, options.roll_button)
    assert options.dice_area.isVisible()
    rows = options.dice_area.findChildren(DiceRow)
    assert len(rows) >= 2 and all(len(row.faces) == 5 for row in rows)
    winner = options.first_group.checkedId()
    name = ("Anna", "Bartek")[winner]
    assert options.roll_result.text().endswith(f"{name} goes first.")
    click(qtbot, options.first_radios[1 - winner])  # entered by hand instead: the roll is gone
    assert options.roll is None and not options.dice_area.isVisible()
    if options.first_group.checkedId() != 0:
        click(qtbot, options.first_radios[0])
    assert options.first_group.checkedId() == 0
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))


def reveal_struggle_card(active: list[int]):
    def handle(dialog: StruggleCardDialog) -> None:
        assert isinstance(dialog, StruggleCardDialog)
        for index in active:
            dialog.boxes[index].setChecked(True)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    return handle


def activate(qtbot, view: TrackerView, player: int) -> str:
    """Reveals order cards until a unit activates; returns its id."""
    deck = view.columns[player].deck
    click(qtbot, deck.reveal_button)
    state = view.state
    revealed = state.decks[player].revealed
    if revealed == SHATTERPOINT_CARD:
        assert deck.pick_button.isVisible()
        action = deck.pick_menu.actions()[0]
        action.trigger()  # the menu entry for the first unit
    else:
        click(qtbot, deck.activate_button)
    activation = view.state.activation
    assert activation is not None and activation.player == player
    return activation.unit


def test_a_game_played_through_the_widgets_resumes_where_it_stopped(gui, qtbot, saved_rosters):
    page = games_page(gui, qtbot)
    assert page.list_stack.currentWidget() is page.empty

    problems = when_modal(qtbot, lambda dialog: fill_new_game(qtbot, dialog))
    click(qtbot, page.new_button)
    assert problems == []
    view = page.tracker
    assert isinstance(view, TrackerView)
    assert view.state.setup.players[0].name == "Anna"
    assert view.state.setup.first_player == 0

    # Turn 1 (Anna): the Phase I card makes objectives 1 and 2 active.
    problems = when_modal(qtbot, reveal_struggle_card([0, 1]))
    click(qtbot, view.start_turn_button)
    assert problems == []
    assert [o.active for o in view.state.objectives][:3] == [True, True, False]
    unit = activate(qtbot, view, 0)
    assert view.turn_bar.heading.text().startswith("Turn 1 — Anna activates")
    click(qtbot, view.turn_bar.action_buttons["move"])
    assert view.state.activation.actions == ["move"]

    # Anna wounds Lord Maul: the damage bar fills, and Anna gains momentum.
    maul = view.columns[1].panels["1:lord-maul"]
    for _ in range(maul.view.stamina):
        click(qtbot, maul.plus_button)
    assert maul.view.wounded == 1
    assert maul.status.text() == "Wounded"
    assert sorted(view.track.view.momentum[0]) == [7, 8]

    # Anna holds objective 1 at the end of her turn (no struggle move on the first turn).
    click(qtbot, view.objectives.controller_buttons[0])
    assert view.objectives.controller_buttons[0].text() == "Anna"
    click(qtbot, view.turn_bar.end_activation_button)
    click(qtbot, view.turn_bar.end_turn_button)
    assert view.state.objectives[0].controller == 0
    assert view.track.view.token == 0

    # Turn 2 (Bartek) holds objective 2; the token moves toward Bartek, then toward Anna.
    activate(qtbot, view, 1)
    click(qtbot, view.objectives.controller_buttons[1])
    click(qtbot, view.objectives.controller_buttons[1])
    assert view.objectives.controller_buttons[1].text() == "Bartek"
    click(qtbot, view.turn_bar.end_turn_button)
    assert view.state.turn == 2
    assert view.track.view.token == 1  # one space toward Bartek's side

    activate(qtbot, view, 0)
    click(qtbot, view.turn_bar.end_turn_button)
    assert view.state.turn == 3
    assert view.track.view.token == 0  # Anna's objective pulls it back to the centre
    centre_momentum = [sorted(m) for m in view.state.struggle.momentum]
    assert centre_momentum[1] == [7, 8]  # on 0 both players gain momentum

    # Undo the end of turn 3, then redo it, by the keyboard.
    gui.window.activateWindow()
    qtbot.waitUntil(gui.window.isActiveWindow)
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert view.state.step > 0 and view.state.turn == 3
    assert view.track.view.token == 1
    click(qtbot, view.redo_button)
    assert view.track.view.token == 0
    assert view.log_model.rowCount() == len(view.game.log_entries("en"))
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(
        view,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert view.track.view.token == 0
    saved = view.state.to_json()
    game_id = view.game.id
    assert unit

    # Close the page: the list shows the game in progress, and it resumes as it was.
    click(qtbot, view.back_button)
    assert page.tracker is None
    assert page.list_stack.currentWidget() is page.table
    assert page.proxy.rowCount() == 1
    status = page.proxy.index(0, GamesModel.COLUMNS.index("status")).data()
    assert status == "In progress"
    assert Game.load(gui.workspace.db, game_id).state.to_json() == saved
    qtbot.keyClicks(page.search, "nobody here")
    assert page.proxy.rowCount() == 0
    page.search.clear()
    qtbot.keyClicks(page.search, "shadow coll")
    assert page.proxy.rowCount() == 1
    qtbot.waitUntil(page.table.isVisible)
    rect = page.table.visualRect(page.proxy.index(0, 0))
    qtbot.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.resume_button.isEnabled()
    qtbot.mouseDClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    resumed = page.tracker
    assert isinstance(resumed, TrackerView)
    assert resumed.state.to_json() == saved
    assert resumed.log_model.rowCount() == len(resumed.game.log_entries("en"))
    maul = resumed.columns[1].panels["1:lord-maul"].view
    assert maul.wounded + maul.injured == 1
