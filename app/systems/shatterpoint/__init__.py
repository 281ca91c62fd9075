"""Star Wars: Shatterpoint: catalogue schema, squad-building rules, tracker and print layouts."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.systems.base import GameSystem

SYSTEM_ID = "shatterpoint"
CONTEXT = "Shatterpoint"
ORDER = 0  # the flagship comes first
IMPORT_FORMATS = {"shatterpoint-data": "app.systems.shatterpoint.importer"}


def create_system() -> GameSystem:
    from app.systems.shatterpoint.system import ShatterpointSystem

    return ShatterpointSystem()
