"""Two Legion armies from the built-in catalogue, a game's setup from them, and a game played
through its events (no Qt)."""

from __future__ import annotations

from functools import cache
from typing import Any

from app.systems.legion import tracker as legion_tracker
from app.systems.legion.army import Army, ArmyUnit, document_for
from app.systems.legion.catalog import LegionCatalog, load_catalog
from app.systems.legion.tracker import apply, new_setup
from app.systems.legion.tracker.state import GameSetup, GameState
from app.tracker.adapter import ModuleTracker
from app.tracker.event import Event

LEIA = "unit-leia-organa-fearless-and-inventive"
TROOPERS = "unit-rebel-troopers"
Z6 = "upgrade-z-6-trooper"
OFFICER = "unit-imperial-officer-ruthless-efficiency"
STORMTROOPERS = "unit-stormtroopers"
ATST = "unit-at-st"
REBEL_HAND = [
    "command-ambush",
    "command-coordinated-bombardment",
    "command-push",
    "command-no-time-for-sorrows",
    "command-assault",
    "command-somebody-has-to-save-our-skins",
    "command-standing-orders",
]
EMPIRE_HAND = [
    "command-ambush",
    "command-covert-observation",
    "command-push",
    "command-pinned-down",
    "command-assault",
    "command-coordinated-fire",
    "command-standing-orders",
]
DECK = {
    "primary": ["battle-breakthrough", "battle-bunker-assault", "battle-close-the-pocket"],
    "secondary": [
        "battle-bring-them-to-heel",
        "battle-destroy-enemy-base",
        "battle-marked-targets",
    ],
    "advantage": [
        "battle-advanced-intel",
        "battle-cunning-deployment",
        "battle-fortified-position",
    ],
}
TRACKER = ModuleTracker(legion_tracker)


@cache
def catalog() -> LegionCatalog:
    return load_catalog()


def rebels() -> Army:
    return Army(
        format="standard",
        faction="rebels",
        units=[ArmyUnit(LEIA), ArmyUnit(TROOPERS, [Z6]), ArmyUnit(TROOPERS), ArmyUnit(TROOPERS)],
        command_hand=list(REBEL_HAND),
        battle_deck={category: list(cards) for category, cards in DECK.items()},
    )


def empire() -> Army:
    return Army(
        format="standard",
        faction="empire",
        units=[ArmyUnit(OFFICER), ArmyUnit(STORMTROOPERS), ArmyUnit(STORMTROOPERS), ArmyUnit(ATST)],
        command_hand=list(EMPIRE_HAND),
        battle_deck={category: list(cards) for category, cards in DECK.items()},
    )


def setup(blue: int = 0, rounds: int | None = 6) -> GameSetup:
    return new_setup(
        [("Anna", document_for(rebels(), "Echo Base")), ("Bartek", document_for(empire(), "Hoth"))],
        catalog(),
        blue_player=blue,
        rounds=rounds,
        started_at="2026-11-25T19:00:00Z",
    )


class Play:
    """A game being played through the pure reducer: ``play.do(type, payload)``."""

    def __init__(self, game_setup: GameSetup | None = None) -> None:
        self.state: GameState = TRACKER.initial_state(game_setup or setup())
        self.events: list[Event] = []
        self.states: list[GameState] = [self.state]

    def do(self, event_type: str, payload: dict[str, Any] | None = None) -> GameState:
        seq = len(self.events) + 1
        event = Event(
            seq, event_type, dict(payload or {}), f"2026-11-25T19:{seq // 60:02d}:{seq % 60:02d}Z"
        )
        self.state = apply(self.state, event)
        self.events.append(event)
        self.states.append(self.state)
        return self.state

    def intent(self, intent: tuple[str, dict[str, Any]]) -> GameState:
        return self.do(*intent)

    def deploy(self) -> GameState:
        self.do(
            "battle_cards_chosen",
            {
                "cards": {
                    "primary": "battle-breakthrough",
                    "secondary": "battle-marked-targets",
                    "advantage": None,
                }
            },
        )
        return self.do("deployment_completed")
