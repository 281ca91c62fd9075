"""StarCraft on paper: a faction reference (one page per faction) and a round sheet.

StarCraft has no army list and no cards of Muster's making, so it prints two documents of
its own (``StarcraftSystem.print_documents()``, drawn by app/printing):

- ``reference``: per faction, its sheet (limits, starting forces, costs of workers,
  transports and bases, objective), its units with their figures, its buildings with each
  level's cost and the units each level unlocks, its modules and its technologies. A figure
  nobody has filled in yet is an empty box, to write in from the faction sheet.
- ``round-sheet``: one page per round: the four orders of each player, the regrouping's ten
  steps to tick, and per player boxes for conquest points and resources.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.printing.layout import (
    BLANK,
    Checklist,
    GameReport,
    RecordTable,
    RosterSheet,
    SheetEntry,
    SheetGroup,
    Stat,
    Table,
    Tally,
)
from app.systems.starcraft import CONTEXT
from app.systems.starcraft.catalog import Faction, StarcraftCatalog, Unit
from app.systems.starcraft.figures import (
    COST,
    PIECE_FIELDS,
    FigureError,
    field_shape,
    figure_label,
    format_figure,
    value_of,
)
from app.systems.starcraft.terms import KIND_NAMES, RACE_NAMES, cost_words, quoted

DOCUMENTS = {
    "reference": QT_TRANSLATE_NOOP("Starcraft", "Faction reference"),
    "round-sheet": QT_TRANSLATE_NOOP("Starcraft", "Round sheet"),
}
# The faction's colour on the sheet's band, by the colour's English name.
COLOURS = {
    "Blue": "#2f5fb3",
    "Red": "#b3302f",
    "Yellow": "#a78400",
    "Orange": "#c8641e",
    "Purple": "#6b3fa0",
    "Green": "#2f8a3c",
}
OTHER_COLOUR = "#4a4e69"
NO_FACTION = QT_TRANSLATE_NOOP(
    "Starcraft", "There is no faction {value} in the StarCraft catalogue."
)
MAX_PLAYERS = 6
CP_BOXES = 20  # 15 conquest points win, 20 against Aldaris
RESOURCE_BOXES = 12
ORDERS_PER_ROUND = 4
SHEET_FIGURES = (
    "module_slots",
    "starting_building",
    "starting_units",
    "starting_workers",
    "starting_transports",
    "permanent_resources",
    "worker_cost",
    "transport_cost",
    "base_cost",
)
UNIT_FIGURES = ("cost", "flying", "targets_ground", "targets_air", "support", "renfort")
# The units table's headings, short so that nine columns fit the page.
UNIT_HEADINGS = {
    "cost": QT_TRANSLATE_NOOP("Starcraft", "Cost"),
    "flying": QT_TRANSLATE_NOOP("Starcraft", "Flying"),
    "targets_ground": QT_TRANSLATE_NOOP("Starcraft", "Hits ground"),
    "targets_air": QT_TRANSLATE_NOOP("Starcraft", "Hits flying"),
    "support": QT_TRANSLATE_NOOP("Starcraft", "Support"),
    "renfort": QT_TRANSLATE_NOOP("Starcraft", "Reinforcement"),
}


LEVEL_UNLOCKS = QT_TRANSLATE_NOOP("Starcraft", "{level}: {unit}")


def _t(language: str, text: str, /, **params: Any) -> str:
    return translate(CONTEXT, text, language, **params)


def _value(catalog: StarcraftCatalog, entry: Any, field: str, language: str) -> str:
    """The figure as printed: BLANK (an empty box) when nobody knows it yet."""
    if not entry.is_known(field):
        return BLANK
    if field_shape(field) == COST:  # a cost prints its resources' names, never "2/1"
        cost = value_of(entry, field)
        return cost_words(cost.minerals, cost.gas, language)
    text = format_figure(catalog, entry, field, language)
    return text or "—"


def _label(system: Any, field: str, language: str) -> str:
    label = figure_label(system, field, language)
    return label[:1].upper() + label[1:]


class StarcraftDocuments:
    """The documents StarCraft prints, as plain descriptions for app/printing."""

    def __init__(self, system: Any) -> None:
        self.system = system

    def titles(self, language: str) -> dict[str, str]:
        return {name: _t(language, title) for name, title in DOCUMENTS.items()}

    def pages(
        self,
        document: str,
        catalog: StarcraftCatalog,
        language: str,
        entry_ids: Sequence[str] = (),
        setup: Any = None,
        players: int | None = None,
    ) -> list[Any]:
        """The pages of ``document``: a GameReport per faction for ``reference`` (the
        factions ``entry_ids`` names, or all), one RosterSheet for ``round-sheet`` (the
        players of ``setup``, a game's, or ``players`` rows to fill in)."""
        if document == "reference":
            known = {f.id for f in catalog.factions()}
            for entry_id in entry_ids:
                if entry_id not in known:
                    raise FigureError(NO_FACTION, value=quoted(entry_id))
            factions = [f for f in catalog.factions() if not entry_ids or f.id in set(entry_ids)]
            return [self.faction_reference(catalog, f, language) for f in factions]
        return [self.round_sheet(catalog, language, setup, players)]

    # --- the faction reference ----------------------------------------------------------

    def faction_reference(
        self, catalog: StarcraftCatalog, faction: Faction, language: str
    ) -> GameReport:
        system = self.system
        game = system.display_name(language)
        race = _t(language, RACE_NAMES[faction.race])
        limits = [
            Stat(_label(system, "hand_limit", language), str(faction.hand_limit)),
            Stat(_label(system, "starting_hand", language), str(faction.starting_hand)),
            *(
                Stat(
                    _label(system, field, language),
                    str(getattr(faction.pieces, field.partition(".")[2])),
                )
                for field in PIECE_FIELDS
            ),
        ]
        sheet = Table(
            _t(language, QT_TRANSLATE_NOOP("Starcraft", "Faction sheet")),
            (
                _t(language, QT_TRANSLATE_NOOP("Starcraft", "Figure")),
                _t(language, QT_TRANSLATE_NOOP("Starcraft", "Value")),
            ),
            tuple(
                (_label(system, field, language), _value(catalog, faction, field, language))
                for field in SHEET_FIGURES
            ),
        )
        return GameReport(
            title=faction.name.get(language),
            subtitle=" · ".join((race, faction.colour.get(language), game)),
            headline="",
            facts=tuple(limits),
            sides=(),
            tables=(
                sheet,
                self._objective(catalog, faction, language),
                self._units_table(catalog, faction, language),
                self._buildings_table(catalog, faction, language),
                self._modules_table(catalog, faction, language),
                self._techs_table(catalog, faction, language),
            ),
            log_title="",
            log=(),
            continued="",
            footer=_t(
                language,
                QT_TRANSLATE_NOOP(
                    "Starcraft",
                    "{game} · {faction}: empty boxes are figures to copy from the sheet",
                ),
                game=game,
                faction=faction.name.get(language),
            ),
        )

    def _objective(self, catalog: StarcraftCatalog, faction: Faction, language: str) -> Table:
        """The faction's own objective, its text wrapping over the page's width."""
        label = _label(self.system, "special_victory", language)
        if not faction.is_known("special_victory"):
            text = _t(
                language,
                QT_TRANSLATE_NOOP("Starcraft", "Not known yet: copy it from the faction sheet."),
            )
        else:
            text = format_figure(catalog, faction, "special_victory", language) or "—"
        return Table(label, (label,), ((text,),))

    def _unlocked_by(self, catalog: StarcraftCatalog, unit: Unit, language: str) -> str:
        if unit.building is not None:
            building = catalog.building(unit.building)
            name = building.name.get(language) if building else unit.building
            if unit.level is None:
                return _t(
                    language,
                    QT_TRANSLATE_NOOP("Starcraft", "{building}, level {level}"),
                    building=name,
                    level="☐",
                )
            return _t(
                language,
                QT_TRANSLATE_NOOP("Starcraft", "{building}, level {level}"),
                building=name,
                level=unit.level,
            )
        tech = catalog.tech(unit.tech) if unit.tech else None
        tech_name = tech.name.get(language) if tech else "☐"
        sacrifice = "☐"
        if unit.sacrifice is not None:
            victim = catalog.unit(unit.sacrifice.unit)
            sacrifice = f"{unit.sacrifice.count} × " + (
                victim.name.get(language) if victim else unit.sacrifice.unit
            )
        return _t(
            language,
            QT_TRANSLATE_NOOP("Starcraft", "{tech}; destroys {sacrifice}"),
            tech=tech_name,
            sacrifice=sacrifice,
        )

    def _units_table(self, catalog: StarcraftCatalog, faction: Faction, language: str) -> Table:
        system = self.system
        columns = (
            _t(language, QT_TRANSLATE_NOOP("Starcraft", "Unit")),
            _label(system, "pieces", language),
            _t(language, QT_TRANSLATE_NOOP("Starcraft", "Unlocked by")),
            *(_t(language, UNIT_HEADINGS[field]) for field in UNIT_FIGURES),
        )
        rows = tuple(
            (
                unit.name.get(language),
                str(unit.pieces) + (" × 2" if unit.figures == 2 else ""),
                self._unlocked_by(catalog, unit, language),
                *(_value(catalog, unit, field, language) for field in UNIT_FIGURES),
            )
            for unit in catalog.units_of(faction.race)
        )
        return Table(_t(language, QT_TRANSLATE_NOOP("Starcraft", "Units")), columns, rows)

    def _buildings_table(self, catalog: StarcraftCatalog, faction: Faction, language: str) -> Table:
        columns = (
            _t(language, QT_TRANSLATE_NOOP("Starcraft", "Building")),
            _label(self.system, "max_level", language),
            *(
                _t(language, QT_TRANSLATE_NOOP("Starcraft", "Level {level}"), level=level)
                for level in (1, 2, 3)
            ),
            _t(language, QT_TRANSLATE_NOOP("Starcraft", "Unlocks")),
        )
        rows = []
        for building in catalog.buildings_of(faction.race):
            costs: list[str] = [BLANK] * 3
            if building.costs is not None:
                costs = [cost_words(c.minerals, c.gas, language) for c in building.costs]
                costs += ["—"] * (3 - len(costs))
            elif building.max_level is not None:
                costs = [BLANK] * building.max_level + ["—"] * (3 - building.max_level)
            unlocks = []
            for unit_id in building.units:
                unit = catalog.unit(unit_id)
                name = unit.name.get(language) if unit else unit_id
                level = unit.level if unit is not None and unit.level is not None else "☐"
                unlocks.append(_t(language, LEVEL_UNLOCKS, level=level, unit=name))
            rows.append(
                (
                    building.name.get(language),
                    _value(catalog, building, "max_level", language),
                    *costs,
                    " · ".join(unlocks),
                )
            )
        return Table(
            _t(language, QT_TRANSLATE_NOOP("Starcraft", "Buildings: cost of each level")),
            columns,
            tuple(rows),
        )

    def _modules_table(self, catalog: StarcraftCatalog, faction: Faction, language: str) -> Table:
        columns = (
            _t(language, QT_TRANSLATE_NOOP("Starcraft", "Module")),
            _label(self.system, "cost", language),
        )
        rows = tuple(
            (module.name.get(language), _value(catalog, module, "cost", language))
            for module in catalog.of_kind("module")
            if module.race == faction.race
        )
        return Table(
            _t(language, QT_TRANSLATE_NOOP("Starcraft", "Modules")), columns, rows or (("—", ""),)
        )

    def _techs_table(self, catalog: StarcraftCatalog, faction: Faction, language: str) -> Table:
        columns = (
            _t(language, KIND_NAMES["tech"]).capitalize(),
            _label(self.system, "copies", language),
            _label(self.system, "cost", language),
            _t(language, QT_TRANSLATE_NOOP("Starcraft", "Unlocks")),
        )
        rows = []
        for tech in catalog.techs_of(faction.race):
            unit = catalog.unit(tech.unlocks) if tech.unlocks else None
            rows.append(
                (
                    tech.name.get(language),
                    _value(catalog, tech, "copies", language),
                    _value(catalog, tech, "cost", language),
                    unit.name.get(language) if unit else "—",
                )
            )
        return Table(
            _t(language, QT_TRANSLATE_NOOP("Starcraft", "Technologies")),
            columns,
            tuple(rows) or (("—", "", "", ""),),
        )

    # --- the round sheet ----------------------------------------------------------------

    def round_sheet(
        self,
        catalog: StarcraftCatalog,
        language: str,
        setup: Any = None,
        players: int | None = None,
    ) -> RosterSheet:
        from app.systems.starcraft.tracker.names import STEP_NAMES

        seats: list[tuple[str, Faction | None]] = []
        if setup is not None:
            seats = [(p.name, catalog.faction(p.faction)) for p in setup.players]
        else:
            count = max(2, min(MAX_PLAYERS, players or MAX_PLAYERS))
            seats = [
                (
                    _t(language, QT_TRANSLATE_NOOP("Starcraft", "Player {number}"), number=n + 1),
                    None,
                )
                for n in range(count)
            ]
        cp = _t(language, QT_TRANSLATE_NOOP("Starcraft", "conquest points"))
        cp_short = _t(language, QT_TRANSLATE_NOOP("Starcraft", "CP"))
        minerals = _t(language, QT_TRANSLATE_NOOP("Starcraft", "minerals"))
        gas = _t(language, QT_TRANSLATE_NOOP("Starcraft", "gas"))
        entries = tuple(
            SheetEntry(
                title=name,
                subtitle=faction.name.get(language) if faction else "",
                kind=_t(language, RACE_NAMES[faction.race]) if faction else "",
                colour=COLOURS.get(faction.colour.en, OTHER_COLOUR) if faction else OTHER_COLOUR,
                figures=(),
                tallies=(
                    Tally(cp_short, CP_BOXES),
                    Tally(minerals, RESOURCE_BOXES),
                    Tally(gas, RESOURCE_BOXES),
                ),
            )
            for name, faction in seats
        )
        orders = RecordTable(
            _t(language, QT_TRANSLATE_NOOP("Starcraft", "Orders: planet and order")),
            tuple(
                _t(language, QT_TRANSLATE_NOOP("Starcraft", "Order {number}"), number=n)
                for n in range(1, ORDERS_PER_ROUND + 1)
            ),
            tuple(name for name, _faction in seats),
        )
        steps = Checklist(
            _t(language, QT_TRANSLATE_NOOP("Starcraft", "Regrouping: the ten steps")),
            tuple(f"{step}. {_t(language, STEP_NAMES[step])}" for step in range(1, 11)),
        )
        game = self.system.display_name(language)
        return RosterSheet(
            title=_t(language, DOCUMENTS["round-sheet"]),
            subtitle=game,
            groups=(
                SheetGroup(
                    _t(language, QT_TRANSLATE_NOOP("Starcraft", "Players")),
                    entries,
                ),
            ),
            summary=(
                Stat(_t(language, QT_TRANSLATE_NOOP("Starcraft", "Round")), "____"),
                Stat(_t(language, QT_TRANSLATE_NOOP("Starcraft", "First player")), "________"),
                Stat(_t(language, QT_TRANSLATE_NOOP("Starcraft", "Event deck: epoch")), "____"),
            ),
            checklist=steps,
            record=orders,
            writing_boxes=(
                Stat(
                    _t(
                        language,
                        QT_TRANSLATE_NOOP("Starcraft", 'Events held, "The End is Near", notes'),
                    ),
                    "",
                ),
            ),
            footer=_t(
                language,
                QT_TRANSLATE_NOOP("Starcraft", "{game} · {cp}: 15 to win, 20 against Aldaris"),
                game=game,
                cp=cp,
            ),
        )
