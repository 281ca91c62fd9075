"""The core set's contents (resources/data/legion/boxes.json, sourced there), written into the
built-in pack's cards so that owning the box records its units (app/catalog/boxes.py)."""

from __future__ import annotations

import pytest

from app.catalog.boxes import counts_from_boxes
from app.catalog.pack import read_json
from app.systems.legion.builtin import Box, Boxes, read_boxes, with_boxes
from app.systems.legion.catalog import LegionPack, builtin_pack_file

CORE = "Star Wars: Legion Core Set (2018)"


def test_owning_the_core_set_records_both_armies() -> None:
    from app.workspace import Workspace

    catalog = Workspace().catalog("legion")
    counts = counts_from_boxes(catalog, [CORE])
    assert counts == {
        "unit-luke-skywalker-hero-of-the-rebellion": 1,
        "unit-rebel-troopers": 2,
        "unit-at-rt": 1,
        "unit-darth-vader-dark-lord-of-the-sith": 1,
        "unit-stormtroopers": 2,
        "unit-74-z-speeder-bikes": 1,
    }
    # Two core sets, twice as much.
    assert counts_from_boxes(catalog, [CORE, CORE])["unit-stormtroopers"] == 4


def test_every_box_says_where_its_contents_come_from() -> None:
    for name, box in read_boxes().boxes.items():
        assert box.sources and all(source.strip() for source in box.sources), name
        assert all(count >= 1 for count in box.units.values()), name


def test_the_committed_pack_holds_the_boxes_and_a_stale_box_stops_the_build() -> None:
    pack = LegionPack.model_validate(read_json(builtin_pack_file()))
    troopers = next(card for card in pack.cards if card.id == "unit-rebel-troopers")
    assert troopers.box == f"{CORE}, {CORE}"
    stale = Boxes(boxes={"Old box": Box(sources=("a list",), units={"unit-gone": 1})})
    with pytest.raises(SystemExit, match="unit-gone"):
        with_boxes(pack, stale)
