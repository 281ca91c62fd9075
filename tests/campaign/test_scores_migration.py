"""Migration 0008_scores: the generic columns of a game's primary figure are renamed
(``game_seat.struggles_won`` → ``primary_score``, ``tracked_game.struggles`` → ``scores``) and
the generic tie-breaker codes follow, on SQLite and PostgreSQL, keeping every recorded game,
tracked game (and its events) and league; and back down. No Qt."""

from __future__ import annotations

import json
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import inspect, text

from app import db as dbmod
from app.campaign.campaigns import list_campaigns
from app.campaign.games import games
from app.campaign.standings import standings
from app.tracker.game import Game, list_games
from tests.campaign.old_leagues import add_league, add_players
from tests.tracker.legacy import CASES, write_old_database

BEFORE = "0007_league_scores"
OLD_DEFAULT = '["struggle_difference", "struggles_won", "head_to_head"]'
LEAGUES = (
    # Shatterpoint's own score fields are named so: its leagues keep them.
    (1, "Clone Wars", "shatterpoint", OLD_DEFAULT, (2, 1)),
    # A league a games import created with the old default (before it took the game's own).
    (2, "Hoth", "legion", '["struggles_won", "head_to_head"]', (5, 4)),
    # A game this Muster does not score: the generic codes, renamed.
    (3, "Kill Team", "killteam", '["struggle_difference", "struggles_won", "games_won"]', (9, 3)),
)


def _stored_tie_breakers(database: Any) -> dict[str, list[str]]:
    with database.engine.connect() as conn:
        rows = conn.execute(text("SELECT name, tie_breakers FROM campaign")).all()
    return {name: json.loads(stored) for name, stored in rows}


def _columns(database: Any, table: str) -> set[str]:
    return {column["name"] for column in inspect(database.engine).get_columns(table)}


def test_migration_0008_renames_the_scores_and_keeps_every_game_and_league(
    database_url: str, tmp_path: Any
) -> None:
    old = CASES["stance-twice"]()
    game_id = write_old_database(database_url, old.table)  # a tracked game and its events
    engine = dbmod.create_db_engine(database_url)
    dbmod.run_migrations(engine, BEFORE)
    with engine.begin() as conn:
        conn.execute(text("UPDATE tracked_game SET struggles = '[1, 2]'"))
        add_players(conn)
        for campaign_id, name, system, breakers, figures in LEAGUES:
            add_league(conn, campaign_id, name, system, breakers, figures)
    engine.dispose()

    database = dbmod.open_database(database_url, backups_dir=tmp_path / "b")
    try:
        assert database.revision() == dbmod.head_revision()
        assert "primary_score" in _columns(database, "game_seat")
        assert "struggles_won" not in _columns(database, "game_seat")
        assert "scores" in _columns(database, "tracked_game")
        assert "struggles" not in _columns(database, "tracked_game")
        # every league's games, with their figures where they were
        campaigns = {c.name: c for c in list_campaigns(database)}
        for _, name, _, _, figures in LEAGUES:
            seats = games(database, campaigns[name].id)[0].seats
            assert tuple(seat.primary_score for seat in seats) == figures
            table = {entry.player: entry for entry in standings(database, campaigns[name].id)}
            assert (table["Ann"].scores_for, table["Ann"].scores_against) == figures
        assert games(database, campaigns["Hoth"].id)[0].seats[0].score == 200
        # the tie-breakers: Shatterpoint's own stay, the generic ones are renamed
        assert _stored_tie_breakers(database) == {
            "Clone Wars": ["struggle_difference", "struggles_won", "head_to_head"],
            "Hoth": ["scores_for", "head_to_head"],
            "Kill Team": ["score_difference", "scores_for", "games_won"],
        }
        assert campaigns["Kill Team"].scoring.tie_breakers == (
            "score_difference",
            "scores_for",
            "games_won",
        )
        # the tracked game: its scores and every event of its log
        assert [game.scores for game in list_games(database)] == [[1, 2]]
        assert len(Game.load(database, game_id).events) == len(old.table.events)
    finally:
        database.dispose()


def test_migration_0008_goes_down_and_up_keeping_the_figures(
    database_url: str, tmp_path: Any
) -> None:
    engine = dbmod.create_db_engine(database_url)
    dbmod.run_migrations(engine, BEFORE)
    with engine.begin() as conn:
        add_players(conn)
        add_league(conn, 3, *LEAGUES[2][1:])
    engine.dispose()
    database = dbmod.open_database(database_url, backups_dir=tmp_path / "b")
    try:
        config = Config()
        config.set_main_option("script_location", str(dbmod.migrations_dir()))
        with database.engine.begin() as conn:
            config.attributes["connection"] = conn
            command.downgrade(config, BEFORE)
        assert "struggles_won" in _columns(database, "game_seat")
        assert "struggles" in _columns(database, "tracked_game")
        assert _stored_tie_breakers(database)["Kill Team"] == json.loads(LEAGUES[2][3])
        with database.engine.connect() as conn:
            kept = conn.execute(text("SELECT struggles_won FROM game_seat ORDER BY seat"))
            assert tuple(kept.scalars()) == (9, 3)
        dbmod.run_migrations(database.engine)
        assert database.revision() == dbmod.head_revision()
        seats = games(database, 3)[0].seats
        assert [seat.primary_score for seat in seats] == [9, 3]
    finally:
        database.dispose()
