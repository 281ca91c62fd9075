"""Keeps an open game up to date when another Muster plays it (docs/tracker.md "Live games").

``DatabaseWatch`` is told of every write to the database — on PostgreSQL by the socket of a
connection that ``LISTEN``s (a QSocketNotifier: no polling), on SQLite by a check of the file's
data_version (every 50 ms for a game) — and ``LiveWatch``, when the game it watches moved on,
catches up and emits ``caught_up`` with what changed. ``follow_view`` connects it to a
tracker view: the view is redrawn (its log rebuilt) whenever its game catches up — also when
the view's own record lost a race and went in after another's —, and its status line says
who did what. ``PresenceKeeper`` keeps this Muster listed at the game's table while it is open
(docs/tracker.md "Who is at the table").
"""

from __future__ import annotations

import inspect
from typing import Any

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Signal

from app.db import Database
from app.errors import MusterError
from app.i18n import current_language
from app.tracker.errors import LiveOnNetworkShareError
from app.tracker.game import Game
from app.tracker.live import SQLITE_CHECK_SECONDS, change_waiter, check_live_play
from app.tracker.live_errors import Change, what_happened
from app.tracker.presence import RENEW_SECONDS, PresenceMark


class DatabaseWatch(QObject):
    """``written`` is emitted when another connection wrote to the database: on PostgreSQL
    when an announcement arrives on the games' channel (the socket of a connection that
    ``LISTEN``s wakes it: no polling), on SQLite when the file's data_version changed (checked
    every ``interval`` seconds)."""

    written = Signal()

    def __init__(
        self, db: Database, parent: QObject | None = None, interval: float = SQLITE_CHECK_SECONDS
    ) -> None:
        super().__init__(parent)
        self.waiter = change_waiter(db)
        self.timer: QTimer | None = None
        self.notifier: QSocketNotifier | None = None
        socket = self.waiter.fileno()
        if socket is not None:
            self.notifier = QSocketNotifier(socket, QSocketNotifier.Type.Read, self)
            self.notifier.activated.connect(self.check)
        else:
            self.timer = QTimer(self)
            self.timer.setInterval(int(interval * 1000))
            self.timer.timeout.connect(self.check)
            self.timer.start()

    def check(self) -> None:
        if self.waiter.poll():
            self.written.emit()

    def close(self) -> None:
        if self.timer is not None:
            self.timer.stop()
        if self.notifier is not None:
            self.notifier.setEnabled(False)
        self.waiter.close()  # the watch itself goes with its parent


class LiveWatch(DatabaseWatch):
    """Watches one game; ``caught_up`` carries the changes another Muster made."""

    caught_up = Signal(list)

    def __init__(self, game: Game, parent: QObject | None = None) -> None:
        """Raises LiveOnNetworkShareError for a SQLite file on a network share."""
        check_live_play(game.db)
        super().__init__(game.db, parent)
        self.game = game
        self.written.connect(self.catch_up)

    def catch_up(self) -> None:
        try:
            if not self.game.moved_on():
                return
            changes = self.game.catch_up()  # the game's on_catch_up redraws the view
        except MusterError:
            return  # the database is away for a moment: the next write tries again
        if changes:
            self.caught_up.emit(changes)

    def close(self) -> None:
        self.game.on_catch_up = None
        super().close()


class PresenceKeeper(QObject):
    """This Muster's presence at one open game (``app.tracker.presence``), renewed while the
    game stays open; ``close`` takes it away."""

    def __init__(self, game: Game, role: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.mark = PresenceMark(game.db, game.id, role, game.by)
        self.timer = QTimer(self)
        self.timer.setInterval(RENEW_SECONDS * 1000)
        self.timer.timeout.connect(self.mark.renew)
        self.timer.start()

    def close(self) -> None:
        self.timer.stop()
        self.mark.close()


def refresh_whole(view: Any, changes: list[Change] | None = None) -> None:
    """Redraws a tracker view after its game caught up with ``changes``: its log told again
    from the first step that changed (the shared frame's log; another Muster's events may have
    come in before this view's own), else rebuilt the view's own way."""
    if changes and hasattr(view, "log_model") and hasattr(view, "log_changed"):
        view.refresh()
        show_log_from(view, min(change.event.seq for change in changes))
    elif "rebuild_log" in inspect.signature(view.refresh).parameters:
        view.refresh(rebuild_log=True)
    else:
        view.refresh()
        rebuild_log = getattr(view, "rebuild_log", None)
        if callable(rebuild_log):
            rebuild_log()
    spectating = getattr(view, "spectating", None)
    if spectating is not None:
        spectating.lock()  # the view enabled its controls again as it showed the state


def show_log_from(view: Any, seq: int) -> None:
    """The frame's log told again from the line holding event ``seq``: the lines before it
    stay, the later ones are described anew (a long game's log is not rebuilt at each step)."""
    entries = view.game.log_entries_from(seq, current_language())
    model = view.log_model
    model.drop_after(entries[0].first - 1 if entries else len(view.game.events))
    for entry in entries:
        model.set_tail(entry.first, entry.text)
    view.log_view.scrollToBottom()
    view.log_changed()


def follow_view(view: Any) -> LiveWatch | None:
    """Keeps ``view`` (a tracker view showing ``view.game``) up to date with other Musters;
    None on a SQLite file on a network share (the game is played from one computer there)."""
    try:
        watch = LiveWatch(view.game, view)
    except LiveOnNetworkShareError:
        return None
    # Queued: when the view's own record caught up, the view finishes its update first.
    view.game.on_catch_up = lambda changes: QTimer.singleShot(
        0, view, lambda: refresh_whole(view, changes)
    )

    def tell(changes: list[Change]) -> None:
        show_problem = getattr(view, "show_problem", None)
        if show_problem is not None:
            show_problem(what_happened(view.game.tracker, changes, first=False))

    watch.caught_up.connect(tell)
    return watch
