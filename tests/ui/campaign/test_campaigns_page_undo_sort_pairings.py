"""The Campaigns page: the games list sorted by clicking its header (the database sorts, the
list keeps fetching page by page), players added, removed and registered with undo, and the
pairings showing the result of each table once its game is recorded."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

from app.campaign.campaigns import create_campaign
from app.campaign.games import get_game, record_game, update_game
from app.campaign.participants import add_participant, is_participant, strike_teams
from app.campaign.players import create_player, find_player
from app.campaign.records import SeatResult
from app.roster.document import RosterDocument
from app.roster.store import RosterStore
from tests.ui.campaign.test_campaigns_page import (
    back_to,
    click_ok,
    click_row,
    open_page,
    when_modal,
)
from ui.campaign.game_dialog import GameDialog
from ui.campaign.models import GamesModel
from ui.campaign.player_dialog import PlayerDialog


def click_header(qtbot, view, column: int) -> None:
    header = view.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(
        header.viewport(), Qt.LeftButton, Qt.NoModifier, QPoint(x, header.height() // 2)
    )


def test_clicking_a_header_sorts_every_page_of_the_games_list(gui, qtbot, monkeypatch):
    monkeypatch.setattr(GamesModel, "PAGE", 2)
    db = gui.workspace.db
    league = create_campaign(db, "League", "shatterpoint")
    for n, turns in enumerate((3, 6, 1, 5, 2)):
        seats = [SeatResult("Ann", "win", 2), SeatResult("Bob", "loss", 1)]
        record_game(db, league.id, date(2026, 5, 1 + n), seats, turns=turns)
    page = open_page(gui, qtbot, "en")
    page.tabs.setCurrentIndex(1)
    model = page.games.model
    assert model.rowCount() == 2  # one page, newest first
    assert [model.index(r, 0).data() for r in range(2)] == ["2026-05-05", "2026-05-04"]

    def shown_turns() -> list[int]:
        while model.canFetchMore(model.index(-1, -1)):
            page.games.view.scrollToBottom()
            qtbot.wait(1)
        return [int(model.index(r, 4).data()) for r in range(model.rowCount())]

    click_header(qtbot, page.games.view, 4)
    assert model.sort_key == "turns" and model.rowCount() == 2  # the fetch starts again
    expected = [1, 2, 3, 5, 6]
    assert shown_turns() == (expected[::-1] if model.descending else expected)
    click_header(qtbot, page.games.view, 4)
    assert shown_turns() == (expected[::-1] if model.descending else expected)

    # An edit reloads the rows in the chosen order.
    first_id = model.rows[0].id
    record = get_game(db, first_id)
    update_game(db, first_id, record.played_on, record.seat_results(), turns=9)
    page.games.view.setFocus()
    qtbot.keyClick(page.games.view, Qt.Key_F5)
    assert int(model.index(0, 4).data()) == (9 if model.descending else 1)


def test_players_added_removed_and_registered_are_undone(gui, qtbot, monkeypatch):
    db = gui.workspace.db
    league = create_campaign(db, "League", "shatterpoint")
    roster = RosterDocument(
        "shatterpoint", "Clones", [{"primary": "a", "secondary": "b", "support": "c"}]
    )
    RosterStore(db).create(roster)
    page = open_page(gui, qtbot, "pl")
    page.tabs.setCurrentIndex(2)
    proxy = page.players.view.model()

    def add(dialog: PlayerDialog) -> None:
        qtbot.keyClicks(dialog.name_edit, "Ewa")
        click_ok(qtbot, dialog)

    when_modal(qtbot, PlayerDialog, add)
    qtbot.mouseClick(page.players.add_button, Qt.LeftButton)
    assert proxy.rowCount() == 1 and proxy.index(0, 0).data() == "Ewa"
    back_to(qtbot, page, page.players.view)
    qtbot.keyClick(page.players.view, Qt.Key_Z, Qt.ControlModifier)
    assert proxy.rowCount() == 0
    assert find_player(db, "Ewa") is None  # created by the command: forgotten too
    qtbot.keyClick(page.players.view, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert proxy.rowCount() == 1
    ewa = find_player(db, "Ewa")
    assert ewa is not None and is_participant(db, league.id, ewa.id)

    # Adding a player who already takes part says so and changes nothing.
    messages: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text: messages.append(text))
    when_modal(qtbot, PlayerDialog, add)
    qtbot.mouseClick(page.players.add_button, Qt.LeftButton)
    assert messages == ["Ewa już bierze udział w tej kampanii."]
    assert page.undo_stack.count() == 1

    # Registering a strike team, then undoing it.
    click_row(qtbot, page.players.view, 0)
    monkeypatch.setattr(
        QInputDialog, "getItem", lambda _parent, _title, _label, items, *_args: (items[0], True)
    )
    qtbot.mouseClick(page.players.register_team_button, Qt.LeftButton)
    assert [t.name for t in strike_teams(db, league.id, ewa.id)] == ["Clones"]
    assert "Clones" in page.players.teams_label.text()  # the player stays chosen
    back_to(qtbot, page, page.players.view)
    qtbot.keyClick(page.players.view, Qt.Key_Z, Qt.ControlModifier)
    assert strike_teams(db, league.id, ewa.id) == []
    qtbot.keyClick(page.players.view, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert [t.name for t in strike_teams(db, league.id, ewa.id)] == ["Clones"]

    # Withdrawing it, then undoing that.
    assert page.players.withdraw_team_button.isVisible()
    assert page.players.withdraw_team_button.text() == "&Wycofaj grupę uderzeniową…"
    qtbot.mouseClick(page.players.withdraw_team_button, Qt.LeftButton)
    assert strike_teams(db, league.id, ewa.id) == []
    assert page.players.teams_label.text() == "Brak zgłoszonych grup uderzeniowych."
    assert not page.players.withdraw_team_button.isVisible()
    back_to(qtbot, page, page.players.view)
    qtbot.keyClick(page.players.view, Qt.Key_Z, Qt.ControlModifier)
    assert [t.name for t in strike_teams(db, league.id, ewa.id)] == ["Clones"]

    # Removing asks first; undo brings the player back with their strike team.
    monkeypatch.setattr(QMessageBox, "question", lambda *_a: QMessageBox.StandardButton.Yes)
    click_row(qtbot, page.players.view, 0)
    qtbot.mouseClick(page.players.remove_button, Qt.LeftButton)
    assert proxy.rowCount() == 0
    back_to(qtbot, page, page.players.view)
    qtbot.keyClick(page.players.view, Qt.Key_Z, Qt.ControlModifier)
    assert proxy.rowCount() == 1
    assert [t.name for t in strike_teams(db, league.id, ewa.id)] == ["Clones"]


def test_a_recorded_game_shows_as_the_result_of_its_pairing(gui, qtbot):
    db = gui.workspace.db
    league = create_campaign(db, "League", "shatterpoint")
    for name in ("Ann", "Bob", "Cid", "Dee", "Eve"):
        add_participant(db, league.id, create_player(db, name).id)
    page = open_page(gui, qtbot, "fr")
    page.tabs.setCurrentIndex(3)
    qtbot.mouseClick(page.pairings.pair_button, Qt.LeftButton)
    model = page.pairings.model
    assert model.headerData(3, Qt.Horizontal) == "Résultat"
    assert [model.index(r, 3).data() for r in range(3)] == ["Pas encore jouée"] * 2 + [""]
    assert "0 sur 2" in page.pairings.hint.text()
    first, second = model.index(0, 1).data(), model.index(0, 2).data()

    def record(dialog: GameDialog) -> None:
        qtbot.keyClicks(dialog.player_boxes[0], second)
        qtbot.keyClicks(dialog.player_boxes[1], first)
        dialog.primary_boxes[0].selectAll()
        qtbot.keyClicks(dialog.primary_boxes[0], "2")
        click_ok(qtbot, dialog)

    when_modal(qtbot, GameDialog, record)
    back_to(qtbot, page, page.pairings.view)
    qtbot.keyClick(page.pairings.view, Qt.Key_N, Qt.ControlModifier)
    page.tabs.setCurrentIndex(3)
    assert model.index(0, 3).data() == f"{second} a gagné, 2 – 0"
    assert "1 sur 2" in page.pairings.hint.text()
    back_to(qtbot, page, page.pairings.view)
    qtbot.keyClick(page.pairings.view, Qt.Key_Z, Qt.ControlModifier)
    assert model.index(0, 3).data() == "Pas encore jouée"

    # Pairing the round is undone too (a round paired by mistake).
    qtbot.keyClick(page.pairings.view, Qt.Key_Z, Qt.ControlModifier)
    assert page.pairings.round_box.count() == 0 and model.rowCount() == 0
    qtbot.keyClick(page.pairings.view, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert page.pairings.round_box.currentText() == "1" and model.rowCount() == 3


def test_empty_standings_and_statistics_say_what_to_do(gui, qtbot):
    db = gui.workspace.db
    league = create_campaign(db, "Ligue", "shatterpoint")
    page = open_page(gui, qtbot, "fr")
    page.tabs.setCurrentIndex(0)
    assert page.standings.empty.isVisible()
    assert page.standings.empty.title.text() == "Pas encore de classement"
    assert page.standings.view.isVisible()  # its headers stay, and it keeps the focus

    def add(dialog: PlayerDialog) -> None:
        qtbot.keyClicks(dialog.name_edit, "Ann")
        click_ok(qtbot, dialog)

    when_modal(qtbot, PlayerDialog, add)
    qtbot.mouseClick(page.standings.empty.button, Qt.LeftButton)
    assert not page.standings.empty.isVisible()
    assert page.standings.view.model().index(0, 1).data() == "Ann"

    page.tabs.setCurrentIndex(4)
    assert page.statistics.empty.isVisible()
    assert page.statistics.empty.title.text() == "Pas encore de statistiques"
    seats = [SeatResult("Ann", "win", 2), SeatResult("Bob", "loss", 0)]
    record_game(db, league.id, date(2026, 4, 1), seats)
    back_to(qtbot, page, page.tabs)
    qtbot.keyClick(page.tabs, Qt.Key_F5)
    assert not page.statistics.empty.isVisible() and page.statistics.teams_view.isVisible()
