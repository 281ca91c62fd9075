"""A table model over a catalogue's units, in the interface language."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QApplication

from app.i18n import current_language, translate
from app.systems.base import GameSystem
from ui.widgets.contrast import greyed_brush
from ui.widgets.search import fold

# What a dragged catalogue entry carries: the unit id, UTF-8.
UNIT_MIME_TYPE = "application/x-muster-unit"

ModelIndex = QModelIndex | QPersistentModelIndex

UnitIdRole = Qt.ItemDataRole.UserRole + 1
SortRole = Qt.ItemDataRole.UserRole + 2
BlockedRole = Qt.ItemDataRole.UserRole + 3


class Column(IntEnum):
    NAME = 0
    TYPE = 1
    POINTS = 2
    FORCE = 3
    STAMINA = 4
    CHARACTERS = 5
    OWNED = 6
    ERAS = 7
    TRAITS = 8


_COLUMN_COUNT = len(Column)
_OWNED = int(Column.OWNED)
_CENTERED = frozenset(
    int(c) for c in (Column.POINTS, Column.FORCE, Column.STAMINA, Column.CHARACTERS, Column.OWNED)
)
_CENTER = int(Qt.AlignmentFlag.AlignCenter)
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_EDIT = int(Qt.ItemDataRole.EditRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_SORT = int(SortRole)
_UNIT_ID = int(UnitIdRole)
_BLOCKED = int(BlockedRole)

_ROW_FLAGS = (
    Qt.ItemFlag.ItemIsEnabled
    | Qt.ItemFlag.ItemIsSelectable
    | Qt.ItemFlag.ItemIsDragEnabled
    | Qt.ItemFlag.ItemNeverHasChildren
)
_EDITABLE_FLAGS = _ROW_FLAGS | Qt.ItemFlag.ItemIsEditable


@dataclass
class UnitRecord:
    """One row: the unit and its texts in the current language (rebuilt on language change)."""

    unit: Any
    eras: frozenset[str]
    name: str = ""
    type_name: str = ""
    era_text: str = ""
    trait_text: str = ""
    search_key: str = ""
    display: tuple[Any, ...] = ()


class UnitTableModel(QAbstractTableModel):
    """Rows are the catalogue's units; ``set_owned`` and ``set_blocked`` decorate them.

    ``owned_count_edited(unit_id, count)`` is emitted when the Owned cell is edited (only when
    ``set_owned_editable(True)``); the owner stores the count and calls ``set_owned`` back.
    """

    owned_count_edited = Signal(str, int)

    def __init__(self, system: GameSystem, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.system = system
        self.catalog: Any = None
        self.language = current_language()
        self._records: list[UnitRecord] = []
        self._rows: dict[str, int] = {}
        self._owned: dict[str, int] = {}
        self._blocked: dict[str, list[str]] = {}
        self._owned_editable = False
        self._short_titles: frozenset[int] = frozenset()
        self.sort_state: tuple[int, Qt.SortOrder] = (Column.NAME, Qt.SortOrder.AscendingOrder)
        font = QFont()
        font.setItalic(True)
        self._greyed_font = font
        self._greyed_brush = greyed_brush(QApplication.palette())
        self._type_order = {
            slot.unit_type: order for order, slot in enumerate(system.roster_structure().slots)
        }

    # --- data in ---------------------------------------------------------------------------

    def set_catalog(self, catalog: Any) -> None:
        self.beginResetModel()
        self.catalog = catalog
        units = sorted(catalog.units.values(), key=lambda unit: unit.id) if catalog else []
        self._records = [UnitRecord(unit, frozenset(catalog.eras_of(unit))) for unit in units]
        self._rows = {record.unit.id: row for row, record in enumerate(self._records)}
        self._blocked = {}
        self._fill_texts()
        self._sort_records()
        self.endResetModel()

    def set_language(self, language: str) -> None:
        self.language = language
        self._fill_texts()
        self._changed_all()
        self.sort(*self.sort_state)  # names sort differently in another language
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(Column) - 1)

    def set_owned(self, counts: dict[str, int]) -> None:
        self._owned = {unit_id: n for unit_id, n in counts.items() if n > 0}
        self._changed_all()

    def set_owned_editable(self, editable: bool) -> None:
        self._owned_editable = editable

    def set_blocked(self, reasons: dict[str, list[str]]) -> None:
        """Units that would break a rule where they are going, with why (greyed, tooltip)."""
        if reasons == self._blocked:
            return
        self._blocked = reasons
        self._changed_all()

    def blocked_reasons(self, unit_id: str) -> list[str]:
        return list(self._blocked.get(unit_id, []))

    def greyed_colour(self) -> QColor:
        return self._greyed_brush.color()

    def owned_editable(self) -> bool:
        return self._owned_editable

    def any_owned(self) -> bool:
        return bool(self._owned)

    def type_names(self) -> dict[str, str]:
        context = self.system.translation_context
        return {
            slot.unit_type: translate(context, slot.label, self.language)
            for slot in self.system.roster_structure().slots
        }

    def _fill_texts(self) -> None:
        if self.catalog is None:
            return
        lang = self.language
        types = self.type_names()
        catalog = self.catalog
        for record in self._records:
            unit = record.unit
            record.name = unit.name.get(lang)
            record.type_name = types.get(unit.type, unit.type)
            era_order = catalog.era_ids()
            ordered = sorted(
                record.eras, key=lambda e: era_order.index(e) if e in era_order else 99
            )
            record.era_text = ", ".join(catalog.era_name(e, lang) for e in ordered)
            record.trait_text = ", ".join(catalog.trait_name(t, lang) for t in unit.traits)
            names = [record.name, unit.name.en, record.trait_text, record.type_name]
            if unit.unique_name is not None:
                names += [unit.unique_name.get(lang), unit.unique_name.en]
            record.search_key = fold(" ".join(names))
            record.display = tuple(self._display(record, column) for column in Column)

    def _changed_all(self) -> None:
        if self._records:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._records) - 1, len(Column) - 1)
            )

    # --- data out --------------------------------------------------------------------------

    def record(self, row: int) -> UnitRecord:
        return self._records[row]

    def row_of(self, unit_id: str) -> int:
        return self._rows.get(unit_id, -1)

    def unit_id(self, row: int) -> str:
        return str(self._records[row].unit.id)

    def owned_count(self, unit_id: str) -> int:
        return self._owned.get(unit_id, 0)

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._records)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else _COLUMN_COUNT

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section in self._short_titles:
                column = Column(section)
                return self.short_titles().get(column, self.header_titles()[column])
            return self.header_titles()[Column(section)]
        if role == Qt.ItemDataRole.ToolTipRole:
            # A narrow list shortens the titles of the figures: the tooltip has them whole.
            column = Column(section)
            return self.header_tips().get(column, self.header_titles()[column])
        return None

    def header_titles(self) -> dict[Column, str]:
        return {
            Column.NAME: self.tr("Name"),
            Column.TYPE: self.tr("Type"),
            Column.POINTS: self.tr("SP / PC"),
            Column.FORCE: self.tr("Force"),
            Column.STAMINA: self.tr("Stamina / Durability"),
            Column.CHARACTERS: self.tr("Characters"),
            Column.ERAS: self.tr("Eras"),
            Column.TRAITS: self.tr("Traits"),
            Column.OWNED: self.tr("Owned"),
        }

    def short_titles(self) -> dict[Column, str]:
        """Titles for a narrow list, where the figures' columns are no wider than a number."""
        return {
            Column.TYPE: self.tr("Type"),
            Column.POINTS: self.tr("SP/PC"),
            Column.FORCE: self.tr("F", "short for Force"),
            Column.STAMINA: self.tr("S/D", "short for Stamina / Durability"),
            Column.CHARACTERS: self.tr("Ch.", "short for Characters"),
            Column.OWNED: self.tr("Own.", "short for Owned"),
        }

    def set_short_titles(self, columns: frozenset[int]) -> None:
        if columns != self._short_titles:
            self._short_titles = columns
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(Column) - 1)

    def header_tips(self) -> dict[Column, str]:
        return {
            Column.POINTS: self.tr(
                "Squad Points (SP) of a Primary unit, Point Cost (PC) of the others"
            ),
            Column.OWNED: self.tr("How many you own"),
        }

    def data(self, index: ModelIndex, role: int = _DISPLAY) -> Any:
        # Called for every role of every visible cell at each repaint: plain int comparisons
        # and texts prepared in _fill_texts keep a keystroke's repaint within a frame.
        if role == _DISPLAY:
            record = self._records[index.row()]
            column = index.column()
            if column == _OWNED:
                return self._owned.get(record.unit.id, 0) or ""
            return record.display[column]
        if role == _ALIGNMENT:
            return _CENTER if index.column() in _CENTERED else None
        if role in (_FOREGROUND, _FONT):
            unit_id = self._records[index.row()].unit.id
            if unit_id not in self._blocked:
                return None
            return self._greyed_brush if role == _FOREGROUND else self._greyed_font
        if role == _SORT:
            return self._sort_key(self._records[index.row()], Column(index.column()))
        if role == _UNIT_ID:
            return self._records[index.row()].unit.id
        if role == _TOOLTIP:
            return self._tooltip(self._records[index.row()], index.column())
        if role == _EDIT and index.column() == _OWNED:
            return self._owned.get(self._records[index.row()].unit.id, 0)
        if role == _BLOCKED:
            return self._records[index.row()].unit.id in self._blocked
        return None

    def _tooltip(self, record: UnitRecord, column: int) -> str | None:
        unit = record.unit
        reasons = self._blocked.get(unit.id)
        if reasons:
            return "\n".join(reasons)
        if column == Column.NAME and unit.unique_name is not None:
            return str(unit.unique_name.get(self.language))
        if column in (Column.ERAS, Column.TRAITS):
            return str(record.display[column])
        return None

    def _display(self, record: UnitRecord, column: Column) -> Any:
        unit = record.unit
        if column == Column.NAME:
            return record.name
        if column == Column.TYPE:
            return record.type_name
        if column == Column.POINTS:
            return unit.points
        if column == Column.FORCE:
            return unit.force
        if column == Column.STAMINA:
            return f"{unit.stamina} / {unit.durability}"
        if column == Column.CHARACTERS:
            return unit.characters
        if column == Column.ERAS:
            return record.era_text
        if column == Column.TRAITS:
            return record.trait_text
        count = self._owned.get(unit.id, 0)
        return count or ""

    def _sort_key(self, record: UnitRecord, column: Column) -> Any:
        unit = record.unit
        if column == Column.NAME:
            return fold(record.name)
        if column == Column.TYPE:
            return self._type_order.get(unit.type, len(self._type_order))
        if column == Column.STAMINA:
            return unit.stamina * 100 + unit.durability
        if column == Column.OWNED:
            return self._owned.get(unit.id, 0)
        if column in (Column.ERAS, Column.TRAITS):
            return fold(self._display(record, column))
        return self._display(record, column)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sorts the rows themselves, by the column's sort key then by name.

        The proxy hands sorting down here: sorting in Python with precomputed keys takes a
        fraction of a millisecond, where the proxy would call ``data()`` for every comparison
        again after each keystroke's re-filtering.
        """
        if not 0 <= column < len(Column):
            return
        self.sort_state = (column, order)
        self.layoutAboutToBeChanged.emit()
        persistent = self.persistentIndexList()
        held = [(self._records[index.row()].unit.id, index.column()) for index in persistent]
        self._sort_records()
        self.changePersistentIndexList(
            persistent, [self.index(self._rows[unit_id], col) for unit_id, col in held]
        )
        self.layoutChanged.emit()

    def _sort_records(self) -> None:
        column, order = self.sort_state
        key = Column(column)
        self._records.sort(key=lambda record: fold(record.name))
        self._records.sort(
            key=lambda record: self._sort_key(record, key),
            reverse=order == Qt.SortOrder.DescendingOrder,
        )
        self._rows = {record.unit.id: row for row, record in enumerate(self._records)}

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        if self._owned_editable and index.column() == _OWNED:
            return _EDITABLE_FLAGS
        return _ROW_FLAGS

    def setData(self, index: ModelIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not (index.isValid() and self._owned_editable and index.column() == Column.OWNED):
            return False
        try:
            count = max(0, int(value or 0))
        except (TypeError, ValueError):
            return False
        self.owned_count_edited.emit(self.unit_id(index.row()), count)
        return True

    # --- drag and drop ---------------------------------------------------------------------

    def mimeTypes(self) -> list[str]:
        return [UNIT_MIME_TYPE]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        mime = QMimeData()
        rows = sorted({index.row() for index in indexes if index.isValid()})
        if rows:
            unit_id = self.unit_id(rows[0])
            mime.setData(UNIT_MIME_TYPE, QByteArray(unit_id.encode("utf-8")))
            mime.setText(self._records[rows[0]].name)
        return mime

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction
