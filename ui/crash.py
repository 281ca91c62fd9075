"""Unexpected exceptions: logged, shown in a friendly dialog with a "copy details" button,
and the app keeps running."""

from __future__ import annotations

import logging
import sys
import traceback
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


class ExceptionHook:
    """Installed as sys.excepthook while the window runs."""

    def __init__(self) -> None:
        self.showing = False
        self.last_dialog: CrashDialog | None = None

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
            self.last_dialog = CrashDialog(details, QApplication.activeWindow())
            self.last_dialog.exec()
        finally:
            self.showing = False

    def install(self) -> None:
        sys.excepthook = self
