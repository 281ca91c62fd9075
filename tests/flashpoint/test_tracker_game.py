"""A Flashpoint game through the tracker's store, its log file and a league."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.cli import run
from app.roster.document import RosterDocument
from app.systems.flashpoint import results
from app.systems.flashpoint import tracker as T
from app.systems.flashpoint.catalog import load_catalog
from app.systems.flashpoint.rules import strategic_bonus, validate
from app.systems.flashpoint.team import team_of
from app.tracker.errors import EventRejected
from app.tracker.event import Event
from app.tracker.game import Game, game_result
from app.tracker.log_file import parse_document, replay
from app.workspace import Workspace
from tests.flashpoint.tracker_helpers import setup
from tests.profiles import examples

DOCS = Path(__file__).resolve().parents[2] / "docs" / "examples"
EXAMPLE = DOCS / "flashpoint-game.json"


def test_the_documented_game_replays(capsys: pytest.CaptureFixture[str]) -> None:
    system_id, game_setup, events = parse_document(json.loads(EXAMPLE.read_text("utf-8")))
    state = replay(system_id, game_setup, events)
    assert state.finished and state.end_reason == "debriefing"
    assert state.success_points == [4, 2] and state.winner == 0
    assert state.round == 6
    # Both teams as they were recruited are legal (at most 50 points, one Leader).
    for player in json.loads(EXAMPLE.read_text("utf-8"))["setup"]["players"]:
        team = team_of(RosterDocument.from_json(player["roster"]))
        assert validate(team, load_catalog()) == [], player["team"]
    wren = state.fighter(0, "f4")
    assert wren is not None and wren.dead  # Wounded in round 1, dead at its discard step
    assert run(["game", "replay", str(EXAMPLE), "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == state.to_json()
    assert run(["game", "replay", str(EXAMPLE), "--lang", "fr"]) == 0
    assert "Ana remporte la partie" in capsys.readouterr().out
    assert run(["game", "replay", str(EXAMPLE), "--lang", "pl"]) == 0
    assert "Ana wygrywa grę" in capsys.readouterr().out


def test_a_setup_from_two_teams_of_the_catalogue() -> None:
    catalog = load_catalog()
    team = RosterDocument.read(DOCS / "flashpoint-team.json")
    player = T.snapshot_team(team, catalog)
    assert [f.name for f in player.fighters][:2] == ["Captain Ines Varga", "Doyle"]
    bonus = strategic_bonus(team_of(team), catalog)
    assert player.bonus == (bonus.offensive, bonus.defensive)
    game_setup = T.new_setup([player, player], ["Ana", "Marek"], offensive=1)
    state = T.initial_state(game_setup)
    skill = sum(f.skill for f in player.fighters)
    power = sum(f.power for f in player.fighters)
    assert state.reserves[0].skill == skill
    assert state.reserves[0].power == power + player.bonus[1]  # Ana is Defensive
    assert state.reserves[1].power == power + player.bonus[0]


def test_undo_redo_and_resume_through_the_store(workspace: Workspace) -> None:
    game = Game.create(workspace.db, "flashpoint", setup())
    game.record(T.INITIATIVE_BID, {"bids": [{}, {}], "rolls": [], "initiative": 1})
    game.record(
        T.FIGHTER_ACTIVATED,
        {"player": 1, "fighter": "a", "dice": {"a": {"skill": [6], "power": [2]}}},
    )
    assert game.state.reserves[1].skill == 4
    game.undo()
    assert game.state.reserves[1].skill == 5 and game.state.active == 1
    game.redo()
    resumed = Game.load(workspace.db, game.id)
    assert resumed.state.to_json() == game.state.to_json()
    with pytest.raises(EventRejected):
        resumed.record(T.PASSED, {"player": 1})  # it is player 0's turn
    assert len(Game.load(workspace.db, game.id).events) == 2


def test_a_finished_game_lands_in_a_league_of_its_game(workspace: Workspace) -> None:
    from app.campaign.campaigns import create_campaign
    from app.campaign.games import get_game, record_game
    from app.campaign.records import SeatResult

    game = Game.create(workspace.db, "flashpoint", setup())
    game.record(T.GAME_ENDED, {"reason": "conceded", "player": 1})
    found = game_result(game.id, workspace.db)
    assert found["finished"] and found["winner"] == 0 and found["end_reason"] == "conceded"
    league = create_campaign(workspace.db, "Club night", "flashpoint")
    seats = [
        SeatResult(name, "win" if seat == found["winner"] else "loss", points)
        for seat, (name, points) in enumerate(zip(found["players"], found["scores"], strict=True))
    ]
    game_id = record_game(
        workspace.db,
        league.id,
        date(2026, 11, 25),
        seats,
        source="tracker",
        tracked_game_id=game.id,
        end_reason=found["end_reason"],
    )
    record = get_game(workspace.db, game_id)
    assert [s.player_name for s in record.seats] == ["Ana", "Marek"]
    assert record.end_reason == "conceded"


def test_results_a_league_accepts() -> None:
    assert [key for key, _ in results.end_reasons("fr")] == ["debriefing", "conceded", "agreed"]
    assert dict(results.end_reasons("fr"))["conceded"] == "Abandon"
    assert results.result_problem(["win", "loss"], [5, 3], "debriefing") is None
    assert results.result_problem(["draw", "draw"], [3, 3], "debriefing") is None
    problem = results.result_problem(["loss", "win"], [5, 3], "debriefing")
    assert problem is not None and "plus haut total" in problem.message("fr")
    problem = results.result_problem(["draw", "draw"], [0, 0], "conceded")
    assert problem is not None and problem.message("pl")
    assert results.result_problem(["loss", "win"], [5, 3], "agreed") is None
    assert results.result_problem(["win"], [1], None) is not None
    assert results.result_problem(["win", "loss"], [1, 0], "struggles") is not None


# --- any sequence of events: accepted, or refused with EventRejected --------------------------

FIGHTERS = st.sampled_from(["a", "b", "c", "z"])
SIDES = st.integers(min_value=-1, max_value=3)
FACES = st.lists(st.integers(min_value=0, max_value=7), max_size=4)


def payloads() -> st.SearchStrategy[tuple[str, dict[str, Any]]]:
    fighter = st.fixed_dictionaries({"player": SIDES, "fighter": FIGHTERS})
    bid = st.fixed_dictionaries(
        {}, optional={"skill": st.integers(-1, 6), "power": st.integers(-1, 6)}
    )
    return st.one_of(
        st.tuples(
            st.just(T.INITIATIVE_BID),
            st.fixed_dictionaries(
                {"bids": st.lists(bid, min_size=2, max_size=2), "initiative": SIDES},
                optional={
                    "rolls": st.lists(
                        st.lists(st.lists(st.integers(1, 6), max_size=3), min_size=2, max_size=2),
                        max_size=2,
                    )
                },
            ),
        ),
        st.tuples(
            st.just(T.FIGHTER_ACTIVATED),
            fighter.flatmap(
                lambda base: st.fixed_dictionaries(
                    {
                        **{k: st.just(v) for k, v in base.items()},
                        "dice": st.dictionaries(
                            FIGHTERS,
                            st.fixed_dictionaries({}, optional={"skill": FACES, "power": FACES}),
                            max_size=2,
                        ),
                    },
                    optional={
                        "reaction": st.booleans(),
                        "reinforcements": st.lists(FIGHTERS, max_size=2),
                    },
                )
            ),
        ),
        st.tuples(st.just(T.PASSED), st.fixed_dictionaries({"player": SIDES})),
        st.tuples(
            st.just(T.DICE_DISCARDED),
            fighter.map(lambda d: {**d, "die": "power", "count": 1}),
        ),
        st.tuples(st.just(T.FIGHTER_WOUNDED), fighter),
        st.tuples(
            st.just(T.MARKER_PLACED),
            fighter.flatmap(
                lambda d: st.sampled_from(
                    ["burning", "poisoned", "staggered", "immobilised", "x"]
                ).map(lambda m: {**d, "marker": m})
            ),
        ),
        st.tuples(st.just(T.MARKER_REMOVED), fighter.map(lambda d: {**d, "marker": "burning"})),
        st.tuples(
            st.sampled_from([T.CARD_USED, T.CARD_RELOADED]),
            fighter.flatmap(
                lambda d: st.sampled_from(
                    ["knife", "rifle", "grenade", "launcher", "medkit", "?"]
                ).map(lambda c: {**d, "card": c})
            ),
        ),
        st.tuples(
            st.just(T.ATTACK_DECLARED),
            fighter.flatmap(
                lambda d: st.fixed_dictionaries(
                    {
                        **{k: st.just(v) for k, v in d.items()},
                        "card": st.sampled_from(["knife", "rifle", "medkit", "?"]),
                        "target_player": SIDES,
                        "target": FIGHTERS,
                    }
                )
            ),
        ),
        st.tuples(
            st.just(T.DEFENDER_DICE),
            fighter.flatmap(
                lambda d: st.fixed_dictionaries({}, optional={"skill": FACES, "power": FACES}).map(
                    lambda dice: {**d, "dice": dice}
                )
            ),
        ),
        st.tuples(
            st.just(T.DICE_GAINED),
            fighter.flatmap(
                lambda d: st.sampled_from(["skill", "power", "x"]).map(
                    lambda die: {**d, "die": die, "count": 1}
                )
            ),
        ),
        st.tuples(
            st.just(T.ACTION_TAKEN),
            fighter.flatmap(
                lambda d: st.sampled_from(["run", "jump", "fly"]).map(
                    lambda action: {**d, "action": action}
                )
            ),
        ),
        st.tuples(st.just(T.ROUND_ENDED), st.just({})),
        st.tuples(
            st.just(T.SUCCESS_POINTS),
            st.fixed_dictionaries({"player": SIDES, "points": st.integers(-1, 9)}),
        ),
        st.tuples(
            st.just(T.GAME_ENDED),
            st.fixed_dictionaries(
                {"reason": st.sampled_from(["debriefing", "conceded", "agreed", "won"])},
                optional={"player": SIDES, "winner": st.one_of(st.none(), SIDES)},
            ),
        ),
        st.tuples(st.just("nothing"), st.just({})),
    )


@settings(
    max_examples=examples(50, full=1500),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(st.lists(payloads(), max_size=40))
def test_random_events_are_applied_or_rejected_never_crash(
    steps: list[tuple[str, dict[str, Any]]],
) -> None:
    state = T.initial_state(setup(npcs=True))
    for seq, (event_type, payload) in enumerate(steps, start=1):
        event = Event(seq, event_type, payload, "2026-11-25T20:00:00Z")
        try:
            after = T.apply(state, event)
        except EventRejected as exc:
            assert exc.message("fr")
            continue
        assert T.describe(event, state, "pl")
        for side in after.reserves:
            assert 0 <= side.skill <= side.skill_start and 0 <= side.power <= side.power_start
        state = after
    assert T.summary(state, "en")


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_the_game_report_prints(language: str, tmp_path: Path) -> None:
    from app.printing.jobs import game_job

    system_id, game_setup, events = parse_document(json.loads(EXAMPLE.read_text("utf-8")))
    report = game_job(system_id, game_setup, events, language).reports[0]
    assert report.headline.startswith("Ana") and "4–2" in report.headline
    assert len(report.log) == len(events)
    wren = [row for row in report.sides[0].units.rows if row[0] == "Wren"]
    assert wren and wren[0][1] == {"en": "Dead", "fr": "Morte", "pl": "martwa"}[language]
    target = tmp_path / "report.pdf"
    assert run(["print", "game", str(EXAMPLE), "-o", str(target), "--lang", language]) == 0
    assert target.read_bytes().startswith(b"%PDF")
