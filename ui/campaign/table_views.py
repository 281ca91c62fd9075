"""The read-only tables of the Campaigns page's tabs: how they are made, sorted and sized,
and the splitter that puts two of them side by side only when both fit whole."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QSplitter, QTableView, QWidget

from ui.campaign.models import SORT_ROLE


def read_only_table(
    parent: QWidget, name: str, sortable: bool = True, stretch: int | None = None
) -> QTableView:
    """A read-only table; column ``stretch`` (a name, usually) takes the spare width."""
    view = QTableView(parent)
    view.setObjectName(name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setAlternatingRowColors(True)
    view.setSortingEnabled(sortable)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    header = view.horizontalHeader()
    header.setDefaultSectionSize(max(80, view.fontMetrics().horizontalAdvance("0") * 12))
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setStretchLastSection(stretch is None)
    view.stretch_column = stretch  # type: ignore[attr-defined]
    return view


def stretch_column(view: QTableView) -> None:
    """Applies the view's stretching column once it has a model (the header needs sections).

    The other columns (short figures) take the width of their header and values, so the
    stretching one (a name) keeps the rest: with a fixed width each, ten columns of "3" left
    "Łucja …" of a name and pushed the last columns out of sight.
    """
    column = getattr(view, "stretch_column", None)
    if column is None:
        return
    header = view.horizontalHeader()
    for other in range(header.count()):
        if other != column:
            header.setSectionResizeMode(other, QHeaderView.ResizeMode.ResizeToContents)
    if getattr(view, "fit_names", False):
        # A player's name is never cut; when the figures do not fit beside it (long French
        # and Polish headers) the table scrolls sideways instead.
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)  # a stretched last column shrank to nothing
    else:
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)


def sorting_proxy(model: Any, parent: QWidget) -> QSortFilterProxyModel:
    proxy = QSortFilterProxyModel(parent)
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    proxy.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    proxy.setSortLocaleAware(True)  # Łucja after Lucas, not after Zoë
    return proxy


def _wanted_width(view: QTableView) -> int:
    """The width at which every column of ``view`` shows its header and values whole."""
    header = view.horizontalHeader()
    columns = sum(
        max(view.sizeHintForColumn(column), header.sectionSizeHint(column))
        for column in range(header.count())
        if not header.isSectionHidden(column)
    )
    return columns + view.verticalScrollBar().sizeHint().width() + 2 * view.frameWidth()


class FittingSplitter(QSplitter):
    """Its tables side by side when they all fit whole, else one above the other: at 1366
    pixels a strike team's name ("Clones (Captain Rex / Obi-Wan Kenobi)") and a unit's were
    cut to "Clones (Ahsoka …" and "…" beside each other."""

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        views = [self.widget(n) for n in range(self.count())]
        widths: list[int] = [
            _wanted_width(view) if isinstance(view, QTableView) else 0 for view in views
        ]
        room = self.width() - self.handleWidth() * (len(views) - 1)
        needed = sum(widths)
        side_by_side = room >= needed
        orientation = Qt.Orientation.Horizontal if side_by_side else Qt.Orientation.Vertical
        if orientation != self.orientation():
            self.setOrientation(orientation)
        if side_by_side and needed:
            # Each table gets what it needs, and the spare width in the same proportions.
            spare = room - needed
            self.setSizes([width + spare * width // needed for width in widths])
        elif not side_by_side and len(views) == 2 and isinstance(views[0], QTableView):
            # The first table no taller than its rows (a league has few strike teams), at
            # most half: the rest goes to the second.
            first = views[0]
            rows = first.model().rowCount() if first.model() is not None else 0
            tall = first.horizontalHeader().height() + 2 * first.frameWidth()
            tall += max(rows, 2) * first.verticalHeader().defaultSectionSize()
            tall += first.horizontalScrollBar().sizeHint().height()
            height = self.height() - self.handleWidth()
            self.setSizes([min(tall, height // 2), height - min(tall, height // 2)])
