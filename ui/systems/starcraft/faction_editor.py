"""StarCraft's table for the Catalogue page: a faction's figures, the unknown ones marked, each
one filled in or corrected where it is shown.

One row per figure of the faction and of what its race builds (units, buildings, modules,
technologies): the entry, its kind, the figure and its value. A value is typed as one line
(``2/1`` for 2 minerals and 1 gas; the cell's tooltip says how); a value the figure cannot
take is refused with one sentence under the table, and nothing is written. Each change is
saved in the user pack ``my-starcraft-figures`` (``app/systems/starcraft/figures.py``) as one
step of the Catalogue page's undo stack.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSettings,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont, QPalette, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.errors import MusterError
from app.i18n import current_language
from app.systems.starcraft import figures
from app.systems.starcraft.catalog import Faction, StarcraftCatalog
from ui.widgets.fitted_table import ColumnFitter, give_way, natural_width
from ui.widgets.retranslate import Retranslatable

ENTRY, KIND, FIGURE, VALUE = range(4)
ID_ROLE = Qt.ItemDataRole.UserRole + 1
FIELD_ROLE = Qt.ItemDataRole.UserRole + 2
UNKNOWN_ROLE = Qt.ItemDataRole.UserRole + 3
Index = QModelIndex | QPersistentModelIndex


class FigureTableModel(QAbstractTableModel):
    """One row per figure of every entry of the catalogue, in the catalogue's order.

    StarCraft has no collection to count (a box holds every piece): the Owned protocol the
    Catalogue page asks of a table is here, and no Owned column is shown."""

    owned_count_edited = Signal(str, int)
    figure_edited = Signal(str, str, str)  # entry id, field, the text typed

    def __init__(self, system: Any, parent: Any = None) -> None:
        super().__init__(parent)
        self.system = system
        self.catalog: StarcraftCatalog | None = None
        self._rows: list[tuple[Any, figures.Figure]] = []

    def set_catalog(self, catalog: StarcraftCatalog | None) -> None:
        self.beginResetModel()
        self.catalog = catalog
        self._rows = [
            (entry, figure)
            for entry in (catalog.entries.values() if catalog is not None else ())
            for figure in figures.figures_of(entry)
        ]
        self.endResetModel()

    # The Catalogue page's collection protocol: nothing to own in a StarCraft box.
    def set_owned(self, owned: dict[str, int]) -> None:
        pass

    def set_owned_editable(self, editable: bool) -> None:
        pass

    def owned_count(self, entry_id: str) -> int:
        return 0

    def row_of(self, entry_id: str, field: str) -> int:
        return next(
            (n for n, (e, f) in enumerate(self._rows) if e.id == entry_id and f.field == field),
            -1,
        )

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else 4

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("Name"), self.tr("Kind"), self.tr("Figure"), self.tr("Value"))[section]

    def flags(self, index: Index) -> Qt.ItemFlag:
        flags = super().flags(index)
        if index.column() == VALUE:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        entry, figure = self._rows[index.row()]
        column = index.column()
        if role == ID_ROLE:
            return entry.id
        if role == FIELD_ROLE:
            return figure.field
        if role == UNKNOWN_ROLE:
            return not figure.known
        language = current_language()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if column == ENTRY:
                return entry.name.get(language)
            if column == KIND:
                return self.system.entry_kind(entry, language)
            if column == FIGURE:
                return figures.figure_label(self.system, figure.field, language)
            assert self.catalog is not None
            value = figures.format_figure(self.catalog, entry, figure.field, language)
            if role == Qt.ItemDataRole.DisplayRole and not figure.known:
                return self.tr("unknown: see your sheet")
            return value
        if role == Qt.ItemDataRole.ToolTipRole and column == VALUE:
            return self.tr("Type {how}; leave it empty when it is not known.").format(
                how=figures.how_to_type(figure.field, language)
            )
        if role == Qt.ItemDataRole.FontRole and column == VALUE and not figure.known:
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole and column == VALUE and not figure.known:
            return QPalette().color(QPalette.ColorRole.AlternateBase).darker(115)
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or index.column() != VALUE:
            return False
        entry, figure = self._rows[index.row()]
        self.figure_edited.emit(entry.id, figure.field, str(value))
        return False  # the cell shows the catalogue, reloaded once the pack is written

    def refresh_texts(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 3)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, 3))


class FigureFilter(QSortFilterProxyModel):
    """The rows of one faction's entries, the unknown ones only if asked, holding the text."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._ids: set[str] = set()
        self._unknown_only = False
        self._text = ""

    def set_entries(self, entry_ids: set[str]) -> None:
        self.beginFilterChange()
        self._ids = entry_ids
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_unknown_only(self, unknown_only: bool) -> None:
        self.beginFilterChange()
        self._unknown_only = unknown_only
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_text(self, text: str) -> None:
        self.beginFilterChange()
        self._text = text.strip().casefold()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, row: int, parent: Index) -> bool:
        model = self.sourceModel()
        first = model.index(row, 0, parent)
        if first.data(ID_ROLE) not in self._ids:
            return False
        if self._unknown_only and not first.data(UNKNOWN_ROLE):
            return False
        if not self._text:
            return True
        words = " ".join(str(model.index(row, c, parent).data() or "") for c in range(3))
        return self._text in words.casefold()

    def unit_id_at(self, row: int) -> str:
        return str(self.index(row, 0).data(ID_ROLE))

    def field_at(self, row: int) -> str:
        return str(self.index(row, 0).data(FIELD_ROLE))


class FigureCommand(QUndoCommand):
    """One figure typed in, already written to the pack; undo writes the entry back as it
    was, redo writes it again."""

    def __init__(
        self, change: figures.FigureChange, packs_root: Any, text: str, after: Callable[[], None]
    ) -> None:
        super().__init__(text)
        self.change = change
        self.packs_root = packs_root
        self.after = after
        self.failed: Callable[[MusterError], None] | None = None
        self._written = True

    def redo(self) -> None:
        if self._written:  # pushed after the first write succeeded
            self._written = False
        else:
            self._run(self.change.apply)
        self.after()

    def undo(self) -> None:
        self._run(self.change.revert)
        self.after()

    def _run(self, step: Callable[[Any], Any]) -> None:
        try:
            step(self.packs_root)
        except MusterError as exc:
            if self.failed is not None:
                self.failed(exc)


class FactionFigures(Retranslatable, QWidget):
    """The faction chooser, the figures' table and what it takes to fill one in.

    The Catalogue page calls ``attach_catalogue(workspace, undo_stack, changed)``: changes
    are written to the workspace's user packs, each an undo step, then ``changed()`` reloads
    the catalogue and hands it back through ``set_catalog``."""

    prints_cards = False  # a faction's reference and the round sheet are printed from here

    def __init__(self, system: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("starcraft-figures")
        self.system = system
        self.workspace: Any = None
        self.undo_stack: QUndoStack | None = None
        self.changed: Callable[[], None] | None = None
        self.print_dialog: QWidget | None = None
        self.problem: MusterError | None = None
        self.model = FigureTableModel(system, self)
        self.model.figure_edited.connect(self.set_figure)
        self.proxy = FigureFilter(self)
        self.proxy.setSourceModel(self.model)

        self.faction_label = QLabel(self)
        self.faction_combo = QComboBox(self)
        self.faction_combo.setObjectName("faction-combo")
        self.faction_label.setBuddy(self.faction_combo)
        self.faction_combo.currentIndexChanged.connect(self._faction_chosen)
        self.unknown_only = QCheckBox(self)
        self.unknown_only.setObjectName("unknown-only")
        self.unknown_only.toggled.connect(self.proxy.set_unknown_only)
        self.search = QLineEdit(self)
        self.search.setObjectName("figure-search")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.proxy.set_text)
        self.count_label = QLabel(self)
        self.count_label.setObjectName("unknown-count")
        self.reference_button = QPushButton(self)
        self.reference_button.setObjectName("print-reference")
        self.reference_button.clicked.connect(self.print_reference)
        self.round_button = QPushButton(self)
        self.round_button.setObjectName("print-round-sheet")
        self.round_button.clicked.connect(self.print_round_sheet)

        self.view = QTableView(self)
        self.view.setObjectName("figure-table")
        self.view.setModel(self.proxy)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.view.verticalHeader().hide()
        self.view.setWordWrap(False)
        self.view.setAlternatingRowColors(True)
        # Each column as wide as its texts, the value the rest; short of room the value, then
        # the entry's name, give way (no sideways scrolling).
        self.fitter = ColumnFitter(self.view, self._plan_columns)
        for signal in (self.proxy.modelReset, self.proxy.layoutChanged, self.proxy.dataChanged):
            signal.connect(self.fitter.fit)
        self.view.selectionModel().currentRowChanged.connect(self._current_changed)

        self.how_label = QLabel(self)
        self.how_label.setObjectName("figure-how")
        self.how_label.setWordWrap(True)
        self.problem_label = QLabel(self)
        self.problem_label.setObjectName("figure-problem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setVisible(False)
        self.problem_label.setStyleSheet(
            "color: palette(highlighted-text); background: palette(highlight); padding: 4px;"
        )

        row = QHBoxLayout()
        row.addWidget(self.faction_label)
        row.addWidget(self.faction_combo)
        row.addWidget(self.search, 1)
        row.addWidget(self.unknown_only)
        second = QHBoxLayout()
        second.addWidget(self.count_label, 1)
        second.addWidget(self.reference_button)
        second.addWidget(self.round_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addLayout(second)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.how_label)
        self.retranslate()

    def _plan_columns(self, columns: list[int], available: int) -> dict[int, int]:
        widths = {column: natural_width(self.view, column) for column in columns}
        give_way(widths, available, [{VALUE: 60}, {ENTRY: 120}], grow=[VALUE])
        return widths

    # --- the Catalogue page's table protocol -------------------------------------------

    def attach_catalogue(
        self, workspace: Any, undo_stack: QUndoStack, changed: Callable[[], None]
    ) -> None:
        self.workspace = workspace
        self.undo_stack = undo_stack
        self.changed = changed

    def set_catalog(self, catalog: StarcraftCatalog | None) -> None:
        current = self.current_figure()
        self.model.set_catalog(catalog)
        chosen = self.faction_combo.currentData()
        self.faction_combo.blockSignals(True)
        self.faction_combo.clear()
        for faction in catalog.factions() if catalog is not None else ():
            self.faction_combo.addItem(faction.name.get(current_language()), faction.id)
        self.faction_combo.setCurrentIndex(max(0, self.faction_combo.findData(chosen)))
        self.faction_combo.blockSignals(False)
        self._faction_chosen()
        if current is not None:
            self.select(*current)

    def set_owned(self, owned: dict[str, int]) -> None:
        self.model.set_owned(owned)

    def hint_text(self) -> str:
        return self.tr(
            "Faction sheets, tiles and cards are pictures in the rulebook: the figures its "
            "text does not give are marked unknown. Fill them in from your own sheets (select "
            "the value and type it, or double-click it); they are saved as your pack "
            "« My StarCraft figures », which you can export for your club."
        )

    def save_state(self, settings: QSettings, key: str) -> None:
        settings.setValue(f"{key}/faction", self.faction_combo.currentData())
        settings.setValue(f"{key}/unknown-only", self.unknown_only.isChecked())

    def restore_state(self, settings: QSettings, key: str) -> None:
        faction = settings.value(f"{key}/faction")
        found = self.faction_combo.findData(faction)
        if found >= 0:
            self.faction_combo.setCurrentIndex(found)
        self.unknown_only.setChecked(settings.value(f"{key}/unknown-only") in (True, "true"))

    # --- texts --------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.faction_label.setText(self.tr("&Faction:"))
        self.unknown_only.setText(self.tr("&Unknown figures only"))
        self.search.setPlaceholderText(self.tr("Search by name or figure"))
        self.reference_button.setText(self.tr("Print faction &reference…"))
        self.reference_button.setToolTip(
            self.tr(
                "One page per faction: units, buildings and their levels, modules, "
                "technologies and limits; unknown figures as boxes to fill by hand"
            )
        )
        self.round_button.setText(self.tr("Print round &sheet…"))
        self.round_button.setToolTip(
            self.tr("Orders per player, the regrouping's ten steps, conquest points and resources")
        )
        language = current_language()
        for row in range(self.faction_combo.count()):
            faction = self._catalog_faction(str(self.faction_combo.itemData(row)))
            if faction is not None:
                self.faction_combo.setItemText(row, faction.name.get(language))
        self.model.refresh_texts()
        self._update_count()
        self._current_changed()
        if self.problem is not None:
            self.show_problem(self.problem)

    # --- the faction --------------------------------------------------------------------

    def _catalog_faction(self, faction_id: str) -> Faction | None:
        catalog = self.model.catalog
        return catalog.faction(faction_id) if catalog is not None else None

    def current_faction(self) -> Faction | None:
        return self._catalog_faction(str(self.faction_combo.currentData()))

    def choose_faction(self, faction_id: str) -> None:
        self.faction_combo.setCurrentIndex(self.faction_combo.findData(faction_id))

    def _faction_chosen(self) -> None:
        faction = self.current_faction()
        catalog = self.model.catalog
        entries = figures.faction_entries(catalog, faction) if faction and catalog else []
        self.proxy.set_entries({entry.id for entry in entries})
        self._update_count()

    def _update_count(self) -> None:
        faction = self.current_faction()
        catalog = self.model.catalog
        if faction is None or catalog is None:
            self.count_label.setText("")
            return
        count = figures.unknown_count(catalog, figures.faction_entries(catalog, faction))
        if count:
            text = self.tr("%n figure(s) of this faction still unknown.", "", count)
        else:
            text = self.tr("Every figure of this faction is known.")
        self.count_label.setText(text)

    # --- filling a figure in ------------------------------------------------------------

    def current_figure(self) -> tuple[str, str] | None:
        index = self.view.currentIndex()
        if not index.isValid():
            return None
        return self.proxy.unit_id_at(index.row()), self.proxy.field_at(index.row())

    def select(self, entry_id: str, field: str) -> None:
        row = self.model.row_of(entry_id, field)
        if row < 0:
            return
        index = self.proxy.mapFromSource(self.model.index(row, VALUE))
        if index.isValid():
            self.view.setCurrentIndex(index)
            self.view.scrollTo(index)

    def _current_changed(self, *_args: object) -> None:
        current = self.current_figure()
        self.how_label.setVisible(current is not None)
        if current is None:
            return
        label = figures.figure_label(self.system, current[1], current_language())
        self.how_label.setText(
            self.tr("{figure}: type {how}; leave it empty when it is not known.").format(
                figure=label, how=figures.how_to_type(current[1], current_language())
            )
        )

    def set_figure(self, entry_id: str, field: str, text: str) -> bool:
        """Reads ``text`` as the figure and saves it as one undo step; a value the figure
        cannot take is refused with one sentence. True when the figure changed."""
        catalog = self.model.catalog
        if catalog is None or self.workspace is None or self.undo_stack is None:
            return False
        packs_root = self.workspace.paths.user_packs_dir
        language = current_language()
        try:
            change = figures.change_figure(catalog, entry_id, field, text, packs_root, language)
            if change is None:
                self.show_problem(None)
                return False
            change.apply(packs_root)
        except MusterError as exc:
            self.show_problem(exc)
            return False
        self.show_problem(None)
        entry = catalog.get(entry_id)
        name = entry.name.get(language) if entry is not None else entry_id
        label = figures.figure_label(self.system, field, language)
        shown = text.strip() or self.tr("unknown")
        command = FigureCommand(
            change,
            packs_root,
            self.tr("{entry}, {figure}: {value}").format(entry=name, figure=label, value=shown),
            self._catalogue_changed,
        )
        command.failed = self.show_problem
        self.undo_stack.push(command)
        self.select(entry_id, field)
        return True

    def _catalogue_changed(self) -> None:
        if self.changed is not None:
            self.changed()

    def show_problem(self, error: MusterError | None) -> None:
        self.problem = error
        if error is not None:
            self.problem_label.setText(error.message(current_language()))
        self.problem_label.setVisible(error is not None)

    # --- printing -----------------------------------------------------------------------

    def print_reference(self) -> None:
        faction = self.current_faction()
        if faction is not None:
            self._open_print("reference", [faction.id])

    def print_round_sheet(self) -> None:
        self._open_print("round-sheet", [])

    def _open_print(self, document: str, entry_ids: list[str]) -> None:
        if self.workspace is None:
            return
        from ui.printing.dialog import PrintDialog

        if self.print_dialog is not None:
            self.print_dialog.deleteLater()
        dialog = PrintDialog.for_document(self.workspace, self.system.id, document, entry_ids, self)
        self.print_dialog = dialog
        dialog.open()
