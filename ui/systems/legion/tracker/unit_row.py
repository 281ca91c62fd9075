"""One Legion unit at the table: its wounds per miniature, suppression against courage
(suppressed, panicked), its tokens and its order, with touch-sized buttons for each change."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ui.tracker import style
from ui.widgets.retranslate import Retranslatable


@dataclass
class UnitView:
    """What a unit row shows, in the interface language (made by the tracker view)."""

    key: str
    name: str
    rank: str
    wounds: list[int]  # per miniature, the unit leader first
    thresholds: list[int]
    suppression: int
    courage: int | None
    suppressed: bool
    panicked: bool
    defeated: bool
    commander: bool
    order: str  # "none", "ordered", "activated"
    tokens: list[tuple[str, str, int]] = field(default_factory=list)  # (token, name, count)
    token_names: list[tuple[str, str]] = field(default_factory=list)  # every token, for menus
    can_activate: bool = False
    can_order: bool = False  # the command phase: an order may be issued to it
    active: bool = False  # activating now
    # Living allied commanders whose courage it may use against panic: (key, name).
    courage_helpers: list[tuple[str, str]] = field(default_factory=list)


def wound_marks(wounds: list[int], thresholds: list[int], apart: str = "  ") -> str:
    """Each miniature as filled (wounds) and empty (left) squares, miniatures ``apart``."""
    return apart.join(
        "■" * min(got, most) + "□" * max(0, most - got)
        for got, most in zip(wounds, thresholds, strict=False)
    )


class UnitRow(Retranslatable, QFrame):
    wound_requested = Signal(str, int)  # key, +1 (wound) or -1 (heal)
    token_requested = Signal(str, str, int)  # key, token, +1 (gain) or -1 (remove)
    activate_requested = Signal(str, str)  # key, the commander lending courage ("": none)
    defeat_requested = Signal(str)
    correct_requested = Signal(str)  # key: set wounds, tokens or defeat by hand

    def __init__(self, view: UnitView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.setObjectName(f"unit-{view.key}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.name = QLabel(self)
        self.status = QLabel(self)
        self.status.setObjectName("unit-status")
        self.status.setWordWrap(True)  # a long state wraps, never widens the row
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.status_text = ""
        self.status.installEventFilter(self)
        self.wounds = QLabel(self)
        self.wounds.setObjectName("wounds")
        self.suppression = QLabel(self)
        self.suppression.setObjectName("suppression")
        self.tokens = QLabel(self)
        self.tokens.setObjectName("tokens")
        self.tokens.setWordWrap(True)
        self.wound_button = QPushButton(self)
        self.wound_button.setObjectName("wound")
        self.heal_button = QPushButton(self)
        self.heal_button.setObjectName("heal")
        self.suppress_button = QPushButton(self)
        self.suppress_button.setObjectName("suppress")
        self.rally_button = QPushButton(self)
        self.rally_button.setObjectName("remove-suppression")
        self.activate_button = QPushButton(self)
        self.activate_button.setObjectName("activate")
        self.order_button = QPushButton(self)
        self.order_button.setObjectName("order")
        self.order_button.setCheckable(True)
        self.tokens_button = QToolButton(self)
        self.tokens_button.setObjectName("token-menu")
        self.tokens_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.tokens_menu = QMenu(self.tokens_button)
        self.tokens_button.setMenu(self.tokens_menu)
        self.token_actions: dict[tuple[str, int], QAction] = {}
        self.correct_button = QToolButton(self)
        self.correct_button.setObjectName("correct")
        self.correct_button.clicked.connect(lambda: self.correct_requested.emit(self.view.key))
        self.wound_button.clicked.connect(lambda: self.wound_requested.emit(self.view.key, 1))
        self.heal_button.clicked.connect(lambda: self.wound_requested.emit(self.view.key, -1))
        self.suppress_button.clicked.connect(
            lambda: self.token_requested.emit(self.view.key, "suppression", 1)
        )
        self.rally_button.clicked.connect(
            lambda: self.token_requested.emit(self.view.key, "suppression", -1)
        )
        self.activate_button.clicked.connect(
            lambda: self.activate_requested.emit(self.view.key, "")
        )
        # A unit that may panic: the button's menu offers a commander's courage.
        self.activate_menu = QMenu(self.activate_button)
        self.activate_menu.setObjectName("activate-menu")
        self.helper_keys: list[str] = []

        self.lines = [QHBoxLayout() for _ in range(3)]
        layout = QVBoxLayout(self)
        layout.setSpacing(2)
        for line in self.lines:
            layout.addLayout(line)
        self.compact: bool | None = None  # see set_compact
        self.set_compact(False)
        self.set_view(view)

    def set_compact(self, compact: bool) -> None:
        """The compact row (ten units a side at 1366×768): one line of 32-pixel buttons, the
        suppression as count / courage, the tokens beside the state, short button texts whose
        tooltips say the rest; otherwise three lines of touch-sized buttons."""
        if compact == self.compact:
            return
        self.compact = compact
        for line in self.lines:
            while line.count():
                line.takeAt(0)
        top, middle, bottom = self.lines
        if compact:
            widgets = (
                (self.name, 0),
                (self.wounds, 0),
                (self.wound_button, 0),
                (self.heal_button, 0),
                (self.suppression, 0),
                (self.suppress_button, 0),
                (self.rally_button, 0),
                (self.status, 1),
                (self.tokens_button, 0),
                (self.correct_button, 0),
                (self.order_button, 0),
                (self.activate_button, 0),
            )
            for widget, stretch in widgets:
                top.addWidget(widget, stretch)
        else:
            for widget, stretch in ((self.name, 0), (self.status, 1)):
                top.addWidget(widget, stretch)
            top.addWidget(self.order_button)
            top.addWidget(self.activate_button)
            for widget in (self.wounds, self.wound_button, self.heal_button):
                middle.addWidget(widget)
            middle.addStretch(1)
            middle.addWidget(self.tokens_button)
            middle.addWidget(self.correct_button)
            for widget in (self.suppression, self.suppress_button, self.rally_button):
                bottom.addWidget(widget)
            bottom.addWidget(self.tokens, 1)
        self.tokens.setVisible(not compact)
        self.status.setWordWrap(not compact)
        self.layout().setContentsMargins(*((4, 1, 4, 1) if compact else (6, 4, 6, 4)))
        size = style.COMPACT_TOUCH if compact else style.TOUCH
        padding = 4 if compact else 6
        for button in (
            self.wound_button,
            self.heal_button,
            self.suppress_button,
            self.rally_button,
            self.activate_button,
        ):
            button.setStyleSheet(style.touch_button_style(size, padding))
        self.order_button.setStyleSheet(style.toggle_button_sheet(size=size, padding=padding))
        for tool in (self.tokens_button, self.correct_button):
            tool.setMinimumHeight(size)
        self.name.setFont(style.scaled_font(self, 0.95 if compact else 1.15, bold=True))
        self.wounds.setFont(style.scaled_font(self, 1.0 if compact else 1.3))
        if self.token_actions:
            self.retranslate()

    def _fit_status(self) -> None:
        """The state in full; in the compact row, cut with "…" to the room left (the tooltip
        keeps it whole)."""
        text = self.status_text
        if self.compact:
            text = self.status.fontMetrics().elidedText(
                text, Qt.TextElideMode.ElideRight, max(0, self.status.width())
            )
        self.status.setText(text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.status and event.type() == QEvent.Type.Resize:
            self._fit_status()
        return super().eventFilter(watched, event)

    def _build_menu(self) -> None:
        self.tokens_menu.clear()
        self.token_actions = {}
        for token, _name in self.view.token_names:
            if token == "suppression":
                continue
            for delta in (1, -1):
                action = QAction(self.tokens_menu)
                action.setObjectName(f"{'gain' if delta > 0 else 'remove'}-{token}")
                action.triggered.connect(
                    lambda _checked=False, t=token, d=delta: self.token_requested.emit(
                        self.view.key, t, d
                    )
                )
                self.token_actions[(token, delta)] = action
            self.tokens_menu.addAction(self.token_actions[(token, 1)])
        self.tokens_menu.addSeparator()
        for (_token, delta), action in self.token_actions.items():
            if delta < 0:
                self.tokens_menu.addAction(action)
        self.defeat_action = QAction(self.tokens_menu)
        self.defeat_action.setObjectName("defeat")
        self.defeat_action.triggered.connect(lambda: self.defeat_requested.emit(self.view.key))
        self.tokens_menu.addSeparator()
        self.tokens_menu.addAction(self.defeat_action)

    def set_view(self, view: UnitView) -> None:
        rebuild = not self.token_actions or [t for t, _ in view.token_names] != [
            t for t, _ in self.view.token_names
        ]
        self.view = view
        if rebuild:
            self._build_menu()
        self.retranslate()

    def retranslate(self) -> None:
        view = self.view
        compact = bool(self.compact)
        name = view.name + (" ★" if view.commander else "")
        self.name.setText(name if compact else f"{name} · {view.rank}")
        self.name.setToolTip(f"{name} · {view.rank}")
        self.wounds.setText(wound_marks(view.wounds, view.thresholds, " " if compact else "  "))
        self.wounds.setToolTip(
            self.tr("Wounds per miniature, the unit leader first: {wounds}").format(
                wounds=" · ".join(
                    f"{got}/{most}" for got, most in zip(view.wounds, view.thresholds, strict=False)
                )
            )
        )
        if view.courage is None:
            suppression = self.tr("Suppression {count}").format(count=view.suppression)
            short = str(view.suppression)
        else:
            suppression = self.tr("Suppression {count} / courage {courage}").format(
                count=view.suppression, courage=view.courage
            )
            short = f"{view.suppression}/{view.courage}"
        self.suppression.setText(short if compact else suppression)
        self.suppression.setToolTip(suppression)
        states = []
        if view.defeated:
            states.append(self.tr("Defeated"))
        elif view.panicked:
            states.append(self.tr("Panicked"))
        elif view.suppressed:
            states.append(self.tr("Suppressed"))
        if not view.defeated:
            states.append(
                {
                    "none": self.tr("Order in the pool"),
                    "ordered": self.tr("Ordered"),
                    "activated": self.tr("Activated"),
                }.get(view.order, "")
            )
        tokens = ", ".join(f"{name} {count}" for _token, name, count in view.tokens)
        if compact and tokens:
            states.append(tokens)  # the compact row has no line of its own for them
        self.status_text = " · ".join(s for s in states if s)
        self.status.setToolTip(self.status_text)
        self._fit_status()
        alarm = view.panicked or view.suppressed or view.defeated
        self.status.setStyleSheet("color: #b3261e; font-weight: bold;" if alarm else "")
        self.tokens.setText(tokens or self.tr("No tokens"))
        self.wound_button.setText("+" if compact else self.tr("+ Wound"))
        self.wound_button.setToolTip(self.tr("+ Wound"))
        self.heal_button.setText("−" if compact else self.tr("Heal"))
        self.heal_button.setToolTip(self.tr("Heal"))
        self.suppress_button.setText("+1")
        self.suppress_button.setToolTip(self.tr("Gain a suppression token"))
        self.rally_button.setText("−1")
        self.rally_button.setToolTip(self.tr("Remove a suppression token"))
        self.activate_button.setText(self.tr("Activate"))
        self.order_button.setText(self.tr("Order"))
        self.tokens_button.setText(self.tr("Tokens"))
        self.correct_button.setText("✎" if compact else self.tr("Correct…"))
        self.correct_button.setToolTip(
            self.tr("Set the wounds, tokens or defeat as they are on the table")
        )
        names = dict(view.token_names)
        for (token, delta), action in self.token_actions.items():
            template = self.tr("Gain {token}") if delta > 0 else self.tr("Remove {token}")
            action.setText(template.format(token=names.get(token, token)))
        self.defeat_action.setText(self.tr("Unit defeated"))
        live = not view.defeated
        for widget in (
            self.wound_button,
            self.heal_button,
            self.suppress_button,
            self.rally_button,
            self.tokens_button,
        ):
            widget.setEnabled(live)
        self.suppress_button.setVisible(view.courage is not None)
        self.rally_button.setVisible(view.courage is not None)
        self.heal_button.setEnabled(live and sum(view.wounds) > 0)
        self.rally_button.setEnabled(live and view.suppression > 0)
        self.activate_button.setVisible(view.can_activate)
        helpers = view.courage_helpers if view.can_activate else []
        if [key for key, _name in helpers] != self.helper_keys:
            self.activate_menu.clear()
            self.helper_keys = [key for key, _name in helpers]
            if helpers:
                alone = QAction(self.activate_menu)
                alone.setObjectName("activate-alone")
                alone.triggered.connect(lambda: self.activate_requested.emit(self.view.key, ""))
                self.activate_menu.addAction(alone)
                for key, _name in helpers:
                    action = QAction(self.activate_menu)
                    action.setObjectName(f"courage-from-{key}")
                    action.triggered.connect(
                        lambda _checked=False, k=key: self.activate_requested.emit(self.view.key, k)
                    )
                    self.activate_menu.addAction(action)
            self.activate_button.setMenu(self.activate_menu if helpers else None)  # type: ignore[arg-type]
        names = dict(helpers)
        for action in self.activate_menu.actions():
            key = action.objectName().removeprefix("courage-from-")
            if action.objectName() == "activate-alone":
                action.setText(self.tr("Activate"))
            elif key in names:
                action.setText(
                    self.tr("Activate with the courage of {commander}").format(commander=names[key])
                )
        self.order_button.setVisible(view.can_order)
        if not view.can_order:
            self.order_button.setChecked(False)
        self.setStyleSheet(
            "QFrame#" + self.objectName() + " { border: 2px solid #e0a100; }" if view.active else ""
        )
