"""StarCraft's table assistant: one game at the table, 2 to 6 players.

The round and its phase are on top (planning, execution with whose turn it is, regrouping's
ten steps with what each asks); every player's column shows their conquest points,
resources, workers, bases, transports, buildings, modules, technologies, hand and Event
cards; below, what the game asks now and the build planner of the player whose order is being
executed; the log on the right, folded (the Log button shows it) while the table needs the
width. Every choice goes through the core's events and is committed at
once by the Game service, so undo, redo and resuming work as for every game.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QPushButton,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.i18n import current_language, format_text
from app.systems.starcraft import tracker as sc
from app.systems.starcraft.planner import plan, reason_words
from app.systems.starcraft.terms import cost_words
from app.systems.starcraft.tracker.state import (
    BUILT,
    ORDER_PLACED,
    ORDER_REVEALED,
    ORDER_TYPES,
    PLAYER_BLOCKED,
    REGROUP_STEP,
    RESEARCHED,
    ROUND_STARTED,
    WORKERS_ASSIGNED,
    TrackerState,
)
from ui.systems.starcraft.battle_form import BattleForm
from ui.systems.starcraft.corrections import CorrectionForm, EndGameForm
from ui.systems.starcraft.starting_forces import StartingForces
from ui.tracker.frame import TrackerFrame

ACTIVE = QColor("#fff3c4")
ELIMINATED = QColor("#e0e0e0")
ROWS = (
    "faction",
    "cp",
    "resources",
    "workers",
    "bases",
    "transports",
    "units",
    "buildings",
    "modules",
    "techs",
    "hand",
    "events",
    "orders",
)
# Regrouping steps that ask a number per player: the payload field and its range.
PER_PLAYER_STEPS: dict[int, tuple[tuple[str, int], ...]] = {
    5: (("cp", 40), ("zones", 40)),
    8: (("played", 9),),
    9: (("hands", 20),),
}


class TableView(TrackerFrame):
    """The Games page's screen for one StarCraft game (see ``ui.systems.GameViews``)."""

    LOG_ZOOM_RANGE = (-2, 8)
    # A refused build or order keeps what was chosen in the forms, for a second try.
    REFRESH_AFTER_REFUSAL = False

    def build(self) -> list[QLayout | QWidget]:
        self.setObjectName("starcraft-table")

        # --- the top bar ---
        self.back_button = QPushButton(self)
        self.back_button.setObjectName("back")
        self.back_button.clicked.connect(self.closed)
        self.round_label = QLabel(self)
        self.round_label.setObjectName("round")
        font = QFont(self.round_label.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.round_label.setFont(font)
        self.deck_label = QLabel(self)
        self.deck_label.setObjectName("deck")
        # The round and the deck go on a second line rather than widen a laptop's window.
        self.round_label.setWordWrap(True)
        self.deck_label.setWordWrap(True)
        self.undo_button = self.action_button(self.undo_action, "undo")
        self.redo_button = self.action_button(self.redo_action, "redo")
        self.correct_button = QPushButton(self)
        self.correct_button.setObjectName("correct")
        self.correct_button.clicked.connect(self.open_correction)
        self.end_button = QPushButton(self)
        self.end_button.setObjectName("end-game")
        self.end_button.clicked.connect(self.open_end_game)
        self.correction_form: CorrectionForm | None = None
        self.end_form: EndGameForm | None = None
        top = QHBoxLayout()
        top.addWidget(self.back_button)
        top.addWidget(self.round_label, 1)
        top.addWidget(self.deck_label, 1)
        top.addWidget(self.correct_button)
        top.addWidget(self.end_button)
        top.addWidget(self.undo_button)
        top.addWidget(self.redo_button)
        log_button = self.log_pane_button()
        log_button.setMinimumHeight(self.undo_button.sizeHint().height())
        top.addWidget(log_button)

        # --- the players ---
        self.players_table = QTableWidget(len(ROWS), len(self.game.state.players), self)
        self.players_table.setObjectName("players")
        self.players_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.players_table.setWordWrap(True)
        self.players_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.players_table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        # A column's new width rewraps its cells: the table's height follows, once the
        # sections have settled (one fit per turn of the event loop).
        self.fit_timer = QTimer(self)
        self.fit_timer.setSingleShot(True)
        self.fit_timer.timeout.connect(self._fit_players_table)
        for header in (self.players_table.horizontalHeader(), self.players_table.verticalHeader()):
            header.sectionResized.connect(lambda *_: self.fit_timer.start(0))

        # --- what the game asks now ---
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

        # --- the build planner ---
        self.planner_box = QGroupBox(self)
        self.planner_box.setObjectName("planner")
        self.planner_table = QTableWidget(0, 3, self.planner_box)
        self.planner_table.setObjectName("planner-table")
        self.planner_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.planner_table.verticalHeader().setVisible(False)
        # The "Why" column wraps rather than cut its reason short.
        self.planner_table.setWordWrap(True)
        self.planner_table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        self.planner_table.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.ResizeToContents
        )
        self.planner_table.horizontalHeader().setSectionResizeMode(
            1, QHeaderView.ResizeMode.ResizeToContents
        )
        self.planner_table.horizontalHeader().setSectionResizeMode(
            2, QHeaderView.ResizeMode.Stretch
        )
        self.planner_table.verticalHeader().setDefaultSectionSize(
            self.planner_table.fontMetrics().height() + 6
        )
        self.limit_label = QLabel(self.planner_box)
        planner_layout = QVBoxLayout(self.planner_box)
        planner_layout.addWidget(self.limit_label)
        planner_layout.addWidget(self.planner_table)

        lower = QHBoxLayout()
        lower.addWidget(self.ask_box, 1)
        lower.addWidget(self.planner_box, 1)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.players_table, 1)
        left_layout.addLayout(lower, 1)

        # --- the log, folded until it has lines and the table leaves it the room ---
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.log_pane(160)[0])  # narrow: six columns beside it
        self.splitter.setStretchFactor(0, 4)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([1000, 340])
        return [top, self.splitter]

    def log_room_from(self) -> int:
        """Each player's column and the planner's reasons want the width: on a laptop's
        screen the log waits for the Log button; two players on a 1,440-pixel screen (four
        on a 1,920) leave it the room."""
        return 1000 + 220 * len(self.game.state.players)

    # --- the pages of what is asked -----------------------------------------------------------

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

    # --- reading the state ------------------------------------------------------------------

    @property
    def state(self) -> TrackerState:
        return self.game.state  # type: ignore[no-any-return]

    def active_player(self) -> int | None:
        state = self.state
        if state.finished:
            return None
        player = sc.planning_player(state)
        if player is None:
            player = sc.executing_player(state)
        if player is None and state.open_order is not None:
            player = state.open_order.player
        return player

    def name(self, player: int) -> str:
        return str(self.state.setup.players[player].name)

    def entry_name(self, entry_id: str) -> str:
        catalog = sc.catalog_of(self.state.setup)
        for finder in (catalog.unit, catalog.building, catalog.tech):
            entry = finder(entry_id)
            if entry is not None:
                return str(entry.name.get(current_language()))
        return entry_id

    def counts(self, counts: dict[str, int]) -> str:
        return ", ".join(f"{self.entry_name(k)} ×{v}" for k, v in counts.items() if v) or "—"

    def faction_name(self, player: int) -> str:
        faction = sc.faction_of(self.state, player)
        if faction is None:
            return str(self.state.setup.players[player].faction)
        return str(faction.name.get(current_language()))

    # --- showing ------------------------------------------------------------------------------

    def refresh(self) -> None:
        self.show_history()
        self.correct_button.setEnabled(not self.state.finished)
        self.end_button.setEnabled(not self.state.finished)
        self._show_round()
        self._show_players()
        self._show_asked()
        self._show_planner()

    def _show_round(self) -> None:
        state = self.state
        phases = {
            "setup": self.tr("Set-up"),
            "planning": self.tr("Planning"),
            "execution": self.tr("Execution"),
            "regrouping": self.tr("Regrouping"),
        }
        text = format_text(
            self.tr("Round {round} — {phase}"), round=state.round, phase=phases[state.phase]
        )
        active = self.active_player()
        if state.finished:
            text = format_text(self.tr("Round {round} — the game is over"), round=state.round)
        elif state.phase == "regrouping" and state.step:
            text += " — " + format_text(self.tr("step {step} of 10 done"), step=state.step)
        elif active is not None and state.phase in ("planning", "execution"):
            text += " — " + format_text(self.tr("{player}'s turn"), player=self.name(active))
        self.round_label.setText(text)
        left = sc.events_left(state)
        self.deck_label.setText(
            format_text(
                self.tr('Event deck: epoch {epoch}, {left} left; "The End is Near": {end}'),
                epoch=sc.top_epoch(state),
                left="∞" if left is None else left,
                end=state.end_is_near,
            )
        )

    def _show_players(self) -> None:
        state = self.state
        table = self.players_table
        active = self.active_player()
        headers = []
        for seat, setup in enumerate(state.setup.players):
            mark = "▶ " if seat == active else ""
            first = " ◆" if seat == state.first_player else ""
            headers.append(f"{mark}{setup.name}{first}")
        table.setHorizontalHeaderLabels(headers)
        missing = sc.forces_missing(state) if state.phase == "setup" else []
        for seat, player in enumerate(state.players):
            cards = "; ".join(self.card_text(card) for card in player.resources)
            values = {
                "faction": self.faction_name(seat)
                + (
                    " · " + format_text(self.tr("team {team}"), team=(setup_team + 1))
                    if (setup_team := state.setup.players[seat].team) is not None
                    else ""
                ),
                "cp": format_text(
                    self.tr("{cp}/{needed} CP · {zones} zones"),
                    cp=player.cp,
                    zones=player.zones,
                    needed=sc.cp_needed(state, seat),
                ),
                "resources": self.resources_text(player),
                # One short line; the row's name gives the legend.
                "workers": f"{player.reserve} · {player.unavailable} · {player.on_cards}",
                "bases": ", ".join(player.bases) or "—",
                "transports": ", ".join(player.transports) or "—",
                "units": self.tr("not entered yet")
                if seat in missing
                else self.counts(player.units),
                "buildings": ", ".join(
                    f"{self.entry_name(b)} {level}" for b, level in player.buildings.items()
                )
                or "—",
                "modules": ", ".join(
                    f"{self.module_name(m)} ×{n}" for m, n in player.modules.items() if n
                )
                or "—",
                "techs": ", ".join(self.entry_name(t) for t in player.techs) or "—",
                "hand": str(player.hand),
                "events": str(player.events_held),
                "orders": format_text(
                    self.tr("{placed} placed, {done} revealed"),
                    placed=len(player.placed),
                    done=player.done,
                ),
            }
            tips = {**values, "resources": cards or "0"}
            for row, key in enumerate(ROWS):
                item = QTableWidgetItem(values[key])
                item.setToolTip(tips[key])
                if player.eliminated:
                    item.setBackground(QBrush(ELIMINATED))
                    item.setForeground(QBrush(QColor("#777777")))
                elif seat in state.winners:
                    item.setBackground(QBrush(QColor("#d7f5d0")))
                elif seat == active:
                    item.setBackground(QBrush(ACTIVE))
                table.setItem(row, seat, item)
            if player.eliminated:
                table.horizontalHeaderItem(seat).setText(
                    headers[seat] + " — " + self.tr("eliminated")
                )
        self._fit_players_table()

    def _fit_players_table(self) -> None:
        """Every row of every player shown, no scroll bar: the table grows as tall as its rows
        (they wrap to the columns' width) and the panels below take what is left."""
        table = self.players_table
        table.resizeRowsToContents()
        height = table.horizontalHeader().height() + 2 * table.frameWidth()
        table.setMaximumHeight(height + table.verticalHeader().length())

    def module_name(self, module: str) -> str:
        names = {
            "supply": self.tr("Supply"),
            "research": self.tr("Research & Development"),
            "air_support": self.tr("Air support"),
        }
        return names.get(module, module)

    def _show_asked(self) -> None:
        state = self.state
        active = self.active_player()
        if state.finished:
            self.ask_box.setTitle(self.tr("Result"))
            self.asks_label.setText("")
            self.result_label.setText(self.result_text())
            self.pages.setCurrentWidget(self.result_page)
            return
        if state.phase == "setup" or (state.phase == "regrouping" and state.step == 10):
            self.ask_box.setTitle(format_text(self.tr("Round {round}"), round=state.round + 1))
            setup = state.phase == "setup"
            missing = sc.forces_missing(state) if setup else []
            self.forces.setVisible(setup)
            if setup:
                self.ask_box.setTitle(self.tr("Set-up: starting forces"))
                self.forces.refresh()
            if missing:
                self.asks_label.setText(
                    format_text(
                        self.tr(
                            "Place each faction's starting forces as the back of its sheet "
                            "lists them and enter them here; still to enter: {players}."
                        ),
                        players=", ".join(self.name(seat) for seat in missing),
                    )
                )
            else:
                self.asks_label.setText(
                    self.tr("Every player is ready: start the round with the planning phase.")
                )
            self.start_button.setText(
                format_text(self.tr("Start round {round}"), round=state.round + 1)
            )
            self.pages.setCurrentWidget(self.start_page)
            return
        if state.phase == "planning" and active is not None:
            self.ask_box.setTitle(
                format_text(self.tr("{player} places an order"), player=self.name(active))
            )
            self.asks_label.setText(
                format_text(
                    self.tr(
                        "Orders are placed face down, one at a time, clockwise: "
                        "{placed} of 4 placed. Name the planet."
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

    def _show_execution(self, active: int | None) -> None:
        state = self.state
        self.pages.setCurrentWidget(self.execution_page)
        executing = sc.executing_player(state)
        over = sc.execution_over(state)
        if over:
            self.ask_box.setTitle(self.tr("Every order is revealed"))
            self.asks_label.setText(
                self.tr("Record what the last order did, then begin regrouping.")
            )
        elif executing is not None:
            self.ask_box.setTitle(
                format_text(self.tr("{player} reveals an order"), player=self.name(executing))
            )
            if sc.blocked(state):
                self.asks_label.setText(
                    self.tr("None of their orders is on top of a stack: they draw an Event card.")
                )
            else:
                self.asks_label.setText(
                    self.tr(
                        "Reveal one of your orders on top of a stack; say what it is, or draw "
                        "an Event card instead of executing it."
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

    def resources_text(self, player: Any) -> str:
        """The sum of the cards' numbers, then by resource: "5: 4 minerals and 1 gas"."""
        capacity = {"minerals": 0, "gas": 0}
        for card in player.resources:
            capacity[card.resource] += card.capacity
        split = cost_words(capacity["minerals"], capacity["gas"], current_language())
        return format_text(self.tr("{total}: {split}"), total=player.resource_total, split=split)

    def card_text(self, card: Any) -> str:
        resource = self.tr("minerals") if card.resource == "minerals" else self.tr("gas")
        name = self.tr("permanent") if card.permanent else card.id
        partial = " " + self.tr("(overexploited)") if card.side == "partial" else ""
        workers = f" · {card.workers}⚒" if card.workers else ""
        text = self.tr("{card}: {resource} {capacity}")
        return (
            format_text(text, card=name, resource=resource, capacity=card.capacity)
            + partial
            + workers
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
            "bases_destroyed": self.tr("base destroyed on {name}"),
            "transports_destroyed": self.tr("transport destroyed on {name}"),
            "cards_lost": self.tr("resource card lost: {name}"),
            "cards_gained": self.tr("resource card gained: {name}"),
        }
        lines = []
        for key, seat, value in self.pending:
            name = value["id"] if isinstance(value, dict) else value
            change = format_text(words[key], name=name)
            lines.append(
                format_text(self.tr("{player}: {change}"), player=self.name(seat), change=change)
            )
        self.change_list.setText(
            "\n".join(lines) or self.tr("Nothing yet: add what the board shows, if anything.")
        )

    def add_change(self) -> None:
        step = getattr(self, "change_step", 1)
        name = self.change_name.currentText().strip()
        if not name:
            self.show_problem(self.tr("Name the planet, route or zone."))
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
                    self.tr("{order} on {planet}: a battle?"),
                    order=sc.order_name(order.order, current_language()),
                    planet=order.planet,
                )
            )
            self.defender_combo.blockSignals(True)
            self.defender_combo.clear()
            for seat, player in enumerate(state.players):
                if seat != order.player and not player.eliminated:
                    self.defender_combo.addItem(
                        format_text(self.tr("{player} defends"), player=self.name(seat)), seat
                    )
            self.defender_combo.blockSignals(False)
            return
        self.effects_box.setTitle(
            format_text(
                self.tr("{order} on {planet}: what it gives"),
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
        self.unit_combo.addItem(self.tr("no unit"), "")
        for option in options.units:
            if option.status != "no":
                self.unit_combo.addItem(self.entry_name(option.what), option.what)
        self.building_combo.clear()
        self.building_combo.addItem(self.tr("no building"), "")
        for option in options.buildings:
            if option.status != "no":
                self.building_combo.addItem(
                    f"{self.entry_name(option.what)} {option.level}", option.what
                )
        self.module_combo.clear()
        self.module_combo.addItem(self.tr("no module"), "")
        for option in options.modules:
            if option.status != "no":
                self.module_combo.addItem(self.module_name(option.what), option.what)
        self.tech_combo.clear()
        self.tech_combo.addItem(self.tr("no technology"), "")
        for option in options.techs:
            if option.status != "no":
                self.tech_combo.addItem(self.entry_name(option.what), option.what)

    def _show_regroup(self, step: int) -> None:
        state = self.state
        language = current_language()
        self.pages.setCurrentWidget(self.regroup_page)
        self.ask_box.setTitle(
            format_text(
                self.tr("Regrouping, step {step} of 10: {name}"),
                step=step,
                name=sc.step_name(step, language),
            )
        )
        self.asks_label.setText(sc.step_asks(step, language))
        fields = PER_PLAYER_STEPS.get(step, ())
        words = {
            "cp": self.tr("Conquest points gained"),
            "zones": self.tr("Zones controlled"),
            "played": self.tr("Event cards played"),
            "hands": self.tr("Combat cards kept"),
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
            check.setText(self.tr("objective met"))
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
        self.step_button.setText(format_text(self.tr("Step {step} done"), step=step))

    def _show_planner(self) -> None:
        state = self.state
        # While an order is open it is still its owner's turn to build, though the next
        # player is the one to reveal.
        player = self.active_player() if state.open_order is None else state.open_order.player
        if state.finished:
            player = None
        self.planner_box.setVisible(player is not None)
        if player is None:
            return
        special = bool(state.open_order and state.open_order.special)
        planet = state.open_order.planet if state.open_order else None
        options = plan(sc.catalog_of(state.setup), sc.holdings(state, player, planet), special)
        self.planner_box.setTitle(
            format_text(self.tr("Build planner: {player}"), player=self.name(player))
        )
        self.limit_label.setText(
            format_text(
                self.tr("Build limit: {limit} units; special orders a round: {special}"),
                limit=options.build_limit,
                special=state.players[player].modules.get("research", 0),
            )
        )
        statuses = {"yes": self.tr("yes"), "maybe": self.tr("maybe"), "no": self.tr("no")}
        rows: list[tuple[str, str, str]] = []
        language = current_language()
        for option in (*options.units, *options.buildings, *options.modules, *options.techs):
            if option.what in {"supply", "research", "air_support"}:
                what = self.module_name(option.what)
            else:
                what = self.entry_name(option.what)
                if option.level:
                    what += f" {option.level}"
            why = reason_words(option)[language] if option.reason else ""
            rows.append((what, statuses[option.status], why))
        self.planner_table.setRowCount(len(rows))
        for row, values in enumerate(rows):
            for column, text in enumerate(values):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.planner_table.setItem(row, column, item)

    def result_text(self) -> str:
        state = self.state
        reasons = {
            "conquest": self.tr("conquest points"),
            "special": self.tr("special victory"),
            "end_game": self.tr("the end of the game"),
            "elimination": self.tr("elimination"),
            "agreed": self.tr("agreed by the players"),
        }
        winners = ", ".join(self.name(w) for w in state.winners) or "—"
        lines = [
            format_text(
                self.tr("Won by {players} ({reason}), after {rounds} rounds."),
                players=winners,
                reason=reasons.get(state.end_reason or "", ""),
                rounds=state.round,
            )
        ]
        order = sorted(range(len(state.players)), key=lambda s: -state.players[s].cp)
        for seat in order:
            lines.append(
                format_text(
                    self.tr("{player} ({faction}): {cp} CP"),
                    player=self.name(seat),
                    faction=self.faction_name(seat),
                    cp=state.players[seat].cp,
                )
            )
        return "\n".join(lines)

    # --- acting -------------------------------------------------------------------------------

    def drop_pending(self, undone: bool) -> None:
        """The regrouping changes listed for the next step go with any change of the game."""
        self.pending = []

    def place_order(self) -> None:
        planet = self.planet_combo.currentText().strip()
        if not planet:
            self.show_problem(self.tr("Name the planet the order is placed on."))
            return
        if self.record(ORDER_PLACED, {"planet": planet, "special": self.special_check.isChecked()}):
            self.special_check.setChecked(False)

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

    def open_correction(self) -> None:
        """The correction form, on the player whose turn it is (or the first seat)."""
        seat = self.active_player()
        self.correction_form = CorrectionForm(
            self.state, 0 if seat is None else seat, self.record_problem, self
        )
        self.correction_form.open()

    def open_end_game(self) -> None:
        self.end_form = EndGameForm(self.state, self.record_problem, self)
        self.end_form.open()

    def record_problem(self, event_type: str, payload: dict[str, Any]) -> str:
        """Records the event; the sentence that refuses it, or "" when it is recorded."""
        if self.record(event_type, payload):
            return ""
        problem = self.problem.text()
        self.show_problem("")  # said in the form that sent it
        return problem

    def record_research(self) -> None:
        payload: dict[str, Any] = {"cards": 3 if self.cards_check.isChecked() else 0}
        if self.tech_combo.currentData():
            payload["tech"] = str(self.tech_combo.currentData())
        if self.record(RESEARCHED, payload):
            self.cards_check.setChecked(False)

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

    def retranslate(self) -> None:
        super().retranslate()
        self.correct_button.setText(self.tr("Correct…"))
        self.correct_button.setToolTip(self.tr("Set a player's figures by hand"))
        self.end_button.setText(self.tr("End the game…"))
        self.end_button.setToolTip(self.tr("The players agree to stop: say who wins"))
        labels = {
            "faction": self.tr("Faction"),
            "cp": self.tr("Conquest points"),
            "resources": self.tr("Resources"),
            "workers": self.tr("Workers\nreserve · unavailable · on cards"),
            "bases": self.tr("Bases"),
            "transports": self.tr("Transports"),
            "units": self.tr("Units"),
            "buildings": self.tr("Buildings"),
            "modules": self.tr("Modules"),
            "techs": self.tr("Technologies"),
            "hand": self.tr("Combat cards"),
            "events": self.tr("Event cards"),
            "orders": self.tr("Orders"),
        }
        self.players_table.setVerticalHeaderLabels([labels[key] for key in ROWS])
        self.planner_table.setHorizontalHeaderLabels(
            [self.tr("Purchase"), self.tr("Allowed"), self.tr("Why")]
        )
        self.planet_label.setText(self.tr("Planet"))
        self.special_check.setText(self.tr("Special order (gold token)"))
        self.place_button.setText(self.tr("Place the order"))
        self.reveal_planet_label.setText(self.tr("Planet"))
        self.order_label.setText(self.tr("Order"))
        language = current_language()
        for row in range(self.order_combo.count()):
            order = str(self.order_combo.itemData(row))
            self.order_combo.setItemText(row, sc.order_name(order, language))
        self.event_check.setText(self.tr("Draw an Event card instead"))
        self.reveal_button.setText(self.tr("Reveal the order"))
        self.blocked_button.setText(self.tr("Blocked: draw an Event card"))
        self.regroup_button.setText(self.tr("Begin regrouping"))
        self.workers_label.setText(self.tr("Workers"))
        self.base_check.setText(self.tr("A new base"))
        self.built_button.setText(self.tr("Record the build"))
        self.cards_check.setText(self.tr("3 combat cards"))
        self.researched_button.setText(self.tr("Record the research"))
        self.battle_button.setText(self.tr("Enter the battle…"))
        self.end_label.setText(self.tr('"The End is Near" played'))
        self.harvest_box.setTitle(self.tr("Workers harvest"))
        self.harvest_button.setText(self.tr("Place the workers"))
        self.harvest_workers.setSuffix(" ⚒")
        for seat in range(self.harvest_player.count()):
            self.harvest_player.setItemText(seat, self.name(seat))
            self.change_player.setItemText(seat, self.name(seat))
        self.change_kind.setItemText(0, self.tr("Base destroyed"))
        self.change_kind.setItemText(1, self.tr("Transport destroyed"))
        self.change_resource.setItemText(0, self.tr("minerals"))
        self.change_resource.setItemText(1, self.tr("gas"))
        self.change_add.setText(self.tr("Add"))
        self.change_clear.setText(self.tr("Clear"))
        if self.built:  # a language change: the log and every shown text again
            self.rebuild_log()
            self.refresh()
