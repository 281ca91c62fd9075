"""The Legion army on the builder's right: its header (format, faction, battle force, points
date and the points left), then its units grouped by rank with the format's limits, each unit
with its upgrade bar as slots that take dropped upgrade cards, and a counterpart fielded with
its unit (C-3PO, Iden's ID10) as a row of its own inside the unit's, with its own slots.

The widgets never change the army themselves: they say what the player asked for with
signals, and the army editor (army_editor.py) makes each request one undoable step.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple

from PySide6.QtCore import QByteArray, QMimeData, QPoint, QSize, Qt, Signal
from PySide6.QtGui import (
    QContextMenuEvent,
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.systems.legion.army_edits import SlotRef
from ui.systems.legion.card_list import TOUCH_TARGET, read_card_mime

SLOT_HEIGHT = 26  # a compact row: every unit of a 1,000-point army on one screen
SLOT_PADDING = 12
# A unit dragged out of the army carries its entry number (from 1), UTF-8.
ARMY_UNIT_MIME_TYPE = "application/x-muster-legion-army-unit"
PROBLEM_COLOUR = "#b02020"

STYLE = """
QFrame#army-unit { border: 1px solid palette(mid); border-radius: 4px; background: palette(base); }
QFrame#army-unit[selected="true"] { border: 2px solid palette(highlight); }
QFrame#army-unit[problem="true"] { background: rgba(200, 40, 40, 28); }
QFrame#army-unit[dropping="true"] { border: 2px dashed palette(highlight); }
QFrame#army-counterpart { border: none; border-left: 3px solid palette(mid); }
QFrame#army-counterpart[dropping="true"] { border-left: 3px dashed palette(highlight); }
QToolButton#upgrade-slot { border: 1px solid palette(mid); border-radius: 3px; padding: 2px 4px; }
QToolButton#upgrade-slot[filled="true"] { background: palette(alternate-base); }
QToolButton#upgrade-slot[selected="true"] { border: 2px solid palette(highlight); }
QToolButton#upgrade-slot[problem="true"] { border: 2px solid #b02020; }
QToolButton#upgrade-slot[dropping="true"] { border: 2px dashed palette(highlight); }
QToolButton#upgrade-slot[refused="true"] { color: palette(mid); background: palette(window);
                                           border: 2px dashed #b02020; }
"""


class SlotKey(NamedTuple):
    """A slot of a unit's row: the ``index``-th of ``slot_type``, on the unit or on its
    counterpart."""

    slot_type: str
    index: int
    counterpart: bool = False


# An upgrade dragged out of its slot carries "entry:slot type:index", then ":counterpart"
# for a counterpart's slot, UTF-8.
ARMY_SLOT_MIME_TYPE = "application/x-muster-legion-army-slot"
COUNTERPART_MARK = "counterpart"


def army_slot_mime(entry: int, slot_type: str, index: int, counterpart: bool = False) -> QMimeData:
    mime = QMimeData()
    text = f"{entry}:{slot_type}:{index}" + (f":{COUNTERPART_MARK}" if counterpart else "")
    mime.setData(ARMY_SLOT_MIME_TYPE, QByteArray(text.encode()))
    return mime


def read_army_slot_mime(mime: QMimeData) -> SlotRef | None:
    """The slot an upgrade was dragged out of (None: not such a drag)."""
    if not mime.hasFormat(ARMY_SLOT_MIME_TYPE):
        return None
    text = bytes(mime.data(ARMY_SLOT_MIME_TYPE).data()).decode()
    counterpart = text.endswith(":" + COUNTERPART_MARK)
    if counterpart:
        text = text[: -len(COUNTERPART_MARK) - 1]
    entry, _, rest = text.partition(":")
    slot_type, _, index = rest.rpartition(":")
    try:
        return SlotRef(int(entry), slot_type, int(index), counterpart)
    except ValueError:
        return None


def army_unit_mime(entry: int) -> QMimeData:
    mime = QMimeData()
    mime.setData(ARMY_UNIT_MIME_TYPE, QByteArray(str(entry).encode()))
    return mime


def read_army_unit_mime(mime: QMimeData) -> int | None:
    if not mime.hasFormat(ARMY_UNIT_MIME_TYPE):
        return None
    try:
        return int(bytes(mime.data(ARMY_UNIT_MIME_TYPE).data()).decode())
    except ValueError:
        return None


def set_flag(widget: QWidget, name: str, on: bool) -> None:
    if bool(widget.property(name)) != on:
        widget.setProperty(name, on)
        widget.style().unpolish(widget)
        widget.style().polish(widget)


def copying(event: QDropEvent | QDragMoveEvent) -> bool:
    """Ctrl held while dragging an equipped upgrade: a copy, not a move."""
    return bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)


@dataclass(frozen=True)
class SlotView:
    """What a slot button shows: its type's name, the upgrade in it, why it is wrong."""

    slot_type: str
    index: int
    type_name: str
    upgrade: str | None
    upgrade_name: str
    points: int | None
    problem: str = ""
    filled_text: str = ""  # "Heavy Weapon: Z-6 Trooper", in the interface language
    counterpart: bool = False  # a slot of the unit's counterpart


@dataclass(frozen=True)
class CounterpartView:
    """What a fielded counterpart's row shows: its name, points with upgrades, its slots."""

    name: str
    points: int
    slots: tuple[SlotView, ...]
    problems: tuple[str, ...] = ()


@dataclass(frozen=True)
class UnitView:
    """What a unit's row shows."""

    entry: int
    name: str
    detail: str  # miniatures, points of the card
    points: int
    slots: tuple[SlotView, ...]
    counterpart: str  # the counterpart's name ("" when the unit has none to take)
    counterpart_taken: bool
    problems: tuple[str, ...] = ()
    counterpart_row: CounterpartView | None = None  # when the counterpart is fielded


# What the army editor answers about dropping the upgrade of one slot on another: None when
# it is no move at all (the same unit, an empty slot), "" when it fits, else the reason.
MoveCheck = Callable[[SlotRef, SlotRef, bool], "str | None"]


class SlotButton(QToolButton):
    """One upgrade slot: click selects it (the list shows the upgrades of its type), a drop
    of an upgrade card of its type equips it, a drop of another slot's upgrade moves it here
    (Ctrl: copies it), Delete or a double-click takes its upgrade off, the menu key or a
    right click offers to move or copy it to another unit.
    """

    def __init__(self, row: UnitRow, view: SlotView) -> None:
        super().__init__(row)
        self.row = row
        self.view = view
        self.setObjectName("upgrade-slot")
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumHeight(SLOT_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        # A filled slot shows its upgrade's whole name where the row has room; else its
        # type's word without the empty slot's "+" (the name in the tooltip and the status
        # line): a name is never cut.
        if view.upgrade:
            points = f" ({view.points})" if view.points else ""
            self.full_text = view.filled_text + points
            self.short_text = view.type_name  # no "+": filled (and shaded)
        else:
            self.full_text = self.short_text = f"+ {view.type_name}"
        self.setText(self.full_text)
        set_flag(self, "filled", view.upgrade is not None)
        set_flag(self, "problem", bool(view.problem))
        self.clicked.connect(self._select)

    _press: QPoint | None = None

    def key(self) -> SlotKey:
        return SlotKey(self.view.slot_type, self.view.index, self.view.counterpart)

    def ref(self) -> SlotRef:
        return SlotRef(self.row.view.entry, *self.key())

    def _text_width(self, text: str) -> int:
        return self.fontMetrics().horizontalAdvance(text) + SLOT_PADDING

    def sizeHint(self) -> QSize:
        return QSize(self._text_width(self.full_text), SLOT_HEIGHT)

    def minimumSizeHint(self) -> QSize:
        return QSize(self._text_width(self.short_text), SLOT_HEIGHT)

    def resizeEvent(self, event: QResizeEvent) -> None:
        fits = self._text_width(self.full_text) <= self.width()
        self.setText(self.full_text if fits else self.short_text)
        super().resizeEvent(event)

    def enterEvent(self, event: Any) -> None:
        self.row.hovered.emit(self.toolTip().split("\n")[0])
        super().enterEvent(event)

    def leaveEvent(self, event: Any) -> None:
        self.row.hovered.emit("")
        super().leaveEvent(event)

    def _select(self) -> None:
        self.row.slot_selected.emit(self.row.view.entry, self.key())

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() != Qt.FocusReason.PopupFocusReason:
            self._select()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        # An upgrade dragged out of its slot: onto the list it is taken off, onto another
        # unit's slot it moves there (Ctrl: a copy).
        press = self._press
        if (
            press is not None
            and self.view.upgrade is not None
            and (event.position().toPoint() - press).manhattanLength()
            >= QApplication.startDragDistance()
        ):
            self._press = None
            self.setDown(False)
            drag = QDrag(self)
            drag.setMimeData(army_slot_mime(self.row.view.entry, *self.key()))
            drag.setPixmap(self.grab())
            drag.exec(Qt.DropAction.MoveAction | Qt.DropAction.CopyAction, Qt.DropAction.MoveAction)
            return
        super().mouseMoveEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if self.view.upgrade is not None:
            self.row.clear_requested.emit(self.row.view.entry, self.key())
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        if self.view.upgrade is None:
            event.ignore()
            return
        self.row.menu_requested.emit(self.row.view.entry, self.key(), event.globalPos())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.view.upgrade is not None:
            self.row.clear_requested.emit(self.row.view.entry, self.key())
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.row.pick_requested.emit(self.row.view.entry, self.key())
            event.accept()
            return
        menu_key = key == Qt.Key.Key_Menu or (
            key == Qt.Key.Key_F10 and event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        )
        if menu_key and self.view.upgrade is not None:
            where = self.mapToGlobal(self.rect().bottomLeft())
            self.row.menu_requested.emit(self.row.view.entry, self.key(), where)
            event.accept()
            return
        if self.row.navigate_key(event, self.key()):
            return
        super().keyPressEvent(event)

    # --- drops ------------------------------------------------------------------------------

    def _move_reason(self, mime: QMimeData, copy: bool) -> str | None:
        """For an upgrade dragged from another slot: None when this slot does not take part
        (another type, the same unit), "" when it fits, else why it does not."""
        source = read_army_slot_mime(mime)
        if source is None or source.slot_type != self.view.slot_type:
            return None
        return self.row.move_check(source, self.ref(), copy)

    def accepts(self, mime: QMimeData, copy: bool = False) -> bool:
        card_id = read_card_mime(mime)
        if card_id is not None:
            return self.row.upgrade_type_of(card_id) == self.view.slot_type
        return self._move_reason(mime, copy) == ""

    def _show_drag(self, event: QDragMoveEvent) -> bool:
        """Marks the slot for the drag over it; returns whether it would take the drop."""
        mime = event.mimeData()
        if read_card_mime(mime) is not None:
            fits = self.accepts(mime)
            set_flag(self, "dropping", fits)
            return fits
        reason = self._move_reason(mime, copying(event))
        set_flag(self, "dropping", reason == "")
        set_flag(self, "refused", bool(reason))
        self.row.refused.emit(reason or "")
        return reason == ""

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        mime = event.mimeData()
        if read_card_mime(mime) is not None:
            taking_part = self.accepts(mime)
        else:
            taking_part = self._move_reason(mime, copying(event)) is not None
        if not taking_part:
            event.ignore()  # the unit's row may take it into a slot of its type
            return
        # Entered even when refused (no drop action): the slot stays grey with the reason
        # until the drag leaves it.
        if self._show_drag(event):
            event.acceptProposedAction()
        else:
            event.setDropAction(Qt.DropAction.IgnoreAction)
            event.accept()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if not self._show_drag(event):
            event.ignore()
        elif read_card_mime(event.mimeData()) is None:
            event.setDropAction(
                Qt.DropAction.CopyAction if copying(event) else Qt.DropAction.MoveAction
            )
            event.accept()
        else:
            event.acceptProposedAction()

    def _end_drag(self) -> None:
        set_flag(self, "dropping", False)
        if self.property("refused"):
            set_flag(self, "refused", False)
            self.row.refused.emit("")

    def dragLeaveEvent(self, event: object) -> None:
        self._end_drag()
        super().dragLeaveEvent(event)  # type: ignore[arg-type]

    def dropEvent(self, event: QDropEvent) -> None:
        self._end_drag()
        mime = event.mimeData()
        card_id = read_card_mime(mime)
        if card_id is not None and self.accepts(mime):
            self.row.upgrade_dropped.emit(self.row.view.entry, self.key(), card_id)
            event.acceptProposedAction()
            return
        source = read_army_slot_mime(mime)
        copy = copying(event)
        if source is not None and self._move_reason(mime, copy) == "":
            event.setDropAction(Qt.DropAction.CopyAction if copy else Qt.DropAction.MoveAction)
            event.accept()
            self.row.slot_dropped.emit(source, self.ref(), copy)
            return
        event.ignore()


class _SlotHolder(QFrame):
    """A unit, or the counterpart fielded with it: an upgrade card dropped on it goes into its
    first free slot of the card's type, and so does an upgrade dragged from another unit's
    slot (a move; Ctrl: a copy), unless it does not fit there: then the slot it would take
    turns grey and the editor is told why."""

    is_counterpart = False

    def unit_row(self) -> UnitRow:
        raise NotImplementedError

    def holder_buttons(self) -> list[SlotButton]:
        return [
            b for b in self.unit_row().slot_buttons if b.view.counterpart == self.is_counterpart
        ]

    def _target(self, slot_type: str) -> SlotButton | None:
        of_type = [b for b in self.holder_buttons() if b.view.slot_type == slot_type]
        empty = [b for b in of_type if b.view.upgrade is None]
        return (empty or of_type or [None])[0]

    def _card_fits(self, mime: QMimeData) -> str | None:
        card_id = read_card_mime(mime)
        if card_id is None:
            return None
        slot_type = self.unit_row().upgrade_type_of(card_id)
        return card_id if slot_type is not None and self._target(slot_type) else None

    def _move(self, event: QDragMoveEvent | QDropEvent) -> tuple[SlotRef, SlotButton, str] | None:
        """The move a dragged slot's upgrade would make here: source, target, reason."""
        source = read_army_slot_mime(event.mimeData())
        button = self._target(source.slot_type) if source is not None else None
        if source is None or button is None:
            return None
        reason = self.unit_row().move_check(source, button.ref(), copying(event))
        return None if reason is None else (source, button, reason)

    def _show_drag(self, event: QDragMoveEvent) -> bool | None:
        """Marks the drag over the holder: None when it takes no part, else whether it fits."""
        if self._card_fits(event.mimeData()) is not None:
            set_flag(self, "dropping", True)
            return True
        move = self._move(event)
        if move is None:
            return None
        _source, button, reason = move
        set_flag(self, "dropping", not reason)
        for other in self.holder_buttons():
            set_flag(other, "refused", other is button and bool(reason))
        self.unit_row().refused.emit(reason)
        return not reason

    def _end_drag(self) -> None:
        set_flag(self, "dropping", False)
        refused = [b for b in self.holder_buttons() if b.property("refused")]
        for button in refused:
            set_flag(button, "refused", False)
        if refused:
            self.unit_row().refused.emit("")

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        fits = self._show_drag(event)
        if fits is None:
            event.ignore()
            return
        if fits:
            event.acceptProposedAction()
        else:  # refused, yet entered: the grey slot and its reason last until it leaves
            event.setDropAction(Qt.DropAction.IgnoreAction)
            event.accept()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._show_drag(event):
            if read_card_mime(event.mimeData()) is None:
                event.setDropAction(
                    Qt.DropAction.CopyAction if copying(event) else Qt.DropAction.MoveAction
                )
            event.accept()
        else:
            event.ignore()

    def dragLeaveEvent(self, event: object) -> None:
        self._end_drag()
        super().dragLeaveEvent(event)  # type: ignore[arg-type]

    def dropEvent(self, event: QDropEvent) -> None:
        self._end_drag()
        row = self.unit_row()
        card_id = self._card_fits(event.mimeData())
        if card_id is not None:
            row.upgrade_dropped_on_unit.emit(row.view.entry, card_id, self.is_counterpart)
            event.acceptProposedAction()
            return
        move = self._move(event)
        if move is None or move[2]:
            event.ignore()
            return
        copy = copying(event)
        event.setDropAction(Qt.DropAction.CopyAction if copy else Qt.DropAction.MoveAction)
        event.accept()
        row.slot_dropped.emit(move[0], move[1].ref(), copy)


class CounterpartRow(_SlotHolder):
    """The counterpart fielded with a unit, inside the unit's row: its name (a toggle that
    leaves it out), its points with its upgrades, its own upgrade slots and its problems."""

    is_counterpart = True

    def __init__(self, row: UnitRow, view: CounterpartView, tips: dict[str, str]) -> None:
        super().__init__(row)
        self.row = row
        self.view = view
        self.setObjectName("army-counterpart")
        self.setAcceptDrops(True)
        self.toggle = QToolButton(self)
        self.toggle.setObjectName("counterpart")
        self.toggle.setCheckable(True)
        self.toggle.setChecked(True)
        self.toggle.setMinimumHeight(TOUCH_TARGET)
        self.toggle.setText(tips["counterpart"].format(name=view.name))
        self.toggle.setToolTip(tips["counterpart-tip"])
        self.toggle.clicked.connect(lambda: row.counterpart_toggled.emit(row.view.entry))
        self.points = QLabel(str(view.points), self)
        self.points.setObjectName("counterpart-points")
        self.points.setToolTip(tips["counterpart-points"])
        top = QHBoxLayout()
        top.setSpacing(4)
        top.addWidget(self.toggle)
        top.addStretch(1)
        top.addWidget(self.points)
        self.problems = QLabel("\n".join(view.problems), self)
        self.problems.setObjectName("counterpart-problems")
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet(f"color: {PROBLEM_COLOUR};")
        self.problems.setVisible(bool(view.problems))
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(5, 2, 0, 2)
        self.layout_.setSpacing(3)
        self.layout_.addLayout(top)
        self.setToolTip(tips["counterpart-row"])

    def add_slots(self, bar: QWidget) -> None:
        self.layout_.addWidget(bar)
        self.layout_.addWidget(self.problems)

    def unit_row(self) -> UnitRow:
        return self.row


class UnitRow(_SlotHolder):
    """One unit of the army: name, points with upgrades, its slots, counterpart (with its own
    slots once fielded), copy, remove."""

    selected = Signal(int)
    slot_selected = Signal(int, object)  # entry, SlotKey
    pick_requested = Signal(int, object)  # Enter on a slot: go and choose its upgrade
    upgrade_dropped = Signal(int, object, str)  # entry, SlotKey, card id
    upgrade_dropped_on_unit = Signal(int, str, bool)  # entry, card id, on the counterpart
    slot_dropped = Signal(object, object, bool)  # source SlotRef, target SlotRef, copy
    clear_requested = Signal(int, object)
    menu_requested = Signal(int, object, QPoint)  # an equipped slot's menu, where to show it
    refused = Signal(str)  # why a dragged upgrade does not fit where it is ("" when it left)
    remove_requested = Signal(int)
    duplicate_requested = Signal(int)
    counterpart_toggled = Signal(int)
    navigate = Signal(int, object, int, int)  # entry, slot key or None, dx, dy
    hovered = Signal(str)  # what the slot under the pointer holds ("" when it leaves)

    def __init__(
        self,
        view: UnitView,
        upgrade_type_of: Callable[[str], str | None],
        tips: dict[str, str],
        parent: QWidget | None = None,
        move_check: MoveCheck | None = None,
    ) -> None:
        super().__init__(parent)
        self.view = view
        self.upgrade_type_of = upgrade_type_of
        self.move_check: MoveCheck = move_check or (lambda _source, _target, _copy: None)
        self.setObjectName("army-unit")
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._press: QPoint | None = None

        self.name = QLabel(view.name, self)
        self.name.setObjectName("army-unit-name")
        font = self.name.font()
        font.setBold(True)
        self.name.setFont(font)
        self.name.setToolTip(view.detail)
        self.points = QLabel(str(view.points), self)
        self.points.setObjectName("army-unit-points")
        self.points.setToolTip(tips["points"])
        self.points.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.points.setMinimumWidth(self.fontMetrics().horizontalAdvance("000"))
        bold = self.points.font()
        bold.setBold(True)
        self.points.setFont(bold)
        self.duplicate_button = self._button("duplicate-unit", "⊕", tips["duplicate"])
        self.duplicate_button.clicked.connect(lambda: self.duplicate_requested.emit(view.entry))
        self.remove_button = self._button("remove-unit", "✕", tips["remove"])
        self.remove_button.clicked.connect(lambda: self.remove_requested.emit(view.entry))

        self.slot_buttons: list[SlotButton] = []
        self.slots = QWidget(self)
        self.slots.setObjectName("army-unit-slots")
        slots_line = QHBoxLayout(self.slots)
        slots_line.setContentsMargins(0, 0, 0, 0)
        slots_line.setSpacing(3)
        for slot in view.slots:
            slots_line.addWidget(self._slot_button(slot, tips))
        slots_line.addStretch(1)
        self.slots.setVisible(bool(view.slots))
        # The row decides where the slots go (resizeEvent): they never widen it.
        self.slots.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        # One line: name, slots, points, copy, remove; the slots go under the name when the
        # line cannot hold them all (a unit of seven slots in a narrow window).
        self.top = QHBoxLayout()
        self.top.setSpacing(4)
        self.top.addWidget(self.name)
        self.top.addWidget(self.slots, 1)
        self.top.addWidget(self.points)
        self.top.addWidget(self.duplicate_button)
        self.top.addWidget(self.remove_button)
        self.wrapped = False
        self.counterpart_button: QToolButton | None = None
        self.counterpart_row: CounterpartRow | None = None
        if view.counterpart_row is not None:
            self.counterpart_row = CounterpartRow(self, view.counterpart_row, tips)
            self.counterpart_button = self.counterpart_row.toggle
            own = _FlowRow(per_line=3)  # indented: three a line keep their names readable
            for slot in view.counterpart_row.slots:
                own.add(self._slot_button(slot, tips))
            self.counterpart_row.add_slots(own.widget(self.counterpart_row))
        elif view.counterpart:
            toggle = QToolButton(self)
            toggle.setObjectName("counterpart")
            toggle.setCheckable(True)
            toggle.setChecked(view.counterpart_taken)
            toggle.setMinimumHeight(SLOT_HEIGHT)
            toggle.setText(tips["counterpart"].format(name=view.counterpart))
            toggle.setToolTip(tips["counterpart-tip"])
            toggle.clicked.connect(lambda: self.counterpart_toggled.emit(view.entry))
            self.counterpart_button = toggle
        self.problems = QLabel("\n".join(view.problems), self)
        self.problems.setObjectName("army-unit-problems")
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet(f"color: {PROBLEM_COLOUR};")
        self.problems.setVisible(bool(view.problems))
        set_flag(self, "problem", bool(view.problems))

        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(6, 1, 2, 1)
        self.layout_.setSpacing(2)
        self.layout_.addLayout(self.top)
        if self.counterpart_row is not None:
            self.layout_.addWidget(self.counterpart_row)
        elif self.counterpart_button is not None:
            line = QHBoxLayout()
            line.addWidget(self.counterpart_button)
            line.addStretch(1)
            self.layout_.addLayout(line)
        self.layout_.addWidget(self.problems)
        self.setToolTip(tips["unit"])

    def _one_line_width(self) -> int:
        fixed = (self.name, self.points, self.duplicate_button, self.remove_button)
        spacing = self.top.spacing() * 5 + 8
        slots = sum(b.minimumSizeHint().width() + 3 for b in self.slot_buttons
                    if b.parent() is self.slots)  # fmt: skip
        return sum(w.sizeHint().width() for w in fixed) + slots + spacing

    def resizeEvent(self, event: QResizeEvent) -> None:
        wrap = self._one_line_width() > event.size().width()
        if wrap != self.wrapped:
            self.wrapped = wrap
            self.top.removeWidget(self.slots)
            if wrap:
                self.layout_.insertWidget(1, self.slots)
            else:
                self.layout_.removeWidget(self.slots)
                self.top.insertWidget(1, self.slots, 1)
            self.updateGeometry()  # one line more or less: the section gives the row its height
        super().resizeEvent(event)

    def _slot_button(self, slot: SlotView, tips: dict[str, str]) -> SlotButton:
        button = SlotButton(self, slot)
        button.setToolTip(_slot_tip(slot, tips))
        self.slot_buttons.append(button)
        return button

    def unit_row(self) -> UnitRow:
        return self

    def _button(self, name: str, text: str, tip: str) -> QToolButton:
        button = QToolButton(self)
        button.setObjectName(name)
        button.setText(text)
        button.setToolTip(tip)
        button.setAutoRaise(True)
        button.setMinimumSize(SLOT_HEIGHT, SLOT_HEIGHT)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return button

    def slot_button(
        self, slot_type: str, index: int, counterpart: bool = False
    ) -> SlotButton | None:
        key = SlotKey(slot_type, index, counterpart)
        return next((b for b in self.slot_buttons if b.key() == key), None)

    def show_selection(self, slot: SlotKey | None, on: bool) -> None:
        set_flag(self, "selected", on and slot is None)
        for button in self.slot_buttons:
            set_flag(button, "selected", on and button.key() == slot)

    def navigate_key(self, event: QKeyEvent, slot: SlotKey | None) -> bool:
        moves = {
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
        }
        move = moves.get(Qt.Key(event.key()))
        if move is None or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        self.navigate.emit(self.view.entry, slot, *move)
        event.accept()
        return True

    # --- mouse and keys --------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self.selected.emit(self.view.entry)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if (
            self._press is not None
            and (event.position().toPoint() - self._press).manhattanLength()
            >= QApplication.startDragDistance()
        ):
            self._press = None
            drag = QDrag(self)
            drag.setMimeData(army_unit_mime(self.view.entry))
            drag.setPixmap(self.grab())
            drag.exec(Qt.DropAction.MoveAction)
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._press = None
        super().mouseReleaseEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.selected.emit(self.view.entry)
        super().focusInEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.remove_requested.emit(self.view.entry)
            event.accept()
            return
        if key == Qt.Key.Key_D and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.duplicate_requested.emit(self.view.entry)
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.slot_buttons:
            self.slot_buttons[0].setFocus(Qt.FocusReason.TabFocusReason)
            event.accept()
            return
        if self.navigate_key(event, None):
            return
        super().keyPressEvent(event)


def _slot_tip(slot: SlotView, tips: dict[str, str]) -> str:
    if slot.upgrade:
        text = tips["slot-filled"].format(slot=slot.type_name, upgrade=slot.upgrade_name)
    else:
        text = tips["slot-empty"].format(slot=slot.type_name)
    return f"{text}\n{slot.problem}" if slot.problem else text


class _FlowRow:
    """Slot buttons on as many lines as they need (a vehicle has six slots or more)."""

    PER_LINE = 4

    def __init__(self, per_line: int = PER_LINE) -> None:
        self.items: list[QWidget] = []
        self.per_line = per_line

    def add(self, widget: QWidget) -> None:
        self.items.append(widget)

    def widget(self, parent: QWidget) -> QWidget:
        holder = QWidget(parent)
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        per_line = self.per_line
        for start in range(0, len(self.items), per_line):
            line = QHBoxLayout()
            line.setSpacing(3)
            for item in self.items[start : start + per_line]:
                item.setParent(holder)
                line.addWidget(item, 1)
            for _ in range(per_line - len(self.items[start : start + per_line])):
                line.addStretch(1)
            layout.addLayout(line)
        holder.setVisible(bool(self.items))
        return holder


class RankSection(QFrame):
    """The units of one rank (the rank bar above says how many the format allows); when the
    format asks for a rank the army lacks, a line says so."""

    def __init__(self, rank: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rank = rank
        self.setObjectName(f"rank-{rank}")
        self.empty = QLabel(self)
        self.empty.setObjectName("rank-empty")
        self.empty.setWordWrap(True)
        self.empty.setStyleSheet(f"color: {PROBLEM_COLOUR};")
        self.rows_layout = QVBoxLayout()
        self.rows_layout.setSpacing(2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.empty)
        layout.addLayout(self.rows_layout)
        self.rows: list[UnitRow] = []

    def set_rows(self, rows: list[UnitRow], empty_text: str) -> None:
        """Shows ``rows`` in order; rows no longer among them are deleted."""
        for row in self.rows:
            if row not in rows:
                row.hide()
                row.deleteLater()
        for row in rows:
            self.rows_layout.removeWidget(row)
        self.rows = rows
        for row in rows:
            self.rows_layout.addWidget(row)
            row.show()  # now, not at the next turn of the event loop: keys may follow at once
        self.empty.setText(empty_text)
        self.empty.setVisible(not rows and bool(empty_text))


class ArmyHeader(QWidget):
    """Format, faction, battle force and points date, and the points left in large type."""

    format_chosen = Signal(str)
    faction_chosen = Signal(str)
    battle_force_chosen = Signal(str)  # "" for none
    points_date_chosen = Signal(str)  # ISO date, "" for the latest points

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("army-header")
        self.format_combo = self._combo("army-format", self.format_chosen)
        self.faction_combo = self._combo("army-faction", self.faction_chosen)
        self.force_combo = self._combo("battle-force", self.battle_force_chosen)
        self.date_combo = self._combo("points-date", self.points_date_chosen)
        self.format_label = QLabel(self)
        self.faction_label = QLabel(self)
        self.force_label = QLabel(self)
        self.date_label = QLabel(self)
        self.points_left = QLabel(self)
        self.points_left.setObjectName("points-left")
        font = self.points_left.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.5)
        self.points_left.setFont(font)
        self.points_used = QLabel(self)
        self.points_used.setObjectName("points-used")
        self.points_used.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        points = QHBoxLayout()
        points.addWidget(self.points_left)
        points.addStretch(1)
        points.addWidget(self.points_used)
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(3)
        for row, column, label, combo in (
            (0, 0, self.format_label, self.format_combo),
            (0, 2, self.faction_label, self.faction_combo),
            (1, 0, self.force_label, self.force_combo),
            (1, 2, self.date_label, self.date_combo),
        ):
            grid.addWidget(label, row, column)
            grid.addWidget(combo, row, column + 1)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        layout.addLayout(points)
        layout.addLayout(grid)

    def _combo(self, name: str, signal: Any) -> QComboBox:
        combo = QComboBox(self)
        combo.setObjectName(name)
        combo.setMinimumHeight(TOUCH_TARGET)
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(8)
        combo.activated.connect(lambda _i: signal.emit(str(combo.currentData() or "")))
        return combo

    @staticmethod
    def fill(combo: QComboBox, items: list[tuple[str, str]], current: str) -> None:
        """Sets the combo's entries (text, data) and its current one, without signals."""
        combo.blockSignals(True)
        if [(combo.itemText(i), combo.itemData(i)) for i in range(combo.count())] != items:
            combo.clear()
            for text, data in items:
                combo.addItem(text, data)
        combo.setCurrentIndex(max(0, combo.findData(current)))
        combo.blockSignals(False)

    def show_points(self, left_text: str, used_text: str, over: bool) -> None:
        self.points_left.setText(left_text)
        self.points_used.setText(used_text)
        self.points_left.setStyleSheet(f"color: {PROBLEM_COLOUR};" if over else "")
