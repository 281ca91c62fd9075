"""The turn flow: the eleven steps of a turn, the activating unit's actions, and the two buttons
that move the game on (end the activation, end the turn)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.i18n import current_language, format_text
from app.systems.shatterpoint.tracker import ACTIONS, action_name
from ui.systems.shatterpoint.tracker.shortcuts import KeyCap
from ui.systems.shatterpoint.tracker.views import TurnView
from ui.tracker import style
from ui.tracker.frame import explain_greyed
from ui.widgets.retranslate import Retranslatable

STEP_COUNT = 11


class TurnBar(Retranslatable, QFrame):
    action_toggled = Signal(str, bool)
    end_activation_requested = Signal()
    end_turn_requested = Signal()
    step_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turn-bar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.view = TurnView()
        self.heading = QLabel(self)
        self.heading.setObjectName("turn-heading")
        self.heading.setFont(style.scaled_font(self, 1.4, bold=True))
        self.heading.setWordWrap(True)
        self.steps: list[QPushButton] = []
        steps_row = QHBoxLayout()
        steps_row.setSpacing(2)
        for number in range(1, STEP_COUNT + 1):
            chip = QPushButton(str(number), self)
            chip.setObjectName(f"step-{number}")
            chip.setFlat(True)
            chip.setFixedSize(style.TOUCH - 4, style.TOUCH - 4)  # a finger can hit it
            chip.clicked.connect(lambda _=False, n=number: self.step_chosen.emit(n))
            self.steps.append(chip)
            steps_row.addWidget(chip)
        self.step_label = QLabel(self)
        steps_row.insertWidget(0, self.step_label)
        steps_row.insertSpacing(1, 8)

        self.action_buttons: dict[str, QPushButton] = {}
        actions_row = QHBoxLayout()
        self.actions_label = QLabel(self)
        actions_row.addWidget(self.actions_label)
        for action in ACTIONS:
            button = QPushButton(self)
            button.setObjectName(f"action-{action}")
            button.setCheckable(True)
            button.setStyleSheet(style.toggle_button_sheet())
            button.clicked.connect(lambda on, a=action: self.action_toggled.emit(a, on))
            self.action_buttons[action] = button
            actions_row.addWidget(button)
        actions_row.addStretch(1)
        self.end_activation_button = QPushButton(self)
        self.end_activation_button.setObjectName("end-activation")
        self.end_activation_button.setStyleSheet(style.touch_button_style())
        self.end_activation_button.clicked.connect(self.end_activation_requested)
        KeyCap(self.end_activation_button, "end_activation")
        self.end_turn_button = QPushButton(self)
        self.end_turn_button.setObjectName("end-turn")
        self.end_turn_button.setStyleSheet(style.touch_button_style() + " font-weight: bold;")
        self.end_turn_button.clicked.connect(self.end_turn_requested)
        KeyCap(self.end_turn_button, "end_turn")
        self.actions_row = actions_row
        actions_row.addWidget(self.end_activation_button)
        actions_row.addWidget(self.end_turn_button)

        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addSpacing(16)
        top.addLayout(steps_row)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addLayout(actions_row)
        self.retranslate()

    def set_compact(self, compact: bool) -> None:
        """32-pixel buttons and a smaller heading (the compact tracker)."""
        size = style.COMPACT_TOUCH if compact else style.TOUCH
        self.heading.setFont(style.scaled_font(self, 1.15 if compact else 1.4, bold=True))
        for chip in self.steps:
            chip.setFixedSize(size - 4, size - 4)
        for button in self.action_buttons.values():
            button.setStyleSheet(style.toggle_button_sheet(None, size))
        self.end_activation_button.setStyleSheet(style.touch_button_style(size))
        self.end_turn_button.setStyleSheet(style.touch_button_style(size) + " font-weight: bold;")

    def set_view(self, view: TurnView) -> None:
        self.view = view
        color = style.player_color(view.active_player).name()
        for number, chip in enumerate(self.steps, start=1):
            if number == view.step:
                style.set_sheet(
                    chip,
                    f"background: {color}; color: white; border-radius: 4px; font-weight: bold;",
                )
            elif number < view.step:
                style.set_sheet(chip, "color: gray;")
            else:
                style.set_sheet(chip, "")
            chip.setEnabled(not view.finished and view.step > 0 and number > view.step)
        for action, button in self.action_buttons.items():
            button.setChecked(action in view.actions_taken)
        # Between turns the row holds the button that starts the next one instead: at
        # 1366 px the longer French and Polish texts would not fit beside idle buttons. After
        # the game there is nothing left to do in it.
        between = view.step == 0 or view.finished
        for widget in (
            self.actions_label,
            *self.action_buttons.values(),
            self.end_activation_button,
            self.end_turn_button,
        ):
            widget.setVisible(not between)
        self._texts()

    def step_name(self, step: int) -> str:
        names = {
            1: self.tr("Start of turn"),
            2: self.tr("Reveal an order card"),
            3: self.tr("Activate the unit"),
            4: self.tr("Start of activation"),
            5: self.tr("Actions"),
            6: self.tr("End-of-activation effects"),
            7: self.tr("The activation ends"),
            8: self.tr("End of turn: objective control"),
            9: self.tr("Move the struggle token"),
            10: self.tr("Defeat check"),
            11: self.tr("The turn passes"),
        }
        return names.get(step, "")

    def action_name(self, action: str) -> str:
        return action_name(action, current_language())

    def waiting_text(self) -> str:
        """What the rules wait for before the greyed buttons unlock, in one sentence ("" when
        they wait for nothing: a unit is activating, or the turn is not under way)."""
        view = self.view
        if view.finished or view.step == 0:
            return ""
        return {
            "reveal": self.tr("Reveal an order card first."),
            "reserve": self.tr("Activate the unit of the order card in reserve first."),
            "reveal_or_reserve": self.tr(
                "Reveal an order card, or choose the one in reserve, first."
            ),
            "activate": self.tr("Activate {unit} first.").format(unit=view.waiting_unit),
            "choose_unit": self.tr("Choose the unit to activate first."),
            "end_turn": self.tr("This activation is over: end the turn."),
        }.get(view.waiting, "")

    def _explain_greyed(self) -> None:
        """Each button live or greyed as the rules say, a greyed one saying what unlocks it."""
        view = self.view
        waiting = self.waiting_text()
        activating = view.activating is not None and not view.finished
        for button in self.action_buttons.values():
            explain_greyed(button, activating, "", waiting)
        explain_greyed(
            self.end_activation_button,
            view.can_end_activation and not view.finished,
            self.tr("End the unit's activation (E)"),
            waiting,
        )
        explain_greyed(
            self.end_turn_button,
            view.can_end_turn and not view.finished,
            self.tr("End the turn with the objective control shown (T)"),
            waiting,
        )

    def retranslate(self) -> None:
        self.actions_label.setText(self.tr("Actions:"))
        self.end_activation_button.setText(self.tr("End activation"))
        self.end_turn_button.setText(self.tr("End turn"))
        for action, button in self.action_buttons.items():
            button.setText(self.action_name(action))
        for number, chip in enumerate(self.steps, start=1):
            chip.setToolTip(
                self.tr("Step {number}: {name}. Click to move the turn on to it.").format(
                    number=number, name=self.step_name(number)
                )
            )
        self._texts()

    def _texts(self) -> None:
        self._explain_greyed()
        view = self.view
        name = view.players[view.active_player] or self.tr("Player {number}").format(
            number=view.active_player + 1
        )
        if view.finished:
            if view.winner is None:
                self.heading.setText(self.tr("Game over"))
            else:
                winner = view.players[view.winner] or self.tr("Player {number}").format(
                    number=view.winner + 1
                )
                self.heading.setText(self.tr("Game over: {player} wins").format(player=winner))
        elif view.activating:
            self.heading.setText(
                self.tr("Turn {turn} — {player} activates {unit}").format(
                    turn=view.turn, player=name, unit=view.activating
                )
            )
        elif view.turn == 0:
            self.heading.setText(
                self.tr("Before the first turn — {player} goes first").format(player=name)
            )
        elif view.step == 0:
            self.heading.setText(
                format_text(
                    self.tr("Turn {turn} is over — next: {player}"), turn=view.turn, player=name
                )
            )
        else:
            self.heading.setText(
                self.tr("Turn {turn} — {player}").format(turn=view.turn, player=name)
            )
        if view.step > 0:
            self.step_label.setText(
                self.tr("Step {number}: {name}").format(
                    number=view.step, name=self.step_name(view.step)
                )
            )
        else:
            self.step_label.setText(self.tr("Between turns"))
