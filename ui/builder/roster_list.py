"""The saved rosters: a searchable list, newest first, with open/rename/duplicate/delete."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
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
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ui.builder.words import BuilderWords
from ui.widgets.retranslate import Retranslatable

ModelIndex = QModelIndex | QPersistentModelIndex
RosterIdRole = Qt.ItemDataRole.UserRole + 1


class RosterListModel(QAbstractListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rosters: list[Any] = []
        self.open_id: int | None = None
        # Set by the page: (legal, one line naming the Primaries) for a saved roster, so the
        # list tells legal teams from drafts without opening them.
        self.describe: Callable[[Any], tuple[bool, str]] | None = None
        self._summaries: dict[int, tuple[bool, str]] = {}
        self.untitled = ""  # the game's name for a roster without one

    def set_rosters(self, rosters: list[Any]) -> None:
        self.beginResetModel()
        self._rosters = list(rosters)
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

    def row_of(self, roster_id: int) -> int:
        for row, saved in enumerate(self._rosters):
            if saved.id == roster_id:
                return row
        return -1

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rosters)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        saved = self._rosters[index.row()]
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


class RosterListView(QListView):
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

    def set_rosters(self, rosters: list[Any], open_id: int | None) -> None:
        current = self.current_id()
        self.model.open_id = open_id
        self.model.set_rosters(rosters)
        row = self.model.row_of(current) if current is not None else -1
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
        self.open_button.setText(self.tr("Open"))
        self.rename_button.setText(self.tr("Rename…"))
        self.duplicate_button.setText(self.tr("Duplicate"))
        self.delete_button.setText(self.tr("Delete…"))
        self._empty_text()
