"""A legal army in ten clicks or fewer: four units (a double-click each), one click for a
legal command hand, one for a legal battle deck — counted on the real widgets."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.systems.legion.army import army_of
from tests.legion.test_rules import LEIA, TROOPERS
from tests.legion.ui.test_army_editor import double_click_card


class Clicks:
    """Counts every press of the mouse the test makes (a double-click is two)."""

    def __init__(self) -> None:
        self.count = 0

    def click(self, widget) -> None:
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
        self.count += 1

    def double_click_card(self, editor, card_id: str) -> None:
        double_click_card(editor, card_id)  # a press and release, then Qt's double-click
        self.count += 2


def test_a_legal_army_in_ten_clicks(legion_editor):
    widget = legion_editor
    clicks = Clicks()
    for unit in (LEIA, TROOPERS, TROOPERS, TROOPERS):
        clicks.double_click_card(widget, unit)
    # Legal as soon as its units are: an empty hand and deck are still to be chosen.
    assert widget.editor.violations == []
    assert widget.quick_fill.hand_button.isEnabled() and widget.quick_fill.deck_button.isEnabled()
    clicks.click(widget.quick_fill.hand_button)
    clicks.click(widget.quick_fill.deck_button)
    army = army_of(widget.editor.document)
    assert [unit.unit for unit in army.units] == [LEIA, TROOPERS, TROOPERS, TROOPERS]
    # Seed 004, « Main de Commandement »: « deux cartes à 1 point lumineux, deux cartes à 2
    # points lumineux et deux cartes à 3 points lumineux », then the Standing Orders card.
    assert len(army.command_hand) == 7
    leia_cards = [c for c in army.command_hand if widget.catalog.get(c).owners == ("Leia Organa",)]
    assert len(leia_cards) >= 3  # the character's own cards come first
    assert {category: len(cards) for category, cards in army.battle_deck.items()} == {
        "primary": 3,
        "secondary": 3,
        "advantage": 3,
    }
    assert widget.editor.violations == []
    assert clicks.count <= 10
    # Both parts are full: nothing more to suggest.
    assert not widget.quick_fill.hand_button.isEnabled()
    assert not widget.quick_fill.deck_button.isEnabled()
    assert widget.tabs.tabText(1).endswith("(7)") and widget.tabs.tabText(2).endswith("(9)")


def test_the_suggestion_keeps_the_players_choices_and_stays_editable(legion_editor):
    widget = legion_editor
    for unit in (LEIA, TROOPERS, TROOPERS, TROOPERS):
        widget.add_unit(unit)
    widget.tabs.setCurrentWidget(widget.hand)
    widget.toggle_command("command-arboreal-assault", False)  # the player's own pick
    assert widget.editor.violations  # a hand begun is a hand checked: one card of seven
    QTest.mouseClick(widget.quick_fill.hand_button, Qt.MouseButton.LeftButton)
    hand = army_of(widget.editor.document).command_hand
    assert "command-arboreal-assault" in hand and len(hand) == 7
    assert widget.editor.violations == []
    # The suggestion is one undo step, and each card can still be taken out.
    widget.toggle_command(hand[-1], False)
    assert len(army_of(widget.editor.document).command_hand) == 6
    widget.editor.undo_stack.undo()
    widget.editor.undo_stack.undo()
    assert army_of(widget.editor.document).command_hand == ["command-arboreal-assault"]
