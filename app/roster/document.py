"""The roster document (``muster.roster/1``): what files, share codes and the database hold.

It names its system and refers to catalogue entries by id; it holds no points or figures,
which come from the catalogue whenever the roster is validated. See docs/formats.md.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.errors import FileReadError, RosterFormatError

ROSTER_FORMAT = "muster.roster/1"

Squad = dict[str, str | None]


@dataclass
class RosterDocument:
    system: str = "shatterpoint"
    name: str = ""
    squads: list[Squad] = field(default_factory=list)
    mission_set: str | None = None
    casual: bool = False
    notes: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "format": ROSTER_FORMAT,
            "system": self.system,
            "name": self.name,
            "squads": [dict(squad) for squad in self.squads],
            "mission_set": self.mission_set,
            "casual": self.casual,
            "notes": self.notes,
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
            raise RosterFormatError(detail="the document must be a JSON object")
        if data.get("format") != ROSTER_FORMAT:
            raise RosterFormatError(detail=f'"format" must be "{ROSTER_FORMAT}"')
        system = data.get("system")
        if not isinstance(system, str) or not system:
            raise RosterFormatError(detail='"system" must name a game system')
        squads_raw = data.get("squads", [])
        if not isinstance(squads_raw, list):
            raise RosterFormatError(detail='"squads" must be a list')
        squads: list[Squad] = []
        for number, raw in enumerate(squads_raw, start=1):
            if not isinstance(raw, dict):
                raise RosterFormatError(detail=f"squad {number} must be an object")
            squad: Squad = {}
            for key, value in raw.items():
                if value is not None and not isinstance(value, str):
                    raise RosterFormatError(
                        detail=f'squad {number}, "{key}" must be a unit id or null'
                    )
                squad[str(key)] = value
            squads.append(squad)
        name = data.get("name", "")
        mission_set = data.get("mission_set")
        notes = data.get("notes", "")
        casual = data.get("casual", False)
        if not isinstance(name, str):
            raise RosterFormatError(detail='"name" must be text')
        if mission_set is not None and not isinstance(mission_set, str):
            raise RosterFormatError(detail='"mission_set" must be text or null')
        if not isinstance(notes, str):
            raise RosterFormatError(detail='"notes" must be text')
        if not isinstance(casual, bool):
            raise RosterFormatError(detail='"casual" must be true or false')
        return cls(system, name, squads, mission_set, casual, notes)

    @classmethod
    def loads(cls, text: str) -> RosterDocument:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RosterFormatError(detail=f"not JSON (line {exc.lineno}: {exc.msg})") from exc
        return cls.from_json(data)

    @classmethod
    def read(cls, file: Path) -> RosterDocument:
        try:
            text = file.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as exc:
            raise FileReadError(
                file=str(file), detail=getattr(exc, "strerror", None) or str(exc)
            ) from exc
        return cls.loads(text)

    def write(self, file: Path) -> None:
        tmp = file.with_name(file.name + ".tmp")
        tmp.write_text(self.dumps(), encoding="utf-8")
        tmp.replace(file)
