"""The Campaigns list says each campaign's game (its icon and short name, in the player's
language), sorts by it, and filters by game; the filter is remembered by the next page."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QIcon

from app.campaign.campaigns import create_campaign
from ui.campaign.page import CampaignsPage
from ui.widgets.game_column import game_icon

from .test_campaigns_page import open_page


def rows(page: CampaignsPage) -> list[tuple[str, str]]:
    model = page.campaign_list.model()
    return [(model.index(r, 0).data(), model.index(r, 1).data()) for r in range(model.rowCount())]


def click_header(qtbot, page: CampaignsPage, section: int) -> None:
    header = page.campaign_list.header()
    x = header.sectionViewportPosition(section) + header.sectionSize(section) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))


@pytest.fixture
def three_games(gui):
    db = gui.workspace.db
    create_campaign(db, "Autumn League", "starcraft")
    create_campaign(db, "Bespin Cup", "legion")
    create_campaign(db, "Coruscant Nights", "shatterpoint")
    return gui


def test_the_campaigns_list_shows_sorts_and_filters_by_game(three_games, qtbot):
    gui = three_games
    page = open_page(gui, qtbot, "en")
    model = page.campaign_list.model()
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Game"
    assert rows(page) == [
        ("Autumn League", "StarCraft"),
        ("Bespin Cup", "Legion"),
        ("Coruscant Nights", "Shatterpoint"),
    ]
    game = model.index(1, 1)
    assert isinstance(game.data(Qt.ItemDataRole.DecorationRole), QIcon)
    assert game.data(Qt.ItemDataRole.DecorationRole).cacheKey() == game_icon("legion").cacheKey()
    assert game.data(Qt.ItemDataRole.ToolTipRole) == "Star Wars: Legion"

    # The Game column sorts, and the campaign on screen stays chosen.
    chosen = page.campaign.name
    click_header(qtbot, page, 1)
    assert [name for _, name in rows(page)] == ["Legion", "Shatterpoint", "StarCraft"]
    assert page.campaign_list.currentIndex().data() == chosen == page.campaign.name
    click_header(qtbot, page, 1)
    assert [name for _, name in rows(page)] == ["StarCraft", "Shatterpoint", "Legion"]

    # The filter: one game's campaigns; the first shows when the one on screen is hidden.
    combo = page.game_filter
    assert combo.itemText(0) == "Every game" and combo.count() == 5
    combo.setCurrentIndex(combo.findData("legion"))
    assert rows(page) == [("Bespin Cup", "Legion")]
    assert page.campaign.name == "Bespin Cup"
    combo.setCurrentIndex(combo.findData("flashpoint"))
    assert rows(page) == [] and page.campaign is None

    # In French and Polish: the column, the filter and the short names.
    combo.setCurrentIndex(0)
    gui.languages.apply("fr")
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Jeu"
    assert combo.itemText(0) == "Tous les jeux"
    assert "Légion" in [name for _, name in rows(page)]
    gui.languages.apply("pl")
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Gra"
    assert combo.itemText(0) == "Wszystkie gry"
    gui.languages.apply("en")

    # The next page (the next start) filters as this one was left.
    combo.setCurrentIndex(combo.findData("starcraft"))
    again = CampaignsPage(gui.workspace, None, page.ui_settings)
    qtbot.addWidget(again)
    assert again.game_filter.currentData() == "starcraft"
    assert rows(again) == [("Autumn League", "StarCraft")]


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_the_campaigns_list_reads_whole_at_1366_by_768(three_games, qtbot, language):
    page = open_page(three_games, qtbot, language)
    three_games.window.resize(1366, 768)
    qtbot.waitUntil(lambda: page.campaign_list.width() > 0)
    three_games.window.grab().save(f"/tmp/campaigns-list-{language}.png")
    view = page.campaign_list
    for row in range(view.model().rowCount()):
        rect = view.visualRect(view.model().index(row, 1))
        assert rect.right() <= view.viewport().width(), (language, row)
