"""StarCraft: the board game's own screens, found by the generic pages through ``ui.systems``:
its table assistant and its New game choices (2 to 6 players, no rosters)."""

from __future__ import annotations

from typing import Any

from ui.systems import GameViews

SYSTEM_ID = "starcraft"


def _tracker(game: Any, workspace: Any, parent: Any) -> Any:
    from ui.systems.starcraft.table_view import TableView

    return TableView(game, parent)


def _new_game(workspace: Any, system: Any, parent: Any) -> Any:
    from ui.systems.starcraft.game_options import StarcraftOptions

    return StarcraftOptions(workspace, parent)


def views() -> GameViews:
    return GameViews(tracker=_tracker, new_game=_new_game)
