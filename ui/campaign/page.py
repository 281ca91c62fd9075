"""The Campaigns page: campaigns on the left; on the right the chosen campaign's tabs —
standings, games, players (with each one's history), pairings and statistics with charts
(each its own module: ``*_tab.py``), and a tournament's own tab (``tournament_view.py``).

The page holds what the tabs share (the campaign shown, its statistics, the undo stack, the
messages: ``page_context.PageContext``), the list of campaigns and the toolbar, whose "Import
and export" button is ``exchange.py``. Every change to games goes through the page's QUndoStack
(Ctrl+Z / Ctrl+Shift+Z); deleting asks first. Data comes from the campaign core; the tables
are Qt models over its values.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QModelIndex, QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence, QShowEvent, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)
from sqlalchemy.exc import SQLAlchemyError

from app import systems
from app.campaign import pairings
from app.campaign.campaigns import create_campaign, delete_campaign, list_campaigns, update_campaign
from app.campaign.games import game_count
from app.campaign.participants import participants
from app.campaign.records import CampaignInfo
from app.campaign.statistics import CampaignStatistics, campaign_statistics
from app.db import Database
from app.errors import DatabaseError, MusterError
from app.i18n import current_language, format_text
from app.workspace import Workspace
from ui.campaign.campaign_dialog import CampaignDialog
from ui.campaign.campaign_list import CampaignListModel, campaign_list_view
from ui.campaign.commands import EditCampaignCommand
from ui.campaign.exchange import ExchangeButton
from ui.campaign.games_tab import GamesTab
from ui.campaign.models import ID_ROLE
from ui.campaign.pairings_tab import PairingsTab
from ui.campaign.players_tab import PlayersTab
from ui.campaign.standings_tab import StandingsTab
from ui.campaign.statistics_tab import StatisticsTab
from ui.widgets.empty_state import EmptyState
from ui.widgets.game_column import GameFilterCombo
from ui.widgets.retranslate import Retranslatable

SETTINGS_KEY = "campaigns"
TAB_KEYS = ("standings", "games", "players", "pairings", "statistics")
TOURNAMENT_TAB = 5


class CampaignsPage(Retranslatable, QWidget):
    def __init__(
        self,
        workspace: Workspace,
        parent: QWidget | None = None,
        ui_settings: QSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("campaigns-page")
        self.workspace = workspace
        self.ui_settings = ui_settings
        self.undo_stack = QUndoStack(self)
        self.campaign: CampaignInfo | None = None
        self.stats: CampaignStatistics | None = None

        # --- campaigns list ---------------------------------------------------------------
        self.campaigns_model = CampaignListModel(self)
        self.campaign_list = campaign_list_view(self.campaigns_model, self)
        self.campaign_list.selectionModel().currentChanged.connect(self._campaign_chosen)
        # Which game's campaigns: every game's, or one game's (remembered, as on the Games page).
        self.game_filter = GameFilterCombo(
            systems.scored_ids(), ui_settings, f"{SETTINGS_KEY}/game_filter", self
        )
        self.game_filter.setObjectName("campaigns-game-filter")
        self.game_filter.game_chosen.connect(self._game_filtered)
        self.campaigns_title = QLabel(self)
        self.new_campaign_button = QPushButton(self)
        self.new_campaign_button.setObjectName("new-campaign")
        self.new_campaign_button.clicked.connect(self.new_campaign)
        self.edit_campaign_button = QPushButton(self)
        self.edit_campaign_button.setObjectName("edit-campaign")
        self.edit_campaign_button.clicked.connect(self.edit_campaign)
        self.delete_campaign_button = QPushButton(self)
        self.delete_campaign_button.setObjectName("delete-campaign")
        self.delete_campaign_button.clicked.connect(self.delete_campaign)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.campaigns_title)
        left_layout.addWidget(self.game_filter)
        left_layout.addWidget(self.campaign_list, 1)
        left_layout.addWidget(self.new_campaign_button)
        left_layout.addWidget(self.edit_campaign_button)
        left_layout.addWidget(self.delete_campaign_button)

        # --- actions ------------------------------------------------------------------------
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("campaign-toolbar")
        self.record_action = self._action("record-game", QKeySequence.StandardKey.New)
        self.edit_action = self._action("edit-game", QKeySequence("Ctrl+E"))
        self.delete_action = self._action("delete-game", QKeySequence.StandardKey.Delete)
        # Own actions rather than QUndoStack's, so that their texts follow the language.
        self.undo_action = self._action("undo", QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo_stack.undo)
        self.redo_action = self._action("redo", QKeySequence.StandardKey.Redo)
        self.redo_action.triggered.connect(self.undo_stack.redo)
        self.undo_stack.canUndoChanged.connect(self.undo_action.setEnabled)
        self.undo_stack.canRedoChanged.connect(self.redo_action.setEnabled)
        self.undo_stack.indexChanged.connect(self._update_undo_texts)
        self.undo_action.setEnabled(False)
        self.redo_action.setEnabled(False)
        self.reload_action = self._action("reload", QKeySequence.StandardKey.Refresh)
        self.reload_action.triggered.connect(self.reload)
        for action in (self.record_action, self.edit_action, self.delete_action):
            self.toolbar.addAction(action)
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.undo_action)
        self.toolbar.addAction(self.redo_action)
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.reload_action)
        self.toolbar.addSeparator()
        self.exchange = ExchangeButton(self, self)
        self.toolbar.addWidget(self.exchange)

        # --- the tabs (each knows its own tables and changes) -------------------------------
        self.standings = StandingsTab(self)
        self.games = GamesTab(self, self)
        self.players = PlayersTab(self, self)
        self.pairings = PairingsTab(self, self)
        self.statistics = StatisticsTab(self, self)
        self.record_action.triggered.connect(self.games.record_game)
        self.edit_action.triggered.connect(self.games.edit_game)
        self.delete_action.triggered.connect(self.games.delete_games)
        self.standings.view.doubleClicked.connect(self._standing_opened)
        self.standings.empty.action_clicked.connect(self.players.add_player)
        self.games.view.selectionModel().selectionChanged.connect(self._update_actions)
        self.statistics.empty.action_clicked.connect(self.games.record_game)

        # --- assembly -----------------------------------------------------------------------
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("campaign-tabs")
        from ui.campaign.tournament_view import TournamentView

        # A tournament's own tab (a campaign of kind "swiss"), shown for tournaments only.
        self.tournament_view = TournamentView(
            workspace, self.undo_stack, self, self.exchange.folder, self.exchange.remember_folder
        )
        tabs = (self.standings, self.games, self.players, self.pairings, self.statistics)
        for widget in (*tabs, self.tournament_view):
            self.tabs.addTab(widget, "")
        self.tabs.setTabVisible(TOURNAMENT_TAB, False)
        self.tabs.currentChanged.connect(self._tab_changed)
        content = QWidget(self)
        content_layout = QVBoxLayout(content)
        content_layout.setContentsMargins(0, 0, 0, 0)
        content_layout.addWidget(self.toolbar)
        content_layout.addWidget(self.tabs, 1)
        self.empty = EmptyState(self)
        self.empty.setObjectName("campaigns-empty")
        self.empty.action_clicked.connect(self.new_campaign)
        self.right = QStackedWidget(self)
        self.right.addWidget(self.empty)
        self.right.addWidget(content)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("campaigns-splitter")
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.right)
        self.splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.splitter)

        self.retranslate()
        self._restore_layout()
        self.game_filter.restore()
        self.reload_campaigns()
        self.splitter.splitterMoved.connect(self._save_layout)
        self.standings.view.horizontalHeader().sectionResized.connect(self._save_layout)
        self.games.view.horizontalHeader().sectionResized.connect(self._save_layout)

    def _action(
        self, name: str, shortcut: QKeySequence | QKeySequence.StandardKey | None
    ) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if isinstance(shortcut, QKeySequence.StandardKey):
            action.setShortcuts(shortcut)  # every platform binding, not only the first
        elif shortcut is not None:
            action.setShortcut(shortcut)
        if shortcut is not None:
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.addAction(action)
        return action

    def _update_undo_texts(self, *_args: object) -> None:
        undo, redo = self.undo_stack.undoText(), self.undo_stack.redoText()
        self.undo_action.setToolTip(self.tr("Undo: {what}").format(what=undo) if undo else "")
        self.redo_action.setToolTip(self.tr("Redo: {what}").format(what=redo) if redo else "")

    @property
    def db(self) -> Database:
        return self.workspace.db

    def show_tab(self, key: str) -> None:
        self.tabs.setCurrentIndex(TAB_KEYS.index(key))

    # --- texts --------------------------------------------------------------------------------

    def game_says(self, which: str, **params: object) -> str:
        """The campaign's game's own sentence (its ``ScoreWords``: "Register an &army…"), or
        "" where the page's own (a strike team's) serve."""
        if self.campaign is None:
            return ""
        try:
            words = systems.scored(self.campaign.system).score_words()
        except MusterError:
            return ""
        return words.word(which, current_language(), **params)

    def retranslate(self) -> None:
        self.campaigns_title.setText(self.tr("Campaigns"))
        self.campaigns_model.retranslate()
        self.game_filter.setToolTip(self.tr("Show the campaigns of every game, or of one"))
        self.new_campaign_button.setText(self.tr("&New campaign…"))
        self.edit_campaign_button.setText(self.tr("Campaign &settings…"))
        self.delete_campaign_button.setText(self.tr("Delete campaign…"))
        self.record_action.setText(self.tr("&Record game…"))
        self.record_action.setToolTip(self.tr("Record a game played by hand (Ctrl+N)"))
        self.edit_action.setText(self.tr("&Edit game…"))
        self.delete_action.setText(self.tr("&Delete game"))
        self.undo_action.setText(self.tr("Undo"))
        self.redo_action.setText(self.tr("Redo"))
        self._update_undo_texts()
        self.reload_action.setText(self.tr("Reload"))
        self.exchange.retranslate()
        self.reload_action.setToolTip(
            self.tr("Show the games other club members recorded meanwhile (F5)")
        )
        titles = (
            self.tr("Standings"),
            self.tr("Games"),
            self.tr("Players"),
            self.tr("Pairings"),
            self.tr("Statistics"),
            self.tr("Tournament"),
        )
        for index, title in enumerate(titles):
            self.tabs.setTabText(index, title)
        self.empty.set_texts(
            self.tr("No campaign yet"),
            self.tr(
                "A campaign keeps a league's players, games and standings. Create one, or "
                "import games from a CSV file."
            ),
            self.tr("Create a campaign"),
        )
        self.standings.retranslate(self.campaign)
        self.games.retranslate()
        self.players.retranslate()
        self.pairings.retranslate()
        self.statistics.retranslate()
        self._build_charts_if_shown()

    # --- campaigns ----------------------------------------------------------------------------

    def reload_campaigns(self, select_id: int | None = None) -> None:
        try:
            campaigns = list_campaigns(self.db)
        except MusterError as error:
            self.show_error(error)
            campaigns = []
        except SQLAlchemyError as error:
            self.show_error(DatabaseError(detail=str(getattr(error, "orig", error)).strip()))
            campaigns = []
        if select_id is None and self.campaign is not None:
            select_id = self.campaign.id
        if select_id is None and self.ui_settings is not None:
            stored = self.ui_settings.value(f"{SETTINGS_KEY}/campaign")
            select_id = int(str(stored)) if stored not in (None, "") else None
        self.campaigns_model.set_campaigns(campaigns)
        row = self.campaigns_model.row_of(select_id) if select_id is not None else -1
        if row < 0 and campaigns:
            row = 0
        if row >= 0:
            self.campaign_list.setCurrentIndex(self.campaigns_model.index(row))
        else:
            self._show_campaign(None)

    def _game_filtered(self, system_id: str) -> None:
        """Only one game's campaigns, or every game's: the campaign shown stays if listed,
        else the first listed shows."""
        self.campaigns_model.set_game(system_id)
        row = self.campaigns_model.row_of(self.campaign.id) if self.campaign else -1
        if row < 0 and self.campaigns_model.rowCount():
            row = 0
        if row >= 0:
            self.campaign_list.setCurrentIndex(self.campaigns_model.index(row))
        else:
            self._show_campaign(None)

    def _campaign_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        campaign_id = current.data(ID_ROLE) if current.isValid() else None
        info = next((c for c in self.campaigns_model.campaigns if c.id == campaign_id), None)
        if info is not None and self.campaign is not None and info.id != self.campaign.id:
            self.undo_stack.clear()  # commands belong to the campaign they were made in
        self._show_campaign(info)
        if self.ui_settings is not None and info is not None:
            self.ui_settings.setValue(f"{SETTINGS_KEY}/campaign", info.id)

    def _show_campaign(self, info: CampaignInfo | None) -> None:
        self.campaign = info
        # The tables speak the campaign's game: its score fields and words.
        game_models = (
            self.standings.model,
            self.games.model,
            self.players.history_model,
            self.statistics.teams_model,
        )
        for model in game_models:
            model.set_system(info.system if info else "")
        self.players.game_texts()
        self.statistics.game_texts()
        self.right.setCurrentIndex(0 if info is None else 1)
        self.edit_campaign_button.setEnabled(info is not None)
        self.delete_campaign_button.setEnabled(info is not None)
        self.games.model.load(info.id if info else None)
        is_tournament = info is not None and info.kind == "swiss"
        self.tabs.setTabVisible(TOURNAMENT_TAB, is_tournament)
        self.tournament_view.show_tournament(info if is_tournament else None)
        self.refresh()

    def refresh(self, game_id: int | None = None) -> None:
        """Reloads what the games decide: standings, statistics, players, games list."""
        if self.campaign is None:
            self.stats = None
            self.standings.model.set_rows([])
            self.statistics.show_statistics(None)
            self.players.model.set_players([], {})
            self.players.history_model.set_rows([])
            self.pairings.show_rounds([], [])
            self._update_actions()
            return
        try:
            self.stats = campaign_statistics(self.db, self.campaign.id)
            players = participants(self.db, self.campaign.id)
            rounds = pairings.rounds(self.db, self.campaign.id)
        except MusterError as error:
            self.show_error(error)
            return
        except SQLAlchemyError as error:  # a shared database that became unreachable
            self.show_error(DatabaseError(detail=str(getattr(error, "orig", error)).strip()))
            return
        self.standings.show_standings(self.stats.standings)
        self.standings.show_scoring(self.campaign)
        self.statistics.show_statistics(self.stats)
        self.players.show_players(players, {s.player_id: s.played for s in self.stats.standings})
        self.pairings.show_rounds(rounds, players)
        self.players.show_history()
        self.games.show_games(bool(self.stats.rows), game_id)
        self._build_charts_if_shown()
        self._update_actions()

    def reload(self) -> None:
        """Reads everything again (another Muster sharing the database may have changed it)."""
        self.reload_campaigns()
        self.games.model.reload()
        self.refresh()

    def push_command(self, make: Callable[[], QUndoCommand]) -> bool:
        """Makes an undoable change (``make`` does it at once) and pushes it on the undo stack;
        a change the core refuses is said, and nothing is pushed. Returns whether it was made."""
        try:
            command = make()
        except MusterError as error:
            self.show_error(error)
            return False
        self.undo_stack.push(command)
        return True

    def run_dialog(self, dialog: Any) -> bool:
        """Runs a modal dialog, then gives the keyboard back to the window (so the page's
        shortcuts work at once); the dialog is deleted by the event loop."""
        accepted = dialog.exec() == dialog.DialogCode.Accepted
        dialog.hide()
        dialog.deleteLater()
        self.window().activateWindow()
        return bool(accepted)

    def new_campaign(self) -> None:
        dialog = CampaignDialog(self)
        if not self.run_dialog(dialog):
            return
        info = dialog.campaign()
        try:
            created = create_campaign(
                self.db,
                info.name,
                info.system,
                info.scoring,
                info.starts_on,
                info.ends_on,
                info.notes,
                info.kind,
                info.rounds,
            )
            if info.bye_points is not None:  # not a win's points: the organiser's choice
                created = replace(created, bye_points=info.bye_points)
                update_campaign(self.db, created)
        except MusterError as error:
            self.show_error(error)
            return
        self.reload_campaigns(created.id)

    def edit_campaign(self) -> None:
        if self.campaign is None:
            return
        dialog = CampaignDialog(self, self.campaign)
        if not self.run_dialog(dialog):
            return
        self.push_command(
            lambda: EditCampaignCommand(
                lambda: self.db, dialog.campaign(), self.campaigns_changed, self.show_error
            )
        )

    def campaigns_changed(self, select_id: int | None) -> None:
        """Reads the list of campaigns again (one may be new or changed), ``select_id`` shown."""
        self.campaign = None
        self.reload_campaigns(select_id)

    def delete_campaign(self) -> None:
        if self.campaign is None:
            return
        count = game_count(self.db, self.campaign.id)
        question = format_text(
            self.tr(
                'Delete the campaign "{name}" with its %n recorded game(s)? This cannot be undone.',
                "",
                count,
            ),
            name=self.campaign.name,
        )
        if not self.confirm(self.tr("Delete campaign"), question):
            return
        try:
            delete_campaign(self.db, self.campaign.id)
        except MusterError as error:
            self.show_error(error)
            return
        self.undo_stack.clear()
        self.campaign = None
        self.reload_campaigns()

    # --- between the tabs -------------------------------------------------------------------

    def _update_actions(self, *_args: object) -> None:
        has_campaign = self.campaign is not None
        selected = self.games.selected_game_ids() if has_campaign else []
        self.record_action.setEnabled(has_campaign)
        self.edit_action.setEnabled(len(selected) == 1)
        self.delete_action.setEnabled(bool(selected))
        self.exchange.update_actions()
        self.pairings.update_button()
        self.players.update_buttons()

    def _standing_opened(self, index: QModelIndex) -> None:
        player_id = index.data(ID_ROLE)
        self.show_tab("players")
        self.players.select_player(player_id)

    def _tab_changed(self, index: int) -> None:
        if index == TAB_KEYS.index("statistics") and self.statistics.charts_dirty:
            self.statistics.build_charts()
        if self.ui_settings is not None:
            self.ui_settings.setValue(f"{SETTINGS_KEY}/tab", index)

    def _build_charts_if_shown(self) -> None:
        """The charts are drawn now if their tab shows, else when it next does."""
        self.statistics.charts_dirty = True
        if self.tabs.currentIndex() == TAB_KEYS.index("statistics"):
            self.statistics.build_charts()

    # --- messages -----------------------------------------------------------------------------

    def confirm(self, title: str, question: str) -> bool:
        answer = QMessageBox.question(
            self,
            title,
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def show_error(self, error: MusterError) -> None:
        QMessageBox.warning(self, self.tr("Campaigns"), error.message(current_language()))

    def show_message(self, text: str) -> None:
        QMessageBox.information(self, self.tr("Campaigns"), text)

    # --- layout -------------------------------------------------------------------------------

    def _restore_layout(self) -> None:
        self.splitter.setSizes([170, 830])
        self.statistics.splitter.setSizes([300, 400])
        self.players.setSizes([280, 520])
        if self.ui_settings is None:
            return
        for key, widget in (
            ("splitter", self.splitter),
            ("players-splitter", self.players),
            ("stats-splitter", self.statistics.splitter),
        ):
            state = self.ui_settings.value(f"{SETTINGS_KEY}/{key}")
            if state is not None:
                widget.restoreState(state)
        for key, view in (("standings", self.standings.view), ("games", self.games.view)):
            state = self.ui_settings.value(f"{SETTINGS_KEY}/{key}-header")
            if state is not None:
                view.horizontalHeader().restoreState(state)
        tab = self.ui_settings.value(f"{SETTINGS_KEY}/tab")
        if tab not in (None, ""):
            self.tabs.setCurrentIndex(int(str(tab)))

    def _save_layout(self, *_args: object) -> None:
        if self.ui_settings is None:
            return
        self.ui_settings.setValue(f"{SETTINGS_KEY}/splitter", self.splitter.saveState())
        self.ui_settings.setValue(f"{SETTINGS_KEY}/players-splitter", self.players.saveState())
        self.ui_settings.setValue(
            f"{SETTINGS_KEY}/stats-splitter", self.statistics.splitter.saveState()
        )
        for key, view in (("standings", self.standings.view), ("games", self.games.view)):
            self.ui_settings.setValue(
                f"{SETTINGS_KEY}/{key}-header", view.horizontalHeader().saveState()
            )

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.campaign is not None:
            self.refresh()
