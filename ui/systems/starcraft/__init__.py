"""StarCraft: the board game's own screens, found by the generic pages through ``ui.systems``:
its table assistant, its New game choices (2 to 6 players, no rosters) and the Catalogue
page's table of the factions' figures, where the unknown ones are filled in."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ui.systems import GameViews

SYSTEM_ID = "starcraft"


def _tracker(game: Any, workspace: Any, parent: Any) -> Any:
    from ui.systems.starcraft.table_view import TableView

    return TableView(game, parent=parent)


def _new_game(workspace: Any, system: Any, parent: Any) -> Any:
    from ui.systems.starcraft.game_options import StarcraftOptions

    return StarcraftOptions(workspace, parent)


def _units(system: Any, parent: Any) -> Any:
    from ui.systems.starcraft.faction_editor import FactionFigures

    return FactionFigures(system, parent)


def _collection_note() -> str:
    return QCoreApplication.translate(
        "Starcraft",
        "StarCraft: the board game needs no collection: its box holds every piece. Type your "
        "faction sheets' figures once, under New game → Faction sheets….",
    )


def views() -> GameViews:
    return GameViews(
        tracker=_tracker, new_game=_new_game, units=_units, collection_note=_collection_note
    )
