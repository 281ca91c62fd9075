"""The Legion army on the builder's right: its header (format, faction, battle force, points
date and the points left), then its units grouped by rank with the format's limits, each unit
with its upgrade bar as slots that take dropped upgrade cards.

The widgets never change the army themselves: they say what the player asked for with
signals, and the army editor (army_editor.py) makes each request one undoable step.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QByteArray, QMimeData, QPoint, Qt, Signal
from PySide6.QtGui import (
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

from ui.systems.legion.card_list import TOUCH_TARGET, read_card_mime

# A unit dragged out of the army carries its entry number (from 1), UTF-8.
ARMY_UNIT_MIME_TYPE = "application/x-muster-legion-army-unit"
PROBLEM_COLOUR = "#b02020"

STYLE = """
QFrame#army-unit { border: 1px solid palette(mid); border-radius: 4px; background: palette(base); }
QFrame#army-unit[selected="true"] { border: 2px solid palette(highlight); }
QFrame#army-unit[problem="true"] { background: rgba(200, 40, 40, 28); }
QFrame#army-unit[dropping="true"] { border: 2px dashed palette(highlight); }
QToolButton#upgrade-slot { border: 1px solid palette(mid); border-radius: 3px; padding: 2px 4px; }
QToolButton#upgrade-slot[filled="true"] { background: palette(alternate-base); }
QToolButton#upgrade-slot[selected="true"] { border: 2px solid palette(highlight); }
QToolButton#upgrade-slot[problem="true"] { border: 2px solid #b02020; }
QToolButton#upgrade-slot[dropping="true"] { border: 2px dashed palette(highlight); }
"""


# An upgrade dragged out of its slot carries "entry:slot type:index", UTF-8.
ARMY_SLOT_MIME_TYPE = "application/x-muster-legion-army-slot"


def army_slot_mime(entry: int, slot_type: str, index: int) -> QMimeData:
    mime = QMimeData()
    mime.setData(ARMY_SLOT_MIME_TYPE, QByteArray(f"{entry}:{slot_type}:{index}".encode()))
    return mime


def read_army_slot_mime(mime: QMimeData) -> tuple[int, str, int] | None:
    if not mime.hasFormat(ARMY_SLOT_MIME_TYPE):
        return None
    entry, _, rest = bytes(mime.data(ARMY_SLOT_MIME_TYPE).data()).decode().partition(":")
    slot_type, _, index = rest.rpartition(":")
    try:
        return int(entry), slot_type, int(index)
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


class SlotButton(QToolButton):
    """One upgrade slot: click selects it (the list shows the upgrades of its type), a drop
    of an upgrade card of its type equips it, Delete or a double-click takes its upgrade off.
    """

    def __init__(self, row: UnitRow, view: SlotView) -> None:
        super().__init__(row)
        self.row = row
        self.view = view
        self.setObjectName("upgrade-slot")
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(TOUCH_TARGET * 2, TOUCH_TARGET)
        # As wide as the row gives it: a long upgrade name is cut with "…" (whole in the
        # tooltip) rather than pushing the army sideways.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        if view.upgrade:
            points = f" ({view.points})" if view.points else ""
            self.full_text = view.filled_text + points
        else:
            self.full_text = f"+ {view.type_name}"
        self.setText(self.full_text)
        set_flag(self, "filled", view.upgrade is not None)
        set_flag(self, "problem", bool(view.problem))
        self.clicked.connect(self._select)

    _press: QPoint | None = None

    def key(self) -> tuple[str, int]:
        return self.view.slot_type, self.view.index

    def resizeEvent(self, event: QResizeEvent) -> None:
        room = self.width() - 12
        self.setText(
            self.fontMetrics().elidedText(self.full_text, Qt.TextElideMode.ElideRight, room)
        )
        super().resizeEvent(event)

    def _select(self) -> None:
        self.row.slot_selected.emit(self.row.view.entry, *self.key())

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() != Qt.FocusReason.PopupFocusReason:
            self._select()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        # An upgrade dragged out of its slot onto the list is taken off.
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
            drag.exec(Qt.DropAction.MoveAction)
            return
        super().mouseMoveEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if self.view.upgrade is not None:
            self.row.clear_requested.emit(self.row.view.entry, *self.key())
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.view.upgrade is not None:
            self.row.clear_requested.emit(self.row.view.entry, *self.key())
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.row.pick_requested.emit(self.row.view.entry, *self.key())
            event.accept()
            return
        if self.row.navigate_key(event, self.key()):
            return
        super().keyPressEvent(event)

    def accepts(self, mime: QMimeData) -> bool:
        card_id = read_card_mime(mime)
        return card_id is not None and self.row.upgrade_type_of(card_id) == self.view.slot_type

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self.accepts(event.mimeData()):
            set_flag(self, "dropping", True)
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self.accepts(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragLeaveEvent(self, event: object) -> None:
        set_flag(self, "dropping", False)
        super().dragLeaveEvent(event)  # type: ignore[arg-type]

    def dropEvent(self, event: QDropEvent) -> None:
        set_flag(self, "dropping", False)
        card_id = read_card_mime(event.mimeData())
        if card_id is None or not self.accepts(event.mimeData()):
            event.ignore()
            return
        self.row.upgrade_dropped.emit(self.row.view.entry, *self.key(), card_id)
        event.acceptProposedAction()


class UnitRow(QFrame):
    """One unit of the army: name, points with upgrades, its slots, counterpart, copy, remove."""

    selected = Signal(int)
    slot_selected = Signal(int, str, int)
    pick_requested = Signal(int, str, int)  # Enter on a slot: go and choose its upgrade
    upgrade_dropped = Signal(int, str, int, str)
    upgrade_dropped_on_unit = Signal(int, str)
    clear_requested = Signal(int, str, int)
    remove_requested = Signal(int)
    duplicate_requested = Signal(int)
    counterpart_toggled = Signal(int)
    navigate = Signal(int, object, int, int)  # entry, slot key or None, dx, dy

    def __init__(
        self,
        view: UnitView,
        upgrade_type_of: Callable[[str], str | None],
        tips: dict[str, str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.view = view
        self.upgrade_type_of = upgrade_type_of
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
        self.name.setWordWrap(True)
        self.detail = QLabel(view.detail, self)
        self.detail.setObjectName("army-unit-detail")
        self.points = QLabel(str(view.points), self)
        self.points.setObjectName("army-unit-points")
        self.points.setToolTip(tips["points"])
        bold = self.points.font()
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.15)
        self.points.setFont(bold)
        self.duplicate_button = self._button("duplicate-unit", tips["copy"], tips["duplicate"])
        self.duplicate_button.clicked.connect(lambda: self.duplicate_requested.emit(view.entry))
        self.remove_button = self._button("remove-unit", "✕", tips["remove"])
        self.remove_button.clicked.connect(lambda: self.remove_requested.emit(view.entry))
        top = QHBoxLayout()
        top.setSpacing(4)
        names = QVBoxLayout()
        names.setSpacing(0)
        names.addWidget(self.name)
        names.addWidget(self.detail)
        top.addLayout(names, 1)
        top.addWidget(self.points)
        top.addWidget(self.duplicate_button)
        top.addWidget(self.remove_button)

        self.slot_buttons: list[SlotButton] = []
        bar = _FlowRow()
        for slot in view.slots:
            button = SlotButton(self, slot)
            button.setToolTip(_slot_tip(slot, tips))
            self.slot_buttons.append(button)
            bar.add(button)
        self.counterpart_button: QToolButton | None = None
        if view.counterpart:
            toggle = QToolButton(self)
            toggle.setObjectName("counterpart")
            toggle.setCheckable(True)
            toggle.setChecked(view.counterpart_taken)
            toggle.setMinimumHeight(TOUCH_TARGET)
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

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.setSpacing(3)
        layout.addLayout(top)
        layout.addWidget(bar.widget(self))
        if self.counterpart_button is not None:
            line = QHBoxLayout()
            line.addWidget(self.counterpart_button)
            line.addStretch(1)
            layout.addLayout(line)
        layout.addWidget(self.problems)
        self.setToolTip(tips["unit"])

    def _button(self, name: str, text: str, tip: str) -> QToolButton:
        button = QToolButton(self)
        button.setObjectName(name)
        button.setText(text)
        button.setToolTip(tip)
        button.setAutoRaise(True)
        button.setMinimumSize(TOUCH_TARGET, TOUCH_TARGET)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return button

    def slot_button(self, slot_type: str, index: int) -> SlotButton | None:
        return next((b for b in self.slot_buttons if b.key() == (slot_type, index)), None)

    def show_selection(self, slot: tuple[str, int] | None, on: bool) -> None:
        set_flag(self, "selected", on and slot is None)
        for button in self.slot_buttons:
            set_flag(button, "selected", on and button.key() == slot)

    def navigate_key(self, event: QKeyEvent, slot: tuple[str, int] | None) -> bool:
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

    # --- drops: an upgrade card onto the unit goes into the first free slot of its type ----

    def _accepts(self, mime: QMimeData) -> bool:
        card_id = read_card_mime(mime)
        if card_id is None:
            return False
        slot_type = self.upgrade_type_of(card_id)
        return slot_type is not None and any(
            b.view.slot_type == slot_type for b in self.slot_buttons
        )

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._accepts(event.mimeData()):
            set_flag(self, "dropping", True)
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._accepts(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragLeaveEvent(self, event: object) -> None:
        set_flag(self, "dropping", False)
        super().dragLeaveEvent(event)  # type: ignore[arg-type]

    def dropEvent(self, event: QDropEvent) -> None:
        set_flag(self, "dropping", False)
        card_id = read_card_mime(event.mimeData())
        if card_id is None or not self._accepts(event.mimeData()):
            event.ignore()
            return
        self.upgrade_dropped_on_unit.emit(self.view.entry, card_id)
        event.acceptProposedAction()


def _slot_tip(slot: SlotView, tips: dict[str, str]) -> str:
    if slot.upgrade:
        text = tips["slot-filled"].format(slot=slot.type_name, upgrade=slot.upgrade_name)
    else:
        text = tips["slot-empty"].format(slot=slot.type_name)
    return f"{text}\n{slot.problem}" if slot.problem else text


class _FlowRow:
    """Slot buttons on as many lines as they need (a vehicle has six slots or more)."""

    PER_LINE = 4

    def __init__(self) -> None:
        self.items: list[QWidget] = []

    def add(self, widget: QWidget) -> None:
        self.items.append(widget)

    def widget(self, parent: QWidget) -> QWidget:
        holder = QWidget(parent)
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        for start in range(0, len(self.items), self.PER_LINE):
            line = QHBoxLayout()
            line.setSpacing(3)
            for item in self.items[start : start + self.PER_LINE]:
                item.setParent(holder)
                line.addWidget(item, 1)
            for _ in range(self.PER_LINE - len(self.items[start : start + self.PER_LINE])):
                line.addStretch(1)
            layout.addLayout(line)
        holder.setVisible(bool(self.items))
        return holder


class RankSection(QFrame):
    """The units of one rank, under "Commander 1/2" (red when outside the format's limits)."""

    def __init__(self, rank: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rank = rank
        self.setObjectName(f"rank-{rank}")
        self.title = QLabel(self)
        self.title.setObjectName("rank-title")
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.empty = QLabel(self)
        self.empty.setObjectName("rank-empty")
        self.empty.setWordWrap(True)
        self.rows_layout = QVBoxLayout()
        self.rows_layout.setSpacing(4)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        layout.setSpacing(3)
        layout.addWidget(self.title)
        layout.addWidget(self.empty)
        layout.addLayout(self.rows_layout)
        self.rows: list[UnitRow] = []

    def show_title(self, text: str, wrong: bool, tip: str) -> None:
        self.title.setText(text)
        self.title.setToolTip(tip)
        self.title.setStyleSheet(f"color: {PROBLEM_COLOUR};" if wrong else "")

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
