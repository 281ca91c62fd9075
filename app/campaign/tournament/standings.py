"""A Swiss tournament's standings, without the database.

Points first (the tournament's win, draw and loss points; a bye scores ``bye_points``, counted
in ``byes``, not in ``wins``), then the game's own tournament tie-breakers in order (its
``results.py`` declares them: ``LeagueScore.tournament``), each among the players still tied:

- a key of the game's score fields: the player's total of that figure (a bye counts the
  game's ``bye_score`` as the primary figure, the opponent nothing);
- ``opponents_points``: the sum of the tournament points of every opponent met (a bye adds
  nothing) — every game's standings show it;
- ``average_opponent_points``: the same divided by the number of opponents;
- ``strength_of_schedule``: for each opponent, their points divided by the rounds they took
  part in (games and byes), averaged over the opponents;
- ``extended_strength_of_schedule``: the average of the opponents' strengths of schedule;
- ``margin_of_victory``: the primary figure won minus the opponents', summed over the games;
- ``head_to_head``: points earned in the games between the tied players only.

Byes are left out of every average (../shared/rules/tournaments.md). Players tied after every
tie-breaker share a rank (1, 2, 2, 4) and are listed by name.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from app.campaign.records import Scoring
from app.systems.scoring import ScoreField

# The tie-breakers this module computes beside the game's own score fields.
COMPUTED = (
    "opponents_points",
    "average_opponent_points",
    "strength_of_schedule",
    "extended_strength_of_schedule",
    "margin_of_victory",
    "head_to_head",
)


@dataclass(frozen=True)
class TableResult:
    """One played table: its two players, each one's result and figures."""

    round: int
    players: tuple[int, int]
    results: tuple[str, str]  # win, draw or loss, for each player
    scores: tuple[int, int] = (0, 0)  # the game's primary figure
    secondary: tuple[int, int] = (0, 0)  # the game's secondary figure (0 when not given)


@dataclass
class SwissStanding:
    player_id: int
    player: str
    rank: int = 0
    points: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    byes: int = 0
    opponents_points: int = 0
    dropped: bool = False
    tie_breakers: dict[str, float] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The row of ``muster tournament standings --format json`` (docs/cli.md)."""
        row: dict[str, Any] = {
            "rank": self.rank,
            "player": self.player,
            "points": self.points,
            "wins": self.wins,
            "draws": self.draws,
            "losses": self.losses,
            "byes": self.byes,
            "opponents_points": self.opponents_points,
            "dropped": self.dropped,
        }
        for code, value in self.tie_breakers.items():
            row.setdefault(code, value)
        return row


@dataclass(frozen=True)
class Event:
    """What the standings are computed from."""

    players: dict[int, str]  # every registered player, by id
    results: Sequence[TableResult]
    byes: Sequence[tuple[int, int]]  # (round, player)
    scoring: Scoring
    bye_points: int
    tie_breakers: Sequence[str]
    fields: Sequence[ScoreField] = ()
    bye_score: int = 0
    dropped: frozenset[int] = frozenset()


def _ratio(total: float, count: int) -> float:
    return round(total / count, 4) if count else 0.0


def compute(event: Event) -> list[SwissStanding]:
    rows = {
        pid: SwissStanding(pid, name, dropped=pid in event.dropped)
        for pid, name in event.players.items()
    }
    opponents: dict[int, list[int]] = defaultdict(list)
    figures: dict[int, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    between: dict[tuple[int, int], int] = defaultdict(int)  # points a earned against b
    for table in event.results:
        for side in (0, 1):
            me, other = table.players[side], table.players[1 - side]
            row = rows[me]
            result = table.results[side]
            earned = event.scoring.points(result)
            row.points += earned
            between[(me, other)] += earned
            row.wins += result == "win"
            row.draws += result == "draw"
            row.losses += result == "loss"
            opponents[me].append(other)
            mine = figures[me]
            mine["primary"] += table.scores[side]
            mine["secondary"] += table.secondary[side]
            mine["against"] += table.scores[1 - side]
    for _, player in event.byes:
        rows[player].points += event.bye_points
        rows[player].byes += 1
        figures[player]["primary"] += event.bye_score
    rounds_in = {pid: len(opponents[pid]) + rows[pid].byes for pid in rows}
    per_round = {pid: _ratio(rows[pid].points, rounds_in[pid]) for pid in rows}
    strength = {
        pid: _ratio(sum(per_round[o] for o in opponents[pid]), len(opponents[pid])) for pid in rows
    }
    for pid, row in rows.items():
        met = opponents[pid]
        row.opponents_points = sum(rows[o].points for o in met)
        mine = figures[pid]
        values: dict[str, float] = {}
        for score_field in event.fields:
            column = score_field.column
            values[score_field.key] = (
                mine["primary"] - mine["against"] if column == "difference" else mine[column]
            )
        values["opponents_points"] = row.opponents_points
        values["average_opponent_points"] = _ratio(row.opponents_points, len(met))
        values["strength_of_schedule"] = strength[pid]
        values["extended_strength_of_schedule"] = _ratio(sum(strength[o] for o in met), len(met))
        values["margin_of_victory"] = mine["primary"] - mine["against"]
        row.tie_breakers = {code: values[code] for code in event.tie_breakers if code in values}
    return _ranked(list(rows.values()), event.tie_breakers, between)


def _ranked(
    rows: list[SwissStanding], criteria: Sequence[str], between: dict[tuple[int, int], int]
) -> list[SwissStanding]:
    def split(group: list[SwissStanding], remaining: Sequence[str]) -> list[list[SwissStanding]]:
        if len(group) < 2 or not remaining:
            return [group]
        code, rest = remaining[0], remaining[1:]
        if code == "head_to_head":
            ids = {row.player_id for row in group}
            value: dict[int, float] = {
                row.player_id: sum(between.get((row.player_id, o), 0) for o in ids) for row in group
            }
        else:
            value = {row.player_id: row.tie_breakers.get(code, 0) for row in group}
        buckets: dict[float, list[SwissStanding]] = defaultdict(list)
        for row in group:
            buckets[value[row.player_id]].append(row)
        ordered = [buckets[key] for key in sorted(buckets, reverse=True)]
        return [part for bucket in ordered for part in split(bucket, rest)]

    by_points: dict[int, list[SwissStanding]] = defaultdict(list)
    for row in rows:
        by_points[row.points].append(row)
    ranked: list[SwissStanding] = []
    for points in sorted(by_points, reverse=True):
        for tied in split(by_points[points], criteria):
            rank = len(ranked) + 1
            for row in sorted(tied, key=lambda r: r.player.casefold()):
                row.rank = rank
                ranked.append(row)
    return ranked
