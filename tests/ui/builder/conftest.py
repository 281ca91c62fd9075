"""Fixtures for the builder tests: a builder page on its own, and helpers that drive it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget


@pytest.fixture
def ui_settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "ui.ini"), QSettings.Format.IniFormat)


@pytest.fixture(autouse=True)
def no_unexpected_questions(monkeypatch) -> None:
    """A question no test expected fails the test instead of waiting for a click forever."""

    def unexpected(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        raise AssertionError(f"unexpected question: {args[1:3]}")

    monkeypatch.setattr(QMessageBox, "question", unexpected)
    monkeypatch.setattr(QMessageBox, "warning", unexpected)


@pytest.fixture
def page(qtbot, workspace, ui_settings) -> Iterator[object]:
    from ui.systems.shatterpoint.builder import ShatterpointBuilder

    builder = ShatterpointBuilder(workspace, ui_settings)
    # Whatever a test left unsaved is dropped before the page closes, without a question.
    qtbot.addWidget(
        builder, before_close_func=lambda page: page.editor.load(page.system.new_roster(), None)
    )
    builder.resize(1100, 760)
    builder.show()
    qtbot.waitExposed(builder)
    yield builder


def drop(target: QWidget, mime: QMimeData) -> bool:
    """Drags ``mime`` over ``target`` and drops it there, through the widget's own handlers;
    returns whether the target accepted the drop."""
    point = target.rect().center()
    enter = QDragEnterEvent(
        point,
        Qt.DropAction.CopyAction | Qt.DropAction.MoveAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(target, enter)
    if not enter.isAccepted():
        return False
    event = QDropEvent(
        QPointF(QPoint(point)),
        Qt.DropAction.CopyAction | Qt.DropAction.MoveAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(target, event)
    return event.isAccepted()


def catalogue_mime(page, unit_id: str) -> QMimeData:
    """What dragging the unit's row out of the catalogue carries (the catalogue's own model).

    The list shows only the selected slot's type; a unit of another type is dragged as the
    player would after ticking "Show all types" (the drag carries the same data)."""
    model = page.browser.model
    row = model.row_of(unit_id)
    assert row >= 0, unit_id
    indexes = [model.index(row, column) for column in range(model.columnCount())]
    return model.mimeData(indexes)
