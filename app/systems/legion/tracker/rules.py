"""The rules of a Legion game that the reducer and the interface share: who may play which
command card, which units may activate, promotions, rally dice, vehicle damage rolls and the
winner on score.
"""

from __future__ import annotations

from app.systems.legion.tracker.state import (
    STANDING_ORDERS,
    GameState,
    UnitSetup,
    UnitState,
)

# --- rules the reducer and the interface share --------------------------------------------


def has_commander(state: GameState, player: int) -> bool:
    """A living Commander or Operative (or a promoted unit leader): the player plays a command
    card (FR « un joueur qui n'a ni Commandant ni Agent … ne joue pas de carte »)."""
    for unit in state.living(player):
        rank = state.unit_setup(player, unit.key).rank
        if rank in ("commander", "operative") or unit.commander:
            return True
    return False


def playable_cards(state: GameState, player: int) -> list[str]:
    """The command cards ``player`` may play this round: the hand, and Standing Orders."""
    if not has_commander(state, player):
        return []
    return [*state.players[player].hand, STANDING_ORDERS]


def card_pips(state: GameState, player: int, card: str) -> int:
    for entry in state.setup.players[player].command_hand:
        if entry.id == card and entry.pips is not None:
            return entry.pips
    return 4  # Standing Orders


def activatable_units(state: GameState, player: int) -> list[str]:
    """The units ``player`` may activate now: with a face-up order token, or, once a token is
    drawn from the pool, the units of that rank without one."""
    data = state.players[player]
    keys = []
    for unit in state.living(player):
        if (unit.order == "ordered" and data.drawn is None) or (
            unit.order == "none"
            and data.drawn is not None
            and state.unit_setup(player, unit.key).rank == data.drawn
        ):
            keys.append(unit.key)
    return keys


def waiting_units(state: GameState, player: int) -> list[UnitState]:
    """The living units of ``player`` that have not activated this round."""
    return [unit for unit in state.living(player) if unit.order != "activated"]


def promotion_choices(state: GameState, player: int) -> list[str]:
    """Whom ``player`` must promote in the End phase when every commander is defeated: the
    leader of a trooper unit (FR « il doit promouvoir un Chef d'unité d'une unité de soldats »).
    Empty when no promotion is due."""
    if any(
        state.unit_setup(player, unit.key).rank == "commander" or unit.commander
        for unit in state.living(player)
    ):
        return []
    return [
        unit.key
        for unit in state.living(player)
        if state.unit_setup(player, unit.key).trooper
        and state.unit_setup(player, unit.key).rank != "operative"
    ]


def rally_dice(state: GameState, player: int, key: str) -> int:
    """White defence dice the unit rolls to rally: one per suppression token."""
    unit = state.players[player].unit(key)
    return unit.token("suppression") if unit is not None else 0


def damage_roll_due(state: GameState, player: int, key: str, amount: int) -> bool:
    """Whether ``amount`` wounds make the vehicle roll a red die for a vehicle damage token
    (wounds at or above resilience, no such token from wounds yet, the unit not defeated)."""
    setup = state.unit_setup(player, key)
    unit = state.players[player].unit(key)
    if unit is None or unit.defeated or not setup.vehicle or setup.resilience is None:
        return False
    if unit.damage_rolled:
        return False
    after = _wounds_after(setup, unit.wounds, amount)
    if all(got >= most for got, most in zip(after, setup.wounds, strict=True)):
        return False
    return sum(after) >= setup.resilience


def _wounds_after(setup: UnitSetup, wounds: list[int], amount: int) -> list[int]:
    """Wounds go to one miniature until it is defeated, the unit leader last; a wounded
    miniature takes them first (FR « Blessures »)."""
    result = list(wounds)
    order = [*list(range(1, len(result))), 0]
    wounded = [i for i in order if 0 < result[i] < setup.wounds[i]]
    fresh = [i for i in order if result[i] == 0]
    for index in wounded + fresh:
        if amount <= 0:
            break
        room = setup.wounds[index] - result[index]
        took = min(room, amount)
        result[index] += took
        amount -= took
    return result
