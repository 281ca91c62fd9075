"""What the tracker benchmarks share (benchmarks/tracker.py, legion_tracker.py, flashpoint.py,
starcraft.py): a long legal game generated from a game's own intents, the timing of its replay
and of the recording of its events one by one in SQLite, each against its baseline.

Baselines: the replay against reading the same events from their JSON text (what opening a
game log costs before any rule runs); recording one event against a bare SQLite insert and
commit of the same payload in a table of the same folder, opened as app/db.py opens a
database (what the disk costs)."""

from __future__ import annotations

import json
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app import systems
from app.db import open_database
from app.tracker.errors import EventRejected
from app.tracker.event import Event
from app.tracker.game import Game
from app.tracker.log_file import replay
from benchmarks.budgets import Figure, interleaved_ms, verdict

REPLAY_EVENTS = 2000
COMMIT_EVENTS = 400
RUNS = 9
BASELINE = "reading the same events from JSON; a bare SQLite insert and commit"

# A player's next move in a game being generated: (event type, payload), given the state and
# the generator's random numbers. The rules may refuse it; the generator then asks again.
Intent = Callable[[Any, random.Random], tuple[str, dict[str, Any]]]


def long_game(system_id: str, setup: Any, intent: Intent, count: int, seed: int = 5) -> list[Event]:
    """A legal game of ``count`` events, from a fixed seed."""
    tracker = systems.tracked(system_id).tracker()
    rng = random.Random(seed)
    state = tracker.initial_state(setup)
    events: list[Event] = []
    refused = 0
    while len(events) < count:
        if refused > 50 * count or getattr(state, "finished", False):
            raise RuntimeError("the generated game is stuck; the generator needs fixing")
        event_type, payload = intent(state, rng)
        event = Event(len(events) + 1, event_type, payload, "2026-11-25T20:00:00Z")
        try:
            state = tracker.apply(state, event)
        except EventRejected:
            refused += 1
            continue
        events.append(event)
    return events


def bench_replay(system_id: str, setup: Any, events: list[Event]) -> tuple[float, float]:
    """Milliseconds to replay ``events`` from the setup, and to read them from their JSON
    text (the baseline), medians of RUNS."""
    text = json.dumps([event.to_json() for event in events])
    return interleaved_ms(
        lambda: replay(system_id, setup, events),
        lambda: [Event.from_json(data) for data in json.loads(text)],
        RUNS,
    )


def bench_commit(system_id: str, setup: Any, events: list[Event]) -> tuple[float, float]:
    """Milliseconds to record one event (the rules' check and the SQLite commit), and a bare
    insert and commit of its payload (the baseline), medians over ``events``."""
    with tempfile.TemporaryDirectory() as folder:
        db = open_database(f"sqlite:///{Path(folder) / 'bench.db'}", backups_dir=None)
        bare = sqlite3.connect(Path(folder) / "bare.db")
        bare.execute("PRAGMA journal_mode = WAL")  # as app/db.py opens a database
        bare.execute("PRAGMA synchronous = NORMAL")
        bare.execute("CREATE TABLE event (seq INTEGER PRIMARY KEY, type TEXT, payload TEXT)")
        try:
            game = Game.create(db, system_id, setup)
            timings, base = [], []
            for event in events:
                start = time.perf_counter()
                with bare:
                    bare.execute(
                        "INSERT INTO event VALUES (?, ?, ?)",
                        (event.seq, event.type, json.dumps(event.payload)),
                    )
                middle = time.perf_counter()
                game.record(event.type, event.payload)
                timings.append((time.perf_counter() - middle) * 1000)
                base.append((middle - start) * 1000)
        finally:
            bare.close()
            db.dispose()
    return statistics.median(timings), statistics.median(base)


def run(
    system_id: str, setup: Any, intent: Intent, commit_budget_ms: float, replay_budget_ms: float
) -> int:
    """Generates the game, times both, prints them against the budgets; the exit code."""
    events = long_game(system_id, setup, intent, REPLAY_EVENTS)
    replay_ms, read_ms = bench_replay(system_id, setup, events)
    commit_ms, insert_ms = bench_commit(system_id, setup, events[:COMMIT_EVENTS])
    return verdict(
        [
            Figure(
                "record one event (apply + SQLite commit), median",
                commit_ms,
                commit_budget_ms,
                insert_ms,
                "a bare SQLite insert and commit",
            ),
            Figure(
                f"replay a {len(events)}-event game, median of {RUNS}",
                replay_ms,
                replay_budget_ms,
                read_ms,
                "reading its events from JSON",
            ),
        ]
    )
