"""The built-in Legion pack: Muster's Legion HQ importer run on Legion HQ's open data.

``python -m app.systems.legion.builtin SOURCE_FOLDER`` regenerates
``resources/data/legion/legion-hq.json`` from a copy of Legion HQ's ``cards.json`` (with its
``LICENSE``); a test checks that doing so gives the committed file byte for byte. Legion
HQ's data is English only: the French and Polish names Muster knows for cards and weapons
come from ``resources/data/legion/translations.json``, and the core sets' contents (which it
does not name) from ``boxes.json``; both are written into the pack.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from app.catalog.pack import LocalizedName, read_json, write_pack
from app.catalog.report import ImportReport
from app.resources import data_dir
from app.systems.legion import SYSTEM_ID
from app.systems.legion.catalog import Card, LegionCatalog, LegionPack, builtin_pack_file
from app.systems.legion.importer import import_folder

PACK_ID = "legion-builtin"
# The Legion HQ data the built-in pack was converted from.
SOURCE = "Legion HQ's open data, converted by Muster's importer"
REPOSITORY = "https://github.com/TravisSClark/legion-hq-web"
COMMIT = "e3f8b5f"
SOURCE_DATE = dt.date(2026, 8, 5)
LICENCE = "MIT"
NAME = LocalizedName(
    en="Legion cards from Legion HQ",
    fr="Cartes Legion de Legion HQ",
    pl="Karty Legionu z Legion HQ",
)


TRANSLATIONS = "translations.json"


class Names(BaseModel):
    """A name in the languages Legion HQ does not have."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    fr: str | None = None
    pl: str | None = None

    def over(self, name: LocalizedName) -> LocalizedName:
        return LocalizedName(en=name.en, fr=self.fr or name.fr, pl=self.pl or name.pl)


class CardNames(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    name: Names | None = None
    title: Names | None = None
    weapons: dict[str, Names] = {}  # by the weapon's English name


class Translations(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    about: str = ""
    cards: dict[str, CardNames] = {}


BOXES = "boxes.json"


class Box(BaseModel):
    """A box's unit cards (by id, with how many of each it holds) and where that is said."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    sources: tuple[str, ...]
    units: dict[str, int]


class Boxes(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    about: str = ""
    boxes: dict[str, Box] = {}


def read_boxes(file: Path | None = None) -> Boxes:
    return Boxes.model_validate(read_json(file or data_dir(SYSTEM_ID) / BOXES))


def with_boxes(pack: LegionPack, boxes: Boxes) -> LegionPack:
    """The pack with the boxes Muster knows written into its cards' ``box`` field (a box
    holding a unit twice names it twice: app/catalog/boxes.py counts it so); a box naming a
    card the pack does not have stops the build."""
    ids = {card.id for card in pack.cards}
    stale = sorted(
        f"{name}: {card_id}"
        for name, box in boxes.boxes.items()
        for card_id in box.units
        if card_id not in ids
    )
    if stale:
        raise SystemExit(f"{BOXES} names what the pack does not have: {', '.join(stale)}")
    cards = []
    for card in pack.cards:
        names = [
            name for name, box in boxes.boxes.items() for _ in range(box.units.get(card.id, 0))
        ]
        if names:
            known = [part.strip() for part in (card.box or "").split(",") if part.strip()]
            card = card.model_copy(update={"box": ", ".join([*known, *names])})
        cards.append(card)
    return pack.model_copy(update={"cards": cards})


def translations_file() -> Path:
    return data_dir(SYSTEM_ID) / TRANSLATIONS


def read_translations(file: Path | None = None) -> Translations:
    return Translations.model_validate(read_json(file or translations_file()))


def with_translations(pack: LegionPack, translations: Translations) -> LegionPack:
    """The pack with Muster's French and Polish names; a name for a card or a weapon the
    pack does not have stops the build (the table has gone stale)."""
    cards = {card.id: card for card in pack.cards}
    stale = sorted(set(translations.cards) - set(cards))
    for card_id, names in translations.cards.items():
        card = cards.get(card_id)
        if card is not None:
            weapons = {weapon.name for weapon in card.weapons}
            stale += [f"{card_id}: {name}" for name in sorted(set(names.weapons) - weapons)]
    if stale:
        raise SystemExit(f"{TRANSLATIONS} names what the pack does not have: {', '.join(stale)}")
    named = [_translated(card, translations.cards.get(card.id)) for card in pack.cards]
    return pack.model_copy(update={"cards": named})


def _translated(card: Card, names: CardNames | None) -> Card:
    if names is None:
        return card
    update: dict[str, object] = {}
    if names.name is not None:
        update["name"] = names.name.over(card.name)
    if names.title is not None and card.title is not None:
        update["title"] = names.title.over(card.title)
    if names.weapons:
        update["weapons"] = tuple(
            weapon.model_copy(
                update={"names": names.weapons[weapon.name].over(LocalizedName(en=weapon.name))}
            )
            if weapon.name in names.weapons
            else weapon
            for weapon in card.weapons
        )
    return card.model_copy(update=update)


def build(source_folder: Path) -> tuple[LegionPack, ImportReport]:
    licence = (source_folder / "LICENSE").read_text(encoding="utf-8").strip()
    report = ImportReport(system=SYSTEM_ID)
    pack = import_folder(
        source_folder,
        LegionCatalog(),
        report,
        pack_id=PACK_ID,
        version=SOURCE_DATE.strftime("%Y.%m.%d"),
        name=NAME,
        source=SOURCE,
    )
    if pack is None:
        raise SystemExit(f"nothing could be imported from {source_folder}")
    origin = {
        "repository": REPOSITORY,
        "commit": COMMIT,
        "date": SOURCE_DATE.isoformat(),
        "licence": LICENCE,
        "licence_text": licence,
    }
    named = with_translations(pack.model_copy(update=origin), read_translations())
    return with_boxes(named, read_boxes()), report


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m app.systems.legion.builtin LEGION_HQ_DATA_FOLDER", file=sys.stderr)
        return 2
    pack, report = build(Path(args[0]))
    target = builtin_pack_file()
    target.parent.mkdir(parents=True, exist_ok=True)
    write_pack(pack, target)
    print(f"{target}: {len(pack.cards)} cards, {len(report.rejected)} rejected")
    for rejection in report.rejected:
        print(f"  - {rejection.source}: {rejection.reason.message()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
