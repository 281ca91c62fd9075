"""Undo commands of the builder.

A roster document is a few hundred bytes, so a document change keeps the whole document
before and after: undo and redo are exact whatever the change was (a slot, a swap, a
suggestion, a field). Roster-library operations (rename, delete) undo through the store.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtGui import QUndoCommand

from app.roster.document import RosterDocument


class DocumentHolder(Protocol):
    """What a document change is undone on: the builder's editor (ui/builder/editor.py, which
    makes these commands; named here by what it does, so the two modules are no circle)."""

    def replace_document(self, document: RosterDocument) -> None: ...


class DocumentCommand(QUndoCommand):
    def __init__(
        self,
        editor: DocumentHolder,
        before: RosterDocument,
        after: RosterDocument,
        text: str,
        merge_id: int = -1,
    ) -> None:
        super().__init__(text)
        self.editor = editor
        self.before = before
        self.after = after
        self._merge_id = merge_id

    def id(self) -> int:
        return self._merge_id

    def mergeWith(self, other: QUndoCommand) -> bool:
        # Typing in a text field makes one step per field, not one per keystroke.
        if not isinstance(other, DocumentCommand) or other.id() != self.id() or self.id() < 0:
            return False
        self.after = other.after
        return True

    def redo(self) -> None:
        self.editor.replace_document(self.after)

    def undo(self) -> None:
        self.editor.replace_document(self.before)


class DeleteRosterCommand(QUndoCommand):
    """Deletes a saved roster; undo puts it back under the same id.

    When the deleted roster is the one being edited, it stays on screen as an unsaved
    document, so nothing is lost until the player discards it.
    """

    def __init__(self, page: Any, roster_id: int, text: str) -> None:
        super().__init__(text)
        self.page = page
        self.roster_id = roster_id
        self.saved: Any = None
        self.was_open = False
        self.was_detached = False

    def redo(self) -> None:
        editor = self.page.editor
        self.was_open = editor.saved_id == self.roster_id
        self.was_detached = editor.detached
        self.saved = self.page.store().delete(self.roster_id)
        if self.was_open:
            editor.set_detached(True, None)
        self.page.roster_list_changed()

    def undo(self) -> None:
        restored = self.page.store().restore(self.saved)
        self.roster_id = restored.id
        if self.was_open:
            self.page.editor.set_detached(self.was_detached, restored.id)
        self.page.roster_list_changed()


class RenameRosterCommand(QUndoCommand):
    """Renames a saved roster that is not the one being edited."""

    def __init__(self, page: Any, roster_id: int, old: str, new: str, text: str) -> None:
        super().__init__(text)
        self.page = page
        self.roster_id = roster_id
        self.old = old
        self.new = new

    def redo(self) -> None:
        self.page.store().rename(self.roster_id, self.new)
        self.page.roster_list_changed()

    def undo(self) -> None:
        self.page.store().rename(self.roster_id, self.old)
        self.page.roster_list_changed()
