"""Star Wars: Shatterpoint: catalogue schema, squad-building rules, tracker and print layouts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.systems.base import GameSystem

SYSTEM_ID = "shatterpoint"
CONTEXT = "Shatterpoint"
DISPLAY_NAME = QT_TRANSLATE_NOOP("Shatterpoint", "Star Wars: Shatterpoint")
SHORT_NAME = QT_TRANSLATE_NOOP("Shatterpoint", "Shatterpoint")  # the Game column of the lists
# The boxes whose French and Polish names are known (app/catalog/boxes.py, box_name): the core
# set sells as "Boîte de base" (Asmodee France) and "Zestaw podstawowy" (Rebel). The squad
# packs keep their English names: no French or Polish name for them was found.
BOX_NAMES = (QT_TRANSLATE_NOOP("Shatterpoint", "Core Set"),)
ORDER = 0  # the flagship comes first
IMPORT_FORMATS = {"shatterpoint-data": "app.systems.shatterpoint.importer"}
SHARE_FORMATS = ("spt", "tta")  # the format_id of each of its share codecs


def create_system() -> GameSystem:
    from app.systems.shatterpoint.system import ShatterpointSystem

    return ShatterpointSystem()
