"""Shared fixtures. No test touches the real user directories: MUSTER_HOME always points at a
temporary folder, and the database fixtures run on SQLite and, when MUSTER_TEST_POSTGRES_URL
is set, on PostgreSQL too."""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from tests.profiles import profile

# `make test-full` runs every property test with many more examples (tests/profiles.py).
settings.load_profile(profile())

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Before anything reads the settings: never the real user folders, even at import time.
os.environ["MUSTER_HOME"] = tempfile.mkdtemp(prefix="muster-test-home-")
os.environ.pop("MUSTER_DATABASE_URL", None)

POSTGRES_URL = os.environ.get("MUSTER_TEST_POSTGRES_URL")


@pytest.fixture(scope="session")
def shared_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One cache folder for the tests of a worker: what is kept there (validated packs) is
    made again whenever it is stale, so sharing it changes no outcome, and spares every test
    that opens Legion's catalogue reading and validating its 1.2 MB pack (~0.35 s)."""
    return tmp_path_factory.mktemp("cache")


@pytest.fixture(autouse=True)
def muster_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch, shared_cache: Path
) -> Path:
    """A fresh MUSTER_HOME for every test (its cache folder shared), and English unless a
    test says otherwise. Beside the test's tmp_path, so that a test sees there only what
    it made."""
    home = tmp_path_factory.mktemp("muster-home")
    (home / "cache").symlink_to(shared_cache, target_is_directory=True)
    monkeypatch.setenv("MUSTER_HOME", str(home))
    monkeypatch.delenv("MUSTER_DATABASE_URL", raising=False)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    from app.i18n import set_language

    set_language("en")
    return home


@pytest.fixture(autouse=True)
def deleted_widgets() -> Iterator[None]:
    """Deletes after each test the widgets it closed (pytest-qt's ``deleteLater``): left
    alive, every window of the tests before slows each later style and language change."""
    yield
    if "PySide6.QtCore" in sys.modules:
        from PySide6.QtCore import QCoreApplication, QEvent

        if QCoreApplication.instance() is not None:
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _postgres_database() -> Iterator[str]:
    """A new, empty PostgreSQL database for one test, dropped afterwards."""
    from tests.postgres import throwaway_database

    assert POSTGRES_URL
    yield from throwaway_database(POSTGRES_URL)


DATABASE_BACKENDS = [
    "sqlite",
    pytest.param(
        "postgresql",
        marks=[
            pytest.mark.postgres,
            pytest.mark.skipif(not POSTGRES_URL, reason="MUSTER_TEST_POSTGRES_URL is not set"),
        ],
    ),
]


@pytest.fixture(params=DATABASE_BACKENDS)
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An empty database URL, once for SQLite and once for PostgreSQL; on PostgreSQL, for a
    test that also uses ``database``, the worker's copy of the migrated template, emptied
    after each test (a tenth of the time a new copy takes: tests/postgres.py)."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'test.db'}"
    elif "database" in request.fixturenames:
        reused = request.getfixturevalue("reused_postgres")
        yield reused.url
        reused.reset()
    else:
        yield from _postgres_database()


# Running every migration takes a tenth of a second or more; hundreds of tests need a database
# at the newest schema. Each worker migrates one database per backend at the start and the
# tests copy it (tests/core/test_db.py runs the migrations themselves).
@pytest.fixture(scope="session")
def migrated_sqlite(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A SQLite file at the newest schema, in one file (no write-ahead log) to copy."""
    from app.db import open_database

    file = tmp_path_factory.mktemp("migrated") / "muster.db"
    open_database(f"sqlite:///{file}").dispose()
    with contextlib.closing(sqlite3.connect(file)) as connection:
        connection.execute("PRAGMA journal_mode=DELETE")
    return file


@pytest.fixture(scope="session")
def migrated_postgres() -> Iterator[str]:
    """The name of a PostgreSQL database at the newest schema, a template for the tests'."""
    from sqlalchemy.engine import make_url

    from app.db import open_database

    for url in _postgres_database():
        open_database(url).dispose()
        name = make_url(url).database
        assert name
        yield name


@pytest.fixture(scope="session")
def reused_postgres(migrated_postgres: str) -> Iterator[object]:
    """This worker's copy of the migrated template, taken by its tests in turn."""
    from tests.postgres import ReusedDatabase

    assert POSTGRES_URL
    reused = ReusedDatabase(POSTGRES_URL, migrated_postgres)
    yield reused
    reused.close()


def copy_migrated(template: Path, file: Path) -> Path:
    """Puts a copy of the migrated ``template`` at ``file`` unless a database is there."""
    if not file.exists():
        file.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(template, file)
    return file


@pytest.fixture
def database(request: pytest.FixtureRequest, database_url: str, tmp_path: Path) -> Iterator[object]:
    """An open database at the newest schema on each backend, at ``database_url``."""

    from app.db import open_database, sqlite_file

    file = sqlite_file(database_url)
    if file is not None:
        copy_migrated(request.getfixturevalue("migrated_sqlite"), file)
    # On PostgreSQL, database_url made the database a copy of the migrated template already.
    db = open_database(database_url, backups_dir=tmp_path / "backups")
    yield db
    db.dispose()


@pytest.fixture
def home_database(muster_home: Path, migrated_sqlite: Path) -> Path:
    """The SQLite file of the test's MUSTER_HOME, already at the newest schema."""
    from app.settings import paths

    return copy_migrated(migrated_sqlite, paths().database_file)


@pytest.fixture
def workspace(home_database: Path) -> Iterator[object]:
    """A workspace in the test's MUSTER_HOME, with its SQLite database opened."""
    from app.workspace import Workspace

    ws = Workspace()
    ws.open_database()
    yield ws
    ws.close()
