"""What a player is told when another Muster wrote to the game first (docs/tracker.md "Live
games"): who did what, then what became of their own action.

"Bartek recorded first: Rex suffers 2 damage. Your action (Rex suffers 1 damage) is now
refused: Rex is already wounded." The sentences are built when shown, in the reader's
language, from the events and the states they were applied to.
"""

from __future__ import annotations

import getpass
from dataclasses import dataclass
from typing import Any

from app.errors import CONTEXT, MusterError, one_line
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.tracker.errors import EventRejected
from app.tracker.event import Event

RECORDED_FIRST = QT_TRANSLATE_NOOP("Errors", "{who} recorded first: {what}.")
UNDID_FIRST = QT_TRANSLATE_NOOP("Errors", "{who} undid first: {what}.")
SOMEONE = QT_TRANSLATE_NOOP("Errors", "Another player")
# The same news when nothing of this Muster's was overtaken (a window following the game).
RECORDED = QT_TRANSLATE_NOOP("Errors", "{who} recorded: {what}.")
UNDID = QT_TRANSLATE_NOOP("Errors", "{who} undid: {what}.")

PLAYER_NAME_PREFERENCE = "player_name"


def local_player_name() -> str:
    """Who this Muster records as: the ``player_name`` preference, else the computer's user
    name (what another player is told when this one acted first)."""
    from app.settings import load_preferences

    name = load_preferences().get(PLAYER_NAME_PREFERENCE)
    if isinstance(name, str) and name.strip():
        return name.strip()
    try:
        return getpass.getuser()
    except (OSError, KeyError, ImportError):
        return ""


@dataclass(frozen=True)
class Change:
    """One step another Muster took: an event recorded, or one undone, and by whom."""

    undone: bool
    event: Event
    state_before: Any
    by: str


def what_happened(
    tracker: Any, changes: list[Change], language: str | None = None, first: bool = True
) -> str:
    """The changes as sentences, one per run of the same player doing the same kind of thing;
    ``first``: they came before an action of this Muster's ("Anna recorded first: ...")."""
    sentences: list[str] = []
    run: list[Change] = []
    for change in [*changes, None]:
        if run and (change is None or (change.undone, change.by) != (run[0].undone, run[0].by)):
            what = ", ".join(
                tracker.describe(step.event, step.state_before, language) for step in run
            )
            who = run[0].by or translate(CONTEXT, SOMEONE, language)
            if first:
                template = UNDID_FIRST if run[0].undone else RECORDED_FIRST
            else:
                template = UNDID if run[0].undone else RECORDED
            sentences.append(translate(CONTEXT, template, language, who=who, what=what))
            run = []
        if change is not None:
            run.append(change)
    return " ".join(sentences)


class OvertakenError(MusterError):
    """Another Muster wrote first; ``template`` says what became of this one's action."""

    def __init__(self, tracker: Any, changes: list[Change], **params: Any) -> None:
        self.tracker = tracker
        self.changes = changes
        super().__init__(**params)

    def first(self, language: str | None = None) -> str:
        return what_happened(self.tracker, self.changes, language)

    def message(self, language: str | None = None) -> str:
        return one_line(
            translate(
                CONTEXT, self.template, language, first=self.first(language), **self.own(language)
            )
        )

    def own(self, language: str | None) -> dict[str, str]:
        return {}


class ActionOvertakenError(OvertakenError):
    template = QT_TRANSLATE_NOOP("Errors", "{first} Your action ({mine}) is now refused: {reason}")

    def __init__(
        self,
        tracker: Any,
        changes: list[Change],
        mine: Event,
        state_before: Any,
        refusal: EventRejected,
    ) -> None:
        self.mine = mine
        self.state_before = state_before
        self.refusal = refusal
        super().__init__(tracker, changes)

    def own(self, language: str | None) -> dict[str, str]:
        return {
            "mine": self.tracker.describe(self.mine, self.state_before, language),
            "reason": self.refusal.reason_text(language),
        }


class UndoOvertakenError(OvertakenError):
    template = QT_TRANSLATE_NOOP(
        "Errors", "{first} Nothing was undone: look at the game as it is now first."
    )


class RedoOvertakenError(OvertakenError):
    template = QT_TRANSLATE_NOOP(
        "Errors", "{first} Nothing was redone: look at the game as it is now first."
    )
