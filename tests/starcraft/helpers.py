"""Building StarCraft games for tests: a setup, and events applied one by one."""

from __future__ import annotations

from typing import Any

from app.systems.starcraft.tracker import apply, executing_player, initial_state, new_setup
from app.systems.starcraft.tracker.state import TrackerState
from app.tracker.event import Event

HOMES = ["Chau Sara", "Helios", "Torus", "Pridewater", "Aiur", "Mar Sara"]


def start(factions: list[str], first_player: int = 0, teams: bool = False, **options: Any) -> Table:
    names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
    starts = [
        {
            "bases": [HOMES[seat]],
            "units": {},
            "workers": 4,
            "permanent": [
                {"resource": "minerals", "capacity": 2},
                {"resource": "gas", "capacity": 1},
            ],
        }
        for seat in range(len(factions))
    ]
    setup = new_setup(
        list(zip(names, factions, strict=False)),
        first_player=first_player,
        teams=teams,
        starts=starts,
        **options,
    )
    return Table(initial_state(setup))


class Table:
    """A game in progress: ``do`` records an event the way the tracker does."""

    def __init__(self, state: TrackerState) -> None:
        self.state = state
        self.events: list[Event] = []

    def do(self, kind: str, **payload: Any) -> TrackerState:
        event = Event(self.state.last_seq + 1, kind, payload, "2026-11-26T20:00:00Z")
        self.state = apply(self.state, event)
        self.events.append(event)
        return self.state

    def try_(self, kind: str, **payload: Any) -> TrackerState:
        """The state the event would give, without keeping it."""
        event = Event(self.state.last_seq + 1, kind, payload, "2026-11-26T20:00:00Z")
        return apply(self.state, event)

    def gather(self, seat: int, minerals: int = 0, gas: int = 0) -> None:
        """The player's workers harvest this much now (on two cards of 9 given by hand)."""
        self.do(
            "player_corrected",
            player=seat,
            reserve=self.state.players[seat].reserve + minerals + gas,
            resources=[
                {"id": "mine", "resource": "minerals", "capacity": 9},
                {"id": "geyser", "resource": "gas", "capacity": 9},
            ],
        )
        for card, workers in (("mine", minerals), ("geyser", gas)):
            if workers:
                self.do("workers_assigned", player=seat, card=card, workers=workers)

    def reach_epoch_three(self, drawn: int = 1) -> None:
        """As if the Event deck's epochs I and II and ``drawn`` cards of epoch III were drawn."""
        deck = self.state.setup.event_deck
        self.state.events_drawn = deck["I"] + deck["II"] + drawn

    def plan_at_home(self, specials: set[int] = frozenset()) -> None:
        """Everyone places their four orders on their home planet (``specials``: players
        whose first order is special)."""
        self.do("round_started")
        self.place_all(specials)

    def place_all(self, specials: set[int] = frozenset()) -> None:
        placed = [len(p.placed) for p in self.state.players]
        while self.state.phase == "planning":
            seat = self.state.turn
            special = seat in specials and placed[seat] == 0
            self.do("order_placed", planet=HOMES[seat], special=special)
            placed[seat] += 1

    def execute_all(self, order: str = "mobilisation") -> None:
        """Every order is revealed and executed, doing nothing."""
        while (seat := executing_player(self.state)) is not None:
            self.do("order_revealed", planet=HOMES[seat], order=order, outcome="executed")

    def round(self, cp: list[int], zones: list[int] | None = None, **steps: Any) -> None:
        """A whole round: orders at home, executed with no effect, then regrouping with these
        CP gains; ``steps`` gives step payloads by name (achieved, played, end_is_near...)."""
        self.plan_at_home()
        self.execute_all()
        self.regroup(cp, zones, **steps)

    def regroup(self, cp: list[int], zones: list[int] | None = None, **steps: Any) -> None:
        count = len(self.state.players)
        self.do("regroup_step", step=1)
        self.do("regroup_step", step=2)
        self.do("regroup_step", step=3, cards_gained=steps.get("cards_gained", []))
        self.do("regroup_step", step=4)
        self.do("regroup_step", step=5, cp=cp, zones=zones or [0] * count)
        self.do("regroup_step", step=6)
        if self.state.finished:
            return
        self.do("regroup_step", step=7, achieved=steps.get("achieved", []))
        if self.state.finished:
            return
        self.do(
            "regroup_step",
            step=8,
            played=steps.get("played", [False] * count),
            end_is_near=steps.get("end_is_near", 0),
        )
        if self.state.finished:
            return
        self.do("regroup_step", step=9, hands=[min(p.hand, 6) for p in self.state.players])
        self.do("regroup_step", step=10)
