"""The Statistics tab of the Campaigns page: how each strike team (or the game's rosters) and
each unit fares (app/campaign/statistics.py), side by side when both tables fit, and charts of
the leaders' points and of the units most used (ui/campaign/charts.py), drawn when the tab
shows."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSplitter, QStackedWidget, QWidget

from app.campaign.statistics import CampaignStatistics, TeamStat, points_by_game
from app.errors import MusterError
from app.i18n import current_language
from ui.campaign.models import TeamStatsModel, UnitStatsModel
from ui.campaign.page_context import PageContext
from ui.campaign.table_views import (
    FittingSplitter,
    read_only_table,
    sorting_proxy,
    stretch_column,
)
from ui.widgets.empty_state import EmptyState


class StatisticsTab(QStackedWidget):
    def __init__(self, page: PageContext, parent: QWidget) -> None:
        super().__init__(parent)
        self.page = page
        self.charts_dirty = True  # the charts are drawn again when the tab next shows
        self.teams_model = TeamStatsModel(self.team_label, self._team_units, self)
        self.teams_view = read_only_table(self, "team-stats", stretch=0)
        self.teams_view.setModel(sorting_proxy(self.teams_model, self))
        self.units_model = UnitStatsModel(self.unit_label, self)
        self.units_view = read_only_table(self, "unit-stats", stretch=0)
        self.units_view.setModel(sorting_proxy(self.units_model, self))
        self.teams_view.sortByColumn(2, Qt.SortOrder.DescendingOrder)
        self.units_view.sortByColumn(1, Qt.SortOrder.DescendingOrder)
        self.charts = QWidget(self)
        self.charts.setObjectName("charts")
        self.charts_layout = QHBoxLayout(self.charts)
        self.charts_layout.setContentsMargins(0, 0, 0, 0)
        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.tables = FittingSplitter(Qt.Orientation.Horizontal, self.splitter)
        self.tables.addWidget(self.teams_view)
        self.tables.addWidget(self.units_view)
        self.tables.setStretchFactor(0, 3)  # a strike team's name (its units) is the longest
        self.tables.setStretchFactor(1, 2)
        self.splitter.addWidget(self.tables)
        self.splitter.addWidget(self.charts)
        self.empty = EmptyState(self)
        self.empty.setObjectName("statistics-empty")
        self.addWidget(self.empty)
        self.addWidget(self.splitter)
        stretch_column(self.teams_view)
        stretch_column(self.units_view)

    def retranslate(self) -> None:
        self.game_texts()
        self.teams_model.retranslate()
        self.units_model.retranslate()
        self.charts_dirty = True

    def game_texts(self) -> None:
        """The empty state, in the words of the campaign's game."""
        self.empty.set_texts(
            self.tr("No statistics yet"),
            self.page.game_says("stats_hint")
            or self.tr(
                "Record games with the players' strike teams to see how each strike team and "
                "each unit fares, and charts of the results over time."
            ),
            self.tr("Record a game"),
        )

    def show_statistics(self, stats: CampaignStatistics | None) -> None:
        """The tables of ``stats`` (none: empty tables); the charts are drawn again."""
        self.teams_model.set_rows(stats.teams if stats is not None else [])
        self.units_model.set_rows(stats.units if stats is not None else [])
        if stats is not None:
            self.tables.fit()
            self.setCurrentIndex(1 if stats.rows else 0)
            self.charts_dirty = True

    # --- names --------------------------------------------------------------------------------

    def _catalog(self) -> Any:
        campaign = self.page.campaign
        if campaign is None:
            return None
        try:
            return self.page.workspace.catalog(campaign.system)
        except MusterError:
            return None

    def unit_label(self, unit_id: str) -> str:
        catalog = self._catalog()
        unit = catalog.units.get(unit_id) if catalog is not None else None
        if unit is None:
            return unit_id
        return str(unit.name.get(current_language()))

    def team_label(self, team: TeamStat) -> str:
        """The strike team's name with the units leading its squads ("Clones (Rex / Kenobi)"),
        or only those units; the whole list of units when neither is known."""
        leaders = " / ".join(self.unit_label(unit) for unit in team.leaders)
        if team.name and leaders:
            return self.tr("{name} ({leaders})").format(name=team.name, leaders=leaders)
        return team.name or leaders or self._team_units(team)

    def _team_units(self, team: TeamStat) -> str:
        return " | ".join(
            ", ".join(self.unit_label(unit) for unit in squad) for squad in team.squads
        )

    # --- charts -------------------------------------------------------------------------------

    def build_charts(self) -> None:
        from ui.campaign.charts import LEADERS, points_chart, units_chart

        while self.charts_layout.count():
            item = self.charts_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # deleted later: meanwhile it must not show behind the new one
                widget.deleteLater()
        self.charts_dirty = False
        stats, campaign = self.page.stats, self.page.campaign
        if stats is None or campaign is None or not stats.rows:
            label = QLabel(self.tr("Charts appear once games are recorded."), self.charts)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.charts_layout.addWidget(label)
            return
        leaders = [s.player_id for s in stats.standings[:LEADERS]]
        series = points_by_game(stats.rows, leaders, campaign.scoring)
        points_titles = (self.tr("Points of the leaders"), self.tr("Games played"))
        self.charts_layout.addWidget(points_chart(series, stats.names, points_titles, self.charts))
        units_titles = (self.tr("Most used units"), self.tr("Games"), self.tr("Wins"))
        self.charts_layout.addWidget(
            units_chart(stats.units, self.unit_label, units_titles, self.charts)
        )
