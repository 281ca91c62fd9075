"""Ending a game before a player has won two struggles: conceded, out of time, or agreed.

One dialog says everything: why the game ends and who conceded (the other player wins) or who
won; its button ends the game at once (undo takes it back)."""

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
        self.reason_label = QLabel(self)
        self.reason_combo = QComboBox(self)
        self.reason_combo.setObjectName("reason")
        # Who conceded (for a concession) or who won (out of time, agreed).
        self.player_label = QLabel(self)
        self.player_combo = QComboBox(self)
        self.player_combo.setObjectName("player")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.end_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.end_button.setObjectName("end-the-game")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.reason_label, self.reason_combo)
        form.addRow(self.player_label, self.player_combo)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.reason_combo.currentIndexChanged.connect(self._players)

    def reason(self) -> str:
        return str(self.reason_combo.currentData())

    def payload(self) -> dict[str, Any]:
        chosen = int(self.player_combo.currentData())
        if self.reason() == "conceded":
            return {"winner": 1 - chosen, "reason": "conceded"}
        return {"winner": None if chosen == DRAW else chosen, "reason": self.reason()}

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("End the game"))
        self.hint.setText(
            self.tr("End the game now, before a player has won two struggles. This can be undone.")
        )
        self.reason_label.setText(self.tr("Why"))
        self.end_button.setText(self.tr("End the game"))
        reason = self.reason_combo.currentIndex()
        names = {
            "conceded": self.tr("A player conceded"),
            "time": self.tr("Out of time"),
            "agreed": self.tr("The players agreed"),
        }
        self.reason_combo.blockSignals(True)
        self.reason_combo.clear()
        for key in REASONS:
            self.reason_combo.addItem(names[key], key)
        self.reason_combo.setCurrentIndex(max(0, reason))
        self.reason_combo.blockSignals(False)
        self._players()

    def _players(self) -> None:
        """A concession names who conceded; otherwise the winner, or nobody (a draw)."""
        chosen = self.player_combo.currentIndex()
        self.player_combo.clear()
        # -1 rather than None: PySide loses a reference to None stored as item data.
        self.player_combo.addItem(self.players[0], 0)
        self.player_combo.addItem(self.players[1], 1)
        if self.reason() == "conceded":
            self.player_label.setText(self.tr("Who concedes"))
            chosen = min(chosen, 1)
        else:
            self.player_label.setText(self.tr("Winner"))
            self.player_combo.addItem(self.tr("Nobody (a draw)"), DRAW)
        self.player_combo.setCurrentIndex(max(0, chosen))
