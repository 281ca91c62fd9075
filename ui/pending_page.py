"""The empty state of an area whose screens are not built yet, saying what will be there."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from ui.widgets.empty_state import EmptyState
from ui.widgets.retranslate import Retranslatable


class PendingPage(Retranslatable, QWidget):
    def __init__(self, key: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.setObjectName(f"page-{key}")
        self.empty = EmptyState(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        self.retranslate()

    def texts(self) -> tuple[str, str]:
        texts = {
            "games": (
                self.tr("No games yet"),
                self.tr(
                    "Games you track at the table will be listed here, finished or not, "
                    "so you can resume one exactly where you stopped."
                ),
            ),
            "campaigns": (
                self.tr("No campaigns yet"),
                self.tr(
                    "Leagues and campaigns, with their players, results and standings, "
                    "will be kept here."
                ),
            ),
            "builder": (
                self.tr("No strike teams yet"),
                self.tr(
                    "Build a strike team from the catalogue: two squads, each with a "
                    "Primary, a Secondary and a Support unit."
                ),
            ),
            "catalogue": (
                self.tr("Catalogue"),
                self.tr(
                    "Every unit of the built-in catalogue and of the packs you import "
                    "will be browsable here."
                ),
            ),
        }
        return texts[self.key]

    def retranslate(self) -> None:
        title, body = self.texts()
        self.empty.set_texts(title, body)
