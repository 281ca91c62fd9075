"""The mission's objectives: active or inactive, the priority marker, the controller."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ui.systems.shatterpoint.tracker.views import ObjectiveView
from ui.tracker import style
from ui.widgets.retranslate import Retranslatable


class ObjectivesPanel(Retranslatable, QFrame):
    """Control is set at the end of a turn: the controller button of each objective says who
    holds it now (press it to pass it on: nobody, then each player), and ending the turn
    commits it."""

    active_toggled = Signal(int, bool)
    priority_toggled = Signal(int, bool)
    controller_chosen = Signal(int, object)  # objective index, player or None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("objectives")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel(self)
        self.title.setFont(style.scaled_font(self, 1.1, bold=True))
        self.grid = QGridLayout()
        self.grid.setSpacing(4)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.title)
        layout.addLayout(self.grid)
        self.views: list[ObjectiveView] = []
        self.players: tuple[str, str] = ("", "")
        self.labels: list[QLabel] = []
        self.active_buttons: list[QPushButton] = []
        self.priority_buttons: list[QPushButton] = []
        self.controller_buttons: list[QPushButton] = []
        self.compact = False  # see set_compact
        self.touch = style.TOUCH
        self.retranslate()

    def set_compact(self, compact: bool) -> None:
        """In the compact tracker the objectives take one row under the turn bar (their
        column goes to the units): 32-pixel buttons, every objective side by side."""
        self.compact = compact
        self.touch = style.COMPACT_TOUCH if compact else style.TOUCH
        box = self.layout()
        if isinstance(box, QBoxLayout):
            box.setDirection(
                QBoxLayout.Direction.LeftToRight if compact else QBoxLayout.Direction.TopToBottom
            )
            box.setContentsMargins(8, 1 if compact else 6, 8, 1 if compact else 6)
        for button in (*self.active_buttons, *self.priority_buttons):
            button.setStyleSheet(style.toggle_button_sheet(None, self.touch))
        self._place()
        self.set_views(self.views, self.players)

    def _place(self) -> None:
        """One row per objective, or (compact) all of them on one row."""
        rows: list[tuple[QWidget, ...]] = list(
            zip(
                self.labels,
                self.active_buttons,
                self.priority_buttons,
                self.controller_buttons,
                strict=True,
            )
        )
        for widgets in rows:
            for widget in widgets:
                self.grid.removeWidget(widget)
        for column in range(self.grid.columnCount()):
            self.grid.setColumnStretch(column, 0)
        for index, widgets in enumerate(rows):
            for part, widget in enumerate(widgets):
                if self.compact:
                    self.grid.addWidget(widget, 0, index * 4 + part)
                else:
                    self.grid.addWidget(widget, index, part)
        if self.compact:
            self.grid.setColumnStretch(len(rows) * 4, 1)
        else:
            self.grid.setColumnStretch(3, 1)

    def set_views(self, views: list[ObjectiveView], players: tuple[str, str]) -> None:
        self.players = players
        if len(views) != len(self.labels):
            self._rebuild(len(views))
        self.views = views
        for index, view in enumerate(views):
            self.active_buttons[index].setChecked(view.active)
            self.priority_buttons[index].setChecked(view.priority)
            controller = self.controller_buttons[index]
            controller.setEnabled(view.active and len(view.choices) > 1)
            if view.controller is None:
                style.set_sheet(
                    controller, f"QPushButton {{ {style.touch_button_style(self.touch)} }}"
                )
            else:
                color = style.player_color(view.controller).name()
                style.set_sheet(
                    controller,
                    f"QPushButton {{ {style.touch_button_style(self.touch)} background: {color}; "
                    "color: white; font-weight: bold; }",
                )
        self._texts()

    def next_controller(self, index: int) -> int | None:
        """The next of the controllers the rules allow (once a player holds an objective,
        only the two players: control never drops back to nobody)."""
        if index >= len(self.views):
            return None
        view = self.views[index]
        choices = view.choices or (None,)
        position = choices.index(view.controller) if view.controller in choices else -1
        return choices[(position + 1) % len(choices)]

    def _rebuild(self, count: int) -> None:
        for widget in [
            *self.labels,
            *self.active_buttons,
            *self.priority_buttons,
            *self.controller_buttons,
        ]:
            self.grid.removeWidget(widget)
            widget.deleteLater()
        self.labels, self.active_buttons, self.priority_buttons = [], [], []
        self.controller_buttons = []
        for index in range(count):
            label = QLabel(str(index + 1), self)
            label.setFont(style.scaled_font(self, 1.2, bold=True))
            active = self._button(f"objective-{index}-active", True)
            active.clicked.connect(lambda on, i=index: self.active_toggled.emit(i, on))
            priority = self._button(f"objective-{index}-priority", True)
            priority.clicked.connect(lambda on, i=index: self.priority_toggled.emit(i, on))
            controller = self._button(f"objective-{index}-controller", False)
            controller.clicked.connect(
                lambda _on=False, i=index: self.controller_chosen.emit(i, self.next_controller(i))
            )
            self.grid.addWidget(label, index, 0)
            self.grid.addWidget(active, index, 1)
            self.grid.addWidget(priority, index, 2)
            self.grid.addWidget(controller, index, 3)
            self.labels.append(label)
            self.active_buttons.append(active)
            self.priority_buttons.append(priority)
            self.controller_buttons.append(controller)
        self._place()

    def _button(self, name: str, checkable: bool) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.setCheckable(checkable)
        button.setStyleSheet(style.toggle_button_sheet(None, self.touch))
        return button

    def retranslate(self) -> None:
        self.title.setText(self.tr("Objectives"))
        self._texts()

    def _texts(self) -> None:
        for index, view in enumerate(self.views):
            self.labels[index].setToolTip(self.tr("Objective {number}").format(number=index + 1))
            self.active_buttons[index].setText(
                self.tr("Active") if view.active else self.tr("Inactive")
            )
            self.priority_buttons[index].setText("★")
            self.priority_buttons[index].setToolTip(self.tr("The mission's priority marker"))
            controller = self.controller_buttons[index]
            if view.controller is None:
                controller.setText(self.tr("Nobody"))
            else:
                name = self.players[view.controller] or self.tr("Player {number}").format(
                    number=view.controller + 1
                )
                controller.setText(name)
            if None in view.choices:
                controller.setToolTip(
                    self.tr(
                        "Who controls this objective; press to change (nobody, then each player)"
                    )
                )
            else:
                controller.setToolTip(
                    self.tr(
                        "Who controls this objective; press to give it to the opponent (control "
                        "stays until the opponent takes it or the struggle ends)"
                    )
                )
