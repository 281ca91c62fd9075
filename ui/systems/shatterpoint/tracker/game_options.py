"""Shatterpoint's part of the New game dialog: the mission set, the objectives, the deck mode
and the first player, entered or rolled with five attack dice each."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.roster.document import RosterDocument
from app.systems.base import Tracked
from app.workspace import Workspace
from ui.systems.shatterpoint.tracker.dice import DiceRow
from ui.tracker import style
from ui.widgets.retranslate import Retranslatable


class NewGameOptions(Retranslatable, QGroupBox):
    """The game's own choices in the New game dialog (``GameViews.new_game``)."""

    def __init__(self, workspace: Workspace, system: Tracked, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("game-options")
        self.workspace = workspace
        self.system = system
        self.rules: Any = system.tracker()
        # Rolls for the first player: (winner, rounds of faces per player).
        self.roll_dice: Callable[[], tuple[int, list[list[list[str]]]]] = self._roll
        self.roll: list[list[list[str]]] | None = None
        self.names: list[str] = ["", ""]  # as the dialog shows them
        self._rolling = False

        self.mission_label = QLabel(self)
        self.mission_combo = QComboBox(self)
        self.mission_combo.setObjectName("mission-set")
        self.mission_combo.setEditable(True)
        self.objectives_label = QLabel(self)
        self.objectives_spin = QSpinBox(self)
        self.objectives_spin.setObjectName("objectives")
        self.objectives_spin.setRange(1, 9)
        self.objectives_spin.setValue(5)
        self.deck_label = QLabel(self)
        self.digital_radio = QRadioButton(self)
        self.digital_radio.setObjectName("deck-digital")
        self.digital_radio.setChecked(True)
        self.physical_radio = QRadioButton(self)
        self.physical_radio.setObjectName("deck-physical")
        self.deck_group = QButtonGroup(self)
        self.deck_group.addButton(self.digital_radio)
        self.deck_group.addButton(self.physical_radio)
        deck_row = QHBoxLayout()
        deck_row.addWidget(self.digital_radio)
        deck_row.addWidget(self.physical_radio)
        deck_row.addStretch(1)

        self.first_label = QLabel(self)
        self.first_radios = [QRadioButton(self), QRadioButton(self)]
        self.first_group = QButtonGroup(self)
        for number, radio in enumerate(self.first_radios):
            radio.setObjectName(f"first-player-{number}")
            self.first_group.addButton(radio, number)
            radio.toggled.connect(self._first_player_entered)
        self.roll_button = QPushButton(self)
        self.roll_button.setObjectName("roll-first-player")
        self.roll_button.setStyleSheet(style.touch_button_style())
        self.roll_button.clicked.connect(self.roll_for_first_player)
        first_row = QHBoxLayout()
        for radio in self.first_radios:
            first_row.addWidget(radio)
        first_row.addWidget(self.roll_button)
        first_row.addStretch(1)
        self.dice_area = QWidget(self)
        self.dice_grid = QGridLayout(self.dice_area)
        self.dice_grid.setContentsMargins(0, 0, 0, 0)
        self.roll_result = QLabel(self)
        self.roll_result.setObjectName("roll-result")
        self.roll_result.setWordWrap(True)
        self.first_radios[0].setChecked(True)

        form = QFormLayout()
        form.addRow(self.mission_label, self.mission_combo)
        form.addRow(self.objectives_label, self.objectives_spin)
        form.addRow(self.deck_label, deck_row)
        form.addRow(self.first_label, first_row)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.dice_area)
        layout.addWidget(self.roll_result)
        self.retranslate()
        self._show_roll()

    def _roll(self) -> tuple[int, list[list[list[str]]]]:
        winner, result = self.rules.roll_first_player()
        return winner, result.rounds

    # --- what the dialog tells and asks -------------------------------------------------------

    def set_players(self, names: Sequence[str], rosters: Sequence[RosterDocument | None]) -> None:
        """The players' names (as shown) and strike teams changed."""
        self.names = list(names)
        for number, radio in enumerate(self.first_radios):
            radio.setText(self.names[number])
        current = self.mission_combo.currentText()
        self.mission_combo.clear()
        seen: list[str] = []
        for document in rosters:
            if document is not None and document.mission_set and document.mission_set not in seen:
                seen.append(document.mission_set)
        self.mission_combo.addItems(seen)
        if current:
            self.mission_combo.setCurrentText(current)
        self._show_roll()

    def setup(
        self,
        players: Sequence[tuple[str, RosterDocument]],
        accepted: Sequence[Sequence[str]],
        catalog: Any,
    ) -> Any:
        """The game's setup from these choices; raises MusterError when it cannot be."""
        return self.rules.new_setup(
            list(players),
            catalog,
            first_player=self.first_player(),
            deck_mode=self.deck_mode(),
            mission_set=self.mission_combo.currentText().strip() or None,
            objectives=self.objectives_spin.value(),
            violations=[list(codes) for codes in accepted],
            first_player_roll=self.roll,
        )

    def first_player(self) -> int:
        return max(0, self.first_group.checkedId())

    def deck_mode(self) -> str:
        return "physical" if self.physical_radio.isChecked() else "digital"

    # --- the first player ---------------------------------------------------------------------

    def _first_player_entered(self) -> None:
        if self.sender() is not None and not self._rolling:
            self.roll = None
            self._show_roll()

    def roll_for_first_player(self) -> None:
        winner, rounds = self.roll_dice()
        self._rolling = True
        self.first_radios[winner].setChecked(True)
        self._rolling = False
        self.roll = rounds
        self._show_roll()

    def _show_roll(self) -> None:
        while self.dice_grid.count():
            item = self.dice_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        if not self.roll:
            self.roll_result.setText("")
            self.dice_area.setVisible(False)
            return
        self.dice_area.setVisible(True)
        for number, faces in enumerate(self.roll):
            heading = QLabel(self.tr("Roll {number}").format(number=number + 1), self.dice_area)
            self.dice_grid.addWidget(heading, number * 2, 0, 1, 2)
            for player in (0, 1):
                label = QLabel(self.names[player], self.dice_area)
                dice = DiceRow(self.dice_area)
                dice.set_faces(faces[player])
                dice.setObjectName(f"dice-{number}-{player}")
                column = player * 2
                self.dice_grid.addWidget(label, number * 2 + 1, column)
                self.dice_grid.addWidget(dice, number * 2 + 1, column + 1)
        self.dice_grid.setColumnStretch(4, 1)
        self.dice_grid.setColumnMinimumWidth(2, 24)
        winner = self.first_group.checkedId()
        text = self.tr("{player} goes first.").format(player=self.names[winner])
        if len(self.roll) > 1:
            text = self.tr("A full tie was rolled again. ") + text
        self.roll_result.setText(text)
        window = self.window()
        if window is not None and window.isVisible():
            window.adjustSize()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Game"))
        self.mission_label.setText(self.tr("Mission set"))
        editor = self.mission_combo.lineEdit()
        if editor is not None:
            editor.setPlaceholderText(self.tr("The mission set you play"))
        self.objectives_label.setText(self.tr("Objectives"))
        self.deck_label.setText(self.tr("Order decks"))
        self.digital_radio.setText(self.tr("Digital: Muster shuffles and reveals"))
        self.physical_radio.setText(self.tr("Physical: we use our own cards"))
        self.first_label.setText(self.tr("First player"))
        self.roll_button.setText(self.tr("Roll the dice"))
        self.roll_button.setToolTip(
            self.tr(
                "Five attack dice each: most crits, then hits, then expertise; "
                "a full tie rolls again"
            )
        )
        if hasattr(self, "dice_area"):
            self._show_roll()
