"""The games' own screens, found by the generic pages through this registry.

Each game with screens of its own has a package ``ui/systems/<game>/`` whose ``__init__``
gives ``SYSTEM_ID`` and ``views()``, returning a :class:`GameViews`. Nothing here names a game:
the packages are discovered, and offered in the order of ``app.systems.system_ids()``.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from app import systems


@dataclass(frozen=True)
class GameViews:
    """What a game's interface package gives the generic pages; None where it has none.

    ``builder(workspace, ui_settings, parent)`` makes the game's roster builder, a
    ``ui.builder.base.RosterBuilder``; ``tracker`` makes its tracker screens (see
    ui/tracker/games_page.py for the arguments).
    """

    builder: Callable[..., Any] | None = None
    tracker: Callable[..., Any] | None = None


_views: dict[str, GameViews] | None = None


def _discover() -> dict[str, GameViews]:
    found: dict[str, GameViews] = {}
    for info in pkgutil.iter_modules(__path__):
        if info.ispkg:
            package = importlib.import_module(f"{__name__}.{info.name}")
            found[package.SYSTEM_ID] = package.views()
    return found


def views(system_id: str) -> GameViews:
    """The game's screens (an empty GameViews for a game without screens of its own)."""
    global _views
    if _views is None:
        _views = _discover()
    return _views.get(system_id, GameViews())


def builder_ids() -> list[str]:
    """The games the Builder page can build rosters for, in the registry's order."""
    return [system_id for system_id in systems.system_ids() if views(system_id).builder]


def tracker_ids() -> list[str]:
    """The games whose tracker screens exist, in the registry's order."""
    return [system_id for system_id in systems.system_ids() if views(system_id).tracker]
