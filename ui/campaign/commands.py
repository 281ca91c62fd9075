"""Undoable changes to a campaign's games, each wrapping a core operation that returns what is
needed to reverse it (app/campaign/service.py).

A command's first change is made before it is pushed, so a refused change (a typed error)
never reaches the undo stack. A later undo or redo that the database refuses (another club
member deleted the game meanwhile) is reported and leaves the data as it is.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from app.campaign import service
from app.campaign.records import CampaignInfo, GameRecord, PlayerInfo, SeatResult
from app.db import Database
from app.errors import MusterError


@dataclass
class GameInput:
    """What the "Record game" dialog gives."""

    played_on: date
    seats: list[SeatResult]
    turns: int | None
    notes: str


class _GameCommand(QUndoCommand):
    def __init__(
        self,
        db: Callable[[], Database],
        changed: Callable[[int | None], None],
        failed: Callable[[MusterError], None],
        text: str,
    ) -> None:
        super().__init__(text)
        self.db = db
        self.changed = changed
        self.failed = failed
        self._first = True

    def _run(self, operation: Callable[[], int | None]) -> None:
        try:
            game_id = operation()
        except MusterError as error:
            self.failed(error)
            return
        self.changed(game_id)


class RecordGameCommand(_GameCommand):
    def __init__(
        self,
        db: Callable[[], Database],
        campaign_id: int,
        game: GameInput,
        changed: Callable[[int | None], None],
        failed: Callable[[MusterError], None],
    ) -> None:
        super().__init__(db, changed, failed, QCoreApplication.translate("Undo", "Record game"))
        self.game_id = service.record_game(
            db(), campaign_id, game.played_on, game.seats, game.turns, None, game.notes, "manual"
        )
        self.record: GameRecord | None = None

    def redo(self) -> None:
        if self._first:
            self._first = False
            self.changed(self.game_id)
            return
        record = self.record
        if record is not None:
            self._run(lambda: service.restore_game(self.db(), record))

    def undo(self) -> None:
        def delete() -> None:
            self.record = service.delete_game(self.db(), self.game_id)

        self._run(delete)


class EditGameCommand(_GameCommand):
    def __init__(
        self,
        db: Callable[[], Database],
        game_id: int,
        game: GameInput,
        changed: Callable[[int | None], None],
        failed: Callable[[MusterError], None],
    ) -> None:
        super().__init__(db, changed, failed, QCoreApplication.translate("Undo", "Edit game"))
        self.game_id = game_id
        self.game = game
        self.before = self._apply()

    def _apply(self) -> GameRecord:
        return service.update_game(
            self.db(),
            self.game_id,
            self.game.played_on,
            self.game.seats,
            self.game.turns,
            None,
            self.game.notes,
        )

    def redo(self) -> None:
        if self._first:
            self._first = False
            self.changed(self.game_id)
            return

        def apply() -> int:
            self.before = self._apply()
            return self.game_id

        self._run(apply)

    def undo(self) -> None:
        def restore() -> int:
            service.restore_game_state(self.db(), self.before)
            return self.game_id

        self._run(restore)


class DeleteGamesCommand(_GameCommand):
    def __init__(
        self,
        db: Callable[[], Database],
        game_ids: Sequence[int],
        changed: Callable[[int | None], None],
        failed: Callable[[MusterError], None],
    ) -> None:
        text = QCoreApplication.translate("Undo", "Delete %n game(s)", "", len(game_ids))
        super().__init__(db, changed, failed, text)
        self.game_ids = list(game_ids)
        self.records = service.delete_games(db(), self.game_ids)

    def redo(self) -> None:
        if self._first:
            self._first = False
            self.changed(None)
            return

        def delete() -> None:
            self.records = service.delete_games(self.db(), self.game_ids)

        self._run(delete)

    def undo(self) -> None:
        def restore() -> int | None:
            service.restore_games(self.db(), self.records)
            return self.game_ids[0] if self.game_ids else None

        self._run(restore)


class EditCampaignCommand(QUndoCommand):
    """Changes a campaign's settings (name, dates, scoring, tie-breakers)."""

    def __init__(
        self,
        db: Callable[[], Database],
        info: CampaignInfo,
        changed: Callable[[int], None],
        failed: Callable[[MusterError], None],
    ) -> None:
        super().__init__(QCoreApplication.translate("Undo", "Change campaign settings"))
        self.db = db
        self.after = info
        self.changed = changed
        self.failed = failed
        self.before = service.update_campaign(db(), info)
        self._first = True

    def _apply(self, info: CampaignInfo) -> None:
        try:
            service.update_campaign(self.db(), info)
        except MusterError as error:
            self.failed(error)
            return
        self.changed(info.id)

    def redo(self) -> None:
        if self._first:
            self._first = False
            self.changed(self.after.id)
            return
        self._apply(self.after)

    def undo(self) -> None:
        self._apply(self.before)


class EditPlayerCommand(QUndoCommand):
    """Changes a player's name, club or notes."""

    def __init__(
        self,
        db: Callable[[], Database],
        info: PlayerInfo,
        changed: Callable[[], None],
        failed: Callable[[MusterError], None],
    ) -> None:
        super().__init__(QCoreApplication.translate("Undo", "Change player"))
        self.db = db
        self.after = info
        self.changed = changed
        self.failed = failed
        self.before = service.update_player(db(), info)
        self._first = True

    def _apply(self, info: PlayerInfo) -> None:
        try:
            service.update_player(self.db(), info)
        except MusterError as error:
            self.failed(error)
            return
        self.changed()

    def redo(self) -> None:
        if self._first:
            self._first = False
            self.changed()
            return
        self._apply(self.after)

    def undo(self) -> None:
        self._apply(self.before)
