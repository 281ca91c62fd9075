"""A Flashpoint game played through the tracker's widgets: started from two saved teams on the
Games page with the mission and the Offensive player, bids, an activation with reinforcements,
passes, markers and wounds, the discard step and the reserve rebuild, a refusal said in the
window, undo and redo by keys, closed and resumed, played to the debriefing, the report and
the league."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QInputDialog, QPushButton, QWidget

from app.campaign.campaigns import create_campaign
from app.campaign.games import campaign_game_for_tracked, get_game
from app.roster.document import RosterDocument
from app.systems.flashpoint.team import Fighter, Mission, Team, document_for
from tests.ui.conftest import gui  # noqa: F401  (the window, as ``muster`` starts it)
from ui.printing.dialog import PrintDialog
from ui.systems.flashpoint.tracker.game_options import FlashpointGameOptions
from ui.systems.flashpoint.tracker.tracker_view import FlashpointTrackerView
from ui.tracker.games_page import GamesPage
from ui.tracker.new_game_dialog import SYSTEM_KEY, NewGameDialog

EXAMPLES = Path(__file__).resolve().parents[3] / "docs" / "examples"


def kestrel() -> RosterDocument:
    return RosterDocument.read(EXAMPLES / "flashpoint-team.json")


def wardens() -> RosterDocument:
    """A legal second team of the example pack, playing the same mission."""
    team = Team(
        [
            Fighter("profile-captain", "Sergeant Brannock", "leader"),
            Fighter("profile-breacher", "Kasia"),
            Fighter("profile-mortar-gunner", "Tomek"),
        ],
        Mission("Hold the relay", 1, 2, ""),
    )
    return document_for(team, "Iron Wardens")


@pytest.fixture
def saved_teams(gui):  # noqa: F811
    from app.roster.store import RosterStore

    store = RosterStore(gui.workspace.db)
    return store.create(kestrel()).id, store.create(wardens()).id


def when_modal(qtbot, handler: Callable[[QWidget], None]) -> list[str]:
    """Runs ``handler`` on the dialog that opens next, as soon as it is the active modal
    window (never on a dialog another test left behind); returns the failures inside it."""
    problems: list[str] = []
    before = QApplication.activeModalWidget()

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog is before or not dialog.isVisible():
            QTimer.singleShot(10, poll)
            return
        try:
            handler(dialog)
        except Exception as exc:  # reported by the test, never lost in the event loop
            problems.append(repr(exc))
            dialog.close()

    QTimer.singleShot(0, poll)
    return problems


def click(qtbot, button: QPushButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def games_page(gui, qtbot) -> GamesPage:  # noqa: F811
    gui.window.show_page("games")
    page = gui.window.pages["games"]
    assert isinstance(page, GamesPage)
    qtbot.waitUntil(page.isVisible)
    return page


def fill_new_game(qtbot, dialog: NewGameDialog, npcs: tuple[str, ...] = ()) -> None:
    assert dialog.system.id == "flashpoint"  # the game chosen last time
    first, second = dialog.players
    qtbot.keyClicks(first.name_edit, "Ana")
    qtbot.keyClicks(second.name_edit, "Marek")
    first.team_combo.setCurrentIndex(first.team_combo.findText("Salvage Crew Kestrel"))
    second.team_combo.setCurrentIndex(second.team_combo.findText("Iron Wardens"))
    options = dialog.options
    assert isinstance(options, FlashpointGameOptions)
    assert isinstance(dialog, NewGameDialog)
    qtbot.waitUntil(options.offensive_combo.isVisible, timeout=15_000)
    # The mission comes from the teams (the players agreed on it before recruiting).
    assert options.mission_edit.text() == "Hold the relay"
    assert (options.offensive_bonus.value(), options.defensive_bonus.value()) == (1, 2)
    options.points_edit.setPlainText("1 point per round holding the relay")
    options.defensive_bonus.setValue(3)
    assert [options.offensive_combo.itemText(i) for i in (1, 2)] == ["Ana", "Marek"]
    options.offensive_combo.setCurrentIndex(options.offensive_combo.findText("Ana"))
    for profile in npcs:
        options.npc_combo.setCurrentIndex(options.npc_combo.findData(profile))
        click(qtbot, options.npc_add)
    assert dialog.problem.text() == "", dialog.problem.text()
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))


def start_game(
    gui,  # noqa: F811
    qtbot,
    npcs: tuple[str, ...] = (),
) -> tuple[GamesPage, FlashpointTrackerView]:
    page = games_page(gui, qtbot)
    # Flashpoint was the game chosen last time: the dialog opens on it. (Choosing it in the
    # dialog is the generic dialog's own test, tests/ui/tracker/test_new_game_dialog.py.)
    gui.window.ui_settings.setValue(SYSTEM_KEY, "flashpoint")
    problems = when_modal(qtbot, lambda dialog: fill_new_game(qtbot, dialog, npcs))
    click(qtbot, page.new_button)
    assert problems == []
    view = page.tracker
    assert isinstance(view, FlashpointTrackerView)
    gui.window.activateWindow()  # the offscreen platform does not hand focus back itself
    qtbot.waitUntil(gui.window.isActiveWindow)
    return page, view


def test_flashpoint_is_offered_by_the_new_game_dialog():
    from ui.systems import tracker_ids

    assert "flashpoint" in tracker_ids()


def test_the_new_game_box_makes_the_setup(gui, qtbot, saved_teams):  # noqa: F811
    _page, view = start_game(gui, qtbot)
    setup = view.state.setup
    assert [p.name for p in setup.players] == ["Ana", "Marek"]
    assert [p.team for p in setup.players] == ["Salvage Crew Kestrel", "Iron Wardens"]
    assert setup.offensive == 0 and setup.offensive_roll is None
    assert setup.mission == "Hold the relay"
    assert setup.success_points == "1 point per round holding the relay"
    # Marek is Defensive: his Leader's Power (2) and the mission's Defensive bonus, now 3.
    assert setup.players[1].bonus == (3, 5)
    assert view.state.reserves[1].power == sum(f.power for f in setup.players[1].fighters) + 5
    assert "Offensive player: Ana" in view.info.text()
    assert view.columns[1].role.text() == "Defensive player · Strategic Bonus 5"
    assert view.heading.text() == "Round 1 of 6 — Initiative"


def test_a_round_by_clicks_and_keys_with_a_refusal_undo_and_resume(
    gui,  # noqa: F811
    qtbot,
    saved_teams,
):
    page, view = start_game(gui, qtbot)
    ana, marek = view.columns[0], view.columns[1]
    skill_start = view.state.reserves[0].skill

    # Initiative: Ana bids a Skill die, Marek none; Ana wins and starts.
    bids = view.initiative_panel
    bids.skill[0].setValue(1)
    qtbot.keyClick(view, Qt.Key.Key_B)
    assert view.state.step == "activations" and view.state.initiative == 0, view.status.text()
    assert view.state.reserves[0].skill == skill_start - 1
    assert "Ana's turn" in view.info.text()

    # Ana activates her captain with Doyle in reinforcement; each draws dice.
    panel = view.activation_panel
    assert panel.title.text() == "Ana activates"
    assert panel.chosen() == "f1"
    click(qtbot, panel.reinforcement_buttons["0:f2"])
    assert set(panel.dice_rows) == {"0:f1", "0:f2"}
    _label, skill, power = panel.dice_rows["0:f2"]
    skill.setValue(1)
    power.setValue(1)
    qtbot.keyClick(view, Qt.Key.Key_A)
    captain, doyle = view.state.fighter(0, "f1"), view.state.fighter(0, "f2")
    assert captain.activations == 1 and doyle.activations == 1, view.status.text()
    assert doyle.dice == {"skill": 1, "power": 1}
    assert view.roll_label.text().startswith("Rolled: Captain Ines Varga: Skill ")
    assert "Activated ×1" in ana.cards["f1"].state.text()
    # English letters of its own on the cards, written out above them.
    assert ana.cards["f1"].figures.text().startswith("SK 2 · PW 2 · RR ")
    assert ana.legend.text() == "SK: Skill · PW: Power · RR: reinforcement range"
    assert view.state.active == 1 and panel.title.text() == "Marek activates"

    # The captain attacks Brannock, who has not activated: the window offers the defender's
    # attribution sequence (seed 003 L456, « effectue immédiatement une séquence
    # d'attribution »), its own event; Brannock draws from Marek's reserve.
    combat = view.combat_panel
    assert "Activation in progress: Captain Ines Varga with Doyle" in combat.activation.text()
    click(qtbot, ana.cards["f1"].card_buttons["weapon-carbine"])
    assert combat.declare_title.text() == "Captain Ines Varga attacks with Carbine; defender:"
    combat.target_combo.setCurrentIndex(combat.target_combo.findData("1:f1"))
    click(qtbot, combat.declare_button)
    assert view.game.events[-1].type == "attack_declared", view.status.text()
    assert combat.defence_row.isVisible() and "has not activated" in combat.defence_title.text()
    power_before = view.state.reserves[1].power
    combat.defence_skill.setValue(1)
    combat.defence_power.setValue(2)
    click(qtbot, combat.defend_button)
    assert view.state.fighter(1, "f1").dice == {"skill": 1, "power": 2}, view.status.text()
    assert view.state.reserves[1].power == power_before - 2
    assert view.state.fighter(1, "f1").activations == 0  # defending is no activation
    assert not combat.defence_row.isVisible()
    lines = [view.log_model.index(r).data() for r in range(view.log_model.rowCount())]
    assert lines[-2:] == [
        "Round 1 — Captain Ines Varga attacks Sergeant Brannock with Carbine",
        "Round 1 — Sergeant Brannock defends with 1 Skill and 2 Power dice",
    ]
    # One combat action per activation (L362): the carbine is tilted, and a second attack
    # by the captain would be refused anyway.
    assert view.state.fighter(0, "f1").cards["weapon-carbine"] == "tilted"
    # The captain runs; Brannock, not activated, may not (with the reason, nothing kept).
    ana.cards["f1"].action_actions["run"].trigger()
    assert view.game.events[-1].payload == {"player": 0, "fighter": "f1", "action": "run"}
    events = len(view.game.events)
    marek.cards["f1"].action_actions["jump"].trigger()
    assert view.status.text() == (
        f"Event {events + 1} (action_taken) cannot be applied: Sergeant Brannock is not "
        "activated: only Captain Ines Varga (and its reinforcements) acts now."
    )
    assert len(view.game.events) == events

    # A Staggered fighter's weapon is refused: the core's sentence, nothing recorded.
    brannock = marek.cards["f1"]
    brannock.place_actions["staggered"].trigger()
    assert view.state.fighter(1, "f1").markers["staggered"] == 1
    assert "Staggered" in brannock.effects.text()
    events = len(view.game.events)
    click(qtbot, brannock.card_buttons["weapon-carbine"])
    assert view.game.events[-1].type == "marker_placed"  # the weapon asks for a defender
    click(qtbot, combat.declare_button)
    assert view.status.text() == (
        f"Event {events + 1} (attack_declared) cannot be applied: "
        "Sergeant Brannock is Staggered: no combat action, no grenade or artillery."
    )
    assert len(view.game.events) == events
    click(qtbot, combat.cancel_button)
    assert not combat.declare_row.isVisible()

    # The faces stay shown while the table plays the activation out, until the next pass.
    assert view.roll_label.isVisible() and "Captain Ines Varga" in view.roll_label.text()

    # Both pass: the Environment step; Wren is Wounded, then the round ends.
    qtbot.keyClick(view, Qt.Key.Key_P)
    assert not view.roll_label.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_P)
    assert view.state.step == "environment", view.status.text()
    assert view.status.text() == ""
    click(qtbot, ana.cards["f4"].wound_button)
    assert view.state.fighter(0, "f4").wounded
    # A Wounded fighter's button declares it dead, the rulebook's « déclarée Morte ».
    assert ana.cards["f4"].wound_button.text() == "Declare dead"
    assert "Wounded fighters die: Wren." in view.end_round_panel.preview.text()
    click(qtbot, view.end_round_panel.end_button)
    assert view.state.round == 2 and view.state.step == "initiative"
    assert view.state.fighter(0, "f4").dead
    assert ana.cards["f4"].state.text() == "Dead"
    assert view.state.fighter(1, "f1").markers["staggered"] == 0  # one of each type removed

    # Undo and redo by keys.
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert view.state.step == "environment" and not view.state.fighter(0, "f4").dead
    qtbot.keyClick(
        view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert view.state.round == 2 and view.state.fighter(0, "f4").dead
    lines = [view.log_model.index(r).data() for r in range(view.log_model.rowCount())]
    assert lines[-1].startswith("Round 1 — At the discard step, these die: Wren")

    # Back to the list, and resumed where it stood.
    state = view.state.to_json()
    click(qtbot, view.back_button)
    assert page.tracker is None
    page.table.selectRow(0)
    click(qtbot, page.resume_button)
    resumed = page.tracker
    assert isinstance(resumed, FlashpointTrackerView)
    assert resumed.state.to_json() == state
    assert resumed.log_model.rowCount() == len(lines)
    assert resumed.undo_action.isEnabled()


def test_six_rounds_to_the_debriefing_the_report_and_the_league(
    gui,  # noqa: F811
    qtbot,
    saved_teams,
):
    _page, view = start_game(gui, qtbot)
    # Round 1: a Skill die each, tied: the bids are rolled until one total is higher.
    view.initiative_panel.skill[0].setValue(1)
    view.initiative_panel.skill[1].setValue(1)
    click(qtbot, view.initiative_panel.bid_button)
    rolls = view.game.events[-1].payload["rolls"]
    assert rolls and view.state.initiative in (0, 1)
    assert view.roll_label.text().startswith("Tied bids rolled: Ana ")
    click(qtbot, view.activation_panel.pass_button)
    click(qtbot, view.activation_panel.pass_button)
    click(qtbot, view.end_round_panel.end_button)
    for _round in range(5):
        click(qtbot, view.initiative_panel.bid_button)  # nobody bids: Marek, Defensive, starts
        assert view.state.initiative == 1
        click(qtbot, view.activation_panel.pass_button)
        click(qtbot, view.activation_panel.pass_button)
        click(qtbot, view.end_round_panel.end_button)
    assert view.state.step == "debriefing"
    assert view.heading.text() == "Debriefing"
    debriefing = view.debriefing_panel
    assert "1 point per round holding the relay" in debriefing.conditions.text()
    debriefing.points[0].setValue(4)
    debriefing.points[1].setValue(2)
    click(qtbot, debriefing.finish_button)
    assert view.state.finished and view.state.winner == 0
    result = view.result
    assert result.isVisible() and result.title.text() == "Ana wins"
    assert "Success points: Ana 4 – 2 Marek" in result.details.text()

    seen: list[PrintDialog] = []

    def close_report(dialog) -> None:
        assert isinstance(dialog, PrintDialog) and dialog.game is view.game
        seen.append(dialog)
        dialog.reject()

    problems = when_modal(qtbot, close_report)
    click(qtbot, result.print_button)
    qtbot.waitUntil(lambda: len(seen) == 1)
    assert problems == []

    def name_league(dialog) -> None:
        assert isinstance(dialog, QInputDialog)
        dialog.setTextValue("Autumn league")
        dialog.accept()

    problems = when_modal(qtbot, name_league)
    click(qtbot, result.league_link.button)
    assert problems == []
    found = campaign_game_for_tracked(gui.workspace.db, int(view.game.id))
    assert found is not None and found[0].name == "Autumn league"
    game = get_game(gui.workspace.db, found[1])
    assert game.end_reason == "debriefing"
    assert result.league_link.label.text() == "Recorded in the league Autumn league."
    assert not result.league_link.button.isVisible()


def test_a_reaction_a_reload_card_and_a_refusal_in_french(
    gui,  # noqa: F811
    qtbot,
    saved_teams,
):
    _page, view = start_game(gui, qtbot)
    click(qtbot, view.initiative_panel.bid_button)  # nobody bids: Marek, Defensive, starts
    panel = view.activation_panel
    assert not panel.reaction_box.isVisible()  # nothing to react to yet

    # Marek's mortar gunner activates and fires: the reload card waits to be reloaded.
    panel.fighter_combo.setCurrentIndex(panel.fighter_combo.findData("f3"))
    click(qtbot, panel.activate_button)
    tomek = view.columns[1].cards["f3"]
    mortar = tomek.card_buttons["equipment-light-mortar"]
    click(qtbot, mortar)
    assert view.state.fighter(1, "f3").cards["equipment-light-mortar"] == "reloading"
    assert mortar.text() == "Light mortar — to reload"
    click(qtbot, mortar)  # Rechargement: its strategic actions spent
    assert view.state.fighter(1, "f3").cards["equipment-light-mortar"] == "ready"

    # Ana answers with a Reaction: no reinforcements, no pass; Marek goes on after it.
    assert panel.reaction_box.isVisible()
    click(qtbot, panel.reaction_box)
    assert panel.title.text() == "Ana reacts with"
    assert not panel.pass_button.isVisible() and not panel.reinforcement_buttons
    panel.fighter_combo.setCurrentIndex(panel.fighter_combo.findData("f3"))
    click(qtbot, panel.activate_button)
    assert view.state.fighter(0, "f3").activations == 1, view.status.text()
    assert view.state.active == 1 and not panel.reaction_box.isVisible()
    last = view.log_model.index(view.log_model.rowCount() - 1).data()
    assert last.startswith("Round 1 — Ana reacts with Okafor")

    # In French, a refusal is the core's French sentence, and nothing is recorded.
    gui.languages.apply("fr")
    qtbot.waitUntil(lambda: view.heading.text() == "Round 1 sur 6 — Activation alternée")
    events = len(view.game.events)
    view.columns[1].cards["f1"].place_actions["immobilised"].trigger()
    click(qtbot, view.columns[1].cards["f1"].card_buttons["ability-rally"])
    assert view.status.text() == (
        f"L'événement {events + 2} (card_used) ne peut pas être appliqué : "
        "La figurine Sergeant Brannock est Immobilisée : aucune action de combat ni action "
        "stratégique."
    ), view.status.text()
    assert len(view.game.events) == events + 1  # the marker only
    gui.languages.apply("en")


def test_the_mission_npcs_activate_in_the_environment_step(gui, qtbot, saved_teams):  # noqa: F811
    _page, view = start_game(gui, qtbot, npcs=("profile-rifleman", "profile-rifleman"))
    npcs = view.state.setup.npcs
    assert [n.name for n in npcs] == ["Rifleman 1", "Rifleman 2"]
    column = view.columns[2]
    assert column.name.text() == "The NPCs"
    assert column.role.text() == "Played by Marek, the Defensive player"
    click(qtbot, view.initiative_panel.bid_button)
    click(qtbot, view.activation_panel.pass_button)
    click(qtbot, view.activation_panel.pass_button)
    panel = view.activation_panel
    assert view.state.step == "environment" and panel.isVisible()
    assert panel.title.text() == "The NPCs activate" and not panel.pass_button.isVisible()
    assert not view.end_round_panel.isVisible()  # the NPCs first
    for _npc in npcs:
        click(qtbot, panel.activate_button)
    assert all(f.activations == 1 for f in view.state.fighters[2]), view.status.text()
    assert view.end_round_panel.isVisible() and not panel.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_R)
    assert view.state.round == 2


def test_a_concession_from_the_end_game_menu_then_undone(gui, qtbot, saved_teams):  # noqa: F811
    _page, view = start_game(gui, qtbot)
    assert view.end_game_button.isEnabled()
    assert [a.text() for a in view.concede_actions] == ["Ana concedes", "Marek concedes"]
    view.concede_actions[1].trigger()
    assert view.state.finished and view.state.winner == 0
    assert view.result.isVisible() and view.result.reason.text() == "Marek conceded."
    assert not view.end_game_button.isEnabled()
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not view.state.finished and view.initiative_panel.isVisible()
    view.agreed_actions[2].trigger()  # agreed: a draw
    assert view.state.winner is None and view.result.title.text() == "Game over: a draw"

    # A league of Flashpoint exists (and one of another game, not offered): chosen from a list.
    db = gui.workspace.db
    create_campaign(db, "Shatterpoint nights", "shatterpoint")
    create_campaign(db, "Spring league", "flashpoint")
    offered: list[list[str]] = []

    def choose(dialog) -> None:
        assert isinstance(dialog, QInputDialog)
        offered.append(list(dialog.comboBoxItems()))
        dialog.accept()

    problems = when_modal(qtbot, choose)
    click(qtbot, view.result.league_link.button)
    assert problems == [] and offered == [["Spring league"]]
    found = campaign_game_for_tracked(db, int(view.game.id))
    assert found is not None and found[0].name == "Spring league"
    assert get_game(db, found[1]).end_reason == "agreed"


def test_at_1366_by_768_every_button_shows_its_whole_text_in_each_language(
    gui,  # noqa: F811
    qtbot,
    saved_teams,
):
    _page, view = start_game(gui, qtbot)
    gui.window.resize(1366, 768)
    click(qtbot, view.initiative_panel.bid_button)
    click(qtbot, view.activation_panel.activate_button)  # Marek's sergeant
    view.columns[0].cards["f4"].place_actions["immobilised"].trigger()
    for language in ("en", "fr", "pl"):
        gui.languages.apply(language)
        for column in view.columns.values():
            viewport = column.scroll.viewport()
            qtbot.waitUntil(lambda c=column, v=viewport: c.fighters_area.width() <= v.width())
            for card in column.cards.values():
                assert card.width() <= viewport.width(), (language, card.objectName())
                for button in card.buttons.shown():
                    # A wait for the layout to settle in the new language, not a timing check.
                    qtbot.waitUntil(
                        lambda b=button: b.width() >= b.minimumSizeHint().width(), timeout=5000
                    )
        assert view.columns[0].cards["f4"].effects.isVisible()
    gui.languages.apply("en")
