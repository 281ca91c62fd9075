"""The column fitter the catalogue tables share (ui/widgets/fitted_table.py): the columns fill
the list's width without sideways scrolling, give way in the order asked, and a column the
player resizes keeps the player's width."""

from __future__ import annotations

from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QTableView

from ui.widgets.fitted_table import ColumnFitter, give_way, natural_width

NAME, KIND, NOTES = range(3)


def table(qtbot) -> tuple[QTableView, ColumnFitter]:
    model = QStandardItemModel(0, 3)
    model.setHorizontalHeaderLabels(["Name", "Kind", "Notes"])
    for name, kind, notes in (
        ("Commander Cody", "Primary", "A long note that takes a lot of room in its column"),
        ("Clone Troopers", "Support", "short"),
    ):
        model.appendRow([QStandardItem(name), QStandardItem(kind), QStandardItem(notes)])
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)

    def plan(columns: list[int], available: int) -> dict[int, int]:
        widths = {column: natural_width(view, column) for column in columns}
        give_way(widths, available, [{NOTES: 60}, {NAME: 80}], grow=[NOTES])
        return widths

    return view, ColumnFitter(view, plan)


def widths(view: QTableView) -> list[int]:
    return [view.horizontalHeader().sectionSize(c) for c in range(3)]


def test_the_columns_fill_the_width_and_give_way_in_order(qtbot):
    view, _fitter = table(qtbot)
    view.resize(900, 300)
    view.show()
    qtbot.waitExposed(view)
    natural = [natural_width(view, c) for c in range(3)]
    available = view.viewport().width()
    assert sum(widths(view)) == available  # the notes take the spare room
    assert widths(view)[:2] == natural[:2]

    view.resize(natural[NAME] + natural[KIND] + 100, 300)
    qtbot.waitUntil(lambda: sum(widths(view)) == view.viewport().width())
    # Short of room the notes give way first, the name keeps its width.
    assert widths(view)[NAME] == natural[NAME] and widths(view)[NOTES] < natural[NOTES]

    view.resize(natural[KIND] + 150, 300)
    qtbot.waitUntil(lambda: widths(view)[NOTES] == 60)
    assert widths(view)[NAME] < natural[NAME]  # then the name
    assert widths(view)[NAME] >= 80


def test_a_width_the_player_chooses_is_kept_and_remembered(qtbot):
    view, fitter = table(qtbot)
    view.resize(900, 300)
    view.show()
    qtbot.waitExposed(view)
    view.horizontalHeader().resizeSection(KIND, 200)  # as a drag of the header's edge does
    assert fitter.user_widths == {KIND: 200}
    assert widths(view)[KIND] == 200 and sum(widths(view)) == view.viewport().width()
    view.resize(1000, 300)
    qtbot.waitUntil(lambda: sum(widths(view)) == view.viewport().width())
    assert widths(view)[KIND] == 200

    other, other_fitter = table(qtbot)
    other.resize(900, 300)
    other_fitter.restore_widths(fitter.saved_widths() + ",9:5,x:y")
    assert other_fitter.user_widths == {KIND: 200}
    assert widths(other)[KIND] == 200
