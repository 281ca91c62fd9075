"""Flashpoint's event types, the fields each payload may hold, and the payload readers that
refuse a malformed field (docs/tracker.md, "Flashpoint")."""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from typing import Any

from app.systems.flashpoint.tracker.names import reject
from app.systems.flashpoint.tracker.state import NPC, FighterState, TrackerState

INITIATIVE_BID = "initiative_bid"
FIGHTER_ACTIVATED = "fighter_activated"
PASSED = "passed"
DICE_DISCARDED = "dice_discarded"
FIGHTER_WOUNDED = "fighter_wounded"
MARKER_PLACED = "marker_placed"
MARKER_REMOVED = "marker_removed"
CARD_USED = "card_used"
CARD_RELOADED = "card_reloaded"
ROUND_ENDED = "round_ended"
SUCCESS_POINTS = "success_points"
GAME_ENDED = "game_ended"
ATTACK_DECLARED = "attack_declared"
DEFENDER_DICE = "defender_dice"
DICE_GAINED = "dice_gained"
ACTION_TAKEN = "action_taken"

# The strategic actions that move a figure or act on the table (seed 003 L367-L378); using a
# card, removing a marker and the combat action have events of their own.
STRATEGIC_ACTIONS = ("run", "terrain", "disengage", "jump", "operate", "order")

FIGHTER_FIELDS = {"player", "fighter"}
EVENT_FIELDS: dict[str, set[str]] = {
    INITIATIVE_BID: {"bids", "rolls", "initiative"},
    FIGHTER_ACTIVATED: FIGHTER_FIELDS | {"reaction", "reinforcements", "dice"},
    PASSED: {"player"},
    DICE_DISCARDED: FIGHTER_FIELDS | {"die", "count"},
    FIGHTER_WOUNDED: FIGHTER_FIELDS,
    MARKER_PLACED: FIGHTER_FIELDS | {"marker", "count"},
    MARKER_REMOVED: FIGHTER_FIELDS | {"marker"},
    CARD_USED: FIGHTER_FIELDS | {"card"},
    CARD_RELOADED: FIGHTER_FIELDS | {"card"},
    ROUND_ENDED: set(),
    SUCCESS_POINTS: {"player", "points"},
    GAME_ENDED: {"reason", "player", "winner"},
    ATTACK_DECLARED: FIGHTER_FIELDS | {"card", "target_player", "target"},
    DEFENDER_DICE: FIGHTER_FIELDS | {"dice"},
    DICE_GAINED: FIGHTER_FIELDS | {"die", "count"},
    ACTION_TAKEN: FIGHTER_FIELDS | {"action"},
}
EVENT_TYPES = tuple(EVENT_FIELDS)


def check_fields(event_type: str, payload: dict[str, Any]) -> None:
    allowed = EVENT_FIELDS[event_type]
    for key in payload:
        if key not in allowed:
            hint = difflib.get_close_matches(key, sorted(allowed), n=1)
            if hint:
                raise reject("field_hint", field=key, hint=hint[0])
            raise reject("field", field=key)


def number(payload: dict[str, Any], key: str, low: int, high: int, default: Any = None) -> int:
    value = payload.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise reject("number", field=key, low=low, high=high)
    return value


def choice(payload: dict[str, Any], key: str, choices: Sequence[str]) -> str:
    value = payload.get(key)
    if value not in choices:
        raise reject("choice", field=key, choices=", ".join(choices))
    return str(value)


def require_step(state: TrackerState, *steps: str) -> None:
    if state.step not in steps:
        raise reject("step")


def side_of(payload: dict[str, Any]) -> int:
    return number(payload, "player", 0, NPC)


def fighter_of(state: TrackerState, payload: dict[str, Any]) -> FighterState:
    side = side_of(payload)
    name = payload.get("fighter")
    fighter = state.fighter(side, name) if isinstance(name, str) else None
    if fighter is None:
        raise reject("fighter", fighter=str(name))
    return fighter
