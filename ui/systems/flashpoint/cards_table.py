"""The Flashpoint cards and designs of a catalogue as a searchable table: name, kind, strategic
value (VS) and how many the player owns. The Catalogue page, the team builder (profiles only)
and the profile designer show it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSettings,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHeaderView,
    QLabel,
    QWidget,
)

from app.i18n import current_language
from app.systems.flashpoint.catalog import CARD_KINDS, AnyCard
from app.systems.flashpoint.costs import value_legend
from ui.widgets.card_table import card_table, lay_out_under_filters, search_field
from ui.widgets.retranslate import Retranslatable

NAME, KIND, VALUE, OWNED = range(4)
ID_ROLE = Qt.ItemDataRole.UserRole + 1
KIND_ROLE = Qt.ItemDataRole.UserRole + 2
Index = QModelIndex | QPersistentModelIndex


def kind_title(kind: str) -> str:
    """The kind of card as a list's title: "Archetypes", "Weapons"..."""
    titles = {
        "archetype": QCoreApplication.translate("CardTable", "Archetypes"),
        "weapon": QCoreApplication.translate("CardTable", "Weapons"),
        "equipment": QCoreApplication.translate("CardTable", "Equipment"),
        "ability": QCoreApplication.translate("CardTable", "Abilities"),
        "profile": QCoreApplication.translate("CardTable", "Profiles"),
    }
    return titles[kind]


class CardTableModel(QAbstractTableModel):
    """One row per card of the catalogue, in the catalogue's order."""

    owned_count_edited = Signal(str, int)

    def __init__(self, system: Any, parent: Any = None) -> None:
        super().__init__(parent)
        self.system = system
        self.catalog: Any = None
        self._cards: list[AnyCard] = []
        self._owned: dict[str, int] = {}
        self._owned_editable = False

    def set_catalog(self, catalog: Any) -> None:
        self.beginResetModel()
        self.catalog = catalog
        self._cards = list(catalog.cards.values()) if catalog is not None else []
        self.endResetModel()

    def set_owned(self, owned: dict[str, int]) -> None:
        self._owned = dict(owned)
        if self._cards:
            self.dataChanged.emit(self.index(0, OWNED), self.index(len(self._cards) - 1, OWNED))

    def set_owned_editable(self, editable: bool) -> None:
        self._owned_editable = editable

    def owned_count(self, card_id: str) -> int:
        return self._owned.get(card_id, 0)

    def card_at(self, row: int) -> AnyCard:
        return self._cards[row]

    def row_of(self, card_id: str) -> int:
        return next((n for n, card in enumerate(self._cards) if card.id == card_id), -1)

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._cards)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else 4

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.ToolTipRole and section == 2:
            return self.tr("SV: strategic value")
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("Name"), self.tr("Kind"), self.tr("SV"), self.tr("Owned"))[section]

    def flags(self, index: Index) -> Qt.ItemFlag:
        flags = super().flags(index)
        if self._owned_editable and index.column() == OWNED:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        card = self._cards[index.row()]
        column = index.column()
        if role == ID_ROLE:
            return card.id
        if role == KIND_ROLE:
            return card.kind
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            language = current_language()
            if column == NAME:
                return card.name.get(language)
            if column == KIND:
                return self.system.entry_kind(card, language)
            if column == VALUE:
                return card.points
            if column == OWNED:
                count = self._owned.get(card.id, 0)
                return count if role == Qt.ItemDataRole.EditRole else (count or "")
        if role == Qt.ItemDataRole.ToolTipRole and column == VALUE:
            return self.formula(card)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (VALUE, OWNED):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def formula(self, card: AnyCard) -> str:
        """How the card's value is summed, in the interface's language."""
        from app.systems.flashpoint.catalog import Profile, profile_breakdown

        language = current_language()
        if isinstance(card, Profile):
            return profile_breakdown(card, self.catalog).formula(language)
        return card.cost.formula(language)

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or index.column() != OWNED:
            return False
        try:
            count = max(0, int(value))
        except (TypeError, ValueError):
            return False
        self.owned_count_edited.emit(self._cards[index.row()].id, count)
        return True

    def refresh_texts(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 3)
        if self._cards:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._cards) - 1, 3))


class CardFilterProxy(QSortFilterProxyModel):
    """The rows whose name or kind holds the search text, of the kind chosen (all if None)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._kinds: tuple[str, ...] | None = None
        self.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setSortRole(Qt.ItemDataRole.EditRole)

    def set_text(self, text: str) -> None:
        self.beginFilterChange()
        self._text = text.strip().casefold()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_kinds(self, kinds: tuple[str, ...] | None) -> None:
        self.beginFilterChange()
        self._kinds = kinds
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, row: int, parent: Index) -> bool:
        model = self.sourceModel()
        if self._kinds is not None and model.index(row, 0, parent).data(KIND_ROLE) not in (
            self._kinds
        ):
            return False
        if not self._text:
            return True
        words = " ".join(
            str(model.index(row, column, parent).data() or "") for column in (NAME, KIND)
        )
        card_id = str(model.index(row, 0, parent).data(ID_ROLE))
        return self._text in words.casefold() or self._text in card_id

    def unit_id_at(self, row: int) -> str:
        return str(self.index(row, 0).data(ID_ROLE))


class CardTable(Retranslatable, QWidget):
    """A search field, a kind filter and the table. ``kinds`` limits the rows (the team
    builder shows profiles only) and hides the filter. ``unit_activated(id)`` on Enter or a
    double-click, ``current_unit_changed(id)`` as the cursor moves."""

    unit_activated = Signal(str)
    current_unit_changed = Signal(str)

    def __init__(
        self, system: Any, parent: QWidget | None = None, kinds: tuple[str, ...] | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("flashpoint-cards")
        self.system = system
        self.model = CardTableModel(system, self)
        self.proxy = CardFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.search = search_field(self, self.proxy.set_text)
        self.kind_combo = QComboBox(self)
        self.kind_combo.setObjectName("kind-filter")
        self.kind_combo.currentIndexChanged.connect(self._kind_chosen)
        self.kind_combo.setVisible(kinds is None)
        if kinds is not None:
            self.proxy.set_kinds(kinds)
        self.view = card_table(self, self.proxy)
        self.view.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # the catalogue's order
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        for column in (KIND, VALUE, OWNED):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.view.doubleClicked.connect(self._activated)
        self.view.activated.connect(self._activated)
        self.view.selectionModel().currentRowChanged.connect(self._current_changed)
        layout = lay_out_under_filters(self, [self.search, self.kind_combo], self.view)
        self.legend = QLabel(self)  # the SV column's letters, in plain sight
        self.legend.setObjectName("card-legend")
        layout.addWidget(self.legend)
        self.retranslate()

    def retranslate(self) -> None:
        self.search.setPlaceholderText(self.tr("Search by name or kind (Ctrl+F)"))
        current = self.kind_combo.currentData()
        self.kind_combo.blockSignals(True)
        self.kind_combo.clear()
        self.kind_combo.addItem(self.tr("All kinds"), None)
        for kind in CARD_KINDS:
            self.kind_combo.addItem(kind_title(kind), kind)
        self.kind_combo.setCurrentIndex(max(0, self.kind_combo.findData(current)))
        self.kind_combo.blockSignals(False)
        self.legend.setText(value_legend(current_language()))
        self.model.refresh_texts()

    def _kind_chosen(self) -> None:
        kind = self.kind_combo.currentData()
        self.proxy.set_kinds(None if kind is None else (kind,))

    def _activated(self, index: QModelIndex) -> None:
        if index.isValid():
            self.unit_activated.emit(self.proxy.unit_id_at(index.row()))

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self.current_unit_changed.emit(
            self.proxy.unit_id_at(current.row()) if current.isValid() else ""
        )

    def current_id(self) -> str:
        index = self.view.currentIndex()
        return self.proxy.unit_id_at(index.row()) if index.isValid() else ""

    def select(self, card_id: str) -> None:
        row = self.model.row_of(card_id)
        if row < 0:
            return
        index = self.proxy.mapFromSource(self.model.index(row, 0))
        if index.isValid():
            self.view.setCurrentIndex(index)
            self.view.scrollTo(index)

    def set_catalog(self, catalog: Any) -> None:
        self.model.set_catalog(catalog)

    def set_owned(self, owned: dict[str, int]) -> None:
        self.model.set_owned(owned)

    def save_state(self, settings: QSettings, key: str) -> None:
        settings.setValue(f"{key}/header", self.view.horizontalHeader().saveState())

    def restore_state(self, settings: QSettings, key: str) -> None:
        state = settings.value(f"{key}/header")
        if state is not None:
            self.view.horizontalHeader().restoreState(state)
