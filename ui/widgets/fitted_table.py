"""Columns that fit a table's width, the way a catalogue list wants them: no sideways scrolling.

A :class:`ColumnFitter` keeps a ``QTableView``'s columns sized to the list's width: whenever the
list is resized, or its owner calls ``fit`` (the columns shown or their texts changed), the
owner's *plan* gives the width of every visible column the player has not resized; a column the
player resizes keeps that width (``saved_widths``/``restore_widths`` remember it). A plan is
usually "each column at its natural width (``natural_width``), the spare room to one column,
and short of room the columns give way in stages" — ``give_way`` does that part.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QHeaderView, QTableView

# (the visible columns the player has not resized, the width left for them) -> their widths
Plan = Callable[[list[int], int], dict[int, int]]


class ColumnFitter(QObject):
    def __init__(self, view: QTableView, plan: Plan) -> None:
        super().__init__(view)
        self.view = view
        self.plan = plan
        self.user_widths: dict[int, int] = {}
        self._fitting = False
        self._refit = False
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        header.sectionResized.connect(self._section_resized)
        self.viewport = view.viewport()
        self.viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The type first: the filter also sees the events of the list's last moments.
        if event.type() == QEvent.Type.Resize and watched is self.viewport:
            self.fit()
        return False

    @contextmanager
    def not_the_players(self) -> Iterator[None]:
        """Column sizes set inside are not the player's choices (fitted, or restored)."""
        fitting, self._fitting = self._fitting, True
        try:
            yield
        finally:
            self._fitting = fitting

    def fit(self) -> None:
        """Sizes the columns to the list's width."""
        if self._fitting:
            self._refit = True  # the list changed size while its columns were being sized
            return
        for _attempt in range(3):
            self._refit = False
            self._fit_once()
            if not self._refit:
                break

    def _fit_once(self) -> None:
        header = self.view.horizontalHeader()
        visible = [c for c in range(header.count()) if not header.isSectionHidden(c)]
        kept = {c: self.user_widths[c] for c in visible if c in self.user_widths}
        columns = [c for c in visible if c not in kept]
        widths = self.plan(columns, self.view.viewport().width() - sum(kept.values()))
        with self.not_the_players():
            for column, width in widths.items():
                if header.sectionSize(column) != width:
                    header.resizeSection(column, width)

    def _section_resized(self, column: int, old: int, new: int) -> None:
        if self._fitting or new == 0 or old == 0:
            return  # fitted, or a column hidden or shown again: not the player's width
        self.user_widths[column] = new
        self.fit()

    def saved_widths(self) -> str:
        """The widths the player chose, as ``column:width,…`` for the settings."""
        return ",".join(f"{column}:{width}" for column, width in self.user_widths.items())

    def restore_widths(self, saved: str) -> None:
        """The player's widths from ``saved_widths``; what cannot be read is left out."""
        header = self.view.horizontalHeader()
        self.user_widths = {}
        for item in saved.split(","):
            column_text, _, width_text = item.partition(":")
            if (
                column_text.isdigit()
                and width_text.isdigit()
                and 0 <= int(column_text) < header.count()
            ):
                self.user_widths[int(column_text)] = int(width_text)
        with self.not_the_players():
            for column, width in self.user_widths.items():
                header.resizeSection(column, width)
        self.fit()


def natural_width(view: QTableView, column: int) -> int:
    """The width that shows the column's title and every cell of it whole."""
    title = view.horizontalHeader().sectionSizeFromContents(column).width()
    return max(title, view.sizeHintForColumn(column))


def give_way(
    widths: dict[int, int],
    available: int,
    stages: Sequence[Mapping[int, int]],
    grow: Sequence[int],
) -> int:
    """Fits ``widths`` into ``available`` pixels: spare room goes to the first of ``grow``
    that is shown; short of room, each stage in turn takes what is missing from its columns
    down to their floors (in proportion to what each can give). Returns what is still
    missing (0, or more when every stage gave all it could)."""
    deficit = sum(widths.values()) - available
    for floors in stages:
        if deficit <= 0:
            break
        deficit -= shrink(widths, {c: f for c, f in floors.items() if c in widths}, deficit)
    growing = [c for c in grow if c in widths]
    if deficit < 0 and growing:
        widths[growing[0]] += -deficit
        deficit = 0
    return max(0, deficit)


def shrink(widths: dict[int, int], floors: Mapping[int, int], deficit: int) -> int:
    """Takes up to ``deficit`` pixels from the columns of ``floors``, each in proportion to
    what it can give above its floor (never below it); returns how much it took."""
    room = {c: widths[c] - floor for c, floor in floors.items() if widths[c] > floor}
    total = sum(room.values())
    if total <= 0:
        return 0
    take = min(deficit, total)
    shares = {c: take * spare // total for c, spare in room.items()}
    left = take - sum(shares.values())
    for column, spare in room.items():  # what the rounding down left over, a pixel each
        if left <= 0:
            break
        if shares[column] < spare:
            shares[column] += 1
            left -= 1
    for column, share in shares.items():
        widths[column] -= share
    return take - left
