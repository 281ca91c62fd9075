"""Throwaway PostgreSQL databases on a server the tests (and benchmarks) are given."""

from __future__ import annotations

import uuid
from collections.abc import Iterator


def throwaway_database(
    server_url: str, prefix: str = "muster_test", template: str | None = None
) -> Iterator[str]:
    """A new database on ``server_url``'s server (its user may create databases), empty or a
    copy of ``template`` (PostgreSQL copies its files, far faster than running every
    migration again), yielded as a URL and dropped afterwards."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    name = f"{prefix}_{uuid.uuid4().hex[:12]}"
    admin = create_engine(server_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        copied = f' TEMPLATE "{template}"' if template else ""
        conn.execute(text(f'CREATE DATABASE "{name}"{copied}'))
    try:
        yield make_url(server_url).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(
                text("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = :n"),
                {"n": name},
            )
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}"'))
        admin.dispose()
