"""Star Wars: Legion's own screens, found by the generic pages through ``ui.systems``: its
tracker and New game choices."""

from __future__ import annotations

from typing import Any

from ui.systems import GameViews

SYSTEM_ID = "legion"


def _tracker(game: Any, workspace: Any, parent: Any) -> Any:
    from ui.systems.legion.tracker.tracker_view import LegionTrackerView

    return LegionTrackerView(game, game.system, parent, workspace=workspace)


def _new_game(workspace: Any, system: Any, parent: Any) -> Any:
    from ui.systems.legion.tracker.game_options import LegionGameOptions

    return LegionGameOptions(workspace, system, parent)


def views() -> GameViews:
    # Each screen's module is imported when the screen is first made (start-up stays light).
    return GameViews(tracker=_tracker, new_game=_new_game)
