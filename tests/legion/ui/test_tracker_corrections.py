"""Corrections by hand in the Legion tracker window: a unit's wounds, tokens and defeat set
through the Correct… dialog, each one event the log tells and undo takes back."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from tests.legion.tracker_helpers import LEIA, TROOPERS
from tests.legion.ui.test_tracker_window import click, start_game
from tests.ui.tracker.conftest import when_modal
from ui.systems.legion.tracker.corrections import UnitCorrectionDialog


def deployed(gui, qtbot):
    _page, view = start_game(gui, qtbot)
    click(qtbot, view.battle_button)
    click(qtbot, view.deploy_button)
    assert view.state.phase == "command"
    return view


def correct(qtbot, view, player: int, key: str, fill) -> list[str]:
    """Opens the unit's Correct… dialog by its button, lets ``fill`` set it and press OK."""
    problems = when_modal(qtbot, fill)
    click(qtbot, view.columns[player].rows[key].correct_button)
    return problems


def press_ok(dialog: UnitCorrectionDialog) -> None:
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def test_a_unit_corrected_by_hand_then_undone(gui, qtbot, saved_armies):
    view = deployed(gui, qtbot)
    troopers = view.columns[0].rows[TROOPERS]

    def fill(dialog) -> None:
        assert isinstance(dialog, UnitCorrectionDialog)
        assert len(dialog.wound_spins) == 5  # one per miniature, the unit leader first
        assert dialog.wound_labels[0].text() == "Unit leader"
        dialog.wound_spins[2].setValue(1)
        dialog.token_spins["suppression"].setValue(2)
        dialog.token_spins["aim"].setValue(1)
        assert dialog.token_spins["standby"].maximum() == 1
        press_ok(dialog)

    assert correct(qtbot, view, 0, TROOPERS, fill) == []
    event = view.game.events[-1]
    assert event.type == "unit_corrected"
    assert event.payload == {
        "player": 0,
        "unit": TROOPERS,
        "wounds": [0, 0, 1, 0, 0],
        "tokens": {"suppression": 2, "aim": 1},
    }
    unit = view.state.players[0].unit(TROOPERS)
    assert unit.wounds == [0, 0, 1, 0, 0] and unit.tokens == {"suppression": 2, "aim": 1}
    assert troopers.suppression.toolTip() == "Suppression 2 / courage 1"
    assert "Suppressed" in troopers.status_text
    assert "aim 1" in troopers.tokens.text()
    assert view.log_model.rowCount() == len(view.game.log_entries("en"))

    # Nothing changed: no event.
    events = len(view.game.events)
    assert correct(qtbot, view, 0, TROOPERS, press_ok) == []
    assert len(view.game.events) == events

    click(qtbot, view.undo_button)
    assert view.state.players[0].unit(TROOPERS).wounds == [0] * 5
    assert troopers.tokens.text() == "No tokens"


def test_a_defeat_corrected_and_a_refused_correction(gui, qtbot, saved_armies):
    view = deployed(gui, qtbot)
    leia = view.columns[0].rows[LEIA]

    def defeat(dialog) -> None:
        dialog.defeated.setChecked(True)
        press_ok(dialog)

    assert correct(qtbot, view, 0, LEIA, defeat) == []
    assert view.state.players[0].unit(LEIA).defeated
    assert "Defeated" in leia.status_text
    assert leia.correct_button.isEnabled()  # a defeated unit may still be brought back

    def back(dialog) -> None:
        assert dialog.defeated.isChecked()
        dialog.defeated.setChecked(False)
        press_ok(dialog)

    assert correct(qtbot, view, 0, LEIA, back) == []
    unit = view.state.players[0].unit(LEIA)
    assert not unit.defeated and unit.order == "activated"

    events = len(view.game.events)

    def all_wounds(dialog) -> None:
        dialog.wound_spins[0].setValue(6)
        press_ok(dialog)

    assert correct(qtbot, view, 0, LEIA, all_wounds) == []
    # Unchanged "defeated" lets the wounds decide: every miniature down, the unit is defeated.
    assert view.state.players[0].unit(LEIA).defeated
    assert len(view.game.events) == events + 1
    state = view.state.to_json()

    # Every wound but alive: the rules refuse it in one sentence, and nothing changes.
    def keep_alive(dialog) -> None:
        dialog.defeated.setChecked(False)  # all six wounds stay: the unit cannot be alive
        press_ok(dialog)

    assert correct(qtbot, view, 0, LEIA, keep_alive) == []
    assert view.status.text().endswith(
        "Every miniature of Leia Organa is defeated: so is the unit."
    )
    assert view.state.to_json() == state
    assert len(view.game.events) == events + 1


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_the_table_and_the_correction_in_each_language(gui, qtbot, saved_armies, language):
    """Looked at in each language at 1366×768: every row's Correct… button within its row,
    the dialog's texts translated. MUSTER_SCREENSHOTS keeps the pictures (docs/screenshots/
    legion-tracker-<language>.png, legion-correction-<language>.png)."""
    view = deployed(gui, qtbot)
    gui.window.resize(1366, 768)
    gui.languages.apply(language)
    qtbot.wait(50)
    folder = os.environ.get("MUSTER_SCREENSHOTS")
    titles = {
        "en": "Correct Leia Organa",
        "fr": "Corriger Leia Organa",
        "pl": "Popraw: Leia Organa",
    }

    def look(dialog) -> None:
        assert dialog.windowTitle() == titles[language]
        if folder:
            dialog.grab().save(str(Path(folder) / f"legion-correction-{language}.png"))
        dialog.wound_spins[0].setValue(2)
        dialog.token_spins["aim"].setValue(1)
        press_ok(dialog)

    assert correct(qtbot, view, 0, LEIA, look) == []
    assert view.state.players[0].unit(LEIA).wounds == [2]
    for column in view.columns:
        for row in column.rows.values():
            button = row.correct_button.geometry()
            assert row.rect().contains(button), (language, row.objectName())
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        gui.window.grab().save(str(Path(folder) / f"legion-tracker-{language}.png"))
    gui.languages.apply("en")
