"""The readable log: one line per event, in the interface language, newest last."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

Index = QModelIndex | QPersistentModelIndex


class LogModel(QAbstractListModel):
    """Lines are (seq, text); the tracker view appends, drops and rebuilds them as the game's
    log changes, so the model holds only what is displayed."""

    SeqRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.lines: list[tuple[int, str]] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.lines)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        seq, text = self.lines[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return text
        if role == self.SeqRole:
            return seq
        return None

    def reset(self, lines: list[tuple[int, str]]) -> None:
        self.beginResetModel()
        self.lines = list(lines)
        self.endResetModel()

    def append(self, seq: int, text: str) -> None:
        row = len(self.lines)
        self.beginInsertRows(QModelIndex(), row, row)
        self.lines.append((seq, text))
        self.endInsertRows()

    def drop_after(self, seq: int) -> None:
        """Removes every line of an event later than ``seq`` (after an undo)."""
        keep = sum(1 for s, _ in self.lines if s <= seq)
        if keep < len(self.lines):
            self.beginRemoveRows(QModelIndex(), keep, len(self.lines) - 1)
            del self.lines[keep:]
            self.endRemoveRows()
