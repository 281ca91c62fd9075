"""What a Legion card and army sheet show, in the rules reference's words in each language.

The drawing is generic (app/printing); this module only chooses the content: a unit card's
figures (miniatures, wounds, courage or resilience, speed, defence die, surges), its weapons
(range and dice) and keywords with their values, its upgrade bar and points; an upgrade's
type, points, keywords and weapons; and what a player keeps at the table: a box per wound
and per suppression token (up to the panic threshold, twice the courage) for every unit, the
command hand, the battle deck and the army's Legion HQ link. Names and numbers only: the
pack holds no rules text, and nothing here adds any.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator
from functools import partial
from typing import Any

from app import __version__
from app.errors import MusterError
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.printing.layout import (
    CardFace,
    CardSection,
    Checklist,
    GameReport,
    RosterSheet,
    SheetEntry,
    SheetGroup,
    Stat,
    Tally,
)
from app.roster.document import RosterDocument
from app.systems.legion import rules, terms
from app.systems.legion.army import Army, ArmyUnit, army_of
from app.systems.legion.catalog import RANKS, Card, LegionCatalog, Weapon
from app.systems.legion.share import LegionHqLink
from app.systems.legion.terms import (
    CATEGORY_NAMES,
    RANK_NAMES,
    UPGRADE_TYPE_NAMES,
    card_name,
    keyword_label,
    named_card,
    names_language,
    weapon_name,
)

log = logging.getLogger(__name__)

CONTEXT = "Legion"
GAME_NAME = QT_TRANSLATE_NOOP("Legion", "Star Wars: Legion")
RANK_COLOURS = {
    "commander": "#7a1f2b",
    "operative": "#5b2a6e",
    "corps": "#2e5e34",
    "special": "#1f4e79",
    "support": "#8a5a12",
    "heavy": "#3f4650",
}
KIND_COLOURS = {
    "upgrade": "#4b5563",
    "command": "#6b4a1f",
    "battle": "#24515e",
    "counterpart": "#5b2a6e",
}
POINTS = QT_TRANSLATE_NOOP("Legion", "Points")
PIPS = QT_TRANSLATE_NOOP("Legion", "Pips")
MINIATURES = QT_TRANSLATE_NOOP("Legion", "Miniatures")
WOUNDS = QT_TRANSLATE_NOOP("Legion", "Wounds")
COURAGE = QT_TRANSLATE_NOOP("Legion", "Courage")
RESILIENCE = QT_TRANSLATE_NOOP("Legion", "Resilience")
SPEED = QT_TRANSLATE_NOOP("Legion", "Speed")
DEFENCE = QT_TRANSLATE_NOOP("Legion", "Defence:")
SURGES = QT_TRANSLATE_NOOP("Legion", "Surges:")
OWNERS = QT_TRANSLATE_NOOP("Legion", "Character:")
DIE_NAMES = {
    "red": QT_TRANSLATE_NOOP("Legion", "red die"),
    "white": QT_TRANSLATE_NOOP("Legion", "white die"),
}
SURGE_NAMES = {
    "hit": QT_TRANSLATE_NOOP("Legion", "hit"),
    "crit": QT_TRANSLATE_NOOP("Legion", "critical"),
    "block": QT_TRANSLATE_NOOP("Legion", "block"),
}
NONE = "—"
DICE_NAMES = {
    "red": QT_TRANSLATE_NOOP("Legion", "Red ×{count}"),
    "black": QT_TRANSLATE_NOOP("Legion", "Black ×{count}"),
    "white": QT_TRANSLATE_NOOP("Legion", "White ×{count}"),
}
MELEE = QT_TRANSLATE_NOOP("Legion", "Melee")
RANGE = QT_TRANSLATE_NOOP("Legion", "Range {low}–{high}")
UPGRADE_BAR = QT_TRANSLATE_NOOP("Legion", "Upgrade bar")
ADDS_SLOTS = QT_TRANSLATE_NOOP("Legion", "Adds to the upgrade bar")
UPGRADE_CARD = QT_TRANSLATE_NOOP("Legion", "{type} upgrade")
COMMAND_CARD = QT_TRANSLATE_NOOP("Legion", "Command card")
BATTLE_CARD = QT_TRANSLATE_NOOP("Legion", "{category} card")
COUNTERPART = QT_TRANSLATE_NOOP("Legion", "Counterpart")
SUPPRESSION = QT_TRANSLATE_NOOP("Legion", "Suppression")
UNITS_OF_RANK = QT_TRANSLATE_NOOP("Legion", "{rank} ({count})")
UNNAMED = QT_TRANSLATE_NOOP("Legion", "Unnamed army")
FORMAT = QT_TRANSLATE_NOOP("Legion", "Format")
ACTIVATIONS = QT_TRANSLATE_NOOP("Legion", "Units")
COMMAND_HAND = QT_TRANSLATE_NOOP("Legion", "Command hand ({count})")
CONTINGENCIES = QT_TRANSLATE_NOOP("Legion", "Contingencies ({count})")
BATTLE_DECK = QT_TRANSLATE_NOOP("Legion", "Battle deck: {category} ({count})")
COMMAND_ENTRY = QT_TRANSLATE_NOOP("Legion", "{pips} · {name}")
NOTES = QT_TRANSLATE_NOOP("Legion", "Notes")
SHARE_LINK = QT_TRANSLATE_NOOP("Legion", "Legion HQ link:")
SHARE_CODE = QT_TRANSLATE_NOOP("Legion", "Share code:")
PRINTED_WITH = QT_TRANSLATE_NOOP("Legion", "Printed with Muster {version}")


def _t(text: str, language: str, **params: object) -> str:
    return translate(CONTEXT, text, language, **params)


def _term(names: dict[str, str], key: str, language: str) -> str:
    """A game term in the language (the key itself where it has no translation)."""
    return terms.term(names, key, language)


class LegionPrintLayout:
    def roster_unit_ids(self, roster: RosterDocument) -> list[str]:
        """Each unit of the army, then its upgrades (and its counterpart's), in army order;
        a unit taken twice prints twice, as each goes on the table with its own card."""
        return [card for unit in army_of(roster).units for card in unit.card_ids()]

    def card_faces(
        self, unit_ids: Iterable[str], catalog: LegionCatalog, language: str
    ) -> Iterator[CardFace]:
        for card_id in unit_ids:
            card = catalog.get(card_id)
            if card is not None:
                yield self.card_face(card, catalog, language)

    def card_face(self, card: Card, catalog: LegionCatalog, language: str) -> CardFace:
        game = _t(GAME_NAME, language)
        kind, colour = _kind(card, language)
        facts: list[Stat] = []
        stats: tuple[Stat, ...] = ()
        sections = [_weapon(weapon, language, catalog) for weapon in card.weapons]
        cost = Stat(_t(POINTS, language), str(card.points)) if card.points is not None else None
        if card.stats is not None:
            stats = unit_stats(card, language)
            facts.append(
                Stat(_t(DEFENCE, language), _term(DIE_NAMES, card.stats.defense, language))
            )
            surges = [
                _term(SURGE_NAMES, surge, language)
                for surge in (card.stats.hit_surge, card.stats.defense_surge)
                if surge
            ]
            facts.append(Stat(_t(SURGES, language), ", ".join(surges) or NONE))
        elif card.wounds is not None:
            stats = (Stat(_t(WOUNDS, language), str(card.wounds)),)
        # The faction goes in the foot strip, leaving the card's room to weapons and upgrades.
        footer = game
        if card.faction and card.kind in ("unit", "counterpart"):
            footer = f"{game} · {catalog.faction_name(card.faction, language)}"
        if card.kind == "command":
            cost = Stat(_t(PIPS, language), str(card.pips))
            if card.owners:
                owners = (named_card(owner, language, catalog) for owner in card.owners)
                facts.append(Stat(_t(OWNERS, language), ", ".join(owners)))
        if card.upgrade_bar:
            sections.append(
                CardSection(_t(UPGRADE_BAR, language), _slots(card.upgrade_bar, language))
            )
        if card.adds_slots:
            sections.append(
                CardSection(_t(ADDS_SLOTS, language), _slots(card.adds_slots, language))
            )
        shown = names_language((card,), language)  # name and title in one language
        return CardFace(
            title=card.name.get(shown),
            subtitle=card.title.get(shown) if card.title else "",
            kind=kind,
            colour=colour,
            cost=cost,
            stats=stats,
            facts=tuple(facts),
            tags=tuple(keyword_label(keyword, language, catalog) for keyword in card.keywords),
            sections=tuple(sections),
            footer=footer,
            back_title=game,
            back_caption=kind,
        )

    def roster_sheet(
        self, roster: RosterDocument, catalog: LegionCatalog, language: str, share_code: str = ""
    ) -> RosterSheet:
        """One page: units by rank with their tally boxes, the command hand, the battle deck
        and the army's Legion HQ link (``share_code``, Muster's own, when the army cannot be
        written as a link: no faction, a format Legion HQ does not know)."""
        army = army_of(roster)
        totals = rules.totals(army, catalog)
        chosen = rules.army_format(army)
        link = _link(roster, catalog)
        by_rank: dict[str, list[SheetEntry]] = {rank: [] for rank in RANKS}
        counts: dict[str, int] = dict.fromkeys(RANKS, 0)
        points: dict[str, int] = dict.fromkeys(RANKS, 0)
        for unit in army.units:
            card = catalog.get(unit.unit)
            if card is None or card.rank is None:
                continue
            counts[card.rank] += 1
            points[card.rank] += rules.unit_points(unit, catalog, army)
            by_rank[card.rank].extend(self._entries(unit, card, army, catalog, language))
        rank_title = partial(_t, UNITS_OF_RANK, language)
        groups = tuple(
            SheetGroup(
                title=rank_title(rank=_term(RANK_NAMES, rank, language), count=counts[rank]),
                entries=tuple(entries),
                totals=(Stat(_t(POINTS, language), str(points[rank])),),
            )
            for rank, entries in by_rank.items()
            if entries
        )
        faction = catalog.faction_name(army.faction, language) if army.faction else ""
        subtitle = " · ".join(
            part for part in (_t(GAME_NAME, language), faction, chosen.name.get(language)) if part
        )
        checklists = [
            self._deck(category, cards, catalog, language)
            for category, cards in army.battle_deck.items()
            if cards
        ]
        if army.contingencies:
            checklists.insert(
                0,
                Checklist(
                    _t(CONTINGENCIES, language, count=len(army.contingencies)),
                    _command_lines(army.contingencies, catalog, language),
                ),
            )
        return RosterSheet(
            title=roster.name.strip() or _t(UNNAMED, language),
            subtitle=subtitle,
            groups=groups,
            summary=(
                Stat(_t(POINTS, language), f"{totals['points']} / {totals['points_limit']}"),
                Stat(_t(ACTIVATIONS, language), str(sum(counts.values()))),
                Stat(_t(FORMAT, language), chosen.name.get(language)),
            ),
            checklist=Checklist(
                _t(COMMAND_HAND, language, count=len(army.command_hand)),
                _command_lines(army.command_hand, catalog, language),
            )
            if army.command_hand
            else None,
            checklists=tuple(checklists),
            writing_boxes=(Stat(_t(NOTES, language), roster.notes.strip()),),
            share_label=_t(SHARE_LINK if link else SHARE_CODE, language),
            share_code=link or share_code,
            footer=_t(PRINTED_WITH, language, version=__version__),
        )

    def _entries(
        self, unit: ArmyUnit, card: Card, army: Army, catalog: LegionCatalog, language: str
    ) -> list[SheetEntry]:
        upgrades = [catalog.get(upgrade) for upgrade in unit.upgrades]
        counterpart = catalog.get(unit.counterpart)
        extra = [catalog.get(upgrade) for upgrade in unit.counterpart_upgrades]
        # The unit's entries are one row: every name in the player's language, or in English.
        row = [c for c in (card, *upgrades, counterpart, *extra) if c is not None]
        shown = names_language(row, language)
        names = ", ".join(upgrade.name.get(shown) for upgrade in upgrades if upgrade)
        stats = card.stats
        figures = [Stat(_t(POINTS, language), str(rules.unit_points(unit, catalog, army)))]
        tallies = []
        if stats is not None:
            miniatures = rules.miniature_wounds(unit, catalog)
            figures.append(Stat(_t(MINIATURES, language), str(len(miniatures))))
            if stats.courage is not None:
                figures.append(Stat(_t(COURAGE, language), str(stats.courage)))
            elif stats.resilience is not None:
                figures.append(Stat(_t(RESILIENCE, language), str(stats.resilience)))
            tallies.append(Tally(_t(WOUNDS, language), sum(miniatures)))
            if stats.courage:
                # Suppressed at the courage value, panicked at twice it (rules reference).
                tallies.append(Tally(_t(SUPPRESSION, language), 2 * stats.courage))
        entries = [
            SheetEntry(
                title=card.name.get(shown),
                subtitle=" · ".join(
                    part for part in (card.title.get(shown) if card.title else "", names) if part
                ),
                kind=_term(RANK_NAMES, card.rank or "", language),
                colour=RANK_COLOURS.get(card.rank or "", KIND_COLOURS["upgrade"]),
                figures=tuple(figures),
                tallies=tuple(tallies),
            )
        ]
        if counterpart is not None:
            entries.append(
                SheetEntry(
                    title=counterpart.name.get(shown),
                    subtitle=", ".join(upgrade.name.get(shown) for upgrade in extra if upgrade),
                    kind=_t(COUNTERPART, language),
                    colour=KIND_COLOURS["counterpart"],
                    figures=(),
                    tallies=(Tally(_t(WOUNDS, language), counterpart.wounds or 0),)
                    if counterpart.wounds
                    else (),
                )
            )
        return entries

    def _deck(
        self, category: str, cards: list[str], catalog: LegionCatalog, language: str
    ) -> Checklist:
        known = [found for card in cards if (found := catalog.get(card)) is not None]
        shown = names_language(known, language)  # the deck's names: one language
        names = tuple(
            found.name.get(shown) if (found := catalog.get(card)) else card for card in cards
        )
        return Checklist(
            _t(
                BATTLE_DECK,
                language,
                category=_term(CATEGORY_NAMES, category, language),
                count=len(names),
            ),
            names,
        )

    def game_report(self, state: Any, log: list[str], language: str) -> GameReport:
        """A tracked game's report (see game_report.py)."""
        from app.systems.legion.game_report import game_report

        return game_report(state, log, language)


def _link(roster: RosterDocument, catalog: LegionCatalog) -> str:
    try:
        return LegionHqLink().encode(roster, catalog)
    except MusterError as exc:
        # An army Legion HQ cannot hold still prints, with Muster's own code if it has one.
        log.info("no Legion HQ link for the army sheet: %s", exc)
        return ""


def _kind(card: Card, language: str) -> tuple[str, str]:
    if card.kind == "unit":
        rank = card.rank or ""
        return _term(RANK_NAMES, rank, language), RANK_COLOURS.get(rank, KIND_COLOURS["upgrade"])
    if card.kind == "upgrade":
        kind = _t(UPGRADE_CARD, language, type=_term(UPGRADE_TYPE_NAMES, card.subtype, language))
        return kind, KIND_COLOURS["upgrade"]
    if card.kind == "command":
        return _t(COMMAND_CARD, language), KIND_COLOURS["command"]
    if card.kind == "battle":
        category = _term(CATEGORY_NAMES, card.category or card.subtype, language)
        return _t(BATTLE_CARD, language, category=category), KIND_COLOURS["battle"]
    return _t(COUNTERPART, language), KIND_COLOURS["counterpart"]


def unit_stats(card: Card, language: str) -> tuple[Stat, ...]:
    stats = card.stats
    assert stats is not None
    if stats.courage is not None:
        nerve = Stat(_t(COURAGE, language), str(stats.courage))
    elif stats.resilience is not None:
        nerve = Stat(_t(RESILIENCE, language), str(stats.resilience))
    else:
        nerve = Stat(_t(COURAGE, language), NONE)
    return (
        Stat(_t(MINIATURES, language), str(stats.miniatures)),
        Stat(_t(WOUNDS, language), str(stats.wounds)),
        nerve,
        Stat(_t(SPEED, language), str(stats.speed)),
    )


def _weapon(weapon: Weapon, language: str, catalog: LegionCatalog) -> CardSection:
    """A weapon by name after its range, then its dice and keywords with their values."""
    dice = [
        _t(DICE_NAMES[colour], language, count=count)
        for colour, count in (
            ("red", weapon.dice.red),
            ("black", weapon.dice.black),
            ("white", weapon.dice.white),
        )
        if count
    ]
    keywords = (keyword_label(keyword, language, catalog) for keyword in weapon.keywords)
    text = " · ".join([*dice, *keywords])
    return CardSection(
        title=weapon_name(weapon, language), text=text or NONE, tag=f"[{_range(weapon, language)}]"
    )


def _range(weapon: Weapon, language: str) -> str:
    low, high = weapon.range_min, weapon.range_max
    if weapon.melee:
        return _t(MELEE, language)
    far = "∞" if high is None else str(high)
    if low == 0:
        # A weapon used in melee and at range: "Melee · Range 1–2".
        return f"{_t(MELEE, language)} · {_t(RANGE, language, low=1, high=far)}"
    return _t(RANGE, language, low=low if low is not None else 1, high=far)


def _slots(slots: Iterable[str], language: str) -> str:
    return " · ".join(_term(UPGRADE_TYPE_NAMES, slot, language) for slot in slots)


def _command_lines(card_ids: list[str], catalog: LegionCatalog, language: str) -> tuple[str, ...]:
    lines = []
    for card_id in card_ids:
        card = catalog.get(card_id)
        if card is None:
            lines.append(card_id)
        else:
            pips = "•" * (card.pips or 0) or NONE
            name = card_name(card, language)
            lines.append(_t(COMMAND_ENTRY, language, pips=pips, name=name))
    return tuple(lines)


def print_layout() -> LegionPrintLayout:
    return LegionPrintLayout()
