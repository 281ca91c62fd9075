"""A new game's setup and a stored setup read back, checked alike."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.systems.starcraft import CONTEXT
from app.systems.starcraft.catalog import (
    StarcraftCatalog,
    load_catalog,
)
from app.systems.starcraft.tracker.payload import catalog_of
from app.systems.starcraft.tracker.state import (
    END_IS_NEAR_CARDS,
    EPOCH_CARDS,
    FACTION_CHOICES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    REMOVED_PER_EPOCH,
    VARIANTS,
    GameSetup,
    PermanentResource,
    PlayerSetup,
    TrackerState,
    player_from_setup,
)
from app.tracker.errors import GameLogFormatError, GameSetupError
from app.tracker.event import now_iso


def removed_per_epoch(players: int) -> int:
    """Event cards of each of epochs I and II put back unseen for this many players."""
    return REMOVED_PER_EPOCH[players]


def event_deck(players: int, variant: str = "standard") -> dict[str, int]:
    """Cards per epoch once the deck is trimmed for the player count."""
    removed = removed_per_epoch(players)
    deck = {
        "I": EPOCH_CARDS["I"] - removed,
        "II": EPOCH_CARDS["II"] - removed,
        "III": EPOCH_CARDS["III"],
    }
    if variant == "galactic_conquest":
        # The three « La Fin est Proche » go back in the box (they are of the deck's last epoch).
        deck["III"] -= END_IS_NEAR_CARDS
    return deck


def _setup_error(template: str, **params: Any) -> GameSetupError:
    return GameSetupError(detail=translate(CONTEXT, template, None, **params))


def _entries_for(catalog: StarcraftCatalog, factions: Sequence[str]) -> list[dict[str, Any]]:
    races = {f.race for f in catalog.factions() if f.id in factions}
    return [
        entry.model_dump(mode="json", exclude_none=True)
        for entry in catalog.entries.values()
        if entry.race in races and (entry.kind != "faction" or entry.id in factions)
    ]


def new_setup(
    players: Sequence[tuple[str, str | None]],
    catalog: StarcraftCatalog | None = None,
    first_player: int | None = None,
    faction_choice: str = "chosen",
    variant: str = "standard",
    teams: bool = False,
    starts: Sequence[dict[str, Any]] | None = None,
    rng: random.Random | None = None,
) -> GameSetup:
    """A new game's setup. ``players`` are (name, faction id) in seat order, clockwise; with
    ``faction_choice`` "random" the factions are drawn here (and recorded). A missing first
    player is drawn at random, as the rules say. ``starts`` gives, per player, what the
    faction sheet's back lists where the pack does not know it: ``units``, ``workers``,
    ``transports`` (routes), ``bases`` (planets; at least the home base), ``permanent``
    ([{"resource", "capacity"}]), ``buildings``."""
    catalog = catalog or load_catalog()
    rng = rng or random.Random()
    count = len(players)
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise _setup_error(
            QT_TRANSLATE_NOOP("Starcraft", "StarCraft is played by 2 to 6 players, not {count}."),
            count=count,
        )
    if variant not in VARIANTS or faction_choice not in FACTION_CHOICES:
        raise _setup_error(QT_TRANSLATE_NOOP("Starcraft", "Unknown variant or faction choice."))
    if teams and count not in (4, 6):
        raise _setup_error(QT_TRANSLATE_NOOP("Starcraft", "The team game is for 4 or 6 players."))
    available = [f.id for f in catalog.factions()]
    draw = None
    if faction_choice == "random":
        draw = rng.sample(sorted(available), count)
        factions = draw
    else:
        factions = [str(faction) for _, faction in players]
    for faction_id in factions:
        if faction_id not in available:
            raise _setup_error(
                QT_TRANSLATE_NOOP("Starcraft", 'There is no faction "{faction}".'),
                faction=faction_id,
            )
    if len(set(factions)) != count:
        raise _setup_error(QT_TRANSLATE_NOOP("Starcraft", "Each faction is played once at most."))
    drawn = first_player is None
    first = rng.randrange(count) if first_player is None else first_player
    seats = []
    for seat, ((name, _), faction_id) in enumerate(zip(players, factions, strict=True)):
        faction = catalog.faction(faction_id)
        assert faction is not None
        start = dict((starts or [{}] * count)[seat] or {})
        buildings = dict(start.get("buildings") or {})
        if not buildings and faction.starting_building:
            buildings = {faction.starting_building: 1}
        units = dict(start.get("units") or faction.starting_units or {})
        seats.append(
            PlayerSetup(
                name=str(name).strip() or f"{seat + 1}",
                faction=faction_id,
                team=(seat % (count // 2)) if teams else None,
                buildings=buildings,
                units=units,
                workers=int(start.get("workers", faction.starting_workers or 0)),
                transports=list(start.get("transports") or []),
                bases=list(start.get("bases") or []),
                permanent=[
                    PermanentResource(str(r["resource"]), int(r["capacity"]))
                    for r in (
                        start.get("permanent")
                        or [r.model_dump() for r in faction.permanent_resources or ()]
                    )
                ],
                hand=int(start.get("hand", faction.starting_hand) or 0),
            )
        )
    setup = GameSetup(
        players=seats,
        first_player=first,
        first_player_drawn=drawn,
        faction_choice=faction_choice,
        faction_draw=draw,
        variant=variant,
        teams=teams,
        event_deck=event_deck(count, variant),
        end_is_near_cards=0 if variant == "galactic_conquest" else END_IS_NEAR_CARDS,
        entries=_entries_for(catalog, factions),
        started_at=now_iso(),
    )
    read_setup(setup.to_json())  # the same checks as a game log's
    return setup


_SETUP_FIELDS = frozenset(GameSetup.__dataclass_fields__)
_PLAYER_FIELDS = frozenset(PlayerSetup.__dataclass_fields__)


def _bad_setup(template: str, **params: Any) -> GameLogFormatError:
    return GameLogFormatError(detail=translate(CONTEXT, template, None, **params))


def read_setup(data: dict[str, Any]) -> GameSetup:
    """A setup from its JSON, checked (GameLogFormatError names the first problem)."""
    for key in data:
        if key not in _SETUP_FIELDS:
            raise _bad_setup(
                QT_TRANSLATE_NOOP("Starcraft", 'the setup has an unknown field "{field}"'),
                field=key,
            )
    raw_players = data["players"]
    if not isinstance(raw_players, list) or not MIN_PLAYERS <= len(raw_players) <= MAX_PLAYERS:
        raise _bad_setup(QT_TRANSLATE_NOOP("Starcraft", "a game has 2 to 6 players"))
    players = []
    for raw in raw_players:
        if not isinstance(raw, dict) or set(raw) - _PLAYER_FIELDS:
            raise _bad_setup(
                QT_TRANSLATE_NOOP("Starcraft", "a player has the fields: {fields}"),
                fields=", ".join(sorted(_PLAYER_FIELDS)),
            )
        player = PlayerSetup(
            name=str(raw["name"]),
            faction=str(raw["faction"]),
            team=raw.get("team"),
            buildings={str(k): int(v) for k, v in dict(raw.get("buildings") or {}).items()},
            units={str(k): int(v) for k, v in dict(raw.get("units") or {}).items()},
            workers=int(raw.get("workers", 0)),
            transports=[str(r) for r in raw.get("transports") or []],
            bases=[str(b) for b in raw.get("bases") or []],
            permanent=[
                PermanentResource(str(r["resource"]), int(r["capacity"]))
                for r in raw.get("permanent") or []
            ],
            hand=int(raw.get("hand", 0)),
        )
        if not player.bases:
            raise _bad_setup(
                QT_TRANSLATE_NOOP("Starcraft", "{player} needs a base: name its planet"),
                player=player.name,
            )
        if not 0 <= player.workers <= 99 or not 0 <= player.hand <= 99:
            raise _bad_setup(
                QT_TRANSLATE_NOOP("Starcraft", "{player}'s workers or hand are out of range"),
                player=player.name,
            )
        players.append(player)
    first = data["first_player"]
    if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < len(players):
        raise _bad_setup(QT_TRANSLATE_NOOP("Starcraft", "the first player is not a seat"))
    setup = GameSetup(
        players=players,
        first_player=first,
        first_player_drawn=bool(data.get("first_player_drawn", True)),
        faction_choice=str(data.get("faction_choice", "chosen")),
        faction_draw=data.get("faction_draw"),
        variant=str(data.get("variant", "standard")),
        teams=bool(data.get("teams", False)),
        event_deck={str(k): int(v) for k, v in dict(data["event_deck"]).items()},
        end_is_near_cards=int(data.get("end_is_near_cards", END_IS_NEAR_CARDS)),
        entries=list(data.get("entries") or []),
        started_at=str(data.get("started_at", "")),
    )
    if setup.variant not in VARIANTS or setup.faction_choice not in FACTION_CHOICES:
        raise _bad_setup(QT_TRANSLATE_NOOP("Starcraft", "unknown variant or faction choice"))
    _check_table(setup)
    try:
        catalog = catalog_of(setup)
    except ValueError as exc:
        raise _bad_setup(
            QT_TRANSLATE_NOOP("Starcraft", "the setup's catalogue is wrong ({problem})"),
            problem=str(exc).splitlines()[0],
        ) from exc
    for player in players:
        if catalog.faction(player.faction) is None:
            raise _bad_setup(
                QT_TRANSLATE_NOOP("Starcraft", 'there is no faction "{faction}" in the setup'),
                faction=player.faction,
            )
    return setup


def _check_table(setup: GameSetup) -> None:
    """What New game checks, for a log's setup too: factions once each, teams of two at 4 or
    6 players, the Event deck trimmed for the player count (seed 002 L337-346)."""
    count = len(setup.players)
    factions = [player.faction for player in setup.players]
    if len(set(factions)) != count:
        raise _bad_setup(QT_TRANSLATE_NOOP("Starcraft", "each faction is played once at most"))
    if setup.teams:
        teams = [player.team for player in setup.players]
        if count not in (4, 6) or sorted(teams, key=str) != sorted(
            [team for team in range(count // 2) for _ in (0, 1)], key=str
        ):
            raise _bad_setup(
                QT_TRANSLATE_NOOP(
                    "Starcraft", "the team game is for 4 or 6 players, in teams of two"
                )
            )
    expected = event_deck(count, setup.variant)
    if setup.event_deck != expected:
        raise _bad_setup(
            QT_TRANSLATE_NOOP(
                "Starcraft",
                "with {count} players the Event deck holds {first}, {second} and {third} cards "
                "of epochs I, II and III",
            ),
            count=count,
            first=expected["I"],
            second=expected["II"],
            third=expected["III"],
        )
    expected_end = 0 if setup.variant == "galactic_conquest" else END_IS_NEAR_CARDS
    if setup.end_is_near_cards != expected_end:
        raise _bad_setup(
            QT_TRANSLATE_NOOP(
                "Starcraft", 'the Event deck holds %n "The End is Near" card(s) in this variant'
            ),
            n=expected_end,
        )


def initial_state(setup: GameSetup) -> TrackerState:
    return TrackerState(
        setup=setup,
        players=[player_from_setup(p) for p in setup.players],
        first_player=setup.first_player,
        turn=setup.first_player,
    )
