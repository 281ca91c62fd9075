"""The player's own designs: the cards and profiles they create, kept as a user pack
(``muster.catalog/1``, system ``flashpoint``) in ``packs/flashpoint/<pack id>.json``, so they
load, export and import like any pack and a club can share its fighters.

A design is saved whatever the rules say of it (the rules report its problems as violations):
nothing a player typed is ever refused for breaking a rule.
"""

from __future__ import annotations

from collections.abc import Collection
from datetime import date
from pathlib import Path

from app.catalog.ids import slugify
from app.catalog.pack import LocalizedName, load_pack, write_pack
from app.catalog.pack_files import user_pack_file
from app.catalog.schema import adapter
from app.systems.flashpoint import SYSTEM_ID
from app.systems.flashpoint.catalog import AnyCard, Card, CardKind, FlashpointPack

DESIGN_PACK_ID = "my-flashpoint-designs"
DESIGN_PACK_NAME = LocalizedName(
    en="My Flashpoint designs", fr="Mes créations Flashpoint", pl="Moje projekty Flashpoint"
)
DESIGN_SOURCE = "Designed in Muster"


def design_pack_file(packs_root: Path, pack_id: str = DESIGN_PACK_ID) -> Path:
    return user_pack_file(packs_root, SYSTEM_ID, pack_id)


def design_pack(packs_root: Path, pack_id: str = DESIGN_PACK_ID) -> FlashpointPack:
    """The user's design pack as saved, or a new empty one (CatalogError if it is damaged)."""
    file = design_pack_file(packs_root, pack_id)
    if file.is_file():
        return load_pack(file, FlashpointPack)
    return FlashpointPack(
        format="muster.catalog/1",
        system=SYSTEM_ID,
        id=pack_id,
        version=_today(),
        name=DESIGN_PACK_NAME,
        source=DESIGN_SOURCE,
    )


def save_design(card: AnyCard, packs_root: Path, pack_id: str = DESIGN_PACK_ID) -> Path:
    """Adds ``card`` to the design pack, or replaces the entry with its id; returns the file."""
    pack = design_pack(packs_root, pack_id)
    cards = [existing for existing in pack.cards if existing.id != card.id]
    position = next((n for n, old in enumerate(pack.cards) if old.id == card.id), len(cards))
    cards.insert(position, card)
    return _write(pack, cards, packs_root, pack_id)


def remove_design(card_id: str, packs_root: Path, pack_id: str = DESIGN_PACK_ID) -> Path:
    """Takes the entry ``card_id`` out of the design pack (a missing id changes nothing)."""
    pack = design_pack(packs_root, pack_id)
    return _write(pack, [c for c in pack.cards if c.id != card_id], packs_root, pack_id)


def _write(pack: FlashpointPack, cards: list[AnyCard], packs_root: Path, pack_id: str) -> Path:
    updated = FlashpointPack.model_validate(
        {**pack.model_dump(mode="json", exclude={"cards"}), "version": _today()}
        | {"cards": [card.model_dump(mode="json", exclude_none=True) for card in cards]}
    )
    file = design_pack_file(packs_root, pack_id)
    write_pack(updated, file, create_folder=True)
    return file


def card_from_json(data: object) -> AnyCard:
    """A card or profile from its pack JSON (pydantic's ValidationError if it is not one)."""
    return adapter(Card).validate_python(data)  # type: ignore[no-any-return]


def new_card_id(kind: CardKind, name: str, taken: Collection[str]) -> str:
    """An id for a new design: its kind and name as a slug, numbered if already taken."""
    base = f"{kind}-{slugify(name) or 'design'}"[:110].rstrip("-")
    candidate, number = base, 2
    while candidate in taken:
        candidate = f"{base}-{number}"
        number += 1
    return candidate


def _today() -> str:
    return date.today().strftime("%Y.%m.%d")
