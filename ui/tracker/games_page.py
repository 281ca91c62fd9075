"""The Games page: every tracked game, finished or not, and the tracker for the one being
played. Resuming a game replays its log from the database, so it is exactly where it stopped.

The page names no game: the New game dialog offers the games whose interface package gives a
tracker (``ui.systems.tracker_ids()``), and a game is shown by its own tracker screen
(``ui.systems.views(system_id).tracker``, see ``GameViews``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QHideEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app import systems
from app.errors import MusterError
from app.i18n import current_language, format_text
from app.roster.document import RosterDocument
from app.tracker.game import Game, delete_game, list_games
from app.tracker.presence import PLAYER, SPECTATOR, present
from app.workspace import Workspace
from ui import systems as game_views
from ui.tracker.games_model import GameEntry, GamesFilter, GamesModel
from ui.tracker.live_watch import DatabaseWatch, LiveWatch, PresenceKeeper, follow_view
from ui.tracker.new_game_dialog import NewGameDialog
from ui.tracker.wall_screen import WallScreen
from ui.tracker.watching import Spectating
from ui.widgets.empty_state import EmptyState
from ui.widgets.game_column import GameFilterCombo
from ui.widgets.retranslate import Retranslatable


class GamesPage(Retranslatable, QWidget):
    compact_navigation_changed = Signal(bool)  # the tracker is shown (True) or closed
    # While the list is shown, how often a SQLite file is checked for another Muster's write
    # (a game moved on, someone opened or closed one); PostgreSQL announces them.
    LIST_CHECK_SECONDS = 1.0

    def __init__(
        self,
        workspace: Workspace,
        parent: QWidget | None = None,
        ui_settings: QSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.ui_settings = ui_settings
        self.setObjectName("page-games")
        self.tracker: Any = None  # the game's tracker screen, while a game is open
        self.live_watch: LiveWatch | None = None
        self.presence: PresenceKeeper | None = None  # this Muster at the open game's table
        self.list_watch: DatabaseWatch | None = None  # while the list is shown
        self.reload_timer = QTimer(self)  # one reload for a burst of writes
        self.reload_timer.setSingleShot(True)
        self.reload_timer.setInterval(200)
        self.reload_timer.timeout.connect(self._reload_list_if_shown)
        application = QApplication.instance()
        if application is not None:  # Muster quits with a game open: it leaves the table
            application.aboutToQuit.connect(self._leave_table)
        self.header_restored = False

        self.model = GamesModel(self)
        self.model.unusual_end = self._unusual_end
        self.proxy = GamesFilter(self)
        self.proxy.setSourceModel(self.model)
        self.search = QLineEdit(self)
        self.search.setObjectName("games-search")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.status_filter = QComboBox(self)
        self.status_filter.setObjectName("games-status-filter")
        # Its texts arrive in retranslate(), after the first size was taken; follow them.
        self.status_filter.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for status in GamesFilter.STATUSES:
            self.status_filter.addItem("", status)
        self.status_filter.currentIndexChanged.connect(self._status_chosen)
        # Which game's games: every game's, or one game's (the list holds all four).
        self.game_filter = GameFilterCombo(
            game_views.tracker_ids(), ui_settings, "games/game_filter", self
        )
        self.game_filter.setObjectName("games-game-filter")
        self.game_filter.game_chosen.connect(self.proxy.set_game)
        self.new_button = QPushButton(self)
        self.new_button.setObjectName("new-game")
        self.new_button.clicked.connect(lambda: self.new_game())
        self.resume_button = QPushButton(self)
        self.resume_button.setObjectName("resume-game")
        self.resume_button.clicked.connect(self.resume_selected)
        self.watch_button = QPushButton(self)
        self.watch_button.setObjectName("watch-game")
        self.watch_button.clicked.connect(self.watch_selected)
        self.wall_button = QPushButton(self)
        self.wall_button.setObjectName("wall-screen-game")
        self.wall_button.clicked.connect(self.show_wall_screen)
        self.delete_button = QPushButton(self)
        self.delete_button.setObjectName("delete-game")
        self.delete_button.clicked.connect(self.delete_selected)
        self.table = QTableView(self)
        self.table.setObjectName("games-table")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(
            GamesModel.COLUMNS.index("last_played"), Qt.SortOrder.DescendingOrder
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.doubleClicked.connect(self.resume_index)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.resume_action = QAction(self.table)
        self.resume_action.setShortcuts(
            [QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter)]
        )
        self.resume_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.resume_action.triggered.connect(self.resume_selected)
        self.table.addAction(self.resume_action)
        self.delete_action = QAction(self.table)
        self.delete_action.setShortcut(QKeySequence.StandardKey.Delete)
        self.delete_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.delete_action.triggered.connect(self.delete_selected)
        self.table.addAction(self.delete_action)
        self.new_action = QAction(self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.new_action.triggered.connect(lambda: self.new_game())
        self.addAction(self.new_action)
        self.empty = EmptyState(self)
        self.empty.setObjectName("games-empty")
        self.empty.action_clicked.connect(lambda: self.new_game())

        self.list_page = QWidget(self)
        bar = QHBoxLayout()
        bar.addWidget(self.search, 1)
        bar.addWidget(self.game_filter)
        bar.addWidget(self.status_filter)
        bar.addWidget(self.new_button)
        bar.addWidget(self.resume_button)
        bar.addWidget(self.watch_button)
        bar.addWidget(self.wall_button)
        bar.addWidget(self.delete_button)
        self.list_stack = QStackedWidget(self.list_page)
        self.list_stack.addWidget(self.table)
        self.list_stack.addWidget(self.empty)
        list_layout = QVBoxLayout(self.list_page)
        list_layout.setContentsMargins(0, 0, 0, 0)
        list_layout.addLayout(bar)
        list_layout.addWidget(self.list_stack, 1)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.list_page)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.stack)
        self.retranslate()
        self.reload()
        self._restore_layout()
        header = self.table.horizontalHeader()
        header.sectionResized.connect(self.save_layout)
        header.sortIndicatorChanged.connect(self.save_layout)

    # --- the list -----------------------------------------------------------------------------

    def _unusual_end(self, system_id: str, end_reason: str | None) -> str:
        """How a game ended, in the interface's language, when not the usual way (the system's
        first end reason): "Concession", "Time"; "" for the usual way or when not known."""
        if not end_reason:
            return ""
        try:
            reasons = systems.scored(system_id).end_reasons(current_language())
        except MusterError:
            return ""
        if not reasons or end_reason == reasons[0][0]:
            return ""
        return dict(reasons).get(end_reason, end_reason)

    def reload(self) -> None:
        chosen = self.selected_id()
        try:
            summaries = list_games(self.workspace.db)
            at_tables = present(self.workspace.db)
        except MusterError as exc:
            self.model.set_entries([])
            self.empty.set_texts(self.tr("The games cannot be listed"), exc.message())
            self.list_stack.setCurrentWidget(self.empty)
            return
        entries = []
        for summary in summaries:
            # Every seat (a game may seat up to six), at least the two a game has.
            seats = max(2, len(summary.players))
            names = [*summary.players, "", ""][:seats]
            teams = [*summary.teams, *[""] * seats][:seats]
            scores = [*summary.scores, *[0] * seats][:seats]
            finished = summary.status == "finished"
            entries.append(
                GameEntry(
                    id=summary.id,
                    players=tuple(names),
                    teams=tuple(teams),
                    finished=finished,
                    turn=summary.turns,
                    last_played=summary.updated_at,
                    winner=summary.winner_name or None,
                    scores=tuple(int(figure) for figure in scores),
                    system=summary.system,
                    end_reason=summary.end_reason,
                    present=tuple(at_tables.get(summary.id, [])),
                )
            )
        self.model.set_entries(entries)
        self._choose(chosen)
        if not self.header_restored:
            self.table.resizeColumnsToContents()
        self._show_empty_state()
        self._update_buttons()

    def _choose(self, game_id: int | None) -> None:
        """Selects ``game_id``'s row again after a reload (another Muster's write reloads the
        list under the player's eyes)."""
        for row, entry in enumerate(self.model.entries):
            if entry.id == game_id:
                shown = self.proxy.mapFromSource(self.model.index(row, 0))
                if shown.isValid():
                    self.table.selectRow(shown.row())
                return

    # --- following the database while the list is shown ---------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.list_watch is None:
            try:
                self.list_watch = DatabaseWatch(
                    self.workspace.db, self, interval=self.LIST_CHECK_SECONDS
                )
            except Exception:  # the server is away: the list is shown, not followed
                self.list_watch = None
            else:
                self.list_watch.written.connect(self.reload_timer.start)
        if self.tracker is None:
            self.reload()  # who is at which table now, and the games' progress

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        if self.list_watch is not None:
            self.list_watch.close()
            self.list_watch.deleteLater()
            self.list_watch = None

    def _reload_list_if_shown(self) -> None:
        if self.tracker is None and self.isVisible():
            self.reload()

    def _status_chosen(self) -> None:
        status = self.status_filter.currentData()
        self.proxy.set_status(status)
        if self.ui_settings is not None:
            self.ui_settings.setValue("games/status_filter", status)

    def _show_empty_state(self) -> None:
        if self.model.rowCount():
            self.list_stack.setCurrentWidget(self.table)
        else:
            self.list_stack.setCurrentWidget(self.empty)

    def selected_id(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            index = self.table.currentIndex()
            if not index.isValid():
                return None
            rows = [index]
        value = rows[0].data(GamesModel.IdRole)
        return int(value) if value is not None else None

    def _update_buttons(self) -> None:
        chosen = self.selected_id() is not None
        self.resume_button.setEnabled(chosen)
        self.watch_button.setEnabled(chosen)
        self.wall_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)

    # --- new, resume, delete ----------------------------------------------------------------

    def new_game(self, team: RosterDocument | None = None) -> None:
        """Asks for the game, its players and their strike teams; ``team`` (from the builder)
        is preselected for the first player, in its own game when the tracker follows it."""
        tracked = team is not None and team.system in game_views.tracker_ids()
        dialog = NewGameDialog(
            self.workspace,
            self,
            system_id=team.system if team is not None and tracked else None,
            ui_settings=self.ui_settings,
        )
        if team is not None and tracked:
            dialog.preselect(team)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.start_game(dialog.system, dialog.setup)

    def start_game(self, system: Any, setup: Any) -> Game | None:
        """Records a new game of ``system`` from its ``setup`` and opens it."""
        try:
            game = Game.create(self.workspace.db, system.id, setup)
        except MusterError as exc:
            QMessageBox.warning(self, self.tr("New game"), exc.message())
            return None
        self.reload()
        self.open_game(game)
        return game

    def resume_index(self, index: QModelIndex) -> None:
        value = index.data(GamesModel.IdRole)
        if value is not None:
            self.resume(int(value))

    def resume_selected(self) -> None:
        game_id = self.selected_id()
        if game_id is not None:
            self.resume(game_id)

    def resume(self, game_id: int) -> None:
        try:
            game = Game.load(self.workspace.db, game_id)
        except MusterError as exc:
            QMessageBox.warning(self, self.tr("Resume the game"), exc.message())
            return
        self.open_game(game)

    def watch_selected(self) -> None:
        """Opens the chosen game as a spectator: followed live, nothing recorded from here."""
        game_id = self.selected_id()
        if game_id is None:
            return
        try:
            game = Game.load(self.workspace.db, game_id, watching=True)
        except MusterError as exc:
            QMessageBox.warning(self, self.tr("Watch the game"), exc.message())
            return
        self.open_game(game)

    def show_wall_screen(self) -> WallScreen | None:
        """Follows the chosen game full screen, with no controls (a spectator's screen)."""
        game_id = self.selected_id()
        if game_id is None:
            return None
        try:
            screen = WallScreen(Game.load(self.workspace.db, game_id, watching=True), self)
        except MusterError as exc:  # no such game, or a database on a network share
            QMessageBox.warning(self, self.tr("Wall screen"), exc.message())
            return None
        screen.showFullScreen()
        return screen

    def open_game(self, game: Game) -> None:
        self.close_game()
        factory = game_views.views(game.system.id).tracker
        if factory is None:
            QMessageBox.warning(
                self,
                self.tr("Resume the game"),
                format_text(
                    self.tr("Muster cannot show the games of this system yet: {game}."),
                    game=game.system.display_name(current_language()),
                ),
            )
            return
        self.tracker = factory(game, self.workspace, self)
        if game.watching:
            Spectating(self.tracker)
        self.live_watch = follow_view(self.tracker)  # other Musters' steps show as they come
        self.presence = PresenceKeeper(game, SPECTATOR if game.watching else PLAYER, self)
        self.tracker.closed.connect(self.close_game)
        self.stack.addWidget(self.tracker)
        self.stack.setCurrentWidget(self.tracker)
        self._restore_tracker_layout()
        self.tracker.splitter.splitterMoved.connect(self._save_tracker_layout)
        self.tracker.log_zoom_changed.connect(self._save_log_zoom)
        self.tracker.setFocus()
        self.compact_navigation_changed.emit(True)
        if game.watching:
            self.tracker.spectating.lock()  # shown and laid out: its controls greyed now

    @property
    def wants_compact_navigation(self) -> bool:
        """The tracker needs the window's whole width (the main window asks)."""
        return self.tracker is not None

    def close_game(self) -> None:
        if self.tracker is None:
            return
        self._save_tracker_layout()
        if self.live_watch is not None:
            self.live_watch.close()
            self.live_watch = None
        self._leave_table()
        self.stack.setCurrentWidget(self.list_page)
        self.stack.removeWidget(self.tracker)
        self.tracker.deleteLater()
        self.tracker = None
        self.compact_navigation_changed.emit(False)
        self.reload()

    def _leave_table(self) -> None:
        if self.presence is not None:
            self.presence.close()
            self.presence = None

    def delete_selected(self) -> None:
        game_id = self.selected_id()
        if game_id is None:
            return
        entry = next((e for e in self.model.entries if e.id == game_id), None)
        players = " – ".join(entry.players) if entry else str(game_id)
        answer = QMessageBox.question(
            self,
            self.tr("Delete the game"),
            self.tr("Delete the game {players} and its whole log? This cannot be undone.").format(
                players=players
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            delete_game(self.workspace.db, game_id)
        except MusterError as exc:
            QMessageBox.warning(self, self.tr("Delete the game"), exc.message())
        self.reload()

    # --- layout ------------------------------------------------------------------------------

    def _restore_layout(self) -> None:
        if self.ui_settings is None:
            return
        status = self.ui_settings.value("games/status_filter")
        found = self.status_filter.findData(status)
        if found >= 0:
            self.status_filter.setCurrentIndex(found)
        self.game_filter.restore()
        state = self.ui_settings.value("games/header")
        if state is not None:
            self.header_restored = self.table.horizontalHeader().restoreState(state)

    def save_layout(self) -> None:
        if self.ui_settings is None:
            return
        self.ui_settings.setValue("games/header", self.table.horizontalHeader().saveState())

    def _restore_tracker_layout(self) -> None:
        if self.ui_settings is None or self.tracker is None:
            return
        state = self.ui_settings.value("tracker/splitter")
        if state is not None:
            self.tracker.splitter.restoreState(state)
        self.tracker.remember_log_pane(self.ui_settings)
        try:
            zoom = int(self.ui_settings.value("tracker/log_zoom", 0))  # type: ignore[call-overload]
        except (TypeError, ValueError):
            zoom = 0
        self.tracker.set_log_zoom(zoom)

    def _save_log_zoom(self, steps: int) -> None:
        if self.ui_settings is not None:
            self.ui_settings.setValue("tracker/log_zoom", steps)

    def _save_tracker_layout(self) -> None:
        if self.ui_settings is None or self.tracker is None:
            return
        self.ui_settings.setValue("tracker/splitter", self.tracker.splitter.saveState())

    def retranslate(self) -> None:
        self.search.setPlaceholderText(self.tr("Search players, rosters, results…"))
        labels = {
            "all": self.tr("All games"),
            "unfinished": self.tr("Unfinished games"),
            "finished": self.tr("Finished games"),
        }
        for row in range(self.status_filter.count()):
            self.status_filter.setItemText(row, labels[self.status_filter.itemData(row)])
        self.status_filter.setToolTip(
            self.tr("Show every game, or only unfinished or finished ones")
        )
        self.game_filter.setToolTip(self.tr("Show the games of every game, or of one"))
        self.wall_button.setText(self.tr("Wall screen"))
        self.wall_button.setToolTip(
            self.tr(
                "Follow the chosen game full screen, in large type and with no controls, "
                "for a second screen by the table (Esc leaves)"
            )
        )
        self.new_button.setText(self.tr("New game"))
        self.new_button.setToolTip(
            self.tr("Start a game: its players, their rosters, its own choices (Ctrl+N)")
        )
        self.resume_button.setText(self.tr("Resume"))
        self.resume_button.setToolTip(self.tr("Go on with the selected game (Enter)"))
        self.watch_button.setText(self.tr("Watch"))
        self.watch_button.setToolTip(
            self.tr(
                "Follow the selected game as a spectator: it shows each step as the players "
                "record it, and nothing can be recorded from here"
            )
        )
        self.delete_button.setText(self.tr("Delete"))
        self.delete_button.setToolTip(self.tr("Delete the selected game (Delete)"))
        self.empty.set_texts(
            self.tr("No games yet"),
            self.tr(
                "Games you track at the table will be listed here, finished or not, "
                "so you can resume one exactly where you stopped."
            ),
            self.tr("New game"),
        )
        self.model.retranslate()
