"""Statistics of a campaign: per strike team, per unit, per player game by game.

Strike teams are grouped by their canonical key (:mod:`app.campaign.teams`), so the same six
units count as one strike team whatever the squads' order or the roster's name. A strike team
or a unit has *picks* (the seats that fielded it: both players of a game may pick the same
unit) and *games* (the games it took part in, each counted once); wins, draws and losses are
those of its picks, so its win rate is wins per pick.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date

from sqlalchemy import select
from sqlmodel import col

from app.campaign.records import Scoring, score_fields
from app.campaign.standings import (
    SeatRow,
    Standing,
    against_totals,
    by_game,
    collector_paused,
    compute_standings,
    load_rows,
)
from app.campaign.teams import team_squads, team_units
from app.db import Database
from models.campaign import GameSeat


@dataclass
class Tally:
    games: int = 0  # games taken part in, each once
    picks: int = 0  # seats that fielded it (a game where both players did counts 2)
    wins: int = 0
    draws: int = 0
    losses: int = 0

    @property
    def win_rate(self) -> float:
        """Wins per pick, from 0 to 1 (0 when never picked)."""
        return self.wins / self.picks if self.picks else 0.0

    def count(self, result: str) -> None:
        self.picks += 1
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
    # What the players call it: the name of the latest roster with these units ("" if none),
    # and the unit leading each of its squads (see :func:`name_teams`).
    name: str = ""
    leaders: tuple[str, ...] = ()
    last_game: int = 0  # the latest game that fielded it (rows come oldest first)

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
    scores_for: int
    scores_against: int
    points: int
    total_points: int


@dataclass
class CampaignStatistics:
    standings: list[Standing]
    teams: list[TeamStat]
    units: list[UnitStat]
    rows: list[SeatRow]
    names: dict[int, str]


def shared_picks(rows: Sequence[SeatRow]) -> tuple[Counter[str], Counter[str]]:
    """Picks beyond the first in one game, of each strike team and of each unit: what turns
    picks into games. Rows come game by game; most games share nothing, and cost one look."""
    teams: Counter[str] = Counter()
    units: Counter[str] = Counter()

    def count(keys: list[str]) -> None:
        if len(keys) == 2:
            first, second = keys
            if first == second:
                teams[first] += 1
                units.update(team_units(first))
                return
            both = team_units(first) & team_units(second)
            if both:
                units.update(both)
            return
        seen_teams: set[str] = set()
        seen_units: set[str] = set()
        for key in keys:
            if key in seen_teams:
                teams[key] += 1
            seen_teams.add(key)
            fielded = team_units(key)
            again = fielded & seen_units
            if again:
                units.update(again)
            seen_units |= fielded

    game = None
    keys: list[str] = []
    for game_id, _day, _player, _result, _primary, key, _score, _team in rows:
        if game_id != game:
            if len(keys) > 1:
                count(keys)
            game, keys = game_id, []
        if key:
            keys.append(key)
    if len(keys) > 1:
        count(keys)
    return teams, units


def team_statistics(
    rows: Sequence[SeatRow], shared: tuple[Counter[str], Counter[str]] | None = None
) -> list[TeamStat]:
    """Strike teams by games played (most first); seats without a strike team are left out.
    ``shared`` (from :func:`shared_picks`) saves reading the rows twice."""
    teams: dict[str, TeamStat] = {}
    for game_id, _day, player_id, result, _primary, key, _score, _team in rows:
        if not key:
            continue
        stat = teams.get(key)
        if stat is None:
            stat = teams[key] = TeamStat(key=key)
        stat.picks += 1
        if result == "win":
            stat.wins += 1
        elif result == "draw":
            stat.draws += 1
        else:
            stat.losses += 1
        stat.players.add(player_id)
        stat.last_game = game_id
    repeats = (shared or shared_picks(rows))[0]
    for stat in teams.values():
        stat.games = stat.picks - repeats[stat.key]
    return sorted(teams.values(), key=lambda t: (-t.games, -t.wins, t.key))


def unit_statistics(
    rows: Sequence[SeatRow],
    teams: Sequence[TeamStat] | None = None,
    shared: tuple[Counter[str], Counter[str]] | None = None,
) -> list[UnitStat]:
    """Units by games played (most first); ``teams`` and ``shared`` save recounting."""
    # Counting per distinct strike team first keeps this fast: a campaign has far fewer
    # strike teams than seats. Only games where several seats fielded the unit need more.
    shared = shared or shared_picks(rows)
    units: dict[str, UnitStat] = {}
    for team in team_statistics(rows, shared) if teams is None else teams:
        for unit in team_units(team.key):
            stat = units.get(unit)
            if stat is None:
                stat = units[unit] = UnitStat(unit_id=unit)
            stat.picks += team.picks
            stat.wins += team.wins
            stat.draws += team.draws
            stat.losses += team.losses
    repeats = shared[1]
    for stat in units.values():
        stat.games = stat.picks - repeats[stat.unit_id]
    return sorted(units.values(), key=lambda u: (-u.games, -u.picks, -u.wins, u.unit_id))


def name_teams(db: Database, teams: Sequence[TeamStat], lead_slot: str) -> None:
    """Gives each strike team the name of the roster that fielded it in its latest game and
    the unit in ``lead_slot`` of each of its squads (the system's first slot, which leads a
    squad). One indexed read of the seats of those games: far fewer than the campaign's."""
    wanted = {team.key: team for team in teams}
    games = sorted({team.last_game for team in teams})
    documents: dict[str, str] = {}
    with db.engine.connect() as conn:
        for start in range(0, len(games), 500):
            found = conn.execute(
                select(col(GameSeat.team_key), col(GameSeat.roster_document))
                .where(col(GameSeat.game_id).in_(games[start : start + 500]))
                .order_by(col(GameSeat.game_id), col(GameSeat.seat))
            )
            for key, document in found:
                if key in wanted and document:
                    documents[key] = document
    for key, document in documents.items():
        team = wanted[key]
        try:
            data = json.loads(document)
            squads = data.get("squads") or []
            team.name = str(data.get("name") or "").strip()
            team.leaders = tuple(
                str(squad[lead_slot])
                for squad in squads
                if isinstance(squad, dict) and isinstance(squad.get(lead_slot), str)
            )
        except (ValueError, AttributeError):
            continue  # a damaged document: the strike team is shown by its units


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
        against = against_totals(game)[mine.game_id] - mine.primary_score
        history.append(
            HistoryEntry(
                game_id=mine.game_id,
                played_on=mine.played_on,
                opponents=[
                    seat.player_id
                    for seat in game
                    if seat is not mine and (seat.team is None or seat.team != mine.team)
                ],
                result=mine.result,
                scores_for=mine.primary_score,
                scores_against=against,
                points=earned,
                total_points=total,
            )
        )
    return history


def points_by_game(
    rows: Sequence[SeatRow], player_ids: Sequence[int], scoring: Scoring
) -> dict[int, list[tuple[int, int]]]:
    """For each player, (games played, running total of points), from (0, 0) then after each
    of their games in the order played: a league night's games share a date, not a place."""
    series: dict[int, list[tuple[int, int]]] = {pid: [(0, 0)] for pid in player_ids}
    for row in rows:
        points = series.get(row.player_id)
        if points is None:
            continue
        played, total = points[-1]
        points.append((played + 1, total + scoring.points(row.result)))
    return series


def campaign_statistics(db: Database, campaign_id: int) -> CampaignStatistics:
    """Standings, strike-team and unit statistics of a campaign, from one read of its games
    (and one roster per strike team, for its name)."""
    from app import systems
    from app.campaign.campaigns import get_campaign
    from app.errors import UnknownSystemError

    campaign = get_campaign(db, campaign_id)
    scoring = campaign.scoring
    with collector_paused():
        rows, names = load_rows(db, campaign_id)
        shared = shared_picks(rows)
        teams = team_statistics(rows, shared)
        try:
            lead_slot = systems.get(campaign.system).roster_structure().slots[0].key
        except (UnknownSystemError, IndexError):
            lead_slot = ""
        name_teams(db, teams, lead_slot)
        return CampaignStatistics(
            standings=compute_standings(rows, names, scoring, score_fields(campaign.system)),
            teams=teams,
            units=unit_statistics(rows, teams, shared),
            rows=rows,
            names=names,
        )
