"""Unexpected exceptions: logged, shown in a friendly dialog with a "copy details" button,
and the app keeps running."""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from app import __version__

log = logging.getLogger("muster.crash")


class CrashDialog(QMessageBox):
    def __init__(self, details: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("crash-dialog")
        self.details = details
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(self.tr("Something went wrong"))
        self.setText(
            self.tr(
                "Muster hit an unexpected problem. Your saved work is safe; you can go on working. "
                "If it happens again, please report it with the details below."
            )
        )
        self.setDetailedText(details)
        self.copy_button = self.addButton(
            self.tr("Copy details"), QMessageBox.ButtonRole.ActionRole
        )
        self.copy_button.clicked.disconnect()
        self.copy_button.clicked.connect(self.copy_details)
        self.addButton(QMessageBox.StandardButton.Ok)

    def copy_details(self) -> None:
        QApplication.clipboard().setText(self.details)


def format_exception(
    kind: type[BaseException], value: BaseException, tb: TracebackType | None
) -> str:
    text = "".join(traceback.format_exception(kind, value, tb))
    return f"Muster {__version__}, Python {sys.version.split()[0]}\n\n{text}"


def plain_sentence(value: BaseException, database_file: Path | None = None) -> str | None:
    """The one sentence a user should read for ``value`` when it is a known kind of failure (a
    MusterError, or a database refusing to write: a full disk, a read-only folder), else None.
    """
    from app.errors import MusterError

    if isinstance(value, MusterError):
        return value.message()
    exc_module = sys.modules.get("sqlalchemy.exc")  # never imported here for the asking
    if exc_module is not None and isinstance(value, exc_module.DBAPIError):
        from app.db import explain

        return explain(value, database_file).message()
    return None


class ExceptionHook:
    """Installed as sys.excepthook while the window runs. ``database_file`` tells which SQLite
    file a database failure concerns, so that it is explained rather than shown as a crash."""

    def __init__(self, database_file: Callable[[], Path | None] | None = None) -> None:
        self.showing = False
        self.last_dialog: QMessageBox | None = None
        self.database_file = database_file or (lambda: None)

    def __call__(
        self, kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        if issubclass(kind, KeyboardInterrupt):
            QCoreApplication.quit()
            return
        details = format_exception(kind, value, tb)
        log.error("unexpected exception\n%s", details)
        if self.showing or QApplication.instance() is None:
            return
        self.showing = True
        try:
            sentence = plain_sentence(value, self.database_file())
            if sentence is not None:
                box = QMessageBox(QApplication.activeWindow())
                box.setObjectName("error-dialog")
                box.setIcon(QMessageBox.Icon.Warning)
                box.setWindowTitle(QCoreApplication.translate("CrashDialog", "Muster"))
                box.setText(sentence)
                self.last_dialog = box
            else:
                self.last_dialog = CrashDialog(details, QApplication.activeWindow())
            self.last_dialog.exec()
        finally:
            self.showing = False

    def install(self) -> None:
        sys.excepthook = self
