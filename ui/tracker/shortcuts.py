"""The tracker's keyboard shortcuts, listed (F1 in the tracker)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ui.widgets.retranslate import Retranslatable

SHORTCUTS = (
    ("R", "reveal"),
    ("U", "use_reserve"),
    ("A", "activate"),
    ("1 … 6", "actions"),
    ("E", "end_activation"),
    ("T", "end_turn"),
    ("N", "start_turn"),
    ("Ctrl+Z", "undo"),
    ("Ctrl+Shift+Z", "redo"),
    ("Ctrl+P", "print"),
    ("Ctrl+= / Ctrl+- / Ctrl+0", "log_zoom"),
    ("F11", "full_screen"),
    ("F1", "help"),
)


class ShortcutsDialog(Retranslatable, QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcuts-dialog")
        self.table = QTableWidget(len(SHORTCUTS), 2, self)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(520, 420)
        self.retranslate()

    def description(self, key: str) -> str:
        return {
            "reveal": self.tr("Reveal the top order card (start the turn if needed)"),
            "use_reserve": self.tr("Use the reserved order card"),
            "activate": self.tr("Activate the revealed card's unit"),
            "actions": self.tr("Move, Focus, Combat, Ability, Recover, Take Cover"),
            "end_activation": self.tr("End the activation"),
            "end_turn": self.tr("End the turn with the objective control shown"),
            "start_turn": self.tr("Start the next turn"),
            "undo": self.tr("Undo the last event"),
            "redo": self.tr("Redo"),
            "print": self.tr("Print the game report"),
            "log_zoom": self.tr("Larger, smaller or normal log text, to read it across the table"),
            "full_screen": self.tr("Full screen, for the table (again to leave it)"),
            "help": self.tr("This list"),
        }[key]

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.table.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("Action")])
        for row, (keys, key) in enumerate(SHORTCUTS):
            self.table.setItem(row, 0, QTableWidgetItem(keys))
            self.table.setItem(row, 1, QTableWidgetItem(self.description(key)))
        self.table.resizeColumnToContents(0)
