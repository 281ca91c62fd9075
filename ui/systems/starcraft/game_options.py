"""StarCraft's New game choices: 2 to 6 players with their names and factions (chosen in turn
order or drawn at random), the first player, and the variant. StarCraft has no rosters: the
box gives the players itself (``uses_rosters`` False, see ``ui.tracker.new_game_dialog``).

A faction's sheet typed in once (``faction_sheet.py``, the button beside the players) fills
each player's workers and permanent resources here, and its starting units in the game; the
home planet starts as the faction's own, to be renamed as the galaxy is laid out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.errors import MusterError
from app.i18n import current_language, format_text
from app.systems.starcraft import tracker as sc
from app.systems.starcraft.tracker.state import MAX_PLAYERS, MIN_PLAYERS
from app.workspace import Workspace
from ui.systems.starcraft.faction_sheet import FactionSheetDialog
from ui.widgets.retranslate import Retranslatable

RANDOM = ""  # the first player's combo: drawn at random


class StarcraftOptions(Retranslatable, QGroupBox):
    uses_rosters = False  # the dialog shows no strike teams: the players are chosen here
    changed = Signal()  # a choice changed: the dialog asks problem() again

    def __init__(self, workspace: Workspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("starcraft-options")
        self.workspace = workspace
        self.catalog = workspace.catalog("starcraft")
        self.factions = [f.id for f in self.catalog.factions()]
        self.count_label = QLabel(self)
        self.count_spin = QSpinBox(self)
        self.count_spin.setObjectName("player-count")
        self.count_spin.setRange(MIN_PLAYERS, MAX_PLAYERS)
        self.count_spin.setValue(4)
        self.variant_label = QLabel(self)
        self.variant_combo = QComboBox(self)
        self.variant_combo.setObjectName("variant")
        for variant in ("standard", "galactic_conquest", "teams"):
            self.variant_combo.addItem("", variant)
        self.choice_label = QLabel(self)
        self.choice_combo = QComboBox(self)
        self.choice_combo.setObjectName("faction-choice")
        for choice in ("chosen", "random"):
            self.choice_combo.addItem("", choice)
        self.first_label = QLabel(self)
        self.first_combo = QComboBox(self)
        self.first_combo.setObjectName("first-player")
        self.sheet_button = QPushButton(self)
        self.sheet_button.setObjectName("faction-sheets")
        self.sheet_button.clicked.connect(self.open_faction_sheet)
        self.auto_homes = [""] * MAX_PLAYERS  # the home planet names this box proposed
        form = QFormLayout()
        form.addRow(self.count_label, self.count_spin)
        form.addRow(self.variant_label, self.variant_combo)
        form.addRow(self.choice_label, self.choice_combo)
        form.addRow(self.first_label, self.first_combo)
        self.grid = QGridLayout()
        self.seat_labels: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        self.faction_combos: list[QComboBox] = []
        self.home_edits: list[QLineEdit] = []
        self.worker_spins: list[QSpinBox] = []
        self.mineral_spins: list[QSpinBox] = []
        self.gas_spins: list[QSpinBox] = []
        self.headers = [QLabel(self) for _ in range(6)]
        for column, header in enumerate(self.headers):
            self.grid.addWidget(header, 0, column + 1)
        for seat in range(MAX_PLAYERS):
            label = QLabel(self)
            name = QLineEdit(self)
            name.setObjectName(f"player-name-{seat}")
            name.setMinimumWidth(140)
            faction = QComboBox(self)
            faction.setObjectName(f"faction-{seat}")
            for faction_id in self.factions:
                faction.addItem("", faction_id)
            faction.setCurrentIndex(seat % len(self.factions))
            faction.currentIndexChanged.connect(self.changed)
            faction.currentIndexChanged.connect(lambda _i, s=seat: self.fill_from_sheet(s))
            name.textChanged.connect(self._names_changed)
            # What the faction sheet's back gives (the pack does not know it).
            home = QLineEdit(self)
            home.setObjectName(f"home-{seat}")
            home.setMinimumWidth(120)
            home.textChanged.connect(self.changed)
            workers = QSpinBox(self)
            workers.setObjectName(f"workers-{seat}")
            workers.setRange(0, 15)
            minerals = QSpinBox(self)
            minerals.setObjectName(f"minerals-{seat}")
            minerals.setRange(0, 9)
            gas = QSpinBox(self)
            gas.setObjectName(f"gas-{seat}")
            gas.setRange(0, 9)
            for column, widget in enumerate((label, name, faction, home, workers, minerals, gas)):
                self.grid.addWidget(widget, seat + 1, column)
            self.home_edits.append(home)
            self.worker_spins.append(workers)
            self.mineral_spins.append(minerals)
            self.gas_spins.append(gas)
            self.seat_labels.append(label)
            self.name_edits.append(name)
            self.faction_combos.append(faction)
        self.grid.setColumnStretch(1, 2)
        self.grid.setColumnStretch(3, 1)
        form.addRow(self.sheet_button)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(self.grid)
        self.count_spin.valueChanged.connect(self._seats_changed)
        self.choice_combo.currentIndexChanged.connect(self._seats_changed)
        self.variant_combo.currentIndexChanged.connect(self.changed)
        self.retranslate()
        for seat in range(MAX_PLAYERS):
            self.fill_from_sheet(seat)

    # --- the players --------------------------------------------------------------------------

    def count(self) -> int:
        return self.count_spin.value()

    def player_names(self) -> list[str]:
        return [
            self.name_edits[n].text().strip() or self.tr("Player {number}").format(number=n + 1)
            for n in range(self.count())
        ]

    def _seats_changed(self) -> None:
        random_factions = self.choice_combo.currentData() == "random"
        for seat in range(MAX_PLAYERS):
            shown = seat < self.count()
            self.seat_labels[seat].setVisible(shown)
            self.name_edits[seat].setVisible(shown)
            self.faction_combos[seat].setVisible(shown and not random_factions)
            for widget in (
                self.home_edits[seat],
                self.worker_spins[seat],
                self.mineral_spins[seat],
                self.gas_spins[seat],
            ):
                widget.setVisible(shown)
        self.headers[1].setVisible(not random_factions)
        self._names_changed()

    def faction_at(self, seat: int) -> Any:
        return self.catalog.faction(str(self.faction_combos[seat].currentData()))

    def fill_from_sheet(self, seat: int) -> None:
        """What the faction's sheet says (once typed in): workers, permanent resources, and a
        home planet named after the faction until the players rename it."""
        faction = self.faction_at(seat)
        if faction is None:
            return
        if faction.starting_workers is not None:
            self.worker_spins[seat].setValue(faction.starting_workers)
        if faction.permanent_resources is not None:
            printed = self._printed_resources(faction)
            self.mineral_spins[seat].setValue(printed[0])
            self.gas_spins[seat].setValue(printed[1])
        home = self.home_edits[seat]
        if home.text() in ("", self.auto_homes[seat]):
            name = faction.name.get(current_language())
            self.auto_homes[seat] = format_text(self.tr("Home of {faction}"), faction=name)
            home.setText(self.auto_homes[seat])

    @staticmethod
    def _printed_resources(faction: Any) -> tuple[int, int]:
        """The capacities of the sheet's first permanent minerals and gas (0: none)."""
        capacity = {"minerals": 0, "gas": 0}
        for resource in reversed(faction.permanent_resources or ()):
            capacity[resource.resource] = resource.capacity
        return capacity["minerals"], capacity["gas"]

    def open_faction_sheet(self) -> None:
        """The faction sheet dialog, on the first player's faction whose sheet is not all
        known; what it saves fills the players' rows at once."""
        unknown = [
            seat for seat in range(self.count()) if getattr(self.faction_at(seat), "unknown", ())
        ]
        seat = unknown[0] if unknown else 0
        dialog = FactionSheetDialog(
            self.workspace, str(self.faction_combos[seat].currentData()), self
        )
        dialog.exec()
        self.catalog = self.workspace.reload_catalog("starcraft")
        for seat in range(MAX_PLAYERS):
            self.fill_from_sheet(seat)

    def _names_changed(self) -> None:
        chosen = self.first_combo.currentData()
        self.first_combo.blockSignals(True)
        self.first_combo.clear()
        self.first_combo.addItem(self.tr("Drawn at random"), RANDOM)
        for seat, name in enumerate(self.player_names()):
            self.first_combo.addItem(name, seat)
        found = self.first_combo.findData(chosen)
        self.first_combo.setCurrentIndex(max(found, 0))
        self.first_combo.blockSignals(False)
        self.changed.emit()

    def problem(self) -> str:
        """What stops the game from starting, in one sentence ("" when nothing does)."""
        names = [n.casefold() for n in self.player_names()]
        if len(set(names)) != len(names):
            return self.tr("The players need different names.")
        for seat, name in enumerate(self.player_names()):
            if not self.home_edits[seat].text().strip():
                return format_text(self.tr("Name {player}'s home planet."), player=name)
        if self.choice_combo.currentData() == "chosen":
            factions = [self.faction_combos[n].currentData() for n in range(self.count())]
            if len(set(factions)) != len(factions):
                return self.tr("Each faction is played once at most.")
        if self.variant_combo.currentData() == "teams" and self.count() not in (4, 6):
            return self.tr("The team game is for 4 or 6 players.")
        return ""

    # --- GameOptions ----------------------------------------------------------------------------

    def set_players(self, names: Sequence[str], rosters: Sequence[Any]) -> None:
        """The dialog's own players are not used: StarCraft's are chosen in this box."""

    def setup(self, players: Sequence[Any], accepted: Sequence[Any], catalog: Any) -> Any:
        problem = self.problem()
        if problem:
            raise MusterError("{detail}", detail=problem)
        variant = str(self.variant_combo.currentData())
        first = self.first_combo.currentData()
        return sc.new_setup(
            [
                (name, str(self.faction_combos[n].currentData()))
                for n, name in enumerate(self.player_names())
            ],
            catalog,
            first_player=None if first == RANDOM else int(first),
            faction_choice=str(self.choice_combo.currentData()),
            variant="standard" if variant == "teams" else variant,
            teams=variant == "teams",
            starts=[self.start(seat) for seat in range(self.count())],
        )

    def start(self, seat: int) -> dict[str, Any]:
        """What seat's faction sheet gives, as entered: home base, workers, the permanent
        resources (a capacity of 0: no such card). Where the figures pack knows the sheet and
        the players kept its figures, the pack's own are used (its resources as printed)."""
        permanent = [
            {"resource": resource, "capacity": spin.value()}
            for resource, spin in (
                ("minerals", self.mineral_spins[seat]),
                ("gas", self.gas_spins[seat]),
            )
            if spin.value()
        ]
        start: dict[str, Any] = {
            "bases": [self.home_edits[seat].text().strip()],
            "workers": self.worker_spins[seat].value(),
            "permanent": permanent,
        }
        faction = self.faction_at(seat)
        kept = (self.mineral_spins[seat].value(), self.gas_spins[seat].value())
        printed = faction is not None and faction.permanent_resources is not None
        if printed and kept == self._printed_resources(faction):
            del start["permanent"]  # the sheet's own cards, as printed
        return start

    def retranslate(self) -> None:
        language = current_language()
        self.setTitle(self.tr("StarCraft"))
        self.count_label.setText(self.tr("Players"))
        self.variant_label.setText(self.tr("Variant"))
        self.choice_label.setText(self.tr("Factions"))
        self.first_label.setText(self.tr("First player"))
        self.sheet_button.setText(self.tr("Faction sheets…"))
        self.sheet_button.setToolTip(
            self.tr("Type a faction sheet's figures once: every new game then starts from them")
        )
        names = {
            "standard": self.tr("Standard game"),
            "galactic_conquest": self.tr("Galactic Conquest"),
            "teams": self.tr("Teams of two"),
        }
        for row in range(self.variant_combo.count()):
            self.variant_combo.setItemText(row, names[str(self.variant_combo.itemData(row))])
        for header, text in zip(
            self.headers,
            (
                self.tr("Name"),
                self.tr("Faction"),
                self.tr("Home planet"),
                self.tr("Workers"),
                self.tr("Minerals"),
                self.tr("Gas"),
            ),
            strict=True,
        ):
            header.setText(text)
        for spin in (*self.mineral_spins, *self.gas_spins):
            spin.setToolTip(self.tr("The capacity of the faction sheet's permanent resource"))
        self.choice_combo.setItemText(0, self.tr("Chosen in turn order"))
        self.choice_combo.setItemText(1, self.tr("Drawn at random"))
        for seat in range(MAX_PLAYERS):
            self.seat_labels[seat].setText(self.tr("Player {number}").format(number=seat + 1))
            self.name_edits[seat].setPlaceholderText(self.tr("Name"))
            self.home_edits[seat].setPlaceholderText(self.tr("Planet"))
            combo = self.faction_combos[seat]
            for row in range(combo.count()):
                faction = self.catalog.faction(str(combo.itemData(row)))
                combo.setItemText(row, faction.name.get(language) if faction else "")
        self._seats_changed()
