"""The roster being edited: its document, where it is saved, and its undo stack.

Every change goes through :meth:`RosterEditor.change`, which pushes an undoable command; the
panels only read the document and listen to ``document_changed``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from app.roster.document import RosterDocument
from app.systems.base import GameSystem, Violation
from ui.builder.commands import DocumentCommand


class RosterEditor(QObject):
    """Holds one roster document at a time. ``saved_id`` is its database row, if any.

    ``detached`` marks a document whose database row is gone (deleted while open) or that came
    from a file or a share code: closing it would lose it, so it counts as unsaved.
    """

    document_changed = Signal()
    state_changed = Signal()  # saved id, name in the database, clean/dirty

    def __init__(self, system: GameSystem, catalog: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.system = system
        self.catalog = catalog
        self.undo_stack = QUndoStack(self)
        self.document: RosterDocument = system.new_roster()  # type: ignore[attr-defined]
        # The document as last saved or opened: "unsaved" means different from it, so undoing
        # back to it is clean again, and library steps on the same stack (renaming or deleting
        # another roster) do not count as changes to this one.
        self._saved_json = self.document.to_json()
        self.saved_id: int | None = None
        self.detached = False
        self.violations: list[Violation] = []
        self.totals: dict[str, Any] = {}
        self._revalidate()

    # --- reading ---------------------------------------------------------------------------

    def unit_at(self, squad: int, slot: str) -> str | None:
        """The unit id in ``slot`` of ``squad`` (from 1), or None."""
        squads = self.document.squads
        if not 1 <= squad <= len(squads):
            return None
        return squads[squad - 1].get(slot) or None

    def is_dirty(self) -> bool:
        return self.detached or self.document.to_json() != self._saved_json

    def is_legal(self) -> bool:
        return not any(v.severity == "error" for v in self.violations)

    # --- loading ---------------------------------------------------------------------------

    def load(self, document: RosterDocument, saved_id: int | None, detached: bool = False) -> None:
        """Shows another roster; the undo history of the previous one is dropped."""
        self.undo_stack.clear()
        self.document = self._padded(document)
        self._saved_json = self.document.to_json()
        self.saved_id = saved_id
        self.detached = detached
        self._revalidate()
        self.document_changed.emit()
        self.state_changed.emit()

    def set_catalog(self, catalog: Any) -> None:
        self.catalog = catalog
        self._revalidate()
        self.document_changed.emit()

    def mark_saved(self, saved_id: int) -> None:
        self.saved_id = saved_id
        self.detached = False
        self._saved_json = self.document.to_json()
        self.state_changed.emit()

    def saved_name_changed(self, name: str) -> None:
        """The database row was renamed: a document with that name is no change."""
        self._saved_json["name"] = name
        self.state_changed.emit()

    def set_detached(self, detached: bool, saved_id: int | None) -> None:
        self.detached = detached
        self.saved_id = saved_id
        self.state_changed.emit()

    def _padded(self, document: RosterDocument) -> RosterDocument:
        """A copy with every squad the structure asks for, so each slot has a panel."""
        copy = document.copy()
        structure = self.system.roster_structure()
        while len(copy.squads) < structure.group_count:
            copy.squads.append({slot.key: None for slot in structure.slots})
        for squad in copy.squads:
            for slot in structure.slots:
                squad.setdefault(slot.key, None)
        return copy

    # --- changing --------------------------------------------------------------------------

    def change(self, text: str, edit: Callable[[RosterDocument], None], merge_id: int = -1) -> bool:
        """Applies ``edit`` to a copy of the document as one undoable step (if it changes it)."""
        after = self.document.copy()
        edit(after)
        if after.to_json() == self.document.to_json():
            return False
        self.undo_stack.push(DocumentCommand(self, self.document.copy(), after, text, merge_id))
        return True

    def replace_document(self, document: RosterDocument) -> None:
        """Called by undo commands only: shows ``document`` as it is."""
        self.document = document.copy()
        self._revalidate()
        self.document_changed.emit()
        self.state_changed.emit()

    def _revalidate(self) -> None:
        self.violations = list(self.system.validate(self.document, self.catalog))
        self.totals = dict(self.system.totals(self.document, self.catalog))
