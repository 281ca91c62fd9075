"""The Campaigns page: campaigns on the left; on the right the chosen campaign's standings,
games, players (with each one's history), pairings and statistics with charts.

Every change to games goes through the page's QUndoStack (Ctrl+Z / Ctrl+Shift+Z); deleting
asks first. Data comes from the campaign core; the tables are Qt models over its values.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QModelIndex, QSettings, QSortFilterProxyModel, Qt
from PySide6.QtGui import QAction, QKeySequence, QShowEvent, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableView,
    QTabWidget,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from sqlalchemy.exc import SQLAlchemyError

from app import systems
from app.campaign import games_csv, pairings, service
from app.campaign.records import CampaignInfo, score_fields
from app.campaign.standings_export import write_standings_csv, write_standings_pdf
from app.campaign.statistics import (
    CampaignStatistics,
    TeamStat,
    campaign_statistics,
    player_history,
    points_by_game,
)
from app.db import Database
from app.errors import DatabaseError, MusterError
from app.i18n import current_language, format_text
from app.workspace import Workspace
from ui.campaign.campaign_dialog import CampaignDialog
from ui.campaign.campaign_list import CampaignListModel, campaign_list_view
from ui.campaign.commands import (
    AddPlayerCommand,
    DeleteGamesCommand,
    EditCampaignCommand,
    EditGameCommand,
    EditPlayerCommand,
    PairRoundCommand,
    RecordGameCommand,
    RegisterTeamCommand,
    RemovePlayerCommand,
    UnregisterTeamCommand,
)
from ui.campaign.game_dialog import GameDialog
from ui.campaign.models import (
    ID_ROLE,
    SORT_ROLE,
    GamesModel,
    HistoryModel,
    PairingsModel,
    PlayersModel,
    StandingsModel,
    TeamStatsModel,
    UnitStatsModel,
)
from ui.campaign.player_dialog import PlayerDialog
from ui.widgets.empty_state import EmptyState
from ui.widgets.game_column import GameFilterCombo
from ui.widgets.retranslate import Retranslatable

SETTINGS_KEY = "campaigns"
TAB_KEYS = ("standings", "games", "players", "pairings", "statistics")


def _table(
    parent: QWidget, name: str, sortable: bool = True, stretch: int | None = None
) -> QTableView:
    """A read-only table; column ``stretch`` (a name, usually) takes the spare width."""
    view = QTableView(parent)
    view.setObjectName(name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setAlternatingRowColors(True)
    view.setSortingEnabled(sortable)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    header = view.horizontalHeader()
    header.setDefaultSectionSize(max(80, view.fontMetrics().horizontalAdvance("0") * 12))
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setStretchLastSection(stretch is None)
    view.stretch_column = stretch  # type: ignore[attr-defined]
    return view


def _stretch(view: QTableView) -> None:
    """Applies the view's stretching column once it has a model (the header needs sections).

    The other columns (short figures) take the width of their header and values, so the
    stretching one (a name) keeps the rest: with a fixed width each, ten columns of "3" left
    "Łucja …" of a name and pushed the last columns out of sight.
    """
    column = getattr(view, "stretch_column", None)
    if column is None:
        return
    header = view.horizontalHeader()
    for other in range(header.count()):
        if other != column:
            header.setSectionResizeMode(other, QHeaderView.ResizeMode.ResizeToContents)
    if getattr(view, "fit_names", False):
        # A player's name is never cut; when the figures do not fit beside it (long French
        # and Polish headers) the table scrolls sideways instead.
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)  # a stretched last column shrank to nothing
    else:
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)


def _wanted_width(view: QTableView) -> int:
    """The width at which every column of ``view`` shows its header and values whole."""
    header = view.horizontalHeader()
    columns = sum(
        max(view.sizeHintForColumn(column), header.sectionSizeHint(column))
        for column in range(header.count())
        if not header.isSectionHidden(column)
    )
    return columns + view.verticalScrollBar().sizeHint().width() + 2 * view.frameWidth()


class FittingSplitter(QSplitter):
    """Its tables side by side when they all fit whole, else one above the other: at 1366
    pixels a strike team's name ("Clones (Captain Rex / Obi-Wan Kenobi)") and a unit's were
    cut to "Clones (Ahsoka …" and "…" beside each other."""

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        views = [self.widget(n) for n in range(self.count())]
        widths: list[int] = [
            _wanted_width(view) if isinstance(view, QTableView) else 0 for view in views
        ]
        room = self.width() - self.handleWidth() * (len(views) - 1)
        needed = sum(widths)
        side_by_side = room >= needed
        orientation = Qt.Orientation.Horizontal if side_by_side else Qt.Orientation.Vertical
        if orientation != self.orientation():
            self.setOrientation(orientation)
        if side_by_side and needed:
            # Each table gets what it needs, and the spare width in the same proportions.
            spare = room - needed
            self.setSizes([width + spare * width // needed for width in widths])
        elif not side_by_side and len(views) == 2 and isinstance(views[0], QTableView):
            # The first table no taller than its rows (a league has few strike teams), at
            # most half: the rest goes to the second.
            first = views[0]
            rows = first.model().rowCount() if first.model() is not None else 0
            tall = first.horizontalHeader().height() + 2 * first.frameWidth()
            tall += max(rows, 2) * first.verticalHeader().defaultSectionSize()
            tall += first.horizontalScrollBar().sizeHint().height()
            height = self.height() - self.handleWidth()
            self.setSizes([min(tall, height // 2), height - min(tall, height // 2)])


def _proxy(model: Any, parent: QWidget) -> QSortFilterProxyModel:
    proxy = QSortFilterProxyModel(parent)
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    proxy.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    proxy.setSortLocaleAware(True)  # Łucja after Lucas, not after Zoë
    return proxy


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
        self._charts_dirty = True

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
        self.record_action.triggered.connect(self.record_game)
        self.edit_action = self._action("edit-game", QKeySequence("Ctrl+E"))
        self.edit_action.triggered.connect(self.edit_game)
        self.delete_action = self._action("delete-game", QKeySequence.StandardKey.Delete)
        self.delete_action.triggered.connect(self.delete_games)
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
        self.import_action = self._action("import-games", QKeySequence("Ctrl+I"))
        self.import_action.triggered.connect(self.import_games)
        self.export_games_action = self._action("export-games", None)
        self.export_games_action.triggered.connect(self.export_games)
        self.reload_action = self._action("reload", QKeySequence.StandardKey.Refresh)
        self.reload_action.triggered.connect(self.reload)
        self.export_standings_action = self._action("export-standings", None)
        self.export_standings_action.triggered.connect(self.export_standings)
        for action in (self.record_action, self.edit_action, self.delete_action):
            self.toolbar.addAction(action)
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.undo_action)
        self.toolbar.addAction(self.redo_action)
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.reload_action)
        self.toolbar.addSeparator()
        # Import and export share one menu button, so the toolbar fits in every language.
        self.exchange_menu = QMenu(self)
        for action in (self.import_action, self.export_games_action, self.export_standings_action):
            self.exchange_menu.addAction(action)
        self.exchange_button = QToolButton(self)
        self.exchange_button.setObjectName("exchange")
        self.exchange_button.setMenu(self.exchange_menu)
        self.exchange_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.toolbar.addWidget(self.exchange_button)

        # --- standings ----------------------------------------------------------------------
        self.standings_model = StandingsModel(self)
        self.standings_proxy = _proxy(self.standings_model, self)
        self.standings_view = _table(self, "standings", stretch=1)
        self.standings_view.fit_names = True  # type: ignore[attr-defined]
        self.standings_view.setModel(self.standings_proxy)
        self.standings_view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.standings_view.doubleClicked.connect(self._standing_opened)
        self.scoring_label = QLabel(self)
        self.scoring_label.setWordWrap(True)
        self.standings_empty = EmptyState(self)
        self.standings_empty.setObjectName("standings-empty")
        self.standings_empty.action_clicked.connect(self.add_player)
        standings_tab = QWidget(self)
        standings_layout = QVBoxLayout(standings_tab)
        standings_layout.addWidget(self.scoring_label)
        # The table stays (its headers say what will be shown, and it keeps the keyboard
        # focus for F5 and Ctrl+Z); the empty state fills the space under the headers.
        standings_layout.addWidget(self.standings_view, 1)
        standings_layout.addWidget(self.standings_empty, 1)

        # --- games --------------------------------------------------------------------------
        self.games_model = GamesModel(lambda: self.workspace.db, self)
        self.games_model.end_reasons = self._end_reasons
        self.games_view = _table(self, "games")
        self.games_view.setModel(self.games_model)
        self.games_view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        games_header = self.games_view.horizontalHeader()
        # Two names and a winner's name need more room than a date (until the user resizes;
        # sizing them to their contents would measure rows not fetched yet).
        games_header.resizeSection(1, games_header.defaultSectionSize() * 5 // 2)
        games_header.resizeSection(2, games_header.defaultSectionSize() * 3 // 2)
        self.games_view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.games_view.doubleClicked.connect(lambda _index: self.edit_game())
        self.games_view.selectionModel().selectionChanged.connect(self._update_actions)
        self.games_empty = EmptyState(self)
        self.games_empty.setObjectName("games-empty")
        self.games_empty.action_clicked.connect(self.record_game)
        self.games_stack = QStackedWidget(self)
        self.games_stack.addWidget(self.games_empty)
        self.games_stack.addWidget(self.games_view)

        # --- players ------------------------------------------------------------------------
        self.players_model = PlayersModel(self)
        self.players_proxy = _proxy(self.players_model, self)
        self.players_view = _table(self, "players", stretch=0)
        self.players_view.setModel(self.players_proxy)
        self.players_view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.players_view.selectionModel().currentRowChanged.connect(self._player_chosen)
        self.players_view.doubleClicked.connect(lambda _index: self.edit_player())
        self.add_player_button = QPushButton(self)
        self.add_player_button.setObjectName("add-player")
        self.add_player_button.clicked.connect(self.add_player)
        self.remove_player_button = QPushButton(self)
        self.remove_player_button.setObjectName("remove-player")
        self.remove_player_button.clicked.connect(self.remove_player)
        self.edit_player_button = QPushButton(self)
        self.edit_player_button.setObjectName("edit-player")
        self.edit_player_button.clicked.connect(self.edit_player)
        self.register_team_button = QPushButton(self)
        self.register_team_button.setObjectName("register-team")
        self.register_team_button.clicked.connect(self.register_team)
        self.withdraw_team_button = QPushButton(self)
        self.withdraw_team_button.setObjectName("withdraw-team")
        self.withdraw_team_button.clicked.connect(self.withdraw_team)
        self.teams_label = QLabel(self)
        self.teams_label.setObjectName("registered-teams")
        self.teams_label.setWordWrap(True)
        self.history_model = HistoryModel(self)
        self.history_view = _table(self, "history", sortable=False, stretch=1)
        self.history_view.setModel(self.history_model)
        self.history_title = QLabel(self)
        players_tab = QSplitter(Qt.Orientation.Horizontal, self)
        players_left = QWidget(players_tab)
        players_left_layout = QVBoxLayout(players_left)
        players_left_layout.addWidget(self.players_view, 1)
        # Two rows: in one, the Polish and French labels made the list wider than the history.
        player_buttons = QGridLayout()
        player_buttons.addWidget(self.add_player_button, 0, 0)
        player_buttons.addWidget(self.edit_player_button, 0, 1)
        player_buttons.addWidget(self.remove_player_button, 1, 0)
        player_buttons.addWidget(self.register_team_button, 1, 1)
        players_left_layout.addLayout(player_buttons)
        players_right = QWidget(players_tab)
        players_right_layout = QVBoxLayout(players_right)
        teams_row = QHBoxLayout()
        teams_row.addWidget(self.teams_label, 1)
        teams_row.addWidget(self.withdraw_team_button, 0, Qt.AlignmentFlag.AlignTop)
        players_right_layout.addLayout(teams_row)
        players_right_layout.addWidget(self.history_title)
        players_right_layout.addWidget(self.history_view, 1)
        players_tab.addWidget(players_left)
        players_tab.addWidget(players_right)
        self.players_splitter = players_tab
        # The history (six columns) needs more room than the list of names; sizes given before
        # the tab is first shown are not kept, stretch factors are.
        players_tab.setStretchFactor(0, 2)
        players_tab.setStretchFactor(1, 3)

        # --- pairings -----------------------------------------------------------------------
        self.pairings_model = PairingsModel(self)
        self.pairings_view = _table(self, "pairings", sortable=False)
        self.pairings_view.setModel(self.pairings_model)
        for column in (1, 2, 3):
            self.pairings_view.horizontalHeader().setSectionResizeMode(
                column, QHeaderView.ResizeMode.Stretch
            )
        self.round_box = QComboBox(self)
        self.round_box.setObjectName("round")
        self.round_box.currentIndexChanged.connect(self._round_chosen)
        self.pair_button = QPushButton(self)
        self.pair_button.setObjectName("pair-round")
        self.pair_button.clicked.connect(self.pair_next_round)
        self.pairings_hint = QLabel(self)
        self.pairings_hint.setWordWrap(True)
        self.round_label = QLabel(self)
        pairings_tab = QWidget(self)
        pairings_layout = QVBoxLayout(pairings_tab)
        round_row = QHBoxLayout()
        round_row.addWidget(self.round_label)
        round_row.addWidget(self.round_box)
        round_row.addStretch(1)
        round_row.addWidget(self.pair_button)
        pairings_layout.addLayout(round_row)
        pairings_layout.addWidget(self.pairings_hint)
        pairings_layout.addWidget(self.pairings_view, 1)
        self.rounds: list[pairings.Round] = []

        # --- statistics ---------------------------------------------------------------------
        self.teams_model = TeamStatsModel(self._team_label, self._team_units, self)
        self.teams_view = _table(self, "team-stats", stretch=0)
        self.teams_view.setModel(_proxy(self.teams_model, self))
        self.units_model = UnitStatsModel(self._unit_label, self)
        self.units_view = _table(self, "unit-stats", stretch=0)
        self.units_view.setModel(_proxy(self.units_model, self))
        self.teams_view.sortByColumn(2, Qt.SortOrder.DescendingOrder)
        self.units_view.sortByColumn(1, Qt.SortOrder.DescendingOrder)
        self.charts = QWidget(self)
        self.charts.setObjectName("charts")
        self.charts_layout = QHBoxLayout(self.charts)
        self.charts_layout.setContentsMargins(0, 0, 0, 0)
        stats_splitter = QSplitter(Qt.Orientation.Vertical, self)
        tables = FittingSplitter(Qt.Orientation.Horizontal, stats_splitter)
        self.stats_tables = tables
        tables.addWidget(self.teams_view)
        tables.addWidget(self.units_view)
        tables.setStretchFactor(0, 3)  # a strike team's name (its units) is the longest
        tables.setStretchFactor(1, 2)
        stats_splitter.addWidget(tables)
        stats_splitter.addWidget(self.charts)
        self.stats_splitter = stats_splitter
        self.stats_empty = EmptyState(self)
        self.stats_empty.setObjectName("statistics-empty")
        self.stats_empty.action_clicked.connect(self.record_game)
        stats_tab = QStackedWidget(self)
        stats_tab.addWidget(self.stats_empty)
        stats_tab.addWidget(stats_splitter)
        self.stats_stack = stats_tab

        # --- assembly -----------------------------------------------------------------------
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("campaign-tabs")
        from ui.campaign.tournament_view import TournamentView

        # A tournament's own tab (a campaign of kind "swiss"), shown for tournaments only.
        self.tournament_view = TournamentView(
            workspace, self.undo_stack, self, self._folder, self._remember_folder
        )
        tabs = (standings_tab, self.games_stack, players_tab, pairings_tab, stats_tab)
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

        for view in (
            self.standings_view,
            self.players_view,
            self.history_view,
            self.teams_view,
            self.units_view,
        ):
            _stretch(view)
        self.retranslate()
        self._restore_layout()
        self.game_filter.restore()
        self.reload_campaigns()
        self.splitter.splitterMoved.connect(self._save_layout)
        self.standings_view.horizontalHeader().sectionResized.connect(self._save_layout)
        self.games_view.horizontalHeader().sectionResized.connect(self._save_layout)

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

    def _game_texts(self) -> None:
        """The texts that name the campaign's game's rosters, in its words."""
        self.register_team_button.setText(
            self.game_says("register_button") or self.tr("Register &strike team…")
        )
        self.withdraw_team_button.setText(
            self.game_says("withdraw_button") or self.tr("&Withdraw strike team…")
        )
        self.stats_empty.set_texts(
            self.tr("No statistics yet"),
            self.game_says("stats_hint")
            or self.tr(
                "Record games with the players' strike teams to see how each strike team and "
                "each unit fares, and charts of the results over time."
            ),
            self.tr("Record a game"),
        )

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
        self.import_action.setText(self.tr("&Import games…"))
        self.export_games_action.setText(self.tr("Export games…"))
        self.export_standings_action.setText(self.tr("Export standings…"))
        self.reload_action.setText(self.tr("Reload"))
        self.exchange_button.setText(self.tr("Import and export"))
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
        self.add_player_button.setText(self.tr("&Add player…"))
        self.remove_player_button.setText(self.tr("Remove from campaign"))
        self.edit_player_button.setText(self.tr("Pla&yer…"))
        self._game_texts()
        self.round_label.setText(self.tr("Round"))
        self.pair_button.setText(self.tr("&Pair next round"))
        self.empty.set_texts(
            self.tr("No campaign yet"),
            self.tr(
                "A campaign keeps a league's players, games and standings. Create one, or "
                "import games from a CSV file."
            ),
            self.tr("Create a campaign"),
        )
        self.standings_empty.set_texts(
            self.tr("No standings yet"),
            self.tr(
                "Add the league's players, then record their games: the standings follow the "
                "campaign's scoring and tie-breakers."
            ),
            self.tr("Add a player"),
        )
        self.games_empty.set_texts(
            self.tr("No game recorded"),
            self.tr("Record the games of this campaign as they are played."),
            self.tr("Record a game"),
        )
        for model in (
            self.standings_model,
            self.games_model,
            self.players_model,
            self.history_model,
            self.pairings_model,
            self.teams_model,
            self.units_model,
        ):
            model.retranslate()
        self._update_texts()
        self._charts_dirty = True
        if self.tabs.currentIndex() == TAB_KEYS.index("statistics"):
            self._build_charts()

    def _update_texts(self) -> None:
        if self.campaign is None:
            self.scoring_label.clear()
        else:
            from app.campaign.standings_export import scoring_line

            self.scoring_label.setText(scoring_line(self.campaign, current_language()))
        self._update_history_title()
        self._update_pairings_hint()

    # --- campaigns ----------------------------------------------------------------------------

    def reload_campaigns(self, select_id: int | None = None) -> None:
        try:
            campaigns = service.list_campaigns(self.db)
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
            self.standings_model,
            self.games_model,
            self.history_model,
            self.teams_model,
        )
        for model in game_models:
            model.set_system(info.system if info else "")
        self._game_texts()
        self.right.setCurrentIndex(0 if info is None else 1)
        self.edit_campaign_button.setEnabled(info is not None)
        self.delete_campaign_button.setEnabled(info is not None)
        self.games_model.load(info.id if info else None)
        is_tournament = info is not None and info.kind == "swiss"
        self.tabs.setTabVisible(TOURNAMENT_TAB, is_tournament)
        self.tournament_view.show_tournament(info if is_tournament else None)
        self.refresh()

    def refresh(self, game_id: int | None = None) -> None:
        """Reloads what the games decide: standings, statistics, players, games list."""
        if self.campaign is None:
            self.stats = None
            for model in (self.standings_model, self.teams_model, self.units_model):
                model.set_rows([])
            self.players_model.set_players([], {})
            self.history_model.set_rows([])
            self.rounds = []
            self._fill_rounds()
            self._update_actions()
            return
        try:
            self.stats = campaign_statistics(self.db, self.campaign.id)
            players = service.participants(self.db, self.campaign.id)
            self.rounds = pairings.rounds(self.db, self.campaign.id)
        except MusterError as error:
            self.show_error(error)
            return
        except SQLAlchemyError as error:  # a shared database that became unreachable
            self.show_error(DatabaseError(detail=str(getattr(error, "orig", error)).strip()))
            return
        self.standings_model.set_rows(self.stats.standings)
        self.teams_model.set_rows(self.stats.teams)
        self.units_model.set_rows(self.stats.units)
        self.stats_tables.fit()
        games = {s.player_id: s.played for s in self.stats.standings}
        chosen = self._current_player()
        self.players_model.set_players(players, games)
        if chosen is not None:  # a reset forgets the current row; keep the player chosen
            self._select_player(chosen[0])
        self._fill_rounds()
        self._show_history()
        self.games_stack.setCurrentIndex(1 if self.stats.rows else 0)
        self._show_standings_empty(not self.stats.standings)
        self.stats_stack.setCurrentIndex(1 if self.stats.rows else 0)
        if game_id is not None:
            row = self.games_model.row_of(game_id)
            if row >= 0:
                self.games_view.selectRow(row)
        self._update_texts()
        self._charts_dirty = True
        if self.tabs.currentIndex() == TAB_KEYS.index("statistics"):
            self._build_charts()
        self._update_actions()

    def _show_standings_empty(self, empty: bool) -> None:
        self.standings_empty.setVisible(empty)
        view = self.standings_view
        if empty:
            # Room for the headers and, when they are wider than the page (French and
            # Polish), the scroll bar that reaches the last ones.
            frame = 2 * view.frameWidth() + view.horizontalScrollBar().sizeHint().height()
            view.setMaximumHeight(view.horizontalHeader().sizeHint().height() + frame)
        else:
            view.setMaximumHeight(16777215)  # QWIDGETSIZE_MAX

    def reload(self) -> None:
        """Reads everything again (another Muster sharing the database may have changed it)."""
        self.reload_campaigns()
        self.games_model.reload()
        self.refresh()

    def _after_change(self, game_id: int | None) -> None:
        self.games_model.reload()
        self.refresh(game_id)

    def _run(self, dialog: Any) -> bool:
        """Runs a modal dialog, then gives the keyboard back to the window (so the page's
        shortcuts work at once); the dialog is deleted by the event loop."""
        accepted = dialog.exec() == dialog.DialogCode.Accepted
        dialog.hide()
        dialog.deleteLater()
        self.window().activateWindow()
        return bool(accepted)

    def new_campaign(self) -> None:
        dialog = CampaignDialog(self)
        if not self._run(dialog):
            return
        info = dialog.campaign()
        try:
            created = service.create_campaign(
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
                service.update_campaign(self.db, created)
        except MusterError as error:
            self.show_error(error)
            return
        self.reload_campaigns(created.id)

    def edit_campaign(self) -> None:
        if self.campaign is None:
            return
        dialog = CampaignDialog(self, self.campaign)
        if not self._run(dialog):
            return
        try:
            command = EditCampaignCommand(
                lambda: self.db, dialog.campaign(), self._campaign_changed, self.show_error
            )
        except MusterError as error:
            self.show_error(error)
            return
        self.undo_stack.push(command)

    def _campaign_changed(self, campaign_id: int) -> None:
        self.campaign = None
        self.reload_campaigns(campaign_id)

    def delete_campaign(self) -> None:
        if self.campaign is None:
            return
        count = service.game_count(self.db, self.campaign.id)
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
            service.delete_campaign(self.db, self.campaign.id)
        except MusterError as error:
            self.show_error(error)
            return
        self.undo_stack.clear()
        self.campaign = None
        self.reload_campaigns()

    # --- games --------------------------------------------------------------------------------

    def selected_game_ids(self) -> list[int]:
        rows = sorted({index.row() for index in self.games_view.selectionModel().selectedRows()})
        return [self.games_model.rows[row].id for row in rows if row < len(self.games_model.rows)]

    def _update_actions(self, *_args: object) -> None:
        has_campaign = self.campaign is not None
        selected = self.selected_game_ids() if has_campaign else []
        self.record_action.setEnabled(has_campaign)
        self.edit_action.setEnabled(len(selected) == 1)
        self.delete_action.setEnabled(bool(selected))
        self.export_games_action.setEnabled(has_campaign)
        self.export_standings_action.setEnabled(has_campaign)
        self.pair_button.setEnabled(has_campaign and self.players_model.rowCount() >= 2)
        self.remove_player_button.setEnabled(self.players_view.currentIndex().isValid())
        self.register_team_button.setEnabled(self.players_view.currentIndex().isValid())
        self.edit_player_button.setEnabled(self.players_view.currentIndex().isValid())

    def record_game(self) -> None:
        if self.campaign is None:
            return
        dialog = GameDialog(self.db, self.campaign.id, self.campaign.system, self)
        if not self._run(dialog):
            return
        try:
            command = RecordGameCommand(
                lambda: self.db,
                self.campaign.id,
                dialog.game(),
                self._after_change,
                self.show_error,
            )
        except MusterError as error:
            self.show_error(error)
            return
        self.undo_stack.push(command)
        self.tabs.setCurrentIndex(TAB_KEYS.index("standings"))

    def edit_game(self) -> None:
        ids = self.selected_game_ids()
        if self.campaign is None or len(ids) != 1:
            return
        try:
            record = service.get_game(self.db, ids[0])
        except MusterError as error:
            self.show_error(error)
            self._after_change(None)
            return
        if len(record.seats) != 2:
            self.show_message(
                self.tr(
                    "This game has more than two players; it can only be changed where it "
                    "was recorded."
                )
            )
            return
        dialog = GameDialog(self.db, self.campaign.id, self.campaign.system, self, record)
        if not self._run(dialog):
            return
        try:
            command = EditGameCommand(
                lambda: self.db, record.id, dialog.game(), self._after_change, self.show_error
            )
        except MusterError as error:
            self.show_error(error)
            return
        self.undo_stack.push(command)

    def delete_games(self) -> None:
        ids = self.selected_game_ids()
        if not ids:
            return
        question = self.tr("Delete %n selected game(s)? You can undo it with Ctrl+Z.", "", len(ids))
        if not self.confirm(self.tr("Delete games"), question):
            return
        try:
            command = DeleteGamesCommand(lambda: self.db, ids, self._after_change, self.show_error)
        except MusterError as error:
            self.show_error(error)
            self._after_change(None)
            return
        self.undo_stack.push(command)

    # --- players ------------------------------------------------------------------------------

    def add_player(self) -> None:
        """Adds a player (new, or known from another campaign) to this campaign."""
        if self.campaign is None:
            return
        dialog = PlayerDialog(self)
        if not self._run(dialog):
            return
        entered = dialog.player()
        try:
            known = service.find_player(self.db, entered.name)
            if known is not None and service.is_participant(self.db, self.campaign.id, known.id):
                self.show_message(
                    self.tr("{name} already takes part in this campaign.").format(name=known.name)
                )
                return
            command = AddPlayerCommand(
                lambda: self.db, self.campaign.id, entered, self.refresh, self.show_error
            )
        except MusterError as error:
            self.show_error(error)
            return
        self.undo_stack.push(command)

    def edit_player(self) -> None:
        current = self._current_player()
        if current is None:
            return
        info = next((p for p in self.players_model.rows if p.id == current[0]), None)
        if info is None:
            return
        dialog = PlayerDialog(self, info)
        if not self._run(dialog):
            return
        try:
            command = EditPlayerCommand(
                lambda: self.db, dialog.player(), self.refresh, self.show_error
            )
        except MusterError as error:
            self.show_error(error)
            return
        self.undo_stack.push(command)

    def remove_player(self) -> None:
        index = self.players_view.currentIndex()
        if self.campaign is None or not index.isValid():
            return
        player_id = index.data(ID_ROLE)
        name = self.players_proxy.index(index.row(), 0).data()
        question = self.tr(
            "Remove {name} from the campaign? Their recorded games stay in the standings."
        ).format(name=name)
        if not self.confirm(self.tr("Remove player"), question):
            return
        try:
            command = RemovePlayerCommand(
                lambda: self.db, self.campaign.id, player_id, self.refresh, self.show_error
            )
        except MusterError as error:
            self.show_error(error)
            return
        self.undo_stack.push(command)

    def register_team(self) -> None:
        """Registers one of the saved rosters as the chosen player's strike team."""
        current = self._current_player()
        if self.campaign is None or current is None:
            return
        from app.roster.store import RosterStore

        saved = RosterStore(self.db).list(self.campaign.system)
        if not saved:
            self.show_message(
                self.tr("There is no saved roster for this game system yet; build one first.")
            )
            return
        labels = [roster.name or self.tr("(unnamed roster)") for roster in saved]
        label, ok = QInputDialog.getItem(
            self,
            self.game_says("register_title") or self.tr("Register strike team"),
            self.game_says("roster_of", name=current[1])
            or format_text(self.tr("Strike team of {name}:"), name=current[1]),
            labels,
            0,
            False,
        )
        if not ok:
            return
        roster = saved[labels.index(label)].document
        try:
            command = RegisterTeamCommand(
                lambda: self.db, self.campaign.id, current[0], roster, self.refresh, self.show_error
            )
        except MusterError as error:
            self.show_error(error)
            return
        command.setText(self.game_says("register_title") or command.text())
        self.undo_stack.push(command)

    def withdraw_team(self) -> None:
        """Withdraws one of the chosen player's registered strike teams (undoable)."""
        current = self._current_player()
        if self.campaign is None or current is None:
            return
        try:
            teams = service.strike_teams(self.db, self.campaign.id, current[0])
        except MusterError as error:
            self.show_error(error)
            return
        if not teams:
            return
        labels = [
            f"{n}. {team.name or self.tr('(unnamed roster)')}" for n, team in enumerate(teams, 1)
        ]
        label, ok = QInputDialog.getItem(
            self,
            self.game_says("withdraw_title") or self.tr("Withdraw strike team"),
            self.game_says("withdraw_of", name=current[1])
            or format_text(self.tr("Strike team of {name} to withdraw:"), name=current[1]),
            labels,
            0,
            False,
        )
        if not ok:
            return
        try:
            command = UnregisterTeamCommand(
                lambda: self.db,
                self.campaign.id,
                teams[labels.index(label)],
                self.refresh,
                self.show_error,
            )
        except MusterError as error:
            self.show_error(error)
            return
        command.setText(self.game_says("withdraw_title") or command.text())
        self.undo_stack.push(command)

    def _standing_opened(self, index: QModelIndex) -> None:
        player_id = index.data(ID_ROLE)
        self.tabs.setCurrentIndex(TAB_KEYS.index("players"))
        self._select_player(player_id)

    def _select_player(self, player_id: int) -> None:
        for row in range(self.players_proxy.rowCount()):
            if self.players_proxy.index(row, 0).data(ID_ROLE) == player_id:
                self.players_view.selectRow(row)
                break

    def _player_chosen(self, *_args: object) -> None:
        self._show_history()
        self._update_actions()

    def _current_player(self) -> tuple[int, str] | None:
        index = self.players_view.currentIndex()
        if not index.isValid():
            return None
        return index.data(ID_ROLE), self.players_proxy.index(index.row(), 0).data()

    def _show_history(self) -> None:
        current = self._current_player()
        if self.stats is None or self.campaign is None or current is None:
            self.history_model.set_rows([])
        else:
            self.history_model.names = self.stats.names
            self.history_model.set_rows(
                player_history(self.stats.rows, current[0], self.campaign.scoring)
            )
        self._update_history_title()

    def _update_history_title(self) -> None:
        current = self._current_player()
        if current is None or self.campaign is None:
            self.history_title.setText(self.tr("Choose a player to see their games."))
            self.teams_label.clear()
            self.withdraw_team_button.hide()
            return
        self.history_title.setText(format_text(self.tr("Games of {name}"), name=current[1]))
        try:
            teams = service.strike_teams(self.db, self.campaign.id, current[0])
        except MusterError:
            teams = []
        self.withdraw_team_button.setVisible(bool(teams))
        if teams:
            names = ", ".join(team.name or self.tr("(unnamed roster)") for team in teams)
            self.teams_label.setText(
                self.game_says("registered", names=names)
                or self.tr("Registered strike teams: {names}").format(names=names)
            )
        else:
            self.teams_label.setText(
                self.game_says("none_registered") or self.tr("No registered strike team.")
            )

    # --- pairings -----------------------------------------------------------------------------

    def _fill_rounds(self) -> None:
        self.round_box.blockSignals(True)
        self.round_box.clear()
        for round_ in self.rounds:
            self.round_box.addItem(str(round_.number), round_.id)
        self.round_box.setCurrentIndex(len(self.rounds) - 1)
        self.round_box.blockSignals(False)
        self._round_chosen()

    def _round_chosen(self, *_args: object) -> None:
        index = self.round_box.currentIndex()
        round_ = self.rounds[index] if 0 <= index < len(self.rounds) else None
        names = {p.id: p.name for p in self.players_model.rows}
        if self.stats is not None:
            names.update(self.stats.names)
        self.pairings_model.show_round(round_, names)
        self._update_pairings_hint()

    def _update_pairings_hint(self) -> None:
        players = self.players_model.rowCount()
        if players < 2:
            text = self.tr("Add at least two players to the campaign to pair a round.")
        elif not self.rounds:
            text = self.tr(
                "Each round pairs every player once (round robin); with an odd number of "
                "players, one has the bye."
            )
        else:
            text = self.tr("Round robin of %n player(s).", "", players)
            tables = [t for t in self.pairings_model.rows if t.player_2 is not None]
            if tables:
                played = sum(1 for t in tables if t.played)
                text += " " + self.tr(
                    "Games of this round recorded: {played} of {total}; a game recorded "
                    "between two players paired in the latest round counts for their table."
                ).format(played=played, total=len(tables))
        self.pairings_hint.setText(text)

    def pair_next_round(self) -> None:
        if self.campaign is None:
            return
        ordered = sorted(self.players_model.rows, key=lambda p: (p.name.casefold(), p.id))
        try:
            command = PairRoundCommand(
                lambda: self.db,
                self.campaign.id,
                [p.id for p in ordered],
                self.refresh,
                self.show_error,
            )
        except MusterError as error:
            self.show_error(error)
            return
        self.undo_stack.push(command)
        self.tabs.setCurrentIndex(TAB_KEYS.index("pairings"))

    # --- statistics ---------------------------------------------------------------------------

    def _catalog(self) -> Any:
        if self.campaign is None:
            return None
        try:
            return self.workspace.catalog(self.campaign.system)
        except MusterError:
            return None

    def _unit_label(self, unit_id: str) -> str:
        catalog = self._catalog()
        unit = catalog.units.get(unit_id) if catalog is not None else None
        if unit is None:
            return unit_id
        return str(unit.name.get(current_language()))

    def _team_label(self, team: TeamStat) -> str:
        """The strike team's name with the units leading its squads ("Clones (Rex / Kenobi)"),
        or only those units; the whole list of units when neither is known."""
        leaders = " / ".join(self._unit_label(unit) for unit in team.leaders)
        if team.name and leaders:
            return self.tr("{name} ({leaders})").format(name=team.name, leaders=leaders)
        return team.name or leaders or self._team_units(team)

    def _team_units(self, team: TeamStat) -> str:
        return " | ".join(
            ", ".join(self._unit_label(unit) for unit in squad) for squad in team.squads
        )

    def _end_reasons(self) -> list[tuple[str, str]]:
        if self.campaign is None:
            return []
        try:
            return systems.scored(self.campaign.system).end_reasons()
        except MusterError:
            return []

    def _tab_changed(self, index: int) -> None:
        if index == TAB_KEYS.index("statistics") and self._charts_dirty:
            self._build_charts()
        if self.ui_settings is not None:
            self.ui_settings.setValue(f"{SETTINGS_KEY}/tab", index)

    def _build_charts(self) -> None:
        from ui.campaign.charts import LEADERS, points_chart, units_chart

        while self.charts_layout.count():
            item = self.charts_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # deleted later: meanwhile it must not show behind the new one
                widget.deleteLater()
        self._charts_dirty = False
        if self.stats is None or self.campaign is None or not self.stats.rows:
            label = QLabel(self.tr("Charts appear once games are recorded."), self.charts)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.charts_layout.addWidget(label)
            return
        leaders = [s.player_id for s in self.stats.standings[:LEADERS]]
        series = points_by_game(self.stats.rows, leaders, self.campaign.scoring)
        points_titles = (self.tr("Points of the leaders"), self.tr("Games played"))
        self.charts_layout.addWidget(
            points_chart(series, self.stats.names, points_titles, self.charts)
        )
        units_titles = (self.tr("Most used units"), self.tr("Games"), self.tr("Wins"))
        self.charts_layout.addWidget(
            units_chart(self.stats.units, self._unit_label, units_titles, self.charts)
        )

    # --- import and export --------------------------------------------------------------------

    def _folder(self) -> str:
        if self.ui_settings is not None:
            value = self.ui_settings.value(f"{SETTINGS_KEY}/folder")
            if value:
                return str(value)
        return str(Path.home())

    def _remember_folder(self, file: str) -> None:
        if self.ui_settings is not None:
            self.ui_settings.setValue(f"{SETTINGS_KEY}/folder", str(Path(file).parent))

    def import_games(self) -> None:
        file, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import games"), self._folder(), self.tr("CSV files (*.csv)")
        )
        if not file:
            return
        self._remember_folder(file)
        self.import_file(Path(file))

    def import_file(self, file: Path) -> games_csv.ImportReport | None:
        """Imports a games CSV and shows the report; returns it (None when refused)."""
        from ui.campaign.import_progress import ImportProgress

        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        progress = self.import_progress = ImportProgress(self, file)
        try:
            system = self.campaign.system if self.campaign is not None else None
            report = games_csv.import_games_file(
                self.db, file, self.workspace.catalog, system, progress=progress
            )
        except MusterError as error:
            progress.close()
            QApplication.restoreOverrideCursor()
            self.show_error(error)
            return None
        progress.close()
        QApplication.restoreOverrideCursor()
        self.undo_stack.clear()  # an import is not undone game by game
        select = self.campaign.id if self.campaign is not None else None
        if select is None and report.new_campaigns:
            found = service.find_campaign(self.db, report.new_campaigns[0])
            select = found.id if found is not None else None
        self.campaign = None
        self.reload_campaigns(select)
        lines = report.lines(current_language())
        box = QMessageBox(self)
        box.setObjectName("import-report")
        box.setWindowTitle(self.tr("Import games"))
        box.setIcon(QMessageBox.Icon.Warning if report.bad_rows else QMessageBox.Icon.Information)
        box.setText("\n".join(lines[:3]))
        if len(lines) > 3:
            box.setDetailedText("\n".join(lines))
        box.open()
        self.import_report = box
        return report

    def export_games(self) -> None:
        if self.campaign is None:
            return
        file, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export games"),
            str(Path(self._folder()) / f"{self.campaign.name}.csv"),
            self.tr("CSV files (*.csv)"),
        )
        if not file:
            return
        self._remember_folder(file)
        try:
            text, written, left_out = games_csv.export_games(self.db, [self.campaign.id])
            games_csv.write_games_file(Path(file), text)
        except MusterError as error:
            self.show_error(error)
            return
        self.show_message(games_csv.export_summary(written, left_out, current_language()))

    def export_standings(self) -> None:
        if self.campaign is None or self.stats is None:
            return
        pdf_filter = self.tr("PDF files (*.pdf)")
        csv_filter = self.tr("CSV files (*.csv)")
        file, chosen = QFileDialog.getSaveFileName(
            self,
            self.tr("Export standings"),
            str(Path(self._folder()) / f"{self.campaign.name}.pdf"),
            f"{pdf_filter};;{csv_filter}",
        )
        if not file:
            return
        self._remember_folder(file)
        path = Path(file)
        try:
            fields = score_fields(self.campaign.system)
            if path.suffix.lower() == ".csv" or (chosen == csv_filter and not path.suffix):
                write_standings_csv(path.with_suffix(".csv"), self.stats.standings, fields)
            else:
                write_standings_pdf(
                    path.with_suffix(".pdf"),
                    self.campaign,
                    self.stats.standings,
                    current_language(),
                    fields=fields,
                )
        except MusterError as error:
            self.show_error(error)

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
        self.stats_splitter.setSizes([300, 400])
        self.players_splitter.setSizes([280, 520])
        if self.ui_settings is None:
            return
        for key, widget in (
            ("splitter", self.splitter),
            ("players-splitter", self.players_splitter),
            ("stats-splitter", self.stats_splitter),
        ):
            state = self.ui_settings.value(f"{SETTINGS_KEY}/{key}")
            if state is not None:
                widget.restoreState(state)
        for key, view in (("standings", self.standings_view), ("games", self.games_view)):
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
        self.ui_settings.setValue(
            f"{SETTINGS_KEY}/players-splitter", self.players_splitter.saveState()
        )
        self.ui_settings.setValue(f"{SETTINGS_KEY}/stats-splitter", self.stats_splitter.saveState())
        for key, view in (("standings", self.standings_view), ("games", self.games_view)):
            self.ui_settings.setValue(
                f"{SETTINGS_KEY}/{key}-header", view.horizontalHeader().saveState()
            )

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.campaign is not None:
            self.refresh()
