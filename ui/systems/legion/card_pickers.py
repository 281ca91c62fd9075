"""The command hand and battle deck pickers: every card the army may take, ticked when taken,
greyed with the reason when taking it would break a rule, with the hand's pips or the deck's
categories counted against what the rules ask."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.systems.legion.catalog import Card
from ui.systems.legion.army_panel import PROBLEM_COLOUR
from ui.systems.legion.card_list import CardIdRole, SortRole
from ui.widgets.contrast import greyed_brush
from ui.widgets.search import fold

ModelIndex = QModelIndex | QPersistentModelIndex


class PickColumn(IntEnum):
    TAKEN = 0
    NAME = 1
    GROUP = 2
    OWNER = 3
    ASIDE = 4


@dataclass
class PickRecord:
    card: Card
    name: str
    group: str
    group_order: int
    owner: str
    search_key: str
    sort_name: str = ""


class CardPickModel(QAbstractTableModel):
    """Cards with a tick for "taken" (and one for "set aside", for contingencies); the
    picker changes the army and calls ``set_taken`` back."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._records: list[PickRecord] = []
        self._rows: dict[str, int] = {}
        self._taken: set[str] = set()
        self._aside: set[str] = set()
        self._blocked: dict[str, list[str]] = {}
        self._titles: dict[int, str] = {}
        self._shown: tuple[Any, ...] = ()
        self._brush = greyed_brush(QApplication.palette())
        self._italic = QFont()
        self._italic.setItalic(True)

    def set_titles(self, titles: dict[int, str]) -> None:
        self._titles = titles
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(PickColumn) - 1)

    def set_records(self, records: Sequence[PickRecord]) -> bool:
        """Shows ``records``; returns whether the rows changed (the same cards with the same
        texts are left as they are: every change of the army asks)."""
        shown = tuple((r.card.id, r.name, r.group, r.owner) for r in records)
        if shown == self._shown:
            return False
        self._shown = shown
        self.beginResetModel()
        self._records = list(records)
        for record in self._records:
            record.sort_name = f"{record.group_order:02d} {fold(record.name)}"
        self._rows = {record.card.id: row for row, record in enumerate(self._records)}
        self.endResetModel()
        return True

    def set_taken(self, taken: set[str], aside: set[str], blocked: dict[str, list[str]]) -> None:
        self._taken, self._aside, self._blocked = set(taken), set(aside), blocked
        if self._records:
            last = self.index(len(self._records) - 1, len(PickColumn) - 1)
            self.dataChanged.emit(self.index(0, 0), last)

    def is_taken(self, card_id: str) -> bool:
        return card_id in self._taken

    def blocked_reasons(self, card_id: str) -> list[str]:
        return list(self._blocked.get(card_id, []))

    def record(self, row: int) -> PickRecord:
        return self._records[row]

    def row_of(self, card_id: str) -> int:
        return self._rows.get(card_id, -1)

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._records)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(PickColumn)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self._titles.get(section, "")
        return None

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        record = self._records[index.row()]
        column = index.column()
        card_id = record.card.id
        if role == Qt.ItemDataRole.CheckStateRole:
            if column == PickColumn.TAKEN:
                return _check(card_id in self._taken)
            if column == PickColumn.ASIDE:
                return _check(card_id in self._aside)
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return {
                PickColumn.NAME: record.name,
                PickColumn.GROUP: record.group,
                PickColumn.OWNER: record.owner,
            }.get(PickColumn(column))
        if role == SortRole:
            # Texts, not tuples: the proxy compares the values Qt knows.
            order = record.sort_name
            if column == PickColumn.TAKEN:
                return f"{0 if card_id in self._taken else 1} {order}"
            if column == PickColumn.GROUP:
                return order
            if column == PickColumn.ASIDE:
                return f"{0 if card_id in self._aside else 1} {order}"
            return record.search_key
        if role == CardIdRole:
            return card_id
        blocked = card_id in self._blocked
        if role == Qt.ItemDataRole.ForegroundRole and blocked:
            return self._brush
        if role == Qt.ItemDataRole.FontRole and blocked:
            return self._italic
        if role == Qt.ItemDataRole.ToolTipRole and blocked:
            return "\n".join(self._blocked[card_id])
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        # Not "user checkable": the view takes a click anywhere in the tick's cell (a
        # finger's width), not only on the small box.
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


def _check(on: bool) -> Qt.CheckState:
    return Qt.CheckState.Checked if on else Qt.CheckState.Unchecked


class _PickProxy(QSortFilterProxyModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(SortRole)
        self.words: list[str] = []
        self.taken_only = False

    def filterAcceptsRow(self, row: int, parent: ModelIndex) -> bool:
        model = self.sourceModel()
        assert isinstance(model, CardPickModel)
        record = model.record(row)
        if self.taken_only and not model.is_taken(record.card.id):
            return False
        return all(word in record.search_key for word in self.words)

    def refilter(self) -> None:
        self.beginFilterChange()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)


class _PickView(QTableView):
    """Enter, Space or a double-click takes the current card or gives it back; a click in
    a tick's cell ticks it."""

    activated_card = Signal(str)
    tick_clicked = Signal(str, bool)  # card id, in the "set aside" column

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        index = self.indexAt(event.position().toPoint())
        column = index.column() if index.isValid() else -1
        if event.button() == Qt.MouseButton.LeftButton and column in (
            PickColumn.TAKEN,
            PickColumn.ASIDE,
        ):
            self.tick_clicked.emit(str(index.data(CardIdRole)), column == PickColumn.ASIDE)
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            index = self.currentIndex()
            if index.isValid():
                self.activated_card.emit(str(index.data(CardIdRole)))
                event.accept()
                return
        super().keyPressEvent(event)


class CardPicker(QWidget):
    """A summary line (the hand's pips, the deck's categories), a search, the cards."""

    toggled = Signal(str, bool)  # card id, as a contingency

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.model = CardPickModel(self)
        self.proxy = _PickProxy(self)
        self.proxy.setSourceModel(self.model)
        self.summary = QLabel(self)
        self.summary.setObjectName(f"{name}-summary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.note = QLabel(self)
        self.note.setObjectName(f"{name}-note")
        self.note.setWordWrap(True)
        self.note.setVisible(False)
        self.search = QLineEdit(self)
        self.search.setObjectName(f"{name}-search")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._search)
        self.taken_only = QCheckBox(self)
        self.taken_only.setObjectName(f"{name}-taken-only")
        self.taken_only.toggled.connect(self._taken_only)
        self.view = _PickView(self)
        self.view.setObjectName(f"{name}-cards")
        self.view.setModel(self.proxy)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setSortingEnabled(True)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().setVisible(False)
        self.view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 12)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        header.resizeSection(PickColumn.TAKEN, 36)
        header.resizeSection(PickColumn.NAME, 240)
        header.resizeSection(PickColumn.GROUP, 110)
        self.view.sortByColumn(PickColumn.TAKEN, Qt.SortOrder.AscendingOrder)
        self.view.doubleClicked.connect(self._double_clicked)
        self.view.activated_card.connect(lambda card_id: self.toggled.emit(card_id, False))
        self.view.tick_clicked.connect(self.toggled)
        self.view.selectionModel().currentRowChanged.connect(lambda *_: self._show_reason())
        self.reason = QLabel(self)
        self.reason.setObjectName(f"{name}-reason")
        self.reason.setWordWrap(True)
        self.reason.setMinimumHeight(self.fontMetrics().lineSpacing() * 2)
        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.taken_only)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addWidget(self.summary)
        layout.addWidget(self.note)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.reason)

    def set_cards(self, records: Sequence[PickRecord]) -> None:
        current = self.current_card_id()
        if self.model.set_records(records) and current:
            self.select_card(current)

    def set_taken(
        self, taken: set[str], aside: set[str], blocked: dict[str, list[str]], with_aside: bool
    ) -> None:
        self.model.set_taken(taken, aside, blocked)
        self.view.setColumnHidden(PickColumn.ASIDE, not with_aside)
        if self.proxy.taken_only:
            self.proxy.refilter()
        self._show_reason()

    def current_card_id(self) -> str | None:
        index = self.view.currentIndex()
        return str(index.data(CardIdRole)) if index.isValid() else None

    def select_card(self, card_id: str) -> bool:
        source = self.model.row_of(card_id)
        if source < 0:
            return False
        index = self.proxy.mapFromSource(self.model.index(source, PickColumn.NAME))
        if not index.isValid():
            return False
        self.view.setCurrentIndex(index)
        self.view.scrollTo(index)
        return True

    def show_summary(self, parts: list[tuple[str, bool]]) -> None:
        """``parts``: texts, each red when it is not what the rules ask."""
        import html

        self.summary.setText(
            " · ".join(
                f"<span style='color: {PROBLEM_COLOUR}'>{html.escape(t)}</span>"
                if wrong
                else html.escape(t)
                for t, wrong in parts
            )
        )

    def show_note(self, text: str) -> None:
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def _double_clicked(self, index: QModelIndex) -> None:
        if index.column() not in (PickColumn.TAKEN, PickColumn.ASIDE):  # those took the click
            self.toggled.emit(str(index.data(CardIdRole)), False)

    def _search(self, text: str) -> None:
        self.proxy.words = fold(text).split()
        self.proxy.refilter()

    def _taken_only(self, on: bool) -> None:
        self.proxy.taken_only = on
        self.proxy.refilter()

    def _show_reason(self) -> None:
        card_id = self.current_card_id()
        reasons = self.model.blocked_reasons(card_id) if card_id else []
        self.reason.setText(" ".join(reasons))
