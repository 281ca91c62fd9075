"""The catalogue browser widget: search box, filters and the sortable unit table."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QMimeData, QModelIndex, QSettings, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.i18n import current_language
from app.systems.base import GameSystem
from ui.unit_browser.model import Column, UnitTableModel
from ui.unit_browser.proxy import UnitFilterProxy
from ui.widgets.retranslate import Retranslatable


class UnitTableView(QTableView):
    """The unit table: Enter or double-click activates a unit, rows drag out as units.

    Drops of the MIME types listed in ``accepted_drop_types`` (a unit dragged back out of a
    roster, say) are handed to whoever listens to ``foreign_drop``.
    """

    unit_activated = Signal(str)
    foreign_drop = Signal(QMimeData)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.accepted_drop_types: list[str] = []
        self.setObjectName("unit-table")
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.setSortingEnabled(True)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.horizontalHeader().setStretchLastSection(True)
        self.horizontalHeader().setSectionsMovable(True)
        self.doubleClicked.connect(self._activate)

    def current_unit_id(self) -> str | None:
        index = self.currentIndex()
        if not index.isValid():
            return None
        value = index.siblingAtColumn(0).data(Qt.ItemDataRole.UserRole + 1)
        return str(value) if value else None

    def _activate(self, index: QModelIndex) -> None:
        if index.isValid():
            if self.state() == QAbstractItemView.State.EditingState:
                return
            unit_id = index.siblingAtColumn(0).data(Qt.ItemDataRole.UserRole + 1)
            if unit_id:
                self.unit_activated.emit(str(unit_id))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and (
            self.state() != QAbstractItemView.State.EditingState
        ):
            self._activate(self.currentIndex())
            event.accept()
            return
        super().keyPressEvent(event)

    def _foreign(self, mime: QMimeData) -> bool:
        return any(mime.hasFormat(kind) for kind in self.accepted_drop_types)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._foreign(event.mimeData()):
            event.acceptProposedAction()
            return
        event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._foreign(event.mimeData()):
            event.acceptProposedAction()
            return
        event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        if self._foreign(event.mimeData()):
            event.acceptProposedAction()
            self.foreign_drop.emit(event.mimeData())
            return
        event.ignore()


class UnitBrowser(Retranslatable, QWidget):
    """Every unit of a catalogue, searchable as you type, filtered and sortable.

    Signals: ``unit_activated(unit_id)`` on Enter or double-click, ``current_unit_changed``
    with the id under the cursor ("" when none). Feed it with ``set_catalog``, and optionally
    ``set_owned`` (counts by unit id) and ``set_blocked`` (reasons by unit id, shown greyed).
    """

    unit_activated = Signal(str)
    current_unit_changed = Signal(str)

    def __init__(self, system: GameSystem, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.system = system
        self.setObjectName("unit-browser")
        self.model = UnitTableModel(system, self)
        self.proxy = UnitFilterProxy(self)
        self.proxy.setSourceModel(self.model)

        self.search = QLineEdit(self)
        self.search.setObjectName("unit-search")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._search_changed)
        self.search.installEventFilter(self)
        self.type_combo = QComboBox(self)
        self.type_combo.setObjectName("type-filter")
        self.era_combo = QComboBox(self)
        self.era_combo.setObjectName("era-filter")
        self.trait_combo = QComboBox(self)
        self.trait_combo.setObjectName("trait-filter")
        self.trait_combo.setMinimumContentsLength(10)
        self.trait_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        # Refilled on every language change and import: the width follows the longest entry,
        # not the entries there were when the combo was first shown ("Tous les typ…").
        for combo in (self.type_combo, self.era_combo):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for combo in (self.type_combo, self.era_combo, self.trait_combo):
            combo.currentIndexChanged.connect(self._filters_changed)
        self.owned_only = QCheckBox(self)
        self.owned_only.setObjectName("owned-only")
        self.owned_only.toggled.connect(self.proxy.set_owned_only)
        self.owned_only.toggled.connect(self._update_count)
        self.count_label = QLabel(self)
        self.count_label.setObjectName("unit-count")

        self.view = UnitTableView(self)
        self.view.setModel(self.proxy)
        self.view.sortByColumn(Column.NAME, Qt.SortOrder.AscendingOrder)
        self.view.unit_activated.connect(self.unit_activated)
        self.view.selectionModel().currentRowChanged.connect(self._current_changed)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for column, width in {
            Column.NAME: 220,
            Column.TYPE: 95,
            Column.POINTS: 60,
            Column.FORCE: 55,
            Column.STAMINA: 90,
            Column.CHARACTERS: 70,
            Column.ERAS: 150,
            Column.TRAITS: 200,
            Column.OWNED: 60,
        }.items():
            self.view.setColumnWidth(column, width)
        # Not on rowsInserted/rowsRemoved: one filter change emits them once per range of
        # rows, and relabelling each time would cost more than the filtering itself.
        self.proxy.modelReset.connect(self._update_count)

        filters = QHBoxLayout()
        filters.addWidget(self.type_combo)
        filters.addWidget(self.era_combo)
        filters.addWidget(self.trait_combo, 1)
        filters.addWidget(self.owned_only)
        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.count_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addLayout(filters)
        layout.addWidget(self.view, 1)
        self.retranslate()

    # --- public API ------------------------------------------------------------------------

    def set_catalog(self, catalog: Any) -> None:
        current = self.current_unit_id()
        self.model.set_catalog(catalog)
        self._fill_filter_combos()
        if current:
            self.select_unit(current)
        self._update_count()

    def set_owned(self, counts: dict[str, int]) -> None:
        self.model.set_owned(counts)
        if self.owned_only.isChecked():
            self.proxy.refilter()
        self._update_count()

    def set_blocked(self, reasons: dict[str, list[str]]) -> None:
        self.model.set_blocked(reasons)

    def current_unit_id(self) -> str | None:
        return self.view.current_unit_id()

    def select_unit(self, unit_id: str) -> bool:
        row = self.proxy.row_of(unit_id)
        if row < 0:
            return False
        self.view.setCurrentIndex(self.proxy.index(row, 0))
        self.view.scrollTo(self.proxy.index(row, 0))
        return True

    def save_state(self, settings: QSettings, key: str) -> None:
        settings.setValue(f"{key}/header", self.view.horizontalHeader().saveState())

    def restore_state(self, settings: QSettings, key: str) -> None:
        state = settings.value(f"{key}/header")
        if state is not None:
            self.view.horizontalHeader().restoreState(state)

    # --- texts -----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.model.set_language(current_language())
        self.search.setPlaceholderText(self.tr("Search units (name, trait, type)…"))
        self.search.setToolTip(self.tr("Type to filter; press Down to reach the list"))
        self.owned_only.setText(self.tr("Owned only"))
        self.owned_only.setToolTip(self.tr("Show only the units in your collection"))
        self._fill_filter_combos()
        self._update_count()
        self._fit_headers()

    def _fit_headers(self) -> None:
        """Widens a column whose translated title would be cut (long French and Polish words)."""
        header = self.view.horizontalHeader()
        for column in Column:
            if column in (Column.ERAS, Column.TRAITS):
                continue
            needed = header.sectionSizeFromContents(column).width()
            if header.sectionSize(column) < needed:
                header.resizeSection(column, needed)

    def _fill_filter_combos(self) -> None:
        lang = current_language()
        catalog = self.model.catalog
        types = self.model.type_names()
        eras = [(e, catalog.era_name(e, lang)) for e in catalog.era_ids()] if catalog else []
        traits = (
            sorted(
                {t for unit in catalog.units.values() for t in unit.traits},
                key=lambda t: catalog.trait_name(t, lang).casefold(),
            )
            if catalog
            else []
        )
        self._fill(self.type_combo, self.tr("All types"), list(types.items()))
        self._fill(self.era_combo, self.tr("All eras"), eras)
        self._fill(
            self.trait_combo,
            self.tr("All traits"),
            [(t, catalog.trait_name(t, lang)) for t in traits],
        )

    @staticmethod
    def _fill(combo: QComboBox, everything: str, items: list[tuple[str, str]]) -> None:
        chosen = combo.currentData() or ""
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(everything, "")  # "" is "no filter" (see _filters_changed)
        for key, text in items:
            combo.addItem(text, key)
        combo.setCurrentIndex(max(0, combo.findData(chosen)) if chosen else 0)
        combo.blockSignals(False)

    def _update_count(self) -> None:
        shown, total = self.proxy.rowCount(), self.model.rowCount()
        if shown == total:
            self.count_label.setText(self.tr("Units: {total}").format(total=total))
        else:
            self.count_label.setText(
                self.tr("Units: {shown} of {total}").format(shown=shown, total=total)
            )

    # --- reactions -------------------------------------------------------------------------

    def _search_changed(self, text: str) -> None:
        self.proxy.set_search(text)
        self._update_count()

    def _filters_changed(self) -> None:
        self.proxy.set_unit_type(self.type_combo.currentData() or None)
        self.proxy.set_era(self.era_combo.currentData() or None)
        self.proxy.set_trait(self.trait_combo.currentData() or None)
        self._update_count()

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self.current_unit_changed.emit(self.current_unit_id() or "")

    def eventFilter(self, watched: Any, event: Any) -> bool:
        from PySide6.QtCore import QEvent

        if watched is self.search and event.type() == QEvent.Type.KeyPress:
            if event.key() == Qt.Key.Key_Down and self.proxy.rowCount():
                self.view.setFocus()
                if not self.view.currentIndex().isValid():
                    self.view.setCurrentIndex(self.proxy.index(0, 0))
                return True
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.proxy.rowCount():
                index = self.view.currentIndex()
                if not index.isValid():
                    index = self.proxy.index(0, 0)
                    self.view.setCurrentIndex(index)
                unit_id = self.proxy.unit_id_at(index.row())
                self.unit_activated.emit(unit_id)
                return True
        return super().eventFilter(watched, event)
