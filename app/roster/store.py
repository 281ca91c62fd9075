"""Saved rosters: the roster documents kept in the database (table ``roster``).

Each operation is one transaction and returns what it stored, so the interface can undo it:
``delete`` hands back the deleted roster and ``restore`` puts it back under the same id.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from types import SimpleNamespace
from typing import Any

from app.db import Database, as_datetime
from app.errors import RosterFormatError, RosterNotFoundError
from app.roster.document import RosterDocument

# The lists are plain reads (Database.rows): the Builder page lists the saved rosters as the
# window starts, before SQLAlchemy is loaded; the other operations load the ORM
# (``models.core``) when they run.
LIST_QUERY = (
    "SELECT id, name, system, document, created_at, updated_at FROM roster{where}"
    " ORDER BY updated_at DESC, id DESC{limit}"
)

NAME_LENGTH = 300


@dataclass
class SavedRoster:
    """A roster as the database keeps it, with its id and times."""

    id: int
    name: str
    system: str
    document: RosterDocument
    created_at: datetime
    updated_at: datetime


# RosterStore.list shadows the builtin inside the class body.
SavedRosters = list[SavedRoster]
ListedRows = list[Any]


def _saved(row: Any) -> SavedRoster:
    """A stored roster, from a ``Roster`` row or a row of :data:`LIST_QUERY`."""
    assert row.id is not None
    try:
        document = RosterDocument.from_json(json.loads(row.document))
    except (json.JSONDecodeError, RosterFormatError):
        # A row damaged outside Muster still lists, as an empty roster of its system, so the
        # player can see, rename or delete it instead of losing the whole list.
        document = RosterDocument(row.system, row.name)
    return SavedRoster(row.id, row.name, row.system, document, row.created_at, row.updated_at)


def _name_of(document: RosterDocument) -> str:
    return document.name.strip()[:NAME_LENGTH]


class RosterStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    def list(self, system: str | None = None, search: str = "") -> SavedRosters:
        """Saved rosters, newest first; ``search`` matches names regardless of case."""
        rows = self._listed(system=system)
        # Matched here rather than in SQL: SQLite's lower() folds only ASCII letters.
        needle = search.strip().casefold()
        return [_saved(row) for row in rows if needle in row.name.casefold()]

    def recent(self, limit: int = 10) -> SavedRosters:
        return [_saved(row) for row in self._listed(limit=max(limit, 0))]

    def _listed(self, system: str | None = None, limit: int | None = None) -> ListedRows:
        where = "" if system is None else " WHERE system = :system"
        cut = "" if limit is None else " LIMIT :limit"
        rows = self.db.rows(
            LIST_QUERY.format(where=where, limit=cut), {"system": system, "limit": limit}
        )
        return [
            SimpleNamespace(
                **{
                    **row,
                    "created_at": as_datetime(row["created_at"]),
                    "updated_at": as_datetime(row["updated_at"]),
                }
            )
            for row in rows
        ]

    def get(self, roster_id: int) -> SavedRoster:
        from models.core import Roster

        with self.db.session() as session:
            row = session.get(Roster, roster_id)
            if row is None:
                raise RosterNotFoundError(roster_id=roster_id)
            return _saved(row)

    def create(self, document: RosterDocument) -> SavedRoster:
        from models.core import Roster, utcnow

        now = utcnow()
        row = Roster(
            system=document.system,
            name=_name_of(document),
            document=document.dumps(),
            created_at=now,
            updated_at=now,
        )
        with self.db.session() as session:
            session.add(row)
            session.commit()
            session.refresh(row)
            return _saved(row)

    def save(self, roster_id: int, document: RosterDocument) -> SavedRoster:
        from models.core import Roster, utcnow

        with self.db.session() as session:
            row = session.get(Roster, roster_id)
            if row is None:
                raise RosterNotFoundError(roster_id=roster_id)
            row.system = document.system
            row.name = _name_of(document)
            row.document = document.dumps()
            row.updated_at = utcnow()
            session.add(row)
            session.commit()
            session.refresh(row)
            return _saved(row)

    def rename(self, roster_id: int, name: str) -> SavedRoster:
        document = self.get(roster_id).document
        document.name = name.strip()
        return self.save(roster_id, document)

    def duplicate(self, roster_id: int, name: str | None = None) -> SavedRoster:
        document = self.get(roster_id).document.copy()
        if name is not None:
            document.name = name.strip()
        return self.create(document)

    def delete(self, roster_id: int) -> SavedRoster:
        from models.core import Roster

        with self.db.session() as session:
            row = session.get(Roster, roster_id)
            if row is None:
                raise RosterNotFoundError(roster_id=roster_id)
            saved = _saved(row)
            session.delete(row)
            session.commit()
            return saved

    def restore(self, saved: SavedRoster) -> SavedRoster:
        """Puts a deleted roster back under its old id, with its old dates.

        Should that id be in use again, the roster comes back under a new id rather than
        overwrite anything.
        """
        from models.core import Roster

        with self.db.session() as session:
            taken = session.get(Roster, saved.id) is not None
            row = Roster(
                id=None if taken else saved.id,
                system=saved.system,
                name=saved.name,
                document=saved.document.dumps(),
                created_at=saved.created_at,
                updated_at=saved.updated_at,
            )
            session.add(row)
            session.commit()
            session.refresh(row)
            return _saved(row)
