"""The Legion tracker's events as data: which fields each event type takes, and the readers
that check a payload's values (one clear, translatable sentence for each bad value).
Event payloads: docs/tracker.md, "Star Wars: Legion".
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP
from app.systems.legion.tracker.names import (
    CONTEXT,
    _unit_name,
)
from app.systems.legion.tracker.state import (
    ACTION_TAKEN,
    ACTIVATION_ENDED,
    BATTLE_CARDS_CHOSEN,
    COMMAND_CARD_PLAYED,
    DEPLOYMENT_COMPLETED,
    DIE_FACES,
    GAME_ENDED,
    ORDER_DRAWN,
    ORDERS_ISSUED,
    ROUND_ENDED,
    TOKENS_GAINED,
    TOKENS_REMOVED,
    UNIT_ACTIVATED,
    UNIT_CORRECTED,
    UNIT_DEFEATED,
    VICTORY_TOKENS_CHANGED,
    WOUNDS_HEALED,
    WOUNDS_SUFFERED,
    GameState,
    UnitState,
)
from app.tracker.errors import EventRejected

Intent = tuple[str, dict[str, Any]]
Payload = dict[str, Any]


def _reject(reason: str, **params: Any) -> EventRejected:
    return EventRejected(reason, CONTEXT, **params)


# --- payload reading -------------------------------------------------------------------------


def _field(payload: Payload, key: str) -> Any:
    if key not in payload:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", 'The field "{field}" is missing.'), field=key
        )
    return payload[key]


def _int(payload: Payload, key: str, low: int, high: int) -> int:
    value = _field(payload, key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker", 'The field "{field}" must be a whole number from {low} to {high}.'
            ),
            field=key,
            low=low,
            high=high,
        )
    return value


def _bool(payload: Payload, key: str, default: bool = False) -> bool:
    value = payload.get(key, default)
    if not isinstance(value, bool):
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", 'The field "{field}" must be true or false.'),
            field=key,
        )
    return value


def _choice(payload: Payload, key: str, choices: Sequence[str]) -> str:
    value = _field(payload, key)
    if not isinstance(value, str) or value not in choices:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", 'The field "{field}" must be one of: {choices}.'),
            field=key,
            choices=", ".join(choices),
        )
    return value


def _face(payload: Payload, key: str) -> str:
    return _choice(payload, key, DIE_FACES)


def _player(state: GameState, payload: Payload, key: str = "player") -> int:
    """A player's seat: 0 or 1, or 0 to 3 in a team battle."""
    return _int(payload, key, 0, len(state.players) - 1)


def _side(payload: Payload, key: str) -> int:
    """A side of the table: 0 or 1 (in a game of two, a player)."""
    return _int(payload, key, 0, 1)


def _unit(state: GameState, payload: Payload, player: int, key: str = "unit") -> UnitState:
    value = _field(payload, key)
    found = state.players[player].unit(value) if isinstance(value, str) else None
    if found is None:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "{player} has no unit {unit}."),
            player=state.setup.players[player].name,
            unit=str(value)[:80],
        )
    return found


def _living_unit(state: GameState, payload: Payload, player: int) -> UnitState:
    unit = _unit(state, payload, player)
    if unit.defeated:
        raise _reject(
            QT_TRANSLATE_NOOP("LegionTracker", "{unit} is defeated."),
            unit=_unit_name(state, player, unit.key),
        )
    return unit


FIELDS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    # type: (required, optional)
    BATTLE_CARDS_CHOSEN: (frozenset({"cards"}), frozenset()),
    DEPLOYMENT_COMPLETED: (frozenset(), frozenset()),
    COMMAND_CARD_PLAYED: (frozenset({"player", "card"}), frozenset({"owners", "roll"})),
    ORDERS_ISSUED: (frozenset({"player", "units"}), frozenset({"teammate_units"})),
    ORDER_DRAWN: (frozenset({"player", "rank"}), frozenset()),
    UNIT_ACTIVATED: (
        frozenset({"player", "unit"}),
        frozenset({"rally", "courage_from", "courage_player", "damaged_roll"}),
    ),
    ACTION_TAKEN: (frozenset({"action"}), frozenset({"free"})),
    ACTIVATION_ENDED: (frozenset(), frozenset()),
    ROUND_ENDED: (frozenset(), frozenset({"promote"})),
    WOUNDS_SUFFERED: (frozenset({"player", "unit", "amount"}), frozenset({"damage_roll"})),
    WOUNDS_HEALED: (frozenset({"player", "unit", "amount"}), frozenset()),
    UNIT_DEFEATED: (frozenset({"player", "unit"}), frozenset()),
    TOKENS_GAINED: (frozenset({"player", "unit", "token", "count"}), frozenset()),
    TOKENS_REMOVED: (frozenset({"player", "unit", "token", "count"}), frozenset()),
    VICTORY_TOKENS_CHANGED: (frozenset({"player", "amount", "source"}), frozenset()),
    GAME_ENDED: (frozenset({"winner", "reason"}), frozenset()),
    UNIT_CORRECTED: (frozenset({"player", "unit"}), frozenset({"wounds", "tokens", "defeated"})),
}


KNOWN_FIELDS = {kind: required | optional for kind, (required, optional) in FIELDS.items()}


def _check_fields(event_type: str, payload: Payload) -> None:
    known = KNOWN_FIELDS[event_type]
    if known.issuperset(payload):
        return
    for key in payload:
        if key in known:
            continue
        close = difflib.get_close_matches(str(key), sorted(known), n=1)
        if close:
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "LegionTracker", 'Unknown field "{field}": did you mean "{known}"?'
                ),
                field=str(key)[:80],
                known=close[0],
            )
        raise _reject(
            QT_TRANSLATE_NOOP(
                "LegionTracker", 'Unknown field "{field}" (this event has: {fields}).'
            ),
            field=str(key)[:80],
            fields=", ".join(sorted(known)) or "—",
        )
