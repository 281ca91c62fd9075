"""How a StarCraft game is recorded in a league: 2 to 6 seats, conquest points as the figure."""

import pytest

from app import systems
from app.campaign.records import SeatResult, check_result, check_seats
from app.errors import MusterError
from app.systems.starcraft.results import result_problem


def _message(problem):
    return problem.message("en") if problem else None


def test_starcraft_is_scored_and_tracked():
    assert "starcraft" in systems.scored_ids()
    assert "starcraft" in systems.tracked_ids()
    reasons = dict(systems.scored("starcraft").end_reasons("fr"))
    assert reasons["end_game"] == "La Fin est Proche"


def test_a_conquest_victory_needs_15_and_the_most_cp():
    assert result_problem(["win", "loss", "loss", "loss"], [15, 12, 3, 0], "conquest") is None
    assert "at least 15" in _message(result_problem(["win", "loss"], [12, 3], "conquest"))
    # Against Aldaris an opponent with more CP may not have qualified (they need 20).
    assert result_problem(["win", "loss", "loss"], [15, 19, 2], "conquest") is None
    assert "most conquest points" in _message(
        result_problem(["win", "loss", "loss"], [15, 21, 2], "conquest")
    )


def test_shared_victory_is_a_draw_with_equal_cp():
    assert result_problem(["draw", "draw", "loss"], [16, 16, 4], "conquest") is None
    assert "same conquest points" in _message(
        result_problem(["draw", "draw", "loss"], [16, 17, 4], "conquest")
    )


def test_elimination_has_a_single_winner_and_any_way_needs_one():
    assert "one winner" in _message(
        result_problem(["draw", "draw", "loss"], [0, 0, 0], "elimination")
    )
    assert "has a winner" in _message(result_problem(["loss", "loss"], [3, 3], "end_game"))
    assert result_problem(["loss", "loss"], [3, 3], "agreed") is None
    assert "2 to 6" in _message(result_problem(["win"] + ["loss"] * 6, [0] * 7, None))
    assert '"time"' in _message(result_problem(["win", "loss"], [1, 0], "time"))


def test_the_campaign_core_asks_starcraft():
    seats = [SeatResult("Ann", "win", 9), SeatResult("Bo", "loss", 16), SeatResult("Cy", "loss")]
    check_seats(seats)
    with pytest.raises(MusterError) as error:
        check_result("starcraft", seats, "conquest")
    assert "une victoire normale demande au moins 15 points de conquête" in error.value.message(
        "fr"
    )
    check_result("starcraft", seats, "special")  # a faction's objective: any CP
