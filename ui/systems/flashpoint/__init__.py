"""Flashpoint's own screens, found by the generic pages through ``ui.systems``: the team
builder (with the profile designer) and the table of the designs for the Catalogue page."""

from __future__ import annotations

from typing import Any

from ui.systems import GameViews

SYSTEM_ID = "flashpoint"


def _builder(*args: Any, **kwargs: Any) -> Any:
    from ui.systems.flashpoint.builder import FlashpointBuilder

    return FlashpointBuilder(*args, **kwargs)


def _units(system: Any, parent: Any) -> Any:
    from ui.systems.flashpoint.cards_table import CardTable

    return CardTable(system, parent)


def views() -> GameViews:
    # Each screen's module is imported when the screen is first made (start-up stays light).
    return GameViews(builder=_builder, units=_units)
