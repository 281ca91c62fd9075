"""The table assistant's regrouping page: regrouping's ten steps, each with what it asks — a
number per player, an objective met, the bases, transports and resource cards the board shows
lost or gained, listed one line at a time until the step is done.

Another page of ``AskPanel``'s stack; the lines listed wait in ``pending`` until the step is
recorded, and go with any change of the game (``drop_pending``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.i18n import current_language, format_text
from app.systems.starcraft import tracker as sc
from app.systems.starcraft.tracker.state import REGROUP_STEP

# Regrouping steps that ask a number per player: the payload field and its range.
PER_PLAYER_STEPS: dict[int, tuple[tuple[str, int], ...]] = {
    5: (("cp", 40), ("zones", 40)),
    8: (("played", 9),),
    9: (("hands", 20),),
}


class RegroupPage:
    """Regrouping's page of ``TableView``."""

    def _build_regroup_page(self) -> None:
        page = QWidget(self)
        self.step_grid = QGridLayout()
        self.step_names: list[QLabel] = []
        self.step_spins: list[list[QSpinBox]] = []  # per player, per field
        self.achieved_checks: list[QCheckBox] = []
        self.field_labels = [QLabel(page), QLabel(page)]
        for column, label in enumerate(self.field_labels):
            self.step_grid.addWidget(label, 0, column + 1)
        for seat in range(len(self.game.state.players)):
            name = QLabel(page)
            self.step_grid.addWidget(name, seat + 1, 0)
            spins = []
            for column in range(2):
                spin = QSpinBox(page)
                spin.setObjectName(f"step-{seat}-{column}")
                self.step_grid.addWidget(spin, seat + 1, column + 1)
                spins.append(spin)
            check = QCheckBox(page)
            check.setObjectName(f"achieved-{seat}")
            self.step_grid.addWidget(check, seat + 1, 3)
            self.step_names.append(name)
            self.step_spins.append(spins)
            self.achieved_checks.append(check)
        # Steps 1 to 3: what the board shows lost or gained, one line at a time.
        self.pending: list[tuple[str, int, Any]] = []  # (payload field, player, value)
        self.change_player = QComboBox(page)
        self.change_player.setObjectName("change-player")
        for seat in range(len(self.game.state.players)):
            self.change_player.addItem("", seat)
        self.change_player.currentIndexChanged.connect(self._fill_change_names)
        self.change_kind = QComboBox(page)
        self.change_kind.setObjectName("change-kind")
        self.change_kind.addItem("", "bases_destroyed")
        self.change_kind.addItem("", "transports_destroyed")
        self.change_kind.currentIndexChanged.connect(self._fill_change_names)
        self.change_name = QComboBox(page)
        self.change_name.setObjectName("change-name")
        self.change_name.setEditable(True)
        self.change_name.setMinimumContentsLength(12)
        self.change_resource = QComboBox(page)
        self.change_resource.setObjectName("change-resource")
        self.change_resource.addItem("", "minerals")
        self.change_resource.addItem("", "gas")
        self.change_capacity = QSpinBox(page)
        self.change_capacity.setObjectName("change-capacity")
        self.change_capacity.setRange(1, 9)
        self.change_add = QPushButton(page)
        self.change_add.setObjectName("change-add")
        self.change_add.clicked.connect(self.add_change)
        self.change_clear = QPushButton(page)
        self.change_clear.setObjectName("change-clear")
        self.change_clear.clicked.connect(self.clear_changes)
        self.change_list = QLabel(page)
        self.change_list.setObjectName("change-list")
        self.change_list.setWordWrap(True)
        change_row = QHBoxLayout()
        for widget in (
            self.change_player,
            self.change_kind,
            self.change_name,
            self.change_resource,
            self.change_capacity,
            self.change_add,
            self.change_clear,
        ):
            change_row.addWidget(widget)
        change_row.addStretch(1)
        self.end_label = QLabel(page)
        self.end_spin = QSpinBox(page)
        self.end_spin.setObjectName("end-is-near")
        self.end_spin.setRange(0, 3)
        self.step_button = QPushButton(page)
        self.step_button.setObjectName("step-done")
        self.step_button.clicked.connect(self.regroup_step)
        end_row = QHBoxLayout()
        end_row.addWidget(self.end_label)
        end_row.addWidget(self.end_spin)
        end_row.addStretch(1)
        end_row.addWidget(self.step_button)
        layout = QVBoxLayout(page)
        layout.addLayout(self.step_grid)
        layout.addLayout(change_row)
        layout.addWidget(self.change_list)
        layout.addLayout(end_row)
        layout.addStretch(1)
        self.regroup_page = page
        self.pages.addWidget(page)

    def _show_regroup(self, step: int) -> None:
        state = self.state
        language = current_language()
        self.pages.setCurrentWidget(self.regroup_page)
        self.ask_box.setTitle(
            format_text(
                QCoreApplication.translate("TableView", "Regrouping, step {step} of 10: {name}"),
                step=step,
                name=sc.step_name(step, language),
            )
        )
        self.asks_label.setText(sc.step_asks(step, language))
        fields = PER_PLAYER_STEPS.get(step, ())
        words = {
            "cp": QCoreApplication.translate("TableView", "Conquest points gained"),
            "zones": QCoreApplication.translate("TableView", "Zones controlled"),
            "played": QCoreApplication.translate("TableView", "Event cards played"),
            "hands": QCoreApplication.translate("TableView", "Combat cards kept"),
        }
        for column, label in enumerate(self.field_labels):
            label.setVisible(column < len(fields))
            if column < len(fields):
                label.setText(words[fields[column][0]])
        for seat, player in enumerate(state.players):
            shown = not player.eliminated and bool(fields or step == 7)
            self.step_names[seat].setText(self.name(seat))
            self.step_names[seat].setVisible(shown)
            for column, spin in enumerate(self.step_spins[seat]):
                spin.setVisible(shown and column < len(fields))
                if column < len(fields):
                    key, high = fields[column]
                    spin.setRange(0, high)
                    if key == "hands":
                        spin.setValue(player.hand)
                    elif key == "zones":
                        spin.setValue(player.zones)
                    else:
                        spin.setValue(0)
            check = self.achieved_checks[seat]
            check.setVisible(shown and step == 7 and sc.special_applies(state, seat))
            check.setText(QCoreApplication.translate("TableView", "objective met"))
            check.setChecked(False)
        changes = step in (1, 2, 3)
        for widget in (self.change_player, self.change_name, self.change_add, self.change_clear):
            widget.setVisible(changes)
        self.change_list.setVisible(changes)
        self.change_kind.setVisible(step == 1)
        self.change_resource.setVisible(step == 3)
        self.change_capacity.setVisible(step == 3)
        self.change_step = step
        if changes:
            self._fill_change_names()
            self._show_changes()
        self.end_label.setVisible(step == 8)
        self.end_spin.setVisible(step == 8)
        self.end_spin.setValue(0)
        self.step_button.setText(
            format_text(QCoreApplication.translate("TableView", "Step {step} done"), step=step)
        )

    def _fill_change_names(self) -> None:
        seat = self.change_player.currentData()
        if seat is None:
            return
        player = self.state.players[int(seat)]
        step = getattr(self, "change_step", 1)
        if step == 1 and self.change_kind.currentData() == "bases_destroyed":
            names = list(player.bases)
        elif step == 1:
            names = list(player.transports)
        elif step == 2:
            names = [card.id for card in player.resources if not card.permanent]
        else:
            names = []
        typed = self.change_name.currentText() if step == 3 else ""
        self.change_name.clear()
        self.change_name.addItems(names)
        self.change_name.setEditText(typed or (names[0] if names else ""))

    def _show_changes(self) -> None:
        words = {
            "bases_destroyed": QCoreApplication.translate("TableView", "base destroyed on {name}"),
            "transports_destroyed": QCoreApplication.translate(
                "TableView", "transport destroyed on {name}"
            ),
            "cards_lost": QCoreApplication.translate("TableView", "resource card lost: {name}"),
            "cards_gained": QCoreApplication.translate("TableView", "resource card gained: {name}"),
        }
        lines = []
        for key, seat, value in self.pending:
            name = value["id"] if isinstance(value, dict) else value
            change = format_text(words[key], name=name)
            lines.append(
                format_text(
                    QCoreApplication.translate("TableView", "{player}: {change}"),
                    player=self.name(seat),
                    change=change,
                )
            )
        self.change_list.setText(
            "\n".join(lines)
            or QCoreApplication.translate(
                "TableView", "Nothing yet: add what the board shows, if anything."
            )
        )

    def add_change(self) -> None:
        step = getattr(self, "change_step", 1)
        name = self.change_name.currentText().strip()
        if not name:
            self.show_problem(
                QCoreApplication.translate("TableView", "Name the planet, route or zone.")
            )
            return
        seat = int(self.change_player.currentData())
        if step == 1:
            self.pending.append((str(self.change_kind.currentData()), seat, name))
        elif step == 2:
            self.pending.append(("cards_lost", seat, name))
        else:
            card = {
                "id": name,
                "resource": str(self.change_resource.currentData()),
                "capacity": self.change_capacity.value(),
            }
            self.pending.append(("cards_gained", seat, card))
        self.show_problem("")
        self._show_changes()

    def clear_changes(self) -> None:
        self.pending = []
        self._show_changes()

    def drop_pending(self, undone: bool) -> None:
        """The regrouping changes listed for the next step go with any change of the game."""
        self.pending = []

    def regroup_step(self) -> None:
        state = self.state
        step = sc.next_regroup_step(state)
        if step is None:
            return
        payload: dict[str, Any] = {"step": step}
        for column, (key, _) in enumerate(PER_PLAYER_STEPS.get(step, ())):
            payload[key] = [
                0
                if state.players[seat].eliminated and key != "hands"
                else self.step_spins[seat][column].value()
                for seat in range(len(state.players))
            ]
        if step == 7:
            payload["achieved"] = [
                seat
                for seat, check in enumerate(self.achieved_checks)
                if check.isVisible() and check.isChecked()
            ]
        if step == 8:
            payload["end_is_near"] = self.end_spin.value()
        if step in (1, 2, 3):
            for key, seat, value in self.pending:
                payload.setdefault(key, []).append([seat, value])
        self.record(REGROUP_STEP, payload)

    def _retranslate_regrouping(self) -> None:
        self.end_label.setText(QCoreApplication.translate("TableView", '"The End is Near" played'))
        for seat in range(self.change_player.count()):
            self.change_player.setItemText(seat, self.name(seat))
        self.change_kind.setItemText(0, QCoreApplication.translate("TableView", "Base destroyed"))
        self.change_kind.setItemText(
            1, QCoreApplication.translate("TableView", "Transport destroyed")
        )
        self.change_resource.setItemText(0, QCoreApplication.translate("TableView", "minerals"))
        self.change_resource.setItemText(1, QCoreApplication.translate("TableView", "gas"))
        self.change_add.setText(QCoreApplication.translate("TableView", "Add"))
        self.change_clear.setText(QCoreApplication.translate("TableView", "Clear"))
