"""Building Shatterpoint games for the tracker tests from the built-in catalogue."""

from __future__ import annotations

import random
from typing import Any

from app.roster.document import RosterDocument
from app.systems.shatterpoint import tracker as sp
from app.systems.shatterpoint.catalog import load_catalog
from app.systems.shatterpoint.tracker import GameSetup, TrackerState
from app.tracker.event import Event

REPUBLIC = [
    {
        "primary": "general-anakin-skywalker",
        "secondary": "cc-7567-captain-rex",
        "support": "501st-clone-troopers",
    },
    {
        "primary": "ahsoka-tano-jedi-no-more",
        "secondary": "bo-katan-kryze",
        "support": "clan-kryze-mandalorians",
    },
]
SEPARATISTS = [
    {
        "primary": "lord-maul",
        "secondary": "gar-saxon-merciless-commander",
        "support": "mandalorian-super-commandos",
    },
    {
        "primary": "asajj-ventress-sith-assassin",
        "secondary": "kalani-super-tactical-droid",
        "support": "b1-battle-droids",
    },
]

_catalog = None


def catalog() -> Any:
    global _catalog
    if _catalog is None:
        _catalog = load_catalog()
    return _catalog


def make_setup(
    deck_mode: str = "digital", seed: int = 1, first_player: int | None = 0, objectives: int = 3
) -> GameSetup:
    rosters = [
        ("Anakin", RosterDocument("shatterpoint", "Republic", [dict(s) for s in REPUBLIC])),
        (
            "Maul",
            RosterDocument("shatterpoint", "Shadow Collective", [dict(s) for s in SEPARATISTS]),
        ),
    ]
    return sp.new_setup(
        rosters,
        catalog(),
        first_player=first_player,
        deck_mode=deck_mode,
        objectives=objectives,
        struggle_cards=["Phase I", "Phase II", "Phase III"],
        rng=random.Random(seed),
        started_at="2026-11-25T20:00:00Z",
    )


class Table:
    """A game in memory: records events through the pure reducer, as the Game service does."""

    def __init__(self, setup: GameSetup | None = None) -> None:
        self.setup = setup or make_setup()
        self.state: TrackerState = sp.initial_state(self.setup)
        self.events: list[Event] = []
        self.rng = random.Random(7)

    def do(self, event_type: str, payload: dict[str, Any] | None = None) -> TrackerState:
        event = Event(len(self.events) + 1, event_type, dict(payload or {}), "2026-11-25T20:30:00Z")
        self.state = sp.apply(self.state, event)
        self.events.append(event)
        return self.state

    def intent(self, intent: tuple[str, dict[str, Any]]) -> TrackerState:
        return self.do(*intent)

    # common sequences
    def start_turn(self, active: list[int] | None = None) -> TrackerState:
        """Starts the next turn, revealing the phase's struggle card first when it is due
        (``active``: its objectives; the first one by default)."""
        if sp.struggle_card_due(self.state):
            objectives = [0] if active is None else active
            self.do("struggle_card_revealed", {"card": "", "active": objectives, "priority": None})
        return self.do("turn_started")

    def reveal(self, card: str | None = None) -> TrackerState:
        return self.intent(sp.reveal_order(self.state, self.rng, card=card))

    def activate_revealed(
        self, unit: str | None = None, condition: str | None = None
    ) -> TrackerState:
        player = self.state.active_player
        assert player is not None
        card = self.state.decks[player].revealed
        target = unit or card
        return self.do("unit_activated", {"unit": target, "condition_removed": condition})

    def end_turn(self, control: list[int | None] | None = None) -> TrackerState:
        return self.intent(sp.end_turn(self.state, control, self.rng))

    def play_simple_turn(self, control: list[int | None] | None = None) -> TrackerState:
        """Start, reveal; a Shatterpoint card activates the first living unit; end."""
        self.start_turn()
        self.reveal()
        player = self.state.active_player
        assert player is not None
        card = self.state.decks[player].revealed
        if card == "shatterpoint":
            living = next(u.id for u in self.state.units[player] if not u.defeated)
            self.activate_revealed(living, self._condition(player, living))
        else:
            assert card is not None
            self.activate_revealed(card, self._condition(player, card))
        return self.end_turn(control)

    def _condition(self, player: int, unit_id: str) -> str | None:
        unit = self.state.unit(player, unit_id)
        assert unit is not None
        return unit.conditions[0] if unit.is_wounded and unit.conditions else None


def record_turn_start(game: Any) -> None:
    """Records the start of the next turn in a Game, revealing the phase's struggle card
    first when it is due (the rules refuse a turn without it)."""
    if sp.struggle_card_due(game.state):
        game.record("struggle_card_revealed", {"card": "", "active": [0], "priority": None})
    game.record("turn_started")
