"""Standings: each player's record in a campaign, ranked by its scoring and tie-breakers.

Points first (the campaign's points for a win, a draw and a loss), then each tie-breaker in
the campaign's order, each applied only to the players still tied after the previous ones:

- ``score_difference``: the game's primary figure won minus the opponents';
- ``scores_for``: the game's primary figure won;
- ``head_to_head``: points earned in the games between the tied players only;
- ``games_won``: games won;
- ``opponents_points``: the sum of the final points of every opponent met, once per game.

A league is of one game, and its figures are the game's (``score_fields()`` of its system,
one or two figures per seat in the game's own words: victory tokens and score, success points,
conquest points…); each field's key is a tie-breaker
too. ``scores_for`` and ``score_difference`` are the primary figure and its difference
whatever the game (for a game that names no score fields of its own).

Players still tied after every tie-breaker share a rank (1, 2, 2, 4) and are listed by name.
In a game of more than two players, a seat's figures against are those of all the other seats;
in a team game, those of the other teams (each team's once: teammates share their figures),
and a team's win counts as a win for each of its players.
"""

from __future__ import annotations

import gc
from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date
from typing import Any, NamedTuple

from sqlalchemy import String, select, type_coerce
from sqlmodel import col

from app.campaign.records import Scoring, score_fields
from app.db import Database
from app.systems.scoring import ScoreField
from models.campaign import CampaignParticipant, Game, GameSeat, Player


class SeatRow(NamedTuple):
    """The figures of one seat of one game, as standings and statistics need them."""

    game_id: int
    played_on: date
    player_id: int
    result: str
    primary_score: int  # the game's primary figure
    team_key: str = ""
    score: int = 0  # the game's secondary figure (0 when not given)
    team: int | None = None  # the seat's team in a team game


@dataclass(slots=True)
class Standing:
    player_id: int
    player: str
    rank: int = 0
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    points: int = 0
    scores_for: int = 0  # the game's primary figure, won and against
    scores_against: int = 0
    secondary: int = 0  # the game's secondary figure, summed

    @property
    def score_difference(self) -> int:
        return self.scores_for - self.scores_against

    def figure(self, score_field: ScoreField) -> int:
        """The player's total of one of the game's score fields."""
        return {
            "primary": self.scores_for,
            "secondary": self.secondary,
            "against": self.scores_against,
            "difference": self.score_difference,
        }[score_field.column]

    def scores(self, fields: Sequence[ScoreField]) -> dict[str, int]:
        return {score_field.key: self.figure(score_field) for score_field in fields}

    def to_json(self, fields: Sequence[ScoreField] = ()) -> dict[str, Any]:
        """The public JSON of ``muster campaign standings --format json`` (docs/cli.md):
        today's figures (``scores_for``, ``scores_against``: the game's primary figure)
        and, given the game's ``fields``, its own under ``scores``."""
        data: dict[str, Any] = {
            "rank": self.rank,
            "player": self.player,
            "played": self.played,
            "won": self.won,
            "drawn": self.drawn,
            "lost": self.lost,
            "points": self.points,
            "scores_for": self.scores_for,
            "scores_against": self.scores_against,
        }
        if fields:
            data["scores"] = self.scores(fields)
        return data


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pauses Python's cycle collector while tens of thousands of small tuples are built.

    Those tuples hold no cycles, yet every few hundred allocations the collector walked the
    growing list again: a fifth of the time of a large campaign's standings went there.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def load_rows(db: Database, campaign_id: int) -> tuple[list[SeatRow], dict[int, str]]:
    """Every seat of the campaign's games (oldest game first) and the names of its players.

    One query, so a game being recorded by another process is seen whole or not at all.
    """
    with db.engine.connect() as conn:
        query = (
            select(
                col(GameSeat.game_id),
                # Read as stored: SQLite keeps ISO text, parsed once per distinct day below.
                type_coerce(col(Game.played_on), String),
                col(GameSeat.player_id),
                col(GameSeat.result),
                col(GameSeat.primary_score),
                col(GameSeat.team_key),
                col(GameSeat.score),
                col(GameSeat.team),
            )
            .join(Game, col(Game.id) == col(GameSeat.game_id))
            .where(col(Game.campaign_id) == campaign_id)
            .order_by(col(Game.played_on), col(Game.id), col(GameSeat.seat))
        )
        raw = conn.execute(query).fetchall()
        # Each distinct day is parsed once; a list comprehension builds the 2 seats per game
        # far faster than appending in a loop.
        days = {
            day: day if isinstance(day, date) else date.fromisoformat(day)
            for day in {row[1] for row in raw}
        }
        rows = [
            SeatRow(game_id, days[day], player_id, result, primary, key, score or 0, team)
            for game_id, day, player_id, result, primary, key, score, team in raw
        ]
        registered = set(
            conn.execute(
                select(col(CampaignParticipant.player_id)).where(
                    col(CampaignParticipant.campaign_id) == campaign_id
                )
            ).scalars()
        )
        # The players who played are already in ``rows``: asking the database again (a join
        # over every seat) cost more than the rest of the read. A club has few players, so
        # reading them all and keeping the campaign's is cheap.
        wanted = registered | {row.player_id for row in rows}
        names: dict[int, str] = {
            int(pid or 0): name
            for pid, name in conn.execute(select(col(Player.id), col(Player.name)))
            if pid in wanted
        }
    return rows, names


def by_game(rows: Iterable[SeatRow]) -> list[list[SeatRow]]:
    """Seats grouped by game, keeping the order of ``rows``."""
    games: dict[int, list[SeatRow]] = {}
    for row in rows:
        games.setdefault(row.game_id, []).append(row)
    return list(games.values())


def against_totals(rows: Sequence[SeatRow]) -> dict[int, int]:
    """Each game's total of the primary figure, a team's counted once (its first seat's)."""
    totals: dict[int, int] = {}
    counted: set[tuple[int, int]] = set()
    for row in rows:
        if row.team is not None:
            if (row.game_id, row.team) in counted:
                continue
            counted.add((row.game_id, row.team))
        totals[row.game_id] = totals.get(row.game_id, 0) + row.primary_score
    return totals


def compute_standings(
    rows: Sequence[SeatRow],
    names: dict[int, str],
    scoring: Scoring,
    fields: Sequence[ScoreField] = (),
) -> list[Standing]:
    """Ranks every player of ``names`` (players without a game included, with zeros);
    ``fields``: the game's score fields, whose keys the scoring's tie-breakers may name."""
    table = {pid: Standing(pid, name) for pid, name in names.items()}
    earned_by = {"win": scoring.win, "draw": scoring.draw, "loss": scoring.loss}
    totals = against_totals(rows)
    for game_id, _day, player_id, outcome, primary, _key, secondary, _team in rows:
        entry = table.get(player_id)
        if entry is None:
            entry = table[player_id] = Standing(player_id, str(player_id))
        entry.played += 1
        if outcome == "win":
            entry.won += 1
        elif outcome == "draw":
            entry.drawn += 1
        else:
            entry.lost += 1
        entry.points += earned_by.get(outcome, scoring.loss)
        entry.scores_for += primary
        entry.scores_against += totals[game_id] - primary
        entry.secondary += secondary
    points = {pid: entry.points for pid, entry in table.items()}

    # Pairwise figures are only needed to split ties, so they are built on first use.
    pairwise: dict[str, Any] = {}

    def seats_by_game() -> dict[int, list[tuple[int, str, int | None]]]:
        if "games" not in pairwise:
            games: dict[int, list[tuple[int, str, int | None]]] = {}
            for row in rows:
                games.setdefault(row.game_id, []).append((row.player_id, row.result, row.team))
            pairwise["games"] = games
        return pairwise["games"]

    def opposed(team: int | None, other_team: int | None) -> bool:
        """Whether two seats of a game played against each other (not as teammates)."""
        return team is None or team != other_team

    def versus() -> dict[int, dict[int, int]]:
        """Points each player earned against each opponent."""
        if "versus" not in pairwise:
            table_: dict[int, dict[int, int]] = defaultdict(lambda: defaultdict(int))
            for seats in seats_by_game().values():
                for player_id, outcome, team in seats:
                    earned = earned_by.get(outcome, scoring.loss)
                    for other, _, other_team in seats:
                        if other != player_id and opposed(team, other_team):
                            table_[player_id][other] += earned
            pairwise["versus"] = table_
        return pairwise["versus"]

    def opponents_points(player_id: int) -> int:
        if "opponents" not in pairwise:
            totals_: dict[int, int] = defaultdict(int)
            for seats in seats_by_game().values():
                for pid, _, team in seats:
                    for other, _, other_team in seats:
                        if other != pid and opposed(team, other_team):
                            totals_[pid] += points.get(other, 0)
            pairwise["opponents"] = totals_
        return int(pairwise["opponents"].get(player_id, 0))

    by_key = {score_field.key: score_field for score_field in fields}

    def value(criterion: str, entry: Standing, group: list[Standing]) -> int:
        if criterion == "points":
            return entry.points
        if criterion in by_key:
            return entry.figure(by_key[criterion])
        if criterion == "score_difference":
            return entry.score_difference
        if criterion == "scores_for":
            return entry.scores_for
        if criterion == "games_won":
            return entry.won
        if criterion == "opponents_points":
            return opponents_points(entry.player_id)
        if criterion == "head_to_head":
            mine = versus().get(entry.player_id, {})
            return sum(mine.get(other.player_id, 0) for other in group if other is not entry)
        raise ValueError(criterion)

    def order(group: list[Standing], criteria: Sequence[str]) -> list[list[Standing]]:
        if len(group) <= 1 or not criteria:
            return [sorted(group, key=lambda e: (e.player.casefold(), e.player_id))]
        criterion, rest = criteria[0], criteria[1:]
        values = {id(entry): value(criterion, entry, group) for entry in group}
        blocks: dict[int, list[Standing]] = {}
        for entry in group:
            blocks.setdefault(values[id(entry)], []).append(entry)
        ranked: list[list[Standing]] = []
        for key in sorted(blocks, reverse=True):
            ranked.extend(order(blocks[key], rest))
        return ranked

    result: list[Standing] = []
    for block in order(list(table.values()), ("points", *scoring.tie_breakers)):
        rank = len(result) + 1
        for entry in block:
            entry.rank = rank
            result.append(entry)
    return result


def standings(db: Database, campaign_id: int) -> list[Standing]:
    from app.campaign.campaigns import get_campaign

    campaign = get_campaign(db, campaign_id)
    with collector_paused():
        rows, names = load_rows(db, campaign_id)
        return compute_standings(rows, names, campaign.scoring, score_fields(campaign.system))
