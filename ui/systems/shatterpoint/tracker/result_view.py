"""The end of a game: who won, the struggles, the turns, how long it took, the units defeated,
and the offer to add the game to a campaign."""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from app.i18n import format_text
from ui.tracker import style
from ui.widgets.retranslate import Retranslatable


def parse_time(text: str | None) -> datetime | None:
    if not text:
        return None
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def duration_seconds(started: str | None, finished: str | None) -> int | None:
    start, end = parse_time(started), parse_time(finished)
    if start is None or end is None:
        return None
    return max(0, int((end - start).total_seconds()))


def finished_on(finished: str | None) -> date:
    moment = parse_time(finished)
    return moment.date() if moment else date.today()


class ResultView(Retranslatable, QFrame):
    campaign_requested = Signal()
    print_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("result")
        self.setFrameShape(QFrame.Shape.StyledPanel)
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
        self.campaign_button = QPushButton(self)
        self.campaign_button.setObjectName("add-to-campaign")
        self.campaign_button.setStyleSheet(style.touch_button_style())
        self.campaign_button.clicked.connect(self.campaign_requested)
        self.print_button = QPushButton(self)
        self.print_button.setObjectName("print-report")
        self.print_button.setStyleSheet(style.touch_button_style())
        self.print_button.clicked.connect(self.print_requested)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.reason)
        layout.addWidget(self.details)
        layout.addWidget(self.campaign_button)
        layout.addWidget(self.print_button)
        self.summary: dict[str, Any] = {}
        self.retranslate()

    def set_summary(self, summary: dict[str, Any]) -> None:
        """``summary``: players, winner (index or None), reason (why the game ended:
        struggles, conceded, time, agreed), struggles (per player), turns,
        duration_s, defeated (per player, unit names), recorded (campaign name or None)."""
        self.summary = summary
        self._texts()

    def retranslate(self) -> None:
        self.campaign_button.setText(self.tr("Add to a campaign…"))
        self.campaign_button.setToolTip(
            self.tr("Record this result in a campaign or league's standings")
        )
        self.print_button.setText(self.tr("Print game report…"))
        self.print_button.setToolTip(
            self.tr("Print or save as PDF the report of this game: result, strike teams, log")
        )
        self._texts()

    def _texts(self) -> None:
        summary = self.summary
        if not summary:
            return
        players = summary["players"]
        winner = summary.get("winner")
        if winner is None:
            self.title.setText(self.tr("Game over: a draw"))
        else:
            self.title.setText(self.tr("{player} wins").format(player=players[winner]))
        color = style.player_color(winner).name() if winner is not None else "palette(text)"
        self.title.setStyleSheet(f"color: {color};")
        self.reason.setText(self.reason_text(players, winner, summary.get("reason")))
        self.reason.setVisible(bool(self.reason.text()))
        lines = [
            self.tr("Struggles: {first} {a} – {b} {second}").format(
                first=players[0],
                a=summary["struggles"][0],
                b=summary["struggles"][1],
                second=players[1],
            ),
            self.tr("Turns: {turns}").format(turns=summary["turns"]),
        ]
        seconds = summary.get("duration_s")
        if seconds is not None:
            hours, rest = divmod(seconds, 3600)
            lines.append(
                self.tr("Duration: {hours} h {minutes:02d} min").format(
                    hours=hours, minutes=rest // 60
                )
            )
        for player in (0, 1):
            names = summary["defeated"][player]
            lines.append(
                format_text(
                    self.tr("Units of {player} defeated: {units}"),
                    player=players[player],
                    units=", ".join(names) if names else "—",
                )
            )
        recorded = summary.get("recorded")
        if recorded:
            lines.append(self.tr("Recorded in the campaign {name}.").format(name=recorded))
        self.details.setText("\n".join(lines))
        self.campaign_button.setVisible(bool(summary.get("can_record")) and not recorded)

    def reason_text(self, players: Any, winner: int | None, reason: str | None) -> str:
        """Why the game ended, in one sentence: a 0–0 concession then reads as one."""
        if reason == "struggles" and winner is not None:
            return self.tr("{player} won two struggles.").format(player=players[winner])
        if reason == "conceded":
            if winner is None:
                return self.tr("A player conceded.")
            return self.tr("{player} conceded.").format(player=players[1 - winner])
        if reason == "time":
            return self.tr("Time ran out.")
        if reason == "agreed":
            return self.tr("The players agreed to end the game.")
        return ""
