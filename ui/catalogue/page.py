"""The Catalogue page: the loaded packs, importing, exporting and removing them, and every
unit of the catalogue with how many the user owns (the collection).

When an import or a removal changes the catalogue, the page reloads the workspace's
catalogue and emits ``catalogue_changed(system_id)`` so that other pages can refresh.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QItemSelection, QSettings, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QDragEnterEvent,
    QDropEvent,
    QKeySequence,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QSplitter,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app import systems
from app.catalog.boxes import box_name, counts_from_boxes
from app.catalog.collection import Collection
from app.catalog.report import ImportReport
from app.catalog.user_packs import (
    PackSummary,
    export_pack,
    pack_summaries,
    remove_pack,
)
from app.errors import CatalogError, MusterError
from app.i18n import current_language
from app.workspace import Workspace
from ui import systems as game_views
from ui.catalogue.boxes_button import BoxesButton
from ui.catalogue.commands import SetOwnedCommand
from ui.catalogue.import_worker import ImportThread
from ui.catalogue.pack_details import PackDetails
from ui.catalogue.packs_model import PackColumn, PackTableModel
from ui.catalogue.report_dialog import ImportReportDialog
from ui.widgets.retranslate import Retranslatable

SETTINGS_KEY = "catalogue"


class CataloguePage(Retranslatable, QWidget):
    """Signals: ``catalogue_changed(system_id)`` after an import or a removal changed the
    catalogue (the workspace's catalogue is already reloaded); ``import_finished(report)``
    when an import ends (the ImportReport, or None when it failed)."""

    catalogue_changed = Signal(str)
    import_finished = Signal(object)

    def __init__(
        self,
        workspace: Workspace,
        parent: QWidget | None = None,
        ui_settings: QSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("page-catalogue")
        self.setAcceptDrops(True)
        self.workspace = workspace
        self.ui_settings = ui_settings
        # One game at a time, each with its own packs and collection: the one chosen last
        # time (remembered), else the first registered.
        self.system_id = self._remembered_system()
        self.system = systems.get(self.system_id)
        self.collection = Collection(workspace.db, self.system_id)
        self.undo_stack = QUndoStack(self)
        self.catalog: Any = None
        self.load_problem: CatalogError | None = None
        self.import_thread: ImportThread | None = None
        self.progress: QProgressDialog | None = None
        self.report_dialog: ImportReportDialog | None = None
        self.message_box: QMessageBox | None = None
        self.confirm_box: QMessageBox | None = None
        self.print_dialog: QWidget | None = None

        self._build_actions()
        self.title = QLabel(self)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.system_combo = QComboBox(self)
        self.system_combo.setObjectName("catalogue-system")
        self._list_systems(workspace.prefs.games_played)
        self.system_combo.setVisible(self.system_combo.count() > 1)
        self.import_button = self._tool_button(
            "import-button",
            self.import_folder_action,
            [self.import_folder_action, self.import_file_action],
        )
        self.export_button = self._tool_button(
            "export-button",
            self.export_all_action,
            [self.export_all_action, self.export_pack_action],
        )
        self.print_button = QToolButton(self)
        self.print_button.setObjectName("print-cards-button")
        self.print_button.setDefaultAction(self.print_cards_action)
        self.print_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.boxes_button = BoxesButton(self)
        self.boxes_button.box_chosen.connect(self.add_box)
        self.remove_button = QToolButton(self)
        self.remove_button.setObjectName("remove-button")
        self.remove_button.setDefaultAction(self.remove_action)
        self.remove_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.problem_label = QLabel(self)
        self.problem_label.setObjectName("catalogue-problem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setVisible(False)
        self.problem_label.setStyleSheet(
            "color: palette(highlighted-text); background: palette(highlight); padding: 6px;"
        )

        self.packs_model = PackTableModel(self)
        self.packs_view = QTableView(self)
        self.packs_view.setObjectName("packs-table")
        # Delete removes a pack only from the packs' table: elsewhere on the page (a game's
        # own table of figures, the search) the key clears a cell or a letter.
        self.removeAction(self.remove_action)
        self.packs_view.addAction(self.remove_action)
        self.packs_view.setModel(self.packs_model)
        self.packs_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.packs_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.packs_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.packs_view.verticalHeader().setVisible(False)
        self.packs_view.setAlternatingRowColors(True)
        header = self.packs_view.horizontalHeader()
        header.setSectionResizeMode(PackColumn.NAME, QHeaderView.ResizeMode.ResizeToContents)
        for column in (PackColumn.VERSION, PackColumn.UNITS, PackColumn.KIND):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PackColumn.SOURCE, QHeaderView.ResizeMode.Stretch)
        self.packs_view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.packs_view.selectionModel().selectionChanged.connect(self._pack_selection_changed)
        self.packs_view.addAction(self.remove_action)
        self.packs_hint = QLabel(self)
        self.packs_hint.setObjectName("packs-hint")
        self.packs_hint.setWordWrap(True)
        self.pack_details = PackDetails(self)
        # The first start: where more units come from, with the two ways to import at hand.
        self.empty_state = QFrame(self)
        self.empty_state.setObjectName("catalogue-empty-state")
        self.empty_state.setFrameShape(QFrame.Shape.StyledPanel)
        self.empty_label = QLabel(self.empty_state)
        self.empty_label.setObjectName("catalogue-empty-text")
        self.empty_label.setWordWrap(True)
        self.empty_folder_button = QPushButton(self.empty_state)
        self.empty_folder_button.setObjectName("empty-import-folder")
        self.empty_folder_button.clicked.connect(self.import_folder_action.trigger)
        self.empty_file_button = QPushButton(self.empty_state)
        self.empty_file_button.setObjectName("empty-import-file")
        self.empty_file_button.clicked.connect(self.import_file_action.trigger)
        empty_buttons = QHBoxLayout()
        empty_buttons.addWidget(self.empty_folder_button)
        empty_buttons.addWidget(self.empty_file_button)
        empty_buttons.addStretch(1)
        empty_layout = QVBoxLayout(self.empty_state)
        empty_layout.addWidget(self.empty_label)
        empty_layout.addLayout(empty_buttons)

        self.browser = self._make_browser()
        self.owned_hint = QLabel(self)
        self.owned_hint.setObjectName("owned-hint")
        self.owned_hint.setWordWrap(True)

        buttons = QHBoxLayout()
        buttons.addWidget(self.title)
        buttons.addWidget(self.system_combo)
        buttons.addStretch(1)
        buttons.addWidget(self.import_button)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.boxes_button)
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.remove_button)
        packs_box = QWidget(self)
        packs_layout = QVBoxLayout(packs_box)
        packs_layout.setContentsMargins(0, 0, 0, 0)
        packs_layout.addWidget(self.packs_view, 1)
        packs_layout.addWidget(self.pack_details)
        packs_layout.addWidget(self.packs_hint)
        packs_layout.addWidget(self.empty_state)
        units_box = QWidget(self)
        units_layout = QVBoxLayout(units_box)
        self.units_layout = units_layout
        units_layout.setContentsMargins(0, 0, 0, 0)
        units_layout.addWidget(self.owned_hint)
        units_layout.addWidget(self.browser, 1)
        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.setObjectName("catalogue-splitter")
        self.splitter.addWidget(packs_box)
        self.splitter.addWidget(units_box)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.splitter, 1)

        self.retranslate()
        self.refresh()
        self._restore_layout()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._wait_for_import)
        self.splitter.splitterMoved.connect(self._save_layout)
        self._follow_browser_layout()
        self.system_combo.currentIndexChanged.connect(self._system_chosen)

    # --- construction ----------------------------------------------------------------------

    def _make_browser(self) -> Any:
        factory = game_views.views(self.system_id).units
        assert factory is not None  # the page offers only the games that have one
        browser = factory(self.system, self)
        browser.setObjectName("catalogue-units")
        browser.model.set_owned_editable(True)
        browser.model.owned_count_edited.connect(self.set_owned_count)
        # The Owned count is the only editable cell: typing a number or double-clicking it
        # starts editing, as in a spreadsheet (other keys still jump to a unit by name).
        browser.view.setEditTriggers(
            browser.view.editTriggers()
            | QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
        )
        # Several units at once, for printing their cards.
        browser.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        browser.view.selectionModel().selectionChanged.connect(self._unit_selection_changed)
        browser.proxy.modelReset.connect(self._unit_selection_changed)
        # A table that edits the catalogue (a game's figures filled in) writes user packs,
        # one undo step each, and has the page reload the catalogue after each.
        attach = getattr(browser, "attach_catalogue", None)
        if attach is not None:
            attach(self.workspace, self.undo_stack, self.catalogue_was_changed)
        return browser

    def _follow_browser_layout(self) -> None:
        self.browser.view.horizontalHeader().sectionResized.connect(self._save_layout)
        self.browser.view.horizontalHeader().sectionMoved.connect(self._save_layout)

    # --- the game --------------------------------------------------------------------------

    def _remembered_system(self) -> str:
        """The game shown last time, else the first the player plays."""
        known = game_views.played_first(
            game_views.catalogue_ids(), self.workspace.prefs.games_played
        )
        value = self.ui_settings.value(f"{SETTINGS_KEY}/system") if self.ui_settings else None
        return str(value) if value in known else known[0]

    def _list_systems(self, played: list[str]) -> None:
        """The game list: the games the player plays first (Settings → Games I play), the
        game on screen chosen in it; no signal."""
        self.system_combo.blockSignals(True)
        self.system_combo.clear()
        language = current_language()
        for system_id in game_views.played_first(game_views.catalogue_ids(), played):
            self.system_combo.addItem(systems.display_name(system_id, language), system_id)
        self.system_combo.setCurrentIndex(self.system_combo.findData(self.system_id))
        self.system_combo.blockSignals(False)

    def games_played_changed(self, played: list[str]) -> None:
        """Settings → Games I play changed: the game list puts the new ones first."""
        self._list_systems(played)

    def _system_chosen(self) -> None:
        self.show_system(str(self.system_combo.currentData()))

    def show_system(self, system_id: str) -> None:
        """Shows ``system_id``'s packs, units and collection (remembered for next time)."""
        if self.ui_settings is not None:
            self.ui_settings.setValue(f"{SETTINGS_KEY}/system", system_id)
        found = self.system_combo.findData(system_id)
        if found != self.system_combo.currentIndex():
            self.system_combo.setCurrentIndex(found)  # comes back here through the signal
            return
        if system_id == self.system_id:
            return
        self._save_layout()
        self.undo_stack.clear()  # its steps belong to the other game's collection
        self.system_id = system_id
        self.system = systems.get(system_id)
        self.collection = Collection(self.workspace.db, system_id)
        old = self.browser
        self.browser = self._make_browser()
        self.units_layout.replaceWidget(old, self.browser)
        old.hide()  # out of the layout: never drawn under the new table until it is deleted
        old.deleteLater()
        self.refresh()
        if self.ui_settings is not None:
            self.browser.restore_state(self.ui_settings, self._units_key())
        self._follow_browser_layout()
        self._unit_selection_changed()
        self._pack_selection_changed()

    def _units_key(self) -> str:
        return f"{SETTINGS_KEY}/units/{self.system_id}"

    def _action(self, name: str, shortcut: QKeySequence | None, slot: Any) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(shortcut)
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        self.import_folder_action = self._action(
            "import-folder", QKeySequence("Ctrl+I"), self.choose_import_folder
        )
        self.import_file_action = self._action(
            "import-file", QKeySequence("Ctrl+Shift+I"), self.choose_import_file
        )
        self.export_all_action = self._action(
            # Not Ctrl+E or Ctrl+Shift+E: text fields take them (end of line) on Linux.
            "export-all",
            QKeySequence("Ctrl+Shift+S"),
            self.choose_export_all,
        )
        self.export_pack_action = self._action("export-pack", None, self.choose_export_pack)
        self.remove_action = self._action(
            "remove-pack", QKeySequence(QKeySequence.StandardKey.Delete), self.ask_remove_pack
        )
        self.undo_action = self.undo_stack.createUndoAction(self)
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.redo_action = self.undo_stack.createRedoAction(self)
        self.redo_action.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        for action in (self.undo_action, self.redo_action):
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.addAction(action)
        self.print_cards_action = self._action(
            "print-cards", QKeySequence(QKeySequence.StandardKey.Print), self.print_cards
        )
        self.remove_action.setEnabled(False)
        self.export_pack_action.setEnabled(False)
        self.print_cards_action.setEnabled(False)

    def _tool_button(self, name: str, default: QAction, actions: list[QAction]) -> QToolButton:
        button = QToolButton(self)
        button.setObjectName(name)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        menu = QMenu(button)
        for action in actions:
            menu.addAction(action)
        button.setMenu(menu)
        button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        button.setDefaultAction(default)
        return button

    # --- texts -----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.title.setText(self.tr("Catalogue"))
        self.system_combo.setToolTip(self.tr("The game whose catalogue is shown"))
        language = current_language()
        for row in range(self.system_combo.count()):
            system_id = str(self.system_combo.itemData(row))
            self.system_combo.setItemText(row, systems.display_name(system_id, language))
        self.import_folder_action.setText(self.tr("Import community &folder…"))
        self.import_folder_action.setToolTip(
            self.tr("Import a community catalogue folder (one JSON file per unit)")
        )
        self.import_file_action.setText(self.tr("Import Muster &pack file…"))
        self.export_all_action.setText(self.tr("&Export whole catalogue…"))
        self.export_pack_action.setText(self.tr("Export selected &pack…"))
        self.print_cards_action.setText(self.tr("Print &cards…"))
        self.print_cards_action.setToolTip(
            self.tr("Print the cards of the selected units, or export them as PDF (Ctrl+P)")
        )
        self.remove_action.setText(self.tr("&Remove pack"))
        self.remove_action.setToolTip(self.tr("Remove the selected user pack"))
        self.undo_action.setText(self.tr("Undo"))
        self.redo_action.setText(self.tr("Redo"))
        self.packs_model.retranslate()
        self.boxes_button.retranslate()
        self._update_hints()

    def _update_hints(self) -> None:
        has_user_packs = any(not pack.builtin for pack in self._packs())
        self.packs_hint.setText(
            self.tr(
                "User packs are loaded after the built-in packs: a unit with the same id "
                "replaces the built-in one."
            )
        )
        self.packs_hint.setVisible(has_user_packs)
        self.empty_state.setVisible(not has_user_packs)
        units = len(self.catalog.units) if self.catalog is not None else 0
        self.empty_label.setText(
            self.tr(
                "No pack imported yet: the {count} units here are Muster's built-in packs. "
                "More units, and newer figures, come from files: import a community catalogue "
                "folder (one JSON file per unit) or a Muster pack file, or drop either onto "
                "this page. To receive new units as they are published, follow a catalogue "
                "repository in Settings → Catalogue updates."
            ).format(count=units)
        )
        self.empty_folder_button.setText(self.tr("Import community folder…"))
        self.empty_file_button.setText(self.tr("Import Muster pack file…"))
        own_hint = getattr(self.browser, "hint_text", None)  # a table that says what it does
        self.owned_hint.setText(
            own_hint()
            if own_hint is not None
            else self.tr(
                "Your collection: set how many of each unit you own in the Owned column "
                "(select the cell and type the number, or double-click it). Select units "
                "(Ctrl+click, Shift+click) to print their cards."
            )
        )
        if self.load_problem is not None:
            message = self.load_problem.message(current_language())
            self.problem_label.setText(
                self.tr(
                    "A user pack cannot be loaded and is left out until you remove or "
                    "replace it: {problem}"
                ).format(problem=message)
            )
        self.problem_label.setVisible(self.load_problem is not None)

    # --- data ------------------------------------------------------------------------------

    def _packs(self) -> list[PackSummary]:
        return [self.packs_model.pack(row) for row in range(self.packs_model.rowCount())]

    def refresh(self) -> None:
        """Shows the workspace's catalogue (or, if a user pack is damaged, what still loads)."""
        # The workspace leaves damaged user packs out and says which in catalog_problems.
        self.catalog = self.workspace.catalog(self.system_id)
        damaged = self.workspace.catalog_problems.get(self.system_id, [])
        packs = pack_summaries(self.catalog, self.system_id) + damaged
        self.load_problem = damaged[0].problem if damaged else None
        selected = self.selected_pack()
        self.packs_model.set_packs(packs)
        if selected is not None:
            self.select_pack(selected.id)
        self.browser.set_catalog(self.catalog)
        self.boxes_button.set_catalog(self.catalog, self.system_id)
        self._show_owned()
        self._update_hints()
        self._pack_selection_changed()

    def _show_owned(self) -> None:
        self.browser.set_owned(self.collection.counts())

    def unit_name(self, unit_id: str) -> str:
        unit = self.catalog.units.get(unit_id) if self.catalog is not None else None
        return str(unit.name.get(current_language())) if unit is not None else unit_id

    def _described_by_default(self) -> PackSummary | None:
        """With no pack selected, the details show the first pack converted from someone
        else's data (its licence and source must be seen), if there is one."""
        return next((pack for pack in self._packs() if pack.origin and pack.origin.licence), None)

    def selected_pack(self) -> PackSummary | None:
        rows = self.packs_view.selectionModel().selectedRows()
        return self.packs_model.pack(rows[0].row()) if rows else None

    def select_pack(self, pack_id: str) -> None:
        row = self.packs_model.row_of(pack_id)
        if row >= 0:
            self.packs_view.selectRow(row)

    def _pack_selection_changed(self, *_args: QItemSelection) -> None:
        pack = self.selected_pack()
        self.pack_details.set_pack(pack or self._described_by_default())
        busy = self.import_thread is not None
        self.remove_action.setEnabled(pack is not None and not pack.builtin and not busy)
        self.export_pack_action.setEnabled(pack is not None and pack.problem is None)

    # --- printing --------------------------------------------------------------------------

    def selected_unit_ids(self) -> list[str]:
        """The selected units, in the order the table shows them."""
        rows = sorted(index.row() for index in self.browser.view.selectionModel().selectedRows())
        return [self.browser.proxy.unit_id_at(row) for row in rows]

    def _unit_selection_changed(self, *_args: QItemSelection) -> None:
        cards = getattr(self.browser, "prints_cards", True)  # a game without cards prints none
        self.print_button.setVisible(cards)
        self.print_cards_action.setEnabled(cards and bool(self.selected_unit_ids()))

    def print_cards(self) -> None:
        unit_ids = self.selected_unit_ids()
        if not unit_ids:
            return
        from ui.printing.dialog import PrintDialog

        if self.print_dialog is not None:
            self.print_dialog.deleteLater()
        dialog = PrintDialog.for_units(self.workspace, unit_ids, self, self.system_id)
        self.print_dialog = dialog
        dialog.open()

    # --- the collection --------------------------------------------------------------------

    def set_owned_count(self, unit_id: str, count: int) -> None:
        if count == self.browser.model.owned_count(unit_id):
            return
        try:
            self.undo_stack.push(
                SetOwnedCommand(
                    self.collection, unit_id, self.unit_name(unit_id), count, self._show_owned
                )
            )
        except MusterError as exc:
            self.show_error(exc)

    def add_box(self, box: str) -> None:
        """Adds a box's contents to the collection, one undo step for the whole box."""
        current = self.collection.counts()
        added = counts_from_boxes(self.catalog, [box])
        name = box_name(self.system_id, box)
        self.undo_stack.beginMacro(self.tr("Own the box {box}").format(box=name))
        try:
            for unit_id, count in added.items():
                total = current.get(unit_id, 0) + count
                self.undo_stack.push(
                    SetOwnedCommand(
                        self.collection, unit_id, self.unit_name(unit_id), total, self._show_owned
                    )
                )
        except MusterError as exc:
            self.show_error(exc)
        finally:
            self.undo_stack.endMacro()

    # --- import ----------------------------------------------------------------------------

    def _last_folder(self) -> str:
        value = self.ui_settings.value(f"{SETTINGS_KEY}/last-folder") if self.ui_settings else None
        return str(value) if value else str(Path.home())

    def choose_import_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, self.tr("Import a community catalogue folder"), self._last_folder()
        )
        if folder:
            self.start_import(Path(folder))

    def choose_import_file(self) -> None:
        file, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Import a Muster pack file"),
            self._last_folder(),
            self.tr("Muster catalogue packs (*.json);;All files (*)"),
        )
        if file:
            self.start_import(Path(file))

    def start_import(self, path: Path, format_name: str = "auto") -> None:
        if self.import_thread is not None:
            return
        if self.ui_settings is not None:
            folder = path if path.is_dir() else path.parent
            self.ui_settings.setValue(f"{SETTINGS_KEY}/last-folder", str(folder.parent))
        for action in (self.import_folder_action, self.import_file_action, self.remove_action):
            action.setEnabled(False)
        self.progress = QProgressDialog(self)
        self.progress.setObjectName("import-progress")
        self.progress.setWindowTitle(self.tr("Importing"))
        self.progress.setLabelText(self.tr("Importing {path}…").format(path=path))
        self.progress.setRange(0, 0)  # busy until the importer knows how many files there are
        self.progress.setCancelButton(None)  # type: ignore[arg-type]
        self.progress.setMinimumDuration(0)
        self.progress.setWindowModality(Qt.WindowModality.WindowModal)
        self.progress.show()
        thread = ImportThread(path, self.workspace.paths.user_packs_dir, format_name, self)
        thread.progressed.connect(self._import_progressed)
        thread.succeeded.connect(self._import_succeeded)
        thread.failed.connect(self._import_failed)
        thread.finished.connect(self._import_thread_done)
        self.import_thread = thread
        thread.start()

    def _wait_for_import(self) -> None:
        """Lets a running import finish writing its pack before the application quits."""
        if self.import_thread is not None:
            self.import_thread.wait()

    def _import_progressed(self, done: int, total: int) -> None:
        if self.progress is not None:
            self.progress.setMaximum(total)
            self.progress.setValue(done)

    def _import_thread_done(self) -> None:
        if self.import_thread is not None:
            self.import_thread.deleteLater()
        self.import_thread = None
        if self.progress is not None:
            self.progress.close()
            self.progress.deleteLater()
            self.progress = None
        self.import_folder_action.setEnabled(True)
        self.import_file_action.setEnabled(True)
        self._pack_selection_changed()

    def _import_succeeded(self, report: ImportReport) -> None:
        if report.imported and report.system == self.system_id:
            self.catalogue_was_changed()
            self.select_pack(report.pack_id)
        elif report.imported:  # a pack of another game: its catalogue changed; show it
            self.workspace.reload_catalog(report.system)
            self.catalogue_changed.emit(report.system)
            if report.system in game_views.catalogue_ids():
                self.show_system(report.system)
                self.select_pack(report.pack_id)
        self.report_dialog = ImportReportDialog(
            report, self.unit_name, self, systems.get(report.system).field_label
        )
        self.report_dialog.open()
        self.import_finished.emit(report)

    def _import_failed(self, error: MusterError) -> None:
        self.show_error(error)
        self.import_finished.emit(None)

    def catalogue_was_changed(self) -> None:
        self.workspace.reload_catalog(self.system_id)
        self.refresh()
        self.catalogue_changed.emit(self.system_id)

    def show_error(self, error: MusterError) -> None:
        box = QMessageBox(self)
        box.setObjectName("catalogue-error")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Catalogue"))
        box.setText(error.message(current_language()))
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        self.message_box = box
        box.open()

    # --- drop a folder or a pack file onto the page ----------------------------------------

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        urls = event.mimeData().urls()
        if len(urls) == 1 and urls[0].isLocalFile():
            event.acceptProposedAction()
            return
        event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        urls = event.mimeData().urls()
        if len(urls) == 1 and urls[0].isLocalFile():
            event.acceptProposedAction()
            self.start_import(Path(urls[0].toLocalFile()))

    # --- export ----------------------------------------------------------------------------

    def choose_export_all(self) -> None:
        self._export(None, f"{self.system_id}-catalogue.json")

    def choose_export_pack(self) -> None:
        pack = self.selected_pack()
        if pack is not None and pack.problem is None:
            self._export(pack.id, f"{pack.id}.json")

    def _export(self, pack_id: str | None, suggested: str) -> None:
        file, _filter = QFileDialog.getSaveFileName(
            self,
            self.tr("Export catalogue pack"),
            str(Path(self._last_folder()) / suggested),
            self.tr("Muster catalogue packs (*.json)"),
        )
        if not file:
            return
        target = Path(file)
        if not target.suffix:
            target = target.with_suffix(".json")
        try:
            export_pack(self.catalog, self.system_id, target, pack_id)
        except MusterError as exc:
            self.show_error(exc)

    # --- removal ---------------------------------------------------------------------------

    def ask_remove_pack(self) -> None:
        pack = self.selected_pack()
        if pack is None or pack.builtin:
            return
        box = QMessageBox(self)
        box.setObjectName("confirm-remove")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Remove pack"))
        name = pack.name.get(current_language()) if pack.name else pack.id
        box.setText(
            self.tr(
                'Remove the pack "{name}"? Its units leave the catalogue; rosters that use '
                "them will report them as unknown until you import it again."
            ).format(name=name)
        )
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Remove"))
        box.finished.connect(
            lambda result, pack_id=pack.id: self._remove_answered(result, box, pack_id)
        )
        self.confirm_box = box
        box.open()

    def _remove_answered(self, _result: int, box: QMessageBox, pack_id: str) -> None:
        if box.clickedButton() is not box.button(QMessageBox.StandardButton.Yes):
            return
        try:
            remove_pack(self.workspace.paths.user_packs_dir, self.system_id, pack_id)
        except MusterError as exc:
            self.show_error(exc)
            return
        self.catalogue_was_changed()

    # --- layout ----------------------------------------------------------------------------

    def _restore_layout(self) -> None:
        if self.ui_settings is None:
            self.splitter.setSizes([300, 400])
            return
        state = self.ui_settings.value(f"{SETTINGS_KEY}/splitter")
        if state is not None:
            self.splitter.restoreState(state)
        else:
            self.splitter.setSizes([300, 400])
        self.browser.restore_state(self.ui_settings, self._units_key())

    def _save_layout(self, *_args: object) -> None:
        if self.ui_settings is None:
            return
        self.ui_settings.setValue(f"{SETTINGS_KEY}/splitter", self.splitter.saveState())
        self.browser.save_state(self.ui_settings, self._units_key())
