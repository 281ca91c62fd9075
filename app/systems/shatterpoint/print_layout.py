"""What a Shatterpoint card and roster sheet show, in the rulebooks' words in each language.

The drawing is generic (app/printing); this module only chooses the content: the figures of
a Unit Stat Card, the colours of the three unit types, and what a player needs at the table
to keep score (damage up to Stamina, Wounded and Injured tokens up to Durability, the Force
pool, the order deck and the struggles).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from app import __version__
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.printing.layout import (
    CardFace,
    CardSection,
    Checklist,
    GameReport,
    RecordTable,
    ReportSide,
    RosterSheet,
    SheetEntry,
    SheetGroup,
    Stat,
    Table,
    Tally,
)
from app.roster.document import RosterDocument
from app.systems.shatterpoint import CONTEXT, rules
from app.systems.shatterpoint.catalog import UNIT_TYPES, Ability, ShatterpointCatalog, Unit

if TYPE_CHECKING:
    from app.systems.shatterpoint.tracker import TrackerState

GAME_NAME = QT_TRANSLATE_NOOP("Shatterpoint", "Star Wars: Shatterpoint")
TYPE_COLOURS = {"primary": "#7a1f2b", "secondary": "#1f4e79", "support": "#2e6b3a"}
UNIT_KINDS = {
    "primary": QT_TRANSLATE_NOOP("Shatterpoint", "Primary unit"),
    "secondary": QT_TRANSLATE_NOOP("Shatterpoint", "Secondary unit"),
    "support": QT_TRANSLATE_NOOP("Shatterpoint", "Supporting unit"),
}
SP = QT_TRANSLATE_NOOP("Shatterpoint", "SP")
PC = QT_TRANSLATE_NOOP("Shatterpoint", "PC")
FORCE = QT_TRANSLATE_NOOP("Shatterpoint", "Force")
STAMINA = QT_TRANSLATE_NOOP("Shatterpoint", "Stamina")
DURABILITY = QT_TRANSLATE_NOOP("Shatterpoint", "Durability")
CHARACTERS = QT_TRANSLATE_NOOP("Shatterpoint", "Characters")
ERA = QT_TRANSLATE_NOOP("Shatterpoint", "Era:")
ERAS = QT_TRANSLATE_NOOP("Shatterpoint", "Eras:")
DAMAGE = QT_TRANSLATE_NOOP("Shatterpoint", "Damage")
WOUNDED = QT_TRANSLATE_NOOP("Shatterpoint", "Wounded")
INJURED = QT_TRANSLATE_NOOP("Shatterpoint", "Injured")
SQUAD = QT_TRANSLATE_NOOP("Shatterpoint", "Squad {number}")
FORCE_POOL = QT_TRANSLATE_NOOP("Shatterpoint", "Force pool")
FORCE_POOL_TALLY = QT_TRANSLATE_NOOP("Shatterpoint", "Force pool: tick each Force spent")
ORDER_DECK = QT_TRANSLATE_NOOP("Shatterpoint", "Order deck")
ORDER_DECK_CARDS = QT_TRANSLATE_NOOP("Shatterpoint", "Order deck ({count} cards)")
SHATTERPOINT_CARD = QT_TRANSLATE_NOOP("Shatterpoint", "Shatterpoint card")
STRUGGLES = QT_TRANSLATE_NOOP("Shatterpoint", "Struggles")
STRUGGLE_CARD = QT_TRANSLATE_NOOP("Shatterpoint", "Struggle card")
WON_BY_ME = QT_TRANSLATE_NOOP("Shatterpoint", "Won by me")
WON_BY_OPPONENT = QT_TRANSLATE_NOOP("Shatterpoint", "Won by opponent")
PHASES = (
    QT_TRANSLATE_NOOP("Shatterpoint", "Phase I"),
    QT_TRANSLATE_NOOP("Shatterpoint", "Phase II"),
    QT_TRANSLATE_NOOP("Shatterpoint", "Phase III"),
)
MISSION = QT_TRANSLATE_NOOP("Shatterpoint", "Mission")
NOTES = QT_TRANSLATE_NOOP("Shatterpoint", "Notes")
STRIKE_TEAM = QT_TRANSLATE_NOOP("Shatterpoint", "Strike team")
UNNAMED = QT_TRANSLATE_NOOP("Shatterpoint", "Unnamed strike team")
MISSION_SET = QT_TRANSLATE_NOOP("Shatterpoint", "Mission set: {name}")
SHARE_CODE = QT_TRANSLATE_NOOP("Shatterpoint", "Share code:")
PRINTED_WITH = QT_TRANSLATE_NOOP("Shatterpoint", "Printed with Muster {version}")
GAME_REPORT = QT_TRANSLATE_NOOP("Shatterpoint", "Game report")
WINS = QT_TRANSLATE_NOOP("Shatterpoint", "{player} wins, {score} in struggles")
NO_WINNER = QT_TRANSLATE_NOOP("Shatterpoint", "The game ended without a winner")
NOT_FINISHED = QT_TRANSLATE_NOOP("Shatterpoint", "The game is not finished")
TURNS = QT_TRANSLATE_NOOP("Shatterpoint", "Turns")
DURATION = QT_TRANSLATE_NOOP("Shatterpoint", "Duration")
FIRST_PLAYER = QT_TRANSLATE_NOOP("Shatterpoint", "First player")
WINNER = QT_TRANSLATE_NOOP("Shatterpoint", "Winner")
STRUGGLES_WON = QT_TRANSLATE_NOOP("Shatterpoint", "Struggles won")
UNITS_DEFEATED = QT_TRANSLATE_NOOP("Shatterpoint", "Units defeated")
UNIT = QT_TRANSLATE_NOOP("Shatterpoint", "Unit")
SQUAD_SHORT = QT_TRANSLATE_NOOP("Shatterpoint", "Squad")
STATE = QT_TRANSLATE_NOOP("Shatterpoint", "At the end")
DEFEATED = QT_TRANSLATE_NOOP("Shatterpoint", "Defeated")
IN_PLAY = QT_TRANSLATE_NOOP("Shatterpoint", "In play")
PHASE = QT_TRANSLATE_NOOP("Shatterpoint", "Phase")
WON_BY = QT_TRANSLATE_NOOP("Shatterpoint", "Won by")
GAME_LOG = QT_TRANSLATE_NOOP("Shatterpoint", "Turn by turn")
GAME_LOG_CONTINUED = QT_TRANSLATE_NOOP("Shatterpoint", "Turn by turn (continued)")
# Ability types as the rulebooks name them (glossary: Active / Reactive / Innate / Tactic /
# Identity; FR Active / Réactive / Innée / Tactique / Identité; PL Aktywacyjna / Reakcyjna /
# Wrodzona / Taktyczna / Indywidualna).
ABILITY_TYPE_NAMES = {
    "active": QT_TRANSLATE_NOOP("Shatterpoint", "Active"),
    "reactive": QT_TRANSLATE_NOOP("Shatterpoint", "Reactive"),
    "innate": QT_TRANSLATE_NOOP("Shatterpoint", "Innate"),
    "tactic": QT_TRANSLATE_NOOP("Shatterpoint", "Tactic"),
    "identity": QT_TRANSLATE_NOOP("Shatterpoint", "Identity"),
}
ABILITY_COST = QT_TRANSLATE_NOOP("Shatterpoint", "{force} {cost}")


def _t(text: str, language: str, **params: object) -> str:
    return translate(CONTEXT, text, language, **params)


class ShatterpointPrintLayout:
    def roster_unit_ids(self, roster: RosterDocument) -> list[str]:
        """Squad by squad, Primary, Secondary then Support: the order of the roster sheet."""
        ids: list[str] = []
        for squad in roster.squads:
            for slot in UNIT_TYPES:
                unit_id = squad.get(slot) if isinstance(squad, dict) else None
                if isinstance(unit_id, str) and unit_id:
                    ids.append(unit_id)
        return ids

    def card_faces(
        self, unit_ids: Iterable[str], catalog: ShatterpointCatalog, language: str
    ) -> Iterator[CardFace]:
        for unit_id in unit_ids:
            unit = catalog.get(unit_id)
            if unit is not None:
                yield self.card_face(unit, catalog, language)

    def card_face(self, unit: Unit, catalog: ShatterpointCatalog, language: str) -> CardFace:
        era_ids = _ordered_eras(unit, catalog)
        eras = ", ".join(catalog.era_name(era, language) for era in era_ids)
        kind = _t(UNIT_KINDS[unit.type], language)
        return CardFace(
            title=unit.name.get(language),
            subtitle=unit.unique_name.get(language) if unit.unique_name else "",
            kind=kind,
            colour=TYPE_COLOURS[unit.type],
            cost=_cost(unit, language),
            stats=(
                Stat(_t(FORCE, language), str(unit.force)),
                Stat(_t(STAMINA, language), str(unit.stamina)),
                Stat(_t(DURABILITY, language), str(unit.durability)),
                Stat(_t(CHARACTERS, language), str(unit.characters)),
            ),
            facts=(Stat(_t(ERA if len(era_ids) == 1 else ERAS, language), eras),),
            tags=tuple(catalog.trait_name(trait, language) for trait in unit.traits),
            sections=tuple(_ability(ability, language) for ability in unit.abilities or ()),
            footer=_t(GAME_NAME, language),
            back_title=_t(GAME_NAME, language),
            back_caption=kind,
        )

    def roster_sheet(
        self,
        roster: RosterDocument,
        catalog: ShatterpointCatalog,
        language: str,
        share_code: str = "",
    ) -> RosterSheet:
        totals = rules.totals(roster, catalog)
        groups = []
        for number, squad in enumerate(roster.squads, start=1):
            squad_map = squad if isinstance(squad, dict) else {}
            entries = []
            force = 0
            for slot in UNIT_TYPES:
                unit = catalog.get(squad_map.get(slot)) if squad_map.get(slot) else None
                if unit is None:
                    continue
                force += unit.force
                entries.append(self._entry(unit, language))
            available, spent = rules.squad_points(squad_map, catalog)
            groups.append(
                SheetGroup(
                    title=_t(SQUAD, language, number=number),
                    entries=tuple(entries),
                    totals=(
                        Stat(_t(SP, language), str(available)),
                        Stat(_t(PC, language), str(spent)),
                        Stat(_t(FORCE, language), str(force)),
                    ),
                )
            )
        names = [item.unit.name.get(language) for item in rules.placed_units(roster, catalog)]
        deck = (*names, _t(SHATTERPOINT_CARD, language))
        mission = (
            _t(MISSION_SET, language, name=roster.mission_set)
            if (roster.mission_set or "").strip()
            else ""
        )
        return RosterSheet(
            title=roster.name.strip() or _t(UNNAMED, language),
            subtitle=f"{_t(GAME_NAME, language)} · {_t(STRIKE_TEAM, language)}",
            groups=tuple(groups),
            summary=(
                Stat(_t(FORCE_POOL, language), str(totals["force"])),
                Stat(_t(CHARACTERS, language), str(totals["characters"])),
                Stat(_t(ORDER_DECK, language), str(totals["order_deck"])),
            ),
            pool=Tally(_t(FORCE_POOL_TALLY, language), int(totals["force"])),
            checklist=Checklist(_t(ORDER_DECK_CARDS, language, count=len(deck)), tuple(deck)),
            record=RecordTable(
                _t(STRUGGLES, language),
                (
                    _t(STRUGGLE_CARD, language),
                    _t(WON_BY_ME, language),
                    _t(WON_BY_OPPONENT, language),
                ),
                tuple(_t(phase, language) for phase in PHASES),
            ),
            writing_boxes=(
                Stat(_t(MISSION, language), mission),
                Stat(_t(NOTES, language), roster.notes.strip()),
            ),
            share_label=_t(SHARE_CODE, language),
            share_code=share_code,
            footer=_t(PRINTED_WITH, language, version=__version__),
        )

    def _entry(self, unit: Unit, language: str) -> SheetEntry:
        cost = _cost(unit, language)
        return SheetEntry(
            title=unit.name.get(language),
            subtitle=unit.unique_name.get(language) if unit.unique_name else "",
            kind=_t(UNIT_KINDS[unit.type], language),
            colour=TYPE_COLOURS[unit.type],
            figures=(cost, Stat(_t(FORCE, language), str(unit.force))),
            tallies=(
                Tally(_t(DAMAGE, language), unit.stamina),
                Tally(_t(WOUNDED, language), unit.durability),
                Tally(_t(INJURED, language), unit.durability),
            ),
        )

    def game_report(self, state: TrackerState, log: list[str], language: str) -> GameReport:
        from app.systems.shatterpoint.tracker import END_REASON_NAMES

        players = state.setup.players
        claimed = state.struggle.claimed
        winner = state.winner
        if state.finished and winner is not None:
            score = f"{len(claimed[winner])}–{len(claimed[1 - winner])}"
            headline = _t(WINS, language, player=players[winner].name, score=score)
        elif state.finished:
            headline = _t(NO_WINNER, language)
        else:
            headline = _t(NOT_FINISHED, language)
        if state.finished and state.end_reason:
            reason = END_REASON_NAMES.get(state.end_reason, state.end_reason)
            headline += f" ({translate('ShatterpointTracker', reason, language)})"
        facts = [
            Stat(_t(TURNS, language), str(state.turn)),
            Stat(_t(DURATION, language), _duration(state)),
            Stat(_t(FIRST_PLAYER, language), players[state.setup.first_player].name),
        ]
        if state.setup.mission_set:
            facts.append(Stat(_t(MISSION, language), str(state.setup.mission_set)))
        sides = []
        for index, player in enumerate(players):
            rows = []
            for unit in state.units[index]:
                snapshot = player.unit(unit.id)
                name = snapshot.display_name(language) if snapshot else unit.id
                squad = str(snapshot.squad) if snapshot else ""
                status = _t(DEFEATED if unit.defeated else IN_PLAY, language)
                rows.append(
                    (name, squad, str(unit.damage), str(unit.wounded), str(unit.injured), status)
                )
            defeated = sum(1 for unit in state.units[index] if unit.defeated)
            team = str(player.roster.get("name") or "").strip() or _t(UNNAMED, language)
            sides.append(
                ReportSide(
                    title=player.name,
                    subtitle=team,
                    verdict=_t(WINNER, language) if winner == index else "",
                    figures=(
                        Stat(_t(STRUGGLES_WON, language), str(len(claimed[index]))),
                        Stat(
                            _t(UNITS_DEFEATED, language),
                            f"{defeated} / {len(state.units[index])}",
                        ),
                    ),
                    units=Table(
                        "",
                        (
                            _t(UNIT, language),
                            _t(SQUAD_SHORT, language),
                            _t(DAMAGE, language),
                            _t(WOUNDED, language),
                            _t(INJURED, language),
                            _t(STATE, language),
                        ),
                        tuple(rows),
                    ),
                )
            )
        struggle_rows = []
        for phase, label in enumerate(PHASES, start=1):
            won_by = next((p for p in (0, 1) if phase in claimed[p]), None)
            card = (
                state.setup.struggle_cards[phase - 1]
                if phase <= len(state.setup.struggle_cards)
                else ""
            )
            struggle_rows.append(
                (
                    _t(label, language),
                    card or "—",
                    players[won_by].name if won_by is not None else "—",
                )
            )
        return GameReport(
            title=_t(GAME_REPORT, language),
            subtitle=" · ".join(
                part for part in (_t(GAME_NAME, language), _date(state.setup.started_at)) if part
            ),
            headline=headline,
            facts=tuple(facts),
            sides=tuple(sides),
            tables=(
                Table(
                    _t(STRUGGLES, language),
                    (
                        _t(PHASE, language),
                        _t(STRUGGLE_CARD, language),
                        _t(WON_BY, language),
                    ),
                    tuple(struggle_rows),
                ),
            ),
            log_title=_t(GAME_LOG, language),
            log=tuple(log),
            continued=_t(GAME_LOG_CONTINUED, language),
            footer=_t(PRINTED_WITH, language, version=__version__),
        )


def _date(started_at: str) -> str:
    """The day the game was played, as YYYY-MM-DD (readable in every language)."""
    return started_at[:10] if len(started_at) >= 10 else ""


def _duration(state: TrackerState) -> str:
    from datetime import datetime

    def parse(text: str | None) -> datetime | None:
        try:
            return datetime.fromisoformat((text or "").replace("Z", "+00:00"))
        except ValueError:
            return None

    start = parse(state.setup.started_at)
    end = parse(state.finished_at or state.last_at)
    if start is None or end is None or end < start:
        return "—"
    minutes = int((end - start).total_seconds() // 60)
    return f"{minutes // 60}:{minutes % 60:02d}"


def _cost(unit: Unit, language: str) -> Stat:
    if unit.type == "primary":
        return Stat(_t(SP, language), str(unit.sp or 0))
    return Stat(_t(PC, language), str(unit.pc or 0))


def _ability(ability: Ability, language: str) -> CardSection:
    """An ability by name, after its type and Force cost when the pack gives them; never
    its rules text (the pack has none)."""
    marks = []
    if ability.type is not None:
        marks.append(_t(ABILITY_TYPE_NAMES[ability.type], language))
    if ability.cost is not None:
        marks.append(_t(ABILITY_COST, language, force=_t(FORCE, language), cost=ability.cost))
    tag = f"[{' · '.join(marks)}]" if marks else ""
    return CardSection(title=ability.name.get(language), text="", tag=tag)


def _ordered_eras(unit: Unit, catalog: ShatterpointCatalog) -> list[str]:
    order = {era: index for index, era in enumerate(catalog.era_ids())}
    return sorted(catalog.eras_of(unit), key=lambda era: (order.get(era, len(order)), era))


def print_layout() -> ShatterpointPrintLayout:
    return ShatterpointPrintLayout()
