"""The Pairings tab of the Campaigns page: a league's rounds, paired round robin
(app/campaign/pairings.py), each round's tables with the games recorded for them; pairing
the next round is undoable."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.campaign import pairings
from app.campaign.records import PlayerInfo
from ui.campaign.commands import PairRoundCommand
from ui.campaign.models import PairingsModel
from ui.campaign.page_context import PageContext
from ui.campaign.table_views import read_only_table


class PairingsTab(QWidget):
    def __init__(self, page: PageContext, parent: QWidget) -> None:
        super().__init__(parent)
        self.page = page
        self.rounds: list[pairings.Round] = []
        self.players: list[PlayerInfo] = []
        self.model = PairingsModel(self)
        self.view = read_only_table(self, "pairings", sortable=False)
        self.view.setModel(self.model)
        for column in (1, 2, 3):
            self.view.horizontalHeader().setSectionResizeMode(
                column, QHeaderView.ResizeMode.Stretch
            )
        self.round_box = QComboBox(self)
        self.round_box.setObjectName("round")
        self.round_box.currentIndexChanged.connect(self._round_chosen)
        self.pair_button = QPushButton(self)
        self.pair_button.setObjectName("pair-round")
        self.pair_button.clicked.connect(self.pair_next_round)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.round_label = QLabel(self)
        layout = QVBoxLayout(self)
        round_row = QHBoxLayout()
        round_row.addWidget(self.round_label)
        round_row.addWidget(self.round_box)
        round_row.addStretch(1)
        round_row.addWidget(self.pair_button)
        layout.addLayout(round_row)
        layout.addWidget(self.hint)
        layout.addWidget(self.view, 1)

    def retranslate(self) -> None:
        self.round_label.setText(self.tr("Round"))
        self.pair_button.setText(self.tr("&Pair next round"))
        self.model.retranslate()
        self._update_hint()

    def show_rounds(self, rounds: list[pairings.Round], players: list[PlayerInfo]) -> None:
        """The campaign's rounds (the latest shown) between its ``players``."""
        self.rounds, self.players = rounds, players
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
        names = {p.id: p.name for p in self.players}
        if self.page.stats is not None:
            names.update(self.page.stats.names)
        self.model.show_round(round_, names)
        self._update_hint()

    def _update_hint(self) -> None:
        players = len(self.players)
        if players < 2:
            text = self.tr("Add at least two players to the campaign to pair a round.")
        elif not self.rounds:
            text = self.tr(
                "Each round pairs every player once (round robin); with an odd number of "
                "players, one has the bye."
            )
        else:
            text = self.tr("Round robin of %n player(s).", "", players)
            tables = [t for t in self.model.rows if t.player_2 is not None]
            if tables:
                played = sum(1 for t in tables if t.played)
                text += " " + self.tr(
                    "Games of this round recorded: {played} of {total}; a game recorded "
                    "between two players paired in the latest round counts for their table."
                ).format(played=played, total=len(tables))
        self.hint.setText(text)

    def update_button(self) -> None:
        self.pair_button.setEnabled(self.page.campaign is not None and len(self.players) >= 2)

    def pair_next_round(self) -> None:
        page = self.page
        if page.campaign is None:
            return
        ordered = sorted(self.players, key=lambda p: (p.name.casefold(), p.id))
        campaign_id, player_ids = page.campaign.id, [p.id for p in ordered]
        if page.push_command(
            lambda: PairRoundCommand(
                lambda: page.db, campaign_id, player_ids, page.refresh, page.show_error
            )
        ):
            page.show_tab("pairings")
