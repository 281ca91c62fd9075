"""The strike-team builder: two squads of three slots filled from the unit catalogue.

The toolbar, saved strike teams, problems, notes, files and share codes come from
``ui.builder.base.RosterBuilder``; this module knows squads, slots, Squad Points and Force.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QMimeData, QSettings, Qt
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.i18n import current_language, translate
from app.roster.document import RosterDocument
from app.systems.base import Violation
from app.workspace import Workspace
from ui.builder.base import GAME_MERGE_IDS, RosterBuilder
from ui.builder.words import BuilderWords
from ui.systems.shatterpoint.slot_widget import (
    SLOT_MIME_TYPE,
    TOUCH_TARGET,
    SlotWidget,
    read_slot_mime,
)
from ui.systems.shatterpoint.squad_panel import SquadPanel
from ui.systems.shatterpoint.suggestions_panel import SuggestionsPanel
from ui.systems.shatterpoint.unit_browser import UnitBrowser

SYSTEM_ID = "shatterpoint"
MERGE_MISSION = GAME_MERGE_IDS + 1


class ShatterpointBuilder(RosterBuilder):
    """The strike-team builder. ``catalogue_requested`` asks for the Catalogue page, where
    more units are imported."""

    selected: tuple[int, str] | None = None  # the slot the catalogue fills

    def __init__(
        self,
        workspace: Workspace,
        ui_settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(SYSTEM_ID, workspace, ui_settings, parent)

    # --- the game's words ------------------------------------------------------------------

    def words(self) -> BuilderWords:
        return BuilderWords(
            untitled=self.tr("Untitled strike team"),
            saved_title=self.tr("Saved strike teams"),
            none_saved=self.tr("No saved strike teams yet. Build one and press Save (Ctrl+S)."),
            none_matching=self.tr("No saved strike team matches this search."),
            none_recent=self.tr("No saved strike teams yet"),
            empty_verdict=self.tr("Empty strike team: add units from the catalogue."),
            legal_verdict=self.tr("Legal strike team."),
            casual_verdict=self.tr("Casual strike team (house rules allowed)."),
            new_tip=self.tr("Start a new strike team (Ctrl+N)"),
            save_tip=self.tr("Save the strike team in Muster, legal or not (Ctrl+S)"),
            recent_tip=self.tr("Open one of the strike teams saved last"),
            paste_tip=self.tr(
                "Open a strike team from a Muster code, an SPT code or a Tabletop Admiral link"
            ),
            print_tip=self.tr(
                "Print the strike team's sheet and unit cards, or export them as PDF (Ctrl+P)"
            ),
            play_tip=self.tr("Start a game with this strike team on the Games page"),
            rename_title=self.tr("Rename strike team"),
            opened_from_code=self.tr("Strike team opened from a share code; save it to keep it."),
            copied_as_text=self.tr("The strike team is on the clipboard as text."),
            file_stem=self.tr("strike-team"),
            share_actions={
                "muster": self.tr("Copy Muster share code"),
                "spt": self.tr("Copy SPT list code"),
                "tta": self.tr("Copy Tabletop Admiral link"),
            },
        )

    # --- construction ----------------------------------------------------------------------

    def build_catalogue_side(self) -> QWidget:
        self.browser = UnitBrowser(self.system, self)
        self.browser.view.accepted_drop_types = [SLOT_MIME_TYPE]
        self.browser.set_catalog(self.catalog)
        if self.ui_settings is not None:
            shown = self.ui_settings.value(f"{self.settings_key}/show-all-types", False)
            self.browser.set_show_all_types(str(shown).lower() == "true")
        # Until units are imported (or the player closes it): where more units come from.
        self.more_units_banner = QFrame(self)
        self.more_units_banner.setObjectName("more-units-banner")
        self.more_units_banner.setFrameShape(QFrame.Shape.StyledPanel)
        self.more_units_text = QLabel(self.more_units_banner)
        self.more_units_text.setObjectName("more-units-text")
        self.more_units_text.setWordWrap(True)
        self.open_catalogue_button = QPushButton(self.more_units_banner)
        self.open_catalogue_button.setObjectName("open-catalogue")
        self.open_catalogue_button.setMinimumHeight(TOUCH_TARGET)
        self.open_catalogue_button.clicked.connect(self.catalogue_requested)
        self.dismiss_banner_button = QToolButton(self.more_units_banner)
        self.dismiss_banner_button.setObjectName("dismiss-more-units")
        self.dismiss_banner_button.setText("✕")
        self.dismiss_banner_button.setAutoRaise(True)
        self.dismiss_banner_button.setFixedSize(TOUCH_TARGET, TOUCH_TARGET)
        self.dismiss_banner_button.clicked.connect(self.dismiss_more_units)
        banner_layout = QHBoxLayout(self.more_units_banner)
        banner_layout.setContentsMargins(8, 4, 4, 4)
        banner_layout.addWidget(self.more_units_text, 1)
        banner_layout.addWidget(self.open_catalogue_button)
        banner_layout.addWidget(self.dismiss_banner_button, 0, Qt.AlignmentFlag.AlignTop)
        side = QWidget(self)
        layout = QVBoxLayout(side)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.more_units_banner)
        layout.addWidget(self.browser, 1)
        self.browser.unit_activated.connect(self.add_unit)
        self.browser.more_units_requested.connect(self.catalogue_requested)
        self.browser.show_all_types_toggled.connect(self._show_all_types_toggled)
        self.browser.view.foreign_drop.connect(self._dropped_on_catalogue)
        return side

    def build_roster_side(self) -> QWidget:
        self.mission_edit = QLineEdit(self)
        self.mission_edit.setObjectName("mission-set")
        self.mission_label = QLabel(self)
        fields = QFormLayout()
        fields.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        fields.setContentsMargins(0, 0, 0, 0)
        fields.addRow(self.mission_label, self.mission_edit)
        self.mission_edit.textEdited.connect(self._mission_edited)

        structure = self.system.roster_structure()
        self.squads: list[SquadPanel] = []
        squads_row = QHBoxLayout()
        for number in range(1, structure.group_count + 1):
            panel = SquadPanel(self.system, number, self._unit_type_of, self)
            self.squads.append(panel)
            squads_row.addWidget(panel, 1)
        self.team_totals = QLabel(self)
        self.team_totals.setObjectName("team-totals")
        self.team_totals.setWordWrap(True)
        self.ownership_label = QLabel(self)
        self.ownership_label.setObjectName("not-owned")
        self.ownership_label.setWordWrap(True)
        self.ownership_label.setStyleSheet("color: #8a5a00;")
        self.ownership_label.setVisible(False)

        team = QWidget(self)
        team_layout = QVBoxLayout(team)
        team_layout.setContentsMargins(0, 0, 0, 0)
        team_layout.addLayout(fields)
        team_layout.addLayout(squads_row)
        team_layout.addWidget(self.team_totals)
        team_layout.addWidget(self.ownership_label)
        team_layout.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(team)
        self.team_area = team
        for widget in self.slot_widgets():
            widget.selected.connect(self.select_slot)
            widget.unit_dropped.connect(self.place_unit)
            widget.slot_dropped.connect(self.swap_slots)
            widget.remove_requested.connect(self.remove_unit)
            widget.move_requested.connect(self._move_between_squads)
        return scroll

    def extra_bottom_tabs(self) -> list[tuple[QWidget, Any]]:
        self.suggestions = SuggestionsPanel(self.system, self)
        self.suggestions.chosen.connect(self.apply_suggestion)
        self.suggestions.owned_only_changed.connect(lambda _on: self._refresh_suggestions())
        return [(self.suggestions, lambda: self.tr("Suggestions"))]

    def preferred_roster_height(self) -> int:
        return int(self.team_area.sizeHint().height())

    def slot_widgets(self) -> list[SlotWidget]:
        return [widget for panel in self.squads for widget in panel.slots.values()]

    def slot_widget(self, squad: int, slot: str) -> SlotWidget | None:
        if 1 <= squad <= len(self.squads):
            return self.squads[squad - 1].slots.get(slot)
        return None

    # --- texts -----------------------------------------------------------------------------

    def retranslate_game(self) -> None:
        self.mission_label.setText(self.tr("Mission set"))
        self.mission_edit.setPlaceholderText(self.tr("Name of the mission set"))
        self.open_catalogue_button.setText(self.tr("Open the Catalogue page"))
        self.dismiss_banner_button.setToolTip(self.tr("Hide this message"))
        self.browser.set_more_units(
            self.tr(
                "More units come from packs: import a community folder or a Muster pack file "
                "on the Catalogue page."
            ),
            self.tr("Open the Catalogue page"),
        )
        self._show_more_units_banner()
        for panel in self.squads:
            panel.retranslate()
        self._show_slot_in_browser()

    def first_steps(self) -> tuple[str, list[str]]:
        return self.tr("Where to start"), [
            self.tr(
                "Choose a Primary for squad 1: its slot is selected, and the catalogue "
                "lists the Primaries. Double-click one, press Enter or drag it onto the slot."
            ),
            self.tr(
                "Its Squad Points pay for the squad's Secondary and Support: the catalogue "
                "then shows which ones fit, and greys the others with the reason."
            ),
            self.tr(
                "Build squad 2 the same way. The problems of the strike team are listed "
                "here as soon as it has a unit."
            ),
        ]

    # --- catalogue and collection ----------------------------------------------------------

    def _unit_type_of(self, unit_id: str) -> str | None:
        unit = self.catalog.units.get(unit_id)
        return unit.type if unit is not None else None

    def catalog_reloaded(self) -> None:
        self.browser.set_catalog(self.catalog)
        self.browser.set_owned(self.owned)
        self._show_more_units_banner()

    def owned_changed(self) -> None:
        if hasattr(self, "browser"):
            self.browser.set_owned(self.owned)

    def _imported_units(self) -> bool:
        return any(not pack.builtin for pack in getattr(self.catalog, "packs", []))

    def _show_more_units_banner(self) -> None:
        dismissed = (
            self.ui_settings is not None
            and str(
                self.ui_settings.value(f"{self.settings_key}/more-units-dismissed", False)
            ).lower()
            == "true"
        )
        show = not dismissed and not self._imported_units()
        if show:
            self.more_units_text.setText(
                self.tr(
                    "Muster comes with {count} units. More come from packs: import a community "
                    "folder or a Muster pack file on the Catalogue page."
                ).format(count=len(self.catalog.units))
            )
        self.more_units_banner.setVisible(show)

    def dismiss_more_units(self) -> None:
        if self.ui_settings is not None:
            self.ui_settings.setValue(f"{self.settings_key}/more-units-dismissed", True)
        self.more_units_banner.setVisible(False)

    def _show_all_types_toggled(self, shown: bool) -> None:
        if self.ui_settings is not None:
            self.ui_settings.setValue(f"{self.settings_key}/show-all-types", shown)

    def focus_search(self) -> None:
        self.left_tabs.setCurrentIndex(0)
        self.browser.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.browser.search.selectAll()

    # --- selection -------------------------------------------------------------------------

    def reset_selection(self) -> None:
        self.selected = None
        self._select_first_empty()

    def select_slot(self, squad: int, slot: str) -> None:
        if self.selected == (squad, slot):
            return
        self.selected = (squad, slot)
        for widget in self.slot_widgets():
            widget.set_selected((widget.squad, widget.slot) == self.selected)
        self._show_slot_in_browser()
        self._refresh_blocked()
        self._refresh_suggestions()

    def _slot_description(self, squad: int, slot: str) -> str:
        lang = current_language()
        context = self.system.translation_context
        structure = self.system.roster_structure()
        label = next((spec.label for spec in structure.slots if spec.key == slot), slot)
        group = translate(context, structure.group_label, lang)
        return f"{group} {squad} · {translate(context, label, lang)}"

    def _show_slot_in_browser(self) -> None:
        """The catalogue lists the units of the selected slot's type, and says how to add one."""
        widget = self.slot_widget(*self.selected) if self.selected else None
        if widget is None:
            self.browser.set_slot_type(None)
            self.browser.set_idle_hint("")
            return
        description = self._slot_description(widget.squad, widget.slot)
        self.browser.set_slot_type(widget.unit_type, description)
        self.browser.set_idle_hint(
            self.tr(
                "Selected slot: {slot}. Double-click a unit, press Enter or drag it onto the "
                "slot to put it there."
            ).format(slot=description)
        )

    def _select_first_empty(self, after: tuple[int, str] | None = None) -> None:
        """Selects the next empty slot in reading order (after ``after``), if any."""
        order = [(w.squad, w.slot) for w in self.slot_widgets()]
        if after in order:
            start = order.index(after) + 1
            order = order[start:] + order[:start]
        for squad, slot in order:
            if self.editor.unit_at(squad, slot) is None:
                self.select_slot(squad, slot)
                return
        if self.selected is None and order:
            self.select_slot(*order[0])

    def violation_chosen(self, violation: Violation) -> None:
        if violation.squad is None or not violation.slot:
            return
        widget = self.slot_widget(violation.squad, violation.slot)
        if widget is not None:
            self.select_slot(violation.squad, violation.slot)
            widget.setFocus(Qt.FocusReason.OtherFocusReason)

    def _refresh_blocked(self) -> None:
        if self.selected is None:
            self.browser.set_blocked({})
            return
        squad, slot = self.selected
        check = self.system.placement_checker(self.editor.document, self.catalog, squad, slot)
        lang = current_language()
        reasons: dict[str, list[str]] = {}
        for unit_id in self.catalog.units:
            problems = check(unit_id)
            if problems:
                reasons[unit_id] = [v.message(lang) for v in problems]
        self.browser.set_blocked(reasons)

    def _refresh_suggestions(self) -> None:
        squad = self.selected[0] if self.selected else 1
        primary_slot = self.system.roster_structure().slots[0].key
        primary_id = self.editor.unit_at(squad, primary_slot)
        primary = self.catalog.units.get(primary_id) if primary_id else None
        if primary is None:
            self.suggestions.show_suggestions(None, None, [])
            return
        owned = self.owned if self.suggestions.owned_only.isChecked() else None
        found = self.system.suggest(
            self.catalog, primary.id, self.editor.document, squad, owned, 200
        )
        self.suggestions.show_suggestions(squad, primary.name.as_dict(), found)

    # --- changing the strike team ----------------------------------------------------------

    def _unit_name(self, unit_id: str | None) -> str:
        unit = self.catalog.units.get(unit_id) if unit_id else None
        return unit.name.get(current_language()) if unit is not None else (unit_id or "")

    def add_unit(self, unit_id: str) -> None:
        """Double-click or Enter in the catalogue: into the selected slot when the unit fits it,
        else into the first empty slot of its type."""
        unit_type = self._unit_type_of(unit_id)
        if unit_type is None:
            return
        target: tuple[int, str] | None = None
        if self.selected is not None:
            widget = self.slot_widget(*self.selected)
            if widget is not None and widget.unit_type == unit_type:
                target = self.selected
        if target is None:
            for widget in self.slot_widgets():
                if widget.unit_type == unit_type and widget.unit_id is None:
                    target = (widget.squad, widget.slot)
                    break
        if target is None:
            self.say(
                self.tr("Every slot for this unit is taken: select one to replace the unit in it.")
            )
            return
        self.place_unit(*target, unit_id)

    def place_unit(self, squad: int, slot: str, unit_id: str) -> None:
        text = self.tr("Add {unit}").format(unit=self._unit_name(unit_id))

        def edit(document: RosterDocument) -> None:
            document.squads[squad - 1][slot] = unit_id

        if self.editor.change(text, edit):
            self.say("")
            self._select_first_empty(after=(squad, slot))

    def remove_unit(self, squad: int, slot: str) -> None:
        unit_id = self.editor.unit_at(squad, slot)
        if unit_id is None:
            return
        text = self.tr("Remove {unit}").format(unit=self._unit_name(unit_id))

        def edit(document: RosterDocument) -> None:
            document.squads[squad - 1][slot] = None

        self.editor.change(text, edit)
        self.select_slot(squad, slot)

    def swap_slots(self, from_squad: int, from_slot: str, to_squad: int, to_slot: str) -> None:
        first = self.editor.unit_at(from_squad, from_slot)
        second = self.editor.unit_at(to_squad, to_slot)
        if first is None and second is None:
            return
        if second is None:
            text = self.tr("Move {unit}").format(unit=self._unit_name(first))
        else:
            text = self.tr("Swap {unit} and {other}").format(
                unit=self._unit_name(first), other=self._unit_name(second)
            )

        def edit(document: RosterDocument) -> None:
            document.squads[from_squad - 1][from_slot] = second
            document.squads[to_squad - 1][to_slot] = first

        if self.editor.change(text, edit):
            self.select_slot(to_squad, to_slot)

    def _move_between_squads(self, squad: int, slot: str, offset: int) -> None:
        other = squad + offset
        widget = self.slot_widget(other, slot)
        if widget is not None:
            self.swap_slots(squad, slot, other, slot)
            widget.setFocus(Qt.FocusReason.OtherFocusReason)

    def _dropped_on_catalogue(self, mime: QMimeData) -> None:
        source = read_slot_mime(mime)
        if source is not None:
            self.remove_unit(*source)

    def apply_suggestion(self, squad: int, suggestion: Any) -> None:
        filled = self.suggestions.model.filled_slots(suggestion)
        names = " + ".join(unit.name.get(current_language()) for _key, unit in filled)
        text = self.tr("Complete squad {squad} with {units}").format(squad=squad, units=names)

        def edit(document: RosterDocument) -> None:
            for key, unit in filled:
                document.squads[squad - 1][key] = unit.id

        if self.editor.change(text, edit):
            self._select_first_empty(after=(squad, filled[-1][0]))

    def _mission_edited(self, text: str) -> None:
        def edit(document: RosterDocument) -> None:
            document.mission_set = text or None

        self.field_change(self.tr("Set the mission set"), edit, MERGE_MISSION)

    # --- showing the strike team -----------------------------------------------------------

    def show_document(self) -> None:
        document = self.editor.document
        lang = current_language()
        if not self.updating_fields and self.mission_edit.text() != (document.mission_set or ""):
            self.mission_edit.setText(document.mission_set or "")
        problem_slots = {(v.squad, v.slot) for v in self.editor.violations if v.severity == "error"}
        squads_totals = self.editor.totals.get("squads", [])
        for panel in self.squads:
            for slot, widget in panel.slots.items():
                unit_id = self.editor.unit_at(panel.number, slot)
                unit = self.catalog.units.get(unit_id) if unit_id else None
                if unit_id is None:
                    widget.show_unit(None, self.tr("Empty: drop a unit here"), "")
                elif unit is None:
                    widget.show_unit(unit_id, unit_id, self.tr("Not in the catalogue"))
                else:
                    widget.show_unit(unit_id, unit.name.get(lang), self._unit_detail(unit))
                widget.set_flag(
                    "problem", unit_id is not None and (panel.number, slot) in problem_slots
                )
                messages = [
                    v.message(lang)
                    for v in self.editor.violations
                    if v.squad == panel.number and v.slot == slot
                ]
                if unit_id is not None:
                    messages.append(
                        self.tr(
                            "Double-click, Delete or drag it out to remove it; Alt+Left/Right "
                            "moves it to the other squad."
                        )
                    )
                widget.setToolTip("\n".join(messages))
            if panel.number <= len(squads_totals):
                self._show_squad_points(panel, squads_totals[panel.number - 1])
        self._show_team_totals()
        self._show_ownership()
        self._refresh_blocked()
        self._refresh_suggestions()

    def _show_squad_points(self, panel: SquadPanel, figures: dict[str, Any]) -> None:
        spent, available = figures.get("pc", 0), figures.get("sp", 0)
        primary_slot = self.system.roster_structure().slots[0].key
        if self.editor.unit_at(panel.number, primary_slot) is None:
            # "0 of 0" would read as a broken squad: the Primary gives the points.
            panel.show_points(
                self.tr("Squad Points: {spent} spent; the Primary sets how many").format(
                    spent=spent
                ),
                False,
            )
        else:
            panel.show_points(
                self.tr("Squad Points: {spent} of {available} used").format(
                    spent=spent, available=available
                ),
                spent > available,
            )

    def _unit_detail(self, unit: Any) -> str:
        if unit.type == self.system.roster_structure().slots[0].unit_type:
            points = self.tr("{sp} SP").format(sp=unit.sp or 0)
        else:
            points = self.tr("{pc} PC").format(pc=unit.pc or 0)
        if not unit.force:
            return points
        return self.tr("{points} · Force {force}").format(points=points, force=unit.force)

    def _show_team_totals(self) -> None:
        totals = self.editor.totals
        structure = self.system.roster_structure()
        extra = int(totals.get("order_deck", 0)) - int(totals.get("units", 0))
        full_deck = structure.group_count * len(structure.slots) + extra
        self.team_totals.setText(
            self.tr(
                "Strike team: Force pool {force} · characters {characters} · "
                "order deck {deck} of {full}"
            ).format(
                force=totals.get("force", 0),
                characters=totals.get("characters", 0),
                deck=totals.get("order_deck", 0),
                full=full_deck,
            )
        )

    def extra_problems(self) -> list[Any]:
        if not self.owned:
            return []
        return list(self.system.owned_problems(self.editor.document, self.catalog, self.owned))

    def _show_ownership(self) -> None:
        extra = self.extra_problems()
        if extra:
            text = self.tr("Not in your collection: {units}.").format(
                units=", ".join(self._unit_name(item.unit_id) for item in extra)
            )
            self.ownership_label.setText(text)
        self.ownership_label.setVisible(bool(extra))

    def describe_saved(self, saved: Any) -> tuple[bool, str]:
        """Whether a saved strike team is legal with today's catalogue, and its Primaries."""
        document = saved.document
        legal = self.system.is_legal(self.system.validate(document, self.catalog))
        primary = self.system.roster_structure().slots[0].key
        names = [self._unit_name(squad.get(primary)) for squad in document.squads]
        return legal, " + ".join(name for name in names if name)

    # --- layout ----------------------------------------------------------------------------

    def save_game_layout(self, settings: QSettings, key: str) -> None:
        self.browser.save_state(settings, f"{key}/catalogue")

    def restore_game_layout(self, settings: QSettings, key: str) -> None:
        self.browser.restore_state(settings, f"{key}/catalogue")
        self.browser.view.horizontalHeader().sectionResized.connect(lambda *_: self.save_layout())
