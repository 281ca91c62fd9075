"""The games' own screens, found by the generic pages through this registry.

Each game with screens of its own has a package ``ui/systems/<game>/`` whose ``__init__``
gives ``SYSTEM_ID`` and ``views()``, returning a :class:`GameViews`. Nothing here names a game:
the packages are discovered, and offered in the order of ``app.systems.system_ids()``.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from app import systems


@dataclass(frozen=True)
class GameViews:
    """What a game's interface package gives the generic pages; None where it has none.

    ``builder(workspace, ui_settings, parent)`` makes the game's roster builder, a
    ``ui.builder.base.RosterBuilder``.

    ``tracker(game, workspace, parent)`` makes the Games page's screen for one game being
    played (``game``: an ``app.tracker.game.Game`` of this system; ``workspace``: the
    ``app.workspace.Workspace``, for printing and validating), a QWidget with a ``closed``
    signal (back to the list), a ``log_zoom_changed(int)`` signal and ``set_log_zoom(int)``,
    and a ``splitter`` (QSplitter) whose state the page keeps between sessions.

    ``new_game(workspace, system, parent)`` makes the New game dialog's box of the game's own
    choices (a QWidget following ``ui.tracker.new_game_dialog.GameOptions``), which turns
    them into the game's setup. A game the tracker follows gives both.

    ``units(system, parent)`` makes the table of the game's catalogue entries the Catalogue
    page shows: a widget with ``model``, ``proxy``, ``view``, ``set_catalog``, ``set_owned``,
    ``save_state`` and ``restore_state`` (Shatterpoint's ``UnitBrowser`` is one). It may
    also have ``attach_catalogue(workspace, undo_stack, changed)`` (a table that edits the
    catalogue, writing user packs, one step of the page's undo stack each, then calling
    ``changed()`` to reload it: StarCraft's figures), ``hint_text()`` (the line the page shows
    above it instead of the collection's) and ``prints_cards = False`` (no Print cards button).

    ``collection_note()`` is the sentence, in the current language, that the first-run
    wizard's collection page shows for a game whose catalogue lists no boxes: what the game
    asks for instead.
    """

    builder: Callable[..., Any] | None = None
    tracker: Callable[..., Any] | None = None
    new_game: Callable[..., Any] | None = None
    units: Callable[..., Any] | None = None
    collection_note: Callable[[], str] | None = None


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
    """The games whose tracker screens exist (and their New game choices), in the registry's
    order."""
    return [
        system_id
        for system_id in systems.system_ids()
        if views(system_id).tracker and views(system_id).new_game
    ]


def played_first(ids: Sequence[str], played: Sequence[str]) -> list[str]:
    """``ids`` with the games the player plays first, each group keeping its order."""
    return [system_id for system_id in ids if system_id in played] + [
        system_id for system_id in ids if system_id not in played
    ]


def played_only(ids: Sequence[str], played: Sequence[str]) -> list[str]:
    """The games of ``ids`` the player plays; all of ``ids`` when none of them is played (a
    player who never said, or who plays only games not listed here)."""
    return [system_id for system_id in ids if system_id in played] or list(ids)


def catalogue_ids() -> list[str]:
    """The games whose catalogue the Catalogue page can list, in the registry's order."""
    return [system_id for system_id in systems.system_ids() if views(system_id).units]
