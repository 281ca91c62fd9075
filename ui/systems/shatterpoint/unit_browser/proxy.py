"""Search-as-you-type, filters and sorting over a :class:`UnitTableModel`."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel, Qt

from ui.systems.shatterpoint.unit_browser.model import SortRole, UnitTableModel, fold


class UnitFilterProxy(QSortFilterProxyModel):
    """Filters by words of the search (every word must match), type, era, trait and ownership,
    and by the type of the slot being filled (``set_slot_type``; ``None`` shows every type).

    It reads the source model's precomputed row records rather than going through ``data()``:
    re-filtering a thousand units on every keystroke must stay within a frame.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(SortRole)
        self._words: list[str] = []
        self._type: str | None = None
        self._slot_type: str | None = None
        self._era: str | None = None
        self._trait: str | None = None
        self._owned_only = False

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        # The source model sorts its rows; the proxy keeps their order and only filters.
        self.unit_model().sort(column, order)

    def unit_model(self) -> UnitTableModel:
        model = self.sourceModel()
        assert isinstance(model, UnitTableModel)
        return model

    def set_search(self, text: str) -> None:
        words = fold(text).split()
        if words != self._words:
            self.beginFilterChange()
            self._words = words
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_unit_type(self, unit_type: str | None) -> None:
        self._set("_type", unit_type)

    def set_slot_type(self, unit_type: str | None) -> None:
        self._set("_slot_type", unit_type)

    def searching(self) -> bool:
        """Whether the search or a filter (other than the slot's type) hides units."""
        return bool(self._words or self._type or self._era or self._trait or self._owned_only)

    def matches_of_any_type(self) -> int:
        """How many units the search and filters would show if the slot's type did not count."""
        model = self._model
        return sum(1 for row in range(model.rowCount()) if self._accepts(model.record(row), False))

    def set_era(self, era: str | None) -> None:
        self._set("_era", era)

    def set_trait(self, trait: str | None) -> None:
        self._set("_trait", trait)

    def set_owned_only(self, owned_only: bool) -> None:
        self._set("_owned_only", owned_only)

    def _set(self, name: str, value: object) -> None:
        if getattr(self, name) != value:
            self.beginFilterChange()
            setattr(self, name, value)
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def refilter(self) -> None:
        """Filters again after the source's data changed (ownership counts, say)."""
        self.beginFilterChange()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def setSourceModel(self, model: Any) -> None:
        assert isinstance(model, UnitTableModel)
        self._model = model
        super().setSourceModel(model)

    def filterAcceptsRow(
        self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex
    ) -> bool:
        return self._accepts(self._model.record(source_row), True)

    def _accepts(self, record: Any, slot: bool) -> bool:
        unit = record.unit
        if slot and self._slot_type is not None and unit.type != self._slot_type:
            return False
        if self._type is not None and unit.type != self._type:
            return False
        if self._era is not None and self._era not in record.eras:
            return False
        if self._trait is not None and self._trait not in unit.traits:
            return False
        if self._owned_only and self._model.owned_count(unit.id) <= 0:
            return False
        key = record.search_key
        return all(word in key for word in self._words)

    def unit_id_at(self, row: int) -> str:
        source = self.mapToSource(self.index(row, 0))
        return self.unit_model().unit_id(source.row())

    def row_of(self, unit_id: str) -> int:
        source_row = self.unit_model().row_of(unit_id)
        if source_row < 0:
            return -1
        return self.mapFromSource(self.unit_model().index(source_row, 0)).row()
