"""Statistics per strike team and per unit; strike teams grouped by their units."""

from __future__ import annotations

from datetime import date
from typing import Any

from app.campaign.campaigns import create_campaign
from app.campaign.games import record_game
from app.campaign.records import Scoring, SeatResult
from app.campaign.statistics import (
    campaign_statistics,
    player_history,
    points_by_game,
)
from app.campaign.teams import team_key, team_units
from tests.campaign.conftest import roster

ONE = roster("Clones", ("rex", "echo", "fives"), ("kenobi", "cody", "troopers"))
# The same units: squads swapped, slots shuffled, another name.
SAME = roster("Kenobi's boys", ("kenobi", "troopers", "cody"), ("fives", "rex", "echo"))
OTHER = roster("Seps", ("dooku", "b1", "magna"), ("grievous", "b2", "kenobi"))


def test_team_key_ignores_order_slots_and_name() -> None:
    assert team_key(ONE) == team_key(SAME)
    assert team_key(ONE) != team_key(OTHER)
    assert team_key(None) == "" == team_key(roster("Empty"))
    assert team_units(team_key(OTHER)) == {"dooku", "b1", "magna", "grievous", "b2", "kenobi"}


def test_team_and_unit_statistics(database: Any) -> None:
    league = create_campaign(database, "League", "shatterpoint")
    day = date(2026, 1, 1)
    record_game(
        database,
        league.id,
        day,
        [SeatResult("Ann", "win", 2, ONE), SeatResult("Bob", "loss", 0, OTHER)],
    )
    record_game(
        database,
        league.id,
        day,
        [SeatResult("Cid", "win", 2, OTHER), SeatResult("Ann", "loss", 1, SAME)],
    )
    record_game(
        database,
        league.id,
        date(2026, 1, 2),
        [SeatResult("Cid", "draw", 1, OTHER), SeatResult("Bob", "draw", 1)],
    )
    stats = campaign_statistics(database, league.id)
    teams = {t.key: t for t in stats.teams}
    clones, seps = teams[team_key(ONE)], teams[team_key(OTHER)]
    assert (clones.games, clones.wins, clones.losses, clones.win_rate) == (2, 1, 1, 0.5)
    assert (seps.games, seps.wins, seps.draws, seps.losses) == (3, 1, 1, 1)
    assert len(clones.players) == 1 and len(seps.players) == 2
    units = {u.unit_id: u for u in stats.units}
    # Kenobi is in both strike teams: picked 5 times in the 3 games, 2 of the picks won.
    kenobi = units["kenobi"]
    assert (kenobi.games, kenobi.picks, kenobi.wins, kenobi.draws, kenobi.losses) == (3, 5, 2, 1, 2)
    assert kenobi.win_rate == 0.4
    assert (units["rex"].games, units["rex"].picks, units["rex"].win_rate) == (2, 2, 0.5)
    assert stats.units[0].unit_id == "kenobi"
    assert [s.player for s in stats.standings] == ["Cid", "Ann", "Bob"]

    ann = next(pid for pid, name in stats.names.items() if name == "Ann")
    history = player_history(stats.rows, ann, Scoring())
    assert [(h.result, h.points, h.total_points) for h in history] == [
        ("win", 3, 3),
        ("loss", 0, 3),
    ]
    assert history[1].scores_against == 2
    series = points_by_game(stats.rows, [ann], Scoring())
    assert series[ann] == [(0, 0), (1, 3), (2, 3)]  # both games on one day: two steps


def test_points_game_by_game_on_a_league_night(database: Any) -> None:
    league = create_campaign(database, "League", "shatterpoint")
    night = date(2026, 2, 6)
    for first, second in (("Ann", "Bob"), ("Ann", "Cid"), ("Bob", "Cid")):
        record_game(
            database, league.id, night, [SeatResult(first, "win", 2), SeatResult(second, "loss", 1)]
        )
    stats = campaign_statistics(database, league.id)
    ids = {name: pid for pid, name in stats.names.items()}
    series = points_by_game(stats.rows, list(ids.values()), Scoring())
    assert series[ids["Ann"]] == [(0, 0), (1, 3), (2, 6)]
    assert series[ids["Bob"]] == [(0, 0), (1, 0), (2, 3)]
    assert series[ids["Cid"]] == [(0, 0), (1, 0), (2, 0)]


def test_a_mirror_match_is_one_game_and_two_picks(database: Any) -> None:
    league = create_campaign(database, "League", "shatterpoint")
    day = date(2026, 1, 1)
    record_game(
        database,
        league.id,
        day,
        [SeatResult("Ann", "win", 2, ONE), SeatResult("Bob", "loss", 1, SAME)],
    )
    record_game(
        database,
        league.id,
        day,
        [SeatResult("Ann", "win", 2, ONE), SeatResult("Cid", "loss", 0, OTHER)],
    )
    stats = campaign_statistics(database, league.id)
    clones = next(t for t in stats.teams if t.key == team_key(ONE))
    assert (clones.games, clones.picks, clones.wins, clones.losses) == (2, 3, 2, 1)
    units = {u.unit_id: u for u in stats.units}
    assert (units["rex"].games, units["rex"].picks, units["rex"].wins) == (2, 3, 2)
    # Kenobi: both seats of the first game, one of the second: 2 games out of 2 recorded.
    assert (units["kenobi"].games, units["kenobi"].picks) == (2, 4)
    assert all(u.games <= 2 for u in stats.units)


def test_a_strike_team_is_named_by_its_latest_roster_and_led_by_its_primaries(
    database: Any,
) -> None:
    league = create_campaign(database, "League", "shatterpoint")
    day = date(2026, 1, 1)
    unnamed = roster("", ("dooku", "b1", "magna"), ("grievous", "b2", "kenobi"))
    record_game(
        database,
        league.id,
        day,
        [SeatResult("Ann", "win", 2, ONE), SeatResult("Bob", "loss", 1, unnamed)],
    )
    record_game(
        database,
        league.id,
        day,
        [SeatResult("Cid", "win", 2, SAME), SeatResult("Bob", "loss", 1, OTHER)],
    )
    stats = campaign_statistics(database, league.id)
    teams = {t.key: t for t in stats.teams}
    clones, seps = teams[team_key(ONE)], teams[team_key(OTHER)]
    assert clones.name == "Kenobi's boys"  # the latest roster's name
    assert clones.leaders == ("kenobi", "fives")  # the primary of each of its squads, in order
    assert (seps.name, seps.leaders) == ("Seps", ("dooku", "grievous"))
