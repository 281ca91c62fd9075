"""The builder hides the cards Legion HQ marks not out yet; a filter shows them, marked."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.legion.test_unreleased import HAN_CHEWIE, SHAAK_TI
from ui.systems.legion.card_list import Column

WE_SHALL_START = "command-we-shall-start-with-revenge"


def shown_name(widget, card_id: str) -> str:
    proxy = widget.card_list.proxy
    return str(proxy.index(proxy.row_of(card_id), Column.NAME).data())


def test_unreleased_cards_are_hidden_until_the_filter_shows_them_marked(legion_editor, qtbot):
    widget = legion_editor
    cards = widget.card_list
    assert not cards.show_unreleased.isChecked()
    assert cards.proxy.row_of(HAN_CHEWIE) < 0 and cards.proxy.row_of(SHAAK_TI) < 0
    assert widget.hand.model.row_of(WE_SHALL_START) < 0
    count = cards.count_label.text()
    qtbot.mouseClick(cards.show_unreleased, Qt.MouseButton.LeftButton)
    assert cards.show_unreleased.isChecked()
    assert shown_name(widget, HAN_CHEWIE).endswith("(not out yet: Q4 2026)")
    han_points = cards.proxy.index(cards.proxy.row_of(HAN_CHEWIE), Column.POINTS).data()
    assert han_points == "?"  # Legion HQ's placeholder 0 is no price
    shaak = cards.proxy.index(cards.proxy.row_of(SHAAK_TI), Column.POINTS).data()
    assert shaak == 120
    assert widget.hand.model.row_of(WE_SHALL_START) >= 0
    assert cards.count_label.text() != count
    qtbot.mouseClick(cards.show_unreleased, Qt.MouseButton.LeftButton)
    assert cards.proxy.row_of(HAN_CHEWIE) < 0
