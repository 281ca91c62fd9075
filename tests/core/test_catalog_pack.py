"""The catalogue pack format: loading, precise errors, overrides."""

import json
from pathlib import Path

import pytest

from app.catalog.pack import load_pack, write_pack
from app.errors import CatalogError
from app.systems.shatterpoint.catalog import ShatterpointPack, builtin_pack_file, load_catalog


def unit(**overrides):
    base = {
        "id": "test-unit",
        "name": {"en": "Test Unit"},
        "type": "support",
        "pc": 3,
        "force": 0,
        "stamina": 7,
        "durability": 2,
        "characters": 2,
        "eras": ["fotj"],
        "source": "test fixture",
    }
    base.update(overrides)
    return base


def pack(units, **overrides):
    base = {
        "format": "muster.catalog/1",
        "system": "shatterpoint",
        "id": "test-pack",
        "version": "1",
        "name": {"en": "Test pack"},
        "units": units,
    }
    base.update(overrides)
    return base


def write(tmp_path: Path, data, name="pack.json", bom=False) -> Path:
    file = tmp_path / name
    text = json.dumps(data, ensure_ascii=False)
    file.write_text(("\ufeff" if bom else "") + text, encoding="utf-8")
    return file


def test_builtin_pack_loads_every_unit_of_the_catalog_facts():
    core = load_pack(builtin_pack_file(), ShatterpointPack)
    assert len(core.units) == 20
    catalog = load_catalog()
    assert {unit.id for unit in core.units} <= set(catalog.units)
    assert [(p.id, p.builtin) for p in catalog.packs] == [
        ("shatterpoint-builtin", True),
        ("shatterpoint-community", True),
    ]
    anakin = catalog.get("general-anakin-skywalker")
    assert (anakin.type, anakin.sp, anakin.force, anakin.stamina, anakin.durability) == (
        "primary",
        7,
        4,
        11,
        3,
    )
    assert catalog.get("501st-clone-troopers").name.get("pl") == "Żołnierze-klony z legionu 501"
    assert catalog.era_ids() == ["fotj", "rote", "aor", "tnr"]
    assert all(u.source for u in catalog.units.values())


def test_errors_name_the_file_the_entry_and_the_field(tmp_path):
    file = write(tmp_path, pack([unit(), unit(id="lord-vader", stamina=0, name={"fr": "x"})]))
    with pytest.raises(CatalogError) as caught:
        load_pack(file, ShatterpointPack)
    problems = caught.value.problems
    assert any(
        str(file) in p and "entry 'lord-vader'" in p and "field 'stamina'" in p for p in problems
    )
    assert any("entry 'lord-vader'" in p and "field 'name.en'" in p for p in problems)
    assert str(file) in caught.value.message("en")


def test_a_unit_without_its_points_is_rejected(tmp_path):
    file = write(tmp_path, pack([unit(id="no-points", type="primary", pc=None)]))
    with pytest.raises(CatalogError) as caught:
        load_pack(file, ShatterpointPack)
    assert any("no-points" in p and "sp" in p for p in caught.value.problems)


def test_broken_json_names_line_and_column(tmp_path):
    file = tmp_path / "broken.json"
    file.write_text('{\n  "format": "muster.catalog/1",\n  "units": [,]\n}', encoding="utf-8")
    with pytest.raises(CatalogError) as caught:
        load_pack(file, ShatterpointPack)
    assert "line 3" in caught.value.message("en")
    assert "ligne 3" in caught.value.message("fr")


def test_a_file_that_is_not_a_pack(tmp_path):
    file = write(tmp_path, {"format": "something/else"})
    with pytest.raises(CatalogError) as caught:
        load_pack(file, ShatterpointPack)
    assert "muster.catalog/1" in caught.value.message("en")


def test_byte_order_mark_is_tolerated(tmp_path):
    file = write(tmp_path, pack([unit()]), bom=True)
    assert load_pack(file, ShatterpointPack).units[0].id == "test-unit"


def test_a_user_pack_extends_and_overrides_the_builtin(tmp_path):
    file = write(
        tmp_path,
        pack(
            [
                unit(),
                unit(
                    id="lord-maul",
                    name={"en": "Lord Maul"},
                    type="primary",
                    pc=None,
                    sp=9,
                    force=3,
                    stamina=12,
                    durability=2,
                    characters=1,
                    source="errata",
                ),
            ]
        ),
    )
    catalog = load_catalog([file])
    assert catalog.get("test-unit") is not None
    assert catalog.get("lord-maul").stamina == 12
    assert catalog.overridden == {"lord-maul": "test-pack"}
    assert [p.builtin for p in catalog.packs] == [True, True, False]


def test_cross_era_span_covers_every_era_between_its_ends(tmp_path):
    file = write(tmp_path, pack([unit(id="wanderer", eras=["fotj"], era_span=["fotj", "aor"])]))
    catalog = load_catalog([file])
    assert catalog.eras_of(catalog.get("wanderer")) == {"fotj", "rote", "aor"}


def test_write_then_load_round_trip(tmp_path):
    original = load_pack(builtin_pack_file(), ShatterpointPack)
    write_pack(original, tmp_path / "copy.json")
    assert load_pack(tmp_path / "copy.json", ShatterpointPack) == original
