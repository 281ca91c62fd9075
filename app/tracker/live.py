"""Following a game as other Musters play it (docs/tracker.md "Live games").

A :class:`Follower` reads a game's log from the database and yields every step as it is
committed by any Muster on that database: events recorded (in order) and events undone.
It waits for the next write without a polling loop on PostgreSQL (``LISTEN`` on the channel
every write announces itself on, in the writer's own transaction); on SQLite it checks, every
:data:`SQLITE_CHECK_SECONDS`, the file's ``PRAGMA data_version`` on a connection of its own —
a number SQLite changes when another connection commits, read without touching the tables —
so a write by another process on the same machine is seen within that interval. What it
yields is always read from the table, never taken from the announcement: a follower that
missed announcements (started mid-game, or the network hiccuped) still gets every step.
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from app.db import Database, sqlite_file
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.tracker.errors import LiveOnNetworkShareError
from app.tracker.game import CHANNEL, Game
from app.tracker.live_errors import Change, local_player_name
from app.tracker.presence import RENEW_SECONDS, SPECTATOR, PresenceMark

SQLITE_CHECK_SECONDS = 0.05
# File systems that share a disk over the network: SQLite's locks are not to be trusted there
# (https://sqlite.org/useovernet.html), and another computer's write may not change
# data_version at once, so a SQLite file on one is not offered for live play.
NETWORK_FILE_SYSTEMS = frozenset(
    {"nfs", "nfs4", "cifs", "smb3", "smbfs", "9p", "afs", "ncpfs", "fuse.sshfs", "davfs"}
)
MOUNTS = Path("/proc/mounts")


def change_json(change: Change) -> dict[str, Any]:
    """A step as ``muster game follow --format json`` prints it (one line each)."""
    event = change.event
    return {
        "seq": event.seq,
        "type": event.type,
        "payload": event.payload,
        "at": event.at,
        "by": change.by,
        "undone": change.undone,
    }


class Follower:
    """Follows one game; iterate :meth:`steps` (close it when done)."""

    def __init__(self, db: Database, game_id: int) -> None:
        self.db = db
        self.game_id = game_id
        check_live_play(db)
        self._waiter = change_waiter(db)
        # Listening before the first read: nothing committed in between is missed.
        self.game = Game.load(db, game_id, by="-", watching=True)
        self.game.events, self.game._states = [], self.game._states[:1]
        self.game.version = -1
        # Seen on the Games pages as watching the game (docs/tracker.md "Who is at the table").
        self.presence = PresenceMark(db, game_id, SPECTATOR, local_player_name())

    def close(self) -> None:
        self.presence.close()
        self._waiter.close()

    def steps(self, timeout: float | None = None) -> Iterator[Change]:
        """Every step so far, then each new one as it is committed; ends when the game is
        finished or after ``timeout`` seconds without a step."""
        while True:
            yield from self.game.catch_up()
            if self.game.is_finished():
                return
            if not self._wait_for_step(timeout):
                return

    def _wait_for_step(self, timeout: float | None) -> bool:
        """Waits until the game's log changes; False after ``timeout`` seconds without."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            left = None if deadline is None else deadline - time.monotonic()
            if left is not None and left <= 0:
                return False
            renew_in = self.presence.renewed + RENEW_SECONDS - time.monotonic()
            if renew_in <= 0:
                self.presence.renew()
                continue
            wait = renew_in if left is None else min(left, renew_in)
            if self._waiter.wait(wait) and self.game.moved_on():
                return True


def on_network_share(file: Path, mounts: Path | None = None) -> bool:
    """Whether ``file`` lies on a network share: a UNC path (Windows), or below a mount point
    of a network file system in ``mounts`` (Linux's table; absent elsewhere: no)."""
    text = str(file)
    if text.startswith(("\\\\", "//")):
        return True
    try:
        table = (mounts or MOUNTS).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False
    path = file.resolve()
    kind = ""
    deepest = -1
    for line in table.splitlines():
        fields = line.split()
        if len(fields) < 3:
            continue
        point = Path(fields[1].replace("\\040", " "))
        if (path == point or point in path.parents) and len(point.parts) > deepest:
            deepest, kind = len(point.parts), fields[2]
    return kind in NETWORK_FILE_SYSTEMS


def check_live_play(db: Database) -> None:
    """Refuses live play on a SQLite file on a network share (LiveOnNetworkShareError)."""
    file = sqlite_file(str(db.engine.url)) if db.is_sqlite else None
    if file is not None and on_network_share(file):
        raise LiveOnNetworkShareError(file=str(file))


def change_waiter(db: Database) -> ChangeWaiter:
    """What tells a follower that the database was written to (PostgreSQL or SQLite)."""
    return SqliteWaiter(db) if db.is_sqlite else PostgresWaiter(db)


class ChangeWaiter:
    """``wait`` blocks until a write (or the timeout); ``poll`` only looks (for windows,
    which call it when ``fileno`` is readable, or on a timer when it is None)."""

    def fileno(self) -> int | None:
        return None

    def poll(self) -> bool:
        return self.wait(0)

    def wait(self, timeout: float | None) -> bool:
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError


class PostgresWaiter(ChangeWaiter):
    """Waits for an announcement on the channel, on a connection of its own in autocommit."""

    def __init__(self, db: Database) -> None:
        import psycopg

        url = db.engine.url.set(drivername="postgresql")
        self.conn = psycopg.connect(url.render_as_string(hide_password=False), autocommit=True)
        self.conn.execute(f"LISTEN {CHANNEL}")

    def wait(self, timeout: float | None) -> bool:
        """True when something was announced (for any game: the caller checks its own)."""
        for _notice in self.conn.notifies(timeout=timeout, stop_after=1):
            return True
        return False

    def fileno(self) -> int | None:
        return int(self.conn.fileno())

    def poll(self) -> bool:
        """Takes every announcement already received; True when there was one."""
        return bool(list(self.conn.notifies(timeout=0)))

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.conn.close()


class SqliteWaiter(ChangeWaiter):
    """Checks the file's data_version at a short interval (see the module's docstring)."""

    def __init__(self, db: Database) -> None:
        file = sqlite_file(str(db.engine.url))
        # Made in one thread, maybe used in another (a window's follower thread): one at a time.
        self.conn = sqlite3.connect(
            str(file) if file else ":memory:", isolation_level=None, check_same_thread=False
        )
        self.version = self._data_version()

    def _data_version(self) -> int:
        return int(self.conn.execute("PRAGMA data_version").fetchone()[0])

    def wait(self, timeout: float | None) -> bool:
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            version = self._data_version()
            if version != self.version:
                self.version = version
                return True
            if deadline is not None and time.monotonic() >= deadline:
                return False
            time.sleep(SQLITE_CHECK_SECONDS)

    def close(self) -> None:
        self.conn.close()


FOLLOW_RECORDED = QT_TRANSLATE_NOOP("GameLog", "{seq}. {who}: {line}")
FOLLOW_UNDONE = QT_TRANSLATE_NOOP("GameLog", "{seq}. {who} undid: {line}")


def change_line(change: Change, tracker: Any, language: str | None = None) -> str:
    """A step as ``muster game follow --format text`` prints it."""
    line = tracker.describe(change.event, change.state_before, language)
    template = FOLLOW_UNDONE if change.undone else FOLLOW_RECORDED
    who = change.by or "?"
    return translate("GameLog", template, language, seq=change.event.seq, who=who, line=line)
