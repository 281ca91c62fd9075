"""Watching a game (issue 27, docs/tracker.md "Watching a game" and "Who is at the table"):
the Games page's Watch opens a game in progress read-only, following it live; the list shows
who has each game open, as it changes; the wall screen follows the interface language."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from app.settings import load_preferences
from app.tracker.game import Game
from app.tracker.presence import PLAYER, SPECTATOR, PresenceMark, present
from tests.flashpoint import tracker_helpers as flashpoint
from tests.legion import tracker_helpers as legion
from tests.starcraft.helpers import start as starcraft_table
from tests.tracker.helpers import make_setup
from ui.tracker.games_model import GamesModel
from ui.tracker.games_page import GamesPage
from ui.tracker.wall_screen import WallScreen
from ui.tracker.watching import CONTROLS


def _page(gui, qtbot) -> GamesPage:
    load_preferences().set("player_name", "Celina")
    gui.window.show_page("games")
    page = gui.window.pages["games"]
    qtbot.waitUntil(page.isVisible)
    return page


def _at_the_table(page: GamesPage, row: int = 0) -> str:
    return page.proxy.index(row, GamesModel.COLUMNS.index("present")).data()


def _enabled_controls(view: QWidget) -> list[str]:
    spectating = view.spectating  # type: ignore[attr-defined]
    return [
        widget.objectName() or type(widget).__name__
        for widget in view.findChildren(QWidget)
        if isinstance(widget, CONTROLS) and widget.isEnabled() and not spectating.kept(widget)
    ]


def _events(gui, game_id: int) -> list[tuple[int, str]]:
    return [(e.seq, e.by) for e in Game.load(gui.workspace.db, game_id).events]


def test_watch_opens_a_game_read_only_and_follows_it_live(gui, qtbot) -> None:
    page = _page(gui, qtbot)
    anna = Game.create(gui.workspace.db, "shatterpoint", make_setup(), by="Anna")
    anna.record("momentum_gained", {"player": 0})
    page.reload()
    page.table.selectRow(0)
    qtbot.mouseClick(page.watch_button, Qt.MouseButton.LeftButton)
    view = page.tracker
    qtbot.waitUntil(lambda: view is not None and view.isVisible())
    assert view.game.watching and view.log_model.rowCount() == 1
    notice = view.findChild(QWidget, "watching-notice")
    assert notice.isVisible() and notice.text() == "Watching: nothing is recorded from here"
    assert not view.undo_button.isVisible() and not view.undo_action.isEnabled()
    controls = [w for w in view.findChildren(QWidget) if isinstance(w, CONTROLS)]
    assert len(controls) > 20 and _enabled_controls(view) == []
    assert view.back_button.isEnabled() and view.log_view.isEnabled()
    # Neither the keys of the table nor a control reached another way records anything.
    for key in ("R", "A", "E", "T", "1"):
        qtbot.keyClick(view, key)
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not view.record("momentum_gained", {"player": 1})
    assert view.status.text().startswith(f"You are watching game {anna.id}:")
    assert _events(gui, anna.id) == [(1, "Anna")]
    # Celina is at the table, watching.
    assert [(p.player, p.role) for p in present(gui.workspace.db)[anna.id]] == [
        ("Celina", SPECTATOR)
    ]
    # The players' steps appear as they are recorded; the controls stay greyed.
    anna.record("momentum_gained", {"player": 1})
    qtbot.waitUntil(lambda: view.log_model.rowCount() == 2, timeout=2000)
    assert view.status.text().startswith("Anna recorded: ")
    assert _enabled_controls(view) == []
    anna.undo()
    qtbot.waitUntil(lambda: view.status.text().startswith("Anna undid: "), timeout=2000)
    assert _enabled_controls(view) == [] and not view.redo_action.isEnabled()
    # In another language: the notice is translated, the controls are greyed again.
    gui.languages.apply("fr")
    qtbot.waitUntil(lambda: _enabled_controls(view) == [], timeout=2000)
    assert notice.text() == "Spectateur : rien n'est enregistré d'ici"
    gui.languages.apply("pl")
    assert notice.text() == "Oglądanie: nic nie jest stąd zapisywane"
    gui.languages.apply("en")
    qtbot.mouseClick(view.back_button, Qt.MouseButton.LeftButton)
    assert page.tracker is None and present(gui.workspace.db) == {}


def test_the_games_list_shows_who_is_at_each_table_as_it_changes(gui, qtbot) -> None:
    page = _page(gui, qtbot)
    db = gui.workspace.db
    game = Game.create(db, "shatterpoint", make_setup(), by="Anna")
    page.reload()
    page.table.selectRow(0)
    title = page.proxy.headerData(GamesModel.COLUMNS.index("present"), Qt.Orientation.Horizontal)
    assert title == "At the table" and _at_the_table(page) == ""
    # Another Muster opens the game (its row in the database): the shown list follows.
    bartek = PresenceMark(db, game.id, PLAYER, "Bartek")
    qtbot.waitUntil(lambda: _at_the_table(page) == "Bartek (playing)", timeout=4000)
    assert page.selected_id() == game.id  # the reload kept the player's choice
    watcher = PresenceMark(db, game.id, SPECTATOR, "Dawid")
    qtbot.waitUntil(
        lambda: _at_the_table(page) == "Bartek (playing), Dawid (watching)", timeout=4000
    )
    gui.languages.apply("fr")
    assert _at_the_table(page) == "Bartek (joue), Dawid (regarde)"
    gui.languages.apply("pl")
    assert _at_the_table(page) == "Bartek (gra), Dawid (ogląda)"
    gui.languages.apply("en")
    # This Muster resumes it: at the table as a player until it goes back to the list.
    qtbot.mouseClick(page.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.tracker is not None)
    assert {(p.player, p.role) for p in present(db)[game.id]} == {
        ("Bartek", PLAYER),
        ("Celina", PLAYER),
        ("Dawid", SPECTATOR),
    }
    page.tracker.back_button.click()
    assert _at_the_table(page) == "Bartek (playing), Dawid (watching)"
    bartek.close()
    watcher.close()
    qtbot.waitUntil(lambda: _at_the_table(page) == "", timeout=4000)


def test_the_wall_screen_follows_the_language_and_is_at_the_table(gui, qtbot) -> None:
    page = _page(gui, qtbot)
    game = Game.create(gui.workspace.db, "shatterpoint", make_setup(), by="Anna")
    game.record("game_ended", {"winner": 1, "reason": "conceded"})
    page.reload()
    page.table.selectRow(0)
    qtbot.mouseClick(page.wall_button, Qt.MouseButton.LeftButton)
    screen = next(w for w in QApplication.topLevelWidgets() if isinstance(w, WallScreen))
    qtbot.waitExposed(screen)
    assert screen.game.watching
    assert [(p.player, p.role) for p in present(gui.workspace.db)[game.id]] == [
        ("Celina", SPECTATOR)
    ]
    winner = game.result()["players"][1]
    texts = {}
    for language in ("fr", "pl", "en"):
        gui.languages.apply(language)
        texts[language] = (screen.windowTitle(), screen.progress.text())
    assert texts["en"][0] == "Muster — wall screen"
    assert texts["fr"][0] == "Muster — écran mural"
    assert texts["pl"][0] == "Muster — ekran ścienny"
    assert texts["en"][1].startswith(f"{winner} wins · ")
    assert texts["fr"][1].startswith(f"{winner} gagne · ")
    assert texts["pl"][1].startswith(f"Wygrywa {winner} · ")
    with qtbot.waitSignal(screen.destroyed):
        qtbot.keyClick(screen, Qt.Key.Key_Escape)
    assert present(gui.workspace.db) == {}


SETUPS: dict[str, Callable[[], Any]] = {
    "legion": legion.setup,
    "flashpoint": flashpoint.setup,
    "starcraft": lambda: starcraft_table(["mengsk", "overmind"]).state.setup,
}


@pytest.mark.parametrize("system_id", sorted(SETUPS))
def test_every_games_screen_is_read_only_when_watched(gui, qtbot, system_id: str) -> None:
    """The spectator's screen is the game's own, whatever the game: its controls greyed."""
    page = _page(gui, qtbot)
    game = Game.create(gui.workspace.db, system_id, SETUPS[system_id]())
    page.reload()
    page.table.selectRow(0)
    qtbot.mouseClick(page.watch_button, Qt.MouseButton.LeftButton)
    view = page.tracker
    qtbot.waitUntil(lambda: view is not None and view.isVisible())
    controls = [w for w in view.findChildren(QWidget) if isinstance(w, CONTROLS)]
    assert len(controls) > 5 and _enabled_controls(view) == []
    assert view.back_button.isEnabled() and view.log_view.isEnabled()
    assert view.findChild(QWidget, "watching-notice").isVisible()
    assert not view.record("round_started", {})  # refused: watching, whatever the event
    assert Game.load(gui.workspace.db, game.id).events == []


def test_muster_quitting_with_a_game_and_a_wall_screen_open_leaves_the_table(gui, qtbot) -> None:
    page = _page(gui, qtbot)
    game = Game.create(gui.workspace.db, "shatterpoint", make_setup(), by="Anna")
    page.reload()
    page.table.selectRow(0)
    screen = page.show_wall_screen()
    page.resume(game.id)
    assert {p.role for p in present(gui.workspace.db)[game.id]} == {PLAYER, SPECTATOR}
    with qtbot.waitSignal(screen.destroyed):
        QApplication.instance().aboutToQuit.emit()
    assert present(gui.workspace.db) == {}
