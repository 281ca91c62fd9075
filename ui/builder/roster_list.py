"""The saved rosters: a searchable list, newest first, with open/rename/duplicate/delete, and
each roster's record (games, wins, draws, losses, and by mission under it), sortable by any
column."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from ui.builder.words import BuilderWords
from ui.widgets.retranslate import Retranslatable

ModelIndex = QModelIndex | QPersistentModelIndex
RosterIdRole = Qt.ItemDataRole.UserRole + 1


# The columns: the roster's name, then its record (every game it was played in, each once).
NAME, GAMES, WINS, DRAWS, LOSSES = range(5)
RECORD_FIELDS = {GAMES: "games", WINS: "wins", DRAWS: "draws", LOSSES: "losses"}
TOP = 0  # the internal id of a roster's row; a mission's row holds its roster's row + 1


class RosterListModel(QAbstractItemModel):
    """The saved rosters, one row each with its record (app/campaign/list_records.py), and
    under a roster a row per mission it was played on, where games recorded one."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rosters: list[Any] = []
        self.open_id: int | None = None
        # Set by the page: (legal, one line naming the Primaries) for a saved roster, so the
        # list tells legal teams from drafts without opening them.
        self.describe: Callable[[Any], tuple[bool, str]] | None = None
        self._summaries: dict[int, tuple[bool, str]] = {}
        self._records: dict[int, Any] = {}  # roster id -> its ListRecord
        self.untitled = ""  # the game's name for a roster without one
        self.titles: list[tuple[str, str]] = []  # each column's (title, tooltip)

    def set_open_id(self, roster_id: int | None) -> None:
        """The roster open in the builder, its name in bold: the names are drawn again."""
        if roster_id == self.open_id:
            return
        self.open_id = roster_id
        if self._rosters:
            first, last = self.index(0, NAME), self.index(len(self._rosters) - 1, NAME)
            self.dataChanged.emit(first, last, [Qt.ItemDataRole.FontRole])

    def set_rosters(self, rosters: list[Any], records: dict[int, Any] | None = None) -> None:
        self.beginResetModel()
        self._rosters = list(rosters)
        self._records = dict(records or {})
        self._summaries = {}
        if self.describe is not None:
            self._summaries = {saved.id: self.describe(saved) for saved in self._rosters}
        self.endResetModel()

    def is_legal(self, row: int) -> bool | None:
        saved = self.roster(row)
        summary = self._summaries.get(saved.id) if saved is not None else None
        return summary[0] if summary is not None else None

    def roster(self, row: int) -> Any:
        return self._rosters[row] if 0 <= row < len(self._rosters) else None

    def record(self, row: int) -> Any:
        saved = self.roster(row)
        return self._records.get(saved.id) if saved is not None else None

    def _missions(self, row: int) -> list[tuple[str, dict[str, int]]]:
        record = self.record(row)
        return sorted(record.by_mission.items()) if record is not None else []

    def row_of(self, roster_id: int) -> int:
        for row, saved in enumerate(self._rosters):
            if saved.id == roster_id:
                return row
        return -1

    # --- the tree: rosters, and each one's missions ------------------------------------------

    def index(
        self, row: int, column: int = NAME, parent: ModelIndex = QModelIndex()
    ) -> QModelIndex:
        if parent.isValid():
            if parent.internalId() != TOP or not 0 <= row < len(self._missions(parent.row())):
                return QModelIndex()
            return self.createIndex(row, column, parent.row() + 1)
        if not 0 <= row < len(self._rosters) or not 0 <= column < len(RECORD_FIELDS) + 1:
            return QModelIndex()
        return self.createIndex(row, column, TOP)

    def parent(self, child: ModelIndex = QModelIndex()) -> QModelIndex:  # type: ignore[override]
        if not child.isValid() or child.internalId() == TOP:
            return QModelIndex()
        return self.createIndex(child.internalId() - 1, NAME, TOP)

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:
        if not parent.isValid():
            return len(self._rosters)
        if parent.internalId() == TOP and parent.column() == NAME:
            return len(self._missions(parent.row()))
        return 0

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:
        return len(RECORD_FIELDS) + 1

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.titles):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.titles[section][0]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.titles[section][1]
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """By name, or by a figure of the record (the most games first when descending)."""

        def key(saved: Any) -> Any:
            if column == NAME:
                return (saved.name or self.untitled).casefold()
            record = self._records.get(saved.id)
            return getattr(record, RECORD_FIELDS[column]) if record is not None else 0

        # A reset: the missions' rows move with their rosters (the panel keeps the current).
        self.beginResetModel()
        self._rosters.sort(key=key, reverse=order == Qt.SortOrder.DescendingOrder)
        self.endResetModel()

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if index.internalId() != TOP:
            return self._mission_data(index, role)
        saved = self._rosters[index.row()]
        if index.column() != NAME:
            if role == Qt.ItemDataRole.DisplayRole:
                record = self._records.get(saved.id)
                return str(getattr(record, RECORD_FIELDS[index.column()]) if record else 0)
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return Qt.AlignmentFlag.AlignCenter
            if role == RosterIdRole:
                return saved.id
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return saved.name or self.untitled
        summary = self._summaries.get(saved.id)
        if role == Qt.ItemDataRole.ToolTipRole:
            when = QLocale().toString(saved.updated_at, QLocale.FormatType.ShortFormat)
            text = self.tr("Last saved {when}").format(when=when)
            if summary is not None:
                state = self.tr("Legal") if summary[0] else self.tr("Draft: not legal yet")
                text = "\n".join(part for part in (summary[1], state, text) if part)
            return text
        if role == Qt.ItemDataRole.DecorationRole and summary is not None:
            from PySide6.QtWidgets import QApplication, QStyle

            icon = (
                QStyle.StandardPixmap.SP_DialogApplyButton
                if summary[0]
                else QStyle.StandardPixmap.SP_MessageBoxWarning
            )
            return QApplication.style().standardIcon(icon)
        if role == Qt.ItemDataRole.FontRole and saved.id == self.open_id:
            from PySide6.QtGui import QFont

            font = QFont()
            font.setBold(True)
            return font
        if role == RosterIdRole:
            return saved.id
        return None

    def _mission_data(self, index: ModelIndex, role: int) -> Any:
        """A mission's row: its name, then the roster's record on it."""
        roster_row = index.internalId() - 1
        missions = self._missions(roster_row)
        if not 0 <= index.row() < len(missions):
            return None
        mission, tally = missions[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return mission if index.column() == NAME else str(tally[RECORD_FIELDS[index.column()]])
        if role == Qt.ItemDataRole.ToolTipRole and index.column() == NAME:
            return self.tr("Played on the mission {mission}").format(mission=mission)
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() != NAME:
            return Qt.AlignmentFlag.AlignCenter
        if role == RosterIdRole:
            return self._rosters[roster_row].id
        return None


class RosterListView(QTreeView):
    delete_pressed = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Delete and self.currentIndex().isValid():
            self.delete_pressed.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class RosterListPanel(Retranslatable, QWidget):
    open_requested = Signal(int)
    rename_requested = Signal(int)
    duplicate_requested = Signal(int)
    delete_requested = Signal(int)
    search_changed = Signal(str)

    def __init__(self, words: Callable[[], BuilderWords], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roster-list-panel")
        self.words = words  # asked again on every language change
        self.title = QLabel(self)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.search = QLineEdit(self)
        self.search.setObjectName("roster-search")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.search_changed)
        self.model = RosterListModel(self)
        self.view = RosterListView(self)
        self.view.setObjectName("roster-list")
        self.view.setModel(self.model)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setUniformRowHeights(True)
        header = self.view.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        # Sortable by any column; none chosen at first, the newest roster on top.
        header.setSectionsClickable(True)
        header.setSortIndicatorShown(True)
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        header.sortIndicatorChanged.connect(self.sort)
        self.view.activated.connect(self._open)
        self.view.delete_pressed.connect(lambda: self._emit(self.delete_requested))
        self.empty = QLabel(self)
        self.empty.setObjectName("roster-list-empty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.open_button = QPushButton(self)
        self.open_button.setObjectName("roster-open")
        self.open_button.clicked.connect(lambda: self._emit(self.open_requested))
        self.rename_button = QPushButton(self)
        self.rename_button.setObjectName("roster-rename")
        self.rename_button.clicked.connect(lambda: self._emit(self.rename_requested))
        self.duplicate_button = QPushButton(self)
        self.duplicate_button.setObjectName("roster-duplicate")
        self.duplicate_button.clicked.connect(lambda: self._emit(self.duplicate_requested))
        self.delete_button = QPushButton(self)
        self.delete_button.setObjectName("roster-delete")
        self.delete_button.clicked.connect(lambda: self._emit(self.delete_requested))
        self.view.selectionModel().currentChanged.connect(self._update_buttons)
        self.model.modelReset.connect(self._update_buttons)
        buttons = QHBoxLayout()
        for button in (
            self.open_button,
            self.rename_button,
            self.duplicate_button,
            self.delete_button,
        ):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.search)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.empty, 1)
        layout.addLayout(buttons)
        self.retranslate()
        self._update_buttons()

    def set_rosters(
        self, rosters: list[Any], open_id: int | None, records: dict[int, Any] | None = None
    ) -> None:
        """``records``: each roster's record by its id (none: a zero record)."""
        current = self.current_id()
        self.model.open_id = open_id
        self.model.set_rosters(rosters, records)
        header = self.view.header()
        if header.sortIndicatorSection() >= 0:
            self.model.sort(header.sortIndicatorSection(), header.sortIndicatorOrder())
        self._reselect(current)

    def sort(self, column: int, order: Qt.SortOrder) -> None:
        current = self.current_id()
        self.model.sort(column, order)
        self._reselect(current)

    def _reselect(self, roster_id: int | None) -> None:
        row = self.model.row_of(roster_id) if roster_id is not None else -1
        if row >= 0:
            self.view.setCurrentIndex(self.model.index(row))
        self._update_buttons()

    def current_id(self) -> int | None:
        index = self.view.currentIndex()
        value = index.data(RosterIdRole) if index.isValid() else None
        return int(value) if value is not None else None

    def select(self, roster_id: int) -> None:
        row = self.model.row_of(roster_id)
        if row >= 0:
            self.view.setCurrentIndex(self.model.index(row))

    def _emit(self, signal: Any) -> None:
        roster_id = self.current_id()
        if roster_id is not None:
            signal.emit(roster_id)

    def _open(self, index: QModelIndex) -> None:
        value = index.data(RosterIdRole)
        if value is not None:
            self.open_requested.emit(int(value))

    def _update_buttons(self) -> None:
        chosen = self.current_id() is not None
        for button in (
            self.open_button,
            self.rename_button,
            self.duplicate_button,
            self.delete_button,
        ):
            button.setEnabled(chosen)
        has_rows = self.model.rowCount() > 0
        self.view.setVisible(has_rows or bool(self.search.text()))
        self.empty.setVisible(not has_rows)
        self._empty_text()

    def _empty_text(self) -> None:
        if self.search.text():
            self.empty.setText(self.words().none_matching)
        else:
            self.empty.setText(self.words().none_saved)

    def retranslate(self) -> None:
        words = self.words()
        self.title.setText(words.saved_title)
        self.model.untitled = words.untitled
        self.search.setPlaceholderText(self.tr("Search by name…"))
        self.model.titles = [
            (self.tr("Name"), self.tr("The list's name")),
            (
                self.tr("Games"),
                self.tr("Games played with the list (leagues, tournaments, tracker)"),
            ),
            (self.tr("W"), self.tr("Wins")),
            (self.tr("D"), self.tr("Draws")),
            (self.tr("L"), self.tr("Losses")),
        ]
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.model.titles) - 1)
        self.open_button.setText(self.tr("Open"))
        self.rename_button.setText(self.tr("Rename…"))
        self.duplicate_button.setText(self.tr("Duplicate"))
        self.delete_button.setText(self.tr("Delete…"))
        self._empty_text()
