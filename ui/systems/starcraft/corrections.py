"""Setting a player's figures by hand, and ending the game by agreement.

A correction is one ``player_corrected`` event holding only the figures the players changed
(conquest points, zones, resource cards and the workers on them, workers in reserve and
unavailable, units, bases, transports, buildings, modules, technologies, combat and Event
cards); the end by agreement is one ``game_ended`` event naming the winners. Both are taken
back by the table view's Undo.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from app.i18n import current_language, format_text
from app.systems.starcraft import tracker as sc
from app.systems.starcraft.catalog import MAX_BUILDING_LEVEL, MODULE_TYPES
from app.systems.starcraft.tracker.state import (
    GAME_ENDED,
    PLAYER_CORRECTED,
    ResourceCard,
    TrackerState,
)
from ui.widgets.retranslate import Retranslatable

Record = Callable[[str, dict[str, Any]], str]  # the sentence refusing the event, or ""
NUMBERS = ("cp", "zones", "reserve", "unavailable", "hand", "events_held")
COLUMNS = 3


def _names(text: str) -> list[str]:
    return [name.strip() for name in text.split(",") if name.strip()]


def _clear(layout: QGridLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.hide()
            widget.deleteLater()


class CorrectionForm(Retranslatable, QDialog):
    """One player's figures, as the table shows them; "Record" sends what changed."""

    def __init__(
        self, state: TrackerState, seat: int, record: Record, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("starcraft-correction")
        self.setModal(True)
        self.state = state
        self.record_event = record
        self.player_combo = QComboBox(self)
        self.player_combo.setObjectName("correct-player")
        for number, setup in enumerate(state.setup.players):
            self.player_combo.addItem(setup.name, number)
        self.player_combo.setCurrentIndex(seat)
        self.player_combo.currentIndexChanged.connect(self.show_player)

        self.numbers_box = QGroupBox(self)
        numbers = QFormLayout(self.numbers_box)
        self.number_labels: dict[str, QLabel] = {}
        self.number_spins: dict[str, QSpinBox] = {}
        for key in NUMBERS:
            spin = QSpinBox(self.numbers_box)
            spin.setObjectName(f"correct-{key}")
            spin.setRange(0, 99 if key != "cp" else 199)
            label = QLabel(self.numbers_box)
            numbers.addRow(label, spin)
            self.number_labels[key] = label
            self.number_spins[key] = spin

        self.pieces_box = QGroupBox(self)
        pieces = QFormLayout(self.pieces_box)
        self.bases_label = QLabel(self.pieces_box)
        self.bases_edit = QLineEdit(self.pieces_box)
        self.bases_edit.setObjectName("correct-bases")
        self.transports_label = QLabel(self.pieces_box)
        self.transports_edit = QLineEdit(self.pieces_box)
        self.transports_edit.setObjectName("correct-transports")
        for edit in (self.bases_edit, self.transports_edit):
            edit.setMinimumWidth(220)
        pieces.addRow(self.bases_label, self.bases_edit)
        pieces.addRow(self.transports_label, self.transports_edit)

        self.units_box = QGroupBox(self)
        self.units_grid = QGridLayout(self.units_box)
        self.unit_spins: dict[str, QSpinBox] = {}
        self.build_box = QGroupBox(self)
        self.build_grid = QGridLayout(self.build_box)
        self.building_spins: dict[str, QSpinBox] = {}
        self.module_spins: dict[str, QSpinBox] = {}
        self.tech_checks: dict[str, QCheckBox] = {}

        # The resource cards: one row each, the workers on them.
        self.cards_box = QGroupBox(self)
        self.cards_table = QTableWidget(0, 5, self.cards_box)
        self.cards_table.setObjectName("correct-cards")
        self.cards_table.verticalHeader().setVisible(False)
        self.cards_table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        self.cards_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.add_card_button = QPushButton(self.cards_box)
        self.add_card_button.setObjectName("correct-add-card")
        self.add_card_button.clicked.connect(lambda: self._add_card(None))
        self.remove_card_button = QPushButton(self.cards_box)
        self.remove_card_button.setObjectName("correct-remove-card")
        self.remove_card_button.clicked.connect(self._remove_card)
        cards_buttons = QHBoxLayout()
        cards_buttons.addWidget(self.add_card_button)
        cards_buttons.addWidget(self.remove_card_button)
        cards_buttons.addStretch(1)
        cards_layout = QVBoxLayout(self.cards_box)
        cards_layout.addWidget(self.cards_table)
        cards_layout.addLayout(cards_buttons)
        self.card_rows: list[dict[str, Any]] = []

        self.problem = QLabel(self)
        self.problem.setObjectName("correct-problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b3261e;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setObjectName("correct-record")
        self.buttons.accepted.connect(self.record)
        self.buttons.rejected.connect(self.reject)

        left = QVBoxLayout()
        left.addWidget(self.numbers_box)
        left.addWidget(self.pieces_box)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(self.units_box)
        right.addWidget(self.build_box)
        right.addWidget(self.cards_box, 1)
        columns = QHBoxLayout()
        columns.addLayout(left)
        columns.addLayout(right, 1)
        body = QWidget(self)
        body.setLayout(columns)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.player_combo)
        top.addWidget(self.intro, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.resize(1000, 680)
        self.retranslate()

    def seat(self) -> int:
        return int(self.player_combo.currentData() or 0)

    def _name(self, entry: Any) -> str:
        return str(entry.name.get(current_language()))

    def show_player(self) -> None:
        """The chosen player's figures, as they are now."""
        state = self.state
        seat = self.seat()
        player = state.players[seat]
        faction = sc.faction_of(state, seat)
        catalog = sc.catalog_of(state.setup)
        race = faction.race if faction else ""
        for key, spin in self.number_spins.items():
            spin.setValue(int(getattr(player, key)))
        self.bases_edit.setText(", ".join(player.bases))
        self.transports_edit.setText(", ".join(player.transports))
        _clear(self.units_grid)
        self.unit_spins = {}
        for number, unit in enumerate(catalog.units_of(race)):
            spin = QSpinBox(self.units_box)
            spin.setObjectName(f"correct-unit-{unit.id}")
            spin.setRange(0, unit.pieces)
            spin.setValue(player.units.get(unit.id, 0))
            row, column = divmod(number, COLUMNS)
            self.units_grid.addWidget(QLabel(self._name(unit), self.units_box), row, 2 * column)
            self.units_grid.addWidget(spin, row, 2 * column + 1)
            self.unit_spins[unit.id] = spin
        _clear(self.build_grid)
        self.building_spins = {}
        self.module_spins = {}
        self.tech_checks = {}
        row = 0
        for number, building in enumerate(catalog.buildings_of(race)):
            spin = QSpinBox(self.build_box)
            spin.setObjectName(f"correct-building-{building.id}")
            spin.setRange(0, building.max_level or MAX_BUILDING_LEVEL)
            spin.setValue(player.buildings.get(building.id, 0))
            spin.setPrefix(self.tr("level") + " ")
            row, column = divmod(number, COLUMNS)
            self.build_grid.addWidget(QLabel(self._name(building), self.build_box), row, 2 * column)
            self.build_grid.addWidget(spin, row, 2 * column + 1)
            self.building_spins[building.id] = spin
        modules = {
            "supply": self.tr("Supply"),
            "research": self.tr("Research & Development"),
            "air_support": self.tr("Air support"),
        }
        row += 1
        offered = [m for m in MODULE_TYPES if catalog.module_of(race, m) is not None]
        for column, module in enumerate(offered):
            spin = QSpinBox(self.build_box)
            spin.setObjectName(f"correct-module-{module}")
            spin.setRange(0, faction.pieces.module_tokens if faction else 9)
            spin.setValue(player.modules.get(module, 0))
            self.build_grid.addWidget(QLabel(modules[module], self.build_box), row, 2 * column)
            self.build_grid.addWidget(spin, row, 2 * column + 1)
            self.module_spins[module] = spin
        row += 1
        for column, tech in enumerate(catalog.techs_of(race)):
            box = QCheckBox(self._name(tech), self.build_box)
            box.setObjectName(f"correct-tech-{tech.id}")
            box.setChecked(tech.id in player.techs)
            self.build_grid.addWidget(box, row, 2 * column, 1, 2)
            self.tech_checks[tech.id] = box
        self.cards_table.setRowCount(0)
        self.card_rows = []
        for card in player.resources:
            self._add_card(card)
        self.problem.setText("")

    def _add_card(self, card: ResourceCard | None) -> None:
        row = self.cards_table.rowCount()
        self.cards_table.insertRow(row)
        name = QLineEdit(self.cards_table)
        name.setObjectName(f"card-name-{row}")
        resource = QComboBox(self.cards_table)
        resource.setObjectName(f"card-resource-{row}")
        resource.addItem(self.tr("minerals"), "minerals")
        resource.addItem(self.tr("gas"), "gas")
        capacity = QSpinBox(self.cards_table)
        capacity.setObjectName(f"card-capacity-{row}")
        capacity.setRange(1, 9)
        workers = QSpinBox(self.cards_table)
        workers.setObjectName(f"card-workers-{row}")
        workers.setRange(0, 15)
        workers.setSuffix(" ⚒")
        partial = QCheckBox(self.tr("overexploited"), self.cards_table)
        partial.setObjectName(f"card-partial-{row}")
        permanent = bool(card and card.permanent)
        if card is not None:
            name.setText(card.id)
            resource.setCurrentIndex(resource.findData(card.resource))
            capacity.setValue(card.capacity)
            workers.setValue(card.workers)
            partial.setChecked(card.side == "partial")
        if permanent:
            name.setReadOnly(True)
            partial.setEnabled(False)
            name.setToolTip(self.tr("A permanent resource is never lost or overexploited"))
        for column, widget in enumerate((name, resource, capacity, workers, partial)):
            self.cards_table.setCellWidget(row, column, widget)
        self.card_rows.append(
            {
                "id": name,
                "resource": resource,
                "capacity": capacity,
                "workers": workers,
                "partial": partial,
                "permanent": permanent,
            }
        )
        self.cards_table.setCurrentCell(row, 0)

    def _remove_card(self) -> None:
        row = self.cards_table.currentRow()
        if not 0 <= row < len(self.card_rows) or self.card_rows[row]["permanent"]:
            return
        self.cards_table.removeRow(row)
        del self.card_rows[row]

    def cards(self) -> list[dict[str, Any]]:
        cards = []
        for row in self.card_rows:
            card: dict[str, Any] = {
                "id": row["id"].text().strip(),
                "resource": str(row["resource"].currentData()),
                "capacity": row["capacity"].value(),
                "workers": row["workers"].value(),
                "side": "partial" if row["partial"].isChecked() else "normal",
            }
            if row["permanent"]:
                card["permanent"] = True
            cards.append(card)
        return cards

    def changes(self) -> dict[str, Any]:
        """The payload's figures that differ from the player's now."""
        player = self.state.players[self.seat()]
        changed: dict[str, Any] = {}
        for key, spin in self.number_spins.items():
            if spin.value() != getattr(player, key):
                changed[key] = spin.value()
        for key, edit in (("bases", self.bases_edit), ("transports", self.transports_edit)):
            names = _names(edit.text())
            if names != getattr(player, key):
                changed[key] = names
        units = {unit: spin.value() for unit, spin in self.unit_spins.items() if spin.value()}
        if units != player.units:
            changed["units"] = units
        buildings = {b: spin.value() for b, spin in self.building_spins.items() if spin.value()}
        if buildings != player.buildings:
            changed["buildings"] = buildings
        modules = {m: spin.value() for m, spin in self.module_spins.items() if spin.value()}
        if modules != {m: n for m, n in player.modules.items() if n}:
            changed["modules"] = modules
        techs = [tech for tech, box in self.tech_checks.items() if box.isChecked()]
        if sorted(techs) != sorted(player.techs):
            changed["techs"] = techs
        cards = self.cards()
        now = [
            {
                "id": c.id,
                "resource": c.resource,
                "capacity": c.capacity,
                "workers": c.workers,
                "side": c.side,
                **({"permanent": True} if c.permanent else {}),
            }
            for c in player.resources
        ]
        if cards != now:
            if any(not card["id"] for card in cards):
                self.problem.setText(self.tr("Name each resource card by its zone."))
                return {}
            changed["resources"] = cards
        return changed

    def record(self) -> None:
        self.problem.setText("")
        changed = self.changes()
        if not changed:
            if not self.problem.text():
                self.problem.setText(self.tr("Nothing is changed."))
            return
        problem = self.record_event(PLAYER_CORRECTED, {"player": self.seat(), **changed})
        if problem:
            self.problem.setText(problem)
            return
        self.accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Correct a player's figures"))
        self.intro.setText(
            self.tr(
                "Set the figures as the table shows them; only what you change is recorded, "
                "as one step that Undo takes back."
            )
        )
        self.numbers_box.setTitle(self.tr("Counts"))
        words = {
            "cp": self.tr("Conquest points"),
            "zones": self.tr("Zones controlled"),
            "reserve": self.tr("Workers in reserve"),
            "unavailable": self.tr("Workers unavailable"),
            "hand": self.tr("Combat cards"),
            "events_held": self.tr("Event cards"),
        }
        for key, label in self.number_labels.items():
            label.setText(words[key])
        self.pieces_box.setTitle(self.tr("Pieces on the board"))
        self.bases_label.setText(self.tr("Bases (planets)"))
        self.transports_label.setText(self.tr("Transports (routes)"))
        for edit in (self.bases_edit, self.transports_edit):
            edit.setPlaceholderText(self.tr("separated by commas"))
        self.units_box.setTitle(self.tr("Units"))
        self.build_box.setTitle(self.tr("Buildings, modules and technologies"))
        self.cards_box.setTitle(self.tr("Resource cards and the workers on them"))
        self.cards_table.setHorizontalHeaderLabels(
            [self.tr("Zone"), self.tr("Resource"), self.tr("Number"), self.tr("Workers"), ""]
        )
        self.add_card_button.setText(self.tr("Add a card"))
        self.remove_card_button.setText(self.tr("Remove the selected card"))
        self.ok_button.setText(self.tr("Record the correction"))
        if not self.card_rows and not self.unit_spins:
            self.show_player()  # once: a change of language keeps what is being entered


class EndGameForm(Retranslatable, QDialog):
    """The players stop by agreement: who wins (nobody, one player or several)."""

    def __init__(self, state: TrackerState, record: Record, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("starcraft-end-game")
        self.setModal(True)
        self.state = state
        self.record_event = record
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.winner_checks: list[QCheckBox] = []
        checks = QVBoxLayout()
        for seat in range(len(state.players)):
            box = QCheckBox(self)
            box.setObjectName(f"winner-{seat}")
            self.winner_checks.append(box)
            checks.addWidget(box)
        self.problem = QLabel(self)
        self.problem.setObjectName("end-problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b3261e;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setObjectName("end-record")
        self.buttons.accepted.connect(self.record)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(checks)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(440)
        self.retranslate()

    def winners(self) -> list[int]:
        return [seat for seat, box in enumerate(self.winner_checks) if box.isChecked()]

    def record(self) -> None:
        problem = self.record_event(GAME_ENDED, {"reason": "agreed", "winners": self.winners()})
        if problem:
            self.problem.setText(problem)
            return
        self.accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("End the game by agreement"))
        self.intro.setText(
            self.tr(
                "The players agree to stop here. Tick who wins: one player, several for a "
                "shared victory, or nobody."
            )
        )
        for seat, box in enumerate(self.winner_checks):
            player = self.state.players[seat]
            box.setText(
                format_text(
                    self.tr("{player} ({faction}): {cp} CP"),
                    player=self.state.setup.players[seat].name,
                    faction=self._faction(seat),
                    cp=player.cp,
                )
            )
            box.setEnabled(not player.eliminated)
        self.ok_button.setText(self.tr("End the game"))

    def _faction(self, seat: int) -> str:
        faction = sc.faction_of(self.state, seat)
        if faction is None:
            return str(self.state.setup.players[seat].faction)
        return str(faction.name.get(current_language()))
