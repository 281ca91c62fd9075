"""A small Flashpoint game for the tracker tests: hand-made fighters, events one by one."""

from __future__ import annotations

from typing import Any

from app.systems.flashpoint import tracker as T
from app.systems.flashpoint.tracker.state import (
    CardSnapshot,
    FighterSnapshot,
    GameSetup,
    PlayerSetup,
    TrackerState,
)
from app.tracker.event import Event

CARDS = (
    CardSnapshot("knife", "Knife", "melee"),
    CardSnapshot("rifle", "Rifle", "ranged"),
    CardSnapshot("grenade", "Grenade", "grenade", "single_use", 0, 1),
    CardSnapshot("launcher", "Launcher", "ranged", "reload", 2),
    CardSnapshot("medkit", "Medkit", "equipment", "normal", 0, 1),
)


def team(prefix: str) -> tuple[FighterSnapshot, ...]:
    return (
        FighterSnapshot("a", f"{prefix} A", 2, 1, 1, CARDS),
        FighterSnapshot("b", f"{prefix} B", 1, 2, 0),
        FighterSnapshot("c", f"{prefix} C", 2, 1, 1),
    )


def setup(npcs: bool = False) -> GameSetup:
    return GameSetup(
        (
            PlayerSetup("Ana", "Kestrel", team("Ana"), (1, 2)),
            PlayerSetup("Marek", "Wardens", team("Marek"), (1, 2)),
        ),
        offensive=0,
        npcs=(FighterSnapshot("beast", "Beast", 1, 1, 0),) if npcs else (),
        started_at="2026-11-25T19:00:00Z",
    )


class Play:
    """Events made one after another, the state folded as the tracker does."""

    def __init__(self, game_setup: GameSetup | None = None) -> None:
        self.state: TrackerState = T.initial_state(game_setup or setup())
        self.events: list[Event] = []

    def __call__(self, event_type: str, **payload: Any) -> TrackerState:
        event = Event(len(self.events) + 1, event_type, payload, "2026-11-25T19:30:00Z")
        self.state = T.apply(self.state, event)
        self.events.append(event)
        return self.state

    def activate(
        self, player: int, fighter: str, skill: int = 1, power: int = 1, **more: Any
    ) -> TrackerState:
        dice = {fighter: {"skill": [4] * skill, "power": [3] * power}}
        return self(T.FIGHTER_ACTIVATED, player=player, fighter=fighter, dice=dice, **more)

    def no_bids(self) -> TrackerState:
        # nobody bids: the Defensive player (1) has the initiative
        return self(T.INITIATIVE_BID, bids=[{}, {}], rolls=[], initiative=1)

    def pass_both(self) -> TrackerState:
        first = self.state.active
        assert first is not None
        self(T.PASSED, player=first)
        return self(T.PASSED, player=1 - first)

    def fighter(self, player: int, fighter: str) -> Any:
        found = self.state.fighter(player, fighter)
        assert found is not None
        return found
