"""The end of a Flashpoint game, in place of the board: who won and why, the success points,
the rounds played, how long it took, the fighters that died, "Print game report…", the offer
to record the game in a league, and the whole log."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.i18n import format_text
from app.systems.flashpoint.tracker.state import PLAYERS, TrackerState
from ui.tracker import style
from ui.tracker.league_link import LeagueLink
from ui.tracker.log_model import LogModel
from ui.widgets.retranslate import Retranslatable


def _moment(text: str) -> datetime | None:
    try:
        return datetime.fromisoformat(text.replace("Z", "+00:00")) if text else None
    except ValueError:
        return None


class ResultPage(Retranslatable, QFrame):
    def __init__(self, log_model: LogModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("result-page")
        self.title = QLabel(self)
        self.title.setObjectName("result-title")
        self.title.setFont(style.scaled_font(self, 2.0, bold=True))
        self.title.setWordWrap(True)
        self.reason = QLabel(self)
        self.reason.setObjectName("result-reason")
        self.reason.setFont(style.scaled_font(self, 1.25, bold=True))
        self.reason.setWordWrap(True)
        self.details = QLabel(self)
        self.details.setObjectName("result-details")
        self.details.setWordWrap(True)
        self.details.setFont(style.scaled_font(self, 1.1))
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.print_button = QPushButton(self)
        self.print_button.setObjectName("print-report-result")
        self.print_button.setStyleSheet(style.touch_button_style())
        self.league_link = LeagueLink(self)
        self.log_view = QListView(self)
        self.log_view.setObjectName("result-log")
        self.log_view.setModel(log_model)
        self.log_view.setWordWrap(True)
        left = QVBoxLayout()
        left.addWidget(self.title)
        left.addWidget(self.reason)
        left.addWidget(self.details)
        left.addWidget(self.league_link)
        left.addWidget(self.print_button)
        left.addStretch(1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addWidget(self.log_view, 1)
        self.shown: tuple[TrackerState, list[str], Any] | None = None
        self.retranslate()

    def show_result(self, state: TrackerState, names: list[str], rules: Any, game: Any) -> None:
        """The result of ``game`` (whose league link it keeps)."""
        self.shown = (state, names, rules)
        self.league_link.follow(game)
        self._texts()

    def _texts(self) -> None:
        if self.shown is None:
            return
        state, names, _rules = self.shown
        winner = state.winner
        if winner is None:
            self.title.setText(self.tr("Game over: a draw"))
        else:
            self.title.setText(format_text(self.tr("{player} wins"), player=names[winner]))
        color = style.player_color(winner).name() if winner is not None else "palette(text)"
        self.title.setStyleSheet(f"color: {color};")
        if state.end_reason == "conceded" and state.conceded_by is not None:
            reason = format_text(self.tr("{player} conceded."), player=names[state.conceded_by])
        elif state.end_reason == "agreed":
            reason = self.tr("The players agreed to end the game.")
        else:
            reason = self.tr("The debriefing: the higher total of success points wins.")
        self.reason.setText(reason)
        points = [int(p or 0) for p in state.success_points]
        lines = [
            format_text(
                self.tr("Success points: {first} {a} – {b} {second}"),
                first=names[0],
                a=points[0],
                b=points[1],
                second=names[1],
            ),
            self.tr("Rounds played: {rounds}").format(rounds=state.round),
        ]
        start, end = _moment(state.setup.started_at), _moment(state.last_at)
        if start is not None and end is not None and end >= start:
            seconds = int((end - start).total_seconds())
            hours, rest = divmod(seconds, 3600)
            lines.append(
                self.tr("Duration: {hours} h {minutes:02d} min").format(
                    hours=hours, minutes=rest // 60
                )
            )
        for player in PLAYERS:
            dead = [_name(state, player, f.id) for f in state.fighters[player] if f.dead]
            lines.append(
                format_text(
                    self.tr("Fighters of {player} dead: {fighters}"),
                    player=names[player],
                    fighters=", ".join(dead) if dead else "—",
                )
            )
        self.details.setText("\n".join(lines))

    def retranslate(self) -> None:
        self.print_button.setText(self.tr("Print game report…"))
        self.print_button.setToolTip(
            self.tr("Print or save as PDF the report of this game: result, fighters, log")
        )
        self._texts()


def _name(state: TrackerState, side: int, fighter: str) -> str:
    snapshot = state.snapshot(side, fighter)
    return snapshot.name if snapshot else fighter
