"""The database: engine and sessions, migrations at start-up, backups, and bad-file handling.

SQLite (the default, in the user data directory) is opened in WAL mode with foreign keys on
and a busy timeout, so two Muster processes can write to it at once. Any other SQLAlchemy
URL may be used instead; PostgreSQL is the supported server for a shared club database.

Start-up reads the schema revision with a plain query and imports alembic only when a
migration is due; a SQLite file is copied to a timestamped backup before it is migrated.
"""

from __future__ import annotations

import contextlib
import json
import logging
import re
import shutil
import sqlite3
import sys
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import event, inspect, text
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import SQLAlchemyError
from sqlmodel import Session, create_engine

from app.errors import (
    DatabaseCorruptError,
    DatabaseError,
    DatabaseTooNewError,
    DatabaseUnreachableError,
)

log = logging.getLogger(__name__)

MIGRATIONS_DIR = Path(__file__).resolve().parent.parent / "models" / "migrations"
BACKUPS_KEPT = 10
BUSY_TIMEOUT_MS = 15_000
_REVISION_RE = re.compile(r'^revision(?:: str)? = ["\']([^"\']+)["\']', re.M)
_DOWN_RE = re.compile(r'^down_revision(?:: [^=]+)? = (?:["\']([^"\']+)["\']|None)', re.M)


def migrations_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) / "models" / "migrations" if bundle else MIGRATIONS_DIR


def known_revisions() -> dict[str, str | None]:
    """Every revision shipped with this Muster, mapped to the revision it follows."""
    chain: dict[str, str | None] = {}
    for file in (migrations_dir() / "versions").glob("*.py"):
        source = file.read_text(encoding="utf-8")
        rev, down = _REVISION_RE.search(source), _DOWN_RE.search(source)
        if rev:
            chain[rev.group(1)] = down.group(1) if down else None
    return chain


def head_revision() -> str:
    chain = known_revisions()
    parents = {down for down in chain.values() if down}
    heads = [rev for rev in chain if rev not in parents]
    if len(heads) != 1:
        raise RuntimeError(f"the migrations must have exactly one head, found {heads}")
    return heads[0]


def revision_order() -> list[str]:
    """Revisions from the first to the head."""
    chain = known_revisions()
    order = [head_revision()]
    while chain.get(order[-1]):
        order.append(chain[order[-1]])  # type: ignore[arg-type]
    return list(reversed(order))


def sqlite_file(url: str) -> Path | None:
    parsed = make_url(url)
    if (
        parsed.get_backend_name() != "sqlite"
        or not parsed.database
        or parsed.database == ":memory:"
    ):
        return None
    return Path(parsed.database)


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    cursor.execute("PRAGMA journal_mode = WAL")
    cursor.execute("PRAGMA foreign_keys = ON")
    cursor.execute("PRAGMA synchronous = NORMAL")
    cursor.close()


def check_sqlite_file(file: Path) -> None:
    """Raises DatabaseCorruptError when ``file`` exists but is not a readable SQLite database."""
    if not file.exists() or file.stat().st_size == 0:
        return
    try:
        conn = sqlite3.connect(f"file:{file}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_MS / 1000)
        try:
            result = conn.execute("PRAGMA quick_check").fetchone()
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        raise DatabaseCorruptError(file=str(file)) from exc
    if not result or result[0] != "ok":
        raise DatabaseCorruptError(file=str(file))


def _current_revision(engine: Engine) -> str | None:
    """The schema revision, by a plain query; None for a database Muster never migrated.

    Connection failures propagate: they are not the same thing as an empty database."""
    with engine.connect() as conn:
        if not inspect(conn).has_table("alembic_version"):
            return None
        return conn.execute(text("SELECT version_num FROM alembic_version")).scalar()


def backup_sqlite(file: Path, backups_dir: Path, label: str = "") -> Path:
    """Copies ``file`` (consistently, even mid-WAL) to a timestamped backup; keeps the last 10."""
    backups_dir.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    target = backups_dir / f"{file.stem}-{stamp}{'-' + label if label else ''}.db"
    source = sqlite3.connect(str(file), timeout=BUSY_TIMEOUT_MS / 1000)
    dest = sqlite3.connect(str(target))
    try:
        source.backup(dest)
    finally:
        dest.close()
        source.close()
    for old in list_backups(backups_dir, file.stem)[BACKUPS_KEPT:]:
        old.unlink(missing_ok=True)
    return target


def list_backups(backups_dir: Path, stem: str = "muster") -> list[Path]:
    """Backups of the database named ``stem``, newest first."""
    if not backups_dir.exists():
        return []
    return sorted(backups_dir.glob(f"{stem}-*.db"), key=lambda p: p.name, reverse=True)


def quarantine(file: Path) -> Path:
    """Moves a damaged database (and its WAL files) aside, never deleting it."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = file.with_name(f"{file.name}.damaged-{stamp}")
    file.replace(target)
    for suffix in ("-wal", "-shm"):
        companion = file.with_name(file.name + suffix)
        if companion.exists():
            companion.replace(target.with_name(target.name + suffix))
    return target


def restore_backup(backup: Path, file: Path) -> None:
    file.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(backup, file)


@contextlib.contextmanager
def _migration_lock(url: str, engine: Engine) -> Iterator[None]:
    """Only one process migrates at a time; the others wait and then find nothing to do."""
    file = sqlite_file(url)
    if file is not None:
        lock_path = file.with_name(file.name + ".migrate-lock")
        with open(lock_path, "a+b") as handle:
            if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
                import msvcrt

                msvcrt.locking(handle.fileno(), msvcrt.LK_LOCK, 1)
            else:
                import fcntl

                fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
            yield
        return
    if engine.dialect.name == "postgresql":
        with engine.connect() as conn:
            conn.execute(text("SELECT pg_advisory_lock(7341002)"))
            try:
                yield
            finally:
                conn.execute(text("SELECT pg_advisory_unlock(7341002)"))
                conn.commit()
        return
    yield


def run_migrations(engine: Engine, target: str = "head") -> None:
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(migrations_dir()))
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        command.upgrade(config, target)


class Database:
    """An open, migrated database. ``session()`` gives one session per unit of work."""

    def __init__(self, url: str, engine: Engine) -> None:
        self.url = url
        self.engine = engine
        self.file = sqlite_file(url)

    @property
    def is_sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"

    def session(self) -> Session:
        return Session(self.engine, expire_on_commit=False)

    def revision(self) -> str | None:
        return _current_revision(self.engine)

    def get_setting(self, key: str, default: Any = None) -> Any:
        from models import Setting

        with self.session() as session:
            row = session.get(Setting, key)
            return json.loads(row.value) if row is not None else default

    def set_setting(self, key: str, value: Any) -> None:
        from models import Setting

        with self.session() as session:
            row = session.get(Setting, key) or Setting(key=key)
            row.value = json.dumps(value, ensure_ascii=False)
            session.add(row)
            session.commit()

    def dispose(self) -> None:
        self.engine.dispose()


def create_db_engine(url: str) -> Engine:
    file = sqlite_file(url)
    if file is not None:
        file.parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(
            url, connect_args={"timeout": BUSY_TIMEOUT_MS / 1000, "check_same_thread": False}
        )
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    if make_url(url).get_backend_name() == "sqlite":  # in-memory
        engine = create_engine(url, connect_args={"check_same_thread": False})
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    return create_engine(url, pool_pre_ping=True)


def open_database(url: str, backups_dir: Path | None = None, migrate: bool = True) -> Database:
    """Opens ``url``, refusing a damaged or newer database, and migrates it to this version.

    Raises DatabaseCorruptError (the file is left where it is; see :func:`quarantine`),
    DatabaseTooNewError (nothing is touched) or DatabaseUnreachableError.
    """
    file = sqlite_file(url)
    if file is not None:
        check_sqlite_file(file)
    engine = create_db_engine(url)
    try:
        current = _current_revision(engine)
    except sqlite3.DatabaseError as exc:  # pragma: no cover - caught by check_sqlite_file
        engine.dispose()
        raise DatabaseCorruptError(file=str(file)) from exc
    except SQLAlchemyError as exc:
        engine.dispose()
        if file is not None:
            raise DatabaseCorruptError(file=str(file)) from exc
        raise DatabaseUnreachableError(
            url=make_url(url).render_as_string(hide_password=True),
            detail=str(getattr(exc, "orig", exc)).strip(),
        ) from exc
    chain = known_revisions()
    where = str(file) if file else make_url(url).render_as_string(hide_password=True)
    if current is not None and current not in chain:
        engine.dispose()
        raise DatabaseTooNewError(file=where, revision=current)
    if migrate and current != head_revision():
        try:
            with _migration_lock(url, engine):
                current = _current_revision(engine)
                if current != head_revision():
                    if file is not None and current is not None and backups_dir is not None:
                        backup_sqlite(file, backups_dir, label=f"before-{head_revision()}")
                    log.info("migrating %s from %s to %s", where, current, head_revision())
                    run_migrations(engine)
        except SQLAlchemyError as exc:
            engine.dispose()
            raise DatabaseError(detail=str(getattr(exc, "orig", exc)).strip()) from exc
    return Database(url, engine)
