"""What the rules say about a fighter and a turn, shared by the reducer and the screens."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.systems.flashpoint.tracker.names import (
    MARKER_EFFECTS,
    MARKER_LINE,
    MARKER_NAMES,
    fighter_name,
    reject,
    tr,
)
from app.systems.flashpoint.tracker.state import MARKERS, NPC, FighterState, TrackerState
from app.tracker.errors import EventRejected


def other(player: int) -> int:
    return 1 - player


def skill_of(state: TrackerState, fighter: FighterState) -> int:
    """Habilité now: 0 when Wounded or Immobilised, at most 1 when Burning. A state lowers the
    characteristic and never raises it: Burning "reduces" Skill to 1 (seed 003 L584), so a
    Skill of 0 stays 0."""
    snapshot = state.snapshot(fighter.side, fighter.id)
    if snapshot is None or not fighter.able or fighter.markers["immobilised"]:
        return 0
    if fighter.markers["burning"]:
        return min(1, snapshot.skill)
    return snapshot.skill


def reinforcement_of(state: TrackerState, fighter: FighterState) -> int:
    """Portée de Renfort now: 0 when Poisoned or Immobilised."""
    snapshot = state.snapshot(fighter.side, fighter.id)
    if snapshot is None or fighter.markers["poisoned"] or fighter.markers["immobilised"]:
        return 0
    return snapshot.reinforcement


def marker_effects(fighter: FighterState, language: str | None = None) -> list[str]:
    """The effects of the markers the fighter carries, one line each, in ``language``."""
    return [
        tr(
            language,
            MARKER_LINE,
            marker=tr(language, MARKER_NAMES[m]),
            count=fighter.markers[m],
            effect=tr(language, MARKER_EFFECTS[m]),
        )
        for m in MARKERS
        if fighter.markers[m]
    ]


def able_fighters(state: TrackerState, side: int) -> list[FighterState]:
    return [f for f in state.fighters[side] if f.able]


def activatable(state: TrackerState, side: int) -> list[FighterState]:
    """The fighters of ``side`` an activation may choose now (ignoring whose turn it is)."""
    found = []
    for fighter in state.fighters[side]:
        try:
            check_activation(state, side, fighter, reinforcements=[], reaction=False)
        except EventRejected:
            continue
        found.append(fighter)
    return found


def require_step(state: TrackerState, *steps: str) -> None:
    if state.step not in steps:
        raise reject("step")


def bid_winner(counts: Sequence[int], rolls: Any) -> int | None:
    """Who wins the initiative bids: the higher bid, else the tie rolls (each a list of the
    dice each player threw; the higher total wins), or None when the rolls do not decide."""
    if counts[0] != counts[1]:
        return 0 if counts[0] > counts[1] else 1
    if counts[0] == 0 or not isinstance(rolls, list) or not rolls:
        return None
    totals = []
    for roll in rolls:
        if not (isinstance(roll, list) and len(roll) == 2):
            return None
        for player, faces in enumerate(roll):
            if not (
                isinstance(faces, list)
                and len(faces) == counts[player]
                and all(type(f) is int and 1 <= f <= 6 for f in faces)
            ):
                return None
        totals.append((sum(roll[0]), sum(roll[1])))
    if any(a != b for a, b in totals[:-1]) or totals[-1][0] == totals[-1][1]:
        return None
    return 0 if totals[-1][0] > totals[-1][1] else 1


def check_activation(
    state: TrackerState,
    side: int,
    fighter: FighterState,
    reinforcements: list[FighterState],
    reaction: bool,
) -> None:
    name = fighter_name(state, side, fighter.id)
    if not fighter.able:
        raise reject("unable", fighter=name)
    if side == NPC:
        if state.step != "environment" or reaction:
            raise reject("npc_step")
        if fighter.activations:
            raise reject("npc_once")
        if reinforcements:
            raise reject("reinforcements")
        return
    if state.step != "activations":
        raise reject("npc_step" if state.step == "environment" else "step")
    if reaction:
        if state.reactable is None or state.reactable[0] != other(side):
            raise reject("reaction")
        if fighter.activations:
            raise reject("reaction_fresh")
    elif state.active != side:
        raise reject("turn", player=state.side_name(state.active or 0))
    if fighter.activations and (fighter.markers["poisoned"] or fighter.markers["immobilised"]):
        raise reject("once", fighter=name)
    if fighter.activations:
        if state.last_reactivation[side]:
            raise reject("reactivation_twice")
        if any(f.activations == 0 for f in able_fighters(state, side) if f is not fighter):
            raise reject("reactivation_early", fighter=name)
    if reinforcements and (
        reaction
        or fighter.activations
        or reinforcement_of(state, fighter) == 0
        or any(r.activations or not r.able or r is fighter for r in reinforcements)
        or len({r.id for r in reinforcements}) != len(reinforcements)
    ):
        raise reject("reinforcements")


def check_acting(state: TrackerState, fighter: FighterState, legacy: bool = False) -> None:
    """Only a figure of an activation in progress (the activated one or a reinforcement) acts
    (seed 003 L424-L434: actions come between the attribution sequence and the activation's
    end). An event an earlier Muster recorded is not held to it (docs/tracker.md)."""
    if legacy or state.activation_of(fighter.side, fighter.id) is not None:
        return
    name = fighter_name(state, fighter.side, fighter.id)
    if not state.current:
        raise reject("no_activation", fighter=name)
    active = state.current[-1]
    raise reject(
        "not_activated", fighter=name, active=fighter_name(state, active.side, active.fighter)
    )


def check_combat(state: TrackerState, fighter: FighterState, legacy: bool = False) -> None:
    """One combat action per figure and activation (seed 003 L362)."""
    activation = state.activation_of(fighter.side, fighter.id)
    if activation is None:
        return
    if fighter.id in activation.fought:
        if legacy:
            return
        raise reject("one_combat", fighter=fighter_name(state, fighter.side, fighter.id))
    activation.fought.append(fighter.id)
