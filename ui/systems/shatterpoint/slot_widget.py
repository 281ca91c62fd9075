"""One labelled slot of a squad (Primary, Secondary, Support): shows its unit, takes drops."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QByteArray, QMimeData, QPoint, Qt, Signal
from PySide6.QtGui import (
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeyEvent,
    QMouseEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ui.systems.shatterpoint.unit_browser import UNIT_MIME_TYPE

# The smallest side of a button a finger can hit on a touch screen, in pixels.
TOUCH_TARGET = 32

# A unit dragged out of a slot carries "squad:slot" (squad numbered from 1), UTF-8.
SLOT_MIME_TYPE = "application/x-muster-slot"

STYLE = """
QFrame#slot { border: 1px solid palette(mid); border-radius: 4px; background: palette(base); }
QFrame#slot[selected="true"] { border: 2px solid palette(highlight); }
QFrame#slot[problem="true"] { background: rgba(200, 40, 40, 28); }
QFrame#slot[dropping="true"] { border: 2px dashed palette(highlight); }
"""


def slot_mime(squad: int, slot: str) -> QMimeData:
    mime = QMimeData()
    mime.setData(SLOT_MIME_TYPE, QByteArray(f"{squad}:{slot}".encode()))
    return mime


def read_slot_mime(mime: QMimeData) -> tuple[int, str] | None:
    if not mime.hasFormat(SLOT_MIME_TYPE):
        return None
    squad, _, slot = bytes(mime.data(SLOT_MIME_TYPE).data()).decode("utf-8").partition(":")
    try:
        return int(squad), slot
    except ValueError:
        return None


def read_unit_mime(mime: QMimeData) -> str | None:
    if not mime.hasFormat(UNIT_MIME_TYPE):
        return None
    return bytes(mime.data(UNIT_MIME_TYPE).data()).decode("utf-8") or None


class SlotWidget(QFrame):
    """A drop target and drag source for one slot.

    ``unit_type_of(unit_id)`` tells the slot which catalogue units fit it (same type only);
    the slot never changes the roster itself, it emits what the player asked for.
    """

    selected = Signal(int, str)
    unit_dropped = Signal(int, str, str)  # squad, slot, unit id
    slot_dropped = Signal(int, str, int, str)  # from squad, from slot, to squad, to slot
    remove_requested = Signal(int, str)
    move_requested = Signal(int, str, int)  # squad, slot, squad offset (-1 up, +1 down)

    def __init__(
        self,
        squad: int,
        slot: str,
        unit_type: str,
        unit_type_of: Callable[[str], str | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.squad = squad
        self.slot = slot
        self.unit_type = unit_type
        self.unit_type_of = unit_type_of
        self.unit_id: str | None = None
        self.setObjectName("slot")
        self.setStyleSheet(STYLE)
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._press: QPoint | None = None

        self.label = QLabel(self)
        self.label.setObjectName("slot-label")
        font = self.label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 0.9)
        self.label.setFont(font)
        self.name = QLabel(self)
        self.name.setObjectName("slot-unit")
        self.name.setWordWrap(True)
        self.detail = QLabel(self)
        self.detail.setObjectName("slot-detail")
        self.detail.setWordWrap(True)
        self.remove_button = QToolButton(self)
        self.remove_button.setObjectName("slot-remove")
        self.remove_button.setText("✕")
        self.remove_button.setAutoRaise(True)
        self.remove_button.setFixedSize(TOUCH_TARGET, TOUCH_TARGET)
        self.remove_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.remove_button.clicked.connect(
            lambda: self.remove_requested.emit(self.squad, self.slot)
        )
        text = QVBoxLayout()
        text.setSpacing(1)
        text.addWidget(self.label)
        text.addWidget(self.name)
        text.addWidget(self.detail)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 5, 4, 5)
        layout.addLayout(text, 1)
        layout.addWidget(self.remove_button, 0, Qt.AlignmentFlag.AlignTop)
        self.show_unit(None, "", "")

    # --- appearance ------------------------------------------------------------------------

    def show_unit(self, unit_id: str | None, name: str, detail: str) -> None:
        self.unit_id = unit_id
        self.name.setText(name)
        self.detail.setText(detail)
        self.detail.setVisible(bool(detail))
        self.remove_button.setVisible(unit_id is not None)
        font = self.name.font()
        font.setItalic(unit_id is None)
        self.name.setFont(font)

    def set_flag(self, name: str, on: bool) -> None:
        if bool(self.property(name)) != on:
            self.setProperty(name, on)
            self.style().unpolish(self)
            self.style().polish(self)

    def set_selected(self, on: bool) -> None:
        self.set_flag("selected", on)

    def is_selected(self) -> bool:
        return bool(self.property("selected"))

    # --- mouse and keyboard ----------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self.selected.emit(self.squad, self.slot)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if (
            self._press is not None
            and self.unit_id is not None
            and (event.position().toPoint() - self._press).manhattanLength()
            >= QApplication.startDragDistance()
        ):
            self._press = None
            drag = QDrag(self)
            drag.setMimeData(self.drag_mime())
            drag.setPixmap(self.grab())
            drag.exec(Qt.DropAction.MoveAction)
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._press = None
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        # A double-click adds a unit from the catalogue; on a slot it takes the unit out.
        if event.button() == Qt.MouseButton.LeftButton and self.unit_id is not None:
            self.remove_requested.emit(self.squad, self.slot)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def drag_mime(self) -> QMimeData:
        """What dragging this slot's unit carries (also what a drag of it would drop)."""
        return slot_mime(self.squad, self.slot)

    def focusInEvent(self, event: object) -> None:
        self.selected.emit(self.squad, self.slot)
        super().focusInEvent(event)  # type: ignore[arg-type]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.unit_id is not None:
            self.remove_requested.emit(self.squad, self.slot)
            event.accept()
            return
        # The squads stand side by side: Alt+Left/Right, and Alt+Up/Down as before.
        earlier, later = (Qt.Key.Key_Up, Qt.Key.Key_Left), (Qt.Key.Key_Down, Qt.Key.Key_Right)
        if event.modifiers() & Qt.KeyboardModifier.AltModifier and key in earlier + later:
            self.move_requested.emit(self.squad, self.slot, -1 if key in earlier else 1)
            event.accept()
            return
        super().keyPressEvent(event)

    # --- drops -----------------------------------------------------------------------------

    def accepts(self, mime: QMimeData) -> bool:
        unit_id = read_unit_mime(mime)
        if unit_id is not None:
            return self.unit_type_of(unit_id) == self.unit_type
        source = read_slot_mime(mime)
        if source is not None:
            # Only between slots of the same type, and not onto itself.
            return source[1] == self.slot and source[0] != self.squad
        return False

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self.accepts(event.mimeData()):
            self.set_flag("dropping", True)
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self.accepts(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragLeaveEvent(self, event: object) -> None:
        self.set_flag("dropping", False)
        super().dragLeaveEvent(event)  # type: ignore[arg-type]

    def dropEvent(self, event: QDropEvent) -> None:
        self.set_flag("dropping", False)
        mime = event.mimeData()
        if not self.accepts(mime):
            event.ignore()
            return
        unit_id = read_unit_mime(mime)
        if unit_id is not None:
            self.unit_dropped.emit(self.squad, self.slot, unit_id)
        else:
            source = read_slot_mime(mime)
            assert source is not None
            self.slot_dropped.emit(source[0], source[1], self.squad, self.slot)
        event.acceptProposedAction()
