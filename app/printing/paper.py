"""Paper and card sizes, in millimetres and PostScript points, and what a roster's print
holds (the choices ``muster print`` offers without loading the PDF code)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from app.i18n import QT_TRANSLATE_NOOP
from app.printing.errors import CardSizeError, CardTooSmallError

MM = 72 / 25.4  # points per millimetre
What = Literal["cards", "sheet", "both"]
WHAT_CHOICES: tuple[What, ...] = ("cards", "sheet", "both")
DEFAULT_BLEED_MM = 3.0


def mm(value: float) -> float:
    return value * MM


@dataclass(frozen=True)
class Paper:
    key: str
    label: str  # translatable, context "Printing"
    width_mm: float
    height_mm: float

    @property
    def size(self) -> tuple[float, float]:
        return mm(self.width_mm), mm(self.height_mm)


PAPERS: dict[str, Paper] = {
    "a4": Paper("a4", QT_TRANSLATE_NOOP("Printing", "A4"), 210.0, 297.0),
    "letter": Paper("letter", QT_TRANSLATE_NOOP("Printing", "US Letter"), 215.9, 279.4),
}


@dataclass(frozen=True)
class CardSize:
    key: str  # "poker", "tarot", or "WxH" for a custom size
    width_mm: float
    height_mm: float

    @property
    def size(self) -> tuple[float, float]:
        return mm(self.width_mm), mm(self.height_mm)

    def spec(self) -> str:
        """The value the CLI and the settings accept for this size."""
        if self.key in CARD_PRESETS:
            return self.key
        return f"{_number(self.width_mm)}x{_number(self.height_mm)}"


CARD_PRESETS: dict[str, CardSize] = {
    "poker": CardSize("poker", 63.5, 88.9),
    "tarot": CardSize("tarot", 70.0, 120.0),
}
CARD_PRESET_LABELS = {
    "poker": QT_TRANSLATE_NOOP("Printing", "Poker (63.5 × 88.9 mm)"),
    "tarot": QT_TRANSLATE_NOOP("Printing", "Tarot (70 × 120 mm)"),
}
# Below this a card's stat boxes and traits can no longer be read at the table.
MIN_CARD_MM = 40.0
_CUSTOM = re.compile(r"^\s*(\d+(?:[.,]\d+)?)\s*[x×X*]\s*(\d+(?:[.,]\d+)?)\s*(?:mm)?\s*$")


def _number(value: float) -> str:
    return f"{value:g}"


def parse_card_size(value: str) -> CardSize:
    """``poker``, ``tarot`` or ``WxH`` in millimetres (``63.5x88.9``, ``70 × 120 mm``)."""
    text = value.strip().lower()
    if text in CARD_PRESETS:
        return CARD_PRESETS[text]
    match = _CUSTOM.match(text)
    if not match:
        raise CardSizeError(value=value)
    width, height = (float(part.replace(",", ".")) for part in match.groups())
    if width < MIN_CARD_MM or height < MIN_CARD_MM:
        raise CardTooSmallError(
            width=_number(width), height=_number(height), minimum=_number(MIN_CARD_MM)
        )
    return CardSize(f"{_number(width)}x{_number(height)}", width, height)
