"""placement_problems: what putting one unit in one slot would add, for the builder's greying."""

from __future__ import annotations

from app import systems
from app.roster.document import RosterDocument
from app.systems.shatterpoint import rules
from tests.shatterpoint.conftest import CORE_TEAM, roster


def problem_codes(document, catalog, squad, slot, unit_id):
    return [v.code for v in rules.placement_problems(document, catalog, squad, slot, unit_id)]


def half_built() -> RosterDocument:
    return roster(
        [
            {
                "primary": "general-anakin-skywalker",
                "secondary": "cc-7567-captain-rex",
                "support": None,
            },
            {"primary": "lord-maul", "secondary": None, "support": None},
        ]
    )


def test_a_fitting_unit_has_no_problem(core):
    assert problem_codes(half_built(), core, 1, "support", "501st-clone-troopers") == []


def test_wrong_type(core):
    unit = "count-dooku-separatist-leader"
    problems = rules.placement_problems(half_built(), core, 1, "support", unit)
    assert [v.code for v in problems] == ["WRONG_UNIT_TYPE"]
    assert (problems[0].squad, problems[0].slot, problems[0].unit) == (1, "support", unit)
    # A Secondary too dear for the Support slot is both of the wrong type and too expensive.
    assert problem_codes(half_built(), core, 1, "support", "bo-katan-kryze") == [
        "WRONG_UNIT_TYPE",
        "SQUAD_POINTS_EXCEEDED",
    ]


def test_too_expensive_says_what_is_left(core):
    # Anakin 7 SP, Rex 4 PC: 3 left; Clan Kryze Mandalorians cost 4.
    problems = rules.placement_problems(half_built(), core, 1, "support", "clan-kryze-mandalorians")
    assert [v.code for v in problems] == ["SQUAD_POINTS_EXCEEDED"]
    assert problems[0].message("en") == (
        "Too expensive: Clan Kryze Mandalorians costs 4 points and squad 1 has 3 of its "
        "7 Squad Points left."
    )


def test_a_primary_whose_sp_no_longer_covers_the_squad(core):
    # Squad 1 spends 4 + 5 = 9 on Jango Fett and Kalani... with Cad Bane (9 SP) it fits,
    # with Count Dooku (7 SP) it does not.
    document = roster(
        [
            {"primary": None, "secondary": "kalani-super-tactical-droid", "support": "magnaguard"},
            CORE_TEAM[1],
        ]
    )
    assert problem_codes(document, core, 1, "primary", "cad-bane-notorious-hunter") == []
    problems = rules.placement_problems(
        document, core, 1, "primary", "count-dooku-separatist-leader"
    )
    assert [v.code for v in problems] == ["SQUAD_POINTS_EXCEEDED"]
    assert "gives 7" in problems[0].message("en") and "spends 8" in problems[0].message("en")


def test_other_era(catalog):
    assert problem_codes(half_built(), catalog, 1, "support", "stormtroopers") == ["ERA_MISMATCH"]
    assert problem_codes(half_built(), catalog, 2, "secondary", "bounty-droid") == []


def test_name_already_taken_elsewhere(core):
    problems = rules.placement_problems(half_built(), core, 2, "secondary", "cc-7567-captain-rex")
    assert [v.code for v in problems] == ["DUPLICATE_UNIT_NAME"]
    assert "already in squad 1" in problems[0].message("en")


def test_unique_name_already_taken(core):
    document = roster([{"primary": "ahsoka-tano-jedi-no-more"}, {"primary": "lord-maul"}])
    problems = rules.placement_problems(document, core, 2, "secondary", "padawan-ahsoka-tano")
    assert [v.code for v in problems] == ["DUPLICATE_UNIQUE_NAME"]
    assert "squad 1" in problems[0].message("en")


def test_the_unit_being_replaced_does_not_count(core):
    # Putting Rex back where Rex stands, or the other Ahsoka in Ahsoka's own slot, is fine.
    assert problem_codes(half_built(), core, 1, "secondary", "cc-7567-captain-rex") == []
    document = roster([{"primary": "ahsoka-tano-jedi-no-more"}, {"primary": "lord-maul"}])
    assert problem_codes(document, core, 1, "primary", "ahsoka-tano-jedi-no-more") == []


def test_unknown_unit_and_missing_squad(core):
    assert problem_codes(half_built(), core, 1, "support", "nobody") == ["UNKNOWN_UNIT"]
    # A squad that does not exist yet is an empty one.
    assert problem_codes(half_built(), core, 3, "primary", "count-dooku-separatist-leader") == []


def test_several_problems_at_once(catalog):
    problems = problem_codes(half_built(), catalog, 2, "secondary", "stormtroopers")
    assert problems == ["WRONG_UNIT_TYPE", "ERA_MISMATCH"]


def test_the_system_object_answers_the_same(core):
    system = systems.get("shatterpoint")
    check = system.placement_checker(half_built(), core, 1, "support")
    for unit_id in core.units:
        assert check(unit_id) == system.placement_problems(
            half_built(), core, 1, "support", unit_id
        )


def test_owned_problems(core):
    owned = {"general-anakin-skywalker": 1, "cc-7567-captain-rex": 0}
    shortfalls = rules.owned_problems(roster(), core, owned)
    assert {s.unit_id for s in shortfalls} == {
        "cc-7567-captain-rex",
        "501st-clone-troopers",
        "lord-maul",
        "gar-saxon-merciless-commander",
        "mandalorian-super-commandos",
    }
    rex = next(s for s in shortfalls if s.unit_id == "cc-7567-captain-rex")
    assert (
        rex.message("en") == "Not in your collection: CC-7567 Captain Rex (the strike team uses 1)."
    )
    assert rex.message("pl") != rex.message("en")
    everything = {unit_id: 1 for unit_id in core.units}
    assert rules.owned_problems(roster(), core, everything) == []
