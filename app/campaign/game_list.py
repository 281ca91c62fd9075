"""What the games list shows of a campaign's games, a page at a time in any order."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any

from sqlalchemy import func, select
from sqlmodel import col

from app.db import Database
from models.campaign import Game, GameSeat, Player


@dataclass
class GameSummary:
    """What the games list shows of a game (the list fetches these a page at a time)."""

    id: int
    played_on: date
    players: list[str]
    results: list[str]
    scores: list[int]
    turns: int | None
    source: str
    notes: str
    end_reason: str | None = None
    teams: list[int | None] = field(default_factory=list)  # each seat's team (team games)

    @property
    def winner(self) -> str | None:
        """The winner, or the players of the team that won ("Ann & Bob"); None for a draw."""
        winners = [
            name for name, result in zip(self.players, self.results, strict=True) if result == "win"
        ]
        return " & ".join(winners) if winners else None


GAME_SORT_KEYS = ("date", "players", "winner", "scores", "turns", "source", "notes")


def _game_sort_expression(key: str) -> Any:
    """What the games list sorts on for ``key`` (one of GAME_SORT_KEYS), as SQL."""
    if key == "date":
        return col(Game.played_on)
    if key in ("players", "winner"):
        # The first seat's player, or the winner (no row, so NULL, for a draw), case aside.
        seat = select(func.lower(col(Player.name))).join(
            GameSeat, col(GameSeat.player_id) == col(Player.id)
        )
        seat = seat.where(col(GameSeat.game_id) == col(Game.id))
        if key == "players":
            seat = seat.where(col(GameSeat.seat) == 1)
        else:
            seat = seat.where(col(GameSeat.result) == "win")
        return func.coalesce(seat.limit(1).scalar_subquery(), "")
    if key == "scores":
        return (
            select(func.sum(col(GameSeat.primary_score)))
            .where(col(GameSeat.game_id) == col(Game.id))
            .scalar_subquery()
        )
    if key == "turns":
        return func.coalesce(col(Game.turns), -1)
    if key == "source":
        return col(Game.source)
    if key == "notes":
        return func.lower(col(Game.notes))
    raise ValueError(key)


def game_summaries(
    db: Database,
    campaign_id: int,
    offset: int = 0,
    limit: int = 200,
    sort: str = "date",
    descending: bool = True,
) -> list[GameSummary]:
    """A page of the campaign's games in the order of ``sort`` (newest first by default),
    each with its seats in seat order.

    The database sorts, so the games list pages through ten thousand games in any order
    without reading them all; the game's id breaks ties so that pages never overlap.
    """
    expression = _game_sort_expression(sort)
    ordering = (
        (expression.desc(), col(Game.id).desc())
        if descending
        else (expression.asc(), col(Game.id).asc())
    )
    with db.engine.connect() as conn:
        page = conn.execute(
            select(
                col(Game.id),
                col(Game.played_on),
                col(Game.turns),
                col(Game.source),
                col(Game.notes),
                col(Game.end_reason),
            )
            .where(col(Game.campaign_id) == campaign_id)
            .order_by(*ordering)
            .offset(offset)
            .limit(limit)
        ).all()
        if not page:
            return []
        summaries = {
            int(row[0] or 0): GameSummary(
                int(row[0] or 0), row[1], [], [], [], row[2], row[3], row[4], row[5]
            )
            for row in page
        }
        seats = conn.execute(
            select(
                col(GameSeat.game_id),
                col(Player.name),
                col(GameSeat.result),
                col(GameSeat.primary_score),
                col(GameSeat.team),
            )
            .join(Player, col(Player.id) == col(GameSeat.player_id))
            .where(col(GameSeat.game_id).in_(list(summaries)))
            .order_by(col(GameSeat.game_id), col(GameSeat.seat))
        )
        for game_id, name, result, primary, team in seats:
            summary = summaries[game_id]
            summary.players.append(name)
            summary.results.append(result)
            summary.scores.append(primary)
            summary.teams.append(team)
    # A game deleted between the two reads has no seats: leave it out.
    return [summary for summary in summaries.values() if summary.players]
