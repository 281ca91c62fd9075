"""A Legion game kept in the database: every event committed, undo and redo surviving a
restart, the log exported and replayed by ``muster game``, and the result in a campaign."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from app.campaign.campaigns import create_campaign
from app.campaign.errors import InvalidGameError
from app.campaign.games import campaign_game_for_tracked, get_game
from app.campaign.standings import standings
from app.campaign.tracked import record_tracked_game
from app.cli import run
from app.systems.legion.results import result_problem
from app.tracker.errors import EventRejected
from app.tracker.game import Game, list_games
from app.tracker.log_file import export_document, parse_document, replay
from app.workspace import Workspace
from tests.legion.tracker_helpers import ATST, LEIA, OFFICER, TRACKER, setup

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "legion-game.json"


def start(workspace: Workspace) -> Game:
    game = Game.create(workspace.db, "legion", setup())
    game.record(
        "battle_cards_chosen",
        {"cards": {"primary": "battle-breakthrough", "secondary": None, "advantage": None}},
    )
    game.record("deployment_completed")
    return game


def test_every_step_is_committed_and_undo_redo_survive_a_restart(workspace: Workspace) -> None:
    game = start(workspace)
    game.record("command_card_played", {"player": 0, "card": "command-ambush"})
    game.record_intent(TRACKER.play_command_card(game.state, 1, "command-ambush", random.Random(4)))
    game.record("orders_issued", {"player": game.state.priority, "units": []})
    snapshot = game.state.to_json()
    game.record("orders_issued", {"player": 1 - game.state.priority, "units": []})
    with pytest.raises(EventRejected):
        game.record("orders_issued", {"player": 0, "units": []})
    game.undo()
    assert game.state.to_json() == snapshot
    reloaded = Game.load(workspace.db, game.id)
    assert reloaded.state.to_json() == snapshot and reloaded.can_redo
    reloaded.redo()
    assert reloaded.state.phase == "activation"
    again = Game.load(workspace.db, game.id)
    assert again.state.to_json() == reloaded.state.to_json()
    summary = next(g for g in list_games(workspace.db) if g.id == game.id)
    assert summary.system == "legion" and summary.teams == ["Echo Base", "Hoth"]
    assert summary.turns == 1 and summary.status == "unfinished"


def test_the_log_reads_as_one_line_per_run_of_tokens(workspace: Workspace) -> None:
    game = start(workspace)
    for _ in range(3):
        game.record(
            "tokens_gained", {"player": 0, "unit": LEIA, "token": "suppression", "count": 1}
        )
    entries = game.log_entries("en")
    assert entries[-1].text == "Round 1 — Leia Organa gains 3 suppression tokens; it is suppressed"
    assert (entries[-1].first, entries[-1].last) == (3, 5)
    assert game.log_entries("fr")[-1].text.startswith("Round 1 — L'unité Leia Organa gagne 3 pions")


def test_export_and_replay_with_muster_game(
    workspace: Workspace, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = start(workspace)
    game.record("wounds_suffered", {"player": 1, "unit": OFFICER, "amount": 2})
    target = tmp_path / "legion.json"
    assert run(["game", "export", str(game.id), "-o", str(target)]) == 0
    document = json.loads(target.read_text("utf-8"))
    assert document["system"] == "legion" and len(document["events"]) == 3
    assert run(["game", "replay", str(target), "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == game.state.to_json()
    document["events"][2]["payload"]["amount"] = 0
    target.write_text(json.dumps(document), "utf-8")
    assert run(["game", "replay", str(target)]) == 2
    err = capsys.readouterr().err
    assert 'Event 3 (wounds_suffered) cannot be applied: The field "amount"' in err
    document["setup"]["blue_player"] = 5
    target.write_text(json.dumps(document), "utf-8")
    assert run(["game", "replay", str(target), "--lang", "fr"]) == 2
    assert "blue_player" in capsys.readouterr().err


def test_the_documented_example_replays(capsys: pytest.CaptureFixture[str]) -> None:
    document = json.loads(EXAMPLE.read_text("utf-8"))
    system_id, game_setup, events = parse_document(document)
    state = replay(system_id, game_setup, events)
    assert state.finished and state.round == 6 and state.end_reason == "rounds"
    assert run(["game", "replay", str(EXAMPLE), "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == state.to_json()
    for lang, words in (("en", "victory tokens"), ("fr", "pions Victoire"), ("pl", "żetony")):
        assert run(["game", "replay", str(EXAMPLE), "--lang", lang]) == 0
        assert words in capsys.readouterr().out


def test_a_finished_game_lands_in_a_legion_league(workspace: Workspace) -> None:
    db = workspace.db
    game = start(workspace)
    game.record("victory_tokens_changed", {"player": 1, "amount": 3, "source": "primary"})
    game.record("wounds_suffered", {"player": 0, "unit": LEIA, "amount": 6})
    game.record("game_ended", {"winner": 1, "reason": "conceded"})
    league = create_campaign(db, "Hoth league", "legion")
    other = create_campaign(db, "Struggles", "shatterpoint")
    with pytest.raises(InvalidGameError):
        record_tracked_game(db, other.id, game.id)
    game_id = record_tracked_game(db, league.id, game.id)
    record = get_game(db, game_id)
    assert [seat.primary_score for seat in record.seats] == [0, 3]
    assert [seat.score for seat in record.seats] == [0, game.state.unit_setup(0, LEIA).points]
    assert record.end_reason == "conceded" and record.source == "tracker"
    table = {row.player: row for row in standings(db, league.id)}
    assert table["Bartek"].won == 1 and table["Bartek"].scores_for == 3
    assert campaign_game_for_tracked(db, game.id) is not None
    unfinished = start(workspace)
    with pytest.raises(InvalidGameError):
        record_tracked_game(db, league.id, unfinished.id)


def test_which_results_a_legion_game_can_have() -> None:
    assert result_problem(["win", "loss"], [3, 1], "rounds") is None
    assert result_problem(["loss", "win"], [2, 2], "rounds") is None  # score or blue
    problem = result_problem(["loss", "win"], [3, 1], "rounds")
    assert problem is not None and "most victory tokens" in problem.message("en")
    assert result_problem(["draw", "draw"], [1, 1], "rounds") is not None
    assert result_problem(["draw", "draw"], [1, 1], "eliminated") is not None
    assert result_problem(["draw", "draw"], [1, 1], "conceded") is not None
    assert result_problem(["draw", "draw"], [1, 1], "time") is None
    assert result_problem(["loss", "win"], [5, 0], "eliminated") is None
    problem = result_problem(["win", "loss"], [0, 0], "struggles")
    assert problem is not None and "rounds, eliminated" in problem.message("en")
    assert "pions Victoire" in result_problem(["loss", "win"], [3, 1], "rounds").message("fr")  # type: ignore[union-attr]


def test_a_game_log_of_legion_keeps_its_figures(workspace: Workspace) -> None:
    game = start(workspace)
    document = export_document(game)
    assert document["setup"]["players"][1]["units"][3]["key"] == ATST
    assert document["setup"]["players"][1]["units"][3]["resilience"] == 8


def test_the_games_list_tells_a_legion_game_in_its_own_words(
    workspace: Workspace, capsys: pytest.CaptureFixture[str]
) -> None:
    game = start(workspace)
    game.record("victory_tokens_changed", {"player": 0, "amount": 2, "source": "primary"})
    assert run(["game", "list", "--lang", "fr"]) == 0
    line = capsys.readouterr().out
    assert "Anna – Bartek (Echo Base – Hoth)" in line
    assert "pions Victoire 2–0 · round 1" in line and "Luttes" not in line
