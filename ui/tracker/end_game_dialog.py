"""Ending a game before a player has won two struggles: conceded, out of time, or agreed."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ui.widgets.retranslate import Retranslatable

REASONS = ("conceded", "time", "agreed")
DRAW = -1


class EndGameDialog(Retranslatable, QDialog):
    def __init__(self, players: tuple[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("end-game-dialog")
        self.players = players
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.winner_label = QLabel(self)
        self.winner_combo = QComboBox(self)
        self.winner_combo.setObjectName("winner")
        self.reason_label = QLabel(self)
        self.reason_combo = QComboBox(self)
        self.reason_combo.setObjectName("reason")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.winner_label, self.winner_combo)
        form.addRow(self.reason_label, self.reason_combo)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.retranslate()

    def payload(self) -> dict[str, Any]:
        winner = int(self.winner_combo.currentData())
        return {
            "winner": None if winner == DRAW else winner,
            "reason": self.reason_combo.currentData(),
        }

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("End the game"))
        self.hint.setText(
            self.tr("End the game now, before a player has won two struggles. This can be undone.")
        )
        self.winner_label.setText(self.tr("Winner"))
        self.reason_label.setText(self.tr("Why"))
        winner = self.winner_combo.currentIndex()
        reason = self.reason_combo.currentIndex()
        self.winner_combo.clear()
        self.winner_combo.addItem(self.players[0], 0)
        self.winner_combo.addItem(self.players[1], 1)
        # -1 rather than None: PySide loses a reference to None stored as item data.
        self.winner_combo.addItem(self.tr("Nobody (a draw)"), DRAW)
        names = {
            "conceded": self.tr("A player conceded"),
            "time": self.tr("Out of time"),
            "agreed": self.tr("The players agreed"),
        }
        self.reason_combo.clear()
        for key in REASONS:
            self.reason_combo.addItem(names[key], key)
        self.winner_combo.setCurrentIndex(max(0, winner))
        self.reason_combo.setCurrentIndex(max(0, reason))
