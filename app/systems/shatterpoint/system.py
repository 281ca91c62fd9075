"""The Shatterpoint GameSystem object: what the core and the interface ask about this game."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.roster.document import RosterDocument
from app.systems.base import RosterStructure, SlotSpec, Violation
from app.systems.shatterpoint import CONTEXT, SYSTEM_ID, rules
from app.systems.shatterpoint.catalog import ShatterpointCatalog, ShatterpointPack, load_catalog

DISPLAY_NAME = QT_TRANSLATE_NOOP("Shatterpoint", "Star Wars: Shatterpoint")


class ShatterpointSystem:
    id = SYSTEM_ID
    translation_context = CONTEXT
    pack_model = ShatterpointPack

    def display_name(self, language: str | None = None) -> str:
        return translate(CONTEXT, DISPLAY_NAME, language)

    def roster_structure(self) -> RosterStructure:
        return RosterStructure(
            group_label=QT_TRANSLATE_NOOP("Shatterpoint", "Squad"),
            group_count=rules.SQUAD_COUNT,
            slots=tuple(SlotSpec(key, label, key) for key, label in rules.SLOT_LABELS.items()),
        )

    def new_roster(self, name: str = "") -> RosterDocument:
        structure = self.roster_structure()
        squads = [
            {slot.key: None for slot in structure.slots} for _ in range(structure.group_count)
        ]
        return RosterDocument(SYSTEM_ID, name, squads)  # type: ignore[arg-type]

    def load_catalog(self, user_pack_files: Iterable[Path] | None = None) -> ShatterpointCatalog:
        return load_catalog(user_pack_files or ())

    def validate(self, roster: RosterDocument, catalog: Any) -> list[Violation]:
        return rules.validate(roster, catalog)

    def totals(self, roster: RosterDocument, catalog: Any) -> dict[str, Any]:
        return rules.totals(roster, catalog)
