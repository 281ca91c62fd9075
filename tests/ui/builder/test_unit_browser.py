"""The catalogue browser: search as you type, filters, sorting, greyed entries, drags."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app import systems
from ui.systems.shatterpoint.unit_browser import UNIT_MIME_TYPE, Column, UnitBrowser


def make_browser(qtbot, workspace):
    browser = UnitBrowser(systems.get("shatterpoint"))
    qtbot.addWidget(browser)
    browser.set_catalog(workspace.catalog("shatterpoint"))
    return browser


def shown_ids(browser):
    return {browser.proxy.unit_id_at(row) for row in range(browser.proxy.rowCount())}


def test_search_as_you_type_matches_words_in_any_order_without_accents(qtbot, workspace):
    browser = make_browser(qtbot, workspace)
    total = browser.proxy.rowCount()
    assert total == len(workspace.catalog("shatterpoint").units)
    QTest.keyClicks(browser.search, "skywalker gener")
    assert shown_ids(browser) == {"general-anakin-skywalker"}
    assert "1" in browser.count_label.text() and str(total) in browser.count_label.text()
    browser.search.clear()
    assert browser.proxy.rowCount() == total


def test_filters_by_type_era_trait_and_ownership(qtbot, workspace):
    browser = make_browser(qtbot, workspace)
    catalog = workspace.catalog("shatterpoint")
    browser.type_combo.setCurrentIndex(browser.type_combo.findData("support"))
    assert shown_ids(browser) == {u.id for u in catalog.units.values() if u.type == "support"}
    browser.type_combo.setCurrentIndex(0)
    browser.trait_combo.setCurrentIndex(browser.trait_combo.findData("Jedi"))
    assert shown_ids(browser) == {u.id for u in catalog.units.values() if "Jedi" in u.traits}
    browser.trait_combo.setCurrentIndex(0)
    era = catalog.era_ids()[1]
    browser.era_combo.setCurrentIndex(browser.era_combo.findData(era))
    assert shown_ids(browser) == {u.id for u in catalog.units.values() if era in catalog.eras_of(u)}
    browser.era_combo.setCurrentIndex(0)
    browser.set_owned({"general-anakin-skywalker": 2, "501st-clone-troopers": 0})
    qtbot.mouseClick(browser.owned_only, Qt.MouseButton.LeftButton)
    assert shown_ids(browser) == {"general-anakin-skywalker"}


def test_columns_sort_numerically(qtbot, workspace):
    browser = make_browser(qtbot, workspace)
    browser.view.sortByColumn(Column.POINTS, Qt.SortOrder.DescendingOrder)
    points = [
        browser.proxy.index(row, Column.POINTS).data() for row in range(browser.proxy.rowCount())
    ]
    assert points == sorted(points, reverse=True)


def test_blocked_units_are_greyed_with_the_reason_as_tooltip(qtbot, workspace):
    browser = make_browser(qtbot, workspace)
    browser.set_blocked({"general-anakin-skywalker": ["Too expensive"]})
    row = browser.proxy.row_of("general-anakin-skywalker")
    index = browser.proxy.index(row, Column.NAME)
    assert index.data(Qt.ItemDataRole.ToolTipRole) == "Too expensive"
    assert index.data(Qt.ItemDataRole.ForegroundRole) is not None
    other = browser.proxy.index(browser.proxy.row_of("501st-clone-troopers"), Column.NAME)
    assert other.data(Qt.ItemDataRole.ForegroundRole) is None


def test_enter_and_double_click_activate_and_rows_drag_as_units(qtbot, workspace):
    browser = make_browser(qtbot, workspace)
    browser.show()
    qtbot.waitExposed(browser)
    QTest.keyClicks(browser.search, "rex")
    with qtbot.waitSignal(browser.unit_activated) as signal:
        QTest.keyClick(browser.search, Qt.Key.Key_Return)
    assert signal.args == ["cc-7567-captain-rex"]
    mime = browser.proxy.mimeData([browser.proxy.index(0, 0)])
    assert bytes(mime.data(UNIT_MIME_TYPE).data()).decode() == "cc-7567-captain-rex"
    rect = browser.view.visualRect(browser.proxy.index(0, 0))
    QTest.mouseClick(browser.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    with qtbot.waitSignal(browser.unit_activated, timeout=1000) as signal:
        QTest.mouseDClick(browser.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert signal.args == ["cc-7567-captain-rex"]
