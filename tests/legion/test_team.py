"""Army building for a team battle (2v2): 600 points each in the team format, one faction per
team, and the team's uniqueness shared across its two armies (seed « Combat en équipes »)."""

from __future__ import annotations

from app.systems.legion.army import Army, ArmyUnit
from app.systems.legion.formats import get_format
from app.systems.legion.rules import validate
from app.systems.legion.team import TEAM_CODES, TEAM_FORMAT, TEAM_MESSAGES, validate_team
from tests.legion.tracker_helpers import LEIA, OFFICER, TROOPERS, catalog


def army(faction: str, *units: str) -> Army:
    return Army(format=TEAM_FORMAT, faction=faction, units=[ArmyUnit(u) for u in units])


def codes(found) -> list[str]:
    return [violation.code for violation in found]


def test_the_team_format_is_the_standard_army_at_600_points():
    team_format = get_format(TEAM_FORMAT)
    standard = get_format("standard")
    assert team_format is not None and standard is not None
    assert team_format.points == 600
    assert team_format.ranks == standard.ranks
    assert team_format.battle_deck == standard.battle_deck
    assert set(TEAM_CODES) == set(TEAM_MESSAGES)


def test_a_legal_team():
    team = [("Anna", army("rebels", LEIA, TROOPERS)), ("Celina", army("rebels", TROOPERS))]
    assert validate_team(team, catalog()) == []


def test_a_team_of_two_factions():
    team = [("Anna", army("rebels", LEIA)), ("Bartek", army("empire", OFFICER))]
    found = validate_team(team, catalog())
    assert codes(found) == ["TEAM_FACTION_MISMATCH"]
    message = found[0].message("en")
    assert message.startswith("The armies of a team belong to the same faction: Anna fields")
    assert "Bartek the" in message
    assert "Anna" in found[0].message("fr") and found[0].message("fr") != found[0].message("en")


def test_a_unique_name_in_both_armies_of_a_team():
    team = [("Anna", army("rebels", LEIA, TROOPERS)), ("Celina", army("rebels", TROOPERS, LEIA))]
    found = validate_team(team, catalog())
    assert codes(found) == ["TEAM_DUPLICATE_UNIQUE_NAME"]
    assert found[0].squad == 2 and found[0].unit == LEIA  # Celina's second entry
    assert found[0].message("en") == (
        "The unique name Leia Organa stands in the armies of both Anna and Celina; "
        "a team shares the uniqueness rules."
    )
    # Each army alone is legal on that count: only the team check sees it.
    assert "DUPLICATE_UNIQUE_NAME" not in codes(validate(team[1][1], catalog()))


def test_armies_not_built_for_a_team_battle_and_a_team_of_one():
    team = [("Anna", Army(format="standard", faction="rebels")), ("Celina", army("rebels"))]
    assert codes(validate_team(team, catalog())) == ["TEAM_FORMAT"]
    assert codes(validate_team(team[:1], catalog())) == ["TEAM_SIZE"]


def test_points_above_600_are_the_format_check():
    heavy = army("rebels", LEIA, *[TROOPERS] * 16)  # 75 + 16 × 40 = 715 points
    assert "POINTS_EXCEEDED" in codes(validate(heavy, catalog()))
    heavy.format = "standard"  # the same army in a game of two: 1,000 points allowed
    assert "POINTS_EXCEEDED" not in codes(validate(heavy, catalog()))
