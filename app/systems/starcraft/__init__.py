"""StarCraft: the board game: factions and their build trees, the build planner, the table
assistant (setup, rounds, regrouping, victories, battles) and league results."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.systems.base import GameSystem

SYSTEM_ID = "starcraft"
CONTEXT = "Starcraft"
DISPLAY_NAME = QT_TRANSLATE_NOOP("Starcraft", "StarCraft: the board game")
SHORT_NAME = QT_TRANSLATE_NOOP("Starcraft", "StarCraft")  # the Game column of the lists
ORDER = 30
IMPORT_FORMATS: dict[str, str] = {}
SHARE_FORMATS: tuple[str, ...] = ()  # the format_id of each of its share codecs


def create_system() -> GameSystem:
    from app.systems.starcraft.system import StarcraftSystem

    return StarcraftSystem()
