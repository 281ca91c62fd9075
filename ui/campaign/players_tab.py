"""The Players tab of the Campaigns page: the campaign's players on the left (adding one,
new or known from another campaign, changing one, removing one), and on the right the chosen
player's registered rosters (strike teams, or the game's word for them) and their games.

Every change goes through the page's undo stack (ui/campaign/commands.py).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.campaign.participants import is_participant, strike_teams
from app.campaign.players import find_player
from app.campaign.records import PlayerInfo
from app.campaign.statistics import player_history
from app.errors import MusterError
from app.i18n import format_text
from ui.campaign.commands import (
    AddPlayerCommand,
    EditPlayerCommand,
    RegisterTeamCommand,
    RemovePlayerCommand,
    UnregisterTeamCommand,
)
from ui.campaign.models import ID_ROLE, HistoryModel, PlayersModel
from ui.campaign.page_context import PageContext
from ui.campaign.player_dialog import PlayerDialog
from ui.campaign.table_views import read_only_table, sorting_proxy, stretch_column


class PlayersTab(QSplitter):
    def __init__(self, page: PageContext, parent: QWidget) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.page = page
        self.model = PlayersModel(self)
        self.proxy = sorting_proxy(self.model, self)
        self.view = read_only_table(self, "players", stretch=0)
        self.view.setModel(self.proxy)
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.view.selectionModel().currentRowChanged.connect(self._player_chosen)
        self.view.doubleClicked.connect(lambda _index: self.edit_player())
        self.add_button = self._button("add-player", self.add_player)
        self.remove_button = self._button("remove-player", self.remove_player)
        self.edit_button = self._button("edit-player", self.edit_player)
        self.register_team_button = self._button("register-team", self.register_team)
        self.withdraw_team_button = self._button("withdraw-team", self.withdraw_team)
        self.teams_label = QLabel(self)
        self.teams_label.setObjectName("registered-teams")
        self.teams_label.setWordWrap(True)
        self.history_model = HistoryModel(self)
        self.history_view = read_only_table(self, "history", sortable=False, stretch=1)
        self.history_view.setModel(self.history_model)
        self.history_title = QLabel(self)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.addWidget(self.view, 1)
        # Two rows: in one, the Polish and French labels made the list wider than the history.
        buttons = QGridLayout()
        buttons.addWidget(self.add_button, 0, 0)
        buttons.addWidget(self.edit_button, 0, 1)
        buttons.addWidget(self.remove_button, 1, 0)
        buttons.addWidget(self.register_team_button, 1, 1)
        left_layout.addLayout(buttons)
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        teams_row = QHBoxLayout()
        teams_row.addWidget(self.teams_label, 1)
        teams_row.addWidget(self.withdraw_team_button, 0, Qt.AlignmentFlag.AlignTop)
        right_layout.addLayout(teams_row)
        right_layout.addWidget(self.history_title)
        right_layout.addWidget(self.history_view, 1)
        self.addWidget(left)
        self.addWidget(right)
        # The history (six columns) needs more room than the list of names; sizes given before
        # the tab is first shown are not kept, stretch factors are.
        self.setStretchFactor(0, 2)
        self.setStretchFactor(1, 3)
        stretch_column(self.view)
        stretch_column(self.history_view)

    def _button(self, name: str, clicked: Callable[[], None]) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.clicked.connect(clicked)
        return button

    # --- texts --------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.add_button.setText(self.tr("&Add player…"))
        self.remove_button.setText(self.tr("Remove from campaign"))
        self.edit_button.setText(self.tr("Pla&yer…"))
        self.game_texts()
        self.model.retranslate()
        self.history_model.retranslate()
        self._update_history_title()

    def game_texts(self) -> None:
        """The buttons that name the campaign's game's rosters, in its words."""
        says = self.page.game_says
        self.register_team_button.setText(
            says("register_button") or self.tr("Register &strike team…")
        )
        self.withdraw_team_button.setText(
            says("withdraw_button") or self.tr("&Withdraw strike team…")
        )

    # --- the list and the chosen player -------------------------------------------------------

    def show_players(self, players: list[PlayerInfo], games: dict[int, int]) -> None:
        """The campaign's players with their games played; the chosen one stays chosen."""
        chosen = self.current_player()
        self.model.set_players(players, games)
        if chosen is not None:  # a reset forgets the current row; keep the player chosen
            self.select_player(chosen[0])

    def select_player(self, player_id: int) -> None:
        for row in range(self.proxy.rowCount()):
            if self.proxy.index(row, 0).data(ID_ROLE) == player_id:
                self.view.selectRow(row)
                break

    def _player_chosen(self, *_args: object) -> None:
        self.show_history()
        self.update_buttons()

    def update_buttons(self) -> None:
        chosen = self.view.currentIndex().isValid()
        for button in (self.remove_button, self.register_team_button, self.edit_button):
            button.setEnabled(chosen)

    def current_player(self) -> tuple[int, str] | None:
        index = self.view.currentIndex()
        if not index.isValid():
            return None
        return index.data(ID_ROLE), self.proxy.index(index.row(), 0).data()

    def show_history(self) -> None:
        current = self.current_player()
        stats, campaign = self.page.stats, self.page.campaign
        if stats is None or campaign is None or current is None:
            self.history_model.set_rows([])
        else:
            self.history_model.names = stats.names
            self.history_model.set_rows(player_history(stats.rows, current[0], campaign.scoring))
        self._update_history_title()

    def _update_history_title(self) -> None:
        page = self.page
        current = self.current_player()
        if current is None or page.campaign is None:
            self.history_title.setText(self.tr("Choose a player to see their games."))
            self.teams_label.clear()
            self.withdraw_team_button.hide()
            return
        self.history_title.setText(format_text(self.tr("Games of {name}"), name=current[1]))
        try:
            teams = strike_teams(page.db, page.campaign.id, current[0])
        except MusterError:
            teams = []
        self.withdraw_team_button.setVisible(bool(teams))
        if teams:
            names = ", ".join(team.name or self.tr("(unnamed roster)") for team in teams)
            self.teams_label.setText(
                page.game_says("registered", names=names)
                or self.tr("Registered strike teams: {names}").format(names=names)
            )
        else:
            self.teams_label.setText(
                page.game_says("none_registered") or self.tr("No registered strike team.")
            )

    # --- changes ------------------------------------------------------------------------------

    def add_player(self) -> None:
        """Adds a player (new, or known from another campaign) to this campaign."""
        page = self.page
        if page.campaign is None:
            return
        dialog = PlayerDialog(self)
        if not page.run_dialog(dialog):
            return
        entered = dialog.player()
        campaign_id = page.campaign.id
        try:
            known = find_player(page.db, entered.name)
            taking_part = known is not None and is_participant(page.db, campaign_id, known.id)
        except MusterError as error:
            page.show_error(error)
            return
        if known is not None and taking_part:
            page.show_message(
                self.tr("{name} already takes part in this campaign.").format(name=known.name)
            )
            return
        page.push_command(
            lambda: AddPlayerCommand(
                lambda: page.db, campaign_id, entered, page.refresh, page.show_error
            )
        )

    def edit_player(self) -> None:
        page = self.page
        current = self.current_player()
        if current is None:
            return
        info = next((p for p in self.model.rows if p.id == current[0]), None)
        if info is None:
            return
        dialog = PlayerDialog(self, info)
        if not page.run_dialog(dialog):
            return
        page.push_command(
            lambda: EditPlayerCommand(
                lambda: page.db, dialog.player(), page.refresh, page.show_error
            )
        )

    def remove_player(self) -> None:
        page = self.page
        index = self.view.currentIndex()
        if page.campaign is None or not index.isValid():
            return
        player_id = index.data(ID_ROLE)
        name = self.proxy.index(index.row(), 0).data()
        question = self.tr(
            "Remove {name} from the campaign? Their recorded games stay in the standings."
        ).format(name=name)
        if not page.confirm(self.tr("Remove player"), question):
            return
        campaign_id = page.campaign.id
        page.push_command(
            lambda: RemovePlayerCommand(
                lambda: page.db, campaign_id, player_id, page.refresh, page.show_error
            )
        )

    def register_team(self) -> None:
        """Registers one of the saved rosters as the chosen player's strike team."""
        page = self.page
        current = self.current_player()
        if page.campaign is None or current is None:
            return
        from app.roster.store import RosterStore

        saved = RosterStore(page.db).list(page.campaign.system)
        if not saved:
            page.show_message(
                self.tr("There is no saved roster for this game system yet; build one first.")
            )
            return
        labels = [roster.name or self.tr("(unnamed roster)") for roster in saved]
        chosen = self._pick(
            page.game_says("register_title") or self.tr("Register strike team"),
            page.game_says("roster_of", name=current[1])
            or format_text(self.tr("Strike team of {name}:"), name=current[1]),
            labels,
        )
        if chosen is None:
            return
        campaign_id, roster = page.campaign.id, saved[chosen].document
        self._push_named(
            lambda: RegisterTeamCommand(
                lambda: page.db, campaign_id, current[0], roster, page.refresh, page.show_error
            ),
            "register_title",
        )

    def withdraw_team(self) -> None:
        """Withdraws one of the chosen player's registered strike teams (undoable)."""
        page = self.page
        current = self.current_player()
        if page.campaign is None or current is None:
            return
        try:
            teams = strike_teams(page.db, page.campaign.id, current[0])
        except MusterError as error:
            page.show_error(error)
            return
        if not teams:
            return
        labels = [
            f"{n}. {team.name or self.tr('(unnamed roster)')}" for n, team in enumerate(teams, 1)
        ]
        chosen = self._pick(
            page.game_says("withdraw_title") or self.tr("Withdraw strike team"),
            page.game_says("withdraw_of", name=current[1])
            or format_text(self.tr("Strike team of {name} to withdraw:"), name=current[1]),
            labels,
        )
        if chosen is None:
            return
        campaign_id, team = page.campaign.id, teams[chosen]
        self._push_named(
            lambda: UnregisterTeamCommand(
                lambda: page.db, campaign_id, team, page.refresh, page.show_error
            ),
            "withdraw_title",
        )

    def _pick(self, title: str, question: str, labels: list[str]) -> int | None:
        """Which of ``labels`` the user picks (its index); None when cancelled."""
        label, ok = QInputDialog.getItem(self, title, question, labels, 0, False)
        return labels.index(label) if ok else None

    def _push_named(self, make: Callable[[], QUndoCommand], title: str) -> None:
        """Pushes the change ``make`` makes, named in the game's words (``title``) if it has
        them ("Register an army" rather than "Register strike team")."""

        def named() -> QUndoCommand:
            command = make()
            command.setText(self.page.game_says(title) or command.text())
            return command

        self.page.push_command(named)
