"""The Tournament tab of the Campaigns page (a campaign of kind "swiss"): the players with
their lists' legality, the round's tables with keyboard result and score entry (see
ui/campaign/tournament_round.py), and the standings, fitted to the pane's width.

Every action that changes the tournament goes through the page's undo stack; the export
menu writes the standings (CSV or PDF) and the round's pairings and result slips (PDF).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.campaign.games import delete_game, get_game, restore_game_state
from app.campaign.participants import remove_participant
from app.campaign.records import CampaignInfo
from app.campaign.tournament import export
from app.campaign.tournament import service as swiss
from app.errors import MusterError
from app.i18n import QT_TRANSLATE_NOOP, current_language, translate
from app.workspace import Workspace
from ui.campaign import tournament_round as tables
from ui.campaign.models import game_word
from ui.campaign.tournament_round import RoundTable
from ui.widgets.fitted_table import ColumnFitter, give_way, natural_width
from ui.widgets.retranslate import Retranslatable
from ui.widgets.table_items import filled_at_once

# The standings' short column titles (the whole title is the column's tooltip); a
# tie-breaker without one is shown by its name's initials.
SHORT_TITLES = {
    "rank": QT_TRANSLATE_NOOP("TournamentView", "#"),
    "points": QT_TRANSLATE_NOOP("TournamentView", "Pts"),
    "wins": QT_TRANSLATE_NOOP("TournamentView", "W"),
    "draws": QT_TRANSLATE_NOOP("TournamentView", "D"),
    "losses": QT_TRANSLATE_NOOP("TournamentView", "L"),
    "byes": QT_TRANSLATE_NOOP("TournamentView", "Bye"),
    "opponents_points": QT_TRANSLATE_NOOP("TournamentView", "OP"),
    "dropped": QT_TRANSLATE_NOOP("TournamentView", "Out"),
}
PLAYER_COLUMN = 1  # of the standings: it takes the room left, and gives way first
NAME_FLOOR = 60
FIGURE_FLOOR = 26
# What the export menu writes: (key, file suffix); "standings" by its suffix, the rest a
# round's sheet (app/campaign/tournament/export.py).
EXPORTS = (
    ("standings", ".pdf"),
    ("standings", ".csv"),
    ("pairings", ".pdf"),
    ("by-name", ".pdf"),
    ("slips", ".pdf"),
)
# What the file offered for each export is called, after the tournament's name.
FILE_NAMES = {
    "standings": QT_TRANSLATE_NOOP("TournamentView", "standings"),
    "pairings": QT_TRANSLATE_NOOP("TournamentView", "pairings"),
    "by-name": QT_TRANSLATE_NOOP("TournamentView", "pairings by name"),
    "slips": QT_TRANSLATE_NOOP("TournamentView", "result slips"),
}


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


def _one_line(view: QTableWidget) -> None:
    """Rows of one line: a long name is cut short ("Aleksandra Wiś…"), its tooltip whole."""
    view.setAlternatingRowColors(True)
    view.verticalHeader().setVisible(False)
    view.setWordWrap(False)
    view.setTextElideMode(Qt.TextElideMode.ElideRight)


def _setup(view: QTableWidget, name: str) -> QTableWidget:
    """A read-only table of whole rows, one selected at a time."""
    view.setObjectName(name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    _one_line(view)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setStretchLastSection(True)
    return view


def _fill(view: QTableWidget, rows: list[list[str]]) -> None:
    view.setRowCount(len(rows))
    with filled_at_once(view):
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                item = QTableWidgetItem(cell)
                item.setToolTip(cell)
                view.setItem(r, c, item)


def _initials(title: str) -> str:
    """A long tie-breaker's short title: its words' initials ("Margin of victory" → "MOV")."""
    return "".join(word[0] for word in title.split() if word[:1].isalnum()).upper() or title


def _fit(view: QTableWidget, grow: int, *stages: dict[int, int]) -> ColumnFitter:
    """Fits ``view``'s columns to its width: each at its natural width, the room left to
    ``grow``; short of room each stage's columns give way in turn, down to their floors."""

    least = view.horizontalHeader().minimumSectionSize()

    def plan(columns: list[int], available: int) -> dict[int, int]:
        widths = {column: max(least, natural_width(view, column)) for column in columns}
        give_way(widths, available, stages, grow=[grow])
        return widths

    return ColumnFitter(view, plan)


class TournamentView(Retranslatable, QWidget):
    def __init__(
        self,
        workspace: Workspace,
        undo_stack: QUndoStack,
        parent: QWidget | None = None,
        folder: Callable[[], str] = lambda: str(Path.home()),
        remember_folder: Callable[[str], None] = lambda _file: None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("tournament-view")
        self.workspace = workspace
        self.undo_stack = undo_stack
        self.folder, self.remember_folder = folder, remember_folder
        self.info: CampaignInfo | None = None
        self.current: swiss.SwissRound | None = None
        self.warning = ""  # the rematch a swap made, shown once the swap is done
        # Scores typed on a table before its result: (round, table) -> each side's score.
        self.pending: dict[tuple[int, int], list[int | None]] = {}

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
        self.players_view.horizontalHeader().setDefaultAlignment(
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        )
        self.players_fitter = _fit(self.players_view, 0, {1: 40}, {0: 50}, {2: 30, 3: 30})
        entry = QHBoxLayout()
        entry.addWidget(self.register_button)
        entry.addWidget(self.drop_button)
        players = QWidget(self)
        players_layout = QVBoxLayout(players)
        players_layout.addWidget(self.players_title)
        players_layout.addWidget(self.players_view, 1)
        players_layout.addWidget(self.new_player)
        players_layout.addLayout(entry)

        self.round_title = QLabel(self)
        self.round_view = RoundTable(self, self.report_result, self.enter_score, self.swap_players)
        self.round_view.setObjectName("tournament-round")
        _one_line(self.round_view)
        # A narrow column shows its title's beginning (the whole title is its tooltip).
        self.round_view.horizontalHeader().setDefaultAlignment(
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        )
        # Players are picked one by one (two of them to swap), a table's row by its cells.
        self.round_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.round_view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.round_view.itemSelectionChanged.connect(self._update_swap)
        self.round_fitter = _fit(
            self.round_view,
            tables.RESULT,
            # The scores' long titles give way first (their figures are short), the names last.
            {tables.FIRST_SCORE: 44, tables.SECOND_SCORE: 44},
            {tables.RESULT: 40},
            {tables.FIRST: 50, tables.SECOND: 50},
            {tables.FIRST_SCORE: 24, tables.SECOND_SCORE: 24},
        )
        self.swap_button = QPushButton(self)
        self.swap_button.setObjectName("tournament-swap")
        self.swap_button.setEnabled(False)
        self.swap_button.clicked.connect(self.swap_picked)
        self.pair_button = QPushButton(self)
        self.pair_button.setObjectName("tournament-pair")
        self.pair_button.clicked.connect(self.pair_round)
        self.repair_button = QPushButton(self)
        self.repair_button.setObjectName("tournament-repair")
        self.repair_button.clicked.connect(self.repair_round)
        self.export_menu = QMenu(self)
        self.export_actions = []
        for what, suffix in EXPORTS:
            action = self.export_menu.addAction("")
            action.triggered.connect(lambda _on=False, w=what, s=suffix: self.export(w, s))
            self.export_actions.append(action)
        self.export_button = QPushButton(self)
        self.export_button.setObjectName("tournament-export")
        self.export_button.setMenu(self.export_menu)
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
        for pair in (
            (self.swap_button, self.repair_button),
            (self.pair_button, self.export_button),
        ):
            buttons = QHBoxLayout()
            for button in pair:
                buttons.addWidget(button)
            rounds_layout.addLayout(buttons)
        rounds_layout.addWidget(self.message)

        self.standings_title = QLabel(self)
        self.standings_view = _table(self, "tournament-standings", 1)
        # Short of room the name gives way first, then the figures (down to a few digits).
        figures = {column: FIGURE_FLOOR for column in range(PLAYER_COLUMN + 1, 20)}
        self.standings_fitter = _fit(
            self.standings_view, PLAYER_COLUMN, {PLAYER_COLUMN: NAME_FLOOR}, figures
        )
        standings = QWidget(self)
        standings_layout = QVBoxLayout(standings)
        standings_layout.addWidget(self.standings_title)
        standings_layout.addWidget(self.standings_view, 1)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        for part in (players, rounds, standings):
            splitter.addWidget(part)
        for index, stretch in enumerate((2, 4, 4)):
            splitter.setStretchFactor(index, stretch)
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
        self.repair_button.setText(self.tr("Pair this round &again"))
        self.repair_button.setToolTip(
            self.tr("Pairs the round again (after late entries or drops) while it has no result")
        )
        self.swap_button.setText(self.tr("&Swap the two players"))
        self.swap_button.setToolTip(
            self.tr(
                "Select two players of the round (Ctrl+click), or drag one onto the other, "
                "before any result"
            )
        )
        self.export_button.setText(self.tr("E&xport"))
        texts = (
            self.tr("Standings (PDF)…"),
            self.tr("Standings (CSV)…"),
            self.tr("Pairings by table (PDF)…"),
            self.tr("Pairings by name (PDF)…"),
            self.tr("Result slips (PDF)…"),
        )
        for action, text in zip(self.export_actions, texts, strict=True):
            action.setText(text)
        self.hint.setText(
            self.tr(
                "On a table: 1 or 2 names its winner, D records a draw; in a score column, "
                "type the score and press Enter."
            )
        )
        self.standings_title.setText(self.tr("Standings"))
        titles = [self.tr("Player"), self.tr("List"), self.tr("Legal"), self.tr("Dropped")]
        for column, title in enumerate(titles):  # a narrow pane cuts titles: the whole as tip
            item = QTableWidgetItem(title)
            item.setToolTip(title)
            self.players_view.setHorizontalHeaderItem(column, item)
        self.reload()

    def _score_name(self) -> str:
        """The game's own score, as its system names it (``ScoreWords.score``)."""
        fallback = self.tr("Score")
        return game_word(self.info.system, "score", fallback) if self.info else fallback

    def _round_headers(self) -> None:
        score = self._score_name()
        titles = {
            tables.TABLE: (self.tr("Table"), ""),
            tables.FIRST: (self.tr("Player"), ""),
            tables.FIRST_SCORE: (score, self.tr("{score} of the player").format(score=score)),
            tables.SECOND_SCORE: (score, self.tr("{score} of the opponent").format(score=score)),
            tables.SECOND: (self.tr("Opponent"), ""),
            tables.RESULT: (self.tr("Result"), ""),
        }
        for column, (title, tip) in titles.items():
            item = QTableWidgetItem(title)
            item.setToolTip(tip or title)
            self.round_view.setHorizontalHeaderItem(column, item)

    def _standings_headers(self, codes: list[str], titles: list[str]) -> None:
        self.standings_view.setColumnCount(len(codes))
        language = current_language()
        for column, (code, title) in enumerate(zip(codes, titles, strict=True)):
            if code in SHORT_TITLES:
                short = translate("TournamentView", SHORT_TITLES[code], language)
            else:
                short = title if code == "player" else _initials(title)
            item = QTableWidgetItem(short)
            item.setToolTip(title)
            self.standings_view.setHorizontalHeaderItem(column, item)

    # --- showing ----------------------------------------------------------------------

    def show_tournament(self, info: CampaignInfo | None) -> None:
        self.info = info
        self.pending.clear()
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
        played = self.current.tables if self.current else []
        self._round_headers()
        self.round_view.show_tables(
            [self._table_row(t) for t in played], [(t.names[0], t.names[1] or "") for t in played]
        )
        self.repair_button.setEnabled(self.current is not None and not self.current.started)
        self._update_swap()
        standings = swiss.standings(db, self.info)
        data = export.standings_rows(self.info, standings, language)
        codes = [*export.COLUMNS, *export.breaker_codes(standings)]
        self._standings_headers(codes, data[0])
        _fill(self.standings_view, data[1:])
        # The dropped column only when someone dropped (the players' list says who, too).
        dropped = codes.index("dropped")
        self.standings_view.setColumnHidden(dropped, not any(row.dropped for row in standings))
        for fitter in (self.players_fitter, self.round_fitter, self.standings_fitter):
            fitter.fit()

    def _table_row(self, table: swiss.SwissTable) -> list[str]:
        if table.is_bye:
            return ["", table.names[0], "", "", self.tr("bye"), ""]
        if table.results is None:
            result = ""
        elif table.results[0] == "draw":
            result = self.tr("Draw")
        else:
            winner = table.names[0] if table.results[0] == "win" else table.names[1]
            result = self.tr("{player} won").format(player=winner)
        if table.rematch:
            result = f"{result} ({export.word('rematch', current_language())})".strip()
        scores = self._scores(table)
        shown = ["" if score is None else str(score) for score in scores]
        return [str(table.number), table.names[0], *shown, table.names[1] or "", result]

    def _scores(self, table: swiss.SwissTable) -> list[int | None]:
        """Each side's score: typed and waiting for the result, else the recorded one."""
        assert self.current is not None
        waiting = self.pending.get((self.current.number, table.number))
        if waiting is not None:
            return list(waiting)
        return list(table.scores) if table.scores is not None else [None, None]

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
            lambda player_id: remove_participant(db, info.id, player_id),  # type: ignore[arg-type]
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
        """The players of the selected cells of the round (a bye's empty seat is none)."""
        names = []
        for item in self.round_view.selectedItems():
            name = self.round_view.player_at(item.row(), item.column())
            if name and name not in names:
                names.append(name)
        return names

    def _update_swap(self) -> None:
        startable = self.current is not None and not self.current.started
        self.swap_button.setEnabled(startable and len(self._picked_players()) == 2)

    def swap_picked(self) -> None:
        picked = self._picked_players()
        if len(picked) == 2:
            self.swap_players(*sorted(picked))

    def swap_players(self, first: str, second: str) -> None:
        """Swaps two players' seats in the round (from the button or a drag), warning of the
        rematches the swap makes."""
        if self.info is None:
            return
        info, db = self.info, self.workspace.db

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
        seed = secrets.randbelow(2**31)  # drawn once: a redo pairs the same round again
        self._push(
            QCoreApplication.translate("Undo", "Pair a round"),
            lambda: swiss.pair_next_round(db, info, seed),
            lambda _round: swiss.unpair_round(db, info),
        )

    def repair_round(self) -> None:
        if self.info is None or self.current is None:
            return
        info, db, before = self.info, self.workspace.db, self.current
        seed = secrets.randbelow(2**31)
        self._push(
            QCoreApplication.translate("Undo", "Pair round {round} again").format(
                round=before.number
            ),
            lambda: swiss.repair_round(db, info, seed),
            lambda _round: swiss.restore_round(db, info, before),
        )

    def _table_at(self, row: int) -> swiss.SwissTable | None:
        if self.info is None or self.current is None or row >= len(self.current.tables):
            return None
        table = self.current.tables[row]
        return None if table.is_bye else table

    def report_result(self, row: int, winner_side: int | None) -> None:
        """Records the table's winner (or a draw), with the scores typed or recorded."""
        table = self._table_at(row)
        if table is None:
            return
        winner = "draw" if winner_side is None else table.names[winner_side] or "draw"
        scores = self._scores(table)
        given = None if scores == [None, None] else (scores[0] or 0, scores[1] or 0)
        self._record(table, winner, given)

    def enter_score(self, row: int, side: int, score: int) -> None:
        """One side's score: recorded at once when the table has a result, else kept for
        it (shown in the table, nothing stored yet)."""
        table = self._table_at(row)
        if table is None or self.current is None:
            return
        scores = self._scores(table)
        scores[side] = score
        if table.results is None:
            self.pending[(self.current.number, table.number)] = scores
            self.reload()
            return
        first = table.results[0]
        winner = "draw" if first == "draw" else table.names[0 if first == "win" else 1] or "draw"
        self._record(table, winner, (scores[0] or 0, scores[1] or 0))

    def _record(self, table: swiss.SwissTable, winner: str, scores: tuple[int, int] | None) -> None:
        assert self.info is not None and self.current is not None
        info, db, number = self.info, self.workspace.db, self.current.number
        before = table.game_id

        def do() -> object:
            record = get_game(db, before) if before is not None else None
            game_id = swiss.report(db, info, number, table.number, winner, scores)
            self.pending.pop((number, table.number), None)
            return record if record is not None else game_id

        def undo(memo: object) -> None:
            if isinstance(memo, int):
                delete_game(db, memo)
            elif memo is not None:
                restore_game_state(db, memo)  # type: ignore[arg-type]

        self._push(
            QCoreApplication.translate("Undo", "Result of table {table}").format(
                table=table.number
            ),
            do,
            undo,
        )

    # --- printing -------------------------------------------------------------------------

    def export(self, what: str, suffix: str) -> None:
        """Writes the standings (PDF or CSV) or the round's ``what`` sheet (PDF) to a file
        the organiser chooses."""
        if self.info is None:
            return
        kind = self.tr("PDF files (*.pdf)") if suffix == ".pdf" else self.tr("CSV files (*.csv)")
        file, _chosen = QFileDialog.getSaveFileName(
            self,
            self.export_button.text().replace("&", ""),
            str(Path(self.folder()) / f"{self.info.name} - {self.tr(FILE_NAMES[what])}{suffix}"),
            kind,
        )
        if not file:
            return
        path = Path(file).with_suffix(suffix)
        self.remember_folder(str(path))
        info, db, language = self.info, self.workspace.db, current_language()
        try:
            if what == "standings":
                table = swiss.standings(db, info)
                export.write_standings(path, info, table, swiss.bye_points(info), language)
            else:
                current = swiss.round_numbered(db, info)
                export.write_round_pdf(path, info, current, what, language)
        except MusterError as error:
            self._failed(error)
            return
        self.message.setText(self.tr("Written to {file}").format(file=str(path)))
