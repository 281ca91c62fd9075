"""The wall screen: a game followed full screen, readable from across the room (issue 27).

For a table's second screen or a tournament's streamed table: both sides' names and scores in
large type, the game's own score and progress line ("victory tokens 1–2 · round 3"), and the last
step of the log; no controls (Esc or a double click leaves). It follows the game with
``LiveWatch``, as any other Muster on the database records it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QGridLayout, QLabel, QVBoxLayout, QWidget

from app.i18n import current_language
from app.tracker.game import Game
from app.tracker.live import check_live_play
from app.tracker.presence import SPECTATOR
from app.tracker.report import figures
from ui.tracker.live_watch import LiveWatch, PresenceKeeper
from ui.widgets.retranslate import Retranslatable

# Point sizes for a 1366×768 screen or larger, read from three metres.
NAME_POINTS = 40
SCORE_POINTS = 120
LINE_POINTS = 30


def _label(parent: QWidget, points: int, name: str, bold: bool = False) -> QLabel:
    label = QLabel(parent)
    label.setObjectName(name)
    font = QFont(label.font())
    font.setPointSize(points)
    font.setBold(bold)
    label.setFont(font)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    return label


class WallScreen(Retranslatable, QWidget):
    """One game, large, following it live; its texts follow the interface language."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        """Raises LiveOnNetworkShareError for a SQLite file on a network share."""
        check_live_play(game.db)
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("wall-screen")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setStyleSheet("#wall-screen { background: black; } QLabel { color: white; }")
        self.game = game
        players = game.result().get("players", [])
        grid = QGridLayout()
        self.names: list[QLabel] = []
        self.scores: list[QLabel] = []
        for index in range(len(players)):
            name = _label(self, NAME_POINTS, f"wall-name-{index}", bold=True)
            score = _label(self, SCORE_POINTS, f"wall-score-{index}", bold=True)
            grid.addWidget(name, 0, index)
            grid.addWidget(score, 1, index)
            self.names.append(name)
            self.scores.append(score)
        self.progress = _label(self, LINE_POINTS, "wall-progress")
        self.last_step = _label(self, LINE_POINTS, "wall-last-step")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 40, 40, 40)
        layout.addLayout(grid, 3)
        layout.addWidget(self.progress, 1)
        layout.addWidget(self.last_step, 1)
        self.watch = LiveWatch(game, self)
        self.watch.caught_up.connect(lambda _changes: self.refresh())
        self.presence = PresenceKeeper(game, SPECTATOR, self)  # listed as watching
        application = QApplication.instance()
        if application is not None:  # Muster quits: the screen leaves the table first
            application.aboutToQuit.connect(self.close)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Muster — wall screen"))
        self.refresh()

    def refresh(self) -> None:
        language = current_language()
        result = self.game.result()
        players = result.get("players", [])
        teams = self.game.tracker.team_names(self.game.tracker.setup_to_json(self.game.setup))
        scores = [int(score) for score in result.get("scores", [])]
        for index, label in enumerate(self.names):
            team = teams[index] if index < len(teams) and teams[index] else ""
            label.setText(players[index] + (f"\n{team}" if team else ""))
            self.scores[index].setText(str(scores[index]) if index < len(scores) else "")
        progress = figures(self.game.system.id, scores, int(result.get("turns", 0)), language)
        winner = result.get("winner") if result.get("finished") else None
        if isinstance(winner, int) and winner < len(players):
            progress = self.tr("{winner} wins · {figures}").format(
                winner=players[winner], figures=progress
            )
        elif result.get("finished"):
            progress = self.tr("Game over · {figures}").format(figures=progress)
        self.progress.setText(progress)
        entry = self.game.last_log_entry(language)
        self.last_step.setText(entry.text if entry else "")

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.close()

    def closeEvent(self, event: object) -> None:
        self.watch.close()
        self.presence.close()
        super().closeEvent(event)  # type: ignore[arg-type]
