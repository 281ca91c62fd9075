"""The Shatterpoint tracker's events as data: the game's vocabulary (players, the struggle
track, conditions, actions), the event types, the fields each payload may hold and the readers
that check a payload's values, each bad value refused in one translatable sentence. Event
payloads: docs/tracker.md.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from typing import Any, Literal

from app.i18n import QT_TRANSLATE_NOOP

# The tracker's end reasons are the results' keys (defined there: no tracker to read them).
from app.systems.shatterpoint.results import END_REASONS as END_REASONS
from app.tracker.errors import EventRejected

CONTEXT = "ShatterpointTracker"
Intent = tuple[str, dict[str, Any]]

# --- vocabulary ----------------------------------------------------------------------------

PLAYERS = (0, 1)
SIDE = (-1, 1)  # the sign of each player's half of the struggle track
TRACK_HALF = 8  # spaces per side; the track has 2 * 8 + 1 = 17
STRUGGLES_TO_WIN = 2
PHASES = 3
MAX_ACTIONS = 2
SHATTERPOINT_CARD = "shatterpoint"
DEFAULT_OBJECTIVES = 5

DeckMode = Literal["digital", "physical"]
DECK_MODES: tuple[str, ...] = ("digital", "physical")
CONDITIONS: tuple[str, ...] = ("strained", "disarmed", "exposed", "pinned")
ACTIONS: tuple[str, ...] = ("move", "focus", "combat", "ability", "recover", "take_cover")
STANCE_SIDES: tuple[str, ...] = ("A", "B")
DIE_FACES: tuple[str, ...] = ("crit", "hit", "expertise", "failure")
# The attack die (d8): crit x1, hit x3, expertise x2, failure x2.
ATTACK_DIE: tuple[str, ...] = (
    "crit",
    "hit",
    "hit",
    "hit",
    "expertise",
    "expertise",
    "failure",
    "failure",
)
FIRST_PLAYER_DICE = 5
STRAIN_DAMAGE = 3  # what a Strained unit suffers after it moves, attacks, acts or uses an ability
MAX_ABILITY_COST = 9  # the highest printed cost an ability event accepts

# Steps of a turn (rules §3.7). 0 means "between turns".
TURN_STEPS: tuple[str, ...] = (
    "start_of_turn",  # 1
    "reveal_order",  # 2
    "activate",  # 3
    "start_of_activation",  # 4
    "actions",  # 5
    "end_of_activation",  # 6
    "activation_ends",  # 7
    "end_of_turn",  # 8
    "struggle_move",  # 9
    "defeat_check",  # 10
    "pass_turn",  # 11
)

# --- event types (payloads: docs/tracker.md) -------------------------------------------------

TURN_STARTED = "turn_started"  # {}
STEP_ADVANCED = "step_advanced"  # {"step": 1..11}
STRUGGLE_CARD_REVEALED = "struggle_card_revealed"  # {"card", "active": [i], "priority": i|null}
ORDER_REVEALED = "order_revealed"
# {"card", "from": "deck"|"reserve", "refresh": [order]?, "removed": [cards]?, "deck": [order]?}
ORDER_RESERVED = "order_reserved"  # {}
SHATTERPOINT_SKIPPED = "shatterpoint_skipped"  # {}
UNIT_ACTIVATED = "unit_activated"  # {"unit", "condition_removed": condition|null}
ACTION_TAKEN = "action_taken"  # {"action", "free": bool}
ACTIVATION_ENDED = "activation_ended"  # {}
DAMAGE_DEALT = "damage_dealt"  # {"player", "unit", "amount"}
DAMAGE_REMOVED = "damage_removed"  # {"player", "unit", "amount"}
CONDITION_GAINED = "condition_gained"  # {"player", "unit", "condition"}
CONDITION_REMOVED = "condition_removed"  # {"player", "unit", "condition"}
STANCE_CHANGED = "stance_changed"  # {"player", "unit", "side": "A"|"B"}
STRAIN_RESOLVED = "strain_resolved"  # {"player", "unit"}: Strained: 3 damage, then lose it
ABILITY_USED = "ability_used"  # {"player", "unit", "cost"}: printed cost + the Force tax
FORCE_SPENT = "force_spent"  # {"player", "amount"}
FORCE_REFRESHED = "force_refreshed"  # {"player", "amount"}
MOMENTUM_GAINED = "momentum_gained"  # {"player"}
STRUGGLE_TOKEN_MOVED = "struggle_token_moved"  # {"toward": player, "spaces"}
TURN_ENDED = "turn_ended"  # {"control": [player|null per objective], "refresh": [order]?}
GAME_ENDED = "game_ended"  # {"winner": player|null, "reason"}
# Corrections by hand: set values, no automation runs.
UNIT_CORRECTED = "unit_corrected"
# {"player", "unit", any of "damage", "wounded", "injured", "conditions", "hunker", "stance",
#  "defeated"}
FORCE_CORRECTED = "force_corrected"  # {"player", "available"}
STRUGGLE_CORRECTED = "struggle_corrected"  # any of {"token", "momentum", "claimed", "phase"}
OBJECTIVE_CORRECTED = "objective_corrected"  # {"index", any of "active", "priority", "controller"}
DECK_CORRECTED = "deck_corrected"  # {"player", any of "deck", "reserve", "discard", "removed"}

EVENT_TYPES: tuple[str, ...] = (
    TURN_STARTED,
    STEP_ADVANCED,
    STRUGGLE_CARD_REVEALED,
    ORDER_REVEALED,
    ORDER_RESERVED,
    SHATTERPOINT_SKIPPED,
    UNIT_ACTIVATED,
    ACTION_TAKEN,
    ACTIVATION_ENDED,
    DAMAGE_DEALT,
    DAMAGE_REMOVED,
    CONDITION_GAINED,
    CONDITION_REMOVED,
    STANCE_CHANGED,
    STRAIN_RESOLVED,
    ABILITY_USED,
    FORCE_SPENT,
    FORCE_REFRESHED,
    MOMENTUM_GAINED,
    STRUGGLE_TOKEN_MOVED,
    TURN_ENDED,
    GAME_ENDED,
    UNIT_CORRECTED,
    FORCE_CORRECTED,
    STRUGGLE_CORRECTED,
    OBJECTIVE_CORRECTED,
    DECK_CORRECTED,
)
CORRECTION_TYPES: frozenset[str] = frozenset(
    {UNIT_CORRECTED, FORCE_CORRECTED, STRUGGLE_CORRECTED, OBJECTIVE_CORRECTED, DECK_CORRECTED}
)


def other(player: int) -> int:
    return 1 - player


def _reject(reason: str, **params: Any) -> EventRejected:
    return EventRejected(reason, CONTEXT, **params)


# --- payload reading -------------------------------------------------------------------------


def _field(payload: dict[str, Any], key: str) -> Any:
    if key not in payload:
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", 'The field "{field}" is missing.'), field=key
        )
    return payload[key]


def _int(payload: dict[str, Any], key: str, low: int, high: int) -> int:
    value = _field(payload, key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker",
                'The field "{field}" must be a whole number from {low} to {high}.',
            ),
            field=key,
            low=low,
            high=high,
        )
    return value


def _bool(payload: dict[str, Any], key: str) -> bool:
    value = _field(payload, key)
    if not isinstance(value, bool):
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", 'The field "{field}" must be true or false.'),
            field=key,
        )
    return value


def _choice(payload: dict[str, Any], key: str, choices: Sequence[str]) -> str:
    value = _field(payload, key)
    if value not in choices:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", 'The field "{field}" must be one of: {choices}.'
            ),
            field=key,
            choices=", ".join(choices),
        )
    return str(value)


def _optional_player(payload: dict[str, Any], key: str) -> int | None:
    value = payload.get(key)
    if value is None:
        return None
    return _int(payload, key, 0, 1)


def _card_list(payload: dict[str, Any], key: str) -> list[str]:
    value = _field(payload, key)
    if not isinstance(value, list) or not all(isinstance(card, str) for card in value):
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", 'The field "{field}" must be a list of order cards.'
            ),
            field=key,
        )
    return list(value)


_UNIT = ("player", "unit")
# The fields each event's payload may hold (docs/tracker.md); any other is refused, so a
# misspelt field ("contol") is never silently ignored.
PAYLOAD_FIELDS: dict[str, frozenset[str]] = {
    kind: frozenset(fields)
    for kind, fields in {
        TURN_STARTED: (),
        STEP_ADVANCED: ("step",),
        STRUGGLE_CARD_REVEALED: ("card", "active", "priority"),
        ORDER_REVEALED: ("card", "from", "refresh", "removed", "deck"),
        ORDER_RESERVED: (),
        SHATTERPOINT_SKIPPED: (),
        UNIT_ACTIVATED: ("unit", "condition_removed"),
        ACTION_TAKEN: ("action", "free"),
        ACTIVATION_ENDED: (),
        DAMAGE_DEALT: (*_UNIT, "amount"),
        DAMAGE_REMOVED: (*_UNIT, "amount"),
        CONDITION_GAINED: (*_UNIT, "condition"),
        CONDITION_REMOVED: (*_UNIT, "condition"),
        STANCE_CHANGED: (*_UNIT, "side"),
        STRAIN_RESOLVED: _UNIT,
        ABILITY_USED: (*_UNIT, "cost"),
        FORCE_SPENT: ("player", "amount"),
        FORCE_REFRESHED: ("player", "amount"),
        MOMENTUM_GAINED: ("player",),
        STRUGGLE_TOKEN_MOVED: ("toward", "spaces"),
        TURN_ENDED: ("control", "refresh"),
        GAME_ENDED: ("winner", "reason"),
        UNIT_CORRECTED: (
            *_UNIT,
            "damage",
            "wounded",
            "injured",
            "conditions",
            "hunker",
            "stance",
            "defeated",
        ),
        FORCE_CORRECTED: ("player", "available"),
        STRUGGLE_CORRECTED: ("token", "momentum", "claimed", "phase"),
        OBJECTIVE_CORRECTED: ("index", "active", "priority", "controller"),
        DECK_CORRECTED: ("player", "deck", "reserve", "discard", "removed"),
    }.items()
}


def _check_fields(kind: str, payload: dict[str, Any]) -> None:
    known = PAYLOAD_FIELDS.get(kind, frozenset())
    for key in payload:
        if key in known:
            continue
        close = difflib.get_close_matches(str(key), sorted(known), n=1)
        if close:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", 'Unknown field "{field}": did you mean "{known}"?'
                ),
                field=key,
                known=close[0],
            )
        if not known:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", 'Unknown field "{field}": this event has no fields.'
                ),
                field=key,
            )
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", 'Unknown field "{field}" (this event has: {fields}).'
            ),
            field=key,
            fields=", ".join(sorted(known)),
        )
