"""Games sorted by the database, undoable participation, and pairings linked to the games
their players then recorded."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from app.campaign import pairings
from app.campaign.campaigns import campaign_by_name, create_campaign
from app.campaign.game_list import game_summaries
from app.campaign.games import delete_game, record_game, restore_game, update_game
from app.campaign.participants import (
    add_participant,
    is_participant,
    register_strike_team,
    remove_participant,
    restore_participant,
    strike_teams,
)
from app.campaign.players import create_player, ensure_player, find_player
from app.campaign.records import CampaignInfo, SeatResult
from tests.campaign.conftest import roster


def game(database: Any, campaign: CampaignInfo, day: int, a: str, b: str, **kw: Any) -> int:
    result = kw.pop("result", "win")
    other = {"win": "loss", "loss": "win", "draw": "draw"}[result]
    seats = [SeatResult(a, result, kw.pop("s1", 2)), SeatResult(b, other, kw.pop("s2", 1))]
    return record_game(database, campaign.id, date(2026, 5, day), seats, **kw)


@pytest.mark.parametrize(
    ("sort", "descending", "expected"),
    [
        ("date", False, ["Cid", "Ann", "Bob"]),
        ("players", False, ["Ann", "Bob", "Cid"]),
        ("players", True, ["Cid", "Bob", "Ann"]),
        ("winner", False, ["Bob", "Ann", "Cid"]),  # the draw (no winner) first, then by name
        ("turns", True, ["Ann", "Cid", "Bob"]),
        ("notes", False, ["Ann", "Cid", "Bob"]),
        ("scores", True, ["Bob", "Ann", "Cid"]),
    ],
)
def test_game_summaries_sort_on_each_column(
    database: Any, campaign: CampaignInfo, sort: str, descending: bool, expected: list[str]
) -> None:
    game(database, campaign, 2, "Ann", "Dee", turns=7, notes="alpha", s1=1, s2=0)
    game(database, campaign, 3, "Bob", "Dee", result="draw", turns=None, notes="zulu", s1=1, s2=1)
    game(database, campaign, 1, "Cid", "Dee", turns=4, notes="Mike", s1=0, s2=0)
    summaries = game_summaries(database, campaign.id, 0, 10, sort, descending)
    assert [g.players[0] for g in summaries] == expected


def test_sorted_pages_neither_overlap_nor_leave_a_game_out(
    database: Any, campaign: CampaignInfo
) -> None:
    ids = [game(database, campaign, 1 + n % 3, "Ann", "Bob", turns=n % 2) for n in range(7)]
    pages = [game_summaries(database, campaign.id, o, 3, "turns", False) for o in (0, 3, 6)]
    seen = [g.id for page in pages for g in page]
    assert sorted(seen) == sorted(ids)
    assert [g.turns for page in pages for g in page] == [0, 0, 0, 0, 1, 1, 1]


def test_removing_a_participant_returns_their_strike_teams_for_undo(
    database: Any, campaign: CampaignInfo
) -> None:
    ann = create_player(database, "Ann")
    team = register_strike_team(database, campaign.id, ann.id, roster("Clones", ("a", "b", "c")))
    removed = remove_participant(database, campaign.id, ann.id)
    assert [t.id for t in removed] == [team.id]
    assert not is_participant(database, campaign.id, ann.id)
    restore_participant(database, campaign.id, ann.id, removed)
    assert is_participant(database, campaign.id, ann.id)
    restored = strike_teams(database, campaign.id, ann.id)
    assert [(t.id, t.name, t.roster) for t in restored] == [(team.id, "Clones", team.roster)]


def players(database: Any, campaign: CampaignInfo, *names: str) -> dict[str, int]:
    ids = {}
    for name in names:
        ids[name] = create_player(database, name).id
        add_participant(database, campaign.id, ids[name])
    return ids


def test_a_game_between_paired_players_is_linked_to_their_table(
    database: Any, campaign: CampaignInfo
) -> None:
    ids = players(database, campaign, "Ann", "Bob", "Cid", "Dee")
    first = pairings.create_round(database, campaign.id, list(ids.values()))
    table = first.tables[0]
    names = {v: k for k, v in ids.items()}
    a, b = names[table.player_1], names[table.player_2 or 0]
    # Recorded with the seats the other way round: still their table.
    game_id = game(database, campaign, 4, b, a, s1=2, s2=1)
    shown = pairings.rounds(database, campaign.id)[0].tables[0]
    assert (shown.game_id, shown.winner, shown.scores) == (game_id, ids[b], (1, 2))
    assert not pairings.rounds(database, campaign.id)[0].tables[1].played

    # A second game between the same two does not take the table of the first.
    game(database, campaign, 5, a, b)
    assert pairings.rounds(database, campaign.id)[0].tables[0].game_id == game_id

    # Deleting the game frees the table; restoring it (undo) links it again.
    record = delete_game(database, game_id)
    assert not pairings.rounds(database, campaign.id)[0].tables[0].played
    restore_game(database, record)
    assert pairings.rounds(database, campaign.id)[0].tables[0].game_id == game_id

    # Editing the game so other players sat at it unlinks it.
    others = [p for p in ids if p not in (a, b)]
    update_game(
        database,
        game_id,
        date(2026, 5, 4),
        [SeatResult(others[0], "draw"), SeatResult(others[1], "draw")],
    )
    tables = pairings.rounds(database, campaign.id)[0].tables
    assert tables[0].game_id != game_id
    assert [t.game_id for t in tables if t.game_id is not None] == [game_id]  # their table now
    assert next(t for t in tables if t.game_id == game_id).winner is None


def test_only_the_latest_round_is_linked(database: Any, campaign: CampaignInfo) -> None:
    ids = players(database, campaign, "Ann", "Bob", "Cid", "Dee")
    pairings.create_round(database, campaign.id, list(ids.values()))
    second = pairings.create_round(database, campaign.id, list(ids.values()))
    table = second.tables[0]
    names = {v: k for k, v in ids.items()}
    first_table = pairings.rounds(database, campaign.id)[0].tables[0]
    game(database, campaign, 4, names[first_table.player_1], names[first_table.player_2 or 0])
    assert not any(t.played for r in pairings.rounds(database, campaign.id) for t in r.tables)
    game_id = game(database, campaign, 5, names[table.player_1], names[table.player_2 or 0])
    assert pairings.rounds(database, campaign.id)[1].tables[0].game_id == game_id


def test_names_match_case_aside_beyond_ascii(database: Any) -> None:
    """SQLite's lower() knows only ASCII: "ŁUCJA" must still find "Łucja", not make another."""
    lucja = create_player(database, "Łucja Wróblewska")
    league = create_campaign(database, "Ligue Łódź", "shatterpoint")
    assert find_player(database, "ŁUCJA WRÓBLEWSKA") == lucja
    assert ensure_player(database, "łucja wróblewska") == (lucja, False)
    assert campaign_by_name(database, "ligue łódź") == league


def test_an_imported_game_fills_its_table_too(database: Any, campaign: CampaignInfo) -> None:
    from app.campaign import games_csv

    ids = players(database, campaign, "Ann", "Bob", "Cid", "Dee")
    table = pairings.create_round(database, campaign.id, list(ids.values())).tables[1]
    names = {v: k for k, v in ids.items()}
    a, b = names[table.player_1], names[table.player_2 or 0]
    text = (
        "date,campaign,player_1,player_2,winner,score_1,score_2,roster_1,roster_2,"
        f"turns,notes\n2026-05-02,Spring League,{b},{a},draw,1,1,,,,\n"
    )
    report = games_csv.import_games(database, text)
    assert report.imported == 1
    shown = pairings.rounds(database, campaign.id)[0].tables[1]
    assert (shown.game_id, shown.winner, shown.scores) == (report.game_ids[0], None, (1, 1))
