"""Every list's record (``muster stats lists``): a saved roster's games in leagues and
tournaments count once each, whatever name the list was given in the game."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import date

import pytest

from app.campaign.campaigns import create_campaign
from app.campaign.games import record_game
from app.campaign.list_records import list_records
from app.campaign.records import SeatResult
from app.campaign.tournament import service as swiss
from app.cli import run
from app.roster.document import RosterDocument
from app.roster.store import RosterStore
from tests.campaign.conftest import roster

CLONES = roster("Clones", ("rex", "echo", "fives"))
SEPS = roster("Droids", ("dooku", "b1", "b2"))


@pytest.fixture
def played(workspace: object) -> object:
    db = workspace.db  # type: ignore[attr-defined]
    RosterStore(db).create(CLONES)
    RosterStore(db).create(roster("Unplayed", ("yoda", "", "")))
    league = create_campaign(db, "Spring League", "shatterpoint")
    renamed = replace(CLONES, name="Ann's clones")  # the same units under another name
    seats = [SeatResult("Ann", "win", 2, renamed), SeatResult("Bob", "loss", 1, SEPS)]
    record_game(db, league.id, date(2026, 3, 1), seats)
    draw = [SeatResult("Ann", "draw", 1, CLONES), SeatResult("Bob", "draw", 1, SEPS)]
    record_game(db, league.id, date(2026, 3, 8), draw)
    event = swiss.create_tournament(db, "Saturday", "shatterpoint")
    swiss.register(db, event, "Ann", CLONES)
    swiss.register(db, event, "Bob", SEPS)
    swiss.pair_next_round(db, event, seed=1)
    swiss.report(db, event, 1, 1, "Bob", None)
    return workspace


def test_a_saved_list_counts_its_league_and_tournament_games_once_each(played: object) -> None:
    records = {r.list: r for r in list_records(played.db)}  # type: ignore[attr-defined]
    clones = records["Clones"]
    assert (clones.games, clones.wins, clones.draws, clones.losses) == (3, 1, 1, 1)
    assert clones.saved and records["Unplayed"].games == 0
    # A list only named in games has its record too, under the name it was given.
    assert (records["Droids"].games, records["Droids"].saved) == (3, False)
    assert list_records(played.db, "legion") == []  # type: ignore[attr-defined]


def test_muster_stats_lists_json_rows(played: object, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["stats", "lists", "--system", "shatterpoint", "--format", "json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    clones = next(row for row in rows if row["list"] == "Clones")
    assert clones == {
        "list": "Clones",
        "system": "shatterpoint",
        "games": 3,
        "wins": 1,
        "draws": 1,
        "losses": 1,
        "by_mission": {},
    }
    assert run(["stats", "lists", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert "Victoires" in out and "Clones" in out


def _tracked_game_with_a_mission(db: object, mission: str) -> int:
    """A finished tracked Shatterpoint game whose setup chose ``mission`` (Anakin won)."""
    from app.tracker.game import Game
    from tests.tracker.helpers import make_setup

    setup = replace(make_setup(), mission_set=mission)
    game = Game.create(db, "shatterpoint", setup)  # type: ignore[arg-type]
    game.record("game_ended", {"winner": 0, "reason": "conceded"})
    return game.id


def test_a_tracked_game_counts_by_the_mission_chosen_at_setup(
    workspace: object, capsys: pytest.CaptureFixture[str]
) -> None:
    db = workspace.db  # type: ignore[attr-defined]
    _tracked_game_with_a_mission(db, "Sabotage Showdown")
    assert run(["stats", "lists", "--system", "shatterpoint", "--format", "json"]) == 0
    rows = {row["list"]: row for row in json.loads(capsys.readouterr().out)}
    assert rows["Republic"]["by_mission"] == {
        "Sabotage Showdown": {"games": 1, "wins": 1, "draws": 0, "losses": 0}
    }
    assert rows["Shadow Collective"]["by_mission"] == {
        "Sabotage Showdown": {"games": 1, "wins": 0, "draws": 0, "losses": 1}
    }


def test_a_tracked_game_recorded_in_a_league_keeps_its_mission_once(workspace: object) -> None:
    from app.tracker.game import game_result

    db = workspace.db  # type: ignore[attr-defined]
    tracked = _tracked_game_with_a_mission(db, "Sabotage Showdown")
    rosters = [RosterDocument.from_json(r) for r in game_result(tracked, db)["rosters"]]
    league = create_campaign(db, "Winter League", "shatterpoint")
    seats = [SeatResult("Anakin", "win", 2, rosters[0]), SeatResult("Maul", "loss", 0, rosters[1])]
    record_game(db, league.id, date(2026, 11, 25), seats, source="tracker", tracked_game_id=tracked)
    republic = next(r for r in list_records(db) if r.list == "Republic")
    assert (republic.games, republic.wins) == (1, 1)  # the league game, not the tracked one too
    assert republic.by_mission == {
        "Sabotage Showdown": {"games": 1, "wins": 1, "draws": 0, "losses": 0}
    }
