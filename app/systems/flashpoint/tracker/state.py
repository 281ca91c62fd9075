"""The state of a Flashpoint game at the table, and the setup it starts from (docs/tracker.md).

Plain data: the reducer (tracker.py) copies and changes it, the log file stores the setup as
JSON. Side 0 and side 1 are the players (in the order named at set-up); side 2, when the
mission has any, holds the NPCs (PNJ), played by the Defensive player (seed 003 L568-L572).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP
from app.tracker.errors import GameLogFormatError
from app.tracker.reducing import copy_sharing_setup

PLAYERS = (0, 1)
NPC = 2
ROUNDS = 6  # seed 003 L304: at the end of 6 rounds the debriefing begins
MARKERS = ("burning", "poisoned", "staggered", "immobilised")
DIE_TYPES = ("skill", "power")
USAGES = ("normal", "single_use", "reload")
CARD_KINDS = ("melee", "ranged", "equipment", "grenade", "artillery", "ability")
# the steps of a round (seed 003 L306-L313), then the debriefing
STEPS = ("initiative", "activations", "environment", "debriefing")
END_REASONS = ("debriefing", "conceded", "agreed")

READY, TILTED, RELOADING, DISCARDED = "ready", "tilted", "reloading", "discarded"


def plain(value: Any) -> Any:
    """``value`` as JSON holds it: tuples become lists."""
    if isinstance(value, dict):
        return {key: plain(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [plain(item) for item in value]
    return value


def _bad(detail: str) -> GameLogFormatError:
    return GameLogFormatError(detail=detail)


def _int(data: dict[str, Any], key: str, low: int, high: int) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _bad(f'field "{key}" must be a whole number from {low} to {high}')
    return value


def _str(data: dict[str, Any], key: str, default: str | None = None) -> str:
    value = data.get(key, default)
    if not isinstance(value, str) or len(value) > 2000:
        raise _bad(f'field "{key}" must be text')
    return value


def _only(data: Any, keys: set[str], what: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise _bad(f"{what} must be an object")
    unknown = sorted(set(data) - keys)
    if unknown:
        raise _bad(f'{what} has an unknown field "{unknown[0]}"')
    return data


@dataclass(frozen=True)
class CardSnapshot:
    """A weapon, equipment or ability card as the fighter carried it into the game."""

    id: str
    name: str
    kind: str  # one of CARD_KINDS
    usage: str = "normal"
    reload: int = 0
    actions: int = 0  # AS; 0 = passive

    @classmethod
    def from_json(cls, data: Any) -> CardSnapshot:
        data = _only(data, {"id", "name", "kind", "usage", "reload", "actions"}, "a card")
        kind = _str(data, "kind")
        usage = _str(data, "usage", "normal")
        if kind not in CARD_KINDS:
            raise _bad(f'field "kind" must be one of: {", ".join(CARD_KINDS)}')
        if usage not in USAGES:
            raise _bad(f'field "usage" must be one of: {", ".join(USAGES)}')
        return cls(
            _str(data, "id"),
            _str(data, "name"),
            kind,
            usage,
            _int({"reload": data.get("reload", 0)}, "reload", 0, 9),
            _int({"actions": data.get("actions", 0)}, "actions", 0, 9),
        )


@dataclass(frozen=True)
class FighterSnapshot:
    """A fighter's figures as recruited: Habilité, Pouvoir, reinforcement range, cards."""

    id: str
    name: str
    skill: int
    power: int
    reinforcement: int
    cards: tuple[CardSnapshot, ...] = ()

    @classmethod
    def from_json(cls, data: Any) -> FighterSnapshot:
        data = _only(data, {"id", "name", "skill", "power", "reinforcement", "cards"}, "a fighter")
        cards = data.get("cards", [])
        if not isinstance(cards, list) or len(cards) > 60:
            raise _bad('field "cards" must be a list')
        return cls(
            _str(data, "id"),
            _str(data, "name"),
            _int(data, "skill", 0, 9),
            _int(data, "power", 0, 9),
            _int(data, "reinforcement", 0, 9),
            tuple(CardSnapshot.from_json(card) for card in cards),
        )


@dataclass(frozen=True)
class PlayerSetup:
    name: str
    team: str
    fighters: tuple[FighterSnapshot, ...]
    bonus: tuple[int, int]  # Strategic Bonus as Offensive, as Defensive player
    roster: dict[str, Any] | None = None

    @classmethod
    def from_json(cls, data: Any) -> PlayerSetup:
        data = _only(data, {"name", "team", "fighters", "bonus", "roster"}, "a player")
        fighters = data.get("fighters")
        if not isinstance(fighters, list) or not 1 <= len(fighters) <= 100:
            raise _bad('field "fighters" must be a list of 1 to 100 fighters')
        bonus = data.get("bonus", {"offensive": 0, "defensive": 0})
        bonus = _only(bonus, {"offensive", "defensive"}, 'field "bonus"')
        roster = data.get("roster")
        if roster is not None and not isinstance(roster, dict):
            raise _bad('field "roster" must be an object')
        snapshots = tuple(FighterSnapshot.from_json(f) for f in fighters)
        if len({f.id for f in snapshots}) != len(snapshots):
            raise _bad("two fighters of one player have the same id")
        return cls(
            _str(data, "name"),
            _str(data, "team", ""),
            snapshots,
            (_int(bonus, "offensive", 0, 40), _int(bonus, "defensive", 0, 40)),
            roster,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "team": self.team,
            "fighters": [plain(asdict(f)) for f in self.fighters],
            "bonus": {"offensive": self.bonus[0], "defensive": self.bonus[1]},
            "roster": self.roster,
        }


@dataclass(frozen=True)
class GameSetup:
    """Two players, the NPCs of the mission, the mission, and who is the Offensive player.

    ``offensive_roll`` holds each throw of the Offensive/Defensive roll ([die of player 0,
    die of player 1], ties thrown again, seed 003 L271), or None when the players entered it."""

    players: tuple[PlayerSetup, PlayerSetup]
    offensive: int
    offensive_roll: tuple[tuple[int, int], ...] | None = None
    npcs: tuple[FighterSnapshot, ...] = ()
    mission: str = ""
    success_points: str = ""  # the mission's conditions, as the players wrote them
    started_at: str = ""

    @classmethod
    def from_json(cls, data: Any) -> GameSetup:
        keys = {"players", "offensive", "offensive_roll", "npcs", "mission", "success_points"}
        data = _only(data, keys | {"started_at"}, "the setup")
        players = data.get("players")
        if not isinstance(players, list) or len(players) != 2:
            raise _bad('field "players" must hold two players')
        roll = data.get("offensive_roll")
        throws: tuple[tuple[int, int], ...] | None = None
        if roll is not None:
            if not isinstance(roll, list) or not 1 <= len(roll) <= 50:
                raise _bad('field "offensive_roll" must be a list of throws')
            parsed = []
            for throw in roll:
                if not (
                    isinstance(throw, list)
                    and len(throw) == 2
                    and all(type(d) is int and 1 <= d <= 6 for d in throw)
                ):
                    raise _bad("each throw of the offensive roll is two dice from 1 to 6")
                parsed.append((throw[0], throw[1]))
            throws = tuple(parsed)
        npcs = data.get("npcs", [])
        if not isinstance(npcs, list) or len(npcs) > 100:
            raise _bad('field "npcs" must be a list')
        setup = cls(
            (PlayerSetup.from_json(players[0]), PlayerSetup.from_json(players[1])),
            _int(data, "offensive", 0, 1),
            throws,
            tuple(FighterSnapshot.from_json(n) for n in npcs),
            _str(data, "mission", ""),
            _str(data, "success_points", ""),
            _str(data, "started_at", ""),
        )
        if throws is not None and offensive_from_roll(throws) != setup.offensive:
            raise _bad("the offensive roll does not name this Offensive player")
        return setup

    def to_json(self) -> dict[str, Any]:
        return {
            "players": [p.to_json() for p in self.players],
            "offensive": self.offensive,
            "offensive_roll": [list(t) for t in self.offensive_roll]
            if self.offensive_roll is not None
            else None,
            "npcs": [plain(asdict(n)) for n in self.npcs],
            "mission": self.mission,
            "success_points": self.success_points,
            "started_at": self.started_at,
        }

    @property
    def defensive(self) -> int:
        return 1 - self.offensive


def offensive_from_roll(throws: tuple[tuple[int, int], ...]) -> int | None:
    """Who the roll makes Offensive (the higher die of the last throw), or None when a throw
    but the last is not a tie or the last is one."""
    for throw in throws[:-1]:
        if throw[0] != throw[1]:
            return None
    last = throws[-1]
    if last[0] == last[1]:
        return None
    return 0 if last[0] > last[1] else 1


@dataclass
class FighterState:
    side: int
    id: str
    activations: int = 0  # this round
    wounded: bool = False
    dead: bool = False
    dice: dict[str, int] = field(default_factory=lambda: {"skill": 0, "power": 0})
    markers: dict[str, int] = field(default_factory=lambda: dict.fromkeys(MARKERS, 0))
    markers_removed: list[str] = field(default_factory=list)  # by action, this round
    cards: dict[str, str] = field(default_factory=dict)  # card id -> READY, TILTED, ...

    @property
    def able(self) -> bool:
        """In a state to fight: neither Wounded nor Dead (seed 003 L340)."""
        return not (self.wounded or self.dead)


@dataclass
class Activation:
    """An activation in progress (seed 003 L424-L434): the activated figure, the reinforcements
    it called, and which of them has made its one combat action (L362)."""

    side: int
    fighter: str
    reinforcements: list[str] = field(default_factory=list)
    reaction: bool = False
    fought: list[str] = field(default_factory=list)

    @property
    def group(self) -> list[str]:
        return [self.fighter, *self.reinforcements]


@dataclass
class Attack:
    """The combat action declared last (seed 003 L452-L473): who attacks whom, and whether the
    defender has made its attribution sequence."""

    side: int
    fighter: str
    target_side: int
    target: str
    defender_drew: bool = False


@dataclass
class Reserve:
    skill: int
    power: int
    skill_start: int
    power_start: int


@dataclass
class TrackerState:
    setup: GameSetup
    reserves: list[Reserve]  # per side (the NPCs' too, without a Strategic Bonus)
    fighters: list[list[FighterState]]  # per side
    round: int = 1
    step: str = "initiative"
    initiative: int | None = None
    active: int | None = None  # whose activation is next
    passes: int = 0  # successive passes
    reactable: tuple[int, str] | None = None  # the activation a Réaction may answer
    # The activations in progress: one, or two while a Reaction interleaves with the
    # activation it answers (L526); each ends when the next activation is chosen, a player
    # passes or the round ends.
    current: list[Activation] = field(default_factory=list)
    attack: Attack | None = None
    last_reactivation: list[bool] = field(default_factory=lambda: [False, False, False])
    success_points: list[int | None] = field(default_factory=lambda: [None, None])
    finished: bool = False
    winner: int | None = None
    end_reason: str | None = None
    conceded_by: int | None = None
    last_at: str = ""

    def copy(self) -> TrackerState:
        return copy_sharing_setup(self)

    def snapshot(self, side: int, fighter: str) -> FighterSnapshot | None:
        group = self.setup.npcs if side == NPC else self.setup.players[side].fighters
        return next((f for f in group if f.id == fighter), None)

    def fighter(self, side: int, fighter: str) -> FighterState | None:
        if side not in (0, 1, NPC) or side >= len(self.fighters):
            return None
        return next((f for f in self.fighters[side] if f.id == fighter), None)

    def activation_of(self, side: int, fighter: str) -> Activation | None:
        """The activation in progress that ``fighter`` takes part in (activated or
        reinforcing), if any."""
        return next((a for a in self.current if a.side == side and fighter in a.group), None)

    def side_name(self, side: int) -> str:
        if side == NPC:
            return QT_TRANSLATE_NOOP("FlashpointTracker", "the NPCs")
        return self.setup.players[side].name

    def to_json(self) -> dict[str, Any]:
        setup = self.setup
        self.setup = None  # type: ignore[assignment]
        try:
            data = plain(asdict(self))
        finally:
            self.setup = setup
        data["setup"] = setup.to_json()
        return dict(data)
