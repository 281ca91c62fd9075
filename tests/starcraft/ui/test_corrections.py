"""Corrections by hand and the end of a game by agreement, through the table view's forms:
each is one event, said in the log, taken back by Undo."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from app.tracker.game import Game
from tests.starcraft.ui.test_battle_form import table_in_execution
from tests.starcraft.ui.test_table import click
from ui.systems.starcraft.corrections import CorrectionForm, EndGameForm


def test_a_correction_sets_a_players_figures_and_undo_takes_it_back(gui, qtbot):
    view = table_in_execution(gui, qtbot)
    click(qtbot, view.correct_button)
    form = view.correction_form
    assert isinstance(form, CorrectionForm) and form.isVisible()
    assert form.player_combo.currentText() == "Bartek"  # whose turn it is
    form.player_combo.setCurrentIndex(2)  # Celina, Tassadar
    assert form.number_spins["reserve"].value() == 4
    assert form.unit_spins["zealot"].value() == 2
    # Nothing changed yet: nothing to record.
    click(qtbot, form.ok_button)
    assert form.problem.text() == "Nothing is changed." and form.isVisible()

    form.number_spins["cp"].setValue(7)
    form.number_spins["reserve"].setValue(2)
    form.unit_spins["dragoon"].setValue(2)
    form.building_spins["gateway"].setValue(1)
    form.module_spins["research"].setValue(1)
    qtbot.keyClicks(form.bases_edit, ", Shakuras")
    # A resource card of zone "Aiur 2" (gas 2) with the two workers taken from the reserve.
    rows = len(form.card_rows)
    click(qtbot, form.add_card_button)
    card = form.card_rows[rows]
    qtbot.keyClicks(card["id"], "Aiur 2")
    card["resource"].setCurrentIndex(card["resource"].findData("gas"))
    card["capacity"].setValue(2)
    card["workers"].setValue(2)
    click(qtbot, form.ok_button)
    assert not form.isVisible(), form.problem.text()
    celina = view.game.state.players[2]
    assert celina.cp == 7 and celina.reserve == 2 and celina.on_cards == 2
    assert celina.units == {"zealot": 2, "dragoon": 2, "scout": 1}
    assert celina.bases == ["Korhal", "Shakuras"]
    assert celina.modules == {"research": 1}
    assert [(c.id, c.resource, c.workers) for c in celina.resources][-1] == ("Aiur 2", "gas", 2)
    assert view.players_table.item(1, 2).text().startswith("7/20 CP")
    assert "Celina's figures are corrected" in view.log_model.lines[-1][1]
    payload = Game.load(gui.workspace.db, view.game.id).events[-1].payload
    assert set(payload) == {
        "player",
        "cp",
        "reserve",
        "units",
        "bases",
        "buildings",
        "modules",
        "resources",
    }

    # A figure beyond the faction's pieces is refused in one sentence; the form stays open.
    click(qtbot, view.correct_button)
    form = view.correction_form
    form.player_combo.setCurrentIndex(2)
    form.number_spins["reserve"].setValue(14)
    click(qtbot, form.ok_button)
    assert "15 workers" in form.problem.text() and form.isVisible()
    assert view.game.state.players[2].reserve == 2
    form.reject()

    click(qtbot, view.undo_button)
    celina = view.game.state.players[2]
    assert celina.cp == 0 and celina.reserve == 4 and celina.units["dragoon"] == 1
    assert Game.load(gui.workspace.db, view.game.id).state.players[2].cp == 0


def test_the_players_end_the_game_by_agreement_and_undo_resumes_it(gui, qtbot):
    view = table_in_execution(gui, qtbot)
    click(qtbot, view.end_button)
    form = view.end_form
    assert isinstance(form, EndGameForm) and form.isVisible()
    assert form.winner_checks[2].text() == "Celina (Tassadar): 0 CP"
    for seat in (2, 3):
        box = form.winner_checks[seat]
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
        assert box.isChecked()
    click(qtbot, form.ok_button)
    state = view.game.state
    assert state.finished and state.end_reason == "agreed" and state.winners == [2, 3]
    assert view.pages.currentWidget() is view.result_page
    assert view.result_label.text().startswith("Won by Celina, Dawid (agreed by the players)")
    assert "win the game" in view.log_model.lines[-1][1]
    assert not view.end_button.isEnabled() and not view.correct_button.isEnabled()
    assert Game.load(gui.workspace.db, view.game.id).state.finished
    click(qtbot, view.undo_button)
    assert not view.game.state.finished
    assert view.end_button.isEnabled()
    assert "reveals an order" in view.ask_box.title()
