from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.catalog.importers import detect_format, import_path
from app.catalog.pack import load_pack
from app.catalog.user_packs import export_pack, remove_pack, unit_origins
from app.errors import CatalogError, FileReadError
from app.systems.shatterpoint.catalog import ShatterpointPack, load_catalog

FIXTURES = Path(__file__).parent / "fixtures"
CLUB = FIXTURES / "club_extras.json"


def test_import_muster_pack(packs_root: Path) -> None:
    assert detect_format(CLUB) == "muster"
    report = import_path(CLUB, packs_root)
    assert report.added == ["savage-opress"]
    [change] = report.changed
    assert change.entry_id == "lord-maul"
    # A Muster pack replaces the whole unit: the abilities it does not list are gone too.
    assert change.fields == (
        "abilities", "box", "durability", "force", "spt_code", "stamina", "traits", "tta_id",
        "unique_name.fr", "unique_name.pl",
    )  # fmt: skip
    target = packs_root / "shatterpoint" / "club-extras.json"
    assert report.pack_file == target
    catalog = load_catalog([target])
    assert catalog.units["lord-maul"].stamina == 13
    assert unit_origins(catalog, "shatterpoint")["lord-maul"] == "club-extras"
    assert unit_origins(catalog, "shatterpoint")["general-anakin-skywalker"] == (
        "shatterpoint-builtin"
    )


def _bad_pack(tmp_path: Path, **changes: object) -> Path:
    raw = json.loads(CLUB.read_text(encoding="utf-8"))
    raw["units"][1].update(changes)
    file = tmp_path / "bad.json"
    file.write_text(json.dumps(raw), encoding="utf-8")
    return file


def test_pack_errors_name_file_entry_and_field(tmp_path: Path, packs_root: Path) -> None:
    file = _bad_pack(tmp_path, stamina=0, type="hero")
    with pytest.raises(CatalogError) as caught:
        import_path(file, packs_root)
    problems = caught.value.problems
    assert f"{file}: entry 'savage-opress': field 'stamina': " in problems[0] + problems[1]
    assert any("entry 'savage-opress': field 'type'" in p for p in problems)
    assert str(file) in caught.value.message("en")
    assert not (packs_root / "shatterpoint").exists()  # nothing written


def test_pack_with_missing_field(tmp_path: Path, packs_root: Path) -> None:
    raw = json.loads(CLUB.read_text(encoding="utf-8"))
    del raw["units"][0]["source"]
    file = tmp_path / "nosource.json"
    file.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(CatalogError) as caught:
        import_path(file, packs_root, "muster")
    assert caught.value.problems == [f"{file}: entry 'lord-maul': field 'source': Field required"]


def test_not_a_pack(tmp_path: Path, packs_root: Path) -> None:
    file = tmp_path / "roster.json"
    file.write_text('{"format": "muster.roster/1"}', encoding="utf-8")
    with pytest.raises(CatalogError, match="not a Muster catalogue pack"):
        import_path(file, packs_root)
    with pytest.raises(CatalogError, match="not a Muster catalogue pack"):
        import_path(file, packs_root, "muster")
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": ', encoding="utf-8")
    with pytest.raises(CatalogError, match="not valid JSON"):
        import_path(broken, packs_root, "muster")
    with pytest.raises(FileReadError, match="does not exist"):
        import_path(tmp_path / "missing", packs_root)


def test_builtin_pack_id_is_refused(tmp_path: Path, packs_root: Path) -> None:
    raw = json.loads(CLUB.read_text(encoding="utf-8"))
    raw["id"] = "shatterpoint-builtin"
    file = tmp_path / "sneaky.json"
    file.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(CatalogError, match="built-in"):
        import_path(file, packs_root)


def test_export_merged_and_single_pack(tmp_path: Path, packs_root: Path) -> None:
    import_path(CLUB, packs_root)
    catalog = load_catalog([packs_root / "shatterpoint" / "club-extras.json"])
    (tmp_path / "out").mkdir()  # an export never makes folders (docs/cli.md, "Output files")
    merged = export_pack(catalog, "shatterpoint", tmp_path / "out" / "all.json")
    pack = load_pack(merged, ShatterpointPack)
    by_id = {unit.id: unit for unit in pack.units}
    assert set(by_id) == set(catalog.units)
    assert by_id["lord-maul"].stamina == 13
    assert [era.id for era in pack.eras] == ["fotj", "rote", "aor", "tnr"]
    single = export_pack(catalog, "shatterpoint", tmp_path / "club.json", "club-extras")
    assert load_pack(single, ShatterpointPack).id == "club-extras"
    with pytest.raises(CatalogError, match="no loaded pack"):
        export_pack(catalog, "shatterpoint", tmp_path / "x.json", "nope")
    # An exported pack imports back under its own id.
    report = import_path(merged, packs_root)
    assert report.pack_id == "shatterpoint-merged" and report.imported == len(catalog.units)


def test_remove_pack(packs_root: Path) -> None:
    import_path(CLUB, packs_root)
    removed = remove_pack(packs_root, "shatterpoint", "club-extras")
    assert not removed.exists()
    with pytest.raises(CatalogError, match='no user pack "club-extras"'):
        remove_pack(packs_root, "shatterpoint", "club-extras")


def test_a_broken_user_pack_does_not_block_an_import(packs_root: Path) -> None:
    folder = packs_root / "shatterpoint"
    folder.mkdir(parents=True)
    (folder / "damaged.json").write_text("{", encoding="utf-8")
    report = import_path(CLUB, packs_root)
    assert report.imported == 2
