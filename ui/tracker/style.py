"""Colours and sizes shared by the tracker's widgets: readable across a table, easy to touch."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QWidget

PLAYER_COLORS = (QColor("#2f6fd0"), QColor("#c8402f"))
PLAYER_LIGHT = (QColor("#d7e5fa"), QColor("#f8dcd6"))
STRUGGLE_TOKEN = QColor("#e0a92e")
WOUNDED = QColor("#e08a1e")
INJURED = QColor("#9b2222")
DAMAGE = QColor("#d04a3a")
EMPTY = QColor("#d8d8d8")
FORCE = QColor("#3b8fc4")
TOUCH = 44  # smallest side of anything a finger presses, in pixels


def player_color(player: int) -> QColor:
    return PLAYER_COLORS[player % 2]


def scaled_font(widget: QWidget, factor: float, bold: bool = False) -> QFont:
    font = QFont(widget.font())
    font.setPointSizeF(max(6.0, font.pointSizeF() * factor))
    font.setBold(bold)
    return font


def touch_button_style() -> str:
    # No min-width: with it Qt sizes a styled button without its text, and clips the text.
    return f"min-height: {TOUCH}px; padding: 2px 10px;"


def toggle_button_sheet(checked: QColor | None = None) -> str:
    """A touch-sized button whose pressed state is plain to see from across a table."""
    color = (checked or QColor("#3d3d3d")).name()
    return (
        f"QPushButton {{ {touch_button_style()} }} "
        f"QPushButton:checked {{ background: {color}; color: white; }}"
    )
