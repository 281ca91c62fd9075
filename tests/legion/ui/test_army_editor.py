"""Building a Legion army through the real widgets: clicks, keys and drops."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from app.systems.legion.army import ArmyUnit, army_of, document_for
from tests.legion.test_rules import (
    BOBA_EMPIRE,
    BOBA_REBEL,
    HAND,
    LEIA,
    OFFICER,
    TROOPERS,
    VADER,
    Z6,
    legal_army,
)
from tests.legion.ui.conftest import drop, list_mime
from ui.systems.legion.army_panel import SlotKey, army_slot_mime, army_unit_mime
from ui.systems.legion.card_list import Column, card_mime
from ui.systems.legion.card_pickers import PickColumn

SPEEDER = "unit-t-47-airspeeder"


def army(widget):
    return army_of(widget.editor.document)


def codes(widget):
    return {violation.code for violation in widget.editor.violations}


def double_click_card(widget, card_id: str) -> None:
    view = widget.card_list.view
    proxy = widget.card_list.proxy
    row = proxy.row_of(card_id)
    assert row >= 0, card_id
    view.scrollTo(proxy.index(row, Column.NAME))
    rect = view.visualRect(proxy.index(row, Column.NAME))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def choose(combo, data) -> None:
    """Picks the entry holding ``data`` with the keyboard, as a player would."""
    target = combo.findData(data)
    assert target >= 0, data
    combo.setFocus()
    while combo.currentIndex() != target:
        key = Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up
        QTest.keyClick(combo, key)


def load(widget, built) -> None:
    widget.editor.load(document_for(built, "Test"), None)


def test_units_are_added_by_double_click_enter_and_drop_and_points_left_follow(legion_editor):
    widget = legion_editor
    header = widget.header
    assert header.points_left.text() == "Points left: 1000"
    assert widget.units_hint.isVisible()
    double_click_card(widget, LEIA)
    assert [u.unit for u in army(widget).units] == [LEIA]
    # The first unit chose the faction: the list now holds the Rebels' units only.
    assert army(widget).faction == "rebels"
    assert header.faction_combo.currentData() == "rebels"
    assert widget.card_list.proxy.row_of(VADER) < 0
    assert header.points_left.text() == "Points left: 925"
    assert not widget.units_hint.isVisible()
    # Typing a search and pressing Enter adds the first match.
    QTest.keyClicks(widget.card_list.search, "rebel troopers")
    QTest.keyClick(widget.card_list.search, Qt.Key.Key_Return)
    assert [u.unit for u in army(widget).units] == [LEIA, TROOPERS]
    # A drop of a unit card anywhere on the army adds it.
    assert drop(widget.units_area, list_mime(widget, TROOPERS))
    assert len(army(widget).units) == 3
    assert header.points_left.text() == "Points left: 845"
    assert widget.editor.undo_stack.count() == 3
    widget.editor.undo_stack.undo()
    assert len(army(widget).units) == 2
    assert header.points_left.text() == "Points left: 885"
    widget.editor.undo_stack.redo()
    assert len(army(widget).units) == 3


def test_ranks_show_the_formats_limits_and_turn_red_outside_them(legion_editor):
    widget = legion_editor
    chips = widget.rank_bar.chips
    commander = widget._sections["commander"]
    corps = widget._sections["corps"]
    assert chips["commander"].text() == "Commander 0 / 1–2"
    assert chips["commander"].property("wrong")  # no commander: below the minimum
    assert "at least 1" in commander.empty.text()
    assert chips["operative"].text() == "Operative 0 / ≤2"
    load(widget, legal_army())
    assert chips["commander"].text() == "Commander 1 / 1–2"
    assert not chips["commander"].property("wrong") and not commander.empty.isVisible()
    assert chips["corps"].text() == "Corps 3 / 3–6"
    assert len(corps.rows) == 3
    # Recon allows one commander at most (full) and fewer corps.
    choose(widget.header.format_combo, "recon")
    assert army(widget).format == "recon"
    assert chips["corps"].text() == "Corps 3 / 2–4"
    assert chips["commander"].text() == "Commander 1 / 1–1 ✓" and chips["commander"].property(
        "full"
    )
    assert widget.header.points_used.text() == "215 of 600 points"
    assert widget.editor.undo_stack.undoText() == "Play the format Recon"


def test_greyed_units_say_why(legion_editor):
    widget = legion_editor
    load(widget, legal_army())
    model = widget.card_list.model
    # Leia is in the army already: her unique name is taken.
    reasons = model.blocked_reasons(LEIA)
    assert reasons and "unique name" in reasons[0]
    index = model.index(model.row_of(LEIA), Column.NAME)
    assert "unique name" in index.data(Qt.ItemDataRole.ToolTipRole)
    assert model.blocked_reasons(TROOPERS) == []
    widget.card_list.select_card(LEIA)
    assert "unique name" in widget.card_list.detail.text()
    # "Only what fits" hides the greyed cards.
    QTest.mouseClick(widget.card_list.fitting_only, Qt.MouseButton.LeftButton)
    assert widget.card_list.proxy.row_of(LEIA) < 0
    assert widget.card_list.proxy.row_of(TROOPERS) >= 0


def test_selecting_a_slot_lists_its_upgrades_greyed_and_a_double_click_equips(legion_editor):
    widget = legion_editor
    load(widget, legal_army())
    row = widget.row(3)  # the second Rebel Troopers, without upgrades
    assert row is not None
    button = row.slot_button("heavy weapon", 0)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert widget.card_list.mode == "upgrade"
    assert widget.card_list.title.text() == "Heavy Weapon upgrades for Rebel Troopers"
    proxy = widget.card_list.proxy
    shown = {proxy.card_id_at(r) for r in range(proxy.rowCount())}
    assert Z6 in shown and OFFICER not in shown
    # Leia's cards are not for troopers: the requirement is named before the card is taken.
    reasons = widget.card_list.model.blocked_reasons("upgrade-mpl-57-ion-trooper")
    assert reasons == []
    leia_only = [
        card_id
        for card_id in shown
        if any("requirements" in r for r in widget.card_list.model.blocked_reasons(card_id))
    ]
    assert leia_only
    double_click_card(widget, Z6)
    assert army(widget).units[2].upgrades == [Z6]
    assert widget.editor.undo_stack.undoText() == "Equip Z-6 Trooper on Rebel Troopers"
    # The selection moved on to the unit's next empty slot.
    assert widget.slot == SlotKey("personnel", 0)
    assert widget.card_list.title.text() == "Personnel upgrades for Rebel Troopers"
    assert widget.row(3).slot_button("heavy weapon", 0).full_text == "Z-6 Trooper (20)"
    assert widget.row(3).points.text() == "60"


def test_upgrades_dropped_on_a_slot_or_a_unit_and_cleared_with_delete(legion_editor):
    widget = legion_editor
    load(widget, legal_army())
    QTest.mouseClick(widget.row(3).slot_button("personnel", 0), Qt.MouseButton.LeftButton)
    assert drop(widget.row(3).slot_button("personnel", 0), list_mime(widget, OFFICER))
    assert army(widget).units[2].upgrades == [OFFICER]
    # Dropped on the unit, or on a slot of another type, an upgrade goes into the first
    # free slot of its own type.
    assert drop(widget.row(4).slot_button("gear", 0), list_mime(widget, Z6))
    assert army(widget).units[3].upgrades == [Z6]
    assert drop(widget.row(2), list_mime(widget, OFFICER))
    assert army(widget).units[1].upgrades == [Z6, OFFICER]
    # A unit without a slot of that type refuses it.
    assert not drop(widget.row(1), card_mime(Z6))
    # Dragged from its slot back onto the list, an upgrade is taken off.
    assert drop(widget.card_list.view.viewport(), army_slot_mime(2, "personnel", 0))
    assert army(widget).units[1].upgrades == [Z6]
    button = widget.row(4).slot_button("heavy weapon", 0)
    button.setFocus()
    QTest.keyClick(button, Qt.Key.Key_Delete)
    assert army(widget).units[3].upgrades == []
    widget.editor.undo_stack.undo()
    assert army(widget).units[3].upgrades == [Z6]


def test_an_upgrade_on_a_unit_that_cannot_take_it_is_shown_on_its_slot(legion_editor):
    widget = legion_editor
    built = legal_army()
    built.units[0].upgrades = [Z6]  # Leia has no heavy weapon slot
    load(widget, built)
    button = widget.row(1).slot_buttons[-1]
    assert button.property("problem")
    assert "no free Heavy Weapon slot" in button.toolTip()
    QTest.mouseDClick(button, Qt.MouseButton.LeftButton)
    assert army(widget).units[0].upgrades == []


def test_units_removed_with_delete_or_dragged_onto_the_list_and_copied(legion_editor):
    widget = legion_editor
    load(widget, legal_army())
    QTest.mouseClick(widget.row(2).duplicate_button, Qt.MouseButton.LeftButton)
    units = army(widget).units
    assert [u.unit for u in units][1:3] == [TROOPERS, TROOPERS]
    assert units[2].upgrades == [Z6]
    assert len(widget._sections["corps"].rows) == 4
    row = widget.row(5)
    QTest.mouseClick(row, Qt.MouseButton.LeftButton, pos=QPoint(20, 10))
    assert widget.entry == 5
    QTest.keyClick(widget.focusWidget(), Qt.Key.Key_Delete)
    assert len(army(widget).units) == 4
    assert widget.card_list.view.acceptDrops()
    assert drop(widget.card_list.view.viewport(), army_unit_mime(1))
    assert [u.unit for u in army(widget).units] == [TROOPERS, TROOPERS, TROOPERS]
    # Ctrl+D on a unit copies it.
    QTest.mouseClick(widget.row(1), Qt.MouseButton.LeftButton, pos=QPoint(20, 10))
    QTest.keyClick(widget.focusWidget(), Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert len(army(widget).units) == 4
    assert widget.editor.undo_stack.undoText() == "Copy Rebel Troopers"


def test_arrows_move_between_units_and_slots(legion_editor):
    widget = legion_editor
    load(widget, legal_army())
    QTest.mouseClick(widget.row(1), Qt.MouseButton.LeftButton, pos=QPoint(20, 10))
    assert (widget.entry, widget.slot) == (1, None)
    QTest.keyClick(widget.focusWidget(), Qt.Key.Key_Down)
    assert (widget.entry, widget.slot) == (2, None)
    QTest.keyClick(widget.focusWidget(), Qt.Key.Key_Right)
    assert (widget.entry, widget.slot) == (2, SlotKey("heavy weapon", 0))
    QTest.keyClick(widget.focusWidget(), Qt.Key.Key_Right)
    assert widget.slot == SlotKey("personnel", 0)
    assert widget.card_list.mode == "upgrade"
    # Enter on a slot goes to the list to choose its upgrade; Enter there equips it.
    QTest.keyClick(widget.focusWidget(), Qt.Key.Key_Return)
    assert widget.card_list.view.hasFocus()
    widget.card_list.select_card(OFFICER)
    QTest.keyClick(widget.card_list.view, Qt.Key.Key_Return)
    assert army(widget).units[1].upgrades == [Z6, OFFICER]
    # Escape in the list goes back to the units.
    QTest.keyClick(widget.card_list.view, Qt.Key.Key_Escape)
    assert widget.card_list.mode == "unit"


def test_command_hand_picker_takes_cards_and_greys_them_with_reasons(legion_editor):
    widget = legion_editor
    built = legal_army()
    built.command_hand = [card for card in HAND if card != "command-ambush"]
    load(widget, built)
    assert widget.tabs.tabText(1) == "Command hand (6)"
    hand = widget.hand
    summary = hand.summary.text()
    assert "1 pip: 1/2" in summary and "color" in summary
    QTest.mouseClick(widget.tabs.tabBar(), Qt.MouseButton.LeftButton,
                     pos=widget.tabs.tabBar().tabRect(1).center())  # fmt: skip
    assert widget.tabs.currentIndex() == 1
    model = hand.model
    # Luke's own cards need Luke.
    luke = next(
        model.record(r).card.id
        for r in range(model.rowCount())
        if model.record(r).card.owners == ("Luke Skywalker",)
    )
    assert any("needs Luke Skywalker" in r for r in model.blocked_reasons(luke))
    # Ticking Ambush's box takes it.
    assert hand.select_card("command-ambush")
    index = hand.view.currentIndex().siblingAtColumn(PickColumn.TAKEN)
    rect = hand.view.visualRect(index)
    QTest.mouseClick(hand.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert "command-ambush" in army(widget).command_hand
    assert "COMMAND_HAND_PIPS" not in codes(widget)
    assert widget.tabs.tabText(1) == "Command hand (7)"
    # Every other 1-pip card is now greyed: the hand has its two.
    other = next(
        model.record(r).card.id
        for r in range(model.rowCount())
        if model.record(r).card.pips == 1 and not model.is_taken(model.record(r).card.id)
    )
    assert any("two cards each" in r for r in model.blocked_reasons(other))
    # Enter gives the current card back.
    hand.select_card("command-ambush")
    hand.view.setFocus()
    QTest.keyClick(hand.view, Qt.Key.Key_Return)
    assert "command-ambush" not in army(widget).command_hand


def test_battle_deck_picker_counts_categories_and_greys_full_ones(legion_editor):
    widget = legion_editor
    built = legal_army()
    built.battle_deck["primary"] = built.battle_deck["primary"][:2]
    load(widget, built)
    deck = widget.deck
    assert "Primary: 2/3" in deck.summary.text()
    assert widget.tabs.tabText(2) == "Battle deck (8)"
    model = deck.model
    secondary = next(
        model.record(r).card.id
        for r in range(model.rowCount())
        if model.record(r).card.category == "secondary" and not model.is_taken(
            model.record(r).card.id)
    )  # fmt: skip
    assert model.blocked_reasons(secondary)
    primary = next(
        model.record(r).card.id
        for r in range(model.rowCount())
        if model.record(r).card.category == "primary"
        and not model.is_taken(model.record(r).card.id)
        and not model.blocked_reasons(model.record(r).card.id)
    )
    deck.select_card(primary)
    deck.view.setFocus()
    QTest.keyClick(deck.view, Qt.Key.Key_Space)
    assert primary in army(widget).battle_deck["primary"]
    assert "BATTLE_DECK_COMPOSITION" not in codes(widget)
    assert "Primary: 3/3" in deck.summary.text()
    # The 2020 format's categories have no cards in the catalogue: the picker says so.
    choose(widget.header.format_combo, "2020-standard")
    assert not deck.note.isHidden()
    assert "Objective" in deck.note.text()


def test_points_as_of_an_older_date(legion_editor):
    widget = legion_editor
    load(widget, legal_army())
    combo = widget.header.date_combo
    assert combo.currentText() == "Latest points"
    assert combo.count() > 2
    before = widget.header.points_used.text()
    # Somewhere in the history the army cost something else.
    for index in range(1, combo.count()):
        choose(combo, combo.itemData(index))
        if widget.header.points_used.text() != before:
            break
    assert army(widget).points_date is not None
    assert widget.header.points_used.text() != before
    assert widget.editor.undo_stack.undoText().startswith("Count the points of ")
    while widget.editor.undo_stack.canUndo():  # each step of the keyboard was a choice
        widget.editor.undo_stack.undo()
    assert army(widget).points_date is None
    assert combo.currentText() == "Latest points"
    assert widget.header.points_used.text() == before


def test_battle_force_choice_greys_units_outside_it(legion_editor):
    widget = legion_editor
    load(widget, legal_army())
    combo = widget.header.force_combo
    choose(combo, "echo-base-defenders")
    assert army(widget).battle_force == "echo-base-defenders"
    reasons = widget.card_list.model.blocked_reasons(SPEEDER)
    assert reasons == [] or any("battle force" in r for r in reasons)
    assert any(
        "battle force" in r
        for card_id in (LEIA, "unit-rebel-commandos")
        for r in widget.card_list.model.blocked_reasons(card_id)
    )


def test_a_counterpart_is_fielded_with_its_unit_or_left_out(legion_editor):
    widget = legion_editor
    built = legal_army()
    built.units.append(ArmyUnit("unit-r2-d2-hero-of-a-thousand-devices"))
    load(widget, built)
    row = widget.row(5)
    button = row.counterpart_button
    assert button is not None and not button.isChecked()
    assert "C-3PO" in button.text()
    before = row.points.text()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    counterpart = army(widget).units[4].counterpart
    assert counterpart is not None and "c-3po" in counterpart
    row = widget.row(5)
    assert row.counterpart_button.isChecked()
    assert int(row.points.text()) > int(before)
    QTest.mouseClick(row.counterpart_button, Qt.MouseButton.LeftButton)
    assert army(widget).units[4].counterpart is None


def test_contingencies_are_shown_when_the_army_sets_cards_aside(legion_editor):
    widget = legion_editor
    built = legal_army()
    load(widget, built)
    hand = widget.hand
    assert hand.view.isColumnHidden(PickColumn.ASIDE)
    assert "Contingencies" not in hand.summary.text()
    built.contingencies = ["command-ambush"]
    built.command_hand.remove("command-ambush")
    load(widget, built)
    assert not hand.view.isColumnHidden(PickColumn.ASIDE)
    # No unit of the army has the Contingencies keyword: none may be set aside.
    assert "Contingencies: 1/0" in hand.summary.text()
    assert "CONTINGENCY_LIMIT" in codes(widget)
    widget.tabs.setCurrentIndex(1)
    assert hand.select_card("command-ambush")
    index = hand.view.currentIndex().siblingAtColumn(PickColumn.ASIDE)
    hand.view.scrollTo(index)
    rect = hand.view.visualRect(index)
    QTest.mouseClick(hand.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert army(widget).contingencies == []
    assert widget.editor.undo_stack.undoText() == "Take Ambush out of the contingencies"


def test_the_unit_list_sorts_filters_by_rank_and_offers_affiliated_mercenaries(legion_editor):
    widget = legion_editor
    load(widget, legal_army())
    card_list = widget.card_list
    proxy = card_list.proxy
    # Boba Fett, Daimyo of Mos Espa, is a mercenary who may join the Rebels.
    assert proxy.row_of(BOBA_REBEL) >= 0
    assert proxy.row_of(BOBA_EMPIRE) < 0
    header = card_list.view.horizontalHeader()
    QTest.mouseClick(
        header.viewport(),
        Qt.MouseButton.LeftButton,
        pos=QPoint(header.sectionViewportPosition(Column.POINTS) + 5, header.height() // 2),
    )
    points = [proxy.index(r, Column.POINTS).data() for r in range(proxy.rowCount())]
    numbers = [p for p in points if p != ""]
    assert numbers == sorted(numbers) or numbers == sorted(numbers, reverse=True)
    choose(card_list.rank_combo, "heavy")
    ranks = {proxy.index(r, Column.KIND).data() for r in range(proxy.rowCount())}
    assert ranks == {"Heavy"}
    assert card_list.count_label.text().endswith(f"/ {card_list.proxy.offered_count()}")
    QTest.keyClicks(card_list.search, "zzzz no such unit")
    assert card_list.stack.currentIndex() == 1
    assert "zzzz" in card_list.empty_label.text()
    QTest.mouseClick(card_list.clear_button, Qt.MouseButton.LeftButton)
    assert card_list.search.text() == "" and card_list.rank_combo.currentIndex() == 0
    assert card_list.stack.currentIndex() == 0
