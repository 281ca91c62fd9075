"""A Flashpoint team: what a roster document holds for Flashpoint (``"team"`` in
``muster.roster/1``).

Fighters name profiles (designs of the catalogue) by id; one fighter is the Leader, one may be
the Stratège. The mission, which the players agree on before recruiting (seed 003 L267), is
theirs to define, since the rulebook's scenario chapter is missing: its name, the Strategic
Bonus it gives the Offensive and the Defensive player, and its success-point conditions.
Values come from the catalogue when the team is validated. See docs/formats.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from app.errors import RosterFormatError
from app.roster.document import RosterDocument
from app.systems.flashpoint import SYSTEM_ID

Role = Literal["leader", "strategist"]
ROLES: tuple[Role, ...] = ("leader", "strategist")
MAX_FIGHTERS = 100
MAX_TEXT = 2000


class TeamFormatError(ValueError):
    """The team part of a roster is malformed; ``str()`` names the field."""


@dataclass
class Fighter:
    profile: str
    name: str = ""  # the figure's own name, if the player gives one
    role: Role | None = None

    def to_json(self) -> dict[str, Any]:
        return {"profile": self.profile, "name": self.name, "role": self.role}


@dataclass
class Mission:
    name: str = ""
    offensive_bonus: int = 0
    defensive_bonus: int = 0
    success_points: str = ""  # the conditions, as the players write them

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "offensive_bonus": self.offensive_bonus,
            "defensive_bonus": self.defensive_bonus,
            "success_points": self.success_points,
        }


@dataclass
class Team:
    fighters: list[Fighter] = field(default_factory=list)
    mission: Mission | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "fighters": [fighter.to_json() for fighter in self.fighters],
            "mission": self.mission.to_json() if self.mission else None,
        }

    @classmethod
    def from_json(cls, data: Any) -> Team:
        if not isinstance(data, dict):
            raise TeamFormatError('"team" must be an object')
        raw_fighters = data.get("fighters", [])
        if not isinstance(raw_fighters, list) or len(raw_fighters) > MAX_FIGHTERS:
            raise TeamFormatError(f'"fighters" must be a list of at most {MAX_FIGHTERS}')
        team = cls()
        for number, raw in enumerate(raw_fighters, start=1):
            if not isinstance(raw, dict) or not isinstance(raw.get("profile"), str):
                raise TeamFormatError(f'fighter {number} must be an object with a "profile" id')
            role = raw.get("role")
            if role is not None and role not in ROLES:
                raise TeamFormatError(
                    f'fighter {number}: "role" must be "leader", "strategist" or null'
                )
            team.fighters.append(
                Fighter(raw["profile"], _text(raw, "name", f"fighter {number}"), role)
            )
        mission = data.get("mission")
        if mission is not None:
            if not isinstance(mission, dict):
                raise TeamFormatError('"mission" must be an object or null')
            team.mission = Mission(
                name=_text(mission, "name", "mission"),
                offensive_bonus=_bonus(mission, "offensive_bonus"),
                defensive_bonus=_bonus(mission, "defensive_bonus"),
                success_points=_text(mission, "success_points", "mission"),
            )
        return team


def _text(data: dict[str, Any], key: str, where: str) -> str:
    value = data.get(key, "")
    if value is None:
        return ""
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise TeamFormatError(f'{where}: "{key}" must be text of at most {MAX_TEXT} characters')
    return value


def _bonus(data: dict[str, Any], key: str) -> int:
    value = data.get(key, 0)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 20:
        raise TeamFormatError(f'mission: "{key}" must be a whole number from 0 to 20')
    return value


def team_of(document: RosterDocument) -> Team:
    """The team a Flashpoint roster document holds (an empty team when it holds none)."""
    try:
        return Team.from_json(document.system_data.get("team", {}))
    except TeamFormatError as exc:
        raise RosterFormatError(detail=str(exc)) from exc


def document_for(team: Team, name: str = "") -> RosterDocument:
    return RosterDocument(system=SYSTEM_ID, name=name, system_data={"team": team.to_json()})
