"""What a roster uses beyond the collection the player owns: pure, so that a game's rules check
it without loading the database code that keeps the collection (app/catalog/collection.py)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from app.i18n import current_language, translate


@dataclass(frozen=True)
class OwnedShortfall:
    """A catalogue entry a roster uses more often than the collection holds it. ``templates``
    are the game's sentences (``none`` and ``short``, under the Violations context), which
    name its rosters in its own words."""

    unit_id: str
    name: Mapping[str, str]
    used: int
    owned: int
    templates: Mapping[str, str]

    def message(self, language: str | None = None) -> str:
        lang = language or current_language()
        template = self.templates["none" if self.owned <= 0 else "short"]
        return translate(
            "Violations",
            template,
            lang,
            unit_name=self.name.get(lang) or self.name.get("en") or self.unit_id,
            used=self.used,
            owned=self.owned,
        )


def shortfalls(
    used: Mapping[str, int],
    name_of: Callable[[str], Mapping[str, str]],
    owned: Mapping[str, int],
    templates: Mapping[str, str],
) -> list[OwnedShortfall]:
    """Each entry used more times than ``owned`` counts it, in the order of ``used``."""
    return [
        OwnedShortfall(
            entry_id, name_of(entry_id), count, max(owned.get(entry_id, 0), 0), templates
        )
        for entry_id, count in used.items()
        if owned.get(entry_id, 0) < count
    ]
