"""A player's name, club and notes."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.campaign.records import PlayerInfo
from ui.widgets.retranslate import Retranslatable


class PlayerDialog(Retranslatable, QDialog):
    """Creates a player (``info`` None) or edits one; ``player()`` gives the result."""

    def __init__(self, parent: QWidget | None = None, info: PlayerInfo | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("player-dialog")
        self.info = info
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("player-name")
        self.club_edit = QLineEdit(self)
        self.club_edit.setObjectName("player-club")
        self.notes_edit = QPlainTextEdit(self)
        self.notes_edit.setTabChangesFocus(True)
        self.notes_edit.setMaximumHeight(100)
        if info is not None:
            self.name_edit.setText(info.name)
            self.club_edit.setText(info.club)
            self.notes_edit.setPlainText(info.notes)
        self.labels = [QLabel(self) for _ in range(3)]
        for label, widget in zip(
            self.labels, (self.name_edit, self.club_edit, self.notes_edit), strict=True
        ):
            label.setBuddy(widget)
        form = QFormLayout()
        form.addRow(self.labels[0], self.name_edit)
        form.addRow(self.labels[1], self.club_edit)
        form.addRow(self.labels[2], self.notes_edit)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.name_edit.textChanged.connect(self._check)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.retranslate()
        self._check()

    def _check(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(bool(self.name_edit.text().strip()))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Player") if self.info else self.tr("Add player"))
        self.labels[0].setText(self.tr("&Name"))
        self.labels[1].setText(self.tr("&Club"))
        self.labels[2].setText(self.tr("N&otes"))

    def player(self) -> PlayerInfo:
        return PlayerInfo(
            self.info.id if self.info else 0,
            self.name_edit.text().strip(),
            self.club_edit.text().strip(),
            self.notes_edit.toPlainText().strip(),
        )
