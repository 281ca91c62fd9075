"""Games CSV against hostile input: rows checked before the database sees them, the whole
import in one transaction, no game recorded twice by two imports at once, exports that no
spreadsheet runs, and a cancelled import that keeps nothing (SQLite and PostgreSQL)."""

from __future__ import annotations

import csv
import io
import subprocess
import sys
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy.exc import OperationalError

from app.campaign import games_csv
from app.campaign.campaigns import campaign_by_name, create_campaign, list_campaigns
from app.campaign.games import game_count, record_game
from app.campaign.games_csv import HEADER, ImportCancelledError, import_games
from app.campaign.players import list_players
from app.campaign.records import SeatResult
from app.campaign.spreadsheet import read_cell, safe_cell
from app.campaign.standings import standings
from app.campaign.standings_export import standings_csv
from app.errors import DatabaseError
from tests.conftest import copy_migrated
from tests.profiles import examples

ROOT = Path(__file__).resolve().parents[2]
HEAD = ",".join(HEADER) + "\n"
GOOD = "2026-03-01,League,Ann,Bob,Ann,2,1,,,5,fine\n"


def rows(*lines: str) -> str:
    return HEAD + "".join(lines)


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("2026-03-01,League,Ann,Bob,Ann,99999999999999999999,1,,,,\n", "score_1"),
        ("2026-03-01,League,Ann,Bob,Ann,2,1,,,99999999999,\n", "turns"),
        ("2026-03-01,League,Ann,Bob,Ann,2,1,,,1" + "0" * 5000 + ",\n", "turns"),
        ("2026-03-01,League,Ann,Bob,Ann,²,1,,,,\n", "score_1"),
        ("2026-03-01,League," + "A" * 201 + ",Bob,Bob,2,1,,,,\n", "player_1"),
        ("2026-03-01," + "L" * 201 + ",Ann,Bob,Ann,2,1,,,,\n", "campaign"),
        ("2026-03-01,League,Ann,Bob,Ann,2,1,,,,bad\x00note\n", "NUL"),
        ("2026-03-01,League,An\x00n,Bob,Bob,2,1,,,,\n", "NUL"),
        ("2026-03-01,League,Ann,Bob,Ann,2,1,,,," + "n" * 10_001 + "\n", "notes"),
    ],
)
def test_bad_values_are_reported_rows_and_never_reach_the_database(
    database: Any, line: str, reason: str
) -> None:
    report = import_games(database, rows(GOOD, line), "games.csv")
    assert report.imported == 1
    assert [bad.line for bad in report.bad_rows] == [3]
    message = report.bad_rows[0].reason("en")
    assert reason in message and len(message) < 200 and "\n" not in message
    assert all(bad.reason("fr") != bad.reason("en") for bad in report.bad_rows)
    assert [p.name for p in list_players(database)] == ["Ann", "Bob"]


def test_a_quoted_value_is_shown_on_one_short_line(database: Any) -> None:
    line = '2026-03-01,League,Ann,Bob,"Cid\r\n\x1b[31m' + "x" * 500 + '",2,1,,,,\n'
    report = import_games(database, rows(line), "games.csv")
    message = report.lines("en")[-1]
    assert "\n" not in message and "\r" not in message and "\x1b" not in message
    assert "\\x1b" in message and len(message) < 250


def test_a_database_failing_mid_import_keeps_nothing(
    database: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The disk fills while the second batch is written: no game, player or campaign stays."""
    lines = [f"2026-03-01,New League,P{n},Q{n},draw,1,1,,,,\n" for n in range(3 * games_csv.BATCH)]
    real_flush = games_csv._Writer.flush
    calls = []

    def failing_flush(self: Any) -> None:
        calls.append(1)
        if len(calls) == 2:
            raise OperationalError("INSERT", {}, Exception("database or disk is full"))
        real_flush(self)

    monkeypatch.setattr(games_csv._Writer, "flush", failing_flush)
    with pytest.raises(DatabaseError) as caught:
        import_games(database, rows(*lines), "games.csv")
    assert "full" in caught.value.message("en")
    assert list_campaigns(database) == []
    assert list_players(database) == []


def test_a_cancelled_import_keeps_nothing(database: Any) -> None:
    lines = [f"2026-03-01,League,P{n},Q{n},draw,1,1,,,,\n" for n in range(1000)]
    seen: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> bool:
        seen.append((done, total))
        return len(seen) < 3

    with pytest.raises(ImportCancelledError) as caught:
        import_games(database, rows(*lines), "games.csv", progress=progress)
    assert "nothing" in caught.value.message("en")
    assert caught.value.message("pl") != caught.value.message("en")
    assert list_campaigns(database) == [] and list_players(database) == []
    assert all(0 < done <= total for done, total in seen)


def test_the_file_is_read_as_a_stream_with_progress(database: Any, tmp_path: Path) -> None:
    file = tmp_path / "games.csv"
    file.write_text(rows(*[f"2026-03-01,League,P{n},Q{n},draw,1,1,,,,\n" for n in range(700)]))
    seen: list[tuple[int, int]] = []
    report = games_csv.import_games_file(
        database, file, progress=lambda done, total: seen.append((done, total)) or True
    )
    assert report.imported == 700
    assert seen[-1] == (1, 1)
    assert [total for _, total in seen[:-1]] == [file.stat().st_size] * (len(seen) - 1)


IMPORTER = """
import sys
from pathlib import Path
from app.db import open_database
from app.campaign import games_csv
db = open_database(sys.argv[1])
report = games_csv.import_games_file(db, Path(sys.argv[2]))
db.dispose()
print(report.imported, len(report.skipped))
"""


@pytest.mark.slow
def test_two_imports_of_one_file_at_once_record_its_games_once(
    database: Any, database_url: str, tmp_path: Path
) -> None:
    count = 1500
    lines = [
        f"2026-03-{1 + n % 28:02d},League,P{n % 40},Q{n % 30},draw,1,1,,,,\n" for n in range(count)
    ]
    file = tmp_path / "games.csv"
    file.write_text(rows(*lines))
    importers = [
        subprocess.Popen(
            [sys.executable, "-c", IMPORTER, database_url, str(file)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(2)
    ]
    results = []
    for importer in importers:
        out, err = importer.communicate(timeout=300)
        assert importer.returncode == 0, err
        results.append(tuple(int(n) for n in out.split()))
    assert sorted(results) == [(0, count), (count, 0)]
    league = campaign_by_name(database, "League")
    assert game_count(database, league.id) == count


def test_exported_cells_are_never_run_by_a_spreadsheet(database: Any) -> None:
    league = create_campaign(database, '=HYPERLINK("http://x")', "shatterpoint")
    record_game(
        database,
        league.id,
        date(2026, 3, 1),
        [SeatResult("@SUM(A1)", "win", 2), SeatResult("+1+1", "loss", 0)],
        notes="=cmd|' /C calc'!A0",
    )
    record_game(
        database,
        league.id,
        date(2026, 3, 2),
        [SeatResult("-2+3", "win", 2), SeatResult("\tTab", "loss", 1)],
    )
    text, _, _ = games_csv.export_games(database)
    standing = standings_csv(standings(database, league.id))
    for exported in (text, standing):
        for row in list(csv.reader(io.StringIO(exported)))[1:]:
            for cell in row:
                assert (
                    not cell.startswith(("=", "+", "-", "@", "\t", "\r"))
                    or cell.lstrip("-").isdigit()
                ), cell
    assert "'=cmd|' /C calc'!A0" in text
    assert "\n4,'+1+1,1,0,0,1,0,0,2\n" in standing  # the numbers stay numbers
    # Muster reads its own export back unchanged.
    other_url = database.url.replace("test.db", "other.db") if database.is_sqlite else None
    if other_url:
        from app.db import open_database

        other = open_database(other_url)
        import_games(other, text, "again.csv")
        again, _, _ = games_csv.export_games(other)
        assert again == text
        other.dispose()


@pytest.mark.parametrize(
    "value", ["=1+2", "+1", "-x", "@a", "\tx", "\rx", "'=x", "''+y", "-3", "+4.5", "plain", ""]
)
def test_safe_cells_read_back_as_written(value: str) -> None:
    assert read_cell(safe_cell(value)) == value


def test_a_disk_filling_up_during_an_import_leaves_nothing_behind(tmp_path: Path) -> None:
    """SQLite's own "database or disk is full" (its page limit reached) half-way through."""
    from sqlalchemy import event, text

    from app.db import open_database
    from app.errors import DatabaseFullError

    database = open_database(f"sqlite:///{tmp_path / 'small.db'}")
    with database.engine.connect() as conn:
        pages = conn.execute(text("PRAGMA page_count")).scalar()
    database.engine.dispose()
    event.listen(
        database.engine,
        "connect",
        lambda connection, _: connection.execute(f"PRAGMA max_page_count = {pages + 40}"),
    )
    lines = [f"2026-03-01,Big League,P{n},Q{n},draw,1,1,,,,notes {n}\n" for n in range(3000)]
    with pytest.raises(DatabaseFullError) as caught:
        import_games(database, rows(*lines), "games.csv")
    assert "full" in caught.value.message("en")
    assert list_campaigns(database) == [] and list_players(database) == []
    database.dispose()


def test_a_pipe_or_a_device_is_refused_without_waiting(database: Any, tmp_path: Path) -> None:
    import os

    from app.errors import FileReadError

    fifo = tmp_path / "games.csv"
    os.mkfifo(fifo)
    for path in (fifo, Path("/dev/zero")):
        with pytest.raises(FileReadError) as caught:
            games_csv.import_games_file(database, path)
        assert "regular file" in caught.value.message("en")


def test_a_control_character_in_a_name_is_refused(database: Any) -> None:
    report = import_games(database, rows("2026-03-01,League,Ann\x1b[2J,Bob,Bob,2,1,,,,\n"))
    assert report.imported == 0
    assert report.bad_rows[0].reason("en") == "player_1 contains a control character (\\x1b)."


cells = st.text(
    st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=30
) | st.sampled_from(
    ["", "draw", "Ann", "Bob", "2026-03-01", "0", "3", "-1", "1" * 25, "=1+1", "'=x", "9999"]
)


@settings(
    max_examples=examples(20, full=600), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(table=st.lists(st.lists(cells, min_size=9, max_size=12), max_size=8))
def test_any_csv_is_imported_or_refused_in_sentences(
    tmp_path_factory: pytest.TempPathFactory, migrated_sqlite: Path, table: list[list[str]]
) -> None:
    """Whatever the cells, the import gives a report of one-line reasons or one typed error,
    and the database holds exactly the games the report counts."""
    from app.db import open_database
    from app.errors import MusterError

    file = copy_migrated(migrated_sqlite, tmp_path_factory.mktemp("fuzz") / "f.db")
    database = open_database(f"sqlite:///{file}")
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(HEADER)
    writer.writerows(table)
    try:
        report = import_games(database, out.getvalue(), "fuzz.csv")
    except MusterError as error:
        message = error.message("pl")
        assert message and "\n" not in message
        report = None
    try:
        recorded = sum(game_count(database, c.id) for c in list_campaigns(database))
        if report is None:
            assert recorded == 0
        else:
            assert recorded == report.imported
            for line in report.lines("fr"):
                assert "\n" not in line and "\r" not in line
    finally:
        database.dispose()


def test_a_file_over_the_limit_is_refused_at_once_with_its_size(
    muster_home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 24: a 50 MB file (a million rows) would import for minutes; it is refused before
    a row is read, its size and the limit named (benchmarks/games_csv_limit.py has the rate)."""
    from app.cli import run
    from app.db import open_database
    from app.errors import FileReadError

    big = tmp_path / "games.csv"
    with big.open("wb") as out:  # sparse: its size without writing 50 MB
        out.write(HEAD.encode())
        out.truncate(50_000_000)
    assert run(["campaign", "import-games", str(big), "--lang", "fr"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "fait 50.0 Mo" in err and "les 5 Mo permis" in err
    db = open_database(f"sqlite:///{tmp_path / 'text.db'}")
    try:
        text = HEAD + GOOD * (games_csv.MAX_FILE_BYTES // len(GOOD))
        with pytest.raises(FileReadError, match="larger than the 5 MB"):
            games_csv.import_games(db, text, "pasted.csv")
    finally:
        db.dispose()
