"""The rank bar above the army's units, as Legion HQ has one: each rank's name with its count
and the format's minimum and maximum ("Corps 3 / 3–6"), red below the minimum or above the
maximum, marked full (✓) at the maximum."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from ui.systems.legion.army_panel import PROBLEM_COLOUR, set_flag

FULL_MARK = "✓"
STYLE = f"""
QLabel#rank-chip {{ border: 1px solid palette(mid); border-radius: 3px; padding: 1px 5px; }}
QLabel#rank-chip[wrong="true"] {{ color: {PROBLEM_COLOUR}; border: 2px solid {PROBLEM_COLOUR}; }}
QLabel#rank-chip[full="true"] {{ background: palette(alternate-base); font-weight: bold; }}
"""


@dataclass(frozen=True)
class RankCount:
    """One rank as the bar shows it."""

    rank: str
    name: str
    count: int
    minimum: int
    maximum: int
    wrong: bool  # the rules flag it (below the minimum, above the maximum)
    tip: str


class RankBar(QWidget):
    """One chip per rank the format allows (or the army fields), left to right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rank-bar")
        self.setStyleSheet(STYLE)
        self.chips: dict[str, QLabel] = {}
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(4, 2, 4, 2)
        self._layout.setSpacing(4)
        self._layout.addStretch(1)

    def show_ranks(self, ranks: list[RankCount]) -> None:
        for rank in ranks:
            chip = self.chips.get(rank.rank)
            if chip is None:
                chip = self.chips[rank.rank] = QLabel(self)
                chip.setObjectName("rank-chip")
                self._layout.insertWidget(self._layout.count() - 1, chip)
            limits = f"{rank.minimum}–{rank.maximum}" if rank.minimum else f"≤{rank.maximum}"
            full = rank.count == rank.maximum and not rank.wrong
            mark = f" {FULL_MARK}" if full else ""
            chip.setText(f"{rank.name} {rank.count} / {limits}{mark}")
            chip.setToolTip(rank.tip)
            set_flag(chip, "wrong", rank.wrong)
            set_flag(chip, "full", full)
            chip.setVisible(rank.maximum > 0 or rank.count > 0)
