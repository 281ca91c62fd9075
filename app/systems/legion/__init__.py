"""Star Wars: Legion. Everything that knows Legion's rules and data lives in this package."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.systems.base import GameSystem

SYSTEM_ID = "legion"
CONTEXT = "Legion"
DISPLAY_NAME = QT_TRANSLATE_NOOP("Legion", "Star Wars: Legion")
SHORT_NAME = QT_TRANSLATE_NOOP("Legion", "Legion")  # the Game column of the lists
ORDER = 10
IMPORT_FORMATS = {"legion-hq": "app.systems.legion.importer"}
SHARE_FORMATS = ("legionhq", "tts")  # the format_id of each of its share codecs


def create_system() -> GameSystem:
    from app.systems.legion.system import LegionSystem

    return LegionSystem()
