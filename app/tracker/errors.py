"""Errors of the tracker: a refused event, an unreadable game log, a game that is not there."""

from __future__ import annotations

from typing import Any

from app.errors import CONTEXT, MusterError
from app.i18n import QT_TRANSLATE_NOOP, translate


class EventRejected(MusterError):
    """An event the rules do not allow.

    ``reason`` is an English template in the game system's translation ``context``; the game
    layer adds which event it was (:meth:`for_event`), so the message reads
    "Event 12 (damage_dealt) cannot be applied: Darth Maul is already defeated."
    """

    template = QT_TRANSLATE_NOOP("Errors", "Event {seq} ({type}) cannot be applied: {reason}")

    def __init__(self, reason: str, context: str, **params: Any) -> None:
        self.reason = reason
        self.context = context
        self.seq: int | None = None
        self.event_type: str | None = None
        self.params = params
        Exception.__init__(self, self.message("en"))

    def for_event(self, seq: int, event_type: str) -> EventRejected:
        self.seq = seq
        self.event_type = event_type
        self.args = (self.message("en"),)
        return self

    def reason_text(self, language: str | None = None) -> str:
        return translate(self.context, self.reason, language, **self.params)

    def message(self, language: str | None = None) -> str:
        reason = self.reason_text(language)
        if self.seq is None:
            return reason
        return translate(
            CONTEXT, self.template, language, seq=self.seq, type=self.event_type, reason=reason
        )


class GameLogFormatError(MusterError):
    template = QT_TRANSLATE_NOOP("Errors", "This is not a Muster game log: {detail}")


class GameNotFoundError(MusterError):
    template = QT_TRANSLATE_NOOP("Errors", "There is no game number {game_id}.")


class NothingToUndoError(MusterError):
    template = QT_TRANSLATE_NOOP("Errors", "There is nothing to undo.")


class NothingToRedoError(MusterError):
    template = QT_TRANSLATE_NOOP("Errors", "There is nothing to redo.")


class GameSetupError(MusterError):
    template = QT_TRANSLATE_NOOP("Errors", "The game cannot be set up: {detail}")


class GameChangedElsewhereError(MusterError):
    template = QT_TRANSLATE_NOOP(
        "Errors",
        "Game {game_id} was changed by another Muster window or computer; reopen it to go on. "
        "Nothing was lost.",
    )


class EventOptionError(MusterError):
    template = QT_TRANSLATE_NOOP(
        "Errors",
        'The event must be a JSON object with a text "type" and, if any, an object "payload" '
        "(no other field): {detail}",
    )


class TimeoutOptionError(MusterError):
    template = QT_TRANSLATE_NOOP(
        "Errors", "The timeout must be a number of seconds from 0 to {most}, not {value}."
    )


class LiveOnNetworkShareError(MusterError):
    template = QT_TRANSLATE_NOOP(
        "Errors",
        "The database {file} is on a network share: its games cannot be followed live, as "
        "network file systems do not keep SQLite's locks. Use a PostgreSQL server to play "
        "across computers.",
    )


class WatchingOnlyError(MusterError):
    template = QT_TRANSLATE_NOOP(
        "Errors",
        "You are watching game {game_id}: nothing is recorded from here. Open it with Resume "
        "to play it.",
    )
