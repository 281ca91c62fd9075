"""The Legion army editor: the card list on the left, the army on the right (header, units by
rank with their upgrade slots, command hand, battle deck), over a generic RosterEditor.

Every change is one undoable step through ``RosterEditor.change``; the widgets are redrawn
from the document on ``document_changed`` and hold no copy of the army.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QDate, QLocale, QMimeData, QPoint, Qt, Signal
from PySide6.QtGui import QAction, QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMenu,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.errors import MusterError
from app.i18n import current_language
from app.roster.document import RosterDocument
from app.systems.base import Violation
from app.systems.legion import army_edits, rules
from app.systems.legion.army import Army, ArmyUnit, army_of
from app.systems.legion.army_edits import SlotRef
from app.systems.legion.catalog import RANKS, Card, LegionCatalog
from app.systems.legion.formats import formats
from ui.builder.editor import RosterEditor
from ui.systems.legion import names
from ui.systems.legion.army_panel import (
    ARMY_SLOT_MIME_TYPE,
    ARMY_UNIT_MIME_TYPE,
    STYLE,
    ArmyHeader,
    CounterpartView,
    RankSection,
    SlotKey,
    SlotView,
    UnitRow,
    UnitView,
    read_army_slot_mime,
    read_army_unit_mime,
)
from ui.systems.legion.card_list import CardList, read_card_mime
from ui.systems.legion.card_pickers import CardPicker, PickColumn, PickRecord
from ui.systems.legion.quick_fill import QuickFill
from ui.systems.legion.rank_bar import RankBar, RankCount
from ui.widgets.retranslate import Retranslatable
from ui.widgets.search import fold

RANK_CODES = ("RANK_BELOW_MINIMUM", "RANK_ABOVE_MAXIMUM", "MERCENARY_LIMIT")
SelectedSlot = SlotKey
ARMY_MIN_WIDTH = 560  # a unit on one line: its name, four slots, its points


class _ArmyArea(QWidget):
    """The units' area: a unit card dropped anywhere on it joins the army."""

    unit_dropped = Signal(str)

    def __init__(self, is_unit: Callable[[str], bool], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("army-units")
        self.setStyleSheet(STYLE)  # once for every unit and slot (a sheet per row is slow)
        self.is_unit = is_unit
        self.setAcceptDrops(True)

    def _accepts(self, mime: QMimeData) -> bool:
        card_id = read_card_mime(mime)
        return card_id is not None and self.is_unit(card_id)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._accepts(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._accepts(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        card_id = read_card_mime(event.mimeData())
        if card_id is None or not self._accepts(event.mimeData()):
            event.ignore()
            return
        self.unit_dropped.emit(card_id)
        event.acceptProposedAction()


class LegionArmyEditor(Retranslatable, QWidget):
    """The builder's Legion part: ``card_list`` (left) and ``army_side`` (right). On its own
    they stand in its ``splitter``; with ``embedded`` the builder page places them in its own
    frame, and this widget stays hidden, keeping them in step with the document.

    ``status(text)`` says what could not be done (an empty text clears it).
    """

    status = Signal(str)

    def __init__(
        self,
        editor: RosterEditor,
        catalog: LegionCatalog,
        parent: QWidget | None = None,
        embedded: bool = False,
    ) -> None:
        super().__init__(parent)
        self.embedded = embedded
        self.setObjectName("legion-army-editor")
        self.editor = editor
        self.catalog = catalog
        self.army = Army()
        self.entry: int | None = None  # the selected unit (from 1)
        self.slot: SelectedSlot | None = None  # its selected upgrade slot
        self._sections: dict[str, RankSection] = {}
        self._rows: dict[int, UnitRow] = {}
        self._row_cache: dict[UnitView, UnitRow] = {}  # a row whose unit looks the same stays
        self._split_set = False
        self.slot_menu: QMenu | None = None  # the last slot menu shown
        self._build()
        editor.document_changed.connect(self.refresh)
        self.retranslate()

    # --- construction ----------------------------------------------------------------------

    def _build(self) -> None:
        self.card_list = CardList(self)
        self.card_list.view.accepted_drop_types = [ARMY_UNIT_MIME_TYPE, ARMY_SLOT_MIME_TYPE]
        self.card_list.view.foreign_drop.connect(self._dropped_on_list)
        self.card_list.card_activated.connect(self.activate_card)
        self.card_list.back_to_units.connect(lambda: self.select(self.entry, None))
        self.card_list.show_unreleased.toggled.connect(lambda _on: self.refresh())

        self.header = ArmyHeader(self)
        self.header.format_chosen.connect(self.set_format)
        self.header.faction_chosen.connect(self.set_faction)
        self.header.battle_force_chosen.connect(self.set_battle_force)
        self.header.points_date_chosen.connect(self.set_points_date)

        self.units_area = _ArmyArea(self._is_unit, self)
        self.units_area.unit_dropped.connect(self.add_unit)
        self.units_hint = QLabel(self.units_area)
        self.units_hint.setObjectName("army-empty")
        self.units_hint.setWordWrap(True)
        units_layout = QVBoxLayout(self.units_area)
        units_layout.setContentsMargins(4, 0, 4, 4)
        units_layout.setSpacing(2)
        units_layout.addWidget(self.units_hint)
        for rank in RANKS:
            section = RankSection(rank, self.units_area)
            self._sections[rank] = section
            units_layout.addWidget(section)
        units_layout.addStretch(1)
        self.units_scroll = QScrollArea(self)
        self.units_scroll.setObjectName("army-scroll")
        self.units_scroll.setWidgetResizable(True)
        self.units_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.units_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.units_scroll.setWidget(self.units_area)
        self.rank_bar = RankBar(self)
        self.units_page = QWidget(self)
        units_page = QVBoxLayout(self.units_page)
        units_page.setContentsMargins(0, 0, 0, 0)
        units_page.setSpacing(0)
        units_page.addWidget(self.rank_bar)
        units_page.addWidget(self.units_scroll, 1)

        self.hand = CardPicker("command-hand", self)
        self.hand.toggled.connect(self.toggle_command)
        self.deck = CardPicker("battle-deck", self)
        self.deck.view.setColumnHidden(PickColumn.OWNER, True)
        self.deck.view.setColumnHidden(PickColumn.ASIDE, True)
        self.deck.toggled.connect(lambda card_id, _aside: self.toggle_battle_card(card_id))

        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("army-tabs")
        self.tabs.addTab(self.units_page, "")
        self.tabs.addTab(self.hand, "")
        self.tabs.addTab(self.deck, "")
        self.quick_fill = QuickFill(self)
        self.quick_fill.fill_hand.connect(self.fill_hand)
        self.quick_fill.fill_deck.connect(self.fill_deck)
        self.tabs.setCornerWidget(self.quick_fill)

        self.army_side = QWidget(self)
        self.army_side.setObjectName("army-side")
        side = QVBoxLayout(self.army_side)
        side.setContentsMargins(4, 0, 0, 0)
        side.addWidget(self.header)
        side.addWidget(self.tabs, 1)

        self.army_side.setMinimumWidth(ARMY_MIN_WIDTH)
        if self.embedded:
            self.hide()
            return
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("legion-splitter")
        self.splitter.addWidget(self.card_list)
        self.splitter.addWidget(self.army_side)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if not self._split_set and not self.embedded:
            # The army needs room for four slots a line; the list takes the rest.
            self._split_set = True
            width = self.splitter.width()
            right = max(ARMY_MIN_WIDTH, int(width * 0.45))
            self.splitter.setSizes([max(200, width - right), right])

    # --- texts -----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self._row_cache = {}
        self.tabs.setTabToolTip(0, self.tr("The army's units and their upgrades"))
        self.header.format_label.setText(self.tr("Format"))
        self.header.faction_label.setText(self.tr("Faction"))
        self.header.force_label.setText(self.tr("Battle force"))
        self.header.date_label.setText(self.tr("Points as of"))
        self.header.date_combo.setToolTip(
            self.tr("Count the points as they stood on a date of the points history")
        )
        self.hand.search.setPlaceholderText(self.tr("Search command cards"))
        self.hand.taken_only.setText(self.tr("Only the hand"))
        self.hand.model.set_titles(
            {
                PickColumn.TAKEN: "",
                PickColumn.NAME: self.tr("Command card"),
                PickColumn.GROUP: self.tr("Pips"),
                PickColumn.OWNER: self.tr("Character"),
                PickColumn.ASIDE: self.tr("Contingency"),
            }
        )
        self.deck.search.setPlaceholderText(self.tr("Search battle cards"))
        self.deck.taken_only.setText(self.tr("Only the deck"))
        self.deck.model.set_titles(
            {
                PickColumn.TAKEN: "",
                PickColumn.NAME: self.tr("Battle card"),
                PickColumn.GROUP: self.tr("Category"),
            }
        )
        self.hand.view.setToolTip(
            self.tr("Tick a card, or press Enter or Space, to take it or give it back")
        )
        self.deck.view.setToolTip(
            self.tr("Tick a card, or press Enter or Space, to take it or give it back")
        )
        self.refresh()

    def _tips(self) -> dict[str, str]:
        return {
            "points": self.tr("The unit's points with its upgrades"),
            "duplicate": self.tr("Add a copy of this unit with its upgrades (Ctrl+D)"),
            "remove": self.tr("Remove this unit (Delete)"),
            "unit": self.tr(
                "Arrows move between units and slots; Enter goes to the upgrade slots; "
                "Ctrl+D copies; Delete removes; drag onto the list to remove"
            ),
            "slot-empty": self.tr(
                "{slot} slot: select it, then double-click an upgrade or drag one here"
            ),
            "slot-filled": self.tr(
                "{slot} slot: {upgrade}. Double-click or press Delete to take it off; drag it "
                "onto another unit to move it (Ctrl: copy it), or press the menu key"
            ),
            "counterpart": self.tr("Counterpart: {name}"),
            "counterpart-tip": self.tr("Field the unit with its counterpart, or without"),
            "counterpart-points": self.tr("The counterpart's points with its upgrades"),
            "counterpart-row": self.tr(
                "The counterpart fielded with the unit: its own upgrade slots take upgrades "
                "as a unit's do"
            ),
        }

    # --- reading ---------------------------------------------------------------------------

    def _read_army(self) -> Army:
        try:
            return army_of(self.editor.document)
        except MusterError as error:
            self.status.emit(error.message(current_language()))
            return Army()

    def _is_unit(self, card_id: str) -> bool:
        card = self.catalog.get(card_id)
        return card is not None and card.kind == "unit"

    def _upgrade_type_of(self, card_id: str) -> str | None:
        card = self.catalog.get(card_id)
        return card.subtype if card is not None and card.kind == "upgrade" else None

    def _points_of(self, cards: list[Card]) -> dict[str, int | None]:
        return {card.id: card.points_on(self.army.points_date) for card in cards}

    def _offered(self, card: Card) -> bool:
        """Cards not out yet are listed only when the player asks for them."""
        return not card.unreleased or self.card_list.show_unreleased.isChecked()

    def _listed_name(self, card: Card, language: str) -> str:
        name = names.card_name(card, language=language)
        if not card.unreleased:
            return name
        return self.tr("{name} (not out yet: {when})").format(name=name, when=card.unreleased)

    def faction(self) -> str:
        return rules.army_faction(self.army, self.catalog)

    def row(self, entry: int) -> UnitRow | None:
        return self._rows.get(entry)

    # --- showing ---------------------------------------------------------------------------

    def set_catalog(self, catalog: LegionCatalog) -> None:
        self.catalog = catalog
        self.refresh()

    def refresh(self) -> None:
        """Redraws everything from the document."""
        self.army = self._read_army()
        if self.entry is not None and not 1 <= self.entry <= len(self.army.units):
            self.entry, self.slot = None, None
        if self.entry is not None and self.slot is not None:
            unit = self.army.units[self.entry - 1]
            if self.slot not in self._slot_keys(unit):
                self.slot = None
        focused = QApplication.focusWidget()
        had_focus = focused is not None and self.units_area.isAncestorOf(focused)
        self._show_header()
        self._show_units()
        self._show_hand()
        self._show_deck()
        self._show_list()
        self._show_selection(focus=had_focus)
        trial = Army.from_json(self.army.to_json())
        hand = bool(army_edits.fill_command_hand(trial, self.catalog))
        self.quick_fill.set_ready(hand, bool(army_edits.fill_battle_deck(trial, self.catalog)))

    def _show_header(self) -> None:
        lang = current_language()
        army = self.army
        chosen = rules.army_format(army)
        header = self.header
        header.fill(
            header.format_combo,
            [(names.format_name(f, lang), f.id) for f in formats().values()],
            chosen.id,
        )
        faction = self.faction()
        factions = sorted(
            ((names.faction_name(self.catalog, f, lang), f) for f in self.catalog.factions),
            key=lambda item: item[0].casefold(),
        )
        header.fill(header.faction_combo, [(self.tr("Choose a faction"), ""), *factions], faction)
        forces = sorted(
            (
                (names.named(force.name, lang), force.id)
                for force in self.catalog.battle_forces.values()
                if force.faction == faction or force.id == army.battle_force
            ),
            key=lambda item: item[0].casefold(),
        )
        header.fill(
            header.force_combo, [(self.tr("No battle force"), ""), *forces], army.battle_force or ""
        )
        header.force_combo.setEnabled(bool(forces))
        locale = QLocale()
        dates = [
            (locale.toString(QDate(d.year, d.month, d.day), QLocale.FormatType.ShortFormat),
             d.isoformat())
            for d in self.catalog.points_dates()
        ]  # fmt: skip
        current = army.points_date.isoformat() if army.points_date else ""
        if current and current not in {iso for _t, iso in dates}:
            dates.append((current, current))
        header.fill(header.date_combo, [(self.tr("Latest points"), ""), *dates], current)
        points = rules.army_points(army, self.catalog)
        left = chosen.points - points
        header.show_points(
            self.tr("Points left: {left}").format(left=left),
            self.tr("{points} of {limit} points").format(points=points, limit=chosen.points),
            left < 0,
        )

    def _show_units(self) -> None:
        lang = current_language()
        army, catalog = self.army, self.catalog
        violations = self.editor.violations
        by_entry: dict[int, list[Violation]] = {}
        for violation in violations:
            if violation.squad is not None:
                by_entry.setdefault(violation.squad, []).append(violation)
        force = catalog.battle_forces.get(army.battle_force or "")
        grouped: dict[str, list[int]] = {rank: [] for rank in RANKS}
        for entry, unit in enumerate(army.units, start=1):
            card = catalog.get(unit.unit)
            rank: str = card.rank if card is not None and card.rank else "corps"
            if force is not None and card is not None and card.id in force.builds_as_corps:
                rank = "corps"
            grouped[rank].append(entry)
        limits = rules.rank_limits(army, catalog)
        wrong_ranks = {v.slot for v in violations if v.code in RANK_CODES}
        tips = self._tips()
        self._rows = {}
        cache, self._row_cache = self._row_cache, {}
        counts = []
        for rank, section in self._sections.items():
            low, high = limits[rank]
            counts.append(
                RankCount(
                    rank,
                    names.rank_name(rank, lang),
                    len(grouped[rank]),
                    low,
                    high,
                    rank in wrong_ranks,
                    self.tr("At least {minimum}, at most {maximum}").format(
                        minimum=low, maximum=high
                    ),
                )
            )
            rows = []
            for entry in grouped[rank]:
                view = self._unit_view(entry, by_entry.get(entry, []))
                row = cache.pop(view, None)
                if row is None or row.parent() is not section:
                    row = UnitRow(view, self._upgrade_type_of, tips, section, self.move_check)
                    self._connect_row(row)
                self._row_cache[view] = row
                self._rows[entry] = row
                rows.append(row)
            empty = ""
            if not rows and (low > 0 or rank in wrong_ranks):
                empty = self.tr("{rank}: none yet; the format asks for at least {minimum}.").format(
                    rank=names.rank_name(rank, lang), minimum=low
                )
            section.set_rows(rows, empty)
            section.setVisible(bool(rows or empty))
        self.rank_bar.show_ranks(counts)
        self.units_hint.setText(
            self.tr(
                "Double-click a unit in the list, press Enter on it or drag it here to add it "
                "to the army."
            )
        )
        self.units_hint.setVisible(not army.units)
        self.tabs.setTabText(0, self.tr("Units ({count})").format(count=len(army.units)))

    def _unit_view(self, entry: int, problems: list[Violation]) -> UnitView:
        lang = current_language()
        army, catalog = self.army, self.catalog
        unit = army.units[entry - 1]
        card = catalog.get(unit.unit)
        slot_problems: dict[str, list[str]] = {}
        unit_problems = []
        counterpart_problems = []
        for violation in problems:
            if violation.unit is not None and violation.unit in (
                *unit.upgrades,
                *unit.counterpart_upgrades,
            ):
                slot_problems.setdefault(violation.unit, []).append(violation.message(lang))
            elif violation.unit is not None and violation.unit == unit.counterpart:
                counterpart_problems.append(violation.message(lang))
            else:
                unit_problems.append(violation.message(lang))
        # One language for the row's names: the player's, or English when one lacks it.
        row_lang = names.row_language([catalog.get(c) for c in unit.card_ids()], lang)
        slots = self._slot_views(unit, slot_problems, False, row_lang)
        counterpart = catalog.get(card.counterpart) if card is not None else None
        counterpart_row = None
        if unit.counterpart is not None:
            fielded = catalog.get(unit.counterpart)
            counterpart_row = CounterpartView(
                name=names.card_name(fielded, unit.counterpart, row_lang),
                points=sum(
                    rules.card_points(catalog.get(card_id), army)
                    for card_id in (unit.counterpart, *unit.counterpart_upgrades)
                ),
                slots=self._slot_views(unit, slot_problems, True, row_lang),
                problems=tuple(counterpart_problems),
            )
        detail = ""
        if card is not None and card.stats is not None:
            detail = self.tr("%n miniature(s)", "", card.stats.miniatures)
            detail += " · " + self.tr("card: {points} points").format(
                points=rules.card_points(card, army)
            )
        return UnitView(
            entry=entry,
            name=names.card_name(card, unit.unit, row_lang),
            detail=detail,
            points=rules.unit_points(unit, catalog, army),
            slots=tuple(slots),
            counterpart=names.card_name(counterpart, "", row_lang) if counterpart else "",
            counterpart_taken=unit.counterpart is not None,
            problems=tuple(unit_problems),
            counterpart_row=counterpart_row,
        )

    def _slot_views(
        self, unit: ArmyUnit, problems: dict[str, list[str]], counterpart: bool, names_lang: str
    ) -> tuple[SlotView, ...]:
        """The slots of the unit, or of its counterpart, as their buttons show them (the
        upgrades' names in the row's language ``names_lang``)."""
        lang = current_language()
        catalog = self.catalog
        slots = []
        for slot in army_edits.unit_slots(unit, catalog, counterpart):
            upgrade = catalog.get(slot.upgrade) if slot.upgrade else None
            problem = problems.get(slot.upgrade or "", [])
            type_name = names.upgrade_type_name(slot.slot_type, lang)
            upgrade_name = names.card_name(upgrade, slot.upgrade or "", names_lang)
            slots.append(
                SlotView(
                    slot.slot_type,
                    slot.index,
                    type_name,
                    slot.upgrade,
                    upgrade_name,
                    rules.card_points(upgrade, self.army) if upgrade is not None else None,
                    " ".join(problem),
                    upgrade_name,  # its type is the tooltip's
                    counterpart,
                )
            )
        return tuple(slots)

    def _slot_keys(self, unit: ArmyUnit) -> list[SlotKey]:
        """Every slot of the unit, then of its counterpart."""
        return [
            SlotKey(slot.slot_type, slot.index, counterpart)
            for counterpart in (False, True)
            for slot in army_edits.unit_slots(unit, self.catalog, counterpart)
        ]

    def _connect_row(self, row: UnitRow) -> None:
        row.selected.connect(lambda entry: self.select(entry, None))
        row.slot_selected.connect(self.select)
        row.pick_requested.connect(self._pick_for_slot)
        row.upgrade_dropped.connect(self.equip)
        row.upgrade_dropped_on_unit.connect(self.equip_anywhere)
        row.slot_dropped.connect(self.move_upgrade)
        row.menu_requested.connect(self.show_slot_menu)
        row.refused.connect(self.status)
        row.clear_requested.connect(self.unequip)
        row.remove_requested.connect(self.remove_unit)
        row.duplicate_requested.connect(self.duplicate_unit)
        row.counterpart_toggled.connect(self.toggle_counterpart)
        row.navigate.connect(self._navigate)
        row.hovered.connect(self.status)

    def _show_hand(self) -> None:
        lang = current_language()
        army, catalog = self.army, self.catalog
        cards = [c for c in army_edits.command_cards_for(army, catalog) if self._offered(c)]
        known = {card.id for card in cards}
        cards += [c for i in army.command_hand + army.contingencies
                  if i not in known and (c := catalog.get(i)) is not None]  # fmt: skip
        records = []
        for card in cards:
            pips = card.pips or 0
            if pips == rules.STANDING_ORDERS_PIPS:
                group = self.tr("Standing Orders")
            else:
                group = self.tr("%n pip(s)", "", pips)
            owner = ", ".join(card.owners)
            key = " ".join((names.card_name(card, language=lang), card.name.en, owner))
            records.append(
                PickRecord(card, self._listed_name(card, lang), group, pips, owner, _fold(key))
            )
        self.hand.set_cards(records)
        check = army_edits.command_checker(army, catalog)
        blocked = {}
        for card in cards:
            problems = check(card.id)
            if problems:
                blocked[card.id] = [v.message(lang) for v in problems]
        limit = army_edits.contingency_limit(army, catalog)
        self.hand.set_taken(
            set(army.command_hand),
            set(army.contingencies),
            blocked,
            limit > 0 or bool(army.contingencies),
        )
        counts = {1: 0, 2: 0, 3: 0, rules.STANDING_ORDERS_PIPS: 0}
        for card_id in army.command_hand:
            taken = catalog.get(card_id)
            if taken is not None and taken.pips in counts:
                counts[taken.pips] += 1
        parts = [
            (self.tr("%n pip(s)", "", pips) + f": {counts[pips]}/{wanted}",
             counts[pips] != wanted)
            for pips, wanted in rules.HAND_PIPS.items()
        ]  # fmt: skip
        standing = counts[rules.STANDING_ORDERS_PIPS]
        parts.append((self.tr("Standing Orders") + f": {standing}/1", standing != 1))
        if limit or army.contingencies:
            parts.append(
                (self.tr("Contingencies") + f": {len(army.contingencies)}/{limit}",
                 len(army.contingencies) > limit)
            )  # fmt: skip
        self.hand.show_summary(parts)
        self.tabs.setTabText(
            1, self.tr("Command hand ({count})").format(count=len(army.command_hand))
        )

    def _show_deck(self) -> None:
        lang = current_language()
        army, catalog = self.army, self.catalog
        chosen = rules.army_format(army)
        order = list(chosen.battle_deck)
        held = {card_id for cards in army.battle_deck.values() for card_id in cards}
        cards = [
            card
            for card in catalog.of_kind("battle")
            if ((card.category or "") in chosen.battle_deck and self._offered(card))
            or card.id in held
        ]
        records = []
        for card in cards:
            category = card.category or ""
            name = self._listed_name(card, lang)
            group = names.category_name(category, lang) if category else ""
            position = order.index(category) if category in order else len(order)
            records.append(
                PickRecord(card, name, group, position, "", _fold(f"{name} {card.name.en} {group}"))
            )
        self.deck.set_cards(records)
        check = army_edits.battle_checker(army, catalog)
        blocked = {}
        for card in cards:
            problems = check(card.id)
            if problems:
                blocked[card.id] = [v.message(lang) for v in problems]
        self.deck.set_taken(held, set(), blocked, False)
        parts = []
        for category, wanted in chosen.battle_deck.items():
            count = len(army.battle_deck.get(category, []))
            parts.append(
                (f"{names.category_name(category, lang)}: {count}/{wanted}", count != wanted)
            )
        self.deck.show_summary(parts)
        missing = [c for c in chosen.battle_deck if not any(r.card.category == c for r in records)]
        self.deck.show_note(
            self.tr(
                "No loaded catalogue has battle cards of these categories: {categories}."
            ).format(categories=", ".join(names.category_name(c, lang) for c in missing))
            if missing
            else ""
        )
        self.tabs.setTabText(2, self.tr("Battle deck ({count})").format(count=len(held)))

    def _show_list(self) -> None:
        lang = current_language()
        army, catalog = self.army, self.catalog
        if self.entry is not None and self.slot is not None:
            unit = army.units[self.entry - 1]
            slot_type, index, counterpart = self.slot
            cards = [c for c in catalog.of_kind("upgrade") if c.subtype == slot_type]
            # Replacing the upgrade in the slot: greyed as if the slot were empty.
            trial = Army.from_json(army.to_json())
            army_edits.unequip(trial, self.entry, slot_type, index, catalog, counterpart)
            check = rules.upgrade_checker(trial, catalog, self.entry, counterpart)
            holder = (unit.counterpart if counterpart else None) or unit.unit
            title = self.tr("{slot} upgrades for {unit}").format(
                slot=names.upgrade_type_name(slot_type, lang),
                unit=names.card_name(catalog.get(holder), holder, lang),
            )
            self.card_list.show_cards("upgrade", cards, self._points_of(cards), title)
            hint = self.tr(
                "Double-click an upgrade, press Enter on it or drag it onto the slot to equip it."
            )
        else:
            faction = self.faction()
            cards = [
                c
                for c in catalog.of_kind("unit")
                if not faction or rules.faction_allows(c, faction)
            ]
            check = rules.unit_checker(army, catalog)
            if faction:
                title = self.tr("Units for the army of the {faction}").format(
                    faction=names.faction_name(catalog, faction, lang)
                )
            else:
                title = self.tr("Units of every faction: the first one chosen sets the army's")
            self.card_list.show_cards("unit", cards, self._points_of(cards), title)
            hint = self.tr(
                "Double-click a unit, press Enter on it or drag it onto the army to add it; "
                "select an upgrade slot to list its upgrades."
            )
        blocked = {}
        for card in cards:
            problems = check(card.id)
            if problems:
                blocked[card.id] = [v.message(lang) for v in problems]
        self.card_list.set_blocked(blocked)
        self.card_list.set_hint(hint)

    def _show_selection(self, focus: bool = False) -> None:
        for entry, row in self._rows.items():
            row.show_selection(self.slot, entry == self.entry)
        current = self._rows.get(self.entry) if self.entry is not None else None
        if current is None or not focus:
            return
        row = current
        target: QWidget = row
        if self.slot is not None:
            button = row.slot_button(*self.slot)
            if button is not None:
                target = button
        if not target.hasFocus():
            target.blockSignals(True)
            target.setFocus(Qt.FocusReason.OtherFocusReason)
            target.blockSignals(False)
        self.units_scroll.ensureWidgetVisible(target)

    # --- selection -------------------------------------------------------------------------

    def show_violation(self, violation: Violation) -> None:
        """A problem was chosen in the problems list: show what it is about."""
        code = violation.code
        if code.startswith("COMMAND_") or code == "CONTINGENCY_LIMIT":
            self.tabs.setCurrentWidget(self.hand)
            if violation.unit:
                self.hand.select_card(violation.unit)
            return
        if code == "BATTLE_DECK_COMPOSITION":
            self.tabs.setCurrentWidget(self.deck)
            return
        self.tabs.setCurrentWidget(self.units_page)
        entry = violation.squad
        if entry is None or not 1 <= entry <= len(self.army.units):
            section = self._sections.get(violation.slot or "")
            if section is not None:
                self.units_scroll.ensureWidgetVisible(section)
            return
        slot = None
        unit = self.army.units[entry - 1]
        for key in self._slot_keys(unit):
            ref = SlotRef(entry, *key)
            if violation.unit is not None and self._upgrade_in(ref) == violation.unit:
                slot = key
                break
        self.select(entry, slot)
        self._show_selection(focus=True)

    def select(self, entry: int | None, slot: SelectedSlot | None) -> None:
        if (entry, slot) == (self.entry, self.slot):
            return
        # The units' list is the same for every unit; a slot's upgrades depend on its unit.
        list_changes = slot != self.slot or slot is not None
        self.entry, self.slot = entry, slot
        if list_changes:
            self._show_list()
        self._show_selection()

    def _pick_for_slot(self, entry: int, key: SlotKey) -> None:
        self.select(entry, key)
        self.card_list.view.setFocus(Qt.FocusReason.OtherFocusReason)
        if not self.card_list.view.currentIndex().isValid() and self.card_list.proxy.rowCount():
            self.card_list.view.setCurrentIndex(self.card_list.proxy.index(0, 0))

    def _navigate(self, entry: int, slot: SelectedSlot | None, dx: int, dy: int) -> None:
        order = [e for rank in RANKS for e in sorted(self._rows) if self._rank_of(e) == rank]
        if entry not in order:
            return
        row = self._rows[entry]
        keys = [button.key() for button in row.slot_buttons]
        if dy:
            at = order.index(entry) + dy
            if 0 <= at < len(order):
                self.select(order[at], None)
                self._show_selection(focus=True)
            return
        if slot is None:
            target = keys[0] if dx > 0 and keys else None
        else:
            at = keys.index(slot) + dx if slot in keys else -1
            target = keys[at] if 0 <= at < len(keys) else None
        if target is None and slot is None:
            return
        self.select(entry, target)
        self._show_selection(focus=True)

    def _rank_of(self, entry: int) -> str:
        row = self._rows[entry]
        for rank, section in self._sections.items():
            if row in section.rows:
                return rank
        return "corps"

    # --- changes ---------------------------------------------------------------------------

    def _change(self, text: str, edit: Callable[[Army], Any]) -> bool:
        def apply(document: RosterDocument) -> None:
            army = army_of(document)
            edit(army)
            document.system_data["army"] = army.to_json()

        try:
            changed = self.editor.change(text, apply)
        except MusterError as error:
            self.status.emit(error.message(current_language()))
            return False
        self.status.emit("")
        return changed

    def _name(self, card_id: str | None) -> str:
        card = self.catalog.get(card_id) if card_id else None
        return names.card_name(card, card_id or "")

    def activate_card(self, card_id: str) -> None:
        """Enter or a double-click in the list: adds the unit, or equips the upgrade in the
        selected slot."""
        card = self.catalog.get(card_id)
        if card is None:
            return
        if card.kind == "unit":
            self.add_unit(card_id)
        elif (
            card.kind == "upgrade"
            and self.entry is not None
            and self.slot is not None
            and card.subtype == self.slot.slot_type  # the list shows the slot's type only
        ):
            self.equip(self.entry, self.slot, card_id)

    def add_unit(self, card_id: str) -> None:
        card = self.catalog.get(card_id)
        if card is None or card.kind != "unit":
            return
        added: list[int] = []
        if self._change(
            self.tr("Add {unit}").format(unit=self._name(card_id)),
            lambda army: added.append(army_edits.add_unit(army, card)),
        ):
            self.select(added[0], None)

    def remove_unit(self, entry: int) -> None:
        if not 1 <= entry <= len(self.army.units):
            return
        name = self._name(self.army.units[entry - 1].unit)
        self.entry, self.slot = None, None
        self._change(
            self.tr("Remove {unit}").format(unit=name),
            lambda army: army_edits.remove_unit(army, entry),
        )
        if self.army.units:
            self.select(min(entry, len(self.army.units)), None)
            self._show_selection(focus=True)

    def duplicate_unit(self, entry: int) -> None:
        if not 1 <= entry <= len(self.army.units):
            return
        name = self._name(self.army.units[entry - 1].unit)
        copies: list[int] = []
        if self._change(
            self.tr("Copy {unit}").format(unit=name),
            lambda army: copies.append(army_edits.duplicate_unit(army, entry)),
        ):
            self.select(copies[0], None)

    def _holder_name(self, entry: int, counterpart: bool) -> str:
        unit = self.army.units[entry - 1]
        return self._name((unit.counterpart if counterpart else None) or unit.unit)

    def _upgrade_in(self, ref: SlotRef) -> str | None:
        return army_edits.upgrade_at(self.army, ref, self.catalog)

    def equip(self, entry: int, key: SlotKey, card_id: str) -> None:
        if not 1 <= entry <= len(self.army.units):
            return
        if key.counterpart and self.army.units[entry - 1].counterpart is None:
            return
        slot_type, index, counterpart = key
        if self._change(
            self.tr("Equip {upgrade} on {unit}").format(
                upgrade=self._name(card_id), unit=self._holder_name(entry, counterpart)
            ),
            lambda army: army_edits.equip(
                army, entry, slot_type, index, card_id, self.catalog, counterpart
            ),
        ):
            self._after_equip(entry, key)

    def _after_equip(self, entry: int, slot: SelectedSlot) -> None:
        """On to the next empty slot of the unit (or of its counterpart); back to the units
        when none is left."""
        unit = self.army.units[entry - 1]
        empty = [
            SlotKey(s.slot_type, s.index, slot.counterpart)
            for s in army_edits.unit_slots(unit, self.catalog, slot.counterpart)
            if s.upgrade is None and not s.extra
        ]
        self.entry, self.slot = entry, None
        self.select(entry, empty[0] if empty else None)
        if not empty:
            self._show_list()

    def equip_anywhere(self, entry: int, card_id: str, counterpart: bool = False) -> None:
        """An upgrade dropped on the unit (or its counterpart): into its first free slot of
        that type (or the first slot of that type, replacing what is there)."""
        slot_type = self._upgrade_type_of(card_id)
        if slot_type is None or not 1 <= entry <= len(self.army.units):
            return
        unit = self.army.units[entry - 1]
        index = army_edits.free_slot(unit, slot_type, self.catalog, counterpart)
        self.equip(entry, SlotKey(slot_type, 0 if index is None else index, counterpart), card_id)

    def unequip(self, entry: int, key: SlotKey) -> None:
        if not 1 <= entry <= len(self.army.units):
            return
        upgrade = self._upgrade_in(SlotRef(entry, *key))
        if key not in self._slot_keys(self.army.units[entry - 1]) or upgrade is None:
            return
        slot_type, index, counterpart = key
        text = self.tr("Take {upgrade} off {unit}").format(
            upgrade=self._name(upgrade), unit=self._holder_name(entry, counterpart)
        )
        self.entry, self.slot = entry, key
        self._change(
            text,
            lambda army: army_edits.unequip(
                army, entry, slot_type, index, self.catalog, counterpart
            ),
        )
        self._show_selection(focus=True)

    # --- moving an upgrade between units ---------------------------------------------------

    def move_check(self, source: SlotRef, target: SlotRef, copy: bool) -> str | None:
        """For a drag of ``source``'s upgrade over ``target``: None when it is no move (an
        empty source, the same unit), "" when it fits, else why not (in one sentence)."""
        units = self.army.units
        if not (1 <= source.entry <= len(units) and 1 <= target.entry <= len(units)):
            return None
        if (source.entry, source.counterpart) == (target.entry, target.counterpart):
            return None
        if self._upgrade_in(source) is None:
            return None
        problems = army_edits.move_problems(self.army, source, target, self.catalog, copy)
        lang = current_language()
        return " ".join(violation.message(lang) for violation in problems)

    def move_upgrade(self, source: SlotRef, target: SlotRef, copy: bool) -> None:
        """Moves (or copies) an equipped upgrade to another unit's or counterpart's slot: one
        undoable step that restores both."""
        upgrade = self._upgrade_in(source)
        if upgrade is None or self.move_check(source, target, copy) != "":
            return
        template = (
            self.tr("Copy {upgrade} to {unit}") if copy else self.tr("Move {upgrade} to {unit}")
        )
        if self._change(
            template.format(
                upgrade=self._name(upgrade),
                unit=self._holder_name(target.entry, target.counterpart),
            ),
            lambda army: army_edits.move_upgrade(army, source, target, self.catalog, copy),
        ):
            self.select(target.entry, SlotKey(target.slot_type, target.index, target.counterpart))
            self._show_selection(focus=True)

    def move_targets(self, source: SlotRef) -> list[tuple[SlotRef, str, str]]:
        """Where the upgrade in ``source`` could go, in army order: each other unit and
        counterpart with a slot of its type (its first empty one, else its first), with the
        words the menu shows and the name of the upgrade standing there ("" for none)."""
        lang = current_language()
        found = []
        for entry, unit in enumerate(self.army.units, start=1):
            for counterpart in (False, True):
                if (entry, counterpart) == (source.entry, source.counterpart):
                    continue
                slots = [
                    s
                    for s in army_edits.unit_slots(unit, self.catalog, counterpart)
                    if s.slot_type == source.slot_type and not s.extra
                ]
                if not slots:
                    continue
                slot = next((s for s in slots if s.upgrade is None), slots[0])
                ref = SlotRef(entry, slot.slot_type, slot.index, counterpart)
                words = self.tr("{number}. {unit}").format(
                    number=entry, unit=self._holder_name(entry, counterpart)
                )
                if counterpart:
                    words = self.tr("{counterpart} (with {unit})").format(
                        counterpart=words, unit=self._name(unit.unit)
                    )
                there = ""
                if slot.upgrade is not None:
                    there = names.card_name(self.catalog.get(slot.upgrade), slot.upgrade, lang)
                found.append((ref, words, there))
        return found

    def show_slot_menu(self, entry: int, key: SlotKey, where: QPoint) -> None:
        """The menu of an equipped slot (its menu key or a right click): move or copy its
        upgrade to another unit, greyed with the reason where it does not fit, or take it
        off. The keyboard's way to do what a drag does."""
        source = SlotRef(entry, *key)
        upgrade = self._upgrade_in(source)
        if upgrade is None:
            return
        self.select(entry, key)
        menu = QMenu(self)
        menu.setObjectName("slot-menu")
        menu.setToolTipsVisible(True)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.hovered.connect(lambda action: self.status.emit(action.statusTip()))
        targets = self.move_targets(source)
        for copy, title in (
            (False, self.tr("Move to")),
            (True, self.tr("Copy to")),
        ):
            submenu = menu.addMenu(title)
            submenu.setObjectName("slot-copy-menu" if copy else "slot-move-menu")
            submenu.setToolTipsVisible(True)
            submenu.hovered.connect(lambda action: self.status.emit(action.statusTip()))
            for target, words, there in targets:
                if there:
                    template = (
                        self.tr("{target} (replacing {upgrade})")
                        if copy
                        else self.tr("{target} (swapping with {upgrade})")
                    )
                    words = template.format(target=words, upgrade=there)
                action = QAction(words, submenu)
                reason = self.move_check(source, target, copy) or ""
                action.setEnabled(not reason)
                action.setToolTip(reason)
                action.setStatusTip(reason)
                action.triggered.connect(
                    lambda _checked=False, t=target, c=copy: self.move_upgrade(source, t, c)
                )
                submenu.addAction(action)
            if not targets:
                none = submenu.addAction(self.tr("No other unit has a slot of this type"))
                none.setEnabled(False)
        take_off = menu.addAction(self.tr("Take off"))
        take_off.triggered.connect(lambda: self.unequip(entry, key))
        self.slot_menu = menu
        menu.popup(where)

    def toggle_counterpart(self, entry: int) -> None:
        if not 1 <= entry <= len(self.army.units):
            return
        unit = self.army.units[entry - 1]
        card = self.catalog.get(unit.unit)
        if card is None or not card.counterpart:
            return
        taken = unit.counterpart is None
        counterpart = card.counterpart if taken else None
        template = self.tr("Add {card} to {unit}") if taken else self.tr("Leave {card} out")
        self._change(
            template.format(card=self._name(card.counterpart), unit=self._name(card.id)),
            lambda army: army_edits.set_counterpart(army, entry, counterpart),
        )

    def _dropped_on_list(self, mime: QMimeData) -> None:
        """A unit dragged back onto the list leaves the army; an upgrade, its unit."""
        entry = read_army_unit_mime(mime)
        if entry is not None:
            self.remove_unit(entry)
        slot = read_army_slot_mime(mime)
        if slot is not None:
            self.unequip(slot.entry, SlotKey(slot.slot_type, slot.index, slot.counterpart))

    def set_format(self, format_id: str) -> None:
        chosen = formats().get(format_id)
        if chosen is None:
            return
        self._change(
            self.tr("Play the format {format}").format(format=names.format_name(chosen)),
            lambda army: setattr(army, "format", format_id),
        )

    def set_faction(self, faction: str) -> None:
        name = names.faction_name(self.catalog, faction) if faction else ""
        text = (
            self.tr("Build for the {faction}").format(faction=name)
            if faction
            else self.tr("Build for any faction")
        )
        self._change(text, lambda army: army_edits.set_faction(army, faction))

    def set_battle_force(self, force_id: str) -> None:
        force = self.catalog.battle_forces.get(force_id)

        def edit(army: Army) -> None:
            army.battle_force = force_id or None
            if force is not None:
                army.faction = force.faction

        text = (
            self.tr("Build the battle force {force}").format(force=names.named(force.name))
            if force is not None
            else self.tr("Build without a battle force")
        )
        self._change(text, edit)

    def set_points_date(self, iso: str) -> None:
        date = dt.date.fromisoformat(iso) if iso else None
        text = (
            self.tr("Count the points of {date}").format(date=self.header.date_combo.currentText())
            if date
            else self.tr("Count the latest points")
        )
        self._change(text, lambda army: army_edits.set_points_date(army, date))

    def toggle_command(self, card_id: str, aside: bool) -> None:
        taken = card_id in (self.army.contingencies if aside else self.army.command_hand)
        name = self._name(card_id)
        if aside:
            template = (
                self.tr("Take {card} out of the contingencies")
                if taken
                else self.tr("Set {card} aside as a contingency")
            )
        else:
            template = (
                self.tr("Take {card} out of the command hand")
                if taken
                else self.tr("Take {card} into the command hand")
            )
        self._change(
            template.format(card=name),
            lambda army: army_edits.toggle_command(army, card_id, aside),
        )
        self.hand.select_card(card_id)

    def fill_hand(self) -> None:
        self._change(
            self.tr("Fill the command hand"),
            lambda army: army_edits.fill_command_hand(army, self.catalog),
        )

    def fill_deck(self) -> None:
        self._change(
            self.tr("Fill the battle deck"),
            lambda army: army_edits.fill_battle_deck(army, self.catalog),
        )

    def toggle_battle_card(self, card_id: str) -> None:
        card = self.catalog.get(card_id)
        if card is None or card.kind != "battle":
            return
        held = any(card_id in cards for cards in self.army.battle_deck.values())
        template = (
            self.tr("Take {card} out of the battle deck")
            if held
            else self.tr("Put {card} in the battle deck")
        )
        self._change(
            template.format(card=self._name(card_id)),
            lambda army: army_edits.toggle_battle_card(army, card),
        )
        self.deck.select_card(card_id)


@lru_cache(maxsize=4096)
def _fold(text: str) -> str:
    return fold(text)
