"""The catalogue browser widget: search box, filters and the sortable unit table."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QMimeData, QModelIndex, QRect, QSettings, Qt, Signal
from PySide6.QtGui import (
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFont,
    QFontMetrics,
    QKeyEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.i18n import current_language
from app.systems.base import GameSystem
from ui.systems.shatterpoint.unit_browser.model import Column, UnitTableModel
from ui.systems.shatterpoint.unit_browser.proxy import UnitFilterProxy
from ui.widgets.fitted_table import ColumnFitter, shrink
from ui.widgets.retranslate import Retranslatable
from ui.widgets.viewport import give_python_viewport


class UnitTableView(QTableView):
    """The unit table: Enter or double-click activates a unit, rows drag out as units.

    Drops of the MIME types listed in ``accepted_drop_types`` (a unit dragged back out of a
    roster, say) are handed to whoever listens to ``foreign_drop``.
    """

    unit_activated = Signal(str)
    foreign_drop = Signal(QMimeData)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        give_python_viewport(self)  # the builder's first page asks for it (column widths)
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
    with the id under the cursor ("" when none), ``show_all_types_toggled(bool)`` when the
    player shows or hides the units of other types than the slot's, ``more_units_requested``
    from the button of the empty list (see ``set_more_units``). Feed it with ``set_catalog``,
    and optionally ``set_owned`` (counts by unit id), ``set_blocked`` (reasons by unit id, shown
    greyed, the current unit's under the list) and ``set_slot_type`` (hides other types).

    The columns fit the width of the list: eras and traits give way first as far as two
    lines still show them whole, then the headers of the figures (their full titles stay in
    the tooltips), then eras and traits are cut, then the names. A column the
    player resizes keeps that width (``save_state`` remembers it).
    """

    unit_activated = Signal(str)
    current_unit_changed = Signal(str)
    show_all_types_toggled = Signal(bool)
    more_units_requested = Signal()

    FLEXIBLE = (Column.ERAS, Column.TRAITS)
    MIN_SECTION = 24  # a figure's column: wide enough for two digits
    FIGURES = (
        Column.TYPE,
        Column.POINTS,
        Column.FORCE,
        Column.STAMINA,
        Column.CHARACTERS,
        Column.OWNED,
    )

    def __init__(self, system: GameSystem, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.system = system
        self.setObjectName("unit-browser")
        self.model = UnitTableModel(system, self)
        self._texts_made_for: tuple[str, Any] | None = None  # (language, catalogue)
        self.proxy = UnitFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self._slot_type: str | None = None
        self._slot_name = ""
        self._idle_hint = ""
        self._more_units_text = ""
        self._natural: dict[int, int] = {}
        self._content: dict[int, int] = {}
        self._short: dict[int, int] = {}
        self._two_lines: dict[int, int] = {}
        self._row_height_set = False

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
        self.all_types = QCheckBox(self)
        self.all_types.setObjectName("all-types")
        self.all_types.setVisible(False)
        self.all_types.toggled.connect(self._all_types_toggled)
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
        self.fitter = ColumnFitter(self.view, self._plan_columns)
        header = self.view.horizontalHeader()
        header.setMinimumSectionSize(self.MIN_SECTION)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        # Not on rowsInserted/rowsRemoved: one filter change emits them once per range of
        # rows, and relabelling each time would cost more than the filtering itself.
        self.proxy.modelReset.connect(self._update_count)

        # What the list says when nothing matches, in place of an empty table.
        self.empty_title = QLabel(self)
        self.empty_title.setObjectName("empty-title")
        self.empty_title.setWordWrap(True)
        font = self.empty_title.font()
        font.setBold(True)
        self.empty_title.setFont(font)
        self.empty_other_types = QLabel(self)
        self.empty_other_types.setObjectName("empty-other-types")
        self.empty_other_types.setWordWrap(True)
        self.show_all_button = QPushButton(self)
        self.show_all_button.setObjectName("empty-show-all-types")
        self.show_all_button.clicked.connect(lambda: self.all_types.setChecked(True))
        self.clear_button = QPushButton(self)
        self.clear_button.setObjectName("empty-clear")
        self.clear_button.clicked.connect(self.clear_filters)
        self.more_units_label = QLabel(self)
        self.more_units_label.setObjectName("empty-more-units")
        self.more_units_label.setWordWrap(True)
        self.more_units_button = QPushButton(self)
        self.more_units_button.setObjectName("empty-more-units-button")
        self.more_units_button.setVisible(False)
        self.more_units_button.clicked.connect(self.more_units_requested)
        for button in (self.show_all_button, self.clear_button, self.more_units_button):
            button.setMinimumHeight(32)  # a finger's width: Muster runs on touch screens too
        empty = QWidget(self)
        empty.setObjectName("empty-units")
        empty_layout = QVBoxLayout(empty)
        empty_layout.setContentsMargins(16, 16, 16, 16)
        empty_layout.addWidget(self.empty_title)
        empty_layout.addWidget(self.empty_other_types)
        for button in (self.show_all_button, self.clear_button):
            row = QHBoxLayout()
            row.addWidget(button)
            row.addStretch(1)
            empty_layout.addLayout(row)
        empty_layout.addSpacing(12)
        empty_layout.addWidget(self.more_units_label)
        more_row = QHBoxLayout()
        more_row.addWidget(self.more_units_button)
        more_row.addStretch(1)
        empty_layout.addLayout(more_row)
        empty_layout.addStretch(1)
        self.empty_panel = empty
        self.stack = QStackedWidget(self)
        self.stack.setObjectName("unit-stack")
        self.stack.addWidget(self.view)
        self.stack.addWidget(empty)

        # The current unit's eras and traits, and why it is greyed: readable without hovering
        # (touch screens have no hover).
        self.detail_label = QLabel(self)
        self.detail_label.setObjectName("unit-detail")
        self.detail_label.setWordWrap(True)
        self.detail_label.setTextFormat(Qt.TextFormat.RichText)
        self.detail_label.setMinimumHeight(2 * self.fontMetrics().lineSpacing() + 6)
        self.detail_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.detail_label.setContentsMargins(4, 2, 4, 2)

        filters = QHBoxLayout()
        filters.addWidget(self.type_combo)
        filters.addWidget(self.era_combo)
        filters.addWidget(self.trait_combo, 1)
        filters.addWidget(self.owned_only)
        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.all_types)
        top.addWidget(self.count_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addLayout(filters)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.detail_label)
        self.retranslate()

    # --- public API ------------------------------------------------------------------------

    def set_catalog(self, catalog: Any) -> None:
        current = self.current_unit_id()
        self.model.set_catalog(catalog)
        self._fill_filter_combos()
        if current:
            self.select_unit(current)
        self._measure_columns()
        self._texts_made_for = (self.model.language, catalog)
        self._update_count()

    def set_owned(self, counts: dict[str, int]) -> None:
        self.model.set_owned(counts)
        if self.owned_only.isChecked():
            self.proxy.refilter()
        self._show_owned_column()
        self._update_count()

    def set_blocked(self, reasons: dict[str, list[str]]) -> None:
        self.model.set_blocked(reasons)
        self._show_detail()

    def set_slot_type(self, unit_type: str | None, description: str = "") -> None:
        """Shows only units of ``unit_type`` (the slot being filled, described for the
        player by ``description``) unless the player ticked "Show all types"; ``None`` shows
        every type."""
        self._slot_type = unit_type
        self._slot_name = description
        self.all_types.setVisible(unit_type is not None)
        self._filters_changed()

    def show_all_types(self) -> bool:
        return self.all_types.isChecked()

    def set_show_all_types(self, show: bool) -> None:
        self.all_types.setChecked(show)

    def set_idle_hint(self, text: str) -> None:
        """What the line under the list says while no unit is current."""
        self._idle_hint = text
        self._show_detail()

    def set_more_units(self, text: str, button: str = "") -> None:
        """Where more units come from, said by the empty list; with ``button``, a button that
        emits ``more_units_requested``."""
        self._more_units_text = text
        self.more_units_button.setText(button)
        self.more_units_button.setVisible(bool(button))
        self._show_empty_state()

    def clear_filters(self) -> None:
        self.search.clear()
        for combo in (self.type_combo, self.era_combo, self.trait_combo):
            combo.setCurrentIndex(0)
        self.owned_only.setChecked(False)

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
        settings.setValue(f"{key}/widths", self.fitter.saved_widths())

    def restore_state(self, settings: QSettings, key: str) -> None:
        state = settings.value(f"{key}/header")
        header = self.view.horizontalHeader()
        with self.fitter.not_the_players():
            if state is not None:
                header.restoreState(state)
            # A state saved by an older Muster stretched the last column, fixed the visible
            # ones and kept the style's wider floor; the columns are fitted now, and which
            # show follows the filters.
            header.setMinimumSectionSize(self.MIN_SECTION)
            header.setStretchLastSection(False)
            header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
            self.view.setColumnHidden(Column.TYPE, self._slot_filter_on())
        self._show_owned_column()
        self.fitter.restore_widths(str(settings.value(f"{key}/widths") or ""))

    # --- texts -----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.search.setPlaceholderText(self.tr("Search units (name, trait, type)…"))
        self.search.setToolTip(self.tr("Type to filter; press Down to reach the list"))
        self.owned_only.setText(self.tr("Owned only"))
        self.owned_only.setToolTip(self.tr("Show only the units in your collection"))
        self.all_types.setText(self.tr("Show all types"))
        self.all_types.setToolTip(
            self.tr(
                "Also list the units that do not fit the selected slot (greyed, with the reason)"
            )
        )
        self.show_all_button.setText(self.tr("Show all types"))
        self.clear_button.setText(self.tr("Clear the search and filters"))
        if not self._more_units_text:
            self.more_units_label.setText(
                self.tr(
                    "More units come from the packs you import: a community folder or a "
                    "Muster pack file."
                )
            )
        # The units' texts, the filters and the columns' widths depend on the language and the
        # catalogue only: a builder retranslates the list it just filled (the window's start).
        language = current_language()
        made_for = self._texts_made_for
        if made_for is None or made_for[0] != language or made_for[1] is not self.model.catalog:
            self.model.set_language(language)
            self._fill_filter_combos()
            self._measure_columns()
            self._texts_made_for = (language, self.model.catalog)
        self._update_count()
        self._show_detail()

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
        self._show_empty_state()

    def _show_empty_state(self) -> None:
        empty = self.proxy.rowCount() == 0
        self.stack.setCurrentWidget(self.empty_panel if empty else self.view)
        if not empty:
            return
        total = self.model.rowCount()
        searching = self.proxy.searching()
        words = self.search.text().strip()
        if total == 0:
            title = self.tr("The catalogue has no units yet.")
        elif words and self._slot_filter_on():
            title = self.tr("No unit for {slot} matches “{search}”.").format(
                slot=self._slot_name, search=words
            )
        elif words:
            title = self.tr("No unit matches “{search}”.").format(search=words)
        elif searching:
            title = self.tr("No unit matches these filters.")
        else:
            title = self.tr("No unit fits {slot}.").format(slot=self._slot_name)
        self.empty_title.setText(title)
        others = 0
        if self._slot_type is not None and not self.all_types.isChecked():
            others = self.proxy.matches_of_any_type()
        self.empty_other_types.setText(
            self.tr("Units of other types match: {count}.").format(count=others)
        )
        self.empty_other_types.setVisible(others > 0)
        self.show_all_button.setVisible(others > 0)
        self.clear_button.setVisible(searching)
        if self._more_units_text:
            self.more_units_label.setText(self._more_units_text)

    def _show_detail(self) -> None:
        """The line under the list: the current unit's eras and traits and, when it is greyed,
        why; else the owner's hint."""
        unit_id = self.current_unit_id()
        row = self.model.row_of(unit_id) if unit_id else -1
        if row < 0:
            self.detail_label.setText(html.escape(self._idle_hint))
            self.detail_label.setVisible(bool(self._idle_hint))
            return
        record = self.model.record(row)
        facts = [
            self.tr("Eras: {eras}").format(eras=record.era_text or "–"),
            self.tr("Traits: {traits}").format(traits=record.trait_text or "–"),
        ]
        text = f"<b>{html.escape(record.name)}</b> · " + html.escape(" · ".join(facts))
        reasons = self.model.blocked_reasons(unit_id or "")
        if reasons:
            colour = self.model.greyed_colour().name()
            why = html.escape(" ".join(reasons))
            text += f"<br><span style='color: {colour}'><i>{why}</i></span>"
        self.detail_label.setText(text)
        self.detail_label.setVisible(True)

    # --- columns ---------------------------------------------------------------------------

    def _show_owned_column(self) -> None:
        """The Owned column only where it can say something: counts recorded, or editable."""
        hidden = not (self.model.any_owned() or self.model.owned_editable())
        if self.view.isColumnHidden(Column.OWNED) != hidden:
            self.view.setColumnHidden(Column.OWNED, hidden)
            self.fit_columns()

    def _measure_columns(self) -> None:
        """The width each column needs to show its title and every cell whole."""
        model = self.model
        header = self.view.horizontalHeader()
        plain = self.view.fontMetrics()
        italic_font = QFont(self.view.font())
        italic_font.setItalic(True)
        italic = QFontMetrics(italic_font)
        # A cell's text has the focus frame's margin and one pixel on each side (as drawn by
        # QCommonStyle), and a pixel more for the italic of greyed rows.
        margin = 2 * (self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1) + 2
        self._natural, self._content, self._short, self._two_lines = {}, {}, {}, {}
        titles, shorts = model.header_titles(), model.short_titles()
        header_metrics = header.fontMetrics()
        header_margin = 2 * self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin) + 4
        model.set_short_titles(frozenset())
        for column in Column:
            texts = {str(model.record(row).display[column]) for row in range(model.rowCount())}
            if column == Column.OWNED:
                texts = {"999"}
            widths = {t: _text_width(t, (plain, italic)) for t in texts}
            widest = max(widths.values(), default=0)
            self._content[column] = max(widest + margin, header.minimumSectionSize())
            title = header.sectionSizeFromContents(column).width()
            self._natural[column] = max(self._content[column], title)
            # A short title does without the room kept for the sort arrow: sorted by that
            # column, its title is elided (the tooltip has it whole).
            short = header_metrics.horizontalAdvance(shorts.get(column, titles[column]))
            self._short[column] = max(self._content[column], short + header_margin)
            if column in self.FLEXIBLE:
                folded = _two_lines_width(widths, (plain, italic))
                self._two_lines[column] = max(folded + margin, header.minimumSectionSize())
        self.fit_columns()

    def natural_width(self, column: int) -> int:
        """The width that shows the column's title and all its cells whole."""
        return self._natural.get(column, 0)

    def content_width(self, column: int) -> int:
        """The width that shows all the column's cells whole (its title may be cut)."""
        return self._content.get(column, 0)

    def fit_columns(self) -> None:
        """Sizes the columns to the list's width (see the class's description)."""
        self.fitter.fit()

    def _plan_columns(self, columns: list[int], available: int) -> dict[int, int]:
        if not self._natural:
            return {}
        widths: dict[int, int] = {c: self._natural[c] for c in columns}
        deficit = sum(widths.values()) - available
        flexible: list[int] = [c for c in self.FLEXIBLE if c in widths]
        figures: list[int] = [c for c in self.FIGURES if c in widths]
        if deficit < 0:
            grow = flexible[-1:] or list(widths)[-1:]
            for column in grow:
                widths[column] += -deficit
        else:
            # The traits (the longest texts) give way first, then the eras, as far as their
            # texts still show whole on two lines; then the headers of the figures; then the
            # traits and eras are cut; then the names.
            # A header is shortened whole (the one that gives the most first), and what it
            # gives beyond the need widens the traits again: few short titles, none for a pixel.
            shorter = sorted(figures, key=lambda c: self._short[c] - widths[c])
            stages: list[dict[int, int]] = [
                *({c: min(widths[c], self._two_lines[c])} for c in reversed(flexible)),
                *({c: min(widths[c], self._short[c])} for c in shorter),
                *({c: min(widths[c], 110)} for c in reversed(flexible)),
                {c: min(widths[c], 40) for c in flexible},
                {Column.NAME: min(widths.get(Column.NAME, 0), 120)}
                if Column.NAME in widths
                else {},
            ]
            for floors in stages:
                if deficit <= 0:
                    break
                if floors.keys() <= set(figures):
                    deficit -= sum(widths[c] - floors[c] for c in floors)
                    widths.update(floors)
                else:
                    deficit -= shrink(widths, floors, deficit)
            for column in flexible[-1:] if deficit < 0 else []:
                widths[column] += -deficit
        self.model.set_short_titles(frozenset(c for c in figures if widths[c] < self._natural[c]))
        # Eras and traits too long for their column take a second line rather than being
        # cut when two lines show them whole (or nearly); far too long (a narrow window) they
        # are cut, and the line under the list gives the current unit's whole.
        cut = [self._natural[c] / max(1, widths[c]) for c in flexible]
        whole = all(widths[c] >= self._two_lines[c] for c in flexible)
        self._set_row_lines(2 if cut and max(cut) > 1 and (whole or max(cut) <= 1.7) else 1)
        return widths

    def row_lines(self) -> int:
        return 2 if self.view.wordWrap() else 1

    def _set_row_lines(self, lines: int) -> None:
        if lines == self.row_lines() and self._row_height_set:
            return
        self._row_height_set = True
        self.view.setWordWrap(lines > 1)
        height = lines * self.view.fontMetrics().lineSpacing() + 8
        self.view.verticalHeader().setDefaultSectionSize(height)

    # --- reactions -------------------------------------------------------------------------

    def _search_changed(self, text: str) -> None:
        self.proxy.set_search(text)
        self._update_count()

    def _slot_filter_on(self) -> bool:
        return self._slot_type is not None and not self.all_types.isChecked()

    def _filters_changed(self) -> None:
        slot_filter = self._slot_filter_on()
        # The slot decides the type while it filters; the type list would only contradict it.
        self.type_combo.setVisible(not slot_filter)
        if self.view.isColumnHidden(Column.TYPE) != slot_filter:
            self.view.setColumnHidden(Column.TYPE, slot_filter)  # every row has the slot's type
            self.fit_columns()
        self.proxy.set_slot_type(self._slot_type if slot_filter else None)
        self.proxy.set_unit_type(None if slot_filter else self.type_combo.currentData() or None)
        self.proxy.set_era(self.era_combo.currentData() or None)
        self.proxy.set_trait(self.trait_combo.currentData() or None)
        self._update_count()

    def _all_types_toggled(self, checked: bool) -> None:
        self._filters_changed()
        self.show_all_types_toggled.emit(checked)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self._show_detail()
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


def _text_width(text: str, metrics: tuple[QFontMetrics, ...]) -> int:
    """The width ``text`` takes on one line in the widest of the fonts. A wrapping cell
    breaks a line that its glyphs overhang (the last letter of an italic), so the overhang
    counts too."""
    return max(max(m.horizontalAdvance(text), m.boundingRect(text).width()) for m in metrics)


def _two_lines_width(widths: dict[str, int], metrics: tuple[QFontMetrics, ...]) -> int:
    """The narrowest width showing each of the texts (with their one-line ``widths``) whole
    over two lines broken at a space, in the widest of the fonts."""
    need = 0
    for text in sorted(widths, key=widths.__getitem__, reverse=True):
        if widths[text] <= need:
            break  # this text and the shorter ones fit on one line already
        if need and all(_wrapped_lines(text, need, m) <= 2 for m in metrics):
            continue  # wrapped as a cell wraps it, it already fits in two lines
        need = max(need, _two_line_width(text, widths[text], metrics))
    return need


def _wrapped_lines(text: str, width: int, metrics: QFontMetrics) -> int:
    box = metrics.boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, text)
    return -(-box.height() // metrics.lineSpacing()) if box.width() <= width else 3


def _two_line_width(text: str, whole: int, metrics: tuple[QFontMetrics, ...]) -> int:
    """The longer of the two halves of ``text`` at its best break: the first space from
    which the head is as wide as the tail, or the one before it (chosen by advances, then
    measured with the glyphs' overhang)."""
    best: tuple[int, int, int] | None = None  # (longer half, head's end, tail's start)
    for at in (at for at, char in enumerate(text) if char == " "):
        head = max(m.horizontalAdvance(text[:at]) for m in metrics)
        tail = max(m.horizontalAdvance(text[at + 1 :]) for m in metrics)
        if best is None or max(head, tail) < best[0]:
            best = (max(head, tail), at, at + 1)
        if head >= tail:
            break
    if best is None:
        return whole
    _, end, start = best
    return min(whole, max(_text_width(text[:end], metrics), _text_width(text[start:], metrics)))
