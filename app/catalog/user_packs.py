"""The user's catalogue packs: installing, removing and exporting them.

User packs live in ``<data dir>/packs/<system>/<pack id>.json`` and are loaded after the
built-in pack, so an entry with a built-in entry's id overrides it (see docs/formats.md).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from app import systems
from app.catalog.model import Catalog
from app.catalog.pack import (
    ID_PATTERN,
    ORIGIN_FIELDS,
    PACK_FORMAT,
    PackBase,
    PackOrigin,
    load_pack,
    parse_pack,
    read_json,
    write_pack,
)
from app.catalog.pack_files import user_pack_file, user_pack_files
from app.catalog.report import Change, ImportReport, diff_fields
from app.errors import CatalogError, FileWriteError
from app.i18n import QT_TRANSLATE_NOOP, translate

HEADER_FIELDS = frozenset({"format", "system", "id", "version", "name", "source", *ORIGIN_FIELDS})
# Fields that always differ between an imported entry and the one it overrides.
NOT_COMPARED = frozenset({"source"})


def builtin_pack_ids(system_id: str) -> set[str]:
    catalog = systems.get(system_id).load_catalog([])
    return {info.id for info in catalog.packs if info.builtin}


def baseline_catalog(packs_root: Path, system_id: str, without: str | None = None) -> Catalog:
    """The catalogue as it stands without the user pack ``without``; broken packs are skipped
    so that one bad file never blocks importing another."""
    system = systems.get(system_id)
    usable = []
    for file in user_pack_files(packs_root, system_id):
        if file.stem == without:
            continue
        try:
            load_pack(file, system.pack_model)  # type: ignore[attr-defined]
        except CatalogError:
            continue
        usable.append(file)
    return system.load_catalog(usable)


def entries_of(pack: PackBase) -> list[Any]:
    return list(getattr(pack, pack.ENTRIES_FIELD))


def install_pack(pack: PackBase, packs_root: Path, report: ImportReport) -> Path:
    """Writes ``pack`` as a user pack and fills ``report`` with what it adds and changes."""
    if pack.id in builtin_pack_ids(pack.system):
        raise CatalogError(
            QT_TRANSLATE_NOOP(
                "Errors", 'The pack id "{pack}" is the built-in pack\'s; give the pack another id.'
            ),
            pack=pack.id,
        )
    baseline = baseline_catalog(packs_root, pack.system, without=pack.id)
    for entry in entries_of(pack):
        existing = baseline.units.get(entry.id)
        if existing is None:
            report.added.append(entry.id)
            continue
        changed = diff_fields(
            existing.model_dump(mode="json", exclude_none=True),
            entry.model_dump(mode="json", exclude_none=True),
            NOT_COMPARED,
        )
        if changed:
            report.changed.append(Change(entry.id, tuple(changed)))
        else:
            report.unchanged.append(entry.id)
    target = user_pack_file(packs_root, pack.system, pack.id)
    write_pack(pack, target, create_folder=True)
    report.pack_id = pack.id
    report.pack_file = target
    return target


def read_muster_pack(file: Path) -> PackBase:
    """Reads and validates a ``muster.catalog/1`` file of any known system."""
    raw = read_json(file)
    if not isinstance(raw, dict) or raw.get("format") != PACK_FORMAT:
        return parse_pack(raw, PackBase, file)  # raises the precise "not a pack" error
    system_id = raw.get("system")
    if not isinstance(system_id, str):
        raise CatalogError(file=str(file), detail="field 'system': a game system id is required")
    system = systems.get(system_id)
    return parse_pack(raw, system.pack_model, file)  # type: ignore[attr-defined]


def import_muster_pack(file: Path, packs_root: Path) -> ImportReport:
    pack = read_muster_pack(file)
    report = ImportReport(system=pack.system)
    install_pack(pack, packs_root, report)
    return report


def remove_pack(packs_root: Path, system_id: str, pack_id: str) -> Path:
    """Deletes the user pack ``pack_id``; the built-in pack cannot be removed.

    ``pack_id`` is an id, never a path: ``../x`` or ``/abs/x`` name no pack."""
    if not re.fullmatch(ID_PATTERN, pack_id):
        raise CatalogError(
            QT_TRANSLATE_NOOP(
                "Errors",
                '"{pack}" is not a pack id: give the id "muster catalog packs" lists, '
                "such as my-pack.",
            ),
            pack=pack_id,
        )
    file = user_pack_file(packs_root, system_id, pack_id)
    if not file.is_file():
        raise CatalogError(
            QT_TRANSLATE_NOOP("Errors", 'There is no user pack "{pack}" for {system}.'),
            pack=pack_id,
            system=system_id,
        )
    try:
        file.unlink()
    except OSError as exc:
        raise FileWriteError(file=str(file), detail=exc.strerror or str(exc)) from exc
    return file


def _merge_into(target: dict[str, Any], body: dict[str, Any]) -> None:
    for key, value in body.items():
        current = target.get(key)
        if isinstance(value, list) and isinstance(current, list):
            by_id = {item.get("id"): n for n, item in enumerate(current) if isinstance(item, dict)}
            for item in value:
                key_id = item.get("id") if isinstance(item, dict) else None
                if key_id is not None and key_id in by_id:
                    current[by_id[key_id]] = item
                else:
                    by_id[key_id] = len(current)
                    current.append(item)
        elif isinstance(value, dict) and isinstance(current, dict):
            current.update(value)
        else:
            target[key] = json.loads(json.dumps(value))


def merged_pack(catalog: Catalog, system_id: str) -> PackBase:
    """One pack holding everything the catalogue holds, as the loaded packs merge it."""
    body: dict[str, Any] = {}
    for info in catalog.packs:
        if info.file is None:
            continue
        raw = read_json(Path(info.file))
        _merge_into(body, {k: v for k, v in raw.items() if k not in HEADER_FIELDS})
    title = QT_TRANSLATE_NOOP("CatalogImport", "Muster catalogue (all packs merged)")
    header = {
        "format": PACK_FORMAT,
        "system": system_id,
        "id": f"{system_id}-merged",
        "version": date.today().strftime("%Y.%m.%d"),
        "name": {lang: translate("CatalogImport", title, lang) for lang in ("en", "fr", "pl")},
        "source": ", ".join(f"{info.id} {info.version}" for info in catalog.packs),
    }
    model = systems.get(system_id).pack_model  # type: ignore[attr-defined]
    return parse_pack({**header, **body}, model, f"{system_id}-merged")


def export_pack(
    catalog: Catalog, system_id: str, destination: Path, pack_id: str | None = None
) -> Path:
    """Writes the merged catalogue, or the loaded pack ``pack_id``, to ``destination``."""
    if pack_id is None:
        pack = merged_pack(catalog, system_id)
    else:
        info = next((p for p in catalog.packs if p.id == pack_id and p.file), None)
        if info is None:
            raise CatalogError(
                QT_TRANSLATE_NOOP("Errors", 'There is no loaded pack "{pack}" for {system}.'),
                pack=pack_id,
                system=system_id,
            )
        pack = load_pack(Path(info.file), systems.get(system_id).pack_model)  # type: ignore[attr-defined]
    write_pack(pack, destination)  # an unwritable destination raises FileWriteError
    return destination


def unit_origins(catalog: Catalog, system_id: str) -> dict[str, str]:
    """For each entry id, the id of the pack its loaded version comes from."""
    entries_field = systems.get(system_id).pack_model.ENTRIES_FIELD  # type: ignore[attr-defined]
    origins: dict[str, str] = {}
    for info in catalog.packs:
        if info.file is None:
            continue
        raw = read_json(Path(info.file))
        entries = raw.get(entries_field) if isinstance(raw, dict) else None
        fills_gaps = getattr(info, "fills_gaps", False)
        for entry in entries if isinstance(entries, list) else ():
            if isinstance(entry, dict) and entry.get("id") in catalog.units:
                if fills_gaps and entry["id"] in origins:
                    continue  # a pack that fills gaps never replaces an earlier pack's entry
                origins[entry["id"]] = info.id
    return origins


@dataclass
class PackSummary:
    """A pack as the Catalogue page lists it; ``problem`` is set for a pack that cannot load."""

    id: str
    name: Any  # LocalizedName, or None for a pack that cannot be read
    version: str
    units: int
    builtin: bool
    file: Path | None
    problem: CatalogError | None = None
    origin: PackOrigin | None = None  # where its data comes from, on what licence


def pack_summaries(catalog: Catalog, system_id: str) -> list[PackSummary]:
    """The loaded packs, each with how many of the catalogue's entries come from it."""
    origins = unit_origins(catalog, system_id)
    return [
        PackSummary(
            info.id,
            info.name,
            info.version,
            sum(1 for origin in origins.values() if origin == info.id),
            info.builtin,
            Path(info.file) if info.file else None,
            origin=getattr(info, "origin", None),
        )
        for info in catalog.packs
    ]


def salvage(packs_root: Path, system_id: str) -> tuple[Catalog, list[PackSummary]]:
    """When the user packs do not load together: the catalogue without the broken ones, and
    every pack, the broken ones with their problem (so the user can see and remove them)."""
    catalog = baseline_catalog(packs_root, system_id)
    summaries = pack_summaries(catalog, system_id)
    loaded = {summary.file for summary in summaries}
    model = systems.get(system_id).pack_model  # type: ignore[attr-defined]
    for file in user_pack_files(packs_root, system_id):
        if file in loaded:
            continue
        try:
            load_pack(file, model)
        except CatalogError as exc:
            summaries.append(PackSummary(file.stem, None, "", 0, False, file, exc))
    return catalog, summaries
