"""The builder's saved lists show each list's record: games, wins, draws, losses, and under a
list the missions it was played on; sortable by any column; in EN/FR/PL at 1366×768."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.campaign.campaigns import create_campaign
from app.campaign.games import record_game
from app.campaign.records import SeatResult
from app.roster.store import RosterStore
from app.tracker.game import Game, game_result
from tests.tracker.helpers import make_setup
from tests.ui.builder.test_screens import open_builder

GAMES, WINS, DRAWS, LOSSES = 1, 2, 3, 4


def _played(db) -> None:
    """Republic won a tracked game on a mission and drew a league game; Shadow Collective
    lost the first and drew the second; "Unplayed" never played."""
    from app.roster.document import RosterDocument

    game = Game.create(db, "shatterpoint", replace(make_setup(), mission_set="Sabotage Showdown"))
    game.record("game_ended", {"winner": 0, "reason": "conceded"})
    rosters = [RosterDocument.from_json(r) for r in game_result(game.id, db)["rosters"]]
    store = RosterStore(db)
    for roster in rosters:
        store.create(roster)
    store.create(replace(rosters[0], name="Unplayed", squads=[rosters[0].squads[0]]))
    league = create_campaign(db, "Winter League", "shatterpoint")
    seats = [SeatResult("Ann", "draw", 1, rosters[0]), SeatResult("Bob", "draw", 1, rosters[1])]
    record_game(db, league.id, date(2026, 11, 20), seats)


def _rows(panel) -> dict[str, tuple[str, ...]]:
    model = panel.model
    return {
        model.index(r).data(): tuple(model.index(r, c).data() for c in range(1, 5))
        for r in range(model.rowCount())
    }


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_each_saved_list_shows_its_record_and_missions(gui, qtbot, language: str) -> None:
    _played(gui.workspace.db)
    window, page = open_builder(gui, qtbot, language, (1366, 768))
    page.roster_list_changed()
    panel = page.roster_list
    assert _rows(panel)["Republic"] == ("0", "0", "0", "0")  # read only once the tab is shown
    page.left_tabs.setCurrentWidget(panel)
    assert _rows(panel) == {
        "Republic": ("2", "1", "1", "0"),
        "Shadow Collective": ("2", "0", "1", "1"),
        "Unplayed": ("0", "0", "0", "0"),
    }
    model = panel.model
    republic = model.index(model.row_of(_id(gui, "Republic")))
    assert model.rowCount(republic) == 1  # one mission recorded: the tracked game's
    mission = model.index(0, 0, republic)
    assert mission.data() == "Sabotage Showdown"
    assert [model.index(0, c, republic).data() for c in range(1, 5)] == ["1", "1", "0", "0"]
    header = panel.view.header()
    wins = model.headerData(WINS, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert wins == {"en": "Wins", "fr": "Victoires", "pl": "Wygrane"}[language]
    # Sorted by wins, the most first, with a click on the title (twice: descending).
    panel.view.setCurrentIndex(model.index(model.row_of(_id(gui, "Unplayed"))))
    where = header.sectionViewportPosition(WINS) + header.sectionSize(WINS) // 2
    for _click in range(2):
        QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=_point(where, header))
    assert header.sortIndicatorSection() == WINS
    assert model.index(0).data() == "Republic"
    assert panel.current_id() == _id(gui, "Unplayed")  # the chosen list stays chosen
    # Every column is shown whole: nothing scrolls sideways at 1366×768.
    assert not panel.view.horizontalScrollBar().isVisible()
    panel.view.expandAll()
    window.grab().save(f"/tmp/builder-records-{language}.png")
    page.left_tabs.setCurrentIndex(0)


def _point(x: int, header):
    from PySide6.QtCore import QPoint

    return QPoint(x, header.height() // 2)


def _id(gui, name: str) -> int:
    store = RosterStore(gui.workspace.db)
    return next(saved.id for saved in store.list("shatterpoint") if saved.name == name)
