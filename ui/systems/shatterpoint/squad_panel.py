"""A squad: its labelled slots (from the system's roster structure) and its points."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from app.i18n import current_language, translate
from app.systems.base import GameSystem
from ui.systems.shatterpoint.slot_widget import SlotWidget


class SquadPanel(QGroupBox):
    def __init__(
        self,
        system: GameSystem,
        number: int,
        unit_type_of: Callable[[str], str | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.system = system
        self.number = number
        self.setObjectName(f"squad-{number}")
        structure = system.roster_structure()
        self.slots: dict[str, SlotWidget] = {}
        layout = QVBoxLayout(self)
        layout.setSpacing(4)
        for spec in structure.slots:
            widget = SlotWidget(number, spec.key, spec.unit_type, unit_type_of, self)
            widget.setObjectName("slot")
            self.slots[spec.key] = widget
            layout.addWidget(widget)
        # Both squads' points lines stay level when a long unit name wraps in one of them.
        layout.addStretch(1)
        self.points = QLabel(self)
        self.points.setObjectName("squad-points")
        self.points.setWordWrap(True)
        layout.addWidget(self.points)

    def retranslate(self) -> None:
        lang = current_language()
        context = self.system.translation_context
        structure = self.system.roster_structure()
        group = translate(context, structure.group_label, lang)
        self.setTitle(f"{group} {self.number}")
        for spec in structure.slots:
            self.slots[spec.key].label.setText(translate(context, spec.label, lang).upper())

    def show_points(self, text: str, over: bool) -> None:
        self.points.setText(text)
        self.points.setStyleSheet("color: #b02020; font-weight: bold;" if over else "")
