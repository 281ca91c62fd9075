"""A Legion game's setup: made from two saved armies, or read back from a game log."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.systems.legion import terms
from app.systems.legion.tracker.names import (
    CONTEXT,
)
from app.systems.legion.tracker.state import (
    DEFAULT_ROUNDS,
    PLAYERS,
    STANDING_ORDERS,
    TEAM_PLAYERS,
    CardSetup,
    GameSetup,
    PlayerSetup,
    UnitSetup,
)
from app.tracker.errors import GameLogFormatError, GameSetupError
from app.tracker.event import now_iso

# --- setup: from saved armies, and from a game log -----------------------------------------


def new_setup(
    players: Sequence[tuple[str, Any]],
    catalog: Any,
    blue_player: int = 0,
    rounds: int | None = DEFAULT_ROUNDS,
    started_at: str | None = None,
    teams: Sequence[int] | None = None,
    violations: Sequence[Sequence[str]] = (),
) -> GameSetup:
    """A game's setup from two players' names and Legion roster documents: each army's units,
    command hand and battle deck are copied from the catalogue as they stand today, so the log
    replays with the figures it was played with. A team battle (2v2) has four players and
    ``teams``, each player's team (0 or 1, two players each); ``blue_player`` is then a team.
    ``violations``: each player's rule codes knowingly accepted (the New game box's "play
    anyway"); a command hand or battle deck the builder refuses is refused unless accepted."""
    from app.systems.legion.army import army_of
    from app.systems.legion.army_edits import ready_to_play
    from app.systems.legion.formats import get_format

    if teams is None and len(players) != 2:
        raise GameSetupError(
            detail=translate(
                "Errors", QT_TRANSLATE_NOOP("Errors", "a game of Legion has two players.")
            )
        )
    if teams is not None and (
        len(players) != TEAM_PLAYERS or len(teams) != len(players) or sorted(teams) != [0, 0, 1, 1]
    ):
        raise GameSetupError(
            detail=translate(
                "Errors",
                QT_TRANSLATE_NOOP("Errors", "a team battle has two teams of two players."),
            )
        )
    if blue_player not in PLAYERS:
        raise GameSetupError(
            detail=translate(
                "Errors", QT_TRANSLATE_NOOP("Errors", "the blue player is player 0 or player 1.")
            )
        )
    built = []
    army_format = None
    for index, (name, roster) in enumerate(players):
        army = ready_to_play(army_of(roster), catalog)  # an empty hand or deck: suggested
        accepted = tuple(violations[index]) if index < len(violations) else ()
        _check_cards(name, army, catalog, accepted)
        army_format = army_format or get_format(army.format)
        player = _player_setup(name, roster.to_json(), army, catalog)
        built.append(replace(player, violations=accepted))
    categories = (
        tuple(army_format.battle_deck) if army_format else ("primary", "secondary", "advantage")
    )
    return GameSetup(
        players=tuple(built),
        format=army_format.id if army_format else "",
        battle_categories=categories,
        blue_player=blue_player,
        rounds=rounds,
        started_at=started_at or now_iso(),
        teams=tuple(teams) if teams is not None else None,
    )


def _names(card: Any) -> dict[str, str]:
    """The card's name in English and in each language the pack knows it in (an unknown one
    is left out, so a line of names can fall back to English whole: ``line_names``)."""
    return {
        lang: card.name.get(lang)
        for lang in ("en", "fr", "pl")
        if lang == "en" or terms.name_known(card, lang)
    }


def _player_setup(name: str, roster: dict[str, Any], army: Any, catalog: Any) -> PlayerSetup:
    units: list[UnitSetup] = []
    copies: dict[str, int] = {}
    for entry in army.units:
        copies[entry.unit] = copies.get(entry.unit, 0) + 1
    seen: dict[str, int] = {}
    for entry in army.units:
        card = catalog.get(entry.unit)
        if card is None or card.kind != "unit" or card.stats is None:
            raise GameSetupError(
                detail=translate(
                    "Errors",
                    QT_TRANSLATE_NOOP(
                        "Errors", "the army of {player} names an unknown unit {unit}."
                    ),
                    player=name,
                    unit=entry.unit,
                )
            )
        seen[entry.unit] = seen.get(entry.unit, 0) + 1
        number = seen[entry.unit]
        key = entry.unit if number == 1 else f"{entry.unit}-{number}"
        names = _names(card)
        if copies[entry.unit] > 1:
            names = {lang: f"{text} {number}" for lang, text in names.items()}
        upgrades = [catalog.get(upgrade) for upgrade in entry.upgrades]
        thresholds = [card.stats.wounds] * card.stats.miniatures
        thresholds += [
            card.stats.wounds
            for upgrade in upgrades
            if upgrade is not None and upgrade.subtype in ("heavy weapon", "personnel")
        ]
        counterpart = catalog.get(entry.counterpart) if entry.counterpart else None
        if counterpart is not None and counterpart.wounds:
            thresholds.append(counterpart.wounds)
        points = sum(
            (c.points_on(army.points_date) or 0)
            for c in (card, *upgrades, counterpart)
            if c is not None
        )
        units.append(
            UnitSetup(
                key=key,
                id=card.id,
                name=names,
                rank=card.rank or "corps",
                subtype=card.subtype,
                wounds=tuple(max(1, w) for w in thresholds) or (1,),
                courage=card.stats.courage,
                resilience=card.stats.resilience,
                points=points,
            )
        )
    hand = []
    for card_id in dict.fromkeys([*army.command_hand, STANDING_ORDERS]):
        card = catalog.get(card_id)
        if card is None:
            hand.append(CardSetup(card_id, {"en": card_id}, 4, owners=()))
            continue
        hand.append(
            CardSetup(
                card_id,
                _names(card),
                card.pips or 4,
                owners=_owner_keys(card, army, units, catalog),
                owners_together=card.owners_together,
                orders=card.orders,
            )
        )
    deck = {
        category: tuple(
            CardSetup(card_id, _names(card) if (card := catalog.get(card_id)) else {"en": card_id})
            for card_id in cards
        )
        for category, cards in army.battle_deck.items()
    }
    return PlayerSetup(name, roster, tuple(units), tuple(hand), deck)


# The builder's checks of the command hand and battle deck (app/systems/legion/rules/cards.py)
# that a new game's setup must pass too (seed 004, « Cartes Commandement », « Cartes de Bataille »).
CARD_CODES = frozenset(
    {
        "COMMAND_HAND_PIPS",
        "COMMAND_CARD_DUPLICATE",
        "COMMAND_CARD_OWNER_MISSING",
        "BATTLE_DECK_COMPOSITION",
    }
)


def _check_cards(name: str, army: Any, catalog: Any, accepted: Sequence[str]) -> None:
    """Refuses an army whose command hand or battle deck the builder refuses, with the
    builder's sentence, unless the player knowingly accepted that rule's breach."""
    from app.systems.legion.rules import validate

    for violation in validate(army, catalog):
        if violation.code in CARD_CODES and violation.code not in accepted:
            raise GameSetupError(
                detail=translate(
                    "Errors",
                    QT_TRANSLATE_NOOP("Errors", "the army of {player}: {problem}"),
                    player=name,
                    problem=violation.message(),
                )
            )


def _owner_keys(card: Any, army: Any, units: list[UnitSetup], catalog: Any) -> tuple[str, ...]:
    """The keys of the army's units whose character (or counterpart, as the builder counts
    it) owns ``card``; empty for a card any commander plays."""
    if not card.owners:
        return ()
    keys = []
    for entry, unit in zip(army.units, units, strict=True):
        names = {unit_card.name.en for unit_card in (catalog.get(entry.unit),) if unit_card}
        counterpart = catalog.get(entry.counterpart) if entry.counterpart else None
        if counterpart is not None:
            names.add(counterpart.name.en)
        if names & set(card.owners):
            keys.append(unit.key)
    return tuple(keys)


def _setup_error(detail: str, **params: Any) -> GameLogFormatError:
    return GameLogFormatError(detail=translate(CONTEXT, detail, **params))


def _names_from(value: Any, where: str) -> dict[str, str]:
    if (
        not isinstance(value, dict)
        or not isinstance(value.get("en"), str)
        or not all(isinstance(k, str) and isinstance(v, str | None) for k, v in value.items())
    ):
        raise _setup_error(
            QT_TRANSLATE_NOOP("LegionTracker", '{where}: "name" must be an object with "en" text'),
            where=where,
        )
    return {k: v for k, v in value.items() if v}


def _small_int(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _command_card(card: dict[str, Any], keys: set[str], where: str) -> CardSetup:
    """A command card of a setup read back; its owners (a list of the army's unit keys) and
    orders are absent from a setup an earlier Muster wrote."""
    owners = card.get("owners")
    orders = card.get("orders")
    if (
        (
            owners is not None
            and (
                not isinstance(owners, list)
                or not all(isinstance(key, str) and key in keys for key in owners)
            )
        )
        or not isinstance(card.get("owners_together", False), bool)
        or (orders is not None and not _small_int(orders, 1, 9))
    ):
        raise _setup_error(
            QT_TRANSLATE_NOOP(
                "LegionTracker",
                "{where}: a command card's \"owners\" must list keys of the army's units and "
                'its "orders" be a number from 1 to 9',
            ),
            where=where,
        )
    return CardSetup(
        card["id"],
        _names_from(card.get("name"), where),
        card["pips"],
        owners=tuple(owners) if owners is not None else None,
        owners_together=card.get("owners_together", False),
        orders=orders,
    )


def read_setup(data: dict[str, Any]) -> GameSetup:
    """A setup from a game log (``muster.game/1``) or the database, checked field by field."""
    players_data = data.get("players")
    teams = data.get("teams")
    count = 2 if teams is None else TEAM_PLAYERS
    if not isinstance(players_data, list) or len(players_data) != count:
        raise _setup_error(
            QT_TRANSLATE_NOOP(
                "LegionTracker", '"players" must list two players (four in a team battle)'
            )
        )
    if teams is not None and (
        not isinstance(teams, list)
        or not all(isinstance(t, int) and not isinstance(t, bool) for t in teams)
        or sorted(teams) != [0, 0, 1, 1]
    ):
        raise _setup_error(
            QT_TRANSLATE_NOOP(
                "LegionTracker", '"teams" must give each of the four players a team, 0 or 1'
            )
        )
    players = []
    for number, raw in enumerate(players_data, start=1):
        where = f"player {number}"
        if not isinstance(raw, dict) or not isinstance(raw.get("name"), str):
            raise _setup_error(
                QT_TRANSLATE_NOOP("LegionTracker", '{where} must be an object with a "name"'),
                where=where,
            )
        units = []
        raw_units = raw.get("units")
        if not isinstance(raw_units, list) or not raw_units or len(raw_units) > 200:
            raise _setup_error(
                QT_TRANSLATE_NOOP("LegionTracker", '{where}: "units" must list the army\'s units'),
                where=where,
            )
        keys = set()
        for unit in raw_units:
            valid = (
                isinstance(unit, dict)
                and isinstance(unit.get("key"), str)
                and unit["key"] not in keys
                and isinstance(unit.get("id"), str)
                and isinstance(unit.get("rank"), str)
                and isinstance(unit.get("subtype", ""), str)
                and isinstance(unit.get("wounds"), list)
                and 1 <= len(unit["wounds"]) <= 99
                and all(_small_int(w, 1, 99) for w in unit["wounds"])
                and (unit.get("courage") is None or _small_int(unit.get("courage"), 0, 99))
                and (unit.get("resilience") is None or _small_int(unit.get("resilience"), 0, 99))
                and _small_int(unit.get("points", 0), 0, 99999)
            )
            if not valid:
                raise _setup_error(
                    QT_TRANSLATE_NOOP(
                        "LegionTracker",
                        '{where}: each unit needs a unique "key", an "id", a "rank", "wounds" (1 '
                        'to 99 per miniature), "courage" and "resilience" (a number or null) and '
                        '"points"',
                    ),
                    where=where,
                )
            keys.add(unit["key"])
            units.append(
                UnitSetup(
                    key=unit["key"],
                    id=unit["id"],
                    name=_names_from(unit.get("name"), where),
                    rank=unit["rank"],
                    subtype=unit.get("subtype", ""),
                    wounds=tuple(unit["wounds"]),
                    courage=unit.get("courage"),
                    resilience=unit.get("resilience"),
                    points=unit.get("points", 0),
                )
            )
        hand = []
        for card in (
            raw.get("command_hand", []) if isinstance(raw.get("command_hand", []), list) else [None]
        ):
            if (
                not isinstance(card, dict)
                or not isinstance(card.get("id"), str)
                or not _small_int(card.get("pips"), 0, 4)
            ):
                raise _setup_error(
                    QT_TRANSLATE_NOOP(
                        "LegionTracker",
                        '{where}: each command card needs an "id", a "name" and "pips" (0 to 4)',
                    ),
                    where=where,
                )
            hand.append(_command_card(card, keys, where))
        deck_data = raw.get("battle_deck", {})
        if not isinstance(deck_data, dict):
            raise _setup_error(
                QT_TRANSLATE_NOOP("LegionTracker", '{where}: "battle_deck" must be an object'),
                where=where,
            )
        deck = {}
        for category, cards in deck_data.items():
            if not isinstance(cards, list) or not all(
                isinstance(c, dict) and isinstance(c.get("id"), str) for c in cards
            ):
                raise _setup_error(
                    QT_TRANSLATE_NOOP(
                        "LegionTracker", '{where}: each battle card needs an "id" and a "name"'
                    ),
                    where=where,
                )
            deck[str(category)] = tuple(
                CardSetup(c["id"], _names_from(c.get("name"), where)) for c in cards
            )
        roster = raw.get("roster", {})
        accepted = raw.get("violations", [])
        if not isinstance(accepted, list) or not all(isinstance(c, str) for c in accepted):
            raise _setup_error(
                QT_TRANSLATE_NOOP(
                    "LegionTracker", '{where}: "violations" must be a list of rule codes'
                ),
                where=where,
            )
        players.append(
            PlayerSetup(
                raw["name"],
                roster if isinstance(roster, dict) else {},
                tuple(units),
                tuple(hand),
                deck,
                tuple(accepted),
            )
        )
    blue = data.get("blue_player")
    rounds = data.get("rounds", DEFAULT_ROUNDS)
    categories = data.get("battle_categories")
    if (
        blue not in PLAYERS
        or isinstance(blue, bool)
        or not (rounds is None or _small_int(rounds, 1, 99))
        or not isinstance(categories, list)
        or not all(isinstance(c, str) for c in categories)
        or not isinstance(data.get("format", ""), str)
        or not isinstance(data.get("started_at", ""), str)
    ):
        raise _setup_error(
            QT_TRANSLATE_NOOP(
                "LegionTracker",
                '"blue_player" must be 0 or 1, "rounds" a number from 1 to 99 or null, '
                '"battle_categories" a list of texts',
            )
        )
    return GameSetup(
        players=tuple(players),
        format=data.get("format", ""),
        battle_categories=tuple(categories),
        blue_player=blue,
        rounds=rounds,
        started_at=data.get("started_at", ""),
        teams=tuple(teams) if teams is not None else None,
    )
