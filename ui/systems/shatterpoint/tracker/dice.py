"""Attack dice faces, drawn: the first-player roll shows every die each player rolled."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from ui.widgets.retranslate import Retranslatable

DIE_SIZE = 40
DIE_COLOR = QColor("#b3261e")


class DiceRow(Retranslatable, QWidget):
    """A row of attack dice showing ``faces`` (crit, hit, expertise, failure)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.faces: list[str] = []
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setMinimumSize(self.sizeHint())
        self.retranslate()

    def sizeHint(self) -> QSize:
        return QSize(5 * (DIE_SIZE + 6), DIE_SIZE + 4)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def set_faces(self, faces: list[str]) -> None:
        self.faces = list(faces)
        self.retranslate()
        self.update()

    def face_name(self, face: str) -> str:
        return {
            "crit": self.tr("Crit"),
            "hit": self.tr("Hit"),
            "expertise": self.tr("Attack expertise"),
            "failure": self.tr("Failure"),
        }.get(face, face)

    def retranslate(self) -> None:
        self.setToolTip(", ".join(self.face_name(face) for face in self.faces))
        self.setAccessibleName(self.toolTip())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for index, face in enumerate(self.faces):
            rect = QRectF(2 + index * (DIE_SIZE + 6), 2, DIE_SIZE, DIE_SIZE)
            painter.setPen(QPen(DIE_COLOR.darker(140), 2))
            painter.setBrush(DIE_COLOR)
            painter.drawRoundedRect(rect, 7, 7)
            draw_face(painter, rect.adjusted(8, 8, -8, -8), face)


def draw_face(painter: QPainter, rect: QRectF, face: str) -> None:
    painter.setPen(QPen(Qt.GlobalColor.white, 2.5))
    painter.setBrush(Qt.GlobalColor.white)
    centre = rect.center()
    radius = rect.width() / 2
    if face == "crit":
        points = []
        for i in range(16):
            r = radius if i % 2 == 0 else radius * 0.45
            angle = math.pi / 8 * i - math.pi / 2
            points.append(
                QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle))
            )
        painter.drawPolygon(QPolygonF(points))
    elif face == "hit":
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, radius * 0.85, radius * 0.85)
        painter.setBrush(Qt.GlobalColor.white)
        painter.drawEllipse(centre, radius * 0.3, radius * 0.3)
    elif face == "expertise":
        painter.setBrush(Qt.BrushStyle.NoBrush)
        chevron = QPolygonF(
            [
                QPointF(rect.left(), rect.bottom() - radius * 0.3),
                QPointF(centre.x(), rect.top() + radius * 0.2),
                QPointF(rect.right(), rect.bottom() - radius * 0.3),
            ]
        )
        painter.drawPolyline(chevron)
    # A failure is a blank face.
