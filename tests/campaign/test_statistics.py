"""Statistics per strike team and per unit; strike teams grouped by their units."""

from __future__ import annotations

from datetime import date
from typing import Any

from app.campaign import service
from app.campaign.records import Scoring, SeatResult
from app.campaign.statistics import (
    campaign_statistics,
    player_history,
    points_over_time,
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
    league = service.create_campaign(database, "League", "shatterpoint")
    day = date(2026, 1, 1)
    service.record_game(
        database,
        league.id,
        day,
        [SeatResult("Ann", "win", 2, ONE), SeatResult("Bob", "loss", 0, OTHER)],
    )
    service.record_game(
        database,
        league.id,
        day,
        [SeatResult("Cid", "win", 2, OTHER), SeatResult("Ann", "loss", 1, SAME)],
    )
    service.record_game(
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
    # Kenobi is in both strike teams: 5 games, 2 wins.
    assert (units["kenobi"].games, units["kenobi"].wins) == (5, 2)
    assert units["rex"].win_rate == 0.5
    assert stats.units[0].unit_id == "kenobi"
    assert [s.player for s in stats.standings] == ["Cid", "Ann", "Bob"]

    ann = next(pid for pid, name in stats.names.items() if name == "Ann")
    history = player_history(stats.rows, ann, Scoring())
    assert [(h.result, h.points, h.total_points) for h in history] == [
        ("win", 3, 3),
        ("loss", 0, 3),
    ]
    assert history[1].struggles_against == 2
    series = points_over_time(stats.rows, [ann], Scoring())
    assert series[ann] == [(day, 3)]
