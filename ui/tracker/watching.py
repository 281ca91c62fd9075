"""A spectator's tracker screen: the game's own view, following the game live, with every
control that records greyed (docs/tracker.md "Watching a game").

The Games page's Watch opens a game this way. The game itself refuses to write
(``Game.load(..., watching=True)``: ``WatchingOnlyError``), so nothing a control could still
reach is recorded; on screen, :class:`Spectating` greys every button, box and list of the view
but the way back, the log (with its zoom), showing the log and printing the report, and says in
the toolbar that the game is watched. A view enables its controls again whenever it shows the
state, so they are greyed again after each refresh (the view's ``changed``, the live watch's
redraw), after a language change or a resize, and at once whenever one of them is enabled.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QLayout,
    QLineEdit,
    QPlainTextEdit,
    QSlider,
    QTextEdit,
    QWidget,
)

# What records an event, or may lead to one.
CONTROLS = (
    QAbstractButton,
    QComboBox,
    QAbstractSpinBox,
    QLineEdit,
    QTextEdit,
    QPlainTextEdit,
    QAbstractItemView,
    QSlider,
)
# Controls that only look (kept for the spectator), by object name: the way back to the games,
# the compact view's Log button, printing the report.
LOOKING_CONTROLS = frozenset({"back", "show-log"})
LOOKING_PREFIXES = ("print",)
# The frame's window-wide actions a spectator keeps: the log's zoom, printing.
LOOKING_ACTIONS = frozenset({"log-zoom-in", "log-zoom-out", "log-zoom-reset", "print-report"})


def _looks_only(widget: QWidget) -> bool:
    name = widget.objectName()
    return name in LOOKING_CONTROLS or name.startswith(LOOKING_PREFIXES)


def _layout_holding(layout: QLayout, widget: QWidget) -> QLayout | None:
    """The layout (``layout`` or one nested in it) that holds ``widget`` itself."""
    if layout.indexOf(widget) >= 0:
        return layout
    for index in range(layout.count()):
        item = layout.itemAt(index)
        inner = item.layout() if item is not None else None
        if inner is not None:
            found = _layout_holding(inner, widget)
            if found is not None:
                return found
    return None


class Spectating(QObject):
    """Turns a tracker view (a ``TrackerFrame``) showing a spectator's game into a read-only
    screen; the view keeps it as ``view.spectating``."""

    def __init__(self, view: Any) -> None:
        super().__init__(view)
        self.view = view
        self.guarded: set[QWidget] = set()
        self.pending = False
        self.notice = QLabel(view)
        self.notice.setObjectName("watching-notice")
        self.notice.setStyleSheet("font-weight: bold;")
        back = getattr(view, "back_button", None)
        toolbar = _layout_holding(view.main_layout, back) if back is not None else None
        if toolbar is not None and back is not None and hasattr(toolbar, "insertWidget"):
            toolbar.insertWidget(toolbar.indexOf(back) + 1, self.notice)
        for name in ("undo_button", "redo_button"):
            button = getattr(view, name, None)
            if button is not None:
                button.hide()
        view.spectating = self
        view.installEventFilter(self)
        view.changed.connect(self.lock)
        self.retranslate()
        self.lock()

    def retranslate(self) -> None:
        self.notice.setText(self.tr("Watching: nothing is recorded from here"))
        self.notice.setToolTip(
            self.tr(
                "You follow this game as a spectator; the players record it on their own "
                "Muster. Resume it from the Games page to play it."
            )
        )

    def kept(self, widget: QWidget) -> bool:
        return widget in self.view.zoomed_logs or _looks_only(widget)

    def lock(self) -> None:
        """Greys every control that records, and every action of the view's keys but the
        log's zoom and printing."""
        self.pending = False
        for widget in self.view.findChildren(QWidget):
            if not isinstance(widget, CONTROLS) or self.kept(widget):
                continue
            widget.setEnabled(False)
            if widget not in self.guarded:
                widget.installEventFilter(self)
                self.guarded.add(widget)
                widget.destroyed.connect(lambda _obj=None, w=widget: self.guarded.discard(w))
        for action in self.view.actions():
            if action.objectName() not in LOOKING_ACTIONS:
                action.setEnabled(False)

    def lock_soon(self) -> None:
        if not self.pending:
            self.pending = True
            QTimer.singleShot(0, self, self.lock)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.view:
            if kind == QEvent.Type.LanguageChange:
                self.retranslate()
            if kind in (QEvent.Type.LanguageChange, QEvent.Type.Resize, QEvent.Type.Show):
                self.lock_soon()  # the view showed itself again, controls enabled
        elif (
            kind == QEvent.Type.EnabledChange
            and isinstance(watched, QWidget)
            and watched.isEnabled()
        ):
            watched.setEnabled(False)  # the view showed the state: greyed again at once
            self.lock_soon()  # and whatever it made meanwhile
        return False
