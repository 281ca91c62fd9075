"""StarCraft: the board game: factions and their build trees, the build planner, the table
assistant (setup, rounds, regrouping, victories, battles) and league results."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.systems.base import GameSystem

SYSTEM_ID = "starcraft"
CONTEXT = "Starcraft"
ORDER = 30
IMPORT_FORMATS: dict[str, str] = {}


def create_system() -> GameSystem:
    from app.systems.starcraft.system import StarcraftSystem

    return StarcraftSystem()
