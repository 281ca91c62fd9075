"""What the round asks now, one panel per step (seed 003 L306-L352): the initiative bids, an
activation (the fighter, its reinforcements or a Reaction, the dice drawn for each), the
Environment step's end (the discard step and the reserve rebuild), the debriefing's success
points. The panels hold widgets only; the tracker view fills them from the state and turns
their buttons into events."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ui.tracker import style


def touch(button: QPushButton, bold: bool = False) -> QPushButton:
    button.setStyleSheet(style.touch_button_style() + (" font-weight: bold;" if bold else ""))
    return button


def dice_spin(parent: QWidget, name: str) -> QSpinBox:
    spin = QSpinBox(parent)
    spin.setObjectName(name)
    spin.setMinimumHeight(style.TOUCH)
    spin.setMinimumWidth(64)
    return spin


class InitiativePanel(QWidget):
    """Step 1: each player's bid of Skill and Power dice, and whether the winner lets the
    other player start."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("initiative-panel")
        self.names = [QLabel(self), QLabel(self)]
        self.skill_labels = [QLabel(self), QLabel(self)]
        self.power_labels = [QLabel(self), QLabel(self)]
        self.skill = [dice_spin(self, f"bid-skill-{p}") for p in (0, 1)]
        self.power = [dice_spin(self, f"bid-power-{p}") for p in (0, 1)]
        self.gives_box = QCheckBox(self)
        self.gives_box.setObjectName("winner-gives-initiative")
        self.bid_button = touch(QPushButton(self), bold=True)
        self.bid_button.setObjectName("bid")
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        row = QHBoxLayout()
        for player in (0, 1):
            self.names[player].setFont(style.scaled_font(self, 1.1, bold=True))
            self.names[player].setStyleSheet(f"color: {style.player_color(player).name()};")
            row.addWidget(self.names[player])
            row.addWidget(self.skill_labels[player])
            row.addWidget(self.skill[player])
            row.addWidget(self.power_labels[player])
            row.addWidget(self.power[player])
            row.addSpacing(16)
        row.addWidget(self.gives_box)
        row.addStretch(1)
        row.addWidget(self.bid_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.hint)

    def retranslate(self) -> None:
        for player in (0, 1):
            self.skill_labels[player].setText(self.tr("Skill"))
            self.power_labels[player].setText(self.tr("Power"))
        self.gives_box.setText(self.tr("The winner lets the other player start"))
        self.bid_button.setText(self.tr("Bid (B)"))
        self.bid_button.setToolTip(
            self.tr("Record both players' bids; tied bids are rolled until one player wins")
        )
        self.hint.setText(
            self.tr(
                "The dice bid leave the reserves. The higher bid chooses who has the "
                "initiative; when nobody bids, the Defensive player has it."
            )
        )


class ActivationPanel(QWidget):
    """An activation: the fighter, a Reaction, the reinforcements it calls and the dice each
    of them draws from the reserves; or "Je passe"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("activation-panel")
        self.title = QLabel(self)
        self.title.setObjectName("activation-title")
        self.title.setFont(style.scaled_font(self, 1.1, bold=True))
        self.fighter_combo = QComboBox(self)
        self.fighter_combo.setObjectName("activation-fighter")
        self.fighter_combo.setMinimumHeight(style.TOUCH)
        self.fighter_combo.setMinimumContentsLength(14)
        self.reaction_box = QCheckBox(self)
        self.reaction_box.setObjectName("reaction")
        self.reinforcements_label = QLabel(self)
        self.reinforcement_row = QHBoxLayout()
        self.reinforcement_buttons: dict[str, QPushButton] = {}
        self.dice_grid = QGridLayout()
        self.dice_rows: dict[str, tuple[QLabel, QSpinBox, QSpinBox]] = {}
        self.limit = QLabel(self)
        self.limit.setObjectName("dice-limit")
        self.limit.setWordWrap(True)
        self.activate_button = touch(QPushButton(self), bold=True)
        self.activate_button.setObjectName("activate")
        self.pass_button = touch(QPushButton(self))
        self.pass_button.setObjectName("pass")

        choice = QHBoxLayout()
        choice.addWidget(self.title)
        choice.addWidget(self.fighter_combo)
        choice.addWidget(self.reaction_box)
        choice.addWidget(self.reinforcements_label)
        choice.addLayout(self.reinforcement_row)
        choice.addStretch(1)
        dice = QHBoxLayout()
        dice.addLayout(self.dice_grid)
        dice.addWidget(self.limit, 1)
        dice.addWidget(self.activate_button)
        dice.addWidget(self.pass_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(choice)
        layout.addLayout(dice)

    def chosen(self) -> str | None:
        data = self.fighter_combo.currentData()
        return str(data) if data is not None else None

    def reinforcements(self) -> list[str]:
        return [
            key.split(":", 1)[1] for key, b in self.reinforcement_buttons.items() if b.isChecked()
        ]

    def set_reinforcements(self, choices: list[tuple[str, str]]) -> bool:
        """The fighters that may come as reinforcements ("side:id", name); the ticks kept while the
        same fighters may come. True when the buttons were made anew."""
        if [key for key, _ in choices] == list(self.reinforcement_buttons):
            return False
        for button in self.reinforcement_buttons.values():
            self.reinforcement_row.removeWidget(button)
            button.hide()  # until it is deleted, never drawn under the new ones
            button.deleteLater()
        self.reinforcement_buttons = {}
        for key, name in choices:
            button = QPushButton(name, self)
            button.setObjectName(f"reinforcement-{key.split(':', 1)[1]}")
            button.setCheckable(True)
            button.setStyleSheet(style.toggle_button_sheet(padding=6))
            self.reinforcement_row.addWidget(button)
            button.show()
            self.reinforcement_buttons[key] = button
        return True

    def set_dice_rows(self, rows: list[tuple[str, str, int, int]], limit: int) -> bool:
        """One row per fighter drawing dice: (key, name, Skill dice, Power dice) as proposed;
        kept as the player set them while the same fighters draw, within ``limit`` dice of a
        type for each. True when rebuilt."""
        if [key for key, *_ in rows] == list(self.dice_rows):
            for _label, skill, power in self.dice_rows.values():
                skill.setMaximum(limit)
                power.setMaximum(limit)
            return False
        for label, skill, power in self.dice_rows.values():
            for widget in (label, skill, power):
                self.dice_grid.removeWidget(widget)
                widget.hide()
                widget.deleteLater()
        self.dice_rows = {}
        for index, (key, name, skill_count, power_count) in enumerate(rows):
            label = QLabel(name, self)
            fighter = key.split(":", 1)[1]
            skill = dice_spin(self, f"dice-skill-{fighter}")
            power = dice_spin(self, f"dice-power-{fighter}")
            skill.setRange(0, limit)
            power.setRange(0, limit)
            skill.setValue(skill_count)
            power.setValue(power_count)
            skill.setPrefix(self.tr("Skill") + " ")
            power.setPrefix(self.tr("Power") + " ")
            self.dice_grid.addWidget(label, index, 0)
            self.dice_grid.addWidget(skill, index, 1)
            self.dice_grid.addWidget(power, index, 2)
            for widget in (label, skill, power):
                widget.show()
            self.dice_rows[key] = (label, skill, power)
        return True

    def shares(self) -> dict[str, dict[str, int]]:
        """The dice each fighter draws, as ``roll_dice`` takes them."""
        found = {}
        for row_key, (_label, skill, power) in self.dice_rows.items():
            key = row_key.split(":", 1)[1]
            share = {
                die: spin.value()
                for die, spin in (("skill", skill), ("power", power))
                if spin.value()
            }
            if share:
                found[key] = share
        return found

    def retranslate(self) -> None:
        self.reaction_box.setText(self.tr("Reaction"))
        self.reaction_box.setToolTip(
            self.tr(
                "Answers the opponent's activation that has just begun (before it calls "
                "reinforcements) with a fighter not yet activated; the opponent goes on after"
            )
        )
        self.reinforcements_label.setText(self.tr("Reinforcements:"))
        self.activate_button.setText(self.tr("Activate and roll (A)"))
        self.activate_button.setToolTip(
            self.tr("Draw the dice from the reserves, roll them and place them on the profiles")
        )
        self.pass_button.setText(self.tr("Pass (P)"))
        self.pass_button.setToolTip(
            self.tr('"Je passe": two passes in a row end the alternate activations')
        )
        for _label, skill, power in self.dice_rows.values():
            skill.setPrefix(self.tr("Skill") + " ")
            power.setPrefix(self.tr("Power") + " ")


class EndRoundPanel(QWidget):
    """The Environment step's end: what the discard step and the reserve rebuild will do, and
    the button that does them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("end-round-panel")
        self.preview = QLabel(self)
        self.preview.setObjectName("end-round-preview")
        self.preview.setWordWrap(True)
        self.end_button = touch(QPushButton(self), bold=True)
        self.end_button.setObjectName("end-round")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.preview, 1)
        layout.addWidget(self.end_button)

    def retranslate(self) -> None:
        self.end_button.setText(self.tr("Discard and rebuild the reserves (R)"))
        self.end_button.setToolTip(
            self.tr(
                "The discard step, the reserve rebuild and the end of the round: tilted "
                "cards upright, the round counter advances"
            )
        )


class DebriefingPanel(QWidget):
    """The debriefing: the mission's conditions read again, each player's success points."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("debriefing-panel")
        self.conditions = QLabel(self)
        self.conditions.setObjectName("mission-conditions")
        self.conditions.setWordWrap(True)
        self.names = [QLabel(self), QLabel(self)]
        self.points = [dice_spin(self, f"success-points-{p}") for p in (0, 1)]
        for spin in self.points:
            spin.setRange(0, 999)
        self.finish_button = touch(QPushButton(self), bold=True)
        self.finish_button.setObjectName("count-success-points")
        row = QHBoxLayout()
        for player in (0, 1):
            self.names[player].setFont(style.scaled_font(self, 1.1, bold=True))
            self.names[player].setStyleSheet(f"color: {style.player_color(player).name()};")
            row.addWidget(self.names[player])
            row.addWidget(self.points[player])
            row.addSpacing(16)
        row.addStretch(1)
        row.addWidget(self.finish_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.conditions)
        layout.addLayout(row)

    def retranslate(self) -> None:
        self.finish_button.setText(self.tr("Count the success points and end the game"))
