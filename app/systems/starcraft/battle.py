"""The battle helper: a battle resolved skirmish by skirmish from the cards the players reveal.

Rules (FR « Résolution d'une bataille », « Unités terrestres contre unités volantes »,
« Capacités »):

- the attacker pairs units one to one into as many skirmishes as possible; a *Renfort* unit is
  never a front-liner, unless every unit of its side is one: then that side picks one
  front-liner and there is a single skirmish; every other unit supports a skirmish;
- each side reveals a standard card (and maybe a reinforcement card): its **major** values
  count when the front-liner's unit is among the card's symbols, its **minor** values
  otherwise (always for a *Renfort* front-liner);
- final attack = card + the card's own bonus + the reinforcement's + the supports that can
  target the enemy front-liner + 1 for a special Mobilisation order (attacker) + 1 for Air
  support against a flying front-liner in a zone with the player's base;
- an attack at least the enemy's resistance destroys the enemy front-liner if the own
  front-liner can target it, else one enemy support it can target (its owner's choice), else
  nothing; a *Camouflage* unit retreats instead, unless a *Détecteur* is on the other side of
  its skirmish (a unit, the card, or a base of that side with Air support in the zone);
- splash damage (« dégâts répercutés ») of a card (standard or reinforcement) whose skirmish
  destroyed an enemy unit (a *Camouflage* one that retreated counts) makes the opponent destroy
  one unit of its kind (ground, flying, or either) of their choice among those still in the
  battle, at its end: the attacker loses theirs first, then the defender, each applying the
  single-kind cards before the ground-or-flying ones; *Camouflage* does not save them;
- if no defender is left in the battle (destroyed, or gone thanks to *Camouflage*) the
  attacker wins the zone; if both sides have units left,
  the attacker retreats, unless all defenders are *Renfort* units: then the defender does.

Every unit is given with its figures (flying, what it targets, support value, keywords) as
the players read them on their sheets, so a battle resolves even where the pack lacks them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

Side = Literal["attacker", "defender"]
SIDES: tuple[Side, Side] = ("attacker", "defender")
SplashKind = Literal["ground", "air", "both"]


def other(side: Side) -> Side:
    return "defender" if side == "attacker" else "attacker"


@dataclass(frozen=True)
class Fighter:
    """One unit in the contested zone, as its sheet gives it."""

    unit: str
    flying: bool = False
    targets_ground: bool = True
    targets_air: bool = False
    support: int = 0
    renfort: bool = False
    camouflage: bool = False
    detector: bool = False

    def can_target(self, enemy: Fighter) -> bool:
        return self.targets_air if enemy.flying else self.targets_ground

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Fighter:
        return cls(
            unit=str(data["unit"]),
            flying=bool(data.get("flying", False)),
            targets_ground=bool(data.get("targets_ground", True)),
            targets_air=bool(data.get("targets_air", False)),
            support=int(data.get("support", 0)),
            renfort=bool(data.get("renfort", False)),
            camouflage=bool(data.get("camouflage", False)),
            detector=bool(data.get("detector", False)),
        )


@dataclass(frozen=True)
class Card:
    """A revealed standard card (and the reinforcement card played with it, if any)."""

    symbols: tuple[str, ...] = ()
    major: tuple[int, int] = (0, 0)  # attack, resistance
    minor: tuple[int, int] = (0, 0)
    bonus_attack: int = 0  # the card's own ability ("gain +1 attack if ...")
    bonus_resistance: int = 0
    reinforcement_attack: int = 0
    reinforcement_resistance: int = 0
    splash: SplashKind | None = None
    reinforcement_splash: SplashKind | None = None  # the reinforcement card's own splash
    detector: bool = False  # the card gives Détecteur in its skirmish

    def splashes(self) -> tuple[SplashKind, ...]:
        """The splash damage this side's cards trigger when they destroy an enemy unit."""
        return tuple(k for k in (self.splash, self.reinforcement_splash) if k is not None)

    def values(self, front: Fighter) -> tuple[int, int]:
        if front.unit in self.symbols and not front.renfort:
            return self.major
        return self.minor

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Card:
        def pair(key: str) -> tuple[int, int]:
            values = data.get(key, [0, 0])
            return int(values[0]), int(values[1])

        def splash_kind(key: str) -> SplashKind | None:
            kind = data.get(key)
            return kind if kind in ("ground", "air", "both") else None

        return cls(
            symbols=tuple(str(s) for s in data.get("symbols", ())),
            major=pair("major"),
            minor=pair("minor"),
            bonus_attack=int(data.get("bonus_attack", 0)),
            bonus_resistance=int(data.get("bonus_resistance", 0)),
            reinforcement_attack=int(data.get("reinforcement_attack", 0)),
            reinforcement_resistance=int(data.get("reinforcement_resistance", 0)),
            splash=splash_kind("splash"),
            reinforcement_splash=splash_kind("reinforcement_splash"),
            detector=bool(data.get("detector", False)),
        )


@dataclass(frozen=True)
class Skirmish:
    """Front-liners and supports by their index in each side's list of fighters."""

    fronts: tuple[int, int]  # attacker's, defender's
    supports: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    cards: tuple[Card, Card] = (Card(), Card())

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Skirmish:
        supports = data.get("supports", [[], []])
        cards = data.get("cards", [{}, {}])
        return cls(
            fronts=(int(data["fronts"][0]), int(data["fronts"][1])),
            supports=(tuple(int(i) for i in supports[0]), tuple(int(i) for i in supports[1])),
            cards=(Card.from_json(cards[0]), Card.from_json(cards[1])),
        )


@dataclass(frozen=True)
class Battle:
    fighters: tuple[tuple[Fighter, ...], tuple[Fighter, ...]]
    skirmishes: tuple[Skirmish, ...]
    special_order: bool = False  # the attacker's Mobilisation order is special: +1 attack
    air_defence: tuple[bool, bool] = (False, False)  # a side's base with Air support is here
    # Which support dies when its owner chooses ((skirmish, side) -> fighter), and which
    # units splash damage takes ((side, fighter), each used once; side None: either side, as
    # logs written before the side was said); a missing choice takes the first that qualifies.
    choices: dict[tuple[int, int], int] = field(default_factory=dict)
    splash_choices: tuple[tuple[int | None, int], ...] = ()

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Battle:
        fighters = data.get("fighters", [[], []])
        air = data.get("air_defence", [False, False])
        return cls(
            fighters=(
                tuple(Fighter.from_json(f) for f in fighters[0]),
                tuple(Fighter.from_json(f) for f in fighters[1]),
            ),
            skirmishes=tuple(Skirmish.from_json(s) for s in data.get("skirmishes", [])),
            special_order=bool(data.get("special_order", False)),
            air_defence=(bool(air[0]), bool(air[1])),
            choices={
                (int(skirmish), int(side)): int(fighter)
                for skirmish, side, fighter in data.get("choices", [])
            },
            splash_choices=tuple(_splash_choice(c) for c in data.get("splash_choices", ())),
        )


def _splash_choice(data: Any) -> tuple[int | None, int]:
    if isinstance(data, list | tuple):
        return int(data[0]), int(data[1])
    return None, int(data)


@dataclass(frozen=True)
class SplashHit:
    """One triggered splash card at the battle's end: ``side`` (0 attacker, 1 defender)
    destroys one unit of ``kind``, of its choice among ``candidates`` (its fighters still in
    the battle and not taken by an earlier hit); ``skirmish`` is where the other side's card
    triggered it. ``chosen`` is None when no unit of that kind is left."""

    side: int
    kind: SplashKind
    skirmish: int
    candidates: tuple[int, ...]
    chosen: int | None


@dataclass(frozen=True)
class SkirmishResult:
    attack: tuple[int, int]
    resistance: tuple[int, int]
    destroyed: tuple[tuple[int, ...], tuple[int, ...]]  # fighters destroyed, per side
    camouflaged: tuple[tuple[int, ...], tuple[int, ...]]  # retreated instead of dying
    splash: tuple[tuple[SplashKind, ...], tuple[SplashKind, ...]]  # triggered, per side's cards


@dataclass(frozen=True)
class BattleResult:
    skirmishes: tuple[SkirmishResult, ...]
    destroyed: tuple[tuple[int, ...], tuple[int, ...]]  # every fighter destroyed, per side
    retreating: Side | None  # who retreats (None: the attacker won or nobody is left)
    winner: Side | None  # who holds the zone
    splash: tuple[SplashHit, ...] = ()  # in the order they are resolved

    def losses(self, battle: Battle) -> list[dict[str, int]]:
        """Units destroyed per side: unit id -> how many."""
        counts: list[dict[str, int]] = [{}, {}]
        for side in (0, 1):
            for index in self.destroyed[side]:
                unit = battle.fighters[side][index].unit
                counts[side][unit] = counts[side].get(unit, 0) + 1
        return counts


class PairingError(ValueError):
    """A pairing the rules do not allow; ``key`` names the rule (see PAIRING_PROBLEMS)."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


def skirmish_count(fighters: tuple[Sequence[Fighter], Sequence[Fighter]]) -> int:
    """As many skirmishes as possible: the smaller army, counting front-liners only (a side of
    Renfort units only puts up one front-liner, and then there is a single skirmish)."""
    fronts = []
    for side in fighters:
        if side and all(f.renfort for f in side):
            return 1
        fronts.append(sum(1 for f in side if not f.renfort))
    return min(fronts)


def check_pairing(battle: Battle) -> None:
    """Raises PairingError unless the skirmishes pair the units as the rules require."""
    if not battle.fighters[0] or not battle.fighters[1]:
        raise PairingError("empty_side")
    if len(battle.skirmishes) != skirmish_count(battle.fighters):
        raise PairingError("count", expected=skirmish_count(battle.fighters))
    for side in (0, 1):
        army = battle.fighters[side]
        all_renfort = all(f.renfort for f in army)
        used: list[int] = []
        for skirmish in battle.skirmishes:
            front = skirmish.fronts[side]
            if not 0 <= front < len(army):
                raise PairingError("index")
            if army[front].renfort and not all_renfort:
                raise PairingError("renfort_front", unit=army[front].unit)
            used.append(front)
            used.extend(skirmish.supports[side])
        if any(not 0 <= i < len(army) for i in used):
            raise PairingError("index")
        if sorted(used) != list(range(len(army))):
            raise PairingError("every_unit_once")


def resolve(battle: Battle) -> BattleResult:
    """The battle's outcome (the pairing is checked first: PairingError)."""
    check_pairing(battle)
    results = []
    destroyed: list[list[int]] = [[], []]
    retreated: list[list[int]] = [[], []]  # Camouflage: gone from the battle, not destroyed
    triggered: list[list[tuple[int, SplashKind]]] = [[], []]  # (skirmish, kind) per card side
    for number, skirmish in enumerate(battle.skirmishes):
        fronts = (
            battle.fighters[0][skirmish.fronts[0]],
            battle.fighters[1][skirmish.fronts[1]],
        )
        attack = [0, 0]
        resistance = [0, 0]
        for side in (0, 1):
            enemy_front = fronts[1 - side]
            card = skirmish.cards[side]
            value_attack, value_resistance = card.values(fronts[side])
            supports = sum(
                battle.fighters[side][i].support
                for i in skirmish.supports[side]
                if battle.fighters[side][i].can_target(enemy_front)
            )
            attack[side] = value_attack + card.bonus_attack + card.reinforcement_attack + supports
            if side == 0 and battle.special_order:
                attack[side] += 1
            if battle.air_defence[side] and enemy_front.flying:
                attack[side] += 1
            resistance[side] = (
                value_resistance + card.bonus_resistance + card.reinforcement_resistance
            )
        dead: list[list[int]] = [[], []]
        hidden: list[list[int]] = [[], []]
        splash: list[tuple[SplashKind, ...]] = [(), ()]
        for side in (0, 1):
            enemy = 1 - side
            if attack[side] < resistance[enemy]:
                continue
            victim = None
            if fronts[side].can_target(fronts[enemy]):
                victim = skirmish.fronts[enemy]
            else:
                targetable = [
                    i
                    for i in skirmish.supports[enemy]
                    if fronts[side].can_target(battle.fighters[enemy][i])
                ]
                if targetable:
                    chosen = battle.choices.get((number, enemy))
                    victim = chosen if chosen in targetable else targetable[0]
            if victim is None:
                continue
            # A base of the side with Air support in the zone gives its units Détecteur
            # (FR « Détecteur de Camouflage »).
            detected = (
                battle.air_defence[side]
                or skirmish.cards[side].detector
                or any(
                    battle.fighters[side][i].detector
                    for i in (skirmish.fronts[side], *skirmish.supports[side])
                )
            )
            if battle.fighters[enemy][victim].camouflage and not detected:
                hidden[enemy].append(victim)
            else:
                dead[enemy].append(victim)
            # Destroying a Camouflage unit triggers splash damage all the same.
            splash[side] = skirmish.cards[side].splashes()
            triggered[side].extend((number, kind) for kind in splash[side])
        for side in (0, 1):
            destroyed[side].extend(dead[side])
            retreated[side].extend(hidden[side])
        results.append(
            SkirmishResult(
                attack=(attack[0], attack[1]),
                resistance=(resistance[0], resistance[1]),
                destroyed=(tuple(dead[0]), tuple(dead[1])),
                camouflaged=(tuple(hidden[0]), tuple(hidden[1])),
                splash=(splash[0], splash[1]),
            )
        )
    hits = _splash(battle, destroyed, retreated, triggered)
    survivors = [
        [
            i
            for i in range(len(battle.fighters[side]))
            if i not in destroyed[side] and i not in retreated[side]
        ]
        for side in (0, 1)
    ]
    retreating: Side | None
    winner: Side | None
    if not survivors[1]:
        retreating, winner = None, ("attacker" if survivors[0] else None)
    elif not survivors[0]:
        retreating, winner = None, "defender"
    elif all(battle.fighters[1][i].renfort for i in survivors[1]):
        retreating, winner = "defender", "attacker"
    else:
        retreating, winner = "attacker", "defender"
    return BattleResult(
        skirmishes=tuple(results),
        destroyed=(tuple(destroyed[0]), tuple(destroyed[1])),
        retreating=retreating,
        winner=winner,
        splash=tuple(hits),
    )


def _splash(
    battle: Battle,
    destroyed: list[list[int]],
    retreated: list[list[int]],
    triggered: list[list[tuple[int, SplashKind]]],
) -> list[SplashHit]:
    """Each triggered splash card makes the opponent destroy one unit of its kind still in the
    battle: the attacker's losses first, then the defender's, each side's single-kind cards
    before its ground-or-flying ones (so that as many units as possible are destroyed)."""
    hits = []
    picks = list(battle.splash_choices)
    for victim in (0, 1):
        order = [
            (number, kind)
            for single in (True, False)
            for number, kind in triggered[1 - victim]
            if (kind != "both") == single
        ]
        for number, kind in order:
            candidates = tuple(
                i
                for i, fighter in enumerate(battle.fighters[victim])
                if i not in destroyed[victim]
                and i not in retreated[victim]
                and (kind == "both" or fighter.flying == (kind == "air"))
            )
            chosen = None
            if candidates:
                pick = next(
                    (p for p in picks if p[0] in (None, victim) and p[1] in candidates), None
                )
                if pick is not None:
                    picks.remove(pick)
                chosen = pick[1] if pick is not None else candidates[0]
                destroyed[victim].append(chosen)
            hits.append(SplashHit(victim, kind, number, candidates, chosen))
    return hits
