"""Where the user's pack files are: ``<packs root>/<system>/<pack id>.json``.

Its own small module: loading a catalogue lists these files, and the window's first page must
not import the installing and exporting code of app/catalog/user_packs.py to do it."""

from __future__ import annotations

from pathlib import Path


def packs_folder(packs_root: Path, system_id: str) -> Path:
    return packs_root / system_id


def user_pack_file(packs_root: Path, system_id: str, pack_id: str) -> Path:
    return packs_folder(packs_root, system_id) / f"{pack_id}.json"


def user_pack_files(packs_root: Path, system_id: str) -> list[Path]:
    folder = packs_folder(packs_root, system_id)
    # Regular files only (links to them too): a pipe or a device named *.json is never opened.
    return sorted(f for f in folder.glob("*.json") if f.is_file()) if folder.exists() else []
