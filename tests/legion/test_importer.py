"""The Legion HQ importer on hand-written records, and the built-in pack it produced."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.catalog.pack import load_pack, write_pack
from app.catalog.report import ImportReport
from app.resources import project_root
from app.systems.legion import builtin
from app.systems.legion.catalog import LegionCatalog, LegionPack, builtin_pack_file, load_catalog
from app.systems.legion.importer import import_folder, parse_date, read_requirement, recognizes
from tests.profiles import examples

SHARED_DATA = project_root().parent / "shared" / "data" / "legion-hq"

LEIA = {
    "id": "ab",
    "cardName": "Leia Organa",
    "title": "Fearless and Inventive",
    "cardType": "unit",
    "cardSubtype": "trooper",
    "rank": "commander",
    "faction": "rebels",
    "isUnique": True,
    "cost": 75,
    "keywords": [{"name": "Take Cover", "value": 2}, "Exemplar", {"name": "Inspire", "value": 2}],
    "upgradeBar": ["command", "command", "training", "gear"],
    "stats": {
        "minicount": 1, "hp": 6, "defense": "w", "courage": 2, "speed": 2,
        "hitsurge": "c", "defsurge": "b",
    },
    "weapons": [
        {"name": "Martial Arts", "keywords": [], "range": [0], "dice": {"r": 0, "b": 3, "w": 0}},
        {"name": "Blaster", "keywords": [], "range": [1, 3], "dice": {"r": 3, "b": 0, "w": 0}},
        {"name": "Long gun", "range": [1, None], "dice": {"r": 1, "b": 0, "w": 0}},
    ],
    "history": [
        {"date": "27 October 2021", "description": "Cost reduced from 90 to 80 points."},
        {"date": "5 June 2023", "description": "Cost reduced from 80 to 75 points."},
        {"date": "19 July 2024", "description": "Gained Exemplar and lost Pierce keywords."},
    ],
}  # fmt: skip
TANK = {
    "cardName": "T-47 Airspeeder", "cardType": "unit", "cardSubtype": "repulsor vehicle",
    "rank": "heavy", "faction": "rebels", "cost": 130, "keywords": ["Armor"],
    "upgradeBar": ["pilot", "hardpoint"],
    "stats": {"minicount": 1, "hp": 6, "defense": "r", "courage": "6", "speed": 3,
              "hitsurge": "", "defsurge": ""},
}  # fmt: skip
COMMAND = {
    "cardName": "Somebody Has to Save Our Skins", "cardType": "command", "cardSubtype": "1",
    "commander": "Leia Organa", "faction": "rebels", "keywords": [],
}  # fmt: skip
UPGRADE = {
    "cardName": "Long-Range Comlink", "cardType": "upgrade", "cardSubtype": "comms",
    "cost": 5, "keywords": [],
    "requirements": ["OR", {"rank": "corps"}, ["AND", {"faction": "rebels"}, {"rank": "special"}]],
}  # fmt: skip


def write_cards(folder: Path, records: dict) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "cards.json").write_text(json.dumps(records), encoding="utf-8")
    return folder


def run_import(folder: Path) -> tuple[LegionPack | None, ImportReport]:
    report = ImportReport(system="legion")
    return import_folder(folder, LegionCatalog(), report), report


def test_a_unit_keeps_its_facts(tmp_path: Path) -> None:
    pack, report = run_import(write_cards(tmp_path, {"ab": LEIA, "fT": TANK}))
    assert pack is not None and not report.rejected
    leia = next(card for card in pack.cards if card.lhq_id == "ab")
    assert leia.id == "unit-leia-organa-fearless-and-inventive"
    assert (leia.kind, leia.rank, leia.faction, leia.points) == ("unit", "commander", "rebels", 75)
    assert leia.title is not None and leia.title.en == "Fearless and Inventive"
    assert leia.unique
    assert leia.upgrade_bar == ("command", "command", "training", "gear")
    assert [k.label() for k in leia.keywords] == ["Take Cover 2", "Exemplar", "Inspire 2"]
    assert leia.stats is not None
    assert (leia.stats.defense, leia.stats.courage, leia.stats.hit_surge) == ("white", 2, "crit")
    melee, blaster, long_gun = leia.weapons
    assert melee.melee and melee.dice.black == 3
    assert (blaster.range_min, blaster.range_max, blaster.dice.red) == (1, 3, 3)
    assert (long_gun.range_min, long_gun.range_max) == (1, None)
    tank = next(card for card in pack.cards if card.lhq_id == "fT")
    assert tank.stats is not None
    assert (tank.stats.resilience, tank.stats.courage, tank.stats.defense) == (6, None, "red")


def test_points_history_answers_points_as_of_a_date(tmp_path: Path) -> None:
    pack, _ = run_import(write_cards(tmp_path, {"ab": LEIA}))
    assert pack is not None
    (leia,) = pack.cards
    assert [(c.date, c.before, c.after) for c in leia.points_history] == [
        (dt.date(2021, 10, 27), 90, 80),
        (dt.date(2023, 6, 5), 80, 75),
    ]
    # An erratum keeps its date, not Legion HQ's summary of what the card now does.
    assert [(e.date, e.summary) for e in leia.errata] == [(dt.date(2024, 7, 19), None)]
    assert leia.points_on(dt.date(2021, 1, 1)) == 90
    assert leia.points_on(dt.date(2021, 10, 27)) == 80
    assert leia.points_on(dt.date(2024, 1, 1)) == 75
    assert leia.points_on(None) == 75


def test_command_cards_requirements_and_counterparts(tmp_path: Path) -> None:
    counterpart = {
        "cardName": "C-3PO", "cardType": "counterpart", "cardSubtype": "droid trooper",
        "cost": 15, "wounds": 2, "keywords": [],
    }  # fmt: skip
    host = {**UPGRADE, "cardName": "R2-D2", "counterpartId": "ji"}
    records = {"aa": COMMAND, "cw": UPGRADE, "ji": counterpart, "jg": host}
    pack, report = run_import(write_cards(tmp_path, records))
    assert pack is not None and not report.rejected
    cards = {card.lhq_id: card for card in pack.cards}
    assert cards["aa"].pips == 1 and cards["aa"].owners == ("Leia Organa",)
    requirement = cards["cw"].requirements
    assert requirement is not None
    corps, rebels = {"match": {"rank": "corps"}}, {"match": {"faction": "rebels"}}
    special = {"match": {"rank": "special"}}
    assert requirement.to_json() == {"any": [corps, {"all": [rebels, special]}]}
    assert cards["jg"].counterpart == cards["ji"].id
    assert cards["ji"].wounds == 2


def test_a_bad_record_is_rejected_with_its_reason_and_the_others_stay(tmp_path: Path) -> None:
    records = {
        "ab": LEIA,
        "zz": {**LEIA, "rank": "general"},
        "yy": {"cardType": "spaceship", "cardName": "X"},
        "xx": {**COMMAND, "cardSubtype": "many"},
        "ww": {**UPGRADE, "requirements": [{"colour": "red"}]},
        "vv": "not a card",
        "../etc": LEIA,
    }
    pack, report = run_import(write_cards(tmp_path, records))
    assert pack is not None and [card.lhq_id for card in pack.cards] == ["ab"]
    reasons = {r.source.split(": ")[1]: r.reason.message("en") for r in report.rejected}
    assert reasons["zz"] == 'unknown rank "general"'
    assert reasons["yy"] == 'unknown card type "spaceship"'
    assert reasons["xx"] == 'a command card\'s pips "many" are not 1 to 4'
    assert reasons["ww"] == 'unknown requirement "colour"'
    assert reasons["vv"] == "the record is not an object"
    assert reasons["../etc"] == 'the id "../etc" is not a Legion HQ id'


def test_a_file_that_is_not_cards_is_reported(tmp_path: Path) -> None:
    (tmp_path / "cards.json").write_text("[1, 2]", encoding="utf-8")
    pack, report = run_import(tmp_path)
    assert pack is None
    assert (
        report.rejected[0].reason.message("en") == "Legion HQ's cards.json is one object of cards"
    )
    (tmp_path / "cards.json").write_text("{broken", encoding="utf-8")
    pack, report = run_import(tmp_path)
    assert pack is None and "broken JSON" in report.rejected[0].reason.message("en")


def test_recognizes_only_legion_hq_cards(tmp_path: Path) -> None:
    write_cards(tmp_path / "lhq", {"ab": LEIA})
    assert recognizes(tmp_path / "lhq") and recognizes(tmp_path / "lhq" / "cards.json")
    (tmp_path / "other.json").write_text("{}", encoding="utf-8")
    assert not recognizes(tmp_path / "other.json")
    assert not recognizes(tmp_path / "missing")


def test_dates() -> None:
    assert parse_date("19 June 2026") == dt.date(2026, 6, 19)
    assert parse_date("2024-07-19") == dt.date(2024, 7, 19)
    assert parse_date("31 February 2020") is None
    assert parse_date("Aug 2026") is None
    assert parse_date(None) is None


requirement_leaf = st.fixed_dictionaries({"rank": st.sampled_from(["corps", "special"])})
requirement_tree = st.recursive(
    requirement_leaf,
    lambda inner: st.tuples(st.sampled_from(["AND", "OR", "NOT"]), st.lists(inner, max_size=3)).map(
        lambda pair: [pair[0], *pair[1]]
    ),
    max_leaves=8,
)


@given(requirement_tree)
@settings(max_examples=examples(60), deadline=None)
def test_any_requirement_tree_reads(tree: object) -> None:
    result = read_requirement(tree)
    assert result is None or set(result) <= {"all", "any", "none", "match"}


def test_the_builtin_pack_loads() -> None:
    catalog = load_catalog()
    assert catalog.packs[0].builtin and catalog.packs[0].id == builtin.PACK_ID
    origin = catalog.packs[0].origin
    assert origin.licence == "MIT" and "MIT License" in origin.licence_text
    assert origin.date == "2026-08-05" and origin.commit == builtin.COMMIT
    kinds = {kind: len(catalog.of_kind(kind)) for kind in ("unit", "upgrade", "command", "battle")}
    assert kinds == {"unit": 178, "upgrade": 434, "command": 236, "battle": 43}
    assert catalog.by_lhq_id("ab") is not None
    assert dt.date(2024, 7, 19) in catalog.points_dates()
    text = builtin_pack_file().read_text(encoding="utf-8")
    assert "imageName" not in text and ".webp" not in text


@pytest.mark.skipif(not SHARED_DATA.is_dir(), reason="Legion HQ's data is not beside the project")
def test_regenerating_the_builtin_pack_gives_the_committed_file(tmp_path: Path) -> None:
    pack, report = builtin.build(SHARED_DATA)
    assert not report.rejected
    target = tmp_path / "legion-hq.json"
    write_pack(pack, target)
    assert target.read_bytes() == builtin_pack_file().read_bytes()
    assert load_pack(target, LegionPack).cards == pack.cards
