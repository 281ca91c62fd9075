"""One player's side of the Legion table: name, victory tokens, command card, order pool and
the unit rows, whose buttons turn compact with the rows (ten units a side at 1366×768)."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.systems.legion.tracker import state as ls
from ui.systems.legion.tracker.command_card import CommandCardBadge
from ui.systems.legion.tracker.unit_list import UnitList
from ui.systems.legion.tracker.unit_row import UnitRow
from ui.tracker import style
from ui.widgets.retranslate import Retranslatable


def touch(button: QPushButton, bold: bool = False, size: int = style.TOUCH) -> QPushButton:
    button.setStyleSheet(style.touch_button_style(size) + (" font-weight: bold;" if bold else ""))
    return button


class ArmyColumn(Retranslatable, QFrame):
    """One player's side of the table: name, victory tokens, command card, order pool, units."""

    def __init__(self, player: int, parent: QWidget | None = None, compact: bool = False) -> None:
        super().__init__(parent)
        self.player = player
        self.setObjectName(f"army-{player}")
        self.name = style.player_name_label(self, player, 1.4)
        self.victory = QLabel(self)
        self.victory.setObjectName(f"victory-{player}")
        self.victory.setFont(style.scaled_font(self, 1.2, bold=True))
        self.victory_plus = touch(QPushButton("+1", self))
        self.victory_plus.setObjectName(f"victory-plus-{player}")
        self.victory_minus = touch(QPushButton("−1", self))
        self.victory_minus.setObjectName(f"victory-minus-{player}")
        # +1 asks where the token comes from: the primary or secondary objective, or else.
        self.victory_menu = QMenu(self.victory_plus)
        self.victory_actions: dict[str, QAction] = {}
        for source in ls.VP_SOURCES:
            action = QAction(self.victory_menu)
            action.setObjectName(f"victory-{source}-{player}")
            self.victory_menu.addAction(action)
            self.victory_actions[source] = action
        self.victory_plus.setMenu(self.victory_menu)
        self.card = CommandCardBadge(player, self)
        self.card_combo = QComboBox(self)
        self.card_combo.setObjectName(f"card-choice-{player}")
        self.card_combo.setMinimumHeight(style.TOUCH)
        self.play_button = touch(QPushButton(self), bold=True)
        self.play_button.setObjectName(f"play-card-{player}")
        self.orders_button = touch(QPushButton(self), bold=True)
        self.orders_button.setObjectName(f"issue-orders-{player}")
        self.pool = QLabel(self)
        self.pool.setObjectName(f"order-pool-{player}")
        self.pool.setWordWrap(True)
        self.draw_button = touch(QPushButton(self), bold=True)
        self.draw_button.setObjectName(f"draw-order-{player}")
        # The rows; the tracker view's one scroll area holds every column (ArmyBoard).
        self.units_area = UnitList(self)
        self.units_layout = self.units_area.rows_layout
        self.rows: dict[str, UnitRow] = {}

        header = QHBoxLayout()
        header.addWidget(self.name, 1)
        header.addWidget(self.victory)
        header.addWidget(self.victory_minus)
        header.addWidget(self.victory_plus)
        command = QHBoxLayout()
        command.addWidget(self.card, 1)
        command.addWidget(self.card_combo, 1)
        command.addWidget(self.play_button)
        command.addWidget(self.orders_button)
        orders = QHBoxLayout()
        orders.addWidget(self.pool, 1)
        orders.addWidget(self.draw_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(header)
        if compact:
            # Four armies at the table (a team battle): the card and the pool share a line,
            # leaving the height to the units.
            command.addLayout(orders)
            command.setStretch(0, 1)
            command.setStretch(1, 0)
            layout.addLayout(command)
        else:
            layout.addLayout(command)
            layout.addLayout(orders)
        layout.addWidget(self.units_area, 1)
        self.retranslate()

    def set_compact(self, compact: bool) -> None:
        """With compact unit rows, the side's own buttons one line high too (32 pixels)."""
        size = style.COMPACT_TOUCH if compact else style.TOUCH
        for button, bold in (
            (self.victory_plus, False),
            (self.victory_minus, False),
            (self.play_button, True),
            (self.orders_button, True),
            (self.draw_button, True),
        ):
            touch(button, bold, size)
        self.card_combo.setMinimumHeight(size)
        self.name.setFont(style.scaled_font(self, 1.2 if compact else 1.4, bold=True))
        self.layout().setSpacing(2 if compact else 6)

    def retranslate(self) -> None:
        for source, text in (
            ("primary", self.tr("Primary objective")),
            ("secondary", self.tr("Secondary objective")),
            ("other", self.tr("Other")),
        ):
            self.victory_actions[source].setText(text)
        self.play_button.setText(self.tr("Play card"))
        self.orders_button.setText(self.tr("Issue orders"))
        self.draw_button.setText(self.tr("Draw order token"))

    def ordered_units(self) -> list[str]:
        return [key for key, row in self.rows.items() if row.order_button.isChecked()]
