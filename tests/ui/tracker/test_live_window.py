"""A tracker window follows its game when another Muster plays it (issue 27): the other's
steps appear by themselves, with who did them; an action of this window that another's
overtook goes in after it, the window redrawn with both."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from app.tracker.game import Game
from tests.tracker.helpers import make_setup
from ui.tracker.games_page import GamesPage
from ui.tracker.live_watch import LiveWatch
from ui.tracker.wall_screen import WallScreen


def _open(gui, qtbot) -> tuple[GamesPage, Game]:
    gui.window.show_page("games")
    page = gui.window.pages["games"]
    game = Game.create(gui.workspace.db, "shatterpoint", make_setup(), by="Anna")
    page.reload()
    page.resume(game.id)
    qtbot.waitUntil(lambda: page.tracker is not None and page.tracker.isVisible())
    page.tracker.game.by = "Anna"
    return page, game


def test_another_musters_steps_appear_in_the_open_window(gui, qtbot) -> None:
    page, game = _open(gui, qtbot)
    view = page.tracker
    bartek = Game.load(gui.workspace.db, game.id, by="Bartek")
    bartek.record("momentum_gained", {"player": 1})
    qtbot.waitUntil(lambda: len(view.game.events) == 1, timeout=2000)
    qtbot.waitUntil(lambda: view.status.text().startswith("Bartek recorded: "), timeout=2000)
    qtbot.waitUntil(lambda: view.log_model.rowCount() == 1, timeout=2000)
    bartek.undo()
    qtbot.waitUntil(lambda: view.status.text().startswith("Bartek undid: "), timeout=2000)
    assert view.game.events == [] and view.game.can_redo
    # The window's own step, overtaken before it heard of Bartek's: recorded after it.
    bartek.redo()
    assert view.record("momentum_gained", {"player": 0})
    assert [(e.seq, e.by) for e in view.game.events] == [(1, "Bartek"), (2, "Anna")]
    qtbot.waitUntil(lambda: view.log_model.rowCount() == 2, timeout=2000)
    page.close_game()
    assert page.live_watch is None


def test_the_wall_screen_follows_the_game_in_large_type_with_no_controls(gui, qtbot) -> None:
    gui.window.show_page("games")
    page = gui.window.pages["games"]
    game = Game.create(gui.workspace.db, "shatterpoint", make_setup(), by="Anna")
    page.reload()
    page.table.selectRow(0)
    qtbot.mouseClick(page.wall_button, Qt.MouseButton.LeftButton)
    screen = next(w for w in QApplication.topLevelWidgets() if isinstance(w, WallScreen))
    qtbot.waitExposed(screen)
    assert screen.isFullScreen() and not screen.findChildren(QPushButton)
    assert [label.text() for label in screen.scores] == ["0", "0"]
    assert screen.names[0].text().startswith("Anakin")
    assert screen.scores[0].font().pointSize() >= 100
    game.record("momentum_gained", {"player": 1})
    qtbot.waitUntil(lambda: screen.last_step.text() != "", timeout=2000)
    assert screen.last_step.text() == game.last_log_entry("en").text  # type: ignore[union-attr]
    game.record("game_ended", {"winner": 1, "reason": "conceded"})
    qtbot.waitUntil(lambda: " wins · " in screen.progress.text(), timeout=2000)
    assert screen.progress.text().startswith(game.result()["players"][1])
    with qtbot.waitSignal(screen.destroyed):
        qtbot.keyClick(screen, Qt.Key.Key_Escape)


def test_live_watch_hears_another_musters_write_on_each_database(database, qtbot) -> None:
    """PostgreSQL: the LISTEN connection's socket wakes the window (no timer); SQLite: the
    data_version check."""
    anna = Game.create(database, "shatterpoint", make_setup(), by="Anna")
    watch = LiveWatch(anna)
    assert (watch.notifier is not None) == (not database.is_sqlite)
    assert (watch.timer is not None) == database.is_sqlite
    bartek = Game.load(database, anna.id, by="Bartek")
    with qtbot.waitSignal(watch.caught_up, timeout=2000) as caught:
        bartek.record("momentum_gained", {"player": 1})
    assert [(c.event.seq, c.by) for c in caught.args[0]] == [(1, "Bartek")]
    watch.close()


def test_the_log_is_told_again_from_the_first_step_another_muster_changed(gui, qtbot) -> None:
    """Only the lines from the changed step on are told again (a long game's log is not
    rebuilt at each step): a step joining the line before it, and one undone from a joined
    line, leave the log as a full rebuild would."""
    page, game = _open(gui, qtbot)
    view = page.tracker
    bartek = Game.load(gui.workspace.db, game.id, by="Bartek")

    def told_as_rebuilt() -> bool:
        return view.log_model.lines == [
            (entry.first, entry.text) for entry in view.game.log_entries("en")
        ]

    damage = ("damage_dealt", {"player": 1, "unit": "lord-maul", "amount": 1})
    bartek.record("momentum_gained", {"player": 1})
    bartek.record(*damage)
    qtbot.waitUntil(lambda: len(view.game.events) == 2 and told_as_rebuilt(), timeout=2000)
    bartek.record(*damage)  # joins the line before it: "suffers 2 damage"
    qtbot.waitUntil(lambda: len(view.game.events) == 3 and told_as_rebuilt(), timeout=2000)
    assert view.log_model.rowCount() == 2 and "2 damage" in view.log_model.lines[-1][1]
    bartek.undo()  # leaves the joined line: "suffers 1 damage" again
    qtbot.waitUntil(lambda: len(view.game.events) == 2 and told_as_rebuilt(), timeout=2000)
    assert "1 damage" in view.log_model.lines[-1][1]
    bartek.undo()
    bartek.undo()
    qtbot.waitUntil(lambda: view.game.events == [] and view.log_model.lines == [], timeout=2000)
