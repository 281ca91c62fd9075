"""What the Campaigns page's tabs and its import and export button ask of the page
(ui/campaign/page.py): the campaign shown and its statistics, the database, the undo stack,
messages, and a refresh once games or campaigns changed.

A protocol, so that each part's module needs only this one and not the page that holds them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QSettings
from PySide6.QtGui import QUndoCommand, QUndoStack

from app.campaign.records import CampaignInfo
from app.campaign.statistics import CampaignStatistics
from app.db import Database
from app.errors import MusterError
from app.workspace import Workspace


class PageContext(Protocol):
    workspace: Workspace
    ui_settings: QSettings | None
    undo_stack: QUndoStack
    campaign: CampaignInfo | None
    stats: CampaignStatistics | None

    @property
    def db(self) -> Database: ...

    def game_says(self, which: str, **params: object) -> str:
        """The campaign's game's own sentence, or "" where the tab's own serves."""
        ...

    def push_command(self, make: Callable[[], QUndoCommand]) -> bool:
        """Makes an undoable change and pushes it; a refusal is said. Whether it was made."""
        ...

    def run_dialog(self, dialog: Any) -> bool:
        """Runs a modal dialog; whether it was accepted."""
        ...

    def confirm(self, title: str, question: str) -> bool: ...

    def show_error(self, error: MusterError) -> None: ...

    def show_message(self, text: str) -> None: ...

    def refresh(self, game_id: int | None = None) -> None:
        """Reloads what the games decide (standings, statistics, players), ``game_id`` chosen."""
        ...

    def campaigns_changed(self, select_id: int | None) -> None:
        """Reads the list of campaigns again (one may be new or changed), ``select_id`` shown."""
        ...

    def show_tab(self, key: str) -> None:
        """Brings the tab ``key`` (one of page.TAB_KEYS) to the front."""
        ...
