"""The army at a glance: a rank bar above one-line unit rows, every unit of a 1,000-point army
of eleven units seen without scrolling at 1366×768 and 1920×1080, in English, French and
Polish, each name and slot label whole. With MUSTER_SCREENSHOTS set, each screen is kept
(docs/screenshots/legion-army-*.png come from there)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from app.systems.legion.army import document_for
from tests.legion.big_army import big_army
from tests.legion.ui.test_builder import builder, look, ui_settings  # noqa: F401
from ui.systems.legion.army_panel import SLOT_PADDING
from ui.systems.legion.rank_bar import FULL_MARK


def inside(widget, viewport) -> bool:
    area = QRect(widget.mapTo(viewport, widget.rect().topLeft()), widget.size())
    return viewport.rect().contains(area)


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_every_unit_and_slot_is_whole_on_one_screen(builder, languages, language, size):  # noqa: F811
    page = builder
    page.resize(*size)
    languages.apply(language)
    army = big_army(page.catalog)
    page.load(document_for(army, "Echo Base"), None)
    for _ in range(3):  # a row that wraps asks its section for a second line
        QApplication.processEvents()
    look(page, f"legion-army-{size[0]}-{language}")
    editor = page.army
    viewport = editor.units_scroll.viewport()
    assert page.editor.violations == []
    assert editor.units_scroll.verticalScrollBar().maximum() == 0  # nothing to scroll to
    assert editor.units_scroll.horizontalScrollBar().maximum() == 0
    rows = [editor.row(entry) for entry in range(1, len(army.units) + 1)]
    assert all(row is not None and row.isVisible() for row in rows)
    for row in rows:
        assert inside(row, viewport), row.view.name
        assert row.name.width() >= row.name.sizeHint().width(), row.view.name
        for button in row.slot_buttons:
            assert button.text() in (button.full_text, button.short_text)
            room = button.fontMetrics().horizontalAdvance(button.text()) + SLOT_PADDING
            assert room <= button.width(), button.text()
            assert inside(button, viewport), button.text()
            assert inside(button, row), button.text()  # a wrapped row grows to hold its slots
    # The rank bar: Corps 4 of 3 to 6; Commander 2 of 1 to 2, full.
    chips = editor.rank_bar.chips
    assert chips["corps"].text().endswith("4 / 3–6")
    assert chips["commander"].text().endswith(f"2 / 1–2 {FULL_MARK}")
    assert chips["commander"].property("full") and not chips["corps"].property("wrong")
    for chip in chips.values():
        if chip.isVisible():
            assert chip.width() >= chip.sizeHint().width()
    if size == (1920, 1080):  # room to spare: no row needs a second line
        assert not any(row.wrapped for row in rows)


def test_a_slot_showing_its_type_says_its_upgrade_in_the_status_line(builder, qtbot):  # noqa: F811
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QEnterEvent

    page = builder
    page.load(document_for(big_army(page.catalog), "Echo Base"), None)
    QApplication.processEvents()
    editor = page.army
    short = [
        b
        for entry in range(1, len(editor.army.units) + 1)
        for b in editor.row(entry).slot_buttons
        if b.view.upgrade and b.text() == b.short_text
    ]
    assert short  # at 1366 pixels some filled slots show their type's word
    button = short[0]
    assert button.view.upgrade_name in button.toolTip()
    point = QPointF(button.rect().center())
    with qtbot.waitSignal(editor.status) as said:
        QApplication.sendEvent(button, QEnterEvent(point, point, button.mapToGlobal(point)))
    assert button.view.upgrade_name in said.args[0]
