"""Printing the strike team from the builder: the toolbar button and Ctrl+P open the Print
dialog on the team as it stands on screen."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.builder.conftest import catalogue_mime, drop

ANAKIN = "general-anakin-skywalker"
REX = "cc-7567-captain-rex"


def test_print_button_opens_the_dialog_on_the_team_on_screen(page, qtbot):
    from ui.printing.dialog import PrintDialog

    assert drop(page.slot_widget(1, "primary"), catalogue_mime(page, ANAKIN))
    assert drop(page.slot_widget(1, "secondary"), catalogue_mime(page, REX))
    button = page.toolbar.widgetForAction(page.print_action)
    assert button is not None and button.isVisible() and button.text() == "Print"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = page.print_dialog
    assert isinstance(dialog, PrintDialog)
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.roster is not None
    assert dialog.roster.squads[0]["primary"] == ANAKIN
    assert dialog.roster.squads[0]["secondary"] == REX
    # A copy: building on while the dialog is open does not change what it prints.
    assert dialog.roster is not page.editor.document
    dialog.reject()
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_ctrl_p_opens_the_print_dialog(page, qtbot):
    from ui.printing.dialog import PrintDialog

    page.window().activateWindow()
    page.browser.view.setFocus()
    qtbot.waitUntil(page.browser.view.hasFocus)
    QTest.keyClick(page.browser.view, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    dialog = page.print_dialog
    assert isinstance(dialog, PrintDialog)
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.roster is not None and dialog.roster.unit_ids() == []
    dialog.reject()
