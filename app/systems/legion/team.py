"""Army building for a team battle (2v2, the seed's « Combat en équipes », L11914–12003): each
player's army follows the standard rules at 600 points (the format ``team`` of
formats.json, checked by ``rules.validate``), and the two armies of a team belong to the same
faction and share the uniqueness rules: a unique name fielded by one of them cannot stand in the
other (the rules reference's team battles: two armies of one team may not both field, say,
Luke Skywalker)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.catalog.pack import LocalizedParam
from app.i18n import QT_TRANSLATE_NOOP
from app.systems.base import Violation
from app.systems.legion.army import Army
from app.systems.legion.catalog import LegionCatalog
from app.systems.legion.formats import get_format
from app.systems.legion.rules import army_faction, unique_key

TEAM_FORMAT = "team"
TEAM_SIZE = 2

TEAM_CODES = ("TEAM_SIZE", "TEAM_FORMAT", "TEAM_FACTION_MISMATCH", "TEAM_DUPLICATE_UNIQUE_NAME")
TEAM_MESSAGES = {
    "TEAM_SIZE": QT_TRANSLATE_NOOP(
        "Violations", "A team in a team battle is two armies; this one has {count}."
    ),
    "TEAM_FORMAT": QT_TRANSLATE_NOOP(
        "Violations",
        "The army of {player} is not built for a team battle (600 points: the format {format}).",
    ),
    "TEAM_FACTION_MISMATCH": QT_TRANSLATE_NOOP(
        "Violations",
        "The armies of a team belong to the same faction: {player} fields the {faction}, "
        "{teammate} the {other_faction}.",
    ),
    "TEAM_DUPLICATE_UNIQUE_NAME": QT_TRANSLATE_NOOP(
        "Violations",
        "The unique name {card_name} stands in the armies of both {player} and {teammate}; "
        "a team shares the uniqueness rules.",
    ),
}


def _violation(
    code: str, *, entry: int | None = None, card: str | None = None, **params: Any
) -> Violation:
    return Violation(code, "error", TEAM_MESSAGES[code], params, squad=entry, unit=card)


def _uniques(army: Army, catalog: LegionCatalog) -> dict[str, tuple[int, str, Any]]:
    """Each unique name an army fields: its entry (from 1), card id and card names."""
    found: dict[str, tuple[int, str, Any]] = {}
    for entry, unit in enumerate(army.units, start=1):
        for card_id in unit.card_ids():
            card = catalog.get(card_id)
            if card is None or not (card.unique or card.unique_title):
                continue
            key = unique_key(card)
            if key is not None and key not in found:
                found[key] = (entry, card.id, LocalizedParam(card.name))
    return found


def _format_name() -> Any:
    team_format = get_format(TEAM_FORMAT)
    return LocalizedParam(team_format.name) if team_format else TEAM_FORMAT


def _faction_name(catalog: LegionCatalog, faction: str) -> Any:
    known = catalog.factions.get(faction)
    return LocalizedParam(known.name) if known else faction


def validate_team(team: Sequence[tuple[str, Army]], catalog: LegionCatalog) -> list[Violation]:
    """What breaks the team rules for ``team``, a team's (player name, army) pairs: the
    second army carries the violations (its ``squad`` is its entry). Each army's own rules are
    ``rules.validate``'s."""
    if len(team) != TEAM_SIZE:
        return [_violation("TEAM_SIZE", count=len(team))]
    found = []
    for name, army in team:
        if army.format != TEAM_FORMAT:
            found.append(_violation("TEAM_FORMAT", player=name, format=_format_name()))
    (first_name, first), (second_name, second) = team
    faction, other_faction = army_faction(first, catalog), army_faction(second, catalog)
    if faction and other_faction and faction != other_faction:
        found.append(
            _violation(
                "TEAM_FACTION_MISMATCH",
                player=first_name,
                teammate=second_name,
                faction=_faction_name(catalog, faction),
                other_faction=_faction_name(catalog, other_faction),
            )
        )
    taken = _uniques(first, catalog)
    for key, (entry, card_id, card_name) in _uniques(second, catalog).items():
        if key in taken:
            found.append(
                _violation(
                    "TEAM_DUPLICATE_UNIQUE_NAME",
                    entry=entry,
                    card=card_id,
                    card_name=card_name,
                    player=first_name,
                    teammate=second_name,
                )
            )
    return found
