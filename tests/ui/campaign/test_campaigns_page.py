"""The Campaigns page driven like a user: in French, create a campaign, record a game by hand
and watch the standings change; undo, redo, delete with confirmation; the games list fetches
lazily; a CSV import shows its report."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox, QWidget

from app.campaign.campaigns import create_campaign
from app.campaign.games import games, record_game
from app.campaign.participants import add_participant, strike_teams
from app.campaign.players import create_player, find_player
from app.campaign.records import SeatResult
from ui.campaign.campaign_dialog import CampaignDialog
from ui.campaign.game_dialog import GameDialog
from ui.campaign.page import CampaignsPage


def when_modal(qtbot, kind: type, act: Callable[[QWidget], None]) -> None:
    """Runs ``act`` on the next modal dialog of type ``kind`` once it is open."""

    def handle() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind):
            QTimer.singleShot(10, handle)
            return
        act(dialog)

    QTimer.singleShot(0, handle)


def click_ok(qtbot, dialog) -> None:
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    if not ok.isEnabled():  # closes the dialog rather than leave the test waiting on it
        problem = getattr(getattr(dialog, "problem", None), "text", lambda: "")()
        dialog.reject()
        raise AssertionError(f"OK is greyed: {problem}")
    qtbot.mouseClick(ok, Qt.LeftButton)


def back_to(qtbot, page: CampaignsPage, widget: QWidget) -> None:
    """Waits until the main window is active again after a dialog, and focuses ``widget``."""
    qtbot.waitUntil(lambda: QApplication.activeWindow() is page.window())
    widget.setFocus()


def open_page(gui, qtbot, language: str = "fr") -> CampaignsPage:
    window = gui.window
    window.show_page("settings")
    combo = window.settings_page.language_combo
    combo.setCurrentIndex(combo.findData(language))
    window.show_page("campaigns")
    page = window.pages["campaigns"]
    assert isinstance(page, CampaignsPage)
    qtbot.waitUntil(page.isVisible)  # a page built in a shown window is shown by the event loop
    return page


def standings_rows(page: CampaignsPage) -> list[tuple[str, str, str]]:
    proxy = page.standings.view.model()
    return [
        (proxy.index(r, 0).data(), proxy.index(r, 1).data(), proxy.index(r, 6).data())
        for r in range(proxy.rowCount())
    ]


def click_row(qtbot, view, row: int) -> None:
    rect = view.visualRect(view.model().index(row, 0))
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())


def menu_click(qtbot, page: CampaignsPage, action) -> None:
    """Opens the Import and export button's menu and clicks ``action`` in it."""
    menu = page.exchange.menu()

    def choose() -> None:
        if not menu.isVisible():
            QTimer.singleShot(10, choose)
            return
        qtbot.mouseClick(menu, Qt.LeftButton, Qt.NoModifier, menu.actionGeometry(action).center())

    QTimer.singleShot(0, choose)
    qtbot.mouseClick(page.exchange, Qt.LeftButton)


def toolbar_click(qtbot, page: CampaignsPage, action) -> None:
    qtbot.mouseClick(page.toolbar.widgetForAction(action), Qt.LeftButton)


def test_record_a_game_by_hand_in_french_and_see_the_standings_change(gui, qtbot, monkeypatch):
    page = open_page(gui, qtbot, "fr")
    assert page.empty.isVisible()
    assert page.empty.button.text() == "Créer une campagne"

    def create(dialog: CampaignDialog) -> None:
        qtbot.keyClicks(dialog.name_edit, "Ligue de printemps")
        click_ok(qtbot, dialog)

    when_modal(qtbot, CampaignDialog, create)
    qtbot.mouseClick(page.empty.button, Qt.LeftButton)
    assert page.campaign is not None and page.campaign.name == "Ligue de printemps"
    assert page.tabs.tabText(0) == "Classement"
    assert page.standings.model.headerData(1, Qt.Horizontal) == "Joueur"
    assert standings_rows(page) == []
    page.tabs.setCurrentIndex(1)
    assert page.games.empty.isVisible()

    def record(dialog: GameDialog) -> None:
        assert dialog.windowTitle() == "Enregistrer une partie"
        qtbot.keyClicks(dialog.player_boxes[0], "Anna")
        qtbot.keyClicks(dialog.player_boxes[1], "Zoe")
        dialog.result_box.setFocus()
        qtbot.keyClick(dialog.result_box, Qt.Key_Down)  # "Zoe a gagné"
        assert dialog.result_box.currentText() == "Zoe a gagné"
        dialog.primary_boxes[1].selectAll()
        qtbot.keyClicks(dialog.primary_boxes[1], "2")
        dialog.primary_boxes[0].selectAll()
        qtbot.keyClicks(dialog.primary_boxes[0], "1")
        dialog.turns_box.selectAll()
        qtbot.keyClicks(dialog.turns_box, "5")
        qtbot.keyClicks(dialog.notes_edit, "Serre, 2 tours de plus")
        click_ok(qtbot, dialog)

    when_modal(qtbot, GameDialog, record)
    back_to(qtbot, page, page.games.empty.button)
    qtbot.keyClick(page.games.empty.button, Qt.Key_N, Qt.ControlModifier)
    assert standings_rows(page) == [("1", "Zoe", "3"), ("2", "Anna", "0")]
    assert page.standings.scoring_label.text().startswith("Victoire 3")
    game = games(gui.workspace.db, page.campaign.id)[0]
    assert [(s.player_name, s.result, s.primary_score) for s in game.seats] == [
        ("Anna", "loss", 1),
        ("Zoe", "win", 2),
    ]
    assert (game.turns, game.notes, game.source) == (5, "Serre, 2 tours de plus", "manual")

    # Undo and redo through the keyboard.
    back_to(qtbot, page, page.standings.view)
    qtbot.keyClick(page.standings.view, Qt.Key_Z, Qt.ControlModifier)
    assert [row[2] for row in standings_rows(page)] == ["0", "0"]
    assert games(gui.workspace.db, page.campaign.id) == []
    qtbot.keyClick(page.standings.view, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert standings_rows(page)[0] == ("1", "Zoe", "3")

    # Deleting asks first; "No" keeps the game, "Yes" deletes it, and Ctrl+Z brings it back.
    page.tabs.setCurrentIndex(1)
    click_row(qtbot, page.games.view, 0)
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked: list[str] = []

    def question(_parent, title, text, *_args):
        asked.append(title)
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    toolbar_click(qtbot, page, page.delete_action)
    assert page.games.model.rowCount() == 1
    toolbar_click(qtbot, page, page.delete_action)
    assert asked == ["Supprimer des parties", "Supprimer des parties"]
    assert page.games.model.rowCount() == 0 and page.games.empty.isVisible()
    page.games.empty.button.setFocus()
    qtbot.keyClick(page.games.empty.button, Qt.Key_Z, Qt.ControlModifier)
    assert page.games.model.rowCount() == 1
    assert standings_rows(page)[0] == ("1", "Zoe", "3")


def test_editing_a_game_changes_the_standings_and_undo_restores_it(gui, qtbot):
    db = gui.workspace.db
    league = create_campaign(db, "League", "shatterpoint")
    record_game(
        db, league.id, date(2026, 3, 1), [SeatResult("Ann", "win", 2), SeatResult("Bob", "loss", 1)]
    )
    page = open_page(gui, qtbot, "en")
    assert standings_rows(page)[0][1] == "Ann"
    page.tabs.setCurrentIndex(1)
    click_row(qtbot, page.games.view, 0)

    def make_draw(dialog: GameDialog) -> None:
        assert dialog.player_boxes[0].currentText() == "Ann"
        dialog.result_box.setCurrentIndex(2)
        dialog.primary_boxes[0].setValue(1)
        dialog.reason_box.setCurrentIndex(dialog.reason_box.findData("time"))
        click_ok(qtbot, dialog)

    when_modal(qtbot, GameDialog, make_draw)
    page.games.view.setFocus()
    qtbot.keyClick(page.games.view, Qt.Key_E, Qt.ControlModifier)
    assert [row[2] for row in standings_rows(page)] == ["1", "1"]
    back_to(qtbot, page, page.games.view)
    qtbot.keyClick(page.games.view, Qt.Key_Z, Qt.ControlModifier)
    assert standings_rows(page)[0] == ("1", "Ann", "3")


def test_the_games_list_fetches_pages_as_it_scrolls(gui, qtbot):
    db = gui.workspace.db
    league = create_campaign(db, "Big League", "shatterpoint")
    for n in range(450):
        seats = [SeatResult("Ann", "win", 2), SeatResult("Bob", "loss", n % 2)]
        record_game(db, league.id, date(2026, 1, 1 + n % 28), seats)
    page = open_page(gui, qtbot, "en")
    page.tabs.setCurrentIndex(1)
    model = page.games.model
    assert model.rowCount() == model.PAGE
    assert model.canFetchMore(model.index(-1, -1))
    page.games.view.scrollToBottom()
    qtbot.waitUntil(lambda: model.rowCount() > model.PAGE)
    while model.canFetchMore(model.index(-1, -1)):
        page.games.view.scrollToBottom()
        QApplication.processEvents()
    assert model.rowCount() == 450
    dates = [row.played_on for row in model.rows]
    assert dates == sorted(dates, reverse=True)


def test_import_games_shows_a_report_and_the_new_campaign(gui, qtbot, tmp_path: Path):
    page = open_page(gui, qtbot, "pl")
    file = tmp_path / "games.csv"
    file.write_text(
        "date,campaign,player_1,player_2,winner,score_1,score_2,roster_1,roster_2,turns,notes\n"
        "2026-03-01,Liga,Ania,Bartek,Bartek,1,2,,,5,\n"
        "2026-03-02,Liga,Ania,Bartek,nikt,1,2,,,5,\n",
        encoding="utf-8",
    )
    report = page.exchange.import_file(file)
    assert report is not None and report.imported == 1 and len(report.bad_rows) == 1
    assert page.campaign is not None and page.campaign.name == "Liga"
    assert standings_rows(page)[0][1] == "Bartek"
    box = page.exchange.import_report
    assert box.isVisible()
    assert "3" in box.detailedText() or "Liga" in box.text()
    box.close()


def test_pairings_round_with_a_bye(gui, qtbot):
    db = gui.workspace.db
    league = create_campaign(db, "League", "shatterpoint")
    for name in ("Ann", "Bob", "Cid"):
        add_participant(db, league.id, create_player(db, name).id)
    page = open_page(gui, qtbot, "en")
    page.tabs.setCurrentIndex(3)
    qtbot.mouseClick(page.pairings.pair_button, Qt.LeftButton)
    model = page.pairings.model
    rows = [[model.index(r, c).data() for c in range(3)] for r in range(model.rowCount())]
    assert len(rows) == 2
    assert rows[-1][2] == "Bye"
    assert page.pairings.round_box.currentText() == "1"


def test_register_a_strike_team_and_offer_it_when_recording(gui, qtbot, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    from app.roster.document import RosterDocument
    from app.roster.store import RosterStore

    db = gui.workspace.db
    league = create_campaign(db, "League", "shatterpoint")
    ann = create_player(db, "Ann")
    add_participant(db, league.id, ann.id)
    roster = RosterDocument(
        "shatterpoint", "Clones", [{"primary": "a", "secondary": "b", "support": "c"}]
    )
    RosterStore(db).create(roster)
    page = open_page(gui, qtbot, "en")
    page.tabs.setCurrentIndex(2)
    click_row(qtbot, page.players.view, 0)
    assert page.players.teams_label.text() == "No registered strike team."
    monkeypatch.setattr(
        QInputDialog, "getItem", lambda _parent, _title, _label, items, *_args: (items[0], True)
    )
    qtbot.mouseClick(page.players.register_team_button, Qt.LeftButton)
    assert page.players.teams_label.text() == "Registered strike teams: Clones"
    teams = strike_teams(db, league.id, ann.id)
    assert [team.roster for team in teams] == [roster]

    dialog = GameDialog(db, league.id, "shatterpoint", page)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.player_boxes[0], "Ann")
    offered = [dialog.team_boxes[0].itemText(i) for i in range(dialog.team_boxes[0].count())]
    assert offered[:2] == ["(none)", "Clones (registered)"]


def test_statistics_charts_export_and_live_language_switch(gui, qtbot, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QFileDialog

    from app.roster.document import RosterDocument

    db = gui.workspace.db
    league = create_campaign(db, "League", "shatterpoint")
    units = list(gui.workspace.catalog("shatterpoint").units)[:6]
    team = RosterDocument(
        "shatterpoint",
        "Team",
        [
            {"primary": units[0], "secondary": units[1], "support": units[2]},
            {"primary": units[3], "secondary": units[4], "support": units[5]},
        ],
    )
    for n in range(4):
        seats = [SeatResult("Ann", "win", 2, team), SeatResult("Bob", "loss", n % 2)]
        record_game(db, league.id, date(2026, 2, 1 + n), seats)
    page = open_page(gui, qtbot, "en")
    page.tabs.setCurrentIndex(4)
    assert page.statistics.charts.findChild(QWidget, "points-chart") is not None
    assert page.statistics.charts.findChild(QWidget, "units-chart") is not None
    teams = page.statistics.teams_view.model()
    assert teams.rowCount() == 1 and teams.index(0, 2).data() == "4"
    assert teams.index(0, 5).data() == "100 %"
    unit_name = gui.workspace.catalog("shatterpoint").units[units[0]].name.get("en")
    assert unit_name in teams.index(0, 0).data()

    pdf = tmp_path / "standings.pdf"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *_args, **_kw: (str(pdf), "PDF files (*.pdf)")
    )
    menu_click(qtbot, page, page.exchange.export_standings_action)
    assert pdf.read_bytes().startswith(b"%PDF")

    window = gui.window
    window.show_page("settings")
    combo = window.settings_page.language_combo
    combo.setCurrentIndex(combo.findData("pl"))
    assert page.tabs.tabText(0) == "Tabela"
    assert page.standings.model.headerData(1, Qt.Horizontal) == "Gracz"
    assert page.record_action.text() == "&Zapisz grę…"
    combo.setCurrentIndex(combo.findData("en"))
    assert page.tabs.tabText(0) == "Standings"


def test_reload_shows_games_recorded_by_another_muster(gui, qtbot):
    db = gui.workspace.db
    league = create_campaign(db, "League", "shatterpoint")
    page = open_page(gui, qtbot, "en")
    assert standings_rows(page) == []
    # Another process sharing the database records a game meanwhile.
    from app.db import open_database

    other = open_database(gui.workspace.database_url)
    seats = [SeatResult("Ann", "win", 2), SeatResult("Bob", "loss", 0)]
    record_game(other, league.id, date(2026, 4, 1), seats)
    other.dispose()
    page.standings.view.setFocus()
    qtbot.keyClick(page.standings.view, Qt.Key_F5)
    assert standings_rows(page)[0] == ("1", "Ann", "3")
    assert page.games.model.rowCount() == 1


def test_changing_the_scoring_recomputes_the_standings_and_undo_restores_it(gui, qtbot):
    db = gui.workspace.db
    league = create_campaign(db, "League", "shatterpoint")
    record_game(
        db, league.id, date(2026, 3, 1), [SeatResult("Ann", "win", 2), SeatResult("Bob", "loss", 1)]
    )
    record_game(
        db,
        league.id,
        date(2026, 3, 2),
        [SeatResult("Cid", "draw", 1), SeatResult("Bob", "draw", 1)],
    )
    page = open_page(gui, qtbot, "en")
    assert standings_rows(page)[0] == ("1", "Ann", "3")

    def five_for_a_draw(dialog: CampaignDialog) -> None:
        dialog.points[1].selectAll()
        qtbot.keyClicks(dialog.points[1], "5")
        click_ok(qtbot, dialog)

    when_modal(qtbot, CampaignDialog, five_for_a_draw)
    qtbot.mouseClick(page.edit_campaign_button, Qt.LeftButton)
    assert page.campaign is not None and page.campaign.scoring.draw == 5
    assert [row[1:] for row in standings_rows(page)][:2] == [("Cid", "5"), ("Bob", "5")]
    back_to(qtbot, page, page.standings.view)
    qtbot.keyClick(page.standings.view, Qt.Key_Z, Qt.ControlModifier)
    assert page.campaign.scoring.draw == 1
    assert standings_rows(page)[0] == ("1", "Ann", "3")


def test_add_a_player_then_change_their_club_with_undo(gui, qtbot):
    from ui.campaign.player_dialog import PlayerDialog

    create_campaign(gui.workspace.db, "League", "shatterpoint")
    page = open_page(gui, qtbot, "en")
    page.tabs.setCurrentIndex(2)

    def add(dialog: PlayerDialog) -> None:
        qtbot.keyClicks(dialog.name_edit, "Dee")
        qtbot.keyClicks(dialog.club_edit, "Rancor Pit")
        click_ok(qtbot, dialog)

    when_modal(qtbot, PlayerDialog, add)
    qtbot.mouseClick(page.players.add_button, Qt.LeftButton)
    proxy = page.players.view.model()
    assert [(proxy.index(0, 0).data(), proxy.index(0, 1).data())] == [("Dee", "Rancor Pit")]

    def move(dialog: PlayerDialog) -> None:
        dialog.club_edit.selectAll()
        qtbot.keyClicks(dialog.club_edit, "Mos Eisley")
        click_ok(qtbot, dialog)

    click_row(qtbot, page.players.view, 0)
    when_modal(qtbot, PlayerDialog, move)
    qtbot.mouseClick(page.players.edit_button, Qt.LeftButton)
    assert proxy.index(0, 1).data() == "Mos Eisley"
    back_to(qtbot, page, page.players.view)
    qtbot.keyClick(page.players.view, Qt.Key_Z, Qt.ControlModifier)
    assert proxy.index(0, 1).data() == "Rancor Pit"
    assert find_player(gui.workspace.db, "dee").club == "Rancor Pit"
