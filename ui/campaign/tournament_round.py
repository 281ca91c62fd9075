"""The round's tables in the Tournament tab: one row per table, its two players, each side's
game score and the result.

Keys: ``1`` the first player won, ``2`` the second, ``D`` a draw (the selected table, then the
next one is selected); in a score column a number typed (or F2) edits that side's score, Enter
keeps it. A player's name dragged onto another player's name swaps the two (before the round
has a result); the table calls its owner back for each of these.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QAbstractItemModel, QMimeData, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ui.widgets.table_items import filled_at_once

TABLE, FIRST, FIRST_SCORE, SECOND_SCORE, SECOND, RESULT = range(6)
COLUMNS = 6
PLAYER_COLUMNS = (FIRST, SECOND)
SCORE_COLUMNS = (FIRST_SCORE, SECOND_SCORE)
RESULT_KEYS = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_D: None}
PLAYER_MIME = "application/x-muster-tournament-player"
PLAYER_ROLE = Qt.ItemDataRole.UserRole  # a player cell's name (a bye's cell has none)
HIGHEST_SCORE = 999

ReportResult = Callable[[int, int | None], None]  # (row, winning side or None for a draw)
EnterScore = Callable[[int, int, int], None]  # (row, side, score)
SwapPlayers = Callable[[str, str], None]


class ScoreDelegate(QStyledItemDelegate):
    """Edits a side's score in a spin box and hands it to the table's owner (who records it,
    undoably) instead of writing the cell."""

    def __init__(self, view: RoundTable) -> None:
        super().__init__(view)
        self.view = view

    def createEditor(
        self,
        parent: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QWidget:
        editor = QSpinBox(parent)
        editor.setObjectName("tournament-score-editor")
        editor.setRange(0, HIGHEST_SCORE)
        editor.setFrame(False)
        return editor

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:
        text = str(index.data() or "")
        assert isinstance(editor, QSpinBox)
        editor.setValue(int(text) if text.isdigit() else 0)

    def setModelData(
        self,
        editor: QWidget,
        model: QAbstractItemModel,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        assert isinstance(editor, QSpinBox)
        editor.interpretText()
        # Handed over once the editor is closed: recording rebuilds the table's cells.
        self.view.typed_score = (index.row(), SCORE_COLUMNS.index(index.column()), editor.value())


class RoundTable(QTableWidget):
    def __init__(
        self, parent: QWidget, report: ReportResult, enter_score: EnterScore, swap: SwapPlayers
    ) -> None:
        super().__init__(0, COLUMNS, parent)
        self.typed_score: tuple[int, int, int] | None = None  # a score typed, not handed over yet
        self.report = report
        self.enter_score = enter_score
        self.swap = swap
        for column in SCORE_COLUMNS:
            self.setItemDelegateForColumn(column, ScoreDelegate(self))
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.viewport().setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.setDropIndicatorShown(False)

    # --- filling ------------------------------------------------------------------------

    def show_tables(
        self, rows: Sequence[Sequence[str]], players: Sequence[tuple[str, str]]
    ) -> None:
        """``rows``: each table's cells; ``players``: each table's two names ("" for none)."""
        self.setRowCount(len(rows))
        with filled_at_once(self):
            for r, (row, names) in enumerate(zip(rows, players, strict=True)):
                for c, text in enumerate(row):
                    self.setItem(r, c, self._cell(c, text, names))

    @staticmethod
    def _cell(column: int, text: str, names: Sequence[str]) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setToolTip(text)
        flags = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled
        if column in PLAYER_COLUMNS and names[PLAYER_COLUMNS.index(column)]:
            item.setData(PLAYER_ROLE, names[PLAYER_COLUMNS.index(column)])
            flags |= Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemIsDropEnabled
        if column in SCORE_COLUMNS and names[1]:  # a bye has no score to enter
            flags |= Qt.ItemFlag.ItemIsEditable
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        item.setFlags(flags)
        return item

    def player_at(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return str(item.data(PLAYER_ROLE) or "") if item is not None else ""

    def closeEditor(self, editor: QWidget, hint: QAbstractItemDelegate.EndEditHint) -> None:
        super().closeEditor(editor, hint)
        typed, self.typed_score = self.typed_score, None
        if typed is not None:
            self.enter_score(*typed)

    # --- keys ---------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        row = self.currentRow()
        typing_a_score = self.currentColumn() in SCORE_COLUMNS and event.text().isdigit()
        if key in RESULT_KEYS and row >= 0 and not typing_a_score:
            self.report(row, RESULT_KEYS[key])
            self.setCurrentCell(min(row + 1, self.rowCount() - 1), self.currentColumn())
            return
        super().keyPressEvent(event)

    # --- dragging a player onto another -----------------------------------------------------

    def mimeTypes(self) -> list[str]:
        return [PLAYER_MIME]

    def mimeData(self, items: Sequence[QTableWidgetItem]) -> QMimeData:
        """The dragged player: the cell under the mouse (the current one), else the first
        player among the selected cells."""
        current = self.currentItem()
        players = [i for i in items if i.data(PLAYER_ROLE)]
        chosen = current if current in players else players[0] if players else None
        data = QMimeData()
        if chosen is not None:
            data.setData(PLAYER_MIME, str(chosen.data(PLAYER_ROLE)).encode())
        return data

    def _drop_target(self, event: QDropEvent | QDragMoveEvent) -> tuple[str, str] | None:
        """(dragged player, player dropped on) when the drop would swap two players."""
        if not event.mimeData().hasFormat(PLAYER_MIME):
            return None
        dragged = bytes(event.mimeData().data(PLAYER_MIME).data()).decode()
        target = self.itemAt(event.position().toPoint())
        onto = str(target.data(PLAYER_ROLE) or "") if target is not None else ""
        return (dragged, onto) if dragged and onto and onto != dragged else None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(PLAYER_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._drop_target(event) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        pair = self._drop_target(event)
        if pair is None:
            event.ignore()
            return
        # Copy, not move: the table is rebuilt from the database once the swap is recorded.
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        self.swap(*pair)
