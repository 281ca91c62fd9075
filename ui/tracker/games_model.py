"""The Games list as a Qt model: one row per tracked game, finished or not."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from app import systems
from app.errors import MusterError
from app.i18n import current_language
from app.tracker.presence import Presence, presence_text
from ui.widgets.game_column import game_cell, game_label

Index = QModelIndex | QPersistentModelIndex


def game_word(system: str, which: str) -> str | None:
    """The game's own word for the Games list (``ScoreWords``: ``rosters``, ``so_far``), or
    None for a game no campaign scores."""
    try:
        return systems.scored(system).score_words().word(which)
    except MusterError:
        return None


@dataclass(frozen=True)
class GameEntry:
    id: int
    players: tuple[str, ...]  # every seat: two, or up to six
    teams: tuple[str, ...]
    finished: bool
    turn: int
    last_played: datetime | None
    winner: str | None = None  # the winner's name; None for a draw or an unfinished game
    scores: tuple[int, ...] = (0, 0)  # the game's primary figure, a seat each
    system: str = ""
    end_reason: str | None = None  # how the game ended: a key of the system's end reasons
    present: tuple[Presence, ...] = ()  # the Musters that have the game open now


class GamesModel(QAbstractTableModel):
    COLUMNS = ("game", "players", "teams", "status", "present", "turn", "last_played", "result")
    SortRole = Qt.ItemDataRole.UserRole + 1
    IdRole = Qt.ItemDataRole.UserRole + 2

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        # How a game ended, in words, when not the usual way ("Concession"): set by the page,
        # which knows the game systems; "" when it is the usual way or not known.
        self.unusual_end: Callable[[str, str | None], str] = lambda system, reason: ""
        self.entries: list[GameEntry] = []

    def set_entries(self, entries: list[GameEntry]) -> None:
        self.beginResetModel()
        self.entries = list(entries)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.entries)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return {
            "game": self.tr("Game"),
            "players": self.tr("Players"),
            "teams": self._rosters_title(),
            "status": self.tr("Status"),
            "present": self.tr("At the table"),
            "turn": self.tr("Turn"),
            "last_played": self.tr("Last played"),
            "result": self.tr("Result"),
        }[self.COLUMNS[section]]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        entry = self.entries[index.row()]
        column = self.COLUMNS[index.column()]
        if role == self.IdRole:
            return entry.id
        if role == self.SortRole:
            return {
                "game": game_label(entry.system).casefold(),
                "players": " ".join(entry.players).casefold(),
                "teams": " ".join(entry.teams).casefold(),
                "status": int(entry.finished),
                "present": len(entry.present),
                "turn": entry.turn,
                "last_played": entry.last_played.timestamp() if entry.last_played else 0.0,
                "result": self._result(entry).casefold(),
            }[column]
        if column == "game":
            return game_cell(entry.system, role)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if column == "players":
                return self._versus(entry.players)
            if column == "teams":
                return self._versus(tuple(team or "—" for team in entry.teams))
            if column == "status":
                return self.tr("Finished") if entry.finished else self.tr("In progress")
            if column == "present":
                return presence_text(list(entry.present), current_language())
            if column == "turn":
                return str(entry.turn) if entry.turn else "—"
            if column == "last_played":
                if entry.last_played is None:
                    return ""
                moment = QDateTime.fromSecsSinceEpoch(int(entry.last_played.timestamp()))
                return QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)
            return self._result(entry)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == "turn":
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def _rosters_title(self) -> str:
        """The teams column's title: the game's word when every game listed is of one game
        ("Strike teams", "Armies"), a word for any game's otherwise."""
        games = {entry.system for entry in self.entries}
        word = game_word(next(iter(games)), "rosters") if len(games) == 1 else None
        return word or self.tr("Rosters")

    def _versus(self, seats: tuple[str, ...]) -> str:
        """ "Ann vs Bob"; a game of more seats lists them all ("Ann, Bob, Cid")."""
        if len(seats) == 2:
            return self.tr("{first} vs {second}").format(first=seats[0], second=seats[1])
        return ", ".join(seats)

    def _result(self, entry: GameEntry) -> str:
        score = "–".join(str(figure) for figure in entry.scores)
        if not entry.finished:
            so_far = game_word(entry.system, "so_far")
            if so_far is not None:
                return so_far.format(score=score)
            return self.tr("Score so far {score}").format(score=score)
        if entry.winner:
            text = self.tr("{player} wins {score}").format(player=entry.winner, score=score)
        else:
            text = self.tr("Draw {score}").format(score=score)
        unusual = self.unusual_end(entry.system, entry.end_reason)
        return f"{text} ({unusual})" if unusual else text

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.COLUMNS) - 1)
        if self.entries:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self.entries) - 1, len(self.COLUMNS) - 1)
            )


class GamesFilter(QSortFilterProxyModel):
    """Sorts on each column's natural value and matches the search against every column."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSortRole(GamesModel.SortRole)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(-1)
        self.setFilterRole(Qt.ItemDataRole.DisplayRole)
        self.status = "all"
        self.game = ""  # a system id: only that game's rows; "" for every game

    STATUSES = ("all", "unfinished", "finished")

    def set_status(self, status: str) -> None:
        """Shows "all" games, only the "unfinished" ones or only the "finished" ones."""
        self.beginFilterChange()
        self.status = status if status in self.STATUSES else "all"
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_game(self, system_id: str) -> None:
        """Shows only the games of ``system_id``, or every game's for ""."""
        self.beginFilterChange()
        self.game = system_id
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        model = self.sourceModel()
        if isinstance(model, GamesModel) and self.game not in (
            "",
            model.entries[source_row].system,
        ):
            return False
        if self.status != "all" and isinstance(model, GamesModel):
            finished = model.entries[source_row].finished
            if finished != (self.status == "finished"):
                return False
        return super().filterAcceptsRow(source_row, source_parent)
