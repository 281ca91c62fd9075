"""Migration 0009_tournaments: every campaign so far becomes a league with its games kept,
tournaments get their columns, and the way back down keeps the games too (SQLite and
PostgreSQL). No Qt."""

from __future__ import annotations

from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import inspect, text

from app import db as dbmod
from app.campaign.campaigns import campaign_by_name
from app.campaign.games import games
from app.campaign.tournament import service as swiss
from tests.campaign.old_leagues import add_league, add_players

BEFORE = "0008_scores"


def test_migration_0009_keeps_leagues_as_leagues_and_goes_down_and_up(
    database_url: str, tmp_path: Any
) -> None:
    engine = dbmod.create_db_engine(database_url)
    dbmod.run_migrations(engine, "0007_league_scores")  # old_leagues writes 0007's columns
    with engine.begin() as conn:
        add_players(conn)
        add_league(conn, 1, "Clone Wars", "shatterpoint", '["struggles_won"]', (2, 1))
    dbmod.run_migrations(engine, BEFORE)
    engine.dispose()
    database = dbmod.open_database(database_url, backups_dir=tmp_path / "b")
    try:
        assert database.revision() == dbmod.head_revision()
        league = campaign_by_name(database, "Clone Wars")
        assert (league.kind, league.rounds, league.bye_points) == ("league", None, None)
        assert [s.primary_score for s in games(database, league.id)[0].seats] == [2, 1]
        event = swiss.create_tournament(database, "Saturday", "starcraft", rounds=4)
        swiss.register(database, event, "Ann", seed=1)
        columns = {c["name"] for c in inspect(database.engine).get_columns("campaign_participant")}
        assert {"seed", "dropped_after"} <= columns

        config = Config()
        config.set_main_option("script_location", str(dbmod.migrations_dir()))
        with database.engine.begin() as conn:
            config.attributes["connection"] = conn
            command.downgrade(config, BEFORE)
        assert "kind" not in {c["name"] for c in inspect(database.engine).get_columns("campaign")}
        with database.engine.connect() as conn:
            kept = conn.execute(text("SELECT primary_score FROM game_seat ORDER BY seat"))
            assert tuple(kept.scalars()) == (2, 1)
        dbmod.run_migrations(database.engine)
        assert campaign_by_name(database, "Saturday").kind == "league"
        assert [s.primary_score for s in games(database, league.id)[0].seats] == [2, 1]
    finally:
        database.dispose()
