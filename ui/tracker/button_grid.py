"""Touch buttons on one row when the row is wide enough, else on a few columns.

At 1366×768 every pixel of height a unit panel or the order deck saves is another unit on
screen; at a narrow width the buttons wrap instead of being cut off (French and Polish texts
are longer). The widget's minimum width is that of the narrow arrangement, so a parent can
always shrink it back.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QPushButton, QSizePolicy, QWidget

SPACING = 4


class ButtonGrid(QWidget):
    def __init__(
        self, buttons: Sequence[QPushButton], narrow_columns: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.buttons = list(buttons)
        self.narrow_columns = narrow_columns
        self.columns = 0
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(SPACING)
        for button in self.buttons:
            button.setParent(self)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self._arrange(narrow_columns)

    def shown(self) -> list[QPushButton]:
        return [button for button in self.buttons if not button.isHidden()]

    def wide_width(self) -> int:
        """The width all the shown buttons need side by side."""
        shown = self.shown()
        return sum(b.sizeHint().width() for b in shown) + SPACING * max(0, len(shown) - 1)

    def narrow_width(self) -> int:
        widest = max((b.minimumSizeHint().width() for b in self.shown()), default=0)
        return widest * self.narrow_columns + SPACING * (self.narrow_columns - 1)

    def is_one_row(self) -> bool:
        return self.columns == len(self.buttons)

    def rearrange(self) -> None:
        """One row when it fits the current width (call after showing or hiding a button)."""
        fits = self.width() >= self.wide_width()
        self._arrange(len(self.buttons) if fits else self.narrow_columns)

    def put(self, index: int, button: QPushButton) -> None:
        """Shows ``button`` in the place of the ``index``-th one (hidden, no longer laid out
        here; the caller may lay it out elsewhere)."""
        old = self.buttons[index]
        if old is button:
            return
        self.grid.removeWidget(old)
        old.hide()
        if button.parentWidget() is not self:
            button.setParent(self)
        self.buttons[index] = button
        columns = self.columns
        self.grid.addWidget(button, index // columns, index % columns)
        button.show()
        self.rearrange()
        self.updateGeometry()

    def _arrange(self, columns: int) -> None:
        if columns == self.columns:
            return
        self.columns = columns
        for button in self.buttons:
            self.grid.removeWidget(button)
        for index, button in enumerate(self.buttons):
            self.grid.addWidget(button, index // columns, index % columns)
        self.updateGeometry()

    def height_at(self, width: int) -> int:
        """The height at ``width``: one row when the buttons fit side by side, else a few.
        (Not Qt's heightForWidth: the grid layout inside answers for the widget.)"""
        shown = self.shown()
        if not shown:
            return 0
        columns = len(self.buttons) if width >= self.wide_width() else self.narrow_columns
        rows = -(-len(self.buttons) // columns)
        tallest = max(b.sizeHint().height() for b in shown)
        return rows * tallest + (rows - 1) * SPACING

    def minimumSizeHint(self) -> QSize:
        return QSize(self.narrow_width(), self.grid.minimumSize().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.rearrange()

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            # A button's text changed (another language) or one was shown or hidden.
            self.rearrange()
        return handled
