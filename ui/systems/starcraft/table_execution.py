"""The table assistant's execution page: revealing the order on top of a stack (or drawing an
Event card when blocked), workers harvesting, and what the open order gives — a Build order's
purchase, a Research order's technology, a Mobilize order's battle (``battle_form.py``).

A mixin of ``TableView`` (through ``AskPanel``, whose stack of pages holds this one).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from app.i18n import current_language, format_text
from app.systems.starcraft import tracker as sc
from app.systems.starcraft.planner import plan
from app.systems.starcraft.tracker.state import (
    BUILT,
    ORDER_REVEALED,
    ORDER_TYPES,
    PLAYER_BLOCKED,
    RESEARCHED,
    WORKERS_ASSIGNED,
)
from ui.systems.starcraft.battle_form import BattleForm


class ExecutionPage:
    """The execution phase's page of ``TableView``."""

    def _build_execution_page(self) -> None:
        page = QWidget(self)
        self.reveal_planet_label = QLabel(page)
        self.reveal_planet = QComboBox(page)
        self.reveal_planet.setObjectName("reveal-planet")
        self.order_label = QLabel(page)
        self.order_combo = QComboBox(page)
        self.order_combo.setObjectName("order")
        for order in ORDER_TYPES:
            self.order_combo.addItem("", order)
        self.event_check = QCheckBox(page)
        self.event_check.setObjectName("draw-event")
        self.reveal_button = QPushButton(page)
        self.reveal_button.setObjectName("reveal-order")
        self.reveal_button.clicked.connect(self.reveal_order)
        self.blocked_button = QPushButton(page)
        self.blocked_button.setObjectName("blocked")
        self.blocked_button.clicked.connect(lambda: self.record(PLAYER_BLOCKED, {}))
        self.regroup_button = QPushButton(page)
        self.regroup_button.setObjectName("begin-regrouping")
        self.regroup_button.clicked.connect(self.regroup_step)
        # The open order's effects: a Build order's purchase, a Research order's technology.
        self.effects_box = QGroupBox(page)
        self.effects_box.setObjectName("effects")
        self.unit_combo = QComboBox(self.effects_box)
        self.unit_combo.setObjectName("build-unit")
        self.unit_count = QSpinBox(self.effects_box)
        self.unit_count.setObjectName("build-count")
        self.unit_count.setRange(0, 9)
        self.building_combo = QComboBox(self.effects_box)
        self.building_combo.setObjectName("build-building")
        self.module_combo = QComboBox(self.effects_box)
        self.module_combo.setObjectName("build-module")
        self.workers_label = QLabel(self.effects_box)
        self.workers_spin = QSpinBox(self.effects_box)
        self.workers_spin.setObjectName("build-workers")
        self.workers_spin.setRange(0, 9)
        self.base_check = QCheckBox(self.effects_box)
        self.base_check.setObjectName("build-base")
        self.built_button = QPushButton(self.effects_box)
        self.built_button.setObjectName("record-build")
        self.built_button.clicked.connect(self.record_build)
        self.tech_combo = QComboBox(self.effects_box)
        self.tech_combo.setObjectName("research-tech")
        self.cards_check = QCheckBox(self.effects_box)
        self.cards_check.setObjectName("research-cards")
        self.researched_button = QPushButton(self.effects_box)
        self.researched_button.setObjectName("record-research")
        self.researched_button.clicked.connect(self.record_research)
        # Workers harvest (to pay for what an order buys).
        self.harvest_box = QGroupBox(page)
        self.harvest_box.setObjectName("harvest")
        self.harvest_player = QComboBox(self.harvest_box)
        self.harvest_player.setObjectName("harvest-player")
        for seat in range(len(self.game.state.players)):
            self.harvest_player.addItem("", seat)
        self.harvest_player.currentIndexChanged.connect(self._fill_cards)
        self.harvest_card = QComboBox(self.harvest_box)
        self.harvest_card.setObjectName("harvest-card")
        for combo in (self.harvest_player, self.harvest_card):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            combo.setMinimumContentsLength(6)
        self.harvest_workers = QSpinBox(self.harvest_box)
        self.harvest_workers.setObjectName("harvest-workers")
        self.harvest_workers.setRange(1, 15)
        self.harvest_button = QPushButton(self.harvest_box)
        self.harvest_button.setObjectName("harvest-button")
        self.harvest_button.clicked.connect(self.assign_workers)
        harvest = QHBoxLayout(self.harvest_box)
        for widget in (self.harvest_player, self.harvest_card, self.harvest_workers):
            harvest.addWidget(widget)
        harvest.addWidget(self.harvest_button)
        # A Mobilize order's battle: the defender, then the battle form (battle_form.py).
        self.defender_combo = QComboBox(self.effects_box)
        self.defender_combo.setObjectName("battle-defender")
        self.defender_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.battle_button = QPushButton(self.effects_box)
        self.battle_button.setObjectName("enter-battle")
        self.battle_button.clicked.connect(self.open_battle)
        self.battle_form: BattleForm | None = None
        effects = QGridLayout(self.effects_box)
        effects.addWidget(self.unit_combo, 0, 0)
        effects.addWidget(self.unit_count, 0, 1)
        effects.addWidget(self.building_combo, 1, 0)
        effects.addWidget(self.module_combo, 1, 1)
        effects.addWidget(self.workers_label, 2, 0)
        effects.addWidget(self.workers_spin, 2, 1)
        effects.addWidget(self.base_check, 3, 0)
        effects.addWidget(self.built_button, 3, 1)
        effects.addWidget(self.tech_combo, 4, 0)
        effects.addWidget(self.cards_check, 4, 1)
        effects.addWidget(self.researched_button, 5, 1)
        effects.addWidget(self.defender_combo, 6, 0, 1, 2)
        effects.addWidget(self.battle_button, 7, 0, 1, 2)
        layout = QGridLayout(page)
        layout.addWidget(self.reveal_planet_label, 0, 0)
        layout.addWidget(self.reveal_planet, 0, 1)
        layout.addWidget(self.order_label, 1, 0)
        layout.addWidget(self.order_combo, 1, 1)
        layout.addWidget(self.event_check, 2, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.reveal_button)
        buttons.addWidget(self.blocked_button)
        buttons.addWidget(self.regroup_button)
        buttons.addStretch(1)
        layout.addLayout(buttons, 3, 0, 1, 2)
        layout.addWidget(self.harvest_box, 4, 0, 1, 2)
        layout.addWidget(self.effects_box, 0, 2, 6, 1)
        layout.setRowStretch(5, 1)
        layout.setColumnStretch(2, 1)
        self.execution_page = page
        self.pages.addWidget(page)

    def _show_execution(self, active: int | None) -> None:
        state = self.state
        self.pages.setCurrentWidget(self.execution_page)
        executing = sc.executing_player(state)
        over = sc.execution_over(state)
        if over:
            self.ask_box.setTitle(
                QCoreApplication.translate("TableView", "Every order is revealed")
            )
            self.asks_label.setText(
                QCoreApplication.translate(
                    "TableView", "Record what the last order did, then begin regrouping."
                )
            )
        elif executing is not None:
            self.ask_box.setTitle(
                format_text(
                    QCoreApplication.translate("TableView", "{player} reveals an order"),
                    player=self.name(executing),
                )
            )
            if sc.blocked(state):
                self.asks_label.setText(
                    QCoreApplication.translate(
                        "TableView",
                        "None of their orders is on top of a stack: they draw an Event card.",
                    )
                )
            else:
                self.asks_label.setText(
                    QCoreApplication.translate(
                        "TableView",
                        "Reveal one of your orders on top of a stack; say what it is, or draw "
                        "an Event card instead of executing it.",
                    )
                )
        tops = sc.revealable(state)
        chosen = self.reveal_planet.currentText()
        self.reveal_planet.clear()
        self.reveal_planet.addItems(tops)
        if chosen in tops:
            self.reveal_planet.setCurrentText(chosen)
        can_reveal = bool(tops) and not over
        for widget in (self.reveal_planet, self.order_combo, self.event_check):
            widget.setEnabled(can_reveal)
        self.reveal_button.setVisible(not over)
        self.reveal_button.setEnabled(can_reveal)
        self.blocked_button.setVisible(not over and sc.blocked(state))
        self.regroup_button.setVisible(over)
        self.harvest_box.setVisible(not over or state.open_order is not None)
        if executing is not None and state.open_order is None:
            self.harvest_player.setCurrentIndex(executing)
        elif state.open_order is not None:
            self.harvest_player.setCurrentIndex(state.open_order.player)
        self._fill_cards()
        self._show_effects()

    def _fill_cards(self) -> None:
        seat = self.harvest_player.currentData()
        if seat is None:
            return
        player = self.state.players[int(seat)]
        self.harvest_card.clear()
        for card in player.resources:
            self.harvest_card.addItem(self.card_text(card), card.id)
        self.harvest_button.setEnabled(bool(player.resources) and player.reserve > 0)

    def _show_effects(self) -> None:
        state = self.state
        order = state.open_order
        building = order is not None and order.order == "construction" and not order.built
        research = order is not None and order.order == "research" and not order.researched
        battle = order is not None and order.order == "mobilisation" and not order.battle
        self.effects_box.setVisible(building or research or battle)
        for widget in (self.defender_combo, self.battle_button):
            widget.setVisible(battle)
        for widget in (
            self.unit_combo,
            self.unit_count,
            self.building_combo,
            self.module_combo,
            self.workers_label,
            self.workers_spin,
            self.base_check,
            self.built_button,
        ):
            widget.setVisible(building)
        for widget in (self.tech_combo, self.cards_check, self.researched_button):
            widget.setVisible(research)
        if order is None or not (building or research or battle):
            return
        if battle:
            self.effects_box.setTitle(
                format_text(
                    QCoreApplication.translate("TableView", "{order} on {planet}: a battle?"),
                    order=sc.order_name(order.order, current_language()),
                    planet=order.planet,
                )
            )
            self.defender_combo.blockSignals(True)
            self.defender_combo.clear()
            for seat, player in enumerate(state.players):
                if seat != order.player and not player.eliminated:
                    self.defender_combo.addItem(
                        format_text(
                            QCoreApplication.translate("TableView", "{player} defends"),
                            player=self.name(seat),
                        ),
                        seat,
                    )
            self.defender_combo.blockSignals(False)
            return
        self.effects_box.setTitle(
            format_text(
                QCoreApplication.translate("TableView", "{order} on {planet}: what it gives"),
                order=sc.order_name(order.order, current_language()),
                planet=order.planet,
            )
        )
        options = plan(
            sc.catalog_of(state.setup),
            sc.holdings(state, order.player, order.planet),
            order.special,
        )
        self.unit_combo.clear()
        self.unit_combo.addItem(QCoreApplication.translate("TableView", "no unit"), "")
        for option in options.units:
            if option.status != "no":
                self.unit_combo.addItem(self.entry_name(option.what), option.what)
        self.building_combo.clear()
        self.building_combo.addItem(QCoreApplication.translate("TableView", "no building"), "")
        for option in options.buildings:
            if option.status != "no":
                self.building_combo.addItem(
                    f"{self.entry_name(option.what)} {option.level}", option.what
                )
        self.module_combo.clear()
        self.module_combo.addItem(QCoreApplication.translate("TableView", "no module"), "")
        for option in options.modules:
            if option.status != "no":
                self.module_combo.addItem(self.module_name(option.what), option.what)
        self.tech_combo.clear()
        self.tech_combo.addItem(QCoreApplication.translate("TableView", "no technology"), "")
        for option in options.techs:
            if option.status != "no":
                self.tech_combo.addItem(self.entry_name(option.what), option.what)

    def reveal_order(self) -> None:
        planet = self.reveal_planet.currentText()
        if not planet:
            return
        self.record(
            ORDER_REVEALED,
            {
                "planet": planet,
                "order": str(self.order_combo.currentData()),
                "outcome": "event" if self.event_check.isChecked() else "executed",
            },
        )
        self.event_check.setChecked(False)

    def assign_workers(self) -> None:
        card = self.harvest_card.currentData()
        if card is None:
            return
        self.record(
            WORKERS_ASSIGNED,
            {
                "player": int(self.harvest_player.currentData()),
                "card": str(card),
                "workers": self.harvest_workers.value(),
            },
        )

    def record_build(self) -> None:
        payload: dict[str, Any] = {}
        unit = str(self.unit_combo.currentData() or "")
        if unit and self.unit_count.value():
            payload["units"] = {unit: self.unit_count.value()}
        if self.building_combo.currentData():
            payload["building"] = str(self.building_combo.currentData())
        if self.module_combo.currentData():
            payload["module"] = str(self.module_combo.currentData())
        if self.workers_spin.value():
            payload["workers"] = self.workers_spin.value()
        if self.base_check.isChecked():
            payload["base"] = True
        if self.record(BUILT, payload):
            self.unit_count.setValue(0)
            self.workers_spin.setValue(0)
            self.base_check.setChecked(False)

    def open_battle(self) -> None:
        """The battle form for the open Mobilize order against the chosen defender."""
        defender = self.defender_combo.currentData()
        if defender is None or self.state.open_order is None:
            return
        self.battle_form = BattleForm(self.state, int(defender), self.record_problem, self)
        self.battle_form.open()

    def record_research(self) -> None:
        payload: dict[str, Any] = {"cards": 3 if self.cards_check.isChecked() else 0}
        if self.tech_combo.currentData():
            payload["tech"] = str(self.tech_combo.currentData())
        if self.record(RESEARCHED, payload):
            self.cards_check.setChecked(False)

    def _retranslate_execution(self) -> None:
        self.reveal_planet_label.setText(QCoreApplication.translate("TableView", "Planet"))
        self.order_label.setText(QCoreApplication.translate("TableView", "Order"))
        language = current_language()
        for row in range(self.order_combo.count()):
            order = str(self.order_combo.itemData(row))
            self.order_combo.setItemText(row, sc.order_name(order, language))
        self.event_check.setText(
            QCoreApplication.translate("TableView", "Draw an Event card instead")
        )
        self.reveal_button.setText(QCoreApplication.translate("TableView", "Reveal the order"))
        self.blocked_button.setText(
            QCoreApplication.translate("TableView", "Blocked: draw an Event card")
        )
        self.regroup_button.setText(QCoreApplication.translate("TableView", "Begin regrouping"))
        self.workers_label.setText(QCoreApplication.translate("TableView", "Workers"))
        self.base_check.setText(QCoreApplication.translate("TableView", "A new base"))
        self.built_button.setText(QCoreApplication.translate("TableView", "Record the build"))
        self.cards_check.setText(QCoreApplication.translate("TableView", "3 combat cards"))
        self.researched_button.setText(
            QCoreApplication.translate("TableView", "Record the research")
        )
        self.battle_button.setText(QCoreApplication.translate("TableView", "Enter the battle…"))
        self.harvest_box.setTitle(QCoreApplication.translate("TableView", "Workers harvest"))
        self.harvest_button.setText(QCoreApplication.translate("TableView", "Place the workers"))
        self.harvest_workers.setSuffix(" ⚒")
        for seat in range(self.harvest_player.count()):
            self.harvest_player.setItemText(seat, self.name(seat))
