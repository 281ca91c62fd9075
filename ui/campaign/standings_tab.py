"""The Standings tab of the Campaigns page: the campaign's scoring in one sentence above its
standings (app/campaign/standings.py), sorted by rank; an empty state until a game counts."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from app.campaign.records import CampaignInfo
from app.campaign.standings import Standing
from app.campaign.standings_export import scoring_line
from app.i18n import current_language
from ui.campaign.models import StandingsModel
from ui.campaign.table_views import read_only_table, sorting_proxy, stretch_column
from ui.widgets.empty_state import EmptyState


class StandingsTab(QWidget):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.model = StandingsModel(self)
        self.proxy = sorting_proxy(self.model, self)
        self.view = read_only_table(self, "standings", stretch=1)
        self.view.fit_names = True  # type: ignore[attr-defined]
        self.view.setModel(self.proxy)
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.scoring_label = QLabel(self)
        self.scoring_label.setWordWrap(True)
        self.empty = EmptyState(self)
        self.empty.setObjectName("standings-empty")
        layout = QVBoxLayout(self)
        layout.addWidget(self.scoring_label)
        # The table stays (its headers say what will be shown, and it keeps the keyboard
        # focus for F5 and Ctrl+Z); the empty state fills the space under the headers.
        layout.addWidget(self.view, 1)
        layout.addWidget(self.empty, 1)
        stretch_column(self.view)

    def retranslate(self, campaign: CampaignInfo | None) -> None:
        self.empty.set_texts(
            self.tr("No standings yet"),
            self.tr(
                "Add the league's players, then record their games: the standings follow the "
                "campaign's scoring and tie-breakers."
            ),
            self.tr("Add a player"),
        )
        self.model.retranslate()
        self.show_scoring(campaign)

    def show_scoring(self, campaign: CampaignInfo | None) -> None:
        if campaign is None:
            self.scoring_label.clear()
        else:
            self.scoring_label.setText(scoring_line(campaign, current_language()))

    def show_standings(self, standings: list[Standing]) -> None:
        self.model.set_rows(standings)
        self._show_empty(not standings)

    def _show_empty(self, empty: bool) -> None:
        self.empty.setVisible(empty)
        view = self.view
        if empty:
            # Room for the headers and, when they are wider than the page (French and
            # Polish), the scroll bar that reaches the last ones.
            frame = 2 * view.frameWidth() + view.horizontalScrollBar().sizeHint().height()
            view.setMaximumHeight(view.horizontalHeader().sizeHint().height() + frame)
        else:
            view.setMaximumHeight(16777215)  # QWIDGETSIZE_MAX
