"""Colour helpers for the drawing code."""

from __future__ import annotations

from reportlab.lib.colors import Color, HexColor

INK = HexColor("#1d1d1f")
MUTED = HexColor("#6b6b70")
RULE = HexColor("#b9b9bf")
PAPER_TINT = HexColor("#f6f4ef")
WHITE = HexColor("#ffffff")


def colour(value: str) -> Color:
    return HexColor(value)


def tint(value: str, amount: float) -> Color:
    """``value`` mixed with white: 0 is the colour itself, 1 is white."""
    base = HexColor(value)
    return Color(
        base.red + (1 - base.red) * amount,
        base.green + (1 - base.green) * amount,
        base.blue + (1 - base.blue) * amount,
    )
