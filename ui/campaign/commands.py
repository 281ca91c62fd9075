"""Undoable changes to a campaign's games, each wrapping a core operation that returns what is
needed to reverse it (app/campaign/players.py, campaigns.py, participants.py, games.py).

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

from app.campaign import pairings
from app.campaign.campaigns import update_campaign
from app.campaign.games import (
    delete_game,
    delete_games,
    record_game,
    restore_game,
    restore_game_state,
    restore_games,
    update_game,
)
from app.campaign.participants import (
    add_participant,
    register_strike_team,
    remove_participant,
    restore_participant,
    unregister_strike_team,
)
from app.campaign.players import delete_player, ensure_player, restore_player, update_player
from app.campaign.records import CampaignInfo, GameRecord, PlayerInfo, SeatResult, StrikeTeamInfo
from app.db import Database
from app.errors import MusterError
from app.roster.document import RosterDocument


@dataclass
class GameInput:
    """What the "Record game" dialog gives."""

    played_on: date
    seats: list[SeatResult]
    turns: int | None
    notes: str
    end_reason: str | None = None  # a key of the system's end_reasons(); None: not noted


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
        self.game_id = record_game(
            db(),
            campaign_id,
            game.played_on,
            game.seats,
            game.turns,
            None,
            game.notes,
            "manual",
            end_reason=game.end_reason,
        )
        self.record: GameRecord | None = None

    def redo(self) -> None:
        if self._first:
            self._first = False
            self.changed(self.game_id)
            return
        record = self.record
        if record is not None:
            self._run(lambda: restore_game(self.db(), record))

    def undo(self) -> None:
        def delete() -> None:
            self.record = delete_game(self.db(), self.game_id)

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
        return update_game(
            self.db(),
            self.game_id,
            self.game.played_on,
            self.game.seats,
            self.game.turns,
            None,
            self.game.notes,
            self.game.end_reason,
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
            restore_game_state(self.db(), self.before)
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
        count = len(game_ids)  # lupdate reads a plain name here, not a call
        text = QCoreApplication.translate("Undo", "Delete %n game(s)", "", count)
        super().__init__(db, changed, failed, text)
        self.game_ids = list(game_ids)
        self.records = delete_games(db(), self.game_ids)

    def redo(self) -> None:
        if self._first:
            self._first = False
            self.changed(None)
            return

        def delete() -> None:
            self.records = delete_games(self.db(), self.game_ids)

        self._run(delete)

    def undo(self) -> None:
        def restore() -> int | None:
            restore_games(self.db(), self.records)
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
        self.before = update_campaign(db(), info)
        self._first = True

    def _apply(self, info: CampaignInfo) -> None:
        try:
            update_campaign(self.db(), info)
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
        self.before = update_player(db(), info)
        self._first = True

    def _apply(self, info: PlayerInfo) -> None:
        try:
            update_player(self.db(), info)
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


class _PlayerCommand(QUndoCommand):
    """A change to who takes part in a campaign; the first change is made before the push."""

    def __init__(
        self,
        db: Callable[[], Database],
        changed: Callable[[], None],
        failed: Callable[[MusterError], None],
        text: str,
    ) -> None:
        super().__init__(text)
        self.db = db
        self.changed = changed
        self.failed = failed
        self._first = True

    def _run(self, operation: Callable[[], object]) -> None:
        try:
            operation()
        except MusterError as error:
            self.failed(error)
            return
        self.changed()

    def redo(self) -> None:
        if self._first:
            self._first = False
            self.changed()
            return
        self._run(self.apply)

    def undo(self) -> None:
        self._run(self.revert)

    def apply(self) -> None:  # pragma: no cover - overridden
        raise NotImplementedError

    def revert(self) -> None:  # pragma: no cover - overridden
        raise NotImplementedError


class AddPlayerCommand(_PlayerCommand):
    """Adds a player to the campaign, creating them when the name is new; undo removes them
    from the campaign and forgets a player it created (unless they played meanwhile)."""

    def __init__(
        self,
        db: Callable[[], Database],
        campaign_id: int,
        entered: PlayerInfo,
        changed: Callable[[], None],
        failed: Callable[[MusterError], None],
    ) -> None:
        super().__init__(db, changed, failed, QCoreApplication.translate("Undo", "Add player"))
        self.campaign_id = campaign_id
        player, self.created = ensure_player(db(), entered.name)
        if self.created and (entered.club or entered.notes):
            update_player(db(), PlayerInfo(player.id, player.name, entered.club, entered.notes))
            player = PlayerInfo(player.id, player.name, entered.club, entered.notes)
        self.player = player
        add_participant(db(), campaign_id, player.id)

    def apply(self) -> None:
        if self.created:
            restore_player(self.db(), self.player)
        add_participant(self.db(), self.campaign_id, self.player.id)

    def revert(self) -> None:
        remove_participant(self.db(), self.campaign_id, self.player.id)
        if self.created:
            self.player = delete_player(self.db(), self.player.id)


class RemovePlayerCommand(_PlayerCommand):
    """Removes a player (and their registered strike teams) from the campaign; their games
    stay. Undo registers them again with the same strike teams."""

    def __init__(
        self,
        db: Callable[[], Database],
        campaign_id: int,
        player_id: int,
        changed: Callable[[], None],
        failed: Callable[[MusterError], None],
    ) -> None:
        text = QCoreApplication.translate("Undo", "Remove player from the campaign")
        super().__init__(db, changed, failed, text)
        self.campaign_id = campaign_id
        self.player_id = player_id
        self.teams = remove_participant(db(), campaign_id, player_id)

    def apply(self) -> None:
        self.teams = remove_participant(self.db(), self.campaign_id, self.player_id)

    def revert(self) -> None:
        restore_participant(self.db(), self.campaign_id, self.player_id, self.teams)


class RegisterTeamCommand(_PlayerCommand):
    """Registers a saved roster as one of a player's strike teams; undo unregisters it."""

    def __init__(
        self,
        db: Callable[[], Database],
        campaign_id: int,
        player_id: int,
        roster: RosterDocument,
        changed: Callable[[], None],
        failed: Callable[[MusterError], None],
    ) -> None:
        text = QCoreApplication.translate("Undo", "Register strike team")
        super().__init__(db, changed, failed, text)
        self.campaign_id = campaign_id
        self.player_id = player_id
        self.roster = roster
        self.team = register_strike_team(db(), campaign_id, player_id, roster)

    def apply(self) -> None:
        self.team = register_strike_team(self.db(), self.campaign_id, self.player_id, self.roster)

    def revert(self) -> None:
        unregister_strike_team(self.db(), self.team.id)


class UnregisterTeamCommand(_PlayerCommand):
    """Withdraws one of a player's registered strike teams; undo registers it again."""

    def __init__(
        self,
        db: Callable[[], Database],
        campaign_id: int,
        team: StrikeTeamInfo,
        changed: Callable[[], None],
        failed: Callable[[MusterError], None],
    ) -> None:
        text = QCoreApplication.translate("Undo", "Withdraw strike team")
        super().__init__(db, changed, failed, text)
        self.campaign_id = campaign_id
        self.team = team
        unregister_strike_team(db(), team.id)

    def apply(self) -> None:
        unregister_strike_team(self.db(), self.team.id)

    def revert(self) -> None:
        restore_participant(self.db(), self.campaign_id, self.team.player_id, [self.team])


class PairRoundCommand(_PlayerCommand):
    """Pairs the next round of the league; undo takes the round back (a round paired by
    mistake, or before a late player was added)."""

    def __init__(
        self,
        db: Callable[[], Database],
        campaign_id: int,
        players: Sequence[int],
        changed: Callable[[], None],
        failed: Callable[[MusterError], None],
    ) -> None:
        super().__init__(db, changed, failed, QCoreApplication.translate("Undo", "Pair a round"))
        self.campaign_id = campaign_id
        self.players = list(players)
        self.round = pairings.create_round(db(), campaign_id, self.players)

    def apply(self) -> None:
        self.round = pairings.create_round(self.db(), self.campaign_id, self.players)

    def revert(self) -> None:
        pairings.delete_round(self.db(), self.round.id)
