"""On a touch screen (no right button) pressing and holding a condition toggle offers to gain
the condition again, and the press toggles nothing; the right-click menu does the same."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu

from tests.ui.tracker.test_languages import start


def open_menu(qtbot) -> QMenu:
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu)
    return menu


def test_press_and_hold_gains_a_condition_again(gui, qtbot):
    page = start(gui, qtbot)
    view = page.tracker
    assert view is not None
    maul = view.columns[1].panels["1:lord-maul"]
    exposed = maul.condition_buttons["exposed"]
    qtbot.mouseClick(exposed, Qt.MouseButton.LeftButton)
    assert exposed.isChecked() and maul.view.conditions == {"exposed"}
    events = len(view.game.events)

    qtbot.mousePress(exposed, Qt.MouseButton.LeftButton)
    menu = open_menu(qtbot)
    qtbot.mouseRelease(exposed, Qt.MouseButton.LeftButton)
    assert exposed.isChecked() and len(view.game.events) == events  # the hold toggled nothing
    [again] = menu.actions()
    assert again.text() == "Gain Exposed again (1 damage instead)" and again.isEnabled()
    again.trigger()
    menu.close()
    assert maul.view.damage == 1 and maul.view.conditions == {"exposed"}
    assert len(view.game.events) == events + 1

    # A short press is still a click: it removes the condition.
    qtbot.mouseClick(exposed, Qt.MouseButton.LeftButton)
    assert not exposed.isChecked() and maul.view.conditions == frozenset()

    # The right button opens the same menu; gaining again is offered only for a held condition.
    QApplication.sendEvent(
        exposed,
        QContextMenuEvent(
            QContextMenuEvent.Reason.Mouse, QPoint(4, 4), exposed.mapToGlobal(QPoint(4, 4))
        ),
    )
    menu = open_menu(qtbot)
    assert not menu.actions()[0].isEnabled()
    menu.close()
