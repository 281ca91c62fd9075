"""A Legion game played through the tracker's widgets: started from two saved armies on the
Games page, a round's first events by clicks and keys, undo and redo, closed and resumed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QPushButton

from tests.legion.tracker_helpers import LEIA, OFFICER, TROOPERS
from tests.ui.tracker.conftest import when_modal
from ui.systems.legion.tracker.game_options import LegionGameOptions
from ui.systems.legion.tracker.tracker_view import LegionTrackerView
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


def fill_new_game(qtbot, dialog: NewGameDialog, unlimited: bool = False) -> None:
    dialog.system_combo.setCurrentIndex(dialog.system_combo.findData("legion"))
    first, second = dialog.players
    qtbot.keyClicks(first.name_edit, "Anna")
    qtbot.keyClicks(second.name_edit, "Bartek")
    first.team_combo.setCurrentIndex(first.team_combo.findText("Echo Base"))
    second.team_combo.setCurrentIndex(second.team_combo.findText("Hoth Assault"))
    # The Empire's test army breaks three rules: Bartek knowingly accepts them.
    qtbot.waitUntil(second.accept_box.isVisible)
    second.accept_box.click()
    assert second.accept_box.isChecked()
    options = dialog.options
    assert isinstance(options, LegionGameOptions)
    qtbot.waitUntil(options.blue_radios[1].isVisible)  # shown once the dialog's loop runs
    assert [radio.text() for radio in options.blue_radios] == ["Anna", "Bartek"]
    click(qtbot, options.blue_radios[1])
    if unlimited:
        options.unlimited_box.click()
        assert not options.rounds_spin.isEnabled()
    assert dialog.problem.text() == "", dialog.problem.text()
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))


def start_game(gui, qtbot, unlimited: bool = False) -> tuple[GamesPage, LegionTrackerView]:
    page = games_page(gui, qtbot)
    problems = when_modal(qtbot, lambda dialog: fill_new_game(qtbot, dialog, unlimited))
    click(qtbot, page.new_button)
    assert problems == []
    view = page.tracker
    assert isinstance(view, LegionTrackerView)
    return page, view


def test_the_options_make_the_setup(gui, qtbot, saved_armies):
    _page, view = start_game(gui, qtbot, unlimited=True)
    setup = view.state.setup
    assert [p.name for p in setup.players] == ["Anna", "Bartek"]
    assert setup.blue_player == 1
    assert setup.rounds is None
    assert view.columns[1].name.text() == "Bartek (blue)"


def test_a_round_played_by_clicks_undone_and_resumed(gui, qtbot, saved_armies):
    page, view = start_game(gui, qtbot)
    assert view.state.phase == "setup"
    assert view.state.setup.rounds == 6
    assert not view.columns[0].rows[LEIA].wound_button.isEnabled()  # nothing before deploying

    # Setup: Bartek (blue) chooses the battle cards from his deck, then both deploy.
    primary = view.battle_combos["primary"]
    assert primary.isVisible() and primary.count() == 4  # three cards, or none
    primary.setCurrentIndex(1)
    click(qtbot, view.battle_button)
    assert view.state.battle_cards["primary"] == "battle-bunker-assault"
    click(qtbot, view.deploy_button)
    assert view.state.phase == "command"
    assert view.heading.text() == "Round 1 of 6 — Command phase"

    # Command phase: each plays a card (Ambush, one pip, against Push, two pips).
    anna, bartek = view.columns
    anna.card_combo.setCurrentIndex(anna.card_combo.findData("command-ambush"))
    click(qtbot, anna.play_button)
    assert not anna.play_button.isVisible()
    bartek.card_combo.setCurrentIndex(bartek.card_combo.findData("command-push"))
    click(qtbot, bartek.play_button)
    assert view.state.priority == 0
    assert "Priority: Anna" in view.info.text()

    # Orders: Anna (priority) first, to Leia; Bartek's button waits until then.
    assert anna.orders_button.isVisible() and not bartek.orders_button.isVisible()
    click(qtbot, anna.rows[LEIA].order_button)
    click(qtbot, anna.orders_button)
    assert view.state.players[0].unit(LEIA).order == "ordered"
    click(qtbot, bartek.rows[OFFICER].order_button)
    click(qtbot, bartek.orders_button)
    assert view.state.phase == "activation"

    # Anna activates Leia, moves (by the M key), and ends the activation.
    leia = anna.rows[LEIA]
    assert leia.activate_button.isVisible()
    click(qtbot, leia.activate_button)
    assert view.state.activation.unit == LEIA
    gui.window.activateWindow()  # the offscreen platform does not hand focus back itself
    qtbot.waitUntil(gui.window.isActiveWindow)
    qtbot.keyClick(view, Qt.Key.Key_M)
    assert view.state.activation.taken == ["move"], view.status.text()
    click(qtbot, view.end_activation_button)
    assert view.state.players[0].unit(LEIA).order == "activated"
    assert "Activated" in leia.status_text

    # Bartek's officer suffers a wound and suppression; he gains a victory token.
    officer = bartek.rows[OFFICER]
    click(qtbot, officer.wound_button)
    assert view.state.players[1].unit(OFFICER).wounds[0] == 1
    assert officer.wounds.text().startswith("■")
    click(qtbot, officer.suppress_button)
    assert officer.suppression.toolTip().startswith("Suppression 1 / courage")
    assert bartek.victory_plus.menu().actions()[0].text() == "Primary objective"
    bartek.victory_actions["primary"].trigger()  # +1, then the menu's first entry
    assert bartek.victory.text() == "Victory tokens: 1"
    assert view.game.events[-1].payload["source"] == "primary"
    log_lines = view.log_model.rowCount()
    assert log_lines == len(view.game.log_entries("en"))

    assert not anna.victory_minus.isEnabled()  # Anna has no victory token to lose

    # Undo takes the victory token back; redo brings it again; undo once more.
    click(qtbot, view.undo_button)
    assert bartek.victory.text() == "Victory tokens: 0"
    click(qtbot, view.redo_button)
    assert view.state.players[1].victory == 1
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert view.state.players[1].victory == 0
    saved = view.state.to_json()

    # Closing goes back to the list; the game resumes as it was.
    click(qtbot, view.back_button)
    assert page.tracker is None
    qtbot.waitUntil(page.table.isVisible)
    rect = page.table.visualRect(page.proxy.index(0, 0))
    qtbot.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.resume_button.isEnabled()
    qtbot.mouseDClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    resumed = page.tracker
    assert isinstance(resumed, LegionTrackerView)
    assert resumed.state.to_json() == saved
    assert resumed.log_model.rowCount() == len(resumed.game.log_entries("en"))
    assert resumed.columns[0].rows[LEIA].status_text.endswith("Activated")


def test_conceding_shows_the_result(gui, qtbot, saved_armies):
    _page, view = start_game(gui, qtbot)
    click(qtbot, view.battle_button)
    click(qtbot, view.deploy_button)
    view.concede_actions[0].trigger()  # the End the game menu: Anna concedes
    assert view.state.finished and view.state.winner == 1
    assert view.board.currentWidget() is view.result_page
    assert view.result_title.text() == "Bartek wins"
    lines = view.result_text.text().splitlines()
    assert lines[0].startswith("Anna: victory tokens 0")
    assert lines[-1].startswith("Bartek wins")
    click(qtbot, view.undo_button)
    assert view.board.currentWidget() is view.splitter


def test_a_whole_round_from_the_keyboard_then_in_french(gui, qtbot, saved_armies):
    _page, view = start_game(gui, qtbot)
    click(qtbot, view.battle_button)
    click(qtbot, view.deploy_button)
    anna, bartek = view.columns
    for column in (anna, bartek):  # the first card offered, then orders to nobody
        click(qtbot, column.play_button)
    for column in (anna, bartek) if view.state.priority == 0 else (bartek, anna):
        click(qtbot, column.orders_button)
    assert view.state.phase == "activation"
    gui.window.activateWindow()
    qtbot.waitUntil(gui.window.isActiveWindow)
    for _ in range(8):  # four units a side: draw a token, activate, end the activation
        assert not view.end_round_button.isVisible()
        qtbot.keyClick(view, Qt.Key.Key_D)
        assert view.state.players[view.state.active_player].drawn is not None
        qtbot.keyClick(view, Qt.Key.Key_A)
        assert view.state.activation is not None, view.status.text()
        qtbot.keyClick(view, Qt.Key.Key_E)
    assert view.end_round_button.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_R)
    assert (view.state.round, view.state.phase) == (2, "command")
    assert view.heading.text() == "Round 2 of 6 — Command phase"

    gui.languages.apply("fr")
    assert view.heading.text() == "Round 2 sur 6 — Phase de Commandement"
    assert anna.play_button.text() == "Jouer la carte"
    assert anna.card_combo.itemText(anna.card_combo.count() - 1) == "Aucune carte"
    assert anna.rows[LEIA].wound_button.toolTip() == "+ Blessure"
    assert view.log_model.lines[-1][1].startswith("Round 1 — ")
    assert "Phase Finale" in " ".join(text for _seq, text in view.log_model.lines)


def test_without_a_commander_the_end_phase_promotes_the_chosen_unit(gui, qtbot, saved_armies):
    _page, view = start_game(gui, qtbot)
    click(qtbot, view.battle_button)
    click(qtbot, view.deploy_button)
    anna, bartek = view.columns
    anna.rows[LEIA].defeat_action.trigger()  # Leia's Tokens menu: Unit defeated
    assert "Defeated" in anna.rows[LEIA].status_text
    assert [anna.card_combo.itemText(n) for n in range(anna.card_combo.count())] == ["No card"]
    for column in (anna, bartek):
        click(qtbot, column.play_button)
    for column in (anna, bartek) if view.state.priority == 0 else (bartek, anna):
        click(qtbot, column.orders_button)
    for _ in range(7):  # three units for Anna, four for Bartek
        player = view.state.active_player
        click(qtbot, view.columns[player].draw_button)
        row = next(r for r in view.columns[player].rows.values() if r.activate_button.isVisible())
        click(qtbot, row.activate_button)
        click(qtbot, view.end_activation_button)
    combo = view.promote_combos[0]
    assert combo.isVisible() and not view.promote_combos[1].isVisible()
    assert view.promote_labels[0].text() == "Anna promotes"
    combo.setCurrentIndex(1)
    promoted = combo.currentData()
    click(qtbot, view.end_round_button)
    assert view.state.round == 2
    assert view.state.players[0].unit(promoted).commander
    assert anna.rows[promoted].name.toolTip().endswith("★ · Corps")


def test_a_unit_that_may_panic_activates_with_its_commanders_courage(gui, qtbot, saved_armies):
    _page, view = start_game(gui, qtbot)
    click(qtbot, view.battle_button)
    click(qtbot, view.deploy_button)
    anna, bartek = view.columns
    troopers = anna.rows[TROOPERS]
    for _ in range(2):  # courage 1: two suppression tokens may make it panic
        click(qtbot, troopers.suppress_button)
    assert troopers.status_text.startswith("Suppressed")
    anna.card_combo.setCurrentIndex(anna.card_combo.findData("command-ambush"))
    for column in (anna, bartek):
        click(qtbot, column.play_button)
    # Priority may go either way (a tie is rolled): the player with it issues orders first.
    if view.state.priority == 1:
        click(qtbot, bartek.orders_button)
    click(qtbot, troopers.order_button)
    click(qtbot, anna.orders_button)
    if view.state.priority == 0:
        click(qtbot, bartek.orders_button)
    if view.state.active_player == 1:  # Bartek first: any unit of the rank he draws
        click(qtbot, bartek.draw_button)
        row = next(r for r in bartek.rows.values() if r.activate_button.isVisible())
        click(qtbot, row.activate_button)
        click(qtbot, view.end_activation_button)
    assert troopers.activate_button.menu() is troopers.activate_menu
    names = [action.text() for action in troopers.activate_menu.actions()]
    assert names == ["Activate", "Activate with the courage of Leia Organa"]
    troopers.activate_menu.actions()[1].trigger()
    assert view.game.events[-1].payload["courage_from"] == LEIA
    assert view.state.activation.unit == TROOPERS
    assert not view.state.players[0].unit(TROOPERS).panicked  # courage 2: panic at 4 tokens
