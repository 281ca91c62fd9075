"""Importing catalogues: Muster's own pack files and community formats.

A community format is read by an importer module of its game system, registered with the
system (``app.systems.register(..., import_formats=...)``) and loaded only when used. Such a
module provides ``SYSTEM_ID``, ``recognizes(path) -> bool`` and
``import_folder(path, catalog, report, progress) -> pack | None``; ``READS_FILES = True``
when the format is a single file rather than a folder
(the pack of every entry it could read; each file it could not read is added to
``report.rejected`` with its reason, and never stops the others).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from app import systems
from app.catalog.format_names import MUSTER_FORMAT, import_format_names
from app.catalog.pack import PACK_FORMAT, read_json
from app.catalog.report import ImportReport
from app.catalog.user_packs import baseline_catalog, import_muster_pack, install_pack
from app.errors import CatalogError, FileReadError
from app.i18n import QT_TRANSLATE_NOOP

# Community format name -> module that reads it, as each game system registers them.
COMMUNITY_FORMATS: dict[str, str] = systems.import_formats()
FORMATS = import_format_names()


def importer(format_name: str) -> ModuleType:
    return importlib.import_module(COMMUNITY_FORMATS[format_name])


def _is_muster_pack(file: Path) -> bool:
    try:
        head = read_json(file)
    except CatalogError:
        return False
    return isinstance(head, dict) and head.get("format") == PACK_FORMAT


def _missing(path: Path) -> FileReadError:
    return FileReadError(
        QT_TRANSLATE_NOOP("Errors", "{file} does not exist."),
        file=str(path),
    )


def detect_format(path: Path) -> str:
    """``muster`` for a pack file, else the community format that recognizes the folder."""
    if not path.exists():
        raise _missing(path)
    if path.is_file():
        if _is_muster_pack(path):
            return MUSTER_FORMAT
        for name in COMMUNITY_FORMATS:
            module = importer(name)
            if getattr(module, "READS_FILES", False) and module.recognizes(path):
                return name
        raise CatalogError(
            QT_TRANSLATE_NOOP(
                "Errors",
                '{file} is not a Muster catalogue pack (format must be "{expected}"); '
                "a community catalogue is imported from its folder.",
            ),
            file=str(path),
            expected=PACK_FORMAT,
        )
    for name in COMMUNITY_FORMATS:
        if importer(name).recognizes(path):
            return name
    raise CatalogError(
        QT_TRANSLATE_NOOP("Errors", "The folder {file} holds no catalogue that Muster can read."),
        file=str(path),
    )


def import_path(
    path: Path,
    packs_root: Path,
    format_name: str = "auto",
    progress: Callable[[int, int], None] | None = None,
) -> ImportReport:
    """Imports ``path`` into the user packs under ``packs_root`` and reports what it did.

    ``progress(done, total)`` follows a community import file by file.

    Raises a MusterError when ``path`` cannot be read at all; a report with nothing imported
    (``report.imported == 0``) when nothing in it was valid.
    """
    if format_name == "auto":
        format_name = detect_format(path)
    elif not path.exists():
        raise _missing(path)
    if format_name == MUSTER_FORMAT:
        if not path.is_file():
            raise CatalogError(
                QT_TRANSLATE_NOOP("Errors", "{file} is a folder; a Muster pack is a .json file."),
                file=str(path),
            )
        return import_muster_pack(path, packs_root)
    if format_name not in COMMUNITY_FORMATS:
        raise CatalogError(detail=f"unknown import format {format_name}", file=str(path))
    module = importer(format_name)
    if not path.is_dir() and not getattr(module, "READS_FILES", False):
        raise CatalogError(
            QT_TRANSLATE_NOOP("Errors", "{file} is a file; a community catalogue is a folder."),
            file=str(path),
        )
    system_id: str = module.SYSTEM_ID
    report = ImportReport(system=system_id)
    baseline = baseline_catalog(packs_root, system_id)
    pack: Any = module.import_folder(path, baseline, report, progress)
    if pack is not None:
        install_pack(pack, packs_root, report)
    return report
