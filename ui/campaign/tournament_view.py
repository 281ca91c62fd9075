"""The Tournament tab of the Campaigns page (a campaign of kind "swiss"): the players with
their lists' legality, the round's tables with keyboard result entry, and the standings.

Keys on the tables: ``1`` the first player won, ``2`` the second, ``D`` a draw (the selected
table, then the next one is selected). Every action goes through the page's undo stack.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.campaign import service
from app.campaign.records import CampaignInfo
from app.campaign.tournament import export
from app.campaign.tournament import service as swiss
from app.errors import MusterError
from app.i18n import current_language
from app.workspace import Workspace
from ui.widgets.retranslate import Retranslatable

RESULT_KEYS = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_D: None}


class _Step(QUndoCommand):
    """One tournament action: ``do`` runs it (and returns what ``undo`` needs)."""

    def __init__(
        self,
        text: str,
        do: Callable[[], object],
        undo: Callable[[object], object],
        done: Callable[[], None],
        failed: Callable[[MusterError], None],
    ) -> None:
        super().__init__(text)
        self._do, self._undo, self._done, self._failed = do, undo, done, failed
        self._memo: object = None
        self.ok = True

    def redo(self) -> None:
        try:
            self._memo = self._do()
        except MusterError as error:
            self.ok = False
            self.setObsolete(True)
            self._failed(error)
        self._done()

    def undo(self) -> None:
        try:
            self._undo(self._memo)
        except MusterError as error:
            self._failed(error)
        self._done()


def _table(parent: QWidget, name: str, columns: int) -> QTableWidget:
    return _setup(QTableWidget(0, columns, parent), name)


def _setup(view: QTableWidget, name: str) -> QTableWidget:
    """A read-only table of whole rows, one selected at a time."""
    view.setObjectName(name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setStretchLastSection(True)
    return view


def _fill(view: QTableWidget, rows: list[list[str]]) -> None:
    view.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, cell in enumerate(row):
            view.setItem(r, c, QTableWidgetItem(cell))


class RoundTable(QTableWidget):
    """The round's tables; ``1``, ``2`` or ``D`` reports the selected table."""

    def __init__(self, parent: QWidget, report: Callable[[int, int | None], None]) -> None:
        super().__init__(0, 4, parent)
        self.report = report

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if key in RESULT_KEYS and self.currentRow() >= 0:
            self.report(self.currentRow(), RESULT_KEYS[key])
            self.selectRow(min(self.currentRow() + 1, self.rowCount() - 1))
            return
        super().keyPressEvent(event)


class TournamentView(Retranslatable, QWidget):
    def __init__(
        self, workspace: Workspace, undo_stack: QUndoStack, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("tournament-view")
        self.workspace = workspace
        self.undo_stack = undo_stack
        self.info: CampaignInfo | None = None
        self.current: swiss.SwissRound | None = None
        self.warning = ""  # the rematch a swap made, shown once the swap is done

        self.players_title = QLabel(self)
        self.players_view = _table(self, "tournament-players", 4)
        self.new_player = QLineEdit(self)
        self.new_player.setObjectName("tournament-new-player")
        self.new_player.returnPressed.connect(self.register_player)
        self.register_button = QPushButton(self)
        self.register_button.setObjectName("tournament-register")
        self.register_button.clicked.connect(self.register_player)
        self.drop_button = QPushButton(self)
        self.drop_button.setObjectName("tournament-drop")
        self.drop_button.clicked.connect(self.drop_player)
        entry = QHBoxLayout()
        entry.addWidget(self.new_player, 1)
        entry.addWidget(self.register_button)
        entry.addWidget(self.drop_button)
        players = QWidget(self)
        players_layout = QVBoxLayout(players)
        players_layout.addWidget(self.players_title)
        players_layout.addWidget(self.players_view, 1)
        players_layout.addLayout(entry)

        self.round_title = QLabel(self)
        self.round_view = RoundTable(self, self.report_result)
        _setup(self.round_view, "tournament-round")
        # Players are picked one by one (two of them to swap), a table's row by its cells.
        self.round_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.round_view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.round_view.itemSelectionChanged.connect(self._update_swap)
        self.swap_button = QPushButton(self)
        self.swap_button.setObjectName("tournament-swap")
        self.swap_button.setEnabled(False)
        self.swap_button.clicked.connect(self.swap_players)
        self.pair_button = QPushButton(self)
        self.pair_button.setObjectName("tournament-pair")
        self.pair_button.clicked.connect(self.pair_round)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.message = QLabel(self)
        self.message.setObjectName("tournament-message")
        self.message.setWordWrap(True)
        rounds = QWidget(self)
        rounds_layout = QVBoxLayout(rounds)
        rounds_layout.addWidget(self.round_title)
        rounds_layout.addWidget(self.round_view, 1)
        rounds_layout.addWidget(self.hint)
        buttons = QHBoxLayout()
        buttons.addWidget(self.swap_button)
        buttons.addWidget(self.pair_button)
        rounds_layout.addLayout(buttons)
        rounds_layout.addWidget(self.message)

        self.standings_title = QLabel(self)
        self.standings_view = _table(self, "tournament-standings", 1)
        standings = QWidget(self)
        standings_layout = QVBoxLayout(standings)
        standings_layout.addWidget(self.standings_title)
        standings_layout.addWidget(self.standings_view, 1)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        for part in (players, rounds, standings):
            splitter.addWidget(part)
        splitter.setStretchFactor(2, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        self.retranslate()

    # --- texts ------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.players_title.setText(self.tr("Players and their lists"))
        self.new_player.setPlaceholderText(self.tr("Name of a late entry"))
        self.register_button.setText(self.tr("&Register"))
        self.drop_button.setText(self.tr("&Drop"))
        self.pair_button.setText(self.tr("&Pair the next round"))
        self.swap_button.setText(self.tr("&Swap the two players"))
        self.swap_button.setToolTip(
            self.tr("Select two players of the round (Ctrl+click) before any result")
        )
        self.hint.setText(self.tr("On a table: 1 or 2 names its winner, D records a draw."))
        self.standings_title.setText(self.tr("Standings"))
        self.players_view.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("List"), self.tr("Legal"), self.tr("Dropped")]
        )
        self.round_view.setHorizontalHeaderLabels(
            [self.tr("Table"), self.tr("Player"), self.tr("Opponent"), self.tr("Result")]
        )
        self.reload()

    # --- showing ----------------------------------------------------------------------

    def show_tournament(self, info: CampaignInfo | None) -> None:
        self.info = info
        self.message.clear()
        self.reload()

    def reload(self) -> None:
        if self.info is None:
            return
        db = self.workspace.db
        language = current_language()
        yes, no = self.tr("yes"), self.tr("no")
        rows = []
        for e in swiss.entries(db, self.info, self.workspace.catalog, language):
            legal = "—" if e.legal is None else yes if e.legal else no
            rows.append([e.name, e.list_name or "—", legal, yes if e.dropped else ""])
        _fill(self.players_view, rows)
        self.current = swiss.latest_round(db, self.info.id)
        self.round_title.setText(
            self.tr("Round {round}").format(round=self.current.number)
            if self.current
            else self.tr("No round paired yet")
        )
        _fill(
            self.round_view,
            [self._table_row(t) for t in (self.current.tables if self.current else [])],
        )
        table = swiss.standings(db, self.info)
        data = export.standings_rows(self.info, table, language)
        self.standings_view.setColumnCount(len(data[0]))
        self.standings_view.setHorizontalHeaderLabels(data[0])
        _fill(self.standings_view, data[1:])

    def _table_row(self, table: swiss.SwissTable) -> list[str]:
        if table.is_bye:
            return ["", table.names[0], self.tr("bye"), ""]
        if table.results is None:
            result = ""
        elif table.results[0] == "draw":
            result = self.tr("Draw")
        else:
            winner = table.names[0] if table.results[0] == "win" else table.names[1]
            result = self.tr("{player} won").format(player=winner)
        if table.rematch:
            result = f"{result} ({export.word('rematch', current_language())})".strip()
        return [str(table.number), table.names[0], table.names[1] or "", result]

    # --- actions ------------------------------------------------------------------------

    def _push(self, text: str, do: Callable[[], object], undo: Callable[[object], object]) -> None:
        self.message.clear()
        self.undo_stack.push(_Step(text, do, undo, self.reload, self._failed))

    def _failed(self, error: MusterError) -> None:
        self.message.setText(error.message(current_language()))

    def register_player(self) -> None:
        name = self.new_player.text().strip()
        if self.info is None or not name:
            return
        info, db = self.info, self.workspace.db
        self.new_player.clear()
        self._push(
            QCoreApplication.translate("Undo", "Register {player}").format(player=name),
            lambda: swiss.register(db, info, name),
            lambda player_id: service.remove_participant(db, info.id, player_id),  # type: ignore[arg-type]
        )

    def drop_player(self) -> None:
        row = self.players_view.currentRow()
        if self.info is None or row < 0:
            return
        item = self.players_view.item(row, 0)
        if item is None:
            return
        name = item.text()
        info, db = self.info, self.workspace.db
        self._push(
            QCoreApplication.translate("Undo", "Drop {player}").format(player=name),
            lambda: swiss.drop(db, info, name),
            lambda before: swiss.restore_drop(db, info, name, before),  # type: ignore[arg-type]
        )

    def _picked_players(self) -> list[str]:
        """The names in the selected player cells of the round (columns 1 and 2)."""
        names = []
        for item in self.round_view.selectedItems():
            if item.column() in (1, 2) and item.text() and item.text() != self.tr("bye"):
                names.append(item.text())
        return names

    def _update_swap(self) -> None:
        self.swap_button.setEnabled(len(set(self._picked_players())) == 2)

    def swap_players(self) -> None:
        picked = sorted(set(self._picked_players()))
        if self.info is None or len(picked) != 2:
            return
        info, db = self.info, self.workspace.db
        first, second = picked

        def do() -> object:
            rematches = swiss.swap(db, info, first, second)
            if rematches:
                pairs = ", ".join(f"{a} – {b}" for a, b in rematches)
                self.warning = self.tr("Rematch: {pairs} have met before.").format(pairs=pairs)
            return None

        self.warning = ""
        self._push(
            QCoreApplication.translate("Undo", "Swap {first} and {second}").format(
                first=first, second=second
            ),
            do,
            lambda _memo: swiss.swap(db, info, first, second),
        )
        if self.warning:
            self.message.setText(self.warning)

    def pair_round(self) -> None:
        if self.info is None:
            return
        info, db = self.info, self.workspace.db
        self._push(
            QCoreApplication.translate("Undo", "Pair a round"),
            lambda: swiss.pair_next_round(db, info),
            lambda _round: swiss.unpair_round(db, info),
        )

    def report_result(self, row: int, winner_side: int | None) -> None:
        if self.info is None or self.current is None or row >= len(self.current.tables):
            return
        table = self.current.tables[row]
        if table.is_bye:
            return
        info, db, number = self.info, self.workspace.db, self.current.number
        winner = "draw" if winner_side is None else table.names[winner_side] or "draw"
        before = table.game_id

        def do() -> object:
            record = service.get_game(db, before) if before is not None else None
            game_id = swiss.report(db, info, number, table.number, winner)
            return record if record is not None else game_id

        def undo(memo: object) -> None:
            if isinstance(memo, int):
                service.delete_game(db, memo)
            elif memo is not None:
                service.restore_game_state(db, memo)  # type: ignore[arg-type]

        self._push(
            QCoreApplication.translate("Undo", "Result of table {table}").format(
                table=table.number
            ),
            do,
            undo,
        )
