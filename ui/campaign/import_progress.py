"""The progress of a games CSV import, with a Cancel button that undoes the whole import."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

STEPS = 1000
SHOW_FROM_BYTES = 256 * 1024  # a smaller file imports in a blink: no dialog flashing by


class ImportProgress(QProgressDialog):
    """Given to ``games_csv.import_games_file`` as its ``progress``: shows how far the file has
    been read and answers False (cancel) once the user clicked Cancel."""

    def __init__(self, parent: QWidget, file: Path) -> None:
        super().__init__(parent)
        self.setObjectName("import-progress")
        self.setWindowTitle(self.tr("Import games"))
        self.setLabelText(self.tr("Importing {file}…").format(file=file.name))
        self.setCancelButtonText(self.tr("Cancel"))
        self.setRange(0, STEPS)
        self.setAutoClose(False)
        self.setAutoReset(False)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        try:
            large = file.stat().st_size >= SHOW_FROM_BYTES
        except OSError:
            large = False
        # Shown at once for a large file, never for a small one (no timing decides it).
        self.setMinimumDuration(0 if large else 2**31 - 1)
        self.large = large

    def __call__(self, done: int, total: int) -> bool:
        if self.large and not self.isVisible():
            self.show()
        self.setValue(min(STEPS, STEPS * done // max(total, 1)))
        QApplication.processEvents()
        return not self.wasCanceled()
