"""The Tournament tab driven like an organiser: it shows only for a tournament; register a
late entry by typing, pair a round, enter results with the keys 1, 2 and D, watch the
standings, drop a player, and undo each step (Ctrl+Z). Rendered at 1366×768 in EN/FR/PL."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView

from app.campaign.campaigns import create_campaign
from app.campaign.tournament import service as swiss
from tests.ui.campaign.test_campaigns_page import open_page
from ui.campaign.page import TOURNAMENT_TAB

PLAYERS = ("Ann", "Bob", "Cid", "Dee")


def _tournament_page(gui, qtbot, language: str, system: str = "shatterpoint"):
    db = gui.workspace.db
    create_campaign(db, "A League", system)
    info = swiss.create_tournament(db, "Saturday", system, rounds=3)
    for name in PLAYERS:
        swiss.register(db, info, name)
    page = open_page(gui, qtbot, language)
    page.reload_campaigns()
    rows = page.campaigns_model.rowCount()
    names = [page.campaigns_model.index(r).data() for r in range(rows)]
    page.campaign_list.setCurrentIndex(page.campaigns_model.index(names.index("Saturday")))
    page.tabs.setCurrentIndex(TOURNAMENT_TAB)
    return page, info


def test_the_tab_shows_for_tournaments_only(gui, qtbot) -> None:
    page, _info = _tournament_page(gui, qtbot, "en")
    assert page.tabs.isTabVisible(TOURNAMENT_TAB)
    league = next(
        r
        for r in range(page.campaigns_model.rowCount())
        if page.campaigns_model.index(r).data() == "A League"
    )
    page.campaign_list.setCurrentIndex(page.campaigns_model.index(league))
    assert not page.tabs.isTabVisible(TOURNAMENT_TAB)


def test_an_organiser_runs_a_round_from_the_keyboard_and_undoes(gui, qtbot) -> None:
    page, _info = _tournament_page(gui, qtbot, "en")
    view = page.tournament_view
    assert view.players_view.rowCount() == 4
    qtbot.keyClicks(view.new_player, "Eve")
    qtbot.keyClick(view.new_player, Qt.Key.Key_Return)
    assert view.players_view.rowCount() == 5
    qtbot.mouseClick(view.pair_button, Qt.MouseButton.LeftButton)
    assert view.round_view.rowCount() == 3  # two tables and the bye
    assert view.round_title.text() == "Round 1"
    view.round_view.setFocus()
    view.round_view.selectRow(0)
    qtbot.keyClick(view.round_view, Qt.Key.Key_1)  # table 1: its first player won
    qtbot.keyClick(view.round_view, Qt.Key.Key_D)  # table 2: a draw
    first = view.round_view.item(0, 1).text()
    assert view.round_view.item(0, 5).text() == f"{first} won"
    assert view.round_view.item(1, 5).text() == "Draw"
    standings = {
        view.standings_view.item(r, 1).text(): view.standings_view.item(r, 2).text()
        for r in range(view.standings_view.rowCount())
    }
    assert standings[first] == "3"
    page.undo_stack.undo()  # the draw
    assert view.round_view.item(1, 5).text() == ""
    page.undo_stack.redo()
    assert view.round_view.item(1, 5).text() == "Draw"
    # A round with results cannot be paired again: the message says why, nothing changes.
    page.undo_stack.undo()
    page.undo_stack.undo()
    page.undo_stack.undo()  # the pairing itself
    assert view.round_view.rowCount() == 0
    view.players_view.selectRow(0)
    qtbot.mouseClick(view.drop_button, Qt.MouseButton.LeftButton)
    assert view.players_view.item(0, 3).text() == "yes"
    page.undo_stack.undo()
    assert view.players_view.item(0, 3).text() == ""
    page.undo_stack.undo()  # Eve's registration
    assert view.players_view.rowCount() == 4


def test_a_refused_action_says_why_in_one_line(gui, qtbot) -> None:
    page, _info = _tournament_page(gui, qtbot, "fr")
    view = page.tournament_view
    qtbot.mouseClick(view.pair_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.pair_button, Qt.MouseButton.LeftButton)  # round 1 has no result yet
    assert "ronde 1" in view.message.text()
    assert page.undo_stack.count() == 1


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_the_tab_fits_1366_by_768(gui, qtbot, language: str, tmp_path) -> None:
    page, _info = _tournament_page(gui, qtbot, language)
    gui.window.resize(1366, 768)
    view = page.tournament_view
    qtbot.mouseClick(view.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.width() > 0)
    assert view.pair_button.sizeHint().width() <= view.pair_button.width() + 1
    gui.window.grab().save(str(tmp_path / f"tournament-{language}.png"))
    view.grab().save(f"/tmp/tournament-{language}.png")


def _round_two(gui, qtbot):
    """Round 2 of four players, shown: (page, A and B at table 1, where A's first opponent
    sits — swapping them with B makes a rematch)."""
    page, info = _tournament_page(gui, qtbot, "en")
    db = gui.workspace.db
    first = swiss.pair_next_round(db, info, seed=5)
    for table in first.tables:
        swiss.report(db, info, 1, table.number, table.names[0])
    met = {name: other for t in first.tables for name, other in (t.names, t.names[::-1])}
    swiss.pair_next_round(db, info, seed=5)
    view = page.tournament_view
    view.show_tournament(page.campaign)
    a, b = view.round_view.item(0, 1).text(), view.round_view.item(0, 4).text()
    rival = met[a]  # A's first opponent now sits at table 2
    where = next(
        (r, c) for r in range(2) for c in (1, 4) if view.round_view.item(r, c).text() == rival
    )
    return page, a, b, rival, where


def test_two_players_swapped_by_hand_warn_of_a_rematch_and_undo(gui, qtbot) -> None:
    page, a, b, rival, (row, column) = _round_two(gui, qtbot)
    view = page.tournament_view
    table = view.round_view

    def ctrl_click(r: int, c: int) -> None:
        where = table.visualItemRect(table.item(r, c)).center()
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.ControlModifier, where)

    ctrl_click(0, 4)
    assert not view.swap_button.isEnabled()  # one player picked
    ctrl_click(row, column)
    assert view.swap_button.isEnabled()
    qtbot.mouseClick(view.swap_button, Qt.MouseButton.LeftButton)
    assert view.round_view.item(0, 4).text() == rival
    assert "rematch" in view.round_view.item(0, 5).text()
    # With four players, both tables become rematches: each is named.
    assert view.message.text().startswith("Rematch: ") and f"{a} – {rival}" in view.message.text()
    page.undo_stack.undo()
    assert view.round_view.item(0, 4).text() == b


def test_a_tournament_is_created_and_edited_in_the_campaign_dialog(gui, qtbot) -> None:
    from tests.ui.campaign.test_campaigns_page import click_ok, when_modal
    from ui.campaign.campaign_dialog import CampaignDialog

    page = open_page(gui, qtbot, "pl")

    def fill(dialog) -> None:
        assert dialog.labels[7].text() == "Rodzaj"
        assert not dialog.rounds_box.isVisible()
        qtbot.keyClicks(dialog.name_edit, "Sobota")
        dialog.kind_box.setCurrentIndex(dialog.kind_box.findData("swiss"))
        assert dialog.rounds_box.isVisible() and not dialog.breakers.isVisible()
        dialog.rounds_box.setValue(5)
        dialog.bye_box.setValue(1)
        click_ok(qtbot, dialog)

    when_modal(qtbot, CampaignDialog, fill)
    qtbot.mouseClick(page.new_campaign_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.campaign is not None and page.campaign.name == "Sobota")
    info = swiss.tournament_by_name(gui.workspace.db, "Sobota")
    assert (info.kind, info.rounds, info.bye_points) == ("swiss", 5, 1)
    assert page.tabs.isTabVisible(TOURNAMENT_TAB)

    def keep(dialog) -> None:
        assert not dialog.kind_box.isEnabled()
        click_ok(qtbot, dialog)

    when_modal(qtbot, CampaignDialog, keep)
    qtbot.mouseClick(page.edit_campaign_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.undo_stack.count() == 1)
    info = swiss.tournament_by_name(gui.workspace.db, "Sobota")  # still a tournament
    assert (info.kind, info.rounds, info.bye_points) == ("swiss", 5, 1)


def _drop(view, dragged_row: int, dragged_column: int, row: int, column: int) -> None:
    """Drops the player of one cell onto another's, through the table's own drop handling
    (the drag's data is what the table gives for the cell under the mouse)."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QDropEvent

    table = view.round_view
    table.setCurrentCell(dragged_row, dragged_column)
    data = table.mimeData([table.item(dragged_row, dragged_column)])
    where = QPointF(table.visualItemRect(table.item(row, column)).center())
    event = QDropEvent(
        where,
        Qt.DropAction.CopyAction | Qt.DropAction.MoveAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    table.dropEvent(event)


def test_a_player_dragged_onto_another_swaps_them_with_the_rematch_warning(gui, qtbot) -> None:
    page, _a, b, rival, (row, column) = _round_two(gui, qtbot)
    view = page.tournament_view
    table = view.round_view
    _drop(view, 0, 4, row, column)  # B dragged onto A's first opponent
    assert table.item(0, 4).text() == rival
    assert view.message.text().startswith("Rematch: ")
    page.undo_stack.undo()
    assert table.item(0, 4).text() == b
    # A drop on a cell that holds no player (a score) changes nothing.
    count = page.undo_stack.count()
    _drop(view, 0, 1, 1, 2)
    assert page.undo_stack.count() == count


def test_scores_typed_per_table_go_with_the_result_and_undo(gui, qtbot) -> None:
    page, info = _tournament_page(gui, qtbot, "en")
    view = page.tournament_view
    qtbot.mouseClick(view.pair_button, Qt.MouseButton.LeftButton)
    table = view.round_view
    assert table.horizontalHeaderItem(2).text() == "Struggles"  # the game's own score
    table.setFocus()

    def editor(column: int):
        return table.indexWidget(table.model().index(0, column))

    def enter(column: int) -> None:  # the delegate commits on Return once the event is done
        qtbot.keyClick(editor(column), Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: table.state() == QAbstractItemView.State.NoState)

    table.setCurrentCell(0, 2)
    qtbot.keyClick(table, Qt.Key.Key_2)  # a digit in a score column edits the score
    enter(2)
    table.setCurrentCell(0, 3)
    qtbot.keyClick(table, Qt.Key.Key_1)
    enter(3)
    assert (table.item(0, 2).text(), table.item(0, 3).text()) == ("2", "1")
    assert page.undo_stack.count() == 1  # typed, not stored yet: only the pairing
    table.setCurrentCell(0, 1)
    qtbot.keyClick(table, Qt.Key.Key_1)  # outside a score column, 1 names the winner
    current = swiss.latest_round(gui.workspace.db, info.id)
    assert current.tables[0].scores == (2, 1) and current.tables[0].results[0] == "win"
    # A recorded table's score is corrected at once, and undone.
    table.setCurrentCell(0, 3)
    qtbot.keyClick(table, Qt.Key.Key_F2)
    editor(3).selectAll()
    qtbot.keyClicks(editor(3), "0")
    enter(3)
    assert swiss.latest_round(gui.workspace.db, info.id).tables[0].scores == (2, 0)
    page.undo_stack.undo()
    assert swiss.latest_round(gui.workspace.db, info.id).tables[0].scores == (2, 1)
    assert table.item(0, 3).text() == "1"


def test_a_round_is_paired_again_and_the_old_tables_come_back_on_undo(gui, qtbot) -> None:
    page, info = _tournament_page(gui, qtbot, "en")
    view = page.tournament_view
    qtbot.mouseClick(view.pair_button, Qt.MouseButton.LeftButton)
    before = [t.players for t in swiss.latest_round(gui.workspace.db, info.id).tables]
    qtbot.keyClicks(view.new_player, "Eve")  # a late entry: the round is paired again
    qtbot.keyClick(view.new_player, Qt.Key.Key_Return)
    assert view.repair_button.isEnabled()
    qtbot.mouseClick(view.repair_button, Qt.MouseButton.LeftButton)
    assert view.round_view.rowCount() == 3 and view.round_title.text() == "Round 1"
    page.undo_stack.undo()
    assert [t.players for t in swiss.latest_round(gui.workspace.db, info.id).tables] == before
    page.undo_stack.redo()
    assert view.round_view.rowCount() == 3
    view.round_view.setCurrentCell(0, 1)
    view.round_view.setFocus()
    qtbot.keyClick(view.round_view, Qt.Key.Key_D)
    assert not view.repair_button.isEnabled()  # a result: the round stays as it is


def test_the_export_menu_writes_standings_and_round_sheets(gui, qtbot, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QFileDialog

    page, _info = _tournament_page(gui, qtbot, "pl")
    view = page.tournament_view
    qtbot.mouseClick(view.pair_button, Qt.MouseButton.LeftButton)
    chosen: list[str] = []

    def save_as(_parent, _title, suggested, _filter):
        chosen.append(suggested)
        return str(tmp_path / f"file-{len(chosen)}"), _filter

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    for action in view.export_actions:
        action.trigger()
    written = sorted(p.name for p in tmp_path.glob("file-*"))
    assert written == [
        "file-1.pdf",
        "file-2.csv",
        "file-3.pdf",
        "file-4.pdf",
        "file-5.pdf",
    ]
    # The files offered are named in the organiser's language.
    assert [Path(name).name.split(" - ", 1)[1] for name in chosen] == [
        "tabela.pdf",
        "tabela.csv",
        "pary.pdf",
        "pary według nazwisk.pdf",
        "karty wyników.pdf",
    ]
    assert (tmp_path / "file-2.csv").read_text().startswith("rank,player,points")
    assert (tmp_path / "file-5.pdf").read_bytes().startswith(b"%PDF")
    assert str(tmp_path / "file-5.pdf") in view.message.text()


@pytest.mark.parametrize(
    ("language", "system"), [("en", "shatterpoint"), ("fr", "shatterpoint"), ("pl", "legion")]
)
def test_the_standings_fit_their_pane_with_short_titles(gui, qtbot, language, system) -> None:
    """Legion's five tie-breakers in Polish, the widest, fit too."""
    page, _info = _tournament_page(gui, qtbot, language, system)
    gui.window.resize(1366, 768)
    view = page.tournament_view
    qtbot.mouseClick(view.pair_button, Qt.MouseButton.LeftButton)
    for table in (view.standings_view, view.round_view, view.players_view):
        header = table.horizontalHeader()
        used = sum(header.sectionSize(c) for c in range(header.count()))
        assert used <= table.viewport().width(), table.objectName()
    header_item = view.standings_view.horizontalHeaderItem(7)
    assert header_item.toolTip() != header_item.text()  # the whole title as a tooltip
