"""The tracker frame a game's view fills (ui/tracker/frame.py), driven as a fifth game would use
it: a view with one counter panel, over a game service that refuses what its rules refuse."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLabel, QLayout, QPushButton, QSplitter, QWidget

from app.errors import MusterError
from ui.tracker.frame import TrackerFrame


@dataclass
class Entry:
    first: int
    text: str


class Refused(MusterError):
    def message(self, language: str | None = None) -> str:
        return "The counter cannot go below zero."


class CounterSystem:
    id = "counter"

    def tracker(self) -> None:
        return None  # the counter's rules live in its game service below


class CounterGame:
    """The Game service's surface the frame uses: events, undo/redo, the readable log."""

    system = CounterSystem()

    def __init__(self) -> None:
        self.events: list[int] = []
        self.undone: list[int] = []

    @property
    def state(self) -> int:
        return sum(self.events)

    @property
    def can_undo(self) -> bool:
        return bool(self.events)

    @property
    def can_redo(self) -> bool:
        return bool(self.undone)

    def record(self, event_type: str, payload: dict[str, Any]) -> None:
        if self.state + payload["step"] < 0:
            raise Refused()
        self.events.append(payload["step"])
        self.undone = []

    def undo(self) -> None:
        self.undone.append(self.events.pop())

    def redo(self) -> None:
        self.events.append(self.undone.pop())

    def log_entries(self, language: str) -> list[Entry]:
        return [Entry(seq, f"{step:+d}") for seq, step in enumerate(self.events, start=1)]

    def last_log_entry(self, language: str) -> Entry | None:
        entries = self.log_entries(language)
        return entries[-1] if entries else None


class CounterView(TrackerFrame):
    """A whole game's screen: the frame, one panel, and the ways the game ends."""

    def build(self) -> list[QLayout | QWidget]:
        self.value = QLabel(self)
        self.minus = QPushButton("−1", self)
        self.minus.clicked.connect(lambda: self.record("stepped", {"step": -1}))
        self.plus = QPushButton("+1", self)
        self.plus.clicked.connect(lambda: self.record("stepped", {"step": 1}))
        self.ended_by: list[int] = []
        self.add_concede_actions((0, 1), self.ended_by.append)
        board = QWidget(self)
        self.splitter = QSplitter(self)
        self.splitter.addWidget(board)
        self.splitter.addWidget(self.log_pane(200)[0])
        self.compact_changes: list[bool] = []
        return [
            self.toolbar([self.end_game_button]),
            self.value,
            self.minus,
            self.plus,
            self.make_board(self.splitter, QLabel("over", self)),
        ]

    def refresh(self) -> None:
        self.value.setText(str(self.game.state))
        self.show_history()

    def lay_out_compact(self, compact: bool) -> None:
        self.compact_changes.append(compact)

    def retranslate(self) -> None:
        super().retranslate()
        self.set_concede_texts(["Ana", "Bartek & Darek"])


def test_a_fifth_game_fills_the_frame(qtbot):
    game = CounterGame()
    view = CounterView(game)
    qtbot.addWidget(view)
    view.resize(1366, 768)
    view.show()
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    assert view.compact_changes == [True]  # 768 pixels high: compact
    assert not view.undo_action.isEnabled() and not view.redo_action.isEnabled()

    # The rules refuse: their sentence shows, nothing is kept.
    qtbot.mouseClick(view.minus, Qt.MouseButton.LeftButton)
    assert view.status.text() == "The counter cannot go below zero."
    assert game.events == [] and view.log_model.lines == []

    # An event: the refusal goes, the log's tail tells it, Undo is offered.
    qtbot.mouseClick(view.plus, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.plus, Qt.MouseButton.LeftButton)
    assert view.status.text() == "" and view.value.text() == "2"
    assert view.log_model.lines == [(1, "+1"), (2, "+1")]
    # With no sentence to show, the toolbar's buttons stay packed at both ends of the row.
    assert not view.status.isVisible() and not view.waiting.isVisible()
    left = [view.back_button, view.undo_button, view.redo_button, view.log_pane_button()]
    for before, after in pairwise(left):
        assert after.x() - before.geometry().right() < 20
    assert view.end_game_button.geometry().right() > view.width() - 30
    assert view.undo_action.isEnabled() and not view.redo_action.isEnabled()

    # Ctrl+Z and Ctrl+Y from anywhere in the window; the log follows.
    qtbot.keyClick(view.plus, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.events == [1] and view.log_model.lines == [(1, "+1")]
    assert view.redo_action.isEnabled()
    qtbot.keyClick(view.plus, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert game.events == [1, 1] and view.value.text() == "2"

    # The log's zoom: Ctrl+= larger, Ctrl+0 back; the page keeps the steps.
    zooms: list[int] = []
    view.log_zoom_changed.connect(zooms.append)
    size = view.log_view.font().pointSizeF()
    qtbot.keyClick(view.plus, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert view.log_view.font().pointSizeF() > size
    qtbot.keyClick(view.plus, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert view.log_view.font().pointSizeF() == size and zooms == [1, 0]

    # The end-game menu: a team's "&" is not taken for a shortcut letter.
    assert [a.text() for a in view.concede_actions] == [
        "Ana concedes",
        "Bartek && Darek concedes",
    ]
    view.concede_actions[1].trigger()
    assert view.ended_by == [1]

    # Taller than a 1366×768 screen: the full layout.
    view.resize(1920, 1080)
    qtbot.waitUntil(lambda: view.compact_changes == [True, False])


def test_the_log_pane_shows_once_it_has_lines_and_keeps_the_players_choice(qtbot, tmp_path):
    """Issue 22: the log takes the room only when it has something to show; the Log button
    (or Ctrl+L) folds it, and the choice holds for the game's next session."""
    settings = QSettings(str(tmp_path / "ui.ini"), QSettings.Format.IniFormat)
    game = CounterGame()
    view = CounterView(game)
    qtbot.addWidget(view)
    view.remember_log_pane(settings)
    view.resize(1366, 768)
    view.show()
    pane = view.folding_log
    button = view.log_pane_button()
    assert pane is not None and button.isVisible()
    assert not pane.isVisible() and not button.isChecked()  # nothing to show yet
    assert button.text() == "Log"

    qtbot.mouseClick(view.plus, Qt.MouseButton.LeftButton)
    assert pane.isVisible() and button.isChecked()  # a line: the log takes its room
    assert view.splitter.sizes()[1] >= 200

    # Narrow, it folds; the button tells how many lines wait behind it.
    view.resize(1100, 768)
    qtbot.waitUntil(lambda: not pane.isVisible())
    assert button.text() == "Log (1)" and settings.value("tracker/counter/log_shown") is None

    # The player shows it: it stays, however narrow, and the choice is kept.
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert pane.isVisible() and view.splitter.sizes()[1] >= 200
    assert button.text() == "Log"
    view.resize(1000, 768)
    assert pane.isVisible()
    # Ctrl+L folds it from anywhere in the window, for good.
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    qtbot.keyClick(view.plus, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert not pane.isVisible() and not button.isChecked()
    qtbot.mouseClick(view.plus, Qt.MouseButton.LeftButton)
    view.resize(1920, 1080)
    assert not pane.isVisible() and button.text() == "Log (2)"

    # The next game of this kind opens with the log folded, as it was left.
    again = CounterView(CounterGame())
    qtbot.addWidget(again)
    again.remember_log_pane(settings)
    again.resize(1920, 1080)
    again.show()
    qtbot.mouseClick(again.plus, Qt.MouseButton.LeftButton)
    assert again.folding_log is not None and not again.folding_log.isVisible()
