"""The build planner: build limits by race, unlocks by building and technology, costs."""

import pytest

from app.systems.starcraft.catalog import Cost, load_catalog
from app.systems.starcraft.planner import (
    Holdings,
    Purchase,
    build_limit,
    check_purchase,
    plan,
    purchase_cost,
)


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def test_terran_and_protoss_limit_is_two_plus_supply(catalog):
    mengsk = Holdings("mengsk", buildings={"barracks": 1})
    assert build_limit(catalog, mengsk) == 2
    assert build_limit(catalog, mengsk, special=True) == 3
    with_supply = Holdings("mengsk", buildings={"barracks": 1}, modules={"supply": 2})
    assert build_limit(catalog, with_supply) == 4


def test_zerg_limit_is_twice_the_distinct_building_types(catalog):
    one = Holdings("overmind", buildings={"hatchery": 1})
    assert build_limit(catalog, one) == 2
    # Levels of one type do not count twice.
    assert build_limit(catalog, Holdings("overmind", buildings={"hatchery": 3})) == 2
    two = Holdings("overmind", buildings={"hatchery": 2, "spire": 1})
    assert build_limit(catalog, two) == 4
    three = Holdings("overmind", buildings={"hatchery": 1, "spire": 1, "queens-nest": 1})
    assert build_limit(catalog, three) == 6
    assert build_limit(catalog, three, special=True) == 7
    # Supply modules do nothing for the Zerg (they have none).
    assert build_limit(catalog, Holdings("overmind", {"hatchery": 1}, {"supply": 2})) == 2


def test_aldaris_at_the_start_builds_only_zealots(catalog):
    start = plan(catalog, Holdings("aldaris", buildings={"gateway": 1}))
    allowed = {o.what for o in start.units if o.status == "yes"}
    assert allowed == {"zealot"}
    assert start.unit("zealot").cost == Cost(minerals=2, gas=0)
    # The Dragoon's level is on the tile: perhaps, never no.
    assert start.unit("dragoon").status == "maybe"
    assert start.unit("scout").status == "no" and start.unit("scout").reason == "building_missing"
    assert start.unit("archon").status == "no" and start.unit("archon").reason == "tech_missing"


def test_buildings_are_bought_level_by_level(catalog):
    start = plan(catalog, Holdings("mengsk", buildings={"barracks": 1}))
    offers = {o.what: o.level for o in start.buildings}
    # Mengsk's example: Barracks 2, Factory 1 or Starport 1.
    assert offers == {"barracks": 2, "factory": 1, "starport": 1}
    problems = check_purchase(
        catalog, Holdings("mengsk", buildings={"barracks": 3}), Purchase(building="barracks")
    )
    assert [p.key for p in problems] == ["building_not_next"]
    assert "highest level" in problems[0].message("en")


def test_over_the_build_limit_is_refused(catalog):
    holdings = Holdings("aldaris", buildings={"gateway": 1})
    assert check_purchase(catalog, holdings, Purchase(units={"zealot": 2})) == []
    problems = check_purchase(catalog, holdings, Purchase(units={"zealot": 3}))
    assert [p.key for p in problems] == ["over_limit"]
    assert problems[0].message("fr")  # translated sentence
    assert check_purchase(catalog, holdings, Purchase(units={"zealot": 3}), special=True) == []


def test_pieces_on_the_board_limit_what_is_built(catalog):
    holdings = Holdings("aldaris", buildings={"gateway": 1}, units={"zealot": 5})
    problems = check_purchase(catalog, holdings, Purchase(units={"zealot": 2}))
    assert [p.key for p in problems] == ["too_many_pieces"]


def test_tech_requisite_unit_needs_its_tech_and_no_base(catalog):
    holdings = Holdings(
        "aldaris",
        buildings={"gateway": 1},
        techs=frozenset({"mobilise-archons"}),
        base_on_planet=False,
    )
    current = plan(catalog, holdings)
    archon = current.unit("archon")
    assert archon.status == "yes" and archon.sacrifice == ("high-templar", 2)
    assert archon.cost == Cost(minerals=0, gas=1)
    assert current.unit("zealot").reason == "no_base"
    # The Guardian's technology is not in the text: perhaps.
    assert plan(catalog, Holdings("overmind", {"hatchery": 1})).unit("guardian").status == "maybe"


def test_cost_of_the_rulebook_example(catalog):
    # Mengsk's special order: a transport (1 mineral), 2 Marines, 1 Goliath.
    holdings = Holdings("mengsk", buildings={"barracks": 1, "factory": 1})
    purchase = Purchase(units={"marine": 2, "goliath": 1}, transports=1)
    assert check_purchase(catalog, holdings, purchase, special=True) == []
    assert check_purchase(catalog, holdings, purchase)[0].key == "over_limit"
    cost, unknown = purchase_cost(catalog, holdings, purchase)
    assert cost == Cost(minerals=5, gas=1)
    assert unknown == []
    cost, unknown = purchase_cost(catalog, holdings, Purchase(units={"ghost": 1}, workers=2))
    assert unknown == ["ghost", "worker"]


def test_modules_wait_for_the_sheet(catalog):
    current = plan(catalog, Holdings("overmind", {"hatchery": 1}))
    statuses = {o.what: o.status for o in current.modules}
    assert statuses == {"supply": "no", "research": "maybe", "air_support": "maybe"}
    full = Holdings("overmind", {"hatchery": 1}, {"research": 2, "air_support": 2})
    assert {o.status for o in plan(catalog, full).modules} == {"no"}
