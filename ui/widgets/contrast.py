"""Contrast ratios (WCAG 2) and a muted text colour that stays readable: the greyed rows of
every game's lists (a card that would break a rule) use ``greyed_brush``.

The arithmetic works on (red, green, blue) tuples of 0-255, so it is tested without a window.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtGui import QBrush, QColor, QPalette

RGB = tuple[int, int, int]

# WCAG 2, level AA, for text of normal size.
READABLE = 4.5


def _channel(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: RGB) -> float:
    red, green, blue = (_channel(v) for v in colour)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast_ratio(first: RGB, second: RGB) -> float:
    """From 1 (same colour) to 21 (black on white)."""
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def mix(first: RGB, second: RGB, amount: float) -> RGB:
    """``amount`` 0 gives ``first``, 1 gives ``second``."""
    r1, g1, b1 = first
    r2, g2, b2 = second
    return (
        round(r1 + (r2 - r1) * amount),
        round(g1 + (g2 - g1) * amount),
        round(b1 + (b2 - b1) * amount),
    )


def muted(text: RGB, backgrounds: Iterable[RGB], minimum: float = READABLE) -> RGB:
    """The text colour moved as far towards the background as it can go while keeping at least
    ``minimum`` contrast on every background (the text colour itself when even that fails).

    Works the same on a light or a dark palette: it only blends the two colours it is given.
    """
    grounds = list(backgrounds)
    if not grounds:
        return text
    toward = grounds[0]

    def readable(colour: RGB) -> bool:
        return all(contrast_ratio(colour, ground) >= minimum for ground in grounds)

    low, high = 0.0, 1.0
    for _ in range(20):
        middle = (low + high) / 2
        if readable(mix(text, toward, middle)):
            low = middle
        else:
            high = middle
    return mix(text, toward, low)


def greyed_brush(palette: QPalette) -> QBrush:
    """Text of entries that would break a rule: lighter than the other rows, yet readable.

    The palette's disabled text (#bebebe on white, about 1.9:1) is too faint; this is the
    ordinary text colour moved towards the background only as far as keeps a contrast above
    4.5:1 on both the rows and the alternate rows (with a margin for anti-aliasing).
    """

    def rgb(role: QPalette.ColorRole) -> tuple[int, int, int]:
        colour = palette.color(QPalette.ColorGroup.Active, role)
        return colour.red(), colour.green(), colour.blue()

    grounds = [rgb(QPalette.ColorRole.Base), rgb(QPalette.ColorRole.AlternateBase)]
    return QBrush(QColor(*muted(rgb(QPalette.ColorRole.Text), grounds, READABLE + 0.5)))
