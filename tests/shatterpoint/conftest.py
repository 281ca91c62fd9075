"""Fixtures for the Shatterpoint rules: the built-in catalogue, and one with more eras."""

from __future__ import annotations

from typing import Any

import pytest

from app.roster.document import RosterDocument
from app.systems.shatterpoint.catalog import ShatterpointCatalog, ShatterpointPack, load_catalog

CORE_TEAM = [
    {
        "primary": "general-anakin-skywalker",
        "secondary": "cc-7567-captain-rex",
        "support": "501st-clone-troopers",
    },
    {
        "primary": "lord-maul",
        "secondary": "gar-saxon-merciless-commander",
        "support": "mandalorian-super-commandos",
    },
]


def _unit(uid: str, name: str, kind: str, points: int, eras: list[str], **extra: Any) -> dict:
    unit: dict[str, Any] = {
        "id": uid,
        "name": {"en": name},
        "type": kind,
        "force": 3 if kind == "primary" else 0,
        "stamina": 9,
        "durability": 2,
        "characters": 1 if kind != "support" else 3,
        "eras": eras,
        "source": "test",
    }
    unit["sp" if kind == "primary" else "pc"] = points
    unit.update(extra)
    return unit


# Units of other eras, a multi-era unit and a cross-era (era_span) unit, for ERA_MISMATCH.
EXTRA_PACK = {
    "format": "muster.catalog/1",
    "system": "shatterpoint",
    "id": "test-eras",
    "version": "1",
    "name": {"en": "Test eras"},
    "units": [
        _unit("imperial-commander", "Imperial Commander", "primary", 8, ["rote"]),
        _unit("imperial-agent", "Imperial Agent", "secondary", 4, ["rote"]),
        _unit("stormtroopers", "Stormtroopers", "support", 3, ["rote"]),
        _unit("rebel-leader", "Rebel Leader", "primary", 7, ["aor"]),
        _unit("rebel-troopers", "Rebel Troopers", "support", 3, ["aor"]),
        _unit("bounty-droid", "Bounty Droid", "secondary", 3, ["fotj", "aor"]),
        _unit(
            "wandering-mercenary",
            "Wandering Mercenary",
            "secondary",
            3,
            ["fotj"],
            era_span=["fotj", "aor"],
        ),
        # Same unit name as a built-in card, another id: a reprint under a new id.
        _unit("lord-maul-reprint", "Lord Maul", "primary", 8, ["fotj"]),
    ],
}


@pytest.fixture(scope="session")
def core() -> ShatterpointCatalog:
    return load_catalog()


@pytest.fixture(scope="session")
def catalog() -> ShatterpointCatalog:
    merged = load_catalog()
    merged.add_pack(ShatterpointPack.model_validate(EXTRA_PACK))
    return merged


def roster(
    squads: list[dict[str, str | None]] | None = None,
    mission_set: str | None = "Shifting Priorities",
    casual: bool = False,
) -> RosterDocument:
    return RosterDocument(
        "shatterpoint",
        "Test team",
        [dict(s) for s in (CORE_TEAM if squads is None else squads)],
        mission_set,
        casual,
    )
