"""The builder's dialogs: pasting a share code, and the questions asked before losing work."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.errors import MusterError
from app.i18n import current_language
from app.roster.document import RosterDocument
from ui.widgets.retranslate import Retranslatable


class PasteCodeDialog(Retranslatable, QDialog):
    """Asks for a share code (any format); a code that cannot be read is explained in place,
    so the player can fix the text without retyping it."""

    def __init__(
        self,
        decode: Callable[[str], RosterDocument],
        text: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("paste-code-dialog")
        self.decode = decode
        self.document: RosterDocument | None = None
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.edit = QPlainTextEdit(self)
        self.edit.setObjectName("share-code")
        self.edit.setPlainText(text)
        self.error = QLabel(self)
        self.error.setObjectName("share-code-error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b02020;")
        self.error.setVisible(False)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addWidget(self.edit, 1)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.resize(560, 260)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Paste a share code"))
        self.hint.setText(
            self.tr(
                "Paste a Muster share code, an SPT list code (spt[…]) or a Tabletop Admiral "
                "list link."
            )
        )

    def show_error(self, message: str) -> None:
        self.error.setText(message)
        self.error.setVisible(True)

    def accept(self) -> None:
        try:
            self.document = self.decode(self.edit.toPlainText())
        except MusterError as exc:
            self.show_error(exc.message(current_language()))
            return
        super().accept()


def ask_discard(parent: QWidget, name: str) -> QMessageBox.StandardButton:
    """Save, Discard or Cancel, before the roster on screen is replaced or closed."""
    title = QCoreApplication.translate("BuilderDialogs", "Unsaved changes")
    shown = name or QCoreApplication.translate("BuilderDialogs", "Untitled strike team")
    text = QCoreApplication.translate(
        "BuilderDialogs", "“{name}” has changes that are not saved. Save them first?"
    ).format(name=shown)
    buttons = (
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel
    )
    return QMessageBox.question(parent, title, text, buttons, QMessageBox.StandardButton.Save)


def confirm_delete(parent: QWidget, name: str) -> bool:
    text = QCoreApplication.translate(
        "BuilderDialogs", "Delete the strike team “{name}”? You can undo this with Ctrl+Z."
    ).format(name=name or QCoreApplication.translate("BuilderDialogs", "Untitled strike team"))
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("BuilderDialogs", "Delete strike team"),
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def show_error(parent: QWidget, title: str, error: Any) -> None:
    message = error.message(current_language()) if isinstance(error, MusterError) else str(error)
    QMessageBox.warning(parent, title, message)
