"""The database: migrations, backups, bad files, newer versions and concurrent processes.

Tests taking ``database_url``/``database`` run on SQLite and, when MUSTER_TEST_POSTGRES_URL is
set, on PostgreSQL too."""

import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sqlalchemy import inspect, text
from sqlmodel import select

from app import db as dbmod
from app.errors import DatabaseCorruptError, DatabaseTooNewError, DatabaseUnreachableError
from models import Roster
from tests.profiles import examples

FOUNDATION_TABLES = {"setting", "roster", "collection_item", "alembic_version"}


def test_migrates_an_empty_database_to_head(database_url, tmp_path):
    database = dbmod.open_database(database_url, backups_dir=tmp_path / "b")
    try:
        assert database.revision() == dbmod.head_revision()
        assert set(inspect(database.engine).get_table_names()) >= FOUNDATION_TABLES
    finally:
        database.dispose()


def test_revisions_form_one_chain():
    order = dbmod.revision_order()
    assert order[0] == "0001_foundation"
    assert order[-1] == dbmod.head_revision()
    assert len(order) == len(dbmod.known_revisions())


@pytest.mark.parametrize("start", dbmod.revision_order()[:-1] or [None])
def test_migrates_from_each_previous_schema_keeping_data(database_url, tmp_path, start):
    """A database left at an older revision, with a saved roster, reaches head intact."""
    if start is None:
        pytest.skip("only one revision so far: covered by the empty-database test")
    engine = dbmod.create_db_engine(database_url)
    dbmod.run_migrations(engine, start)
    with engine.begin() as conn:
        conn.execute(
            text(
                "INSERT INTO roster (system, name, document, created_at, updated_at) "
                "VALUES ('shatterpoint', 'Kept', '{}', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)"
            )
        )
    engine.dispose()
    database = dbmod.open_database(database_url, backups_dir=tmp_path / "b")
    try:
        assert database.revision() == dbmod.head_revision()
        with database.session() as session:
            assert [r.name for r in session.exec(select(Roster)).all()] == ["Kept"]
    finally:
        database.dispose()
    if dbmod.sqlite_file(database_url):
        assert len(dbmod.list_backups(tmp_path / "b", "test")) == 1


def test_backup_before_migrating_sqlite(tmp_path):
    file = tmp_path / "muster.db"
    engine = dbmod.create_db_engine(f"sqlite:///{file}")
    dbmod.run_migrations(engine, "0001_foundation")
    with engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '0001_foundation'"))
    engine.dispose()
    # Pretend the head moved on: a database at an older revision is backed up before upgrading.
    backups = tmp_path / "backups"
    if dbmod.head_revision() == "0001_foundation":
        target = dbmod.backup_sqlite(file, backups, "manual")
        assert sqlite3.connect(target).execute("SELECT count(*) FROM roster").fetchone() == (0,)
    else:
        dbmod.open_database(f"sqlite:///{file}", backups_dir=backups).dispose()
        assert dbmod.list_backups(backups)


def test_keeps_only_the_last_ten_backups(tmp_path):
    file = tmp_path / "muster.db"
    dbmod.open_database(f"sqlite:///{file}").dispose()
    for _ in range(13):
        dbmod.backup_sqlite(file, tmp_path / "backups")
    assert len(dbmod.list_backups(tmp_path / "backups")) == 10


def test_sqlite_is_opened_in_wal_mode_with_foreign_keys(tmp_path):
    database = dbmod.open_database(f"sqlite:///{tmp_path / 'm.db'}")
    with database.engine.connect() as conn:
        assert conn.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert conn.execute(text("PRAGMA foreign_keys")).scalar() == 1
        assert conn.execute(text("PRAGMA busy_timeout")).scalar() == dbmod.BUSY_TIMEOUT_MS
    database.dispose()


def test_settings_round_trip(database):
    database.set_setting("print.paper", {"size": "a4", "crop": True})
    database.set_setting("print.paper", {"size": "letter", "crop": False})
    assert database.get_setting("print.paper") == {"size": "letter", "crop": False}
    assert database.get_setting("missing", 42) == 42


def test_a_damaged_file_is_refused_then_moved_aside_never_deleted(tmp_path):
    file = tmp_path / "muster.db"
    garbage = b"this is not a database" * 200
    file.write_bytes(garbage)
    with pytest.raises(DatabaseCorruptError) as caught:
        dbmod.open_database(f"sqlite:///{file}", backups_dir=tmp_path / "b")
    assert str(file) in caught.value.message("en")
    assert file.read_bytes() == garbage
    moved = dbmod.quarantine(file)
    assert not file.exists() and moved.read_bytes() == garbage
    fresh = dbmod.open_database(f"sqlite:///{file}")
    assert fresh.revision() == dbmod.head_revision()
    fresh.dispose()


def test_a_truncated_database_is_detected(tmp_path):
    file = tmp_path / "muster.db"
    database = dbmod.open_database(f"sqlite:///{file}")
    with database.session() as session:
        for n in range(300):
            session.add(Roster(system="shatterpoint", name=f"r{n}", document="{}" * 200))
        session.commit()
    database.dispose()
    data = file.read_bytes()
    file.write_bytes(data[: len(data) // 3] + b"\0" * 4096 + data[len(data) // 3 + 4096 :])
    with pytest.raises(DatabaseCorruptError):
        dbmod.open_database(f"sqlite:///{file}")


def test_restore_latest_backup(tmp_path):
    file = tmp_path / "muster.db"
    database = dbmod.open_database(f"sqlite:///{file}")
    database.set_setting("kept", True)
    database.dispose()
    backup = dbmod.backup_sqlite(file, tmp_path / "backups")
    file.write_bytes(b"damaged" * 1000)
    dbmod.quarantine(file)
    dbmod.restore_backup(dbmod.list_backups(tmp_path / "backups")[0], file)
    assert backup.exists()
    restored = dbmod.open_database(f"sqlite:///{file}")
    assert restored.get_setting("kept") is True
    restored.dispose()


def test_a_database_from_a_newer_muster_is_refused_untouched(database_url, tmp_path):
    dbmod.open_database(database_url).dispose()
    engine = dbmod.create_db_engine(database_url)
    with engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '9999_from_the_future'"))
    engine.dispose()
    file = dbmod.sqlite_file(database_url)
    before = file.read_bytes() if file else None
    with pytest.raises(DatabaseTooNewError) as caught:
        dbmod.open_database(database_url, backups_dir=tmp_path / "b")
    assert "9999_from_the_future" in caught.value.message("en")
    assert "plus récente" in caught.value.message("fr")
    if file:
        assert file.read_bytes() == before
        assert not (tmp_path / "b").exists()


def test_an_unreachable_server_is_a_clear_error():
    with pytest.raises(DatabaseUnreachableError) as caught:
        dbmod.open_database("postgresql+psycopg://nobody:secret@127.0.0.1:1/none")
    message = caught.value.message("en")
    assert "Cannot connect" in message and "secret" not in message


WRITER = textwrap.dedent(
    """
    import sys
    from app.db import open_database
    from models import Roster
    url, label, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    database = open_database(url)
    for n in range(count):
        with database.session() as session:
            session.add(Roster(system="shatterpoint", name=f"{label}-{n}", document="{}"))
            session.commit()
    database.dispose()
    print("done")
    """
)


@pytest.mark.slow
def test_two_processes_writing_at_once_lose_nothing(database_url, tmp_path):
    """Two Muster processes start on the same (new) database and write at the same time."""
    count = 150
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, database_url, label, str(count)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for label in ("one", "two")
    ]
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        assert out.strip() == "done"
    database = dbmod.open_database(database_url)
    with database.session() as session:
        names = {r.name for r in session.exec(select(Roster)).all()}
    database.dispose()
    assert names == {f"{label}-{n}" for label in ("one", "two") for n in range(count)}
    file = dbmod.sqlite_file(database_url)
    if file:
        assert sqlite3.connect(file).execute("PRAGMA integrity_check").fetchone() == ("ok",)


@settings(max_examples=examples(200), deadline=None)
@given(st.text(min_size=1, max_size=40))
def test_a_plain_sqlite_address_is_read_as_sqlalchemy_reads_it(path: str):
    """The start-up reads a plain ``sqlite:///path`` without SQLAlchemy: the same file, or
    nothing (SQLAlchemy reads it then), for any path — spaces, %-escapes, ł, NUL, ``?``."""
    from sqlalchemy.engine import make_url

    url = f"sqlite:///{path}"
    plain = dbmod.plain_sqlite_file(url)
    if plain is None:
        return
    assert plain == Path(make_url(url).database or "")
    assert dbmod.sqlite_file(url) == plain


def test_the_first_reads_without_sqlalchemy_match_the_engines(tmp_path: Path):
    """Database.rows answers with sqlite3 until the engine is made, then through it: the
    Builder's lists are the same either way (dates included)."""
    from app.catalog.collection import Collection
    from app.roster.document import RosterDocument
    from app.roster.store import RosterStore

    url = f"sqlite:///{tmp_path / 'muster.db'}"
    writer = dbmod.open_database(url)
    RosterStore(writer).create(RosterDocument("shatterpoint", "Łódź «première»"))
    Collection(writer, "shatterpoint").set_count("lord-maul", 2)
    writer.dispose()

    reader = dbmod.open_database(url)
    assert reader._engine is None  # at the newest schema: opened by sqlite3 alone
    before = (RosterStore(reader).list(), Collection(reader, "shatterpoint").counts())
    assert reader._engine is None
    assert reader.engine is not None
    after = (RosterStore(reader).list(), Collection(reader, "shatterpoint").counts())
    reader.dispose()
    assert before == after
    assert before[0][0].name == "Łódź «première»" and before[1] == {"lord-maul": 2}
    assert before[0][0].updated_at.year >= 2026
