"""Suggestions: the legal pairs that complete a squad whose Primary is chosen."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QListView, QVBoxLayout, QWidget

from app.i18n import current_language, translate
from app.systems.base import GameSystem
from ui.widgets.retranslate import Retranslatable

ModelIndex = QModelIndex | QPersistentModelIndex


class SuggestionModel(QAbstractListModel):
    """Rows are the system's suggestions, best first, named in the current language."""

    def __init__(self, system: GameSystem, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.system = system
        self._suggestions: list[Any] = []

    def set_suggestions(self, suggestions: list[Any]) -> None:
        self.beginResetModel()
        self._suggestions = list(suggestions)
        self.endResetModel()

    def suggestion(self, row: int) -> Any:
        return self._suggestions[row] if 0 <= row < len(self._suggestions) else None

    def retranslate(self) -> None:
        if self._suggestions:
            self.dataChanged.emit(self.index(0), self.index(len(self._suggestions) - 1))

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._suggestions)

    def filled_slots(self, suggestion: Any) -> list[tuple[str, Any]]:
        """(slot key, unit) for each slot of the structure the suggestion fills."""
        return [
            (spec.key, getattr(suggestion, spec.key))
            for spec in self.system.roster_structure().slots
            if getattr(suggestion, spec.key, None) is not None
        ]

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        suggestion = self._suggestions[index.row()]
        lang = current_language()
        if role == Qt.ItemDataRole.DisplayRole:
            names = " + ".join(unit.name.get(lang) for _key, unit in self.filled_slots(suggestion))
            points = self.tr("{points} PC, {spare} SP to spare").format(
                points=suggestion.points, spare=suggestion.spare
            )
            return f"{names}  ·  {points}"
        if role == Qt.ItemDataRole.ToolTipRole:
            context = self.system.translation_context
            labels = {s.key: s.label for s in self.system.roster_structure().slots}
            return "\n".join(
                f"{translate(context, labels[key], lang)}: {unit.name.get(lang)}"
                for key, unit in self.filled_slots(suggestion)
            )
        return None


class SuggestionsPanel(Retranslatable, QWidget):
    """Lists suggestions for one squad; a click (or Enter) applies one."""

    chosen = Signal(int, object)  # squad, suggestion
    owned_only_changed = Signal(bool)

    def __init__(self, system: GameSystem, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("suggestions-panel")
        self.squad: int | None = None
        self._primary_name: dict[str, str] | None = None
        self.title = QLabel(self)
        self.title.setObjectName("suggestions-title")
        self.title.setWordWrap(True)
        self.owned_only = QCheckBox(self)
        self.owned_only.setObjectName("suggestions-owned-only")
        self.owned_only.toggled.connect(self.owned_only_changed)
        self.model = SuggestionModel(system, self)
        self.view = QListView(self)
        self.view.setObjectName("suggestions")
        self.view.setModel(self.model)
        self.view.setAlternatingRowColors(True)
        self.view.clicked.connect(self._chosen)
        self.view.activated.connect(self._chosen)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.owned_only)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        self.retranslate()

    def show_suggestions(
        self, squad: int | None, primary_name: dict[str, str] | None, suggestions: list[Any]
    ) -> None:
        self.squad = squad
        self._primary_name = primary_name
        self.model.set_suggestions(suggestions)
        self._show_title()

    def _show_title(self) -> None:
        if self.squad is None or self._primary_name is None:
            self.title.setText(
                self.tr("Choose a Primary unit to see which pairs complete its squad.")
            )
            return
        lang = current_language()
        name = self._primary_name.get(lang) or self._primary_name.get("en", "")
        if self.model.rowCount():
            text = self.tr("Squad {squad} with {primary}: click a pair to complete the squad.")
        else:
            text = self.tr("Squad {squad} with {primary}: no legal pair is left.")
        self.title.setText(text.format(squad=self.squad, primary=name))

    def retranslate(self) -> None:
        self.owned_only.setText(self.tr("Owned only"))
        self.owned_only.setToolTip(self.tr("Suggest only units from your collection"))
        self.model.retranslate()
        self._show_title()

    def _chosen(self, index: QModelIndex) -> None:
        suggestion = self.model.suggestion(index.row())
        if suggestion is not None and self.squad is not None:
            self.chosen.emit(self.squad, suggestion)
