"""The readable log: one line per event (a run of repeated steps on one unit shares a line),
in the interface language, newest last."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

Index = QModelIndex | QPersistentModelIndex


class LogModel(QAbstractListModel):
    """Lines are (seq of the line's first event, text); the tracker view appends, replaces,
    drops and rebuilds them as the game's log changes, so the model holds only what is
    displayed."""

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

    def set_tail(self, seq: int, text: str) -> None:
        """Shows ``text`` as the line starting at event ``seq``: the last line is replaced when
        it starts there (a repeated step joined it, or one was undone), else it is appended;
        lines of later events go (they were undone)."""
        self.drop_after(seq)
        if self.lines and self.lines[-1][0] == seq:
            self.lines[-1] = (seq, text)
            index = self.index(len(self.lines) - 1)
            self.dataChanged.emit(index, index)
        else:
            self.append(seq, text)

    def drop_after(self, seq: int) -> None:
        """Removes every line of an event later than ``seq`` (after an undo)."""
        keep = sum(1 for s, _ in self.lines if s <= seq)
        if keep < len(self.lines):
            self.beginRemoveRows(QModelIndex(), keep, len(self.lines) - 1)
            del self.lines[keep:]
            self.endRemoveRows()
