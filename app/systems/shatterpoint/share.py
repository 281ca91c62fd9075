"""The share codes Shatterpoint players already exchange (see docs/formats.md, "Share codes").

- **SPT list code** ``spt[00010109,00010106,…]``: unit codes in the order Primary, Secondary,
  Support of squad 1, then of squad 2. Some tools put a mission-set code first: a leading code
  that is no unit's is kept in the roster's ``mission_set`` as ``spt:<code>`` and written back
  first by ``encode``.
- **Tabletop Admiral list URL** ``https://tabletopadmiral.com/shatterpoint/listbuilder/`` then
  the units' Tabletop Admiral ids in the same order, written joined by ``,``; ``-``, ``_``,
  ``.``, ``+``, ``/``, ``;``, spaces and ``%2C`` are accepted as separators too.

Both carry only units (and, for SPT, the mission set): the roster's name, notes and casual
flag do not travel in them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.errors import ShareCodeError
from app.i18n import QT_TRANSLATE_NOOP
from app.numbers import whole_number
from app.roster.document import RosterDocument
from app.systems.shatterpoint import SYSTEM_ID
from app.systems.shatterpoint.catalog import UNIT_TYPES, ShatterpointCatalog, Unit

SPT_MISSION_PREFIX = "spt:"
TTA_BASE = "https://tabletopadmiral.com/shatterpoint/listbuilder/"

ERRORS = {
    "spt_bracket": QT_TRANSLATE_NOOP(
        "Errors",
        'An SPT list code is written with square brackets, spt[…], and this one has "{found}".',
    ),
    "spt_unclosed": QT_TRANSLATE_NOOP(
        "Errors", "This SPT list code is cut short: its closing ] is missing."
    ),
    "spt_empty": QT_TRANSLATE_NOOP("Errors", "This SPT list code holds no unit codes."),
    "spt_entry": QT_TRANSLATE_NOOP(
        "Errors",
        'Entry {position} of the SPT list code ("{entry}") is not an 8-digit unit code.',
    ),
    "unknown_codes": QT_TRANSLATE_NOOP(
        "Errors", "No loaded catalogue knows the units at {positions}."
    ),
    "position": QT_TRANSLATE_NOOP("Errors", "position {position} ({code})"),
    "tta_empty": QT_TRANSLATE_NOOP(
        "Errors", "This Tabletop Admiral link holds no unit ids after /listbuilder/."
    ),
    "tta_entry": QT_TRANSLATE_NOOP(
        "Errors",
        'Entry {position} of the Tabletop Admiral link ("{entry}") is not a unit number.',
    ),
    "spt_incomplete": QT_TRANSLATE_NOOP(
        "Errors",
        "Squad {squad} is not complete, and an SPT list code lists the three units of every squad.",
    ),
    "tta_incomplete": QT_TRANSLATE_NOOP(
        "Errors",
        "Squad {squad} is not complete, and a Tabletop Admiral link lists the three units of "
        "every squad.",
    ),
    "no_spt_code": QT_TRANSLATE_NOOP(
        "Errors", "{unit} has no SPT code in the catalogue, so it cannot be shared that way."
    ),
    "no_tta_id": QT_TRANSLATE_NOOP(
        "Errors",
        "{unit} has no Tabletop Admiral number in the catalogue, so it cannot be shared that way.",
    ),
    "unknown_unit": QT_TRANSLATE_NOOP(
        "Errors", 'No loaded catalogue has a unit with the id "{unit_id}".'
    ),
}

SPT_LABEL = QT_TRANSLATE_NOOP("Shatterpoint", "SPT list code")
TTA_LABEL = QT_TRANSLATE_NOOP("Shatterpoint", "Tabletop Admiral link")
SPT_MISSION_LABEL = QT_TRANSLATE_NOOP("Shatterpoint", "the mission set with SPT code {code}")

# Not the end of a longer word: "webspt[1]" is no SPT code.
_SPT_START = re.compile(r"(?<![A-Za-z0-9])spt\s*(?P<open>[\[\(\{<])?", re.IGNORECASE)
_SPT_FULL = re.compile(r"(?<![A-Za-z0-9])spt\s*\[(?P<body>[^\[\]]*)\]", re.IGNORECASE)
_TTA = re.compile(
    r"(?:https?://)?(?:www\.)?tabletopadmiral\.com/shatterpoint/listbuilder/?(?P<ids>[^\s?#\"'<>]*)",
    re.IGNORECASE,
)
_TTA_SEPARATORS = re.compile(r"(?:%2C|%20|[,\-_.+/;\s])+", re.IGNORECASE)


def _squads_from_units(units: Sequence[Unit | None]) -> list[dict[str, str | None]]:
    """Units in list order fill Primary, Secondary, Support of squad 1, then squad 2, …"""
    squads: list[dict[str, str | None]] = []
    for start in range(0, len(units), len(UNIT_TYPES)):
        chunk = list(units[start : start + len(UNIT_TYPES)])
        chunk += [None] * (len(UNIT_TYPES) - len(chunk))
        squads.append(
            {slot: unit.id if unit else None for slot, unit in zip(UNIT_TYPES, chunk, strict=True)}
        )
    return squads


def _units_in_order(
    roster: RosterDocument, catalog: ShatterpointCatalog, incomplete: str
) -> list[Unit]:
    units: list[Unit] = []
    for number, squad in enumerate(roster.squads, start=1):
        for slot in UNIT_TYPES:
            unit_id = squad.get(slot)
            if not unit_id:
                raise ShareCodeError(ERRORS[incomplete], squad=number)
            unit = catalog.get(unit_id)
            if unit is None:
                raise ShareCodeError(ERRORS["unknown_unit"], unit_id=unit_id)
            units.append(unit)
    return units


def _unknown(positions: list[tuple[int, str]]) -> ShareCodeError:
    from app.i18n import current_language, translate

    listed = ", ".join(
        translate("Errors", ERRORS["position"], current_language(), position=p, code=c)
        for p, c in positions
    )
    return ShareCodeError(ERRORS["unknown_codes"], positions=listed)


class SptCodec:
    format_id = "spt"
    label = SPT_LABEL

    def find(self, text: str) -> str | None:
        full = _SPT_FULL.search(text)
        if full:
            return full.group(0)
        start = _SPT_START.search(text)
        # "spt" followed by some bracket, or by digits: a mangled SPT code rather than chat.
        if start and (start.group("open") or re.match(r"\s*\d", text[start.end() :])):
            return text[start.start() :].strip()
        return None

    def decode(self, code: str, catalog: ShatterpointCatalog) -> RosterDocument:
        match = _SPT_FULL.fullmatch(code.strip())
        if match is None:
            text = code.strip()
            start = _SPT_START.match(text)
            opened = start.group("open") if start else None
            tail = text[start.end() if start else 0 :]
            closing = next((ch for ch in tail if ch in ")]}>"), "")
            if opened == "[" and not closing:
                raise ShareCodeError(ERRORS["spt_unclosed"])
            found = f"spt{opened or ''}…{closing}"
            raise ShareCodeError(ERRORS["spt_bracket"], found=found)
        entries = [entry.strip() for entry in match.group("body").split(",")]
        if entries == [""]:
            raise ShareCodeError(ERRORS["spt_empty"])
        for position, entry in enumerate(entries, start=1):
            if not re.fullmatch(r"[0-9]{8}", entry):
                raise ShareCodeError(ERRORS["spt_entry"], position=position, entry=entry)
        by_code = catalog.by_spt_code()
        mission_set = None
        first_unit = 0
        if entries[0] not in by_code:
            mission_set = SPT_MISSION_PREFIX + entries[0]
            first_unit = 1
        unknown = [
            (position, entry)
            for position, entry in enumerate(entries, start=1)
            if position > first_unit and entry not in by_code
        ]
        if unknown:
            raise _unknown(unknown)
        units = [by_code[entry] for entry in entries[first_unit:]]
        if not units:
            raise ShareCodeError(ERRORS["spt_empty"])
        return RosterDocument(SYSTEM_ID, "", _squads_from_units(units), mission_set)

    def encode(self, roster: RosterDocument, catalog: ShatterpointCatalog) -> str:
        codes: list[str] = []
        mission = (roster.mission_set or "").strip()
        if mission.lower().startswith(SPT_MISSION_PREFIX):
            codes.append(mission[len(SPT_MISSION_PREFIX) :].strip())
        for unit in _units_in_order(roster, catalog, "spt_incomplete"):
            if not unit.spt_code:
                raise ShareCodeError(ERRORS["no_spt_code"], unit=unit.name.as_dict())
            codes.append(unit.spt_code)
        return "spt[" + ",".join(codes) + "]"


class TabletopAdmiralCodec:
    format_id = "tta"
    label = TTA_LABEL

    def find(self, text: str) -> str | None:
        match = _TTA.search(text)
        return match.group(0) if match else None

    def decode(self, code: str, catalog: ShatterpointCatalog) -> RosterDocument:
        match = _TTA.search(code)
        ids = match.group("ids") if match else ""
        entries = [entry for entry in _TTA_SEPARATORS.split(ids) if entry]
        if not entries:
            raise ShareCodeError(ERRORS["tta_empty"])
        numbers = [whole_number(entry) for entry in entries]
        for position, (entry, number) in enumerate(zip(entries, numbers, strict=True), start=1):
            if number is None:
                raise ShareCodeError(ERRORS["tta_entry"], position=position, entry=entry[:20])
        by_id = catalog.by_tta_id()
        unknown = [
            (p, e[:20]) for p, e in enumerate(entries, start=1) if numbers[p - 1] not in by_id
        ]
        if unknown:
            raise _unknown(unknown)
        units = [by_id[number] for number in numbers if number is not None]
        return RosterDocument(SYSTEM_ID, "", _squads_from_units(units))

    def encode(self, roster: RosterDocument, catalog: ShatterpointCatalog) -> str:
        ids: list[str] = []
        for unit in _units_in_order(roster, catalog, "tta_incomplete"):
            if unit.tta_id is None:
                raise ShareCodeError(ERRORS["no_tta_id"], unit=unit.name.as_dict())
            ids.append(str(unit.tta_id))
        return TTA_BASE + ",".join(ids)


CODECS = (SptCodec(), TabletopAdmiralCodec())
