"""A centred message with an optional action, for lists and pages with nothing to show yet."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class EmptyState(QWidget):
    action_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = QLabel(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.body = QLabel(self)
        self.body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        self.button = QPushButton(self)
        self.button.setVisible(False)
        self.button.clicked.connect(self.action_clicked)
        layout.addWidget(self.title)
        layout.addWidget(self.body)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(2)

    def set_texts(self, title: str, body: str, action: str | None = None) -> None:
        self.title.setText(title)
        self.body.setText(body)
        self.button.setVisible(bool(action))
        if action:
            self.button.setText(action)
