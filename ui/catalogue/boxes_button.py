"""The Catalogue page's "Boxes" button: a menu of the boxes the game's catalogue names (core
sets, expansions: app/catalog/boxes.py); choosing one adds its contents to the collection.
Hidden for a catalogue that names no box."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QMenu, QToolButton, QWidget

from app.catalog.boxes import box_name, boxes


class BoxesButton(QToolButton):
    """``box_chosen(name)`` when the player picks a box from the menu."""

    box_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("catalogue-boxes")
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.setMenu(QMenu(self))
        self._boxes: dict[str, list[str]] = {}
        self.system_id = ""
        self.retranslate()

    def set_catalog(self, catalog: Any, system_id: str) -> None:
        """The boxes ``system_id``'s catalogue names, each in the player's language where
        the game knows its name."""
        self._boxes = boxes(catalog) if catalog is not None else {}
        self.system_id = system_id
        self._fill_menu()

    def _fill_menu(self) -> None:
        menu = self.menu()
        menu.clear()
        for name, contents in self._boxes.items():
            shown = box_name(self.system_id, name)
            action = menu.addAction(
                self.tr("{box} ({count})").format(box=shown, count=len(contents))
            )
            action.setObjectName(f"box-{name}")
            action.triggered.connect(lambda _checked=False, box=name: self.box_chosen.emit(box))
        self.setVisible(bool(self._boxes))

    def retranslate(self) -> None:
        self._fill_menu()
        self.setText(self.tr("I own a box…"))
        self.setToolTip(
            self.tr("Add to the collection what a box holds: pick one of the boxes listed")
        )
