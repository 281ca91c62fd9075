"""Throwaway PostgreSQL databases on a server the tests (and benchmarks) are given."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection, Engine


def throwaway_database(server_url: str, prefix: str = "muster_test") -> Iterator[str]:
    """A new, empty database on ``server_url``'s server (its user may create databases),
    yielded as a URL and dropped afterwards."""
    from sqlalchemy import create_engine

    name = f"{prefix}_{uuid.uuid4().hex[:12]}"
    admin = create_engine(server_url, isolation_level="AUTOCOMMIT")
    _create(admin, name)
    try:
        yield _url(server_url, name)
    finally:
        _drop(admin, name)
        admin.dispose()


def _url(server_url: str, name: str) -> str:
    from sqlalchemy.engine import make_url

    return make_url(server_url).set(database=name).render_as_string(hide_password=False)


def _create(admin: Engine, name: str, template: str | None = None) -> None:
    """Creates ``name``, empty or a copy of ``template`` (PostgreSQL copies its files, far
    faster than running every migration again)."""
    from sqlalchemy import text

    copied = f' TEMPLATE "{template}"' if template else ""
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"{copied}'))


def _drop(admin: Engine, name: str) -> None:
    """Drops ``name``, ending first the sessions a test left open on it."""
    from sqlalchemy import text

    with admin.connect() as conn:
        _end_sessions(conn, name)
        conn.execute(text(f'DROP DATABASE IF EXISTS "{name}"'))


# What a test may change in a database's structure, summed up: its tables with their columns,
# indexes, sequences, views and triggers, and the schema's revision.
STRUCTURE = """
SELECT md5(coalesce((
    SELECT string_agg(c.relkind::text || ':' || c.relname || '(' || coalesce((
        SELECT string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod), ','
                          ORDER BY a.attnum)
        FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    ), '') || ')', ';' ORDER BY c.relname)
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
      AND n.nspname NOT LIKE 'pg_temp%' AND n.nspname NOT LIKE 'pg_toast_temp%'
), '') || coalesce((SELECT string_agg(tgname, ',' ORDER BY tgname) FROM pg_trigger
                    WHERE NOT tgisinternal), '')
       || coalesce((SELECT string_agg(version_num, ',') FROM alembic_version), '-'))
"""


class ReusedDatabase:
    """A copy of a migrated template that one process's tests take in turn: after each test
    it is emptied (the tables that hold rows truncated, the sequences used restarted), which
    costs a tenth of making a new copy; a test that changed its structure gets a new copy.

    Each test so starts from what a new copy would be: the template's tables, empty (the
    migrations insert no rows besides the revision), every id counting from 1 again."""

    def __init__(self, server_url: str, template: str) -> None:
        from sqlalchemy import create_engine
        from sqlalchemy.pool import NullPool

        self._template = template
        self._name = f"muster_test_{uuid.uuid4().hex[:12]}"
        self.url = _url(server_url, self._name)
        self._admin = create_engine(server_url, isolation_level="AUTOCOMMIT")
        _create(self._admin, self._name, template)
        # A new session each time: resetting ends every other session on the database.
        self._own = create_engine(self.url, isolation_level="AUTOCOMMIT", poolclass=NullPool)
        self._structure = self._read_structure()

    def _read_structure(self) -> str:
        from sqlalchemy import text

        with self._own.connect() as conn:
            return str(conn.execute(text(STRUCTURE)).scalar_one())

    def reset(self) -> None:
        """Makes the database what a new copy of the template would be."""
        from sqlalchemy import text

        with self._admin.connect() as conn:
            _end_sessions(conn, self._name)  # a test's leftover sessions and their locks
        if self._read_structure() != self._structure:
            _drop(self._admin, self._name)
            _create(self._admin, self._name, self._template)
            return
        with self._own.connect() as conn:
            tables = [
                str(name)
                for (name,) in conn.execute(
                    text(
                        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' "
                        "AND tablename <> 'alembic_version'"
                    )
                )
            ]
            holding = [
                name
                for name in tables
                if conn.execute(text(f'SELECT EXISTS (SELECT 1 FROM "{name}")')).scalar_one()
            ]
            if holding:
                listed = ", ".join(f'"{name}"' for name in holding)
                conn.execute(text(f"TRUNCATE {listed} RESTART IDENTITY CASCADE"))
            # A sequence advances even when its rows were rolled back or deleted.
            used = conn.execute(
                text(
                    "SELECT schemaname, sequencename FROM pg_sequences WHERE last_value IS NOT NULL"
                )
            ).all()
            for schema, sequence in used:
                conn.execute(text(f'ALTER SEQUENCE "{schema}"."{sequence}" RESTART'))

    def close(self) -> None:
        self._own.dispose()
        _drop(self._admin, self._name)
        self._admin.dispose()


def _end_sessions(conn: Connection, name: str) -> None:
    from sqlalchemy import text

    conn.execute(
        text(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE datname = :n AND pid <> pg_backend_pid()"
        ),
        {"n": name},
    )
