"""The activation in progress and its combat action (seed 003 L424-L434, L452-L473).

A line says which figure is activated (and its reinforcements), the only ones that act now.
Clicking a weapon on a fighter's card opens the declaration here: the defender chosen among
the enemies still standing, then "Declare the attack" records ``attack_declared``. Right after
an attack is declared, the panel offers the defender's attribution sequence (its own event,
``defender_dice``): the dice it draws from its side's reserve, up to its Skill of each type,
rolled by the core's ``roll_dice``. The dice compared are settled at the table and entered on
the cards as discards and markers.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.i18n import format_text
from app.systems.flashpoint import tracker as ft
from app.systems.flashpoint.tracker.state import TrackerState
from ui.systems.flashpoint.tracker.round_panels import dice_spin, touch


class TrackerViewLike(Protocol):
    """What the panel asks of the Flashpoint tracker view (named so, not imported: the view
    imports this panel)."""

    game: Any
    rules: Any
    rng: random.Random
    state: TrackerState

    def fighter_name(self, side: int, fighter: str) -> str: ...

    def record(self, event_type: str, payload: dict[str, Any]) -> bool: ...


class CombatPanel(QWidget):
    """The activation in progress, a weapon's attack being declared, the defender's dice."""

    def __init__(self, view: TrackerViewLike, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.setObjectName("combat-panel")
        self.weapon: tuple[int, str, str] | None = None  # attacker's side, id, weapon card
        self.skipped_at = -1  # the event count when the defender's dice were declined
        self.activation = QLabel(self)
        self.activation.setObjectName("activation-in-progress")
        self.activation.setWordWrap(True)

        self.declare_row = QWidget(self)
        self.declare_title = QLabel(self.declare_row)
        self.declare_title.setObjectName("attack-title")
        self.target_combo = QComboBox(self.declare_row)
        self.target_combo.setObjectName("attack-target")
        self.target_combo.setMinimumContentsLength(14)
        self.declare_button = touch(QPushButton(self.declare_row), bold=True)
        self.declare_button.setObjectName("declare-attack")
        self.declare_button.clicked.connect(self.declare)
        self.cancel_button = touch(QPushButton(self.declare_row))
        self.cancel_button.setObjectName("cancel-attack")
        self.cancel_button.clicked.connect(self.cancel)
        declare = QHBoxLayout(self.declare_row)
        declare.setContentsMargins(0, 0, 0, 0)
        declare.addWidget(self.declare_title)
        declare.addWidget(self.target_combo)
        declare.addStretch(1)
        declare.addWidget(self.declare_button)
        declare.addWidget(self.cancel_button)

        self.defence_row = QWidget(self)
        self.defence_title = QLabel(self.defence_row)
        self.defence_title.setObjectName("defence-title")
        self.defence_title.setWordWrap(True)
        self.defence_skill = dice_spin(self.defence_row, "defence-skill")
        self.defence_power = dice_spin(self.defence_row, "defence-power")
        self.defend_button = touch(QPushButton(self.defence_row), bold=True)
        self.defend_button.setObjectName("defender-dice")
        self.defend_button.clicked.connect(self.defend)
        self.skip_button = touch(QPushButton(self.defence_row))
        self.skip_button.setObjectName("no-defender-dice")
        self.skip_button.clicked.connect(self.skip)
        defence = QHBoxLayout(self.defence_row)
        defence.setContentsMargins(0, 0, 0, 0)
        defence.addWidget(self.defence_title, 1)
        defence.addWidget(self.defence_skill)
        defence.addWidget(self.defence_power)
        defence.addWidget(self.defend_button)
        defence.addWidget(self.skip_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.activation)
        layout.addWidget(self.declare_row)
        layout.addWidget(self.defence_row)

    @property
    def state(self) -> TrackerState:
        return self.view.state

    # --- what the view asks --------------------------------------------------------------------

    def choose_weapon(self, side: int, fighter: str, card: str) -> None:
        """A weapon clicked on a fighter's card: its attack is declared here."""
        self.weapon = (side, fighter, card)
        self.sync()

    def sync(self) -> None:
        state = self.state
        playing = not state.finished and state.step in ("activations", "environment")
        self.activation.setText(self.activation_text())
        self.activation.setVisible(playing and bool(state.current))
        self._sync_declaration(playing)
        self._sync_defence(playing)
        self.setVisible(
            self.activation.isVisible()
            or not self.declare_row.isHidden()
            or not self.defence_row.isHidden()
        )

    def activation_text(self) -> str:
        """ "Activated: Captain Varga, with Doyle (reinforcement) — they alone act now"."""
        parts = []
        for activation in self.state.current:
            name = self.view.fighter_name(activation.side, activation.fighter)
            if activation.reinforcements:
                helpers = ", ".join(
                    self.view.fighter_name(activation.side, r) for r in activation.reinforcements
                )
                name = format_text(
                    self.tr("{fighter} with {reinforcements}"), fighter=name, reinforcements=helpers
                )
            if activation.fought:
                fought = ", ".join(
                    self.view.fighter_name(activation.side, f) for f in activation.fought
                )
                name += " " + format_text(
                    self.tr("(combat action made: {fighters})"), fighters=fought
                )
            parts.append(name)
        if not parts:
            return ""
        return format_text(
            self.tr("Activation in progress: {figures}. Only they act until it ends."),
            figures="; ".join(parts),
        )

    def _sync_declaration(self, playing: bool) -> None:
        weapon = self.weapon
        attacker = self.state.fighter(weapon[0], weapon[1]) if weapon else None
        if not playing or weapon is None or attacker is None or attacker.dead:
            self.weapon = None
            self.declare_row.hide()
            return
        side, fighter, card_id = weapon
        snapshot = self.state.snapshot(side, fighter)
        card = next((c for c in snapshot.cards if c.id == card_id), None) if snapshot else None
        self.declare_title.setText(
            format_text(
                self.tr("{fighter} attacks with {weapon}; defender:"),
                fighter=self.view.fighter_name(side, fighter),
                weapon=card.name if card else card_id,
            )
        )
        targets = [
            (f"{target.side}:{target.id}", self.view.fighter_name(target.side, target.id))
            for group in self.state.fighters
            for target in group
            if target.side != side and not target.dead
        ]
        combo = self.target_combo
        if [combo.itemData(i) for i in range(combo.count())] != [key for key, _ in targets]:
            combo.clear()
            for key, name in targets:
                combo.addItem(name, key)
        answered = self._reacted_to(side)
        if answered is not None:
            combo.setCurrentIndex(max(0, combo.findData(answered)))
        self.declare_button.setEnabled(bool(targets))
        self.declare_row.show()

    def _reacted_to(self, side: int) -> str | None:
        """The figure a reacting attacker answers: the only one it may attack (L526)."""
        current = self.state.current
        if not any(a.side == side and a.reaction for a in current):
            return None
        answered = next((a for a in current if not a.reaction), None)
        return f"{answered.side}:{answered.fighter}" if answered else None

    def _sync_defence(self, playing: bool) -> None:
        attack = self.state.attack
        events = self.view.game.events
        offered = (
            playing
            and attack is not None
            and not attack.defender_drew
            and bool(events)
            and events[-1].type == ft.ATTACK_DECLARED
            and self.skipped_at != len(events)
        )
        defender = self.state.fighter(attack.target_side, attack.target) if attack else None
        if not offered or attack is None or defender is None:
            self.defence_row.hide()
            return
        limit = int(self.view.rules.skill_of(self.state, defender))
        reserve = self.state.reserves[defender.side]
        name = self.view.fighter_name(defender.side, defender.id)
        if defender.activations:
            title = self.tr(
                "{fighter} is attacked. Its attribution sequence (the rulebook gives one to a "
                "defender not yet activated): at most %n dice of each type.",
                "",
                limit,
            )
        else:
            title = self.tr(
                "{fighter} is attacked and has not activated: its attribution sequence, at "
                "most %n dice of each type from the reserve.",
                "",
                limit,
            )
        self.defence_title.setText(format_text(title, fighter=name))
        fresh = not self.defence_row.isVisible()
        for spin, held in (
            (self.defence_skill, reserve.skill),
            (self.defence_power, reserve.power),
        ):
            spin.setRange(0, min(limit, held))
        if fresh:
            self.defence_skill.setValue(0)
            self.defence_power.setValue(0 if defender.activations else min(limit, reserve.power))
        self.defence_row.show()

    # --- the buttons -----------------------------------------------------------------------------

    def declare(self) -> None:
        if self.weapon is None:
            return
        side, fighter, card = self.weapon
        key = str(self.target_combo.currentData() or "")
        target_side, _, target = key.partition(":")
        if not target:
            return
        payload: dict[str, Any] = {
            "player": side,
            "fighter": fighter,
            "card": card,
            "target_player": int(target_side),
            "target": target,
        }
        if self.view.record(ft.ATTACK_DECLARED, payload):
            self.weapon = None
            self.sync()

    def cancel(self) -> None:
        self.weapon = None
        self.sync()

    def defend(self) -> None:
        attack = self.state.attack
        if attack is None:
            return
        share = {"skill": self.defence_skill.value(), "power": self.defence_power.value()}
        dice = self.view.rules.roll_dice({attack.target: share}, self.view.rng)[attack.target]
        payload = {"player": attack.target_side, "fighter": attack.target, "dice": dice}
        self.view.record(ft.DEFENDER_DICE, payload)

    def skip(self) -> None:
        self.skipped_at = len(self.view.game.events)
        self.sync()

    def retranslate(self) -> None:
        self.declare_button.setText(self.tr("Declare the attack"))
        self.declare_button.setToolTip(
            self.tr("The combat action: one per figure and activation; the weapon is tilted")
        )
        self.cancel_button.setText(self.tr("Cancel"))
        self.defence_skill.setPrefix(self.tr("Skill") + " ")
        self.defence_power.setPrefix(self.tr("Power") + " ")
        self.defend_button.setText(self.tr("Roll the defender's dice"))
        self.defend_button.setToolTip(
            self.tr("Draw the dice from the defender's reserve, roll them, place them on it")
        )
        self.skip_button.setText(self.tr("No dice"))
        self.skip_button.setToolTip(self.tr("The defender draws no dice for this attack"))
        if getattr(self.view, "built", False):
            self.sync()
