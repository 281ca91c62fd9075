"""Games an earlier Muster recorded still open, replay, export and resume exactly as they were
played, though they hold events today's rules refuse; every new event is checked strictly."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from app import db as dbmod
from app.cli import run
from app.systems.shatterpoint import tracker as sp
from app.tracker.errors import EventRejected
from app.tracker.game import Game
from app.tracker.log_file import export_document, parse_document, replay
from tests.printing.conftest import page_text, read_pdf
from tests.tracker.legacy import CASES, OldTable, old_log, strict, write_old_database

each_case = pytest.mark.parametrize("case", sorted(CASES))


def _legacy_flags(db: Any, game_id: int) -> list[tuple[int, bool]]:
    with db.engine.connect() as conn:
        rows = conn.execute(
            text("SELECT seq, legacy FROM tracked_game_event WHERE game_id = :g ORDER BY seq"),
            {"g": game_id},
        ).all()
    return [(int(seq), bool(legacy)) for seq, legacy in rows]


@each_case
def test_todays_rules_refuse_the_old_game(case: str) -> None:
    """The case is one the rules now refuse: replayed as if recorded now, it stops at the
    first event the earlier Muster accepted and today's rules do not."""
    old = CASES[case]()
    with pytest.raises(EventRejected) as caught:
        replay("shatterpoint", old.table.setup, strict(old.table.events))
    assert caught.value.seq == old.forbidden[0]


@each_case
def test_an_old_game_in_the_database_opens_and_replays_as_played(
    case: str, database_url: str, tmp_path: Path
) -> None:
    old = CASES[case]()
    game_id = write_old_database(database_url, old.table)
    db = dbmod.open_database(database_url, backups_dir=tmp_path / "backups")  # migrates
    try:
        assert db.revision() == dbmod.head_revision()
        game = Game.load(db, game_id)
        assert game.state.to_json() == old.table.state.to_json()
        old.check(game.state)
        assert all(event.legacy for event in game.events)
        assert len(game.log_lines("fr")) == len(old.table.events)
    finally:
        db.dispose()


@each_case
def test_undo_and_redo_cross_old_events_and_a_new_forbidden_event_is_refused(
    case: str, database_url: str, tmp_path: Path
) -> None:
    old = CASES[case]()
    game_id = write_old_database(database_url, old.table)
    db = dbmod.open_database(database_url, backups_dir=tmp_path / "backups")
    try:
        game = Game.load(db, game_id)
        played = game.state.to_json()
        first = old.forbidden[0]
        forbidden = game.events[first - 1]
        while len(game.events) >= first:
            game.undo()
        # Recorded now, the same event is checked by today's rules: refused, nothing written.
        with pytest.raises(EventRejected):
            game.record(forbidden.type, forbidden.payload)
        assert game.can_redo
        while game.can_redo:
            game.redo()
        assert game.state.to_json() == played
        # After a restart too: the undone and redone rows keep their flag.
        again = Game.load(db, game_id)
        assert again.state.to_json() == played
        assert all(legacy for _, legacy in _legacy_flags(db, game_id))
    finally:
        db.dispose()


@each_case
def test_an_old_game_resumes_with_new_events_checked_strictly(
    case: str, database_url: str, tmp_path: Path
) -> None:
    old = CASES[case]()
    game_id = write_old_database(database_url, old.table)
    db = dbmod.open_database(database_url, backups_dir=tmp_path / "backups")
    try:
        game = Game.load(db, game_id)
        rng = random.Random(5)
        forward = sp.next_events(game.state, rng)
        if not forward:
            # A position only the earlier rules could reach (a dead end the earlier window
            # left too): undo is the way out.
            game.undo()
            forward = sp.next_events(game.state, rng)
        assert forward
        for _ in range(6):  # play on a little, every event checked by today's rules
            options = sp.next_events(game.state, rng)
            if not options:
                break
            game.record_intent(options[-1])
        flags = _legacy_flags(db, game_id)
        new = [seq for seq, legacy in flags if not legacy]
        assert new and all(not legacy for _, legacy in flags[-len(new) :])
        again = Game.load(db, game_id)
        assert again.state.to_json() == game.state.to_json()
        # A new game log says where today's rules begin; it replays to the same state.
        document = export_document(again)
        assert document["strict_from"] == new[0]
        system_id, setup, events = parse_document(json.loads(json.dumps(document)))
        assert [e.legacy for e in events] == [e.seq < new[0] for e in events]
        assert replay(system_id, setup, events).to_json() == game.state.to_json()
    finally:
        db.dispose()


@each_case
def test_an_old_log_file_replays_and_a_new_one_is_strict(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = CASES[case]()
    file = tmp_path / "old.json"
    file.write_text(json.dumps(old_log(old.table)), "utf-8")
    assert run(["game", "replay", str(file), "--format", "json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out) == old.table.state.to_json()
    # It says so, on stderr (issue 24), and --strict checks them all by today's rules.
    total = len(old.table.events)
    assert err == (
        f"muster: {total} of {total} events replayed under the rules of the earlier Muster "
        "that recorded them (the log's strict_from); --strict checks them all by today's "
        "rules.\n"
    )
    assert run(["game", "replay", str(file), "--strict"]) == 2
    err = capsys.readouterr().err
    assert f"Event {old.forbidden[0]} (" in err and err.count("\n") == 1
    # The same log marked as written by this Muster: its events are checked by today's rules.
    file.write_text(json.dumps({**old_log(old.table), "strict_from": 1}), "utf-8")
    assert run(["game", "replay", str(file)]) == 2
    err = capsys.readouterr().err
    assert f"Event {old.forbidden[0]} (" in err and err.count("\n") == 1
    # Only the events from "strict_from" on are checked strictly.
    after = old.forbidden[-1] + 1
    file.write_text(json.dumps({**old_log(old.table), "strict_from": after}), "utf-8")
    assert run(["game", "replay", str(file), "--lang", "pl"]) == 0
    assert capsys.readouterr().err.startswith(f"muster: {after - 1} z {total}: tyle zdarzeń")


@each_case
def test_the_game_report_of_an_old_game_prints(case: str) -> None:
    """The printed report of a game an earlier Muster recorded says what was played: its
    players and their strike teams, the turns and each side's units defeated as the old game
    left them, and every event of its log, in order."""
    from app.printing.document import PrintOptions, write_pdf
    from app.printing.jobs import game_job

    old = CASES[case]()
    system_id, setup, events = parse_document(old_log(old.table))
    job = game_job(system_id, setup, events, "pl")
    (report,) = job.reports
    out = io.BytesIO()
    write_pdf(out, job, PrintOptions(what="sheet", language="pl"))
    text = " ".join(page_text(page) for page in read_pdf(out.getvalue()).pages)
    assert text.startswith("Raport z rozgrywki Star Wars: Shatterpoint")
    state = old.table.state
    assert f"Tury {state.turn} " in text
    for player, seat in enumerate(setup.players):
        defeated = sum(unit.defeated for unit in state.units[player])
        side = f"{seat.name} {seat.roster['name']} Wygrane zmagania "
        assert side in text
        after = text[text.index(side) + len(side) :]
        assert after.split(" Pokonane jednostki ")[1].startswith(
            f"{defeated} / {len(state.units[player])} "
        )
    assert len(report.log) == len(events)
    where = 0
    for number, line in enumerate(report.log, start=1):
        where = text.index(f"{number}. {' '.join(line.split())}", where)


@each_case
def test_a_table_of_the_earlier_muster_plays_as_it_did(case: str) -> None:
    """The helper itself: every event it made is marked legacy and replays to its state."""
    old = CASES[case]()
    assert isinstance(old.table, OldTable) and all(e.legacy for e in old.table.events)
    state = replay("shatterpoint", old.table.setup, old.table.events)
    assert state.to_json() == old.table.state.to_json()


@pytest.mark.parametrize("value", [0, -1, "1", True, None, 1.5])
def test_a_wrong_strict_from_is_one_sentence(
    value: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    table = CASES["stance-twice"]().table
    file = tmp_path / "bad.json"
    file.write_text(json.dumps({**old_log(table), "strict_from": value}), "utf-8")
    assert run(["game", "replay", str(file), "--lang", "fr"]) == 2
    err = capsys.readouterr().err
    assert "« strict_from » doit être un nombre entier" in err and err.count("\n") == 1
