"""Revealing a struggle card: its name, the objectives it makes active and the priority one."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ui.systems.shatterpoint.tracker.views import phase_numeral
from ui.widgets.retranslate import Retranslatable

NO_PRIORITY = -1


class StruggleCardDialog(Retranslatable, QDialog):
    def __init__(
        self, phase: int, objectives: int, card: str = "", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("struggle-card-dialog")
        self.phase = phase
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.card_label = QLabel(self)
        self.card_edit = QLineEdit(card, self)
        self.card_edit.setObjectName("card")
        self.active_label = QLabel(self)
        self.boxes: list[QCheckBox] = []
        boxes = QWidget(self)
        grid = QGridLayout(boxes)
        grid.setContentsMargins(0, 0, 0, 0)
        for index in range(objectives):
            box = QCheckBox(boxes)
            box.setObjectName(f"active-{index}")
            box.setMinimumHeight(32)
            box.toggled.connect(self._update_priority)
            self.boxes.append(box)
            grid.addWidget(box, index // 3, index % 3)
        self.priority_label = QLabel(self)
        self.priority_combo = QComboBox(self)
        self.priority_combo.setObjectName("priority")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.card_label, self.card_edit)
        form.addRow(self.active_label, boxes)
        form.addRow(self.priority_label, self.priority_combo)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.retranslate()

    def _update_priority(self) -> None:
        chosen = self.priority_combo.currentData()
        self.priority_combo.clear()
        # -1 rather than None: PySide loses a reference to None stored as item data.
        self.priority_combo.addItem(self.tr("None"), NO_PRIORITY)
        for index, box in enumerate(self.boxes):
            if box.isChecked():
                self.priority_combo.addItem(self.objective_name(index), index)
        self.priority_combo.setCurrentIndex(max(0, self.priority_combo.findData(chosen)))

    def objective_name(self, index: int) -> str:
        return self.tr("Objective {number}").format(number=index + 1)

    def payload(self) -> dict[str, Any]:
        priority = int(self.priority_combo.currentData())
        return {
            "card": self.card_edit.text().strip(),
            "active": [index for index, box in enumerate(self.boxes) if box.isChecked()],
            "priority": None if priority == NO_PRIORITY else priority,
        }

    def retranslate(self) -> None:
        self.setWindowTitle(
            self.tr("Phase {phase} struggle card").format(phase=phase_numeral(self.phase))
        )
        self.hint.setText(
            self.tr(
                "The first player reveals the struggle card: tick the objectives its map makes "
                "active."
            )
        )
        self.card_label.setText(self.tr("Card name"))
        self.card_edit.setPlaceholderText(self.tr("Optional"))
        self.active_label.setText(self.tr("Active objectives"))
        self.priority_label.setText(self.tr("Priority objective"))
        for index, box in enumerate(self.boxes):
            box.setText(self.objective_name(index))
        self._update_priority()
