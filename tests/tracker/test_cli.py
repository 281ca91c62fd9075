"""``muster game export|replay|list`` and the muster.game/1 log format."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from app import systems
from app.cli import run
from app.systems.shatterpoint import tracker as sp
from app.tracker.game import Game
from app.tracker.log_file import GAME_FORMAT, parse_document, replay
from app.workspace import Workspace
from tests.tracker.helpers import make_setup, record_turn_start

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "shatterpoint-game.json"


def _example() -> dict[str, Any]:
    return json.loads(EXAMPLE.read_text(encoding="utf-8"))


def _write(tmp_path: Path, document: Any, name: str = "game.json") -> Path:
    file = tmp_path / name
    file.write_text(document if isinstance(document, str) else json.dumps(document), "utf-8")
    return file


def test_the_documented_example_replays(capsys: pytest.CaptureFixture[str]) -> None:
    system_id, setup, events = parse_document(_example())
    state = replay(system_id, setup, events)
    assert state.turn == 2 and state.struggle.token == -1
    b1 = state.unit(1, "b1-battle-droids")
    assert b1 is not None and b1.wounded == 1
    assert state.struggle.momentum[0] == [8, 7]
    assert run(["game", "replay", str(EXAMPLE), "--format", "json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed == state.to_json()


def test_replay_text_speaks_the_chosen_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["game", "replay", str(EXAMPLE), "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    # the phase in Roman numerals, as both rulebooks write it ("Phase II", "fazy II")
    assert "Lutte I " in out and "Impulsion" in out
    assert run(["game", "replay", str(EXAMPLE), "--lang", "pl"]) == 0
    out = capsys.readouterr().out
    assert "Zmaganie I " in out


def test_export_then_replay_round_trip(
    workspace: Workspace, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = Game.create(workspace.db, "shatterpoint", make_setup())
    rng = random.Random(3)
    record_turn_start(game)
    game.record_intent(sp.reveal_order(game.state, rng))
    game.record("momentum_gained", {"player": 1})
    game.record("momentum_gained", {"player": 1})
    game.undo()  # undone events are not part of the exported game
    target = tmp_path / "out.json"
    assert run(["game", "export", str(game.id), "-o", str(target)]) == 0
    document = json.loads(target.read_text("utf-8"))
    assert document["format"] == GAME_FORMAT and document["system"] == "shatterpoint"
    assert [e["seq"] for e in document["events"]] == [1, 2, 3, 4]
    assert set(document["events"][0]) == {"seq", "type", "payload", "at"}
    assert run(["game", "replay", str(target), "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == game.state.to_json()


def test_export_of_an_unknown_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["game", "export", "999", "-o", str(tmp_path / "x.json")]) == 2
    assert "There is no game number 999." in capsys.readouterr().err


def test_list(workspace: Workspace, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["game", "list"]) == 0
    assert "No tracked games." in capsys.readouterr().out
    game = Game.create(workspace.db, "shatterpoint", make_setup())
    record_turn_start(game)
    assert run(["game", "list", "--format", "json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [(g["id"], g["status"], g["players"]) for g in listed] == [
        (game.id, "unfinished", ["Anakin", "Maul"])
    ]
    assert run(["game", "list", "--status", "finished"]) == 0
    assert "No tracked games." in capsys.readouterr().out
    assert run(["game", "list", "--status", "unfinished"]) == 0
    assert "Anakin – Maul" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("document", "expected"),
    [
        ("{not json", "not JSON (line 1"),
        ([], "the document must be a JSON object"),
        ({"format": "x"}, '"format" must be "muster.game/1"'),
        ({"format": GAME_FORMAT, "system": "chess", "setup": {}, "events": []}, '"chess"'),
        ({"format": GAME_FORMAT, "system": "shatterpoint", "setup": {}, "events": []}, '"players"'),
    ],
)
def test_malformed_logs_exit_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], document: Any, expected: str
) -> None:
    assert run(["game", "replay", str(_write(tmp_path, document))]) == 2
    err = capsys.readouterr().err
    assert expected in err and err.count("\n") == 1 and "Traceback" not in err


def test_an_impossible_event_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    document = _example()
    document["events"][4]["payload"]["action"] = "dance"
    assert run(["game", "replay", str(_write(tmp_path, document))]) == 2
    err = capsys.readouterr().err
    assert err.startswith("muster: Event 5 (action_taken) cannot be applied:")
    assert '"action"' in err


def test_a_broken_event_record_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    document = _example()
    document["events"][2] = {"seq": "three", "type": "turn_started"}
    assert run(["game", "replay", str(_write(tmp_path, document))]) == 2
    assert "event number 3" in capsys.readouterr().err


def test_events_out_of_order_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = _example()
    del document["events"][3]
    assert run(["game", "replay", str(_write(tmp_path, document))]) == 2
    err = capsys.readouterr().err
    assert "Event 5" in err and "Expected event number 4" in err


def test_an_event_after_the_game_ended_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = _example()
    events = document["events"]
    events.append(
        {
            "seq": len(events) + 1,
            "type": "game_ended",
            "payload": {"winner": 0, "reason": "conceded"},
            "at": "",
        }
    )
    events.append({"seq": len(events) + 1, "type": "turn_started", "payload": {}, "at": ""})
    assert run(["game", "replay", str(_write(tmp_path, document))]) == 2
    assert "The game is over." in capsys.readouterr().err


def test_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["game", "replay", str(tmp_path / "nope.json")]) == 2
    assert "Cannot read" in capsys.readouterr().err


def test_the_documented_log_lines_are_what_the_example_gives() -> None:
    system_id, setup, events = parse_document(_example())
    tracker = systems.get(system_id).tracker()
    state = tracker.initial_state(setup)
    lines = []
    for event in events:
        lines.append(tracker.describe(event, state, "en"))
        state = tracker.apply(state, event)
    docs = (EXAMPLE.parent.parent / "tracker.md").read_text(encoding="utf-8")
    assert lines[15] in docs and lines[17] in docs


def test_a_misspelt_payload_field_is_refused_with_its_event(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = _example()
    ended = next(e for e in document["events"] if e["type"] == "turn_ended")
    ended["payload"] = {"contol": ended["payload"]["control"]}
    assert run(["game", "replay", str(_write(tmp_path, document))]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"muster: Event {ended['seq']} (turn_ended) cannot be applied:")
    assert 'Unknown field "contol": did you mean "control"?' in err


def test_an_unknown_field_of_an_event_record_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = _example()
    document["events"][1]["paylod"] = {}
    assert run(["game", "replay", str(_write(tmp_path, document))]) == 2
    assert 'event number 2 has an unknown field "paylod"' in capsys.readouterr().err


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (
            lambda unit: unit.update(stamina=0),
            'field "stamina": Input should be greater than or equal to 1',
        ),
        (lambda unit: unit.update(force=-1), 'field "force"'),
        (lambda unit: unit.update(type="hero"), 'field "type"'),
        (lambda unit: unit.update(squad=3), 'field "squad"'),
        (lambda unit: unit.update(stamnia=9), 'field "stamnia": Extra inputs are not permitted'),
        (lambda unit: unit["name"].pop("en"), 'field "name.en"'),
    ],
)
def test_unit_snapshots_are_held_to_the_bounds_of_a_catalogue_pack(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: Any, expected: str
) -> None:
    document = _example()
    unit = document["setup"]["players"][1]["units"][0]
    change(unit)
    assert run(["game", "replay", str(_write(tmp_path, document))]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert f'the unit "{unit["id"]}" of player 2' in err and expected in err


def test_a_game_log_keeps_the_figures_it_was_played_with(tmp_path: Path) -> None:
    document = _example()
    b1 = next(u for u in document["setup"]["players"][1]["units"] if u["id"] == "b1-battle-droids")
    b1["stamina"] = 25  # not the catalogue's figure: the log's own is used
    system_id, setup, events = parse_document(document)
    state = replay(system_id, setup, events)
    unit = state.unit(1, "b1-battle-droids")
    assert unit is not None and unit.stamina == 25 and unit.damage == 20 and not unit.wounded


def test_a_setup_field_that_is_misspelt_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = _example()
    document["setup"]["first_plyer"] = 0
    assert run(["game", "replay", str(_write(tmp_path, document))]) == 2
    assert 'unknown field "first_plyer" in setup' in capsys.readouterr().err
