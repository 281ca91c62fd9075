"""Flashpoint's design and recruitment rules (seed 003: "Créer !" L128-L152, "Recruter une
Team" L279-L285, "Bonus Stratégique" L281-L285; digest shared/rules/flashpoint.md §1).

Nothing here raises on a design or a team, however broken: every problem is a Violation with
a stable code (docs/violations.md). ``check_card`` and ``check_profile`` answer the designer,
``validate`` and ``totals`` judge a team; how a profile's strategic value is summed
(``profile_breakdown``) lives in catalog.py, since the catalogue prices its profiles.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.catalog.pack import LANGUAGE_KEYS, LocalizedParam
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.roster.document import RosterDocument
from app.systems.base import Severity, Violation
from app.systems.flashpoint import CONTEXT
from app.systems.flashpoint.catalog import (
    PROFILE_SLOTS,
    Ability,
    AnyCard,
    Archetype,
    Equipment,
    FlashpointCatalog,
    Profile,
    Weapon,
    profile_value,
)
from app.systems.flashpoint.costs import (
    ADVISED_MAX_SKILL,
    MAX_SKILL_PLUS_POWER,
    TEAM_LIMIT,
    slot_budget,
)
from app.systems.flashpoint.team import Team, team_of

CODES = (
    "SKILL_PLUS_POWER_EXCEEDED",
    "SLOT_BUDGET_EXCEEDED",
    "HIGH_SKILL",
    "RANGE_REVERSED",
    "FORCE_ZERO",
    "THROW_LENGTH_MISSING",
    "UNKNOWN_CARD",
    "WRONG_CARD_KIND",
    "CARD_LIMIT_EXCEEDED",
    "ARTILLERY_WITHOUT_ARTILLEUR",
    "POINTS_EXCEEDED",
    "NO_LEADER",
    "SEVERAL_LEADERS",
    "SEVERAL_STRATEGISTS",
)
WARNING_CODES = frozenset({"HIGH_SKILL", "FORCE_ZERO"})

MESSAGES = {
    "SKILL_PLUS_POWER_EXCEEDED": QT_TRANSLATE_NOOP(
        "Violations",
        "{name}: Skill {skill} + Power {power} make {total}; an archetype may have at most 5.",
    ),
    "SLOT_BUDGET_EXCEEDED": QT_TRANSLATE_NOOP(
        "Violations",
        "{name}: Pr and the card maxima make {used}, more than Skill + Power + base size "
        "({budget}).",
    ),
    "HIGH_SKILL": QT_TRANSLATE_NOOP(
        "Violations",
        "{name}: Skill {skill}; the rules advise no more than 2 except in very rare cases.",
    ),
    "RANGE_REVERSED": QT_TRANSLATE_NOOP(
        "Violations", "{name}: its R max (R{high}) is shorter than its R min (R{low})."
    ),
    "FORCE_ZERO": QT_TRANSLATE_NOOP("Violations", "{name}: a weapon of Force 0 cannot attack."),
    "THROW_LENGTH_MISSING": QT_TRANSLATE_NOOP(
        "Violations", "{name}: a grenade or artillery needs a throw length (L)."
    ),
    "UNKNOWN_CARD": QT_TRANSLATE_NOOP(
        "Violations", 'No loaded catalogue has a card with the id "{card_id}".'
    ),
    "WRONG_CARD_KIND": QT_TRANSLATE_NOOP("Violations", "{name} is not {expected}."),
    "CARD_LIMIT_EXCEEDED": QT_TRANSLATE_NOOP(
        "Violations", "{name} has {count} {cards}; its archetype allows {limit}."
    ),
    "ARTILLERY_WITHOUT_ARTILLEUR": QT_TRANSLATE_NOOP(
        "Violations", "{name} carries artillery ({equipment}) without an Artillerist ability."
    ),
    "POINTS_EXCEEDED": QT_TRANSLATE_NOOP(
        "Violations", "The team's strategic value is {points}; at most {limit} is allowed."
    ),
    "NO_LEADER": QT_TRANSLATE_NOOP("Violations", "The team has no Leader; name exactly one."),
    "SEVERAL_LEADERS": QT_TRANSLATE_NOOP(
        "Violations", "The team names {count} Leaders; it must have exactly one."
    ),
    "SEVERAL_STRATEGISTS": QT_TRANSLATE_NOOP(
        "Violations", "The team names {count} Strategists; it may have at most one."
    ),
}

# "{name} is not {expected}": what the list or field asked for.
EXPECTED = {
    "archetype": QT_TRANSLATE_NOOP("Flashpoint", "an archetype"),
    "weapon": QT_TRANSLATE_NOOP("Flashpoint", "a weapon"),
    "equipment": QT_TRANSLATE_NOOP("Flashpoint", "an equipment card"),
    "ability": QT_TRANSLATE_NOOP("Flashpoint", "an ability"),
    "profile": QT_TRANSLATE_NOOP("Flashpoint", "a profile"),
}
# "{name} has {count} {cards}": the kind of card counted.
COUNTED = {
    "weapons": QT_TRANSLATE_NOOP("Flashpoint", "weapons"),
    "equipment": QT_TRANSLATE_NOOP("Flashpoint", "equipment cards"),
    "abilities": QT_TRANSLATE_NOOP("Flashpoint", "abilities"),
}


def _violation(
    code: str,
    *,
    squad: int | None = None,
    slot: str | None = None,
    unit: str | None = None,
    **params: Any,
) -> Violation:
    severity: Severity = "warning" if code in WARNING_CODES else "error"
    return Violation(code, severity, MESSAGES[code], params, squad=squad, slot=slot, unit=unit)


def _name(card: AnyCard) -> LocalizedParam:
    return LocalizedParam(card.name)


def _term(text: str) -> dict[str, str]:
    """A Flashpoint word as a message parameter, in every language."""
    return {language: translate(CONTEXT, text, language) for language in LANGUAGE_KEYS}


# --- cards -----------------------------------------------------------------------------


def check_card(card: AnyCard, *, squad: int | None = None) -> list[Violation]:
    """What the rulebook says against one card of the designer's (a profile's own lists are
    checked by ``check_profile``)."""
    found: list[Violation] = []
    if isinstance(card, Archetype):
        total = card.skill + card.power
        if total > MAX_SKILL_PLUS_POWER:
            found.append(
                _violation(
                    "SKILL_PLUS_POWER_EXCEEDED",
                    slot="archetype",
                    name=_name(card),
                    skill=card.skill,
                    power=card.power,
                    total=total,
                    squad=squad,
                    unit=card.id,
                )
            )
        used = card.reinforcement + card.max_weapons + card.max_equipment + card.max_abilities
        budget = slot_budget(card.skill, card.power, card.base_size)
        if used > budget:
            found.append(
                _violation(
                    "SLOT_BUDGET_EXCEEDED",
                    slot="archetype",
                    name=_name(card),
                    used=used,
                    budget=budget,
                    squad=squad,
                    unit=card.id,
                )
            )
        if card.skill > ADVISED_MAX_SKILL:
            found.append(
                _violation(
                    "HIGH_SKILL",
                    slot="archetype",
                    name=_name(card),
                    skill=card.skill,
                    squad=squad,
                    unit=card.id,
                )
            )
    elif isinstance(card, Weapon):
        if (
            card.weapon_type == "ranged"
            and card.range_min is not None
            and card.range_max is not None
            and card.range_max < card.range_min
        ):
            found.append(
                _violation(
                    "RANGE_REVERSED",
                    slot="weapons",
                    name=_name(card),
                    low=card.range_min,
                    high=card.range_max,
                    squad=squad,
                    unit=card.id,
                )
            )
        if card.force == 0:
            found.append(
                _violation(
                    "FORCE_ZERO", slot="weapons", name=_name(card), squad=squad, unit=card.id
                )
            )
    elif (
        isinstance(card, Equipment)
        and card.equipment_type != "equipment"
        and card.throw_length is None
    ):
        found.append(
            _violation(
                "THROW_LENGTH_MISSING",
                slot="equipment",
                name=_name(card),
                squad=squad,
                unit=card.id,
            )
        )
    return found


# --- profiles --------------------------------------------------------------------------


def check_design(card: AnyCard, catalog: FlashpointCatalog) -> list[Violation]:
    """What the designer shows for the card being edited: a profile's problems with its cards,
    or a card's own."""
    if isinstance(card, Profile):
        return check_profile(card, catalog)
    return check_card(card)


def check_profile(
    profile: Profile, catalog: FlashpointCatalog, *, squad: int | None = None
) -> list[Violation]:
    """Everything wrong with a design: its archetype's and cards' own problems, ids that name
    nothing or the wrong kind of card, more cards than the archetype allows, artillery without
    the Artilleur ability."""
    found: list[Violation] = []
    archetype = _checked_ref(profile.archetype, "archetype", "archetype", catalog, found, squad)
    if isinstance(archetype, Archetype):
        found.extend(check_card(archetype, squad=squad))
    seen: set[str] = set()
    for field, kind, maximum in PROFILE_SLOTS:
        ids = getattr(profile, field)
        for card_id in ids:
            card = _checked_ref(card_id, kind, field, catalog, found, squad)
            if card is not None and card.id not in seen:
                seen.add(card.id)
                found.extend(check_card(card, squad=squad))
        limit = getattr(archetype, maximum) if isinstance(archetype, Archetype) else None
        if limit is not None and len(ids) > limit:
            found.append(
                _violation(
                    "CARD_LIMIT_EXCEEDED",
                    squad=squad,
                    slot=field,
                    unit=profile.id,
                    name=_name(profile),
                    count=len(ids),
                    cards=_term(COUNTED[field]),
                    limit=limit,
                )
            )
    abilities = [catalog.get(card_id) for card_id in profile.abilities]
    artilleur = any(isinstance(a, Ability) and a.artilleur for a in abilities)
    if not artilleur:
        for card_id in profile.equipment:
            card = catalog.get(card_id)
            if isinstance(card, Equipment) and card.equipment_type == "artillery":
                found.append(
                    _violation(
                        "ARTILLERY_WITHOUT_ARTILLEUR",
                        squad=squad,
                        slot="equipment",
                        unit=card.id,
                        name=_name(profile),
                        equipment=_name(card),
                    )
                )
    return found


def _checked_ref(
    card_id: str,
    kind: str,
    slot: str,
    catalog: FlashpointCatalog,
    found: list[Violation],
    squad: int | None,
) -> AnyCard | None:
    """The card ``card_id`` names if it is of ``kind``; else None, with the violation said."""
    card = catalog.get(card_id)
    if card is None:
        found.append(
            _violation("UNKNOWN_CARD", squad=squad, slot=slot, unit=card_id, card_id=card_id)
        )
        return None
    if card.kind != kind:
        found.append(
            _violation(
                "WRONG_CARD_KIND",
                squad=squad,
                slot=slot,
                unit=card_id,
                name=_name(card),
                expected=_term(EXPECTED[kind]),
            )
        )
        return None
    return card


# --- teams -----------------------------------------------------------------------------


def fighter_profiles(team: Team, catalog: FlashpointCatalog) -> list[Profile | None]:
    """Each fighter's profile, None where the id names no profile."""
    found = []
    for fighter in team.fighters:
        card = catalog.get(fighter.profile)
        found.append(card if isinstance(card, Profile) else None)
    return found


def validate_roster(roster: RosterDocument, catalog: FlashpointCatalog) -> list[Violation]:
    """A saved team's problems; a casual team's are warnings only (docs/violations.md)."""
    violations = validate(team_of(roster), catalog)
    if roster.casual:
        return [violation.as_warning() for violation in violations]
    return violations


def validate(team: Team, catalog: FlashpointCatalog) -> list[Violation]:
    """Every problem of a team: its profiles' (each reported once, at the first fighter that
    takes it; ``squad`` is the fighter's number from 1), the 50-point limit, one Leader, at
    most one Stratège."""
    found: list[Violation] = []
    checked: set[str] = set()
    for number, fighter in enumerate(team.fighters, start=1):
        profile = _checked_ref(fighter.profile, "profile", "profile", catalog, found, number)
        if isinstance(profile, Profile) and profile.id not in checked:
            checked.add(profile.id)
            found.extend(check_profile(profile, catalog, squad=number))
    points = team_points(team, catalog)
    if points > TEAM_LIMIT:
        found.append(_violation("POINTS_EXCEEDED", points=points, limit=TEAM_LIMIT))
    leaders = [n for n, f in enumerate(team.fighters, start=1) if f.role == "leader"]
    strategists = [n for n, f in enumerate(team.fighters, start=1) if f.role == "strategist"]
    if not leaders:
        found.append(_violation("NO_LEADER"))
    elif len(leaders) > 1:
        found.append(_violation("SEVERAL_LEADERS", squad=leaders[1], count=len(leaders)))
    if len(strategists) > 1:
        found.append(
            _violation("SEVERAL_STRATEGISTS", squad=strategists[1], count=len(strategists))
        )
    return found


def team_points(team: Team, catalog: FlashpointCatalog) -> int:
    return sum(
        profile_value(profile, catalog)
        for profile in fighter_profiles(team, catalog)
        if profile is not None
    )


@dataclass(frozen=True)
class StrategicBonus:
    """The Leader's or the Stratège's Pouvoir (whichever is higher: the player chooses, and
    more dice are never worse), plus the mission's bonus for the Offensive or Defensive side.

    ``source`` is the fighter whose Pouvoir counts (its number from 1), or None."""

    source: int | None
    role: str | None
    power: int
    offensive: int
    defensive: int


def strategic_bonus(team: Team, catalog: FlashpointCatalog) -> StrategicBonus:
    best: tuple[int, int, str] | None = None  # (power, -number, role)
    for number, (fighter, profile) in enumerate(
        zip(team.fighters, fighter_profiles(team, catalog), strict=True), start=1
    ):
        if fighter.role is None or profile is None:
            continue
        archetype = catalog.get(profile.archetype)
        power = archetype.power if isinstance(archetype, Archetype) else 0
        if best is None or (power, -number) > best[:2]:
            best = (power, -number, fighter.role)
    mission = team.mission
    offensive = mission.offensive_bonus if mission else 0
    defensive = mission.defensive_bonus if mission else 0
    if best is None:
        return StrategicBonus(None, None, 0, offensive, defensive)
    power, number, role = best
    return StrategicBonus(-number, role, power, power + offensive, power + defensive)


def totals(team: Team, catalog: FlashpointCatalog) -> dict[str, Any]:
    """``muster validate``'s totals for a team (docs/cli.md): its value, its fighters, the two
    dice reserves it starts with and the Strategic Bonus. The bonus goes to the Pouvoir
    reserve (the die icon is lost in the seed, L274; the digest infers Pouvoir)."""
    skill = power = 0
    for profile in fighter_profiles(team, catalog):
        archetype = catalog.get(profile.archetype) if profile else None
        if isinstance(archetype, Archetype):
            skill += archetype.skill
            power += archetype.power
    bonus = strategic_bonus(team, catalog)
    return {
        "points": team_points(team, catalog),
        "points_limit": TEAM_LIMIT,
        "fighters": len(team.fighters),
        "skill_reserve": skill,
        "power_reserve": {
            "offensive": power + bonus.offensive,
            "defensive": power + bonus.defensive,
        },
        "strategic_bonus": {
            "fighter": bonus.source,
            "role": bonus.role,
            "power": bonus.power,
            "offensive": bonus.offensive,
            "defensive": bonus.defensive,
        },
        "mission": team.mission.name if team.mission else None,
    }
