"""The parts a game's card table on the Catalogue page shares with another game's: the search
field, the read-only sortable table and the filters' line over it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)


def search_field(parent: QWidget, on_text: Callable[[str], object]) -> QLineEdit:
    """The search field ("card-search"), with a clear button; ``on_text`` on every change."""
    search = QLineEdit(parent)
    search.setObjectName("card-search")
    search.setClearButtonEnabled(True)
    search.textChanged.connect(on_text)
    return search


def card_table(parent: QWidget, model: QAbstractItemModel) -> QTableView:
    """A sortable, read-only table of cards ("card-table"): whole rows selected, no row
    numbers, one line a row."""
    view = QTableView(parent)
    view.setObjectName("card-table")
    view.setModel(model)
    view.setSortingEnabled(True)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().hide()
    view.setWordWrap(False)
    return view


def lay_out_under_filters(owner: QWidget, filters: Sequence[QWidget], view: QWidget) -> QVBoxLayout:
    """``filters`` on one line (the first, the search, takes the spare width) over ``view``,
    which takes the spare height; the layout, for what goes under the view."""
    line = QHBoxLayout()
    for index, widget in enumerate(filters):
        line.addWidget(widget, 1 if index == 0 else 0)
    layout = QVBoxLayout(owner)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addLayout(line)
    layout.addWidget(view, 1)
    return layout
