"""A mixin for widgets whose texts follow the interface language."""

from __future__ import annotations

from PySide6.QtCore import QEvent


class Retranslatable:
    """Calls ``retranslate()`` once set up and again on every language change."""

    def retranslate(self) -> None:  # pragma: no cover - overridden
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)  # type: ignore[misc]
