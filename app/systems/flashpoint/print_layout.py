"""What Flashpoint's cards and team sheets show. The rulebook expects players to make and print
their own cards (seed 003 L96); this module chooses their content, app/printing draws it.

- a profile card: the fighter's archetype card with the design's name, its characteristics
  (H, P, Pr, base size) and how its strategic value is summed, card by card;
- archetype, weapon, equipment and ability cards: their figures, triggers, use (single use,
  reload) and the designer's effect text;
- the team sheet: each fighter with its value and characteristics and boxes to tick (rounds
  activated, Wounded and Dead), the two dice reserves and the Strategic Bonus, a box per
  Pouvoir die (the reserve only shrinks), a table for the six rounds, the single-use and
  reload cards, the mission and the team's share code.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from app import __version__
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.printing.layout import (
    CardFace,
    CardSection,
    Checklist,
    GameReport,
    RecordTable,
    RosterSheet,
    SheetEntry,
    SheetGroup,
    Stat,
    Tally,
)
from app.roster.document import RosterDocument
from app.systems.flashpoint import CONTEXT, rules
from app.systems.flashpoint.catalog import (
    Ability,
    AnyCard,
    Archetype,
    Equipment,
    FlashpointCatalog,
    Profile,
    Trigger,
    Weapon,
    profile_breakdown,
    profile_value,
)
from app.systems.flashpoint.costs import VALUE_LEGEND
from app.systems.flashpoint.names import KIND_NAMES, ROLE_NAMES, kind_key
from app.systems.flashpoint.team import team_of

GAME_NAME = QT_TRANSLATE_NOOP("Flashpoint", "Flashpoint")
COLOURS = {
    "profile": "#23466e",
    "archetype": "#7a1f2b",
    "weapon": "#8a4b12",
    "equipment": "#2e5e34",
    "ability": "#5b2a6e",
    "leader": "#7a1f2b",
    "strategist": "#5b2a6e",
    "fighter": "#23466e",
}
# A player's own card prints whole: its text shrinks to two thirds, then goes on a next card.
SMALLEST_TEXT = 0.66
CONTINUED = QT_TRANSLATE_NOOP("Flashpoint", "continued")
VS = QT_TRANSLATE_NOOP("Flashpoint", "SV")
SKILL = QT_TRANSLATE_NOOP("Flashpoint", "Skill")
POWER = QT_TRANSLATE_NOOP("Flashpoint", "Power")
REINFORCEMENT = QT_TRANSLATE_NOOP("Flashpoint", "RR")
BASE = QT_TRANSLATE_NOOP("Flashpoint", "Base")
FORCE = QT_TRANSLATE_NOOP("Flashpoint", "Force")
RANGE = QT_TRANSLATE_NOOP("Flashpoint", "Range")
ACTIONS = QT_TRANSLATE_NOOP("Flashpoint", "SA")
THROW = QT_TRANSLATE_NOOP("Flashpoint", "TL")
BLAST = QT_TRANSLATE_NOOP("Flashpoint", "BL")
# Each abbreviation a card or the team sheet prints, written out in the card's footer and
# under the sheet's title (issue 23: a legend in plain sight wherever the letters are).
ABBREVIATIONS = {
    VS: VALUE_LEGEND,
    REINFORCEMENT: QT_TRANSLATE_NOOP("Flashpoint", "RR: reinforcement range"),
    ACTIONS: QT_TRANSLATE_NOOP("Flashpoint", "SA: strategic actions"),
    THROW: QT_TRANSLATE_NOOP("Flashpoint", "TL: throw length"),
    BLAST: QT_TRANSLATE_NOOP("Flashpoint", "BL: blast"),
}
ALLOWED = QT_TRANSLATE_NOOP("Flashpoint", "Cards:")
ALLOWED_COUNTS = QT_TRANSLATE_NOOP(
    "Flashpoint", "weapons {weapons} · equipment {equipment} · abilities {abilities}"
)
TRIGGERS = QT_TRANSLATE_NOOP("Flashpoint", "Triggers:")
TRIGGER = QT_TRANSLATE_NOOP("Flashpoint", "Trigger")
EFFECT = QT_TRANSLATE_NOOP("Flashpoint", "Effect")
VALUE = QT_TRANSLATE_NOOP("Flashpoint", "Strategic value")
USE = QT_TRANSLATE_NOOP("Flashpoint", "Use:")
SINGLE_USE = QT_TRANSLATE_NOOP("Flashpoint", "Single use")
RELOAD = QT_TRANSLATE_NOOP("Flashpoint", "Reload ({count})")
PASSIVE = QT_TRANSLATE_NOOP("Flashpoint", "SA 0: always active")
NEEDS_ARTILLERIST = QT_TRANSLATE_NOOP("Flashpoint", "Needs: Artillerist")
ARTILLERIST = QT_TRANSLATE_NOOP("Flashpoint", "Artillerist")
MARKER_NAMES = {
    "burning": QT_TRANSLATE_NOOP("Flashpoint", "Burning"),
    "poisoned": QT_TRANSLATE_NOOP("Flashpoint", "Poisoned"),
    "staggered": QT_TRANSLATE_NOOP("Flashpoint", "Staggered"),
    "immobilised": QT_TRANSLATE_NOOP("Flashpoint", "Immobilised"),
}
FIGHTER = QT_TRANSLATE_NOOP("Flashpoint", "Fighter")
FIGHTERS = QT_TRANSLATE_NOOP("Flashpoint", "Fighters ({count})")
UNNAMED = QT_TRANSLATE_NOOP("Flashpoint", "Unnamed team")
MISSION_SUBTITLE = QT_TRANSLATE_NOOP("Flashpoint", "Mission: {mission}")
ACTIVATED = QT_TRANSLATE_NOOP("Flashpoint", "Activated (rounds)")
WOUNDED_DEAD = QT_TRANSLATE_NOOP("Flashpoint", "Wounded, Dead")
SKILL_RESERVE = QT_TRANSLATE_NOOP("Flashpoint", "Skill reserve")
POWER_RESERVE = QT_TRANSLATE_NOOP("Flashpoint", "Power reserve")
BONUS = QT_TRANSLATE_NOOP("Flashpoint", "Strategic Bonus")
SIDES = QT_TRANSLATE_NOOP(
    "Flashpoint",
    "Two figures x / y: the first counts when this team plays as the Offensive player, the "
    "second when it plays as the Defensive player.",
)
POWER_DICE = QT_TRANSLATE_NOOP("Flashpoint", "Power dice: tick each one discarded")
ROUNDS = QT_TRANSLATE_NOOP("Flashpoint", "Rounds")
ROUND = QT_TRANSLATE_NOOP("Flashpoint", "Round {number}")
ROUND_COLUMNS = (
    QT_TRANSLATE_NOOP("Flashpoint", "Dice bid"),
    QT_TRANSLATE_NOOP("Flashpoint", "Initiative"),
    QT_TRANSLATE_NOOP("Flashpoint", "Skill reserve"),
    QT_TRANSLATE_NOOP("Flashpoint", "Power reserve"),
    QT_TRANSLATE_NOOP("Flashpoint", "Success points"),
)
LIMITED_CARDS = QT_TRANSLATE_NOOP("Flashpoint", "Single-use and reload cards")
LIMITED_CARD = QT_TRANSLATE_NOOP("Flashpoint", "{fighter}: {card} ({use})")
MISSION = QT_TRANSLATE_NOOP("Flashpoint", "Mission")
MISSION_TEXT = QT_TRANSLATE_NOOP(
    "Flashpoint",
    "{name}. Strategic Bonus of the mission: Offensive +{offensive}, Defensive "
    "+{defensive}. Success points: {conditions}",
)
NOTES = QT_TRANSLATE_NOOP("Flashpoint", "Notes")
SHARE_CODE = QT_TRANSLATE_NOOP("Flashpoint", "Share code:")
PRINTED_WITH = QT_TRANSLATE_NOOP("Flashpoint", "Printed with Muster {version}")
ROUND_COUNT = 6  # at most six rounds (seed 003 L304)


def _t(text: str, language: str, **params: object) -> str:
    return translate(CONTEXT, text, language, **params)


class FlashpointPrintLayout:
    def roster_unit_ids(self, roster: RosterDocument) -> list[str]:
        """Each fighter's profile; a profile taken twice prints twice, since each figure tilts
        its own cards."""
        return [fighter.profile for fighter in team_of(roster).fighters]

    def card_faces(
        self, unit_ids: Iterable[str], catalog: FlashpointCatalog, language: str
    ) -> Iterator[CardFace]:
        """A face per known card; a profile gives its whole set: the profile card (its
        archetype card), then each weapon, equipment and ability card laid on it."""
        for card_id in unit_ids:
            card = catalog.get(card_id)
            if card is None:
                continue
            yield self.card_face(card, catalog, language)
            if isinstance(card, Profile):
                for part_id in card.card_ids():
                    part = catalog.get(part_id)
                    if part is not None and not isinstance(part, Profile):
                        yield self.card_face(part, catalog, language)

    def card_face(self, card: AnyCard, catalog: FlashpointCatalog, language: str) -> CardFace:
        game = _t(GAME_NAME, language)
        kind = _t(KIND_NAMES[kind_key(card)], language)
        colour = COLOURS[card.kind]
        facts: list[Stat] = []
        tags: list[str] = []
        sections: list[CardSection] = []
        stats: tuple[Stat, ...] = ()
        subtitle = ""
        value = profile_value(card, catalog) if isinstance(card, Profile) else card.points
        cost = Stat(_t(VS, language), str(value))
        if isinstance(card, Profile):
            archetype = catalog.get(card.archetype)
            if isinstance(archetype, Archetype):
                subtitle = archetype.name.get(language)
                stats = _characteristics(archetype, language)
            sections = _breakdown(card, catalog, language)
        elif isinstance(card, Archetype):
            stats = _characteristics(card, language)
            facts.append(
                Stat(
                    _t(ALLOWED, language),
                    _t(
                        ALLOWED_COUNTS,
                        language,
                        weapons=card.max_weapons,
                        equipment=card.max_equipment,
                        abilities=card.max_abilities,
                    ),
                )
            )
        elif isinstance(card, Weapon):
            stats = (
                Stat(_t(FORCE, language), str(card.force)),
                Stat(_t(RANGE, language), _range(card)),
            )
            facts.extend(_triggers(card.triggers, language))
        elif isinstance(card, Equipment):
            stats = (Stat(_t(ACTIONS, language), str(card.actions)),)
            if card.equipment_type != "equipment":
                stats += (
                    Stat(_t(THROW, language), _length(card.throw_length)),
                    Stat(_t(BLAST, language), _length(card.blast)),
                )
            facts.extend(_triggers(card.triggers, language))
            if card.equipment_type == "artillery":
                tags.append(_t(NEEDS_ARTILLERIST, language))
        elif isinstance(card, Ability):
            stats = (Stat(_t(ACTIONS, language), str(card.actions)),)
            if card.artilleur:
                tags.append(_t(ARTILLERIST, language))
        if isinstance(card, Weapon | Equipment | Ability):
            use = _use(card, language)
            if use:
                facts.append(Stat(_t(USE, language), use))
            if isinstance(card, Equipment | Ability) and card.actions == 0:
                tags.append(_t(PASSIVE, language))
            for trigger in getattr(card, "triggers", ()):
                if trigger.effect is not None:
                    sections.append(
                        CardSection(_t(TRIGGER, language), trigger.effect.get(language))
                    )
        if card.text is not None:
            sections.insert(0, CardSection(_t(EFFECT, language), card.text.get(language)))
        if isinstance(card, Archetype | Weapon):
            # How the rulebook's formula gives the value, so a player can check it by hand.
            # No-break spaces hold each figure to its label and the total to the last term.
            sections.append(CardSection(_t(VALUE, language), card.cost.formula(language, "\u00a0")))
        return CardFace(
            title=card.name.get(language),
            subtitle=subtitle,
            kind=kind,
            colour=colour,
            cost=cost,
            stats=stats,
            facts=tuple(facts),
            tags=tuple(tags),
            sections=tuple(sections),
            footer=_legend((cost, *stats), language) or game,
            back_title=game,
            back_caption=kind,
            smallest_text=SMALLEST_TEXT,
            continued=_t(CONTINUED, language),
        )

    def roster_sheet(
        self,
        roster: RosterDocument,
        catalog: FlashpointCatalog,
        language: str,
        share_code: str = "",
    ) -> RosterSheet:
        team = team_of(roster)
        totals = rules.totals(team, catalog)
        profiles = rules.fighter_profiles(team, catalog)
        entries = []
        limited: list[str] = []
        for fighter, profile in zip(team.fighters, profiles, strict=True):
            if profile is None:
                continue
            archetype = catalog.get(profile.archetype)
            cards = [catalog.get(card_id) for card_id in profile.card_ids()]
            names = [card.name.get(language) for card in cards if card is not None]
            title = fighter.name.strip() or profile.name.get(language)
            subtitle_parts = [profile.name.get(language)] if fighter.name.strip() else []
            if archetype is not None:
                subtitle_parts.append(archetype.name.get(language))
            subtitle_parts.append(", ".join(names))
            figures = [Stat(_t(VS, language), str(profile_value(profile, catalog)))]
            if isinstance(archetype, Archetype):
                figures.extend(
                    Stat(_t(label, language), str(value))
                    for label, value in (
                        (SKILL, archetype.skill),
                        (POWER, archetype.power),
                        (REINFORCEMENT, archetype.reinforcement),
                    )
                )
            role = fighter.role or "fighter"
            entries.append(
                SheetEntry(
                    title=title,
                    subtitle=" · ".join(part for part in subtitle_parts if part),
                    kind=_t(ROLE_NAMES.get(role, FIGHTER), language),
                    colour=COLOURS[role],
                    figures=tuple(figures),
                    tallies=(
                        Tally(_t(ACTIVATED, language), ROUND_COUNT),
                        Tally(_t(WOUNDED_DEAD, language), 2),
                    ),
                )
            )
            for card in cards:
                if isinstance(card, Weapon | Equipment | Ability) and card.usage != "normal":
                    limited.append(
                        _t(
                            LIMITED_CARD,
                            language,
                            fighter=title,
                            card=card.name.get(language),
                            use=_use(card, language),
                        )
                    )
        figures_shown = [figure for entry in entries for figure in entry.figures]
        figures_shown.append(Stat(_t(VS, language), ""))  # the group's total
        bonus = totals["strategic_bonus"]
        power = totals["power_reserve"]
        mission = team.mission
        boxes = []
        if mission is not None:
            boxes.append(
                Stat(
                    _t(MISSION, language),
                    _t(
                        MISSION_TEXT,
                        language,
                        name=mission.name,
                        offensive=mission.offensive_bonus,
                        defensive=mission.defensive_bonus,
                        conditions=mission.success_points,
                    ),
                )
            )
        boxes.append(Stat(_t(NOTES, language), roster.notes.strip()))
        game = _t(GAME_NAME, language)
        return RosterSheet(
            title=roster.name.strip() or _t(UNNAMED, language),
            subtitle=" · ".join(
                part
                for part in (
                    game,
                    _t(MISSION_SUBTITLE, language, mission=mission.name)
                    if mission and mission.name
                    else "",
                )
                if part
            )
            + "\n"
            + _t(SIDES, language)
            + "\n"
            + _legend(figures_shown, language),
            groups=(
                SheetGroup(
                    title=_t(FIGHTERS, language, count=len(entries)),
                    entries=tuple(entries),
                    totals=(
                        Stat(_t(VS, language), f"{totals['points']} / {totals['points_limit']}"),
                    ),
                ),
            ),
            summary=(
                Stat(_t(SKILL_RESERVE, language), str(totals["skill_reserve"])),
                Stat(_t(POWER_RESERVE, language), f"{power['offensive']} / {power['defensive']}"),
                Stat(_t(BONUS, language), f"{bonus['offensive']} / {bonus['defensive']}"),
            ),
            pool=Tally(_t(POWER_DICE, language), max(power["offensive"], power["defensive"])),
            record=RecordTable(
                title=_t(ROUNDS, language),
                columns=tuple(_t(column, language) for column in ROUND_COLUMNS),
                rows=tuple(
                    _t(ROUND, language, number=number) for number in range(1, ROUND_COUNT + 1)
                ),
            ),
            checklist=Checklist(_t(LIMITED_CARDS, language), tuple(limited)) if limited else None,
            writing_boxes=tuple(boxes),
            share_label=_t(SHARE_CODE, language),
            share_code=share_code,
            footer=_t(PRINTED_WITH, language, version=__version__),
        )

    def game_report(self, state: Any, log: list[str], language: str) -> GameReport:
        """A tracked game's report (game_report.py)."""
        from app.systems.flashpoint.game_report import game_report

        return game_report(state, log, language)


def _characteristics(archetype: Archetype, language: str) -> tuple[Stat, ...]:
    return (
        Stat(_t(SKILL, language), str(archetype.skill)),
        Stat(_t(POWER, language), str(archetype.power)),
        Stat(_t(REINFORCEMENT, language), str(archetype.reinforcement)),
        Stat(_t(BASE, language), str(archetype.base_size)),
    )


def _breakdown(profile: Profile, catalog: FlashpointCatalog, language: str) -> list[CardSection]:
    """One line per addend of the profile's value: ``[7] Field Officer``."""
    sections = []
    for line in profile_breakdown(profile, catalog).lines:
        sections.append(CardSection(title=line.label(language), text="", tag=f"[{line.value}]"))
    return sections


def _legend(figures: Iterable[Stat | None], language: str) -> str:
    """What the abbreviated labels among ``figures`` stand for, in the rulebook's order."""
    labels = {figure.label for figure in figures if figure is not None}
    shown = [words for short, words in ABBREVIATIONS.items() if _t(short, language) in labels]
    return " · ".join(_t(words, language) for words in shown)


def _range(weapon: Weapon) -> str:
    if weapon.weapon_type == "melee":
        return "R0"
    if weapon.range_min == weapon.range_max:
        return f"R{weapon.range_min}"
    return f"R{weapon.range_min}–R{weapon.range_max}"


def _length(value: int | None) -> str:
    return "—" if value is None else f"R{value}"


def _triggers(triggers: Iterable[Trigger], language: str) -> list[Stat]:
    names = [
        _t(MARKER_NAMES[trigger.marker], language)
        for trigger in triggers
        if trigger.marker is not None
    ]
    return [Stat(_t(TRIGGERS, language), ", ".join(names))] if names else []


def _use(card: Weapon | Equipment | Ability, language: str) -> str:
    if card.usage == "single_use":
        return _t(SINGLE_USE, language)
    if card.usage == "reload":
        return _t(RELOAD, language, count=card.reload)
    return ""


def print_layout() -> FlashpointPrintLayout:
    return FlashpointPrintLayout()
