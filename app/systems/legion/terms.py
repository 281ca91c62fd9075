"""Legion's game words in English, French and Polish: ranks, upgrade types, card kinds,
battle-card categories, keywords and the words keyword values are made of.

Every screen, card, army sheet and violation names a game word through this module, so a
keyword reads the same everywhere. The French words are the 2020 French rules reference's
(seed 004: its glossary headings, "SAUT X (MOT-CLÉ D'UNITÉ)"); a keyword it does not name
keeps its English name, as do all keywords in Polish (no Polish edition exists; Polish
players say them in English). docs/formats.md lists both. The translations live in
``resources/i18n/legion_*.ts`` (context ``LegionKeyword`` for keywords and value words).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from app.i18n import QT_TRANSLATE_NOOP, SOURCE_LANGUAGE, card_name_language, translate

if TYPE_CHECKING:
    from app.systems.legion.catalog import Card, Keyword, LegionCatalog, Weapon

CONTEXT = "Legion"
KEYWORD_CONTEXT = "LegionKeyword"
LANGUAGES = ("en", "fr", "pl")

# Upgrade types as the French rules reference names them (seed 004 L4066-4081).
UPGRADE_TYPE_NAMES = {
    "heavy weapon": QT_TRANSLATE_NOOP("Legion", "Heavy Weapon"),
    "personnel": QT_TRANSLATE_NOOP("Legion", "Personnel"),
    "force": QT_TRANSLATE_NOOP("Legion", "Force"),
    "command": QT_TRANSLATE_NOOP("Legion", "Command"),
    "hardpoint": QT_TRANSLATE_NOOP("Legion", "Hardpoint"),
    "gear": QT_TRANSLATE_NOOP("Legion", "Gear"),
    "grenades": QT_TRANSLATE_NOOP("Legion", "Grenades"),
    "comms": QT_TRANSLATE_NOOP("Legion", "Comms"),
    "pilot": QT_TRANSLATE_NOOP("Legion", "Pilot"),
    "training": QT_TRANSLATE_NOOP("Legion", "Training"),
    "generator": QT_TRANSLATE_NOOP("Legion", "Generator"),
    "armament": QT_TRANSLATE_NOOP("Legion", "Armament"),
    "crew": QT_TRANSLATE_NOOP("Legion", "Crew"),
    "ordnance": QT_TRANSLATE_NOOP("Legion", "Ordnance"),
    "programming": QT_TRANSLATE_NOOP("Legion", "Programming"),
    "squad leader": QT_TRANSLATE_NOOP("Legion", "Squad Leader"),
    "doctrine": QT_TRANSLATE_NOOP("Legion", "Doctrine"),
    "clan": QT_TRANSLATE_NOOP("Legion", "Clan"),
}
KIND_NAMES = {
    "unit": QT_TRANSLATE_NOOP("Legion", "unit"),
    "upgrade": QT_TRANSLATE_NOOP("Legion", "upgrade"),
    "command": QT_TRANSLATE_NOOP("Legion", "command"),
    "battle": QT_TRANSLATE_NOOP("Legion", "battle"),
    "counterpart": QT_TRANSLATE_NOOP("Legion", "counterpart"),
}
# Battle-card categories: the 2020 rules reference's and today's.
CATEGORY_NAMES = {
    "objective": QT_TRANSLATE_NOOP("Legion", "Objective"),
    "deployment": QT_TRANSLATE_NOOP("Legion", "Deployment"),
    "condition": QT_TRANSLATE_NOOP("Legion", "Condition"),
    "primary": QT_TRANSLATE_NOOP("Legion", "Primary"),
    "secondary": QT_TRANSLATE_NOOP("Legion", "Secondary"),
    "advantage": QT_TRANSLATE_NOOP("Legion", "Advantage"),
}
RANK_NAMES = {
    "commander": QT_TRANSLATE_NOOP("Legion", "Commander"),
    "operative": QT_TRANSLATE_NOOP("Legion", "Operative"),
    "corps": QT_TRANSLATE_NOOP("Legion", "Corps"),
    "special": QT_TRANSLATE_NOOP("Legion", "Special Forces"),
    "support": QT_TRANSLATE_NOOP("Legion", "Support"),
    "heavy": QT_TRANSLATE_NOOP("Legion", "Heavy"),
}

# Every keyword the built-in pack uses, by its English name (Legion HQ's). A keyword a user
# pack adds is shown by its name as the pack gives it.
KEYWORD_NAMES = {
    "Advanced Targeting": QT_TRANSLATE_NOOP("LegionKeyword", "Advanced Targeting"),
    "Agile": QT_TRANSLATE_NOOP("LegionKeyword", "Agile"),
    "AI": QT_TRANSLATE_NOOP("LegionKeyword", "AI"),
    "Aid": QT_TRANSLATE_NOOP("LegionKeyword", "Aid"),
    "Allies of Convenience": QT_TRANSLATE_NOOP("LegionKeyword", "Allies of Convenience"),
    "Anti-Material": QT_TRANSLATE_NOOP("LegionKeyword", "Anti-Material"),
    "Anti-Personnel": QT_TRANSLATE_NOOP("LegionKeyword", "Anti-Personnel"),
    "Area Weapon": QT_TRANSLATE_NOOP("LegionKeyword", "Area Weapon"),
    "Arm": QT_TRANSLATE_NOOP("LegionKeyword", "Arm"),
    "Armor": QT_TRANSLATE_NOOP("LegionKeyword", "Armor"),
    "Arsenal": QT_TRANSLATE_NOOP("LegionKeyword", "Arsenal"),
    "Assault": QT_TRANSLATE_NOOP("LegionKeyword", "Assault"),
    "Associate": QT_TRANSLATE_NOOP("LegionKeyword", "Associate"),
    "Ataru Mastery": QT_TRANSLATE_NOOP("LegionKeyword", "Ataru Mastery"),
    "Attack Run": QT_TRANSLATE_NOOP("LegionKeyword", "Attack Run"),
    "Bane Token": QT_TRANSLATE_NOOP("LegionKeyword", "Bane Token"),
    "Barrage": QT_TRANSLATE_NOOP("LegionKeyword", "Barrage"),
    "Beam": QT_TRANSLATE_NOOP("LegionKeyword", "Beam"),
    "Blast": QT_TRANSLATE_NOOP("LegionKeyword", "Blast"),
    "Block": QT_TRANSLATE_NOOP("LegionKeyword", "Block"),
    "Bolster": QT_TRANSLATE_NOOP("LegionKeyword", "Bolster"),
    "Bounty": QT_TRANSLATE_NOOP("LegionKeyword", "Bounty"),
    "Cache": QT_TRANSLATE_NOOP("LegionKeyword", "Cache"),
    "Calculate Odds": QT_TRANSLATE_NOOP("LegionKeyword", "Calculate Odds"),
    "Charge": QT_TRANSLATE_NOOP("LegionKeyword", "Charge"),
    "Claim": QT_TRANSLATE_NOOP("LegionKeyword", "Claim"),
    "Climbing Vehicle": QT_TRANSLATE_NOOP("LegionKeyword", "Climbing Vehicle"),
    "Command Vehicle": QT_TRANSLATE_NOOP("LegionKeyword", "Command Vehicle"),
    "Compel": QT_TRANSLATE_NOOP("LegionKeyword", "Compel"),
    "Complete the Mission": QT_TRANSLATE_NOOP("LegionKeyword", "Complete the Mission"),
    "Coordinate": QT_TRANSLATE_NOOP("LegionKeyword", "Coordinate"),
    "Counterpart": QT_TRANSLATE_NOOP("LegionKeyword", "Counterpart"),
    "Cover": QT_TRANSLATE_NOOP("LegionKeyword", "Cover"),
    "Critical": QT_TRANSLATE_NOOP("LegionKeyword", "Critical"),
    "Cumbersome": QT_TRANSLATE_NOOP("LegionKeyword", "Cumbersome"),
    "Cunning": QT_TRANSLATE_NOOP("LegionKeyword", "Cunning"),
    "Cycle": QT_TRANSLATE_NOOP("LegionKeyword", "Cycle"),
    "Danger Sense": QT_TRANSLATE_NOOP("LegionKeyword", "Danger Sense"),
    "Dauntless": QT_TRANSLATE_NOOP("LegionKeyword", "Dauntless"),
    "Death from Above": QT_TRANSLATE_NOOP("LegionKeyword", "Death from Above"),
    "Defend": QT_TRANSLATE_NOOP("LegionKeyword", "Defend"),
    "Deflect": QT_TRANSLATE_NOOP("LegionKeyword", "Deflect"),
    "Demoralize": QT_TRANSLATE_NOOP("LegionKeyword", "Demoralize"),
    "Detachment": QT_TRANSLATE_NOOP("LegionKeyword", "Detachment"),
    "Detonate": QT_TRANSLATE_NOOP("LegionKeyword", "Detonate"),
    "Direct": QT_TRANSLATE_NOOP("LegionKeyword", "Direct"),
    "Disciplined": QT_TRANSLATE_NOOP("LegionKeyword", "Disciplined"),
    "Disengage": QT_TRANSLATE_NOOP("LegionKeyword", "Disengage"),
    "Distract": QT_TRANSLATE_NOOP("LegionKeyword", "Distract"),
    "Divine Influence": QT_TRANSLATE_NOOP("LegionKeyword", "Divine Influence"),
    "Divulge": QT_TRANSLATE_NOOP("LegionKeyword", "Divulge"),
    "Djem So Mastery": QT_TRANSLATE_NOOP("LegionKeyword", "Djem So Mastery"),
    "Dodge": QT_TRANSLATE_NOOP("LegionKeyword", "Dodge"),
    "Duelist": QT_TRANSLATE_NOOP("LegionKeyword", "Duelist"),
    "Enrage": QT_TRANSLATE_NOOP("LegionKeyword", "Enrage"),
    "Entourage": QT_TRANSLATE_NOOP("LegionKeyword", "Entourage"),
    "Equip": QT_TRANSLATE_NOOP("LegionKeyword", "Equip"),
    "Exemplar": QT_TRANSLATE_NOOP("LegionKeyword", "Exemplar"),
    "Expert Climber": QT_TRANSLATE_NOOP("LegionKeyword", "Expert Climber"),
    "Eyes on the Prize": QT_TRANSLATE_NOOP("LegionKeyword", "Eyes on the Prize"),
    "Field Commander": QT_TRANSLATE_NOOP("LegionKeyword", "Field Commander"),
    "Fire Support": QT_TRANSLATE_NOOP("LegionKeyword", "Fire Support"),
    "Fixed": QT_TRANSLATE_NOOP("LegionKeyword", "Fixed"),
    "Flexible Response": QT_TRANSLATE_NOOP("LegionKeyword", "Flexible Response"),
    "Full Pivot": QT_TRANSLATE_NOOP("LegionKeyword", "Full Pivot"),
    "Generator": QT_TRANSLATE_NOOP("LegionKeyword", "Generator"),
    "Graffiti Tokens": QT_TRANSLATE_NOOP("LegionKeyword", "Graffiti Tokens"),
    "Graffitti Tokens": QT_TRANSLATE_NOOP("LegionKeyword", "Graffitti Tokens"),
    "Guardian": QT_TRANSLATE_NOOP("LegionKeyword", "Guardian"),
    "Guidance": QT_TRANSLATE_NOOP("LegionKeyword", "Guidance"),
    "Gunslinger": QT_TRANSLATE_NOOP("LegionKeyword", "Gunslinger"),
    "Heavy Weapon Team": QT_TRANSLATE_NOOP("LegionKeyword", "Heavy Weapon Team"),
    "Here I Am": QT_TRANSLATE_NOOP("LegionKeyword", "Here I Am"),
    "High Velocity": QT_TRANSLATE_NOOP("LegionKeyword", "High Velocity"),
    "Hold the Line": QT_TRANSLATE_NOOP("LegionKeyword", "Hold the Line"),
    "Hover": QT_TRANSLATE_NOOP("LegionKeyword", "Hover"),
    "Hunted": QT_TRANSLATE_NOOP("LegionKeyword", "Hunted"),
    "I'm Part of the Squad Too": QT_TRANSLATE_NOOP("LegionKeyword", "I'm Part of the Squad Too"),
    "Immobilize": QT_TRANSLATE_NOOP("LegionKeyword", "Immobilize"),
    "Immune: Blast": QT_TRANSLATE_NOOP("LegionKeyword", "Immune: Blast"),
    "Immune: Deflect": QT_TRANSLATE_NOOP("LegionKeyword", "Immune: Deflect"),
    "Immune: Melee": QT_TRANSLATE_NOOP("LegionKeyword", "Immune: Melee"),
    "Immune: Melee Pierce": QT_TRANSLATE_NOOP("LegionKeyword", "Immune: Melee Pierce"),
    "Immune: Pierce": QT_TRANSLATE_NOOP("LegionKeyword", "Immune: Pierce"),
    "Immune: Range 1 Weapons": QT_TRANSLATE_NOOP("LegionKeyword", "Immune: Range 1 Weapons"),
    "Impact": QT_TRANSLATE_NOOP("LegionKeyword", "Impact"),
    "Impervious": QT_TRANSLATE_NOOP("LegionKeyword", "Impervious"),
    "Incognito": QT_TRANSLATE_NOOP("LegionKeyword", "Incognito"),
    "Inconspicuous": QT_TRANSLATE_NOOP("LegionKeyword", "Inconspicuous"),
    "Independent": QT_TRANSLATE_NOOP("LegionKeyword", "Independent"),
    "Indomitable": QT_TRANSLATE_NOOP("LegionKeyword", "Indomitable"),
    "Infiltrate": QT_TRANSLATE_NOOP("LegionKeyword", "Infiltrate"),
    "Inspire": QT_TRANSLATE_NOOP("LegionKeyword", "Inspire"),
    "Interrogate": QT_TRANSLATE_NOOP("LegionKeyword", "Interrogate"),
    "Ion": QT_TRANSLATE_NOOP("LegionKeyword", "Ion"),
    "Ion Token": QT_TRANSLATE_NOOP("LegionKeyword", "Ion Token"),
    "Jar'Kai Mastery": QT_TRANSLATE_NOOP("LegionKeyword", "Jar'Kai Mastery"),
    "Jedi Hunter": QT_TRANSLATE_NOOP("LegionKeyword", "Jedi Hunter"),
    "Jump": QT_TRANSLATE_NOOP("LegionKeyword", "Jump"),
    "Jump X": QT_TRANSLATE_NOOP("LegionKeyword", "Jump X"),
    "Juyo Mastery": QT_TRANSLATE_NOOP("LegionKeyword", "Juyo Mastery"),
    "Kablamo!": QT_TRANSLATE_NOOP("LegionKeyword", "Kablamo!"),
    "Latent Power": QT_TRANSLATE_NOOP("LegionKeyword", "Latent Power"),
    "Leader": QT_TRANSLATE_NOOP("LegionKeyword", "Leader"),
    "Lethal": QT_TRANSLATE_NOOP("LegionKeyword", "Lethal"),
    "Long Shot": QT_TRANSLATE_NOOP("LegionKeyword", "Long Shot"),
    "Low Profile": QT_TRANSLATE_NOOP("LegionKeyword", "Low Profile"),
    "Makashi Mastery": QT_TRANSLATE_NOOP("LegionKeyword", "Makashi Mastery"),
    "Mandalorians Are Stronger Together": QT_TRANSLATE_NOOP(
        "LegionKeyword", "Mandalorians Are Stronger Together"
    ),
    "Marksman": QT_TRANSLATE_NOOP("LegionKeyword", "Marksman"),
    "Master of the Force": QT_TRANSLATE_NOOP("LegionKeyword", "Master of the Force"),
    "Master Storyteller": QT_TRANSLATE_NOOP("LegionKeyword", "Master Storyteller"),
    "Mechanized Infantry": QT_TRANSLATE_NOOP("LegionKeyword", "Mechanized Infantry"),
    "Mercenary": QT_TRANSLATE_NOOP("LegionKeyword", "Mercenary"),
    "Mobile": QT_TRANSLATE_NOOP("LegionKeyword", "Mobile"),
    "My Mood Is Based On Profit": QT_TRANSLATE_NOOP("LegionKeyword", "My Mood Is Based On Profit"),
    "Nimble": QT_TRANSLATE_NOOP("LegionKeyword", "Nimble"),
    "Noncombatant": QT_TRANSLATE_NOOP("LegionKeyword", "Noncombatant"),
    "Observe": QT_TRANSLATE_NOOP("LegionKeyword", "Observe"),
    "One Step Ahead": QT_TRANSLATE_NOOP("LegionKeyword", "One Step Ahead"),
    "Outmaneuver": QT_TRANSLATE_NOOP("LegionKeyword", "Outmaneuver"),
    "Override": QT_TRANSLATE_NOOP("LegionKeyword", "Override"),
    "Overrun": QT_TRANSLATE_NOOP("LegionKeyword", "Overrun"),
    "Overwhelm": QT_TRANSLATE_NOOP("LegionKeyword", "Overwhelm"),
    "Permanent": QT_TRANSLATE_NOOP("LegionKeyword", "Permanent"),
    "Pierce": QT_TRANSLATE_NOOP("LegionKeyword", "Pierce"),
    "Plodding": QT_TRANSLATE_NOOP("LegionKeyword", "Plodding"),
    "Poison": QT_TRANSLATE_NOOP("LegionKeyword", "Poison"),
    "Poison Token": QT_TRANSLATE_NOOP("LegionKeyword", "Poison Token"),
    "Precise": QT_TRANSLATE_NOOP("LegionKeyword", "Precise"),
    "Prepared Position": QT_TRANSLATE_NOOP("LegionKeyword", "Prepared Position"),
    "Primitive": QT_TRANSLATE_NOOP("LegionKeyword", "Primitive"),
    "Programmed": QT_TRANSLATE_NOOP("LegionKeyword", "Programmed"),
    "Pull The Strings": QT_TRANSLATE_NOOP("LegionKeyword", "Pull The Strings"),
    "Quick Thinking": QT_TRANSLATE_NOOP("LegionKeyword", "Quick Thinking"),
    "Ram": QT_TRANSLATE_NOOP("LegionKeyword", "Ram"),
    "Ranged": QT_TRANSLATE_NOOP("LegionKeyword", "Ranged"),
    "Ready": QT_TRANSLATE_NOOP("LegionKeyword", "Ready"),
    "Recharge": QT_TRANSLATE_NOOP("LegionKeyword", "Recharge"),
    "Recon": QT_TRANSLATE_NOOP("LegionKeyword", "Recon"),
    "Reconfigure": QT_TRANSLATE_NOOP("LegionKeyword", "Reconfigure"),
    "Regenerate": QT_TRANSLATE_NOOP("LegionKeyword", "Regenerate"),
    "Reinforcements": QT_TRANSLATE_NOOP("LegionKeyword", "Reinforcements"),
    "Relentless": QT_TRANSLATE_NOOP("LegionKeyword", "Relentless"),
    "Reliable": QT_TRANSLATE_NOOP("LegionKeyword", "Reliable"),
    "Repair": QT_TRANSLATE_NOOP("LegionKeyword", "Repair"),
    "Reposition": QT_TRANSLATE_NOOP("LegionKeyword", "Reposition"),
    "Retinue": QT_TRANSLATE_NOOP("LegionKeyword", "Retinue"),
    "Ruthless": QT_TRANSLATE_NOOP("LegionKeyword", "Ruthless"),
    "Scale": QT_TRANSLATE_NOOP("LegionKeyword", "Scale"),
    "Scatter": QT_TRANSLATE_NOOP("LegionKeyword", "Scatter"),
    "Scout": QT_TRANSLATE_NOOP("LegionKeyword", "Scout"),
    "Scouting Party": QT_TRANSLATE_NOOP("LegionKeyword", "Scouting Party"),
    "Secret Mission": QT_TRANSLATE_NOOP("LegionKeyword", "Secret Mission"),
    "Self-Destruct": QT_TRANSLATE_NOOP("LegionKeyword", "Self-Destruct"),
    "Self-Preservation": QT_TRANSLATE_NOOP("LegionKeyword", "Self-Preservation"),
    "Sentinel": QT_TRANSLATE_NOOP("LegionKeyword", "Sentinel"),
    "Sharpshooter": QT_TRANSLATE_NOOP("LegionKeyword", "Sharpshooter"),
    "Shielded": QT_TRANSLATE_NOOP("LegionKeyword", "Shielded"),
    "Shields": QT_TRANSLATE_NOOP("LegionKeyword", "Shields"),
    "Shien Mastery": QT_TRANSLATE_NOOP("LegionKeyword", "Shien Mastery"),
    "Sidearm": QT_TRANSLATE_NOOP("LegionKeyword", "Sidearm"),
    "Small": QT_TRANSLATE_NOOP("LegionKeyword", "Small"),
    "Smoke": QT_TRANSLATE_NOOP("LegionKeyword", "Smoke"),
    "Smoke and Mirrors": QT_TRANSLATE_NOOP("LegionKeyword", "Smoke and Mirrors"),
    "Sniper Team": QT_TRANSLATE_NOOP("LegionKeyword", "Sniper Team"),
    "Soresu Mastery": QT_TRANSLATE_NOOP("LegionKeyword", "Soresu Mastery"),
    "Special Issue": QT_TRANSLATE_NOOP("LegionKeyword", "Special Issue"),
    "Speeder": QT_TRANSLATE_NOOP("LegionKeyword", "Speeder"),
    "Speeder X": QT_TRANSLATE_NOOP("LegionKeyword", "Speeder X"),
    "Spotter": QT_TRANSLATE_NOOP("LegionKeyword", "Spotter"),
    "Spray": QT_TRANSLATE_NOOP("LegionKeyword", "Spray"),
    "Spur": QT_TRANSLATE_NOOP("LegionKeyword", "Spur"),
    "Stationary": QT_TRANSLATE_NOOP("LegionKeyword", "Stationary"),
    "Steady": QT_TRANSLATE_NOOP("LegionKeyword", "Steady"),
    "Strafe": QT_TRANSLATE_NOOP("LegionKeyword", "Strafe"),
    "Strategize": QT_TRANSLATE_NOOP("LegionKeyword", "Strategize"),
    "Suppressive": QT_TRANSLATE_NOOP("LegionKeyword", "Suppressive"),
    "Surge Token": QT_TRANSLATE_NOOP("LegionKeyword", "Surge Token"),
    "Swashbuckler": QT_TRANSLATE_NOOP("LegionKeyword", "Swashbuckler"),
    "Tactical": QT_TRANSLATE_NOOP("LegionKeyword", "Tactical"),
    "Take Cover": QT_TRANSLATE_NOOP("LegionKeyword", "Take Cover"),
    "Target": QT_TRANSLATE_NOOP("LegionKeyword", "Target"),
    "Teamwork": QT_TRANSLATE_NOOP("LegionKeyword", "Teamwork"),
    "Tempted": QT_TRANSLATE_NOOP("LegionKeyword", "Tempted"),
    "This is the Way": QT_TRANSLATE_NOOP("LegionKeyword", "This is the Way"),
    "Tow Cable": QT_TRANSLATE_NOOP("LegionKeyword", "Tow Cable"),
    "Transport": QT_TRANSLATE_NOOP("LegionKeyword", "Transport"),
    "Treat": QT_TRANSLATE_NOOP("LegionKeyword", "Treat"),
    "Uncanny Luck": QT_TRANSLATE_NOOP("LegionKeyword", "Uncanny Luck"),
    "Unconcerned": QT_TRANSLATE_NOOP("LegionKeyword", "Unconcerned"),
    "Unhindered": QT_TRANSLATE_NOOP("LegionKeyword", "Unhindered"),
    "Unstoppable": QT_TRANSLATE_NOOP("LegionKeyword", "Unstoppable"),
    "Vaapad Mastery": QT_TRANSLATE_NOOP("LegionKeyword", "Vaapad Mastery"),
    "Versatile": QT_TRANSLATE_NOOP("LegionKeyword", "Versatile"),
    "Victory or Death": QT_TRANSLATE_NOOP("LegionKeyword", "Victory or Death"),
    "We Fight for Our Family": QT_TRANSLATE_NOOP("LegionKeyword", "We Fight for Our Family"),
    "We're Not Regs": QT_TRANSLATE_NOOP("LegionKeyword", "We're Not Regs"),
    "Weak Point": QT_TRANSLATE_NOOP("LegionKeyword", "Weak Point"),
    "Weighed Down": QT_TRANSLATE_NOOP("LegionKeyword", "Weighed Down"),
    "Wheel Mode": QT_TRANSLATE_NOOP("LegionKeyword", "Wheel Mode"),
    "Wound": QT_TRANSLATE_NOOP("LegionKeyword", "Wound"),
}

# The words keyword values are made of ("Fixed: Front", "Independent: Aim 1 or Dodge 1",
# "Aid: Clone Trooper"): sides, actions and tokens, unit types. A value that names a card
# shows the card's name; any other value is shown as the pack gives it.
VALUE_NAMES = {
    "Front": QT_TRANSLATE_NOOP("LegionKeyword", "Front"),
    "Rear": QT_TRANSLATE_NOOP("LegionKeyword", "Rear"),
    "Sides": QT_TRANSLATE_NOOP("LegionKeyword", "Sides"),
    "Melee": QT_TRANSLATE_NOOP("LegionKeyword", "Melee"),
    "Ranged": QT_TRANSLATE_NOOP("LegionKeyword", "Ranged"),
    "Ground": QT_TRANSLATE_NOOP("LegionKeyword", "Ground"),
    "Air": QT_TRANSLATE_NOOP("LegionKeyword", "Air"),
    "Aim": QT_TRANSLATE_NOOP("LegionKeyword", "Aim"),
    "Dodge": QT_TRANSLATE_NOOP("LegionKeyword", "Dodge"),
    "Surge": QT_TRANSLATE_NOOP("LegionKeyword", "Surge"),
    "Move": QT_TRANSLATE_NOOP("LegionKeyword", "Move"),
    "Recover": QT_TRANSLATE_NOOP("LegionKeyword", "Recover"),
    "Standby": QT_TRANSLATE_NOOP("LegionKeyword", "Standby"),
    "Attack": QT_TRANSLATE_NOOP("LegionKeyword", "Attack"),
    "Capacity": QT_TRANSLATE_NOOP("LegionKeyword", "Capacity"),
    "Commander": QT_TRANSLATE_NOOP("LegionKeyword", "Commander"),
    "Corps": QT_TRANSLATE_NOOP("LegionKeyword", "Corps"),
    "Trooper": QT_TRANSLATE_NOOP("LegionKeyword", "Trooper"),
    "Trooper Unit": QT_TRANSLATE_NOOP("LegionKeyword", "Trooper Unit"),
    "Clone Trooper": QT_TRANSLATE_NOOP("LegionKeyword", "Clone Trooper"),
    "Droid Trooper": QT_TRANSLATE_NOOP("LegionKeyword", "Droid Trooper"),
    "Emplacement Trooper": QT_TRANSLATE_NOOP("LegionKeyword", "Emplacement Trooper"),
    "Vehicle": QT_TRANSLATE_NOOP("LegionKeyword", "Vehicle"),
    "Ground Vehicle": QT_TRANSLATE_NOOP("LegionKeyword", "Ground Vehicle"),
    "All": QT_TRANSLATE_NOOP("LegionKeyword", "All"),
}
# How a keyword reads with a value that is not a number ("Fixed: Front"); a number follows
# the name after a space ("Impact 3").
NAMED_VALUE = QT_TRANSLATE_NOOP("LegionKeyword", "{name}: {value}")
EITHER = QT_TRANSLATE_NOOP("LegionKeyword", "{first} or {second}")
BOTH = QT_TRANSLATE_NOOP("LegionKeyword", "{first} and {second}")
COUNTED = QT_TRANSLATE_NOOP("LegionKeyword", "{count} × {name}")
# A number, then what it counts or where it applies ("Weak Point 1: Rear", "Repair 2: Capacity
# 2", "Guardian 2: Commander").
NUMBERED = QT_TRANSLATE_NOOP("LegionKeyword", "{number}: {value}")

_NUMBER = re.compile(r"^(?:\d+|X)$")
_TERM_AND_NUMBER = re.compile(r"^(.+?) (\d+|X)$")
_NUMBER_AND_TERM = re.compile(r"^(\d+|X): (.+)$")


class Localized(Mapping[str, str]):
    """A game word in each language, worked out only for the language a message is shown in
    (a violation parameter: most violations are never read)."""

    __slots__ = ("_text",)

    def __init__(self, text: Callable[[str], str]) -> None:
        self._text = text

    def __getitem__(self, language: str) -> str:
        return self._text(language)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)


def term(names: Mapping[str, str], key: str, language: str) -> str:
    """A game word of one of the tables above in ``language`` (the key itself when the table
    does not have it)."""
    template = names.get(key)
    return translate(CONTEXT, template, language) if template else key


def rank_name(rank: str, language: str) -> str:
    return term(RANK_NAMES, rank, language)


def upgrade_type_name(upgrade_type: str, language: str) -> str:
    return term(UPGRADE_TYPE_NAMES, upgrade_type, language)


def kind_name(kind: str, language: str) -> str:
    return term(KIND_NAMES, kind, language)


def category_name(category: str, language: str) -> str:
    return term(CATEGORY_NAMES, category, language)


def keyword_name(name: str, language: str) -> str:
    """A keyword's name in ``language`` ("Jump" is "Saut" in French)."""
    template = KEYWORD_NAMES.get(name)
    return translate(KEYWORD_CONTEXT, template, language) if template else name


def name_known(card: Card, language: str) -> bool:
    """Whether the pack names the card in ``language``: its title, for a card with one (a
    character's name is the same in every language: "Luke Skywalker, Héros de la
    Rébellion"), else its name."""
    if language == SOURCE_LANGUAGE:
        return True
    if card.title is not None:
        return getattr(card.title, language, None) is not None
    return getattr(card.name, language, None) is not None


def names_language(cards: Iterable[Card], language: str) -> str:
    """The language the names of one row (a unit with its upgrades, a card with its title)
    are shown in: the player's choice (Settings), but English for the whole row when one of
    its cards has no name in that language: a row never mixes two languages."""
    language = card_name_language(language)
    return language if all(name_known(card, language) for card in cards) else SOURCE_LANGUAGE


def card_name(card: Card, language: str) -> str:
    """A card's name in ``language``, in English where the pack has no translation."""
    return card.name.get(names_language((card,), language))


def named_card(english_name: str, language: str, catalog: LegionCatalog | None) -> str:
    """The card a text names by its English name (a command card's owner), in ``language``;
    the text itself when no loaded card has that name."""
    card = catalog.named(english_name) if catalog is not None else None
    return card_name(card, language) if card is not None else english_name


def weapon_name(weapon: Weapon, language: str) -> str:
    """A weapon's name in ``language``, in English where the pack has no translation."""
    if weapon.names is None:
        return weapon.name
    return weapon.names.get(card_name_language(language))


def value_text(value: Any, language: str, catalog: LegionCatalog | None = None) -> str:
    """A keyword's value in ``language``: numbers as they are, the words of VALUE_NAMES
    translated, a card's name (``Detachment: Shoretroopers``) as the catalogue names it."""
    if value is None or isinstance(value, bool) or value == "":
        return ""
    text = str(value).strip()
    if _NUMBER.match(text):
        return text
    return ", ".join(_part(part.strip(), language, catalog) for part in text.split(","))


def _part(text: str, language: str, catalog: LegionCatalog | None) -> str:
    word = _word(text, language, catalog)
    if word is not None:
        return word
    for separator, template in ((" or ", EITHER), (" and ", BOTH)):
        first, found, second = text.partition(separator)
        if found:
            return translate(
                KEYWORD_CONTEXT,
                template,
                language,
                first=_part(first, language, catalog),
                second=_part(second, language, catalog),
            )
    if match := _NUMBER_AND_TERM.match(text):
        value = _part(match[2], language, catalog)
        return translate(KEYWORD_CONTEXT, NUMBERED, language, number=match[1], value=value)
    if (match := _TERM_AND_NUMBER.match(text)) and (
        word := _word(match[1], language, catalog)
    ) is not None:
        return f"{word} {match[2]}"
    return text


def _word(text: str, language: str, catalog: LegionCatalog | None) -> str | None:
    template = VALUE_NAMES.get(text)
    if template is not None:
        return translate(KEYWORD_CONTEXT, template, language)
    if text.casefold() in UPGRADE_TYPE_NAMES:
        return upgrade_type_name(text.casefold(), language)
    if text in KEYWORD_NAMES:
        return keyword_name(text, language)
    if catalog is not None:
        card = catalog.named(text)
        if card is not None:
            return card.name.get(language)
        faction = catalog.factions.get(text.casefold())
        if faction is not None:
            return faction.name.get(language)
    return None


def keyword_label(keyword: Keyword, language: str, catalog: LegionCatalog | None = None) -> str:
    """A keyword with its value as a card shows it: "Impact 3", "Fixed: Front" ("Fixe :
    Avant" in French)."""
    name = keyword_name(keyword.name, language)
    value = value_text(keyword.value, language, catalog)
    if not value:
        return name
    if _NUMBER.match(value) or value[0].isdigit():
        return f"{name} {value}"
    return translate(KEYWORD_CONTEXT, NAMED_VALUE, language, name=name, value=value)


# --- the same words as violation parameters (every language, worked out when shown) -----


def keyword_term(name: str) -> Localized:
    return Localized(lambda language: keyword_name(name, language))


def named_term(text: str, catalog: LegionCatalog | None = None) -> Localized:
    """A card name, a unit type or an upgrade type written in the pack ("Shoretroopers",
    "heavy weapon"), in each language."""

    def shown(language: str) -> str:
        if text.casefold() in UPGRADE_TYPE_NAMES:
            return upgrade_type_name(text.casefold(), language)
        return value_text(text, language, catalog) or text

    return Localized(shown)


def counted_term(count: int | str, text: str) -> Localized:
    """``2 × heavy weapon`` in each language."""

    def shown(language: str) -> str:
        name = upgrade_type_name(text, language)
        return translate(KEYWORD_CONTEXT, COUNTED, language, count=count, name=name)

    return Localized(shown)


def names_term(
    names: tuple[str, ...] | list[str], catalog: LegionCatalog | None, together: bool = False
) -> Localized:
    """Characters by their English names ("Darth Vader / Luke Skywalker" for either,
    "Han Solo + Luke Skywalker" when all are needed), each as the catalogue names it in the
    language."""
    joiner = " + " if together else " / "
    return Localized(lambda language: joiner.join(named_card(n, language, catalog) for n in names))
