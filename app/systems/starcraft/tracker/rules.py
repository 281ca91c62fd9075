"""The turn order, elimination and the victory checks of a StarCraft game."""

from __future__ import annotations

from collections.abc import Sequence

from app.i18n import QT_TRANSLATE_NOOP
from app.systems.starcraft.tracker.payload import faction_of, faction_rule, reject
from app.systems.starcraft.tracker.state import (
    ALDARIS_OPPONENT_TEAMS_CP,
    ALDARIS_OPPONENTS_CP,
    NORMAL_VICTORY_CP,
    ORDERS_PER_ROUND,
    TEAM_VICTORY_CP,
    TrackerState,
    events_left,
    top_epoch,
)


def seats_from(state: TrackerState, start: int) -> list[int]:
    count = len(state.players)
    return [(start + offset) % count for offset in range(count)]


def can_place(state: TrackerState, player: int) -> bool:
    p = state.players[player]
    return not p.eliminated and len(p.placed) < ORDERS_PER_ROUND


def _has_orders(state: TrackerState, player: int) -> bool:
    p = state.players[player]
    return not p.eliminated and p.done < len(p.placed)


def stack_tops(state: TrackerState, player: int) -> list[str]:
    """The planets whose order stack has one of ``player``'s orders on top."""
    return [
        planet for planet, stack in state.stacks.items() if stack and stack[-1].player == player
    ]


def advance_planning(state: TrackerState) -> None:
    for seat in seats_from(state, state.turn + 1):
        if can_place(state, seat):
            state.turn = seat
            return
    state.phase = "execution"
    state.turn = next(
        (s for s in seats_from(state, state.first_player) if _has_orders(state, s)),
        state.first_player,
    )


def advance_execution(state: TrackerState) -> None:
    for seat in seats_from(state, state.turn + 1):
        if _has_orders(state, seat):
            state.turn = seat
            return


def execution_over(state: TrackerState) -> bool:
    return state.phase == "execution" and not any(
        _has_orders(state, p) for p in range(len(state.players))
    )


def draw_events(state: TrackerState, player: int, count: int) -> None:
    left = events_left(state)
    if left is not None and left < count:
        raise reject(QT_TRANSLATE_NOOP("Starcraft", "The Event deck is empty."))
    state.events_drawn += count
    state.players[player].events_held += count


def players_alive(state: TrackerState) -> list[int]:
    return [n for n, p in enumerate(state.players) if not p.eliminated]


def team_of(state: TrackerState, player: int) -> int:
    """A player's team in a team game; every player is their own team otherwise."""
    team = state.setup.players[player].team
    return team if state.setup.teams and team is not None else player


def finish(state: TrackerState, winners: list[int], reason: str) -> None:
    state.winners = sorted(winners)
    state.finished = True
    state.end_reason = reason
    state.finished_at = state.last_at


def check_elimination(state: TrackerState) -> None:
    """A player with no base and no unit is out at once; their orders leave the stacks
    (FR « Élimination d'un joueur »). The last player (or team) standing wins."""
    for number, player in enumerate(state.players):
        if player.eliminated or player.bases or player.unit_count():
            continue
        player.eliminated = True
        player.placed = player.placed[: player.done]
        for planet, stack in list(state.stacks.items()):
            kept = [order for order in stack if order.player != number]
            if kept:
                state.stacks[planet] = kept
            else:
                del state.stacks[planet]
        if state.open_order is not None and state.open_order.player == number:
            state.open_order = None
    alive = players_alive(state)
    if len({team_of(state, p) for p in alive}) <= 1 and not state.finished:
        finish(state, alive, "elimination")


def _aldaris(state: TrackerState) -> int | None:
    """The Aldaris player still in the game (the faction whose objective changes everyone's)."""
    return next((p for p in players_alive(state) if faction_rule(state, p) == "aldaris"), None)


def _key(state: TrackerState, players: Sequence[int]) -> tuple[int, ...]:
    """The order the rules rank players by (summed over a team): conquest points, then
    resources, zones, bases, workers in reserve (FR « Victoire normale »)."""
    ps = [state.players[p] for p in players]
    return (
        sum(p.cp for p in ps),
        sum(p.resource_total for p in ps),
        sum(p.zones for p in ps),
        sum(len(p.bases) for p in ps),
        sum(p.reserve for p in ps),
    )


def _groups(state: TrackerState, players: Sequence[int]) -> dict[int, list[int]]:
    """The living players by team (each player alone when not playing in teams)."""
    groups: dict[int, list[int]] = {}
    for p in players_alive(state):
        groups.setdefault(team_of(state, p), []).append(p)
    return {team: members for team, members in groups.items() if set(members) & set(players)}


def best_of(state: TrackerState, players: Sequence[int]) -> list[int]:
    """Who wins among ``players`` (teams: among their teams) by the tie-breakers, in order;
    several players when the tie survives them all (a shared victory)."""
    groups = _groups(state, players)
    if not groups:
        return []
    keys = {team: _key(state, members) for team, members in groups.items()}
    top = max(keys.values())
    return sorted(p for team, members in groups.items() if keys[team] == top for p in members)


def cp_needed(state: TrackerState, player: int) -> int:
    """The CP a player (a team, in a team game) needs for a normal victory."""
    aldaris = _aldaris(state)
    if state.setup.teams:
        if aldaris is not None and team_of(state, aldaris) != team_of(state, player):
            return ALDARIS_OPPONENT_TEAMS_CP
        return TEAM_VICTORY_CP
    if aldaris is not None and aldaris != player:
        return ALDARIS_OPPONENTS_CP
    return NORMAL_VICTORY_CP


def normal_victors(state: TrackerState) -> list[int]:
    """Step 6: who reached their CP; the winner among them by the tie-breakers."""
    if state.setup.variant == "galactic_conquest":
        return []
    qualified = []
    for members in _groups(state, players_alive(state)).values():
        total = sum(state.players[p].cp for p in members)
        if total >= cp_needed(state, members[0]):
            qualified.extend(members)
    return best_of(state, qualified)


def special_applies(state: TrackerState, player: int) -> bool:
    """Whether the player's objective can be met now: most count only while the Event deck's
    top card is of epoch III (an objective the pack does not say is treated so)."""
    faction = faction_of(state, player)
    victory = faction.special_victory if faction else None
    if victory is not None and victory.epoch_iii_only is False:
        return True
    return top_epoch(state) == "III"


def special_met(state: TrackerState, player: int) -> bool | None:
    """Whether Muster sees the player's objective met (None: only the players can tell)."""
    faction = faction_of(state, player)
    victory = faction.special_victory if faction else None
    if victory is None or victory.rule is None:
        return None
    if victory.rule == "bases_on_planets":
        return len(set(state.players[player].bases)) >= (victory.planets or 0)
    return False  # Aldaris's objective is checked at steps 6 and 8, never at step 7


def end_game_victors(state: TrackerState) -> list[int]:
    aldaris = _aldaris(state)
    if aldaris is not None:
        return sorted(
            p for p in players_alive(state) if team_of(state, p) == team_of(state, aldaris)
        )
    return best_of(state, players_alive(state))
