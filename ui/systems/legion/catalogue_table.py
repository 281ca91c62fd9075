"""Every Legion card on the Catalogue page: name, kind (a unit's rank, an upgrade's type),
points, figures (a unit's miniatures, wounds, courage, speed and defence die; a command
card's pips; a battle card's category), keywords and how many the player owns, searchable,
filtered by kind. Cards Legion HQ announces but that are not out yet are listed only when
*Unreleased* is ticked, marked "not out yet", never with 0 points."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QWidget,
)

from app.i18n import current_language, translate
from app.systems.legion.catalog import CARD_KINDS, Card, LegionCatalog
from app.systems.legion.print_layout import CONTEXT, DIE_NAMES, WOUNDS, unit_stats
from app.systems.legion.terms import kind_name
from ui.systems.legion import names
from ui.systems.legion.card_list import CardFilterProxy, CardTableModel, Column, SortRole
from ui.widgets.card_table import card_table, lay_out_under_filters, search_field
from ui.widgets.retranslate import Retranslatable

FIGURES = len(Column)  # one column more than the builder's list
_EDIT = int(Qt.ItemDataRole.EditRole)
_SORT = int(SortRole)
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
ModelIndex = QModelIndex | QPersistentModelIndex


class CatalogueCardModel(CardTableModel):
    """The builder's card rows, with the cards' figures and an Owned count the page edits."""

    owned_count_edited = Signal(str, int)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.catalog: LegionCatalog | None = None
        self._owned_editable = False
        self._figures: dict[tuple[str, str], str] = {}

    def set_catalog(self, catalog: LegionCatalog | None) -> None:
        self.catalog = catalog
        cards = list(catalog.cards.values()) if catalog is not None else []
        self.set_cards(cards, {card.id: card.points for card in cards})

    def set_owned_editable(self, editable: bool) -> None:
        self._owned_editable = editable

    def owned_count(self, card_id: str) -> int:
        return self._owned.get(card_id, 0)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else FIGURES + 1

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:
        if section == FIGURES and orientation == Qt.Orientation.Horizontal and role == _DISPLAY:
            return self.tr("Figures")
        return super().headerData(section, orientation, role)

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        flags = super().flags(index)
        if self._owned_editable and index.column() == Column.OWNED:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: ModelIndex, role: int = _DISPLAY) -> Any:
        if not index.isValid():
            return None
        card = self.record(index.row()).card
        if index.column() == FIGURES:
            return self.figures(card) if role in (_DISPLAY, _EDIT) else None
        if index.column() == Column.OWNED and role == _EDIT:
            return self.owned_count(card.id)
        if index.column() == Column.KIND and card.kind != "unit":
            if role == _DISPLAY:
                return self.kind_text(card)
            if role == _SORT:  # units first (by rank), then upgrades, command, battle cards
                return f"{CARD_KINDS.index(card.kind)} {self.kind_text(card)} {card.id}"
        return super().data(index, role)

    def kind_text(self, card: Card) -> str:
        if card.kind == "upgrade":
            return names.upgrade_type_name(card.subtype)
        return kind_name(card.kind, current_language())

    def figures(self, card: Card) -> str:
        language = current_language()
        known = self._figures.get((language, card.id))
        if known is None:
            known = self._figures[(language, card.id)] = self._figures_of(card, language)
        return known

    def _figures_of(self, card: Card, language: str) -> str:
        if card.stats is not None:
            figures = [f"{stat.label} {stat.value}" for stat in unit_stats(card, language)]
            die = translate(CONTEXT, DIE_NAMES[card.stats.defense], language)
            return " · ".join([*figures, die])
        if card.pips is not None:
            return "•" * card.pips
        if card.category:
            return names.category_name(card.category, language)
        if card.wounds is not None:
            return f"{translate(CONTEXT, WOUNDS, language)} {card.wounds}"
        return ""

    def setData(self, index: ModelIndex, value: Any, role: int = _EDIT) -> bool:
        if role != _EDIT or index.column() != Column.OWNED:
            return False
        try:
            count = max(0, int(value))
        except (TypeError, ValueError):
            return False
        self.owned_count_edited.emit(self.record(index.row()).card.id, count)
        return True

    def refresh_texts(self) -> None:
        self._figures = {}
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, FIGURES)
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, FIGURES))


class CatalogueCardProxy(CardFilterProxy):
    """The builder's search and unreleased filter, and a filter by kind of card."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._kind: str | None = None

    def set_kind(self, kind: str | None) -> None:
        self._set("_kind", kind)

    def filterAcceptsRow(self, source_row: int, source_parent: ModelIndex) -> bool:
        if self._kind is not None and self.card_model().record(source_row).card.kind != (
            self._kind
        ):
            return False
        return super().filterAcceptsRow(source_row, source_parent)

    def unit_id_at(self, row: int) -> str:
        return self.card_id_at(row)


class LegionCatalogueTable(Retranslatable, QWidget):
    """The Catalogue page's Legion table (``ui.systems.GameViews.units``)."""

    def __init__(self, system: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("legion-catalogue")
        self.system = system
        self.model = CatalogueCardModel(self)
        self.proxy = CatalogueCardProxy(self)
        self.proxy.setSourceModel(self.model)
        self.search = search_field(self, lambda _text: self._refilter())
        self.kind_combo = QComboBox(self)
        self.kind_combo.setObjectName("kind-filter")
        self.kind_combo.currentIndexChanged.connect(self._refilter)
        self.show_unreleased = QCheckBox(self)
        self.show_unreleased.setObjectName("show-unreleased")
        self.show_unreleased.toggled.connect(self._refilter)
        self.count_label = QLabel(self)
        self.count_label.setObjectName("card-count")
        self.view = card_table(self, self.proxy)
        self.view.sortByColumn(Column.KIND, Qt.SortOrder.AscendingOrder)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(Column.KEYWORDS, QHeaderView.ResizeMode.Stretch)
        header.resizeSection(Column.NAME, 260)
        header.resizeSection(FIGURES, 300)
        self.proxy.modelReset.connect(self._show_count)
        filters = [self.search, self.kind_combo, self.show_unreleased, self.count_label]
        lay_out_under_filters(self, filters, self.view)
        self.retranslate()

    def retranslate(self) -> None:
        self.search.setPlaceholderText(self.tr("Search names and keywords (Ctrl+F)"))
        self.show_unreleased.setText(self.tr("Unreleased"))
        self.show_unreleased.setToolTip(
            self.tr("Also list the cards Legion HQ announces but that are not out yet")
        )
        current = self.kind_combo.currentData()
        self.kind_combo.blockSignals(True)
        self.kind_combo.clear()
        self.kind_combo.addItem(self.tr("All cards"), "")
        for kind in CARD_KINDS:
            text = kind_name(kind, current_language())
            self.kind_combo.addItem(text[:1].upper() + text[1:], kind)
        self.kind_combo.setCurrentIndex(max(0, self.kind_combo.findData(current or "")))
        self.kind_combo.blockSignals(False)
        self.model.refresh_texts()
        self._show_count()

    def _refilter(self) -> None:
        self.proxy.set_search(self.search.text())
        self.proxy.set_kind(self.kind_combo.currentData() or None)
        self.proxy.set_show_unreleased(self.show_unreleased.isChecked())
        self._show_count()

    def _show_count(self) -> None:
        self.count_label.setText(self.tr("%n card(s)", "", self.proxy.rowCount()))

    def set_catalog(self, catalog: LegionCatalog | None) -> None:
        self.model.set_catalog(catalog)
        self._show_count()

    def set_owned(self, owned: dict[str, int]) -> None:
        self.model.set_owned(owned)
        self.view.setColumnHidden(Column.OWNED, False)

    def save_state(self, settings: QSettings, key: str) -> None:
        settings.setValue(f"{key}/header", self.view.horizontalHeader().saveState())

    def restore_state(self, settings: QSettings, key: str) -> None:
        state = settings.value(f"{key}/header")
        if state is not None:
            self.view.horizontalHeader().restoreState(state)
