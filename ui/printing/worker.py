"""Making the preview PDF away from the interface thread."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, Signal

from app.errors import MusterError
from app.i18n import current_language
from app.printing.document import PrintOptions, write_pdf
from app.printing.layout import PrintJob


class GeneratorSignals(QObject):
    progress = Signal(int, int, int)  # generation, pages written, pages in all (0: unknown)
    finished = Signal(int, str, int)  # generation, PDF file, pages
    failed = Signal(int, str)  # generation, message


class GenerateTask(QRunnable):
    """Writes one PDF; the dialog ignores the results of generations it has superseded."""

    def __init__(
        self,
        generation: int,
        make_job: Callable[[PrintOptions], PrintJob],
        options: PrintOptions,
        target: Path,
        title: str,
    ) -> None:
        super().__init__()
        self.generation = generation
        self.make_job = make_job
        self.options = options
        self.target = target
        self.title = title
        self.signals = GeneratorSignals()
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            job = self.make_job(self.options)
            pages = write_pdf(
                self.target,
                job,
                self.options,
                title=self.title,
                progress=lambda done, total: self.signals.progress.emit(
                    self.generation, done, total or 0
                ),
            )
        except MusterError as exc:
            self.signals.failed.emit(self.generation, exc.message(current_language()))
            return
        except OSError as exc:
            self.signals.failed.emit(self.generation, exc.strerror or str(exc))
            return
        self.signals.finished.emit(self.generation, str(self.target), pages)
