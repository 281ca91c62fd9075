"""The user's collection: how many of each catalogue entry they own, kept in the database."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.errors import MusterError
from app.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.db import Database

# The owned counts are read with SQLAlchemy's core: the Builder page asks them as the window
# starts, before anything else needs the ORM (sqlmodel, pydantic and the tables).
COUNTS_QUERY = "SELECT unit_id, count FROM collection_item WHERE system = :system AND count > 0"


class CollectionCountError(MusterError):
    template = QT_TRANSLATE_NOOP(
        "Errors", "The owned count of {unit} must be a whole number from 0 up, not {count}."
    )


class Collection:
    """Owned counts for one game system. A unit not in the collection is owned 0 times."""

    def __init__(self, db: Database, system_id: str) -> None:
        self.db = db
        self.system_id = system_id

    def counts(self) -> dict[str, int]:
        # A plain read (Database.rows): the Builder shows the owned counts as the window
        # starts, before SQLAlchemy is loaded.
        rows = self.db.rows(COUNTS_QUERY, {"system": self.system_id})
        return {str(row["unit_id"]): int(row["count"]) for row in rows}

    def owned(self, unit_id: str) -> int:
        from models.core import CollectionItem

        with self.db.session() as session:
            row = session.get(CollectionItem, (self.system_id, unit_id))
            return row.count if row is not None else 0

    def set_count(self, unit_id: str, count: int) -> None:
        """Records that the user owns ``count`` of ``unit_id``; 0 takes it out."""
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise CollectionCountError(unit=unit_id, count=count)
        from sqlmodel import col, delete

        from models.core import CollectionItem

        with self.db.session() as session:
            if count == 0:
                session.exec(  # type: ignore[call-overload]
                    delete(CollectionItem).where(
                        col(CollectionItem.system) == self.system_id,
                        col(CollectionItem.unit_id) == unit_id,
                    )
                )
            else:
                row = session.get(CollectionItem, (self.system_id, unit_id))
                if row is None:
                    row = CollectionItem(system=self.system_id, unit_id=unit_id, count=count)
                row.count = count
                session.add(row)
            session.commit()
