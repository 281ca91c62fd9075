"""Fixtures for Legion's windows: the builder's army editor over a real RosterEditor, and
the real Muster window (offscreen) with two saved Legion armies for the tracker."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QWidget

from tests.ui.conftest import gui  # noqa: F401  (the window, as ``muster`` starts it)


@pytest.fixture
def languages(qapp) -> Iterator[object]:
    """The interface's translations, English first (its plural forms come from them too)."""
    from ui.i18n import LanguageManager

    manager = LanguageManager()
    manager.apply("en")
    yield manager
    manager.apply("en")


@pytest.fixture
def legion_editor(qtbot, languages) -> Iterator[object]:
    from app import systems
    from ui.builder.editor import RosterEditor
    from ui.systems.legion.army_editor import LegionArmyEditor

    system = systems.get("legion")
    from tests.legion.test_rules import catalog as legion_catalog

    catalog = legion_catalog()
    editor = RosterEditor(system, catalog)
    widget = LegionArmyEditor(editor, catalog)
    qtbot.addWidget(widget)
    widget.resize(1366, 700)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    yield widget


def drop(target: QWidget, mime: QMimeData) -> bool:
    """Drags ``mime`` over ``target`` and drops it there, through the widget's own handlers;
    returns whether the target accepted the drop."""
    point = target.rect().center()
    actions = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction
    enter = QDragEnterEvent(
        point, actions, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(target, enter)
    if not enter.isAccepted():
        return False
    event = QDropEvent(
        QPointF(QPoint(point)),
        actions,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(target, event)
    return event.isAccepted()


def list_mime(widget, card_id: str) -> QMimeData:
    """What dragging the card's row out of the card list carries (the list's own model)."""
    model = widget.card_list.model
    row = model.row_of(card_id)
    assert row >= 0, card_id
    return model.mimeData([model.index(row, column) for column in range(model.columnCount())])


@pytest.fixture
def saved_armies(gui) -> tuple[int, int]:  # noqa: F811
    from app.roster.store import RosterStore
    from app.systems.legion.army import document_for
    from tests.legion.tracker_helpers import empire, rebels

    store = RosterStore(gui.workspace.db)
    first = store.create(document_for(rebels(), "Echo Base"))
    second = store.create(document_for(empire(), "Hoth Assault"))
    return first.id, second.id
