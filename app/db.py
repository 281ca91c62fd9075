"""The database: engine and sessions, migrations at start-up, backups, and bad-file handling.

SQLite (the default, in the user data directory) is opened in WAL mode with foreign keys on
and a busy timeout, so two Muster processes can write to it at once. Any other SQLAlchemy
URL may be used instead; PostgreSQL is the supported server for a shared club database.

Start-up reads the schema revision with a plain query and imports alembic only when a
migration is due; a SQLite file is copied to a timestamped backup before it is migrated.
A SQLite file at the newest schema is opened without SQLAlchemy: its checks and revision
are read with ``sqlite3``, the engine is made the first time something asks for it, and
:meth:`Database.rows` answers the window's first reads (the Builder's lists) without one —
SQLAlchemy's import alone takes longer than showing a bare window (benchmarks/startup.py).

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
import threading
from collections.abc import Iterator, Mapping
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote

if TYPE_CHECKING:
    from sqlalchemy.engine import URL, Engine
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
# A plain SQLite file's address, read here as SQLAlchemy reads it (its path percent-decoded);
# any other address is read by SQLAlchemy.
_PLAIN_SQLITE_RE = re.compile(r"^sqlite(?:\+pysqlite)?:///(?P<path>[^?#]+)$")
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
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        if not isinstance(url, str) or not url.strip():
            raise ArgumentError(f"not a database address: {url!r}")
        return make_url(url)
    except (ArgumentError, ValueError) as exc:
        raise DatabaseUrlError(setting=setting, url=str(url)) from exc


def plain_sqlite_file(url: object) -> Path | None:
    """The file of a plain SQLite address (``sqlite:///path``, no query), read without
    SQLAlchemy; None for any other address (SQLAlchemy reads those)."""
    match = _PLAIN_SQLITE_RE.match(url) if isinstance(url, str) else None
    if match is None:
        return None
    path = unquote(match.group("path"))
    if path == ":memory:" or path.startswith("file:") or "\x00" in path:
        return None
    return Path(path)


def sqlite_file(url: str) -> Path | None:
    plain = plain_sqlite_file(url)
    if plain is not None:
        return plain
    from sqlalchemy.engine import make_url

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
    from sqlalchemy import inspect, text

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


def _sqlite_revision(file: Path) -> str | None:
    """The schema revision of the SQLite ``file`` read with ``sqlite3`` alone; None for a
    file Muster never migrated (or none yet). sqlite3's errors propagate."""
    if not file.exists():
        return None
    connection = sqlite3.connect(str(file), timeout=BUSY_TIMEOUT_MS / 1000)
    try:
        named = connection.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'alembic_version'"
        ).fetchone()
        if named is None:
            return None
        row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
        return None if row is None else str(row[0])
    finally:
        connection.close()


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
        from sqlalchemy import text

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

    ``read_only`` is True for a SQLite file opened without writing (a read-only folder).
    ``engine`` is made on first use when none is given (a SQLite file opened without
    SQLAlchemy)."""

    def __init__(self, url: str, engine: Engine | None = None, read_only: bool = False) -> None:
        self.url = url
        self._engine = engine
        self._engine_lock = threading.Lock()
        self.file = sqlite_file(url)
        self.read_only = read_only

    @property
    def engine(self) -> Engine:
        if self._engine is None:
            with self._engine_lock:  # two threads asking at once get one engine
                if self._engine is None:
                    self._engine = create_db_engine(self.url, self.read_only)
        return self._engine

    @property
    def is_sqlite(self) -> bool:
        # Every SQLite address names its dialect first (sqlite://, sqlite+pysqlite://).
        return self.url.startswith("sqlite")

    def rows(self, sql: str, params: Mapping[str, Any]) -> list[dict[str, Any]]:
        """The rows of a read-only query (``:name`` parameters) as dicts by column name.

        On a SQLite file whose engine nobody has needed yet, read with ``sqlite3``: the
        window's first page lists its data this way while SQLAlchemy is still unloaded
        (values come back as SQLite stores them: a date is its text). Else through the
        engine, the same query as SQLAlchemy's ``text``."""
        if self._engine is None and self.file is not None:
            connection = sqlite3.connect(str(self.file), timeout=BUSY_TIMEOUT_MS / 1000)
            try:
                cursor = connection.execute(sql, dict(params))
                names = [column[0] for column in cursor.description or ()]
                return [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]
            except sqlite3.Error as exc:
                raise explain(exc, self.file) from exc
            finally:
                connection.close()
        from sqlalchemy import text

        with self.engine.connect() as engine_connection:
            result = engine_connection.execute(text(sql), dict(params))
            return [dict(row._mapping) for row in result]

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
        if self._engine is not None:
            self._engine.dispose()


def as_datetime(value: Any) -> datetime:
    """A date read by :meth:`Database.rows`: a ``datetime`` from a server, the text SQLite
    stores (``2026-11-27 18:00:00.123456``) from a SQLite file."""
    return value if isinstance(value, datetime) else datetime.fromisoformat(str(value))


def preload_sqlalchemy() -> threading.Thread:
    """Imports SQLAlchemy and sqlmodel in a thread of their own, so that the first thing
    to need them after the window opened finds them loaded. Only third-party packages, which
    never import Muster's: a Muster module importing them meanwhile waits for the module it
    needs, and no two imports wait for each other."""

    def load() -> None:
        import sqlalchemy.orm  # noqa: F401
        import sqlmodel  # noqa: F401

    thread = threading.Thread(target=load, name="preload-sqlalchemy")
    thread.start()
    return thread


def create_db_engine(url: str, read_only: bool = False) -> Engine:
    from sqlalchemy import event
    from sqlalchemy.engine import create_engine, make_url

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


def _check_sqlite_place(file: Path, read_only: bool) -> None:
    """Raises the cause when the SQLite ``file`` cannot be opened (damaged, a folder, or
    unwritable unless ``read_only``); makes its folder when it is to be written."""
    check_sqlite_file(file, read_only)
    if read_only and not file.exists():
        raise DatabaseError(detail=str(file))
    if not read_only:
        try:
            file.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise diagnose(file, exc) from exc
        # SQLite would open an unwritable file read-only without a word, and fail later.
        if _folder_is_read_only(file.parent) or (file.exists() and not os.access(file, os.W_OK)):
            raise diagnose(file)


def _open_at_head(url: str, file: Path, migrate: bool) -> Database | None:
    """The SQLite ``file`` (already checked) opened without SQLAlchemy when it is at the
    newest schema (its engine is made when first needed); None when it needs migrating (or
    is not there yet): :func:`open_database` then goes on with SQLAlchemy and alembic."""
    try:
        current = _sqlite_revision(file)
    except sqlite3.Error as exc:
        raise diagnose(file, exc) from exc
    if current is not None and current not in known_revisions():
        raise DatabaseTooNewError(file=str(file), revision=current)
    if current == head_revision() or (current is not None and not migrate):
        return Database(url)
    return None


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
    plain = plain_sqlite_file(url)
    if plain is not None:
        _check_sqlite_place(plain, read_only)
        opened = None if read_only else _open_at_head(url, plain, migrate)
        if opened is not None:
            return opened
    from sqlalchemy.exc import ArgumentError, NoSuchModuleError, SQLAlchemyError

    parsed = parse_url(url, setting)
    file = sqlite_file(url)
    if file is not None and plain is None:
        _check_sqlite_place(file, read_only)
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
