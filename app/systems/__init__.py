"""Game systems. Each registers itself here; nothing else names a particular game."""

from app.systems.base import GameSystem, get, register, system_ids


def _shatterpoint() -> GameSystem:
    from app.systems.shatterpoint.system import ShatterpointSystem

    return ShatterpointSystem()


register("shatterpoint", _shatterpoint)

__all__ = ["GameSystem", "get", "register", "system_ids"]
