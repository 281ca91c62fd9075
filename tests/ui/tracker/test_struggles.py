"""Struggles through the widgets: a struggle won resets the track and asks for the next
struggle card; a second one wins the game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from tests.ui.tracker.conftest import when_modal
from tests.ui.tracker.test_languages import start
from tests.ui.tracker.test_playing_a_game import activate
from ui.systems.shatterpoint.tracker.corrections import StruggleCorrectionDialog
from ui.systems.shatterpoint.tracker.struggle_card_dialog import StruggleCardDialog
from ui.systems.shatterpoint.tracker.tracker_view import TrackerView


def reveal_card(qtbot, view: TrackerView, active: list[int]) -> None:
    def handle(dialog: StruggleCardDialog) -> None:
        for index in active:
            dialog.boxes[index].setChecked(True)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    problems = when_modal(qtbot, handle)
    qtbot.mouseClick(view.start_turn_button, Qt.MouseButton.LeftButton)
    assert problems == []


def play_turn(qtbot, view: TrackerView, player: int, control: int = 0) -> None:
    activate(qtbot, view, player)
    for _ in range(control):
        qtbot.mouseClick(view.objectives.controller_buttons[0], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.turn_bar.end_turn_button, Qt.MouseButton.LeftButton)


def set_token(qtbot, view: TrackerView, token: int) -> None:
    def handle(dialog: StruggleCorrectionDialog) -> None:
        dialog.token.setValue(token)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    problems = when_modal(qtbot, handle)
    qtbot.mouseClick(view.struggle_button, Qt.MouseButton.LeftButton)
    assert problems == []
    assert view.track.view.token == token


def test_two_struggles_won_through_the_widgets_win_the_game(gui, qtbot):
    page = start(gui, qtbot)  # Bartek (player 1) goes first
    view = page.tracker
    assert view is not None
    reveal_card(qtbot, view, [0])
    play_turn(qtbot, view, 1)  # turn 1: no struggle move
    # Turn 2: Anna takes objective 1 with the token one space from her momentum on 8.
    set_token(qtbot, view, -7)
    play_turn(qtbot, view, 0, control=1)
    assert view.state.struggle.claimed[0] == [1]
    assert view.track.view.struggles_won == (1, 0)
    assert view.track.view.token == 0 and view.track.view.phase == 2
    assert view.track.view.momentum == ((8,), (8,))
    assert not any(o.active for o in view.state.objectives)
    assert view.start_turn_button.text() == "Reveal the Phase II card and start turn 3"

    reveal_card(qtbot, view, [0, 2])
    assert view.state.struggle.phase == 2 and view.state.objectives[2].active
    play_turn(qtbot, view, 1)
    set_token(qtbot, view, -7)
    play_turn(qtbot, view, 0, control=1)
    assert view.state.finished and view.state.winner == 0
    assert view.result.isVisible()
    assert view.result.title.text() == "Anna wins"
    assert "Struggles: Anna 2 – 0 Bartek" in view.result.details.text()
    assert "Turns: 4" in view.result.details.text()
    assert not view.start_turn_button.isVisible()
