"""The Games tab of the Campaigns page: the campaign's games, newest first, with an empty
state until one is recorded; recording, changing and deleting games, each undoable."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QStackedWidget, QWidget

from app import systems
from app.campaign.games import get_game
from app.errors import MusterError
from ui.campaign.commands import DeleteGamesCommand, EditGameCommand, RecordGameCommand
from ui.campaign.game_dialog import GameDialog
from ui.campaign.models import GamesModel
from ui.campaign.page_context import PageContext
from ui.campaign.table_views import read_only_table
from ui.widgets.empty_state import EmptyState


class GamesTab(QStackedWidget):
    def __init__(self, page: PageContext, parent: QWidget) -> None:
        super().__init__(parent)
        self.page = page
        self.model = GamesModel(lambda: page.db, self)
        self.model.end_reasons = self._end_reasons
        self.view = read_only_table(self, "games")
        self.view.setModel(self.model)
        self.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        header = self.view.horizontalHeader()
        # Two names and a winner's name need more room than a date (until the user resizes;
        # sizing them to their contents would measure rows not fetched yet).
        header.resizeSection(1, header.defaultSectionSize() * 5 // 2)
        header.resizeSection(2, header.defaultSectionSize() * 3 // 2)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.doubleClicked.connect(lambda _index: self.edit_game())
        self.empty = EmptyState(self)
        self.empty.setObjectName("games-empty")
        self.empty.action_clicked.connect(self.record_game)
        self.addWidget(self.empty)
        self.addWidget(self.view)

    def retranslate(self) -> None:
        self.empty.set_texts(
            self.tr("No game recorded"),
            self.tr("Record the games of this campaign as they are played."),
            self.tr("Record a game"),
        )
        self.model.retranslate()

    def _end_reasons(self) -> list[tuple[str, str]]:
        if self.page.campaign is None:
            return []
        try:
            return systems.scored(self.page.campaign.system).end_reasons()
        except MusterError:
            return []

    def show_games(self, any_game: bool, game_id: int | None) -> None:
        """The list, or the empty state when no game is recorded; ``game_id`` selected."""
        self.setCurrentIndex(1 if any_game else 0)
        if game_id is not None:
            row = self.model.row_of(game_id)
            if row >= 0:
                self.view.selectRow(row)

    def after_change(self, game_id: int | None) -> None:
        self.model.reload()
        self.page.refresh(game_id)

    def selected_game_ids(self) -> list[int]:
        rows = sorted({index.row() for index in self.view.selectionModel().selectedRows()})
        return [self.model.rows[row].id for row in rows if row < len(self.model.rows)]

    def record_game(self) -> None:
        page = self.page
        if page.campaign is None:
            return
        dialog = GameDialog(page.db, page.campaign.id, page.campaign.system, self)
        if not page.run_dialog(dialog):
            return
        campaign_id = page.campaign.id
        if page.push_command(
            lambda: RecordGameCommand(
                lambda: page.db, campaign_id, dialog.game(), self.after_change, page.show_error
            )
        ):
            page.show_tab("standings")

    def edit_game(self) -> None:
        page = self.page
        ids = self.selected_game_ids()
        if page.campaign is None or len(ids) != 1:
            return
        try:
            record = get_game(page.db, ids[0])
        except MusterError as error:
            page.show_error(error)
            self.after_change(None)
            return
        if len(record.seats) != 2:
            page.show_message(
                self.tr(
                    "This game has more than two players; it can only be changed where it "
                    "was recorded."
                )
            )
            return
        dialog = GameDialog(page.db, page.campaign.id, page.campaign.system, self, record)
        if not page.run_dialog(dialog):
            return
        page.push_command(
            lambda: EditGameCommand(
                lambda: page.db, record.id, dialog.game(), self.after_change, page.show_error
            )
        )

    def delete_games(self) -> None:
        page = self.page
        ids = self.selected_game_ids()
        if not ids:
            return
        question = self.tr("Delete %n selected game(s)? You can undo it with Ctrl+Z.", "", len(ids))
        if not page.confirm(self.tr("Delete games"), question):
            return
        if not page.push_command(
            lambda: DeleteGamesCommand(lambda: page.db, ids, self.after_change, page.show_error)
        ):
            self.after_change(None)
