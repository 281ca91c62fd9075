"""Qt item models of the Campaigns page, over the campaign core's values.

The games list fetches its rows a page at a time (``canFetchMore``/``fetchMore``), so a
campaign of ten thousand games opens as fast as one of ten. Every model reloads from the
database on ``reload()``; none keeps a second copy of what another model shows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from app import systems
from app.campaign.game_list import GAME_SORT_KEYS, GameSummary, game_summaries
from app.campaign.pairings import Round
from app.campaign.records import PlayerInfo, score_fields
from app.campaign.standings import Standing
from app.campaign.statistics import HistoryEntry, TeamStat, UnitStat
from app.db import Database
from app.errors import MusterError
from app.i18n import QT_TRANSLATE_NOOP, current_language
from app.systems.scoring import ScoreField

Index = QModelIndex | QPersistentModelIndex
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
ID_ROLE = Qt.ItemDataRole.UserRole + 2
DISPLAY = Qt.ItemDataRole.DisplayRole
ALIGN_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def _tr(text: str) -> str:
    return QCoreApplication.translate("CampaignModels", text)


def result_text(result: str) -> str:
    return {
        "win": _tr(QT_TRANSLATE_NOOP("CampaignModels", "Win")),
        "draw": _tr(QT_TRANSLATE_NOOP("CampaignModels", "Draw")),
        "loss": _tr(QT_TRANSLATE_NOOP("CampaignModels", "Loss")),
    }.get(result, result)


def source_text(source: str) -> str:
    return {
        "manual": _tr(QT_TRANSLATE_NOOP("CampaignModels", "By hand")),
        "tracker": _tr(QT_TRANSLATE_NOOP("CampaignModels", "Tracker")),
        "csv": _tr(QT_TRANSLATE_NOOP("CampaignModels", "CSV import")),
    }.get(source, source)


def game_word(system: str, which: str, fallback: str) -> str:
    """The campaign's game's own word (``ScoreWords``: ``roster``, ``rosters``, ``score``...)
    in the interface's language; ``fallback`` (translated) for a game no campaign scores."""
    try:
        return systems.scored(system).score_words().word(which)
    except MusterError:
        return fallback


class GameOfCampaign:
    """A model of one campaign's figures, in its game's words: the page sets ``system``."""

    system = ""

    def score_fields(self) -> tuple[ScoreField, ...]:
        return score_fields(self.system)

    def set_system(self, system: str) -> None:
        """Speaks the game of ``system``; a reset, as its columns may differ (Shatterpoint's
        standings show three figures, Flashpoint's one)."""
        if system == self.system:
            return
        self.beginResetModel()  # type: ignore[attr-defined]
        self.system = system
        self.endResetModel()  # type: ignore[attr-defined]


def percent(rate: float) -> str:
    return f"{round(rate * 100)} %"


def two_lines(text: str) -> str:
    """Breaks a long header of several words at the space nearest its middle, so that columns
    of figures fit beside the names in French and Polish ("Wygrane / zmagania")."""
    spaces = [n for n, char in enumerate(text) if char == " "]
    if not spaces or len(text) <= 12:  # "Player 1", "Win rate": short enough on one line
        return text
    middle = min(spaces, key=lambda n: abs(n - len(text) / 2))
    return f"{text[:middle]}\n{text[middle + 1 :]}"


class Table(QAbstractTableModel):
    """A read-only table of ``rows``; subclasses name their columns and cells."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.rows: list[Any] = []
        self._names: tuple[tuple[str, str], list[str]] | None = None

    def columns(self) -> list[str]:  # pragma: no cover - overridden
        raise NotImplementedError

    def column_names(self) -> list[str]:
        """``columns()`` as made for the current language and game: Qt asks for the count and
        the headers at every paint, and making them translates every name again."""
        made_for = (current_language(), getattr(self, "system", ""))
        if self._names is None or self._names[0] != made_for:
            self._names = (made_for, self.columns())
        return self._names[1]

    def cell(self, row: Any, column: int) -> Any:  # pragma: no cover - overridden
        raise NotImplementedError

    def numeric(self, column: int) -> bool:
        return False

    def set_rows(self, rows: Sequence[Any]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def retranslate(self) -> None:
        self._names = None
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, max(0, self.columnCount() - 1))
        if self.rows:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self.rows) - 1, self.columnCount() - 1)
            )

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.column_names())

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == DISPLAY:
            names = self.column_names()
            return two_lines(names[section]) if 0 <= section < len(names) else None
        return super().headerData(section, orientation, role)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row = self.rows[index.row()]
        if role in (DISPLAY, Qt.ItemDataRole.ToolTipRole):
            value = self.cell(row, index.column())
            return "" if value is None else str(value)
        if role == SORT_ROLE:
            value = self.cell(row, index.column())
            return value.casefold() if isinstance(value, str) else value
        if role == ID_ROLE:
            return getattr(row, "id", None) or getattr(row, "player_id", None)
        if role == Qt.ItemDataRole.TextAlignmentRole and self.numeric(index.column()):
            return ALIGN_RIGHT
        return None


class StandingsModel(GameOfCampaign, Table):
    """The standings: results and points, then the figures of the game's own score."""

    def columns(self) -> list[str]:
        results = [
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Rank")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Player")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Played")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Won")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Drawn")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Lost")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Points")),
        ]
        fields = self.score_fields()
        if not fields:  # a game no campaign scores yet: its primary figure
            return [
                *results,
                _tr(QT_TRANSLATE_NOOP("CampaignModels", "Score for")),
                _tr(QT_TRANSLATE_NOOP("CampaignModels", "Score against")),
                _tr(QT_TRANSLATE_NOOP("CampaignModels", "Difference")),
            ]
        return results + [score_field.name() for score_field in fields]

    def cell(self, row: Standing, column: int) -> Any:
        results = (row.rank, row.player, row.played, row.won, row.drawn, row.lost, row.points)
        if column < len(results):
            return results[column]
        fields = self.score_fields()
        if not fields:
            return (row.scores_for, row.scores_against, row.score_difference)[column - len(results)]
        return row.figure(fields[column - len(results)])

    def numeric(self, column: int) -> bool:
        return column != 1


def sides(row: GameSummary) -> list[str]:
    """The game's sides as people say them: each player, or in a team game each team's
    players ("Ann & Cid", "Bob & Dan")."""
    if not any(team is not None for team in row.teams):
        return list(row.players)
    teams: dict[int | None, list[str]] = {}
    for name, team in zip(row.players, row.teams, strict=False):
        teams.setdefault(team, []).append(name)
    return [" & ".join(names) for names in teams.values()]


class GamesModel(GameOfCampaign, Table):
    """The games of one campaign, fetched a page at a time, newest first until the user sorts
    on a column: the database sorts, and the model starts fetching again from the top."""

    PAGE = 200

    def __init__(self, db_getter: Callable[[], Database], parent: Any = None) -> None:
        super().__init__(parent)
        self._db = db_getter
        self.campaign_id: int | None = None
        self._exhausted = True
        self.sort_key = "date"
        self.descending = True
        # The ways a game of the campaign's system ends, (key, name), the usual one first:
        # the winner's cell names any other ("Bob (Concession)").
        self.end_reasons: Callable[[], list[tuple[str, str]]] = list

    def columns(self) -> list[str]:
        return [
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Date")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Players")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Winner")),
            game_word(self.system, "score", _tr(QT_TRANSLATE_NOOP("CampaignModels", "Score"))),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Turns")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Source")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Notes")),
        ]

    def cell(self, row: GameSummary, column: int) -> Any:
        if column == 0:
            return row.played_on.isoformat()
        if column == 1:
            return " – ".join(sides(row))
        if column == 2:
            return self.winner_text(row)
        if column == 3:
            return " – ".join(str(s) for s in row.scores)
        if column == 4:
            return row.turns
        if column == 5:
            return source_text(row.source)
        return row.notes.replace("\n", " ")

    def numeric(self, column: int) -> bool:
        return column == 4

    def winner_text(self, row: GameSummary) -> str:
        winner = row.winner or result_text("draw")
        reasons = self.end_reasons() if row.end_reason else []
        if not reasons or row.end_reason == reasons[0][0]:
            return winner
        reason = dict(reasons).get(row.end_reason or "", row.end_reason or "")
        return _tr(QT_TRANSLATE_NOOP("CampaignModels", "{winner} ({reason})")).format(
            winner=winner, reason=reason
        )

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(GAME_SORT_KEYS):
            return
        key = GAME_SORT_KEYS[column]
        descending = order == Qt.SortOrder.DescendingOrder
        if (key, descending) == (self.sort_key, self.descending):
            return
        self.sort_key, self.descending = key, descending
        self.load(self.campaign_id)  # a reset: the rows fetched so far are another order's

    def _page(self, offset: int, limit: int) -> list[GameSummary]:
        assert self.campaign_id is not None
        return game_summaries(
            self._db(), self.campaign_id, offset, limit, self.sort_key, self.descending
        )

    def load(self, campaign_id: int | None) -> None:
        """Shows the first page of a campaign's games (or nothing for None)."""
        self.beginResetModel()
        self.campaign_id = campaign_id
        self.rows = []
        self._exhausted = campaign_id is None
        self.endResetModel()
        if campaign_id is not None:
            self.fetchMore(QModelIndex())

    def reload(self) -> None:
        """Reloads as many rows as were loaded (after an edit), keeping the scroll position."""
        if self.campaign_id is None:
            return
        wanted = max(len(self.rows), self.PAGE)
        rows = self._page(0, wanted)
        self.beginResetModel()
        self.rows = rows
        self._exhausted = len(rows) < wanted
        self.endResetModel()

    def canFetchMore(self, parent: Index) -> bool:
        return not parent.isValid() and not self._exhausted

    def fetchMore(self, parent: Index) -> None:
        if parent.isValid() or self._exhausted or self.campaign_id is None:
            return
        page = self._page(len(self.rows), self.PAGE)
        self._exhausted = len(page) < self.PAGE
        if page:
            self.beginInsertRows(QModelIndex(), len(self.rows), len(self.rows) + len(page) - 1)
            self.rows.extend(page)
            self.endInsertRows()

    def row_of(self, game_id: int) -> int:
        return next((n for n, g in enumerate(self.rows) if g.id == game_id), -1)


class PlayersModel(Table):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.games: dict[int, int] = {}

    def columns(self) -> list[str]:
        return [
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Player")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Club")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Games")),
        ]

    def cell(self, row: PlayerInfo, column: int) -> Any:
        return (row.name, row.club, self.games.get(row.id, 0))[column]

    def numeric(self, column: int) -> bool:
        return column == 2

    def set_players(self, players: list[PlayerInfo], games: dict[int, int]) -> None:
        self.games = games
        self.set_rows(players)


class HistoryModel(GameOfCampaign, Table):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.names: dict[int, str] = {}

    def columns(self) -> list[str]:
        return [
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Date")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Opponents")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Result")),
            game_word(self.system, "score", _tr(QT_TRANSLATE_NOOP("CampaignModels", "Score"))),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Points")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Total")),
        ]

    def cell(self, row: HistoryEntry, column: int) -> Any:
        if column == 0:
            return row.played_on.isoformat()
        if column == 1:
            return ", ".join(self.names.get(pid, "?") for pid in row.opponents)
        if column == 2:
            return result_text(row.result)
        if column == 3:
            return f"{row.scores_for} – {row.scores_against}"
        return row.points if column == 4 else row.total_points

    def numeric(self, column: int) -> bool:
        return column >= 4


class TeamStatsModel(GameOfCampaign, Table):
    """Strike teams grouped by their units; ``label`` names a team for people (its name or
    its leading units), ``details`` lists its units (the name cell's tooltip)."""

    def __init__(
        self,
        label: Callable[[TeamStat], str],
        details: Callable[[TeamStat], str] | None = None,
        parent: Any = None,
    ) -> None:
        super().__init__(parent)
        self.label = label
        self.details = details

    def columns(self) -> list[str]:
        return [
            game_word(
                self.system, "roster", _tr(QT_TRANSLATE_NOOP("CampaignModels", "Strike team"))
            ),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Players")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Games")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Picks")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Wins")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Win rate")),
        ]

    def cell(self, row: TeamStat, column: int) -> Any:
        if column == 0:
            return self.label(row)
        if column == 5:
            return percent(row.win_rate)
        return (None, len(row.players), row.games, row.picks, row.wins)[column]

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if role == SORT_ROLE and index.isValid() and index.column() == 5:
            return self.rows[index.row()].win_rate
        if (
            role == Qt.ItemDataRole.ToolTipRole
            and self.details is not None
            and index.isValid()
            and index.column() == 0
        ):
            return self.details(self.rows[index.row()])
        return super().data(index, role)

    def numeric(self, column: int) -> bool:
        return column >= 1


class UnitStatsModel(Table):
    """Units: the games they took part in and their picks (both players may pick a unit)."""

    def __init__(self, label: Callable[[str], str], parent: Any = None) -> None:
        super().__init__(parent)
        self.label = label

    def columns(self) -> list[str]:
        return [
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Unit")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Games")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Picks")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Wins")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Win rate")),
        ]

    def cell(self, row: UnitStat, column: int) -> Any:
        if column == 0:
            return self.label(row.unit_id)
        if column == 4:
            return percent(row.win_rate)
        return (None, row.games, row.picks, row.wins)[column]

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if role == SORT_ROLE and index.isValid() and index.column() == 4:
            return self.rows[index.row()].win_rate
        return super().data(index, role)

    def numeric(self, column: int) -> bool:
        return column >= 1


class PairingsModel(Table):
    """The tables of one round; a table without a second player is the bye."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.names: dict[int, str] = {}

    def columns(self) -> list[str]:
        return [
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Table")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Player 1")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Player 2")),
            _tr(QT_TRANSLATE_NOOP("CampaignModels", "Result")),
        ]

    def cell(self, row: Any, column: int) -> Any:
        if column == 0:
            return row.number
        if column == 1:
            return self.names.get(row.player_1, "?")
        if column == 3:
            return self.result(row)
        if row.player_2 is None:
            return _tr(QT_TRANSLATE_NOOP("CampaignModels", "Bye"))
        return self.names.get(row.player_2, "?")

    def result(self, row: Any) -> str:
        """The table's game as people say it: who won and the scores, or not played yet."""
        if row.player_2 is None:
            return ""
        if not row.played or row.scores is None:
            return _tr(QT_TRANSLATE_NOOP("CampaignModels", "Not played yet"))
        mine, theirs = row.scores
        if row.winner is not None and row.winner == row.player_2:
            mine, theirs = theirs, mine  # the winner's score first, as people say it
        score = f"{mine} – {theirs}"
        if row.winner is None:
            return _tr(QT_TRANSLATE_NOOP("CampaignModels", "Draw, {score}")).format(score=score)
        return _tr(QT_TRANSLATE_NOOP("CampaignModels", "{name} won, {score}")).format(
            name=self.names.get(row.winner, "?"), score=score
        )

    def numeric(self, column: int) -> bool:
        return column == 0

    def show_round(self, round_: Round | None, names: dict[int, str]) -> None:
        self.names = names
        self.set_rows(round_.tables if round_ else [])
