"""Condition toggles and order-deck buttons take one row when the panel is wide enough and
wrap when it is not; at 1366×768 no button of the tracker is cut off in any language."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QToolButton

from app.systems.shatterpoint import tracker as ts
from tests.ui.tracker.test_languages import start
from ui.systems.shatterpoint.tracker.unit_panel import UnitPanel
from ui.systems.shatterpoint.tracker.views import UnitView


def rows(panel: UnitPanel) -> set[int]:
    return {b.geometry().top() for b in panel.condition_buttons.values()}


def test_condition_toggles_wrap_on_a_narrow_panel(qtbot):
    panel = UnitPanel(UnitView("0:lord-maul", 0, "Lord Maul", "Primary", stamina=11))
    qtbot.addWidget(panel)
    panel.resize(720, panel.sizeHint().height())
    panel.show()
    qtbot.waitExposed(panel)
    qtbot.waitUntil(panel.conditions.is_one_row)
    qtbot.waitUntil(lambda: len(rows(panel)) == 1)
    one_row = panel.sizeHint().height()
    panel.resize(panel.minimumSizeHint().width(), panel.height())
    qtbot.waitUntil(lambda: not panel.conditions.is_one_row())
    qtbot.waitUntil(lambda: len(rows(panel)) == 2)
    assert panel.sizeHint().height() > one_row
    for button in panel.condition_buttons.values():
        assert button.width() >= button.minimumSizeHint().width()


def check_nothing_cut_off(gui, view) -> None:
    for language in ("en", "fr", "pl"):
        gui.languages.apply(language)
        QApplication.processEvents()
        QApplication.processEvents()
        buttons = [
            b
            for b in view.findChildren(QPushButton) + view.findChildren(QToolButton)
            if b.isVisible() and b.text()
        ]
        assert len(buttons) > 40
        cut = [
            (b.objectName(), b.text())
            for b in buttons
            if b.fontMetrics().horizontalAdvance(b.text().replace("&", "")) + 4 > b.width()
        ]
        assert cut == [], language
        assert view.window().width() == 1366, language
        for column in view.columns:
            assert column.deck.deck_buttons.is_one_row(), language
    gui.languages.apply("en")


def test_nothing_is_cut_off_at_1366_by_768_in_any_language(gui, qtbot):
    page = start(gui, qtbot)
    view = page.tracker
    assert view is not None
    gui.window.resize(1366, 768)
    check_nothing_cut_off(gui, view)  # before the first turn: the long "Reveal the Phase…"
    view.record(ts.STRUGGLE_CARD_REVEALED, {"card": "", "active": [0, 1], "priority": None})
    view.start_turn()
    view.reveal(1)
    if view.state.decks[1].revealed == ts.SHATTERPOINT_CARD:
        view.columns[1].deck.pick_menu.actions()[0].trigger()
    else:
        qtbot.mouseClick(view.columns[1].deck.activate_button, Qt.MouseButton.LeftButton)
    assert view.state.activation is not None
    check_nothing_cut_off(gui, view)  # a unit activating: every action button shows
