"""The database: engine and sessions, migrations at start-up, backups, and bad-file handling.

SQLite (the default, in the user data directory) is opened in WAL mode with foreign keys on
and a busy timeout, so two Muster processes can write to it at once. Any other SQLAlchemy
URL may be used instead; PostgreSQL is the supported server for a shared club database.

Start-up reads the schema revision with a plain query and imports alembic only when a
migration is due; a SQLite file is copied to a timestamped backup before it is migrated.

When a SQLite file cannot be used, :func:`diagnose` tells the causes apart — a full disk, a
read-only folder, a permission refused, a folder where the file should be, a damaged file —
from the file, its folder and SQLite's own error code. Only a file that SQLite's
``PRAGMA quick_check`` finds damaged is called damaged, and only such a file may be moved
aside (:func:`quarantine` checks again).
"""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import os
import re
import shutil
import sqlite3
import sys
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import event, inspect, text
from sqlalchemy.engine import URL, Engine, create_engine, make_url
from sqlalchemy.exc import ArgumentError, NoSuchModuleError, SQLAlchemyError

if TYPE_CHECKING:
    from sqlmodel import Session

from app.errors import (
    DatabaseCorruptError,
    DatabaseDriverError,
    DatabaseError,
    DatabaseFullError,
    DatabaseIsFolderError,
    DatabasePermissionError,
    DatabaseReadOnlyError,
    DatabaseTooNewError,
    DatabaseUnreachableError,
    DatabaseUrlError,
)

log = logging.getLogger(__name__)

MIGRATIONS_DIR = Path(__file__).resolve().parent.parent / "models" / "migrations"
BACKUPS_KEPT = 10
BUSY_TIMEOUT_MS = 15_000
_REVISION_RE = re.compile(r'^revision(?:: str)? = ["\']([^"\']+)["\']', re.M)
_DOWN_RE = re.compile(r'^down_revision(?:: [^=]+)? = (?:["\']([^"\']+)["\']|None)', re.M)
# SQLite's primary result codes (https://sqlite.org/rescode.html) that name a cause.
SQLITE_PERM, SQLITE_BUSY, SQLITE_LOCKED, SQLITE_READONLY = 3, 5, 6, 8
SQLITE_IOERR, SQLITE_CORRUPT, SQLITE_FULL, SQLITE_CANTOPEN, SQLITE_NOTADB = 10, 11, 13, 14, 26
LOW_SPACE_BYTES = 1 << 20  # less free space than this, and an I/O error means a full disk


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


def parse_url(url: object, setting: str = "database_url") -> URL:
    """``url`` as SQLAlchemy reads it; DatabaseUrlError (naming ``setting``) when it is none."""
    try:
        if not isinstance(url, str) or not url.strip():
            raise ArgumentError(f"not a database address: {url!r}")
        return make_url(url)
    except (ArgumentError, ValueError) as exc:
        raise DatabaseUrlError(setting=setting, url=str(url)) from exc


def sqlite_file(url: str) -> Path | None:
    parsed = make_url(url)
    if (
        parsed.get_backend_name() != "sqlite"
        or not parsed.database
        or parsed.database == ":memory:"
    ):
        return None
    database = parsed.database
    if database.startswith("file:"):  # a read-only URI (see read_only_url)
        database = database[len("file:") :]
    return Path(database)


def read_only_url(file: Path) -> str:
    """A URL that opens ``file`` read-only, even in a read-only folder (where SQLite cannot
    make the WAL's shared-memory file, so the file is opened as immutable)."""
    return f"sqlite:///file:{file}?immutable=1&uri=true"


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    cursor.execute("PRAGMA journal_mode = WAL")
    cursor.execute("PRAGMA foreign_keys = ON")
    cursor.execute("PRAGMA synchronous = NORMAL")
    cursor.close()


def _read_only_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys = ON")
    cursor.close()


def _chain(exc: BaseException | None) -> Iterator[BaseException]:
    """``exc``, the driver's error it wraps, and their causes."""
    seen = 0
    while exc is not None and seen < 10:
        yield exc
        exc = getattr(exc, "orig", None) or exc.__cause__
        seen += 1


def _sqlite_code(exc: BaseException | None) -> int | None:
    """SQLite's primary result code behind ``exc`` (a SQLAlchemy or sqlite3 error), if any."""
    for link in _chain(exc):
        code = getattr(link, "sqlite_errorcode", None)
        if isinstance(code, int):
            return code & 0xFF
    return None


def _os_errno(exc: BaseException | None) -> int | None:
    for link in _chain(exc):
        if isinstance(link, OSError) and link.errno:
            return link.errno
    return None


def _folder_is_read_only(folder: Path) -> bool:
    try:
        if os.statvfs(folder).f_flag & os.ST_RDONLY:
            return True
    except (OSError, AttributeError):  # no statvfs on Windows; a missing folder
        pass
    return folder.exists() and not os.access(folder, os.W_OK | os.X_OK)


def _disk_is_full(folder: Path) -> bool:
    try:
        return shutil.disk_usage(folder).free < LOW_SPACE_BYTES
    except OSError:
        return False


def is_damaged(file: Path) -> bool:
    """Whether SQLite itself, reading ``file`` without writing, finds it damaged."""
    try:
        conn = sqlite3.connect(f"file:{file}?immutable=1", uri=True)
        try:
            result = conn.execute("PRAGMA quick_check").fetchone()
        finally:
            conn.close()
    except sqlite3.Error as exc:
        return _sqlite_code(exc) in (SQLITE_CORRUPT, SQLITE_NOTADB)
    return not result or result[0] != "ok"


def diagnose(file: Path, exc: BaseException | None = None) -> DatabaseError:
    """Why the SQLite database ``file`` cannot be used, as the error to show.

    The cause is read from the file and its folder (a folder in the file's place, a read-only
    folder, a file Muster may not open) and from SQLite's code (a full disk); the file is
    called damaged only when SQLite's quick_check says so."""
    folder = file.parent
    code, number = _sqlite_code(exc), _os_errno(exc)
    if file.is_dir():
        return DatabaseIsFolderError(file=str(file))
    if code == SQLITE_FULL or number in (errno.ENOSPC, errno.EDQUOT):
        return DatabaseFullError(file=str(file))
    damaged_code = code in (SQLITE_CORRUPT, SQLITE_NOTADB)
    if not damaged_code and (number == errno.EROFS or _folder_is_read_only(folder)):
        return DatabaseReadOnlyError(folder=str(folder), file=str(file))
    if number in (errno.EACCES, errno.EPERM) or (
        file.exists() and not os.access(file, os.R_OK | os.W_OK)
    ):
        return DatabasePermissionError(file=str(file))
    if code == SQLITE_READONLY:
        return DatabaseReadOnlyError(folder=str(folder), file=str(file))
    if code in (SQLITE_IOERR, SQLITE_CANTOPEN, None) and _disk_is_full(folder):
        return DatabaseFullError(file=str(file))
    if file.exists() and is_damaged(file):
        return DatabaseCorruptError(file=str(file))
    detail = str(getattr(exc, "orig", None) or exc or "").strip()
    return DatabaseError(detail=detail or str(file))


def explain(exc: BaseException, file: Path | None = None) -> DatabaseError:
    """A database failure met while working as one clear error: for a SQLite file, the
    causes of :func:`diagnose`; otherwise the driver's own sentence."""
    if file is not None and _sqlite_code(exc) not in (SQLITE_BUSY, SQLITE_LOCKED):
        return diagnose(file, exc)
    return DatabaseError(detail=str(getattr(exc, "orig", exc)).strip())


def check_sqlite_file(file: Path, read_only: bool = False) -> None:
    """Raises the cause (see :func:`diagnose`) when ``file`` is there but cannot be read as a
    SQLite database; DatabaseCorruptError only when SQLite's quick_check finds it damaged."""
    if file.is_dir():
        raise DatabaseIsFolderError(file=str(file))
    if not file.exists() or file.stat().st_size == 0:
        return
    mode = "immutable=1" if read_only else "mode=ro"
    try:
        conn = sqlite3.connect(f"file:{file}?{mode}", uri=True, timeout=BUSY_TIMEOUT_MS / 1000)
        try:
            result = conn.execute("PRAGMA quick_check").fetchone()
        finally:
            conn.close()
    except sqlite3.Error as exc:
        raise diagnose(file, exc) from exc
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
    """Moves a damaged database (and its WAL files) aside, never deleting it.

    Only a file SQLite itself finds damaged is moved: anything else raises the cause
    :func:`diagnose` finds and leaves the file where it is."""
    if file.is_dir() or not file.exists() or not is_damaged(file):
        raise diagnose(file)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = file.with_name(f"{file.name}.damaged-{stamp}")
    try:
        file.replace(target)
        for suffix in ("-wal", "-shm"):
            companion = file.with_name(file.name + suffix)
            if companion.exists():
                companion.replace(target.with_name(target.name + suffix))
    except OSError as exc:
        raise diagnose(file, exc) from exc
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
    """An open, migrated database. ``session()`` gives one session per unit of work.

    ``read_only`` is True for a SQLite file opened without writing (a read-only folder)."""

    def __init__(self, url: str, engine: Engine, read_only: bool = False) -> None:
        self.url = url
        self.engine = engine
        self.file = sqlite_file(url)
        self.read_only = read_only

    @property
    def is_sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"

    def session(self) -> Session:
        # sqlmodel (and with it SQLAlchemy's ORM and pydantic) loads with the first session:
        # opening the database and the Builder's first lists need SQLAlchemy's core only.
        from sqlmodel import Session

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


def create_db_engine(url: str, read_only: bool = False) -> Engine:
    file = sqlite_file(url)
    if file is not None and read_only:
        engine = create_engine(read_only_url(file), connect_args={"check_same_thread": False})
        event.listen(engine, "connect", _read_only_pragmas)
        return engine
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


def open_database(
    url: str,
    backups_dir: Path | None = None,
    migrate: bool = True,
    read_only: bool = False,
    setting: str = "database_url",
) -> Database:
    """Opens ``url``, refusing a damaged or newer database, and migrates it to this version.

    Raises DatabaseUrlError or DatabaseDriverError (naming ``setting``) for an address that
    cannot be used; for a SQLite file, the cause :func:`diagnose` finds (DatabaseCorruptError
    only when SQLite says the file is damaged; it is left where it is, see
    :func:`quarantine`); DatabaseTooNewError (nothing is touched); DatabaseUnreachableError for
    a server. ``read_only`` opens a SQLite file without writing anything (no migration).
    """
    parsed = parse_url(url, setting)
    file = sqlite_file(url)
    if file is not None:
        check_sqlite_file(file, read_only)
        if read_only and not file.exists():
            raise DatabaseError(detail=str(file))
        if not read_only:
            try:
                file.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise diagnose(file, exc) from exc
            # SQLite would open an unwritable file read-only without a word, and fail later.
            if _folder_is_read_only(file.parent) or (
                file.exists() and not os.access(file, os.W_OK)
            ):
                raise diagnose(file)
    try:
        engine = create_db_engine(url, read_only)
    except (NoSuchModuleError, ImportError) as exc:
        raise DatabaseDriverError(setting=setting, driver=parsed.drivername) from exc
    except (ArgumentError, TypeError, ValueError) as exc:
        raise DatabaseUrlError(
            setting=setting, url=parsed.render_as_string(hide_password=True)
        ) from exc
    where = str(file) if file else parsed.render_as_string(hide_password=True)
    try:
        current = _current_revision(engine)
    except SQLAlchemyError as exc:
        engine.dispose()
        if file is not None:
            raise diagnose(file, exc) from exc
        raise DatabaseUnreachableError(
            url=where, detail=str(getattr(exc, "orig", exc)).strip()
        ) from exc
    chain = known_revisions()
    if current is not None and current not in chain:
        engine.dispose()
        raise DatabaseTooNewError(file=where, revision=current)
    if read_only:
        if current != head_revision():  # an older schema would need writing to be used
            engine.dispose()
            assert file is not None
            raise DatabaseReadOnlyError(folder=str(file.parent), file=str(file))
        return Database(url, engine, read_only=True)
    if migrate and current != head_revision():
        try:
            with _migration_lock(url, engine):
                current = _current_revision(engine)
                if current != head_revision():
                    if file is not None and current is not None and backups_dir is not None:
                        backup_sqlite(file, backups_dir, label=f"before-{head_revision()}")
                    log.info("migrating %s from %s to %s", where, current, head_revision())
                    run_migrations(engine)
        except (SQLAlchemyError, sqlite3.Error, OSError) as exc:
            engine.dispose()
            if file is not None:
                raise diagnose(file, exc) from exc
            raise DatabaseError(detail=str(getattr(exc, "orig", exc)).strip()) from exc
    return Database(url, engine)
