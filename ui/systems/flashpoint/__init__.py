"""Flashpoint's own screens, found by the generic pages through ``ui.systems``: the team
builder (with the profile designer), the table of the designs for the Catalogue page, the
tracker and its New game choices."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ui.systems import GameViews

SYSTEM_ID = "flashpoint"


def _builder(*args: Any, **kwargs: Any) -> Any:
    from ui.systems.flashpoint.builder import FlashpointBuilder

    return FlashpointBuilder(*args, **kwargs)


def _units(system: Any, parent: Any) -> Any:
    from ui.systems.flashpoint.cards_table import CardTable

    return CardTable(system, parent)


def _tracker(game: Any, workspace: Any, parent: Any) -> Any:
    from ui.systems.flashpoint.tracker.tracker_view import FlashpointTrackerView

    return FlashpointTrackerView(game, game.system, parent, workspace=workspace)


def _new_game(workspace: Any, system: Any, parent: Any) -> Any:
    from ui.systems.flashpoint.tracker.game_options import FlashpointGameOptions

    return FlashpointGameOptions(workspace, system, parent)


def _collection_note() -> str:
    return QCoreApplication.translate(
        "Flashpoint",
        "Flashpoint needs no collection: you design your own fighters in the Builder "
        "(Design fighters…).",
    )


def views() -> GameViews:
    # Each screen's module is imported when the screen is first made (start-up stays light).
    return GameViews(
        builder=_builder,
        tracker=_tracker,
        new_game=_new_game,
        units=_units,
        collection_note=_collection_note,
    )
