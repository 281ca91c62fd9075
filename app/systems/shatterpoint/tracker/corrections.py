"""Corrections: events that set a unit, a Force pool, the struggle, an objective or an order
deck to what the table shows, when the log and the table disagree (docs/tracker.md,
"Corrections"). They check their values, not the turn's rules.
"""

from __future__ import annotations

from typing import Any

from app.i18n import QT_TRANSLATE_NOOP
from app.systems.shatterpoint.tracker.events import (
    CONDITIONS,
    PHASES,
    SHATTERPOINT_CARD,
    STANCE_SIDES,
    TRACK_HALF,
    _bool,
    _card_list,
    _choice,
    _field,
    _int,
    _optional_player,
    _reject,
)
from app.systems.shatterpoint.tracker.rules import (
    _defeat,
    _same_cards,
    _unit,
)
from app.systems.shatterpoint.tracker.state import (
    TrackerState,
)


def _unit_corrected(state: TrackerState, payload: dict[str, Any]) -> None:
    unit = _unit(state, payload)
    if "damage" in payload:
        unit.damage = _int(payload, "damage", 0, unit.stamina)
    if "wounded" in payload:
        unit.wounded = _int(payload, "wounded", 0, 99)
    if "injured" in payload:
        unit.injured = _int(payload, "injured", 0, 99)
    if "hunker" in payload:
        unit.hunker = _int(payload, "hunker", 0, 99)
    if "stance" in payload:
        unit.stance = _choice(payload, "stance", STANCE_SIDES)
    if "conditions" in payload:
        conditions = payload["conditions"]
        if not isinstance(conditions, list) or not all(c in CONDITIONS for c in conditions):
            raise _reject(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", 'The field "{field}" must be one of: {choices}.'
                ),
                field="conditions",
                choices=", ".join(CONDITIONS),
            )
        unit.conditions = [c for c in CONDITIONS if c in conditions]
        if "strained" not in unit.conditions:
            unit.strain_due = False
    if "defeated" in payload:
        defeated = _bool(payload, "defeated")
        if defeated and not unit.defeated:
            _defeat(state, unit)
        elif not defeated and unit.defeated:
            unit.defeated = False
            deck = state.decks[unit.player]
            if unit.id in deck.removed:
                deck.removed.remove(unit.id)
                deck.discard.append(unit.id)


def _force_corrected(state: TrackerState, payload: dict[str, Any]) -> None:
    player = _int(payload, "player", 0, 1)
    pool = state.force[player]
    pool.available = _int(payload, "available", 0, pool.total)


def _distances(payload: dict[str, Any], key: str, high: int) -> list[list[int]]:
    value = _field(payload, key)
    valid = (
        isinstance(value, list)
        and len(value) == 2
        and all(
            isinstance(side, list)
            and len(set(side)) == len(side)
            and all(isinstance(x, int) and not isinstance(x, bool) and 1 <= x <= high for x in side)
            for side in value
        )
    )
    if not valid:
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker",
                'The field "{field}" must hold two lists of different numbers from 1 to {high}.',
            ),
            field=key,
            high=high,
        )
    return [list(side) for side in value]


def _struggle_corrected(state: TrackerState, payload: dict[str, Any]) -> None:
    struggle = state.struggle
    if "token" in payload:
        struggle.token = _int(payload, "token", -TRACK_HALF, TRACK_HALF)
    if "momentum" in payload:
        struggle.momentum = _distances(payload, "momentum", TRACK_HALF)
    if "claimed" in payload:
        struggle.claimed = _distances(payload, "claimed", PHASES)
    if "phase" in payload:
        struggle.phase = _int(payload, "phase", 1, PHASES)


def _objective_corrected(state: TrackerState, payload: dict[str, Any]) -> None:
    objective = state.objectives[_int(payload, "index", 0, len(state.objectives) - 1)]
    if "active" in payload:
        objective.active = _bool(payload, "active")
    if "priority" in payload:
        objective.priority = _bool(payload, "priority")
    if "controller" in payload:
        objective.controller = _optional_player(payload, "controller")


def _deck_corrected(state: TrackerState, payload: dict[str, Any]) -> None:
    player = _int(payload, "player", 0, 1)
    deck = state.decks[player]
    new = deck.copy()
    for zone in ("deck", "reserve", "discard", "removed"):
        if zone in payload:
            setattr(new, zone, _card_list(payload, zone))
    if len(new.reserve) > 1 or SHATTERPOINT_CARD in new.reserve:
        raise _reject(
            QT_TRANSLATE_NOOP("ShatterpointTracker", "At most one unit card can be in reserve.")
        )
    if not _same_cards(new.cards(), state.setup.decks[player]):
        raise _reject(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker",
                "The zones must hold each of the player's order cards exactly once.",
            )
        )
    state.decks[player] = new
