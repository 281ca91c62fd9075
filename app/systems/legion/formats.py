"""Legion's army formats as data (``resources/data/legion/formats.json``): points, rank
limits and battle-deck composition, for the 2020 rules reference and today's formats."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from app.catalog.pack import LocalizedName
from app.resources import data_dir
from app.systems.legion import SYSTEM_ID
from app.systems.legion.catalog import RANKS, Rank

FORMATS_FILE = "formats.json"
DEFAULT_FORMAT = "standard"


@dataclass(frozen=True)
class ArmyFormat:
    id: str
    name: LocalizedName
    points: int
    ranks: dict[Rank, tuple[int, int]]
    battle_deck: dict[str, int]  # category -> how many cards
    link_points: int | None  # the points Legion HQ's links write for this format
    lhq_mode: str | None  # Legion HQ's name of the mode (battle forces' rank tables use it)
    source: str


@cache
def formats() -> dict[str, ArmyFormat]:
    raw = json.loads((data_dir(SYSTEM_ID) / FORMATS_FILE).read_text(encoding="utf-8"))
    found = {}
    for entry in raw["formats"]:
        found[entry["id"]] = ArmyFormat(
            id=entry["id"],
            name=LocalizedName(**entry["name"]),
            points=entry["points"],
            ranks={rank: tuple(entry["ranks"][rank]) for rank in RANKS},  # type: ignore[misc]
            battle_deck=dict(entry["battle_deck"]),
            link_points=entry.get("link_points"),
            lhq_mode=entry.get("lhq_mode"),
            source=entry.get("source", ""),
        )
    return found


def get_format(format_id: str) -> ArmyFormat | None:
    return formats().get(format_id)


def by_link_points(points: int) -> ArmyFormat | None:
    """The format a Legion HQ link means by its points (600, 800, 1000, 1600)."""
    for army_format in formats().values():
        if army_format.link_points == points:
            return army_format
    return None
