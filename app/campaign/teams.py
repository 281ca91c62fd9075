"""Strike teams grouped by what they contain.

Two strike teams are "the same" for statistics when they field the same units in the same
squads, whatever the order of the squads, the slots the units sit in or the name the player
gave the roster. The canonical key is the sorted list of squads, each squad being the sorted
list of its unit ids, written as compact JSON (so it is stored, compared and indexed as text).
"""

from __future__ import annotations

import json
from functools import lru_cache

from app.roster.document import RosterDocument


def team_key(roster: RosterDocument | None) -> str:
    """The canonical key of ``roster``'s units; empty when there is no roster or no unit."""
    if roster is None:
        return ""
    squads = sorted(sorted(unit for unit in squad.values() if unit) for squad in roster.squads)
    squads = [squad for squad in squads if squad]
    if not squads:
        return ""
    return json.dumps(squads, separators=(",", ":"), ensure_ascii=False)


@lru_cache(maxsize=4096)
def team_squads(key: str) -> tuple[tuple[str, ...], ...]:
    """The squads of a canonical key, each a tuple of unit ids."""
    if not key:
        return ()
    return tuple(tuple(squad) for squad in json.loads(key))


@lru_cache(maxsize=4096)
def team_units(key: str) -> frozenset[str]:
    """Every distinct unit id of a canonical key."""
    return frozenset(unit for squad in team_squads(key) for unit in squad)
