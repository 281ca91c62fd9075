"""Which results a game of Shatterpoint can have: the first to claim 2 struggles wins, and a
game ends early only by a concession (the other player wins), time, or the players' word."""

from __future__ import annotations

import pytest

from app import systems
from app.systems.scoring import ResultProblem

SP = systems.get("shatterpoint")
WIN, LOSS, DRAW = ("win", "loss"), ("loss", "win"), ("draw", "draw")


def problem(results: tuple[str, str], struggles: tuple[int, int], reason: str | None = None):
    return SP.result_problem(results, struggles, reason)


@pytest.mark.parametrize(
    ("results", "struggles", "reason"),
    [
        (WIN, (2, 0), "struggles"),
        (WIN, (2, 1), None),
        (LOSS, (1, 2), "struggles"),
        (WIN, (0, 1), "conceded"),  # the player behind may still win by the other's concession
        (LOSS, (0, 0), "conceded"),
        (DRAW, (1, 1), "time"),
        (DRAW, (0, 0), "agreed"),
        (WIN, (1, 0), "time"),
        (DRAW, (0, 1), None),  # not noted: time or agreement fits
        (WIN, (0, 0), None),  # not noted: a concession fits
    ],
)
def test_the_results_the_rules_allow(
    results: tuple[str, str], struggles: tuple[int, int], reason: str | None
) -> None:
    assert problem(results, struggles, reason) is None


@pytest.mark.parametrize(
    ("results", "struggles", "reason", "words"),
    [
        (DRAW, (0, 2), None, "cannot be a draw"),
        (DRAW, (0, 2), "time", "cannot be a draw"),
        (LOSS, (2, 1), None, "cannot be the other player's win"),
        (WIN, (2, 2), None, "only one player can claim 2"),
        (WIN, (3, 0), "struggles", "more than 2 struggles"),
        (WIN, (2, 0), "conceded", 'ends on "Two struggles won", not "Concession"'),
        (WIN, (2, 1), "time", 'not "Time ran out"'),
        (WIN, (1, 0), "struggles", "when the winner claims 2 struggles"),
        (DRAW, (1, 1), "struggles", "when the winner claims 2 struggles"),
        (DRAW, (0, 0), "conceded", "a conceded game has a winner"),
        (WIN, (1, 0), "forfeit", '"forfeit" is not a way a game ends'),
    ],
)
def test_impossible_results_are_refused_with_the_rule(
    results: tuple[str, str], struggles: tuple[int, int], reason: str | None, words: str
) -> None:
    found = problem(results, struggles, reason)
    assert isinstance(found, ResultProblem)
    assert words in found.message("en")


def test_a_game_of_shatterpoint_has_two_players() -> None:
    found = SP.result_problem(["win", "loss", "loss"], [2, 0, 0], None)
    assert found is not None and "two players, not 3" in found.message("en")


def test_the_reasons_are_the_trackers_and_named_in_each_language() -> None:
    from app.systems.shatterpoint.tracker import END_REASONS

    assert [key for key, _ in SP.end_reasons("en")] == list(END_REASONS)
    assert dict(SP.end_reasons("en"))["conceded"] == "Concession"
    for language in ("fr", "pl"):
        names = dict(SP.end_reasons(language))
        assert names["time"] != "Time ran out" and all(names.values())


def test_the_problem_speaks_the_users_language() -> None:
    found = problem(DRAW, (0, 2), None)
    assert found is not None
    for language in ("fr", "pl"):
        text = found.message(language)
        assert text != found.message("en") and "{" not in text
