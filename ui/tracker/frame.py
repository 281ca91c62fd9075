"""The frame every game's tracker screen fills: what a game at the table needs whatever the game.

A game's tracker view subclasses :class:`TrackerFrame` and fills it with its own panels (the
armies, the round, the result). The frame gives it:

- the log: a list of readable lines (``log_model``, ``log_view``, a titled ``log_pane``),
  rebuilt in a new language (``rebuild_log``) and told again at its tail after each change
  (``update_log_tail``: a repeated step joins the line before it), zoomed from across the
  table (``set_log_zoom``, Ctrl+= / Ctrl+- / Ctrl+0; ``follow_zoom`` for a second view);
  the pane folds away (``log_pane_button``, Ctrl+L) so the board takes the room: until the
  player chooses (remembered per game in ``remember_log_pane``'s settings), it shows only
  when the log has lines and the screen is at least ``log_room_from()`` wide;
- recording: ``record`` makes one event through the game's service; a refusal of the rules
  is said in one sentence where the player acted (``status``, which the view places) and
  nothing is kept; ``record_intent`` for events a core helper makes (and may refuse);
- greyed buttons that say why: ``explain_greyed`` greys a button with what the rules wait
  for in its tooltip, and ``show_waiting`` says it in the status line's place (``waiting``);
- undo and redo: ``undo_action`` and ``redo_action`` (Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y), enabled
  by ``show_history``; ``toolbar`` puts them beside the way back to the games and ``status``;
- the end-game menu (``build_end_game_menu``, ``add_concede_actions``) and printing
  (``print_action``, ``print_report``) and the league link (``make_league_link``);
- the compact/full switch by the screen's height (``COMPACT_BELOW``, ``set_compact``).

A view builds its panels in ``build()`` and returns the screen's rows (the frame lays them out,
then shows the game); ``refresh()`` shows the state; its other hooks are
``lay_out_compact(compact)``, ``compact_below()``, ``drop_pending(undone)`` and
``log_changed()``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QSettings, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QAction, QFont, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QHBoxLayout,
    QLabel,
    QLayout,
    QListView,
    QMenu,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.errors import MusterError
from app.i18n import current_language, format_text
from app.systems.base import Tracked
from app.workspace import Workspace
from ui.tracker import style
from ui.tracker.league_link import LeagueLink
from ui.tracker.log_model import LogModel
from ui.widgets.retranslate import Retranslatable


def explain_greyed(button: QAbstractButton, live: bool, tooltip: str, waiting_for: str) -> None:
    """Enables ``button`` when ``live``; greyed, its tooltip (which a greyed button still
    shows) adds what the rules wait for first (``waiting_for``, one sentence)."""
    button.setEnabled(live)
    said = [tooltip] if live else [tooltip, waiting_for]
    button.setToolTip("\n".join(text for text in said if text))


class TrackerFrame(Retranslatable, QWidget):
    """The Games page's screen for one game being played (see ``ui.systems.GameViews``)."""

    closed = Signal()  # back to the list of games
    changed = Signal()  # the state shown changed
    log_zoom_changed = Signal(int)  # steps above (or below) the normal log text size

    LOG_ZOOM_RANGE = (-2, 10)
    # Below this height (a 1366×768 screen, once the window's frame is taken) the view is
    # compact; ``compact_below`` may ask more.
    COMPACT_BELOW = 900
    # After a refusal the view shows the state again, so that a toggle the player pressed
    # springs back; a view whose forms keep what was typed for a second try says False.
    REFRESH_AFTER_REFUSAL = True
    # Narrower than this, the log's pane waits for the player's click (``log_room_from``).
    LOG_ROOM_FROM = 1200

    def __init__(
        self,
        game: Any,
        system: Tracked | None = None,
        parent: QWidget | None = None,
        workspace: Workspace | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.system: Tracked = system if system is not None else game.system
        self.rules: Any = self.system.tracker()
        self.rng = random.Random()  # the dice the view throws for the rules' helpers
        self.workspace = workspace  # the Print dialog's paths and settings; None: no printing
        self.print_dialog: QWidget | None = None
        self.compact: bool | None = None  # decided by the first resize
        self.built = False  # True once the view is built and shows the state

        self.undo_action = self._shortcut_action("undo-action", self.undo, "Ctrl+Z")
        self.redo_action = self._shortcut_action("redo-action", self.redo, "Ctrl+Shift+Z", "Ctrl+Y")
        self.print_action = self._shortcut_action("print-report", self.print_report)
        self.print_action.setShortcut(QKeySequence.StandardKey.Print)
        self.print_action.setEnabled(workspace is not None)
        self._shortcut_action(
            "log-zoom-in", lambda: self.set_log_zoom(self.log_zoom + 1), "Ctrl+=", "Ctrl++"
        )
        self._shortcut_action(
            "log-zoom-out", lambda: self.set_log_zoom(self.log_zoom - 1), "Ctrl+-"
        )
        self._shortcut_action("log-zoom-reset", lambda: self.set_log_zoom(0), "Ctrl+0")
        self.log_pane_action = self._shortcut_action("show-log-pane", lambda: None, "Ctrl+L")
        self.log_pane_action.setCheckable(True)
        self.log_pane_action.toggled.connect(self.choose_log_pane)
        self.log_pane_toggle: QToolButton | None = None  # made by ``log_pane_button``
        self.folding_log: QWidget | None = None  # the pane that folds away, once made
        self.log_settings: QSettings | None = None
        self.log_choice: bool | None = None  # the player's last Show/Hide, or None
        self.status = QLabel(self)  # the rules' refusal, in one sentence
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.status.setVisible(False)  # until there is a sentence to say
        # What the rules wait for before the greyed buttons unlock (``show_waiting``), in the
        # status line's place while no refusal is said.
        self.waiting = QLabel(self)
        self.waiting.setObjectName("waiting")
        self.waiting.setWordWrap(True)
        self.waiting.setStyleSheet("color: #4a4f55; font-style: italic;")
        self.waiting.setVisible(False)

        self.log_model = LogModel(self)
        self.log_title: QLabel | None = None  # made with the log's pane
        self.log_view = self.log_list("log")
        self.log_base_size = self.log_view.font().pointSizeF()
        self.log_zoom = 0
        self.zoomed_logs: list[QListView] = [self.log_view]
        self.league_link: LeagueLink | None = None
        self.end_game_menu: QMenu | None = None
        self.concede_actions: list[QAction] = []
        self.fill_frame(*self.build())

    # --- building blocks ---------------------------------------------------------------------

    def _shortcut_action(self, name: str, slot: Callable[[], Any], *keys: str) -> QAction:
        """An action of the whole window (its keys work wherever the focus is in it)."""
        action = QAction(self)
        action.setObjectName(name)
        action.setShortcuts([QKeySequence(key) for key in keys])
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def tool_button(self, name: str) -> QToolButton:
        """A text button of the toolbar, touch-high."""
        button = QToolButton(self)
        button.setObjectName(name)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setMinimumHeight(style.TOUCH)
        return button

    def action_button(self, action: QAction, name: str) -> QPushButton:
        """A push button that does what ``action`` does, with its text, tip and enabling."""
        button = QPushButton(self)
        button.setObjectName(name)
        button.clicked.connect(action.trigger)

        def follow() -> None:
            button.setText(action.iconText())
            button.setToolTip(action.toolTip())
            button.setEnabled(action.isEnabled())

        action.changed.connect(follow)
        follow()
        return button

    def toolbar(
        self, right: Sequence[QWidget], beside_status: Sequence[QWidget] = ()
    ) -> QHBoxLayout:
        """Back to the games, Undo, Redo, the refusal's sentence, then ``right``."""
        self.back_button = self.tool_button("back")
        self.back_button.clicked.connect(self.closed)
        self.undo_button = self.tool_button("undo")
        self.undo_button.setDefaultAction(self.undo_action)
        self.redo_button = self.tool_button("redo")
        self.redo_button.setDefaultAction(self.redo_action)
        row = QHBoxLayout()
        for button in (self.back_button, self.undo_button, self.redo_button):
            row.addWidget(button)
        row.addWidget(self.log_pane_button())
        # The sentences' place keeps its width while both are hidden: the buttons stay packed
        # at both ends instead of spreading over the row.
        sentences = QWidget(self)
        sentences.setObjectName("status-area")
        inside = QHBoxLayout(sentences)
        inside.setContentsMargins(0, 0, 0, 0)
        inside.addWidget(self.status, 1)
        inside.addWidget(self.waiting, 1)
        row.addWidget(sentences, 1)
        for widget in beside_status:
            row.addWidget(widget, 1)
        for widget in right:
            row.addWidget(widget)
        return row

    def log_list(self, name: str) -> QListView:
        """A view of the log's lines (the board's, or the result page's whole log)."""
        view = QListView(self)
        view.setObjectName(name)
        view.setModel(self.log_model)
        view.setWordWrap(True)
        view.setUniformItemSizes(False)
        return view

    def log_pane(self, min_width: int, folds: bool = True) -> tuple[QWidget, QVBoxLayout]:
        """The log's column beside the board: its title over its lines. It ``folds`` away
        with the log's button unless the view shows and hides it itself."""
        self.log_title = QLabel(self)
        self.log_title.setFont(style.scaled_font(self, 1.1, bold=True))
        pane = QWidget(self)
        pane.setObjectName("log-pane")
        pane.setMinimumWidth(min_width)
        if folds:
            self.folding_log = pane
        layout = QVBoxLayout(pane)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.log_title)
        layout.addWidget(self.log_view, 1)
        return pane, layout

    def log_pane_button(self) -> QToolButton:
        """The toolbar's Log button, which shows or folds the log's pane (made once; the
        frame's ``toolbar`` places it, a view with its own top bar places it there)."""
        if self.log_pane_toggle is None:
            self.log_pane_toggle = self.tool_button("log-pane")
            self.log_pane_toggle.setDefaultAction(self.log_pane_action)
        return self.log_pane_toggle

    def follow_zoom(self, view: QListView) -> None:
        """Another view of the log (the result page's) takes the log's zoom."""
        self.zoomed_logs.append(view)

    def make_board(self, playing: QWidget, result: QWidget) -> QStackedWidget:
        """The board while the game goes on, the result in its place once it is over."""
        self.board = QStackedWidget(self)
        self.board.setObjectName("board")
        self.board.addWidget(playing)
        self.board.addWidget(result)
        return self.board

    def make_league_link(self) -> LeagueLink:
        """The way into a league from the result page (shown once the game is over)."""
        self.league_link = LeagueLink(self)
        return self.league_link

    def build(self) -> Sequence[QLayout | QWidget]:
        """Builds the view's panels; returns the screen's rows, top to bottom (the last one,
        the board, takes the spare height)."""
        raise NotImplementedError

    def fill_frame(self, *rows: QLayout | QWidget) -> QVBoxLayout:
        """Lays ``rows`` out one above the other (the last takes the spare height), then shows
        the game: texts, the whole log and the state."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        for row in rows:
            stretch = 1 if row is rows[-1] else 0
            if isinstance(row, QLayout):
                layout.addLayout(row, stretch)
            else:
                layout.addWidget(row, stretch)
        self.main_layout = layout
        if self.folding_log is None:  # the view shows its log itself, or has none
            self.log_pane_action.setEnabled(False)
            if self.log_pane_toggle is not None:
                self.log_pane_toggle.hide()
        self.retranslate()
        self.rebuild_log()
        self.refresh()
        self.built = True
        return layout

    # --- the end of the game -----------------------------------------------------------------

    def build_end_game_menu(self) -> QMenu:
        """The toolbar's End the game button and its menu (the view adds the ways a game ends)."""
        self.end_game_button = self.tool_button("end-game")
        self.end_game_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.end_game_menu = QMenu(self.end_game_button)
        self.end_game_button.setMenu(self.end_game_menu)
        return self.end_game_menu

    def add_concede_actions(self, sides: Sequence[int], concede: Callable[[int], Any]) -> None:
        """One "… concedes" entry a side (a player, or a team); ``concede(side)`` ends it."""
        menu = self.end_game_menu or self.build_end_game_menu()
        for side in sides:
            action = QAction(menu)
            action.setObjectName(f"concede-{side}")
            action.triggered.connect(lambda _checked=False, s=side: concede(s))
            menu.addAction(action)
            self.concede_actions.append(action)

    def set_concede_texts(self, names: Sequence[str]) -> None:
        for action, name in zip(self.concede_actions, names, strict=False):
            # "&" would mark a menu's shortcut letter: a team's name shows it doubled.
            action.setText(
                format_text(self.tr("{player} concedes"), player=name.replace("&", "&&"))
            )

    # --- the compact layout ------------------------------------------------------------------

    def compact_below(self) -> int:
        """The height under which the view is compact."""
        return self.COMPACT_BELOW

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.set_compact(self.height() < self.compact_below())
        if event.size().width() != event.oldSize().width():
            self.settle_log_pane()

    def set_compact(self, compact: bool) -> None:
        if compact == self.compact:
            return
        self.compact = compact
        self.lay_out_compact(compact)

    def lay_out_compact(self, compact: bool) -> None:
        """The view's panels, compact (the house's smaller touch size) or full."""

    # --- the log -----------------------------------------------------------------------------

    def rebuild_log(self) -> None:
        """Every line of the log, in the interface language."""
        entries = self.game.log_entries(current_language())
        self.log_model.reset([(entry.first, entry.text) for entry in entries])
        self.log_view.scrollToBottom()
        self.settle_log_pane()
        self.log_changed()

    def update_log_tail(self) -> None:
        """The last line of the log after an event is recorded, undone or redone: a repeated
        step joins the line before it, so that line is told again."""
        entry = self.game.last_log_entry(current_language())
        if entry is None:
            self.log_model.reset([])
        else:
            self.log_model.set_tail(entry.first, entry.text)
        self.log_view.scrollToBottom()
        self.settle_log_pane()
        self.log_changed()

    def log_changed(self) -> None:
        """The log's lines changed (a view that shows the last line elsewhere updates it)."""

    # --- the log's pane, shown or folded -----------------------------------------------------

    def log_room_from(self) -> int:
        """The width from which the log's pane shows by itself once it has lines (a view
        whose board needs more of the screen asks more)."""
        return self.LOG_ROOM_FROM

    def remember_log_pane(self, settings: QSettings) -> None:
        """The player's Show/Hide of the log is kept in ``settings``, one choice a game
        (one game's board wants the width another leaves); the one kept applies now."""
        self.log_settings = settings
        kept = settings.value(self._log_setting_key())
        self.log_choice = None if kept is None else str(kept).lower() == "true"
        self.settle_log_pane()

    def _log_setting_key(self) -> str:
        return f"tracker/{self.system.id}/log_shown"

    def choose_log_pane(self, shown: bool) -> None:
        """The player showed or folded the log: it stays so, here and in the next game."""
        self.log_choice = shown
        if self.log_settings is not None:
            self.log_settings.setValue(self._log_setting_key(), shown)
        self.settle_log_pane()

    def settle_log_pane(self) -> None:
        """Shows or folds the log's pane: as the player chose, else only when the log has
        lines and the screen has the room."""
        pane = self.folding_log
        if pane is None:
            return
        shown = self.log_choice
        if shown is None:
            shown = bool(self.log_model.lines) and self.width() >= self.log_room_from()
        with QSignalBlocker(self.log_pane_action):
            self.log_pane_action.setChecked(shown)
        self._retranslate_log_button()
        if shown != pane.isHidden():
            return
        splitter = pane.parentWidget()
        before = splitter.sizes() if isinstance(splitter, QSplitter) else []
        pane.setVisible(shown)
        if shown and isinstance(splitter, QSplitter) and sum(before) > 0:
            # Left to itself the splitter would give the pane most of the width: it takes its
            # own width, the board's panels share the rest as they shared the whole.
            index = splitter.indexOf(pane)
            room = max(pane.minimumWidth(), pane.sizeHint().width())
            others = sum(before) - before[index]
            scale = max(0, others - room) / others if others else 0.0
            sizes = [round(size * scale) for size in before]
            sizes[index] = room
            splitter.setSizes(sizes)

    def _retranslate_log_button(self) -> None:
        lines = len(self.log_model.lines)
        if self.log_pane_action.isChecked() or not lines:
            self.log_pane_action.setText(self.tr("Log"))
        else:
            self.log_pane_action.setText(format_text(self.tr("Log ({count})"), count=lines))
        self.log_pane_action.setToolTip(
            self.tr(
                "Show or fold the log beside the table (Ctrl+L); remembered for games of this kind"
            )
        )

    def set_log_zoom(self, steps: int) -> None:
        """The log's text size, larger so it reads from across the table: each step adds
        about 15 % to the normal size."""
        low, high = self.LOG_ZOOM_RANGE
        steps = max(low, min(high, steps))
        font = QFont(self.log_view.font())
        font.setPointSizeF(max(6.0, self.log_base_size * 1.15**steps))
        for view in self.zoomed_logs:
            view.setFont(font)
        self.log_view.scrollToBottom()
        if steps != self.log_zoom:
            self.log_zoom = steps
            self.log_zoom_changed.emit(steps)

    # --- recording, undo and redo ------------------------------------------------------------

    def refresh(self) -> None:
        """Shows the state (every view has its own)."""
        raise NotImplementedError

    def show_problem(self, text: str) -> None:
        self.status.setText(text)
        self._show_status_line()

    def show_waiting(self, text: str) -> None:
        """Says what the rules wait for before the greyed buttons unlock ("" for nothing);
        a refusal, when one is said, keeps the status line until the game changes."""
        self.waiting.setText(text)
        self._show_status_line()

    def _show_status_line(self) -> None:
        refused = bool(self.status.text())
        self.status.setVisible(refused)
        self.waiting.setVisible(not refused and bool(self.waiting.text()))

    def record(self, event_type: str, payload: dict[str, Any]) -> bool:
        """Makes one event; a refusal of the rules is shown, and nothing is kept."""
        try:
            self.game.record(event_type, payload)
        except MusterError as exc:
            self.show_problem(exc.message())
            if self.REFRESH_AFTER_REFUSAL:
                self.refresh()
            return False
        self._game_changed(undone=False)
        return True

    def record_intent(self, make: Callable[[], tuple[str, dict[str, Any]]]) -> bool:
        """An event made by one of the core's intent helpers (which roll the dice, and may
        refuse before there is an event)."""
        try:
            event_type, payload = make()
        except MusterError as exc:
            self.show_problem(exc.message())
            return False
        return self.record(event_type, payload)

    def undo(self) -> None:
        if self.game.can_undo:
            self._move_in_history(self.game.undo)

    def redo(self) -> None:
        if self.game.can_redo:
            self._move_in_history(self.game.redo)

    def _move_in_history(self, step: Callable[[], Any]) -> None:
        try:
            step()
        except MusterError as exc:
            self.show_problem(exc.message())
            return
        self._game_changed(undone=True)

    def _game_changed(self, undone: bool) -> None:
        self.show_problem("")
        self.drop_pending(undone)
        self.update_log_tail()
        self.refresh()

    def drop_pending(self, undone: bool) -> None:
        """The game changed (an event recorded, or ``undone`` or redone): a view drops the
        choices it held on screen for an event to come, where they no longer stand."""

    def show_history(self) -> None:
        """Undo and Redo enabled as far as the game can go back and forth; the league link
        (once made) follows the game's end."""
        self.undo_action.setEnabled(self.game.can_undo)
        self.redo_action.setEnabled(self.game.can_redo)
        if self.league_link is not None:
            self.league_link.follow(self.game)

    # --- printing ----------------------------------------------------------------------------

    def print_report(self) -> None:
        """The game report as the game stands now, in the Print dialog (preview, PDF, print)."""
        if self.workspace is None:
            return
        from ui.printing.dialog import PrintDialog

        if self.print_dialog is not None:
            self.print_dialog.deleteLater()
        dialog = PrintDialog.for_game(self.workspace, self.game, self)
        self.print_dialog = dialog
        dialog.open()

    # --- texts -------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """The frame's texts; a view's ``retranslate`` calls this first, then sets its own."""
        if getattr(self, "back_button", None) is not None:
            self.back_button.setText(self.tr("← Games"))
            self.back_button.setToolTip(self.tr("Back to the list of games; this one is saved"))
        self.undo_action.setText(self.tr("Undo"))
        self.undo_action.setToolTip(self.tr("Undo the last event (Ctrl+Z)"))
        self.redo_action.setText(self.tr("Redo"))
        self.redo_action.setToolTip(self.tr("Redo the event undone last (Ctrl+Shift+Z)"))
        self.print_action.setText(self.tr("Print game report…"))
        if self.log_title is not None:
            self.log_title.setText(self.tr("Log"))
        self._retranslate_log_button()
        if self.end_game_menu is not None:
            self.end_game_button.setText(self.tr("End the game"))
