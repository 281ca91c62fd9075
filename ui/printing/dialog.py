"""The Print dialog: choose what to print and how, see it, export it or send it to a printer.

The preview is the very PDF that Export writes and Print sends: it is regenerated (in a worker
thread, a moment after the last change) whenever an option changes, and shown with QtPdf.
"""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QPointF,
    QSettings,
    QSize,
    QTemporaryDir,
    QThreadPool,
    QTimer,
)
from PySide6.QtGui import QKeySequence, QPageSize, QPainter, QShortcut
from PySide6.QtPdf import QPdfDocument, QPdfDocumentRenderOptions
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app import systems
from app.errors import MusterError
from app.files import output_file
from app.i18n import current_language, translate
from app.printing.document import MAX_BLEED_MM, PrintOptions, page_count
from app.printing.errors import PrintOptionError, PrintWriteError
from app.printing.layout import PrintJob
from app.printing.paper import CARD_PRESET_LABELS, CARD_PRESETS, MIN_CARD_MM, PAPERS
from app.roster.document import RosterDocument
from app.workspace import Workspace
from ui import interface_settings
from ui.printing import settings as remembered
from ui.printing.worker import GenerateTask
from ui.widgets.retranslate import Retranslatable

LANGUAGE_NAMES = {"en": "English", "fr": "Français", "pl": "Polski"}
PREVIEW_DELAY_MS = 250  # regenerate once the user pauses, not on every spin-box step
PROGRESS_DELAY_MS = 400  # a quick preview shows no progress bar at all
PRINT_DPI_CAP = 300  # rendering pages for the printer above this only costs memory


class PrintDialog(Retranslatable, QDialog):
    """Print a roster (its sheet and cards) or, via :meth:`for_units`, any catalogue units."""

    def __init__(
        self,
        workspace: Workspace,
        roster_document: RosterDocument | None,
        parent: QWidget | None = None,
        *,
        unit_ids: Sequence[str] | None = None,
        system_id: str | None = None,
        game: Any = None,
        document: str | None = None,
        document_setup: Any = None,
        ui_settings: QSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("print-dialog")
        self.workspace = workspace
        self.roster = roster_document
        self.unit_ids = list(unit_ids or [])
        # A tracked game (app.tracker.game.Game): its report, replayed from setup and events.
        self.game = game
        # One of the game's own documents (docs/printing.md): its name; the entries it is of.
        self.document_name = document
        self.document_setup = document_setup  # a game's setup: the players a sheet names
        # A report or a game's document has no cards: only the language and the paper apply.
        self.sheets_only = game is not None or document is not None
        if game is not None:
            system_id = game.system.id
            # A snapshot: the report is of the game as it stood when the dialog opened.
            self._game_setup = game.setup
            self._game_events = list(game.events)
        self.system_id = roster_document.system if roster_document else system_id or ""
        self.catalog: Any = workspace.catalog(self.system_id)
        if ui_settings is None:
            ui_settings = interface_settings.ui_settings(workspace)
        self.ui_settings = ui_settings
        self.choices = remembered.load(ui_settings, current_language())
        self._generation = 0
        self._shown_generation = 0
        self._busy = False
        self._pdf_file: Path | None = None
        self._temp = QTemporaryDir()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._restoring = True

        self._build()
        self._show_choices()
        self._restoring = False
        self.retranslate()
        self._restore_geometry()
        self._schedule()

    @classmethod
    def for_units(
        cls,
        workspace: Workspace,
        unit_ids: Sequence[str],
        parent: QWidget | None = None,
        system_id: str | None = None,
    ) -> PrintDialog:
        """Cards of a selection of catalogue units (from the catalogue or the builder)."""
        return cls(
            workspace,
            None,
            parent,
            unit_ids=unit_ids,
            system_id=system_id or _system_knowing(workspace, unit_ids),
        )

    @classmethod
    def for_game(
        cls, workspace: Workspace, game: Any, parent: QWidget | None = None
    ) -> PrintDialog:
        """The report of a tracked game (``app.tracker.game.Game``)."""
        return cls(workspace, None, parent, game=game)

    @classmethod
    def for_document(
        cls,
        workspace: Workspace,
        system_id: str,
        document: str,
        entry_ids: Sequence[str] = (),
        parent: QWidget | None = None,
        setup: Any = None,
    ) -> PrintDialog:
        """One of a game's own documents (``app.printing.jobs.document_job``), such as
        StarCraft's faction reference of ``entry_ids`` or its round sheet (naming the players
        of ``setup``, a tracked game's, when given)."""
        return cls(
            workspace,
            None,
            parent,
            unit_ids=entry_ids,
            system_id=system_id,
            document=document,
            document_setup=setup,
        )

    # --- widgets -----------------------------------------------------------------------

    def _build(self) -> None:
        self.what_label = QLabel(self)
        self.what_combo = QComboBox(self)
        self.what_combo.setObjectName("what-combo")
        for key in ("both", "sheet", "cards"):
            self.what_combo.addItem("", key)
        self.language_label = QLabel(self)
        self.language_combo = QComboBox(self)
        self.language_combo.setObjectName("language-combo")
        for code, name in LANGUAGE_NAMES.items():
            self.language_combo.addItem(name, code)
        self.paper_label = QLabel(self)
        self.paper_combo = QComboBox(self)
        self.paper_combo.setObjectName("paper-combo")
        for key in PAPERS:
            self.paper_combo.addItem("", key)
        self.card_label = QLabel(self)
        self.card_combo = QComboBox(self)
        self.card_combo.setObjectName("card-combo")
        for key in (*CARD_PRESETS, "custom"):
            self.card_combo.addItem("", key)
        self.custom_width = _mm_box(self, "custom-width", MIN_CARD_MM, 400)
        self.custom_height = _mm_box(self, "custom-height", MIN_CARD_MM, 400)
        self.custom_times = QLabel("×", self)
        custom_row = QHBoxLayout()
        custom_row.setContentsMargins(0, 0, 0, 0)
        custom_row.addWidget(self.custom_width, 1)
        custom_row.addWidget(self.custom_times)
        custom_row.addWidget(self.custom_height, 1)
        self.crop_check = QCheckBox(self)
        self.crop_check.setObjectName("crop-marks")
        self.bleed_check = QCheckBox(self)
        self.bleed_check.setObjectName("bleed")
        self.bleed_spin = _mm_box(self, "bleed-mm", 0.5, MAX_BLEED_MM)
        bleed_row = QHBoxLayout()
        bleed_row.setContentsMargins(0, 0, 0, 0)
        bleed_row.addWidget(self.bleed_check)
        bleed_row.addWidget(self.bleed_spin, 1)
        self.backs_check = QCheckBox(self)
        self.backs_check.setObjectName("backs")

        form = QFormLayout()
        form.addRow(self.what_label, self.what_combo)
        form.addRow(self.language_label, self.language_combo)
        form.addRow(self.paper_label, self.paper_combo)
        form.addRow(self.card_label, self.card_combo)
        form.addRow("", custom_row)
        form.addRow("", self.crop_check)
        form.addRow("", bleed_row)
        form.addRow("", self.backs_check)
        self.summary = QLabel(self)
        self.summary.setObjectName("print-summary")
        self.summary.setWordWrap(True)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("print-error")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b3261e;")
        self.error_label.setVisible(False)
        options_panel = QWidget(self)
        options_layout = QVBoxLayout(options_panel)
        options_layout.addLayout(form)
        options_layout.addWidget(self.summary)
        options_layout.addWidget(self.error_label)
        options_layout.addStretch(1)

        self.document = QPdfDocument(self)
        self.view = QPdfView(self)
        self.view.setObjectName("print-preview")
        self.view.setDocument(self.document)
        self.view.setPageMode(QPdfView.PageMode.MultiPage)
        self.view.setZoomMode(QPdfView.ZoomMode.FitToWidth)
        self.view.setMinimumSize(QSize(360, 420))

        self.splitter = QSplitter(self)
        self.splitter.setObjectName("print-splitter")
        self.splitter.addWidget(options_panel)
        self.splitter.addWidget(self.view)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)

        self.progress = QProgressBar(self)
        self.progress.setObjectName("print-progress")
        self.progress.setVisible(False)
        self.progress.setTextVisible(True)
        self._progress_timer = QTimer(self)
        self._progress_timer.setSingleShot(True)
        self._progress_timer.timeout.connect(self._show_progress)
        self.buttons = QDialogButtonBox(self)
        self.export_button = QPushButton(self)
        self.export_button.setObjectName("export-button")
        self.print_button = QPushButton(self)
        self.print_button.setObjectName("print-button")
        self.print_button.setDefault(True)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.print_button, QDialogButtonBox.ButtonRole.AcceptRole)
        # Lambdas: clicked() passes a "checked" flag that must not reach the optional arguments.
        self.export_button.clicked.connect(lambda: self.export_pdf())
        self.print_button.clicked.connect(lambda: self.print_document())
        self.buttons.rejected.connect(self.reject)
        self.close_button.clicked.connect(self.reject)
        self.export_shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Save), self)
        self.export_shortcut.activated.connect(lambda: self.export_pdf())
        self.print_shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Print), self)
        self.print_shortcut.activated.connect(lambda: self.print_document())
        bottom = QHBoxLayout()
        bottom.addWidget(self.progress, 1)
        bottom.addWidget(self.buttons)

        layout = QVBoxLayout(self)
        layout.addWidget(self.splitter, 1)
        layout.addLayout(bottom)

        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(PREVIEW_DELAY_MS)
        self._debounce.timeout.connect(self.regenerate)
        for combo in (self.what_combo, self.language_combo, self.paper_combo, self.card_combo):
            combo.currentIndexChanged.connect(self._changed)
        for spin in (self.custom_width, self.custom_height, self.bleed_spin):
            spin.valueChanged.connect(self._changed)
        for check in (self.crop_check, self.bleed_check, self.backs_check):
            check.toggled.connect(self._changed)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Print"))
        self.what_label.setText(self.tr("&Print:"))
        self.what_label.setBuddy(self.what_combo)
        texts = {
            "both": self.tr("Roster sheet and cards"),
            "sheet": self.tr("Roster sheet"),
            "cards": self.tr("Cards"),
        }
        for index in range(self.what_combo.count()):
            self.what_combo.setItemText(index, texts[self.what_combo.itemData(index)])
        self.language_label.setText(self.tr("&Language:"))
        self.language_label.setBuddy(self.language_combo)
        self.paper_label.setText(self.tr("P&aper:"))
        self.paper_label.setBuddy(self.paper_combo)
        language = current_language()
        for index in range(self.paper_combo.count()):
            paper = PAPERS[self.paper_combo.itemData(index)]
            self.paper_combo.setItemText(index, translate("Printing", paper.label, language))
        self.card_label.setText(self.tr("Card &size:"))
        self.card_label.setBuddy(self.card_combo)
        for index in range(self.card_combo.count()):
            key = self.card_combo.itemData(index)
            text = (
                translate("Printing", CARD_PRESET_LABELS[key], language)
                if key in CARD_PRESET_LABELS
                else self.tr("Custom size")
            )
            self.card_combo.setItemText(index, text)
        self.custom_width.setToolTip(self.tr("Card width in millimetres"))
        self.custom_height.setToolTip(self.tr("Card height in millimetres"))
        self.crop_check.setText(self.tr("&Crop marks"))
        self.bleed_check.setText(self.tr("&Bleed"))
        self.bleed_spin.setToolTip(
            self.tr("How far the card's colours run past the cut, in millimetres")
        )
        self.backs_check.setText(self.tr("Card &backs for double-sided printing"))
        self.backs_check.setToolTip(
            self.tr("Each page of cards is followed by its backs, mirrored for a long-edge flip")
        )
        self.export_button.setText(self.tr("&Export PDF…"))
        self.print_button.setText(self.tr("P&rint…"))
        self.close_button.setText(self.tr("Close"))
        self.progress.setFormat(self.tr("Preparing page %v of %m…"))
        self._update_summary()

    # --- choices -----------------------------------------------------------------------

    def _show_choices(self) -> None:
        c = self.choices
        if self.sheets_only:
            for widget in (
                self.what_label,
                self.what_combo,
                self.card_label,
                self.card_combo,
                self.crop_check,
                self.bleed_check,
                self.bleed_spin,
                self.backs_check,
            ):
                widget.setVisible(False)
        if self.roster is None:
            c_what = "cards"
            self.what_combo.setEnabled(False)
        else:
            c_what = c.what
        self.what_combo.setCurrentIndex(max(0, self.what_combo.findData(c_what)))
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(c.language)))
        self.paper_combo.setCurrentIndex(max(0, self.paper_combo.findData(c.paper)))
        self.card_combo.setCurrentIndex(max(0, self.card_combo.findData(c.card_preset)))
        self.custom_width.setValue(c.custom_width)
        self.custom_height.setValue(c.custom_height)
        self.crop_check.setChecked(c.crop_marks)
        self.bleed_check.setChecked(c.bleed)
        self.bleed_spin.setValue(c.bleed_mm)
        self.backs_check.setChecked(c.backs)
        self._update_enabled()

    def _read_choices(self) -> None:
        c = self.choices
        if self.roster is not None:
            c.what = self.what_combo.currentData()
        c.language = self.language_combo.currentData()
        c.paper = self.paper_combo.currentData()
        c.card_preset = self.card_combo.currentData()
        c.custom_width = self.custom_width.value()
        c.custom_height = self.custom_height.value()
        c.crop_marks = self.crop_check.isChecked()
        c.bleed = self.bleed_check.isChecked()
        c.bleed_mm = self.bleed_spin.value()
        c.backs = self.backs_check.isChecked()

    def _update_enabled(self) -> None:
        custom = not self.sheets_only and self.card_combo.currentData() == "custom"
        cards = not self.sheets_only and (
            self.roster is None or self.what_combo.currentData() != "sheet"
        )
        self.card_combo.setEnabled(cards)
        custom_widgets: tuple[QWidget, ...] = (
            self.custom_width,
            self.custom_height,
            self.custom_times,
        )
        for widget in custom_widgets:
            widget.setVisible(custom)
            widget.setEnabled(cards)
        for check in (self.crop_check, self.bleed_check, self.backs_check):
            check.setEnabled(cards)
        self.bleed_spin.setEnabled(cards and self.bleed_check.isChecked())

    def _changed(self) -> None:
        if self._restoring:
            return
        self._read_choices()
        self._update_enabled()
        remembered.save(self.ui_settings, self.choices)
        self._schedule()

    def options(self) -> PrintOptions:
        """The options the preview, Export and Print use (raises PrintOptionError)."""
        if self.sheets_only:
            return self.choices.options("sheet")
        return self.choices.options("cards" if self.roster is None else None)

    # --- generating --------------------------------------------------------------------

    def _make_job(self, options: PrintOptions) -> PrintJob:
        from app.printing.jobs import document_job, game_job, roster_job, units_job

        if self.document_name is not None:
            return document_job(
                self.system_id,
                self.document_name,
                self.catalog,
                options.language,
                self.unit_ids,
                self.document_setup,
            )
        if self.game is not None:
            return game_job(self.system_id, self._game_setup, self._game_events, options.language)
        if self.roster is not None:
            return roster_job(self.roster, self.catalog, options)
        return units_job(self.system_id, self.unit_ids, self.catalog, options)

    def _schedule(self) -> None:
        self._generation += 1
        self._set_busy(True)
        self._debounce.start()

    def regenerate(self) -> None:
        """Starts making the PDF for the current options (the preview follows when done)."""
        generation = self._generation
        try:
            options = self.options()
            options.grid()
        except MusterError as exc:
            self._failed(generation, exc.message(current_language()))
            return
        target = Path(self._temp.path()) / f"preview-{generation}.pdf"
        title = self.roster.name if self.roster else ""
        task = GenerateTask(generation, self._make_job, options, target, title)
        task.signals.progress.connect(self._progress)
        task.signals.finished.connect(self._finished)
        task.signals.failed.connect(self._failed)
        self.progress.setRange(0, 0)
        self._progress_timer.start(PROGRESS_DELAY_MS)
        self._pool.start(task)

    def _set_busy(self, busy: bool) -> None:
        self._busy = busy
        self.export_button.setEnabled(not busy and self._pdf_file is not None)
        self.print_button.setEnabled(not busy and self._pdf_file is not None)
        if not busy:
            self._progress_timer.stop()
            self.progress.setVisible(False)

    def _show_progress(self) -> None:
        if self._busy:
            self.progress.setVisible(True)

    def _progress(self, generation: int, done: int, total: int) -> None:
        if generation != self._generation:
            return
        if total:
            self.progress.setRange(0, total)
            self.progress.setValue(done)

    def _finished(self, generation: int, file: str, pages: int) -> None:
        if generation != self._generation:
            Path(file).unlink(missing_ok=True)
            return
        previous = self._pdf_file
        self.document.load(file)
        self._pdf_file = Path(file)
        self._shown_generation = generation
        if previous is not None and previous != self._pdf_file:
            previous.unlink(missing_ok=True)
        self.error_label.setVisible(False)
        self._set_busy(False)
        self._update_summary()

    def _failed(self, generation: int, message: str) -> None:
        if generation != self._generation:
            return
        self.error_label.setText(message)
        self.error_label.setVisible(True)
        self.document.close()
        self._pdf_file = None
        self._set_busy(False)
        self._update_summary()

    def preview_page_count(self) -> int:
        """Pages of the PDF on show (0 while none is)."""
        if self.document.status() != QPdfDocument.Status.Ready:
            return 0
        return int(self.document.pageCount())

    def is_up_to_date(self) -> bool:
        return not self._busy and self._shown_generation == self._generation

    def _update_summary(self) -> None:
        try:
            options = self.options()
            grid = options.grid() if options.what != "sheet" and not self.sheets_only else None
        except PrintOptionError:
            self.summary.setText("")
            return
        parts = []
        if grid is not None:
            parts.append(self.tr("Cards per page: {count}").format(count=grid.per_page))
        pages = self.preview_page_count() if self.is_up_to_date() else 0
        if pages:
            parts.append(self.tr("Pages: {count}").format(count=pages))
        elif self.roster is not None or self.unit_ids:
            expected = self._expected_pages(options)
            if expected:
                parts.append(self.tr("Pages: {count}").format(count=expected))
        self.summary.setText(" · ".join(parts))

    def _expected_pages(self, options: PrintOptions) -> int:
        """Pages the options will give, before the preview has them (0: not known)."""
        if self.sheets_only:
            return 0
        if self.roster is None:
            cards, sheets = len(self.unit_ids), 0
        else:
            cards, sheets = len(self.roster.unit_ids()), 1
        job = PrintJob(sheets=[None] * sheets, card_count=cards)  # type: ignore[list-item]
        return page_count(job, options) or 0

    # --- export and print --------------------------------------------------------------

    def _wait_until_current(self) -> bool:
        """Finishes a pending preview first, so Export and Print use the options on screen."""
        if self._debounce.isActive():
            self._debounce.stop()
            self.regenerate()
        self._pool.waitForDone()
        from PySide6.QtCore import QCoreApplication

        QCoreApplication.processEvents()
        return self._pdf_file is not None and self.is_up_to_date()

    def suggested_file_name(self) -> str:
        name = self.roster.name.strip() if self.roster else ""
        safe = "".join(ch for ch in name if ch.isalnum() or ch in " -_").strip()
        fallback = self.tr("game report") if self.game is not None else self.tr("cards")
        if self.document_name is not None:
            fallback = self.document_name
        return (safe or fallback) + ".pdf"

    def export_pdf(self, target: str | None = None) -> bool:
        """Saves the PDF on show; asks where unless ``target`` is given. True once written."""
        if not self._wait_until_current() or self._pdf_file is None:
            return False
        if not target:
            folder = str(self.ui_settings.value("printing/export_folder", "") or Path.home())
            target, _filter = QFileDialog.getSaveFileName(
                self,
                self.tr("Export PDF"),
                str(Path(folder) / self.suggested_file_name()),
                self.tr("PDF documents (*.pdf)"),
            )
            if not target:
                return False
        path = Path(target)
        if path.suffix.lower() != ".pdf":
            path = path.with_name(path.name + ".pdf")
        try:
            # Whole or nothing; a link is followed, a device or a pipe written into
            # (app/files.py).
            with output_file(path, error=PrintWriteError) as temporary:
                shutil.copyfile(self._pdf_file, temporary)
        except MusterError as exc:
            QMessageBox.warning(self, self.tr("Export PDF"), exc.message(current_language()))
            return False
        self.ui_settings.setValue("printing/export_folder", str(path.parent))
        return True

    def configure_printer(self, printer: QPrinter) -> None:
        """Paper, duplex and name for the printer, from the options on screen."""
        options = self.options()
        size = QPageSize.PageSizeId.A4 if options.paper == "a4" else QPageSize.PageSizeId.Letter
        printer.setPageSize(QPageSize(size))
        printer.setFullPage(True)
        if options.backs and options.what != "sheet":
            printer.setDuplex(QPrinter.DuplexMode.DuplexLongSide)
        printer.setDocName(self.roster.name if self.roster and self.roster.name else "Muster")

    def print_document(self, printer: QPrinter | None = None) -> bool:
        """Prints through the system's print dialog (or on ``printer`` as given, for tests)."""
        if not self._wait_until_current():
            return False
        if printer is None:
            printer = QPrinter(QPrinter.PrinterMode.HighResolution)
            self.configure_printer(printer)
            chooser = QPrintDialog(printer, self)
            chooser.setMinMax(1, self.preview_page_count())
            if chooser.exec() != QDialog.DialogCode.Accepted:
                return False
        return render_to_printer(self.document, printer)

    # --- layout ------------------------------------------------------------------------

    def _restore_geometry(self) -> None:
        geometry = self.ui_settings.value("printing/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1000, 720)
        state = self.ui_settings.value("printing/splitter")
        if state is not None:
            self.splitter.restoreState(state)
        else:
            self.splitter.setSizes([320, 680])

    def done(self, result: int) -> None:
        self._debounce.stop()
        self._pool.waitForDone()
        self.ui_settings.setValue("printing/geometry", self.saveGeometry())
        self.ui_settings.setValue("printing/splitter", self.splitter.saveState())
        self.ui_settings.sync()
        self.document.close()
        super().done(result)


def render_to_printer(document: QPdfDocument, printer: QPrinter) -> bool:
    """Draws each page of ``document`` (within the printer's page range) onto ``printer``."""
    count = document.pageCount()
    first, last = 1, count
    if printer.printRange() == QPrinter.PrintRange.PageRange:
        first = max(1, printer.fromPage() or 1)
        last = min(count, printer.toPage() or count)
    painter = QPainter()
    if not painter.begin(printer):
        return False
    try:
        dpi = min(printer.resolution(), PRINT_DPI_CAP)
        options = QPdfDocumentRenderOptions()
        for number in range(first, last + 1):
            if number > first:
                printer.newPage()
            points = document.pagePointSize(number - 1)
            size = QSize(round(points.width() * dpi / 72), round(points.height() * dpi / 72))
            image = document.render(number - 1, size, options)
            painter.save()
            # The printer is set to full page: the window maps the image onto the whole sheet.
            painter.setWindow(0, 0, size.width(), size.height())
            painter.drawImage(QPointF(0, 0), image)
            painter.restore()
    finally:
        painter.end()
    return True


def _mm_box(parent: QWidget, name: str, low: float, high: float) -> QDoubleSpinBox:
    box = QDoubleSpinBox(parent)
    box.setObjectName(name)
    box.setRange(low, high)
    box.setDecimals(1)
    box.setSingleStep(0.5)
    box.setSuffix(" mm")
    box.setKeyboardTracking(False)
    return box


def _system_knowing(workspace: Workspace, unit_ids: Sequence[str]) -> str:
    """The game system whose catalogue holds these units (the first, if several do)."""
    for system_id in systems.system_ids():
        catalog = workspace.catalog(system_id)
        if all(catalog.get(unit_id) is not None for unit_id in unit_ids):
            return system_id
    raise MusterError(detail="no catalogue holds the units to print")
