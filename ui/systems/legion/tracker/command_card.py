"""The command card a player has played, as the table sees it: its pips as lit dots (the card's
priority, « points lumineux »), its name and whose card it is (a character's, or any
commander's)."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QWidget

from app.systems.legion.tracker.names import line_names
from app.systems.legion.tracker.rules import command_card
from app.systems.legion.tracker.state import STANDING_ORDERS, CardSetup, GameState
from ui.tracker import style
from ui.widgets.retranslate import Retranslatable

MOST_PIPS = 4


def pip_marks(pips: int) -> str:
    """Lit and unlit dots, four in all, as printed in the card's corner."""
    lit = max(0, min(pips, MOST_PIPS))
    return "●" * lit + "○" * (MOST_PIPS - lit)


def owner_names(state: GameState, player: int, entry: CardSetup) -> list[dict[str, str]]:
    """The names (by language) of the fielded characters ``entry`` belongs to."""
    units = state.setup.players[player]
    return [dict(unit.name) for key in entry.owners or () if (unit := units.unit(key)) is not None]


class CommandCardBadge(Retranslatable, QFrame):
    """One line: the card's pips, its name in bold and its owner; or a prompt before a card is
    played (the player's choice is the column's list)."""

    def __init__(self, player: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"command-card-{player}")
        self.pips = QLabel(self)
        self.pips.setObjectName("card-pips")
        self.pips.setStyleSheet("color: #e0a100;")
        self.name = QLabel(self)
        self.name.setObjectName("card-name")
        self.name.setFont(style.scaled_font(self, 1.0, bold=True))
        self.owner = QLabel(self)
        self.owner.setObjectName("card-owner")
        self.owner.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pips)
        layout.addWidget(self.name)
        layout.addWidget(self.owner, 1)
        self.state: GameState | None = None
        self.player = player
        self.card: str | None = None
        self.played = False
        self.prompt = False

    def show_card(self, state: GameState, played: bool, card: str | None, prompt: bool) -> None:
        """The card ``self.player`` played (``played``; ``card`` None: no card), or the prompt
        while choosing (``prompt``), or nothing."""
        self.state, self.card, self.played, self.prompt = state, card, played, prompt
        self.retranslate()

    def retranslate(self) -> None:
        entry = (
            command_card(self.state, self.player, self.card)
            if self.state is not None and self.played
            else None
        )
        self.pips.setVisible(entry is not None)
        self.owner.setVisible(entry is not None)
        if entry is None:
            self.name.setText(
                self.tr("No command card")
                if self.played
                else self.tr("Command card:")
                if self.prompt
                else ""
            )
            self.setToolTip("")
            return
        assert self.state is not None
        # The card and its owners read as one line: in one language.
        name, *owners = line_names([entry.name, *owner_names(self.state, self.player, entry)])
        self.pips.setText(pip_marks(entry.pips or MOST_PIPS))
        self.pips.setToolTip(self.tr("%n pips", "", entry.pips or MOST_PIPS))
        self.name.setText(name)
        if owners:
            owner = self.tr("card of {owner}").format(owner=" & ".join(owners))
        elif entry.owners is not None or entry.id == STANDING_ORDERS:
            owner = self.tr("any commander")
        else:
            owner = ""  # a setup from an earlier Muster did not keep the owner
        self.owner.setText(owner)
        self.setToolTip(" · ".join(t for t in (name, self.pips.toolTip(), owner) if t))
