"""One fighter at the table: its figures now, its state (able, Wounded, Dead), the dice on its
profile, its status markers with what they do, and its cards (ready, tilted, waiting to be
reloaded, discarded). Each button asks the tracker view for one event; the card shows what
the view gives it (``FighterView``) and holds no game state of its own."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.systems.flashpoint.tracker.events import STRATEGIC_ACTIONS
from app.systems.flashpoint.tracker.state import DISCARDED, MARKERS, READY, RELOADING, TILTED
from ui.tracker import style
from ui.tracker.button_grid import SPACING, ButtonGrid

MARKER_COLORS = {
    "burning": "#c8402f",
    "poisoned": "#3f8f3a",
    "staggered": "#8a5cc2",
    "immobilised": "#2f6fd0",
}


@dataclass
class CardView:
    id: str
    name: str
    state: str  # READY, TILTED, RELOADING, DISCARDED
    kind: str  # the card's kind, in the interface's language
    usage: str  # "", "single use", "reload 2", in the interface's language


@dataclass
class FighterView:
    id: str
    name: str
    skill: int  # Habilité now (markers and wounds applied)
    power: int
    reinforcement: int  # Pr now
    wounded: bool
    dead: bool
    activations: int
    dice: tuple[int, int]  # Skill, Power dice on the profile
    markers: dict[str, int]
    effects: list[str]  # one line per marker carried: its name, count and effect
    marker_names: dict[str, str]
    cards: list[CardView] = field(default_factory=list)


class FlowGrid(ButtonGrid):
    """The fighter's buttons on as many columns as the card's width holds (one row when they
    all fit), so that a narrow column wraps long French or Polish card names instead of
    cutting them off."""

    def _widest(self) -> int:
        return max((b.sizeHint().width() for b in self.shown()), default=0)

    def columns_at(self, width: int) -> int:
        if width >= self.wide_width():
            return len(self.buttons)
        return max(1, min(len(self.buttons), (width + SPACING) // (self._widest() + SPACING)))

    def rearrange(self) -> None:
        self._arrange(self.columns_at(self.width()))

    def minimumSizeHint(self) -> QSize:
        return QSize(self._widest(), self.grid.minimumSize().height())


class FighterCard(QFrame):
    discard_requested = Signal(str, str)  # fighter, die
    wound_requested = Signal(str)
    marker_requested = Signal(str, str, int)  # fighter, marker, +1 / -1
    card_requested = Signal(str, str)  # fighter, card: use it, or reload it
    gain_requested = Signal(str, str)  # fighter, die: a game effect gives it a die
    action_requested = Signal(str, str)  # fighter, strategic action (run, jump…)

    def __init__(self, view: FighterView, player: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.player = player
        self.setObjectName(f"fighter-{player}-{view.id}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.name = QLabel(self)
        self.name.setObjectName("fighter-name")
        self.name.setFont(style.scaled_font(self, 1.15, bold=True))
        self.figures = QLabel(self)
        self.figures.setObjectName("fighter-figures")
        self.state = QLabel(self)
        self.state.setObjectName("fighter-state")
        self.state.setFont(style.scaled_font(self, 1.0, bold=True))
        self.dice = QLabel(self)
        self.dice.setObjectName("fighter-dice")
        self.dice.setFont(style.scaled_font(self, 1.0, bold=True))
        self.effects = QLabel(self)
        self.effects.setObjectName("fighter-effects")
        self.effects.setWordWrap(True)

        self.discard_skill = self._button("discard-skill")
        self.discard_skill.clicked.connect(
            lambda: self.discard_requested.emit(self.view.id, "skill")
        )
        self.discard_power = self._button("discard-power")
        self.discard_power.clicked.connect(
            lambda: self.discard_requested.emit(self.view.id, "power")
        )
        self.wound_button = self._button("wound")
        self.wound_button.clicked.connect(lambda: self.wound_requested.emit(self.view.id))
        self.markers_button = self._button("markers")
        self.markers_menu = QMenu(self.markers_button)
        self.place_actions: dict[str, QAction] = {}
        self.remove_actions: dict[str, QAction] = {}
        for marker in MARKERS:
            action = QAction(self.markers_menu)
            action.setObjectName(f"place-{marker}")
            action.triggered.connect(
                lambda _c=False, m=marker: self.marker_requested.emit(self.view.id, m, 1)
            )
            self.markers_menu.addAction(action)
            self.place_actions[marker] = action
        self.markers_menu.addSeparator()
        for marker in MARKERS:
            action = QAction(self.markers_menu)
            action.setObjectName(f"remove-{marker}")
            action.triggered.connect(
                lambda _c=False, m=marker: self.marker_requested.emit(self.view.id, m, -1)
            )
            self.markers_menu.addAction(action)
            self.remove_actions[marker] = action
        self.markers_button.setMenu(self.markers_menu)
        # A game effect gives a die (a Wounded figure that regains one is Wounded no more).
        self.gain_button = self._button("gain-die")
        self.gain_menu = QMenu(self.gain_button)
        self.gain_actions: dict[str, QAction] = {}
        for die in ("skill", "power"):
            action = QAction(self.gain_menu)
            action.setObjectName(f"gain-{die}")
            action.triggered.connect(
                lambda _c=False, d=die: self.gain_requested.emit(self.view.id, d)
            )
            self.gain_menu.addAction(action)
            self.gain_actions[die] = action
        self.gain_button.setMenu(self.gain_menu)
        # The strategic actions that move the figure or act on the table (seed 003 L367-L378).
        self.actions_button = self._button("actions")
        self.actions_menu = QMenu(self.actions_button)
        self.action_actions: dict[str, QAction] = {}
        for name in STRATEGIC_ACTIONS:
            action = QAction(self.actions_menu)
            action.setObjectName(f"action-{name}")
            action.triggered.connect(
                lambda _c=False, a=name: self.action_requested.emit(self.view.id, a)
            )
            self.actions_menu.addAction(action)
            self.action_actions[name] = action
        self.actions_button.setMenu(self.actions_menu)
        self.card_buttons: dict[str, QPushButton] = {}
        for card in view.cards:
            button = self._button(f"card-{card.id}")
            button.clicked.connect(
                lambda _c=False, c=card.id: self.card_requested.emit(self.view.id, c)
            )
            self.card_buttons[card.id] = button
        self.buttons = FlowGrid(
            [
                self.discard_skill,
                self.discard_power,
                self.wound_button,
                self.markers_button,
                self.gain_button,
                self.actions_button,
                *self.card_buttons.values(),
            ],
            4,
            self,
        )

        # Two short lines rather than one long one: a column of 1366 pixels' width keeps
        # French and Polish words whole.
        top = QHBoxLayout()
        top.addWidget(self.name)
        top.addStretch(1)
        top.addWidget(self.state)
        second = QHBoxLayout()
        second.addWidget(self.figures)
        second.addStretch(1)
        second.addWidget(self.dice)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addLayout(second)
        layout.addWidget(self.buttons)
        layout.addWidget(self.effects)
        self.set_view(view)

    def _button(self, name: str) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.setStyleSheet(style.touch_button_style(self.touch_size, padding=6))
        return button

    touch_size = style.TOUCH

    def set_touch_size(self, size: int) -> None:
        """The buttons' height: the house's touch size, or its compact one on a low screen."""
        if size == self.touch_size:
            return
        self.touch_size = size
        for button in self.buttons.buttons:
            button.setStyleSheet(style.touch_button_style(size, padding=6))
        self.buttons.rearrange()

    def set_view(self, view: FighterView) -> None:
        self.view = view
        self.name.setText(view.name)
        self.figures.setText(
            self.tr("SK {skill} · PW {power} · RR {reach}").format(
                skill=view.skill, power=view.power, reach=view.reinforcement
            )
        )
        self.figures.setToolTip(self.tr("Skill, Power and reinforcement range, as they are now"))
        if view.dead:
            state, color = self.tr("Dead"), style.INJURED.name()
        elif view.wounded:
            state, color = self.tr("Wounded"), style.WOUNDED.name()
        elif view.activations:
            state, color = (
                self.tr("Activated ×{count}").format(count=view.activations),
                "palette(mid)",
            )
        else:
            state, color = self.tr("Able, not activated"), "#3f8f3a"
        self.state.setText(state)
        self.state.setStyleSheet(f"color: {color};")
        skill, power = view.dice
        self.dice.setText(
            self.tr("Dice: {skill} Skill, {power} Power").format(skill=skill, power=power)
        )
        alive = not view.dead
        self.discard_skill.setText(self.tr("−1 SK"))
        self.discard_skill.setToolTip(self.tr("Discard a Skill die from the profile"))
        self.discard_skill.setEnabled(alive and (skill > 0 or view.wounded))
        self.discard_power.setText(self.tr("−1 PW"))
        self.discard_power.setToolTip(
            self.tr("Discard a Power die from the profile (a Wounded fighter that discards dies)")
        )
        self.discard_power.setEnabled(alive and (power > 0 or view.wounded))
        # The rulebook's « déclarée Morte »: a Wounded fighter wounded again is declared dead.
        wound = self.tr("Wounded") if not view.wounded else self.tr("Declare dead")
        self.wound_button.setText(wound)
        self.wound_button.setToolTip(
            self.tr("Wounded: dice lost, cards tilted; a Wounded fighter wounded again dies")
        )
        self.wound_button.setEnabled(alive)
        self.gain_button.setText(self.tr("+1 die"))
        self.gain_button.setToolTip(
            self.tr(
                "A game effect gives a die from the reserve; a Wounded fighter that regains a "
                "die is Wounded no more"
            )
        )
        self.gain_button.setEnabled(alive)
        self.gain_actions["skill"].setText(self.tr("Gain a Skill die"))
        self.gain_actions["power"].setText(self.tr("Gain a Power die"))
        self.actions_button.setText(self.tr("Actions"))
        self.actions_button.setToolTip(
            self.tr("A strategic action of the activated figure: run, jump, disengage…")
        )
        self.actions_button.setEnabled(alive and not view.wounded)
        names = {
            "run": self.tr("Run"),
            "terrain": self.tr("Enter or leave difficult terrain"),
            "disengage": self.tr("Disengage"),
            "jump": self.tr("Jump"),
            "operate": self.tr("Operate a mechanism"),
            "order": self.tr("Give an NPC an order"),
        }
        for name, action in self.action_actions.items():
            action.setText(names[name])
        carried = [m for m in MARKERS if view.markers.get(m)]
        self.markers_button.setText(
            self.tr("Markers ({count})").format(count=sum(view.markers.values()))
            if carried
            else self.tr("Markers")
        )
        self.markers_button.setEnabled(alive)
        for marker in MARKERS:
            name = view.marker_names[marker]
            self.place_actions[marker].setText(self.tr("Place: {marker}").format(marker=name))
            self.remove_actions[marker].setText(
                self.tr("Remove (strategic action): {marker}").format(marker=name)
            )
            self.remove_actions[marker].setVisible(bool(view.markers.get(marker)))
        words = {
            READY: "",
            TILTED: self.tr("tilted"),
            RELOADING: self.tr("to reload"),
            DISCARDED: self.tr("discarded"),
        }
        for card in view.cards:
            button = self.card_buttons[card.id]
            state_word = words.get(card.state, card.state)
            button.setText(f"{card.name} — {state_word}" if state_word else card.name)
            details = ", ".join(part for part in (card.kind, card.usage) if part)
            if card.state == RELOADING:
                hint = self.tr("Reload it (Rechargement: its strategic actions spent)")
            elif card.state == READY:
                hint = self.tr("Use it")
            else:
                hint = self.tr("Not usable until it is upright again")
            button.setToolTip(f"{card.name} ({details}). {hint}")
            button.setEnabled(alive and not view.wounded and card.state in (READY, RELOADING))
        self.effects.setText(
            "<br>".join(
                f'<span style="color: {MARKER_COLORS[m]}; font-weight: bold;">{line}</span>'
                for m, line in zip(carried, view.effects, strict=False)
            )
        )
        self.effects.setVisible(bool(carried))
        self.setStyleSheet(
            f"#{self.objectName()} {{ background: {style.EMPTY.name()}; }}" if view.dead else ""
        )
        self.buttons.rearrange()
