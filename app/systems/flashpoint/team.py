"""A Flashpoint team: what a roster document holds for Flashpoint (``"team"`` in
``muster.roster/1``).

Fighters name profiles (designs of the catalogue) by id; one fighter is the Leader, one may be
the Stratège. The mission, which the players agree on before recruiting (seed 003 L269), is
theirs to define, since the rulebook's scenario chapter is missing: its name, the Strategic
Bonus it gives the Offensive and the Defensive player, and its success-point conditions.
Values come from the catalogue when the team is validated. See docs/formats.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from app.errors import RosterFormatError
from app.i18n import QT_TRANSLATE_NOOP, SOURCE_LANGUAGE, TRANSLATED_LANGUAGES, translate
from app.roster.document import RosterDocument
from app.systems.flashpoint import SYSTEM_ID

Role = Literal["leader", "strategist"]
ROLES: tuple[Role, ...] = ("leader", "strategist")
MAX_FIGHTERS = 100
MAX_TEXT = 2000


DETAILS = {
    "team": QT_TRANSLATE_NOOP("Errors", '"team" must be an object'),
    "fighters": QT_TRANSLATE_NOOP("Errors", '"fighters" must be a list of at most {count}'),
    "fighter": QT_TRANSLATE_NOOP(
        "Errors", 'fighter {number} must be an object with a "profile" id'
    ),
    "role": QT_TRANSLATE_NOOP(
        "Errors", 'fighter {number}: "role" must be "leader", "strategist" or null'
    ),
    "fighter_text": QT_TRANSLATE_NOOP(
        "Errors", 'fighter {number}: "{key}" must be text of at most {count} characters'
    ),
    "mission": QT_TRANSLATE_NOOP("Errors", '"mission" must be an object or null'),
    "mission_text": QT_TRANSLATE_NOOP(
        "Errors", 'mission: "{key}" must be text of at most {count} characters'
    ),
    "bonus": QT_TRANSLATE_NOOP("Errors", 'mission: "{key}" must be a whole number from 0 to 20'),
}


class TeamFormatError(ValueError):
    """The team part of a roster is malformed: ``problem`` (a DETAILS key) and its parameters."""

    def __init__(self, problem: str, **params: object) -> None:
        super().__init__(DETAILS[problem].format(**params))
        self.problem = problem
        self.params = params

    def detail(self) -> dict[str, str]:
        """The problem in every language, for RosterFormatError."""
        return {
            language: translate("Errors", DETAILS[self.problem], language, **self.params)
            for language in (SOURCE_LANGUAGE, *TRANSLATED_LANGUAGES)
        }


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
            raise TeamFormatError("team")
        raw_fighters = data.get("fighters", [])
        if not isinstance(raw_fighters, list) or len(raw_fighters) > MAX_FIGHTERS:
            raise TeamFormatError("fighters", count=MAX_FIGHTERS)
        team = cls()
        for number, raw in enumerate(raw_fighters, start=1):
            if not isinstance(raw, dict) or not isinstance(raw.get("profile"), str):
                raise TeamFormatError("fighter", number=number)
            role = raw.get("role")
            if role is not None and role not in ROLES:
                raise TeamFormatError("role", number=number)
            name = _text(raw, "name", "fighter_text", number=number)
            team.fighters.append(Fighter(raw["profile"], name, role))
        mission = data.get("mission")
        if mission is not None:
            if not isinstance(mission, dict):
                raise TeamFormatError("mission")
            team.mission = Mission(
                name=_text(mission, "name", "mission_text"),
                offensive_bonus=_bonus(mission, "offensive_bonus"),
                defensive_bonus=_bonus(mission, "defensive_bonus"),
                success_points=_text(mission, "success_points", "mission_text"),
            )
        return team


def _text(data: dict[str, Any], key: str, problem: str, **where: object) -> str:
    value = data.get(key, "")
    if value is None:
        return ""
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise TeamFormatError(problem, key=key, count=MAX_TEXT, **where)
    return value


def _bonus(data: dict[str, Any], key: str) -> int:
    value = data.get(key, 0)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 20:
        raise TeamFormatError("bonus", key=key)
    return value


def team_of(document: RosterDocument) -> Team:
    """The team a Flashpoint roster document holds (an empty team when it holds none)."""
    try:
        return Team.from_json(document.system_data.get("team", {}))
    except TeamFormatError as exc:
        raise RosterFormatError(detail=exc.detail()) from exc


def document_for(team: Team, name: str = "") -> RosterDocument:
    return RosterDocument(system=SYSTEM_ID, name=name, system_data={"team": team.to_json()})
