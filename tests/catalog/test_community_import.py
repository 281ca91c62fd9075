from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.catalog.importers import detect_format, import_path
from app.catalog.pack import load_pack
from app.catalog.report import ImportReport
from app.systems.shatterpoint.catalog import ShatterpointPack, load_catalog
from app.systems.shatterpoint.importer import import_folder, read_unit
from tests.profiles import examples

EXPECTED_REJECTED = {
    "community/data/units/badtype.json": "unknown unit type",
    "community/data/units/brokenfile.json": "broken JSON",
    "community/data/units/nofigures.json": "missing figures: stamina, durability",
    "community/data/units/noname.json": "no English name",
    "community/data/units/obiwanagain.json": 'unit id "general-obi-wan-kenobi" is already taken',
    "community/data/units/unknownera.json": 'unknown era "dawnofthejedi"',
}


def test_import_report(community_folder: Path, packs_root: Path) -> None:
    report = import_path(community_folder, packs_root)
    assert sorted(report.added) == [
        "bounty-hunters",
        "general-obi-wan-kenobi",
        "jedi-knight-aesa-lotr",
    ]
    assert [(c.entry_id, c.fields) for c in report.changed] == [
        ("general-anakin-skywalker", ("stamina",))
    ]
    rejected = {r.source: r.reason.message("en") for r in report.rejected}
    assert set(rejected) == set(EXPECTED_REJECTED)
    for source, fragment in EXPECTED_REJECTED.items():
        assert fragment in rejected[source], rejected[source]
    assert "line 4" in rejected["community/data/units/brokenfile.json"]
    assert report.pack_file == packs_root / "shatterpoint" / "community.json"


def test_imported_units(community_folder: Path, packs_root: Path) -> None:
    import_path(community_folder, packs_root)
    pack_file = packs_root / "shatterpoint" / "community.json"
    pack = load_pack(pack_file, ShatterpointPack)
    assert pack.id == "community"
    catalog = load_catalog([pack_file])
    obi = catalog.units["general-obi-wan-kenobi"]
    assert obi.name.get("fr") == "Général Obi-Wan Kenobi"
    assert obi.name.pl is None and obi.name.get("pl") == "General Obi-Wan Kenobi"
    assert obi.unique_name is not None and obi.unique_name.en == "Obi-Wan Kenobi"
    assert (obi.type, obi.sp, obi.pc) == ("primary", 8, None)
    assert (obi.force, obi.stamina, obi.durability, obi.characters) == (3, 10, 3, 1)
    assert obi.eras == ("fotj",)
    assert obi.traits == ("212th", "Force User", "Galactic Republic", "Jedi")
    assert obi.box == "Hello There"
    assert obi.source == "community/data/units/generalobiwankenobi.json"
    hunters = catalog.units["bounty-hunters"]
    assert (hunters.type, hunters.pc) == ("support", 4)
    assert hunters.eras == ("fotj", "rote", "aor")
    assert hunters.traits == ("Bounty Hunter", "Mercenary", "Scoundrel", "Trooper")
    # A new era from the eras file, after the known ones; a new trait, prettified.
    jedi = catalog.units["jedi-knight-aesa-lotr"]
    assert jedi.eras == ("highrepublic",)
    assert catalog.era_ids()[-1] == "highrepublic"
    assert catalog.era_name("highrepublic", "fr") == "La Haute République"
    assert "High Republic Hero" in jedi.traits
    assert catalog.trait_name("212th", "fr") == "212e"


def test_override_keeps_what_the_community_file_does_not_say(
    community_folder: Path, packs_root: Path
) -> None:
    builtin = load_catalog().units["general-anakin-skywalker"]
    import_path(community_folder, packs_root)
    catalog = load_catalog([packs_root / "shatterpoint" / "community.json"])
    anakin = catalog.units["general-anakin-skywalker"]
    assert catalog.overridden["general-anakin-skywalker"] == "community"
    assert anakin.stamina == 12 and builtin.stamina == 11
    assert anakin.name.pl == builtin.name.pl  # name-pl null: the Polish name is kept
    assert anakin.spt_code == builtin.spt_code and anakin.tta_id == builtin.tta_id
    assert anakin.source.endswith("generalanakinskywalker.json")


def test_reimport_replaces_the_same_pack(community_folder: Path, packs_root: Path) -> None:
    import_path(community_folder, packs_root)
    second = import_path(community_folder, packs_root)
    # Compared with the catalogue without the previous import, not with itself.
    assert "general-obi-wan-kenobi" in second.added
    assert len(list((packs_root / "shatterpoint").glob("*.json"))) == 1


def test_folder_of_unit_files_directly(community_folder: Path, packs_root: Path) -> None:
    units = community_folder / "data" / "units"
    assert detect_format(units) == "shatterpoint-data"
    report = import_path(units, packs_root, "shatterpoint-data")
    assert report.pack_id == "community"  # named after the catalogue, not "units"
    assert "general-obi-wan-kenobi" in report.added


def test_folder_without_eras_file_maps_known_era_names(
    community_folder: Path, packs_root: Path
) -> None:
    (community_folder / "data" / "eras" / "eras.json").unlink()
    report = import_path(community_folder, packs_root)
    assert "bounty-hunters" in report.added
    reasons = {r.source: r.reason.message("en") for r in report.rejected}
    assert 'unknown era "highrepublic"' in reasons["community/data/units/aesalotr.json"]


def test_nothing_valid(tmp_path: Path, packs_root: Path) -> None:
    folder = tmp_path / "junk"
    folder.mkdir()
    (folder / "a.json").write_text("[1, 2]", encoding="utf-8")
    (folder / "b.json").write_bytes(b"\xff\xfe not utf-8")
    report = import_path(folder, packs_root)
    assert report.imported == 0 and report.pack_file is None
    assert [r.source for r in report.rejected] == ["junk/a.json", "junk/b.json"]
    assert not (packs_root / "shatterpoint").exists()


def test_report_in_french(community_folder: Path, packs_root: Path) -> None:
    report = import_path(community_folder, packs_root)
    text = report.to_text("fr")
    assert "Ajoutées : 3" in text
    json_report = report.to_json("pl")
    assert json_report["changed"] == [{"id": "general-anakin-skywalker", "fields": ["stamina"]}]
    assert len(json_report["rejected"]) == len(EXPECTED_REJECTED)


values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-5, max_value=30),
    st.floats(allow_nan=True),
    st.text(max_size=12),
    st.lists(st.one_of(st.text(max_size=15), st.integers(), st.none()), max_size=4),
    st.dictionaries(st.text(max_size=4), st.integers(), max_size=2),
)
keys = st.sampled_from(
    [
        "name-en", "name-fr", "name-pl", "uniquename-en", "uniquename-pl", "type", "squadpoints",
        "pointcost", "force", "stamina", "durability", "characters", "eras", "tags", "expansions",
    ]
)  # fmt: skip
good_unit = st.fixed_dictionaries(
    {
        "name-en": st.text(min_size=1, max_size=20),
        "type": st.sampled_from(["primary", "secondary", "supporting"]),
        "squadpoints": st.integers(0, 12),
        "pointcost": st.integers(0, 8),
        "force": st.integers(0, 5),
        "stamina": st.integers(1, 14),
        "durability": st.integers(1, 4),
        "characters": st.integers(1, 4),
        "eras": st.lists(st.sampled_from(["fallofthejedi", "ageofrebellion", "x"]), max_size=3),
        "tags": st.lists(st.text(max_size=10), max_size=3),
    }
)
unit_dicts = st.one_of(
    st.dictionaries(keys, values, max_size=15),
    st.tuples(good_unit, st.dictionaries(keys, values, max_size=3)).map(
        lambda pair: {**pair[0], **pair[1]}
    ),
    values,
)


@settings(
    max_examples=examples(50, full=1500),
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(unit_dicts)
def test_random_unit_dicts_import_or_are_rejected_with_a_reason(raw: Any) -> None:
    catalog = load_catalog()
    from app.systems.shatterpoint.importer import _Context

    report = ImportReport(system="shatterpoint")
    ctx = _Context(Path("/nonexistent/catalogue"), catalog, report)
    unit = read_unit(raw, "x.json", ctx)
    if unit is None:
        assert len(report.rejected) == 1
        assert report.rejected[0].reason.message("fr")
        assert report.rejected[0].reason.message("pl")
    else:
        assert not report.rejected
        assert unit.id and unit.source == "x.json"


@settings(max_examples=examples(25), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(unit_dicts, min_size=1, max_size=4))
def test_random_folders_never_stop_the_import(tmp_path_factory: Any, raws: list[Any]) -> None:
    folder = tmp_path_factory.mktemp("random")
    for n, raw in enumerate(raws):
        (folder / f"{n}.json").write_text(json.dumps(raw), encoding="utf-8")
    report = ImportReport(system="shatterpoint")
    pack = import_folder(folder, load_catalog(), report)
    kept = len(pack.units) if pack else 0
    assert kept + len(report.rejected) == len(raws)


def test_progress_follows_each_file(community_folder: Path, packs_root: Path) -> None:
    seen: list[tuple[int, int]] = []
    import_path(
        community_folder, packs_root, progress=lambda done, total: seen.append((done, total))
    )
    assert seen == [(n, 10) for n in range(1, 11)]


def test_abilities_are_read_by_name_only() -> None:
    from app.systems.shatterpoint.importer import read_abilities

    abilities = read_abilities(
        [
            "howaboutyoustepaside",  # a known id written run together
            "coordinatedfire-pinned",  # the suffix tells two abilities of one name apart
            "Wrath of the Great Mother",  # already a name
            "somethingnew",  # unknown: keeps its letters
            {"name-en": "Deflect", "name-fr": "Déviation", "type": "Reactive", "cost": "1"},
            {"name": "Jetpack", "type": "innate", "text": "rules text is never read"},
        ]
    )
    assert abilities is not None
    assert [a.name.en for a in abilities] == [
        "How About You Step Aside",
        "Coordinated Fire",
        "Wrath of the Great Mother",
        "somethingnew",
        "Deflect",
        "Jetpack",
    ]
    assert (abilities[4].type, abilities[4].cost, abilities[4].name.fr) == (
        "reactive",
        1,
        "Déviation",
    )
    assert (abilities[5].type, abilities[5].cost) == ("innate", None)
    assert "rules text" not in repr(abilities)
    assert read_abilities([]) == ()
    assert read_abilities(None) is None and read_abilities("deflect") is None


@pytest.mark.parametrize(
    "bad",
    [
        [1],
        [{"type": "active"}],  # no name
        [{"name": "X", "type": "heroic"}],
        [{"name": "X", "type": "active", "cost": "lots"}],
        [{"name": "X", "type": "innate", "cost": 2}],  # an innate ability has no cost
        ["deflect", ""],
    ],
)
def test_one_unreadable_ability_leaves_the_list_unknown(bad) -> None:
    from app.systems.shatterpoint.importer import read_abilities

    assert read_abilities(bad) is None


def test_an_override_without_abilities_keeps_the_known_ones(
    community_folder: Path, packs_root: Path
) -> None:
    unit_file = community_folder / "data" / "units" / "generalobiwankenobi.json"
    raw = json.loads(unit_file.read_text(encoding="utf-8-sig"))
    raw["abilities"] = ["hellothere", "souncivilized", "patience", "knowledgeanddefense"]
    unit_file.write_text(json.dumps(raw), encoding="utf-8")
    import_path(community_folder, packs_root)
    base = load_catalog([packs_root / "shatterpoint" / "community.json"])
    obi = base.units["general-obi-wan-kenobi"]
    assert [a.name.en for a in obi.abilities] == [
        "Hello There",
        "So Uncivilized",
        "Patience",
        "Knowledge and Defense",
    ]
    # A later file that does not list the abilities keeps those the catalogue has.
    raw.pop("abilities")
    raw["stamina"] = 11
    unit_file.write_text(json.dumps(raw), encoding="utf-8")
    pack = import_folder(community_folder, base, ImportReport(system="shatterpoint"))
    again = next(unit for unit in pack.units if unit.id == "general-obi-wan-kenobi")
    assert again.stamina == 11 and again.abilities == obi.abilities
