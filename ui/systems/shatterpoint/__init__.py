"""Star Wars: Shatterpoint's own screens: its builder (squads of slots) and its tracker."""

from __future__ import annotations

from typing import Any

from ui.systems import GameViews

SYSTEM_ID = "shatterpoint"


def _builder(*args: Any, **kwargs: Any) -> Any:
    from ui.systems.shatterpoint.builder import ShatterpointBuilder

    return ShatterpointBuilder(*args, **kwargs)


def views() -> GameViews:
    return GameViews(builder=_builder)
