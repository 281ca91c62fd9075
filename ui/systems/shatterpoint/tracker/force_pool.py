"""A player's Force pool as tokens: filled ones are available, hollow ones spent."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from ui.systems.shatterpoint.tracker.views import ForceView
from ui.tracker import style
from ui.widgets.retranslate import Retranslatable


class ForceTokens(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.total = 0
        self.available = 0
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(max(1, self.total) * 34 + 4, 36)

    def minimumSizeHint(self) -> QSize:
        return QSize(max(1, self.total) * 16 + 4, 36)

    def set_values(self, total: int, available: int) -> None:
        self.total, self.available = total, available
        self.updateGeometry()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # Tokens shrink rather than clip when the column is narrow.
        pitch = min(34.0, (self.width() - 4) / max(1, self.total))
        size = max(10.0, pitch - 6)
        for index in range(self.total):
            rect = QRectF(4 + index * pitch, 4 + (28 - size) / 2, size, size)
            painter.setPen(QPen(style.FORCE.darker(140), 2))
            if index < self.available:
                painter.setBrush(style.FORCE)
            else:
                painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(rect)


class ForcePool(Retranslatable, QWidget):
    """Spending is an action of the game (an ability's cost); the count can also be corrected."""

    spend_requested = Signal(int, int)  # player, amount
    correct_requested = Signal(int)  # player

    def __init__(self, player: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self.setObjectName(f"force-pool-{player}")
        # The title names the pool for tooltips and screen readers; the tokens speak for it.
        self.title = QLabel(self)
        self.title.setVisible(False)
        self.tokens = ForceTokens(self)
        self.count = QLabel(self)
        self.count.setFont(style.scaled_font(self, 1.2, bold=True))
        self.spend_button = QPushButton(self)
        self.spend_button.setObjectName(f"spend-force-{player}")
        self.spend_button.setStyleSheet(style.touch_button_style())
        self.spend_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.spend_button.clicked.connect(lambda: self.spend_requested.emit(self.player, 1))
        self.correct_button = QToolButton(self)
        self.correct_button.setText("…")
        self.correct_button.setObjectName(f"correct-force-{player}")
        self.correct_button.setMinimumSize(style.TOUCH - 8, style.TOUCH - 8)
        self.correct_button.clicked.connect(lambda: self.correct_requested.emit(self.player))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.addWidget(self.tokens)
        layout.addWidget(self.count)
        layout.addStretch(1)
        layout.addWidget(self.spend_button)
        layout.addWidget(self.correct_button)
        self.view = ForceView(player, 0, 0)
        self.retranslate()

    def set_compact(self, compact: bool) -> None:
        """32-pixel buttons (the compact tracker)."""
        size = style.COMPACT_TOUCH if compact else style.TOUCH
        self.spend_button.setStyleSheet(style.touch_button_style(size))
        side = size if compact else size - 8
        self.correct_button.setMinimumSize(side, side)
        self.tokens.setFixedHeight(size if compact else 36)

    def set_view(self, view: ForceView) -> None:
        self.view = view
        self.tokens.set_values(view.total, view.available)
        self.spend_button.setEnabled(view.available > 0)
        self._texts()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Force"))
        self.spend_button.setText(self.tr("Spend 1"))
        self.spend_button.setToolTip(self.tr("Spend 1 Force from the pool (an ability's cost)"))
        self.correct_button.setToolTip(self.tr("Correct the Force pool by hand"))
        self._texts()

    def _texts(self) -> None:
        view = self.view
        self.count.setText(f"{view.available}/{view.total}")
        # Two counts, each in its own plural form ("1 disponible", "2 dépensées").
        tip = self.tr("{force}: {available}, {spent}").format(
            force=self.title.text(),
            available=self.tr("%n available", "", view.available),
            spent=self.tr("%n spent", "", view.total - view.available),
        )
        self.tokens.setToolTip(tip)
        self.count.setToolTip(tip)
        self.setAccessibleName(tip)
