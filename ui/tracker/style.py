"""Colours and sizes shared by the tracker's widgets: readable across a table, easy to touch."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QLabel, QWidget

PLAYER_COLORS = (QColor("#2f6fd0"), QColor("#c8402f"))
PLAYER_LIGHT = (QColor("#d7e5fa"), QColor("#f8dcd6"))
WOUNDED = QColor("#e08a1e")
INJURED = QColor("#9b2222")
DAMAGE = QColor("#d04a3a")
EMPTY = QColor("#d8d8d8")
FORCE = QColor("#3b8fc4")
TOUCH = 44  # smallest side of anything a finger presses, in pixels
# The tracker's compact mode (a 768-pixel-high screen must show all twelve units): the
# smallest touch target the house allows.
COMPACT_TOUCH = 32


def player_color(player: int) -> QColor:
    return PLAYER_COLORS[player % 2]


def set_sheet(widget: QWidget, sheet: str) -> None:
    """Gives ``widget`` this style sheet unless it has it already: Qt polishes the widget and
    its children again on every call, even with the same sheet, and the tracker refreshes
    every panel after each click."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def scaled_font(widget: QWidget, factor: float, bold: bool = False) -> QFont:
    font = QFont(widget.font())
    font.setPointSizeF(max(6.0, font.pointSizeF() * factor))
    font.setBold(bold)
    return font


def player_name_label(parent: QWidget, player: int, scale: float) -> QLabel:
    """A player's name over their side of the table: large, bold, in the player's colour."""
    label = QLabel(parent)
    label.setFont(scaled_font(parent, scale, bold=True))
    label.setStyleSheet(f"color: {player_color(player).name()};")
    return label


def touch_button_style(size: int = TOUCH, padding: int | None = None) -> str:
    # No min-width: with it Qt sizes a styled button without its text, and clips the text.
    if size >= TOUCH:
        return f"min-height: {size}px; padding: 2px {10 if padding is None else padding}px;"
    # Compact: ``size`` is the whole button, padding and frame (6 px) included.
    return f"min-height: {size - 6}px; padding: 2px {6 if padding is None else padding}px;"


def toggle_button_sheet(
    checked: QColor | None = None, size: int = TOUCH, padding: int | None = None
) -> str:
    """A touch-sized button whose pressed state is plain to see from across a table."""
    color = (checked or QColor("#3d3d3d")).name()
    return (
        f"QPushButton {{ {touch_button_style(size, padding)} }} "
        f"QPushButton:checked {{ background: {color}; color: white; }}"
    )
