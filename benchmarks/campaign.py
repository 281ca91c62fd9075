"""Campaign manager: standings and statistics of a large league, and the games list.

Budgets (issue 5):
- standings and statistics (strike teams, units) of a campaign of 10,000 games and 200 players
  <= 200 ms (median of the runs, read from the database included);
- the games list of 10,000 rows opens and scrolls smoothly: a lazily fetching model, so the
  time to first paint stays that of one page; the time to fetch every row is printed too.

Baselines, measured in the same run: for the statistics, a bare SQL query reading the same
seats (what any standings must read); for the first paint, a bare QTableView of one page of
plain items shown and painted.

Usage: ``python benchmarks/campaign.py [--url DATABASE_URL]`` (default: a new SQLite file;
give a PostgreSQL URL of an empty database to measure a shared club database).
Exits 1 when a budget is exceeded.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from sqlalchemy import insert, text

from app.campaign.campaigns import create_campaign
from app.campaign.game_list import GAME_SORT_KEYS, game_summaries
from app.campaign.statistics import campaign_statistics
from app.db import Database, open_database
from benchmarks.budgets import Figure, verdict
from models.campaign import CampaignParticipant, Game, GameSeat, Player

GAMES = int(os.environ.get("BENCH_GAMES", 10_000))
PLAYERS = 200
TEAMS = 400
UNITS = 120
RUNS = 7
STATS_BUDGET_MS = 200.0
FIRST_PAINT_BUDGET_MS = 200.0
BASELINE = "a bare query of the same seats; a bare table of one page"
SEATS_QUERY = text(
    "SELECT s.game_id, s.player_id, s.result, s.team_key, s.primary_score FROM game_seat s "
    "JOIN game g ON g.id = s.game_id WHERE g.campaign_id = :campaign"
)
APP = None


def populate(db: Database) -> int:
    """A campaign of GAMES two-player games between PLAYERS players, written in bulk."""
    rng = random.Random(5)
    campaign = create_campaign(db, "Benchmark League", "shatterpoint")
    now = datetime.now(UTC)
    units = [f"unit-{n}" for n in range(UNITS)]
    teams = []
    for _ in range(TEAMS):
        chosen = rng.sample(units, 6)
        squads = sorted([sorted(chosen[:3]), sorted(chosen[3:])])
        teams.append(json.dumps(squads, separators=(",", ":")))
    with db.engine.begin() as conn:
        conn.execute(
            insert(Player),
            [
                {"name": f"Player {n:03d}", "club": "", "notes": "", "created_at": now}
                for n in range(PLAYERS)
            ],
        )
        player_ids = [row[0] for row in conn.exec_driver_sql("SELECT id FROM player ORDER BY id")]
        conn.execute(
            insert(CampaignParticipant),
            [
                {"campaign_id": campaign.id, "player_id": pid, "joined_at": now}
                for pid in player_ids
            ],
        )
        start = date(2025, 1, 1)
        conn.execute(
            insert(Game),
            [
                {
                    "campaign_id": campaign.id,
                    "played_on": start + timedelta(days=n // 30),
                    "turns": rng.randint(3, 7),
                    "duration_s": None,
                    "notes": "",
                    "source": "manual",
                    "tracked_game_id": None,
                    "created_at": now,
                    "updated_at": now,
                }
                for n in range(GAMES)
            ],
        )
        game_ids = [row[0] for row in conn.exec_driver_sql("SELECT id FROM game ORDER BY id")]
        seats = []
        for game_id in game_ids:
            a, b = rng.sample(player_ids, 2)
            outcome = rng.choice(("win", "loss", "draw"))
            other = {"win": "loss", "loss": "win", "draw": "draw"}[outcome]
            for seat, (pid, result) in enumerate(((a, outcome), (b, other)), start=1):
                seats.append(
                    {
                        "game_id": game_id,
                        "seat": seat,
                        "player_id": pid,
                        "roster_document": None,
                        "team_key": rng.choice(teams),
                        "primary_score": rng.randint(0, 2),
                        "result": result,
                        "score": None,
                    }
                )
        conn.execute(insert(GameSeat), seats)
    return campaign.id


def time_statistics(db: Database, campaign_id: int) -> tuple[float, float, float]:
    """Median wall-clock and CPU milliseconds (on a machine shared with other work the wall
    clock also counts waiting for a core, the CPU time does not), and the bare query's."""
    campaign_statistics(db, campaign_id)  # warm the connection pool and statement caches
    timings, cpu, bare = [], [], []
    for _ in range(RUNS):
        started = time.perf_counter()
        with db.engine.connect() as conn:
            conn.execute(SEATS_QUERY, {"campaign": campaign_id}).fetchall()
        bare.append((time.perf_counter() - started) * 1000)
        started, started_cpu = time.perf_counter(), time.process_time()
        stats = campaign_statistics(db, campaign_id)
        timings.append((time.perf_counter() - started) * 1000)
        cpu.append((time.process_time() - started_cpu) * 1000)
        assert len(stats.standings) == PLAYERS and len(stats.rows) == 2 * GAMES
    return statistics.median(timings), statistics.median(cpu), statistics.median(bare)


def time_bare_page(rows: int, columns: int) -> float:
    """Milliseconds to show and paint a bare table of ``rows`` plain items (the baseline)."""
    from PySide6.QtGui import QStandardItem, QStandardItemModel
    from PySide6.QtWidgets import QApplication, QTableView

    app = QApplication.instance()
    assert app is not None
    started = time.perf_counter()
    view = QTableView()
    model = QStandardItemModel(rows, columns, view)
    for row in range(rows):
        for column in range(columns):
            model.setItem(row, column, QStandardItem(f"{row}:{column}"))
    view.setModel(model)
    view.resize(1000, 700)
    view.show()
    app.processEvents()
    view.viewport().grab()
    elapsed = (time.perf_counter() - started) * 1000
    view.close()
    view.deleteLater()
    app.processEvents()
    return elapsed


def time_games_list(db: Database, campaign_id: int) -> tuple[float, float, float, int]:
    """(first paint, one scroll to the bottom, fetch everything) in ms, and rows loaded."""
    from PySide6.QtWidgets import QApplication, QTableView

    from ui.campaign.models import GamesModel

    app = QApplication.instance()
    assert app is not None
    # Paying Qt's one-off costs (fonts, style) first: in Muster the main window already has.
    warm = QTableView()
    warm.show()
    app.processEvents()
    warm.viewport().grab()
    warm.close()
    started = time.perf_counter()
    view = QTableView()
    model = GamesModel(lambda: db, view)
    view.setModel(model)
    view.resize(1000, 700)
    model.load(campaign_id)
    view.show()
    app.processEvents()
    view.viewport().grab()
    first_paint = (time.perf_counter() - started) * 1000

    started = time.perf_counter()
    view.scrollToBottom()
    app.processEvents()
    view.viewport().grab()
    scroll = (time.perf_counter() - started) * 1000

    started = time.perf_counter()
    root = model.index(-1, -1)
    while model.canFetchMore(root):
        view.scrollToBottom()
        app.processEvents()
    view.viewport().grab()
    fetch_all = (time.perf_counter() - started) * 1000
    rows = model.rowCount()
    for widget in (view, warm):
        widget.close()
        widget.deleteLater()
    app.processEvents()
    return first_paint, scroll, fetch_all, rows


def time_sorted_pages(db: Database, campaign_id: int) -> tuple[str, float]:
    """The slowest page of the games list sorted on any column (the database sorts; a page
    deep in the list costs more with OFFSET): its column and milliseconds."""
    worst = ("", 0.0)
    for key in GAME_SORT_KEYS:
        for offset in (0, max(0, GAMES - 200)):
            started = time.perf_counter()
            game_summaries(db, campaign_id, offset, 200, key, False)
            elapsed = (time.perf_counter() - started) * 1000
            worst = max(worst, (key, elapsed), key=lambda pair: pair[1])
    return worst


def main() -> int:
    from PySide6.QtWidgets import QApplication

    global APP
    APP = QApplication.instance() or QApplication([])  # lives as long as the interpreter
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", help="an empty database to fill (default: a new SQLite file)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        url = args.url or f"sqlite:///{Path(folder) / 'bench.db'}"
        db = open_database(url)
        started = time.perf_counter()
        campaign_id = populate(db)
        print(
            f"generated {GAMES} games, {PLAYERS} players on {db.engine.dialect.name} "
            f"in {time.perf_counter() - started:.1f} s"
        )
        stats_ms, stats_cpu_ms, query_ms = time_statistics(db, campaign_id)
        print(f"standings + statistics: {stats_cpu_ms:.1f} ms of CPU (median of {RUNS})")
        from ui.campaign.models import GamesModel

        first_paint, scroll, fetch_all, rows = time_games_list(db, campaign_id)
        bare_paint = time_bare_page(GamesModel.PAGE, GamesModel(lambda: db).columnCount())
        print(f"games list scroll to the end of the first page: {scroll:7.1f} ms")
        print(f"games list fetch all {rows} rows while scrolling: {fetch_all:7.1f} ms")
        key, sorted_ms = time_sorted_pages(db, campaign_id)
        print(f"games list sorted, slowest page of 200: {sorted_ms:7.1f} ms (by {key})")
        db.dispose()
    return verdict(
        [
            Figure(
                f"standings + statistics of {GAMES} games, median of {RUNS}",
                stats_ms,
                STATS_BUDGET_MS,
                query_ms,
                "a bare query of the same seats",
            ),
            Figure(
                f"games list first paint ({GamesModel.PAGE} rows fetched)",
                first_paint,
                FIRST_PAINT_BUDGET_MS,
                bare_paint,
                "a bare table of one page",
            ),
        ]
    )


if __name__ == "__main__":
    sys.exit(main())
