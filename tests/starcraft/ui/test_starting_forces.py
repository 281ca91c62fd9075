"""The starting forces, entered in the table view before the first round: the pack does not
know what the back of a faction sheet lists, so the window asks for it, player by player."""

from __future__ import annotations

from app.tracker.game import Game
from tests.starcraft.ui.test_table import click, fill_new_game, games_page
from tests.ui.tracker.conftest import when_modal
from ui.systems.starcraft.table_view import TableView


def test_each_player_enters_their_starting_forces_before_round_one(gui, qtbot):
    page = games_page(gui, qtbot)
    problems = when_modal(qtbot, lambda dialog: fill_new_game(qtbot, dialog))
    click(qtbot, page.new_button)
    qtbot.waitUntil(lambda: isinstance(page.tracker, TableView))
    assert problems == []
    view = page.tracker
    forces = view.forces
    assert forces.isVisible()
    assert "still to enter: Anna, Bartek, Celina, Dawid" in view.asks_label.text()
    assert view.players_table.item(6, 0).text() == "not entered yet"

    # Anna plays Jim Raynor (Terran): four Marines, a Goliath and a transport.
    assert forces.player_combo.currentData() == 0
    assert set(forces.unit_spins) >= {"marine", "goliath", "battlecruiser"}
    forces.unit_spins["marine"].setValue(4)
    forces.unit_spins["goliath"].setValue(1)
    qtbot.keyClicks(forces.transports_edit, "Char-Aiur")
    forces.building_combo.setCurrentIndex(forces.building_combo.findData("barracks"))
    click(qtbot, forces.record_button)
    assert view.problem.text() == ""
    anna = view.game.state.players[0]
    assert anna.units == {"marine": 4, "goliath": 1}
    assert anna.transports == ["Char-Aiur"]
    assert anna.buildings == {"barracks": 1}
    assert view.players_table.item(6, 0).text() == "Marine ×4, Goliath ×1"
    assert "still to enter: Bartek, Celina, Dawid" in view.asks_label.text()
    # The panel moves on to the next player still to enter, with their race's units; the
    # picker says who is ready in words (issue 22: it read "Anna ?").
    assert forces.player_combo.currentData() == 1
    assert forces.player_combo.itemText(0) == "Anna: ready"
    assert forces.player_combo.itemText(1) == "Bartek: units to enter"
    assert "starting forces" in view.log_model.lines[-1][1]

    # Bartek (Arcturus Mengsk): the pack knows his printed Barracks.
    assert forces.building_combo.currentData() == "barracks"
    forces.unit_spins["marine"].setValue(3)
    click(qtbot, forces.record_button)
    # Celina is Tassadar (Protoss): Zealots; Dawid is Aldaris.
    assert forces.player_combo.currentData() == 2
    assert "zealot" in forces.unit_spins and "marine" not in forces.unit_spins
    forces.unit_spins["zealot"].setValue(2)
    click(qtbot, forces.record_button)
    forces.unit_spins["zealot"].setValue(2)
    forces.unit_spins["dragoon"].setValue(1)
    click(qtbot, forces.record_button)
    assert "Every player is ready" in view.asks_label.text()

    # A correction before the game starts: Anna's entry again replaces the first.
    forces.show_player(0)
    assert forces.unit_spins["marine"].value() == 4
    forces.unit_spins["marine"].setValue(5)
    click(qtbot, forces.record_button)
    assert view.game.state.players[0].units == {"marine": 5, "goliath": 1}
    click(qtbot, view.undo_button)
    assert view.game.state.players[0].units == {"marine": 4, "goliath": 1}

    click(qtbot, view.start_button)
    assert not forces.isVisible()
    saved = Game.load(gui.workspace.db, view.game.id)
    assert saved.state.players[3].units == {"zealot": 2, "dragoon": 1}
    assert saved.state.round == 1
