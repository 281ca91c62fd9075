"""Tables of the foundation: per-database settings, saved rosters and the user's collection."""

from __future__ import annotations

from datetime import UTC, datetime

from sqlmodel import Field, SQLModel


def utcnow() -> datetime:
    """Now, timezone-aware in UTC (stored as UTC; read back aware on every backend)."""
    return datetime.now(UTC)


class Setting(SQLModel, table=True):
    """A value that belongs with the data rather than with one machine (club-wide defaults)."""

    __tablename__ = "setting"
    key: str = Field(primary_key=True, max_length=200)
    value: str = Field(default="", description="JSON text")


class Roster(SQLModel, table=True):
    """A saved roster: the roster document as JSON text, plus what lists and sorts need."""

    __tablename__ = "roster"
    id: int | None = Field(default=None, primary_key=True)
    system: str = Field(index=True, max_length=50)
    name: str = Field(default="", max_length=300)
    document: str = Field(description="the roster document (muster.roster/1) as JSON")
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow, index=True)


class CollectionItem(SQLModel, table=True):
    """How many copies of a catalogue entry the user owns."""

    __tablename__ = "collection_item"
    system: str = Field(primary_key=True, max_length=50)
    unit_id: str = Field(primary_key=True, max_length=200)
    count: int = Field(default=1, ge=0)
