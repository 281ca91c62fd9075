"""What every game's roster builder does the same way, whatever a roster holds.

A game's builder (``ui/systems/<game>/``) subclasses :class:`RosterBuilder` and fills in the
hooks below; the base owns the rest:

- the toolbar: New, Recent, Save, Undo/Redo, Share (the game's share formats, text, files),
  Paste share code, Print, Play (when the game has a tracker);
- the saved rosters (``self.roster_list``, a tab beside the game's catalogue), with open,
  rename, duplicate and delete, all undoable;
- the roster's name, casual flag and notes, the problems tab (``self.violations``) and the
  status line (``self.say``);
- opening files and share codes (a roster of another game goes to ``open_elsewhere``),
  printing, the question before anything unsaved is dropped, and the remembered layout.

Every change to the roster goes through ``self.editor.change(text, edit)`` (one undo step).

Hooks a game fills in (``words`` and the two ``build_*`` are required):

- ``words()``: the game's :class:`~ui.builder.words.BuilderWords`, translated;
- ``build_catalogue_side()``: the widget listing what can be added (the first left tab);
- ``build_roster_side()``: the roster itself, under the name field;
- ``extra_bottom_tabs()``: (widget, title function) pairs shown between Problems and Notes;
- ``show_document()``: refresh the game's widgets from ``self.editor.document``;
- ``is_empty()``, ``first_steps()``, ``extra_problems()``: the problems tab's content;
- ``describe_saved(saved)``: (legal, summary) of a saved roster for the saved list;
- ``reset_selection()`` after another roster is shown, ``catalog_reloaded()`` after an import,
  ``owned_changed()`` when the collection changes, ``focus_search()`` for Ctrl+F,
  ``violation_chosen(violation)`` when a problem is clicked, ``retranslate_game()``,
  ``save_game_layout(settings, key)`` / ``restore_game_layout(settings, key)``,
  ``preferred_roster_height()``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
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
from app.i18n import current_language
from app.roster.document import RosterDocument
from app.roster.share import share_formats
from app.systems.base import Printable, Violation, capable
from app.workspace import Workspace
from ui import systems as game_views
from ui.builder.commands import DeleteRosterCommand, RenameRosterCommand
from ui.builder.dialogs import PasteCodeDialog, ask_discard, confirm_delete, show_error
from ui.builder.editor import RosterEditor
from ui.builder.roster_list import RosterListPanel
from ui.builder.violations_panel import ViolationsPanel
from ui.builder.words import BuilderWords
from ui.widgets.retranslate import Retranslatable

# The roster's side of the page: at least this wide, or this share of a wide window.
RIGHT_MIN_WIDTH = 520
RIGHT_SHARE = 0.3

# Merge ids: typing in one field is one undo step. Games number theirs from GAME_MERGE_IDS.
MERGE_NAME, MERGE_NOTES = 1, 3
GAME_MERGE_IDS = 100


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Qt's translation under an explicit context: the base's texts keep their own context
    whichever game's builder shows them (``self.tr`` would use the subclass's name)."""
    return QCoreApplication.translate("RosterBuilder", text, disambiguation, n)


class RosterBuilder(Retranslatable, QWidget):
    """One game's roster builder: see the module's docstring for what a game fills in."""

    status = Signal(str)
    play_requested = Signal(object)  # a copy of the RosterDocument on screen
    catalogue_requested = Signal()
    # A RosterDocument of another game, where it came from (for messages), from a code or not.
    open_elsewhere = Signal(object, str, bool)

    def __init__(
        self,
        system_id: str,
        workspace: Workspace,
        ui_settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(f"builder-{system_id}")
        self.workspace = workspace
        self.ui_settings = ui_settings
        self.settings_key = f"builder/{system_id}"
        self.system: Any = systems.get(system_id)
        self.catalog: Any = workspace.catalog(system_id)
        self.editor = RosterEditor(self.system, self.catalog, self)
        self._store: Any = None
        self._owned: dict[str, int] = {}
        self._updating_fields = False
        self._watched_window: QWidget | None = None
        self.print_dialog: QWidget | None = None
        self._split_restored = False
        self._split_chosen = False  # the player dragged the divider
        self._auto_sizes: list[int] | None = None  # the split last chosen by the page itself

        self._build_actions()
        self._build_frame()
        self.roster_list.model.describe = self.describe_saved
        self._connect()
        self._load_owned()
        self.retranslate()
        self.reset_selection()
        self._document_changed()
        self._restore_layout()
        self.roster_list_changed()

    # --- hooks (see the module docstring) --------------------------------------------------

    def words(self) -> BuilderWords:
        raise NotImplementedError

    def build_catalogue_side(self) -> QWidget:
        raise NotImplementedError

    def build_roster_side(self) -> QWidget:
        raise NotImplementedError

    def extra_bottom_tabs(self) -> list[tuple[QWidget, Any]]:
        return []

    def show_document(self) -> None:
        """Shows ``self.editor.document`` in the game's widgets."""

    def is_empty(self) -> bool:
        return not self.editor.document.unit_ids()

    def first_steps(self) -> tuple[str, list[str]]:
        """The problems tab's title and numbered steps while the roster is empty."""
        return "", []

    def extra_problems(self) -> list[Any]:
        """Problems beyond the rules (units not in the collection); each has ``message()``."""
        return []

    def describe_saved(self, saved: Any) -> tuple[bool, str]:
        document = saved.document
        return self.system.is_legal(self.system.validate(document, self.catalog)), ""

    def reset_selection(self) -> None:
        """Another roster is shown: select where the player starts."""

    def catalog_reloaded(self) -> None:
        """``self.catalog`` is new (after an import): show it."""

    def owned_changed(self) -> None:
        """``self.owned`` changed (the collection was counted again)."""

    def focus_search(self) -> None:
        self.left_tabs.setCurrentIndex(0)

    def violation_chosen(self, violation: Violation) -> None:
        """A problem was clicked: show what it concerns."""

    def retranslate_game(self) -> None:
        """The interface language changed: the game's own texts."""

    def save_game_layout(self, settings: QSettings, key: str) -> None:
        """Remembers the game's own layout (column widths, sorting) under ``key``."""

    def restore_game_layout(self, settings: QSettings, key: str) -> None:
        """Restores what ``save_game_layout`` remembered."""

    def preferred_roster_height(self) -> int:
        return int(self.roster_side.sizeHint().height())

    def roster_share(self) -> float:
        """The share of the page's width the roster takes until the player moves the divider."""
        return RIGHT_SHARE

    # --- construction ----------------------------------------------------------------------

    @property
    def owned(self) -> dict[str, int]:
        """How many of each catalogue entry the player's collection holds (empty: unknown)."""
        return self._owned

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
        self.copy_text_action.setVisible(hasattr(self.system, "to_text"))
        self.find_action = self._action("find-unit", QKeySequence.StandardKey.Find)
        self.print_action = self._action("print-roster", QKeySequence.StandardKey.Print)
        self.print_action.setVisible(capable(self.system, Printable))
        self.play_action = self._action("play-roster")
        # Only where the Games page can follow this game (its rules and its screens).
        self.play_action.setVisible(self.system.id in game_views.tracker_ids())
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

    def _build_toolbar(self) -> None:
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

    def _build_frame(self) -> None:
        self._build_toolbar()
        # Left: what can be added, and the saved rosters.
        self.roster_list = RosterListPanel(self.words, self)
        self.left_tabs = QTabWidget(self)
        self.left_tabs.setObjectName("builder-left-tabs")
        self.left_tabs.addTab(self.build_catalogue_side(), "")
        self.left_tabs.addTab(self.roster_list, "")
        self.left_tabs.currentChanged.connect(self._left_tab_changed)

        # Right: the roster, then its problems and notes.
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("roster-name")
        self.name_label = QLabel(self)
        self.casual_box = QCheckBox(self)
        self.casual_box.setObjectName("casual")
        name_row = QHBoxLayout()
        name_row.addWidget(self.name_edit, 1)
        name_row.addWidget(self.casual_box)
        fields = QFormLayout()
        fields.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        fields.addRow(self.name_label, name_row)
        self.status_label = QLabel(self)
        self.status_label.setObjectName("builder-status")
        self.status_label.setWordWrap(True)
        self.status_label.setVisible(False)  # an empty line would take room from the roster
        self.roster_side = self.build_roster_side()
        top = QWidget(self)
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(4, 0, 4, 0)
        top_layout.addLayout(fields)
        top_layout.addWidget(self.roster_side, 1)
        top_layout.addWidget(self.status_label)

        self.violations = ViolationsPanel(self.words, self)
        self.notes_edit = QPlainTextEdit(self)
        self.notes_edit.setObjectName("notes")
        self.bottom_tabs = QTabWidget(self)
        self.bottom_tabs.setObjectName("builder-bottom-tabs")
        self.bottom_tabs.addTab(self.violations, "")
        self._extra_tabs = self.extra_bottom_tabs()
        for widget, _title in self._extra_tabs:
            self.bottom_tabs.addTab(widget, "")
        self.bottom_tabs.addTab(self.notes_edit, "")

        self.right_splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.right_splitter.setObjectName("builder-right-splitter")
        self.right_splitter.addWidget(top)
        self.right_splitter.addWidget(self.bottom_tabs)
        # The roster needs its height; a taller window gives its room to the problems list
        # rather than to blank space under the roster.
        self.right_splitter.setStretchFactor(0, 0)
        self.right_splitter.setStretchFactor(1, 1)
        self.right_splitter.setChildrenCollapsible(False)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("builder-splitter")
        self.splitter.addWidget(self.left_tabs)
        self.splitter.addWidget(self.right_splitter)
        self.splitter.installEventFilter(self)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.splitter, 1)

    def _connect(self) -> None:
        self.editor.document_changed.connect(self._document_changed)
        self.editor.state_changed.connect(self._state_changed)
        self.violations.violation_chosen.connect(self.violation_chosen)
        self.name_edit.textEdited.connect(self._name_edited)
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
        self.splitter.splitterMoved.connect(self._divider_moved)
        self.right_splitter.splitterMoved.connect(lambda *_: self.save_layout())

    # --- texts -----------------------------------------------------------------------------

    def retranslate(self) -> None:
        words = self.words()
        self.new_action.setText(translate("RosterBuilder", "New"))
        self.new_action.setToolTip(words.new_tip)
        self.save_action.setText(translate("RosterBuilder", "Save"))
        self.save_action.setToolTip(words.save_tip)
        self.undo_action.setText(translate("RosterBuilder", "Undo"))
        self.redo_action.setText(translate("RosterBuilder", "Redo"))
        self._undo_texts()
        self.share_button.setText(translate("RosterBuilder", "Share"))
        self.recent_button.setText(translate("RosterBuilder", "Recent"))
        self.recent_button.setToolTip(words.recent_tip)
        for fmt, action in self.copy_code_actions.items():
            action.setText(words.share_actions.get(fmt, fmt))
        self.copy_text_action.setText(
            translate("RosterBuilder", "Copy as text for forums and chats")
        )
        self.paste_code_action.setText(translate("RosterBuilder", "Paste share code"))
        self.paste_code_action.setToolTip(words.paste_tip)
        self.find_action.setText(translate("RosterBuilder", "Find a unit"))
        self.print_action.setText(translate("RosterBuilder", "Print…"))
        self.print_action.setToolTip(words.print_tip)
        self.play_action.setText(translate("RosterBuilder", "Play a game…"))
        self.play_action.setToolTip(words.play_tip)
        self.export_file_action.setText(translate("RosterBuilder", "Save as roster file…"))
        self.import_file_action.setText(translate("RosterBuilder", "Open roster file…"))
        self.left_tabs.setTabText(0, translate("RosterBuilder", "Catalogue"))
        self.left_tabs.setTabText(1, words.saved_title)
        for number, (_widget, title) in enumerate(self._extra_tabs, start=1):
            self.bottom_tabs.setTabText(number, title())
        self.bottom_tabs.setTabText(
            self.bottom_tabs.count() - 1, translate("RosterBuilder", "Notes")
        )
        self.name_label.setText(translate("RosterBuilder", "Name"))
        self.name_edit.setPlaceholderText(words.untitled)
        self.casual_box.setText(translate("RosterBuilder", "Casual"))
        self.casual_box.setToolTip(
            translate(
                "RosterBuilder", "Narrative play or house rules: broken rules are shown as warnings"
            )
        )
        self.notes_edit.setPlaceholderText(
            translate("RosterBuilder", "Notes: tactics, match-ups, reminders…")
        )
        self.retranslate_game()
        self._document_changed()
        self._state_changed()
        if self._store is not None:  # the saved list names units in the language shown
            self.roster_list_changed()

    def _undo_texts(self) -> None:
        stack = self.editor.undo_stack
        undo, redo = stack.undoText(), stack.redoText()
        self.undo_action.setToolTip(
            translate("RosterBuilder", "Undo: {step} (Ctrl+Z)").format(step=undo)
            if undo
            else translate("RosterBuilder", "Undo (Ctrl+Z)")
        )
        self.redo_action.setToolTip(
            translate("RosterBuilder", "Redo: {step} (Ctrl+Shift+Z)").format(step=redo)
            if redo
            else translate("RosterBuilder", "Redo (Ctrl+Shift+Z)")
        )

    def _problem_tab_text(self) -> str:
        if self.is_empty():
            return translate("RosterBuilder", "First steps")
        # Errors and warnings are counted apart: a legal roster's only notes read "Warnings".
        errors = sum(1 for v in self.editor.violations if v.severity == "error")
        warnings = len(self.editor.violations) - errors
        if errors and warnings:
            return translate("RosterBuilder", "Problems ({errors}) · Warnings ({warnings})").format(
                errors=errors, warnings=warnings
            )
        if errors:
            return translate("RosterBuilder", "Problems ({count})").format(count=errors)
        if warnings:
            return translate("RosterBuilder", "Warnings ({count})").format(count=warnings)
        return translate("RosterBuilder", "Problems")

    # --- catalogue and collection ----------------------------------------------------------

    def catalog_changed(self, system_id: str = "") -> None:
        """Shows the workspace's catalogue as it is now (after an import). Connectable to the
        Catalogue page's ``catalogue_changed(system_id)``."""
        if system_id and system_id != self.system.id:
            return
        self.catalog = self.workspace.catalog(self.system.id)
        self._load_owned()
        self.catalog_reloaded()
        self.editor.set_catalog(self.catalog)
        self.roster_list_changed()  # saved rosters may have become legal or not

    def collection_changed(self) -> None:
        self._load_owned()
        self._document_changed()

    def _load_owned(self) -> None:
        from app.catalog.collection import Collection

        try:
            self._owned = Collection(self.workspace.db, self.system.id).counts()
        except MusterError:
            self._owned = {}
        self.owned_changed()

    # --- changing the roster's own fields --------------------------------------------------

    def _name_edited(self, text: str) -> None:
        def edit(document: RosterDocument) -> None:
            document.name = text

        self.field_change(
            translate("RosterBuilder", "Rename to {name}").format(name=text), edit, MERGE_NAME
        )

    def _casual_clicked(self, checked: bool) -> None:
        def edit(document: RosterDocument) -> None:
            document.casual = checked

        text = (
            translate("RosterBuilder", "Mark as casual")
            if checked
            else translate("RosterBuilder", "Mark as competitive")
        )
        self.field_change(text, edit)

    def _notes_edited(self) -> None:
        if self._updating_fields:
            return
        text = self.notes_edit.toPlainText()

        def edit(document: RosterDocument) -> None:
            document.notes = text

        self.field_change(translate("RosterBuilder", "Edit the notes"), edit, MERGE_NOTES)

    def field_change(self, text: str, edit: Any, merge_id: int = -1) -> None:
        """A change typed in a field: one undo step per field (``merge_id``), and the field is
        not rewritten under the cursor while it is applied."""
        if not self._updating_fields:
            self._updating_fields = True
            try:
                self.editor.change(text, edit, merge_id)
            finally:
                self._updating_fields = False

    @property
    def updating_fields(self) -> bool:
        """True while a typed change is applied: a field must not be rewritten then."""
        return self._updating_fields

    # --- showing the roster ----------------------------------------------------------------

    def _document_changed(self) -> None:
        document = self.editor.document
        if not self._updating_fields:
            self._updating_fields = True
            try:
                if self.name_edit.text() != document.name:
                    self.name_edit.setText(document.name)
                self.casual_box.setChecked(document.casual)
                if self.notes_edit.toPlainText() != document.notes:
                    self.notes_edit.setPlainText(document.notes)
            finally:
                self._updating_fields = False
        self.show_document()
        self._show_violations()

    def _show_violations(self) -> None:
        document = self.editor.document
        self.violations.show_violations(
            self.editor.violations,
            self.editor.is_legal(),
            document.casual,
            self.is_empty(),
            self.extra_problems(),
        )
        self.violations.set_first_steps(*self.first_steps())
        self.bottom_tabs.setTabText(0, self._problem_tab_text())

    def _state_changed(self) -> None:
        editor = self.editor
        if editor.saved_id is None and not editor.detached:
            text = translate("RosterBuilder", "New, not saved yet")
        elif editor.detached and editor.saved_id is None:
            text = translate("RosterBuilder", "Not saved in Muster")
        elif editor.is_dirty():
            text = translate("RosterBuilder", "Unsaved changes")
        else:
            text = translate("RosterBuilder", "Saved")
        self.state_label.setText(text)
        self.roster_list.model.set_open_id(editor.saved_id)

    def say(self, text: str) -> None:
        """A line under the roster (and in the window's status bar); empty hides it."""
        self.status_label.setText(text)
        self.status_label.setVisible(bool(text))
        self.status.emit(text)

    # --- saved rosters ---------------------------------------------------------------------

    def store(self) -> Any:
        if self._store is None:
            from app.roster.store import RosterStore

            self._store = RosterStore(self.workspace.db)
        return self._store

    def _saved_records(self) -> dict[int, Any]:
        """Each saved roster's record, read only while the saved lists are shown (it reads
        every game played: not on the way to the catalogue)."""
        if self.left_tabs.currentWidget() is not self.roster_list:
            return {}
        from app.campaign.list_records import saved_list_records

        return saved_list_records(self.workspace.db, self.system.id)

    def _left_tab_changed(self, _index: int) -> None:
        if self.left_tabs.currentWidget() is self.roster_list:
            self.roster_list_changed()  # with each list's record

    def roster_list_changed(self) -> None:
        try:
            rosters = self.store().list(self.system.id, self.roster_list.search.text())
            records = self._saved_records()
        except MusterError as exc:
            self.say(exc.message(current_language()))
            rosters, records = [], {}
        self.roster_list.set_rosters(rosters, self.editor.saved_id, records)

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        try:
            recent = self.store().recent(limit=10)
        except MusterError as exc:
            self.say(exc.message(current_language()))
            recent = []
        words = self.words()
        for saved in recent:
            if saved.system != self.system.id:
                continue
            action = self.recent_menu.addAction(saved.name or words.untitled)
            action.triggered.connect(lambda _checked=False, i=saved.id: self.open_roster(i))
        if self.recent_menu.isEmpty():
            self.recent_menu.addAction(words.none_recent).setEnabled(False)

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
            self.reset_selection()
            self.say("")

    def save(self) -> bool:
        """Saves into the database (a draft with errors too); True when saved."""
        document = self.editor.document
        try:
            if self.editor.saved_id is None:
                saved = self.store().create(document)
            else:
                saved = self.store().save(self.editor.saved_id, document)
        except MusterError as exc:
            show_error(self, translate("RosterBuilder", "Save"), exc)
            return False
        self.editor.mark_saved(saved.id)
        self.roster_list_changed()
        self.say(
            translate("RosterBuilder", "Saved “{name}”.").format(
                name=saved.name or self.words().untitled
            )
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
            show_error(self, translate("RosterBuilder", "Open"), exc)
            self.roster_list_changed()
            return
        self.load(saved.document, saved.id)

    def load(self, document: RosterDocument, saved_id: int | None, detached: bool = False) -> None:
        """Shows ``document`` (no question asked: see ``maybe_discard``)."""
        self.editor.load(document, saved_id, detached)
        self.reset_selection()
        self.roster_list_changed()

    def rename_roster(self, roster_id: int) -> None:
        try:
            saved = self.store().get(roster_id)
        except MusterError as exc:
            show_error(self, translate("RosterBuilder", "Rename"), exc)
            return
        name, ok = QInputDialog.getText(
            self,
            self.words().rename_title,
            translate("RosterBuilder", "New name:"),
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
                show_error(self, translate("RosterBuilder", "Rename"), exc)
                return
            self.editor.saved_name_changed(name)
            self.name_edit.setText(name)
            self._name_edited(name)
            self.roster_list_changed()
        else:
            text = translate("RosterBuilder", "Rename {old} to {new}").format(
                old=saved.name, new=name
            )
            self.editor.undo_stack.push(
                RenameRosterCommand(self, roster_id, saved.name, name, text)
            )

    def duplicate_roster(self, roster_id: int) -> None:
        if not self.maybe_discard():
            return
        try:
            original = self.store().get(roster_id)
            name = translate("RosterBuilder", "{name} (copy)").format(
                name=original.name or self.words().untitled
            )
            copy = self.store().duplicate(roster_id, name)
        except MusterError as exc:
            show_error(self, translate("RosterBuilder", "Duplicate"), exc)
            return
        self.load(copy.document, copy.id)
        self.roster_list.select(copy.id)
        self.say(translate("RosterBuilder", "Duplicated as “{name}”.").format(name=copy.name))

    def delete_roster(self, roster_id: int) -> None:
        try:
            saved = self.store().get(roster_id)
        except MusterError as exc:
            show_error(self, translate("RosterBuilder", "Delete"), exc)
            return
        if not confirm_delete(self, saved.name):
            return
        text = translate("RosterBuilder", "Delete {name}").format(
            name=saved.name or self.words().untitled
        )
        try:
            self.editor.undo_stack.push(DeleteRosterCommand(self, roster_id, text))
        except MusterError as exc:
            show_error(self, translate("RosterBuilder", "Delete"), exc)
            return
        self.say(
            translate("RosterBuilder", "Deleted “{name}”. Undo (Ctrl+Z) brings it back.").format(
                name=saved.name
            )
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
        self.open_document(document, translate("RosterBuilder", "Paste share code"), True)

    def open_document(self, document: RosterDocument, origin: str, from_code: bool) -> bool:
        """Shows a roster that came from a file or a code, after the question about unsaved
        changes; a roster of another game goes to ``open_elsewhere``. True when shown."""
        if document.system != self.system.id:
            self.open_elsewhere.emit(document, origin, from_code)
            return False
        if not self.maybe_discard():
            return False
        self.load(document, None, detached=True)
        if from_code:
            self.say(self.words().opened_from_code)
        return True

    def copy_share_code(self, fmt: str) -> None:
        from app.roster import share

        try:
            code = share.encode(self.editor.document, fmt, self.catalog)
        except MusterError as exc:
            show_error(self, translate("RosterBuilder", "Share"), exc)
            return
        QApplication.clipboard().setText(code)
        self.say(translate("RosterBuilder", "Share code copied to the clipboard."))

    def copy_text(self) -> None:
        text = self.system.to_text(self.editor.document, self.catalog, current_language())
        QApplication.clipboard().setText(text)
        self.say(self.words().copied_as_text)

    def save_to_file(self) -> None:
        name = self.editor.document.name or self.words().file_stem
        path, _filter = QFileDialog.getSaveFileName(
            self,
            translate("RosterBuilder", "Save as roster file"),
            str(Path.home() / f"{name}.json"),
            translate("RosterBuilder", "Muster roster (*.json)"),
        )
        if not path:
            return
        try:
            self.editor.document.write(Path(path))
        except MusterError as exc:
            show_error(self, translate("RosterBuilder", "Save as roster file"), exc)
            return
        self.say(translate("RosterBuilder", "Written to {file}.").format(file=path))

    def open_file(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            translate("RosterBuilder", "Open roster file"),
            str(Path.home()),
            translate("RosterBuilder", "Muster roster (*.json)"),
        )
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path) -> None:
        try:
            document = RosterDocument.read(path)
        except MusterError as exc:
            show_error(self, translate("RosterBuilder", "Open roster file"), exc)
            return
        self.open_document(document, translate("RosterBuilder", "Open roster file"), False)

    def print_roster(self) -> None:
        """Opens the Print dialog on a copy of the roster as it is on screen."""
        from ui.printing.dialog import PrintDialog

        if self.print_dialog is not None:
            self.print_dialog.deleteLater()
        dialog = PrintDialog(self.workspace, self.editor.document.copy(), self)
        self.print_dialog = dialog
        dialog.open()

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
        """Until the player moves the divider, the roster keeps the width it needs and a
        wider window gives the rest to the catalogue, whose columns then show whole."""
        if self._split_restored or self._split_chosen:
            return
        total = self.splitter.width() - self.splitter.handleWidth()
        if total <= 0:
            return
        right = min(max(RIGHT_MIN_WIDTH, round(total * self.roster_share())), total * 2 // 3)
        self.splitter.setSizes([total - right, right])
        self._auto_sizes = self.splitter.sizes()

    def _divider_moved(self) -> None:
        self._split_chosen = True
        self.save_layout()

    def save_layout(self) -> None:
        if self.ui_settings is None or not self.isVisible():
            return  # while the page is built, its sizes are not anybody's choice yet
        key = self.settings_key
        chosen = self._split_chosen or (
            self._auto_sizes is not None and self.splitter.sizes() != self._auto_sizes
        )
        if self._split_restored or chosen:
            self.ui_settings.setValue(f"{key}/splitter", self.splitter.saveState())
        self.ui_settings.setValue(f"{key}/right", self.right_splitter.saveState())
        self.save_game_layout(self.ui_settings, key)

    def _restore_layout(self) -> None:
        self.splitter.setSizes([560, 460])
        # The roster gets the height it needs, with room for long names wrapping onto a
        # second line (word-wrapped labels ask for more than their size hint says); the
        # problems take the rest.
        lines = self.fontMetrics().height()
        roster_height = max(self.preferred_roster_height() + 10 * lines, 440)
        self.right_splitter.setSizes([roster_height, 1000])
        if self.ui_settings is None:
            return
        for splitter, name in ((self.splitter, "splitter"), (self.right_splitter, "right")):
            state = self.ui_settings.value(f"{self.settings_key}/{name}")
            if state is not None:
                splitter.restoreState(state)
                if splitter is self.splitter:
                    self._split_restored = True
        self.restore_game_layout(self.ui_settings, self.settings_key)
