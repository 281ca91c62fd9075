"""The Print dialog's options as remembered between uses (QSettings, group "printing")."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSettings

from app.printing.document import PrintOptions
from app.printing.paper import (
    CARD_PRESETS,
    DEFAULT_BLEED_MM,
    MIN_CARD_MM,
    PAPERS,
    WHAT_CHOICES,
    CardSize,
    What,
    parse_card_size,
)
from app.settings import LANGUAGES

GROUP = "printing"


@dataclass
class DialogChoices:
    """What the dialog shows; turned into PrintOptions for each preview."""

    what: What = "both"
    language: str = "en"
    paper: str = "a4"
    card_preset: str = "poker"  # a key of CARD_PRESETS, or "custom"
    custom_width: float = 63.5
    custom_height: float = 88.9
    crop_marks: bool = True
    bleed: bool = False
    bleed_mm: float = DEFAULT_BLEED_MM
    backs: bool = False

    def card_size(self) -> CardSize:
        if self.card_preset in CARD_PRESETS:
            return CARD_PRESETS[self.card_preset]
        return parse_card_size(f"{self.custom_width:g}x{self.custom_height:g}")

    def options(self, what: What | None = None) -> PrintOptions:
        return PrintOptions(
            what=what or self.what,
            language=self.language,
            paper=self.paper,
            card_size=self.card_size(),
            crop_marks=self.crop_marks,
            bleed_mm=self.bleed_mm if self.bleed else 0.0,
            backs=self.backs,
        )


def _bool(value: object, default: bool) -> bool:
    if value is None:
        return default
    if isinstance(value, bool):
        return value
    return str(value).lower() in ("true", "1", "yes")


def _float(value: object, default: float, low: float, high: float) -> float:
    try:
        number = float(str(value))
    except (TypeError, ValueError):
        return default
    return number if low <= number <= high else default


def load(settings: QSettings, default_language: str) -> DialogChoices:
    """The remembered choices; anything missing or damaged falls back to its default."""
    settings.beginGroup(GROUP)
    try:
        choices = DialogChoices(language=default_language)
        what = str(settings.value("what", choices.what))
        choices.what = what if what in WHAT_CHOICES else choices.what  # type: ignore[assignment]
        language = str(settings.value("language", choices.language))
        choices.language = language if language in LANGUAGES else default_language
        paper = str(settings.value("paper", choices.paper))
        choices.paper = paper if paper in PAPERS else choices.paper
        preset = str(settings.value("card_preset", choices.card_preset))
        choices.card_preset = preset if preset in (*CARD_PRESETS, "custom") else "poker"
        choices.custom_width = _float(settings.value("custom_width"), 63.5, MIN_CARD_MM, 400)
        choices.custom_height = _float(settings.value("custom_height"), 88.9, MIN_CARD_MM, 400)
        choices.crop_marks = _bool(settings.value("crop_marks"), True)
        choices.bleed = _bool(settings.value("bleed"), False)
        choices.bleed_mm = _float(settings.value("bleed_mm"), DEFAULT_BLEED_MM, 0.5, 10)
        choices.backs = _bool(settings.value("backs"), False)
        return choices
    finally:
        settings.endGroup()


def save(settings: QSettings, choices: DialogChoices) -> None:
    settings.beginGroup(GROUP)
    for key, value in vars(choices).items():
        settings.setValue(key, value)
    settings.endGroup()
    settings.sync()
