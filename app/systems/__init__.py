"""Game systems. Each game package under app/systems/ registers itself; nothing here names one.

A game package's ``__init__`` is its declaration and imports nothing of the game: ``SYSTEM_ID``,
``ORDER`` (where the window and the command line offer it: the flagship first), ``CONTEXT`` and
``DISPLAY_NAME`` (its name, translatable), ``SHORT_NAME`` (the lists' Game column's),
``IMPORT_FORMATS`` (community catalogue format -> importer module), ``SHARE_FORMATS`` (its
share codecs' format ids) and ``create_system()``.
Importing this registry reads those declarations only; a game's own modules load the first
time ``get`` (or ``tracked``, ``scored``, ``printable``) asks for it, so ``muster --help``
and a command about one game never load the others (docs/architecture.md, "Start-up").
"""

import importlib
import pkgutil
from types import ModuleType

from app.systems.base import (
    Declaration,
    GameSystem,
    declared,
    display_name,
    get,
    import_formats,
    printable,
    register,
    scored,
    scored_ids,
    short_name,
    system_ids,
    tracked,
    tracked_ids,
)


def _game_packages() -> list[ModuleType]:
    packages = [
        importlib.import_module(f"{__name__}.{info.name}")
        for info in pkgutil.iter_modules(__path__)
        if info.ispkg
    ]
    return sorted(packages, key=lambda package: (package.ORDER, package.SYSTEM_ID))


for _package in _game_packages():
    register(
        _package.SYSTEM_ID,
        _package.create_system,
        import_formats=getattr(_package, "IMPORT_FORMATS", None),
        context=getattr(_package, "CONTEXT", ""),
        name=getattr(_package, "DISPLAY_NAME", ""),
        share_formats=getattr(_package, "SHARE_FORMATS", ()),
        short_name=getattr(_package, "SHORT_NAME", ""),
    )

__all__ = [
    "Declaration",
    "GameSystem",
    "declared",
    "display_name",
    "get",
    "import_formats",
    "printable",
    "register",
    "scored",
    "scored_ids",
    "short_name",
    "system_ids",
    "tracked",
    "tracked_ids",
]
