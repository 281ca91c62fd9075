"""Printing the game report from the tracker, the strike teams in the Games list, a struggle
card that makes no objective active, and a game recorded in a campaign staying recorded."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from app.campaign.campaigns import create_campaign
from app.campaign.games import campaign_game_for_tracked, get_game
from app.systems.shatterpoint import tracker as ts
from tests.ui.tracker.conftest import when_modal
from tests.ui.tracker.test_languages import start
from tests.ui.tracker.test_playing_a_game import activate, reveal_struggle_card
from ui.printing.dialog import PrintDialog
from ui.systems.shatterpoint.tracker.end_game_dialog import EndGameDialog
from ui.systems.shatterpoint.tracker.struggle_card_dialog import StruggleCardDialog
from ui.tracker.games_model import GamesModel


def close_report(seen: list[PrintDialog]):
    def handle(dialog: PrintDialog) -> None:
        assert isinstance(dialog, PrintDialog)
        assert dialog.game is not None and dialog.system_id == "shatterpoint"
        seen.append(dialog)
        dialog.reject()

    return handle


def end_with_winner(qtbot, name: str):
    def handle(dialog: EndGameDialog) -> None:
        assert isinstance(dialog, EndGameDialog)
        dialog.reason_combo.setCurrentIndex(dialog.reason_combo.findData("time"))
        dialog.player_combo.setCurrentIndex(dialog.player_combo.findText(name))
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    problems: list[str] = []
    return handle, problems


def test_ctrl_p_and_the_result_view_open_the_game_report(gui, qtbot):
    page = start(gui, qtbot)
    view = page.tracker
    assert view is not None
    gui.window.activateWindow()
    qtbot.waitUntil(gui.window.isActiveWindow)
    assert view.print_button.isVisible() and view.print_button.text() == "Print…"
    assert view.print_action.text() == "Print game report…"

    seen: list[PrintDialog] = []
    problems = when_modal(qtbot, close_report(seen))
    qtbot.keyClick(view, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(seen) == 1)
    assert problems == []
    # The report is of the game as it stands: no event yet.
    assert seen[0]._game_events == []

    handle, ended = end_with_winner(qtbot, "Anna")
    problems = when_modal(qtbot, handle)
    qtbot.mouseClick(view.end_game_button, Qt.MouseButton.LeftButton)
    assert problems == [] and ended == []
    assert view.state.finished and view.result.isVisible()
    assert view.result.print_button.isVisible()
    assert not view.turn_bar.end_turn_button.isVisible()  # nothing left to do in a turn
    assert view.result.print_button.text() == "Print game report…"
    problems = when_modal(qtbot, close_report(seen))
    qtbot.mouseClick(view.result.print_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(seen) == 2)
    assert problems == []
    assert [e.type for e in seen[1]._game_events] == [ts.GAME_ENDED]

    gui.languages.apply("pl")
    assert view.result.print_button.text() == "Drukuj raport z rozgrywki…"
    assert view.print_button.text() == "Drukuj…"
    gui.languages.apply("fr")
    assert view.print_action.text() == "Imprimer le rapport de partie…"


def test_the_games_list_shows_the_strike_teams_from_the_core(gui, qtbot):
    page = start(gui, qtbot)
    assert page.tracker is not None
    qtbot.mouseClick(page.tracker.back_button, Qt.MouseButton.LeftButton)
    teams = page.proxy.index(0, GamesModel.COLUMNS.index("teams")).data()
    assert "Republic Strike" in teams and "Shadow Collective" in teams
    result = page.proxy.index(0, GamesModel.COLUMNS.index("result")).data()
    assert result == "Struggles so far 0–0"
    page.search.clear()
    qtbot.keyClicks(page.search, "shadow coll")
    assert page.proxy.rowCount() == 1
    qtbot.keyClicks(page.search, "x")
    assert page.proxy.rowCount() == 0


def test_a_struggle_card_with_no_active_objective_is_not_asked_for_again(gui, qtbot):
    page = start(gui, qtbot)
    view = page.tracker
    assert view is not None
    assert view.start_turn_button.text() == "Reveal the Phase I card and start turn 1"
    problems = when_modal(qtbot, reveal_struggle_card([]))
    qtbot.mouseClick(view.start_turn_button, Qt.MouseButton.LeftButton)
    assert problems == []
    assert view.state.turn == 1 and view.state.struggle.revealed
    assert not any(o.active for o in view.state.objectives)
    activate(qtbot, view, 1)
    qtbot.mouseClick(view.turn_bar.end_activation_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.turn_bar.end_turn_button, Qt.MouseButton.LeftButton)
    assert not view.state.in_turn
    # The card of Phase I is out: the next turn starts without a dialog.
    assert view.start_turn_button.text() == "Start turn 2"
    asked: list[StruggleCardDialog] = []
    problems = when_modal(qtbot, lambda dialog: (asked.append(dialog), dialog.reject()))
    qtbot.mouseClick(view.start_turn_button, Qt.MouseButton.LeftButton)
    assert view.state.turn == 2 and view.state.in_turn
    view.undo()  # stops the poll from waiting on a dialog that never comes
    assert asked == [] and problems == []


def test_a_game_recorded_in_a_campaign_is_not_offered_again_after_resuming(gui, qtbot):
    db = gui.workspace.db
    create_campaign(db, "Winter League", "shatterpoint")
    page = start(gui, qtbot)
    view = page.tracker
    assert view is not None
    view.record(ts.GAME_ENDED, {"winner": 0, "reason": "conceded"})
    assert view.result.campaign_button.isVisible()
    game_id = view.game_id
    assert campaign_game_for_tracked(db, game_id) is None
    problems = when_modal(qtbot, lambda dialog: dialog.accept())
    qtbot.mouseClick(view.result.campaign_button, Qt.MouseButton.LeftButton)
    assert problems == []
    found = campaign_game_for_tracked(db, game_id)
    assert found is not None and found[0].name == "Winter League"
    assert get_game(db, found[1]).tracked_game_id == game_id
    assert get_game(db, found[1]).end_reason == "conceded"  # the reason is kept

    qtbot.mouseClick(view.back_button, Qt.MouseButton.LeftButton)
    page.table.selectRow(0)
    qtbot.mouseClick(page.resume_button, Qt.MouseButton.LeftButton)
    resumed = page.tracker
    assert resumed is not None and resumed is not view and resumed.result.isVisible()
    assert "Recorded in the campaign Winter League." in resumed.result.details.text()
    assert not resumed.result.campaign_button.isVisible()


def test_unit_names_and_roles_follow_the_language(gui, qtbot):
    page = start(gui, qtbot)
    view = page.tracker
    assert view is not None
    maul = view.columns[1].panels["1:lord-maul"]
    assert maul.role.text() == "Primary"
    gui.languages.apply("fr")
    assert maul.role.text() != "Primary"
    assert maul.name.text() == view.adapter().unit_name(1, "lord-maul")
    gui.languages.apply("pl")
    assert maul.role.text() != "Primary"
    gui.languages.apply("en")
    assert maul.role.text() == "Primary"


def test_the_dice_rolled_in_the_new_game_dialog_are_kept(gui, qtbot):
    from app.roster.document import RosterDocument
    from tests.ui.tracker.conftest import REPUBLIC, SHADOW, start_game

    gui.window.show_page("games")
    page = gui.window.pages["games"]
    qtbot.waitUntil(page.isVisible)
    rounds = [[["hit"] * 5, ["crit"] * 5]]
    game = start_game(
        gui,
        ("Anna", "Bartek"),
        (RosterDocument.from_json(REPUBLIC.to_json()), SHADOW.copy()),
        mission_set="Twice the Pride",
        objectives=3,
        deck_mode="digital",
        first_player=1,
        first_player_roll=rounds,
    )
    assert game is not None
    assert game.setup.first_player == 1
    assert game.setup.first_player_roll is not None
    assert game.setup.first_player_roll.rounds == rounds
