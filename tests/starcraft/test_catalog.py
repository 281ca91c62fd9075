"""The built-in StarCraft pack: what the rulebook's text gives, and every missing figure marked."""

import json
import subprocess
import sys

import pytest

from app.catalog.pack import parse_pack
from app.errors import CatalogError
from app.systems.starcraft.catalog import (
    Faction,
    StarcraftPack,
    Unit,
    builtin_pack_file,
    load_catalog,
)


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def test_six_factions_two_per_race(catalog):
    factions = catalog.factions()
    assert sorted(f.id for f in factions) == [
        "aldaris",
        "mengsk",
        "overmind",
        "queen-of-blades",
        "raynor",
        "tassadar",
    ]
    races = [f.race for f in factions]
    assert {race: races.count(race) for race in races} == {"terran": 2, "protoss": 2, "zerg": 2}
    assert catalog.faction("queen-of-blades").name.fr == "La Reine des Nuées"
    assert catalog.faction("overmind").colour.fr == "Vert"


def test_piece_limits_and_hands_from_the_text(catalog):
    for faction in catalog.factions():
        assert (faction.pieces.bases, faction.pieces.workers, faction.pieces.transports) == (
            6,
            15,
            7,
        )
        expected = {"terran": (21, 8, 8, 8), "protoss": (20, 6, 7, 6), "zerg": (22, 6, 4, 6)}
        tech, tiles, modules, hand = expected[faction.race]
        assert faction.pieces.tech_cards == tech
        assert faction.pieces.building_tiles == tiles
        assert faction.pieces.module_tokens == modules
        assert faction.hand_limit == faction.starting_hand == hand


def test_models_add_up_to_the_box(catalog):
    # 180 figures for two sets of each race (the Zergling and Masse pieces counted as listed).
    assert 2 * sum(unit.pieces for unit in catalog.of_kind("unit")) == 180


def test_missing_figures_are_null_and_flagged(catalog):
    marine = catalog.unit("marine")
    assert marine.cost.minerals == 1 and marine.support == 1
    assert "level" in marine.unknown and marine.level is None
    zealot = catalog.unit("zealot")
    assert zealot.level == 1 and zealot.is_known("level")
    guardian = catalog.unit("guardian")
    assert guardian.tech is None and {"tech", "sacrifice", "cost"} <= set(guardian.unknown)
    archon = catalog.unit("archon")
    assert archon.sacrifice.unit == "high-templar" and archon.sacrifice.count == 2
    assert catalog.faction("raynor").module_slots is None
    for entry in catalog.entries.values():
        for name in entry.figure_fields():
            assert (getattr(entry, name) is None) == (name in entry.unknown), (entry.id, name)


def test_special_victories_in_the_text(catalog):
    assert catalog.faction("overmind").special_victory.rule == "bases_on_planets"
    assert catalog.faction("overmind").special_victory.planets == 3
    assert catalog.faction("aldaris").special_victory.rule == "aldaris"
    assert catalog.faction("raynor").special_victory is None
    assert "special_victory" in catalog.faction("raynor").unknown


def _pack(entries):
    return {
        "format": "muster.catalog/1",
        "system": "starcraft",
        "id": "my-sheets",
        "version": "1",
        "name": {"en": "My sheets"},
        "entries": entries,
    }


def test_a_value_listed_unknown_is_refused():
    raw = _pack(
        [
            {
                "kind": "module",
                "id": "zerg-research",
                "name": {"en": "R&D"},
                "race": "zerg",
                "module": "research",
                "cost": {"minerals": 1, "gas": 1},
                "unknown": ["cost"],
            }
        ]
    )
    with pytest.raises(CatalogError) as error:
        parse_pack(raw, StarcraftPack, "my.json")
    assert "entry 'zerg-research'" in error.value.message("en")
    assert "listed as unknown but has a value" in error.value.message("en")


def test_a_null_figure_must_be_flagged():
    raw = _pack(
        [{"kind": "module", "id": "x", "name": {"en": "X"}, "race": "zerg", "module": "research"}]
    )
    with pytest.raises(CatalogError, match="give it, or list it in unknown"):
        parse_pack(raw, StarcraftPack, "my.json")


def test_a_user_pack_fills_in_the_sheet(tmp_path):
    builtin = json.loads(builtin_pack_file().read_text(encoding="utf-8"))
    raynor = next(e for e in builtin["entries"] if e["id"] == "raynor")
    raynor = {**raynor, "module_slots": 4}
    raynor["unknown"] = [name for name in raynor["unknown"] if name != "module_slots"]
    file = tmp_path / "my-sheets.json"
    file.write_text(json.dumps(_pack([raynor])), encoding="utf-8")
    catalog = load_catalog([file])
    assert catalog.faction("raynor").module_slots == 4
    assert catalog.overridden["raynor"] == "my-sheets"
    assert isinstance(catalog.get("raynor"), Faction)
    assert isinstance(catalog.get("marine"), Unit)


def test_catalog_list_names_factions_units_buildings_modules():
    out = subprocess.run(
        [sys.executable, "-m", "app", "catalog", "list", "--system", "starcraft", "--lang", "fr"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "Aldaris" in out and "faction, Protoss" in out
    assert "Flammeur" in out and "Baraquements" in out and "Approvisionnement" in out
