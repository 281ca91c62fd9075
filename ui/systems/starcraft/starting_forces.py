"""Before the first round: each player's starting forces, as the back of their faction sheet
lists them. The pack does not know them (the sheets are pictures), so the table view asks the
players to enter them here; each player's entry is one ``starting_forces`` event."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.i18n import current_language, format_text
from app.systems.starcraft import tracker as sc
from app.systems.starcraft.tracker.state import STARTING_FORCES, TrackerState
from ui.widgets.retranslate import Retranslatable

COLUMNS = 3  # units per row of the grid


class StartingForces(Retranslatable, QWidget):
    """One player at a time: a count per unit of their race, the transports' routes and the
    printed building; "Record" sends the event through ``record``."""

    def __init__(
        self,
        state: Callable[[], TrackerState],
        record: Callable[[str, dict[str, Any]], bool],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("starting-forces")
        self.state = state
        self.record_event = record
        self.player_combo = QComboBox(self)
        self.player_combo.setObjectName("forces-player")
        for seat in range(len(state().players)):
            self.player_combo.addItem("", seat)
        self.player_combo.currentIndexChanged.connect(self._player_changed)
        self.known_label = QLabel(self)
        self.known_label.setObjectName("forces-known")
        self.known_label.setWordWrap(True)
        self.unit_grid = QGridLayout()
        self.unit_spins: dict[str, QSpinBox] = {}
        self.unit_labels: dict[str, QLabel] = {}
        self.transports_label = QLabel(self)
        self.transports_edit = QLineEdit(self)
        self.transports_edit.setObjectName("forces-transports")
        self.building_label = QLabel(self)
        self.building_combo = QComboBox(self)
        self.building_combo.setObjectName("forces-building")
        self.record_button = QPushButton(self)
        self.record_button.setObjectName("forces-record")
        self.record_button.clicked.connect(self.record)
        top = QHBoxLayout()
        top.addWidget(self.player_combo)
        top.addWidget(self.known_label, 1)
        extras = QGridLayout()
        extras.addWidget(self.transports_label, 0, 0)
        extras.addWidget(self.transports_edit, 0, 1)
        extras.addWidget(self.building_label, 1, 0)
        extras.addWidget(self.building_combo, 1, 1)
        extras.addWidget(self.record_button, 1, 2)
        extras.setColumnStretch(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        grid_row = QHBoxLayout()
        grid_row.addLayout(self.unit_grid)
        grid_row.addStretch(1)
        layout.addLayout(grid_row)
        layout.addLayout(extras)
        self.retranslate()

    def seat(self) -> int:
        return int(self.player_combo.currentData() or 0)

    def show_player(self, seat: int) -> None:
        self.player_combo.setCurrentIndex(self.player_combo.findData(seat))
        self._player_changed()

    def _name(self, seat: int) -> str:
        return str(self.state().setup.players[seat].name)

    def _player_changed(self) -> None:
        state = self.state()
        seat = self.seat()
        player = state.players[seat]
        faction = sc.faction_of(state, seat)
        catalog = sc.catalog_of(state.setup)
        language = current_language()
        while self.unit_grid.count():
            item = self.unit_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.unit_spins = {}
        self.unit_labels = {}
        units = catalog.units_of(faction.race) if faction else []
        for number, unit in enumerate(units):
            label = QLabel(str(unit.name.get(language)), self)
            spin = QSpinBox(self)
            spin.setObjectName(f"forces-{unit.id}")
            spin.setRange(0, unit.pieces)
            spin.setValue(player.units.get(unit.id, 0))
            spin.setMaximumWidth(spin.fontMetrics().horizontalAdvance("000") + 48)
            row, column = divmod(number, COLUMNS)
            self.unit_grid.addWidget(label, row, 2 * column)
            self.unit_grid.addWidget(spin, row, 2 * column + 1)
            self.unit_labels[unit.id] = label
            self.unit_spins[unit.id] = spin
        self.transports_edit.setText(", ".join(player.transports))
        self.building_combo.clear()
        self.building_combo.addItem(self.tr("none"), "")
        for building in catalog.buildings_of(faction.race) if faction else []:
            self.building_combo.addItem(str(building.name.get(language)), building.id)
        printed = next((b for b, level in player.buildings.items() if level == 1), "")
        self.building_combo.setCurrentIndex(max(0, self.building_combo.findData(printed)))
        missing = seat in sc.forces_missing(state)
        self.known_label.setText(
            self.tr("Not entered yet: copy them from the back of the faction sheet.")
            if missing
            else format_text(
                self.tr("{faction}: entered; change them if the sheet says otherwise."),
                faction=faction.name.get(language) if faction else "",
            )
        )
        self.record_button.setText(
            format_text(self.tr("Record {player}'s starting forces"), player=self._name(seat))
        )

    def record(self) -> None:
        seat = self.seat()
        payload: dict[str, Any] = {
            "player": seat,
            "units": {unit: spin.value() for unit, spin in self.unit_spins.items() if spin.value()},
            "transports": [
                route.strip() for route in self.transports_edit.text().split(",") if route.strip()
            ],
        }
        building = self.building_combo.currentData()
        payload["buildings"] = {str(building): 1} if building else {}
        if self.record_event(STARTING_FORCES, payload):
            missing = sc.forces_missing(self.state())
            self.show_player(missing[0] if missing else seat)

    def refresh(self) -> None:
        for row in range(self.player_combo.count()):
            seat = int(self.player_combo.itemData(row))
            missing = seat in sc.forces_missing(self.state())
            words = self.tr("{player}: units to enter") if missing else self.tr("{player}: ready")
            self.player_combo.setItemText(row, format_text(words, player=self._name(seat)))
        self._player_changed()

    def retranslate(self) -> None:
        self.transports_label.setText(self.tr("Transports (routes, separated by commas)"))
        self.transports_edit.setPlaceholderText(self.tr("e.g. Char–Aiur"))
        self.building_label.setText(self.tr("Printed building (level 1)"))
        self.refresh()
