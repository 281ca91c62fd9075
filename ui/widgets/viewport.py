"""A scroll area's viewport made in Python, as Qt makes its own.

PySide wraps a widget that Qt made (a view's default viewport) by asking each of QtWidgets'
widget classes whether the widget is one of them, which builds each class's Python type and
its enums the first time: about 40 classes and 70 enums, 20-30 ms that the window's first page
paid for nothing (issue 20). A viewport made in Python is already wrapped, so ``viewport()``
costs nothing. Call it right after the view is made, before anything configures the viewport.
"""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QWidget


def give_python_viewport(area: QAbstractScrollArea) -> QWidget:
    """Replaces ``area``'s viewport by an equal one made in Python, and returns it: the
    settings QAbstractScrollArea gives its own (the Base colour, filled) and its name."""
    viewport = QWidget()
    viewport.setObjectName("qt_scrollarea_viewport")
    viewport.setBackgroundRole(QPalette.ColorRole.Base)
    viewport.setAutoFillBackground(True)
    area.setViewport(viewport)
    return viewport
