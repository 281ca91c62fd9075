"""The names a Shatterpoint game's log and screens use: the steps of a turn, conditions,
actions and the ways a game ends, in the player's language.
"""

from __future__ import annotations

from typing import Any

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.systems.shatterpoint.tracker.events import (
    CONTEXT,
)

# --- names ---------------------------------------------------------------------------------------

STEP_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("ShatterpointTracker", "Start of turn"),
    QT_TRANSLATE_NOOP("ShatterpointTracker", "Reveal an order card"),
    QT_TRANSLATE_NOOP("ShatterpointTracker", "Activate the unit"),
    QT_TRANSLATE_NOOP("ShatterpointTracker", "Start of activation"),
    QT_TRANSLATE_NOOP("ShatterpointTracker", "Actions"),
    QT_TRANSLATE_NOOP("ShatterpointTracker", "End of activation"),
    QT_TRANSLATE_NOOP("ShatterpointTracker", "The activation ends"),
    QT_TRANSLATE_NOOP("ShatterpointTracker", "End of turn: objective control"),
    QT_TRANSLATE_NOOP("ShatterpointTracker", "Struggle token move"),
    QT_TRANSLATE_NOOP("ShatterpointTracker", "Defeat check"),
    QT_TRANSLATE_NOOP("ShatterpointTracker", "The turn passes"),
)
CONDITION_NAMES: dict[str, str] = {
    "strained": QT_TRANSLATE_NOOP("ShatterpointTracker", "Strained"),
    "disarmed": QT_TRANSLATE_NOOP("ShatterpointTracker", "Disarmed"),
    "exposed": QT_TRANSLATE_NOOP("ShatterpointTracker", "Exposed"),
    "pinned": QT_TRANSLATE_NOOP("ShatterpointTracker", "Pinned"),
}
ACTION_NAMES: dict[str, str] = {
    "move": QT_TRANSLATE_NOOP("ShatterpointTracker", "Move"),
    "focus": QT_TRANSLATE_NOOP("ShatterpointTracker", "Focus"),
    "combat": QT_TRANSLATE_NOOP("ShatterpointTracker", "Combat"),
    "ability": QT_TRANSLATE_NOOP("ShatterpointTracker", "Ability"),
    "recover": QT_TRANSLATE_NOOP("ShatterpointTracker", "Recover"),
    "take_cover": QT_TRANSLATE_NOOP("ShatterpointTracker", "Take Cover"),
}
END_REASON_NAMES: dict[str, str] = {
    "struggles": QT_TRANSLATE_NOOP("ShatterpointTracker", "two struggles won"),
    "conceded": QT_TRANSLATE_NOOP("ShatterpointTracker", "conceded"),
    "time": QT_TRANSLATE_NOOP("ShatterpointTracker", "time ran out"),
    "agreed": QT_TRANSLATE_NOOP("ShatterpointTracker", "agreed by the players"),
}


def step_name(step: int, language: str | None = None) -> str:
    """The name of a turn step (1..11) in ``language``."""
    return translate(CONTEXT, STEP_NAMES[step - 1], language) if 1 <= step <= 11 else ""


def condition_name(condition: str, language: str | None = None) -> str:
    text = CONDITION_NAMES.get(condition)
    return translate(CONTEXT, text, language) if text else condition


def action_name(action: str, language: str | None = None) -> str:
    text = ACTION_NAMES.get(action)
    return translate(CONTEXT, text, language) if text else action


def _t(language: str, source: str, /, **params: Any) -> str:
    return translate(CONTEXT, source, language, **params)


def phase_numeral(phase: int) -> str:
    """Both rulebooks number the phases in Roman numerals ("Phase II", "fazy II")."""
    return {1: "I", 2: "II", 3: "III"}.get(phase, str(phase))
