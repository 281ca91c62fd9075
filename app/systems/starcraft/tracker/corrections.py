"""Corrections at the table: a player's figures set by hand, and starting forces entered
when the pack does not know them."""

from __future__ import annotations

from typing import Any

from app.i18n import QT_TRANSLATE_NOOP
from app.systems.starcraft.tracker.payload import (
    catalog_of,
    faction_of,
    read_counts,
    read_int,
    read_names,
    read_player,
    reject,
)
from app.systems.starcraft.tracker.rules import check_elimination
from app.systems.starcraft.tracker.state import (
    ResourceCard,
    TrackerState,
)

CORRECTABLE = (
    "cp",
    "zones",
    "resources",
    "reserve",
    "unavailable",
    "units",
    "bases",
    "transports",
    "buildings",
    "modules",
    "techs",
    "hand",
    "events_held",
)


def _player_corrected(state: TrackerState, payload: dict[str, Any]) -> None:
    index = read_player(state, payload)
    player = state.players[index]
    faction = faction_of(state, index)
    for key in ("cp", "zones", "reserve", "unavailable", "hand", "events_held"):
        if key in payload:
            setattr(player, key, read_int(payload, key, 0, 999))
    for key in ("units", "buildings", "modules"):
        if key in payload:
            setattr(player, key, read_counts(payload, key))
    for key in ("bases", "transports", "techs"):
        if key in payload:
            setattr(player, key, read_names(payload, key))
    if "resources" in payload:
        player.resources = _resource_cards(payload["resources"])
    if faction is not None:
        pieces = faction.pieces
        catalog = catalog_of(state.setup)
        if player.workers > pieces.workers:
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", "A faction has {limit} workers, no more."),
                limit=pieces.workers,
            )
        if len(player.bases) > pieces.bases or len(set(player.bases)) != len(player.bases):
            raise reject(
                QT_TRANSLATE_NOOP(
                    "Starcraft", "A faction has {limit} bases, at most one on a planet."
                ),
                limit=pieces.bases,
            )
        if len(player.transports) > pieces.transports:
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", "A faction has {limit} transports, no more."),
                limit=pieces.transports,
            )
        for unit_id, count in player.units.items():
            unit = catalog.unit(unit_id)
            if unit is None or unit.race != faction.race:
                raise reject(
                    QT_TRANSLATE_NOOP("Starcraft", '"{what}" is not a unit of this faction.'),
                    what=unit_id,
                )
            if count > unit.pieces:
                raise reject(
                    QT_TRANSLATE_NOOP("Starcraft", "A faction has {limit} {unit}, no more."),
                    limit=unit.pieces,
                    unit=unit.name.as_dict(),
                )
    if "bases" in payload or "units" in payload:
        player.eliminated = False
        check_elimination(state)


def _starting_forces(state: TrackerState, payload: dict[str, Any]) -> None:
    """What the back of a faction sheet gives, entered at the table before the first round
    (the pack does not know it): the units, the transports' routes, the printed building."""
    if state.phase != "setup":
        raise reject(
            QT_TRANSLATE_NOOP("Starcraft", "Starting forces are placed before the first round.")
        )
    index = read_player(state, payload)
    player = state.players[index]
    units = read_counts(payload, "units")
    transports = read_names(payload, "transports") if "transports" in payload else None
    buildings = read_counts(payload, "buildings") if "buildings" in payload else None
    faction = faction_of(state, index)
    if faction is not None:
        catalog = catalog_of(state.setup)
        for unit_id, count in units.items():
            unit = catalog.unit(unit_id)
            if unit is None or unit.race != faction.race:
                raise reject(
                    QT_TRANSLATE_NOOP("Starcraft", '"{what}" is not a unit of this faction.'),
                    what=unit_id,
                )
            if count > unit.pieces:
                raise reject(
                    QT_TRANSLATE_NOOP("Starcraft", "A faction has {limit} {unit}, no more."),
                    limit=unit.pieces,
                    unit=unit.name.as_dict(),
                )
        if transports is not None and len(transports) > faction.pieces.transports:
            raise reject(
                QT_TRANSLATE_NOOP("Starcraft", "A faction has {limit} transports, no more."),
                limit=faction.pieces.transports,
            )
        for building_id, level in (buildings or {}).items():
            building = catalog.building(building_id)
            if building is None or building.race != faction.race:
                raise reject(
                    QT_TRANSLATE_NOOP("Starcraft", '"{what}" is not a building of this faction.'),
                    what=building_id,
                )
            if level != 1:
                raise reject(
                    QT_TRANSLATE_NOOP("Starcraft", "A faction sheet prints a level 1 building.")
                )
    player.units = units
    if transports is not None:
        player.transports = transports
    if buildings is not None:
        player.buildings = buildings
    player.forces_entered = True


def _resource_cards(value: Any) -> list[ResourceCard]:
    """A player's resource cards set by hand: [{id, resource, capacity, workers, side,
    permanent}], each card once."""
    problem = reject(
        QT_TRANSLATE_NOOP(
            "Starcraft",
            '"resources" must list cards with a name, minerals or gas, a number from 1 to 9 '
            "and 0 to 15 workers, each card once.",
        )
    )
    if not isinstance(value, list) or len(value) > 40:
        raise problem
    cards = []
    for raw in value:
        if not isinstance(raw, dict) or set(raw) - {
            "id",
            "resource",
            "capacity",
            "workers",
            "side",
            "permanent",
        }:
            raise problem
        name, resource = raw.get("id"), raw.get("resource")
        capacity, workers = raw.get("capacity"), raw.get("workers", 0)
        side, permanent = raw.get("side", "normal"), raw.get("permanent", False)
        if (
            not isinstance(name, str)
            or not name.strip()
            or len(name) > 80
            or resource not in ("minerals", "gas")
            or not isinstance(capacity, int)
            or not isinstance(workers, int)
            or isinstance(capacity, bool)
            or isinstance(workers, bool)
            or not 1 <= capacity <= 9
            or not 0 <= workers <= 15
            or side not in ("normal", "partial")
            or not isinstance(permanent, bool)
            or (permanent and side != "normal")
        ):
            raise problem
        cards.append(ResourceCard(name.strip(), resource, capacity, workers, side, permanent))
    if len({card.id for card in cards}) != len(cards):
        raise problem
    return cards
