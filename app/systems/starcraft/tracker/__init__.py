"""The rules of a StarCraft game at the table: set-up, rounds (planning, execution,
regrouping in ten steps), the bookkeeping the box leaves to memory, victory checks at their
steps, and the readable log. Event payloads: docs/tracker.md.

The galaxy's tiles are pictures, so Muster does not draw the board: players tell it what
happened on it (a base destroyed at step 1, the resource cards lost and gained, the CP their
zones give at step 5), and Muster keeps the count, enforces the limits the text gives, and
checks every victory at its step.

The package's modules, by job: ``state`` (event types, setup and state), ``payload`` (reading
an event's fields), ``rules`` (turn order, elimination, victories), ``rounds``, ``regroup`` and
``corrections`` (the reducer's steps), ``reducer`` (``apply``), ``setup``, ``intents`` (what
the screens ask), ``names`` and ``log`` (words, the readable log, result and summary). This
module re-exports their public names: ``ModuleTracker(tracker)`` plugs the package in.
"""

from __future__ import annotations

from typing import Any

from app.systems.starcraft import CONTEXT
from app.systems.starcraft.tracker.corrections import (
    CORRECTABLE,
)
from app.systems.starcraft.tracker.intents import (
    Intent,
    battle_intent,
    blocked,
    executing_player,
    forces_missing,
    holdings,
    next_regroup_step,
    planning_player,
    revealable,
    special_orders_allowed,
)
from app.systems.starcraft.tracker.log import (
    END_REASON_WORDS,
    describe,
    describe_run,
    joins_log_line,
    result,
    summary,
)
from app.systems.starcraft.tracker.names import (
    ORDER_NAMES,
    STEP_ASKS,
    STEP_NAMES,
    order_name,
    step_asks,
    step_name,
)
from app.systems.starcraft.tracker.payload import (
    catalog_of,
    faction_of,
)
from app.systems.starcraft.tracker.reducer import (
    HANDLERS,
    PAYLOAD_FIELDS,
    apply,
    apply_in_place,
)
from app.systems.starcraft.tracker.regroup import (
    REGROUP_FIELDS,
)
from app.systems.starcraft.tracker.rounds import (
    PAIRING_PROBLEMS,
)
from app.systems.starcraft.tracker.rules import (
    best_of,
    cp_needed,
    execution_over,
    normal_victors,
    special_applies,
    special_met,
    team_of,
)
from app.systems.starcraft.tracker.setup import (
    event_deck,
    initial_state,
    new_setup,
    read_setup,
    removed_per_epoch,
)
from app.systems.starcraft.tracker.state import (
    ALDARIS_OPPONENT_TEAMS_CP,
    ALDARIS_OPPONENTS_CP,
    BATTLE_RESOLVED,
    BUILT,
    CP_TRACK_FLIP,
    END_IS_NEAR_CARDS,
    END_IS_NEAR_TO_END,
    END_REASONS,
    EPOCH_CARDS,
    EVENT_TYPES,
    FACTION_CHOICES,
    GAME_ENDED,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NORMAL_VICTORY_CP,
    ORDER_PLACED,
    ORDER_REVEALED,
    ORDER_TYPES,
    ORDERS_PER_ROUND,
    PHASES,
    PLAYER_BLOCKED,
    PLAYER_CORRECTED,
    REGROUP_STEP,
    REGROUP_STEPS,
    REMOVED_PER_EPOCH,
    RESEARCHED,
    ROUND_STARTED,
    STARTING_FORCES,
    TEAM_VICTORY_CP,
    UNITS_DESTROYED,
    VARIANTS,
    WORKERS_ASSIGNED,
    GameSetup,
    OpenOrder,
    Order,
    PermanentResource,
    PlayerSetup,
    PlayerState,
    ResourceCard,
    TrackerState,
    deck_total,
    events_left,
    player_from_setup,
    top_epoch,
)

__all__ = [
    "ALDARIS_OPPONENTS_CP",
    "ALDARIS_OPPONENT_TEAMS_CP",
    "BATTLE_RESOLVED",
    "BUILT",
    "CONTEXT",
    "CORRECTABLE",
    "CP_TRACK_FLIP",
    "END_IS_NEAR_CARDS",
    "END_IS_NEAR_TO_END",
    "END_REASONS",
    "END_REASON_WORDS",
    "EPOCH_CARDS",
    "EVENT_TYPES",
    "FACTION_CHOICES",
    "GAME_ENDED",
    "HANDLERS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NORMAL_VICTORY_CP",
    "ORDERS_PER_ROUND",
    "ORDER_NAMES",
    "ORDER_PLACED",
    "ORDER_REVEALED",
    "ORDER_TYPES",
    "PAIRING_PROBLEMS",
    "PAYLOAD_FIELDS",
    "PHASES",
    "PLAYER_BLOCKED",
    "PLAYER_CORRECTED",
    "REGROUP_FIELDS",
    "REGROUP_STEP",
    "REGROUP_STEPS",
    "REMOVED_PER_EPOCH",
    "RESEARCHED",
    "ROUND_STARTED",
    "STARTING_FORCES",
    "STEP_ASKS",
    "STEP_NAMES",
    "TEAM_VICTORY_CP",
    "UNITS_DESTROYED",
    "VARIANTS",
    "WORKERS_ASSIGNED",
    "GameSetup",
    "Intent",
    "OpenOrder",
    "Order",
    "PermanentResource",
    "PlayerSetup",
    "PlayerState",
    "ResourceCard",
    "TrackerState",
    "apply",
    "apply_in_place",
    "battle_intent",
    "best_of",
    "blocked",
    "catalog_of",
    "cp_needed",
    "deck_total",
    "describe",
    "describe_run",
    "event_deck",
    "events_left",
    "executing_player",
    "execution_over",
    "faction_of",
    "forces_missing",
    "holdings",
    "initial_state",
    "joins_log_line",
    "new_setup",
    "next_regroup_step",
    "normal_victors",
    "order_name",
    "planning_player",
    "player_from_setup",
    "read_setup",
    "removed_per_epoch",
    "result",
    "revealable",
    "special_applies",
    "special_met",
    "special_orders_allowed",
    "step_asks",
    "step_name",
    "summary",
    "team_of",
    "top_epoch",
]

# What the game's screens ask its tracker for (app/tracker/adapter.py forwards them).
INTERFACE = (
    "new_setup",
    "event_deck",
    "planning_player",
    "executing_player",
    "blocked",
    "revealable",
    "special_orders_allowed",
    "next_regroup_step",
    "holdings",
    "battle_intent",
    "step_name",
    "step_asks",
    "order_name",
    "cp_needed",
)


def team_names(setup: dict[str, Any]) -> list[str]:
    """Each player's faction in the current language, from a stored setup (StarCraft has
    no strike teams: the games list shows the factions instead)."""
    from app.i18n import current_language

    if not isinstance(setup, dict):
        return []
    names: dict[str, str] = {}
    for entry in setup.get("entries") or []:
        if isinstance(entry, dict) and entry.get("kind") == "faction":
            name = entry.get("name")
            name = name if isinstance(name, dict) else {}
            text = name.get(current_language()) or name.get("en") or entry.get("id")
            names[str(entry.get("id"))] = str(text)
    players = setup.get("players") or []
    return [
        names.get(str(p.get("faction")), str(p.get("faction", ""))) if isinstance(p, dict) else ""
        for p in players
    ]
