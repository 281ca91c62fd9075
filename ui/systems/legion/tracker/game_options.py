"""Legion's part of the New game dialog: the blue player and the number of rounds (six, or
the optional unlimited rounds). The battle cards are chosen at the table, in the setup."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from app.roster.document import RosterDocument
from app.systems.base import Tracked
from app.systems.legion.tracker_state import DEFAULT_ROUNDS
from app.workspace import Workspace
from ui.widgets.retranslate import Retranslatable


class LegionGameOptions(Retranslatable, QGroupBox):
    """The game's own choices in the New game dialog (``GameViews.new_game``)."""

    def __init__(self, workspace: Workspace, system: Tracked, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("game-options")
        self.workspace = workspace
        self.system = system
        self.rules: Any = system.tracker()
        self.names: list[str] = ["", ""]

        self.blue_label = QLabel(self)
        self.blue_radios = [QRadioButton(self), QRadioButton(self)]
        self.blue_group = QButtonGroup(self)
        blue_row = QHBoxLayout()
        for number, radio in enumerate(self.blue_radios):
            radio.setObjectName(f"blue-player-{number}")
            self.blue_group.addButton(radio, number)
            blue_row.addWidget(radio)
        blue_row.addStretch(1)
        self.blue_radios[0].setChecked(True)
        self.rounds_label = QLabel(self)
        self.rounds_spin = QSpinBox(self)
        self.rounds_spin.setObjectName("rounds")
        self.rounds_spin.setRange(1, 20)
        self.rounds_spin.setValue(DEFAULT_ROUNDS)
        self.unlimited_box = QCheckBox(self)
        self.unlimited_box.setObjectName("unlimited-rounds")
        self.unlimited_box.toggled.connect(lambda on: self.rounds_spin.setEnabled(not on))
        rounds_row = QHBoxLayout()
        rounds_row.addWidget(self.rounds_spin)
        rounds_row.addWidget(self.unlimited_box)
        rounds_row.addStretch(1)
        form = QFormLayout(self)
        form.addRow(self.blue_label, blue_row)
        form.addRow(self.rounds_label, rounds_row)
        self.retranslate()

    # --- what the dialog tells and asks -------------------------------------------------------

    def set_players(self, names: Sequence[str], rosters: Sequence[RosterDocument | None]) -> None:
        """The players' names (as shown) and armies changed."""
        self.names = list(names)
        for number, radio in enumerate(self.blue_radios):
            radio.setText(self.names[number])

    def setup(
        self,
        players: Sequence[tuple[str, RosterDocument]],
        accepted: Sequence[Sequence[str]],
        catalog: Any,
    ) -> Any:
        """The game's setup from these choices; raises MusterError when it cannot be."""
        return self.rules.new_setup(
            list(players), catalog, blue_player=self.blue_player(), rounds=self.rounds()
        )

    def blue_player(self) -> int:
        return max(0, self.blue_group.checkedId())

    def rounds(self) -> int | None:
        """The rounds to play; None: the optional unlimited rounds."""
        return None if self.unlimited_box.isChecked() else self.rounds_spin.value()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Game"))
        self.blue_label.setText(self.tr("Blue player"))
        self.blue_label.setToolTip(
            self.tr("The blue player chooses the battle cards and takes the round counter first")
        )
        self.rounds_label.setText(self.tr("Rounds"))
        self.unlimited_box.setText(self.tr("Unlimited rounds"))
