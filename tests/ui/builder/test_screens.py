"""The builder as a player first sees it, in the whole window, at 1366×768 and 1920×1080, in
English, French and Polish: what an empty strike team says, where more units come from, a
catalogue whose columns fit, readable greyed rows with their reason shown without hovering,
only the units of the selected slot's type, and remove buttons a finger can hit.

Set MUSTER_SCREENSHOTS to a folder to keep a picture of each screen looked at.
"""

from __future__ import annotations

import html
import os
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.i18n import current_language
from ui.systems.shatterpoint.unit_browser import Column
from ui.widgets.contrast import READABLE, contrast_ratio

DOOKU = "count-dooku-separatist-leader"
AURRA = "aurra-sing"
MAGNAGUARD = "magnaguard"
SIZES = [(1366, 768), (1920, 1080)]
LANGUAGES = ["en", "fr", "pl"]


def open_builder(gui, qtbot, language: str, size: tuple[int, int]):
    window = gui.window
    if language != "en":
        window.show_page("settings")
        combo = window.settings_page.language_combo
        combo.setCurrentIndex(combo.findData(language))
    window.resize(*size)
    window.show_page("builder")
    page = window.pages["builder"].current
    QApplication.processEvents()
    qtbot.waitUntil(lambda: page.browser.view.viewport().width() > 0)
    return window, page


@contextmanager
def dropped_at_the_end(page):
    """Whatever the test puts in the strike team is dropped before the window closes (no
    question about unsaved changes), even when the test fails."""
    try:
        yield
    finally:
        page.editor.load(page.system.new_roster(), None)


def look(window, name: str) -> None:
    folder = os.environ.get("MUSTER_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        window.grab().save(str(Path(folder) / f"{name}.png"))


def rgb(colour) -> tuple[int, int, int]:
    return colour.red(), colour.green(), colour.blue()


def listed(page) -> list[str]:
    proxy = page.browser.proxy
    return [proxy.unit_id_at(row) for row in range(proxy.rowCount())]


def click_row(page, unit_id: str) -> None:
    view = page.browser.view
    index = page.browser.proxy.index(page.browser.proxy.row_of(unit_id), Column.NAME)
    view.scrollTo(index)
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center()
    )


def text_fits(view, column: int, text: str, lines: int) -> bool:
    """Whether ``text`` shows whole in the column's cells (wrapped over ``lines`` lines)."""
    width = view.columnWidth(column) - 8  # the cell's margins
    fonts = [view.font(), QFont(view.font())]
    fonts[1].setItalic(True)
    for font in fonts:
        metrics = QFontMetrics(font)
        if lines == 1:
            # A wrapping cell breaks a line its last glyph overhangs (an italic's).
            if max(metrics.horizontalAdvance(text), metrics.boundingRect(text).width()) > width:
                return False
            continue
        box = metrics.boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, text)
        if box.width() > width or box.height() > lines * metrics.lineSpacing():
            return False
    return True


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_builder_screen(gui, qtbot, language, size):
    """One window per language and size (starting one is the slow part), several looks."""
    window, page = open_builder(gui, qtbot, language, size)
    name = f"{language}-{size[0]}"
    with dropped_at_the_end(page):
        an_empty_team_says_what_to_do_first_and_where_more_units_come_from(window, page, qtbot)
        look(window, f"builder-empty-{name}")
        the_catalogue_fits_its_columns_and_shows_eras_and_traits(window, page, size[0])
        an_empty_search_says_where_more_units_come_from(window, page, qtbot)
        greyed_rows_are_readable_and_say_why_without_hovering(window, page)
        look(window, f"builder-greyed-{name}")
        remove_buttons_are_touch_targets(page, qtbot)
        look(window, f"builder-team-{name}")


def an_empty_team_says_what_to_do_first_and_where_more_units_come_from(window, page, qtbot):
    # First steps instead of "Problems (7)" and six red errors.
    tab = page.bottom_tabs.tabText(page.bottom_tabs.indexOf(page.violations))
    assert "(" not in tab and tab == page.tr("First steps")
    assert page.violations.view.isHidden()
    assert page.violations.first_steps.isVisible()
    assert page.violations.first_steps.text().count("<li>") == 3
    assert "color" not in page.violations.verdict.styleSheet()  # nothing red

    # The Primary slot is selected, so the catalogue lists the Primaries only.
    assert page.selected == (1, "primary")
    types = {page.catalog.units[unit_id].type for unit_id in listed(page)}
    assert types == {"primary"}

    # First start: where more units come from, with a way there.
    assert page.more_units_banner.isVisible()
    assert page.open_catalogue_button.isVisible()
    qtbot.mouseClick(page.open_catalogue_button, Qt.MouseButton.LeftButton)
    assert window.current_page_key() == "catalogue"
    window.show_page("builder")


def the_catalogue_fits_its_columns_and_shows_eras_and_traits(window, page, width):
    browser = page.browser
    view = browser.view
    QTest.mouseClick(browser.all_types, Qt.MouseButton.LeftButton)  # every row, every column
    QApplication.processEvents()
    look(window, f"builder-catalogue-{current_language()}-{width}")
    assert view.horizontalScrollBar().maximum() == 0  # nothing to scroll sideways to
    visible = [c for c in Column if not view.isColumnHidden(c)]
    assert sum(view.columnWidth(c) for c in visible) <= view.viewport().width()
    assert Column.ERAS in visible and Column.TRAITS in visible
    model = browser.model
    lines = browser.row_lines()
    for row in range(model.rowCount()):
        record = model.record(row)
        assert text_fits(view, Column.NAME, record.name, 1), record.name  # names never cut
        for column in (Column.TYPE, Column.POINTS, Column.FORCE, Column.STAMINA):
            assert text_fits(view, column, str(record.display[column]), 1)
        if width >= 1920:  # wide enough for the eras and traits whole
            assert text_fits(view, Column.ERAS, record.era_text, lines), record.era_text
            assert text_fits(view, Column.TRAITS, record.trait_text, lines), record.trait_text
    for column in (Column.ERAS, Column.TRAITS):
        assert view.columnWidth(column) >= 40
    # Whatever the width, the current unit's eras and traits are said whole under the list.
    click_row(page, DOOKU)
    record = model.record(model.row_of(DOOKU))
    detail = browser.detail_label
    assert detail.isVisible()
    assert html.escape(record.era_text) in detail.text()
    assert html.escape(record.trait_text) in detail.text()
    QTest.mouseClick(browser.all_types, Qt.MouseButton.LeftButton)


def an_empty_search_says_where_more_units_come_from(window, page, qtbot):
    browser = page.browser
    QTest.keyClicks(browser.search, "zzzq")
    look(window, f"builder-no-match-{current_language()}")
    assert browser.empty_panel.isVisible() and not browser.view.isVisible()
    assert "zzzq" in browser.empty_title.text()
    assert browser.more_units_label.isVisible() and browser.more_units_button.isVisible()
    qtbot.mouseClick(browser.clear_button, Qt.MouseButton.LeftButton)
    assert browser.view.isVisible() and browser.search.text() == ""

    # A name of another type than the slot's: the list says so and shows it on demand.
    assert page.selected == (1, "primary")
    QTest.keyClicks(browser.search, "magna")
    assert browser.empty_panel.isVisible()
    assert browser.empty_other_types.isVisible() and browser.show_all_button.isVisible()
    qtbot.mouseClick(browser.show_all_button, Qt.MouseButton.LeftButton)
    assert listed(page) == [MAGNAGUARD]
    assert browser.all_types.isChecked()
    QTest.mouseClick(browser.all_types, Qt.MouseButton.LeftButton)
    browser.search.clear()

    QTest.keyClicks(browser.search, "zzzq")
    qtbot.mouseClick(browser.more_units_button, Qt.MouseButton.LeftButton)
    assert window.current_page_key() == "catalogue"
    window.show_page("builder")
    browser.search.clear()


def greyed_rows_are_readable_and_say_why_without_hovering(window, page):
    browser = page.browser
    page.add_unit(DOOKU)  # 7 Squad Points
    page.add_unit(AURRA)  # 5 spent: a 3-point Support no longer fits
    QTest.mouseClick(page.slot_widget(1, "support"), Qt.MouseButton.LeftButton)
    assert page.selected == (1, "support")
    assert {page.catalog.units[u].type for u in listed(page)} == {"support"}  # others hidden
    click_row(page, MAGNAGUARD)

    proxy = browser.proxy
    index = proxy.index(proxy.row_of(MAGNAGUARD), Column.NAME)
    brush = index.data(Qt.ItemDataRole.ForegroundRole)
    assert brush is not None and index.data(Qt.ItemDataRole.FontRole).italic()
    palette = browser.view.palette()
    text = brush.color()
    for role in (QPalette.ColorRole.Base, QPalette.ColorRole.AlternateBase):
        ground = palette.color(role)
        ratio = contrast_ratio(rgb(text), rgb(ground))
        assert ratio >= READABLE, (text.name(), ground.name(), ratio)
    normal = palette.color(QPalette.ColorRole.Text)
    assert text != normal  # still told apart from the rows that fit

    # The reason of the selected row is on screen, not only in a tooltip.
    reasons = browser.model.blocked_reasons(MAGNAGUARD)
    assert reasons
    detail = browser.detail_label
    assert detail.isVisible()
    assert html.escape(" ".join(reasons)) in detail.text()


def remove_buttons_are_touch_targets(page, qtbot):
    QApplication.processEvents()
    for slot in ("primary", "secondary"):
        button = page.slot_widget(1, slot).remove_button
        assert button.isVisible()
        assert button.width() >= 32 and button.height() >= 32
    dismiss = page.dismiss_banner_button
    assert dismiss.width() >= 32 and dismiss.height() >= 32
    qtbot.mouseClick(page.slot_widget(1, "secondary").remove_button, Qt.MouseButton.LeftButton)
    assert page.editor.unit_at(1, "secondary") is None


def test_show_all_types_is_remembered_and_the_banner_can_be_dismissed(
    qtbot, workspace, ui_settings
):
    from ui.systems.shatterpoint.builder import ShatterpointBuilder

    first = ShatterpointBuilder(workspace, ui_settings)
    qtbot.addWidget(first)
    first.resize(1366, 700)
    first.show()
    qtbot.waitExposed(first)
    assert not first.browser.all_types.isChecked()
    QTest.mouseClick(first.browser.all_types, Qt.MouseButton.LeftButton)
    assert {first.catalog.units[u].type for u in listed(first)} == {
        "primary",
        "secondary",
        "support",
    }
    assert first.more_units_banner.isVisible()
    qtbot.mouseClick(first.dismiss_banner_button, Qt.MouseButton.LeftButton)
    assert not first.more_units_banner.isVisible()

    second = ShatterpointBuilder(workspace, ui_settings)
    qtbot.addWidget(second)
    second.show()
    qtbot.waitExposed(second)
    assert second.browser.all_types.isChecked()
    assert len(listed(second)) == len(second.catalog.units)
    assert not second.more_units_banner.isVisible()


def test_columns_saved_by_an_older_muster_are_fitted_again(qtbot, workspace, ui_settings):
    """Older versions saved fixed widths (1000 px in all) and a stretched last column."""
    from PySide6.QtWidgets import QTableView

    from app import systems
    from ui.systems.shatterpoint.builder import ShatterpointBuilder
    from ui.systems.shatterpoint.unit_browser import UnitTableModel

    old = QTableView()
    qtbot.addWidget(old)
    old.setModel(UnitTableModel(systems.get("shatterpoint"), old))
    old.horizontalHeader().setStretchLastSection(True)
    for column, width in zip(Column, (220, 95, 60, 55, 90, 70, 60, 150, 200), strict=True):
        old.setColumnWidth(column, width)
    header = old.horizontalHeader().saveState()
    ui_settings.setValue("builder/shatterpoint/catalogue/header", header)

    page = ShatterpointBuilder(workspace, ui_settings)
    qtbot.addWidget(page)
    page.resize(1176, 700)  # the builder's share of a 1366-pixel window
    page.show()
    qtbot.waitExposed(page)
    view = page.browser.view
    assert not view.horizontalHeader().stretchLastSection()
    assert view.isColumnHidden(Column.TYPE)  # the Primary slot is selected: Primaries only
    visible = [c for c in Column if not view.isColumnHidden(c)]
    assert sum(view.columnWidth(c) for c in visible) <= view.viewport().width()
    assert view.horizontalScrollBar().maximum() == 0
