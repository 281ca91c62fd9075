"""League scoring per game: each game's score fields and tie-breakers, team seats, the games CSV
of each game and the migration that brought them (0007_league_scores). No Qt."""

from __future__ import annotations

import json
from datetime import date
from typing import Any

import pytest
from sqlalchemy import text

from app import db as dbmod
from app import systems
from app.campaign import games_csv
from app.campaign.campaigns import create_campaign, find_campaign, get_campaign, list_campaigns
from app.campaign.errors import InvalidGameError
from app.campaign.game_list import game_summaries
from app.campaign.games import games, get_game, record_game
from app.campaign.records import (
    SeatResult,
    check_result,
    check_seats,
    default_tie_breakers,
    score_fields,
    tie_breaker_codes,
    tie_breaker_name,
)
from app.campaign.standings import standings
from app.campaign.standings_export import standings_csv, standings_text
from tests.campaign.old_leagues import add_league, add_players


def no_catalog(system: str) -> Any:
    raise AssertionError("no share code in these files")


def by_player(table: list[Any]) -> dict[str, Any]:
    return {entry.player: entry for entry in table}


# --- each game's fields and tie-breakers ---------------------------------------------------


def test_every_scored_game_names_its_own_fields_and_tie_breakers() -> None:
    expected = {
        "shatterpoint": ["struggles_won", "struggles_lost", "struggle_difference"],
        "legion": ["victory_tokens", "enemy_points"],
        "flashpoint": ["success_points"],
        "starcraft": ["conquest_points"],
    }
    for system, keys in expected.items():
        fields = score_fields(system)
        assert [f.key for f in fields] == keys
        assert fields[0].column == "primary"
        # every default tie-breaker is one the league may use
        assert set(default_tie_breakers(system)) <= set(tie_breaker_codes(system))
    assert default_tie_breakers("shatterpoint") == (
        "struggle_difference",
        "struggles_won",
        "head_to_head",
    )
    assert default_tie_breakers("legion") == ("victory_tokens", "enemy_points", "head_to_head")
    # a game of one figure names it once (LeagueScore): the field is called as its score
    for system, key in (("flashpoint", "success_points"), ("starcraft", "conquest_points")):
        assert default_tie_breakers(system) == (key, "head_to_head")
        words = systems.scored(system).score_words()
        assert score_fields(system)[0].name("fr") == words.word("score", "fr")
    # the opponents' figures are shown, never a tie-breaker (more lost is not better)
    assert "struggles_lost" not in tie_breaker_codes("shatterpoint")


def test_field_names_are_the_rulebooks_words() -> None:
    names = {
        lang: tie_breaker_name("victory_tokens", "legion", lang) for lang in ["en", "fr", "pl"]
    }
    assert names == {"en": "Victory tokens", "fr": "Pions Victoire", "pl": "Żetony zwycięstwa"}
    assert tie_breaker_name("success_points", "flashpoint", "fr") == "Points de succès"
    assert tie_breaker_name("conquest_points", "starcraft", "fr") == "Points de conquête"
    assert tie_breaker_name("struggles_won", "shatterpoint", "fr") == "Luttes remportées"
    assert tie_breaker_name("head_to_head", "legion", "en") == "Head-to-head"


def test_a_legion_league_ranks_by_victory_tokens_then_score(database: Any) -> None:
    league = create_campaign(database, "Legion League", "legion")
    assert league.scoring.tie_breakers == ("victory_tokens", "enemy_points", "head_to_head")
    day = date(2026, 4, 1)
    # Ann and Bob both win once and lose once: 3 points each. Ann has more victory tokens.
    record_game(
        database,
        league.id,
        day,
        [SeatResult("Ann", "win", 5, None, 400), SeatResult("Bob", "loss", 2, None, 300)],
    )
    record_game(
        database,
        league.id,
        day,
        [SeatResult("Bob", "win", 3, None, 500), SeatResult("Ann", "loss", 3, None, 100)],
    )
    table = by_player(standings(database, league.id))
    assert table["Ann"].rank == 1 and table["Bob"].rank == 2
    assert table["Ann"].to_json(score_fields("legion"))["scores"] == {
        "victory_tokens": 8,
        "enemy_points": 500,
    }
    # today's keys stay: the primary figure, won and against
    assert (table["Bob"].scores_for, table["Bob"].scores_against) == (5, 8)
    # Cid and Dan tie on victory tokens: the score (enemy points defeated) decides.
    record_game(
        database,
        league.id,
        day,
        [SeatResult("Cid", "win", 4, None, 600), SeatResult("Dan", "loss", 4, None, 200)],
    )
    record_game(
        database,
        league.id,
        day,
        [SeatResult("Dan", "win", 4, None, 100), SeatResult("Cid", "loss", 4, None, 100)],
    )
    table = by_player(standings(database, league.id))
    assert table["Cid"].rank < table["Dan"].rank
    text_table = standings_text(list(table.values()), "fr", score_fields("legion"))
    assert "Pions Victoire" in text_table.splitlines()[0]
    assert "Luttes" not in text_table
    csv_text = standings_csv(list(table.values()), score_fields("legion"))
    assert csv_text.splitlines()[0].endswith(
        ",scores_for,scores_against,victory_tokens,enemy_points"
    )


def test_flashpoint_and_starcraft_leagues_rank_by_their_points(database: Any) -> None:
    flash = create_campaign(database, "Flash", "flashpoint")
    day = date(2026, 4, 2)
    for first, second in (("Ann", "Bob"), ("Bob", "Ann")):
        record_game(
            database,
            flash.id,
            day,
            [
                SeatResult(first, "draw", 3 if first == "Ann" else 2),
                SeatResult(second, "draw", 3 if second == "Ann" else 2),
            ],
        )
    table = by_player(standings(database, flash.id))
    assert table["Ann"].to_json(score_fields("flashpoint"))["scores"] == {"success_points": 6}
    assert table["Ann"].rank == 1 and table["Bob"].rank == 2
    war = create_campaign(database, "War", "starcraft")
    record_game(
        database,
        war.id,
        day,
        [SeatResult("Ann", "win", 16), SeatResult("Bob", "loss", 9), SeatResult("Cid", "loss", 12)],
        end_reason="conquest",
    )
    table = by_player(standings(database, war.id))
    assert [table[name].rank for name in ("Ann", "Cid", "Bob")] == [1, 2, 3]
    assert table["Cid"].to_json(score_fields("starcraft"))["scores"] == {"conquest_points": 12}


def test_a_shatterpoint_campaign_keeps_its_stored_tie_breakers(database: Any) -> None:
    from app.campaign.records import Scoring

    league = create_campaign(
        database, "Old rules", "shatterpoint", Scoring(3, 1, 0, ("struggles_won", "games_won"))
    )
    assert get_campaign(database, league.id).scoring.tie_breakers == (
        "struggles_won",
        "games_won",
    )
    with pytest.raises(InvalidGameError):
        create_campaign(database, "Wrong", "legion", Scoring(3, 1, 0, ("struggle_difference",)))


# --- team seats -----------------------------------------------------------------------------


def team_game(
    results: tuple[str, str, str, str], teams: tuple[int, int, int, int]
) -> list[SeatResult]:
    names = ("Ann", "Bob", "Cid", "Dan")
    return [
        SeatResult(name, result, 2, None, 100, team)  # type: ignore[arg-type]
        for name, result, team in zip(names, results, teams, strict=True)
    ]


def test_one_team_wins_together_and_everybody_else_loses() -> None:
    check_seats(team_game(("win", "win", "loss", "loss"), (1, 1, 2, 2)))
    check_seats(team_game(("loss", "win", "loss", "win"), (1, 2, 1, 2)))
    check_seats(team_game(("draw", "draw", "draw", "draw"), (1, 1, 2, 2)))
    refused = [
        (("win", "win", "loss", "loss"), (1, 2, 1, 2)),  # winners of two teams
        (("win", "loss", "loss", "loss"), (1, 1, 2, 2)),  # half a team won
        (("win", "win", "loss", "loss"), (1, 1, 1, 1)),  # one team only
    ]
    for results, teams in refused:
        with pytest.raises(InvalidGameError):
            check_seats(team_game(results, teams))
    mixed = team_game(("win", "win", "loss", "loss"), (1, 1, 2, 2))
    mixed[3].team = None
    with pytest.raises(InvalidGameError) as error:
        check_seats(mixed)
    assert "team" in error.value.message("en")


def test_the_games_rules_judge_one_seat_per_team() -> None:
    # Legion's 2v2: the rule of a two-player game holds between the two teams.
    check_result("legion", team_game(("win", "win", "loss", "loss"), (1, 1, 2, 2)), "rounds")
    # StarCraft's teams of two: a conquest needs 15 conquest points.
    with pytest.raises(InvalidGameError):
        check_result(
            "starcraft", team_game(("win", "win", "loss", "loss"), (1, 1, 2, 2)), "conquest"
        )


def test_a_team_win_counts_for_each_of_its_players(database: Any) -> None:
    league = create_campaign(database, "Twos", "legion")
    seats = [
        SeatResult("Ann", "win", 4, None, 300, 1),
        SeatResult("Bob", "loss", 1, None, 100, 2),
        SeatResult("Cid", "win", 4, None, 200, 1),
        SeatResult("Dan", "loss", 1, None, 150, 2),
    ]
    game_id = record_game(database, league.id, date(2026, 5, 1), seats, end_reason="rounds")
    table = by_player(standings(database, league.id))
    assert (table["Ann"].won, table["Cid"].won, table["Bob"].lost, table["Dan"].lost) == (
        1,
        1,
        1,
        1,
    )
    assert table["Ann"].points == table["Cid"].points == 3
    # against: the other team's victory tokens, counted once (teammates share them)
    assert (table["Ann"].scores_for, table["Ann"].scores_against) == (4, 1)
    assert (table["Dan"].scores_for, table["Dan"].scores_against) == (1, 4)
    record = get_game(database, game_id)
    assert [seat.team for seat in record.seats] == [1, 2, 1, 2]
    assert record.winner_name() == "Ann & Cid"
    summary = game_summaries(database, league.id)[0]
    assert summary.winner == "Ann & Cid" and summary.teams == [1, 2, 1, 2]


# --- the games CSV of each game -------------------------------------------------------------


@pytest.mark.parametrize(
    ("system", "seats", "columns"),
    [
        ("legion", [("win", 5, 420), ("loss", 3, 180)], ["victory_tokens_1", "enemy_points_2"]),
        ("flashpoint", [("loss", 2, None), ("win", 4, None)], ["success_points_1"]),
        ("starcraft", [("win", 15, None), ("loss", 11, None)], ["conquest_points_2"]),
        ("shatterpoint", [("win", 2, None), ("loss", 1, None)], []),
    ],
)
def test_each_games_figures_make_the_round_trip_through_the_csv(
    database: Any, database_url: str, tmp_path: Any, system: str, seats: Any, columns: list[str]
) -> None:
    league = create_campaign(database, "League", system)
    record_game(
        database,
        league.id,
        date(2026, 6, 1),
        [
            SeatResult(name, result, main, None, other)  # type: ignore[arg-type]
            for name, (result, main, other) in zip(("Ann", "Bob"), seats, strict=True)
        ],
    )
    exported, written, _ = games_csv.export_games(database)
    header = exported.splitlines()[0].split(",")
    assert written == 1 and header[:11] == list(games_csv.HEADER)
    assert set(columns) <= set(header)
    if system == "shatterpoint":  # its file is as it always was
        assert header == list(games_csv.HEADER)
    other = dbmod.open_database(f"sqlite:///{tmp_path / 'other.db'}", backups_dir=None)
    try:
        create_campaign(other, "League", system)
        report = games_csv.import_games(other, exported, "games.csv", no_catalog)
        assert report.imported == 1 and not report.bad_rows
        campaign = find_campaign(other, "League")
        assert campaign is not None
        record = games(other, campaign.id)[0]
        assert [(s.result, s.primary_score, s.score) for s in record.seats] == list(seats)
    finally:
        other.dispose()


def test_the_csv_still_reads_struggles_columns_and_the_games_own_columns(database: Any) -> None:
    create_campaign(database, "Legion League", "legion")
    head = ",".join(games_csv.HEADER)
    legacy = head + "\n2026-03-01,Legion League,Ann,Bob,Ann,5,2,,,6,\n"
    assert games_csv.import_games(database, legacy, "old.csv", no_catalog).imported == 1
    own = (
        head
        + ",victory_tokens_1,victory_tokens_2,enemy_points_1,enemy_points_2\n"
        + "2026-03-02,Legion League,Bob,Ann,Bob,,,,,6,,4,1,350,90\n"
    )
    report = games_csv.import_games(database, own, "new.csv", no_catalog)
    assert report.imported == 1 and not report.bad_rows
    league = find_campaign(database, "Legion League")
    assert league is not None
    newest = games(database, league.id)[-1]
    assert [(s.player_name, s.primary_score, s.score) for s in newest.seats] == [
        ("Bob", 4, 350),
        ("Ann", 1, 90),
    ]
    # a figure given nowhere is refused with the reason an empty cell always had
    missing = (
        head
        + ",victory_tokens_1,victory_tokens_2\n2026-03-03,Legion League,Bob,Ann,Bob,,,,,6,,4,\n"
    )
    report = games_csv.import_games(database, missing, "bad.csv", no_catalog)
    assert report.imported == 0 and "score_2" in report.bad_rows[0].reason("en")
    # an unknown column is refused with the columns a file may add
    with pytest.raises(Exception) as error:
        games_csv.import_games(database, head + ",goals_1\n", "odd.csv", no_catalog)
    assert "victory_tokens_1" in error.value.message("en")  # type: ignore[attr-defined]


# --- the migration --------------------------------------------------------------------------


def test_migration_0007_keeps_every_game_and_gives_each_league_its_games_tie_breakers(
    database_url: str, tmp_path: Any
) -> None:
    engine = dbmod.create_db_engine(database_url)
    dbmod.run_migrations(engine, "0006_tracked_game_end_reason")
    old_default = '["struggle_difference", "struggles_won", "head_to_head"]'
    with engine.begin() as conn:
        add_players(conn)
        for campaign_id, name, system, breakers in (
            (1, "Clone Wars", "shatterpoint", old_default),
            (2, "Hoth", "legion", old_default),
            (3, "Char", "starcraft", '["struggles_won", "games_won"]'),
        ):
            bonus = 3 if system == "legion" else 0
            add_league(conn, campaign_id, name, system, breakers, (2 + bonus, 1 + bonus))
    engine.dispose()
    database = dbmod.open_database(database_url, backups_dir=tmp_path / "b")
    try:
        assert database.revision() == dbmod.head_revision()
        campaigns = {c.name: c for c in list_campaigns(database)}
        assert campaigns["Clone Wars"].scoring.tie_breakers == (
            "struggle_difference",
            "struggles_won",
            "head_to_head",
        )
        assert campaigns["Hoth"].scoring.tie_breakers == (
            "victory_tokens",
            "enemy_points",
            "head_to_head",
        )
        assert campaigns["Char"].scoring.tie_breakers == ("conquest_points", "games_won")
        hoth = games(database, campaigns["Hoth"].id)[0]
        assert [(s.primary_score, s.score, s.team) for s in hoth.seats] == [
            (5, 200, None),
            (4, 200, None),
        ]
        table = by_player(standings(database, campaigns["Hoth"].id))
        assert table["Ann"].to_json(score_fields("legion"))["scores"] == {
            "victory_tokens": 5,
            "enemy_points": 200,
        }
        wars = by_player(standings(database, campaigns["Clone Wars"].id))
        assert (wars["Ann"].scores_for, wars["Ann"].scores_against) == (2, 1)
        with database.engine.connect() as conn:
            stored = conn.execute(text("SELECT tie_breakers FROM campaign WHERE id = 2")).scalar()
        assert json.loads(stored) == ["victory_tokens", "enemy_points", "head_to_head"]
    finally:
        database.dispose()


def test_a_tracked_team_games_result_gives_each_seat_its_team() -> None:
    from app.campaign.tracked import seats_from_result

    result = {
        "players": ["Ann", "Bob", "Cid", "Dan"],
        "winner": 0,
        "winners": [0, 2],
        "teams": [1, 2, 1, 2],
        "scores": [4, 1, 4, 1],
        "secondary_scores": [300, 100, 300, 100],
    }
    seats = seats_from_result(result)
    assert [(s.result, s.team, s.primary_score, s.score) for s in seats] == [
        ("win", 1, 4, 300),
        ("loss", 2, 1, 100),
        ("win", 1, 4, 300),
        ("loss", 2, 1, 100),
    ]
    check_seats(seats)
    # a shared victory (StarCraft's equal conquest points): a draw for those who share it
    shared = seats_from_result(
        {
            "players": ["Ann", "Bob", "Cid"],
            "winner": None,
            "winners": [0, 2],
            "scores": [16, 9, 16],
        }
    )
    assert [s.result for s in shared] == ["draw", "loss", "draw"]
    assert all(s.team is None for s in shared)


def test_muster_game_list_tells_each_game_in_its_words() -> None:
    from dataclasses import replace
    from datetime import UTC, datetime

    from app.tracker.game import GameSummary
    from app.tracker.report import game_line

    moment = datetime(2026, 11, 26, 9, 0, tzinfo=UTC)
    base = GameSummary(
        1, "flashpoint", "unfinished", ["Ann", "Bob"], moment, moment, 4, None, "", [5, 3], 6, 0
    )
    assert "· success points 5–3 · round 6 ·" in game_line(base, "en")
    assert "· punkty sukcesu 5–3 · runda 6 ·" in game_line(base, "pl")
    war = replace(base, system="starcraft", players=["Ann", "Bob", "Cid"], scores=[9, 15, 4])
    assert "· points de conquête 9–15–4 · tour 6 ·" in game_line(war, "fr")
    clones = replace(base, system="shatterpoint", scores=[1, 2], turns=3)
    assert "· struggles 1–2 · turn 3 ·" in game_line(clones, "en")


def test_a_legion_leagues_standings_export_with_its_own_columns(
    database: Any, tmp_path: Any
) -> None:
    from app.campaign.standings_export import write_standings_csv, write_standings_pdf

    league = create_campaign(database, "Hoth", "legion")
    record_game(
        database,
        league.id,
        date(2026, 4, 1),
        [SeatResult("Ann", "win", 5, None, 400), SeatResult("Łucja", "loss", 2, None, 300)],
    )
    table = standings(database, league.id)
    fields = score_fields("legion")
    write_standings_csv(tmp_path / "s.csv", table, fields)
    lines = (tmp_path / "s.csv").read_text(encoding="utf-8").splitlines()
    assert lines[0].endswith("points,scores_for,scores_against,victory_tokens,enemy_points")
    assert lines[1] == "1,Ann,1,1,0,0,3,5,2,5,400"
    write_standings_pdf(tmp_path / "s.pdf", league, table, "pl", fields=fields)
    assert (tmp_path / "s.pdf").read_bytes().startswith(b"%PDF")
