"""A view's viewport made in Python (ui/widgets/viewport.py) is Qt's own in every setting and
pixel, and asking for it builds no Python type: the window's first page skips the ~70 enums
PySide made to wrap a viewport Qt made."""

from __future__ import annotations

import os
import subprocess
import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QTableView, QWidget

from ui.widgets.viewport import give_python_viewport


def shown_table(qtbot, python_viewport: bool) -> QTableView:
    view = QTableView()
    qtbot.addWidget(view)
    if python_viewport:
        give_python_viewport(view)
    model = QStandardItemModel(4, 2, view)
    for row in range(4):
        for column in range(2):
            model.setItem(row, column, QStandardItem(f"{row}, {column}"))
    view.setModel(model)
    view.setAlternatingRowColors(True)
    view.setDragEnabled(True)
    view.setAcceptDrops(True)
    view.setMouseTracking(True)
    view.resize(260, 160)
    view.show()
    qtbot.waitExposed(view)
    return view


def settings(viewport: QWidget) -> dict[str, object]:
    return {
        "name": viewport.objectName(),
        "background": viewport.backgroundRole(),
        "filled": viewport.autoFillBackground(),
        "focus": viewport.focusPolicy(),
        "tracking": viewport.hasMouseTracking(),
        "drops": viewport.acceptDrops(),
        "geometry": viewport.geometry().getRect(),
        "attributes": [
            attribute
            for attribute in Qt.WidgetAttribute
            if attribute.value < 130 and viewport.testAttribute(attribute)
        ],
    }


def test_a_python_viewport_is_qts_own_in_settings_and_pixels(qtbot):
    qts = shown_table(qtbot, python_viewport=False)
    ours = shown_table(qtbot, python_viewport=True)
    assert settings(ours.viewport()) == settings(qts.viewport())
    assert ours.grab().toImage() == qts.grab().toImage()


COUNT_ENUMS = """
import enum, sys
made = []
create = enum.EnumType._create_
def counted(cls, *args, **kwargs):
    made.append(args[0] if args else "")
    return create(cls, *args, **kwargs)
enum.EnumType._create_ = counted
from PySide6.QtWidgets import QApplication, QTableView
from ui.widgets.viewport import give_python_viewport
app = QApplication([])
view = QTableView()
if sys.argv[1] == "python":
    give_python_viewport(view)
before = len(made)
view.viewport()
print(len(made) - before)
"""


def test_asking_for_a_python_viewport_builds_no_python_type():
    def enums_made(kind: str) -> int:
        done = subprocess.run(
            [sys.executable, "-c", COUNT_ENUMS, kind],
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )
        return int(done.stdout.split()[-1])

    assert enums_made("qt") > 20  # PySide asks each widget class whether it is one
    assert enums_made("python") == 0
