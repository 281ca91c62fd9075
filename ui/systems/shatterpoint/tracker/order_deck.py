"""A player's order deck: what is left, the reserve, the discard, and the controls of a turn's
order card (reveal, use the reserve, reserve for 1 Force, the Shatterpoint card's choices; in
physical mode, the unit the player activates)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ui.systems.shatterpoint.tracker.shortcuts import KeyCap
from ui.systems.shatterpoint.tracker.views import DeckView
from ui.tracker import style
from ui.tracker.button_grid import ButtonGrid
from ui.widgets.retranslate import Retranslatable


class OrderDeckPanel(Retranslatable, QFrame):
    reveal_requested = Signal(int)
    use_reserve_requested = Signal(int)
    reserve_requested = Signal(int)
    skip_shatterpoint_requested = Signal(int)
    activate_requested = Signal(int)
    card_chosen = Signal(int, str)  # player, order card: physical mode's reveal
    unit_chosen = Signal(int, str)  # player, unit key: the Shatterpoint card's pick
    correct_requested = Signal(int)

    def __init__(self, player: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self.setObjectName(f"order-deck-{player}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.view = DeckView(player)
        self.choices: list[tuple[str, str]] = []
        self.active = False

        self.title = QLabel(self)
        self.title.setFont(style.scaled_font(self, 1.1, bold=True))
        self.counts = QLabel(self)
        self.counts.setWordWrap(True)
        self.counts.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.revealed = QLabel(self)
        self.revealed.setFont(style.scaled_font(self, 1.3, bold=True))
        self.revealed.setWordWrap(True)

        self.reveal_button = self._button("reveal")
        self.reveal_button.clicked.connect(lambda: self.reveal_requested.emit(self.player))
        self.use_reserve_button = self._button("use-reserve")
        self.use_reserve_button.clicked.connect(
            lambda: self.use_reserve_requested.emit(self.player)
        )
        self.reserve_button = self._button("reserve")
        self.reserve_button.clicked.connect(lambda: self.reserve_requested.emit(self.player))
        self.skip_button = self._button("skip-shatterpoint")
        self.skip_button.clicked.connect(lambda: self.skip_shatterpoint_requested.emit(self.player))
        self.activate_button = self._button("activate")
        style.set_sheet(
            self.activate_button,
            style.touch_button_style()
            + f" font-weight: bold; color: {style.player_color(player).name()};",
        )
        self.activate_button.clicked.connect(lambda: self.activate_requested.emit(self.player))
        for button, key in (
            (self.reveal_button, "reveal"),
            (self.use_reserve_button, "use_reserve"),
            (self.activate_button, "activate"),
        ):
            KeyCap(button, key)
        self.physical_menu = QMenu(self)
        self.physical_menu.setObjectName("physical-menu")
        self.pick_button = self._button("pick-unit")
        self.pick_menu = QMenu(self.pick_button)
        self.pick_menu.setObjectName("pick-menu")
        self.pick_button.setMenu(self.pick_menu)

        self.deck_buttons = ButtonGrid(
            [self.reveal_button, self.use_reserve_button, self.reserve_button, self.skip_button],
            2,
            self,
        )
        buttons = QVBoxLayout()
        self.buttons_column = buttons
        buttons.setSpacing(4)
        buttons.addWidget(self.deck_buttons)
        buttons.addWidget(self.activate_button)
        buttons.addWidget(self.pick_button)
        self.correct_button = QToolButton(self)
        self.correct_button.setText("…")
        self.correct_button.setObjectName("correct-deck")
        self.correct_button.setMinimumSize(style.TOUCH - 8, style.TOUCH - 8)
        self.correct_button.clicked.connect(lambda: self.correct_requested.emit(self.player))
        header = QHBoxLayout()
        self.header_row = header
        header.addWidget(self.title, 1)
        header.addWidget(self.counts)
        header.addWidget(self.correct_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addLayout(header)
        layout.addWidget(self.revealed)
        layout.addLayout(buttons)
        self.retranslate()

    def set_compact(self, compact: bool) -> None:
        """32-pixel buttons (the compact tracker)."""
        size = style.COMPACT_TOUCH if compact else style.TOUCH
        for button in (
            self.reveal_button,
            self.use_reserve_button,
            self.reserve_button,
            self.skip_button,
            self.pick_button,
        ):
            style.set_sheet(button, style.touch_button_style(size))
        style.set_sheet(
            self.activate_button,
            style.touch_button_style(size)
            + f" font-weight: bold; color: {style.player_color(self.player).name()};",
        )
        side = size if compact else size - 8
        self.correct_button.setMinimumSize(side, side)
        # The buttons say what the panel is; the counts take one short line, and the card
        # revealed with its Activate button share it rather than adding two rows.
        self.title.setVisible(not compact)
        self.counts.setWordWrap(not compact)
        self.counts.setFont(style.scaled_font(self, 0.9 if compact else 1.0))
        self.revealed.setWordWrap(not compact)
        self.revealed.setFont(style.scaled_font(self, 1.0 if compact else 1.3, bold=True))
        layout = self.layout()
        if isinstance(layout, QVBoxLayout) and compact != getattr(self, "compact", False):
            moving: tuple[QWidget, ...] = (self.revealed, self.activate_button, self.pick_button)
            for widget in moving:
                layout.removeWidget(widget)
                self.buttons_column.removeWidget(widget)
                self.header_row.removeWidget(widget)
            if compact:
                for index, widget in enumerate(moving):
                    self.header_row.insertWidget(index, widget)
            else:
                layout.insertWidget(1, self.revealed)
                self.buttons_column.addWidget(self.activate_button)
                self.buttons_column.addWidget(self.pick_button)
        self.compact = compact
        if layout is not None:
            layout.setContentsMargins(8, 3 if compact else 6, 8, 3 if compact else 6)
            layout.setSpacing(2 if compact else 6)
        # A card revealed before the tracker turned compact is named by its Activate button
        # now: the name said twice would widen this side and squeeze the other into scrolling.
        self._texts()

    def _button(self, name: str) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        style.set_sheet(button, style.touch_button_style())
        return button

    def set_view(
        self,
        view: DeckView,
        active: bool,
        choices: list[tuple[str, str]],
        cards: list[tuple[str, str]] | None = None,
    ) -> None:
        """``choices``: (unit key, name) the Shatterpoint card may activate; ``cards``: (card,
        name) a player of a physical deck may say they revealed."""
        self.view = view
        self.active = active
        self.choices = choices
        self.physical_menu.clear()
        for card, name in cards or []:
            action = QAction(name, self.physical_menu)
            action.setData(card)
            action.triggered.connect(
                lambda _checked=False, c=card: self.card_chosen.emit(self.player, c)
            )
            self.physical_menu.addAction(action)
        self.reveal_button.setMenu(self.physical_menu if view.physical else None)  # type: ignore[arg-type]
        self.pick_menu.clear()
        for key, name in choices:
            action = QAction(name, self.pick_menu)
            action.setData(key)
            action.triggered.connect(
                lambda _checked=False, k=key: self.unit_chosen.emit(self.player, k)
            )
            self.pick_menu.addAction(action)
        self.reveal_button.setEnabled(active and view.can_reveal)
        self.use_reserve_button.setEnabled(active and view.can_use_reserve)
        self.reserve_button.setEnabled(active and view.can_reserve)
        self.skip_button.setEnabled(active and view.can_skip_shatterpoint)
        self.activate_button.setEnabled(active and view.can_activate)
        self.activate_button.setVisible(active and view.can_activate)
        self.skip_button.setVisible(view.shatterpoint_revealed)
        picking = active and bool(choices) and view.shatterpoint_revealed
        self.pick_button.setEnabled(picking)
        self.pick_button.setVisible(view.shatterpoint_revealed)
        self.deck_buttons.rearrange()
        color = style.player_color(self.player)
        width = 4 if active else 1
        style.set_sheet(
            self,
            f"OrderDeckPanel {{ border: {width}px solid {color.name()}; border-radius: 6px; }}",
        )
        self._texts()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Order deck"))
        self.correct_button.setToolTip(
            self.tr("Correct the order deck by hand: move cards between its zones")
        )
        self.use_reserve_button.setText(self.tr("Use reserve"))
        self.use_reserve_button.setToolTip(self.tr("Activate the reserved order card (U)"))
        self.reserve_button.setText(self.tr("Reserve (1 Force)"))
        self.reserve_button.setToolTip(
            self.tr("Pay 1 Force to set the revealed card aside and reveal the next one")
        )
        self.skip_button.setText(self.tr("Next card (1 Force)"))
        self.skip_button.setToolTip(
            self.tr("Pay 1 Force to reveal the next card and shuffle the Shatterpoint card back")
        )
        self._texts()

    def _texts(self) -> None:
        view = self.view
        self.counts.setText(
            self.tr("Deck {deck} · Discard {discard} · Removed {removed}").format(
                deck=view.deck, discard=view.discard, removed=view.removed
            )
        )
        lines = []
        if view.revealed:
            lines.append(view.revealed)
        if view.reserve:
            lines.append(self.tr("Reserve: {card}").format(card=view.reserve))
        self.revealed.setText("\n".join(lines))
        # Compact: the Activate button (or the Shatterpoint card's pick) names the card
        # revealed, on the same line.
        redundant = getattr(self, "compact", False) and not (
            self.activate_button.isHidden() and self.pick_button.isHidden()
        )
        self.revealed.setVisible(bool(lines) and not (redundant and not view.reserve))
        if view.physical:
            self.reveal_button.setText(self.tr("Revealed card…"))
            self.reveal_button.setToolTip(
                self.tr("Physical deck: say which order card you revealed (R)")
            )
        else:
            self.reveal_button.setText(self.tr("Reveal"))
            self.reveal_button.setToolTip(self.tr("Reveal the top order card (R)"))
        if view.can_activate and view.revealed:
            self.activate_button.setText(self.tr("Activate {unit}").format(unit=view.revealed))
        else:
            self.activate_button.setText(self.tr("Activate"))
        self.activate_button.setToolTip(self.tr("Activate the revealed card's unit (A)"))
        self.pick_button.setText(self.tr("Shatterpoint card: activate any unit…"))
        self.pick_button.setToolTip(
            self.tr("The Shatterpoint card lets you activate any of your units")
        )
