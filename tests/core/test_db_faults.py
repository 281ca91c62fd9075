"""Database faults at start-up: each cause told apart, the original bytes intact, and a file
moved aside only when SQLite itself says it is damaged."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.exc import OperationalError

from app import db as dbmod
from app.errors import (
    DatabaseCorruptError,
    DatabaseDriverError,
    DatabaseError,
    DatabaseFullError,
    DatabaseIsFolderError,
    DatabasePermissionError,
    DatabaseReadOnlyError,
    DatabaseTooNewError,
    DatabaseUrlError,
)
from tests.faults import IS_ROOT, fill, full_disk, read_only_folder


def healthy(file: Path) -> bytes:
    """A migrated database holding one setting, closed cleanly; its bytes."""
    database = dbmod.open_database(f"sqlite:///{file}")
    database.set_setting("kept", "yes")
    database.dispose()
    return file.read_bytes()


def test_a_folder_in_place_of_the_file_is_named_and_left_alone(tmp_path: Path) -> None:
    file = tmp_path / "muster.db"
    (file / "inside").mkdir(parents=True)
    with pytest.raises(DatabaseIsFolderError) as caught:
        dbmod.open_database(f"sqlite:///{file}")
    assert "is a folder" in caught.value.message("en")
    assert caught.value.message("pl") != caught.value.message("en")
    assert (file / "inside").is_dir()
    with pytest.raises(DatabaseIsFolderError):
        dbmod.quarantine(file)
    assert (file / "inside").is_dir()


def test_a_corrupt_header_is_damaged_and_only_then_moved_aside(tmp_path: Path) -> None:
    file = tmp_path / "muster.db"
    data = bytearray(healthy(file))
    data[:16] = b"not SQLite here!"
    file.write_bytes(bytes(data))
    with pytest.raises(DatabaseCorruptError):
        dbmod.open_database(f"sqlite:///{file}")
    assert file.read_bytes() == bytes(data)
    moved = dbmod.quarantine(file)
    assert moved.read_bytes() == bytes(data) and not file.exists()


def test_a_healthy_file_is_never_moved_aside(tmp_path: Path) -> None:
    file = tmp_path / "muster.db"
    before = healthy(file)
    with pytest.raises(DatabaseError) as caught:
        dbmod.quarantine(file)
    assert not isinstance(caught.value, DatabaseCorruptError)
    assert file.read_bytes() == before and not list(tmp_path.glob("*.damaged-*"))


def test_a_newer_revision_is_refused_untouched(tmp_path: Path) -> None:
    file = tmp_path / "muster.db"
    healthy(file)
    with sqlite3.connect(file) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999_future'")
    conn.close()
    before = file.read_bytes()
    with pytest.raises(DatabaseTooNewError):
        dbmod.open_database(f"sqlite:///{file}", backups_dir=tmp_path / "b")
    assert file.read_bytes() == before and not (tmp_path / "b").exists()


def test_a_read_only_folder_is_told_and_can_be_opened_read_only(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    file = folder / "muster.db"
    before = healthy(file)
    with read_only_folder(folder):
        with pytest.raises(DatabaseReadOnlyError) as caught:
            dbmod.open_database(f"sqlite:///{file}", backups_dir=folder / "backups")
        assert str(folder) in caught.value.message("en")
        assert file.read_bytes() == before
        database = dbmod.open_database(f"sqlite:///{file}", read_only=True)
        try:
            assert database.read_only and database.get_setting("kept") == "yes"
        finally:
            database.dispose()
        assert file.read_bytes() == before
        with pytest.raises(DatabaseReadOnlyError):
            dbmod.quarantine(file)
    assert file.read_bytes() == before


def test_a_file_muster_may_not_open_is_permission_denied(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    file = tmp_path / "muster.db"
    before = healthy(file)
    file.chmod(0)
    if IS_ROOT:  # root opens anything: the system answers as it would an ordinary user
        real_access = os.access
        monkeypatch.setattr(
            dbmod.os, "access", lambda path, mode: Path(path) != file and real_access(path, mode)
        )
        real_connect = sqlite3.connect

        def refused(database: str, *args: object, **kwargs: object) -> sqlite3.Connection:
            if str(file) in str(database):
                error = sqlite3.OperationalError("unable to open database file")
                error.sqlite_errorcode = 14  # type: ignore[attr-defined]
                raise error
            return real_connect(database, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(dbmod.sqlite3, "connect", refused)
    try:
        with pytest.raises(DatabasePermissionError) as caught:
            dbmod.open_database(f"sqlite:///{file}")
        assert "permission" in caught.value.message("en")
    finally:
        file.chmod(0o644)
    assert file.read_bytes() == before


def test_a_full_disk_is_told_and_the_file_kept(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    with full_disk(folder):
        file = folder / "muster.db"
        before = healthy(file)
        for companion in ("muster.db-wal", "muster.db-shm"):
            (folder / companion).unlink(missing_ok=True)
        fill(folder)
        with pytest.raises(DatabaseFullError) as caught:
            dbmod.open_database(f"sqlite:///{file}", backups_dir=folder / "backups")
        assert "full" in caught.value.message("en")
        assert file.read_bytes() == before
        with pytest.raises(DatabaseFullError):  # not damaged: never moved aside
            dbmod.quarantine(file)
        assert file.read_bytes() == before


def test_a_full_disk_simulated_is_not_called_damaged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where no tmpfs can be mounted: SQLite's own "disk full" (SQLITE_FULL) at start-up."""
    file = tmp_path / "muster.db"
    before = healthy(file)
    cause = sqlite3.OperationalError("database or disk is full")
    cause.sqlite_errorcode = 13  # type: ignore[attr-defined]

    def full(engine: object) -> None:
        raise OperationalError("PRAGMA journal_mode = WAL", {}, cause)

    def full_file(file: Path) -> None:
        raise cause

    # Read by sqlite3 alone (a file at the newest schema), then by SQLAlchemy (to migrate).
    monkeypatch.setattr(dbmod, "_sqlite_revision", full_file)
    with pytest.raises(DatabaseFullError):
        dbmod.open_database(f"sqlite:///{file}")
    monkeypatch.setattr(dbmod, "_sqlite_revision", lambda file: None)
    monkeypatch.setattr(dbmod, "_current_revision", full)
    with pytest.raises(DatabaseFullError):
        dbmod.open_database(f"sqlite:///{file}")
    assert file.read_bytes() == before
    enospc = OSError(28, "No space left on device")
    assert isinstance(dbmod.diagnose(file, enospc), DatabaseFullError)


@pytest.mark.parametrize(
    ("url", "error"),
    [
        ("not a url", DatabaseUrlError),
        ("", DatabaseUrlError),
        (5, DatabaseUrlError),
        ("mysql://user@server/muster", DatabaseDriverError),
        ("nosuchdb://x", DatabaseDriverError),
    ],
)
def test_an_unusable_address_names_the_setting(url: object, error: type) -> None:
    with pytest.raises(error) as caught:
        dbmod.open_database(url, setting="database_url in preferences.json")  # type: ignore[arg-type]
    message = caught.value.message("fr")
    assert "database_url in preferences.json" in message and "\n" not in message


def test_a_sql_failure_while_working_is_told_in_one_sentence(tmp_path: Path) -> None:
    file = tmp_path / "muster.db"
    healthy(file)
    database = dbmod.open_database(f"sqlite:///{file}")
    try:
        with database.engine.connect() as conn:
            conn.execute(text("PRAGMA max_page_count = 1"))
            with pytest.raises(OperationalError) as caught:
                conn.execute(text("CREATE TABLE big (x)"))
                conn.execute(text("INSERT INTO big VALUES (randomblob(100000))"))
        assert isinstance(dbmod.explain(caught.value, file), DatabaseFullError)
    finally:
        database.dispose()


DATABASE_COMMANDS = [
    ["campaign", "list"],
    ["campaign", "standings", "League"],
    ["campaign", "export-games", "out.csv"],
    ["game", "list"],
]


@pytest.mark.parametrize("command", DATABASE_COMMANDS)
@pytest.mark.parametrize(
    "configured",
    ["not a url", "mysql://user@server/club", 42, "sqlite:///{home}/data/folder.db"],
)
def test_every_command_tells_a_bad_database_in_one_line(
    command: list[str], configured: object, muster_home: Path, capsys, tmp_path: Path
) -> None:
    from app.cli import run
    from app.settings import load_preferences

    if isinstance(configured, str) and "{home}" in configured:
        configured = configured.format(home=muster_home)
        (muster_home / "data" / "folder.db").mkdir(parents=True)
    load_preferences().set("database_url", configured)
    command = [str(tmp_path / part) if part.endswith(".csv") else part for part in command]
    assert run(command) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("muster: "), err
    assert "database_url" in err or "is a folder" in err
    assert not (tmp_path / "out.csv").exists()
