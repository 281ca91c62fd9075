"""What every campaign operation on the database shares: one short transaction, run again
when it lost a race with another process, names cleaned and checked as the database holds them,
and a stored roster read back.

Every change is one short transaction, so two Muster processes sharing a database (SQLite in
WAL mode, or a club's PostgreSQL) can record games into the same campaign at once: a game and
its seats are written together or not at all, and a lost race for a new player's name is
retried rather than reported. Operations that change data return what is needed to reverse
them (the interface wraps them in QUndoStack commands).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

from sqlalchemy import select
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError
from sqlmodel import Session, col

from app.campaign.errors import InvalidGameError
from app.db import Database, explain
from app.errors import RosterFormatError
from app.i18n import QT_TRANSLATE_NOOP
from app.roster.document import RosterDocument
from models.campaign import Campaign, Player

T = TypeVar("T")
TNamed = TypeVar("TNamed", Player, Campaign)
RETRIES = 8  # runs of a change that keeps losing races before the conflict is raised


def _is_transient(exc: Exception) -> bool:
    """A lock timeout or a serialization failure: the same transaction may simply be retried."""
    text = str(getattr(exc, "orig", exc)).lower()
    return "locked" in text or "serializ" in text or "deadlock" in text


def in_transaction(db: Database, work: Callable[[Session], T]) -> T:
    """Runs ``work`` in one transaction and commits.

    ``work`` reads what it needs before writing, so when another process got in first (a lock
    held, or the same participant or player inserted a moment earlier) the whole transaction
    is simply run again and sees the other process's work. A conflict that persists is raised.
    """
    conflicts = 0
    for attempt in range(RETRIES):
        with db.session() as session:
            try:
                value = work(session)
                session.commit()
                return value
            except OperationalError as exc:
                session.rollback()
                if not _is_transient(exc) or attempt == RETRIES - 1:
                    # A full disk, a read-only file, a server that went away: one sentence.
                    raise explain(exc, db.file) from exc
            except IntegrityError:
                session.rollback()
                conflicts += 1
                if conflicts > 2:
                    raise
            except DBAPIError as exc:  # a value the database refuses (DataError and the like)
                session.rollback()
                raise explain(exc, db.file) from exc
        time.sleep(0.02 * (attempt + 1))
    raise AssertionError("unreachable")  # pragma: no cover


def insert_named(
    db: Database,
    taken: Callable[[], Exception],
    named: Callable[[Session], object | None],
    insert: Callable[[Session], T],
) -> T:
    """Inserts a row whose name must be free (a player, a campaign), in one transaction:
    ``taken()`` is raised when ``named`` finds the name used, or when the database refuses the
    row because another process inserted the same name a moment earlier."""

    def work(session: Session) -> T:
        if named(session) is not None:
            raise taken()
        return insert(session)

    try:
        return in_transaction(db, work)
    except IntegrityError as exc:
        raise taken() from exc


MAX_NAME = 200  # player.name and campaign.name are VARCHAR(200)


def clean_name(name: str) -> str:
    return " ".join(name.split())


def checked_name(name: str, missing: str) -> str:
    """``name`` cleaned; raises InvalidGameError (``missing`` when empty) unless the database
    can hold it (PostgreSQL refuses what SQLite would keep)."""
    name = clean_name(name)
    if not name:
        raise InvalidGameError(missing)
    if len(name) > MAX_NAME:
        raise InvalidGameError(
            QT_TRANSLATE_NOOP("Errors", "a name has at most {max} characters."), max=MAX_NAME
        )
    return name


def casefold_match(session: Session, table: type[TNamed], wanted: str) -> TNamed | None:
    """The row whose name equals ``wanted`` case aside in any alphabet: SQLite's lower() only
    knows ASCII, so "ŁUCJA" would not find "Łucja" (and an import would make a second one).
    Players and campaigns are few, so comparing their names here is cheap."""
    folded = wanted.casefold()
    names = session.execute(select(col(table.id), col(table.name))).all()
    match = next((row_id for row_id, row_name in names if row_name.casefold() == folded), None)
    return session.get(table, match) if match is not None else None


def roster_or_none(text: str | None) -> RosterDocument | None:
    """A stored roster read back; None when there is none or it no longer reads."""
    if not text:
        return None
    try:
        return RosterDocument.loads(text)
    except RosterFormatError:
        return None
