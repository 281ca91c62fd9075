"""The Flashpoint GameSystem object: what the core asks about this game.

The command line validates teams, lists the designs and prints the players' cards and team
sheets; ``tracker()`` follows a game at the table (tracker.py) and ``end_reasons`` /
``result_problem`` let a league record its result (results.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.roster.document import RosterDocument
from app.systems.base import (
    CountSpec,
    ResultProblem,
    RosterStructure,
    ScoreField,
    ScoreWords,
    SectionSpec,
    ShareCodec,
    Violation,
)
from app.systems.flashpoint import CONTEXT, SYSTEM_ID, rules
from app.systems.flashpoint.catalog import (
    AnyCard,
    Equipment,
    FlashpointCatalog,
    FlashpointPack,
    Weapon,
    load_catalog,
)
from app.systems.flashpoint.team import Team, document_for, team_of

if TYPE_CHECKING:
    from app.systems.flashpoint.print_layout import FlashpointPrintLayout
    from app.tracker.adapter import ModuleTracker

DISPLAY_NAME = QT_TRANSLATE_NOOP("Flashpoint", "Flashpoint")
KIND_NAMES = {
    "archetype": QT_TRANSLATE_NOOP("Flashpoint", "Archetype"),
    "melee": QT_TRANSLATE_NOOP("Flashpoint", "Melee weapon"),
    "ranged": QT_TRANSLATE_NOOP("Flashpoint", "Ranged weapon"),
    "breath": QT_TRANSLATE_NOOP("Flashpoint", "Breath weapon"),
    "equipment": QT_TRANSLATE_NOOP("Flashpoint", "Equipment"),
    "grenade": QT_TRANSLATE_NOOP("Flashpoint", "Grenade"),
    "artillery": QT_TRANSLATE_NOOP("Flashpoint", "Artillery"),
    "ability": QT_TRANSLATE_NOOP("Flashpoint", "Ability"),
    "profile": QT_TRANSLATE_NOOP("Flashpoint", "Profile"),
}
FIGHTERS_LABEL = QT_TRANSLATE_NOOP("Flashpoint", "Fighters")
ROLE_NAMES = {
    "leader": QT_TRANSLATE_NOOP("Flashpoint", "Leader"),
    "strategist": QT_TRANSLATE_NOOP("Flashpoint", "Strategist"),
}
TOTALS = {
    "points": QT_TRANSLATE_NOOP("Flashpoint", "Strategic value: {points} of {limit}"),
    "fighters": QT_TRANSLATE_NOOP("Flashpoint", "%n fighter(s)"),
    "bonus": QT_TRANSLATE_NOOP(
        "Flashpoint",
        "Strategic Bonus: {offensive} as Offensive player, {defensive} as Defensive player "
        "(Power {power} of the {role})",
    ),
    "no_bonus": QT_TRANSLATE_NOOP(
        "Flashpoint",
        "Strategic Bonus: {offensive} as Offensive player, {defensive} as Defensive player",
    ),
    "reserves": QT_TRANSLATE_NOOP(
        "Flashpoint",
        "Dice reserves: Skill {skill}; Power {offensive} as Offensive player, {defensive} as "
        "Defensive player",
    ),
    "mission": QT_TRANSLATE_NOOP("Flashpoint", "Mission: {mission}"),
}
FIELD_LABELS = {
    "name": QT_TRANSLATE_NOOP("Flashpoint", "name"),
    "text": QT_TRANSLATE_NOOP("Flashpoint", "effect"),
    "skill": QT_TRANSLATE_NOOP("Flashpoint", "Skill (H)"),
    "power": QT_TRANSLATE_NOOP("Flashpoint", "Power (P)"),
    "reinforcement": QT_TRANSLATE_NOOP("Flashpoint", "reinforcement range (Pr)"),
    "base_size": QT_TRANSLATE_NOOP("Flashpoint", "base size"),
    "max_weapons": QT_TRANSLATE_NOOP("Flashpoint", "most weapons"),
    "max_equipment": QT_TRANSLATE_NOOP("Flashpoint", "most equipment cards"),
    "max_abilities": QT_TRANSLATE_NOOP("Flashpoint", "most abilities"),
    "weapon_type": QT_TRANSLATE_NOOP("Flashpoint", "weapon type"),
    "force": QT_TRANSLATE_NOOP("Flashpoint", "Force"),
    "range_min": QT_TRANSLATE_NOOP("Flashpoint", "R min"),
    "range_max": QT_TRANSLATE_NOOP("Flashpoint", "R max"),
    "breath": QT_TRANSLATE_NOOP("Flashpoint", "breath weapon"),
    "triggers": QT_TRANSLATE_NOOP("Flashpoint", "triggers"),
    "usage": QT_TRANSLATE_NOOP("Flashpoint", "use"),
    "reload": QT_TRANSLATE_NOOP("Flashpoint", "reload"),
    "equipment_type": QT_TRANSLATE_NOOP("Flashpoint", "equipment type"),
    "actions": QT_TRANSLATE_NOOP("Flashpoint", "strategic actions (AS)"),
    "points": QT_TRANSLATE_NOOP("Flashpoint", "strategic value (VS)"),
    "throw_length": QT_TRANSLATE_NOOP("Flashpoint", "throw length (L)"),
    "blast": QT_TRANSLATE_NOOP("Flashpoint", "blast (S)"),
    "artilleur": QT_TRANSLATE_NOOP("Flashpoint", "Artillerist"),
    "archetype": QT_TRANSLATE_NOOP("Flashpoint", "archetype"),
    "weapons": QT_TRANSLATE_NOOP("Flashpoint", "weapons"),
    "equipment": QT_TRANSLATE_NOOP("Flashpoint", "equipment cards"),
    "abilities": QT_TRANSLATE_NOOP("Flashpoint", "abilities"),
}


def kind_key(card: AnyCard) -> str:
    """The KIND_NAMES key of a card: its kind, or its weapon or equipment type."""
    if isinstance(card, Weapon):
        return "breath" if card.breath else card.weapon_type
    if isinstance(card, Equipment):
        return card.equipment_type
    return card.kind


class FlashpointSystem:
    id = SYSTEM_ID
    translation_context = CONTEXT
    pack_model = FlashpointPack

    def display_name(self, language: str | None = None) -> str:
        return translate(CONTEXT, DISPLAY_NAME, language)

    def field_label(self, field: str, language: str | None = None) -> str:
        key, dot, rest = field.partition(".")
        if key not in FIELD_LABELS:
            return field
        label = translate(CONTEXT, FIELD_LABELS[key], language)
        return f"{label}.{rest}" if dot else label

    def roster_structure(self, roster: Any = None, catalog: Any = None) -> RosterStructure:
        """A team has no squads: its fighters are listed in ``team`` (see team.py), counted by
        role: exactly one Leader, at most one Stratège."""
        roles = (
            CountSpec("leader", ROLE_NAMES["leader"], 1, 1),
            CountSpec("strategist", ROLE_NAMES["strategist"], 0, 1),
        )
        return RosterStructure(sections=(SectionSpec("fighters", FIGHTERS_LABEL, roles),))

    def new_roster(self, name: str = "") -> RosterDocument:
        return document_for(Team(), name)

    def load_catalog(self, user_pack_files: Iterable[Path] | None = None) -> FlashpointCatalog:
        return load_catalog(user_pack_files or ())

    def validate(self, roster: RosterDocument, catalog: Any) -> list[Violation]:
        violations = rules.validate(team_of(roster), catalog)
        if roster.casual:
            return [violation.as_warning() for violation in violations]
        return violations

    def is_legal(self, violations: list[Violation]) -> bool:
        return not any(violation.severity == "error" for violation in violations)

    def totals(self, roster: RosterDocument, catalog: Any) -> dict[str, Any]:
        return rules.totals(team_of(roster), catalog)

    def report_totals(self, roster: RosterDocument, catalog: Any) -> dict[str, Any]:
        """``muster validate``'s ``totals`` for a team (docs/cli.md)."""
        return self.totals(roster, catalog)

    def totals_lines(self, totals: Mapping[str, Any], language: str) -> list[str]:
        bonus = totals["strategic_bonus"]
        reserve = totals["power_reserve"]
        lines = [
            translate(
                CONTEXT,
                TOTALS["points"],
                language,
                points=totals["points"],
                limit=totals["points_limit"],
            )
            + " · "
            + translate(CONTEXT, TOTALS["fighters"], language, n=totals["fighters"]),
        ]
        if totals.get("mission"):
            lines.append(translate(CONTEXT, TOTALS["mission"], language, mission=totals["mission"]))
        if bonus["role"]:
            role = translate(CONTEXT, ROLE_NAMES[bonus["role"]], language)
            lines.append(
                translate(
                    CONTEXT,
                    TOTALS["bonus"],
                    language,
                    offensive=bonus["offensive"],
                    defensive=bonus["defensive"],
                    power=bonus["power"],
                    role=role,
                )
            )
        else:
            lines.append(
                translate(
                    CONTEXT,
                    TOTALS["no_bonus"],
                    language,
                    offensive=bonus["offensive"],
                    defensive=bonus["defensive"],
                )
            )
        lines.append(
            translate(
                CONTEXT,
                TOTALS["reserves"],
                language,
                skill=totals["skill_reserve"],
                offensive=reserve["offensive"],
                defensive=reserve["defensive"],
            )
        )
        return lines

    def to_text(self, roster: RosterDocument, catalog: Any, language: str) -> str:
        """The team as plain text for forums and chats (text_export.py)."""
        from app.systems.flashpoint.text_export import to_text

        return to_text(roster, catalog, language)

    def entry_kind(self, entry: AnyCard, language: str) -> str:
        """A card's kind as a catalogue listing shows it (a weapon's or equipment's type)."""
        return translate(CONTEXT, KIND_NAMES[kind_key(entry)], language)

    def share_codecs(self) -> Sequence[ShareCodec]:
        return ()  # Muster's own share code carries a team; no other format exists

    def print_layout(self) -> FlashpointPrintLayout:
        """What Flashpoint's cards and team sheets show (drawn by app/printing)."""
        from app.systems.flashpoint.print_layout import FlashpointPrintLayout

        return FlashpointPrintLayout()

    def tracker(self) -> ModuleTracker:
        from app.systems.flashpoint import tracker
        from app.tracker.adapter import ModuleTracker

        return ModuleTracker(tracker)

    def end_reasons(self, language: str | None = None) -> list[tuple[str, str]]:
        """The debriefing, a concession, or the players' agreement."""
        from app.systems.flashpoint import results

        return results.end_reasons(language)

    def result_problem(
        self, results: Sequence[str], scores: Sequence[int], end_reason: str | None = None
    ) -> ResultProblem | None:
        """Why a game cannot end so; ``scores`` are the success points (results.py)."""
        from app.systems.flashpoint import results as game_results

        return game_results.result_problem(results, scores, end_reason)

    def score_fields(self) -> Sequence[ScoreField]:
        from app.systems.flashpoint import results as game_results

        return game_results.SCORE_FIELDS

    def tie_breakers(self) -> Sequence[str]:
        from app.systems.flashpoint import results as game_results

        return game_results.TIE_BREAKERS

    def score_words(self) -> ScoreWords:
        from app.systems.flashpoint import results as game_results

        return game_results.SCORE_WORDS
