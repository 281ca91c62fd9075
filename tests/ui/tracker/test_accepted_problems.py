"""A strike team played although it breaks rules keeps its problems on show in the tracker,
in the player's language, also after resuming."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.tracker.conftest import REPUBLIC, SHADOW, start_game
from ui.tracker.games_page import GamesPage


def test_accepted_problems_stay_on_show(gui, qtbot):
    broken = SHADOW.copy()
    broken.name = "Missing support"
    broken.squads[0]["support"] = None
    gui.window.show_page("games")
    page = gui.window.pages["games"]
    assert isinstance(page, GamesPage)
    qtbot.waitUntil(page.isVisible)
    game = start_game(
        gui,
        ("Anna", "Bartek"),
        (broken, REPUBLIC.copy()),
        (["SLOT_EMPTY"], []),
        mission_set="Twice the Pride",
        objectives=3,
        deck_mode="digital",
        first_player=0,
    )
    assert game is not None
    view = page.tracker
    assert view is not None
    shown, clean = view.columns[0].problems, view.columns[1].problems
    assert shown.isVisible() and not clean.isVisible()
    assert shown.text() == "⚠ Breaks 1 rule"  # the English plural form, no "(s)"
    assert "Squad 1 has no Support unit." in shown.toolTip()
    gui.languages.apply("pl")
    assert shown.text() == "⚠ Łamie 1 zasadę"
    assert "Squad 1 has no Support unit." not in shown.toolTip()
    gui.languages.apply("en")

    qtbot.mouseClick(view.back_button, Qt.MouseButton.LeftButton)
    page.table.selectRow(0)
    qtbot.mouseClick(page.resume_button, Qt.MouseButton.LeftButton)
    resumed = page.tracker
    assert resumed is not None and resumed is not view
    assert "Squad 1 has no Support unit." in resumed.columns[0].problems.toolTip()
