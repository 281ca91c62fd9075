"""What the tracker's widgets show, as plain values.

The widgets never read the game state directly: :mod:`.adapter` turns the system's state
into these views, so a widget can be built, tested and rendered without a game.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class UnitView:
    key: str  # the unit's id in the game state
    player: int  # 0 or 1
    name: str
    role: str = ""  # "Primary", "Secondary"... already translated
    damage: int = 0
    stamina: int = 1
    wounded: int = 0
    injured: int = 0
    durability: int = 1
    conditions: frozenset[str] = frozenset()
    hunker: int = 0
    stance: str = "A"
    defeated: bool = False
    activating: bool = False
    can_flip_stance: bool = True  # the rules let its stance card flip now
    can_deal_damage: bool = True  # the rules accept 1 damage on it now (not while Wounded)
    can_remove_damage: bool = True  # the rules accept removing 1 damage now
    strain_due: bool = False  # Strained and it has acted: its 3 damage is due
    force_tax: int = 0  # extra Force each of its abilities costs (Wounded and Injured tokens)
    force_available: int = 0  # its player's Force available


@dataclass(frozen=True)
class TrackView:
    """The struggle track. ``token`` runs from -8 (player 0's end) to +8 (player 1's end)."""

    token: int = 0
    momentum: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())  # distances 1..8 from 0
    struggles_won: tuple[int, int] = (0, 0)
    phase: int = 1
    players: tuple[str, str] = ("", "")
    card: str = ""  # the current struggle card's name, when the players typed it


@dataclass(frozen=True)
class ForceView:
    player: int
    total: int
    available: int


@dataclass(frozen=True)
class DeckView:
    player: int
    deck: int = 0
    reserve: str | None = None  # the reserved card's unit name
    discard: int = 0
    removed: int = 0
    revealed: str | None = None  # the card just revealed, if any
    shatterpoint_revealed: bool = False
    can_reveal: bool = False
    can_use_reserve: bool = False
    can_reserve: bool = False
    can_skip_shatterpoint: bool = False
    can_activate: bool = False
    physical: bool = False


@dataclass(frozen=True)
class ObjectiveView:
    index: int
    active: bool = False
    priority: bool = False
    controller: int | None = None
    # Who may control it at the end of this turn, in the order the button cycles through.
    choices: tuple[int | None, ...] = (None, 0, 1)


@dataclass(frozen=True)
class TurnView:
    turn: int = 0  # 0 before the first turn
    active_player: int = 0
    step: int = 1  # 1..11, see the rules' turn sequence
    activating: str | None = None  # the activating unit's name
    actions_taken: frozenset[str] = frozenset()
    can_end_activation: bool = False
    can_end_turn: bool = False
    # What the rules accept first to move the turn on, which greyed buttons wait for:
    # "reveal" (an order card), "reserve" (the card in reserve), "reveal_or_reserve",
    # "activate" (``waiting_unit``), "choose_unit" (the Shatterpoint card's pick),
    # "end_turn"; "" while a unit activates.
    waiting: str = ""
    waiting_unit: str = ""
    finished: bool = False
    winner: int | None = None
    players: tuple[str, str] = ("", "")
    extra: dict[str, str] = field(default_factory=dict)


def phase_numeral(phase: int) -> str:
    """The rulebook writes phases in Roman numerals: "Phase II"."""
    return {1: "I", 2: "II", 3: "III"}.get(phase, str(phase))
