"""One army's unit rows in a scroll area that turns them compact when they would not all show
at full size (ten units a side at 1366×768), and back to full when there is room."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QFrame, QScrollArea, QVBoxLayout, QWidget

from ui.systems.legion.tracker.unit_row import UnitRow
from ui.tracker import style

# A full row's height: three lines of touch-sized buttons, their spacing and margins.
FULL_ROW = 3 * style.TOUCH + 12
SPACING = 4
# What turning compact frees above the rows (the column's buttons shrink too): back to full
# size only with that much to spare, so the switch never swings to and fro.
HYSTERESIS = 3 * (style.TOUCH - style.COMPACT_TOUCH)


class UnitList(QScrollArea):
    """The rows live in ``area``'s ``rows_layout`` (the tracker view adds and removes them)."""

    compact_changed = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.area = QWidget(self)
        self.rows_layout = QVBoxLayout(self.area)
        self.rows_layout.setContentsMargins(0, 0, 0, 0)
        self.rows_layout.setSpacing(SPACING)
        self.rows_layout.addStretch(1)
        self.setWidget(self.area)
        self.area.installEventFilter(self)
        self.compact = False

    def rows(self) -> list[UnitRow]:
        return [
            row
            for index in range(self.rows_layout.count())
            if isinstance(row := self.rows_layout.itemAt(index).widget(), UnitRow)
        ]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.area and event.type() == QEvent.Type.LayoutRequest:
            self.fit()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self.fit()

    def fit(self) -> None:
        """Compact when the rows at full size would need more than the visible height."""
        rows = self.rows()
        needed = len(rows) * (FULL_ROW + SPACING) + (HYSTERESIS if self.compact else 0)
        compact = needed > self.viewport().height()
        for row in rows:
            row.set_compact(compact)
        if compact != self.compact:
            self.compact = compact
            self.compact_changed.emit(compact)
