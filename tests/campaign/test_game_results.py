"""The campaign asks the game's rules whether a result can be, and keeps how the game ended."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from app.campaign.errors import InvalidGameError
from app.campaign.games import (
    delete_game,
    game_count,
    get_game,
    record_game,
    restore_game,
    restore_game_state,
    update_game,
)
from app.campaign.records import CampaignInfo, SeatResult, check_result

DAY = date(2026, 5, 2)


def seats(first: str, struggles: tuple[int, int]) -> list[SeatResult]:
    other = {"win": "loss", "loss": "win", "draw": "draw"}[first]
    return [
        SeatResult("Ann", first, struggles[0]),  # type: ignore[arg-type]
        SeatResult("Bob", other, struggles[1]),  # type: ignore[arg-type]
    ]


def test_an_impossible_result_is_refused_and_nothing_is_written(
    database: Any, campaign: CampaignInfo
) -> None:
    with pytest.raises(InvalidGameError) as refused:
        record_game(database, campaign.id, DAY, seats("draw", (0, 2)))
    assert "cannot be a draw" in refused.value.message("en")
    with pytest.raises(InvalidGameError):
        record_game(database, campaign.id, DAY, seats("win", (2, 0)), end_reason="time")
    assert game_count(database, campaign.id) == 0


def test_the_way_a_game_ended_is_kept_edited_and_undone(
    database: Any, campaign: CampaignInfo
) -> None:
    game_id = record_game(database, campaign.id, DAY, seats("win", (0, 1)), end_reason="conceded")
    assert get_game(database, game_id).end_reason == "conceded"
    before = update_game(database, game_id, DAY, seats("draw", (1, 1)), end_reason="time")
    assert get_game(database, game_id).end_reason == "time"
    with pytest.raises(InvalidGameError):
        update_game(database, game_id, DAY, seats("draw", (1, 1)), end_reason="conceded")
    restore_game_state(database, before)
    assert get_game(database, game_id).end_reason == "conceded"
    deleted = delete_game(database, game_id)
    restore_game(database, deleted)
    assert get_game(database, game_id).end_reason == "conceded"


def test_undoing_an_edit_puts_back_a_game_recorded_before_the_rules_were_checked(
    database: Any, campaign: CampaignInfo
) -> None:
    game_id = record_game(database, campaign.id, DAY, seats("win", (2, 1)))
    old = get_game(database, game_id)
    old.seats[0].result, old.seats[1].result = "draw", "draw"  # as an older Muster allowed
    restore_game_state(database, old)
    assert [s.result for s in get_game(database, game_id).seats] == ["draw", "draw"]


def test_the_check_is_one_call_for_every_way_in() -> None:
    check_result("shatterpoint", seats("win", (2, 1)), "struggles")
    with pytest.raises(InvalidGameError) as refused:
        check_result("shatterpoint", seats("loss", (2, 0)), None)
    assert "the other player's win" in refused.value.message("en")


@pytest.mark.parametrize("system", ["shatterpoint", "legion", "flashpoint"])
def test_every_game_refuses_a_conceded_game_without_a_winner_in_one_sentence(
    system: str,
) -> None:
    """The check each game's result_problem shares (app/systems/base.py, ResultChecks): a
    player who concedes loses to the other, so a conceded game is never a draw."""
    with pytest.raises(InvalidGameError) as refused:
        check_result(system, seats("draw", (0, 0)), "conceded")
    assert {lang: refused.value.message(lang) for lang in ("en", "fr", "pl")} == {
        "en": "a conceded game has a winner: the player who did not concede.",
        "fr": "une partie abandonnée a un vainqueur : le joueur qui n'a pas abandonné.",
        "pl": "poddana gra ma zwycięzcę: gracza, który się nie poddał.",
    }
    check_result(system, seats("win", (0, 0)), "conceded")  # the other player won: fine
