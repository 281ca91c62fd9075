"""A Flashpoint team as plain text for forums and chats, in the player's language: the
team's value out of 50, the mission, each fighter with its profile, role, figures and cards,
the Strategic Bonus and the dice reserves, whether the team is legal, and the Muster code, so
a reader can open it in Muster."""

from __future__ import annotations

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.roster.document import RosterDocument
from app.systems.flashpoint import rules
from app.systems.flashpoint.catalog import Archetype, FlashpointCatalog, Profile, profile_value
from app.systems.flashpoint.costs import legend
from app.systems.flashpoint.names import ROLE_NAMES, totals_lines
from app.systems.flashpoint.team import team_of

CONTEXT = "FlashpointText"

TEXTS = {
    "title": QT_TRANSLATE_NOOP("FlashpointText", "Team: {name}"),
    "untitled": QT_TRANSLATE_NOOP("FlashpointText", "Untitled team"),
    "casual": QT_TRANSLATE_NOOP("FlashpointText", "Casual play (house rules allowed)"),
    "conditions": QT_TRANSLATE_NOOP("FlashpointText", "Success points: {conditions}"),
    "fighter": QT_TRANSLATE_NOOP(
        "FlashpointText", "{name} — {profile} ({points}): SK {skill} · PW {power} · RR {reach}"
    ),
    "fighter_role": QT_TRANSLATE_NOOP(
        "FlashpointText",
        "{name} — {profile}, {role} ({points}): SK {skill} · PW {power} · RR {reach}",
    ),
    # a fighter the player did not name: its profile alone
    "profile": QT_TRANSLATE_NOOP(
        "FlashpointText", "{profile} ({points}): SK {skill} · PW {power} · RR {reach}"
    ),
    "profile_role": QT_TRANSLATE_NOOP(
        "FlashpointText", "{profile}, {role} ({points}): SK {skill} · PW {power} · RR {reach}"
    ),
    "unknown": QT_TRANSLATE_NOOP("FlashpointText", "unknown profile “{profile}”"),
    "cards": QT_TRANSLATE_NOOP("FlashpointText", "{kind}: {cards}"),
    "legal": QT_TRANSLATE_NOOP("FlashpointText", "Legal team."),
    "illegal": QT_TRANSLATE_NOOP("FlashpointText", "Not legal yet:"),
    "muster_code": QT_TRANSLATE_NOOP("FlashpointText", "Muster code: {code}"),
}
CARD_KINDS = {
    "weapons": QT_TRANSLATE_NOOP("FlashpointText", "Weapons"),
    "equipment": QT_TRANSLATE_NOOP("FlashpointText", "Equipment"),
    "abilities": QT_TRANSLATE_NOOP("FlashpointText", "Abilities"),
}


def _t(source: str, language: str, **params: object) -> str:
    return translate(CONTEXT, source, language, **params)


def _name(card: object, language: str, fallback: str) -> str:
    names = getattr(card, "name", None) or {}
    return str(names.get(language) or names.get("en") or fallback)


def _profile_lines(
    profile: Profile, name: str, role: str | None, catalog: FlashpointCatalog, language: str
) -> list[str]:
    archetype = catalog.get(profile.archetype)
    skill, power, reach = (
        (archetype.skill, archetype.power, archetype.reinforcement)
        if isinstance(archetype, Archetype)
        else (0, 0, 0)
    )
    profile_name = _name(profile, language, profile.id)
    params = {
        "name": name,
        "profile": profile_name,
        "points": profile_value(profile, catalog),
        "skill": skill,
        "power": power,
        "reach": reach,
    }
    key = "fighter" if name else "profile"
    if role:
        role_name = translate("Flashpoint", ROLE_NAMES[role], language)
        lines = ["• " + _t(TEXTS[f"{key}_role"], language, role=role_name, **params)]
    else:
        lines = ["• " + _t(TEXTS[key], language, **params)]
    for kind, ids in (
        ("weapons", profile.weapons),
        ("equipment", profile.equipment),
        ("abilities", profile.abilities),
    ):
        if ids:
            cards = ", ".join(_name(catalog.get(card_id), language, card_id) for card_id in ids)
            kind_name = _t(CARD_KINDS[kind], language)
            lines.append("    – " + _t(TEXTS["cards"], language, kind=kind_name, cards=cards))
    return lines


def to_text(roster: RosterDocument, catalog: FlashpointCatalog, language: str) -> str:
    from app.roster.share import encode_muster

    team = team_of(roster)
    lines = [
        _t(TEXTS["title"], language, name=roster.name.strip() or _t(TEXTS["untitled"], language))
    ]
    summary = totals_lines(rules.totals(team, catalog), language)
    lines.append(summary[0])  # the value out of 50 and the number of fighters
    if roster.casual:
        lines.append(_t(TEXTS["casual"], language))
    lines.extend(line for line in summary[1:] if line)
    if team.mission is not None and team.mission.success_points:
        lines.append(_t(TEXTS["conditions"], language, conditions=team.mission.success_points))
    lines.append("")
    lines.append(legend(language))  # the letters the fighters' lines use
    for fighter, profile in zip(team.fighters, rules.fighter_profiles(team, catalog), strict=True):
        if profile is None:
            lines.append("• " + _t(TEXTS["unknown"], language, profile=fighter.profile))
            continue
        lines.extend(_profile_lines(profile, fighter.name, fighter.role, catalog, language))
    violations = rules.validate_roster(roster, catalog)
    errors = [violation for violation in violations if violation.severity == "error"]
    lines.append("")
    if errors:
        lines.append(_t(TEXTS["illegal"], language))
        lines.extend(f"- {violation.message(language)}" for violation in errors)
    else:
        lines.append(_t(TEXTS["legal"], language))
    lines.append(_t(TEXTS["muster_code"], language, code=encode_muster(roster)))
    return "\n".join(lines) + "\n"
