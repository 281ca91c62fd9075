"""An event of a game's log: plain data, the only thing a game is made of (see docs/tracker.md)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any


def now_iso() -> str:
    """The current UTC time as ISO 8601 text with seconds, e.g. ``2026-11-25T20:15:03Z``."""
    return datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


@dataclass(frozen=True)
class Event:
    """``seq`` counts from 1 in each game; ``payload`` holds everything the reducer needs,
    including any randomness (shuffles, dice) decided when the event was created."""

    seq: int
    type: str
    payload: dict[str, Any] = field(default_factory=dict)
    at: str = ""
    # Recorded by an earlier Muster, before its rules refused what the rules refuse today: the
    # reducer applies it as it was accepted then (docs/tracker.md). Not part of the record's
    # JSON: the database keeps it per event, a game log file as its "strict_from".
    legacy: bool = False
    # Who recorded it and, while it is undone, who took it back (docs/tracker.md "Live
    # games"); kept per event in the database, not part of the record's JSON either.
    by: str = ""
    undone_by: str = ""

    def same_as(self, other: Event) -> bool:
        """The same step of the game (a copy read back from the database compares equal)."""
        return (self.seq, self.type, self.payload, self.at) == (
            other.seq,
            other.type,
            other.payload,
            other.at,
        )

    def to_json(self) -> dict[str, Any]:
        return {"seq": self.seq, "type": self.type, "payload": self.payload, "at": self.at}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Event:
        return cls(
            int(data["seq"]),
            str(data["type"]),
            dict(data.get("payload") or {}),
            str(data.get("at") or ""),
        )
