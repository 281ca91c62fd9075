"""Game systems. Each game package under app/systems/ registers itself; nothing here names one.

A game package's ``__init__`` gives ``SYSTEM_ID``, ``ORDER`` (where the window and the command
line offer it: the flagship first), ``IMPORT_FORMATS`` (community catalogue format -> importer
module) and ``create_system()``, which is called the first time the system is asked for, so a
game's modules load only when used.
"""

import importlib
import pkgutil
from types import ModuleType

from app.systems.base import (
    GameSystem,
    get,
    import_formats,
    printable,
    register,
    scored,
    scored_ids,
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
    )

__all__ = [
    "GameSystem",
    "get",
    "import_formats",
    "printable",
    "register",
    "scored",
    "scored_ids",
    "system_ids",
    "tracked",
    "tracked_ids",
]
