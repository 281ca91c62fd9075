"""Legion's tracker: the game at the table, readable from across it.

Every button makes one event through the core's Game service (through the core's intent
helpers where a die is rolled), which applies it with the rules and commits it at once; the
widgets then show the new state. Undo and redo are the service's.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.i18n import current_language
from app.systems.legion.tracker import state as ls
from app.systems.legion.tracker.names import line_names
from app.systems.legion.tracker.state import GameState
from ui.systems.legion.tracker.army_column import ArmyColumn, touch
from ui.systems.legion.tracker.command_card import owner_names
from ui.systems.legion.tracker.corrections import UnitCorrectionDialog
from ui.systems.legion.tracker.unit_list import ArmyBoard
from ui.systems.legion.tracker.unit_row import UnitRow, UnitView
from ui.tracker import style
from ui.tracker.frame import TrackerFrame

NO_CARD = ""  # the command card combo's entry for "no card"


class LegionTrackerView(TrackerFrame):
    def build(self) -> list[QLayout | QWidget]:
        self.setObjectName("legion-tracker-view")
        seats = range(len(self.game.state.setup.players))  # two, or four in a team battle

        # --- toolbar: a side concedes (a player, or in a team battle a team), time ran out, or
        # the players agree
        menu = self.build_end_game_menu()
        self.add_concede_actions(ls.SIDES, lambda side: self.end_game("conceded", ls.other(side)))
        self.time_action = QAction(menu)
        self.time_action.triggered.connect(lambda: self.end_game("time", None))
        self.agreed_action = QAction(menu)
        self.agreed_action.triggered.connect(lambda: self.end_game("agreed", None))
        menu.addAction(self.time_action)
        menu.addAction(self.agreed_action)
        toolbar = self.toolbar([self.end_game_button])

        # --- the round and phase bar
        self.heading = QLabel(self)
        self.heading.setObjectName("phase-heading")
        self.heading.setFont(style.scaled_font(self, 1.3, bold=True))
        self.info = QLabel(self)
        self.info.setObjectName("phase-info")
        self.info.setWordWrap(True)
        self.battle_combos: dict[str, QComboBox] = {}
        self.battle_labels: dict[str, QLabel] = {}
        # The battle cards to choose, each category's label over its combo, on a line of
        # their own so that the longest names fit a 1366-pixel screen in every language.
        self.battle_row = QGridLayout()
        self.battle_button = touch(QPushButton(self), bold=True)
        self.battle_button.setObjectName("choose-battle-cards")
        self.battle_button.clicked.connect(self.choose_battle_cards)
        self.deploy_button = touch(QPushButton(self), bold=True)
        self.deploy_button.setObjectName("deployment-completed")
        self.deploy_button.clicked.connect(lambda: self.record(ls.DEPLOYMENT_COMPLETED, {}))
        self.action_buttons: dict[str, QPushButton] = {}
        for action in ls.ACTIONS:
            button = touch(QPushButton(self))
            button.setObjectName(f"action-{action}")
            button.clicked.connect(lambda _checked=False, a=action: self.take_action(a))
            self.action_buttons[action] = button
        self.free_box = QCheckBox(self)
        self.free_box.setObjectName("free-action")
        self.end_activation_button = touch(QPushButton(self), bold=True)
        self.end_activation_button.setObjectName("end-activation")
        self.end_activation_button.clicked.connect(lambda: self.record(ls.ACTIVATION_ENDED, {}))
        self.end_round_button = touch(QPushButton(self), bold=True)
        self.end_round_button.setObjectName("end-round")
        self.end_round_button.clicked.connect(self.end_round)
        # A player without a commander promotes a trooper unit's leader in the End phase.
        self.promote_labels = [QLabel(self) for _ in seats]
        self.promote_combos = [QComboBox(self) for _ in seats]
        for player, combo in enumerate(self.promote_combos):
            combo.setObjectName(f"promote-{player}")
            combo.setMinimumHeight(style.TOUCH)
        self.battle_row.addWidget(self.battle_button, 1, 0)
        bar_buttons = QHBoxLayout()
        bar_buttons.addWidget(self.deploy_button)
        for button in self.action_buttons.values():
            bar_buttons.addWidget(button)
        bar_buttons.addWidget(self.free_box)
        bar_buttons.addStretch(1)
        bar_buttons.addWidget(self.end_activation_button)
        for label, combo in zip(self.promote_labels, self.promote_combos, strict=True):
            bar_buttons.addWidget(label)
            bar_buttons.addWidget(combo)
        bar_buttons.addWidget(self.end_round_button)
        bar = QVBoxLayout()
        bar.addWidget(self.heading)
        bar.addWidget(self.info)
        bar.addLayout(self.battle_row)
        bar.addLayout(bar_buttons)

        # --- the armies and the log
        team_game = self.game.state.setup.team_game
        self.columns = [ArmyColumn(player, self, compact=team_game) for player in seats]
        for column in self.columns:
            player = column.player
            for source, action in column.victory_actions.items():
                action.triggered.connect(lambda _c=False, p=player, s=source: self.victory(p, 1, s))
            column.victory_minus.clicked.connect(lambda _c=False, p=player: self.victory(p, -1))
            column.play_button.clicked.connect(lambda _c=False, p=player: self.play_card(p))
            column.orders_button.clicked.connect(lambda _c=False, p=player: self.issue_orders(p))
            column.draw_button.clicked.connect(lambda _c=False, p=player: self.draw_order(p))
        side, _ = self.log_pane(240)
        # The sides next to each other (in a team battle each team's two armies one above the
        # other), all in the table's one scroll area, the log beside it.
        self.sides = QSplitter(self)
        self.sides.setObjectName("sides")
        setup = self.game.state.setup
        stacks = []
        if setup.team_game:
            self.team_splitters = []
            for team in ls.SIDES:
                stack = QSplitter(Qt.Orientation.Vertical, self)
                stack.setObjectName(f"team-{team}")
                members = [self.columns[player] for player in setup.members(team)]
                for column in members:
                    stack.addWidget(column)
                stacks.append(members)
                self.team_splitters.append(stack)
                self.sides.addWidget(stack)
        else:
            for column in self.columns:
                self.sides.addWidget(column)
                stacks.append([column])
        self.army_board = ArmyBoard(self.sides, self)
        self.army_board.watch([[(c, c.units_area) for c in stack] for stack in stacks])
        self.army_board.compact_changed.connect(self._compact_columns)
        self.splitter = QSplitter(self)
        self.splitter.setObjectName("tracker-splitter")
        self.splitter.addWidget(self.army_board)
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 5)
        self.splitter.setStretchFactor(1, 1)

        # --- the result, in place of the board once the game is over
        self.result_title = QLabel(self)
        self.result_title.setObjectName("result-title")
        self.result_title.setFont(style.scaled_font(self, 1.6, bold=True))
        self.result_text = QLabel(self)
        self.result_text.setObjectName("result-summary")
        self.result_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.result_text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.result_log = self.log_list("result-log")
        self.follow_zoom(self.result_log)
        self.print_button = touch(QPushButton(self))
        self.print_button.setObjectName("print-report")
        self.print_button.clicked.connect(self.print_report)
        self.print_button.setVisible(self.workspace is not None)
        self.result_page = QWidget(self)
        self.result_page.setObjectName("result-page")
        result_left = QVBoxLayout()
        result_left.addWidget(self.result_title)
        result_left.addWidget(self.result_text, 1)
        print_row = QHBoxLayout()
        print_row.addWidget(self.print_button)
        print_row.addStretch(1)
        result_left.addLayout(print_row)
        result_left.addWidget(self.make_league_link())
        result_layout = QHBoxLayout(self.result_page)
        result_layout.addLayout(result_left, 1)
        result_layout.addWidget(self.result_log, 1)
        self._build_shortcuts()
        return [toolbar, bar, self.make_board(self.splitter, self.result_page)]

    def lay_out_compact(self, compact: bool) -> None:
        """Under 900 pixels high (a 1366×768 screen) the toolbar's and the phase bar's
        buttons and choices are one line of text high (32 pixels, as in Shatterpoint's
        tracker), leaving the height to the units."""
        size = style.COMPACT_TOUCH if compact else style.TOUCH
        for button in self.findChildren(QToolButton):
            if button.parent() is self:
                button.setMinimumSize(size, size)
        bold = (
            self.battle_button,
            self.deploy_button,
            self.end_activation_button,
            self.end_round_button,
        )
        for button in bold:
            touch(button, True, size)
        for button in [*self.action_buttons.values(), self.print_button]:
            touch(button, False, size)
        for combo in [*self.battle_combos.values(), *self.promote_combos]:
            combo.setMinimumHeight(size)
        self.main_layout.setSpacing(3 if compact else 6)

    def _compact_columns(self, compact: bool) -> None:
        for column in self.columns:
            column.set_compact(compact)

    def _build_shortcuts(self) -> None:
        """Keys for the table: A activates the first unit that may, D draws an order token,
        E ends the activation, R ends the round; M, T, Y, G, S, C take those actions."""
        self.shortcut_actions: dict[str, QAction] = {}

        def add(key: str, slot: Any, name: str) -> None:
            action = QAction(self)
            action.setObjectName(f"shortcut-{name}")
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(slot)
            self.addAction(action)
            self.shortcut_actions[name] = action

        add("D", lambda: self._press(self._draw_button()), "draw")
        add("E", lambda: self._press(self.end_activation_button), "end-activation")
        add("R", lambda: self._press(self.end_round_button), "end-round")
        add("A", self._activate_first, "activate")
        for key, action in (
            ("M", "move"),
            ("T", "attack"),
            ("Y", "aim"),
            ("G", "dodge"),
            ("S", "standby"),
            ("C", "recover"),
        ):
            add(
                key,
                lambda _checked=False, a=action: self._press(self.action_buttons[a]),
                f"action-{action}",
            )

    @staticmethod
    def _press(button: QPushButton | None) -> None:
        if button is not None and button.isVisible() and button.isEnabled():
            button.click()

    def _active_columns(self) -> list[ArmyColumn]:
        """The columns of the side whose turn it is to activate (a player, or a team)."""
        side = self.state.active_player
        if side is None:
            return []
        return [self.columns[p] for p in self.state.setup.members(side)]

    def _draw_button(self) -> QPushButton | None:
        for column in self._active_columns():
            if column.draw_button.isVisible():
                return column.draw_button
        return None

    def _activate_first(self) -> None:
        for column in self._active_columns():
            for row in column.rows.values():
                if row.activate_button.isVisible():
                    row.activate_button.click()
                    return

    # --- state -------------------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self.game.state  # type: ignore[no-any-return]

    def names(self) -> list[str]:
        return [player.name for player in self.state.setup.players]

    def side_names(self) -> list[str]:
        """The sides as the table calls them: the players, or in a team battle the teams."""
        return [self.state.setup.side_name(side) for side in ls.SIDES]

    def unit_name(self, player: int, key: str) -> str:
        setup = self.state.setup.players[player].unit(key)
        return line_names([setup.name])[0] if setup else key

    def card_name(self, player: int, card: str | None) -> str:
        """A command card as one line: its name, pips and owners, in one language."""
        for entry in self.state.setup.players[player].command_hand:
            if entry.id == card:
                owners = owner_names(self.state, player, entry)
                name, *owner_texts = line_names([entry.name, *owners])
                if card == ls.STANDING_ORDERS:
                    return name
                pips = "•" * (entry.pips or 0)
                text = f"{name} {pips}".strip()
                return f"{text} ({' & '.join(owner_texts)})" if owner_texts else text
        if card == ls.STANDING_ORDERS:
            return self.tr("Standing Orders")
        return card or self.tr("no card")

    def battle_card_names(self, cards: list[str]) -> list[str]:
        """Battle cards shown on one line, in one language."""
        found = {
            entry.id: entry.name
            for player in self.state.setup.players
            for entries in player.battle_deck.values()
            for entry in entries
        }
        return line_names([found.get(card, card) for card in cards])

    def refresh(self) -> None:
        state = self.state
        language = current_language()
        names = self.names()
        activation = state.activation
        in_setup = state.phase == ls.SETUP
        in_command = state.phase == ls.COMMAND
        in_activation = state.phase == ls.ACTIVATION
        token_names = [(t, str(self.rules.token_name(t, language))) for t in ls.TOKENS]
        setup = state.setup
        sides = self.side_names()
        ordering_of = {column.player: self._ordering(column.player) for column in self.columns}
        for column in self.columns:
            player = column.player
            side = setup.side_of(player)
            mate = setup.teammate(player)
            data = state.players[player]
            blue = self.tr(" (blue)") if side == setup.blue_player else ""
            column.name.setText(names[player] + blue)
            column.victory.setText(self.tr("Victory tokens: {count}").format(count=data.victory))
            started = not in_setup and not state.finished
            column.victory_plus.setEnabled(started)
            column.victory_minus.setEnabled(started and data.victory > 0)
            # The command card: chosen and played in the command phase.
            choosing = in_command and not data.played
            column.card.show_card(state, data.played, data.card, in_command)
            if choosing:
                playable = self.rules.playable_cards(state, player)
                wanted = [*playable, NO_CARD] if playable else [NO_CARD]
                shown = [column.card_combo.itemData(i) for i in range(column.card_combo.count())]
                if shown != wanted:
                    column.card_combo.clear()
                    for card in wanted:
                        column.card_combo.addItem(
                            self.card_name(player, card) if card else self.tr("No card"), card
                        )
            column.card_combo.setVisible(choosing)
            column.play_button.setVisible(choosing)
            ordering = ordering_of[player]
            column.orders_button.setVisible(ordering)
            # In a team battle a player also orders the teammate's units.
            orderable = ordering or (mate is not None and ordering_of[mate])
            pool = state.pool(player)
            pool_text = ", ".join(
                f"{self.rules.rank_name(rank, language)} {count}"
                for rank, count in sorted(pool.items())
            )
            text = self.tr("Order pool: {tokens}").format(tokens=pool_text or "—")
            if data.drawn is not None:
                text += " · " + self.tr("drawn: {rank}").format(
                    rank=self.rules.rank_name(data.drawn, language)
                )
            column.pool.setText(text)
            # The side's turn (a team's: either player, unless the teammate has drawn a token).
            turn = (
                in_activation
                and activation is None
                and state.active_player == side
                and (mate is None or state.players[mate].drawn is None)
            )
            column.draw_button.setVisible(turn and data.drawn is None and bool(pool))
            activatable = set(self.rules.activatable_units(state, player)) if turn else set()
            views = [
                self._unit_view(state, player, unit, token_names, activatable, orderable)
                for unit in data.units
            ]
            self._show_units(column, views)
            if activation is not None and activation.player == player:
                # The activating unit in sight (four armies leave each only a few rows).
                self.army_board.ensureWidgetVisible(column.rows[activation.unit])
            column.setEnabled(not state.finished)
            column.units_area.setEnabled(not in_setup)  # wounds and tokens once deployed

        # The phase bar.
        if in_setup:
            self.heading.setText(self.rules.phase_name(ls.SETUP, language))
        elif not state.finished:
            rounds = state.setup.rounds
            heading = (
                self.tr("Round {round} of {rounds}").format(round=state.round, rounds=rounds)
                if rounds
                else self.tr("Round {round}").format(round=state.round)
            )
            self.heading.setText(f"{heading} — {self.rules.phase_name(state.phase, language)}")
        info = []
        if state.battle_cards:
            cards = self.battle_card_names([c for c in state.battle_cards.values() if c])
            if cards:
                info.append(self.tr("Battle: {cards}").format(cards=", ".join(cards)))
        if not in_setup and not state.finished:
            info.append(self.tr("Round counter: {player}").format(player=sides[state.counter]))
        if state.priority is not None and (in_command or in_activation):
            info.append(self.tr("Priority: {player}").format(player=sides[state.priority]))
        if activation is not None:
            info.append(
                self.tr("{player} activates {unit}: {taken} of {actions} actions").format(
                    player=names[activation.player],
                    unit=self.unit_name(activation.player, activation.unit),
                    taken=len(activation.taken),
                    actions=activation.actions,
                )
            )
        elif in_activation and state.active_player is not None:
            info.append(
                self.tr("{player} activates a unit").format(player=sides[state.active_player])
            )
        self.info.setText(" · ".join(info))
        choosing_battle = in_setup and state.battle_cards is None
        self._show_battle_choices(choosing_battle)
        self.battle_button.setVisible(choosing_battle)
        self.deploy_button.setVisible(in_setup and state.battle_cards is not None)
        for button in self.action_buttons.values():
            button.setVisible(activation is not None)
        self.free_box.setVisible(activation is not None)
        self.end_activation_button.setVisible(activation is not None)
        ending = in_activation and activation is None and state.active_player is None
        self.end_round_button.setVisible(ending)
        for player, combo in enumerate(self.promote_combos):
            choices = self.rules.promotion_choices(state, player) if ending else []
            if [combo.itemData(i) for i in range(combo.count())] != choices:
                combo.clear()
                for key in choices:
                    combo.addItem(self.unit_name(player, key), key)
            self.promote_labels[player].setText(
                self.tr("{player} promotes").format(player=names[player])
            )
            self.promote_labels[player].setVisible(bool(choices))
            combo.setVisible(bool(choices))
        self.show_history()
        self.end_game_button.setEnabled(not state.finished and not in_setup)
        self.board.setCurrentWidget(self.result_page if state.finished else self.splitter)
        self.heading.setVisible(not state.finished)
        self.info.setVisible(not state.finished)
        if state.finished:
            self._show_result()
        self.changed.emit()

    def _unit_view(
        self,
        state: GameState,
        player: int,
        unit: ls.UnitState,
        token_names: list[tuple[str, str]],
        activatable: set[str],
        ordering: bool,
    ) -> UnitView:
        setup = state.unit_setup(player, unit.key)
        activation = state.activation
        names = dict(token_names)
        return UnitView(
            key=unit.key,
            name=self.unit_name(player, unit.key),
            rank=str(self.rules.rank_name(setup.rank, current_language())),
            wounds=list(unit.wounds),
            thresholds=list(setup.wounds),
            suppression=unit.token("suppression"),
            courage=setup.courage,
            suppressed=ls.suppressed(setup, unit),
            panicked=unit.panicked,
            defeated=unit.defeated,
            commander=unit.commander,
            order=unit.order,
            tokens=[
                (t, names[t], unit.tokens[t])
                for t in ls.TOKENS
                if t != "suppression" and unit.tokens.get(t)
            ],
            token_names=token_names,
            can_activate=unit.key in activatable,
            can_order=ordering and not unit.defeated and unit.order != "ordered",
            active=activation is not None
            and activation.player == player
            and activation.unit == unit.key,
            courage_helpers=self._courage_helpers(state, player, unit, setup),
        )

    def _courage_helpers(
        self, state: GameState, player: int, unit: ls.UnitState, setup: ls.UnitSetup
    ) -> list[tuple[str, str]]:
        """The living allied commanders a unit that may panic (suppression at least twice its
        courage) may borrow courage from (FR « Panique »: a Commander within range 1–3); in a
        team battle the teammate's too, named "<seat>:<key>" and shown with the teammate's
        name."""
        if setup.courage is None or unit.token("suppression") < 2 * setup.courage:
            return []
        mate = state.setup.teammate(player)
        found = []
        for owner in [player] if mate is None else [player, mate]:
            for other in state.living(owner):
                other_setup = state.unit_setup(owner, other.key)
                if (
                    (owner != player or other.key != unit.key)
                    and (other_setup.rank == "commander" or other.commander)
                    and other_setup.courage is not None
                ):
                    name = self.unit_name(owner, other.key)
                    if owner == player:
                        found.append((other.key, name))
                    else:
                        owner_name = state.setup.players[owner].name
                        found.append((f"{owner}:{other.key}", f"{name} ({owner_name})"))
        return found

    def _show_units(self, column: ArmyColumn, views: list[UnitView]) -> None:
        if [v.key for v in views] != list(column.rows):
            for row in column.rows.values():
                row.deleteLater()
            column.rows = {}
            for index, view in enumerate(views):
                row = UnitRow(view, column.units_area)
                player = column.player
                row.wound_requested.connect(
                    lambda key, amount, p=player: self.change_wounds(p, key, amount)
                )
                row.token_requested.connect(
                    lambda key, token, delta, p=player: self.change_token(p, key, token, delta)
                )
                row.activate_requested.connect(
                    lambda key, helper, p=player: self.activate(p, key, helper or None)
                )
                row.defeat_requested.connect(
                    lambda key, p=player: self.record(ls.UNIT_DEFEATED, {"player": p, "unit": key})
                )
                row.correct_requested.connect(lambda key, p=player: self.correct_unit(p, key))
                column.rows[view.key] = row
                column.units_layout.insertWidget(index, row)
        for view in views:
            column.rows[view.key].set_view(view)

    def _show_battle_choices(self, shown: bool) -> None:
        state = self.state
        categories = state.setup.battle_categories
        if list(self.battle_combos) != list(categories):
            for widget in [*self.battle_combos.values(), *self.battle_labels.values()]:
                widget.deleteLater()
            self.battle_combos, self.battle_labels = {}, {}
            deck = state.setup.players[state.setup.blue_player].battle_deck
            size = style.COMPACT_TOUCH if self.compact else style.TOUCH
            # The lists side by side are one line: their names in one language.
            ids = [card.id for category in categories for card in deck.get(category, ())]
            texts = dict(zip(ids, self.battle_card_names(ids), strict=True))
            for place, category in enumerate(categories):
                label = QLabel(self)
                combo = QComboBox(self)
                combo.setObjectName(f"battle-{category}")
                combo.setMinimumHeight(size)
                # As wide as the line allows, not as the longest name (its list shows it whole).
                combo.setSizeAdjustPolicy(
                    QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
                )
                combo.setMinimumContentsLength(12)
                for card in deck.get(category, ()):
                    combo.addItem(texts[card.id], card.id)
                combo.addItem("—", None)
                self.battle_labels[category] = label
                self.battle_combos[category] = combo
                self.battle_row.addWidget(label, 0, place)
                self.battle_row.addWidget(combo, 1, place)
                self.battle_row.setColumnStretch(place, 1)
            self.battle_row.removeWidget(self.battle_button)
            self.battle_row.addWidget(self.battle_button, 1, len(categories))
            self._battle_texts()
        for category in categories:
            self.battle_labels[category].setVisible(shown)
            self.battle_combos[category].setVisible(shown)

    def _battle_texts(self) -> None:
        words = {
            "primary": self.tr("Primary objective"),
            "secondary": self.tr("Secondary objective"),
            "advantage": self.tr("Advantage"),
        }
        for category, label in self.battle_labels.items():
            label.setText(words.get(category, category))

    def _show_result(self) -> None:
        state = self.state
        if state.winner is None:
            self.result_title.setText(self.tr("A draw"))
        elif state.setup.teams is not None:  # "Bartek & Darek win": a team, two players
            self.result_title.setText(
                self.tr("{team} win").format(team=self.side_names()[state.winner])
            )
        else:
            self.result_title.setText(
                self.tr("{player} wins").format(player=self.side_names()[state.winner])
            )
        self.result_text.setText(str(self.rules.summary(state, current_language())))

    # --- the game's events -------------------------------------------------------------------

    def choose_battle_cards(self) -> None:
        cards = {category: combo.currentData() for category, combo in self.battle_combos.items()}
        self.record(ls.BATTLE_CARDS_CHOSEN, {"cards": cards})

    def play_card(self, player: int) -> None:
        card = self.columns[player].card_combo.currentData() or None
        self.record_intent(lambda: self.rules.play_command_card(self.state, player, card, self.rng))

    def _ordering(self, player: int) -> bool:
        """Whether ``player`` issues orders now: in the Command phase, once priority is known,
        the priority side's players first, then the other side's."""
        state = self.state
        if state.phase != ls.COMMAND or state.priority is None:
            return False
        if state.players[player].orders_issued:
            return False
        setup = state.setup
        first = setup.members(state.priority)
        return setup.side_of(player) == state.priority or all(
            state.players[p].orders_issued for p in first
        )

    def issue_orders(self, player: int) -> None:
        """The units whose Order button is pressed: the player's own, and in a team battle
        the teammate's (one event, ``teammate_units``)."""
        payload: dict[str, Any] = {"player": player, "units": self.columns[player].ordered_units()}
        mate = self.state.setup.teammate(player)
        if mate is not None:
            payload["teammate_units"] = self.columns[mate].ordered_units()
        if self.record(ls.ORDERS_ISSUED, payload) and mate is not None:
            for row in self.columns[mate].rows.values():
                row.order_button.setChecked(False)

    def draw_order(self, player: int) -> None:
        self.record_intent(lambda: self.rules.draw_order(self.state, player, self.rng))

    def activate(self, player: int, key: str, courage_from: str | None = None) -> None:
        owner = player
        if courage_from is not None and ":" in courage_from:  # a teammate's commander
            seat, courage_from = courage_from.split(":", 1)
            owner = int(seat)
        self.record_intent(
            lambda: self.rules.activate(self.state, player, key, self.rng, courage_from, owner)
        )

    def take_action(self, action: str) -> None:
        free = self.free_box.isChecked()
        if self.record(ls.ACTION_TAKEN, {"action": action, "free": free}):
            self.free_box.setChecked(False)

    def end_round(self) -> None:
        promote = [combo.currentData() if combo.count() else None for combo in self.promote_combos]
        self.record(ls.ROUND_ENDED, {"promote": promote})

    def change_wounds(self, player: int, key: str, amount: int) -> None:
        if amount > 0:
            self.record_intent(
                lambda: self.rules.suffer_wounds(self.state, player, key, amount, self.rng)
            )
        else:
            self.record(ls.WOUNDS_HEALED, {"player": player, "unit": key, "amount": -amount})

    def change_token(self, player: int, key: str, token: str, delta: int) -> None:
        event = ls.TOKENS_GAINED if delta > 0 else ls.TOKENS_REMOVED
        self.record(event, {"player": player, "unit": key, "token": token, "count": abs(delta)})

    def correct_unit(self, player: int, key: str) -> None:
        """The unit as it is on the table, set by hand: one correction event."""
        dialog = UnitCorrectionDialog(self.columns[player].rows[key].view, self)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.changes():
            self.record(ls.UNIT_CORRECTED, {"player": player, "unit": key, **dialog.changes()})

    def victory(self, player: int, amount: int, source: str = "other") -> None:
        self.record(
            ls.VICTORY_TOKENS_CHANGED, {"player": player, "amount": amount, "source": source}
        )

    def end_game(self, reason: str, winner: int | None) -> None:
        if winner is None:
            winner = int(self.rules.winner_on_score(self.state))
        self.record(ls.GAME_ENDED, {"winner": winner, "reason": reason})

    # --- texts -------------------------------------------------------------------------------

    def retranslate(self) -> None:
        super().retranslate()
        self.time_action.setText(self.tr("Time ran out"))
        self.agreed_action.setText(self.tr("Agreed by the players"))
        self.battle_button.setText(self.tr("Battle cards chosen"))
        self.deploy_button.setText(self.tr("Deployment complete"))
        self.free_box.setText(self.tr("Free action"))
        self.end_activation_button.setText(self.tr("End activation (E)"))
        self.end_round_button.setText(self.tr("End phase (R)"))
        self.print_button.setText(self.tr("Print game report…"))
        self.print_button.setToolTip(
            self.tr("Print or save as PDF the report of this game: result, armies, log (Ctrl+P)")
        )
        language = current_language()
        for action, button in self.action_buttons.items():
            button.setText(str(self.rules.action_name(action, language)).capitalize())
        self._battle_texts()
        self.set_concede_texts(self.side_names())
        if getattr(self, "built", False):  # a language change: every shown text again
            for column in self.columns:
                column.card_combo.clear()
            for widget in [*self.battle_combos.values(), *self.battle_labels.values()]:
                widget.deleteLater()
            self.battle_combos, self.battle_labels = {}, {}
            self.rebuild_log()
            self.refresh()
