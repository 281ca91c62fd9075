"""The Builder page: each game's roster builder, and a chooser when there are several.

The page never names a game: the builders come from ``ui.systems`` (each game's interface
package), in the registry's order. The game last chosen is remembered (the first game the
player plays before any); each builder is made the first time its game is shown.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QComboBox, QStackedWidget, QVBoxLayout, QWidget

from app import systems
from app.errors import MusterError
from app.i18n import current_language
from app.roster.document import RosterDocument
from app.workspace import Workspace
from ui import systems as game_views
from ui.builder.dialogs import show_error
from ui.widgets.retranslate import Retranslatable

GAME_KEY = "builder/game"


class BuilderPage(Retranslatable, QWidget):
    """Shows the builder of the chosen game. ``current`` is that game's RosterBuilder."""

    status = Signal(str)
    play_requested = Signal(object)  # a copy of the RosterDocument on screen
    catalogue_requested = Signal()

    def __init__(
        self,
        workspace: Workspace,
        ui_settings: QSettings | None = None,
        parent: QWidget | None = None,
        system_id: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("page-builder")
        self.workspace = workspace
        self.ui_settings = ui_settings
        self.game_ids = game_views.builder_ids()
        self.builders: dict[str, Any] = {}
        self.choosers: dict[str, QComboBox] = {}

        self.stack = QStackedWidget(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack, 1)

        self.show_game(system_id or self._remembered_game())

    @property
    def current(self) -> Any:
        """The builder on screen (a ui.builder.base.RosterBuilder)."""
        return self.stack.currentWidget()

    def builder(self, system_id: str) -> Any:
        """The game's builder, made the first time it is asked for."""
        if system_id not in self.builders:
            factory = game_views.views(system_id).builder
            assert factory is not None, system_id
            builder = factory(self.workspace, self.ui_settings, self)
            builder.status.connect(self.status)
            builder.play_requested.connect(self.play_requested)
            builder.catalogue_requested.connect(self.catalogue_requested)
            builder.open_elsewhere.connect(self._open_elsewhere)
            # The chooser leads the game's toolbar (one row less than a bar of its own); with
            # one game installed there is nothing to choose.
            chooser = QComboBox(builder)
            chooser.setObjectName("builder-game")
            chooser.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            for game in self.game_ids:
                chooser.addItem(self._game_name(game), game)
            chooser.setCurrentIndex(self.game_ids.index(system_id))
            chooser.activated.connect(self._game_chosen)
            first = builder.toolbar.actions()[0]
            builder.toolbar.insertWidget(first, chooser).setVisible(len(self.game_ids) > 1)
            builder.toolbar.insertSeparator(first).setVisible(len(self.game_ids) > 1)
            self.choosers[system_id] = chooser
            self.retranslate()
            self.builders[system_id] = builder
            self.stack.addWidget(builder)
        return self.builders[system_id]

    def _remembered_game(self) -> str:
        """The game used last, else the first the player plays (Settings → Games I play)."""
        chosen = self.ui_settings.value(GAME_KEY) if self.ui_settings is not None else None
        if chosen in self.game_ids:
            return str(chosen)
        return game_views.played_first(self.game_ids, self.workspace.prefs.games_played)[0]

    def show_game(self, system_id: str) -> Any:
        """Shows the game's builder (and chooses it in the chooser); returns it."""
        builder = self.builder(system_id)
        self.stack.setCurrentWidget(builder)
        self.choosers[system_id].setCurrentIndex(self.game_ids.index(system_id))
        if self.ui_settings is not None:
            self.ui_settings.setValue(GAME_KEY, system_id)
        return builder

    def _game_chosen(self, index: int) -> None:
        if 0 <= index < len(self.game_ids):
            self.show_game(self.game_ids[index])

    def _open_elsewhere(self, document: RosterDocument, origin: str, from_code: bool) -> None:
        """A roster of another game was opened: its game's builder shows it."""
        if document.system not in self.game_ids:
            try:
                game = systems.display_name(document.system, current_language())
            except MusterError:
                game = document.system
            text = self.tr("Muster cannot build rosters of this game: {game}.")
            show_error(self, origin, text.format(game=game))
            return
        self.show_game(document.system).open_document(document, origin, from_code)

    def open_path(self, path: Path) -> None:
        """Opens a roster file in its game's builder."""
        self.current.open_path(path)

    def catalog_changed(self, system_id: str = "") -> None:
        for builder in self.builders.values():
            builder.catalog_changed(system_id)

    def collection_changed(self) -> None:
        for builder in self.builders.values():
            builder.collection_changed()

    def maybe_discard(self) -> bool:
        """True when no game's builder holds unsaved changes the player wants to keep."""
        return all(builder.maybe_discard() for builder in self.builders.values())

    def save_layout(self) -> None:
        for builder in self.builders.values():
            builder.save_layout()

    def _game_name(self, system_id: str) -> str:
        return systems.display_name(system_id, current_language())

    def retranslate(self) -> None:
        for chooser in self.choosers.values():
            chooser.setToolTip(self.tr("The game whose rosters you build"))
            for index, game in enumerate(self.game_ids):
                chooser.setItemText(index, self._game_name(game))

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_discard():
            event.ignore()
            return
        super().closeEvent(event)
