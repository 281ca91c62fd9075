"""The boxes a game's catalogue lists (core sets, expansions), and filling a collection from
the boxes a player owns (the first-run "mark the boxes you own" step).

A catalogue entry names the boxes it comes in with its ``box`` field (several separated by
commas); games whose packs carry no box names simply list none. Nothing here names a game:
``box_name`` asks the game's translations for a box's name in the player's language.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from app.catalog.collection import Collection


def boxes(catalog: Any) -> dict[str, list[str]]:
    """Box name -> the ids of the entries it contains, boxes in name order."""
    found: dict[str, list[str]] = {}
    for unit_id, unit in sorted(getattr(catalog, "units", {}).items()):
        for name in str(getattr(unit, "box", "") or "").split(","):
            if name.strip():
                found.setdefault(name.strip(), []).append(unit_id)
    return dict(sorted(found.items(), key=lambda item: item[0].casefold()))


def box_name(system_id: str, box: str, language: str | None = None) -> str:
    """A box's name as the publisher sells it in ``language``: the game's translations under
    its own context (the game package marks the names whose French or Polish edition is
    known), else the catalogue's English name. Names follow the card names' language
    (Settings → Card and unit names)."""
    from app.i18n import card_name_language, current_language, translate
    from app.systems import declared

    return translate(
        declared(system_id).context, box, card_name_language(language or current_language())
    )


def counts_from_boxes(catalog: Any, owned: Iterable[str]) -> dict[str, int]:
    """How many of each entry the owned boxes hold (a box listed twice counts twice)."""
    contents = boxes(catalog)
    counts: dict[str, int] = {}
    for box in owned:
        for unit_id in contents.get(box, []):
            counts[unit_id] = counts.get(unit_id, 0) + 1
    return counts


def add_boxes(collection: Collection, catalog: Any, owned: Iterable[str]) -> dict[str, int]:
    """Records the owned boxes' contents in the collection, in one step; an entry already
    owned more times than the boxes hold keeps its count. Returns the counts written."""
    current = collection.counts()
    written = {}
    for unit_id, count in counts_from_boxes(catalog, owned).items():
        if count > current.get(unit_id, 0):
            collection.set_count(unit_id, count)
            written[unit_id] = count
    return written
