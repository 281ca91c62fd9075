"""Correcting a Legion unit by hand: its wounds per miniature, its tokens and its defeat, as
they are on the table. The dialog returns only what the player changed; the tracker view turns
it into one correction event (``unit_corrected``: no rule runs, and it can be undone)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ui.systems.legion.tracker.unit_row import UnitView
from ui.tracker import style
from ui.widgets.retranslate import Retranslatable

MAX_TOKENS = 99  # the core's limit for a count (tracker_state.MAX_AMOUNT)
ONE_AT_MOST = ("standby",)  # a unit has one standby token at most


class UnitCorrectionDialog(Retranslatable, QDialog):
    def __init__(self, view: UnitView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("legion-unit-correction")
        self.setModal(True)
        self.view = view
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)

        self.wounds_box = QGroupBox(self)
        wounds_layout = QHBoxLayout(self.wounds_box)
        self.wound_labels: list[QLabel] = []
        self.wound_spins: list[QSpinBox] = []
        for index, (got, most) in enumerate(zip(view.wounds, view.thresholds, strict=False)):
            label = QLabel(self.wounds_box)
            spin = self._spin(f"wounds-{index}", most, got)
            column = QVBoxLayout()
            column.addWidget(label)
            column.addWidget(spin)
            wounds_layout.addLayout(column)
            self.wound_labels.append(label)
            self.wound_spins.append(spin)
        wounds_layout.addStretch(1)

        self.tokens_box = QGroupBox(self)
        grid = QGridLayout(self.tokens_box)
        counts = self.counts()
        self.token_labels: dict[str, QLabel] = {}
        self.token_spins: dict[str, QSpinBox] = {}
        for index, (token, _name) in enumerate(view.token_names):
            label = QLabel(self.tokens_box)
            high = 1 if token in ONE_AT_MOST else MAX_TOKENS
            spin = self._spin(f"token-{token}", high, min(high, counts.get(token, 0)))
            row, col = divmod(index, 3)
            grid.addWidget(label, row, col * 2)
            grid.addWidget(spin, row, col * 2 + 1)
            self.token_labels[token] = label
            self.token_spins[token] = spin

        self.defeated = QCheckBox(self)
        self.defeated.setObjectName("defeated")
        self.defeated.setChecked(view.defeated)
        self.defeated.setMinimumHeight(style.TOUCH)
        form = QFormLayout()
        form.addRow(self.defeated)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addWidget(self.wounds_box)
        layout.addWidget(self.tokens_box)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.retranslate()

    def _spin(self, name: str, high: int, value: int) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setObjectName(name)
        spin.setRange(0, high)
        spin.setValue(value)
        spin.setMinimumHeight(style.TOUCH)
        return spin

    def counts(self) -> dict[str, int]:
        """The unit's tokens as the row shows them (suppression is shown apart)."""
        counts = {token: count for token, _name, count in self.view.tokens}
        if self.view.suppression:
            counts["suppression"] = self.view.suppression
        return counts

    def changes(self) -> dict[str, Any]:
        """The correction's fields: only those the player changed."""
        found: dict[str, Any] = {}
        wounds = [spin.value() for spin in self.wound_spins]
        if wounds != list(self.view.wounds):
            found["wounds"] = wounds
        tokens = {token: spin.value() for token, spin in self.token_spins.items() if spin.value()}
        if tokens != self.counts():
            found["tokens"] = tokens
        if self.defeated.isChecked() != self.view.defeated:
            found["defeated"] = self.defeated.isChecked()
        return found

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Correct {unit}").format(unit=self.view.name))
        self.hint.setText(
            self.tr(
                "A correction sets the unit as it is on the table; no rule runs. "
                "It is recorded in the log and can be undone."
            )
        )
        self.wounds_box.setTitle(self.tr("Wounds per miniature"))
        for index, label in enumerate(self.wound_labels):
            label.setText(
                self.tr("Unit leader")
                if index == 0
                else self.tr("Miniature {number}").format(number=index + 1)
            )
        self.tokens_box.setTitle(self.tr("Tokens"))
        names = dict(self.view.token_names)
        for token, label in self.token_labels.items():
            name = names.get(token, token)
            label.setText(name[:1].upper() + name[1:])
        self.defeated.setText(self.tr("Unit defeated"))
