"""The struggle track: 17 spaces, both players' momentum tokens, the struggle token and the
struggle cards each player has claimed."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ui.systems.shatterpoint.tracker.views import TrackView, phase_numeral
from ui.tracker import style
from ui.widgets.retranslate import Retranslatable

SIDE = 8
STRUGGLE_TOKEN = QColor("#e0a92e")  # the struggle token's brass
TOP = 34.0  # room above the spaces for the names and claimed struggle cards


class StruggleTrack(Retranslatable, QWidget):
    """Player 0's side is on the left (-8..-1), player 1's on the right (+1..+8)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("struggle-track")
        self.view = TrackView()
        self.top = TOP
        self.largest_space = 72.0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(int(TOP + 64 + 8))
        self.retranslate()

    def set_compact(self, compact: bool) -> None:
        """Smaller spaces and a thinner band of names: the compact tracker's height goes to
        the units."""
        self.top = 24.0 if compact else TOP
        self.largest_space = 34.0 if compact else 72.0
        self.setFixedHeight(int(self.top + self.space_size() + 8))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(17 * 56, 130)

    def set_view(self, view: TrackView) -> None:
        self.view = view
        self._update_tooltip()
        self.update()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Struggle track"))
        self._update_tooltip()

    def _update_tooltip(self) -> None:
        view = self.view
        lines = [
            self.tr("Struggle token: {position}").format(position=self.position_text(view.token)),
        ]
        for player in (0, 1):
            name = view.players[player] or self.tr("Player {number}").format(number=player + 1)
            lines.append(
                self.tr("{player}: momentum tokens {count}, struggle cards won {won}").format(
                    player=name,
                    count=len(view.momentum[player]),
                    won=view.struggles_won[player],
                )
            )
        lines.append(self.phase_text())
        self.setToolTip("\n".join(lines))

    def phase_text(self) -> str:
        """ "Phase II", with the struggle card's name when the players typed one."""
        phase = phase_numeral(self.view.phase)
        if self.view.card:
            return self.tr("Phase {phase}: {card}").format(phase=phase, card=self.view.card)
        return self.tr("Phase {phase}").format(phase=phase)

    def position_text(self, token: int) -> str:
        if token == 0:
            return self.tr("centre")
        player = 0 if token < 0 else 1
        name = self.view.players[player] or self.tr("Player {number}").format(number=player + 1)
        return self.tr("{distance} toward {player}").format(distance=abs(token), player=name)

    def space_size(self) -> float:
        return max(20.0, min(self.largest_space, self.width() / 17 - 4))

    def resizeEvent(self, event: QResizeEvent) -> None:
        # Square spaces: the track is as tall as its width allows, and no taller.
        self.setFixedHeight(int(self.top + self.space_size() + 8))
        super().resizeEvent(event)

    def space_rect(self, position: int) -> QRectF:
        width = self.width() / 17
        top = self.top
        size = self.space_size()
        x = (position + SIDE) * width + (width - size) / 2
        return QRectF(x, top, size, size)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        view = self.view
        number_font = style.scaled_font(self, 1.1, bold=True)
        # The claimed struggle cards sit above each player's end of the track.
        painter.setFont(style.scaled_font(self, 1.0, bold=True))
        phase = self.phase_text()
        metrics = painter.fontMetrics()
        half_centre = min(self.width() / 6, metrics.horizontalAdvance(phase) / 2 + 12)
        half_centre = max(40.0, half_centre)
        for player in (0, 1):
            color = style.player_color(player)
            name = view.players[player] or self.tr("Player {number}").format(number=player + 1)
            band = QRectF(0, 0, self.width() / 2 - half_centre, self.top - 6)
            if player == 1:
                band.moveLeft(self.width() / 2 + half_centre)
            align = Qt.AlignmentFlag.AlignLeft if player == 0 else Qt.AlignmentFlag.AlignRight
            painter.setPen(color)
            card_w, gap = 18.0, 4.0
            cards_width = 2 * card_w + gap
            text_rect = QRectF(band)
            if player == 0:
                text_rect.setLeft(band.left() + cards_width + 8)
            else:
                text_rect.setRight(band.right() - cards_width - 8)
            painter.drawText(text_rect, align | Qt.AlignmentFlag.AlignVCenter, name)
            for card in range(2):
                x = band.left() + card * (card_w + gap)
                if player == 1:
                    x = band.right() - cards_width + card * (card_w + gap)
                rect = QRectF(x, 2, card_w, self.top - 10)
                painter.setPen(QPen(color, 2))
                won = card < view.struggles_won[player]
                painter.setBrush(QBrush(color) if won else Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, 3, 3)
        # Phase in the middle.
        painter.setPen(self.palette().windowText().color())
        painter.drawText(
            QRectF(self.width() / 2 - half_centre, 0, 2 * half_centre, self.top - 6),
            Qt.AlignmentFlag.AlignCenter,
            metrics.elidedText(phase, Qt.TextElideMode.ElideRight, int(2 * half_centre)),
        )
        for position in range(-SIDE, SIDE + 1):
            rect = self.space_rect(position)
            side = None if position == 0 else (0 if position < 0 else 1)
            fill = style.EMPTY if side is None else style.PLAYER_LIGHT[side]
            painter.setPen(QPen(self.palette().mid().color(), 1))
            painter.setBrush(fill)
            painter.drawRoundedRect(rect, 6, 6)
            holder = None
            if side is not None and abs(position) in view.momentum[side]:
                holder = side
            if holder is not None:
                inner = rect.adjusted(5, 5, -5, -5)
                painter.setPen(QPen(style.player_color(holder).darker(130), 2))
                painter.setBrush(style.player_color(holder))
                painter.drawEllipse(inner)
            painter.setFont(number_font)
            painter.setPen(Qt.GlobalColor.white if holder is not None else Qt.GlobalColor.black)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(abs(position)))
            if position == view.token:
                self._draw_token(painter, rect)

    def _draw_token(self, painter: QPainter, rect: QRectF) -> None:
        centre = rect.center()
        radius = rect.width() / 2 + 4
        diamond = QPolygonF(
            [
                QPointF(centre.x(), centre.y() - radius),
                QPointF(centre.x() + radius, centre.y()),
                QPointF(centre.x(), centre.y() + radius),
                QPointF(centre.x() - radius, centre.y()),
            ]
        )
        painter.setPen(QPen(STRUGGLE_TOKEN.darker(150), 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(diamond)
