"""The words of Flashpoint's builder and catalogue: card kinds, roles, field labels, totals.

The system, the print layout and the text export all read them from here, so none of them
imports another to find a word.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.systems.flashpoint import CONTEXT
from app.systems.flashpoint.catalog import AnyCard, Equipment, Weapon

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
    "skill": QT_TRANSLATE_NOOP("Flashpoint", "Skill (SK)"),
    "power": QT_TRANSLATE_NOOP("Flashpoint", "Power (PW)"),
    "reinforcement": QT_TRANSLATE_NOOP("Flashpoint", "reinforcement range (RR)"),
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
    "actions": QT_TRANSLATE_NOOP("Flashpoint", "strategic actions (SA)"),
    "points": QT_TRANSLATE_NOOP("Flashpoint", "strategic value (SV)"),
    "throw_length": QT_TRANSLATE_NOOP("Flashpoint", "throw length (TL)"),
    "blast": QT_TRANSLATE_NOOP("Flashpoint", "blast (BL)"),
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


def totals_lines(totals: Mapping[str, Any], language: str) -> list[str]:
    """The team's totals in readable lines: value and fighters, mission, bonus, reserves."""
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
