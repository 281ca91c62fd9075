"""Undoable changes made on the Catalogue page."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from app.catalog.collection import Collection


class SetOwnedCommand(QUndoCommand):
    """Sets how many of a unit the user owns; ``after`` tells the page to show the counts."""

    def __init__(
        self,
        collection: Collection,
        unit_id: str,
        unit_name: str,
        count: int,
        after: Callable[[], None],
    ) -> None:
        super().__init__(
            QCoreApplication.translate("SetOwnedCommand", "Owned {unit}: {count}").format(
                unit=unit_name, count=count
            )
        )
        self.collection = collection
        self.unit_id = unit_id
        self.before = collection.owned(unit_id)
        self.count = count
        self.after = after

    def redo(self) -> None:
        self.collection.set_count(self.unit_id, self.count)
        self.after()

    def undo(self) -> None:
        self.collection.set_count(self.unit_id, self.before)
        self.after()
