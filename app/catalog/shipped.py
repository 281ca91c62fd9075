"""The data packs that ship with Muster, and where each comes from: what the About dialog
lists (each pack's name, source and licence), read from the packs' own headers."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from app.catalog.pack import read_json
from app.errors import MusterError
from app.resources import resources_dir

# A pack that names no licence is Muster's own, under the project's licence.
PROJECT_LICENCE = "GPL-3.0-or-later"


@dataclass(frozen=True)
class ShippedPack:
    system: str
    name: dict[str, str]
    source: str
    licence: str
    repository: str = ""

    def display_name(self, language: str) -> str:
        return self.name.get(language) or self.name.get("en") or next(iter(self.name.values()), "")


def shipped_packs(data_root: Path | None = None) -> list[ShippedPack]:
    """Every catalogue pack under resources/data/<game>/, by game folder then file name."""
    root = data_root or resources_dir() / "data"
    packs = []
    for file in sorted(root.glob("*/*.json")):
        try:
            raw = read_json(file)
        except MusterError:
            continue  # a damaged shipped file is reported where it is loaded, not here
        if not isinstance(raw, dict) or raw.get("format") != "muster.catalog/1":
            continue
        name = raw.get("name")
        names = (
            {k: v for k, v in name.items() if isinstance(v, str)} if isinstance(name, dict) else {}
        )
        packs.append(
            ShippedPack(
                system=str(raw.get("system") or file.parent.name),
                name=names or {"en": file.stem},
                source=str(raw.get("source") or ""),
                licence=str(raw.get("licence") or PROJECT_LICENCE),
                repository=str(raw.get("repository") or ""),
            )
        )
    return packs
