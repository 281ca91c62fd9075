"""The Tournament tab driven like an organiser: it shows only for a tournament; register a
late entry by typing, pair a round, enter results with the keys 1, 2 and D, watch the
standings, drop a player, and undo each step (Ctrl+Z). Rendered at 1366×768 in EN/FR/PL."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.campaign import service
from app.campaign.tournament import service as swiss
from tests.ui.campaign.test_campaigns_page import open_page
from ui.campaign.page import TOURNAMENT_TAB

PLAYERS = ("Ann", "Bob", "Cid", "Dee")


def _tournament_page(gui, qtbot, language: str):
    db = gui.workspace.db
    service.create_campaign(db, "A League", "shatterpoint")
    info = swiss.create_tournament(db, "Saturday", "shatterpoint", rounds=3)
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
    assert view.round_view.item(0, 3).text() == f"{first} won"
    assert view.round_view.item(1, 3).text() == "Draw"
    standings = {
        view.standings_view.item(r, 1).text(): view.standings_view.item(r, 2).text()
        for r in range(view.standings_view.rowCount())
    }
    assert standings[first] == "3"
    page.undo_stack.undo()  # the draw
    assert view.round_view.item(1, 3).text() == ""
    page.undo_stack.redo()
    assert view.round_view.item(1, 3).text() == "Draw"
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


def test_two_players_swapped_by_hand_warn_of_a_rematch_and_undo(gui, qtbot) -> None:
    page, info = _tournament_page(gui, qtbot, "en")
    db = gui.workspace.db
    first = swiss.pair_next_round(db, info, seed=5)
    for table in first.tables:
        swiss.report(db, info, 1, table.number, table.names[0])
    met = {name: other for t in first.tables for name, other in (t.names, t.names[::-1])}
    swiss.pair_next_round(db, info, seed=5)
    view = page.tournament_view
    view.show_tournament(page.campaign)
    a, b = view.round_view.item(0, 1).text(), view.round_view.item(0, 2).text()
    rival = met[a]  # A's first opponent now sits at table 2: swapping them with B rematches
    row, column = next(
        (r, c) for r in range(2) for c in (1, 2) if view.round_view.item(r, c).text() == rival
    )
    view.round_view.item(0, 2).setSelected(True)
    assert not view.swap_button.isEnabled()  # one player picked
    view.round_view.item(row, column).setSelected(True)
    qtbot.mouseClick(view.swap_button, Qt.MouseButton.LeftButton)
    assert view.round_view.item(0, 2).text() == rival
    assert "rematch" in view.round_view.item(0, 3).text()
    # With four players, both tables become rematches: each is named.
    assert view.message.text().startswith("Rematch: ") and f"{a} – {rival}" in view.message.text()
    page.undo_stack.undo()
    assert view.round_view.item(0, 2).text() == b


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
