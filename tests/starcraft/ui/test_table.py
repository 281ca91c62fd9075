"""StarCraft at the table through the real widgets: a four-player game set up on the Games
page, a planning and an execution step played by clicks, undo and redo."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QPushButton

from app.campaign.campaigns import campaign_by_name
from app.campaign.standings import standings
from app.tracker.game import Game
from tests.ui.tracker.conftest import when_modal
from ui.systems.starcraft.game_options import StarcraftOptions
from ui.systems.starcraft.table_view import TableView
from ui.tracker.games_page import GamesPage
from ui.tracker.new_game_dialog import NewGameDialog

NAMES = ["Anna", "Bartek", "Celina", "Dawid"]
HOMES = ["Char", "Aiur", "Korhal", "Zerus"]


def click(qtbot, button: QPushButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def harvest(qtbot, view: TableView, seat: int, card: str, workers: int) -> None:
    """The player's workers harvest a card (seed 002 L697: one worker pays one resource)."""
    view.harvest_player.setCurrentIndex(view.harvest_player.findData(seat))
    view.harvest_card.setCurrentIndex(view.harvest_card.findData(card))
    view.harvest_workers.setValue(workers)
    click(qtbot, view.harvest_button)
    assert view.problem.text() == "", view.problem.text()


def games_page(gui, qtbot) -> GamesPage:
    gui.window.show_page("games")
    page = gui.window.pages["games"]
    assert isinstance(page, GamesPage)
    qtbot.waitUntil(page.isVisible)
    return page


def fill_new_game(qtbot, dialog: NewGameDialog) -> None:
    dialog.system_combo.setCurrentIndex(dialog.system_combo.findData("starcraft"))
    options = dialog.options
    assert isinstance(options, StarcraftOptions)
    assert not any(box.isVisible() for box in dialog.players)  # no strike teams to choose
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    options.count_spin.setValue(4)
    for seat, name in enumerate(NAMES):
        qtbot.keyClicks(options.name_edits[seat], name)
    # Each home planet starts as the faction's; one left empty stops the game.
    assert options.home_edits[0].text() == "Home of Jim Raynor"
    options.home_edits[0].clear()
    assert not ok.isEnabled()
    assert "Anna" in dialog.problem.text()
    for seat, home in enumerate(HOMES):
        options.home_edits[seat].clear()
        qtbot.keyClicks(options.home_edits[seat], home)
        options.worker_spins[seat].setValue(4)
        options.mineral_spins[seat].setValue(2)
    options.faction_combos[1].setCurrentIndex(options.faction_combos[0].currentIndex())
    assert "faction" in dialog.problem.text()
    assert not ok.isEnabled()
    options.faction_combos[1].setCurrentIndex(1)
    options.first_combo.setCurrentIndex(options.first_combo.findText("Bartek"))
    assert dialog.problem.text() == ""
    click(qtbot, ok)


def test_a_four_player_game_set_up_and_played_by_clicks(gui, qtbot):
    page = games_page(gui, qtbot)
    problems = when_modal(qtbot, lambda dialog: fill_new_game(qtbot, dialog))
    click(qtbot, page.new_button)
    qtbot.waitUntil(lambda: isinstance(page.tracker, TableView))
    assert problems == []
    view = page.tracker
    assert isinstance(view, TableView)
    state = view.game.state
    assert [p.name for p in state.setup.players] == NAMES
    assert state.first_player == 1
    assert [p.bases for p in state.setup.players] == [[h] for h in HOMES]
    assert view.players_table.columnCount() == 4

    # Planning: the round starts, each player places an order in turn from Bartek.
    click(qtbot, view.start_button)
    assert "Round 1" in view.round_label.text() and "Bartek" in view.round_label.text()
    assert not view.special_check.isEnabled()  # no special order in the first round
    for seat in (1, 2, 3, 0) * 4:
        assert view.active_player() == seat
        view.planet_combo.setEditText(HOMES[seat])
        click(qtbot, view.place_button)
        assert view.problem.text() == ""
    assert view.game.state.phase == "execution"
    assert view.players_table.item(12, 0).text() == "4 placed, 0 revealed"

    # Execution: Bartek reveals a Build order on Aiur and records a new worker.
    assert view.reveal_planet.currentText() == "Aiur"
    view.order_combo.setCurrentIndex(view.order_combo.findData("construction"))
    click(qtbot, view.reveal_button)
    assert view.game.state.players[1].done == 1
    assert view.effects_box.isVisible()
    view.workers_spin.setValue(1)
    click(qtbot, view.built_button)
    assert view.game.state.players[1].unavailable == 1
    assert "Celina" in view.round_label.text()
    lines = view.log_model.rowCount()
    assert "Aiur" in view.log_model.lines[-2][1]

    # Undo takes the build back, redo gives it again, both saved.
    click(qtbot, view.undo_button)
    assert view.game.state.players[1].unavailable == 0
    assert view.log_model.rowCount() == lines - 1
    click(qtbot, view.redo_button)
    assert view.game.state.players[1].unavailable == 1
    click(qtbot, view.undo_button)
    saved = Game.load(gui.workspace.db, view.game.id)
    assert saved.state.players[1].unavailable == 0
    assert saved.state.players[1].done == 1


def test_a_refused_order_is_said_and_changes_nothing(gui, qtbot):
    page = games_page(gui, qtbot)
    problems = when_modal(qtbot, lambda dialog: fill_new_game(qtbot, dialog))
    click(qtbot, page.new_button)
    qtbot.waitUntil(lambda: isinstance(page.tracker, TableView))
    assert problems == []
    view = page.tracker
    click(qtbot, view.start_button)
    view.planet_combo.setEditText("x" * 81)
    click(qtbot, view.place_button)
    assert view.problem.text()  # one sentence, no traceback
    assert view.game.state.players[1].placed == []
    assert view.active_player() == 1


def test_regrouping_step_by_step_until_a_conquest_victory(gui, qtbot):
    page = games_page(gui, qtbot)
    problems = when_modal(qtbot, lambda dialog: fill_new_game(qtbot, dialog))
    click(qtbot, page.new_button)
    qtbot.waitUntil(lambda: isinstance(page.tracker, TableView))
    assert problems == []
    view = page.tracker
    click(qtbot, view.start_button)
    for _ in range(16):
        view.planet_combo.setEditText(HOMES[view.active_player()])
        click(qtbot, view.place_button)
    view.order_combo.setCurrentIndex(view.order_combo.findData("mobilisation"))
    for _ in range(16):
        click(qtbot, view.reveal_button)
    assert "Every order is revealed" in view.ask_box.title()
    click(qtbot, view.regroup_button)
    assert view.game.state.phase == "regrouping" and view.game.state.step == 1
    for step in (2, 3, 4):
        assert f"step {step} of 10" in view.ask_box.title()
        click(qtbot, view.step_button)
    # Step 5 asks each player's conquest points and zones.
    assert "Gain conquest points" in view.ask_box.title()
    assert view.step_spins[0][0].isVisible() and view.field_labels[1].isVisible()
    view.step_spins[0][0].setValue(20)  # Aldaris is in the game: 20 for the others
    view.step_spins[0][1].setValue(3)
    click(qtbot, view.step_button)
    assert view.game.state.players[0].cp == 20
    assert view.players_table.item(1, 0).text().startswith("20/20 CP · 3 zones")
    click(qtbot, view.step_button)  # step 6: the normal victory is checked
    state = view.game.state
    assert state.finished and state.winners == [0] and state.end_reason == "conquest"
    assert view.pages.currentWidget() is view.result_page
    assert view.result_label.text().startswith("Won by Anna (conquest points)")
    assert "win the game" in view.log_model.lines[-1][1]
    # "Add to a league…": no StarCraft league yet, so the player names one; the standings
    # then rank the players by their conquest points.
    link = view.league_link
    assert link.button.isVisible() and "StarCraft" in link.button.toolTip()

    def name_the_league(dialog) -> None:
        assert "StarCraft" in dialog.labelText()
        dialog.setTextValue("Koprulu league")
        dialog.accept()

    problems = when_modal(qtbot, name_the_league)
    click(qtbot, link.button)
    qtbot.waitUntil(lambda: link.label.isVisible())
    assert problems == []
    assert not link.button.isVisible()
    assert link.label.text() == "Recorded in the league Koprulu league."
    league = campaign_by_name(gui.workspace.db, "Koprulu league")
    table = standings(gui.workspace.db, league.id)
    assert [(row.player, row.won, row.scores_for) for row in table][:1] == [("Anna", 1, 20)]
    click(qtbot, view.undo_button)
    assert not view.game.state.finished
    assert "Check for a normal victory" in view.ask_box.title()


def test_workers_harvest_and_regrouping_changes_are_entered_by_clicks(gui, qtbot):
    page = games_page(gui, qtbot)
    problems = when_modal(qtbot, lambda dialog: fill_new_game(qtbot, dialog))
    click(qtbot, page.new_button)
    qtbot.waitUntil(lambda: isinstance(page.tracker, TableView))
    assert problems == []
    view = page.tracker
    click(qtbot, view.start_button)
    for _ in range(16):
        view.planet_combo.setEditText(HOMES[view.active_player()])
        click(qtbot, view.place_button)
    # Bartek (first) harvests 2 minerals from his permanent resource before building.
    assert view.harvest_player.currentData() == 1
    assert view.harvest_card.currentText() == "permanent: minerals 2"
    view.harvest_workers.setValue(2)
    click(qtbot, view.harvest_button)
    assert view.game.state.players[1].reserve == 2
    assert "2⚒" in view.players_table.item(2, 1).toolTip()  # the cards, in full
    assert view.players_table.item(3, 1).text() == "2 · 0 · 2"  # reserve · unavailable · on cards
    view.order_combo.setCurrentIndex(view.order_combo.findData("mobilisation"))
    for _ in range(16):
        click(qtbot, view.reveal_button)
    click(qtbot, view.regroup_button)  # step 1: nothing destroyed
    # Step 2 done, then step 3: Anna takes a gas card of zone "Char 2".
    click(qtbot, view.step_button)
    assert view.change_resource.isVisible()
    view.change_player.setCurrentIndex(0)
    qtbot.keyClicks(view.change_name.lineEdit(), "Char 2")
    view.change_resource.setCurrentIndex(view.change_resource.findData("gas"))
    view.change_capacity.setValue(3)
    click(qtbot, view.change_add)
    assert "Char 2" in view.change_list.text()
    click(qtbot, view.step_button)
    cards = view.game.state.players[0].resources
    assert [(c.id, c.resource, c.capacity) for c in cards][-1] == ("Char 2", "gas", 3)
    assert view.game.state.step == 3


def test_a_battle_records_each_sides_losses(gui, qtbot):
    page = games_page(gui, qtbot)
    problems = when_modal(qtbot, lambda dialog: fill_new_game(qtbot, dialog))
    click(qtbot, page.new_button)
    qtbot.waitUntil(lambda: isinstance(page.tracker, TableView))
    assert problems == []
    view = page.tracker
    click(qtbot, view.start_button)
    for _ in range(16):
        view.planet_combo.setEditText(HOMES[view.active_player()])
        click(qtbot, view.place_button)
    view.order_combo.setCurrentIndex(view.order_combo.findData("construction"))
    click(qtbot, view.reveal_button)  # Bartek builds on Aiur
    view.unit_combo.setCurrentIndex(view.unit_combo.findData("marine"))
    view.unit_count.setValue(2)
    click(qtbot, view.built_button)
    assert "2 minerals missing" in view.problem.text()  # nothing harvested yet
    harvest(qtbot, view, 1, "permanent 1", 2)
    view.unit_combo.setCurrentIndex(view.unit_combo.findData("marine"))
    view.unit_count.setValue(2)
    click(qtbot, view.built_button)
    assert view.problem.text() == "", view.problem.text()
    assert view.game.state.players[1].units == {"marine": 2}
    # Celina reveals a Mobilize order and attacks Bartek: he loses a Marine.
    assert view.active_player() == 2
    view.order_combo.setCurrentIndex(view.order_combo.findData("mobilisation"))
    click(qtbot, view.reveal_button)
    assert view.battle_button.isVisible()
    view.defender_combo.setCurrentIndex(view.defender_combo.findData(1))
    click(qtbot, view.battle_button)
    form = view.battle_form
    assert form is not None and form.isVisible()
    # No unit entered in the zone: the players give the losses only.
    form.loss_spins[1]["marine"].setValue(1)
    click(qtbot, form.ok_button)
    assert not form.isVisible()
    assert view.game.state.players[1].units == {"marine": 1}
    assert not view.battle_button.isVisible()  # one battle per Mobilize order
