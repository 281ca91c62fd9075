"""Star Wars: Shatterpoint's own screens, found by the generic pages through ``ui.systems``:
its builder (squads of slots), its tracker and New game choices, its unit table."""

from __future__ import annotations

from typing import Any

from ui.systems import GameViews

SYSTEM_ID = "shatterpoint"


def _builder(*args: Any, **kwargs: Any) -> Any:
    from ui.systems.shatterpoint.builder import ShatterpointBuilder

    return ShatterpointBuilder(*args, **kwargs)


def _tracker(game: Any, workspace: Any, parent: Any) -> Any:
    from ui.systems.shatterpoint.tracker.tracker_view import TrackerView

    return TrackerView(game, game.system, parent, workspace=workspace)


def _new_game(workspace: Any, system: Any, parent: Any) -> Any:
    from ui.systems.shatterpoint.tracker.game_options import NewGameOptions

    return NewGameOptions(workspace, system, parent)


def _units(system: Any, parent: Any) -> Any:
    from ui.systems.shatterpoint.unit_browser import UnitBrowser

    return UnitBrowser(system, parent)


def views() -> GameViews:
    # Each screen's module is imported when the screen is first made (start-up stays light).
    return GameViews(builder=_builder, tracker=_tracker, new_game=_new_game, units=_units)
