"""The Games list names each game's strike teams; the campaign service says where a tracked
game was recorded (both on SQLite and PostgreSQL)."""

from __future__ import annotations

import json
from datetime import date
from typing import Any

from sqlalchemy import update

from app.campaign.campaigns import create_campaign
from app.campaign.games import campaign_game_for_tracked, record_game
from app.campaign.records import SeatResult
from app.tracker.game import Game, list_games
from models.tracker import TrackedGame
from tests.tracker.helpers import make_setup


def test_list_games_gives_the_strike_team_names(database: Any) -> None:
    game = Game.create(database, "shatterpoint", make_setup())
    [summary] = list_games(database)
    assert summary.id == game.id
    assert summary.teams == ["Republic", "Shadow Collective"]
    assert summary.to_json()["teams"] == ["Republic", "Shadow Collective"]


def test_a_damaged_setup_lists_the_game_without_team_names(database: Any) -> None:
    game = Game.create(database, "shatterpoint", make_setup())
    with database.engine.begin() as conn:
        conn.execute(
            update(TrackedGame).where(TrackedGame.id == game.id).values(setup="{not json")  # type: ignore[arg-type]
        )
    [summary] = list_games(database)
    assert summary.id == game.id and summary.teams == []
    with database.engine.begin() as conn:
        conn.execute(
            update(TrackedGame)
            .where(TrackedGame.id == game.id)  # type: ignore[arg-type]
            .values(setup=json.dumps({"players": [{"name": "A", "roster": {}}, "x"]}))
        )
    assert list_games(database)[0].teams == ["", ""]


def test_campaign_game_for_tracked(database: Any) -> None:
    game = Game.create(database, "shatterpoint", make_setup())
    game.record("game_ended", {"winner": 0, "reason": "conceded"})
    campaign = create_campaign(database, "Winter League", "shatterpoint")
    create_campaign(database, "Other", "shatterpoint")
    assert campaign_game_for_tracked(database, game.id) is None
    recorded = record_game(
        database,
        campaign.id,
        date(2026, 11, 25),
        [SeatResult("Anakin", "win", 0), SeatResult("Maul", "loss", 0)],
        source="tracker",
        tracked_game_id=game.id,
    )
    found = campaign_game_for_tracked(database, game.id)
    assert found is not None
    info, campaign_game_id = found
    assert (info.id, info.name, campaign_game_id) == (campaign.id, "Winter League", recorded)
    assert campaign_game_for_tracked(database, game.id + 1) is None


def test_list_times_are_utc_and_the_text_names_the_teams(database: Any) -> None:
    from app.tracker.report import game_line

    Game.create(database, "shatterpoint", make_setup())
    [summary] = list_games(database)
    assert summary.updated_at.utcoffset() is not None
    assert summary.updated_at.utcoffset().total_seconds() == 0
    assert summary.to_json()["created_at"].endswith("+00:00")
    line = game_line(summary, "en")
    assert "Anakin – Maul (Republic – Shadow Collective)" in line
