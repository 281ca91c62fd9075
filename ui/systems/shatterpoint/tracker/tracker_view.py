"""The tracker: the whole game at the table, readable from across it.

Every button makes one event through the core's Game service, which applies it with the
system's rules and commits it at once; the widgets then show the new state. Undo and redo
are the service's: they remove and re-append events, so they reach back to any step, even
after a restart.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLayout,
    QMenu,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.errors import MusterError
from app.i18n import current_language
from app.roster.document import RosterDocument
from app.systems.shatterpoint import tracker as ts
from app.systems.shatterpoint.tracker import TrackerState
from ui.systems.shatterpoint.tracker import campaign_link
from ui.systems.shatterpoint.tracker.adapter import StateAdapter, split_key
from ui.systems.shatterpoint.tracker.corrections import (
    DeckCorrectionDialog,
    ForceCorrectionDialog,
    StruggleCorrectionDialog,
    UnitCorrectionDialog,
)
from ui.systems.shatterpoint.tracker.end_game_dialog import EndGameDialog
from ui.systems.shatterpoint.tracker.force_pool import ForcePool
from ui.systems.shatterpoint.tracker.objectives import ObjectivesPanel
from ui.systems.shatterpoint.tracker.order_deck import OrderDeckPanel
from ui.systems.shatterpoint.tracker.result_view import ResultView, duration_seconds
from ui.systems.shatterpoint.tracker.shortcuts import KeyCap, ShortcutsDialog, letter_keys
from ui.systems.shatterpoint.tracker.struggle_card_dialog import StruggleCardDialog
from ui.systems.shatterpoint.tracker.struggle_track import StruggleTrack
from ui.systems.shatterpoint.tracker.turn_bar import TurnBar
from ui.systems.shatterpoint.tracker.unit_panel import UnitPanel
from ui.systems.shatterpoint.tracker.views import phase_numeral
from ui.tracker import style
from ui.tracker.frame import TrackerFrame
from ui.widgets.retranslate import Retranslatable


class PlayerColumn(Retranslatable, QFrame):
    """One player's side of the table: name, Force pool, order deck and unit panels."""

    overflowing = Signal()  # the unit panels do not all fit: the tracker turns compact

    def __init__(self, player: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self.setObjectName(f"player-column-{player}")
        self.name = style.player_name_label(self, player, 1.5)
        self.problems = QLabel(self)
        self.problems.setObjectName(f"accepted-problems-{player}")
        self.problems.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.problems.setVisible(False)
        self.force = ForcePool(player, self)
        self.deck = OrderDeckPanel(player, self)
        self.units_area = QWidget(self)
        self.units_grid = QGridLayout(self.units_area)
        self.units_grid.setContentsMargins(0, 0, 0, 0)
        self.units_grid.setSpacing(6)
        self.units_scroll = QScrollArea(self)
        self.units_scroll.setWidgetResizable(True)
        self.units_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.units_scroll.setWidget(self.units_area)
        self.units_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.panels: dict[str, UnitPanel] = {}
        self.per_row = 2
        self.partner: PlayerColumn | None = None  # the other side of the table
        header = QHBoxLayout()
        header.addWidget(self.name)
        header.addWidget(self.problems)
        header.addWidget(self.force, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(header)
        layout.addWidget(self.deck)
        layout.addWidget(self.units_scroll, 1)

    def retranslate(self) -> None:
        pass

    def set_compact(self, compact: bool) -> None:
        self.force.set_compact(compact)
        self.deck.set_compact(compact)
        for panel in self.panels.values():
            panel.set_compact(compact)
        layout = self.layout()
        if layout is not None:
            layout.setSpacing(3 if compact else 6)
            layout.setContentsMargins(*(2, 2, 2, 2) if compact else (4, 4, 4, 4))
        self.units_grid.setSpacing(4 if compact else 6)
        self.per_row = 0
        self.layout_panels()

    def panels_height(self, per_row: int, width: int) -> int:
        """The height the unit panels need, ``per_row`` side by side in ``width``."""
        panels = list(self.panels.values())
        spacing = self.units_grid.spacing()
        panel_width = (width - (per_row - 1) * spacing) // per_row
        rows = -(-len(panels) // per_row)
        tallest = max(panel_height(panel, panel_width) for panel in panels)
        return rows * tallest + (rows - 1) * spacing

    def wanted_per_row(self) -> int:
        panels = list(self.panels.values())
        if not panels:
            return 1
        needed = max(panel.minimumSizeHint().width() for panel in panels)
        spacing = self.units_grid.spacing()
        viewport = self.units_scroll.viewport()
        available, height = self.unscrolled_width(), viewport.height()
        fitting = [n for n in (1, 2, 3) if available >= n * needed + (n - 1) * spacing] or [1]
        return next((n for n in fitting if self.panels_height(n, available) <= height), fitting[-1])

    def unscrolled_width(self) -> int:
        """The units' width without the scroll bar: the panels are laid out to fit without
        scrolling, and a bar left from a narrower moment must not keep them narrow."""
        bar = self.units_scroll.verticalScrollBar()
        extra = bar.width() if bar.isVisible() else 0
        return self.units_scroll.viewport().width() + extra

    def layout_panels(self) -> None:
        """As few unit panels a row as lets every one of them show without scrolling (wider
        panels read better); when none does, as many as fit side by side."""
        panels = list(self.panels.values())
        if not panels:
            return
        wanted = self.wanted_per_row()
        # Both sides of the table alike: the one that needs more panels a row decides.
        partner = self.partner.wanted_per_row() if self.partner is not None else 0
        per_row = max(wanted, partner)
        viewport = self.units_scroll.viewport()
        fits = self.panels_height(per_row, self.unscrolled_width()) <= viewport.height()
        # A bar left from a narrower moment would keep the panels narrow, their toggles on two
        # rows and so the bar itself: when every panel fits, there is no bar.
        self.units_scroll.setVerticalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff if fits else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        )
        if not fits and self.isVisible():
            self.overflowing.emit()
        if per_row == self.per_row and self.units_grid.count() == len(panels):
            return
        self.per_row = per_row
        for panel in panels:
            self.units_grid.removeWidget(panel)
        for row in range(self.units_grid.rowCount()):
            self.units_grid.setRowStretch(row, 0)
        for index, panel in enumerate(panels):
            self.units_grid.addWidget(panel, index // per_row, index % per_row)
        # Panels of one width: a long name or a Force tax button widens none of them.
        for column in range(max(self.units_grid.columnCount(), per_row)):
            self.units_grid.setColumnStretch(column, 1 if column < per_row else 0)
        # Spare height stays under the panels rather than between them.
        self.units_grid.setRowStretch(-(-len(panels) // per_row), 1)
        if self.partner is not None:
            self.partner.layout_panels()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.layout_panels()


def panel_height(panel: UnitPanel, width: int) -> int:
    """The height of ``panel`` at ``width``: its names wrap, its condition toggles take one
    row or two."""
    layout = panel.layout()
    if layout is None:
        return panel.sizeHint().height()
    frame = 2 * panel.frameWidth()
    inner = width - frame
    height = layout.heightForWidth(inner) if layout.hasHeightForWidth() else -1
    if height < 0:
        height = layout.sizeHint().height()
    margins = layout.contentsMargins()
    conditions = panel.conditions
    now = conditions.sizeHint().height()
    then = conditions.height_at(inner - margins.left() - margins.right())
    return height - now + then + frame


class TrackerView(TrackerFrame):
    def build(self) -> list[QLayout | QWidget]:
        self.setObjectName("tracker-view")
        self.pending_control: list[int | None] | None = None

        self.struggle_button = self.tool_button("correct-struggle")
        self.struggle_button.clicked.connect(self.correct_struggle)
        self.effects_button = self.tool_button("effects")
        self.effects_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.effects_menu = QMenu(self.effects_button)
        self.effects_menu.setObjectName("effects-menu")
        self.effects_button.setMenu(self.effects_menu)
        self.effect_actions: dict[str, QAction] = {}
        for key, event_type, payload in self.effect_specs():
            action = QAction(self.effects_menu)
            action.triggered.connect(
                lambda _checked=False, t=event_type, p=payload: self.record(t, dict(p))
            )
            self.effects_menu.addAction(action)
            self.effect_actions[key] = action
        self.end_game_button = self.tool_button("end-game")
        self.end_game_button.clicked.connect(self.end_game)
        self.print_button = self.tool_button("print")
        self.print_button.setDefaultAction(self.print_action)
        self.help_button = self.tool_button("shortcuts")
        self.help_button.clicked.connect(self.show_shortcuts)
        # Compact: the log's column goes to the units; its last line shows here, and the
        # Log button brings the column back.
        self.last_line = QLabel(self)
        self.last_line.setObjectName("last-log-line")
        self.last_line.setStyleSheet("color: palette(mid);")
        self.last_line.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.last_line.setVisible(False)
        self.log_button = self.tool_button("show-log")
        self.log_button.setCheckable(True)
        self.log_button.setVisible(False)
        self.log_button.toggled.connect(self._show_side)
        toolbar = self.toolbar(
            [
                self.log_button,
                self.effects_button,
                self.struggle_button,
                self.end_game_button,
                self.print_button,
                self.help_button,
            ],
            beside_status=[self.last_line],
        )

        self.track = StruggleTrack(self)
        self.turn_bar = TurnBar(self)
        self.start_turn_button = QPushButton(self)
        self.start_turn_button.setObjectName("start-turn")
        self.start_turn_button.setStyleSheet(style.touch_button_style() + " font-weight: bold;")
        self.start_turn_button.clicked.connect(self.start_turn)
        KeyCap(self.start_turn_button, "start_turn")
        self.turn_bar.actions_row.addWidget(self.start_turn_button)
        self.columns = [PlayerColumn(0, self), PlayerColumn(1, self)]
        self.columns[0].partner, self.columns[1].partner = self.columns[1], self.columns[0]
        self.objectives = ObjectivesPanel(self)
        self.recorded_in: str | None = None
        self.side, self.side_layout = self.log_pane(240, folds=False)  # its own Log button
        self.side_layout.insertWidget(0, self.objectives)
        self.splitter = QSplitter(self)
        self.splitter.setObjectName("tracker-splitter")
        self.splitter.addWidget(self.columns[0])
        self.splitter.addWidget(self.columns[1])
        self.splitter.addWidget(self.side)
        self.splitter.setStretchFactor(0, 5)
        self.splitter.setStretchFactor(1, 5)
        self.splitter.setStretchFactor(2, 1)

        # A finished game shows its result in place of the board, beside the whole log (a
        # second view of the same log model); undoing the end brings the board back.
        self.result = ResultView(self)
        self.result.campaign_requested.connect(self.add_to_campaign)
        self.result.print_requested.connect(self.print_report)
        self.result.print_button.setVisible(self.workspace is not None)
        self.result_log_title = QLabel(self)
        self.result_log_title.setFont(style.scaled_font(self, 1.1, bold=True))
        self.result_log = self.log_list("result-log")
        self.follow_zoom(self.result_log)
        self.result_page = QWidget(self)
        self.result_page.setObjectName("result-page")
        result_log_layout = QVBoxLayout()
        result_log_layout.addWidget(self.result_log_title)
        result_log_layout.addWidget(self.result_log, 1)
        result_layout = QHBoxLayout(self.result_page)
        result_layout.setContentsMargins(0, 0, 0, 0)
        result_layout.addWidget(self.result, 1, Qt.AlignmentFlag.AlignTop)
        result_layout.addLayout(result_log_layout, 1)
        self.overflowed_at = 0
        for column in self.columns:
            column.overflowing.connect(self._overflowing)
        self._connect()
        self._build_shortcuts()
        board = self.make_board(self.splitter, self.result_page)
        return [toolbar, self.track, self.turn_bar, board]

    # Below this height the tracker is compact: every unit of both strike teams still shows.
    # Taller, it is compact only when the units would not all show otherwise (a narrow
    # window): ``overflowing`` records the height at which they did not.
    COMPACT_BELOW = 900

    def compact_below(self) -> int:
        return max(self.COMPACT_BELOW, self.overflowed_at + 40)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # Compact for want of width keeps the log beside while the height has room for it;
        # when the height crosses that line (a window made smaller mid-game, or larger), the
        # log follows as lay_out_compact would have placed it.
        old, new = event.oldSize().height(), self.height()
        if self.compact and old > 0 and (old >= self.COMPACT_BELOW) != (new >= self.COMPACT_BELOW):
            self.log_button.setChecked(new >= self.COMPACT_BELOW)
        self._elide_last_line()

    def _overflowing(self) -> None:
        if not self.compact:
            self.overflowed_at = max(self.overflowed_at, self.height())
            self.set_compact(True)

    def lay_out_compact(self, compact: bool) -> None:
        """The compact tracker (a 1366×768 screen): 32-pixel buttons, a thinner struggle track,
        the objectives on one row under the turn bar and the log's column hidden (its last
        line in the toolbar, the Log button to see it all), so that the two strike teams take
        the whole width and every unit shows without scrolling."""
        size = style.COMPACT_TOUCH if compact else style.TOUCH
        for button in self.findChildren(QToolButton):
            if button.parent() is self:
                button.setMinimumSize(size, size)
        self.start_turn_button.setStyleSheet(style.touch_button_style(size) + " font-weight: bold;")
        self.track.set_compact(compact)
        self.turn_bar.set_compact(compact)
        self.objectives.set_compact(compact)
        if compact:
            self.side_layout.removeWidget(self.objectives)
            self.main_layout.insertWidget(3, self.objectives)
        else:
            self.main_layout.removeWidget(self.objectives)
            self.side_layout.insertWidget(0, self.objectives)
        self.main_layout.setSpacing(3 if compact else 6)
        self.log_button.setVisible(compact and not self.state.finished)
        # Compact for want of width, not of height: there is room for the log beside.
        self.log_button.setChecked(compact and self.height() >= self.COMPACT_BELOW)
        self._show_side(self.log_button.isChecked() or not compact or self.state.finished)
        for column in self.columns:
            column.set_compact(compact)

    def _show_side(self, shown: bool) -> None:
        shown = shown or not self.compact
        self.side.setVisible(shown)
        self.last_line.setVisible(not shown)
        self._elide_last_line()

    def _elide_last_line(self) -> None:
        model = self.log_model
        text = model.lines[-1][1] if model.lines else ""
        width = max(0, self.last_line.width() - 8)
        self.last_line.setToolTip(text)
        self.last_line.setText(
            self.last_line.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, width)
        )

    # --- building --------------------------------------------------------------------------

    def _connect(self) -> None:
        for column in self.columns:
            column.force.spend_requested.connect(self.spend_force)
            column.force.correct_requested.connect(self.correct_force)
            deck = column.deck
            deck.reveal_requested.connect(self.reveal)
            deck.card_chosen.connect(self.reveal_physical)
            deck.use_reserve_requested.connect(self.use_reserve)
            deck.reserve_requested.connect(self.reserve)
            deck.skip_shatterpoint_requested.connect(self.skip_shatterpoint)
            deck.activate_requested.connect(self.activate_revealed)
            deck.unit_chosen.connect(self.activate_unit)
            deck.correct_requested.connect(self.correct_deck)
        self.turn_bar.action_toggled.connect(self.take_action)
        self.turn_bar.end_activation_requested.connect(self.end_activation)
        self.turn_bar.end_turn_requested.connect(self.end_turn)
        self.turn_bar.step_chosen.connect(self.advance_step)
        self.objectives.active_toggled.connect(self.set_objective_active)
        self.objectives.priority_toggled.connect(self.set_objective_priority)
        self.objectives.controller_chosen.connect(self.choose_controller)

    def _build_shortcuts(self) -> None:
        self.shortcut_actions: list[tuple[QAction, str]] = []

        def add(keys: str, slot: Any, name: str) -> QAction:
            action = QAction(self)
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(slot)
            self.addAction(action)
            self.shortcut_actions.append((action, name))
            return action

        letters = letter_keys()  # set again in the interface language by retranslate()
        add(letters["reveal"], lambda: self.reveal(self.active_player()), "reveal")
        add(letters["use_reserve"], lambda: self.use_reserve(self.active_player()), "use_reserve")
        add(letters["activate"], lambda: self.activate_revealed(self.active_player()), "activate")
        add(letters["end_activation"], self.end_activation, "end_activation")
        add(letters["end_turn"], self.end_turn, "end_turn")
        add(letters["start_turn"], self.start_turn, "start_turn")
        for number, action_name in enumerate(ts.ACTIONS, start=1):
            add(str(number), lambda _=False, a=action_name: self.take_action(a, True), action_name)
        add("F1", self.show_shortcuts, "help")
        add("F11", self.toggle_full_screen, "full_screen")

    @staticmethod
    def effect_specs() -> list[tuple[str, str, dict[str, Any]]]:
        """What abilities and special rules do to the shared state (not corrections)."""
        specs: list[tuple[str, str, dict[str, Any]]] = []
        for player in (0, 1):
            specs.append((f"momentum-{player}", ts.MOMENTUM_GAINED, {"player": player}))
        for player in (0, 1):
            specs.append(
                (f"token-{player}", ts.STRUGGLE_TOKEN_MOVED, {"toward": player, "spaces": 1})
            )
        for player in (0, 1):
            specs.append((f"force-{player}", ts.FORCE_REFRESHED, {"player": player, "amount": 1}))
        return specs

    def _effect_texts(self) -> None:
        players = self.adapter().players()
        for player in (0, 1):
            name = players[player]
            self.effect_actions[f"momentum-{player}"].setText(
                self.tr("{player} gains momentum").format(player=name)
            )
            self.effect_actions[f"token-{player}"].setText(
                self.tr("Move the struggle token one space toward {player}").format(player=name)
            )
            self.effect_actions[f"force-{player}"].setText(
                self.tr("{player} refreshes 1 Force").format(player=name)
            )

    # --- state -------------------------------------------------------------------------------

    @property
    def state(self) -> TrackerState:
        return self.game.state  # type: ignore[no-any-return]

    def adapter(self) -> StateAdapter:
        return StateAdapter(self.system, self.state, current_language())

    def active_player(self) -> int:
        return int(self.rules.next_player(self.state))

    def refresh(self, rebuild_log: bool = False) -> None:
        adapter = self.adapter()
        state = self.state
        players = adapter.players()
        self.track.set_view(adapter.track())
        turn = adapter.turn()
        self.turn_bar.set_view(turn)
        for column in self.columns:
            player = column.player
            column.name.setText(players[player])
            column.force.set_view(adapter.force(player))
            column.deck.set_view(
                adapter.deck(player),
                adapter.is_active(player),
                adapter.pick_choices(player),
                adapter.physical_cards(player),
            )
            self._show_units(column, adapter)
            column.units_area.setEnabled(not state.finished)
            column.force.setEnabled(not state.finished)
        if state.step == 0 or self.pending_control is None:
            self.pending_control = [o.controller for o in state.objectives]
        views = adapter.objectives()
        shown = [
            dataclasses.replace(view, controller=control)
            for view, control in zip(views, self.pending_control, strict=False)
        ]
        self.objectives.set_views(shown, players)
        self.start_turn_button.setVisible(adapter.can_start_turn())
        self.show_history()
        self.struggle_button.setEnabled(not state.finished)
        self.effects_button.setEnabled(not state.finished)
        self.end_game_button.setEnabled(not state.finished)
        self.board.setCurrentWidget(self.result_page if state.finished else self.splitter)
        self.turn_bar.setVisible(not state.finished)
        self.objectives.setVisible(not state.finished)
        # The result page shows the whole log: no Log button, no last line.
        self.log_button.setVisible(bool(self.compact) and not state.finished)
        self._show_side(self.log_button.isChecked() or state.finished)
        if state.finished:
            self.result.set_summary(self.summary(adapter))
        if rebuild_log:
            self.rebuild_log()
        self._texts()
        self.changed.emit()

    def _show_units(self, column: PlayerColumn, adapter: StateAdapter) -> None:
        views = adapter.units(column.player)
        if [v.key for v in views] != list(column.panels):
            for panel in column.panels.values():
                panel.deleteLater()
            column.panels = {}
            for index, view in enumerate(views):
                panel = UnitPanel(view, column.units_area)
                panel.damage_requested.connect(self.change_damage)
                panel.condition_toggled.connect(self.toggle_condition)
                panel.condition_again.connect(self.gain_condition_again)
                panel.hunker_requested.connect(self.change_hunker)
                panel.stance_requested.connect(self.change_stance)
                panel.correct_requested.connect(self.correct_unit)
                panel.strain_requested.connect(self.resolve_strain)
                panel.ability_requested.connect(self.use_ability)
                panel.set_compact(bool(self.compact))
                column.panels[view.key] = panel
                column.units_grid.addWidget(panel, index // 2, index % 2)
            column.per_row = 0
            column.layout_panels()
        for view in views:
            column.panels[view.key].set_view(view)

    def log_changed(self) -> None:
        self._elide_last_line()

    # --- recording ---------------------------------------------------------------------------

    def drop_pending(self, undone: bool) -> None:
        """An objective's control chosen during a turn is recorded with the turn's end; an
        undo or a redo sets it back to what the game says."""
        if undone:
            self.pending_control = None

    # --- turn flow ---------------------------------------------------------------------------

    def needs_struggle_card(self) -> bool:
        return bool(self.rules.struggle_card_due(self.state))

    def reveal_struggle_card(self) -> bool:
        state = self.state
        dialog = StruggleCardDialog(
            state.struggle.phase,
            len(state.objectives),
            self._struggle_card_name(state),
            self,
        )
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        return self.record(ts.STRUGGLE_CARD_REVEALED, dialog.payload())

    @staticmethod
    def _struggle_card_name(state: TrackerState) -> str:
        cards = state.setup.struggle_cards
        index = state.struggle.phase - 1
        return cards[index] if 0 <= index < len(cards) else ""

    def start_turn(self) -> bool:
        """Starts the next turn (revealing the struggle card first when one is due)."""
        state = self.state
        if state.finished:
            return False
        if state.in_turn:
            return True
        if self.needs_struggle_card() and not self.reveal_struggle_card():
            return False
        return self.record(ts.TURN_STARTED, {})

    def _ready_to_reveal(self, player: int) -> bool:
        if not self.state.in_turn and not self.start_turn():
            return False
        return self.state.active_player == player

    def reveal(self, player: int) -> None:
        if self.state.setup.deck_mode == "physical":
            column = self.columns[player]
            if self._ready_to_reveal(player):
                menu = column.deck.physical_menu
                menu.popup(column.deck.reveal_button.mapToGlobal(QPoint(0, 0)))
            return
        if not self._ready_to_reveal(player):
            return
        event_type, payload = self.rules.reveal_order(self.state, self.rng)
        self.record(event_type, payload)

    def reveal_physical(self, player: int, card: str) -> None:
        if not self._ready_to_reveal(player):
            return
        event_type, payload = self.rules.reveal_order(self.state, self.rng, card=card)
        self.record(event_type, payload)

    def use_reserve(self, player: int) -> None:
        if not self._ready_to_reveal(player):
            return
        event_type, payload = self.rules.reveal_order(self.state, self.rng, from_reserve=True)
        self.record(event_type, payload)

    def reserve(self, player: int) -> None:
        self.record(ts.ORDER_RESERVED, {})

    def skip_shatterpoint(self, player: int) -> None:
        self.record(ts.SHATTERPOINT_SKIPPED, {})

    def activate_revealed(self, player: int) -> None:
        deck = self.state.decks[player]
        if deck.revealed is None or deck.revealed == ts.SHATTERPOINT_CARD:
            return
        self.activate_unit(player, f"{player}:{deck.revealed}")

    def activate_unit(self, player: int, key: str) -> None:
        owner, unit_id = split_key(key)
        unit = self.state.unit(owner, unit_id)
        if unit is None:
            return
        removed: str | None = None
        if unit.is_wounded and unit.conditions:
            names = [self.condition_name(c) for c in unit.conditions]
            name = self.adapter().unit_name(owner, unit_id)
            choice, ok = QInputDialog.getItem(
                self,
                self.tr("Wounded"),
                self.tr("{unit} is Wounded: which condition does it remove?").format(unit=name),
                names,
                0,
                False,
            )
            if not ok:
                return
            removed = unit.conditions[names.index(choice)]
        self.record(ts.UNIT_ACTIVATED, {"unit": unit_id, "condition_removed": removed})

    def take_action(self, action: str, checked: bool) -> None:
        activation = self.state.activation
        if activation is None or activation.ended:
            self.refresh()
            return
        free = self.rules.action_is_free(activation, action)
        self.record(ts.ACTION_TAKEN, {"action": action, "free": free})

    def end_activation(self) -> None:
        if not self.rules.turn_options(self.state).end_activation:
            return
        self.record(ts.ACTIVATION_ENDED, {})

    def end_turn(self) -> None:
        state = self.state
        if not self.rules.turn_options(state).end_turn:
            return
        control = self.pending_control or [o.controller for o in state.objectives]
        control = [c if o.active else None for c, o in zip(control, state.objectives, strict=True)]
        event_type, payload = self.rules.end_turn(state, control, self.rng)
        self.pending_control = None
        self.record(event_type, payload)

    def advance_step(self, step: int) -> None:
        if self.state.in_turn and step > self.state.step:
            self.record(ts.STEP_ADVANCED, {"step": step})

    # --- units, Force, objectives --------------------------------------------------------------

    def change_damage(self, key: str, amount: int) -> None:
        player, unit_id = split_key(key)
        if amount > 0:
            self.record(ts.DAMAGE_DEALT, {"player": player, "unit": unit_id, "amount": amount})
        else:
            self.record(ts.DAMAGE_REMOVED, {"player": player, "unit": unit_id, "amount": -amount})

    def toggle_condition(self, key: str, condition: str, on: bool) -> None:
        player, unit_id = split_key(key)
        event_type = ts.CONDITION_GAINED if on else ts.CONDITION_REMOVED
        self.record(event_type, {"player": player, "unit": unit_id, "condition": condition})

    def gain_condition_again(self, key: str, condition: str) -> None:
        player, unit_id = split_key(key)
        self.record(
            ts.CONDITION_GAINED, {"player": player, "unit": unit_id, "condition": condition}
        )

    def change_hunker(self, key: str, delta: int) -> None:
        player, unit_id = split_key(key)
        unit = self.state.unit(player, unit_id)
        if unit is None:
            return
        self.record(
            ts.UNIT_CORRECTED,
            {"player": player, "unit": unit_id, "hunker": max(0, unit.hunker + delta)},
        )

    def change_stance(self, key: str, side: str) -> None:
        player, unit_id = split_key(key)
        self.record(ts.STANCE_CHANGED, {"player": player, "unit": unit_id, "side": side})

    def resolve_strain(self, key: str) -> None:
        player, unit_id = split_key(key)
        self.record(ts.STRAIN_RESOLVED, {"player": player, "unit": unit_id})

    def use_ability(self, key: str, printed_cost: int) -> None:
        """An ability of the unit: its printed cost plus the unit's Force tax."""
        player, unit_id = split_key(key)
        self.record(ts.ABILITY_USED, {"player": player, "unit": unit_id, "cost": printed_cost})

    def correct_unit(self, key: str) -> None:
        player, unit_id = split_key(key)
        views = {view.key: view for view in self.adapter().units(player)}
        dialog = UnitCorrectionDialog(views[key], self)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.changes():
            self.record(ts.UNIT_CORRECTED, {"player": player, "unit": unit_id, **dialog.changes()})

    def spend_force(self, player: int, amount: int) -> None:
        self.record(ts.FORCE_SPENT, {"player": player, "amount": amount})

    def correct_force(self, player: int) -> None:
        pool = self.state.force[player]
        dialog = ForceCorrectionDialog(self.state.player_name(player), pool.total, pool.available)
        dialog.setParent(self, dialog.windowFlags())
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.changes():
            self.record(ts.FORCE_CORRECTED, {"player": player, **dialog.changes()})

    def correct_deck(self, player: int) -> None:
        deck = self.state.decks[player]
        zones = {"deck": deck.deck, "reserve": deck.reserve, "discard": deck.discard}
        zones["removed"] = deck.removed
        adapter = self.adapter()
        cards = [*deck.deck, *deck.reserve, *deck.discard, *deck.removed]
        names = {card: adapter.unit_name(player, card) for card in cards}
        dialog = DeckCorrectionDialog(self.state.player_name(player), zones, names, self)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.changes():
            self.record(ts.DECK_CORRECTED, {"player": player, **dialog.changes()})

    def correct_struggle(self) -> None:
        dialog = StruggleCorrectionDialog(self.adapter().track(), self)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.changes():
            self.record(ts.STRUGGLE_CORRECTED, dialog.changes())

    def set_objective_active(self, index: int, on: bool) -> None:
        self.record(ts.OBJECTIVE_CORRECTED, {"index": index, "active": on})

    def set_objective_priority(self, index: int, on: bool) -> None:
        self.record(ts.OBJECTIVE_CORRECTED, {"index": index, "priority": on})

    def choose_controller(self, index: int, player: int | None) -> None:
        """Control is committed with the end of the turn; between turns it is a correction."""
        if not self.state.in_turn:
            self.record(ts.OBJECTIVE_CORRECTED, {"index": index, "controller": player})
            return
        if self.pending_control is None:
            self.pending_control = [o.controller for o in self.state.objectives]
        self.pending_control[index] = player
        self.refresh()

    def end_game(self) -> None:
        dialog = EndGameDialog(self.adapter().players(), self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.record(ts.GAME_ENDED, dialog.payload())

    def summary(self, adapter: StateAdapter) -> dict[str, Any]:
        state = self.state
        return {
            "players": adapter.players(),
            "winner": state.winner,
            "reason": state.end_reason,
            "struggles": (len(state.struggle.claimed[0]), len(state.struggle.claimed[1])),
            "turns": state.turn,
            "duration_s": duration_seconds(state.started_at, state.finished_at or state.last_at),
            "defeated": [
                [adapter.unit_name(p, u.id) for u in state.units[p] if u.defeated] for p in (0, 1)
            ],
            "recorded": self.recorded_in or campaign_link.recorded_campaign(self.db, self.game_id),
            # With no campaign yet the button offers to create one, rather than hiding.
            "can_record": True,
        }

    @property
    def db(self) -> Any:
        return self.game.db

    @property
    def game_id(self) -> int:
        return int(self.game.id)

    def add_to_campaign(self) -> None:
        choices = campaign_link.campaigns(self.db, self.system.id)
        if not choices:
            self._record_in_new_campaign()
            return
        names = [info.name for info in choices]
        name, ok = QInputDialog.getItem(
            self,
            self.tr("Add to a campaign"),
            self.tr("Record this game in the campaign:"),
            names,
            0,
            False,
        )
        if not ok:
            return
        info = choices[names.index(name)]
        try:
            campaign_link.record(self.db, info.id, self.state, self.game_id)
        except MusterError as exc:
            QMessageBox.warning(self, self.tr("Add to a campaign"), exc.message())
            return
        self.recorded_in = info.name
        self.refresh()

    def _record_in_new_campaign(self) -> None:
        """No campaign of this game system exists yet: name one and record the game in it."""
        name, ok = QInputDialog.getText(
            self,
            self.tr("Add to a campaign"),
            self.tr(
                "There is no campaign for this game yet. Name a new campaign or league "
                "to record this game in:"
            ),
        )
        if not ok or not name.strip():
            return
        try:
            info = campaign_link.create_campaign(self.db, name, self.system.id)
            campaign_link.record(self.db, info.id, self.state, self.game_id)
        except MusterError as exc:
            QMessageBox.warning(self, self.tr("Add to a campaign"), exc.message())
            return
        self.recorded_in = info.name
        self.refresh()

    def toggle_full_screen(self) -> None:
        """The whole screen for the table; F11 again gives the window back."""
        window = self.window()
        if window.isFullScreen():
            window.showNormal()
        else:
            window.showFullScreen()

    def show_shortcuts(self) -> None:
        ShortcutsDialog(self).exec()

    # --- texts -------------------------------------------------------------------------------

    def condition_name(self, condition: str) -> str:
        return str(self.rules.condition_name(condition, current_language()))

    def retranslate(self) -> None:
        super().retranslate()
        self.struggle_button.setText(self.tr("Correct the struggle…"))
        self.struggle_button.setToolTip(
            self.tr("Set the struggle token, momentum and phase by hand")
        )
        self.end_game_button.setText(self.tr("End game…"))
        self.effects_button.setText(self.tr("Effects"))
        self.effects_button.setToolTip(
            self.tr("What an ability or a special rule does: momentum, the token, Force")
        )
        self._effect_texts()
        self.print_action.setIconText(self.tr("Print…"))
        self.print_action.setToolTip(
            self.tr(
                "Print or save as PDF the report of this game: result, strike teams, log (Ctrl+P)"
            )
        )
        letters = letter_keys()
        for action, name in getattr(self, "shortcut_actions", []):
            if name in letters:
                action.setShortcut(QKeySequence(letters[name]))
        self.help_button.setText(self.tr("Shortcuts"))
        self.help_button.setToolTip(self.tr("Keyboard shortcuts (F1)"))
        self.log_button.setText(self.tr("Log"))
        self.log_button.setToolTip(self.tr("Show or hide the whole log"))
        self.result_log_title.setText(self.tr("Log"))
        self._problem_texts()
        if getattr(self, "built", False):
            # Unit names, roles and the log come from the game in the new language.
            self.refresh(rebuild_log=True)

    def accepted_problems(self, player: int) -> list[str]:
        """The broken rules the player accepted when the game started, in today's language
        (validated again from the stored strike team; the codes when that is not possible)."""
        setup = self.state.setup.players[player]
        if not setup.violations:
            return []
        codes = set(setup.violations)
        if self.workspace is None or not setup.roster:
            return sorted(codes)
        try:
            document = RosterDocument.from_json(setup.roster)
            found = self.system.validate(document, self.workspace.catalog(document.system))
        except (MusterError, ValueError, KeyError):
            return sorted(codes)
        messages = [v.message() for v in found if v.code in codes]
        return messages or sorted(codes)

    def _problem_texts(self) -> None:
        for column in self.columns:
            problems = self.accepted_problems(column.player)
            column.problems.setVisible(bool(problems))
            column.problems.setText(
                self.tr("⚠ Breaks %n rule(s)", "", len(problems)) if problems else ""
            )
            column.problems.setToolTip(
                self.tr("Rules this strike team breaks, accepted when the game started:")
                + "\n"
                + "\n".join(f"• {text}" for text in problems)
                if problems
                else ""
            )

    def _texts(self) -> None:
        self.show_waiting(self.turn_bar.waiting_text())  # what the greyed buttons wait for
        state = self.state
        if self.needs_struggle_card():
            self.start_turn_button.setText(
                self.tr("Reveal the Phase {phase} card and start turn {turn}").format(
                    phase=phase_numeral(state.struggle.phase), turn=state.turn + 1
                )
            )
        else:
            self.start_turn_button.setText(self.tr("Start turn {turn}").format(turn=state.turn + 1))
        self.start_turn_button.setToolTip(self.tr("Start the next turn (N)"))
