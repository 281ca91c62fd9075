"""The example four-player game in docs/examples replays, and its log reads in three languages."""

import json
import subprocess
import sys
from pathlib import Path

from app.systems.starcraft import tracker as starcraft_tracker
from app.tracker.adapter import ModuleTracker
from app.tracker.log_file import parse_document, read_document, replay

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "starcraft-game.json"


def test_muster_game_replay_plays_the_example_to_its_end():
    run = subprocess.run(
        [sys.executable, "-m", "app", "game", "replay", str(EXAMPLE), "--format", "json"],
        capture_output=True,
        text=True,
        check=True,
    )
    state = json.loads(run.stdout)
    assert state["finished"] and state["end_reason"] == "conquest"
    assert state["winners"] == [3]  # Di reaches the 20 CP Aldaris's opponents need
    assert [p["cp"] for p in state["players"]] == [8, 6, 5, 20]
    assert len(state["players"]) == 4
    # Each faction's starting forces were entered at the table before round 1.
    assert all(p["forces_entered"] for p in state["players"])
    # Ann's battle on Torus: three Marines lost (the last to Cy's splash damage, her choice),
    # Cy's Zealot; the Goliath retreated.
    assert state["players"][0]["units"] == {"marine": 3, "goliath": 1}
    assert state["players"][2]["units"] == {"zealot": 4, "dragoon": 1}


def test_the_example_starts_as_the_window_records_a_game_and_its_battle_resolves():
    from app.systems.starcraft.battle import Battle, resolve

    _, setup, events = parse_document(read_document(EXAMPLE))
    assert [event.type for event in events[:5]] == ["starting_forces"] * 4 + ["round_started"]
    assert all(not player.units for player in setup.players)
    (battle,) = [event.payload for event in events if event.type == "battle_resolved"]
    fighters = Battle.from_json(battle["battle"])
    assert {f.unit for side in fighters.fighters for f in side} == {
        "marine",
        "goliath",
        "zealot",
        "dragoon",
    }
    result = resolve(fighters)
    assert result.losses(fighters) == battle["losses"]
    (hit,) = result.splash
    assert (hit.side, hit.kind, hit.candidates, hit.chosen) == (0, "ground", (2, 3), 2)
    assert (result.retreating, result.winner) == ("attacker", "defender")


def test_the_example_log_reads_in_english_french_and_polish():
    system_id, setup, events = parse_document(read_document(EXAMPLE))
    tracker = ModuleTracker(starcraft_tracker)
    state = tracker.initial_state(setup)
    lines = {"en": [], "fr": [], "pl": []}
    for event in events:
        for language, found in lines.items():
            found.append(tracker.describe(event, state, language))
        state = tracker.apply(state, event)
    assert (
        lines["en"][0] == "Before the first round — Ann's starting forces: 3 × Marine, 1 × Goliath"
    )
    assert lines["en"][4] == "Round 1 — Planning begins"
    assert lines["fr"][4] == "Tour 1 — La programmation commence"
    assert any("Di" in line and "20" in line for line in lines["pl"][-3:])
    assert all("{" not in line for found in lines.values() for line in found)
    final = replay(system_id, setup, events)
    assert tracker.result(final)["scores"] == [8, 6, 5, 20]
    assert "Di" in tracker.summary(final, "fr")


def test_every_event_type_and_field_is_documented():
    from app.systems.starcraft.tracker import PAYLOAD_FIELDS

    docs = (EXAMPLE.parent.parent / "tracker.md").read_text(encoding="utf-8")
    section = docs[docs.index("## StarCraft: the board game") : docs.index("## Using it from code")]
    for kind, fields in PAYLOAD_FIELDS.items():
        assert f"| `{kind}` |" in section, kind
        for field in fields:
            assert f"`{field}`" in section or f'"{field}"' in section, (kind, field)
