"""A table of the loaded catalogue packs: built-in and user packs, version and unit count."""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from app.catalog.user_packs import PackSummary
from app.errors import one_line
from app.i18n import current_language

ModelIndex = QModelIndex | QPersistentModelIndex
PackIdRole = Qt.ItemDataRole.UserRole + 1


class PackColumn(IntEnum):
    NAME = 0
    VERSION = 1
    UNITS = 2
    KIND = 3
    SOURCE = 4


def source_summary(pack: PackSummary) -> str:
    """Where a pack's data comes from, in a few words: its repository, licence and date (a
    converted pack), or the source line it carries."""
    origin = pack.origin
    if origin is None:
        return ""
    if origin.repository:
        where = origin.repository.removeprefix("https://").removeprefix("http://")
        return " · ".join(part for part in (where, origin.licence, origin.date) if part)
    return origin.source


class PackTableModel(QAbstractTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._packs: list[PackSummary] = []

    def set_packs(self, packs: list[PackSummary]) -> None:
        self.beginResetModel()
        self._packs = list(packs)
        self.endResetModel()

    def pack(self, row: int) -> PackSummary:
        return self._packs[row]

    def row_of(self, pack_id: str) -> int:
        return next((n for n, pack in enumerate(self._packs) if pack.id == pack_id), -1)

    def retranslate(self) -> None:
        if self._packs:
            last = self.index(len(self._packs) - 1, len(PackColumn) - 1)
            self.dataChanged.emit(self.index(0, 0), last)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(PackColumn) - 1)

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._packs)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(PackColumn)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return {
            PackColumn.NAME: self.tr("Pack"),
            PackColumn.VERSION: self.tr("Version"),
            PackColumn.UNITS: self.tr("Units in use"),
            PackColumn.KIND: self.tr("Kind"),
            PackColumn.SOURCE: self.tr("Source"),
        }[PackColumn(section)]

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        pack = self._packs[index.row()]
        column = PackColumn(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            # Names and versions come from pack files: shown escaped, never as controls.
            if column == PackColumn.NAME:
                return one_line(pack.name.get(current_language()) if pack.name else pack.id)
            if column == PackColumn.VERSION:
                return one_line(pack.version)
            if column == PackColumn.UNITS:
                return pack.units if pack.problem is None else ""
            if column == PackColumn.SOURCE:
                return source_summary(pack)
            if pack.problem is not None:
                return self.tr("Damaged user pack")
            return self.tr("Built-in") if pack.builtin else self.tr("User pack")
        if role == PackIdRole:
            return pack.id
        if role == Qt.ItemDataRole.ToolTipRole:
            if pack.problem is not None:
                return pack.problem.message(current_language())
            lines = [pack.id]
            if pack.file is not None:
                lines.append(str(pack.file))
            if column == PackColumn.UNITS:
                lines.append(self.tr("Units of the catalogue that come from this pack"))
            return "\n".join(lines)
        if role == Qt.ItemDataRole.ForegroundRole and pack.problem is not None:
            return QApplication.palette().brush(
                QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text
            )
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            PackColumn.VERSION,
            PackColumn.UNITS,
        ):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None
