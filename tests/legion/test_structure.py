"""A Legion army's layout as data (RosterStructure sections): what the builder and the
generic code read instead of asking which game it is."""

from __future__ import annotations

import pytest

from app import systems
from app.systems.legion.army import Army, document_for
from app.systems.legion.formats import formats


@pytest.fixture(scope="module")
def legion():
    system = systems.get("legion")
    return system, system.load_catalog()


def limits(structure, section):
    return {c.key: (c.minimum, c.maximum) for c in structure.section(section).counts}


def test_without_a_roster_the_default_format_is_described(legion):
    system, _catalog = legion
    structure = system.roster_structure()
    assert structure.group_count == 0 and structure.slots == ()
    assert [s.key for s in structure.sections] == ["units", "command_hand", "battle_deck"]
    assert structure.section("units").entry_slots  # each unit has its card's upgrade bar
    assert limits(structure, "command_hand") == {"1": (2, 2), "2": (2, 2), "3": (2, 2)}


@pytest.mark.parametrize("format_id", sorted(formats()))
def test_each_format_sets_the_rank_table_and_the_battle_deck(legion, format_id):
    system, catalog = legion
    army_format = formats()[format_id]
    structure = system.roster_structure(document_for(Army(format=format_id)), catalog)
    assert limits(structure, "units") == {
        rank: tuple(bounds) for rank, bounds in army_format.ranks.items()
    }
    assert limits(structure, "battle_deck") == {
        category: (count, count) for category, count in army_format.battle_deck.items()
    }


def test_a_battle_force_brings_its_own_rank_table(legion):
    system, catalog = legion
    force_id, force = next(
        (key, force) for key, force in catalog.battle_forces.items() if force.rank_table("standard")
    )
    table = force.rank_table("standard")
    army = Army(format="standard", battle_force=force_id)
    structure = system.roster_structure(document_for(army), catalog)
    for rank, (low, high) in limits(structure, "units").items():
        assert (low, high) == tuple(table.ranks.get(rank, (0, 0)))


def test_shatterpoint_is_described_by_slots_alone():
    structure = systems.get("shatterpoint").roster_structure()
    assert structure.group_count == 2 and len(structure.slots) == 3
    assert structure.sections == () and structure.section("units") is None
