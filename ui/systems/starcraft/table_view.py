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

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.i18n import current_language, format_text
from app.systems.starcraft import tracker as sc
from app.systems.starcraft.tracker.state import TrackerState
from ui.systems.starcraft.corrections import CorrectionForm, EndGameForm
from ui.systems.starcraft.table_asks import AskPanel
from ui.systems.starcraft.table_planner import BuildPlanner
from ui.systems.starcraft.table_players import PlayersTable
from ui.tracker.frame import TrackerFrame


class TableView(AskPanel, BuildPlanner, PlayersTable, TrackerFrame):
    """The Games page's screen for one StarCraft game (see ``ui.systems.GameViews``): the top
    bar, the log and the state's words here; the players' table (``table_players.py``), what
    the game asks now (``table_asks.py``, its execution and regrouping pages in
    ``table_execution.py`` and ``table_regrouping.py``) and the build planner
    (``table_planner.py``) mixed in. The mixins share the view's state and call
    ``QCoreApplication.translate("TableView", …)``: lupdate would file a mixin's ``self.tr()``
    under the mixin's name, PySide looks it up under the view's."""

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

        # --- the players, what the game asks now, the build planner ---
        players_table = self._build_players_table()
        ask_box = self._build_ask_box()
        planner_box = self._build_planner()

        lower = QHBoxLayout()
        lower.addWidget(ask_box, 1)
        lower.addWidget(planner_box, 1)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(players_table, 1)
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

    def module_name(self, module: str) -> str:
        names = {
            "supply": self.tr("Supply"),
            "research": self.tr("Research & Development"),
            "air_support": self.tr("Air support"),
        }
        return names.get(module, module)

    # --- acting -------------------------------------------------------------------------------

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

    def retranslate(self) -> None:
        super().retranslate()
        self.correct_button.setText(self.tr("Correct…"))
        self.correct_button.setToolTip(self.tr("Set a player's figures by hand"))
        self.end_button.setText(self.tr("End the game…"))
        self.end_button.setToolTip(self.tr("The players agree to stop: say who wins"))
        self._retranslate_players_table()
        self._retranslate_planner()
        self._retranslate_asks()
        self._retranslate_execution()
        self._retranslate_regrouping()
        if self.built:  # a language change: the log and every shown text again
            self.rebuild_log()
            self.refresh()
