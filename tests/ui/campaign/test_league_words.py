"""A Legion and a Flashpoint league through the Campaigns page's widgets: each speaks its game's
words (victory tokens and score, success points; army, team) in English, French and Polish,
ranks by its game's figures, and the Games page tells an unfinished game in its own words.

The Legion standings are saved as screenshots (``MUSTER_SHOTS``, if set, else the test's
folder) at 1366×768."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.campaign.campaigns import create_campaign
from app.campaign.games import games, record_game
from app.campaign.participants import add_participant
from app.campaign.players import create_player
from app.campaign.records import SeatResult
from app.tracker.game import Game
from tests.ui.campaign.test_campaign_screens import shot
from tests.ui.campaign.test_campaigns_page import back_to, click_ok, open_page, when_modal
from ui.campaign.campaign_dialog import CampaignDialog
from ui.campaign.game_dialog import GameDialog

WORDS = {
    "en": {
        "legion": "Star Wars: Legion",
        "tokens": "Victory tokens",
        "score": "Score",
        "army": "Army",
        "armies": "Armies",
        "success": "Success points",
        "team": "Team",
        "so_far": "Victory tokens so far 0–0",
        "won": "{name} won",
    },
    "fr": {
        "tokens": "Pions Victoire",
        "score": "Score",
        "army": "Armée",
        "armies": "Armées",
        "success": "Points de succès",
        "team": "Team",
        "so_far": "Pions Victoire pour l'instant 0–0",
        "won": "{name} a gagné",
    },
    "pl": {
        "tokens": "Żetony zwycięstwa",
        "score": "Wynik",
        "army": "Armia",
        "armies": "Armie",
        "success": "Punkty sukcesu",
        "team": "Drużyna",
        "so_far": "Żetony zwycięstwa na razie 0–0",
        "won": "{name} wygrał",
    },
}


def headers(model) -> list[str]:
    return [
        str(model.headerData(n, Qt.Orientation.Horizontal)).replace("\n", " ")
        for n in range(model.columnCount())
    ]


def create_league(qtbot, page, name: str, system: str) -> list[str]:
    """Creates a league of ``system`` through the Campaign dialog; returns the tie-breakers
    the dialog ticked for it."""
    ticked: list[str] = []

    def create(dialog: CampaignDialog) -> None:
        qtbot.keyClicks(dialog.name_edit, name)
        dialog.system_box.setCurrentIndex(dialog.system_box.findData(system))
        for row in range(dialog.breakers.count()):
            item = dialog.breakers.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                ticked.append(item.text())
        click_ok(qtbot, dialog)

    when_modal(qtbot, CampaignDialog, create)
    button = page.empty.button if page.empty.isVisible() else page.new_campaign_button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.campaign is not None and page.campaign.name == name)
    return ticked


def record(qtbot, page, first: str, second: str, figures, labels: dict) -> None:
    """Records ``first``'s win over ``second`` through the Record game dialog; ``figures``:
    per seat, (primary, secondary or None)."""

    def fill(dialog: GameDialog) -> None:
        labels["team"] = dialog.team_labels[0].text()
        labels["primary"] = dialog.primary_labels[0].text()
        labels["secondary"] = (
            dialog.score_labels[0].text() if dialog.score_boxes[0].isVisibleTo(dialog) else None
        )
        qtbot.keyClicks(dialog.player_boxes[0], first)
        qtbot.keyClicks(dialog.player_boxes[1], second)
        dialog.result_box.setCurrentIndex(0)
        for seat, (primary, secondary) in enumerate(figures):
            dialog.primary_boxes[seat].selectAll()
            qtbot.keyClicks(dialog.primary_boxes[seat], str(primary))
            if secondary is not None:
                dialog.score_boxes[seat].selectAll()
                qtbot.keyClicks(dialog.score_boxes[seat], str(secondary))
        dialog.reason_box.setCurrentIndex(0)
        click_ok(qtbot, dialog)

    when_modal(qtbot, GameDialog, fill)
    page.tabs.setCurrentIndex(1)
    target = page.games.empty.button if page.games.empty.isVisible() else page.games.view
    back_to(qtbot, page, target)
    qtbot.keyClick(target, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    back_to(qtbot, page, page.games.view)


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_a_legion_league_reads_victory_tokens_and_score(gui, qtbot, tmp_path, language):
    words = WORDS[language]
    page = open_page(gui, qtbot, language)
    ticked = create_league(qtbot, page, "Hoth", "legion")
    assert ticked[:2] == [words["tokens"], words["score"]]
    labels: dict = {}
    # Ann and Bob each win once (3 points each); Ann's victory tokens put her first.
    record(qtbot, page, "Ann", "Bob", [(4, 520), (1, 180)], labels)
    assert (labels["team"], labels["primary"], labels["secondary"]) == (
        words["army"],
        words["tokens"],
        words["score"],
    )
    record(qtbot, page, "Bob", "Ann", [(2, 300), (2, 250)], labels)
    columns = headers(page.standings.model)
    assert columns[-2:] == [words["tokens"], words["score"]]
    assert not any("Lutte" in c or "Struggle" in c or "zmaga" in c for c in columns)
    proxy = page.standings.view.model()
    rows = [
        [proxy.index(r, c).data() for c in range(proxy.columnCount())]
        for r in range(proxy.rowCount())
    ]
    assert [row[:2] for row in rows] == [["1", "Ann"], ["2", "Bob"]]
    assert rows[0][-2:] == ["6", "770"] and rows[1][-2:] == ["3", "480"]
    assert headers(page.games.model)[3] == words["tokens"]
    assert headers(page.statistics.teams_model)[0] == words["army"]
    page.tabs.setCurrentIndex(0)
    gui.window.resize(1366, 768)
    QApplication.processEvents()
    shot(gui.window, tmp_path, f"legion-standings-{language}")
    record_ = games(gui.workspace.db, page.campaign.id)[0]
    assert [(s.player_name, s.primary_score, s.score) for s in record_.seats] == [
        ("Ann", 4, 520),
        ("Bob", 1, 180),
    ]


def test_a_flashpoint_league_reads_success_points(gui, qtbot):
    words = WORDS["fr"]
    page = open_page(gui, qtbot, "fr")
    ticked = create_league(qtbot, page, "Coup de main", "flashpoint")
    assert ticked[0] == words["success"]
    labels: dict = {}
    record(qtbot, page, "Ann", "Bob", [(5, None), (3, None)], labels)
    assert (labels["team"], labels["primary"], labels["secondary"]) == (
        words["team"],
        words["success"],
        None,
    )
    columns = headers(page.standings.model)
    assert columns[-1] == words["success"] and len(columns) == 8
    proxy = page.standings.view.model()
    assert [proxy.index(0, c).data() for c in (1, 6, 7)] == ["Ann", "3", "5"]
    # The language changes on the fly: the headers follow.
    gui.languages.apply("pl")
    assert headers(page.standings.model)[-1] == WORDS["pl"]["success"]
    assert headers(page.games.model)[3] == WORDS["pl"]["success"]


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_the_games_list_tells_an_unfinished_legion_game_in_its_words(gui, qtbot, language):
    from tests.legion.tracker_helpers import setup
    from ui.tracker.games_model import GamesModel

    Game.create(gui.workspace.db, "legion", setup())
    window = gui.window
    window.show_page("settings")
    combo = window.settings_page.language_combo
    combo.setCurrentIndex(combo.findData(language))
    window.show_page("games")
    page = window.pages["games"]
    qtbot.waitUntil(lambda: page.proxy.rowCount() == 1)
    result = page.proxy.index(0, GamesModel.COLUMNS.index("result")).data()
    assert result == WORDS[language]["so_far"]
    title = page.proxy.headerData(GamesModel.COLUMNS.index("teams"), Qt.Orientation.Horizontal)
    assert title == WORDS[language]["armies"]


@pytest.mark.parametrize(
    ("system", "label", "summary"),
    [
        ("legion", "Armée", "Aucune armée enregistrée pour l'instant"),
        ("shatterpoint", "Groupe de combat", "Aucun groupe de combat enregistré pour l'instant"),
    ],
)
def test_the_new_game_dialog_names_each_games_rosters(gui, qtbot, system, label, summary):
    from ui.tracker.new_game_dialog import NewGameDialog

    gui.languages.apply("fr")
    dialog = NewGameDialog(gui.workspace, gui.window, system_id=system)
    qtbot.addWidget(dialog)
    first = dialog.players[0]
    assert first.team_label.text() == label
    assert first.summary.text().startswith(summary)
    if system != "legion":
        return
    # Choosing another game in the dialog speaks that game's words at once.
    dialog.system_combo.setCurrentIndex(dialog.system_combo.findData("shatterpoint"))
    assert first.team_label.text() == "Groupe de combat"
    assert dialog.problem.text().startswith("Choisissez un groupe de combat pour")


def test_registering_an_army_in_a_legion_league_speaks_of_armies(gui, qtbot, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    from app.roster.store import RosterStore
    from app.systems import get
    from tests.ui.campaign.test_campaigns_page import click_row

    db = gui.workspace.db
    league = create_campaign(db, "Hoth", "legion")
    ann = create_player(db, "Ann")
    add_participant(db, league.id, ann.id)
    RosterStore(db).create(get("legion").new_roster("Rebels"))  # type: ignore[attr-defined]
    page = open_page(gui, qtbot, "fr")
    page.tabs.setCurrentIndex(2)
    click_row(qtbot, page.players.view, 0)
    assert page.players.register_team_button.text() == "Inscrire une &armée…"
    assert page.players.teams_label.text() == "Aucune armée inscrite."
    asked: list[tuple[str, str]] = []

    def choose(_parent, title, label, items, *_args):
        asked.append((title, label))
        return items[0], True

    monkeypatch.setattr(QInputDialog, "getItem", choose)
    qtbot.mouseClick(page.players.register_team_button, Qt.MouseButton.LeftButton)
    assert asked == [("Inscrire une armée", "Armée d'Ann :")]
    assert page.players.teams_label.text() == "Armées inscrites : Rebels"
    assert page.undo_stack.undoText() == "Inscrire une armée"
    assert page.players.withdraw_team_button.text() == "Re&tirer une armée…"
    # A Shatterpoint campaign keeps its strike teams.
    create_campaign(db, "Clone Wars", "shatterpoint")
    page.reload_campaigns()
    page.campaign_list.setCurrentIndex(page.campaigns_model.index(0))
    assert page.campaign is not None and page.campaign.name == "Clone Wars"
    assert page.players.register_team_button.text() == "Inscrire un &groupe de combat…"


def test_the_games_list_names_a_teams_players(gui, qtbot):
    db = gui.workspace.db
    league = create_campaign(db, "Twos", "legion")
    seats = [
        SeatResult("Ann", "win", 4, None, 300, 1),
        SeatResult("Bob", "loss", 1, None, 100, 2),
        SeatResult("Cid", "win", 4, None, 200, 1),
        SeatResult("Dan", "loss", 1, None, 150, 2),
    ]
    record_game(db, league.id, date(2026, 5, 1), seats, end_reason="rounds")
    page = open_page(gui, qtbot, "en")
    page.tabs.setCurrentIndex(1)
    view = page.games.view.model()
    assert view.index(0, 1).data() == "Ann & Cid – Bob & Dan"
    assert view.index(0, 2).data() == "Ann & Cid"
    table = {page.standings.model.rows[n].player: page.standings.model.rows[n] for n in range(4)}
    assert [table[name].won for name in ("Ann", "Cid")] == [1, 1]
