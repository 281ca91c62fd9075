"""The tracker's keyboard shortcuts, listed (F1 in the tracker).

The one-letter keys are mnemonics, so each language has its own (French "F" for "Fin
d'activation", Polish "O" for "Odkryj"): translators translate the letter. The buttons show
their key (:class:`KeyCap`) and F1 lists them, in the interface language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ui.widgets.retranslate import Retranslatable
from ui.widgets.table_items import filled_at_once

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
ENGLISH_LETTERS = {name: keys for keys, name in SHORTCUTS if len(keys) == 1}


def letter_keys() -> dict[str, str]:
    """The one-letter key of each tracker command in the interface language.

    A translation that is not one letter from A to Z, or that two commands share, would
    leave a command without a key: then the language falls back to the English letters."""
    translate = QCoreApplication.translate
    keys = {
        "reveal": translate("TrackerKeys", "R", "key of: Reveal (the top order card)"),
        "use_reserve": translate("TrackerKeys", "U", "key of: Use reserve"),
        "activate": translate("TrackerKeys", "A", "key of: Activate (the revealed unit)"),
        "end_activation": translate("TrackerKeys", "E", "key of: End activation"),
        "end_turn": translate("TrackerKeys", "T", "key of: End turn"),
        "start_turn": translate("TrackerKeys", "N", "key of: Start (the next) turn"),
    }
    letters = [key.strip().upper() for key in keys.values()]
    if len(set(letters)) != len(letters) or not all(
        len(key) == 1 and "A" <= key <= "Z" for key in letters
    ):
        return dict(ENGLISH_LETTERS)
    return dict(zip(keys, letters, strict=True))


class KeyCap(Retranslatable, QLabel):
    """A button's one-letter key, drawn in the button's top right corner like a key cap;
    clicks go through it to the button."""

    def __init__(self, button: QAbstractButton, name: str) -> None:
        super().__init__(button)
        self.name = name
        self.setObjectName(f"key-{name.replace('_', '-')}")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Its own sheet: the button's (a touch size, bold, a player's colour) would apply too.
        self.setStyleSheet(
            "QLabel { min-height: 0px; padding: 0px 3px; font-weight: normal;"
            " font-size: 8pt; color: palette(window-text); background: palette(base);"
            " border: 1px solid palette(mid); border-radius: 3px; }"
        )
        button.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.setText(letter_keys()[self.name])
        self.adjustSize()
        self._make_room()
        self._place()

    def _make_room(self) -> None:
        """The button at least as wide as its text and the cap beside it, so the cap never
        covers the end of a long label ("Zakończ turę")."""
        button = self.parentWidget()
        if isinstance(button, QAbstractButton):
            button.setMinimumWidth(0)
            button.setMinimumWidth(button.sizeHint().width() + self.width())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def _place(self) -> None:
        button = self.parentWidget()
        if button is not None:
            self.move(button.width() - self.width() - 2, 2)


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
        letters = letter_keys()
        with filled_at_once(self.table):
            for row, (keys, key) in enumerate(SHORTCUTS):
                self.table.setItem(row, 0, QTableWidgetItem(letters.get(key, keys)))
                self.table.setItem(row, 1, QTableWidgetItem(self.description(key)))
        self.table.resizeColumnToContents(0)
