"""The table assistant's "what the game asks now": a box whose title and sentence say what the
round waits for, over the page of choices for it — the starting forces and the round's start,
placing an order, executing them (``table_execution.py``), regrouping's steps
(``table_regrouping.py``) — and the result once the game is over.

A mixin of ``TableView``, which places this box under the players' table.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.i18n import format_text
from app.systems.starcraft import tracker as sc
from app.systems.starcraft.tracker.state import ORDER_PLACED, ROUND_STARTED
from ui.systems.starcraft.starting_forces import StartingForces
from ui.systems.starcraft.table_execution import ExecutionPage
from ui.systems.starcraft.table_regrouping import RegroupPage


class AskPanel(ExecutionPage, RegroupPage):
    """What the game asks now, in ``TableView``."""

    def _build_ask_box(self) -> QGroupBox:
        self.ask_box = QGroupBox(self)
        self.ask_box.setObjectName("ask")
        self.asks_label = QLabel(self.ask_box)
        self.asks_label.setObjectName("asks")
        self.asks_label.setWordWrap(True)
        self.problem = self.status  # the rules' refusal, said under what the game asks
        self.pages = QStackedWidget(self.ask_box)
        self._build_start_page()
        self._build_planning_page()
        self._build_execution_page()
        self._build_regroup_page()
        self.result_label = QLabel(self)
        self.result_label.setObjectName("result")
        self.result_label.setWordWrap(True)
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignTop)
        league_link = self.make_league_link()
        self.result_page = QWidget(self)
        result_layout = QVBoxLayout(self.result_page)
        result_layout.setContentsMargins(0, 0, 0, 0)
        result_layout.addWidget(self.result_label, 1)
        result_layout.addWidget(league_link)
        self.pages.addWidget(self.result_page)
        ask_layout = QVBoxLayout(self.ask_box)
        ask_layout.addWidget(self.asks_label)
        ask_layout.addWidget(self.pages, 1)
        ask_layout.addWidget(self.problem)
        return self.ask_box

    def _build_start_page(self) -> None:
        page = QWidget(self)
        self.start_button = QPushButton(page)
        self.start_button.setObjectName("start-round")
        self.start_button.clicked.connect(lambda: self.record(ROUND_STARTED, {}))
        self.forces = StartingForces(lambda: self.state, self.record, page)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(page)
        layout.addWidget(self.forces)
        layout.addLayout(buttons)
        layout.addStretch(1)
        self.start_page = page
        self.pages.addWidget(page)

    def _build_planning_page(self) -> None:
        page = QWidget(self)
        self.planet_label = QLabel(page)
        self.planet_combo = QComboBox(page)
        self.planet_combo.setObjectName("planet")
        self.planet_combo.setEditable(True)
        self.planet_combo.setMinimumContentsLength(14)
        self.special_check = QCheckBox(page)
        self.special_check.setObjectName("special")
        self.place_button = QPushButton(page)
        self.place_button.setObjectName("place-order")
        self.place_button.clicked.connect(self.place_order)
        layout = QGridLayout(page)
        layout.addWidget(self.planet_label, 0, 0)
        layout.addWidget(self.planet_combo, 0, 1)
        layout.addWidget(self.special_check, 1, 1)
        layout.addWidget(self.place_button, 2, 1)
        layout.setRowStretch(3, 1)
        self.planning_page = page
        self.pages.addWidget(page)

    def _show_asked(self) -> None:
        state = self.state
        active = self.active_player()
        if state.finished:
            self.ask_box.setTitle(QCoreApplication.translate("TableView", "Result"))
            self.asks_label.setText("")
            self.result_label.setText(self.result_text())
            self.pages.setCurrentWidget(self.result_page)
            return
        if state.phase == "setup" or (state.phase == "regrouping" and state.step == 10):
            self.ask_box.setTitle(
                format_text(
                    QCoreApplication.translate("TableView", "Round {round}"), round=state.round + 1
                )
            )
            setup = state.phase == "setup"
            missing = sc.forces_missing(state) if setup else []
            self.forces.setVisible(setup)
            if setup:
                self.ask_box.setTitle(
                    QCoreApplication.translate("TableView", "Set-up: starting forces")
                )
                self.forces.refresh()
            if missing:
                self.asks_label.setText(
                    format_text(
                        QCoreApplication.translate(
                            "TableView",
                            "Place each faction's starting forces as the back of its sheet "
                            "lists them and enter them here; still to enter: {players}.",
                        ),
                        players=", ".join(self.name(seat) for seat in missing),
                    )
                )
            else:
                self.asks_label.setText(
                    QCoreApplication.translate(
                        "TableView",
                        "Every player is ready: start the round with the planning phase.",
                    )
                )
            self.start_button.setText(
                format_text(
                    QCoreApplication.translate("TableView", "Start round {round}"),
                    round=state.round + 1,
                )
            )
            self.pages.setCurrentWidget(self.start_page)
            return
        if state.phase == "planning" and active is not None:
            self.ask_box.setTitle(
                format_text(
                    QCoreApplication.translate("TableView", "{player} places an order"),
                    player=self.name(active),
                )
            )
            self.asks_label.setText(
                format_text(
                    QCoreApplication.translate(
                        "TableView",
                        "Orders are placed face down, one at a time, clockwise: "
                        "{placed} of 4 placed. Name the planet.",
                    ),
                    placed=len(state.players[active].placed),
                )
            )
            self._fill_planets()
            allowed = sc.special_orders_allowed(state, active)
            self.special_check.setEnabled(allowed > 0)
            if not allowed:
                self.special_check.setChecked(False)
            self.pages.setCurrentWidget(self.planning_page)
            return
        if state.phase == "execution":
            self._show_execution(active)
            return
        step = sc.next_regroup_step(state) or 1
        self._show_regroup(step)

    def _fill_planets(self) -> None:
        state = self.state
        planets: list[str] = []
        for player in state.players:
            planets.extend(p for p in player.bases if p not in planets)
        planets.extend(p for p in state.stacks if p not in planets)
        typed = self.planet_combo.currentText()
        self.planet_combo.clear()
        self.planet_combo.addItems(planets)
        if typed:
            self.planet_combo.setEditText(typed)

    def result_text(self) -> str:
        state = self.state
        reasons = {
            "conquest": QCoreApplication.translate("TableView", "conquest points"),
            "special": QCoreApplication.translate("TableView", "special victory"),
            "end_game": QCoreApplication.translate("TableView", "the end of the game"),
            "elimination": QCoreApplication.translate("TableView", "elimination"),
            "agreed": QCoreApplication.translate("TableView", "agreed by the players"),
        }
        winners = ", ".join(self.name(w) for w in state.winners) or "—"
        lines = [
            format_text(
                QCoreApplication.translate(
                    "TableView", "Won by {players} ({reason}), after {rounds} rounds."
                ),
                players=winners,
                reason=reasons.get(state.end_reason or "", ""),
                rounds=state.round,
            )
        ]
        order = sorted(range(len(state.players)), key=lambda s: -state.players[s].cp)
        for seat in order:
            lines.append(
                format_text(
                    QCoreApplication.translate("TableView", "{player} ({faction}): {cp} CP"),
                    player=self.name(seat),
                    faction=self.faction_name(seat),
                    cp=state.players[seat].cp,
                )
            )
        return "\n".join(lines)

    def place_order(self) -> None:
        planet = self.planet_combo.currentText().strip()
        if not planet:
            self.show_problem(
                QCoreApplication.translate("TableView", "Name the planet the order is placed on.")
            )
            return
        if self.record(ORDER_PLACED, {"planet": planet, "special": self.special_check.isChecked()}):
            self.special_check.setChecked(False)

    def _retranslate_asks(self) -> None:
        self.planet_label.setText(QCoreApplication.translate("TableView", "Planet"))
        self.special_check.setText(
            QCoreApplication.translate("TableView", "Special order (gold token)")
        )
        self.place_button.setText(QCoreApplication.translate("TableView", "Place the order"))
