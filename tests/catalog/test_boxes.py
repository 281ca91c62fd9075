"""Boxes listed by a catalogue, and filling a collection from the boxes a player owns."""

from __future__ import annotations

from app import systems
from app.catalog.boxes import add_boxes, boxes, counts_from_boxes
from app.catalog.collection import Collection


def shatterpoint():
    return systems.get("shatterpoint").load_catalog([])


def test_the_built_in_catalogue_lists_its_boxes_with_their_units():
    listed = boxes(shatterpoint())
    assert "Core Set" in listed
    assert "general-anakin-skywalker" in listed["Core Set"]
    assert all(units for units in listed.values())
    assert list(listed) == sorted(listed, key=str.casefold)


def test_a_catalogue_without_box_names_lists_none():
    assert boxes(systems.get("starcraft").load_catalog([])) == {}


def test_legions_catalogue_lists_the_boxes_its_data_names():
    # Legion HQ's data names its special-issue boxes; boxes.json adds the 2018 core set.
    listed = boxes(systems.get("legion").load_catalog([]))
    assert listed["Blizzard Force"] == ["unit-stormtroopers-heavy-response-unit"]


def test_owned_boxes_fill_the_collection_without_lowering_a_count(workspace):
    catalog = shatterpoint()
    core = boxes(catalog)["Core Set"]
    collection = Collection(workspace.db, "shatterpoint")
    collection.set_count(core[0], 3)
    written = add_boxes(collection, catalog, ["Core Set", "Core Set"])
    counts = collection.counts()
    assert counts[core[0]] == 3 and core[0] not in written
    assert all(counts[unit] == 2 for unit in core[1:])
    assert counts_from_boxes(catalog, ["No such box"]) == {}
