"""The reducer: which step handles each event type, the fields each payload may carry,
and ``apply``."""

from __future__ import annotations

import difflib
from collections.abc import Callable
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP
from app.systems.starcraft.tracker.checks import STRICT_CHECKS
from app.systems.starcraft.tracker.corrections import (
    CORRECTABLE,
    _player_corrected,
    _starting_forces,
)
from app.systems.starcraft.tracker.payload import reject
from app.systems.starcraft.tracker.regroup import REGROUP_FIELDS, _game_ended, _regroup_step
from app.systems.starcraft.tracker.rounds import (
    _battle_resolved,
    _built,
    _order_placed,
    _order_revealed,
    _player_blocked,
    _researched,
    _round_started,
    _units_destroyed,
    _workers_assigned,
)
from app.systems.starcraft.tracker.state import (
    BATTLE_RESOLVED,
    BUILT,
    GAME_ENDED,
    ORDER_PLACED,
    ORDER_REVEALED,
    PLAYER_BLOCKED,
    PLAYER_CORRECTED,
    REGROUP_STEP,
    RESEARCHED,
    ROUND_STARTED,
    STARTING_FORCES,
    UNITS_DESTROYED,
    WORKERS_ASSIGNED,
    TrackerState,
)
from app.tracker.errors import EventRejected
from app.tracker.event import Event
from app.tracker.reducing import copying_apply

HANDLERS: dict[str, Callable[[TrackerState, dict[str, Any]], None]] = {
    STARTING_FORCES: _starting_forces,
    ROUND_STARTED: _round_started,
    ORDER_PLACED: _order_placed,
    ORDER_REVEALED: _order_revealed,
    PLAYER_BLOCKED: _player_blocked,
    BUILT: _built,
    RESEARCHED: _researched,
    WORKERS_ASSIGNED: _workers_assigned,
    BATTLE_RESOLVED: _battle_resolved,
    UNITS_DESTROYED: _units_destroyed,
    REGROUP_STEP: _regroup_step,
    GAME_ENDED: _game_ended,
    PLAYER_CORRECTED: _player_corrected,
}

PAYLOAD_FIELDS: dict[str, frozenset[str]] = {
    STARTING_FORCES: frozenset({"player", "units", "transports", "buildings"}),
    ROUND_STARTED: frozenset(),
    ORDER_PLACED: frozenset({"player", "special", "planet"}),
    ORDER_REVEALED: frozenset({"planet", "order", "outcome"}),
    PLAYER_BLOCKED: frozenset(),
    BUILT: frozenset(
        {"units", "sacrificed", "workers", "transports", "building", "module", "base"}
    ),
    RESEARCHED: frozenset({"cards", "tech", "extra_event", "tech_to_hand"}),
    WORKERS_ASSIGNED: frozenset({"player", "card", "workers"}),
    BATTLE_RESOLVED: frozenset({"defender", "battle", "losses", "hands", "winner"}),
    UNITS_DESTROYED: frozenset({"player", "units", "bases", "transports"}),
    REGROUP_STEP: frozenset({"step"}).union(*REGROUP_FIELDS.values()),
    GAME_ENDED: frozenset({"reason", "winners"}),
    PLAYER_CORRECTED: frozenset({"player", *CORRECTABLE}),
}


def _check_fields(kind: str, payload: dict[str, Any]) -> None:
    known = PAYLOAD_FIELDS.get(kind, frozenset())
    for key in payload:
        if key in known:
            continue
        close = difflib.get_close_matches(str(key), sorted(known), n=1)
        if close:
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", 'Unknown field "{field}": did you mean "{known}"?'),
                field=key,
                known=close[0],
            )
        raise reject(
            QT_TRANSLATE_NOOP("Starcraft", 'Unknown field "{field}" (this event has: {fields}).'),
            field=key,
            fields=", ".join(sorted(known)) or "-",
        )


def apply_in_place(state: TrackerState, event: Event) -> None:
    """Applies ``event`` to ``state`` itself (fast replay); on error the state is half changed.
    An event an earlier Muster recorded (``event.legacy``) skips the checks it did not make
    (checks.py)."""
    if event.seq != state.last_seq + 1:
        raise reject(
            QT_TRANSLATE_NOOP("Starcraft", "Expected event number {expected}."),
            expected=state.last_seq + 1,
        ).for_event(event.seq, event.type)
    try:
        if state.finished:
            raise reject(QT_TRANSLATE_NOOP("Starcraft", "The game is over."))
        handler = HANDLERS.get(event.type)
        if handler is None:
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", 'Unknown event type "{type}".'), type=event.type
            )
        if not isinstance(event.payload, dict):
            raise reject(QT_TRANSLATE_NOOP("Starcraft", "The payload must be an object."))
        _check_fields(event.type, event.payload)
        strict_check = None if event.legacy else STRICT_CHECKS.get(event.type)
        # Today's checks read the state before the event but speak only once the step's own
        # checks passed: run first (they only read), their refusal kept until the step is done.
        # No copy of the state: a six-player state took ~28 ms to copy on every build.
        refusal: Exception | None = None
        if strict_check is not None:
            try:
                strict_check(state, event.payload)
            except Exception as exc:  # raised only if the step accepts the event
                refusal = exc
        state.last_seq = event.seq
        state.last_at = event.at
        handler(state, event.payload)
        if refusal is not None:
            raise refusal
    except EventRejected as exc:
        raise exc.for_event(event.seq, event.type) from None


apply = copying_apply(apply_in_place)
