"""Filling in the figures the rulebook's text lacks: the user pack that overrides the built-in
entries, undo, export and import, and the planner and the table assistant using them."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.catalog.pack_files import user_pack_files
from app.catalog.user_packs import export_pack, import_muster_pack
from app.systems.starcraft import figures
from app.systems.starcraft.catalog import Cost, load_catalog
from app.systems.starcraft.figures import FigureError, change_figure, fill_pack_file
from app.systems.starcraft.planner import Holdings, Purchase, plan, purchase_cost
from app.systems.starcraft.tracker import new_setup
from tests.profiles import examples


def reload(root):
    return load_catalog(user_pack_files(root, "starcraft"))


def fill(root, entry_id, field, text, language="en"):
    change = change_figure(reload(root), entry_id, field, text, root, language)
    assert change is not None
    change.apply(root)
    return reload(root)


def test_a_filled_figure_overrides_the_builtin_entry(tmp_path):
    builtin = load_catalog()
    assert not builtin.unit("ghost").is_known("cost")
    catalog = fill(tmp_path, "ghost", "cost", "1/1")
    ghost = catalog.unit("ghost")
    assert ghost.cost == Cost(minerals=1, gas=1)
    assert "cost" not in ghost.unknown
    # Everything else about the Ghost is as before; only the figure changed.
    assert ghost.name == builtin.unit("ghost").name
    assert ghost.unknown == tuple(u for u in builtin.unit("ghost").unknown if u != "cost")
    assert catalog.overridden["ghost"] == figures.FILL_PACK_ID
    saved = json.loads(fill_pack_file(tmp_path).read_text(encoding="utf-8"))
    assert saved["format"] == "muster.catalog/1" and saved["system"] == "starcraft"
    assert [entry["id"] for entry in saved["entries"]] == ["ghost"]


def test_each_kind_of_figure_is_read_from_one_line(tmp_path):
    catalog = fill(tmp_path, "raynor", "starting_units", "Marine 2, 1 Firebat")
    catalog = fill(tmp_path, "raynor", "permanent_resources", "minerals 2, gas 1")
    catalog = fill(tmp_path, "raynor", "starting_building", "Baraquements", "fr")
    catalog = fill(tmp_path, "raynor", "module_slots", "4")
    catalog = fill(tmp_path, "barracks", "max_level", "2")
    catalog = fill(tmp_path, "barracks", "costs", "1/0; 2/1")
    catalog = fill(tmp_path, "guardian", "sacrifice", "Mutalisk 1")
    catalog = fill(tmp_path, "marine", "flying", "non", "fr")
    raynor = catalog.faction("raynor")
    assert raynor.starting_units == {"marine": 2, "firebat": 1}
    assert [(r.resource, r.capacity) for r in raynor.permanent_resources] == [
        ("minerals", 2),
        ("gas", 1),
    ]
    assert raynor.starting_building == "barracks" and raynor.module_slots == 4
    assert catalog.building("barracks").costs == (Cost(minerals=1, gas=0), Cost(minerals=2, gas=1))
    assert catalog.unit("guardian").sacrifice.unit == "mutalisk"
    assert catalog.unit("marine").flying is False
    # Shown again the way it is typed, in the language asked.
    assert figures.format_figure(catalog, raynor, "starting_units", "fr") == "Marine 2, Flammeur 1"
    assert figures.format_figure(catalog, catalog.building("barracks"), "costs") == "1/0; 2/1"
    assert figures.format_figure(catalog, catalog.unit("marine"), "flying", "fr") == "non"


def test_a_known_figure_is_corrected_and_a_cleared_one_is_unknown_again(tmp_path):
    catalog = fill(tmp_path, "raynor", "pieces.bases", "7")
    assert catalog.faction("raynor").pieces.bases == 7
    catalog = fill(tmp_path, "marine", "cost", "2/0")
    assert catalog.unit("marine").cost == Cost(minerals=2, gas=0)
    catalog = fill(tmp_path, "marine", "cost", "")
    assert catalog.unit("marine").cost is None and "cost" in catalog.unit("marine").unknown
    # Typing the value it already has changes nothing.
    assert change_figure(catalog, "raynor", "pieces.bases", "7", tmp_path) is None


def test_undo_and_redo_restore_the_pack(tmp_path):
    first = change_figure(load_catalog(), "ghost", "cost", "1/1", tmp_path)
    first.apply(tmp_path)
    second = change_figure(reload(tmp_path), "ghost", "support", "2", tmp_path)
    second.apply(tmp_path)
    assert reload(tmp_path).unit("ghost").support == 2
    second.revert(tmp_path)
    ghost = reload(tmp_path).unit("ghost")
    assert ghost.support is None and ghost.cost == Cost(minerals=1, gas=1)
    first.revert(tmp_path)
    assert reload(tmp_path).unit("ghost") == load_catalog().unit("ghost")
    first.apply(tmp_path)
    second.apply(tmp_path)
    assert reload(tmp_path).unit("ghost").support == 2


@pytest.mark.parametrize(
    ("entry", "field", "text", "english", "french"),
    [
        (
            "marine",
            "level",
            "5",
            "Marine, level: type a whole number from 1 to 3.",
            "Marine, niveau\u00a0: tapez un nombre entier de 1 à 3.",
        ),
        ("marine", "flying", "maybe", "Marine, flying: type yes or no.", None),
        ("ghost", "cost", "three", "Ghost, cost: type minerals/gas", None),
        (
            "raynor",
            "starting_units",
            "Zergling 2",
            'its race has no unit named "Zergling 2"',
            None,
        ),
        ("raynor", "pieces.bases", "", "it cannot be left empty", None),
    ],
)
def test_bad_values_are_refused_with_one_sentence(tmp_path, entry, field, text, english, french):
    catalog = load_catalog()
    with pytest.raises(FigureError) as error:
        change_figure(catalog, entry, field, text, tmp_path)
    assert english in error.value.message("en")
    assert "\n" not in error.value.message("pl")
    if french:
        assert error.value.message("fr") == french
    assert not fill_pack_file(tmp_path).exists()  # nothing written


def test_building_costs_follow_its_levels(tmp_path):
    fill(tmp_path, "barracks", "max_level", "2")
    with pytest.raises(FigureError) as error:
        change_figure(reload(tmp_path), "barracks", "costs", "1/0; 2/1; 3/1", tmp_path)
    assert "2 levels" in error.value.message("en")
    fill(tmp_path, "barracks", "costs", "1/0; 2/1")
    with pytest.raises(FigureError) as error:
        change_figure(reload(tmp_path), "barracks", "max_level", "3", tmp_path)
    assert error.value.message("en") == (
        "Barracks, highest level: its costs are given for 2 levels; correct them first, "
        "or empty them."
    )


def test_the_pack_exports_and_imports_like_any_pack(tmp_path):
    mine, club = tmp_path / "mine", tmp_path / "club"
    catalog = fill(mine, "ghost", "cost", "1/1")
    exported = export_pack(catalog, "starcraft", tmp_path / "figures.json", figures.FILL_PACK_ID)
    report = import_muster_pack(exported, club)
    assert report.pack_id == figures.FILL_PACK_ID
    assert [change.entry_id for change in report.changed] == ["ghost"]
    assert reload(club).unit("ghost").cost == Cost(minerals=1, gas=1)


def test_the_planner_and_the_table_use_the_filled_figures(tmp_path):
    holdings = Holdings("mengsk", buildings={"barracks": 1})
    _cost, unknown = purchase_cost(load_catalog(), holdings, Purchase(units={"ghost": 1}))
    assert unknown == ["ghost"]
    fill(tmp_path, "ghost", "level", "1")
    catalog = fill(tmp_path, "ghost", "cost", "1/1")
    assert plan(catalog, holdings).unit("ghost").status == "yes"
    assert plan(catalog, holdings).unit("ghost").cost == Cost(minerals=1, gas=1)
    assert purchase_cost(catalog, holdings, Purchase(units={"ghost": 1})) == (
        Cost(minerals=1, gas=1),
        [],
    )
    catalog = fill(tmp_path, "raynor", "starting_units", "Marine 2, Firebat 1")
    catalog = fill(tmp_path, "raynor", "starting_workers", "3")
    homes = [{"bases": ["Torus"]}, {"bases": ["Aiur"]}]
    setup = new_setup([("Ann", "raynor"), ("Bo", "mengsk")], catalog, 0, starts=homes)
    assert setup.players[0].units == {"marine": 2, "firebat": 1}
    assert setup.players[0].workers == 3
    ghost = next(entry for entry in setup.entries if entry["id"] == "ghost")
    assert ghost["cost"] == {"minerals": 1, "gas": 1}


def test_catalog_list_shows_the_filled_figures(muster_home, capsys):
    from app.cli import run
    from app.workspace import Workspace

    root = Workspace().paths.user_packs_dir
    change_figure(load_catalog(), "ghost", "cost", "1/1", root).apply(root)
    assert run(["catalog", "list", "--system", "starcraft"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["id", "name", "type", "points", "figures", "pack"]
    ghost = next(line for line in lines if line.startswith("ghost "))
    assert "cost 1/1 · 6 unknown" in ghost and ghost.endswith(figures.FILL_PACK_ID)
    marine = next(line for line in lines if line.startswith("marine "))
    assert "cost 1/0" in marine and marine.endswith("starcraft-builtin")
    assert run(["catalog", "list", "--system", "starcraft", "--format", "json"]) == 0
    listing = json.loads(capsys.readouterr().out)
    ghost_json = next(entry for entry in listing if entry["id"] == "ghost")
    assert ghost_json["cost"] == {"minerals": 1, "gas": 1}
    assert ghost_json["pack"] == figures.FILL_PACK_ID


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_every_known_figure_reads_back_as_it_is_shown(language):
    catalog = load_catalog()
    for entry in catalog.entries.values():
        for figure in figures.figures_of(entry):
            if not figure.known or figures.value_of(entry, figure.field) is None:
                continue
            shown = figures.format_figure(catalog, entry, figure.field, language)
            value = figures.parse_figure(catalog, entry, figure.field, shown, language)
            updated = figures.with_figure(entry, figure.field, value)
            assert figures.value_of(updated, figure.field) == figures.value_of(
                entry, figure.field
            ), (entry.id, figure.field, shown)


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    field=st.sampled_from(
        [
            ("marine", "level"),
            ("ghost", "cost"),
            ("barracks", "costs"),
            ("raynor", "starting_units"),
            ("raynor", "permanent_resources"),
            ("guardian", "sacrifice"),
            ("marine", "flying"),
            ("raynor", "starting_building"),
            ("raynor", "pieces.bases"),
        ]
    ),
    text=st.text(max_size=40),
)
def test_any_text_is_a_figure_or_one_sentence(field, text):
    catalog = _CATALOG
    entry = catalog.get(field[0])
    try:
        value = figures.parse_figure(catalog, entry, field[1], text, "en")
    except FigureError as error:
        message = error.message("fr")
        assert message and "\n" not in message
        return
    figures.with_figure(entry, field[1], value)  # a value read is one the schema accepts


_CATALOG = load_catalog()
