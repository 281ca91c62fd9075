"""Two Muster processes recording games into one campaign at the same time lose nothing, and a
reader never sees a game without all its seats (SQLite in WAL mode, and PostgreSQL)."""

from __future__ import annotations

import subprocess
import sys
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from app.campaign.campaigns import create_campaign
from app.campaign.errors import UnknownPlayerError
from app.campaign.games import games, record_game
from app.campaign.players import create_player, list_players
from app.campaign.records import SeatResult
from app.campaign.standings import load_rows
from app.db import open_database

ROOT = Path(__file__).resolve().parents[2]
GAMES_PER_PROCESS = 30

WRITER = """
import sys
from datetime import date
from app.db import open_database
from app.campaign.campaigns import campaign_by_name
from app.campaign.errors import UnknownPlayerError
from app.campaign.games import record_game
from app.campaign.records import SeatResult

url, label, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
db = open_database(url)
campaign = campaign_by_name(db, "Shared League")
for n in range(count):
    # Both processes name the same new players, so they also race to create them.
    seats = [
        SeatResult(f"Shared {n % 7}", "win", 2),
        SeatResult(f"{label} {n % 5}", "loss", 1),
    ]
    record_game(db, campaign.id, date(2026, 4, 1 + n % 28), seats, turns=n, notes=label)
db.dispose()
print("done")
"""


@pytest.mark.slow
def test_two_processes_record_into_one_campaign(database_url: str, tmp_path: Path) -> None:
    db = open_database(database_url, backups_dir=tmp_path / "backups")
    campaign = create_campaign(db, "Shared League", "shatterpoint")
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, database_url, label, str(GAMES_PER_PROCESS)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for label in ("One", "Two")
    ]
    reads = 0
    while any(w.poll() is None for w in writers) or reads == 0:
        rows, names = load_rows(db, campaign.id)
        seats_per_game: dict[int, int] = {}
        for row in rows:
            seats_per_game[row.game_id] = seats_per_game.get(row.game_id, 0) + 1
            assert row.player_id in names
        assert all(count == 2 for count in seats_per_game.values()), seats_per_game
        reads += 1
    outputs = [w.communicate(timeout=120) for w in writers]
    for writer, (out, err) in zip(writers, outputs, strict=True):
        assert writer.returncode == 0, err
        assert out.strip() == "done"
    recorded = games(db, campaign.id)
    assert len(recorded) == 2 * GAMES_PER_PROCESS
    assert all(len(game.seats) == 2 for game in recorded)
    by_writer = {label: [g for g in recorded if g.notes == label] for label in ("One", "Two")}
    for records in by_writer.values():
        assert sorted(g.turns for g in records) == list(range(GAMES_PER_PROCESS))  # type: ignore[type-var]
    players = [p.name for p in list_players(db)]
    assert len(players) == len(set(players)) == 7 + 5 + 5
    db.dispose()


def test_a_game_is_written_whole_or_not_at_all(database: Any) -> None:
    campaign = create_campaign(database, "League", "shatterpoint")
    ann = create_player(database, "Ann")
    # A seat pointing at a player that does not exist fails the whole game, seats included.
    with pytest.raises(UnknownPlayerError):
        record_game(
            database,
            campaign.id,
            date(2026, 1, 1),
            [SeatResult(ann.id, "win", 2), SeatResult(99999, "loss", 0)],
        )
    assert load_rows(database, campaign.id)[0] == []
    assert games(database, campaign.id) == []
