"""A Legion army: what a roster document holds for Legion (``"army"`` in ``muster.roster/1``).

Cards are named by Muster id; points and figures come from the catalogue when the army is
validated, so a points update re-validates every saved army. See docs/formats.md.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from app.errors import RosterFormatError
from app.i18n import QT_TRANSLATE_NOOP, SOURCE_LANGUAGE, TRANSLATED_LANGUAGES, translate
from app.roster.document import RosterDocument
from app.systems.legion import SYSTEM_ID
from app.systems.legion.formats import DEFAULT_FORMAT

MAX_UNITS = 200
MAX_CARDS = 100


PROBLEMS = {
    "army": QT_TRANSLATE_NOOP("LegionArmy", '"army" must be an object'),
    "points_date": QT_TRANSLATE_NOOP("LegionArmy", '"points_date" must be a date (YYYY-MM-DD)'),
    "units": QT_TRANSLATE_NOOP("LegionArmy", '"units" must be a list of at most {limit}'),
    "unit": QT_TRANSLATE_NOOP("LegionArmy", 'unit {number} must be an object with a "unit" id'),
    "battle_deck": QT_TRANSLATE_NOOP("LegionArmy", '"battle_deck" must be an object of card lists'),
    "text": QT_TRANSLATE_NOOP("LegionArmy", '"{key}" must be text'),
    "optional_text": QT_TRANSLATE_NOOP("LegionArmy", '"{key}" must be text or null'),
    "ids": QT_TRANSLATE_NOOP("LegionArmy", '{where}: "{key}" must be a list of card ids'),
    "unit_ids": QT_TRANSLATE_NOOP(
        "LegionArmy", 'unit {number}: "{key}" must be a list of card ids'
    ),
}


class ArmyFormatError(ValueError):
    """The army part of a roster is malformed; ``str()`` names the field in English,
    :meth:`detail` in every language."""

    def __init__(self, problem: str, **params: object) -> None:
        self.template = PROBLEMS[problem]
        self.params = params
        super().__init__(translate("LegionArmy", self.template, SOURCE_LANGUAGE, **params))

    def detail(self) -> dict[str, str]:
        return {
            language: translate("LegionArmy", self.template, language, **self.params)
            for language in (SOURCE_LANGUAGE, *TRANSLATED_LANGUAGES)
        }


@dataclass
class ArmyUnit:
    unit: str
    upgrades: list[str] = field(default_factory=list)
    # A counterpart (C-3PO with R2-D2) and its own upgrades.
    counterpart: str | None = None
    counterpart_upgrades: list[str] = field(default_factory=list)

    def card_ids(self) -> list[str]:
        ids = [self.unit, *self.upgrades]
        if self.counterpart:
            ids += [self.counterpart, *self.counterpart_upgrades]
        return ids

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"unit": self.unit, "upgrades": list(self.upgrades)}
        if self.counterpart:
            data["counterpart"] = self.counterpart
            data["counterpart_upgrades"] = list(self.counterpart_upgrades)
        return data


@dataclass
class Army:
    format: str = DEFAULT_FORMAT
    faction: str = ""
    battle_force: str | None = None
    points_date: dt.date | None = None  # None: today's points
    units: list[ArmyUnit] = field(default_factory=list)
    command_hand: list[str] = field(default_factory=list)
    contingencies: list[str] = field(default_factory=list)
    battle_deck: dict[str, list[str]] = field(default_factory=dict)

    def card_ids(self) -> list[str]:
        ids = [card for unit in self.units for card in unit.card_ids()]
        ids += self.command_hand + self.contingencies
        ids += [card for cards in self.battle_deck.values() for card in cards]
        return ids

    def to_json(self) -> dict[str, Any]:
        return {
            "format": self.format,
            "faction": self.faction,
            "battle_force": self.battle_force,
            "points_date": self.points_date.isoformat() if self.points_date else None,
            "units": [unit.to_json() for unit in self.units],
            "command_hand": list(self.command_hand),
            "contingencies": list(self.contingencies),
            "battle_deck": {category: list(cards) for category, cards in self.battle_deck.items()},
        }

    @classmethod
    def from_json(cls, data: Any) -> Army:
        if not isinstance(data, dict):
            raise ArmyFormatError("army")
        army = cls(
            format=_text(data, "format", DEFAULT_FORMAT),
            faction=_text(data, "faction", ""),
            battle_force=_optional_text(data, "battle_force"),
        )
        date = _optional_text(data, "points_date")
        if date is not None:
            try:
                army.points_date = dt.date.fromisoformat(date)
            except ValueError as exc:
                raise ArmyFormatError("points_date") from exc
        units = data.get("units", [])
        if not isinstance(units, list) or len(units) > MAX_UNITS:
            raise ArmyFormatError("units", limit=MAX_UNITS)
        for number, raw in enumerate(units, start=1):
            if not isinstance(raw, dict) or not isinstance(raw.get("unit"), str):
                raise ArmyFormatError("unit", number=number)
            army.units.append(
                ArmyUnit(
                    unit=raw["unit"],
                    upgrades=_ids(raw, "upgrades", number),
                    counterpart=_optional_text(raw, "counterpart"),
                    counterpart_upgrades=_ids(raw, "counterpart_upgrades", number),
                )
            )
        army.command_hand = _ids(data, "command_hand", "army")
        army.contingencies = _ids(data, "contingencies", "army")
        deck = data.get("battle_deck", {})
        if not isinstance(deck, dict):
            raise ArmyFormatError("battle_deck")
        for category in deck:
            army.battle_deck[str(category)] = _ids(deck, category, "battle_deck")
        return army


def _text(data: dict[str, Any], key: str, default: str) -> str:
    value = data.get(key, default)
    if not isinstance(value, str):
        raise ArmyFormatError("text", key=key)
    return value


def _optional_text(data: dict[str, Any], key: str) -> str | None:
    value = data.get(key)
    if value is not None and not isinstance(value, str):
        raise ArmyFormatError("optional_text", key=key)
    return value


def _ids(data: dict[str, Any], key: str, where: str | int) -> list[str]:
    """The card ids under ``key``; ``where`` is the army part (a unit by its number)."""
    value = data.get(key, [])
    if (
        not isinstance(value, list)
        or len(value) > MAX_CARDS
        or not all(isinstance(item, str) for item in value)
    ):
        if isinstance(where, int):
            raise ArmyFormatError("unit_ids", number=where, key=str(key))
        raise ArmyFormatError("ids", where=where, key=str(key))
    return list(value)


def army_of(document: RosterDocument) -> Army:
    """The army a Legion roster document holds (an empty army when it holds none)."""
    try:
        return Army.from_json(document.system_data.get("army", {}))
    except ArmyFormatError as exc:
        raise RosterFormatError(detail=exc.detail()) from exc


def document_for(army: Army, name: str = "") -> RosterDocument:
    """A roster document holding ``army``."""
    return RosterDocument(system=SYSTEM_ID, name=name, system_data={"army": army.to_json()})
