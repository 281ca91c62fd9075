"""Players, campaigns and games in the database (SQLite and PostgreSQL)."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from app.campaign.campaigns import (
    campaign_by_name,
    create_campaign,
    delete_campaign,
    get_campaign,
    list_campaigns,
    update_campaign,
)
from app.campaign.errors import (
    CampaignNameTakenError,
    GameAlreadyRecordedError,
    InvalidGameError,
    PlayerHasGamesError,
    PlayerNameTakenError,
    UnknownCampaignError,
    UnknownGameError,
)
from app.campaign.game_list import game_summaries
from app.campaign.games import (
    delete_game,
    game_count,
    games,
    get_game,
    record_game,
    restore_game,
    restore_game_state,
    update_game,
)
from app.campaign.participants import (
    participants,
    register_strike_team,
    remove_participant,
    strike_teams,
    unregister_strike_team,
)
from app.campaign.players import (
    create_player,
    delete_player,
    find_player,
    list_players,
    restore_player,
)
from app.campaign.records import CampaignInfo, Scoring, SeatResult, default_tie_breakers
from app.campaign.standings import standings
from app.campaign.storage import MAX_NAME, in_transaction
from app.campaign.teams import team_key
from tests.campaign.conftest import roster

DAY = date(2026, 3, 14)


def two_seats(a: str = "Ann", b: str = "Bob", result: str = "win") -> list[SeatResult]:
    other = {"win": "loss", "loss": "win", "draw": "draw"}[result]
    struggles = {"win": (2, 1), "loss": (1, 2), "draw": (1, 1)}[result]
    return [
        SeatResult(a, result, struggles[0]),  # type: ignore[arg-type]
        SeatResult(b, other, struggles[1]),  # type: ignore[arg-type]
    ]


def test_record_game_stores_seats_and_creates_players(
    database: Any, campaign: CampaignInfo
) -> None:
    team = roster("Mine", ("a", "b", "c"), ("d", "e", "f"))
    seats = [SeatResult("Ann", "win", 2, team, score=7), SeatResult("Bob", "loss", 1)]
    game_id = record_game(
        database,
        campaign.id,
        DAY,
        seats,
        turns=5,
        duration_s=5400,
        notes="close",
        source="tracker",
        tracked_game_id=41,
    )
    record = get_game(database, game_id)
    assert [s.player_name for s in record.seats] == ["Ann", "Bob"]
    assert [s.seat for s in record.seats] == [1, 2]
    assert record.seats[0].roster == team
    assert record.seats[0].team_key == team_key(team)
    assert record.seats[0].score == 7
    assert (record.turns, record.duration_s, record.notes, record.source) == (
        5,
        5400,
        "close",
        "tracker",
    )
    assert record.tracked_game_id == 41
    assert [p.name for p in participants(database, campaign.id)] == ["Ann", "Bob"]
    with pytest.raises(GameAlreadyRecordedError):
        record_game(database, campaign.id, DAY, two_seats(), tracked_game_id=41)


def test_players_are_found_whatever_the_case(database: Any, campaign: CampaignInfo) -> None:
    record_game(database, campaign.id, DAY, two_seats("Ann", "Bob"))
    record_game(database, campaign.id, DAY, two_seats("ann", "  BOB "))
    assert [p.name for p in list_players(database)] == ["Ann", "Bob"]
    with pytest.raises(PlayerNameTakenError):
        create_player(database, "ANN")


@pytest.mark.parametrize(
    "seats",
    [
        [SeatResult("Ann", "win", 2)],
        [SeatResult("Ann", "win", 2), SeatResult("ann", "loss", 1)],
        [SeatResult("Ann", "win", 2), SeatResult("Bob", "win", 1)],
        [SeatResult("Ann", "win", 2), SeatResult("Bob", "draw", 1)],
        [SeatResult("Ann", "loss", 2), SeatResult("Bob", "loss", 1)],
        [SeatResult("Ann", "won", 2), SeatResult("Bob", "loss", 1)],  # type: ignore[arg-type]
        [SeatResult("Ann", "win", -1), SeatResult("Bob", "loss", 1)],
    ],
)
def test_seats_that_do_not_make_a_game_are_refused(
    database: Any, campaign: CampaignInfo, seats: list[SeatResult]
) -> None:
    with pytest.raises(InvalidGameError) as caught:
        record_game(database, campaign.id, DAY, seats)
    assert caught.value.message("fr")
    assert games(database, campaign.id) == []


def test_names_longer_than_the_database_holds_are_refused(
    database: Any, campaign: CampaignInfo
) -> None:
    # PostgreSQL refuses a VARCHAR(200) overflow that SQLite would keep: one rule for both.
    long_name = "Ł" * (MAX_NAME + 1)
    with pytest.raises(InvalidGameError) as caught:
        record_game(database, campaign.id, DAY, two_seats(b=long_name))
    assert "200" in caught.value.message("pl")
    assert games(database, campaign.id) == []
    assert find_player(database, long_name) is None
    with pytest.raises(InvalidGameError):
        create_campaign(database, "L" * 201, "shatterpoint")
    create_player(database, "Ż" * MAX_NAME)  # exactly the limit fits


def test_a_game_of_six_fits(database: Any, free_for_all: CampaignInfo) -> None:
    campaign = free_for_all
    seats = [SeatResult(f"P{n}", "win" if n == 1 else "loss", n % 3) for n in range(1, 7)]
    game_id = record_game(database, campaign.id, DAY, seats)
    assert len(get_game(database, game_id).seats) == 6
    with pytest.raises(InvalidGameError):
        record_game(database, campaign.id, DAY, [*seats, SeatResult("P7", "loss", 0)])


def test_edit_and_its_undo(database: Any, campaign: CampaignInfo) -> None:
    game_id = record_game(database, campaign.id, DAY, two_seats(), turns=4, notes="a")
    before = update_game(
        database, game_id, date(2026, 3, 15), two_seats(result="draw"), turns=6, notes="b"
    )
    edited = get_game(database, game_id)
    assert (edited.played_on, edited.turns, edited.notes) == (date(2026, 3, 15), 6, "b")
    assert [s.result for s in edited.seats] == ["draw", "draw"]
    restore_game_state(database, before)
    restored = get_game(database, game_id)
    assert restored == before


def test_delete_and_its_undo_keep_the_id(database: Any, campaign: CampaignInfo) -> None:
    game_id = record_game(database, campaign.id, DAY, two_seats(), turns=4)
    record = delete_game(database, game_id)
    assert games(database, campaign.id) == []
    with pytest.raises(UnknownGameError):
        get_game(database, game_id)
    assert restore_game(database, record) == game_id
    assert get_game(database, game_id) == record
    next_id = record_game(database, campaign.id, DAY, two_seats())
    assert next_id != game_id


def test_standings_follow_the_campaign_scoring(database: Any) -> None:
    league = create_campaign(
        database, "Two points", "shatterpoint", Scoring(2, 1, 0, ("struggles_won",))
    )
    record_game(database, league.id, DAY, two_seats("Ann", "Bob"))
    draw = [SeatResult("Cid", "draw", 1), SeatResult("Bob", "draw", 0)]  # time ran out
    record_game(database, league.id, DAY, draw, end_reason="time")
    table = standings(database, league.id)
    # Bob and Cid both have 1 point and 1 struggle won: they share second place.
    assert [(s.rank, s.player, s.points) for s in table] == [
        (1, "Ann", 2),
        (2, "Bob", 1),
        (2, "Cid", 1),
    ]
    changed = get_campaign(database, league.id)
    changed.scoring = Scoring(1, 5, 0, default_tie_breakers("shatterpoint"))
    previous = update_campaign(database, changed)
    assert previous.scoring == Scoring(2, 1, 0, ("struggles_won",))
    table = standings(database, league.id)
    # Bob and Cid have 5 points; Cid's struggle difference (+1) beats Bob's (-1).
    assert [(s.player, s.points) for s in table][:2] == [("Cid", 5), ("Bob", 5)]


def test_campaign_names_are_unique_and_unknown_ones_are_reported(database: Any) -> None:
    create_campaign(database, "League", "shatterpoint")
    with pytest.raises(CampaignNameTakenError):
        create_campaign(database, "league", "shatterpoint")
    with pytest.raises(UnknownCampaignError) as caught:
        campaign_by_name(database, "Nope")
    assert "Nope" in caught.value.message("pl")


def test_a_player_with_games_cannot_be_deleted(database: Any, campaign: CampaignInfo) -> None:
    record_game(database, campaign.id, DAY, two_seats())
    ann = find_player(database, "Ann")
    assert ann is not None
    with pytest.raises(PlayerHasGamesError):
        delete_player(database, ann.id)
    cid = create_player(database, "Cid", club="Rancor Pit")
    removed = delete_player(database, cid.id)
    assert find_player(database, "Cid") is None
    restore_player(database, removed)
    assert find_player(database, "cid") == cid


def test_registered_strike_teams(database: Any, campaign: CampaignInfo) -> None:
    ann = create_player(database, "Ann")
    team = roster("Clones", ("a", "b", "c"), ("d", "e", "f"))
    registered = register_strike_team(database, campaign.id, ann.id, team)
    assert [p.name for p in participants(database, campaign.id)] == ["Ann"]
    teams = strike_teams(database, campaign.id, ann.id)
    assert [(t.id, t.name, t.roster) for t in teams] == [(registered.id, "Clones", team)]
    unregister_strike_team(database, registered.id)
    assert strike_teams(database, campaign.id, ann.id) == []
    remove_participant(database, campaign.id, ann.id)
    assert participants(database, campaign.id) == []


def test_deleting_a_campaign_deletes_its_games(database: Any, campaign: CampaignInfo) -> None:
    record_game(database, campaign.id, DAY, two_seats())
    delete_campaign(database, campaign.id)
    assert list_campaigns(database) == []
    assert game_count(database, campaign.id) == 0


def test_game_summaries_come_newest_first_a_page_at_a_time(
    database: Any, campaign: CampaignInfo
) -> None:
    for day in (3, 1, 2, 2):
        record_game(database, campaign.id, date(2026, 5, day), two_seats(result="draw"))
    first = game_summaries(database, campaign.id, 0, 3)
    rest = game_summaries(database, campaign.id, 3, 3)
    assert [g.played_on.day for g in first + rest] == [3, 2, 2, 1]
    assert [g.id for g in first][1:] == sorted((g.id for g in first[1:]), reverse=True)
    assert first[0].players == ["Ann", "Bob"] and first[0].winner is None
    assert first[0].scores == [1, 1]
    assert game_summaries(database, campaign.id, 4, 3) == []


def test_a_database_failure_is_a_typed_error(database: Any) -> None:
    from sqlalchemy.exc import OperationalError

    from app.errors import DatabaseError

    calls = []

    def failing(_session: Any) -> None:
        calls.append(1)
        raise OperationalError("INSERT", {}, Exception("server closed the connection"))

    with pytest.raises(DatabaseError) as caught:
        in_transaction(database, failing)
    assert "server closed the connection" in caught.value.message("en")
    assert calls == [1]  # not a lock: not retried

    def busy(_session: Any) -> int:
        calls.append(2)
        if calls.count(2) < 3:
            raise OperationalError("INSERT", {}, Exception("database is locked"))
        return 7

    assert in_transaction(database, busy) == 7  # a lock is waited out
