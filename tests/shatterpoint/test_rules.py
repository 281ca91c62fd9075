"""Every violation code, present and absent (docs/violations.md)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.roster.document import RosterDocument
from app.systems.shatterpoint import rules
from app.systems.shatterpoint.catalog import ShatterpointCatalog
from tests.profiles import examples
from tests.shatterpoint.conftest import CORE_TEAM, roster


def codes(violations):
    return [v.code for v in violations]


def squad(primary, secondary, support):
    return {"primary": primary, "secondary": secondary, "support": support}


AHSOKA_SQUAD = squad("ahsoka-tano-jedi-no-more", "bo-katan-kryze", "clan-kryze-mandalorians")
ANAKIN_SQUAD = squad("general-anakin-skywalker", "cc-7567-captain-rex", "501st-clone-troopers")


def test_a_legal_strike_team_has_no_violation(core):
    violations = rules.validate(roster(), core)
    assert violations == []
    assert rules.is_legal(violations)


def test_every_code_is_documented():
    doc = (Path(__file__).resolve().parents[2] / "docs" / "violations.md").read_text("utf-8")
    for code in rules.CODES:
        assert f"| `{code}` |" in doc


# --- SQUAD_COUNT ------------------------------------------------------------------------------


@pytest.mark.parametrize("count", [0, 1, 3])
def test_squad_count_present(core, count):
    squads = [dict(ANAKIN_SQUAD) for _ in range(count)]
    violations = rules.validate(roster(squads), core)
    found = [v for v in violations if v.code == "SQUAD_COUNT"]
    assert len(found) == 1
    assert found[0].severity == "error"
    assert found[0].squad is None and found[0].slot is None
    assert str(count) in found[0].message("en")


def test_squad_count_absent(core):
    assert "SQUAD_COUNT" not in codes(rules.validate(roster(), core))


# --- SLOT_EMPTY -------------------------------------------------------------------------------


@pytest.mark.parametrize("slot", ["primary", "secondary", "support"])
def test_slot_empty_present(core, slot):
    team = [dict(s) for s in CORE_TEAM]
    team[1][slot] = None
    violations = rules.validate(roster(team), core)
    empty = [v for v in violations if v.code == "SLOT_EMPTY"]
    assert [(v.squad, v.slot, v.unit) for v in empty] == [(2, slot, None)]
    assert "Squad 2" in empty[0].message("en")


def test_slot_missing_from_the_file_is_empty(core):
    team = [dict(s) for s in CORE_TEAM]
    del team[0]["support"]
    assert [(v.code, v.squad, v.slot) for v in rules.validate(roster(team), core)] == [
        ("SLOT_EMPTY", 1, "support")
    ]


def test_slot_empty_absent(core):
    assert "SLOT_EMPTY" not in codes(rules.validate(roster(), core))


# --- WRONG_UNIT_TYPE --------------------------------------------------------------------------


def test_wrong_unit_type_present(core):
    team = [
        squad("cc-7567-captain-rex", "general-anakin-skywalker", "501st-clone-troopers"),
        CORE_TEAM[1],
    ]
    wrong = [v for v in rules.validate(roster(team), core) if v.code == "WRONG_UNIT_TYPE"]
    assert [(v.squad, v.slot, v.unit) for v in wrong] == [
        (1, "primary", "cc-7567-captain-rex"),
        (1, "secondary", "general-anakin-skywalker"),
    ]
    assert wrong[0].message("en") == (
        "Only a Primary unit may fill the Primary slot of squad 1; "
        "CC-7567 Captain Rex is a Secondary unit."
    )


def test_a_unit_under_a_key_that_is_no_slot_is_a_wrong_type(core):
    team = [dict(s) for s in CORE_TEAM]
    team[0]["commander"] = "count-dooku-separatist-leader"
    wrong = [v for v in rules.validate(roster(team), core) if v.code == "WRONG_UNIT_TYPE"]
    assert [(v.squad, v.slot, v.unit) for v in wrong] == [
        (1, None, "count-dooku-separatist-leader")
    ]
    assert '"commander"' in wrong[0].message("en")


def test_wrong_unit_type_absent(core):
    assert "WRONG_UNIT_TYPE" not in codes(rules.validate(roster(), core))


# --- SQUAD_POINTS_EXCEEDED --------------------------------------------------------------------


def test_squad_points_exceeded_present_with_both_figures(core):
    # Anakin gives 7 SP; Kalani (5) + B1 Battle Droids (3) cost 8.
    team = [
        squad("general-anakin-skywalker", "kalani-super-tactical-droid", "b1-battle-droids"),
        CORE_TEAM[1],
    ]
    exceeded = [v for v in rules.validate(roster(team), core) if v.code == "SQUAD_POINTS_EXCEEDED"]
    assert [(v.squad, v.slot, v.unit) for v in exceeded] == [
        (1, "primary", "general-anakin-skywalker")
    ]
    message = exceeded[0].message("en")
    assert "spends 8 points" in message and "only 7 Squad Points" in message


def test_squad_points_spent_exactly_is_fine(core):
    # Anakin 7 SP = Rex 4 + 501st 3.
    totals = rules.totals(roster(), core)
    assert totals["squads"][0] == {"sp": 7, "pc": 7}
    assert "SQUAD_POINTS_EXCEEDED" not in codes(rules.validate(roster(), core))


# --- ERA_MISMATCH -----------------------------------------------------------------------------


def test_era_mismatch_present(catalog):
    team = [
        squad("general-anakin-skywalker", "imperial-agent", "501st-clone-troopers"),
        CORE_TEAM[1],
    ]
    mismatch = [v for v in rules.validate(roster(team), catalog) if v.code == "ERA_MISMATCH"]
    assert [(v.squad, v.slot) for v in mismatch] == [(1, None)]
    message = mismatch[0].message("en")
    assert "Fall of the Jedi" in message and "Reign of the Empire" in message


def test_era_mismatch_absent_for_a_multi_era_unit(catalog):
    # Bounty Droid lists Fall of the Jedi and Age of Rebellion: it joins either.
    fotj = squad("general-anakin-skywalker", "bounty-droid", "501st-clone-troopers")
    aor = squad("rebel-leader", "bounty-droid", "rebel-troopers")
    assert "ERA_MISMATCH" not in codes(rules.validate(roster([fotj, CORE_TEAM[1]]), catalog))
    assert "ERA_MISMATCH" not in codes(rules.validate(roster([CORE_TEAM[0], aor]), catalog))


def test_a_cross_era_span_covers_the_eras_between_its_ends(catalog):
    # The mercenary spans Fall of the Jedi .. Age of Rebellion, so Reign of the Empire too.
    unit = catalog.get("wandering-mercenary")
    assert catalog.eras_of(unit) == {"fotj", "rote", "aor"}
    rote = squad("imperial-commander", "wandering-mercenary", "stormtroopers")
    assert "ERA_MISMATCH" not in codes(rules.validate(roster([CORE_TEAM[0], rote]), catalog))


def test_a_multi_era_unit_does_not_bridge_two_other_eras(catalog):
    # Bounty Droid shares an era with each, but Imperial Commander and Rebel Troopers share none.
    team = [CORE_TEAM[0], squad("imperial-commander", "bounty-droid", "rebel-troopers")]
    assert "ERA_MISMATCH" in codes(rules.validate(roster(team), catalog))


def test_the_two_squads_may_come_from_different_eras(catalog):
    rote = squad("imperial-commander", "imperial-agent", "stormtroopers")
    assert rules.validate(roster([CORE_TEAM[0], rote]), catalog) == []


# --- DUPLICATE_UNIT_NAME ----------------------------------------------------------------------


def test_duplicate_unit_name_present_same_card_twice(core):
    team = [CORE_TEAM[0], squad("lord-maul", "cc-7567-captain-rex", "mandalorian-super-commandos")]
    dupes = [v for v in rules.validate(roster(team), core) if v.code == "DUPLICATE_UNIT_NAME"]
    assert [(v.squad, v.slot, v.unit) for v in dupes] == [(2, "secondary", "cc-7567-captain-rex")]
    assert "CC-7567 Captain Rex" in dupes[0].message("en")
    # The same card is not reported a second time as a unique-name clash.
    assert "DUPLICATE_UNIQUE_NAME" not in codes(rules.validate(roster(team), core))


def test_duplicate_unit_name_present_across_ids(catalog):
    team = [
        CORE_TEAM[1],
        squad("lord-maul-reprint", "jango-fett-bounty-hunter", "b1-battle-droids"),
    ]
    dupes = [v for v in rules.validate(roster(team), catalog) if v.code == "DUPLICATE_UNIT_NAME"]
    assert [(v.squad, v.unit) for v in dupes] == [(2, "lord-maul-reprint")]


def test_duplicate_unit_name_absent(core):
    assert "DUPLICATE_UNIT_NAME" not in codes(rules.validate(roster(), core))


# --- DUPLICATE_UNIQUE_NAME: the two Ahsoka Tano cards -------------------------------------------


def test_the_two_ahsoka_tano_cards_share_a_unique_name(core):
    team = [
        AHSOKA_SQUAD,
        squad("general-anakin-skywalker", "padawan-ahsoka-tano", "501st-clone-troopers"),
    ]
    clash = [v for v in rules.validate(roster(team), core) if v.code == "DUPLICATE_UNIQUE_NAME"]
    assert [(v.squad, v.slot, v.unit) for v in clash] == [(2, "secondary", "padawan-ahsoka-tano")]
    message = clash[0].message("en")
    assert "Padawan Ahsoka Tano" in message and "Ahsoka Tano, Jedi No More" in message
    assert "unique name Ahsoka Tano" in message


def test_the_two_ahsoka_cards_clash_inside_one_squad_too(core):
    team = [
        squad("ahsoka-tano-jedi-no-more", "padawan-ahsoka-tano", "501st-clone-troopers"),
        CORE_TEAM[1],
    ]
    assert codes(rules.validate(roster(team), core)) == ["DUPLICATE_UNIQUE_NAME"]


def test_one_ahsoka_alone_is_fine(core):
    assert rules.validate(roster([AHSOKA_SQUAD, CORE_TEAM[1]]), core) == []
    padawan = squad("general-anakin-skywalker", "padawan-ahsoka-tano", "501st-clone-troopers")
    assert rules.validate(roster([padawan, CORE_TEAM[1]]), core) == []


# --- UNKNOWN_UNIT -----------------------------------------------------------------------------


def test_unknown_unit_present(core):
    team = [squad("general-anakin-skywalker", "cc-7567-captain-rex", "jar-jar"), CORE_TEAM[1]]
    unknown = [v for v in rules.validate(roster(team), core) if v.code == "UNKNOWN_UNIT"]
    assert [(v.squad, v.slot, v.unit) for v in unknown] == [(1, "support", "jar-jar")]
    assert '"jar-jar"' in unknown[0].message("en")


def test_unknown_unit_absent(core):
    assert "UNKNOWN_UNIT" not in codes(rules.validate(roster(), core))


# --- NO_MISSION_SET ---------------------------------------------------------------------------


@pytest.mark.parametrize("mission", [None, "", "   "])
def test_no_mission_set_is_a_warning(core, mission):
    violations = rules.validate(roster(mission_set=mission), core)
    assert [(v.code, v.severity) for v in violations] == [("NO_MISSION_SET", "warning")]
    assert rules.is_legal(violations)


def test_no_mission_set_absent(core):
    assert "NO_MISSION_SET" not in codes(rules.validate(roster(mission_set="spt:00020001"), core))


# --- casual rosters, totals, messages ---------------------------------------------------------


def test_a_casual_roster_turns_errors_into_warnings(core):
    team = [
        squad("general-anakin-skywalker", "kalani-super-tactical-droid", "b1-battle-droids"),
        squad("lord-maul", None, "cc-7567-captain-rex"),
    ]
    strict = rules.validate(roster(team), core)
    casual = rules.validate(roster(team, casual=True), core)
    assert codes(strict) == codes(casual)
    assert not rules.is_legal(strict)
    assert rules.is_legal(casual)
    assert {v.severity for v in casual} == {"warning"}


def test_totals(core):
    totals = rules.totals(roster(), core)
    # Anakin 4 Force, Maul 3; 1+1+2 and 1+1+2 characters.
    assert totals == {
        "squads": [{"sp": 7, "pc": 7}, {"sp": 8, "pc": 8}],
        "force": 7,
        "characters": 8,
        "units": 6,
        "order_deck": 7,
    }


def test_totals_of_an_empty_team(core):
    empty = RosterDocument("shatterpoint", "", [squad(None, None, None)] * 2)
    assert rules.totals(empty, core)["squads"] == [{"sp": 0, "pc": 0}, {"sp": 0, "pc": 0}]
    assert rules.totals(empty, core)["order_deck"] == 1


@pytest.mark.parametrize("language", ["fr", "pl"])
def test_messages_are_translated(core, language):
    team = [
        squad("general-anakin-skywalker", "kalani-super-tactical-droid", "b1-battle-droids"),
        squad("padawan-ahsoka-tano", None, "jar-jar"),
    ]
    violations = rules.validate(roster(team, mission_set=None), core)
    assert {v.code for v in violations} >= {
        "SQUAD_POINTS_EXCEEDED",
        "SLOT_EMPTY",
        "WRONG_UNIT_TYPE",
        "UNKNOWN_UNIT",
        "NO_MISSION_SET",
    }
    for violation in violations:
        assert violation.message(language) != violation.message("en"), violation.code


# --- robustness -------------------------------------------------------------------------------

UNIT_IDS = st.sampled_from(
    [
        "general-anakin-skywalker",
        "cc-7567-captain-rex",
        "padawan-ahsoka-tano",
        "ahsoka-tano-jedi-no-more",
        "b1-battle-droids",
        "lord-maul",
        "lord-maul-reprint",
        "wandering-mercenary",
        "imperial-agent",
    ]
)
ANY_ID = st.one_of(st.none(), UNIT_IDS, st.text(max_size=12), st.integers())
SQUADS = st.lists(
    st.one_of(
        st.dictionaries(
            st.one_of(st.sampled_from(["primary", "secondary", "support"]), st.text(max_size=8)),
            ANY_ID,
            max_size=5,
        ),
        st.none(),  # a hand-edited file may hold anything; the validator must still answer
    ),
    max_size=5,
)


@settings(max_examples=examples(150), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    squads=SQUADS,
    mission=st.one_of(st.none(), st.text(max_size=5)),
    casual=st.booleans(),
)
def test_random_rosters_never_crash_the_validator(
    catalog: ShatterpointCatalog, squads, mission, casual
):
    document = RosterDocument("shatterpoint", "random", squads, mission, casual)
    violations = rules.validate(document, catalog)
    for violation in violations:
        assert violation.code in rules.CODES
        for language in ("en", "fr", "pl"):
            assert violation.message(language)
        assert violation.squad is None or 1 <= violation.squad <= len(squads)
        assert violation.slot in (None, "primary", "secondary", "support")
    assert rules.is_legal(violations) == (
        casual or not any(v.severity == "error" for v in violations)
    )
    totals = rules.totals(document, catalog)
    assert len(totals["squads"]) == len(squads)
    for number in range(1, len(squads) + 2):
        for slot in ("primary", "secondary", "support"):
            check = rules.placement_checker(document, catalog, number, slot)
            for unit_id in ("lord-maul", "padawan-ahsoka-tano", "stormtroopers", "nobody"):
                for problem in check(unit_id):
                    assert problem.code in rules.CODES and problem.message("pl")
