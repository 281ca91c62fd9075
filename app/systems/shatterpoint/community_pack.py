"""The second built-in pack: the community catalogue converted by Muster's own importer.

The community repository Radroggor/shatterpoint-data (GPL-3.0, data version 090123, 2023)
describes 45 units; Muster ships those its hand-checked core pack lacks as
``resources/data/shatterpoint/community.json``, with the data's licence text, repository,
commit and date in the pack header (the Catalogue page shows them). A community unit that
is the same unit as a core unit, under the same id or another one, is left out: the core
pack wins.

Regenerate the pack after updating the data (a developer command, not part of the app)::

    python -m app.systems.shatterpoint.community_pack [--source FOLDER] [--check]

``FOLDER`` defaults to ``../shared/data/shatterpoint-data`` beside the project (or
``$MUSTER_SHARED/data/shatterpoint-data``); ``--check`` only says whether the shipped pack
is what the data gives (exit 1 when not).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from app.catalog.ids import compact
from app.catalog.pack import PACK_FORMAT, LocalizedName, load_pack, read_json, write_pack
from app.catalog.report import ImportReport
from app.errors import CatalogError
from app.systems.shatterpoint import SYSTEM_ID
from app.systems.shatterpoint.catalog import (
    ShatterpointCatalog,
    ShatterpointPack,
    Unit,
    builtin_pack_file,
    community_pack_file,
)
from app.systems.shatterpoint.importer import import_folder, units_folder

PACK_ID = "shatterpoint-community"
REPOSITORY = "https://github.com/Radroggor/shatterpoint-data"
# The repository's commit whose unit and era files are byte for byte the converted ones.
COMMIT = "0b13d21f0cc75be7361bb3da116cfa44a97096e3"
DATE = "2023"  # the data's own version is 090123; the repository dates it 2023
LICENCE = "GPL-3.0"
NAME = LocalizedName(
    en="Community Shatterpoint catalogue (shatterpoint-data)",
    fr="Catalogue Shatterpoint communautaire (shatterpoint-data)",
    pl="Społecznościowy katalog Shatterpoint (shatterpoint-data)",
)
SOURCE = (
    "Radroggor/shatterpoint-data, converted by Muster's importer; "
    "the units of Muster's core pack are left out"
)


def project_root() -> Path:
    return Path(__file__).resolve().parents[3]


def default_source() -> Path:
    """``$MUSTER_SHARED/data/shatterpoint-data``, else ``../shared/...`` beside the project."""
    shared = os.environ.get("MUSTER_SHARED")
    base = Path(shared) if shared else project_root().parent / "shared"
    return base / "data" / "shatterpoint-data"


def core_catalog() -> ShatterpointCatalog:
    catalog = ShatterpointCatalog()
    file = builtin_pack_file()
    catalog.add_pack(load_pack(file, ShatterpointPack), file, builtin=True)
    return catalog


def same_unit(catalog: ShatterpointCatalog, unit: Unit) -> Unit | None:
    """The catalogue's unit that ``unit`` describes, under its id or under another one: the
    same English name written differently, or the same unique name with the same type and
    figures (a unit renamed by one of the two sources)."""
    if unit.id in catalog.units:
        return catalog.units[unit.id]
    name = compact(unit.name.en)
    for other in catalog.units.values():
        if compact(other.name.en) == name:
            return other
    if unit.unique_name is None:
        return None
    unique = compact(unit.unique_name.en)
    for other in catalog.units.values():
        if (
            other.unique_name is not None
            and compact(other.unique_name.en) == unique
            and (other.type, other.points, other.force, other.stamina, other.durability)
            == (unit.type, unit.points, unit.force, unit.stamina, unit.durability)
        ):
            return other
    return None


# Words an English card title leaves in lower case (after its first word).
MINOR_WORDS = frozenset({"a", "an", "and", "at", "by", "for", "in", "of", "on", "or", "the", "to"})


def card_title(name: str) -> str:
    """An English unit name as the cards print it: the community files write the part after
    the comma in lower case ("Darth Vader, jedi hunter"); the cards, and the core pack, write
    "Darth Vader, Jedi Hunter". Words already capitalised are kept ("CC-2224", "MagnaGuard")."""
    head, comma, tail = name.partition(", ")
    if not comma:
        return name
    words = tail.split(" ")
    titled = [
        word
        if (index and word in MINOR_WORDS) or not word[:1].islower()
        else word[:1].upper() + word[1:]
        for index, word in enumerate(words)
    ]
    return f"{head}, {' '.join(titled)}"


def data_versions(folder: Path) -> list[str]:
    """The community files' own ``version`` values (``090123``), sorted."""
    versions = set()
    for file in units_folder(folder).glob("*.json"):
        try:
            raw = read_json(file)
        except CatalogError:
            continue
        value = raw.get("version") if isinstance(raw, dict) else None
        if isinstance(value, str) and value.strip():
            versions.add(value.strip())
    return sorted(versions)


def build(folder: Path) -> tuple[ShatterpointPack, ImportReport, dict[str, str]]:
    """The pack the community data in ``folder`` gives, the import report, and which
    community unit ids were left out for which core unit."""
    core = core_catalog()
    report = ImportReport(system=SYSTEM_ID)
    pack = import_folder(folder, core, report)
    if pack is None:
        raise CatalogError(file=str(folder), detail="no unit file could be converted")
    mapped: dict[str, str] = {}
    units = []
    for unit in pack.units:
        known = same_unit(core, unit)
        if known is None:
            name = unit.name.model_copy(update={"en": card_title(unit.name.en)})
            units.append(unit.model_copy(update={"name": name}))
        else:
            mapped[unit.id] = known.id
    used_traits = {trait for unit in units for trait in unit.traits}
    used_eras = {era for unit in units for era in unit.eras}
    licence = folder / "LICENSE"
    header = {
        "format": PACK_FORMAT,
        "system": SYSTEM_ID,
        "id": PACK_ID,
        "version": "+".join(data_versions(folder)) or DATE,
        "name": NAME,
        "source": SOURCE,
        "repository": REPOSITORY,
        "commit": COMMIT,
        "date": DATE,
        "licence": LICENCE,
        "licence_text": licence.read_text(encoding="utf-8") if licence.is_file() else "",
    }
    result = ShatterpointPack.model_validate(
        {
            **header,
            "eras": [era for era in pack.eras if era.id in used_eras],
            "traits": {k: v for k, v in pack.traits.items() if k in used_traits},
            "units": units,
        }
    )
    return result, report, mapped


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m app.systems.shatterpoint.community_pack",
        description="Regenerate Muster's community Shatterpoint pack from shatterpoint-data.",
    )
    parser.add_argument("--source", type=Path, default=None, help="the shatterpoint-data folder")
    parser.add_argument("--output", type=Path, default=None, help="where to write the pack")
    parser.add_argument(
        "--check", action="store_true", help="only compare with the shipped pack (exit 1 if not)"
    )
    args = parser.parse_args(argv)
    source = args.source or default_source()
    target = args.output or community_pack_file()
    if not source.is_dir():
        print(f"community_pack: no community data at {source}", file=sys.stderr)
        return 2
    try:
        pack, report, mapped = build(source)
    except CatalogError as exc:
        print(f"community_pack: {exc.message('en')}", file=sys.stderr)
        return 2
    for rejection in report.rejected:
        print(f"left out {rejection.source}: {rejection.reason.message('en')}", file=sys.stderr)
    for community_id, core_id in sorted(mapped.items()):
        print(f"core pack wins: {community_id} -> {core_id}")
    if args.check:
        same = target.is_file() and load_pack(target, ShatterpointPack) == pack
        print(f"{target}: {'up to date' if same else 'differs from the data'}")
        return 0 if same else 1
    write_pack(pack, target)
    print(f"{target}: {len(pack.units)} units")
    return 0


if __name__ == "__main__":
    sys.exit(main())
