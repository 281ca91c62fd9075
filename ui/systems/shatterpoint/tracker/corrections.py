"""Correcting values by hand. Each dialog returns only what the player changed; the tracker
view turns it into a correction event (a correction is itself an event, and can be undone)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.i18n import current_language, format_text
from app.systems.shatterpoint.tracker import CONDITIONS, condition_name
from ui.systems.shatterpoint.tracker.views import TrackView, UnitView
from ui.widgets.retranslate import Retranslatable


class _CorrectionDialog(Retranslatable, QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.form = QFormLayout()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addLayout(self.form)
        layout.addWidget(self.buttons)

    def _spin(self, name: str, low: int, high: int, value: int) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setObjectName(name)
        spin.setRange(low, high)
        spin.setValue(value)
        spin.setMinimumHeight(36)
        return spin

    def retranslate(self) -> None:
        # Named context: lupdate and PySide would disagree on a base class's tr() context.
        self.hint.setText(
            QCoreApplication.translate(
                "CorrectionDialog",
                "A correction sets the values as they are on the table; no rule runs. "
                "It is recorded in the log and can be undone.",
            )
        )


class UnitCorrectionDialog(_CorrectionDialog):
    def __init__(self, view: UnitView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("unit-correction")
        self.view = view
        self.damage = self._spin("damage", 0, view.stamina, view.damage)
        self.wounded = self._spin("wounded", 0, 9, view.wounded)
        self.injured = self._spin("injured", 0, 9, view.injured)
        self.hunker = self._spin("hunker", 0, 9, view.hunker)
        self.stance = QComboBox(self)
        self.stance.setObjectName("stance")
        self.stance.addItems(["A", "B"])
        self.stance.setCurrentText(view.stance)
        self.defeated = QCheckBox(self)
        self.defeated.setObjectName("defeated")
        self.defeated.setChecked(view.defeated)
        self.condition_boxes: dict[str, QCheckBox] = {}
        conditions = QWidget(self)
        grid = QGridLayout(conditions)
        grid.setContentsMargins(0, 0, 0, 0)
        for index, condition in enumerate(CONDITIONS):
            box = QCheckBox(conditions)
            box.setObjectName(f"condition-{condition}")
            box.setChecked(condition in view.conditions)
            self.condition_boxes[condition] = box
            grid.addWidget(box, index // 2, index % 2)
        self.labels = [QLabel(self) for _ in range(7)]
        for label, field in zip(
            self.labels,
            (
                self.damage,
                self.wounded,
                self.injured,
                conditions,
                self.hunker,
                self.stance,
                self.defeated,
            ),
            strict=True,
        ):
            self.form.addRow(label, field)
        self.retranslate()

    def changes(self) -> dict[str, Any]:
        view = self.view
        found: dict[str, Any] = {}
        values = {
            "damage": (self.damage.value(), view.damage),
            "wounded": (self.wounded.value(), view.wounded),
            "injured": (self.injured.value(), view.injured),
            "hunker": (self.hunker.value(), view.hunker),
            "stance": (self.stance.currentText(), view.stance),
            "defeated": (self.defeated.isChecked(), view.defeated),
        }
        for key, (new, old) in values.items():
            if new != old:
                found[key] = new
        conditions = [c for c in CONDITIONS if self.condition_boxes[c].isChecked()]
        if frozenset(conditions) != view.conditions:
            found["conditions"] = conditions
        return found

    def retranslate(self) -> None:
        super().retranslate()
        self.setWindowTitle(self.tr("Correct {unit}").format(unit=self.view.name))
        texts = (
            self.tr("Damage"),
            self.tr("Wounded tokens"),
            self.tr("Injured tokens"),
            self.tr("Conditions"),
            self.tr("Hunker tokens"),
            self.tr("Stance side"),
            self.tr("Defeated"),
        )
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        for condition, box in self.condition_boxes.items():
            box.setText(condition_name(condition, current_language()))
        self.defeated.setText(self.tr("Defeated"))


class ForceCorrectionDialog(_CorrectionDialog):
    def __init__(
        self, player_name: str, total: int, available: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("force-correction")
        self.player_name = player_name
        self.original = available
        self.available = self._spin("available", 0, total, available)
        self.label = QLabel(self)
        self.form.addRow(self.label, self.available)
        self.retranslate()

    def changes(self) -> dict[str, Any]:
        value = self.available.value()
        return {"available": value} if value != self.original else {}

    def retranslate(self) -> None:
        super().retranslate()
        self.setWindowTitle(
            format_text(self.tr("Correct {player}'s Force"), player=self.player_name)
        )
        self.label.setText(self.tr("Available Force"))


class StruggleCorrectionDialog(_CorrectionDialog):
    def __init__(self, view: TrackView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("struggle-correction")
        self.view = view
        self.token = self._spin("token", -8, 8, view.token)
        self.phase = self._spin("phase", 1, 3, view.phase)
        self.momentum: list[list[QCheckBox]] = []
        self.momentum_labels: list[QLabel] = []
        self.token_label = QLabel(self)
        self.phase_label = QLabel(self)
        self.form.addRow(self.token_label, self.token)
        for player in (0, 1):
            row = QWidget(self)
            grid = QGridLayout(row)
            grid.setContentsMargins(0, 0, 0, 0)
            boxes = []
            for distance in range(1, 9):
                box = QCheckBox(str(distance), row)
                box.setObjectName(f"momentum-{player}-{distance}")
                box.setChecked(distance in view.momentum[player])
                boxes.append(box)
                grid.addWidget(box, 0, distance - 1)
            self.momentum.append(boxes)
            label = QLabel(self)
            self.momentum_labels.append(label)
            self.form.addRow(label, row)
        self.form.addRow(self.phase_label, self.phase)
        self.retranslate()

    def changes(self) -> dict[str, Any]:
        found: dict[str, Any] = {}
        if self.token.value() != self.view.token:
            found["token"] = self.token.value()
        momentum = [
            [d for d, box in enumerate(boxes, start=1) if box.isChecked()]
            for boxes in self.momentum
        ]
        if [sorted(m) for m in momentum] != [sorted(m) for m in self.view.momentum]:
            found["momentum"] = momentum
        if self.phase.value() != self.view.phase:
            found["phase"] = self.phase.value()
        return found

    def retranslate(self) -> None:
        super().retranslate()
        self.setWindowTitle(self.tr("Correct the struggle track"))
        self.token_label.setText(
            self.tr("Struggle token (−8 {left} … +8 {right})").format(
                left=self.view.players[0], right=self.view.players[1]
            )
        )
        self.phase_label.setText(self.tr("Phase"))
        for player, label in enumerate(self.momentum_labels):
            label.setText(
                format_text(self.tr("{player}'s momentum"), player=self.view.players[player])
            )


ZONES = ("deck", "reserve", "discard", "removed")


class DeckCorrectionDialog(_CorrectionDialog):
    """Moves order cards between the deck, the reserve, the discard and the removed cards.
    Cards that stay in the deck keep their order; a card moved into it goes to the bottom."""

    def __init__(
        self,
        player_name: str,
        zones: dict[str, list[str]],
        names: dict[str, str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("deck-correction")
        self.player_name = player_name
        self.zones = {zone: list(zones.get(zone, [])) for zone in ZONES}
        self.combos: dict[str, QComboBox] = {}
        self.labels: list[QLabel] = []
        for zone in ZONES:
            for card in self.zones[zone]:
                combo = QComboBox(self)
                combo.setObjectName(f"zone-{card}")
                for key in ZONES:
                    combo.addItem("", key)
                combo.setCurrentIndex(ZONES.index(zone))
                combo.setMinimumHeight(36)
                self.combos[card] = combo
                label = QLabel(names.get(card, card), self)
                self.labels.append(label)
                self.form.addRow(label, combo)
        self.retranslate()

    def changes(self) -> dict[str, Any]:
        chosen = {card: str(combo.currentData()) for card, combo in self.combos.items()}
        new: dict[str, list[str]] = {zone: [] for zone in ZONES}
        for zone in ZONES:
            for card in self.zones[zone]:
                if chosen[card] == zone:
                    new[zone].append(card)
        for zone in ZONES:
            for card in self.zones[zone]:
                if chosen[card] != zone:
                    new[chosen[card]].append(card)
        return {zone: cards for zone, cards in new.items() if cards != self.zones[zone]}

    def zone_name(self, zone: str) -> str:
        return {
            "deck": self.tr("Order deck"),
            "reserve": self.tr("Reserve"),
            "discard": self.tr("Order discard"),
            "removed": self.tr("Removed from the game"),
        }[zone]

    def retranslate(self) -> None:
        super().retranslate()
        self.setWindowTitle(
            format_text(self.tr("Correct {player}'s order deck"), player=self.player_name)
        )
        for combo in self.combos.values():
            for index, zone in enumerate(ZONES):
                combo.setItemText(index, self.zone_name(zone))
