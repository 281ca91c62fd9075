"""The two buttons beside the army's tabs that complete the command hand and the battle deck
in one click each (``army_edits.fill_command_hand`` / ``fill_battle_deck``): the suggestion
keeps every card the player took and stays editable card by card in its tab."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from ui.widgets.retranslate import Retranslatable


class QuickFill(Retranslatable, QWidget):
    """``fill_hand`` and ``fill_deck`` when their button is pressed; ``set_ready`` enables
    a button only while its part has something to add."""

    fill_hand = Signal()
    fill_deck = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quick-fill")
        self.hand_button = QPushButton(self)
        self.hand_button.setObjectName("fill-command-hand")
        self.hand_button.clicked.connect(self.fill_hand)
        self.deck_button = QPushButton(self)
        self.deck_button.setObjectName("fill-battle-deck")
        self.deck_button.clicked.connect(self.fill_deck)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 2)
        layout.setSpacing(4)
        layout.addWidget(self.hand_button)
        layout.addWidget(self.deck_button)
        self.retranslate()

    def set_ready(self, hand: bool, deck: bool) -> None:
        self.hand_button.setEnabled(hand)
        self.deck_button.setEnabled(deck)

    def retranslate(self) -> None:
        self.hand_button.setText(self.tr("Fill the hand"))
        self.hand_button.setToolTip(
            self.tr(
                "Complete the command hand with cards that fit: your characters' cards first, "
                "then generic ones. The cards you took stay; change any in its tab."
            )
        )
        self.deck_button.setText(self.tr("Fill the deck"))
        self.deck_button.setToolTip(
            self.tr(
                "Complete the battle deck with the cards the format asks for. The cards you "
                "took stay; change any in its tab."
            )
        )
