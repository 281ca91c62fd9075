"""Games CSV: round trip, bad rows with their line numbers, new players and campaigns."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from app import systems
from app.campaign import games_csv
from app.campaign.campaigns import campaign_by_name, create_campaign, list_campaigns
from app.campaign.errors import GamesFileError, InvalidGameError
from app.campaign.games import games, record_game
from app.campaign.games_csv import HEADER, import_games
from app.campaign.players import list_players
from app.campaign.records import CampaignInfo, SeatResult, check_result
from app.campaign.storage import MAX_NAME, clean_name
from app.db import open_database
from app.errors import FileReadError
from app.roster.share import encode_muster
from tests.campaign.conftest import roster
from tests.conftest import copy_migrated
from tests.profiles import examples

HEAD = ",".join(HEADER) + "\n"
CLONES = roster("Clones", ("rex", "clone-a", "clone-b"), ("kenobi", "cody", "troopers"))
SEPS = roster("Seps", ("dooku", "ventress", "droids"), ("grievous", "b1", "magna"))


def no_catalog(system_id: str) -> Any:
    raise AssertionError("Muster share codes need no catalogue")


def test_export_then_import_gives_the_same_games(database: Any, tmp_path: Path) -> None:
    league = create_campaign(database, "Spring League", "shatterpoint")
    cup = create_campaign(database, "Winter Cup", "shatterpoint")
    record_game(
        database,
        league.id,
        date(2026, 3, 1),
        [SeatResult("Ann", "win", 2, CLONES), SeatResult("Bob", "loss", 1, SEPS)],
        turns=5,
        notes='tight, "very" tight\nsecond line',
    )
    record_game(
        database,
        cup.id,
        date(2026, 3, 2),
        [SeatResult("Łucja", "draw", 1), SeatResult("Zoë", "draw", 1, CLONES)],
    )
    text, written, left_out = games_csv.export_games(database)
    assert (written, left_out) == (2, 0)
    assert text.startswith(HEAD)
    assert encode_muster(CLONES) in text

    other = open_database(f"sqlite:///{tmp_path / 'other.db'}")
    report = import_games(other, text, "games.csv", no_catalog)
    assert report.imported == 2 and report.bad_rows == []
    assert report.new_campaigns == ["Spring League", "Winter Cup"]
    assert sorted(report.new_players) == ["Ann", "Bob", "Zoë", "Łucja"]
    again, _, _ = games_csv.export_games(other)
    assert again == text
    imported = games(other, campaign_by_name(other, "Spring League").id)[0]
    assert imported.seats[0].roster == CLONES
    assert imported.source == "csv"
    other.dispose()


def test_bad_rows_are_reported_by_line_and_good_rows_kept(database: Any) -> None:
    text = (
        HEAD
        + "2026-03-01,League,Ann,Bob,Ann,2,1,,,5,fine\n"
        + "\n"
        + "01/03/2026,League,Ann,Bob,Ann,2,1,,,,\n"
        + "2026-03-01,,Ann,Bob,Ann,2,1,,,,\n"
        + "2026-03-01,League,Ann,,Ann,2,1,,,,\n"
        + "2026-03-01,League,Ann,ann,draw,1,1,,,,\n"
        + "2026-03-01,League,Ann,Bob,Cid,2,1,,,,\n"
        + "2026-03-01,League,Ann,Bob,Ann,two,1,,,,\n"
        + "2026-03-01,League,Ann,Bob,Ann,2,1,,,-3,\n"
        + "2026-03-01,League,Ann,Bob,Ann,2,1,not a code,,,\n"
        + "2026-03-01,League,Ann,Bob\n"
        + '2026-03-02,League,Cid,Bob,DRAW,1,1,,,,"multi\nline"\n'
    )
    report = import_games(database, text, "games.csv", no_catalog)
    assert report.imported == 2
    lines = {bad.line: bad.reason("en") for bad in report.bad_rows}
    assert sorted(lines) == [4, 5, 6, 7, 8, 9, 10, 11, 12]
    assert "01/03/2026" in lines[4]
    assert "campaign" in lines[5]
    assert "player_2" in lines[6]
    assert "same player" in lines[7]
    assert '"Cid"' in lines[8]
    assert "score_1" in lines[9]
    assert "turns" in lines[10]
    assert "roster_1" in lines[11]
    assert "4 columns" in lines[12]
    french = report.lines("fr")
    assert french[0] != report.lines("en")[0]
    league = campaign_by_name(database, "League")
    assert [g.notes for g in games(database, league.id)] == ["fine", "multi\nline"]


def test_importing_the_same_file_twice_does_not_count_games_twice(database: Any) -> None:
    # Two identical rows are two games (a rematch on the same evening).
    text = (
        HEAD
        + "2026-03-01,League,Ann,Bob,Bob,0,2,,,,\n" * 2
        + "2026-03-02,League,Ann,Bob,Ann,2,0,,,,\n"
    )
    assert import_games(database, text, "a.csv", no_catalog).imported == 3
    again = import_games(database, text, "a.csv", no_catalog)
    assert again.imported == 0
    assert [row.line for row in again.skipped] == [2, 3, 4]
    assert again.new_players == [] and again.new_campaigns == []
    longer = text + "2026-03-01,League,Ann,Bob,Bob,0,2,,,,\n"
    third = import_games(database, longer, "b.csv", no_catalog)
    assert third.imported == 1 and [row.line for row in third.skipped] == [2, 3, 4]


def test_a_result_the_game_does_not_allow_is_refused_with_the_game_s_reason(
    database: Any, free_for_all: CampaignInfo
) -> None:
    text = (
        HEAD
        + "2026-03-01,League,Ann,Bob,Ann,2,1,,,,\n"
        + "2026-03-01,League,Ann,Bob,Bob,2,1,,,,\n"  # the one at 2 struggles lost
        + "2026-03-01,League,Cid,Dan,draw,3,0,,,,\n"  # 3 struggles, new players
        + "2026-03-01,Cup,Eve,Fay,draw,2,2,,,,\n"  # both at 2, a new campaign
        + "2026-03-02,Free for all,Ann,Bob,Bob,3,0,,,,\n"  # that game's rules allow it
    )
    report = import_games(database, text, "games.csv", no_catalog, "shatterpoint")
    assert report.imported == 2
    refused = {
        3: [SeatResult("Ann", "loss", 2), SeatResult("Bob", "win", 1)],
        4: [SeatResult("Cid", "draw", 3), SeatResult("Dan", "draw", 0)],
        5: [SeatResult("Eve", "draw", 2), SeatResult("Fay", "draw", 2)],
    }
    assert [bad.line for bad in report.bad_rows] == list(refused)
    for bad in report.bad_rows:
        # The very sentence the Record game dialog shows for these figures, in each language.
        with pytest.raises(InvalidGameError) as expected:
            check_result("shatterpoint", refused[bad.line])
        for language in ("en", "fr", "pl"):
            assert bad.reason(language) == expected.value.message(language)
        assert bad.reason("fr") != bad.reason("en")
    assert "cannot be the other player's win" in report.bad_rows[0].reason("en")
    assert "Line 4 not imported: nobody claims more than 2 struggles" in "\n".join(
        report.lines("en")
    )
    # Nothing is created for a refused row: no player, no campaign.
    assert report.new_players == ["Ann", "Bob"] and report.new_campaigns == ["League"]
    assert [p.name for p in list_players(database)] == ["Ann", "Bob"]
    league = campaign_by_name(database, "League")
    assert [g.winner_name() for g in games(database, league.id)] == ["Ann"]
    assert [g.winner_name() for g in games(database, free_for_all.id)] == ["Bob"]


@pytest.mark.parametrize(
    "text",
    ["", "date,campaign,player_1\n2026-01-01,L,A\n", HEAD.replace("winner", "result")],
)
def test_a_file_that_is_not_a_games_file_is_refused(database: Any, text: str) -> None:
    with pytest.raises(GamesFileError) as caught:
        import_games(database, text, "x.csv", no_catalog)
    assert "x.csv" in caught.value.message("en")
    assert list_campaigns(database) == []


def test_an_unreadable_file_is_a_typed_error(database: Any, tmp_path: Path) -> None:
    with pytest.raises(FileReadError):
        games_csv.import_games_file(database, tmp_path / "missing.csv")
    binary = tmp_path / "binary.csv"
    binary.write_bytes(b"\xff\xfe\x00\x81")
    with pytest.raises(FileReadError):
        games_csv.import_games_file(database, binary)


def test_games_of_more_than_two_players_are_left_out_of_the_csv(
    database: Any, free_for_all: CampaignInfo
) -> None:
    league = free_for_all
    seats = [SeatResult("A", "win", 2), SeatResult("B", "loss", 1), SeatResult("C", "loss", 0)]
    record_game(database, league.id, date(2026, 1, 1), seats)
    text, written, left_out = games_csv.export_games(database)
    assert (text, written, left_out) == (HEAD, 0, 1)
    assert "1" in games_csv.export_summary(written, left_out, "pl")


names = (
    st.text(
        st.characters(codec="utf-8", exclude_categories=("Cs", "Cc", "Zl", "Zp")),
        min_size=1,
        max_size=MAX_NAME,
    )
    .map(clean_name)
    .filter(lambda n: bool(n) and n.casefold() != "draw")
)


@settings(
    max_examples=examples(10, full=250), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(
    players=st.lists(names, min_size=2, max_size=2, unique_by=str.casefold),
    notes=st.text(
        st.characters(codec="utf-8", exclude_categories=("Cs",), exclude_characters="\0")
    ).map(lambda t: t.replace("\r", "")),
    struggles=st.tuples(st.integers(0, 3), st.integers(0, 3)),
    outcome=st.sampled_from(["win", "loss", "draw"]),
    turns=st.none() | st.integers(0, 20),
)
def test_any_two_player_game_survives_the_round_trip(
    tmp_path_factory: pytest.TempPathFactory,
    migrated_sqlite: Path,
    players: list[str],
    notes: str,
    struggles: tuple[int, int],
    outcome: str,
    turns: int | None,
) -> None:
    folder = tmp_path_factory.mktemp("trip")
    results = [outcome, {"win": "loss", "loss": "win", "draw": "draw"}[outcome]]
    assume(systems.get("shatterpoint").result_problem(results, struggles) is None)
    # Copies of the migrated database: an example's round trip, not the migrations, is tested.
    source = open_database(f"sqlite:///{copy_migrated(migrated_sqlite, folder / 'a.db')}")
    target = open_database(f"sqlite:///{copy_migrated(migrated_sqlite, folder / 'b.db')}")
    league = create_campaign(source, "League", "shatterpoint")
    other = {"win": "loss", "loss": "win", "draw": "draw"}[outcome]
    seats = [
        SeatResult(players[0], outcome, struggles[0]),  # type: ignore[arg-type]
        SeatResult(players[1], other, struggles[1]),  # type: ignore[arg-type]
    ]
    record_game(source, league.id, date(2026, 5, 5), seats, turns=turns, notes=notes)
    text, _, _ = games_csv.export_games(source)
    report = import_games(target, text, "trip.csv", no_catalog)
    assert report.bad_rows == [] and report.imported == 1
    original = games(source, league.id)[0]
    copy = games(target, campaign_by_name(target, "League").id)[0]
    assert [(s.player_name, s.result, s.primary_score) for s in copy.seats] == [
        (s.player_name, s.result, s.primary_score) for s in original.seats
    ]
    assert (copy.played_on, copy.turns, copy.notes) == (original.played_on, turns, notes)
    source.dispose()
    target.dispose()


def test_a_file_of_an_earlier_muster_with_struggles_columns_is_read_the_same(
    database: Any,
) -> None:
    """The header says ``score_1,score_2`` since the generic score was named so; a file an
    earlier Muster wrote says ``struggles_1,struggles_2`` there, and imports unchanged (its
    bad cells named by its own column)."""
    old_header = ",".join(games_csv.LEGACY_HEADER) + "\n"
    assert old_header.startswith("date,campaign,player_1,player_2,winner,struggles_1,struggles_2,")
    assert HEAD.startswith("date,campaign,player_1,player_2,winner,score_1,score_2,")
    rows = "2026-03-01,League,Ann,Bob,Ann,2,1,,,5,\n2026-03-02,League,Ann,Bob,Bob,x,2,,,,\n"
    report = import_games(database, old_header + rows, "old.csv", no_catalog)
    assert report.imported == 1 and [bad.line for bad in report.bad_rows] == [3]
    assert 'struggles_1 "x" is not a whole number' in report.bad_rows[0].reason("en")
    league = campaign_by_name(database, "League")
    [game] = games(database, league.id)
    assert [(s.player_name, s.result, s.primary_score) for s in game.seats] == [
        ("Ann", "win", 2),
        ("Bob", "loss", 1),
    ]
    # what Muster writes back is the new header, the same figures under it
    exported, written, _ = games_csv.export_games(database)
    assert written == 1 and exported.startswith(HEAD)
    assert exported.splitlines()[1].startswith("2026-03-01,League,Ann,Bob,Ann,2,1,")
    # a file mixing the two names is neither
    mixed = HEAD.replace("score_2", "struggles_2") + rows
    with pytest.raises(GamesFileError):
        import_games(database, mixed, "mixed.csv", no_catalog)
