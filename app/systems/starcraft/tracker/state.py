"""The state of a StarCraft game at the table, and its setup (see docs/tracker.md)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from app.tracker.reducing import copy_sharing_setup

# Event types.
ROUND_STARTED = "round_started"
ORDER_PLACED = "order_placed"
ORDER_REVEALED = "order_revealed"
PLAYER_BLOCKED = "player_blocked"
BUILT = "built"
RESEARCHED = "researched"
WORKERS_ASSIGNED = "workers_assigned"
BATTLE_RESOLVED = "battle_resolved"
UNITS_DESTROYED = "units_destroyed"
REGROUP_STEP = "regroup_step"
GAME_ENDED = "game_ended"
PLAYER_CORRECTED = "player_corrected"
STARTING_FORCES = "starting_forces"
EVENT_TYPES = (
    STARTING_FORCES,
    ROUND_STARTED,
    ORDER_PLACED,
    ORDER_REVEALED,
    PLAYER_BLOCKED,
    BUILT,
    RESEARCHED,
    WORKERS_ASSIGNED,
    BATTLE_RESOLVED,
    UNITS_DESTROYED,
    REGROUP_STEP,
    GAME_ENDED,
    PLAYER_CORRECTED,
)

MIN_PLAYERS = 2
MAX_PLAYERS = 6
ORDERS_PER_ROUND = 4
ORDER_TYPES = ("construction", "mobilisation", "research")
REGROUP_STEPS = 10
VARIANTS = ("standard", "galactic_conquest")
FACTION_CHOICES = ("chosen", "random")
# Event deck (FR « Préparer le paquet Événement »): 25 + 25 + 20 cards; with fewer than six
# players, as many cards of epochs I and II are put back unseen.
EPOCH_CARDS = {"I": 25, "II": 25, "III": 20}
REMOVED_PER_EPOCH = {6: 0, 5: 5, 4: 10, 3: 15, 2: 20}
END_IS_NEAR_CARDS = 3
END_IS_NEAR_TO_END = 2
NORMAL_VICTORY_CP = 15
ALDARIS_OPPONENTS_CP = 20
TEAM_VICTORY_CP = 30
ALDARIS_OPPONENT_TEAMS_CP = 40
CP_TRACK_FLIP = 15  # the marker turns to its "+15" side past 15
PHASES = ("setup", "planning", "execution", "regrouping")
END_REASONS = ("conquest", "special", "end_game", "elimination", "agreed")


@dataclass
class PermanentResource:
    resource: str  # minerals | gas
    capacity: int


@dataclass
class PlayerSetup:
    """A player at set-up: their seat's name, faction and what their faction sheet gives."""

    name: str
    faction: str
    team: int | None = None
    buildings: dict[str, int] = field(default_factory=dict)  # the printed building (level 1)
    units: dict[str, int] = field(default_factory=dict)
    workers: int = 0
    transports: list[str] = field(default_factory=list)
    bases: list[str] = field(default_factory=list)  # planets
    permanent: list[PermanentResource] = field(default_factory=list)
    hand: int = 0


@dataclass
class GameSetup:
    players: list[PlayerSetup]
    first_player: int
    first_player_drawn: bool = True  # chosen at random (as the rules say) or entered
    faction_choice: str = "chosen"  # in turn order from the first player, or random
    faction_draw: list[str] | None = None  # the random draw, by seat
    variant: str = "standard"
    teams: bool = False
    event_deck: dict[str, int] = field(default_factory=dict)  # cards per epoch, trimmed
    end_is_near_cards: int = END_IS_NEAR_CARDS
    entries: list[dict[str, Any]] = field(default_factory=list)  # the catalogue, as played
    started_at: str = ""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class ResourceCard:
    id: str  # the zone it comes from, e.g. "Torus 2", or "permanent 1"
    resource: str  # minerals | gas
    capacity: int
    workers: int = 0
    side: str = "normal"  # normal | partial (yellow)
    permanent: bool = False


@dataclass
class PlayerState:
    cp: int = 0
    zones: int = 0  # zones controlled at the last scoring
    resources: list[ResourceCard] = field(default_factory=list)
    reserve: int = 0  # workers in reserve
    unavailable: int = 0  # workers in the unavailable area
    bases: list[str] = field(default_factory=list)  # planets
    transports: list[str] = field(default_factory=list)  # routes
    units: dict[str, int] = field(default_factory=dict)
    buildings: dict[str, int] = field(default_factory=dict)
    modules: dict[str, int] = field(default_factory=dict)
    techs: list[str] = field(default_factory=list)
    hand: int = 0
    events_held: int = 0
    eliminated: bool = False
    placed: list[str] = field(default_factory=list)  # this round: "standard" or "special"
    special_kinds: list[str] = field(default_factory=list)  # special orders revealed, by kind
    done: int = 0  # orders revealed this round
    forces_entered: bool = False  # the starting forces were entered at the table
    # This round: the resources the player's workers gathered (a worker on a card gives one)
    # and what the player's builds paid from them ("minerals", "gas").
    gathered: dict[str, int] = field(default_factory=dict)
    spent: dict[str, int] = field(default_factory=dict)

    @property
    def on_cards(self) -> int:
        return sum(card.workers for card in self.resources)

    @property
    def workers(self) -> int:
        return self.reserve + self.unavailable + self.on_cards

    @property
    def resource_total(self) -> int:
        """Resources counted for the tie-breakers: the sum of the cards' numbers."""
        return sum(card.capacity for card in self.resources)

    def unit_count(self) -> int:
        return sum(self.units.values())


@dataclass
class Order:
    player: int
    order: str  # "" until revealed (orders are placed face down)
    special: bool
    planet: str


@dataclass
class OpenOrder:
    """The order revealed last and executed: what its effects (built, researched, a battle)
    belong to."""

    player: int
    order: str
    special: bool
    planet: str
    built: bool = False
    researched: bool = False
    battle: bool = False


@dataclass
class BattleRecord:
    """A battle as the replay's state keeps it: where, who fought, who holds the zone."""

    round: int
    planet: str
    attacker: int
    defender: int
    winner: int | None  # a seat; None when nobody is left or the players did not say


@dataclass
class TrackerState:
    setup: GameSetup
    players: list[PlayerState]
    round: int = 0
    phase: str = "setup"
    step: int = 0  # regrouping: the last step done (0 to 10)
    first_player: int = 0
    turn: int = 0  # whose turn it is to place or reveal an order
    stacks: dict[str, list[Order]] = field(default_factory=dict)  # planet -> bottom to top
    open_order: OpenOrder | None = None
    events_drawn: int = 0  # cards drawn from the Event deck so far
    end_is_near: int = 0  # « La Fin est Proche » cards beside the board
    exhausted: dict[str, str] = field(default_factory=dict)  # zone -> partial | exhausted
    battles: list[BattleRecord] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    finished: bool = False
    end_reason: str | None = None
    finished_at: str | None = None
    last_seq: int = 0
    last_at: str = ""

    def copy(self) -> TrackerState:
        return copy_sharing_setup(self)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("setup")
        data["setup"] = {k: v for k, v in self.setup.to_json().items() if k != "entries"}
        data["epoch"] = top_epoch(self)
        data["events_left"] = events_left(self)
        for player, state in zip(data["players"], self.players, strict=True):
            player["workers_on_cards"] = state.on_cards
            player["resource_total"] = state.resource_total
        return data


def deck_total(setup: GameSetup) -> int:
    return sum(setup.event_deck.values())


def events_left(state: TrackerState) -> int | None:
    """Cards left in the Event deck; None when it never runs out (Galactic Conquest)."""
    if state.setup.variant == "galactic_conquest":
        return None
    return max(0, deck_total(state.setup) - state.events_drawn)


def top_epoch(state: TrackerState) -> str:
    """The epoch of the Event deck's top card: I on top, then II, then III at the bottom."""
    drawn = state.events_drawn
    for epoch in ("I", "II"):
        drawn -= state.setup.event_deck.get(epoch, 0)
        if drawn < 0:
            return epoch
    return "III"


def player_from_setup(setup: PlayerSetup) -> PlayerState:
    return PlayerState(
        resources=[
            ResourceCard(f"permanent {n}", r.resource, r.capacity, permanent=True)
            for n, r in enumerate(setup.permanent, start=1)
        ],
        reserve=setup.workers,
        bases=list(setup.bases),
        transports=list(setup.transports),
        units=dict(setup.units),
        buildings=dict(setup.buildings),
        hand=setup.hand,
    )
