"""The roster document (``muster.roster/1``): what files, share codes and the database hold.

It names its system and refers to catalogue entries by id; it holds no points or figures,
which come from the catalogue whenever the roster is validated. See docs/formats.md.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app import jsonio
from app.errors import RosterFormatError
from app.files import write_text_atomic
from app.i18n import QT_TRANSLATE_NOOP, SOURCE_LANGUAGE, TRANSLATED_LANGUAGES, translate

ROSTER_FORMAT = "muster.roster/1"

DETAILS = {
    "object": QT_TRANSLATE_NOOP("Errors", "the document must be a JSON object"),
    "format": QT_TRANSLATE_NOOP("Errors", '"format" must be "{expected}"'),
    "system": QT_TRANSLATE_NOOP("Errors", '"system" must name a game system'),
    "squads": QT_TRANSLATE_NOOP("Errors", '"squads" must be a list'),
    "squad": QT_TRANSLATE_NOOP("Errors", "squad {number} must be an object"),
    "slot": QT_TRANSLATE_NOOP("Errors", 'squad {number}, "{key}" must be a unit id or null'),
    "name": QT_TRANSLATE_NOOP("Errors", '"name" must be text'),
    "mission_set": QT_TRANSLATE_NOOP("Errors", '"mission_set" must be text or null'),
    "notes": QT_TRANSLATE_NOOP("Errors", '"notes" must be text'),
    "casual": QT_TRANSLATE_NOOP("Errors", '"casual" must be true or false'),
    "json": QT_TRANSLATE_NOOP("Errors", "not JSON (line {line}: {detail})"),
}


def _refuse(problem: str, /, **params: object) -> RosterFormatError:
    """The error for a malformed document, its detail ready in every language."""
    detail = {
        language: translate("Errors", DETAILS[problem], language, **params)
        for language in (SOURCE_LANGUAGE, *TRANSLATED_LANGUAGES)
    }
    return RosterFormatError(detail=detail)


Squad = dict[str, str | None]
COMMON_FIELDS = frozenset({"format", "system", "name", "squads", "mission_set", "casual", "notes"})


@dataclass
class RosterDocument:
    """A roster of any game: its squads of slots, as the roster file format holds it."""

    system: str  # the game system id (a roster always names its game)
    name: str = ""
    squads: list[Squad] = field(default_factory=list)
    mission_set: str | None = None
    casual: bool = False
    notes: str = ""
    # The fields a game system adds for its own rosters (Legion's "army"), kept as read and
    # checked by the system.
    system_data: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": ROSTER_FORMAT,
            "system": self.system,
            "name": self.name,
            "squads": [dict(squad) for squad in self.squads],
            "mission_set": self.mission_set,
            "casual": self.casual,
            "notes": self.notes,
            **self.system_data,
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=2, ensure_ascii=False) + "\n"

    def copy(self) -> RosterDocument:
        return RosterDocument.from_json(self.to_json())

    def unit_ids(self) -> list[str]:
        return [unit for squad in self.squads for unit in squad.values() if unit]

    @classmethod
    def from_json(cls, data: Any) -> RosterDocument:
        if not isinstance(data, dict):
            raise _refuse("object")
        if data.get("format") != ROSTER_FORMAT:
            raise _refuse("format", expected=ROSTER_FORMAT)
        system = data.get("system")
        if not isinstance(system, str) or not system:
            raise _refuse("system")
        squads_raw = data.get("squads", [])
        if not isinstance(squads_raw, list):
            raise _refuse("squads")
        squads: list[Squad] = []
        for number, raw in enumerate(squads_raw, start=1):
            if not isinstance(raw, dict):
                raise _refuse("squad", number=number)
            squad: Squad = {}
            for key, value in raw.items():
                if value is not None and not isinstance(value, str):
                    raise _refuse("slot", number=number, key=key)
                squad[str(key)] = value
            squads.append(squad)
        name = data.get("name", "")
        mission_set = data.get("mission_set")
        notes = data.get("notes", "")
        casual = data.get("casual", False)
        if not isinstance(name, str):
            raise _refuse("name")
        if mission_set is not None and not isinstance(mission_set, str):
            raise _refuse("mission_set")
        if not isinstance(notes, str):
            raise _refuse("notes")
        if not isinstance(casual, bool):
            raise _refuse("casual")
        system_data = {key: value for key, value in data.items() if key not in COMMON_FIELDS}
        return cls(system, name, squads, mission_set, casual, notes, system_data)

    @classmethod
    def loads(cls, text: str) -> RosterDocument:
        try:
            data = jsonio.loads(text)
        except json.JSONDecodeError as exc:
            raise _refuse("json", line=exc.lineno, detail=exc.msg) from exc
        return cls.from_json(data)

    @classmethod
    def read(cls, file: Path) -> RosterDocument:
        """The roster in ``file`` (at most ``jsonio.ROSTER_MAX_BYTES``)."""
        return cls.loads(jsonio.read_text(file, jsonio.ROSTER_MAX_BYTES))

    def write(self, file: Path) -> None:
        write_text_atomic(file, self.dumps())
