"""Game systems. Each registers itself here; nothing else names a particular game."""

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


def _shatterpoint() -> GameSystem:
    from app.systems.shatterpoint.system import ShatterpointSystem

    return ShatterpointSystem()


def _legion() -> GameSystem:
    from app.systems.legion.system import LegionSystem

    return LegionSystem()


# In the order the window and the command line offer them: the flagship first.
register(
    "shatterpoint",
    _shatterpoint,
    import_formats={"shatterpoint-data": "app.systems.shatterpoint.importer"},
)
register("legion", _legion, import_formats={"legion-hq": "app.systems.legion.importer"})

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
