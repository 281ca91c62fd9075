"""The rules of a Legion game that the reducer and the interface share: who may play which
command card, which units may activate, promotions, rally dice, vehicle damage rolls and the
winner on score.
"""

from __future__ import annotations

from typing import Any

from app.i18n import QT_TRANSLATE_NOOP, SOURCE_LANGUAGE, TRANSLATED_LANGUAGES, translate
from app.systems.base import VIOLATIONS_CONTEXT
from app.systems.legion.tracker.names import CONTEXT
from app.systems.legion.tracker.state import (
    STANDING_ORDERS,
    CardSetup,
    GameSetup,
    GameState,
    PlayerSetup,
    UnitSetup,
    UnitState,
)
from app.tracker.errors import EventRejected

# --- rules the reducer and the interface share --------------------------------------------


def has_commander(state: GameState, player: int) -> bool:
    """A living Commander or Operative (or a promoted unit leader): the player plays a command
    card (FR « un joueur qui n'a ni Commandant ni Agent … ne joue pas de carte »)."""
    for unit in state.living(player):
        rank = state.unit_setup(player, unit.key).rank
        if rank in ("commander", "operative") or unit.commander:
            return True
    return False


def hand_cards(state: GameState, player: int) -> list[str]:
    """The command cards ``player`` holds this round: the hand, and Standing Orders (none
    without a commander); an earlier Muster let any of them be played."""
    if not has_commander(state, player):
        return []
    return [*state.players[player].hand, STANDING_ORDERS]


def playable_cards(state: GameState, player: int) -> list[str]:
    """The command cards ``player`` may play this round: those held whose character is not
    defeated (FR « Cartes Commandement »: a defeated character's cards cannot be played)."""
    return [card for card in hand_cards(state, player) if not defeated_owners(state, player, card)]


def command_card(state: GameState, player: int, card: str | None) -> CardSetup | None:
    for entry in state.setup.players[player].command_hand:
        if entry.id == card:
            return entry
    return None


def defeated_owners(state: GameState, player: int, card: str) -> list[str]:
    """The keys of the card's defeated characters that stop it from being played: all its
    owners fielded when any one of them gives it orders, any one when it needs them together
    (a card of two characters is specific to each). Empty when the card may be played."""
    entry = command_card(state, player, card)
    if entry is None or not entry.owners:
        return []
    defeated = [
        key
        for key in entry.owners
        if (unit := state.players[player].unit(key)) is not None and unit.defeated
    ]
    if entry.owners_together or len(defeated) == len(entry.owners):
        return defeated
    return []


def card_orders(state: GameState, player: int, card: str | None) -> int | None:
    """How many units the card orders, where its data says (None: not checked)."""
    entry = command_card(state, player, card)
    return entry.orders if entry is not None else None


def card_pips(state: GameState, player: int, card: str) -> int:
    entry = command_card(state, player, card)
    if entry is not None and entry.pips is not None:
        return entry.pips
    return 4  # Standing Orders


def activatable_units(state: GameState, player: int) -> list[str]:
    """The units ``player`` may activate now: with a face-up order token, or, once a token is
    drawn from the pool, the units of that rank without one."""
    data = state.players[player]
    keys = []
    for unit in state.living(player):
        if (unit.order == "ordered" and data.drawn is None) or (
            unit.order == "none"
            and data.drawn is not None
            and state.unit_setup(player, unit.key).rank == data.drawn
        ):
            keys.append(unit.key)
    return keys


def waiting_units(state: GameState, player: int) -> list[UnitState]:
    """The living units of ``player`` that have not activated this round."""
    return [unit for unit in state.living(player) if unit.order != "activated"]


def promotion_choices(state: GameState, player: int) -> list[str]:
    """Whom ``player`` must promote in the End phase when every commander is defeated: the
    leader of a trooper unit (the rules reference, "Promotion").
    Empty when no promotion is due."""
    if any(
        state.unit_setup(player, unit.key).rank == "commander" or unit.commander
        for unit in state.living(player)
    ):
        return []
    return [
        unit.key
        for unit in state.living(player)
        if state.unit_setup(player, unit.key).trooper
        and state.unit_setup(player, unit.key).rank != "operative"
    ]


def rally_dice(state: GameState, player: int, key: str) -> int:
    """White defence dice the unit rolls to rally: one per suppression token."""
    unit = state.players[player].unit(key)
    return unit.token("suppression") if unit is not None else 0


def damage_roll_due(state: GameState, player: int, key: str, amount: int) -> bool:
    """Whether ``amount`` wounds make the vehicle roll a red die for a vehicle damage token
    (wounds at or above resilience, no such token from wounds yet, the unit not defeated)."""
    setup = state.unit_setup(player, key)
    unit = state.players[player].unit(key)
    if unit is None or unit.defeated or not setup.vehicle or setup.resilience is None:
        return False
    if unit.damage_rolled:
        return False
    after = _wounds_after(setup, unit.wounds, amount)
    if all(got >= most for got, most in zip(after, setup.wounds, strict=True)):
        return False
    return sum(after) >= setup.resilience


def _wounds_after(setup: UnitSetup, wounds: list[int], amount: int) -> list[int]:
    """Wounds go to one miniature until it is defeated, the unit leader last; a wounded
    miniature takes them first (FR « Blessures »)."""
    result = list(wounds)
    order = [*list(range(1, len(result))), 0]
    wounded = [i for i in order if 0 < result[i] < setup.wounds[i]]
    fresh = [i for i in order if result[i] == 0]
    for index in wounded + fresh:
        if amount <= 0:
            break
        room = setup.wounds[index] - result[index]
        took = min(room, amount)
        result[index] += took
        amount -= took
    return result


# --- today's rules, which events recorded by an earlier Muster skip ---------------------------


def card_problems(setup: GameSetup) -> list[EventRejected]:
    """What the builder refuses in each player's command hand and battle deck, read from the
    setup's own snapshot (a game log carries no catalogue): two cards each of 1, 2 and 3 pips
    beside Standing Orders, no card twice, the format's battle deck
    (app/systems/legion/rules/cards.py, whose sentences these are), but for the rules the player
    knowingly accepted (the setup's ``violations``). A card's character is in the army by
    construction: its owners are the army's unit keys."""
    from app.systems.legion.formats import get_format
    from app.systems.legion.rules import HAND_PIPS, STANDING_ORDERS_PIPS, category_name

    found: list[tuple[str, PlayerSetup, EventRejected]] = []
    for player in setup.players:
        pips = dict.fromkeys(HAND_PIPS, 0)
        others = 0
        seen: set[str] = set()
        for card in player.command_hand:
            if card.pips in pips:
                pips[card.pips] += 1
            elif card.pips != STANDING_ORDERS_PIPS:
                others += 1
            key = card.name.get("en", card.id).casefold()
            if key in seen:
                found.append(_violation("COMMAND_CARD_DUPLICATE", player, card_name=card.name))
            seen.add(key)
        if others or pips != HAND_PIPS:
            found.append(
                _violation(
                    "COMMAND_HAND_PIPS",
                    player,
                    ones=pips[1],
                    twos=pips[2],
                    threes=pips[3],
                )
            )
        army_format = get_format(setup.format) if setup.format else None
        if army_format is None:
            continue
        expected = {category: 0 for category in player.battle_deck}
        expected.update(army_format.battle_deck)
        for category, count in expected.items():
            cards = player.battle_deck.get(category, ())
            distinct = {card.name.get("en", card.id).casefold() for card in cards}
            if len(distinct) != count or len(cards) != count:
                found.append(
                    _violation(
                        "BATTLE_DECK_COMPOSITION",
                        player,
                        expected=count,
                        category=category_name(category),
                        count=len(distinct),
                    )
                )
    return [problem for code, player, problem in found if code not in player.violations]


def _violation(
    code: str, player: PlayerSetup, **params: Any
) -> tuple[str, PlayerSetup, EventRejected]:
    """The builder's sentence about ``player``'s cards, as a refusal of the game's first event
    (the sentence in every language, so the refusal reads in the player's), with its code."""
    from app.systems.legion.rules import MESSAGES

    problem = {
        language: translate(VIOLATIONS_CONTEXT, MESSAGES[code], language, **params)
        for language in (SOURCE_LANGUAGE, *TRANSLATED_LANGUAGES)
    }
    return (
        code,
        player,
        EventRejected(
            QT_TRANSLATE_NOOP("LegionTracker", "The army of {player}: {problem}"),
            CONTEXT,
            player=player.name,
            problem=problem,
        ),
    )
