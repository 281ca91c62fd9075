"""Shared fixtures. No test touches the real user directories: MUSTER_HOME always points at a
temporary folder, and the database fixtures run on SQLite and, when MUSTER_TEST_POSTGRES_URL
is set, on PostgreSQL too."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

# Timings stay out of the tests (benchmarks/ measures them): a busy machine must not fail a
# property test because one example was slow.
settings.register_profile("muster", deadline=None)
# `make test-full`: every property test with many more examples than the everyday run's.
settings.register_profile("full", deadline=None, max_examples=1000)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "muster"))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Before anything reads the settings: never the real user folders, even at import time.
os.environ["MUSTER_HOME"] = tempfile.mkdtemp(prefix="muster-test-home-")
os.environ.pop("MUSTER_DATABASE_URL", None)

POSTGRES_URL = os.environ.get("MUSTER_TEST_POSTGRES_URL")


@pytest.fixture(autouse=True)
def muster_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh MUSTER_HOME for every test, and English unless a test says otherwise."""
    home = tmp_path / "muster-home"
    monkeypatch.setenv("MUSTER_HOME", str(home))
    monkeypatch.delenv("MUSTER_DATABASE_URL", raising=False)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    from app.i18n import set_language

    set_language("en")
    return home


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
    """An empty database URL, once for SQLite and once for PostgreSQL."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'test.db'}"
    else:
        yield from _postgres_database()


@pytest.fixture
def database(database_url: str, tmp_path: Path) -> Iterator[object]:
    """An open, migrated database on each backend."""
    from app.db import open_database

    db = open_database(database_url, backups_dir=tmp_path / "backups")
    yield db
    db.dispose()


@pytest.fixture
def workspace(muster_home: Path) -> Iterator[object]:
    """A workspace in the test's MUSTER_HOME, with its SQLite database opened."""
    from app.workspace import Workspace

    ws = Workspace()
    ws.open_database()
    yield ws
    ws.close()
