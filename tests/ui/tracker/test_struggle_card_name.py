"""The struggle card the players typed shows on the track with its phase, in every language."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from tests.ui.tracker.conftest import when_modal
from tests.ui.tracker.test_languages import start
from ui.systems.shatterpoint.tracker.struggle_card_dialog import StruggleCardDialog


def test_the_struggle_cards_name_shows_on_the_track(gui, qtbot):
    page = start(gui, qtbot)
    view = page.tracker
    assert view is not None
    assert view.track.phase_text() == "Phase I"

    def name_it(dialog: StruggleCardDialog) -> None:
        assert isinstance(dialog, StruggleCardDialog)
        qtbot.keyClicks(dialog.card_edit, "Ambush at the Pass")
        dialog.boxes[0].setChecked(True)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    problems = when_modal(qtbot, name_it)
    qtbot.mouseClick(view.start_turn_button, Qt.MouseButton.LeftButton)
    assert problems == []
    assert view.state.struggle.card == "Ambush at the Pass"
    assert view.track.phase_text() == "Phase I: Ambush at the Pass"
    assert view.track.toolTip().endswith("Phase I: Ambush at the Pass")
    gui.languages.apply("pl")
    assert view.track.phase_text() == "Faza I: Ambush at the Pass"
    gui.languages.apply("fr")
    assert view.track.phase_text() == "Phase I : Ambush at the Pass"
    gui.languages.apply("en")
    assert not view.track.grab().isNull()  # paints the name, elided to the centre if long


def test_a_card_named_after_its_phase_is_not_said_twice(gui, qtbot):
    page = start(gui, qtbot)
    view = page.tracker
    assert view is not None

    def name_it(dialog: StruggleCardDialog) -> None:
        qtbot.keyClicks(dialog.card_edit, "Phase I")
        dialog.boxes[0].setChecked(True)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    problems = when_modal(qtbot, name_it)
    qtbot.mouseClick(view.start_turn_button, Qt.MouseButton.LeftButton)
    assert problems == []
    assert view.track.phase_text() == "Phase I"  # not "Phase I: Phase I"
