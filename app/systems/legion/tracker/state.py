"""The state of a Legion game at the table, and its setup: plain data the reducer folds events
into (see docs/tracker.md, "Star Wars: Legion", and the rules reference, seed 004: "Round de
jeu", "Phase de Commandement", "Phase d'Activation", "Phase Finale", "Gagner la partie").
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

PLAYERS = (0, 1)
# The two sides of the table. In a game of two a side is a player; in a team battle (2v2, the
# seed's « Combat en équipes ») a side is a team of two players, and the round counter, the
# blue side, priority, the side whose turn it is to activate and the winner are sides.
SIDES = (0, 1)
TEAM_PLAYERS = 4
DEFAULT_ROUNDS = 6
STANDING_ORDERS = "command-standing-orders"
MAX_AMOUNT = 99

# Phases of a round (the setup comes before the first round; "finished" after the last).
SETUP = "setup"
COMMAND = "command"
ACTIVATION = "activation"
FINISHED = "finished"

# Dice, as printed (d6): the red defence die decides priority ties and vehicle damage, the
# white one rallies suppression and checks a damaged vehicle's actions.
RED_DEFENCE_DIE: tuple[str, ...] = ("block", "block", "block", "surge", "blank", "blank")
WHITE_DEFENCE_DIE: tuple[str, ...] = ("block", "surge", "blank", "blank", "blank", "blank")
DIE_FACES: tuple[str, ...] = ("block", "surge", "blank")

# Tokens the rules reference lists, per unit. Vehicle damage tokens are tokens too.
TOKENS: tuple[str, ...] = (
    "suppression",
    "aim",
    "dodge",
    "surge",
    "standby",
    "immobilize",
    "ion",
    "poison",
    "observation",
    "shield",
    "inactive_shield",
    "smoke",
    "graffiti",
    "charge",
    "damaged",
    "disabled",
    "weapon_destroyed",
)
VEHICLE_DAMAGE: tuple[str, ...] = ("damaged", "disabled", "weapon_destroyed")
# The red die's face when a vehicle's wounds reach its resilience (seed: "Résistance").
VEHICLE_DAMAGE_BY_FACE = {"block": "damaged", "blank": "disabled", "surge": "weapon_destroyed"}
# Removed in the End phase (seed: "Phase Finale", step 2; surge, smoke, observation: their entries).
END_PHASE_TOKENS: tuple[str, ...] = ("aim", "dodge", "standby", "surge", "smoke", "observation")
# Removed at the end of the unit's own activation.
END_OF_ACTIVATION_TOKENS: tuple[str, ...] = ("immobilize", "ion")

ACTIONS: tuple[str, ...] = ("move", "attack", "aim", "dodge", "standby", "recover", "card")
REPEATABLE_ACTIONS: tuple[str, ...] = ("move",)
MAX_ACTIONS = 2
END_REASONS: tuple[str, ...] = ("rounds", "eliminated", "conceded", "time", "agreed")
EARLY_END_REASONS: tuple[str, ...] = ("conceded", "time", "agreed")
VP_SOURCES: tuple[str, ...] = ("primary", "secondary", "other")

# --- event types (payloads: docs/tracker.md) -------------------------------------------------

BATTLE_CARDS_CHOSEN = "battle_cards_chosen"  # {"cards": {category: card id or null}}
DEPLOYMENT_COMPLETED = "deployment_completed"  # {}
COMMAND_CARD_PLAYED = "command_card_played"
# {"player", "card": id|null, "owners"?: [unit keys], "roll"?: face}
ORDERS_ISSUED = "orders_issued"  # {"player", "units": [unit keys]}
ORDER_DRAWN = "order_drawn"  # {"player", "rank"}
UNIT_ACTIVATED = "unit_activated"
# {"player", "unit", "rally": [faces], "courage_from": unit key|null, "damaged_roll": face|null}
ACTION_TAKEN = "action_taken"  # {"action", "free": bool}
ACTIVATION_ENDED = "activation_ended"  # {}
ROUND_ENDED = "round_ended"  # {"promote": [unit key|null, unit key|null]}
WOUNDS_SUFFERED = "wounds_suffered"  # {"player", "unit", "amount", "damage_roll"?: face}
WOUNDS_HEALED = "wounds_healed"  # {"player", "unit", "amount"}
UNIT_DEFEATED = "unit_defeated"  # {"player", "unit"}
TOKENS_GAINED = "tokens_gained"  # {"player", "unit", "token", "count"}
TOKENS_REMOVED = "tokens_removed"  # {"player", "unit", "token", "count"}
VICTORY_TOKENS_CHANGED = "victory_tokens_changed"  # {"player", "amount", "source"}
GAME_ENDED = "game_ended"  # {"winner": player|null, "reason"}
UNIT_CORRECTED = "unit_corrected"
# {"player", "unit", any of "wounds": [per miniature], "tokens": {token: count}, "defeated"}


def other(side: int) -> int:
    """The other side (in a game of two, the other player)."""
    return 1 - side


# --- setup -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class UnitSetup:
    """A unit as fielded: ``key`` names it in events (its card id, then ``-2``, ``-3`` … for
    further copies, like the rules' ID tokens); the figures are a snapshot of the catalogue."""

    key: str
    id: str
    name: dict[str, str]
    rank: str
    subtype: str
    wounds: tuple[int, ...]  # each miniature's wound threshold, the unit leader first
    courage: int | None
    resilience: int | None
    points: int  # the unit and its upgrades

    @property
    def vehicle(self) -> bool:
        return "vehicle" in self.subtype

    @property
    def trooper(self) -> bool:
        return not self.vehicle

    @property
    def droid(self) -> bool:
        return "droid" in self.subtype

    @property
    def ground_vehicle(self) -> bool:
        return self.subtype == "ground vehicle"

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "id": self.id,
            "name": dict(self.name),
            "rank": self.rank,
            "subtype": self.subtype,
            "wounds": list(self.wounds),
            "courage": self.courage,
            "resilience": self.resilience,
            "points": self.points,
        }


@dataclass(frozen=True)
class CardSetup:
    """A command card (with its pips, its owner and how many units it orders) or a battle
    card, named in every language.

    ``owners``: the keys of the army's units whose character the command card belongs to
    (empty: a card any commander plays; None: not known, a setup from an earlier Muster);
    ``owners_together``: the card needs every one of them, not any; ``orders``: how many units
    it orders where the catalogue knows (None: not checked)."""

    id: str
    name: dict[str, str]
    pips: int | None = None
    owners: tuple[str, ...] | None = None
    owners_together: bool = False
    orders: int | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"id": self.id, "name": dict(self.name)}
        if self.pips is not None:
            data["pips"] = self.pips
        if self.owners is not None:
            data["owners"] = list(self.owners)
        if self.owners_together:
            data["owners_together"] = True
        if self.orders is not None:
            data["orders"] = self.orders
        return data


@dataclass(frozen=True)
class PlayerSetup:
    name: str
    roster: dict[str, Any]
    units: tuple[UnitSetup, ...]
    command_hand: tuple[CardSetup, ...]
    battle_deck: dict[str, tuple[CardSetup, ...]]
    violations: tuple[str, ...] = ()  # rule codes the player knowingly accepted

    @cached_property
    def _by_key(self) -> dict[str, UnitSetup]:
        return {unit.key: unit for unit in self.units}

    def unit(self, key: str) -> UnitSetup | None:
        return self._by_key.get(key)

    def to_json(self) -> dict[str, Any]:
        data = {
            "name": self.name,
            "roster": self.roster,
            "units": [unit.to_json() for unit in self.units],
            "command_hand": [card.to_json() for card in self.command_hand],
            "battle_deck": {
                category: [card.to_json() for card in cards]
                for category, cards in self.battle_deck.items()
            },
        }
        if self.violations:
            data["violations"] = list(self.violations)
        return data


@dataclass(frozen=True)
class GameSetup:
    players: tuple[PlayerSetup, ...]  # two, or four in a team battle
    format: str
    battle_categories: tuple[str, ...]  # the battle deck's rows (primary, secondary, advantage)
    blue_player: int  # the blue side (in a team battle, the blue team)
    rounds: int | None  # None: the optional unlimited rounds
    started_at: str
    teams: tuple[int, ...] | None = None  # a team battle: each player's side; None: two players

    @property
    def team_game(self) -> bool:
        return self.teams is not None

    def side_of(self, player: int) -> int:
        return self.teams[player] if self.teams is not None else player

    def members(self, side: int) -> list[int]:
        """The players of a side, in seat order."""
        return [p for p in range(len(self.players)) if self.side_of(p) == side]

    def teammate(self, player: int) -> int | None:
        mates = [p for p in self.members(self.side_of(player)) if p != player]
        return mates[0] if mates else None

    def side_name(self, side: int) -> str:
        """A side as the table calls it: the player, or the team's two players."""
        return " & ".join(self.players[p].name for p in self.members(side))

    def to_json(self) -> dict[str, Any]:
        data = {
            "players": [player.to_json() for player in self.players],
            "format": self.format,
            "battle_categories": list(self.battle_categories),
            "blue_player": self.blue_player,
            "rounds": self.rounds,
            "started_at": self.started_at,
        }
        if self.teams is not None:
            data["teams"] = list(self.teams)
        return data


# --- state -----------------------------------------------------------------------------------


@dataclass
class UnitState:
    key: str
    wounds: list[int]  # per miniature, the unit leader first
    tokens: dict[str, int] = field(default_factory=dict)
    order: str = "none"  # "none" (its token is in the pool), "ordered" (face up), "activated"
    panicked: bool = False
    commander: bool = False  # promoted to commander in an End phase
    damage_rolled: bool = False  # a vehicle damage token came from its wounds already
    defeated: bool = False

    def copy(self) -> UnitState:
        return UnitState(
            self.key,
            list(self.wounds),
            dict(self.tokens),
            self.order,
            self.panicked,
            self.commander,
            self.damage_rolled,
            self.defeated,
        )

    def token(self, name: str) -> int:
        return self.tokens.get(name, 0)

    def to_json(self, setup: UnitSetup) -> dict[str, Any]:
        return {
            "key": self.key,
            "id": setup.id,
            "wounds": list(self.wounds),
            "wound_thresholds": list(setup.wounds),
            "miniatures_defeated": sum(
                1 for got, most in zip(self.wounds, setup.wounds, strict=True) if got >= most
            ),
            "tokens": {name: self.tokens[name] for name in TOKENS if self.tokens.get(name)},
            "suppressed": suppressed(setup, self),
            "panicked": self.panicked,
            "order": self.order,
            "commander": self.commander,
            "defeated": self.defeated,
            "points": setup.points,
        }


def suppressed(setup: UnitSetup, unit: UnitState) -> bool:
    """Suppression at or above courage (FR « démoralisée »); a unit without courage never is."""
    return setup.courage is not None and unit.token("suppression") >= setup.courage


@dataclass
class PlayerState:
    units: list[UnitState]
    hand: list[str]  # command cards not yet discarded (Standing Orders is never discarded)
    discarded: list[str] = field(default_factory=list)
    card: str | None = None  # this round's command card; None before it is played
    played: bool = False  # has played (``card`` None then means: no card)
    orders_issued: bool = False
    drawn: str | None = None  # the rank of the order token drawn from the pool, to activate
    victory: int = 0

    def copy(self) -> PlayerState:
        return PlayerState(
            [unit.copy() for unit in self.units],
            list(self.hand),
            list(self.discarded),
            self.card,
            self.played,
            self.orders_issued,
            self.drawn,
            self.victory,
        )

    def unit(self, key: str) -> UnitState | None:
        for unit in self.units:
            if unit.key == key:
                return unit
        return None


@dataclass
class Activation:
    player: int
    unit: str
    actions: int  # how many actions it may take (after suppression, damage, ion, panic)
    taken: list[str] = field(default_factory=list)
    free: list[str] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)  # why actions were lost

    def copy(self) -> Activation:
        return Activation(
            self.player, self.unit, self.actions, list(self.taken), list(self.free), list(self.lost)
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "unit": self.unit,
            "actions": self.actions,
            "taken": list(self.taken),
            "free": list(self.free),
            "lost": list(self.lost),
        }


@dataclass
class GameState:
    setup: GameSetup
    players: list[PlayerState]
    phase: str = SETUP
    round: int = 0
    counter: int = 0  # the side holding the round counter
    battle_cards: dict[str, str | None] | None = None
    priority: int | None = None  # the side with priority
    priority_roll: str | None = None
    active_player: int | None = None  # the side whose turn it is to activate a unit
    activation: Activation | None = None
    winner: int | None = None  # the winning side
    end_reason: str | None = None
    finished_at: str | None = None
    last_seq: int = 0
    last_at: str = ""

    @property
    def finished(self) -> bool:
        return self.phase == FINISHED

    def copy(self) -> GameState:
        return GameState(
            self.setup,
            [player.copy() for player in self.players],
            self.phase,
            self.round,
            self.counter,
            dict(self.battle_cards) if self.battle_cards is not None else None,
            self.priority,
            self.priority_roll,
            self.active_player,
            self.activation.copy() if self.activation else None,
            self.winner,
            self.end_reason,
            self.finished_at,
            self.last_seq,
            self.last_at,
        )

    def unit_setup(self, player: int, key: str) -> UnitSetup:
        return self.setup.players[player]._by_key[key]

    def living(self, player: int) -> list[UnitState]:
        return [unit for unit in self.players[player].units if not unit.defeated]

    def pool(self, player: int) -> Counter[str]:
        """The order pool: a token per rank of each living unit without a face-up order that
        has not activated this round, less the token drawn and not yet used."""
        pool: Counter[str] = Counter(
            self.unit_setup(player, unit.key).rank
            for unit in self.living(player)
            if unit.order == "none"
        )
        drawn = self.players[player].drawn
        if drawn is not None:
            pool[drawn] -= 1
        return +pool

    def score(self, side: int) -> int:
        """Points of the enemy units ``side`` has defeated, upgrades included."""
        return sum(
            self.unit_setup(enemy, unit.key).points
            for enemy in self.setup.members(other(side))
            for unit in self.players[enemy].units
            if unit.defeated
        )

    def victory(self, side: int) -> int:
        """A side's victory tokens (a team's players' together)."""
        return sum(self.players[p].victory for p in self.setup.members(side))

    def side_living(self, side: int) -> bool:
        return any(self.living(p) for p in self.setup.members(side))

    def to_json(self) -> dict[str, Any]:
        return {
            "setup": self.setup.to_json(),
            "phase": self.phase,
            "round": self.round,
            "round_counter": self.counter,
            "blue_player": self.setup.blue_player,
            "battle_cards": self.battle_cards,
            "priority": self.priority,
            "priority_roll": self.priority_roll,
            "active_player": self.active_player,
            "activation": self.activation.to_json() if self.activation else None,
            "players": [
                {
                    "name": self.setup.players[index].name,
                    "victory_tokens": player.victory,
                    "score": self.score(self.setup.side_of(index)),
                    "command_card": player.card,
                    "played": player.played,
                    "hand": list(player.hand),
                    "discarded": list(player.discarded),
                    "orders_issued": player.orders_issued,
                    "order_pool": dict(sorted(self.pool(index).items())),
                    "drawn": player.drawn,
                    "units": [
                        unit.to_json(self.unit_setup(index, unit.key)) for unit in player.units
                    ],
                }
                for index, player in enumerate(self.players)
            ],
            **(
                {
                    "teams": [
                        {
                            "players": self.setup.members(side),
                            "victory_tokens": self.victory(side),
                            "score": self.score(side),
                        }
                        for side in SIDES
                    ]
                }
                if self.setup.team_game
                else {}
            ),
            "winner": self.winner,
            "finished": self.finished,
            "end_reason": self.end_reason,
            "finished_at": self.finished_at,
            "last_seq": self.last_seq,
            "last_at": self.last_at,
        }
