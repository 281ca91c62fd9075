"""Filling a ``QTableWidget`` with many items at once.

Each ``setItem`` tells the view that one cell changed, and a table whose rows or columns fit
their contents (``ResizeToContents``, word wrap) then measures them again: filling forty rows
of three cells took a third of a second, for a table redrawn after every step of a game.
Inside :func:`filled_at_once` the items reach the view together, measured once.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidget


@contextmanager
def filled_at_once(table: QTableWidget) -> Iterator[None]:
    """Items (and header items) set on ``table`` in the block are shown together at its end.
    Set the row and column counts before the block: only the cells' changes are held back."""
    sorting = table.isSortingEnabled()
    table.setSortingEnabled(False)  # a sorted table would move rows the view is not told of
    model = table.model()
    was_blocked = model.blockSignals(True)
    try:
        yield
    finally:
        model.blockSignals(was_blocked)
        rows, columns = table.rowCount(), table.columnCount()
        if rows and columns:
            model.dataChanged.emit(model.index(0, 0), model.index(rows - 1, columns - 1))
        if columns:  # a header item's text set in the block
            model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
        if rows:
            model.headerDataChanged.emit(Qt.Orientation.Vertical, 0, rows - 1)
        table.setSortingEnabled(sorting)
