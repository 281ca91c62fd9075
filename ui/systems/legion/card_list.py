"""The Legion builder's card list: the units an army may field, or the upgrades of the slot
being filled, searchable, sortable, filtered by rank, with their points as of the army's
points date, greyed with the reason when adding them would break a rule."""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QEvent,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QFont, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.i18n import card_name_language, current_language
from app.systems.legion.catalog import RANKS, Card
from ui.systems.legion import names
from ui.widgets.contrast import greyed_brush
from ui.widgets.fitted_table import ColumnFitter
from ui.widgets.retranslate import Retranslatable
from ui.widgets.search import fold

# What a card dragged out of the list carries: its Muster id, UTF-8.
CARD_MIME_TYPE = "application/x-muster-legion-card"

ModelIndex = QModelIndex | QPersistentModelIndex
CardIdRole = Qt.ItemDataRole.UserRole + 1
SortRole = Qt.ItemDataRole.UserRole + 2
TOUCH_TARGET = 32
# data() is asked for every role of every visible cell at each repaint: plain ints.
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_SORT = int(SortRole)
_CARD_ID = int(CardIdRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_CENTER = int(Qt.AlignmentFlag.AlignCenter)


class Column(IntEnum):
    NAME = 0
    KIND = 1
    POINTS = 2
    OWNED = 3
    KEYWORDS = 4


_COLUMNS = len(Column)
_NAME, _KIND, _POINTS, _OWNED = (
    int(c) for c in (Column.NAME, Column.KIND, Column.POINTS, Column.OWNED)
)


def card_mime(card_id: str, text: str = "") -> QMimeData:
    mime = QMimeData()
    mime.setData(CARD_MIME_TYPE, QByteArray(card_id.encode("utf-8")))
    if text:
        mime.setText(text)
    return mime


def read_card_mime(mime: QMimeData) -> str | None:
    if not mime.hasFormat(CARD_MIME_TYPE):
        return None
    return bytes(mime.data(CARD_MIME_TYPE).data()).decode("utf-8") or None


@dataclass
class CardRecord:
    card: Card
    name: str
    kind: str
    kind_order: int
    points: int | None
    keywords: str
    search_key: str
    sort_name: str = ""
    shown_name: str = ""  # with the bullet of a unique name
    kind_key: str = ""
    tooltip: str = ""  # the keywords, and why the name is English in a French list


class CardTableModel(QAbstractTableModel):
    """Rows are the cards given to ``set_cards``; ``set_blocked`` greys some with reasons."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._records: list[CardRecord] = []
        self._rows: dict[str, int] = {}
        self._blocked: dict[str, list[str]] = {}
        self._owned: dict[str, int] = {}
        self._brush = greyed_brush(QApplication.palette())
        self._italic = QFont()
        self._italic.setItalic(True)
        self._shown: tuple[Any, ...] = ()
        self._texts: dict[tuple[str, str, str], CardRecord] = {}  # by languages and card

    def _record(self, card: Card, language: str) -> CardRecord:
        known = self._texts.get((language, card_name_language(language), card.id))
        if known is not None and known.card is card:
            return known
        name = names.card_name(card, language=language)
        if card.kind == "unit" and card.rank:
            kind, order = names.rank_name(card.rank, language), RANKS.index(card.rank)
        else:
            kind, order = names.upgrade_type_name(card.subtype, language), 0
        keywords = ", ".join(
            names.keyword_label(keyword, None, language) for keyword in card.keywords
        )
        key = fold(" ".join((name, card.name.en, kind, keywords)))
        record = CardRecord(card, name, kind, order, None, keywords, key)
        record.sort_name = f"{fold(name)} {card.id}"
        record.shown_name = ("• " if card.unique or card.unique_title else "") + name
        if card.unreleased:
            record.shown_name = self.tr("{name} (not out yet: {when})").format(
                name=record.shown_name, when=card.unreleased
            )
        record.kind_key = f"{order:02d} {kind} {record.sort_name}"
        record.tooltip = keywords
        if names.name_in_english_only(card, language):
            note = self.tr("No name in your language is known yet: shown in English.")
            record.tooltip = f"{note}\n{keywords}" if keywords else note
        self._texts[(language, card_name_language(language), card.id)] = record
        return record

    def set_cards(self, cards: Sequence[Card], points: dict[str, int | None]) -> bool:
        """Shows ``cards``; returns whether the rows changed (the same cards at the same
        points in the same language are left as they are: every change of the army asks)."""
        language = current_language()
        shown = (
            language,
            card_name_language(language),
            tuple(card.id for card in cards),
            tuple(points.items()),
        )
        if shown == self._shown:
            return False
        self._shown = shown
        self.beginResetModel()
        self._records = []
        for card in cards:
            record = replace(self._record(card, language), points=points.get(card.id))
            self._records.append(record)
        self._rows = {record.card.id: row for row, record in enumerate(self._records)}
        self._blocked = {}
        self.endResetModel()
        return True

    def set_blocked(self, reasons: dict[str, list[str]]) -> None:
        if reasons == self._blocked:
            return
        self._blocked = reasons
        if self._records:
            last = self.index(len(self._records) - 1, len(Column) - 1)
            self.dataChanged.emit(self.index(0, 0), last)

    def blocked_reasons(self, card_id: str) -> list[str]:
        return list(self._blocked.get(card_id, []))

    def set_owned(self, counts: dict[str, int]) -> None:
        """How many of each card the player's collection holds (shown when there are any)."""
        self._owned = {card_id: n for card_id, n in counts.items() if n > 0}
        if self._records:
            last = self.index(len(self._records) - 1, len(Column) - 1)
            self.dataChanged.emit(self.index(0, 0), last)

    def any_owned(self) -> bool:
        return bool(self._owned)

    def greyed_colour(self) -> Any:
        return self._brush.color()

    def record(self, row: int) -> CardRecord:
        return self._records[row]

    def row_of(self, card_id: str) -> int:
        return self._rows.get(card_id, -1)

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._records)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else _COLUMNS

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return {
            Column.NAME: self.tr("Name"),
            Column.KIND: self.tr("Rank / type"),
            Column.POINTS: self.tr("Points"),
            Column.OWNED: self.tr("Owned"),
            Column.KEYWORDS: self.tr("Keywords"),
        }[Column(section)]

    def data(self, index: ModelIndex, role: int = _DISPLAY) -> Any:
        if not index.isValid():
            return None
        record = self._records[index.row()]
        column = index.column()
        if role == _DISPLAY:
            if column == _NAME:
                return record.shown_name
            if column == _KIND:
                return record.kind
            if column == _POINTS:
                if record.points is None:
                    return "?" if record.card.unreleased else ""
                return record.points
            if column == _OWNED:
                return self._owned.get(record.card.id, 0) or ""
            return record.keywords
        if role == _SORT:
            if column == _NAME:
                return record.sort_name
            if column == _KIND:
                return record.kind_key
            if column == _POINTS:
                return record.points if record.points is not None else -1
            if column == _OWNED:
                return self._owned.get(record.card.id, 0)
            return record.search_key
        if role == _CARD_ID:
            return record.card.id
        if role == _ALIGNMENT:
            return _CENTER if column in (_POINTS, _OWNED) else None
        if role == _FOREGROUND:
            return self._brush if record.card.id in self._blocked else None
        if role == _FONT:
            return self._italic if record.card.id in self._blocked else None
        if role == _TOOLTIP:
            reasons = self._blocked.get(record.card.id)
            if reasons:
                return "\n".join(reasons)
            return record.tooltip or None
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsDragEnabled
            | Qt.ItemFlag.ItemNeverHasChildren
        )

    def mimeTypes(self) -> list[str]:
        return [CARD_MIME_TYPE]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        rows = sorted({index.row() for index in indexes if index.isValid()})
        if not rows:
            return QMimeData()
        record = self._records[rows[0]]
        return card_mime(record.card.id, record.name)

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction


class CardFilterProxy(QSortFilterProxyModel):
    """Every word of the search must match; a rank filter; "only what fits" hides greyed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(SortRole)
        self._words: list[str] = []
        self._rank: str | None = None
        self._fitting_only = False
        self._show_unreleased = False

    def card_model(self) -> CardTableModel:
        model = self.sourceModel()
        assert isinstance(model, CardTableModel)
        return model

    def _set(self, name: str, value: object) -> None:
        if getattr(self, name) != value:
            self.beginFilterChange()
            setattr(self, name, value)
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_search(self, text: str) -> None:
        self._set("_words", fold(text).split())

    def set_rank(self, rank: str | None) -> None:
        self._set("_rank", rank)

    def set_fitting_only(self, on: bool) -> None:
        self._set("_fitting_only", on)

    def set_show_unreleased(self, on: bool) -> None:
        self._set("_show_unreleased", on)

    def offered_count(self) -> int:
        """How many rows the list offers before any search: unreleased cards only on demand."""
        model = self.card_model()
        if self._show_unreleased:
            return model.rowCount()
        return sum(1 for row in range(model.rowCount()) if not model.record(row).card.unreleased)

    def refilter(self) -> None:
        self.beginFilterChange()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def searching(self) -> bool:
        return bool(self._words or self._rank or self._fitting_only)

    def filterAcceptsRow(
        self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex
    ) -> bool:
        model = self.card_model()
        record = model.record(source_row)
        if self._rank is not None and record.card.rank != self._rank:
            return False
        if record.card.unreleased and not self._show_unreleased:
            return False
        if self._fitting_only and model.blocked_reasons(record.card.id):
            return False
        return all(word in record.search_key for word in self._words)

    def card_id_at(self, row: int) -> str:
        return str(self.index(row, 0).data(CardIdRole))

    def row_of(self, card_id: str) -> int:
        source = self.card_model().row_of(card_id)
        if source < 0:
            return -1
        return self.mapFromSource(self.card_model().index(source, 0)).row()


class CardTableView(QTableView):
    """Enter or double-click activates a card; rows drag out as cards; drops of the MIME
    types in ``accepted_drop_types`` (a unit dragged back out of the army) go to
    ``foreign_drop``."""

    card_activated = Signal(str)
    foreign_drop = Signal(QMimeData)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.accepted_drop_types: list[str] = []
        self.setObjectName("legion-card-table")
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.setSortingEnabled(True)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self.doubleClicked.connect(self._activate)

    def current_card_id(self) -> str | None:
        index = self.currentIndex()
        value = index.siblingAtColumn(0).data(CardIdRole) if index.isValid() else None
        return str(value) if value else None

    def _activate(self, index: QModelIndex) -> None:
        value = index.siblingAtColumn(0).data(CardIdRole) if index.isValid() else None
        if value:
            self.card_activated.emit(str(value))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._activate(self.currentIndex())
            event.accept()
            return
        super().keyPressEvent(event)

    def _foreign(self, mime: QMimeData) -> bool:
        return any(mime.hasFormat(kind) for kind in self.accepted_drop_types)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._foreign(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._foreign(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        if self._foreign(event.mimeData()):
            event.acceptProposedAction()
            self.foreign_drop.emit(event.mimeData())
        else:
            event.ignore()


class CardList(Retranslatable, QWidget):
    """The list on the builder's left. ``show_units`` / ``show_upgrades`` say what it lists
    and for what; ``card_activated(card_id)`` on Enter, a double-click, or Enter in the search.
    """

    card_activated = Signal(str)
    back_to_units = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("legion-card-list")
        self.model = CardTableModel(self)
        self.proxy = CardFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.mode = "unit"
        self._title = ""
        self._hint = ""

        self.title = QLabel(self)
        self.title.setObjectName("card-list-title")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.units_button = QPushButton(self)
        self.units_button.setObjectName("back-to-units")
        self.units_button.setMinimumHeight(TOUCH_TARGET)
        self.units_button.clicked.connect(self.back_to_units)
        self.search = QLineEdit(self)
        self.search.setObjectName("card-search")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._search_changed)
        self.search.installEventFilter(self)
        self.rank_combo = QComboBox(self)
        self.rank_combo.setObjectName("rank-filter")
        self.rank_combo.currentIndexChanged.connect(self._rank_changed)
        self.fitting_only = QCheckBox(self)
        self.fitting_only.setObjectName("fitting-only")
        self.fitting_only.toggled.connect(self._fitting_toggled)
        self.show_unreleased = QCheckBox(self)
        self.show_unreleased.setObjectName("show-unreleased")
        self.show_unreleased.toggled.connect(self._unreleased_toggled)
        self.count_label = QLabel(self)
        self.count_label.setObjectName("card-count")

        self.view = CardTableView(self)
        self.view.setModel(self.proxy)
        self.view.sortByColumn(Column.KIND, Qt.SortOrder.AscendingOrder)
        self.view.setColumnHidden(Column.OWNED, True)  # until the collection counts any
        self.fitter = ColumnFitter(self.view, self._plan_columns)
        self.view.card_activated.connect(self.card_activated)
        self.view.selectionModel().currentRowChanged.connect(lambda *_: self._show_detail())
        self.proxy.modelReset.connect(self._update_count)
        self.proxy.layoutChanged.connect(self._update_count)

        self.empty_label = QLabel(self)
        self.empty_label.setObjectName("card-list-empty")
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.empty_label.setContentsMargins(16, 16, 16, 16)
        self.clear_button = QPushButton(self)
        self.clear_button.setObjectName("card-list-clear")
        self.clear_button.setMinimumHeight(TOUCH_TARGET)
        self.clear_button.clicked.connect(self.clear_filters)
        empty = QWidget(self)
        empty_layout = QVBoxLayout(empty)
        empty_layout.addWidget(self.empty_label)
        row = QHBoxLayout()
        row.addWidget(self.clear_button)
        row.addStretch(1)
        empty_layout.addLayout(row)
        empty_layout.addStretch(1)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.view)
        self.stack.addWidget(empty)

        self.detail = QLabel(self)
        self.detail.setObjectName("card-detail")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setMinimumHeight(2 * self.fontMetrics().lineSpacing() + 6)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.units_button)
        filters = QHBoxLayout()
        filters.addWidget(self.search, 1)
        filters.addWidget(self.rank_combo)
        filters.addWidget(self.fitting_only)
        filters.addWidget(self.show_unreleased)
        filters.addWidget(self.count_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(head)
        layout.addLayout(filters)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.detail)
        self.retranslate()

    # --- public ----------------------------------------------------------------------------

    def show_cards(
        self, mode: str, cards: Sequence[Card], points: dict[str, int | None], title: str
    ) -> None:
        """Lists ``cards`` (``mode`` "unit" or "upgrade") under ``title``."""
        current = self.current_card_id()
        if mode != self.mode:
            self.search.clear()
        self.mode = mode
        self._title = title
        if self.model.set_cards(cards, points) and current:
            self.select_card(current)
        self.view.setColumnHidden(Column.KIND, mode != "unit")  # one type: the slot's
        self.rank_combo.setVisible(mode == "unit")
        self.units_button.setVisible(mode != "unit")
        if mode != "unit":
            self.proxy.set_rank(None)
        else:
            self.proxy.set_rank(self.rank_combo.currentData() or None)
        self.fitter.fit()
        self.title.setText(title)
        self._update_count()
        self._show_detail()

    def set_blocked(self, reasons: dict[str, list[str]]) -> None:
        self.model.set_blocked(reasons)
        if self.fitting_only.isChecked():
            self.proxy.refilter()
            self._update_count()
        self._show_detail()

    def set_owned(self, counts: dict[str, int]) -> None:
        self.model.set_owned(counts)
        self.view.setColumnHidden(Column.OWNED, not self.model.any_owned())
        self.fitter.fit()

    def _plan_columns(self, columns: list[int], available: int) -> dict[int, int]:
        """The name half the list's width (180 pixels at least), the rank or type, points and
        owned count their own widths, the keywords what is left."""
        planned = {Column.NAME: max(180, available // 2), Column.KIND: 110}
        planned.update({Column.POINTS: 60, Column.OWNED: 60})
        widths = {c: w for c, w in planned.items() if c in columns}
        if Column.KEYWORDS in columns:
            floor = self.view.horizontalHeader().minimumSectionSize()
            widths[Column.KEYWORDS] = max(floor, available - sum(widths.values()))
        return widths

    def set_hint(self, text: str) -> None:
        self._hint = text
        self._show_detail()

    def current_card_id(self) -> str | None:
        return self.view.current_card_id()

    def select_card(self, card_id: str) -> bool:
        row = self.proxy.row_of(card_id)
        if row < 0:
            return False
        self.view.setCurrentIndex(self.proxy.index(row, 0))
        self.view.scrollTo(self.proxy.index(row, 0))
        return True

    def clear_filters(self) -> None:
        self.search.clear()
        self.rank_combo.setCurrentIndex(0)
        self.fitting_only.setChecked(False)

    def focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    # --- texts -----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.search.setPlaceholderText(self.tr("Search names and keywords (Ctrl+F)"))
        self.fitting_only.setText(self.tr("Only what fits"))
        self.fitting_only.setToolTip(self.tr("Hide the cards that would break a rule"))
        self.show_unreleased.setText(self.tr("Unreleased"))
        self.show_unreleased.setToolTip(
            self.tr("Also list the cards Legion HQ announces but that are not out yet")
        )
        self.units_button.setText(self.tr("Back to units"))
        self.units_button.setToolTip(self.tr("List the units again (Esc)"))
        self.clear_button.setText(self.tr("Clear the search and filters"))
        current = self.rank_combo.currentData()
        self.rank_combo.blockSignals(True)
        self.rank_combo.clear()
        self.rank_combo.addItem(self.tr("All ranks"), "")
        for rank in RANKS:
            self.rank_combo.addItem(names.rank_name(rank), rank)
        self.rank_combo.setCurrentIndex(max(0, self.rank_combo.findData(current or "")))
        self.rank_combo.blockSignals(False)
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(Column) - 1)
        self._update_count()

    # --- reactions -------------------------------------------------------------------------

    def _search_changed(self, text: str) -> None:
        self.proxy.set_search(text)
        self._update_count()

    def _rank_changed(self) -> None:
        self.proxy.set_rank(self.rank_combo.currentData() or None)
        self._update_count()

    def _fitting_toggled(self, on: bool) -> None:
        self.proxy.set_fitting_only(on)
        self._update_count()

    def _unreleased_toggled(self, on: bool) -> None:
        self.proxy.set_show_unreleased(on)
        self._update_count()

    def _update_count(self) -> None:
        shown, total = self.proxy.rowCount(), self.proxy.offered_count()
        self.count_label.setText(
            self.tr("%n card(s)", "", shown) if shown == total else f"{shown} / {total}"
        )
        if shown:
            self.stack.setCurrentIndex(0)
            return
        words = self.search.text().strip()
        if total == 0:
            text = self.tr("There is no card to list here.")
        elif words:
            text = self.tr("No card matches “{search}”.").format(search=words)
        else:
            text = self.tr("No card matches these filters.")
        self.empty_label.setText(text)
        self.clear_button.setVisible(self.proxy.searching())
        self.stack.setCurrentIndex(1)

    def _show_detail(self) -> None:
        """Under the list: the current card's keywords and, when it is greyed, why (touch
        screens have no hover); else the hint."""
        card_id = self.current_card_id()
        row = self.model.row_of(card_id) if card_id else -1
        if row < 0:
            self.detail.setText(html.escape(self._hint))
            return
        record = self.model.record(row)
        text = f"<b>{html.escape(record.name)}</b>"
        if record.keywords:
            text += " · " + html.escape(record.keywords)
        reasons = self.model.blocked_reasons(record.card.id)
        if reasons:
            colour = self.model.greyed_colour().name()
            text += (
                f"<br><span style='color: {colour}'><i>{html.escape(' '.join(reasons))}</i></span>"
            )
        self.detail.setText(text)

    def eventFilter(self, watched: Any, event: Any) -> bool:
        if watched is self.search and event.type() == QEvent.Type.KeyPress:
            if event.key() == Qt.Key.Key_Down and self.proxy.rowCount():
                self.view.setFocus()
                if not self.view.currentIndex().isValid():
                    self.view.setCurrentIndex(self.proxy.index(0, 0))
                return True
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.proxy.rowCount():
                index = self.view.currentIndex()
                if not index.isValid():
                    index = self.proxy.index(0, 0)
                    self.view.setCurrentIndex(index)
                self.card_activated.emit(self.proxy.card_id_at(index.row()))
                return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.mode != "unit":
            self.back_to_units.emit()
            event.accept()
            return
        super().keyPressEvent(event)
