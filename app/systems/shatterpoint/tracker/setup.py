"""A Shatterpoint game's setup: made from two strike teams (with the roll for the first
player), or read back from a game log.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.systems.shatterpoint.tracker.events import (
    ATTACK_DIE,
    CONTEXT,
    DECK_MODES,
    DEFAULT_OBJECTIVES,
    FIRST_PLAYER_DICE,
    PHASES,
    PLAYERS,
    SHATTERPOINT_CARD,
)
from app.systems.shatterpoint.tracker.state import (
    FirstPlayerRoll,
    GameSetup,
    PlayerSetup,
    UnitSetup,
)
from app.tracker.errors import GameLogFormatError, GameSetupError
from app.tracker.event import now_iso


def force_total(player: PlayerSetup) -> int:
    return sum(unit.force for unit in player.units)


def canonical_deck(player: PlayerSetup) -> list[str]:
    return [unit.id for unit in player.units] + [SHATTERPOINT_CARD]


# --- reading a stored setup ------------------------------------------------------------------

_SETUP_FIELDS = frozenset(
    {
        "players",
        "first_player",
        "deck_mode",
        "mission_set",
        "objectives",
        "struggle_cards",
        "first_player_roll",
        "decks",
        "started_at",
    }
)
_PLAYER_FIELDS = frozenset({"name", "roster", "units", "violations"})
_snapshot_model: Any = None


def _unit_snapshot_model() -> Any:
    """A unit snapshot holds the figures of a catalogue unit, within the same bounds as a
    catalogue pack (the pack schema's own fields), plus its squad."""
    global _snapshot_model
    if _snapshot_model is None:
        import typing
        from dataclasses import field, make_dataclass

        from app.catalog.schema import FORBID_EXTRA, Bounds, PackModel
        from app.systems.shatterpoint.catalog import Unit

        bounds = typing.get_type_hints(Unit, include_extras=True)
        fields: list[Any] = [
            (name, bounds[name])
            for name in ("id", "name", "type", "stamina", "durability", "force")
        ]
        fields.append(("squad", typing.Annotated[int, Bounds(ge=1, le=2)]))
        # Snapshots written before "characters" was kept count one character.
        fields.append(("characters", bounds["characters"], field(default=1)))
        _snapshot_model = make_dataclass(
            "UnitSnapshot",
            fields,
            bases=(PackModel,),
            namespace={"__pydantic_config__": FORBID_EXTRA},
            kw_only=True,
        )
    return _snapshot_model


def _setup_problem(template: str, **params: Any) -> GameLogFormatError:
    return GameLogFormatError(detail=translate(CONTEXT, template, None, **params))


def _unknown_field(data: dict[str, Any], known: frozenset[str], where: str) -> None:
    for key in data:
        if key not in known:
            raise _setup_problem(
                QT_TRANSLATE_NOOP("ShatterpointTracker", 'unknown field "{field}" in {where}'),
                field=key,
                where=where,
            )


def read_setup(data: dict[str, Any]) -> GameSetup:
    """A stored setup, checked: no unknown field, and each unit snapshot within the bounds of
    a catalogue pack. The snapshot, not today's catalogue, gives the figures: a game log keeps
    the figures it was played with."""
    if not isinstance(data, dict):
        raise _setup_problem(QT_TRANSLATE_NOOP("ShatterpointTracker", "the setup is not an object"))
    _unknown_field(data, _SETUP_FIELDS, "setup")
    players = data.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise _setup_problem(
            QT_TRANSLATE_NOOP(
                "ShatterpointTracker", 'the setup\'s "players" must be a list of two players'
            )
        )
    from pydantic import ValidationError

    from app.catalog.schema import problem_message

    model = _unit_snapshot_model()
    for number, player in enumerate(players, start=1):
        where = f"players[{number - 1}]"
        if not isinstance(player, dict) or not isinstance(player.get("units"), list):
            raise _setup_problem(
                QT_TRANSLATE_NOOP(
                    "ShatterpointTracker", "player {number} of the setup has no list of units"
                ),
                number=number,
            )
        _unknown_field(player, _PLAYER_FIELDS, where)
        for unit in player["units"]:
            try:
                model.model_validate(unit)
            except ValidationError as exc:
                first = exc.errors()[0]
                name = unit.get("id") if isinstance(unit, dict) else None
                raise _setup_problem(
                    QT_TRANSLATE_NOOP(
                        "ShatterpointTracker",
                        'the unit "{unit}" of player {number}: field "{field}": {problem}',
                    ),
                    unit=name if isinstance(name, str) else "?",
                    number=number,
                    field=".".join(str(part) for part in first["loc"]) or "?",
                    problem=problem_message(first),
                ) from exc
    return GameSetup.from_json(data)


# --- creating events from intents ---------------------------------------------------------------


def roll_first_player(rng: random.Random | None = None) -> tuple[int, FirstPlayerRoll]:
    """Five attack dice each; most crits, then hits, then expertise; a full tie rolls again."""
    rng = rng or random.Random()
    rounds: list[list[list[str]]] = []
    while True:
        faces = [[rng.choice(ATTACK_DIE) for _ in range(FIRST_PLAYER_DICE)] for _ in PLAYERS]
        rounds.append(faces)
        winner = roll_winner(faces)
        if winner is not None:
            return winner, FirstPlayerRoll(rounds)


def roll_winner(faces: list[list[str]]) -> int | None:
    """The player whose five dice win (crits, then hits, then expertise), or None on a tie."""
    scores = [tuple(f.count(kind) for kind in ("crit", "hit", "expertise")) for f in faces]
    if scores[0] == scores[1]:
        return None
    return 0 if scores[0] > scores[1] else 1


def new_setup(
    players: Sequence[tuple[str, Any]],
    catalog: Any,
    *,
    first_player: int | None = None,
    deck_mode: str = "digital",
    mission_set: str | None = None,
    objectives: int = DEFAULT_OBJECTIVES,
    struggle_cards: Sequence[str] = ("", "", ""),
    violations: Sequence[Sequence[str]] = ((), ()),
    rng: random.Random | None = None,
    started_at: str | None = None,
    first_player_roll: Sequence[Sequence[Sequence[str]]] | None = None,
) -> GameSetup:
    """A game's setup from two (name, RosterDocument) pairs: snapshots the units' figures from
    the catalogue, rolls for the first player when none is given, shuffles the order decks.
    ``first_player_roll``: the dice rounds of a roll already made (the New game dialog shows
    it), kept with the chosen first player."""
    rng = rng or random.Random()
    if len(players) != 2:
        raise GameSetupError(
            QT_TRANSLATE_NOOP("Errors", "A game of Shatterpoint needs exactly two players."),
        )
    if deck_mode not in DECK_MODES:
        raise GameSetupError(
            QT_TRANSLATE_NOOP("Errors", 'The deck mode must be "digital" or "physical".'),
        )
    setups = []
    for index, (name, roster) in enumerate(players):
        units: list[UnitSetup] = []
        for squad_number, squad in enumerate(roster.squads, start=1):
            for unit_id in squad.values():
                if not unit_id:
                    continue
                unit = catalog.get(unit_id)
                if unit is None:
                    raise GameSetupError(
                        QT_TRANSLATE_NOOP(
                            "Errors",
                            "The strike team of {player} names a unit that is not in the "
                            'catalogue: "{unit}".',
                        ),
                        player=name,
                        unit=unit_id,
                    )
                if any(u.id == unit_id for u in units):
                    raise GameSetupError(
                        QT_TRANSLATE_NOOP(
                            "Errors", 'The strike team of {player} holds "{unit}" twice.'
                        ),
                        player=name,
                        unit=unit_id,
                    )
                units.append(
                    UnitSetup(
                        id=unit.id,
                        name=unit.name.as_dict(),
                        type=unit.type,
                        squad=squad_number,
                        stamina=unit.stamina,
                        durability=unit.durability,
                        force=unit.force,
                        characters=unit.characters,
                    )
                )
        if not units:
            raise GameSetupError(
                QT_TRANSLATE_NOOP("Errors", "The strike team of {player} has no unit."),
                player=name,
            )
        setups.append(
            PlayerSetup(
                name=name or f"{index + 1}",
                roster=roster.to_json(),
                units=units,
                violations=list(violations[index]) if index < len(violations) else [],
            )
        )
    roll = None
    if first_player is None:
        first_player, roll = roll_first_player(rng)
    elif first_player_roll:
        roll = FirstPlayerRoll([[list(faces) for faces in rnd] for rnd in first_player_roll])
    decks = []
    for player in setups:
        deck = canonical_deck(player)
        if deck_mode == "digital":
            rng.shuffle(deck)
        decks.append(deck)
    cards = list(struggle_cards)[:PHASES]
    cards += [""] * (PHASES - len(cards))
    return GameSetup(
        players=setups,
        first_player=first_player,
        deck_mode=deck_mode,
        mission_set=mission_set,
        objectives=objectives,
        struggle_cards=cards,
        first_player_roll=roll,
        decks=decks,
        started_at=started_at or now_iso(),
    )
