"""Runs an import off the interface thread, so a big folder never freezes the window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QThread, Signal

from app.catalog.importers import import_path
from app.errors import MusterError


class ImportThread(QThread):
    """Emits ``progressed(done, total)`` per file read, then ``succeeded(report)`` or
    ``failed(error)`` (a MusterError), then finishes."""

    progressed = Signal(int, int)
    succeeded = Signal(object)
    failed = Signal(object)

    def __init__(
        self, path: Path, packs_root: Path, format_name: str, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.path = path
        self.packs_root = packs_root
        self.format_name = format_name

    def run(self) -> None:
        try:
            report = import_path(self.path, self.packs_root, self.format_name, self.progressed.emit)
        except MusterError as exc:
            self.failed.emit(exc)
            return
        except OSError as exc:  # a file vanishing or a full disk while writing the pack
            self.failed.emit(MusterError(detail=exc.strerror or str(exc)))
            return
        self.succeeded.emit(report)
