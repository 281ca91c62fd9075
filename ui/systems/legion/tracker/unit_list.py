"""The armies' unit rows in one scroll area for the whole table (never one a side): the rows
turn compact when they would not all show at full size (ten units a side at 1366×768), and
back to full when there is room."""

from __future__ import annotations

from collections.abc import Sequence

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


class UnitList(QWidget):
    """One army's rows, in ``rows_layout`` (the tracker view adds and removes them)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows_layout = QVBoxLayout(self)
        self.rows_layout.setContentsMargins(0, 0, 0, 0)
        self.rows_layout.setSpacing(SPACING)
        self.rows_layout.addStretch(1)

    def rows(self) -> list[UnitRow]:
        return [
            row
            for index in range(self.rows_layout.count())
            if isinstance(row := self.rows_layout.itemAt(index).widget(), UnitRow)
        ]


class ArmyBoard(QScrollArea):
    """The table's only scroll area: the armies side by side (in a team battle each team's
    two one above the other). ``stacks`` lists, for each side by side part, its armies top
    to bottom as (column, unit list) pairs; ``compact_changed`` tells the columns to shrink
    their own buttons with the rows."""

    compact_changed = Signal(bool)

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("army-board")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(content)
        self.stacks: list[list[tuple[QWidget, UnitList]]] = []
        self.compact = False

    def watch(self, stacks: Sequence[Sequence[tuple[QWidget, UnitList]]]) -> None:
        self.stacks = [list(stack) for stack in stacks]
        for stack in self.stacks:
            for _column, units in stack:
                units.installEventFilter(self)
        self.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.fit()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self.fit()

    def fit(self) -> None:
        """Compact when some side's armies, their rows at full size, would need more than the
        visible height (each army's own lines above its rows counted as they are now)."""
        needed = 0
        for stack in self.stacks:
            height = sum(
                column.height() - units.height() + len(units.rows()) * (FULL_ROW + SPACING)
                for column, units in stack
            )
            needed = max(needed, height)
        compact = needed + (HYSTERESIS if self.compact else 0) > self.viewport().height()
        for stack in self.stacks:
            for _column, units in stack:
                for row in units.rows():
                    row.set_compact(compact)
        if compact != self.compact:
            self.compact = compact
            self.compact_changed.emit(compact)
