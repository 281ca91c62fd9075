"""Star Wars: Legion's own screens: the army builder (card list, army by rank with upgrade
slots, command hand and battle deck), found by the generic pages through ui.systems."""

from __future__ import annotations

from typing import Any

from ui.systems import GameViews

SYSTEM_ID = "legion"


def _builder(*args: Any, **kwargs: Any) -> Any:
    from ui.systems.legion.builder import LegionBuilder

    return LegionBuilder(*args, **kwargs)


def views() -> GameViews:
    return GameViews(builder=_builder)
