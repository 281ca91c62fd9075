"""Flashpoint (Jean-Baptiste Koch's amateur skirmish rules, seed 003): players design their own
fighters by the rulebook's cost formulas and recruit a team of at most 50 strategic value.
Everything that knows Flashpoint's rules lives in this package."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.systems.base import GameSystem

SYSTEM_ID = "flashpoint"
CONTEXT = "Flashpoint"
DISPLAY_NAME = QT_TRANSLATE_NOOP("Flashpoint", "Flashpoint")
SHORT_NAME = QT_TRANSLATE_NOOP("Flashpoint", "Flashpoint")  # the Game column of the lists
ORDER = 20
IMPORT_FORMATS: dict[str, str] = {}
SHARE_FORMATS: tuple[str, ...] = ()  # the format_id of each of its share codecs


def create_system() -> GameSystem:
    from app.systems.flashpoint.system import FlashpointSystem

    return FlashpointSystem()
