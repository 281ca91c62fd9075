"""What the table's screens ask the tracker: whose turn, what may be revealed, the battle
event a form builds."""

from __future__ import annotations

from typing import Any

from app.systems.starcraft.battle import (
    Battle,
    BattleResult,
    resolve,
)
from app.systems.starcraft.planner import Holdings
from app.systems.starcraft.tracker.rounds import player_holdings
from app.systems.starcraft.tracker.rules import execution_over, stack_tops
from app.systems.starcraft.tracker.state import (
    BATTLE_RESOLVED,
    REGROUP_STEPS,
    TrackerState,
)

# An event the screens record as it is: (event type, payload).
Intent = tuple[str, dict[str, Any]]


def planning_player(state: TrackerState) -> int | None:
    return state.turn if state.phase == "planning" else None


def executing_player(state: TrackerState) -> int | None:
    if state.phase != "execution" or execution_over(state):
        return None
    return state.turn


def blocked(state: TrackerState) -> bool:
    """Whether the player to reveal has orders left but none on top of a stack."""
    player = executing_player(state)
    return player is not None and not stack_tops(state, player)


def revealable(state: TrackerState) -> list[str]:
    player = executing_player(state)
    return [] if player is None else stack_tops(state, player)


def forces_missing(state: TrackerState) -> list[int]:
    """The players whose starting units are not known yet: neither the pack nor the New game
    box gave them, and nobody entered them at the table (``starting_forces``)."""
    return [
        seat
        for seat, player in enumerate(state.players)
        if not player.forces_entered and not state.setup.players[seat].units
    ]


def special_orders_allowed(state: TrackerState, player: int) -> int:
    """How many special orders the player may still place this round."""
    if state.round <= 1:
        return 0
    p = state.players[player]
    used = p.placed.count("special")
    return max(0, p.modules.get("research", 0) - used)


def next_regroup_step(state: TrackerState) -> int | None:
    if state.phase == "regrouping" and state.step < REGROUP_STEPS:
        return state.step + 1
    if execution_over(state):
        return 1
    return None


def battle_intent(
    state: TrackerState, defender: int, battle: dict[str, Any]
) -> tuple[Intent, BattleResult]:
    """The ``battle_resolved`` event for a battle the players entered (the attacker is the
    open Mobilize order's player), with the losses the rules give; PairingError for a pairing
    the rules refuse. The players may change the losses before recording (every result is
    correctable)."""
    outcome = resolve(Battle.from_json(battle))
    losses = outcome.losses(Battle.from_json(battle))
    payload = {"defender": defender, "battle": battle, "losses": losses}
    return (BATTLE_RESOLVED, payload), outcome


def holdings(state: TrackerState, player: int, planet: str | None = None) -> Holdings:
    """What the player holds, for the build planner."""
    return player_holdings(state, player, planet)
