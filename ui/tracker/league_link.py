"""A finished game's way into a league, for any game's result page: "Add to a league…" records
the tracked game in a campaign of its game through the generic ``record_tracked_game`` (the
game's own result: its score fields, teams and winners), and then the page says where it went.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QInputDialog, QLabel, QMessageBox, QPushButton, QWidget

from app.campaign.campaigns import create_campaign, list_campaigns
from app.campaign.games import campaign_game_for_tracked
from app.campaign.tracked import record_tracked_game
from app.errors import MusterError
from app.i18n import current_language, format_text
from ui.tracker import style
from ui.widgets.retranslate import Retranslatable


def recorded_league(game: Any) -> str | None:
    """The league the tracked ``game`` was recorded in, or None (also when it cannot be read)."""
    try:
        found = campaign_game_for_tracked(game.db, int(game.id))
    except MusterError:
        return None
    return found[0].name if found is not None else None


class LeagueLink(Retranslatable, QWidget):
    """The button, or once recorded the league's name. ``set_game`` then ``refresh`` whenever
    the game may have finished; hidden while the game goes on."""

    recorded = Signal(str)  # the league's name

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("league-link")
        self.game: Any = None
        self.button = QPushButton(self)
        self.button.setObjectName("add-to-league")
        self.button.setStyleSheet(style.touch_button_style())
        self.button.clicked.connect(self.add_to_league)
        self.label = QLabel(self)
        self.label.setObjectName("league-recorded")
        self.label.setWordWrap(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.button)
        layout.addWidget(self.label, 1)
        self.retranslate()

    def set_game(self, game: Any) -> None:
        self.game = game
        self.retranslate()  # the game's name in the tooltip; refreshes

    def follow(self, game: Any) -> None:
        """Shows the link for ``game`` as it stands (set once, refreshed after)."""
        if self.game is not game:
            self.set_game(game)
        else:
            self.refresh()

    def _game_name(self) -> str:
        return str(self.game.system.display_name(current_language()))

    def refresh(self) -> None:
        finished = self.game is not None and bool(getattr(self.game.state, "finished", False))
        self.setVisible(finished)
        if not finished:
            return
        league = recorded_league(self.game)
        self.button.setVisible(league is None)
        self.label.setVisible(league is not None)
        if league is not None:
            self.label.setText(format_text(self.tr("Recorded in the league {name}."), name=league))

    def add_to_league(self) -> None:
        """Asks which league of the game's (or the name of a new one) and records the game."""
        if self.game is None:
            return
        db = self.game.db
        title = self.tr("Add to a league")
        game_name = self._game_name()
        try:
            choices = [c for c in list_campaigns(db) if c.system == self.game.system.id]
            if choices:
                names = [info.name for info in choices]
                name, ok = QInputDialog.getItem(
                    self, title, self.tr("Record this game in the league:"), names, 0, False
                )
                if not ok:
                    return
                campaign_id = choices[names.index(name)].id
            else:
                name, ok = QInputDialog.getText(
                    self,
                    title,
                    format_text(
                        self.tr(
                            "There is no league of {game} yet. Name a new league or campaign "
                            "to record this game in:"
                        ),
                        game=game_name,
                    ),
                )
                if not ok or not name.strip():
                    return
                campaign_id = create_campaign(db, name.strip(), self.game.system.id).id
            record_tracked_game(db, campaign_id, int(self.game.id))
        except MusterError as exc:
            QMessageBox.warning(self, title, exc.message())
            return
        self.refresh()
        self.recorded.emit(recorded_league(self.game) or "")

    def retranslate(self) -> None:
        self.button.setText(self.tr("Add to a league…"))
        self.button.setToolTip(
            format_text(
                self.tr("Record this result in a league or campaign of {game}"),
                game=self._game_name() if self.game is not None else "—",
            )
        )
        if self.game is not None:
            self.refresh()
