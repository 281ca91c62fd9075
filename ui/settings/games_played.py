"""Settings → Games I play: the games the player plays, one box each, the same choice the
first-run wizard asks for (``games_played`` in preferences.json). The Builder opens on the
first of them when no game was used last, the New game dialog offers them first, and the
Catalogue page lists them first. Nothing here names a game: they come from the registry."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QGroupBox, QLabel, QVBoxLayout, QWidget

from app import systems
from app.i18n import current_language
from app.workspace import Workspace
from ui.widgets.retranslate import Retranslatable

GAMES_KEY = "games_played"  # Preferences.games_played reads it back


class GamesPlayedBox(Retranslatable, QGroupBox):
    """``changed(list)`` with the system ids ticked, after each tick saved."""

    changed = Signal(list)

    def __init__(self, workspace: Workspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("games-played")
        self.workspace = workspace
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        played = workspace.prefs.games_played
        self.boxes: dict[str, QCheckBox] = {}
        for system_id in systems.system_ids():
            box = QCheckBox(self)
            box.setObjectName(f"games-played-{system_id}")
            # Never said: every game counts as played, and every box shows it.
            box.setChecked(not played or system_id in played)
            box.toggled.connect(self._toggled)
            self.boxes[system_id] = box
            layout.addWidget(box)
        self.retranslate()

    def chosen(self) -> list[str]:
        return [system_id for system_id, box in self.boxes.items() if box.isChecked()]

    def _toggled(self) -> None:
        chosen = self.chosen()
        self.workspace.prefs.set(GAMES_KEY, chosen)
        self.changed.emit(chosen)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Games I play"))
        self.hint.setText(
            self.tr(
                "The games ticked come first in the New game dialog and on the Catalogue "
                "page, and the Builder opens on one of them. With none ticked, every game is "
                "offered alike."
            )
        )
        language = current_language()
        for system_id, box in self.boxes.items():
            box.setText(systems.display_name(system_id, language))
