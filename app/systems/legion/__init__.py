"""Star Wars: Legion. Everything that knows Legion's rules and data lives in this package."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.systems.base import GameSystem

SYSTEM_ID = "legion"
ORDER = 10
IMPORT_FORMATS = {"legion-hq": "app.systems.legion.importer"}


def create_system() -> GameSystem:
    from app.systems.legion.system import LegionSystem

    return LegionSystem()
