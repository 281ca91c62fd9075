"""Statistics of a campaign: per strike team, per unit, per player over time.

Strike teams are grouped by their canonical key (:mod:`app.campaign.teams`), so the same six
units count as one strike team whatever the squads' order or the roster's name. A unit's
figures count each game it took part in once, even if a strike team fielded it twice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date

from app.campaign.records import Scoring
from app.campaign.standings import (
    SeatRow,
    Standing,
    by_game,
    collector_paused,
    compute_standings,
    load_rows,
)
from app.campaign.teams import team_squads, team_units
from app.db import Database


@dataclass
class Tally:
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0

    @property
    def win_rate(self) -> float:
        """Wins per game played, from 0 to 1 (0 when there is no game)."""
        return self.wins / self.games if self.games else 0.0

    def count(self, result: str) -> None:
        self.games += 1
        if result == "win":
            self.wins += 1
        elif result == "draw":
            self.draws += 1
        else:
            self.losses += 1


@dataclass
class TeamStat(Tally):
    key: str = ""
    players: set[int] = field(default_factory=set)

    @property
    def squads(self) -> tuple[tuple[str, ...], ...]:
        return team_squads(self.key)


@dataclass
class UnitStat(Tally):
    unit_id: str = ""


@dataclass
class HistoryEntry:
    game_id: int
    played_on: date
    opponents: list[int]
    result: str
    struggles_for: int
    struggles_against: int
    points: int
    total_points: int


@dataclass
class CampaignStatistics:
    standings: list[Standing]
    teams: list[TeamStat]
    units: list[UnitStat]
    rows: list[SeatRow]
    names: dict[int, str]


def team_statistics(rows: Sequence[SeatRow]) -> list[TeamStat]:
    """Strike teams by games played (most first); seats without a strike team are left out."""
    teams: dict[str, TeamStat] = {}
    for _game, _day, player_id, result, _struggles, key in rows:
        if not key:
            continue
        stat = teams.get(key)
        if stat is None:
            stat = teams[key] = TeamStat(key=key)
        stat.games += 1
        if result == "win":
            stat.wins += 1
        elif result == "draw":
            stat.draws += 1
        else:
            stat.losses += 1
        stat.players.add(player_id)
    return sorted(teams.values(), key=lambda t: (-t.games, -t.wins, t.key))


def unit_statistics(
    rows: Sequence[SeatRow], teams: Sequence[TeamStat] | None = None
) -> list[UnitStat]:
    """Units by games played (most first); ``teams`` saves recounting the strike teams."""
    # Counting per distinct strike team first keeps this fast: a campaign has far fewer
    # strike teams than seats.
    units: dict[str, UnitStat] = {}
    for team in team_statistics(rows) if teams is None else teams:
        for unit in team_units(team.key):
            stat = units.get(unit)
            if stat is None:
                stat = units[unit] = UnitStat(unit_id=unit)
            stat.games += team.games
            stat.wins += team.wins
            stat.draws += team.draws
            stat.losses += team.losses
    return sorted(units.values(), key=lambda u: (-u.games, -u.wins, u.unit_id))


def player_history(rows: Sequence[SeatRow], player_id: int, scoring: Scoring) -> list[HistoryEntry]:
    """The player's games, oldest first, with the running total of points."""
    history: list[HistoryEntry] = []
    total = 0
    for game in by_game(rows):
        mine = next((seat for seat in game if seat.player_id == player_id), None)
        if mine is None:
            continue
        earned = scoring.points(mine.result)
        total += earned
        against = sum(seat.struggles_won for seat in game) - mine.struggles_won
        history.append(
            HistoryEntry(
                game_id=mine.game_id,
                played_on=mine.played_on,
                opponents=[seat.player_id for seat in game if seat is not mine],
                result=mine.result,
                struggles_for=mine.struggles_won,
                struggles_against=against,
                points=earned,
                total_points=total,
            )
        )
    return history


def points_over_time(
    rows: Sequence[SeatRow], player_ids: Sequence[int], scoring: Scoring
) -> dict[int, list[tuple[date, int]]]:
    """For each player, the running total of points at the end of each day they played."""
    series: dict[int, list[tuple[date, int]]] = {pid: [] for pid in player_ids}
    totals = dict.fromkeys(player_ids, 0)
    for row in rows:
        if row.player_id not in series:
            continue
        totals[row.player_id] += scoring.points(row.result)
        points = series[row.player_id]
        if points and points[-1][0] == row.played_on:
            points[-1] = (row.played_on, totals[row.player_id])
        else:
            points.append((row.played_on, totals[row.player_id]))
    return series


def campaign_statistics(db: Database, campaign_id: int) -> CampaignStatistics:
    """Standings, strike-team and unit statistics of a campaign, from one read of its games."""
    from app.campaign.service import get_campaign

    scoring = get_campaign(db, campaign_id).scoring
    with collector_paused():
        rows, names = load_rows(db, campaign_id)
        teams = team_statistics(rows)
        return CampaignStatistics(
            standings=compute_standings(rows, names, scoring),
            teams=teams,
            units=unit_statistics(rows, teams),
            rows=rows,
            names=names,
        )
