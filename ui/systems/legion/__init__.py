"""Star Wars: Legion's own screens, found by the generic pages through ``ui.systems``: the army
builder (card list, army by rank with upgrade slots, command hand and battle deck), the
tracker and its New game choices, and the Catalogue page's table of every card."""

from __future__ import annotations

from typing import Any

from ui.systems import GameViews

SYSTEM_ID = "legion"


def _builder(*args: Any, **kwargs: Any) -> Any:
    from ui.systems.legion.builder import LegionBuilder

    return LegionBuilder(*args, **kwargs)


def _tracker(game: Any, workspace: Any, parent: Any) -> Any:
    from ui.systems.legion.tracker.tracker_view import LegionTrackerView

    return LegionTrackerView(game, game.system, parent, workspace=workspace)


def _new_game(workspace: Any, system: Any, parent: Any) -> Any:
    from ui.systems.legion.tracker.game_options import LegionGameOptions

    return LegionGameOptions(workspace, system, parent)


def _units(system: Any, parent: Any) -> Any:
    from ui.systems.legion.catalogue_table import LegionCatalogueTable

    return LegionCatalogueTable(system, parent)


def views() -> GameViews:
    # Each screen's module is imported when the screen is first made (start-up stays light).
    return GameViews(builder=_builder, tracker=_tracker, new_game=_new_game, units=_units)
