"""The builder page: pick units from the catalogue, fill two squads, see at once what is
illegal and why, save, share and reopen strike teams."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QMimeData, QObject, QSettings, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QTabWidget,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app import systems
from app.errors import MusterError
from app.i18n import current_language, translate
from app.roster.document import RosterDocument
from app.roster.share import share_formats
from app.workspace import Workspace
from ui.builder.commands import DeleteRosterCommand, RenameRosterCommand
from ui.builder.dialogs import PasteCodeDialog, ask_discard, confirm_delete, show_error
from ui.builder.editor import RosterEditor
from ui.builder.roster_list import RosterListPanel
from ui.builder.slot_widget import SLOT_MIME_TYPE, TOUCH_TARGET, SlotWidget, read_slot_mime
from ui.builder.squad_panel import SquadPanel
from ui.builder.suggestions_panel import SuggestionsPanel
from ui.builder.violations_panel import ViolationsPanel
from ui.unit_browser import UnitBrowser
from ui.widgets.retranslate import Retranslatable

SYSTEM_ID = "shatterpoint"
SETTINGS_KEY = "builder"

# The strike team's side of the page: at least this wide, or this share of a wide window.
RIGHT_MIN_WIDTH = 520
RIGHT_SHARE = 0.3

# Merge ids: typing in one field is one undo step.
MERGE_NAME, MERGE_MISSION, MERGE_NOTES = 1, 2, 3


class BuilderPage(Retranslatable, QWidget):
    """The strike-team builder. ``catalog_changed()`` reloads the catalogue (after an import).

    ``catalogue_requested`` asks the window for the Catalogue page, where units are imported.
    """

    status = Signal(str)
    play_requested = Signal(object)  # a copy of the RosterDocument on screen
    catalogue_requested = Signal()

    def __init__(
        self,
        workspace: Workspace,
        ui_settings: QSettings | None = None,
        parent: QWidget | None = None,
        system_id: str = SYSTEM_ID,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("page-builder")
        self.workspace = workspace
        self.ui_settings = ui_settings
        self.system: Any = systems.get(system_id)
        self.catalog: Any = workspace.catalog(system_id)
        self.editor = RosterEditor(self.system, self.catalog, self)
        self.selected: tuple[int, str] | None = None
        self._store: Any = None
        self._owned: dict[str, int] = {}
        self._updating_fields = False
        self._watched_window: QWidget | None = None
        self.print_dialog: QWidget | None = None
        self._split_restored = False
        self._auto_sizes: list[int] | None = None  # the split last chosen by the page itself

        self._build_actions()
        self._build_widgets()
        self.roster_list.model.describe = self._describe_saved
        self._connect()
        self.browser.set_catalog(self.catalog)
        self._load_owned()
        self.retranslate()
        self._select_first_empty()
        self._document_changed()
        self._restore_layout()
        self.roster_list_changed()

    # --- construction ----------------------------------------------------------------------

    def _action(self, name: str, shortcut: Any = None) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        stack = self.editor.undo_stack
        self.new_action = self._action("new-roster", QKeySequence.StandardKey.New)
        self.save_action = self._action("save-roster", QKeySequence.StandardKey.Save)
        self.export_file_action = self._action("save-roster-file", "Ctrl+Shift+S")
        self.import_file_action = self._action("open-roster-file", QKeySequence.StandardKey.Open)
        self.copy_code_actions = {
            fmt: self._action(f"copy-code-{fmt}") for fmt in share_formats(self.system.id)
        }
        self.copy_code_actions["muster"].setShortcut(QKeySequence("Ctrl+Shift+C"))
        self.paste_code_action = self._action("paste-code", "Ctrl+Shift+V")
        self.copy_text_action = self._action("copy-text", "Ctrl+Shift+T")
        self.find_action = self._action("find-unit", QKeySequence.StandardKey.Find)
        self.print_action = self._action("print-roster", QKeySequence.StandardKey.Print)
        self.play_action = self._action("play-roster")
        self.play_action.triggered.connect(
            lambda: self.play_requested.emit(self.editor.document.copy())
        )
        # Own actions rather than createUndoAction(): their text stays short in the toolbar,
        # the step they would undo goes in the tooltip.
        self.undo_action = self._action("undo", QKeySequence.StandardKey.Undo)
        self.redo_action = self._action("redo")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.undo_action.triggered.connect(stack.undo)
        self.redo_action.triggered.connect(stack.redo)
        stack.canUndoChanged.connect(self.undo_action.setEnabled)
        stack.canRedoChanged.connect(self.redo_action.setEnabled)
        stack.indexChanged.connect(self._undo_texts)
        self.undo_action.setEnabled(False)
        self.redo_action.setEnabled(False)

    def _build_widgets(self) -> None:
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("builder-toolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toolbar.addAction(self.new_action)
        self.recent_menu = QMenu(self)
        self.recent_menu.setObjectName("recent-rosters")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.recent_button = QToolButton(self)
        self.recent_button.setObjectName("recent-button")
        self.recent_button.setMenu(self.recent_menu)
        self.recent_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.toolbar.addWidget(self.recent_button)
        self.toolbar.addAction(self.save_action)
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.undo_action)
        self.toolbar.addAction(self.redo_action)
        self.toolbar.addSeparator()
        self.share_menu = QMenu(self)
        for action in self.copy_code_actions.values():
            self.share_menu.addAction(action)
        self.share_menu.addAction(self.copy_text_action)
        self.share_menu.addSeparator()
        self.share_menu.addAction(self.paste_code_action)
        self.share_menu.addSeparator()
        self.share_menu.addAction(self.export_file_action)
        self.share_menu.addAction(self.import_file_action)
        self.share_button = QToolButton(self)
        self.share_button.setObjectName("share-button")
        self.share_button.setMenu(self.share_menu)
        self.share_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.toolbar.addWidget(self.share_button)
        self.toolbar.addAction(self.paste_code_action)
        self.toolbar.addAction(self.print_action)
        self.toolbar.addAction(self.play_action)
        self.state_label = QLabel(self)
        self.state_label.setObjectName("roster-state")
        spacer = QWidget(self)
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.toolbar.addWidget(spacer)
        self.toolbar.addWidget(self.state_label)

        # Left: the catalogue and the saved strike teams.
        self.browser = UnitBrowser(self.system, self)
        self.browser.view.accepted_drop_types = [SLOT_MIME_TYPE]
        if self.ui_settings is not None:
            shown = self.ui_settings.value(f"{SETTINGS_KEY}/show-all-types", False)
            self.browser.set_show_all_types(str(shown).lower() == "true")
        self.roster_list = RosterListPanel(self)
        self.left_tabs = QTabWidget(self)
        self.left_tabs.setObjectName("builder-left-tabs")
        self.left_tabs.addTab(self.browser, "")
        self.left_tabs.addTab(self.roster_list, "")
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
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.more_units_banner)
        left_layout.addWidget(self.left_tabs, 1)

        # Right: the strike team.
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("roster-name")
        self.mission_edit = QLineEdit(self)
        self.mission_edit.setObjectName("mission-set")
        self.casual_box = QCheckBox(self)
        self.casual_box.setObjectName("casual")
        self.name_label = QLabel(self)
        self.mission_label = QLabel(self)
        fields = QFormLayout()
        fields.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        fields.addRow(self.name_label, self.name_edit)
        mission_row = QHBoxLayout()
        mission_row.addWidget(self.mission_edit, 1)
        mission_row.addWidget(self.casual_box)
        fields.addRow(self.mission_label, mission_row)

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
        self.status_label = QLabel(self)
        self.status_label.setObjectName("builder-status")
        self.status_label.setWordWrap(True)
        self.status_label.setVisible(False)  # an empty line would push the squads into a scroll

        team = QWidget(self)
        team_layout = QVBoxLayout(team)
        team_layout.setContentsMargins(4, 0, 4, 0)
        team_layout.addLayout(fields)
        team_layout.addLayout(squads_row)
        team_layout.addWidget(self.team_totals)
        team_layout.addWidget(self.ownership_label)
        team_layout.addWidget(self.status_label)
        team_layout.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(team)
        self.team_area = team

        self.violations = ViolationsPanel(self)
        self.suggestions = SuggestionsPanel(self.system, self)
        self.notes_edit = QPlainTextEdit(self)
        self.notes_edit.setObjectName("notes")
        self.bottom_tabs = QTabWidget(self)
        self.bottom_tabs.setObjectName("builder-bottom-tabs")
        self.bottom_tabs.addTab(self.violations, "")
        self.bottom_tabs.addTab(self.suggestions, "")
        self.bottom_tabs.addTab(self.notes_edit, "")

        self.right_splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.right_splitter.setObjectName("builder-right-splitter")
        self.right_splitter.addWidget(scroll)
        self.right_splitter.addWidget(self.bottom_tabs)
        # The squads need a fixed height; a taller window gives its room to the problems and
        # suggestions lists rather than to blank space under the squads.
        self.right_splitter.setStretchFactor(0, 0)
        self.right_splitter.setStretchFactor(1, 1)
        self.right_splitter.setChildrenCollapsible(False)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("builder-splitter")
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.right_splitter)
        self.splitter.installEventFilter(self)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.splitter, 1)

    def slot_widgets(self) -> list[SlotWidget]:
        return [widget for panel in self.squads for widget in panel.slots.values()]

    def slot_widget(self, squad: int, slot: str) -> SlotWidget | None:
        if 1 <= squad <= len(self.squads):
            return self.squads[squad - 1].slots.get(slot)
        return None

    def _connect(self) -> None:
        self.editor.document_changed.connect(self._document_changed)
        self.editor.state_changed.connect(self._state_changed)
        self.browser.unit_activated.connect(self.add_unit)
        self.browser.more_units_requested.connect(self.catalogue_requested)
        self.browser.show_all_types_toggled.connect(self._show_all_types_toggled)
        self.browser.view.foreign_drop.connect(self._dropped_on_catalogue)
        for widget in self.slot_widgets():
            widget.selected.connect(self.select_slot)
            widget.unit_dropped.connect(self.place_unit)
            widget.slot_dropped.connect(self.swap_slots)
            widget.remove_requested.connect(self.remove_unit)
            widget.move_requested.connect(self._move_between_squads)
        self.violations.slot_chosen.connect(self._violation_clicked)
        self.suggestions.chosen.connect(self.apply_suggestion)
        self.suggestions.owned_only_changed.connect(lambda _on: self._refresh_suggestions())
        self.name_edit.textEdited.connect(self._name_edited)
        self.mission_edit.textEdited.connect(self._mission_edited)
        self.casual_box.clicked.connect(self._casual_clicked)
        self.notes_edit.textChanged.connect(self._notes_edited)
        self.new_action.triggered.connect(self.new_roster)
        self.save_action.triggered.connect(self.save)
        self.export_file_action.triggered.connect(self.save_to_file)
        self.import_file_action.triggered.connect(self.open_file)
        for fmt, action in self.copy_code_actions.items():
            action.triggered.connect(lambda _checked=False, f=fmt: self.copy_share_code(f))
        self.paste_code_action.triggered.connect(self.paste_share_code)
        self.copy_text_action.triggered.connect(self.copy_text)
        self.find_action.triggered.connect(self.focus_search)
        self.print_action.triggered.connect(self.print_roster)
        self.roster_list.open_requested.connect(self.open_roster)
        self.roster_list.rename_requested.connect(self.rename_roster)
        self.roster_list.duplicate_requested.connect(self.duplicate_roster)
        self.roster_list.delete_requested.connect(self.delete_roster)
        self.roster_list.search_changed.connect(lambda _text: self.roster_list_changed())
        self.splitter.splitterMoved.connect(lambda *_: self.save_layout())
        self.right_splitter.splitterMoved.connect(lambda *_: self.save_layout())
        self.browser.view.horizontalHeader().sectionResized.connect(lambda *_: self.save_layout())

    # --- texts -----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.new_action.setText(self.tr("New"))
        self.new_action.setToolTip(self.tr("Start a new strike team (Ctrl+N)"))
        self.save_action.setText(self.tr("Save"))
        self.save_action.setToolTip(
            self.tr("Save the strike team in Muster, legal or not (Ctrl+S)")
        )
        self.undo_action.setText(self.tr("Undo"))
        self.redo_action.setText(self.tr("Redo"))
        self._undo_texts()
        self.share_button.setText(self.tr("Share"))
        self.recent_button.setText(self.tr("Recent"))
        self.recent_button.setToolTip(self.tr("Open one of the strike teams saved last"))
        self.copy_code_actions["muster"].setText(self.tr("Copy Muster share code"))
        self.copy_code_actions["spt"].setText(self.tr("Copy SPT list code"))
        self.copy_code_actions["tta"].setText(self.tr("Copy Tabletop Admiral link"))
        self.copy_text_action.setText(self.tr("Copy as text for forums and chats"))
        self.paste_code_action.setText(self.tr("Paste share code"))
        self.find_action.setText(self.tr("Find a unit"))
        self.print_action.setText(self.tr("Print…"))
        self.print_action.setToolTip(
            self.tr("Print the strike team's sheet and unit cards, or export them as PDF (Ctrl+P)")
        )
        self.play_action.setText(self.tr("Play a game…"))
        self.play_action.setToolTip(self.tr("Start a game with this strike team on the Games page"))
        self.paste_code_action.setToolTip(
            self.tr("Open a strike team from a Muster code, an SPT code or a Tabletop Admiral link")
        )
        self.export_file_action.setText(self.tr("Save as roster file…"))
        self.import_file_action.setText(self.tr("Open roster file…"))
        self.left_tabs.setTabText(0, self.tr("Catalogue"))
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
        self.left_tabs.setTabText(1, self.tr("Saved strike teams"))
        self.bottom_tabs.setTabText(1, self.tr("Suggestions"))
        self.bottom_tabs.setTabText(2, self.tr("Notes"))
        self.name_label.setText(self.tr("Name"))
        self.name_edit.setPlaceholderText(self.tr("Untitled strike team"))
        self.mission_label.setText(self.tr("Mission set"))
        self.mission_edit.setPlaceholderText(self.tr("Name of the mission set"))
        self.casual_box.setText(self.tr("Casual"))
        self.casual_box.setToolTip(
            self.tr("Narrative play or house rules: broken rules are shown as warnings")
        )
        self.notes_edit.setPlaceholderText(self.tr("Notes: tactics, match-ups, reminders…"))
        for panel in self.squads:
            panel.retranslate()
        self._show_slot_in_browser()
        self._document_changed()
        self._state_changed()
        if self._store is not None:  # the saved list names units in the language shown
            self.roster_list_changed()

    def _undo_texts(self) -> None:
        stack = self.editor.undo_stack
        undo, redo = stack.undoText(), stack.redoText()
        self.undo_action.setToolTip(
            self.tr("Undo: {step} (Ctrl+Z)").format(step=undo) if undo else self.tr("Undo (Ctrl+Z)")
        )
        self.redo_action.setToolTip(
            self.tr("Redo: {step} (Ctrl+Shift+Z)").format(step=redo)
            if redo
            else self.tr("Redo (Ctrl+Shift+Z)")
        )

    def _problem_tab_text(self) -> str:
        if not self.editor.document.unit_ids():
            return self.tr("First steps")
        count = len(self.editor.violations)
        if count:
            return self.tr("Problems ({count})").format(count=count)
        return self.tr("Problems")

    # --- catalogue and collection ----------------------------------------------------------

    def _unit_type_of(self, unit_id: str) -> str | None:
        unit = self.catalog.units.get(unit_id)
        return unit.type if unit is not None else None

    def catalog_changed(self, system_id: str = "") -> None:
        """Shows the workspace's catalogue as it is now (after an import): the browser, the
        slots and the violations all use the new figures. Connectable to the Catalogue page's
        ``catalogue_changed(system_id)``."""
        if system_id and system_id != self.system.id:
            return
        self.catalog = self.workspace.catalog(self.system.id)
        self.browser.set_catalog(self.catalog)
        self._load_owned()
        self.editor.set_catalog(self.catalog)
        self.roster_list_changed()  # saved teams may have become legal or not
        self._show_more_units_banner()

    def _imported_units(self) -> bool:
        return any(not pack.builtin for pack in getattr(self.catalog, "packs", []))

    def _show_more_units_banner(self) -> None:
        dismissed = (
            self.ui_settings is not None
            and str(self.ui_settings.value(f"{SETTINGS_KEY}/more-units-dismissed", False)).lower()
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
            self.ui_settings.setValue(f"{SETTINGS_KEY}/more-units-dismissed", True)
        self.more_units_banner.setVisible(False)

    def _show_all_types_toggled(self, shown: bool) -> None:
        if self.ui_settings is not None:
            self.ui_settings.setValue(f"{SETTINGS_KEY}/show-all-types", shown)

    def collection_changed(self) -> None:
        self._load_owned()
        self._document_changed()

    def _load_owned(self) -> None:
        from app.catalog.collection import Collection

        try:
            self._owned = Collection(self.workspace.db, self.system.id).counts()
        except MusterError:
            self._owned = {}
        self.browser.set_owned(self._owned)

    # --- selection -------------------------------------------------------------------------

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

    def _violation_clicked(self, squad: int, slot: str) -> None:
        widget = self.slot_widget(squad, slot)
        if widget is not None:
            self.select_slot(squad, slot)
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
        owned = self._owned if self.suggestions.owned_only.isChecked() else None
        found = self.system.suggest(
            self.catalog, primary.id, self.editor.document, squad, owned, 200
        )
        self.suggestions.show_suggestions(squad, primary.name.as_dict(), found)

    # --- changing the roster ---------------------------------------------------------------

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
            self._say(
                self.tr("Every slot for this unit is taken: select one to replace the unit in it.")
            )
            return
        self.place_unit(*target, unit_id)

    def place_unit(self, squad: int, slot: str, unit_id: str) -> None:
        text = self.tr("Add {unit}").format(unit=self._unit_name(unit_id))

        def edit(document: RosterDocument) -> None:
            document.squads[squad - 1][slot] = unit_id

        if self.editor.change(text, edit):
            self._say("")
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

    def _name_edited(self, text: str) -> None:
        def edit(document: RosterDocument) -> None:
            document.name = text

        self._field_change(self.tr("Rename to {name}").format(name=text), edit, MERGE_NAME)

    def _mission_edited(self, text: str) -> None:
        def edit(document: RosterDocument) -> None:
            document.mission_set = text or None

        self._field_change(self.tr("Set the mission set"), edit, MERGE_MISSION)

    def _casual_clicked(self, checked: bool) -> None:
        def edit(document: RosterDocument) -> None:
            document.casual = checked

        text = self.tr("Mark as casual") if checked else self.tr("Mark as competitive")
        self._field_change(text, edit)

    def _notes_edited(self) -> None:
        if self._updating_fields:
            return
        text = self.notes_edit.toPlainText()

        def edit(document: RosterDocument) -> None:
            document.notes = text

        self._field_change(self.tr("Edit the notes"), edit, MERGE_NOTES)

    def _field_change(self, text: str, edit: Any, merge_id: int = -1) -> None:
        if not self._updating_fields:
            self._updating_fields = True
            try:
                self.editor.change(text, edit, merge_id)
            finally:
                self._updating_fields = False

    # --- showing the roster ----------------------------------------------------------------

    def _document_changed(self) -> None:
        document = self.editor.document
        lang = current_language()
        if not self._updating_fields:
            self._updating_fields = True
            try:
                if self.name_edit.text() != document.name:
                    self.name_edit.setText(document.name)
                if self.mission_edit.text() != (document.mission_set or ""):
                    self.mission_edit.setText(document.mission_set or "")
                self.casual_box.setChecked(document.casual)
                if self.notes_edit.toPlainText() != document.notes:
                    self.notes_edit.setPlainText(document.notes)
            finally:
                self._updating_fields = False
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
                figures = squads_totals[panel.number - 1]
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
        self._show_team_totals()
        self._show_violations()
        self._refresh_blocked()
        self._refresh_suggestions()

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

    def _show_violations(self) -> None:
        document = self.editor.document
        extra: list[Any] = []
        if self._owned:
            extra = list(self.system.owned_problems(document, self.catalog, self._owned))
        self.violations.show_violations(
            self.editor.violations,
            self.editor.is_legal(),
            document.casual,
            not document.unit_ids(),
            extra,
        )
        self.violations.set_first_steps(
            self.tr("Where to start"),
            [
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
            ],
        )
        self.bottom_tabs.setTabText(0, self._problem_tab_text())
        if extra:
            text = self.tr("Not in your collection: {units}.").format(
                units=", ".join(self._unit_name(item.unit_id) for item in extra)
            )
            self.ownership_label.setText(text)
        self.ownership_label.setVisible(bool(extra))

    def _state_changed(self) -> None:
        editor = self.editor
        if editor.saved_id is None and not editor.detached:
            text = self.tr("New, not saved yet")
        elif editor.detached and editor.saved_id is None:
            text = self.tr("Not saved in Muster")
        elif editor.is_dirty():
            text = self.tr("Unsaved changes")
        else:
            text = self.tr("Saved")
        self.state_label.setText(text)
        self.roster_list.model.open_id = editor.saved_id
        self.roster_list.view.viewport().update()

    def _say(self, text: str) -> None:
        self.status_label.setText(text)
        self.status_label.setVisible(bool(text))
        self.status.emit(text)

    # --- saved rosters ---------------------------------------------------------------------

    def store(self) -> Any:
        if self._store is None:
            from app.roster.store import RosterStore

            self._store = RosterStore(self.workspace.db)
        return self._store

    def roster_list_changed(self) -> None:
        try:
            rosters = self.store().list(self.system.id, self.roster_list.search.text())
        except MusterError as exc:
            self._say(exc.message(current_language()))
            rosters = []
        self.roster_list.set_rosters(rosters, self.editor.saved_id)

    def _describe_saved(self, saved: Any) -> tuple[bool, str]:
        """Whether a saved roster is legal with today's catalogue, and its Primaries."""
        document = saved.document
        legal = self.system.is_legal(self.system.validate(document, self.catalog))
        primary = self.system.roster_structure().slots[0].key
        names = [self._unit_name(squad.get(primary)) for squad in document.squads]
        return legal, " + ".join(name for name in names if name)

    def focus_search(self) -> None:
        self.left_tabs.setCurrentWidget(self.browser)
        self.browser.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.browser.search.selectAll()

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        try:
            recent = self.store().recent(limit=10)
        except MusterError as exc:
            self._say(exc.message(current_language()))
            recent = []
        for saved in recent:
            if saved.system != self.system.id:
                continue
            action = self.recent_menu.addAction(saved.name or self.tr("Untitled strike team"))
            action.triggered.connect(lambda _checked=False, i=saved.id: self.open_roster(i))
        if self.recent_menu.isEmpty():
            self.recent_menu.addAction(self.tr("No saved strike teams yet")).setEnabled(False)

    def maybe_discard(self) -> bool:
        """True when the roster on screen may be replaced: saved, discarded, or unchanged."""
        if not self.editor.is_dirty():
            return True
        answer = ask_discard(self, self.editor.document.name)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def new_roster(self) -> None:
        if self.maybe_discard():
            self.editor.load(self.system.new_roster(), None)
            self.selected = None
            self._select_first_empty()
            self._say("")

    def save(self) -> bool:
        """Saves into the database (a draft with errors too); True when saved."""
        document = self.editor.document
        try:
            if self.editor.saved_id is None:
                saved = self.store().create(document)
            else:
                saved = self.store().save(self.editor.saved_id, document)
        except MusterError as exc:
            show_error(self, self.tr("Save"), exc)
            return False
        self.editor.mark_saved(saved.id)
        self.roster_list_changed()
        self._say(
            self.tr("Saved “{name}”.").format(name=saved.name or self.tr("Untitled strike team"))
        )
        return True

    def open_roster(self, roster_id: int) -> None:
        if roster_id == self.editor.saved_id and not self.editor.detached:
            return
        if not self.maybe_discard():
            return
        try:
            saved = self.store().get(roster_id)
        except MusterError as exc:
            show_error(self, self.tr("Open"), exc)
            self.roster_list_changed()
            return
        self._load(saved.document, saved.id)

    def _load(self, document: RosterDocument, saved_id: int | None, detached: bool = False) -> None:
        self.editor.load(document, saved_id, detached)
        self.selected = None
        self._select_first_empty()
        self.roster_list_changed()

    def rename_roster(self, roster_id: int) -> None:
        try:
            saved = self.store().get(roster_id)
        except MusterError as exc:
            show_error(self, self.tr("Rename"), exc)
            return
        name, ok = QInputDialog.getText(
            self,
            self.tr("Rename strike team"),
            self.tr("New name:"),
            QLineEdit.EchoMode.Normal,
            saved.name,
        )
        name = name.strip()
        if not ok or name == saved.name:
            return
        if roster_id == self.editor.saved_id:
            # The saved row changes its name only: other edits on screen stay unsaved.
            try:
                self.store().rename(roster_id, name)
            except MusterError as exc:
                show_error(self, self.tr("Rename"), exc)
                return
            self.editor.saved_name_changed(name)
            self.name_edit.setText(name)
            self._name_edited(name)
            self.roster_list_changed()
        else:
            text = self.tr("Rename {old} to {new}").format(old=saved.name, new=name)
            self.editor.undo_stack.push(
                RenameRosterCommand(self, roster_id, saved.name, name, text)
            )

    def duplicate_roster(self, roster_id: int) -> None:
        if not self.maybe_discard():
            return
        try:
            original = self.store().get(roster_id)
            name = self.tr("{name} (copy)").format(
                name=original.name or self.tr("Untitled strike team")
            )
            copy = self.store().duplicate(roster_id, name)
        except MusterError as exc:
            show_error(self, self.tr("Duplicate"), exc)
            return
        self._load(copy.document, copy.id)
        self.roster_list.select(copy.id)
        self._say(self.tr("Duplicated as “{name}”.").format(name=copy.name))

    def delete_roster(self, roster_id: int) -> None:
        try:
            saved = self.store().get(roster_id)
        except MusterError as exc:
            show_error(self, self.tr("Delete"), exc)
            return
        if not confirm_delete(self, saved.name):
            return
        text = self.tr("Delete {name}").format(name=saved.name or self.tr("Untitled strike team"))
        try:
            self.editor.undo_stack.push(DeleteRosterCommand(self, roster_id, text))
        except MusterError as exc:
            show_error(self, self.tr("Delete"), exc)
            return
        self._say(
            self.tr("Deleted “{name}”. Undo (Ctrl+Z) brings it back.").format(name=saved.name)
        )

    # --- files, codes and text -------------------------------------------------------------

    def _decode(self, text: str) -> RosterDocument:
        from app.roster import share

        return share.decode(text, self.workspace.catalog)

    def paste_share_code(self) -> None:
        """Opens a roster from the code on the clipboard; asks for one when it cannot be read."""
        clipboard = QApplication.clipboard().text().strip()
        document: RosterDocument | None = None
        error = ""
        if clipboard:
            try:
                document = self._decode(clipboard)
            except MusterError as exc:
                error = exc.message(current_language())
        if document is None:
            dialog = PasteCodeDialog(self._decode, clipboard, self)
            if error:
                dialog.show_error(error)
            if dialog.exec() != PasteCodeDialog.DialogCode.Accepted or dialog.document is None:
                return
            document = dialog.document
        if document.system != self.system.id:
            self._other_game(self.tr("Paste share code"), document.system)
            return
        if self.maybe_discard():
            self._load(document, None, detached=True)
            self._say(self.tr("Strike team opened from a share code; save it to keep it."))

    def copy_share_code(self, fmt: str) -> None:
        from app.roster import share

        try:
            code = share.encode(self.editor.document, fmt, self.catalog)
        except MusterError as exc:
            show_error(self, self.tr("Share"), exc)
            return
        QApplication.clipboard().setText(code)
        self._say(self.tr("Share code copied to the clipboard."))

    def copy_text(self) -> None:
        text = self.system.to_text(self.editor.document, self.catalog, current_language())
        QApplication.clipboard().setText(text)
        self._say(self.tr("The strike team is on the clipboard as text."))

    def save_to_file(self) -> None:
        name = self.editor.document.name or self.tr("strike-team")
        path, _filter = QFileDialog.getSaveFileName(
            self,
            self.tr("Save as roster file"),
            str(Path.home() / f"{name}.json"),
            self.tr("Muster roster (*.json)"),
        )
        if not path:
            return
        try:
            self.editor.document.write(Path(path))
        except MusterError as exc:
            show_error(self, self.tr("Save as roster file"), exc)
            return
        self._say(self.tr("Written to {file}.").format(file=path))

    def open_file(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Open roster file"), str(Path.home()), self.tr("Muster roster (*.json)")
        )
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path) -> None:
        try:
            document = RosterDocument.read(path)
        except MusterError as exc:
            show_error(self, self.tr("Open roster file"), exc)
            return
        if document.system != self.system.id:
            self._other_game(self.tr("Open roster file"), document.system)
            return
        if self.maybe_discard():
            self._load(document, None, detached=True)

    def print_roster(self) -> None:
        """Opens the Print dialog on a copy of the strike team as it is on screen."""
        from ui.printing.dialog import PrintDialog

        if self.print_dialog is not None:
            self.print_dialog.deleteLater()
        dialog = PrintDialog(self.workspace, self.editor.document.copy(), self)
        self.print_dialog = dialog
        dialog.open()

    def _other_game(self, title: str, system_id: str) -> None:
        try:
            game = systems.get(system_id).display_name(current_language())
        except MusterError:
            game = system_id
        show_error(
            self, title, self.tr("This roster is for another game: {game}.").format(game=game)
        )

    # --- window life -----------------------------------------------------------------------

    def showEvent(self, event: Any) -> None:
        # The Catalogue page may have imported units or counted the collection meanwhile.
        if self.workspace.catalog(self.system.id) is not self.catalog:
            self.catalog_changed()
        else:
            before = self._owned
            self._load_owned()
            if self._owned != before:
                self._document_changed()
        window = self.window()
        if window is not self and window is not self._watched_window:
            window.installEventFilter(self)
            self._watched_window = window
        super().showEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.splitter and event.type() == QEvent.Type.Resize:
            self._auto_split()
            return False
        if watched is self._watched_window and event.type() == QEvent.Type.Close:
            if not self.maybe_discard():
                event.ignore()
                return True
            self.save_layout()
        return super().eventFilter(watched, event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_discard():
            event.ignore()
            return
        super().closeEvent(event)

    def _auto_split(self) -> None:
        """Until the player moves the divider, the strike team keeps the width it needs and
        a wider window gives the rest to the catalogue, whose columns then show whole."""
        if self._split_restored:
            return
        current = self.splitter.sizes()
        if self._auto_sizes is not None and current != self._auto_sizes:
            return  # the player chose
        total = self.splitter.width() - self.splitter.handleWidth()
        if total <= 0:
            return
        right = min(max(RIGHT_MIN_WIDTH, round(total * RIGHT_SHARE)), total * 2 // 3)
        self.splitter.setSizes([total - right, right])
        self._auto_sizes = self.splitter.sizes()

    def save_layout(self) -> None:
        if self.ui_settings is None or not self.isVisible():
            return  # while the page is built, its sizes are not anybody's choice yet
        chosen = self._auto_sizes is not None and self.splitter.sizes() != self._auto_sizes
        if self._split_restored or chosen:
            self.ui_settings.setValue(f"{SETTINGS_KEY}/splitter", self.splitter.saveState())
        self.ui_settings.setValue(f"{SETTINGS_KEY}/right", self.right_splitter.saveState())
        self.browser.save_state(self.ui_settings, f"{SETTINGS_KEY}/catalogue")

    def _restore_layout(self) -> None:
        self.splitter.setSizes([560, 460])
        # The squads get the height they need, with room for long unit names wrapping onto
        # a second line (word-wrapped labels ask for more than their size hint says); the
        # problems and suggestions take the rest.
        lines = self.fontMetrics().height()
        team_height = max(self.team_area.sizeHint().height() + 8 * lines, 440)
        self.right_splitter.setSizes([team_height, 1000])
        if self.ui_settings is None:
            return
        for splitter, key in ((self.splitter, "splitter"), (self.right_splitter, "right")):
            state = self.ui_settings.value(f"{SETTINGS_KEY}/{key}")
            if state is not None:
                splitter.restoreState(state)
                if splitter is self.splitter:
                    self._split_restored = True
        self.browser.restore_state(self.ui_settings, f"{SETTINGS_KEY}/catalogue")
