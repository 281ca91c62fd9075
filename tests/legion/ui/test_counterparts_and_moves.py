"""A counterpart's own upgrade slots, and upgrades moved or copied between units, through the
real widgets: clicks, keys, the menu key and drops of the same data the slots drag."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragLeaveEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from app.systems.legion.army import Army, ArmyUnit, army_of, document_for
from tests.legion.test_rules import Z6
from tests.legion.ui.conftest import drop, list_mime
from tests.legion.ui.test_army_editor import double_click_card
from ui.systems.legion.army_panel import SlotKey, army_slot_mime

IDEN = "unit-iden-versio-inferno-squad-leader"
ID10 = "counterpart-iden-s-id10-seeker-droid"
SCOUTS = "unit-scout-troopers"
BIKES = "unit-74-z-speeder-bikes"
HQ_UPLINK = "upgrade-hq-uplink"
JAMMER = "upgrade-comms-jammer"
SQUADRON_LEADER = "upgrade-squadron-leader"  # comms; vehicles only; unique


def army(widget) -> Army:
    return army_of(widget.editor.document)


def load(widget, built: Army) -> None:
    widget.editor.load(document_for(built, "Inferno"), None)


def empire(*units: ArmyUnit) -> Army:
    return Army(format="standard", faction="empire", units=list(units))


def drag_over(target: QWidget, mime: QMimeData, ctrl: bool = False) -> bool:
    """Drags ``mime`` over ``target`` without dropping; returns whether it would be taken."""
    modifiers = Qt.KeyboardModifier.ControlModifier if ctrl else Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(
        target.rect().center(),
        Qt.DropAction.CopyAction | Qt.DropAction.MoveAction,
        mime,
        Qt.MouseButton.LeftButton,
        modifiers,
    )
    QApplication.sendEvent(target, enter)
    return enter.isAccepted() and enter.dropAction() != Qt.DropAction.IgnoreAction


def leave(target: QWidget) -> None:
    QApplication.sendEvent(target, QDragLeaveEvent())


def ctrl_drop(target: QWidget, mime: QMimeData) -> bool:
    """A drop with Ctrl held (a copy), through the widget's own handlers."""
    point = target.rect().center()
    actions = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction
    ctrl = Qt.KeyboardModifier.ControlModifier
    enter = QDragEnterEvent(point, actions, mime, Qt.MouseButton.LeftButton, ctrl)
    QApplication.sendEvent(target, enter)
    if not enter.isAccepted():
        return False
    event = QDropEvent(QPointF(QPoint(point)), actions, mime, Qt.MouseButton.LeftButton, ctrl)
    QApplication.sendEvent(target, event)
    return event.isAccepted()


def test_a_fielded_counterpart_is_a_row_with_its_own_slots(legion_editor):
    widget = legion_editor
    load(widget, empire(ArmyUnit(IDEN)))
    row = widget.row(1)
    assert row.counterpart_row is None
    assert row.slot_button("comms", 0, counterpart=True) is None
    QTest.mouseClick(row.counterpart_button, Qt.MouseButton.LeftButton)
    assert army(widget).units[0].counterpart == ID10
    row = widget.row(1)
    assert row.counterpart_row is not None and row.counterpart_row.isVisible()
    assert "Iden's ID10 Seeker Droid" in row.counterpart_row.toggle.text()
    # ID10's comms slot is its own: Iden herself has none.
    button = row.slot_button("comms", 0, counterpart=True)
    assert button is not None and button.full_text == "+ Comms"
    assert row.slot_button("comms", 0) is None
    # Selecting it lists comms upgrades for the droid, greyed with the droid's reasons.
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert widget.slot == SlotKey("comms", 0, True)
    assert widget.card_list.title.text() == "Comms upgrades for Iden's ID10 Seeker Droid"
    assert widget.card_list.model.blocked_reasons(HQ_UPLINK) == []
    assert any(
        "requirements" in reason
        for reason in widget.card_list.model.blocked_reasons(SQUADRON_LEADER)
    )
    double_click_card(widget, HQ_UPLINK)
    unit = army(widget).units[0]
    assert unit.counterpart_upgrades == [HQ_UPLINK] and unit.upgrades == []
    assert widget.editor.undo_stack.undoText() == "Equip HQ Uplink on Iden's ID10 Seeker Droid"
    row = widget.row(1)
    assert row.slot_button("comms", 0, counterpart=True).full_text == "HQ Uplink (10)"
    assert row.counterpart_row.points.text() == "10"
    # A card dropped on the slot replaces the one there; Delete takes it off.
    QTest.mouseClick(row.slot_button("comms", 0, counterpart=True), Qt.MouseButton.LeftButton)
    assert drop(row.slot_button("comms", 0, counterpart=True), list_mime(widget, JAMMER))
    assert army(widget).units[0].counterpart_upgrades == [JAMMER]
    button = widget.row(1).slot_button("comms", 0, counterpart=True)
    button.setFocus()
    QTest.keyClick(button, Qt.Key.Key_Delete)
    assert army(widget).units[0].counterpart_upgrades == []
    # Dropped on the counterpart's row, a card goes into its free slot of that type.
    assert drop(widget.row(1).counterpart_row, list_mime(widget, HQ_UPLINK))
    assert army(widget).units[0].counterpart_upgrades == [HQ_UPLINK]
    # Leaving the counterpart out takes its upgrades with it; undo brings both back.
    QTest.mouseClick(widget.row(1).counterpart_button, Qt.MouseButton.LeftButton)
    assert army(widget).units[0].counterpart is None
    assert army(widget).units[0].counterpart_upgrades == []
    widget.editor.undo_stack.undo()
    assert army(widget).units[0].counterpart_upgrades == [HQ_UPLINK]


def test_a_counterparts_upgrade_that_does_not_fit_is_shown_on_its_slot(legion_editor):
    widget = legion_editor
    load(widget, empire(ArmyUnit(IDEN, counterpart=ID10, counterpart_upgrades=[Z6])))
    assert "UPGRADE_SLOT_MISSING" in {v.code for v in widget.editor.violations}
    row = widget.row(1)
    button = row.slot_button("heavy weapon", 0, counterpart=True)
    assert button is not None and button.property("problem")
    assert "no free Heavy Weapon slot" in button.toolTip()
    QTest.mouseDClick(button, Qt.MouseButton.LeftButton)
    assert army(widget).units[0].counterpart_upgrades == []


def moving_army() -> Army:
    return empire(
        ArmyUnit(IDEN, counterpart=ID10),
        ArmyUnit(SCOUTS, [HQ_UPLINK]),
        ArmyUnit(SCOUTS),
        ArmyUnit(BIKES, [SQUADRON_LEADER]),
        ArmyUnit(BIKES),
    )


def test_an_upgrade_dragged_onto_another_units_slot_moves_and_undo_restores_both(
    legion_editor,
):
    widget = legion_editor
    load(widget, moving_army())
    # From the first scouts to the second: one step, undone as one.
    assert drop(widget.row(3).slot_button("comms", 0), army_slot_mime(2, "comms", 0))
    units = army(widget).units
    assert units[1].upgrades == [] and units[2].upgrades == [HQ_UPLINK]
    assert widget.editor.undo_stack.undoText() == "Move HQ Uplink to Scout Troopers"
    assert widget.slot == SlotKey("comms", 0)
    widget.editor.undo_stack.undo()
    units = army(widget).units
    assert units[1].upgrades == [HQ_UPLINK] and units[2].upgrades == []
    # Onto the counterpart's slot, or onto the counterpart's row.
    assert drop(
        widget.row(1).slot_button("comms", 0, counterpart=True), army_slot_mime(2, "comms", 0)
    )
    assert army(widget).units[0].counterpart_upgrades == [HQ_UPLINK]
    assert army(widget).units[1].upgrades == []
    # And back from the counterpart, dropped on the unit's row: its comms slot takes it.
    assert drop(widget.row(2), army_slot_mime(1, "comms", 0, counterpart=True))
    assert army(widget).units[1].upgrades == [HQ_UPLINK]
    assert army(widget).units[0].counterpart_upgrades == []
    # Ctrl held: a copy (HQ Uplink is not unique); the source keeps its card.
    assert ctrl_drop(widget.row(3).slot_button("comms", 0), army_slot_mime(2, "comms", 0))
    units = army(widget).units
    assert units[1].upgrades == [HQ_UPLINK] and units[2].upgrades == [HQ_UPLINK]
    assert widget.editor.undo_stack.undoText() == "Copy HQ Uplink to Scout Troopers"
    # Onto a filled slot, the two upgrades swap places.
    load(widget, moving_army())
    army_now = army(widget)
    army_now.units[2].upgrades = [JAMMER]
    load(widget, army_now)
    assert drop(widget.row(3).slot_button("comms", 0), army_slot_mime(2, "comms", 0))
    units = army(widget).units
    assert units[1].upgrades == [JAMMER] and units[2].upgrades == [HQ_UPLINK]


def test_a_slot_that_would_not_take_the_dragged_upgrade_greys_with_the_reason(legion_editor):
    widget = legion_editor
    load(widget, moving_army())
    said: list[str] = []
    widget.status.connect(said.append)
    # Squadron Leader is for vehicles: the scouts' comms slot refuses it and says why.
    target = widget.row(3).slot_button("comms", 0)
    assert not drag_over(target, army_slot_mime(4, "comms", 0))
    assert target.property("refused")
    assert said and "does not meet the requirements of Squadron Leader" in said[-1]
    leave(target)
    assert not target.property("refused") and said[-1] == ""
    assert not drop(target, army_slot_mime(4, "comms", 0))
    assert army(widget).units[3].upgrades == [SQUADRON_LEADER]
    # The other speeder bikes take it, but not as a copy: its name is unique.
    other = widget.row(5).slot_button("comms", 0)
    assert drag_over(other, army_slot_mime(4, "comms", 0))
    leave(other)
    assert not drag_over(other, army_slot_mime(4, "comms", 0), ctrl=True)
    assert "unique name Squadron Leader" in said[-1]
    leave(other)
    assert not ctrl_drop(other, army_slot_mime(4, "comms", 0))
    assert army(widget).units[4].upgrades == []
    assert drop(other, army_slot_mime(4, "comms", 0))
    assert army(widget).units[4].upgrades == [SQUADRON_LEADER]
    assert army(widget).units[3].upgrades == []


def test_the_menu_key_moves_or_copies_an_upgrade_to_another_unit(legion_editor):
    widget = legion_editor
    load(widget, moving_army())
    button = widget.row(4).slot_button("comms", 0)
    button.setFocus()
    QTest.keyClick(button, Qt.Key.Key_Menu)
    menu = widget.slot_menu
    assert menu is not None and menu.isVisible()
    move_menu, copy_menu = (a.menu() for a in menu.actions()[:2])
    targets = {a.text(): a for a in move_menu.actions()}
    assert list(targets) == [
        "1. Iden's ID10 Seeker Droid (with Iden Versio, Inferno Squad Leader)",
        "2. Scout Troopers (swapping with HQ Uplink)",
        "3. Scout Troopers",
        "5. 74-Z Speeder Bikes",
    ]
    # Greyed with the reason where it does not fit; a unique card copies nowhere.
    scouts = targets["3. Scout Troopers"]
    assert not scouts.isEnabled() and "requirements of Squadron Leader" in scouts.toolTip()
    assert targets["5. 74-Z Speeder Bikes"].isEnabled()
    assert not any(a.isEnabled() for a in copy_menu.actions())
    # Down the menu and into "Move to" with the keys: the first enabled target is the bikes.
    QTest.keyClick(menu, Qt.Key.Key_Down)
    assert menu.activeAction() is menu.actions()[0]
    QTest.keyClick(menu, Qt.Key.Key_Right)
    assert move_menu.isVisible()
    QTest.keyClick(move_menu, Qt.Key.Key_Down)
    assert move_menu.activeAction() is targets["5. 74-Z Speeder Bikes"]
    QTest.keyClick(move_menu, Qt.Key.Key_Return)
    units = army(widget).units
    assert units[3].upgrades == [] and units[4].upgrades == [SQUADRON_LEADER]
    widget.editor.undo_stack.undo()
    units = army(widget).units
    assert units[3].upgrades == [SQUADRON_LEADER] and units[4].upgrades == []
