"""Tables of the game tracker: one row per tracked game, one row per event of its log.

The log is the truth; the game row only caches what the Games list and the campaign module
need (players, status, result). Undone events stay in ``tracked_game_event`` flagged
``undone`` so that redo survives a restart; recording a new event deletes them.
"""

from __future__ import annotations

from datetime import datetime

import sqlalchemy as sa
from sqlmodel import Field, SQLModel

from models.core import utcnow


class TrackedGame(SQLModel, table=True):
    __tablename__ = "tracked_game"
    id: int | None = Field(default=None, primary_key=True)
    system: str = Field(max_length=50)
    status: str = Field(default="unfinished", max_length=20, index=True)  # or "finished"
    players: str = Field(default="[]", sa_type=sa.Text, description="JSON list of names")
    setup: str = Field(sa_type=sa.Text, description="the system's game setup as JSON")
    created_at: datetime = Field(default_factory=utcnow, sa_type=sa.DateTime(timezone=True))
    updated_at: datetime = Field(
        default_factory=utcnow, sa_type=sa.DateTime(timezone=True), index=True
    )
    event_count: int = Field(default=0)
    # Raised by one in every write to the log, on condition that it is still what the writer
    # read: two Musters writing at once cannot fork the game (docs/tracker.md "Live games").
    log_version: int = Field(default=0, sa_column_kwargs={"server_default": "0"})
    # The result, filled when the game finishes.
    winner: int | None = Field(default=None, description="the winner's player index")
    winner_name: str = Field(default="", max_length=200)
    # The game's primary figure per player (its system's first score field: victory tokens,
    # success points, conquest points…); a team's winners join winner_name.
    scores: str = Field(default="[]", sa_type=sa.Text, description="JSON list per player")
    turns: int = Field(default=0)
    duration_seconds: int = Field(default=0)
    # How the game ended (a key of the system's end reasons); None while unfinished.
    end_reason: str | None = Field(default=None, max_length=20)
    units_defeated: str = Field(
        default="[]", sa_type=sa.Text, description="JSON list per player of unit ids"
    )


class TrackedGameEvent(SQLModel, table=True):
    __tablename__ = "tracked_game_event"
    __table_args__ = (sa.UniqueConstraint("game_id", "seq", name="uq_tracked_game_event_seq"),)
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="tracked_game.id", ondelete="CASCADE")
    seq: int
    type: str = Field(max_length=50)
    payload: str = Field(default="{}", sa_type=sa.Text, description="JSON object")
    at: str = Field(default="", max_length=40, description="ISO 8601 UTC")
    undone: bool = Field(default=False)
    # Recorded by a Muster that did not yet refuse what the tracker's rules refuse today
    # (every event older than migration 0005): replayed as it was accepted then.
    legacy: bool = Field(default=False)
    # Who recorded the event and who took it back (the player names of docs/tracker.md
    # "Live games"); "" for events recorded before migration 0010.
    recorded_by: str = Field(default="", max_length=200, sa_column_kwargs={"server_default": ""})
    undone_by: str = Field(default="", max_length=200, sa_column_kwargs={"server_default": ""})


class GamePresence(SQLModel, table=True):
    """A Muster that has a game open now, as a player or a spectator (docs/tracker.md "Who is
    at the table"): written when the game is opened, its ``seen_at`` renewed while it stays
    open, deleted when it is closed; a row not renewed for a while is a Muster that went away
    without closing (a crash, a laptop put to sleep) and is not shown."""

    __tablename__ = "game_presence"
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="tracked_game.id", ondelete="CASCADE", index=True)
    player: str = Field(default="", max_length=200)
    role: str = Field(default="player", max_length=20)  # or "spectator"
    machine: str = Field(default="", max_length=200)  # the computer's name
    opened_at: datetime = Field(default_factory=utcnow, sa_type=sa.DateTime(timezone=True))
    seen_at: datetime = Field(default_factory=utcnow, sa_type=sa.DateTime(timezone=True))
