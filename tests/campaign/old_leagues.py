"""Leagues and their games written straight into a database of an earlier schema (0006 or
0007), as an earlier Muster left them, for the migration tests."""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import text


def add_players(conn: Any) -> None:
    conn.execute(
        text(
            "INSERT INTO player (id, name, club, notes, created_at) VALUES "
            "(1, 'Ann', '', '', CURRENT_TIMESTAMP), (2, 'Bob', '', '', CURRENT_TIMESTAMP)"
        )
    )


def add_league(
    conn: Any, campaign_id: int, name: str, system: str, breakers: str, figures: tuple[int, int]
) -> None:
    """A campaign with one game of Ann's win over Bob, each seat's primary figure in the old
    ``struggles_won`` column (Legion's with a score of 200)."""
    conn.execute(
        text(
            "INSERT INTO campaign (id, name, system, points_win, points_draw, "
            "points_loss, tie_breakers, notes, created_at) VALUES "
            "(:id, :name, :system, 3, 1, 0, :breakers, '', CURRENT_TIMESTAMP)"
        ),
        {"id": campaign_id, "name": name, "system": system, "breakers": breakers},
    )
    conn.execute(
        text(
            "INSERT INTO game (id, campaign_id, played_on, notes, source, created_at, "
            "updated_at) VALUES (:id, :id, :day, '', 'manual', "
            "CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)"
        ),
        {"id": campaign_id, "day": date(2026, 1, campaign_id)},
    )
    for seat, (player, result, figure) in enumerate(
        ((1, "win", figures[0]), (2, "loss", figures[1])), 1
    ):
        conn.execute(
            text(
                "INSERT INTO game_seat (game_id, seat, player_id, team_key, "
                "struggles_won, result, score) VALUES (:game, :seat, :player, '', "
                ":figure, :result, :score)"
            ),
            {
                "game": campaign_id,
                "seat": seat,
                "player": player,
                "figure": figure,
                "result": result,
                "score": 200 if system == "legion" else None,
            },
        )
