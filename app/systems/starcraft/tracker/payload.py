"""Reading an event's payload: typed fields with the rules' own refusals, and the
catalogue the game is played with."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP
from app.systems.starcraft import CONTEXT
from app.systems.starcraft.catalog import (
    Faction,
    StarcraftCatalog,
    StarcraftPack,
)
from app.systems.starcraft.tracker.state import (
    GameSetup,
    TrackerState,
)
from app.tracker.errors import EventRejected


def reject(reason: str, **params: Any) -> EventRejected:
    return EventRejected(reason, CONTEXT, **params)


def catalog_of(setup: GameSetup) -> StarcraftCatalog:
    """The factions, units and buildings the game was set up with (kept in the setup, so a
    game replays with the figures it was played with after a pack changes)."""
    cached = getattr(setup, "_catalog", None)
    if cached is None:
        pack = StarcraftPack.model_validate(
            {
                "format": "muster.catalog/1",
                "system": "starcraft",
                "id": "game",
                "version": "1",
                "name": {"en": "game"},
                "entries": setup.entries,
            }
        )
        cached = StarcraftCatalog()
        cached.add_pack(pack)
        object.__setattr__(setup, "_catalog", cached)
    return cached


def faction_of(state: TrackerState, player: int) -> Faction | None:
    return catalog_of(state.setup).faction(state.setup.players[player].faction)


def faction_name(state: TrackerState, player: int, language: str) -> str:
    faction = faction_of(state, player)
    return faction.name.get(language) if faction else state.setup.players[player].faction


def faction_rule(state: TrackerState, player: int) -> str | None:
    faction = faction_of(state, player)
    victory = faction.special_victory if faction else None
    return victory.rule if victory else None


def read_field(payload: dict[str, Any], key: str) -> Any:
    if key not in payload:
        raise reject(QT_TRANSLATE_NOOP("Starcraft", 'The field "{field}" is missing.'), field=key)
    return payload[key]


def read_int(
    payload: dict[str, Any], key: str, low: int, high: int, default: int | None = None
) -> int:
    value = payload.get(key, default) if default is not None else read_field(payload, key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise reject(
            QT_TRANSLATE_NOOP(
                "Starcraft", '"{field}" must be a whole number from {low} to {high}.'
            ),
            field=key,
            low=low,
            high=high,
        )
    return value


def read_bool(payload: dict[str, Any], key: str) -> bool:
    value = payload.get(key, False)
    if not isinstance(value, bool):
        raise reject(QT_TRANSLATE_NOOP("Starcraft", '"{field}" must be true or false.'), field=key)
    return value


def read_text(payload: dict[str, Any], key: str) -> str:
    value = read_field(payload, key)
    if not isinstance(value, str) or not value.strip() or len(value) > 80:
        raise reject(
            QT_TRANSLATE_NOOP("Starcraft", '"{field}" must be a name of 1 to 80 characters.'),
            field=key,
        )
    return value.strip()


def read_choice(payload: dict[str, Any], key: str, choices: Sequence[str]) -> str:
    value = read_field(payload, key)
    if value not in choices:
        raise reject(
            QT_TRANSLATE_NOOP("Starcraft", '"{field}" must be one of: {choices}.'),
            field=key,
            choices=", ".join(choices),
        )
    return str(value)


def read_player(state: TrackerState, payload: dict[str, Any], key: str = "player") -> int:
    return read_int(payload, key, 0, len(state.players) - 1)


def read_counts(payload: dict[str, Any], key: str) -> dict[str, int]:
    value = payload.get(key, {})
    if not isinstance(value, dict) or not all(
        isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 99
        for k, v in value.items()
    ):
        raise reject(
            QT_TRANSLATE_NOOP(
                "Starcraft", '"{field}" must map names to whole numbers from 0 to 99.'
            ),
            field=key,
        )
    return {k: v for k, v in value.items() if v}


def read_names(payload: dict[str, Any], key: str) -> list[str]:
    value = payload.get(key, [])
    if not isinstance(value, list) or not all(
        isinstance(v, str) and v.strip() and len(v) <= 80 for v in value
    ):
        raise reject(
            QT_TRANSLATE_NOOP("Starcraft", '"{field}" must be a list of names.'), field=key
        )
    return [v.strip() for v in value]


def read_pairs(state: TrackerState, payload: dict[str, Any], key: str) -> list[tuple[int, Any]]:
    """A list of [player, value] pairs."""
    value = payload.get(key, [])
    if not isinstance(value, list) or not all(
        isinstance(item, list)
        and len(item) == 2
        and isinstance(item[0], int)
        and not isinstance(item[0], bool)
        and 0 <= item[0] < len(state.players)
        for item in value
    ):
        raise reject(
            QT_TRANSLATE_NOOP("Starcraft", '"{field}" must be a list of [player, value] pairs.'),
            field=key,
        )
    return [(item[0], item[1]) for item in value]


def read_per_player(state: TrackerState, payload: dict[str, Any], key: str) -> list[Any]:
    value = read_field(payload, key)
    if not isinstance(value, list) or len(value) != len(state.players):
        raise reject(
            QT_TRANSLATE_NOOP("Starcraft", '"{field}" must hold one value per player ({count}).'),
            field=key,
            count=len(state.players),
        )
    return value
