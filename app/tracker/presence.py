"""Who is at the table: the Musters that have a game open now (docs/tracker.md "Who is at the
table").

A Muster that opens a game — to play it, to watch it, on a wall screen or with ``muster game
follow`` — writes a row of ``game_presence`` (:class:`PresenceMark`), renews its ``seen_at``
every :data:`RENEW_SECONDS` while the game stays open and deletes it when the game is closed.
The Games page reads the rows (:func:`present`) when it is shown and when the database tells
it something changed; a row not renewed for :data:`STALE_SECONDS` belongs to a Muster that
went away without closing the game (it crashed, the laptop slept) and is left out.

On PostgreSQL opening and closing announce themselves on the games' channel (``NOTIFY``), so
the Games pages of other Musters show the change at once; a renewal does not (nothing a reader
sees changed). On SQLite every commit changes the file's data_version, which the pages watch.
"""

from __future__ import annotations

import contextlib
import socket
import time
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import delete, insert, select, text, update
from sqlalchemy.exc import SQLAlchemyError
from sqlmodel import SQLModel

from app.db import Database
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.tracker.game import CHANNEL
from models.tracker import GamePresence

PLAYER = "player"
SPECTATOR = "spectator"
ROLES = (PLAYER, SPECTATOR)
# A Muster with a game open renews its row this often; a row older than STALE_SECONDS is gone.
RENEW_SECONDS = 60
STALE_SECONDS = 180

_TABLE = SQLModel.metadata.tables[GamePresence.__tablename__]
_NOTIFY = text(f"SELECT pg_notify('{CHANNEL}', :payload)")

PLAYING = QT_TRANSLATE_NOOP("GamesPage", "{who} (playing)")
WATCHING = QT_TRANSLATE_NOOP("GamesPage", "{who} (watching)")


def _now() -> datetime:
    return datetime.now(UTC)


def _utc(moment: datetime) -> datetime:
    """SQLite gives back the stored UTC times without their zone; PostgreSQL with it."""
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def machine_name() -> str:
    try:
        return socket.gethostname()
    except OSError:
        return ""


@dataclass(frozen=True)
class Presence:
    """One Muster with a game open."""

    game_id: int
    player: str
    role: str
    machine: str
    seen_at: datetime

    def to_json(self) -> dict[str, str]:
        """As ``muster game list --format json`` gives it (docs/cli.md)."""
        return {
            "player": self.player,
            "role": self.role,
            "machine": self.machine,
            "seen_at": self.seen_at.isoformat(),
        }


class PresenceMark:
    """This Muster's row for one open game: written at once, renewed by :meth:`renew`, deleted
    by :meth:`close`. Being seen is a courtesy to the others: a database that refuses the row
    never stops a game from being played or watched."""

    def __init__(self, db: Database, game_id: int, role: str, player: str) -> None:
        self.db = db
        self.game_id = game_id
        self.row_id: int | None = None
        self.renewed = time.monotonic()  # when the row was last written
        with self._writing() as conn:
            written = conn.execute(
                insert(_TABLE).values(
                    game_id=game_id,
                    player=player,
                    role=role if role in ROLES else SPECTATOR,
                    machine=machine_name(),
                    opened_at=_now(),
                    seen_at=_now(),
                )
            )
            self.row_id = int(written.inserted_primary_key[0])
            self._announce(conn)

    @contextlib.contextmanager
    def _writing(self) -> Iterator[Any]:
        with contextlib.suppress(SQLAlchemyError), self.db.engine.begin() as conn:
            yield conn

    def _announce(self, conn: Any) -> None:
        if conn.dialect.name == "postgresql":
            conn.execute(_NOTIFY, {"payload": f"{self.game_id}:presence"})

    def renew(self) -> None:
        """Tells the others this Muster still has the game open."""
        self.renewed = time.monotonic()
        if self.row_id is None:
            return
        with self._writing() as conn:
            conn.execute(update(_TABLE).where(_TABLE.c.id == self.row_id).values(seen_at=_now()))

    def close(self) -> None:
        if self.row_id is None:
            return
        with self._writing() as conn:
            conn.execute(delete(_TABLE).where(_TABLE.c.id == self.row_id))
            self._announce(conn)
        self.row_id = None


def present(db: Database, now: datetime | None = None) -> dict[int, list[Presence]]:
    """The Musters with a game open, by game id, players first, each in the order they came;
    rows not renewed for STALE_SECONDS are left out."""
    since = (now or _now()) - timedelta(seconds=STALE_SECONDS)
    query = (
        select(_TABLE)
        .where(_TABLE.c.seen_at >= since)
        .order_by(_TABLE.c.role, _TABLE.c.opened_at, _TABLE.c.id)
    )
    found: dict[int, list[Presence]] = defaultdict(list)
    with db.engine.connect() as conn:
        for row in conn.execute(query):
            found[row.game_id].append(
                Presence(row.game_id, row.player, row.role, row.machine, _utc(row.seen_at))
            )
    return dict(found)


def presence_text(presences: list[Presence], language: str | None = None) -> str:
    """ "Anna (playing), Bartek (playing), Celina (watching)": each name once per role (two
    windows of one player are one player at the table)."""
    seen: list[tuple[str, str]] = []
    for presence in presences:
        key = (presence.player or presence.machine or "?", presence.role)
        if key not in seen:
            seen.append(key)
    words = []
    for who, role in seen:
        template = PLAYING if role == PLAYER else WATCHING
        words.append(translate("GamesPage", template, language, who=who))
    return ", ".join(words)
