"""The state of a Shatterpoint game at the table, and its setup.

Everything here is plain data that round-trips through JSON (``to_json`` / ``from_json``). The
rules that turn one state into the next live in the reducer (reducer.py); the event types are
in events.py and their payloads are documented in docs/tracker.md.

Conventions:

* Players are numbered 0 and 1. ``other(p)`` is ``1 - p``.
* The struggle track has 17 spaces, ``-8 .. +8``; player 0's side is negative, player 1's side
  positive (``SIDE[p]``). Momentum tokens are kept per player as *distances* from the centre
  (``1 .. 8`` on that player's side), so ``8`` is the space a struggle starts with.
* A unit is named by its player and its catalogue id (both players may field the same unit).
  An order card is named by its unit's id, or :data:`SHATTERPOINT_CARD`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from app.systems.shatterpoint.tracker.events import (
    DEFAULT_OBJECTIVES,
    PLAYERS,
    SHATTERPOINT_CARD,
    SIDE,
    TRACK_HALF,
)

# --- setup -----------------------------------------------------------------------------------


@dataclass
class UnitSetup:
    """A unit as the catalogue described it when the game was set up (a snapshot, so that a
    later catalogue change never alters a recorded game)."""

    id: str
    name: dict[str, str]  # localized: {"en": ..., "fr": ..., "pl": ...}
    type: str  # primary | secondary | support
    squad: int  # 1 or 2
    stamina: int
    durability: int
    force: int
    characters: int = 1

    def display_name(self, language: str) -> str:
        return self.name.get(language) or self.name.get("en") or self.id

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": dict(self.name),
            "type": self.type,
            "squad": self.squad,
            "stamina": self.stamina,
            "durability": self.durability,
            "force": self.force,
            "characters": self.characters,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> UnitSetup:
        return cls(
            id=str(data["id"]),
            name={str(k): str(v) for k, v in dict(data["name"]).items()},
            type=str(data["type"]),
            squad=int(data["squad"]),
            stamina=int(data["stamina"]),
            durability=int(data["durability"]),
            force=int(data["force"]),
            characters=int(data.get("characters", 1)),
        )


@dataclass
class PlayerSetup:
    name: str
    roster: dict[str, Any]  # the strike team as a roster document (muster.roster/1)
    units: list[UnitSetup]
    violations: list[str] = field(default_factory=list)  # codes knowingly accepted

    def unit(self, unit_id: str) -> UnitSetup | None:
        for unit in self.units:
            if unit.id == unit_id:
                return unit
        return None

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "roster": self.roster,
            "units": [unit.to_json() for unit in self.units],
            "violations": list(self.violations),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PlayerSetup:
        return cls(
            name=str(data["name"]),
            roster=dict(data.get("roster") or {}),
            units=[UnitSetup.from_json(u) for u in data["units"]],
            violations=[str(v) for v in data.get("violations", [])],
        )


@dataclass
class FirstPlayerRoll:
    """Five attack dice per player, per round; a full tie rolls another round."""

    rounds: list[list[list[str]]]  # rounds[r][player] = five faces from DIE_FACES

    def to_json(self) -> dict[str, Any]:
        return {"rounds": [[list(faces) for faces in rnd] for rnd in self.rounds]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> FirstPlayerRoll:
        return cls([[[str(f) for f in faces] for faces in rnd] for rnd in data["rounds"]])


@dataclass
class GameSetup:
    players: list[PlayerSetup]  # exactly two
    first_player: int
    deck_mode: str = "digital"  # one of DECK_MODES
    mission_set: str | None = None
    objectives: int = DEFAULT_OBJECTIVES
    struggle_cards: list[str] = field(default_factory=lambda: ["", "", ""])  # one per phase
    first_player_roll: FirstPlayerRoll | None = None
    # Each player's order deck as shuffled at set-up, top card first (digital mode); in
    # physical mode the order is only a list of the cards.
    decks: list[list[str]] = field(default_factory=list)
    started_at: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "players": [p.to_json() for p in self.players],
            "first_player": self.first_player,
            "deck_mode": self.deck_mode,
            "mission_set": self.mission_set,
            "objectives": self.objectives,
            "struggle_cards": list(self.struggle_cards),
            "first_player_roll": (
                self.first_player_roll.to_json() if self.first_player_roll else None
            ),
            "decks": [list(deck) for deck in self.decks],
            "started_at": self.started_at,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameSetup:
        roll = data.get("first_player_roll")
        return cls(
            players=[PlayerSetup.from_json(p) for p in data["players"]],
            first_player=int(data["first_player"]),
            deck_mode=str(data.get("deck_mode", "digital")),
            mission_set=data.get("mission_set"),
            objectives=int(data.get("objectives", DEFAULT_OBJECTIVES)),
            struggle_cards=[str(c) for c in data.get("struggle_cards", ["", "", ""])],
            first_player_roll=FirstPlayerRoll.from_json(roll) if roll else None,
            decks=[[str(c) for c in deck] for deck in data.get("decks", [])],
            started_at=str(data.get("started_at", "")),
        )


# --- state -----------------------------------------------------------------------------------


@dataclass
class UnitState:
    player: int
    id: str
    stamina: int
    durability: int
    damage: int = 0
    wounded: int = 0  # Wounded tokens
    injured: int = 0  # Injured tokens
    conditions: list[str] = field(default_factory=list)  # subset of CONDITIONS, in that order
    hunker: int = 0
    stance: str = "A"  # the active side of a two-sided stance card
    defeated: bool = False
    # A Strained unit has moved, attacked, acted or used an ability: it suffers 3 damage
    # (the players confirm it with ``strain_resolved``).
    strain_due: bool = False

    @property
    def is_wounded(self) -> bool:
        return self.wounded > 0

    @property
    def force_tax(self) -> int:
        """Extra Force every active or reactive ability of this unit costs."""
        return self.wounded + self.injured

    def copy(self) -> UnitState:
        return UnitState(
            self.player,
            self.id,
            self.stamina,
            self.durability,
            self.damage,
            self.wounded,
            self.injured,
            list(self.conditions),
            self.hunker,
            self.stance,
            self.defeated,
            self.strain_due,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "id": self.id,
            "stamina": self.stamina,
            "durability": self.durability,
            "damage": self.damage,
            "wounded": self.wounded,
            "injured": self.injured,
            "conditions": list(self.conditions),
            "hunker": self.hunker,
            "stance": self.stance,
            "defeated": self.defeated,
            "strain_due": self.strain_due,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> UnitState:
        return cls(
            player=int(data["player"]),
            id=str(data["id"]),
            stamina=int(data["stamina"]),
            durability=int(data["durability"]),
            damage=int(data.get("damage", 0)),
            wounded=int(data.get("wounded", 0)),
            injured=int(data.get("injured", 0)),
            conditions=[str(c) for c in data.get("conditions", [])],
            hunker=int(data.get("hunker", 0)),
            stance=str(data.get("stance", "A")),
            defeated=bool(data.get("defeated", False)),
            strain_due=bool(data.get("strain_due", False)),
        )


@dataclass
class ForcePool:
    total: int
    available: int

    @property
    def spent(self) -> int:
        return self.total - self.available

    def copy(self) -> ForcePool:
        return ForcePool(self.total, self.available)

    def to_json(self) -> dict[str, Any]:
        return {"total": self.total, "available": self.available, "spent": self.spent}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ForcePool:
        return cls(int(data["total"]), int(data["available"]))


@dataclass
class OrderDeck:
    """One player's order cards by zone. ``deck`` is top card first (its order is meaningful
    in digital mode only). ``revealed`` is the card revealed this turn, not yet activated."""

    deck: list[str]
    reserve: list[str] = field(default_factory=list)  # at most one card
    discard: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    revealed: str | None = None
    revealed_from: str | None = None  # "deck" | "reserve"
    reserved_this_turn: bool = False
    shatterpoint_aside: bool = False  # skipped this turn; goes back into the deck next reveal
    must_activate: bool = False  # the card revealed after a skipped Shatterpoint card

    def cards(self) -> list[str]:
        """Every card of the deck in any zone (the Shatterpoint card included)."""
        cards = [*self.deck, *self.reserve, *self.discard, *self.removed]
        if self.revealed is not None:
            cards.append(self.revealed)
        if self.shatterpoint_aside:
            cards.append(SHATTERPOINT_CARD)
        return cards

    def copy(self) -> OrderDeck:
        return OrderDeck(
            list(self.deck),
            list(self.reserve),
            list(self.discard),
            list(self.removed),
            self.revealed,
            self.revealed_from,
            self.reserved_this_turn,
            self.shatterpoint_aside,
            self.must_activate,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "deck": list(self.deck),
            "reserve": list(self.reserve),
            "discard": list(self.discard),
            "removed": list(self.removed),
            "revealed": self.revealed,
            "revealed_from": self.revealed_from,
            "reserved_this_turn": self.reserved_this_turn,
            "shatterpoint_aside": self.shatterpoint_aside,
            "must_activate": self.must_activate,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> OrderDeck:
        return cls(
            deck=[str(c) for c in data.get("deck", [])],
            reserve=[str(c) for c in data.get("reserve", [])],
            discard=[str(c) for c in data.get("discard", [])],
            removed=[str(c) for c in data.get("removed", [])],
            revealed=data.get("revealed"),
            revealed_from=data.get("revealed_from"),
            reserved_this_turn=bool(data.get("reserved_this_turn", False)),
            shatterpoint_aside=bool(data.get("shatterpoint_aside", False)),
            must_activate=bool(data.get("must_activate", False)),
        )


@dataclass
class Objective:
    active: bool = False
    priority: bool = False
    controller: int | None = None

    def copy(self) -> Objective:
        return Objective(self.active, self.priority, self.controller)

    def to_json(self) -> dict[str, Any]:
        return {"active": self.active, "priority": self.priority, "controller": self.controller}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Objective:
        controller = data.get("controller")
        return cls(
            bool(data.get("active", False)),
            bool(data.get("priority", False)),
            None if controller is None else int(controller),
        )


@dataclass
class StruggleState:
    token: int = 0  # -8 .. +8; player 0's half is negative
    # Momentum tokens per player, as distances 1..8 from the centre on that player's side.
    momentum: list[list[int]] = field(default_factory=lambda: [[TRACK_HALF], [TRACK_HALF]])
    claimed: list[list[int]] = field(default_factory=lambda: [[], []])  # phases won per player
    phase: int = 1  # 1..3: the struggle being played
    card: str = ""  # the current struggle card's name, as revealed
    won_by: int | None = None  # who won a struggle this turn (the reset comes at turn end)
    revealed: bool = False  # the current phase's struggle card has been revealed

    def copy(self) -> StruggleState:
        return StruggleState(
            self.token,
            [list(m) for m in self.momentum],
            [list(c) for c in self.claimed],
            self.phase,
            self.card,
            self.won_by,
            self.revealed,
        )

    def momentum_at(self, space: int) -> int | None:
        """The player whose momentum token is on ``space`` (signed), if any."""
        for player in PLAYERS:
            if space * SIDE[player] > 0 and abs(space) in self.momentum[player]:
                return player
        return None

    def to_json(self) -> dict[str, Any]:
        return {
            "token": self.token,
            "momentum": [sorted(m) for m in self.momentum],
            "claimed": [list(c) for c in self.claimed],
            "phase": self.phase,
            "card": self.card,
            "won_by": self.won_by,
            "revealed": self.revealed,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> StruggleState:
        won_by = data.get("won_by")
        return cls(
            token=int(data.get("token", 0)),
            momentum=[[int(x) for x in m] for m in data.get("momentum", [[8], [8]])],
            claimed=[[int(x) for x in c] for c in data.get("claimed", [[], []])],
            phase=int(data.get("phase", 1)),
            card=str(data.get("card", "")),
            won_by=None if won_by is None else int(won_by),
            revealed=bool(data.get("revealed", False)),
        )


@dataclass
class Activation:
    """The unit activating this turn (kept until the turn ends, for the defeat check)."""

    player: int
    unit: str
    actions: list[str] = field(default_factory=list)  # the (at most two) actions taken
    free_actions: list[str] = field(default_factory=list)  # granted by effects
    ended: bool = False
    stance_flipped: bool = False  # a stance card flips once per activation

    def copy(self) -> Activation:
        return Activation(
            self.player,
            self.unit,
            list(self.actions),
            list(self.free_actions),
            self.ended,
            self.stance_flipped,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "unit": self.unit,
            "actions": list(self.actions),
            "free_actions": list(self.free_actions),
            "ended": self.ended,
            "stance_flipped": self.stance_flipped,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Activation:
        return cls(
            int(data["player"]),
            str(data["unit"]),
            [str(a) for a in data.get("actions", [])],
            [str(a) for a in data.get("free_actions", [])],
            bool(data.get("ended", False)),
            bool(data.get("stance_flipped", False)),
        )


@dataclass
class TrackerState:
    setup: GameSetup
    struggle: StruggleState
    objectives: list[Objective]
    force: list[ForcePool]  # per player
    decks: list[OrderDeck]  # per player
    units: list[list[UnitState]]  # per player, in the order of the setup
    turn: int = 0  # 0 before the first turn
    active_player: int | None = None
    step: int = 0  # 1..11 (TURN_STEPS) during a turn, 0 between turns
    activation: Activation | None = None
    winner: int | None = None
    finished: bool = False
    end_reason: str | None = None
    finished_at: str | None = None
    last_seq: int = 0
    last_at: str = ""

    @property
    def in_turn(self) -> bool:
        return self.step > 0

    @property
    def started_at(self) -> str:
        return self.setup.started_at

    def unit(self, player: int, unit_id: str) -> UnitState | None:
        for unit in self.units[player]:
            if unit.id == unit_id:
                return unit
        return None

    def unit_setup(self, player: int, unit_id: str) -> UnitSetup | None:
        return self.setup.players[player].unit(unit_id)

    def player_name(self, player: int) -> str:
        return self.setup.players[player].name

    def copy(self) -> TrackerState:
        return TrackerState(
            setup=self.setup,  # never changed by events
            struggle=self.struggle.copy(),
            objectives=[o.copy() for o in self.objectives],
            force=[f.copy() for f in self.force],
            decks=[d.copy() for d in self.decks],
            units=[[u.copy() for u in us] for us in self.units],
            turn=self.turn,
            active_player=self.active_player,
            step=self.step,
            activation=self.activation.copy() if self.activation else None,
            winner=self.winner,
            finished=self.finished,
            end_reason=self.end_reason,
            finished_at=self.finished_at,
            last_seq=self.last_seq,
            last_at=self.last_at,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "setup": self.setup.to_json(),
            "struggle": self.struggle.to_json(),
            "objectives": [o.to_json() for o in self.objectives],
            "force": [f.to_json() for f in self.force],
            "decks": [d.to_json() for d in self.decks],
            "units": [[u.to_json() for u in us] for us in self.units],
            "turn": self.turn,
            "active_player": self.active_player,
            "step": self.step,
            "activation": self.activation.to_json() if self.activation else None,
            "winner": self.winner,
            "finished": self.finished,
            "end_reason": self.end_reason,
            "finished_at": self.finished_at,
            "last_seq": self.last_seq,
            "last_at": self.last_at,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TrackerState:
        activation = data.get("activation")
        active = data.get("active_player")
        winner = data.get("winner")
        return cls(
            setup=GameSetup.from_json(data["setup"]),
            struggle=StruggleState.from_json(data["struggle"]),
            objectives=[Objective.from_json(o) for o in data["objectives"]],
            force=[ForcePool.from_json(f) for f in data["force"]],
            decks=[OrderDeck.from_json(d) for d in data["decks"]],
            units=[[UnitState.from_json(u) for u in us] for us in data["units"]],
            turn=int(data.get("turn", 0)),
            active_player=None if active is None else int(active),
            step=int(data.get("step", 0)),
            activation=Activation.from_json(activation) if activation else None,
            winner=None if winner is None else int(winner),
            finished=bool(data.get("finished", False)),
            end_reason=data.get("end_reason"),
            finished_at=data.get("finished_at"),
            last_seq=int(data.get("last_seq", 0)),
            last_at=str(data.get("last_at", "")),
        )
