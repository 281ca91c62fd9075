"""Legion on the Catalogue page: every card with its figures, searched, owned, printed;
the cards not out yet hidden until asked for."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox

from app.catalog.collection import Collection
from tests.legion.test_rules import LEIA, TROOPERS
from tests.legion.test_unreleased import HAN_CHEWIE
from tests.ui.test_catalogue_page import focus, open_page
from ui import systems as game_views
from ui.systems.legion.card_list import Column
from ui.systems.legion.catalogue_table import FIGURES, LegionCatalogueTable


def legion_page(gui, qtbot):
    page = open_page(gui, qtbot)
    focus(qtbot, page.system_combo)
    while page.system_id != "legion":
        qtbot.keyClick(page.system_combo, Qt.Key.Key_Down)
    assert isinstance(page.browser, LegionCatalogueTable)
    return page


def cell(table, card_id: str, column: int):
    row = table.proxy.row_of(card_id)
    assert row >= 0, card_id
    return table.proxy.index(row, column).data()


def test_legion_cards_are_browsed_searched_owned_and_printed(gui, qtbot):
    from ui.printing.dialog import PrintDialog

    assert "legion" in game_views.catalogue_ids()
    page = legion_page(gui, qtbot)
    table = page.browser
    catalog = gui.workspace.catalog("legion")
    out = [card for card in catalog.cards.values() if not card.unreleased]
    assert table.proxy.rowCount() == len(out) > 800
    assert cell(table, TROOPERS, FIGURES) == (
        "Miniatures 4 · Wounds 1 · Courage 1 · Speed 2 · white die"
    )
    assert cell(table, TROOPERS, Column.POINTS) == 40
    assert cell(table, "command-ambush", FIGURES) == "•"
    # A search by name, then by kind.
    qtbot.keyClicks(table.search, "leia organa")
    assert table.proxy.row_of(LEIA) >= 0 and table.proxy.row_of(TROOPERS) < 0
    table.search.clear()
    focus(qtbot, table.kind_combo)
    while table.kind_combo.currentData() != "command":
        qtbot.keyClick(table.kind_combo, Qt.Key.Key_Down)
    assert {table.proxy.index(r, Column.KIND).data() for r in range(table.proxy.rowCount())} == {
        "command"
    }
    focus(qtbot, table.kind_combo)
    qtbot.keyClick(table.kind_combo, Qt.Key.Key_Home)
    # The Owned count is typed into its cell and kept in the Legion collection.
    view = table.view
    focus(qtbot, view)
    view.setCurrentIndex(table.proxy.index(table.proxy.row_of(TROOPERS), Column.OWNED))
    qtbot.keyClick(view, Qt.Key.Key_2)
    editor = view.viewport().findChild(QSpinBox)
    assert editor is not None
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    collection = Collection(gui.workspace.db, "legion")
    qtbot.waitUntil(lambda: collection.owned(TROOPERS) == 2)
    # Selected cards print.
    view.selectRow(table.proxy.row_of(TROOPERS))
    assert page.print_button.isEnabled()
    qtbot.mouseClick(page.print_button, Qt.MouseButton.LeftButton)
    dialog = page.print_dialog
    assert isinstance(dialog, PrintDialog) and dialog.unit_ids == [TROOPERS]
    dialog.reject()
    page.undo_stack.undo()
    assert collection.owned(TROOPERS) == 0


def test_unreleased_cards_on_the_catalogue_page_only_on_demand(gui, qtbot):
    page = legion_page(gui, qtbot)
    table = page.browser
    assert table.proxy.row_of(HAN_CHEWIE) < 0
    qtbot.mouseClick(table.show_unreleased, Qt.MouseButton.LeftButton)
    assert cell(table, HAN_CHEWIE, Column.NAME).endswith("(not out yet: Q4 2026)")
    assert cell(table, HAN_CHEWIE, Column.POINTS) == "?"
    qtbot.mouseClick(table.show_unreleased, Qt.MouseButton.LeftButton)
    assert table.proxy.row_of(HAN_CHEWIE) < 0


def test_a_box_the_data_names_adds_its_cards_to_the_collection(gui, qtbot):
    # Legion HQ's data names special-issue boxes (its specialIssue field), such as the
    # Blizzard Force holding the Stormtroopers Heavy Response Unit.
    page = legion_page(gui, qtbot)
    button = page.boxes_button
    assert button.isVisible()
    action = button.menu().findChild(type(button.menu().actions()[0]), "box-Blizzard Force")
    assert action is not None and action.text() == "Blizzard Force (1)"
    collection = Collection(gui.workspace.db, "legion")
    unit = "unit-stormtroopers-heavy-response-unit"
    action.trigger()
    assert collection.owned(unit) == 1
    assert cell(page.browser, unit, Column.OWNED) == 1
    action.trigger()
    assert collection.owned(unit) == 2
    page.undo_stack.undo()
    page.undo_stack.undo()
    assert collection.owned(unit) == 0
