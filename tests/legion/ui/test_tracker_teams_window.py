"""A team battle (2v2) through the Legion windows: the New game box's variant with four saved
armies (the teams' rules checked together, played anyway), the tracker's four armies at
1366×768 in two teams, priority decided by the teams' pips, orders to a teammate's units, and
the winning team.

Set MUSTER_SCREENSHOTS to a folder to keep a picture of the table in each language; the
pictures in docs/screenshots/ (legion-tracker-teams-en.png etc.) come from there."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from tests.legion.tracker_helpers import LEIA, OFFICER, STORMTROOPERS, TROOPERS
from tests.legion.ui.test_tracker_window import click, games_page
from tests.ui.tracker.conftest import when_modal
from ui.systems.legion.tracker.game_options import LegionGameOptions
from ui.systems.legion.tracker.tracker_view import LegionTrackerView


@pytest.fixture
def team_armies(gui) -> None:
    """Four saved armies of the team format: two Rebel, two Imperial (each side's two armies
    share Leia or the officer: the team check says so)."""
    from app.roster.store import RosterStore
    from app.systems.legion.army import document_for
    from tests.legion.tracker_helpers import empire, rebels

    store = RosterStore(gui.workspace.db)
    for army, name in (
        (rebels(), "Echo Base"),
        (empire(), "Hoth Assault"),
        (rebels(), "Yavin Strike"),
        (empire(), "Scarif Guard"),
    ):
        army.format = "team"
        store.create(document_for(army, name))


def fill_team_game(qtbot, dialog) -> None:
    dialog.system_combo.setCurrentIndex(dialog.system_combo.findData("legion"))
    first, second = dialog.players
    qtbot.keyClicks(first.name_edit, "Anna")
    qtbot.keyClicks(second.name_edit, "Bartek")
    first.team_combo.setCurrentIndex(first.team_combo.findText("Echo Base"))
    second.team_combo.setCurrentIndex(second.team_combo.findText("Hoth Assault"))
    qtbot.waitUntil(second.accept_box.isVisible)
    second.accept_box.click()  # the test Empire army breaks rules of its own
    options = dialog.options
    assert isinstance(options, LegionGameOptions)
    qtbot.waitUntil(options.team_box.isVisible)
    assert not options.mates[0].isVisible()
    click_box(qtbot, options.team_box)
    assert options.mates[0].isVisible() and options.mate_labels[0].text() == "Teammate of Anna"
    celina, darek = options.mates
    qtbot.keyClicks(celina.name_edit, "Celina")
    qtbot.keyClicks(darek.name_edit, "Darek")
    celina.army_combo.setCurrentIndex(celina.army_combo.findText("Yavin Strike"))
    darek.army_combo.setCurrentIndex(darek.army_combo.findText("Scarif Guard"))
    assert [radio.text() for radio in options.blue_radios] == [
        "Anna && Celina",  # "&&" shows one "&" (a single one would underline a letter)
        "Bartek && Darek",
    ]
    # Both Rebel armies field Leia: the team shares the uniqueness rules.
    problems = [options.team_problems.item(n).text() for n in range(options.team_problems.count())]
    assert any("Leia Organa stands in the armies of both Anna and Celina" in p for p in problems)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    click(qtbot, ok)
    assert dialog.problem.text() == "The teams break the rules: tick the box to play anyway."
    click_box(qtbot, options.team_accept)
    click(qtbot, options.blue_radios[1])
    folder = os.environ.get("MUSTER_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        dialog.grab().save(str(Path(folder) / "legion-new-team-game-en.png"))
    click(qtbot, ok)


def click_box(qtbot, box) -> None:
    assert box.isVisible() and box.isEnabled(), box.objectName()
    box.click()


def start_team_game(gui, qtbot) -> LegionTrackerView:
    page = games_page(gui, qtbot)
    problems = when_modal(qtbot, lambda dialog: fill_team_game(qtbot, dialog))
    click(qtbot, page.new_button)
    assert problems == []
    view = page.tracker
    assert isinstance(view, LegionTrackerView)
    return view


def save_picture(view: LegionTrackerView, language: str) -> None:
    folder = os.environ.get("MUSTER_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        view.window().grab().save(str(Path(folder) / f"legion-tracker-teams-{language}.png"))


def test_a_team_battle_from_the_new_game_box_to_the_winning_team(gui, qtbot, team_armies):
    view = start_team_game(gui, qtbot)
    setup = view.state.setup
    assert [p.name for p in setup.players] == ["Anna", "Bartek", "Celina", "Darek"]
    assert setup.teams == (0, 1, 0, 1) and setup.blue_player == 1
    assert len(view.columns) == 4
    assert [view.sides.widget(n).objectName() for n in range(2)] == ["team-0", "team-1"]
    assert view.columns[3].name.text() == "Darek (blue)"

    click(qtbot, view.battle_button)
    click(qtbot, view.deploy_button)
    anna, bartek, celina, darek = view.columns
    for _ in range(2):  # Celina's troopers (courage 1) may panic
        click(qtbot, celina.rows[TROOPERS].suppress_button)
    # Anna and Darek play Ambush (1 pip); Anna's team has 1 + 3 pips, Bartek's 2 + 1. Bartek's
    # Push orders two units, his own or his teammate's.
    for column, card in (
        (anna, "command-ambush"),
        (bartek, "command-push"),
        (celina, "command-assault"),
        (darek, "command-ambush"),
    ):
        column.card_combo.setCurrentIndex(column.card_combo.findData(card))
        click(qtbot, column.play_button)
    assert view.state.priority == 1 and view.state.priority_roll is None
    assert "Priority: Bartek & Darek" in view.info.text()

    # Bartek's team orders first: Bartek orders his officer and Darek's stormtroopers.
    assert bartek.orders_button.isVisible() and not anna.orders_button.isVisible()
    click(qtbot, bartek.rows[OFFICER].order_button)
    click(qtbot, darek.rows[STORMTROOPERS].order_button)
    click(qtbot, bartek.orders_button)
    event = view.game.events[-1]
    assert event.payload == {
        "player": 1,
        "units": [OFFICER],
        "teammate_units": [STORMTROOPERS],
    }
    assert view.state.players[3].unit(STORMTROOPERS).order == "ordered"
    assert not darek.rows[STORMTROOPERS].order_button.isVisible()
    click(qtbot, darek.orders_button)
    click(qtbot, celina.rows[TROOPERS].order_button)
    click(qtbot, anna.orders_button)  # Anna orders Celina's troopers
    click(qtbot, celina.orders_button)
    assert view.state.phase == "activation" and view.state.active_player == 1

    # Bartek's team activates first: Darek activates the stormtroopers Bartek ordered.
    assert not celina.rows[TROOPERS].activate_button.isVisible()
    click(qtbot, darek.rows[STORMTROOPERS].activate_button)
    click(qtbot, view.end_activation_button)
    assert view.state.active_player == 0

    # Celina's troopers activate with the courage of Anna's Leia, her teammate's commander.
    troopers = celina.rows[TROOPERS]
    assert troopers.activate_button.isVisible()
    actions = {a.objectName(): a for a in troopers.activate_menu.actions()}
    lent = actions[f"courage-from-0:{LEIA}"]
    assert lent.text() == "Activate with the courage of Leia Organa (Anna)"
    assert f"courage-from-{LEIA}" in actions  # her own Leia too
    lent.trigger()
    assert view.game.events[-1].payload["courage_player"] == 0
    assert view.game.events[-1].payload["courage_from"] == LEIA

    view.window().resize(1366, 768)
    qtbot.wait(50)
    for column in view.columns:  # every army readable at 1366×768: no row cut off sideways
        assert column.width() >= 300, column.width()
    save_picture(view, "en")
    for language in ("fr", "pl"):
        gui.languages.apply(language)
        qtbot.wait(50)
        save_picture(view, language)
    gui.languages.apply("en")

    assert view.concede_actions[0].text() == "Anna && Celina concedes"
    view.concede_actions[0].trigger()  # Anna & Celina concede
    assert view.state.winner == 1
    assert view.result_title.text() == "Bartek & Darek win"
    result = view.rules.result(view.state)
    assert result["winners"] == [1, 3]

    # "Add to a league…": the two players of the winning team win in the league together.
    from app.campaign.campaigns import campaign_by_name, create_campaign
    from app.campaign.standings import standings

    create_campaign(gui.workspace.db, "Hoth league", "legion")
    link = view.league_link
    assert link.button.isVisible()

    def choose_the_league(dialog) -> None:
        assert dialog.comboBoxItems() == ["Hoth league"]
        dialog.accept()

    problems = when_modal(qtbot, choose_the_league)
    click(qtbot, link.button)
    qtbot.waitUntil(lambda: link.label.isVisible())
    assert problems == []
    league = campaign_by_name(gui.workspace.db, "Hoth league")
    table = {row.player: (row.won, row.lost) for row in standings(gui.workspace.db, league.id)}
    assert table == {"Bartek": (1, 0), "Darek": (1, 0), "Anna": (0, 1), "Celina": (0, 1)}
