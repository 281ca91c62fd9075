"""The second built-in pack: the community data converted by Muster's importer, its header
(licence, source, date), the core pack winning over it, and regenerating it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.catalog.ids import compact
from app.catalog.pack import LocalizedName, load_pack
from app.catalog.user_packs import pack_summaries
from app.systems.shatterpoint.ability_names import ABILITY_NAMES, MENDED_IDS, RULEBOOK_NAMES
from app.systems.shatterpoint.catalog import (
    ShatterpointPack,
    Unit,
    builtin_pack_file,
    community_pack_file,
    load_catalog,
)
from app.systems.shatterpoint.community_pack import (
    COMMIT,
    REPOSITORY,
    build,
    core_catalog,
    default_source,
    main,
    same_unit,
)

SHARED = default_source()
needs_shared = pytest.mark.skipif(
    not SHARED.is_dir(), reason=f"the community data is not beside the project ({SHARED})"
)


@pytest.fixture(scope="module")
def shipped() -> ShatterpointPack:
    return load_pack(community_pack_file(), ShatterpointPack)


@pytest.fixture(scope="module")
def core() -> ShatterpointPack:
    return load_pack(builtin_pack_file(), ShatterpointPack)


def test_the_shipped_pack_carries_its_licence_source_and_date(shipped) -> None:
    assert shipped.id == "shatterpoint-community"
    assert shipped.repository == REPOSITORY == "https://github.com/Radroggor/shatterpoint-data"
    assert shipped.commit == COMMIT and len(shipped.commit) == 40
    assert shipped.date == "2023" and shipped.version == "090123"
    assert shipped.licence == "GPL-3.0"
    assert shipped.licence_text.lstrip().startswith("GNU GENERAL PUBLIC LICENSE")
    assert "Version 3, 29 June 2007" in shipped.licence_text
    assert shipped.name.fr and shipped.name.pl


def test_the_core_pack_wins_and_the_community_pack_fills_the_gaps(shipped, core) -> None:
    catalog = load_catalog()
    core_ids = {unit.id for unit in core.units}
    assert len(core.units) == 20 and len(shipped.units) == 23
    assert len(catalog.units) == 43
    for unit in shipped.units:
        # Not the same unit as any core unit, under its id or another one.
        assert same_unit(core_catalog(), unit) is None, unit.id
        assert catalog.units[unit.id] == unit
    for unit in core.units:
        assert catalog.units[unit.id] == unit
    assert catalog.overridden == {}
    summaries = {s.id: s for s in pack_summaries(catalog, "shatterpoint")}
    assert summaries["shatterpoint-builtin"].units == 20
    assert summaries["shatterpoint-community"].units == 23
    assert summaries["shatterpoint-community"].builtin
    assert summaries["shatterpoint-community"].origin.licence == "GPL-3.0"
    assert not core_ids & {unit.id for unit in shipped.units}


def test_a_pack_that_fills_gaps_never_replaces_a_unit(shipped) -> None:
    catalog = core_catalog()
    maul = catalog.units["lord-maul"]
    other = maul.model_copy(update={"stamina": 20, "source": "elsewhere"})
    pack = shipped.model_copy(update={"units": [other, *shipped.units]})
    catalog.add_pack(pack, builtin=True, keep_existing=True)
    assert catalog.units["lord-maul"] == maul
    assert catalog.packs[-1].fills_gaps


def _unit(**fields: object) -> Unit:
    base = {
        "id": "x",
        "name": {"en": "X"},
        "type": "secondary",
        "pc": 4,
        "force": 0,
        "stamina": 9,
        "durability": 2,
        "characters": 1,
        "eras": ["fotj"],
        "source": "test",
    }
    return Unit.model_validate({**base, **fields})


def test_the_same_unit_under_another_id_is_mapped_to_the_core_unit() -> None:
    core = core_catalog()
    renamed = _unit(id="captain-rex", name={"en": "Captain Rex"}, unique_name={"en": "CC-7567"})
    assert same_unit(core, renamed).id == "cc-7567-captain-rex"
    spelled = _unit(id="magna-guard", name={"en": "Magna Guard"}, type="support", pc=3)
    assert same_unit(core, spelled).id == "magnaguard"
    # Same unique name, other figures: another card of that character, not the same unit.
    other_card = _unit(id="rex-veteran", name={"en": "Rex, Veteran"}, unique_name={"en": "CC-7567"})
    other_card = other_card.model_copy(update={"stamina": 10})
    assert same_unit(core, other_card) is None


def test_ability_names_keep_the_letters_of_their_ids() -> None:
    for key, name in ABILITY_NAMES.items():
        if key in MENDED_IDS:
            continue
        assert compact(name) == key, (key, name)
    assert list(ABILITY_NAMES) == sorted(ABILITY_NAMES)
    # The rulebooks' French and Polish names are for abilities the table names in English.
    assert set(RULEBOOK_NAMES) <= set(ABILITY_NAMES)


def test_every_shipped_unit_names_its_abilities_and_nothing_more(shipped) -> None:
    for unit in shipped.units:
        assert unit.abilities, unit.id
        for ability in unit.abilities:
            # Names only: no rules text field exists, and no id is left run together.
            assert set(ability.model_dump(exclude_none=True)) == {"name"}
            assert " " in ability.name.en or ability.name.en[0].isupper(), ability.name.en
    grievous = next(unit for unit in shipped.units if unit.id == "general-grievous")
    assert [ability.name.en for ability in grievous.abilities] == [
        "Onward",
        "Scuttle",
        "I Have Been Trained in Your Jedi Arts",
        "Appetite for Destruction",
        "Another Fine Addition to My Collection",
    ]


def test_cross_era_community_units_keep_their_eras(shipped) -> None:
    catalog = load_catalog()
    vader = catalog.units["darth-vader-jedi-hunter"]
    assert catalog.eras_of(vader) == {"fotj", "rote", "aor"}
    assert vader.unique_name == LocalizedName(en="Darth Vader", fr="Dark Vador")


@needs_shared
def test_regenerating_gives_the_shipped_file(tmp_path: Path) -> None:
    target = tmp_path / "community.json"
    assert main(["--source", str(SHARED), "--output", str(target)]) == 0
    assert target.read_text(encoding="utf-8") == community_pack_file().read_text(encoding="utf-8")
    assert main(["--source", str(SHARED), "--check"]) == 0


@needs_shared
def test_the_real_data_converts_without_a_rejection() -> None:
    pack, report, mapped = build(SHARED)
    files = sorted((SHARED / "data" / "units").glob("*.json"))
    assert len(files) == 43
    assert report.rejected == []
    assert len(mapped) == 20 and len(pack.units) == 23
    assert set(mapped.values()) == {unit.id for unit in core_catalog().units.values()}
    # Every file's abilities were read, each to a name.
    for file in files:
        raw = json.loads(file.read_text(encoding="utf-8-sig"))
        unit_id = next((u.id for u in pack.units if u.source.endswith(file.name)), None)
        if unit_id is None:
            continue
        unit = next(u for u in pack.units if u.id == unit_id)
        assert unit.abilities is not None and len(unit.abilities) == len(raw["abilities"])


@needs_shared
def test_check_reports_a_stale_pack(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    stale = tmp_path / "community.json"
    raw = json.loads(community_pack_file().read_text(encoding="utf-8"))
    raw["units"] = raw["units"][1:]
    stale.write_text(json.dumps(raw), encoding="utf-8")
    assert main(["--source", str(SHARED), "--output", str(stale), "--check"]) == 1
    assert "differs from the data" in capsys.readouterr().out


def test_a_missing_source_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    assert main(["--source", str(tmp_path / "nowhere"), "--output", str(tmp_path / "x")]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_catalog_packs_lists_where_the_community_pack_comes_from(
    capsys: pytest.CaptureFixture,
) -> None:
    from app.cli import run

    assert run(["catalog", "packs", "--format", "json"]) == 0
    packs = {pack["id"]: pack for pack in json.loads(capsys.readouterr().out)}
    community = packs["shatterpoint-community"]
    assert (community["builtin"], community["units"]) == (True, 23)
    assert community["licence"] == "GPL-3.0" and community["date"] == "2023"
    assert community["repository"] == REPOSITORY and community["commit"] == COMMIT
    assert "licence_text" not in community
    assert "repository" not in packs["shatterpoint-builtin"]


def test_english_names_are_written_as_the_cards_print_them(shipped) -> None:
    from app.systems.shatterpoint.community_pack import card_title

    assert card_title("Darth Vader, jedi hunter") == "Darth Vader, Jedi Hunter"
    assert card_title("Obi-Wan Kenobi, out of hiding") == "Obi-Wan Kenobi, Out of Hiding"
    assert card_title("Sabé, Royal Bodyguard") == "Sabé, Royal Bodyguard"
    assert card_title("CC-2224 Clone Commander Cody") == "CC-2224 Clone Commander Cody"
    names = {unit.id: unit.name.en for unit in shipped.units}
    assert names["grand-inquisitor-fallen-jedi"] == "Grand Inquisitor, Fallen Jedi"
    assert names["kraken-super-tactical-droid"] == "Kraken, Super Tactical Droid"
