"""The Campaigns page's list of campaigns: each row's name and game (the game's icon and short
name, ui/widgets/game_column.py, shared with the Games list), sortable by either, and
filtered by game.

The model sorts and filters itself rather than through a proxy: the list is short, and the
page and its tests address its rows by ``index(row)`` and ``campaigns`` directly."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QHeaderView, QTreeView, QWidget

from app.campaign.records import CampaignInfo
from ui.widgets.game_column import game_cell, game_label

Index = QModelIndex | QPersistentModelIndex
ID_ROLE = Qt.ItemDataRole.UserRole + 2  # as ui/campaign/models.py's tables
DISPLAY = Qt.ItemDataRole.DisplayRole


class CampaignListModel(QAbstractTableModel):
    """``campaigns`` are the rows shown (those of the game filtered on, in the order
    sorted); ``set_game`` and ``sort`` keep the rows chosen where the view shows them."""

    COLUMNS = ("name", "game")

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.every: list[CampaignInfo] = []  # every campaign, as the database lists them
        self.campaigns: list[CampaignInfo] = []
        self.game = ""  # a system id: only that game's campaigns; "" for every game's
        self.sort_column = 0
        self.sort_order = Qt.SortOrder.AscendingOrder

    def set_campaigns(self, campaigns: list[CampaignInfo]) -> None:
        self.beginResetModel()
        self.every = list(campaigns)
        self.campaigns = self._arranged()
        self.endResetModel()

    def set_game(self, system_id: str) -> None:
        """Shows only the campaigns of ``system_id``, or every game's for ""."""
        self.beginResetModel()
        self.game = system_id
        self.campaigns = self._arranged()
        self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        chosen = [self.campaigns[index.row()].id for index in before]
        self.sort_column, self.sort_order = column, order
        self.campaigns = self._arranged()
        after = [
            self.index(self.row_of(campaign_id), index.column())
            for campaign_id, index in zip(chosen, before, strict=True)
        ]
        self.changePersistentIndexList(before, after)
        self.layoutChanged.emit()

    def _arranged(self) -> list[CampaignInfo]:
        shown = [c for c in self.every if self.game in ("", c.system)]
        if self.COLUMNS[self.sort_column] == "game":
            shown.sort(key=lambda c: (game_label(c.system).casefold(), c.name.casefold()))
        else:
            shown.sort(key=lambda c: c.name.casefold())
        if self.sort_order == Qt.SortOrder.DescendingOrder:
            shown.reverse()
        return shown

    def index(self, row: int, column: int = 0, parent: Index = QModelIndex()) -> QModelIndex:
        return super().index(row, column, parent)

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.campaigns)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != DISPLAY:
            return None
        return self.tr("Campaign") if self.COLUMNS[section] == "name" else self.tr("Game")

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid():
            return None
        campaign = self.campaigns[index.row()]
        if role == ID_ROLE:
            return campaign.id
        if self.COLUMNS[index.column()] == "game":
            return game_cell(campaign.system, role)
        if role in (DISPLAY, Qt.ItemDataRole.ToolTipRole):
            return campaign.name
        return None

    def row_of(self, campaign_id: int) -> int:
        return next((n for n, c in enumerate(self.campaigns) if c.id == campaign_id), -1)

    def retranslate(self) -> None:
        """Headers and game names in the new language (and the order of the game column)."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.COLUMNS) - 1)
        self.sort(self.sort_column, self.sort_order)
        if self.campaigns:
            last = self.index(len(self.campaigns) - 1, len(self.COLUMNS) - 1)
            self.dataChanged.emit(self.index(0, 0), last)


def campaign_list_view(model: CampaignListModel, parent: QWidget) -> QTreeView:
    """The list's view: rows without tree branches, the name taking the width, sorted by a
    click on either header (by name at first)."""
    view = QTreeView(parent)
    view.setObjectName("campaign-list")
    view.setRootIsDecorated(False)
    view.setUniformRowHeights(True)
    view.setModel(model)
    view.setSortingEnabled(True)
    view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    header = view.header()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
    return view
