"""Flashpoint's tracker: a six-round game at the table, readable from across it.

On top the round and its step (initiative bids, alternate activations, Environment, discard,
reserve rebuild), then the panel of what the step asks; below, each team's column (its dice
reserves and its fighters) and the readable log. Every button makes one event through the
core's Game service (the dice thrown by the core's helpers, ``roll_bid_ties`` and
``roll_dice``), which applies the rules and commits it at once; a refusal is said in the
toolbar in the core's own sentence and changes nothing. Undo and redo are the service's.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.errors import MusterError
from app.i18n import current_language, format_text, translate
from app.systems.flashpoint import tracker as ft
from app.systems.flashpoint.costs import legend
from app.systems.flashpoint.tracker.state import MARKERS, NPC, RELOADING, ROUNDS, TrackerState
from ui.systems.flashpoint.tracker.combat_panel import CombatPanel
from ui.systems.flashpoint.tracker.fighter_card import CardView, FighterCard, FighterView
from ui.systems.flashpoint.tracker.result_view import ResultPage
from ui.systems.flashpoint.tracker.round_panels import (
    ActivationPanel,
    DebriefingPanel,
    EndRoundPanel,
    InitiativePanel,
)
from ui.tracker import style
from ui.tracker.frame import TrackerFrame

# The steps shown on top: the state's steps, with the discard step and the reserve rebuild
# (made by one event, ``round_ended``) shown apart as the rules name them.
STRIP = ("initiative", "activations", "environment", "discard", "rebuild")


class TeamColumn(QFrame):
    """One side of the table: the player (or the NPCs), the dice reserves, the fighters."""

    def __init__(self, side: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.setObjectName(f"team-{side}")
        self.name = QLabel(self)
        self.name.setObjectName(f"team-name-{side}")
        self.name.setFont(style.scaled_font(self, 1.4, bold=True))
        self.name.setWordWrap(True)
        color = style.player_color(side).name() if side != NPC else "palette(text)"
        self.name.setStyleSheet(f"color: {color};")
        self.role = QLabel(self)
        self.role.setObjectName(f"team-role-{side}")
        self.reserves = QLabel(self)
        self.reserves.setObjectName(f"reserves-{side}")
        self.reserves.setFont(style.scaled_font(self, 1.25, bold=True))
        self.reserves.setWordWrap(True)
        self.legend = QLabel(self)  # the letters on the fighters' cards, written out
        self.legend.setObjectName(f"legend-{side}")
        self.legend.setWordWrap(True)
        self.fighters_area = QWidget(self)
        self.fighters_layout = QVBoxLayout(self.fighters_area)
        self.fighters_layout.setContentsMargins(0, 0, 0, 0)
        self.fighters_layout.setSpacing(4)
        self.fighters_layout.addStretch(1)
        self.scroll = QScrollArea(self)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setWidget(self.fighters_area)
        self.cards: dict[str, FighterCard] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.name)
        layout.addWidget(self.role)
        layout.addWidget(self.reserves)
        layout.addWidget(self.legend)
        layout.addWidget(self.scroll, 1)

    def set_turn(self, on: bool) -> None:
        """The side whose turn it is gets a frame in its colour."""
        color = style.player_color(self.side).name() if self.side != NPC else "#777777"
        sheet = f"#{self.objectName()} {{ border: 3px solid {color}; border-radius: 4px; }}"
        self.setStyleSheet(sheet if on else "")


class FlashpointTrackerView(TrackerFrame):
    def build(self) -> list[QLayout | QWidget]:
        self.setObjectName("flashpoint-tracker-view")

        # --- toolbar: a player concedes, or the players agree on a winner or a draw
        self.print_button = self.tool_button("print-report")
        self.print_button.setDefaultAction(self.print_action)
        menu = self.build_end_game_menu()
        self.add_concede_actions(
            (0, 1), lambda p: self.record(ft.GAME_ENDED, {"reason": "conceded", "player": p})
        )
        menu.addSeparator()
        self.agreed_actions = [QAction(menu) for _ in (0, 1, None)]
        for winner, action in zip((0, 1, None), self.agreed_actions, strict=True):
            action.setObjectName(f"agreed-{'draw' if winner is None else winner}")
            action.triggered.connect(
                lambda _c=False, w=winner: self.record(
                    ft.GAME_ENDED, {"reason": "agreed", "winner": w}
                )
            )
            menu.addAction(action)
        toolbar = self.toolbar([self.print_button, self.end_game_button])

        # --- the round: heading, steps, facts, and the panel of the step
        self.heading = QLabel(self)
        self.heading.setObjectName("round-heading")
        self.heading.setFont(style.scaled_font(self, 1.35, bold=True))
        self.strip_labels: dict[str, QLabel] = {}
        strip = QHBoxLayout()
        strip.setSpacing(2)
        for step in STRIP:
            label = QLabel(self)
            label.setObjectName(f"step-{step}")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.strip_labels[step] = label
            strip.addWidget(label)
        strip.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.heading)
        top.addSpacing(12)
        top.addLayout(strip, 1)
        self.info = QLabel(self)
        self.info.setObjectName("round-info")
        self.info.setWordWrap(True)
        self.initiative_panel = InitiativePanel(self)
        self.initiative_panel.bid_button.clicked.connect(self.bid)
        self.activation_panel = ActivationPanel(self)
        self.activation_panel.activate_button.clicked.connect(self.activate)
        self.activation_panel.pass_button.clicked.connect(self.pass_turn)
        self.activation_panel.fighter_combo.currentIndexChanged.connect(self._sync_activation)
        self.activation_panel.reaction_box.toggled.connect(self._sync_activation)
        self.end_round_panel = EndRoundPanel(self)
        self.end_round_panel.end_button.clicked.connect(self.end_round)
        self.debriefing_panel = DebriefingPanel(self)
        self.debriefing_panel.finish_button.clicked.connect(self.finish)
        self.combat_panel = CombatPanel(self, self)
        # The dice the last event threw (an activation's faces, the tie rolls of the bids),
        # shown until the next event: the log tells the counts, the table needs the faces.
        self.roll_label = QLabel(self)
        self.roll_label.setObjectName("last-roll")
        self.roll_label.setWordWrap(True)
        self.roll_label.setFont(style.scaled_font(self, 1.1, bold=True))
        panels = QVBoxLayout()
        for panel in (
            self.combat_panel,
            self.initiative_panel,
            self.activation_panel,
            self.end_round_panel,
            self.debriefing_panel,
        ):
            panels.addWidget(panel)
        self.round_box = QFrame(self)
        self.round_box.setObjectName("round-box")
        self.round_box.setFrameShape(QFrame.Shape.StyledPanel)
        round_layout = QVBoxLayout(self.round_box)
        round_layout.setContentsMargins(6, 4, 6, 4)
        round_layout.addLayout(top)
        round_layout.addWidget(self.info)
        round_layout.addLayout(panels)
        round_layout.addWidget(self.roll_label)

        # --- the teams and the log
        sides = [0, 1] + ([NPC] if self.state.setup.npcs else [])
        self.columns = {side: TeamColumn(side, self) for side in sides}
        log_side, _ = self.log_pane(220)
        self.splitter = QSplitter(self)
        self.splitter.setObjectName("tracker-splitter")
        for column in self.columns.values():
            self.splitter.addWidget(column)
            self.splitter.setStretchFactor(self.splitter.indexOf(column), 5)
        self.splitter.addWidget(log_side)
        self.splitter.setStretchFactor(self.splitter.indexOf(log_side), 2)

        # --- the result, in place of the board once the game is over
        self.result = ResultPage(self.log_model, self)
        self.result.print_button.clicked.connect(self.print_report)
        self.follow_zoom(self.result.log_view)
        self._build_shortcuts()
        return [toolbar, self.round_box, self.make_board(self.splitter, self.result)]

    def touch_size(self) -> int:
        """Compact (a 1366×768 screen), the fighters' buttons take the house's compact touch
        size, so that more of each team shows without scrolling."""
        return style.COMPACT_TOUCH if self.compact else style.TOUCH

    def lay_out_compact(self, compact: bool) -> None:
        size = self.touch_size()
        for column in self.columns.values():
            for card in column.cards.values():
                card.set_touch_size(size)

    def _build_shortcuts(self) -> None:
        """Keys for the table: B bids, A activates, P passes, R ends the round."""
        self.shortcut_actions: dict[str, QAction] = {}
        for key, button, name in (
            ("B", self.initiative_panel.bid_button, "bid"),
            ("A", self.activation_panel.activate_button, "activate"),
            ("P", self.activation_panel.pass_button, "pass"),
            ("R", self.end_round_panel.end_button, "end-round"),
        ):
            action = QAction(self)
            action.setObjectName(f"shortcut-{name}")
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _c=False, b=button: self._press(b))
            self.addAction(action)
            self.shortcut_actions[name] = action

    @staticmethod
    def _press(button: QPushButton) -> None:
        if button.isVisible() and button.isEnabled():
            button.click()

    # --- state -------------------------------------------------------------------------------

    @property
    def state(self) -> TrackerState:
        return self.game.state  # type: ignore[no-any-return]

    def names(self) -> list[str]:
        return [player.name for player in self.state.setup.players]

    def side_name(self, side: int) -> str:
        return self.tr("The NPCs") if side == NPC else self.names()[side]

    def fighter_name(self, side: int, fighter: str) -> str:
        return str(ft.fighter_name(self.state, side, fighter))

    def acting_side(self) -> int | None:
        """Whose activation the panel offers: the player whose turn it is, or in the
        Environment step the NPCs not yet activated."""
        state = self.state
        if state.finished:
            return None
        if state.step == "activations":
            return state.active
        if state.step == "environment" and self.rules.activatable(state, NPC):
            return NPC
        return None

    def refresh(self) -> None:
        state = self.state
        language = current_language()
        names = self.names()
        setup = state.setup
        step = state.step

        # The round on top.
        if step == "debriefing":
            self.heading.setText(self.tr("Debriefing"))
        else:
            self.heading.setText(
                format_text(
                    self.tr("Round {round} of {rounds} — {step}"),
                    round=state.round,
                    rounds=ROUNDS,
                    step=self.rules_step(step),
                )
            )
        current = {"initiative": 0, "activations": 1, "environment": 2}.get(step, -1)
        for index, key in enumerate(STRIP):
            label = self.strip_labels[key]
            if index == current:
                label.setStyleSheet(
                    "background: #3d3d3d; color: white; font-weight: bold; padding: 3px 6px;"
                    " border-radius: 3px;"
                )
            else:
                label.setStyleSheet("color: palette(mid); padding: 3px 6px;")
            label.setVisible(step != "debriefing")
        info = []
        if setup.mission:
            info.append(self.tr("Mission: {name}").format(name=setup.mission))
        offensive = self.tr("Offensive player: {player}").format(player=names[setup.offensive])
        if setup.offensive_roll:
            throws = ", ".join(f"{a}–{b}" for a, b in setup.offensive_roll)
            offensive += " " + self.tr("(roll {throws})").format(throws=throws)
        info.append(offensive)
        if state.initiative is not None:
            info.append(self.tr("Initiative: {player}").format(player=names[state.initiative]))
        acting = self.acting_side()
        if step == "activations" and state.active is not None:
            info.append(format_text(self.tr("{player}'s turn"), player=names[state.active]))
        self.info.setText(" · ".join(info))

        # The panel of the step.
        playing = not state.finished
        self.initiative_panel.setVisible(playing and step == "initiative")
        self.activation_panel.setVisible(playing and acting is not None)
        self.end_round_panel.setVisible(playing and step == "environment" and acting is None)
        self.debriefing_panel.setVisible(playing and step == "debriefing")
        if step == "initiative":
            self._sync_initiative()
        if acting is not None:
            self._sync_activation()
        if step == "environment" and acting is None:
            self._sync_end_round()
        if step == "debriefing":
            self._sync_debriefing()
        self.combat_panel.sync()
        self._show_last_roll()

        # The teams.
        marker_names = {m: translate(ft.CONTEXT, ft.MARKER_NAMES[m], language) for m in MARKERS}
        for side, column in self.columns.items():
            reserve = state.reserves[side]
            if side == NPC:
                column.name.setText(self.tr("The NPCs"))
                column.role.setText(
                    format_text(
                        self.tr("Played by {player}, the Defensive player"),
                        player=names[setup.defensive],
                    )
                )
            else:
                team = setup.players[side].team
                column.name.setText(f"{names[side]} — {team}" if team else names[side])
                bonus = setup.players[side].bonus[0 if side == setup.offensive else 1]
                role = (
                    self.tr("Offensive player")
                    if side == setup.offensive
                    else self.tr("Defensive player")
                )
                column.role.setText(
                    self.tr("{role} · Strategic Bonus {bonus}").format(role=role, bonus=bonus)
                )
            column.reserves.setText(
                self.tr(
                    "Reserves: Skill {skill} of {skill_start} · Power {power} of {power_start}"
                ).format(
                    skill=reserve.skill,
                    skill_start=reserve.skill_start,
                    power=reserve.power,
                    power_start=reserve.power_start,
                )
            )
            column.legend.setText(legend(language))
            column.set_turn(playing and acting == side)
            views = [
                self._fighter_view(side, f, marker_names, language) for f in state.fighters[side]
            ]
            self._show_fighters(column, views)
            column.fighters_area.setEnabled(playing and step in ("activations", "environment"))

        self.show_history()
        self.end_game_button.setEnabled(playing)
        self.round_box.setVisible(playing)
        self.board.setCurrentWidget(self.result if state.finished else self.splitter)
        if state.finished:
            self._show_result()
        self.changed.emit()

    def rules_step(self, step: str) -> str:
        return translate(ft.CONTEXT, ft.STEP_NAMES[step], current_language())

    def _fighter_view(
        self, side: int, fighter: Any, marker_names: dict[str, str], language: str
    ) -> FighterView:
        state = self.state
        snapshot = state.snapshot(side, fighter.id)
        kinds = {
            "melee": self.tr("melee weapon"),
            "ranged": self.tr("ranged weapon"),
            "equipment": self.tr("equipment"),
            "grenade": self.tr("grenade"),
            "artillery": self.tr("artillery"),
            "ability": self.tr("ability"),
        }
        cards = []
        for card in snapshot.cards if snapshot else ():
            usage = (
                self.tr("single use")
                if card.usage == "single_use"
                else self.tr("reload {count}").format(count=card.reload)
                if card.usage == "reload"
                else ""
            )
            cards.append(
                CardView(
                    card.id,
                    card.name,
                    fighter.cards.get(card.id, ""),
                    kinds.get(card.kind, card.kind),
                    usage,
                )
            )
        return FighterView(
            id=fighter.id,
            name=self.fighter_name(side, fighter.id),
            skill=int(self.rules.skill_of(state, fighter)),
            power=0 if not fighter.able else snapshot.power if snapshot else 0,
            reinforcement=int(self.rules.reinforcement_of(state, fighter)),
            wounded=fighter.wounded,
            dead=fighter.dead,
            activations=fighter.activations,
            dice=(fighter.dice["skill"], fighter.dice["power"]),
            markers=dict(fighter.markers),
            effects=list(self.rules.marker_effects(fighter, language)),
            marker_names=marker_names,
            cards=cards,
        )

    def _show_fighters(self, column: TeamColumn, views: list[FighterView]) -> None:
        if [v.id for v in views] != list(column.cards):
            for card in column.cards.values():
                card.deleteLater()
            column.cards = {}
            side = column.side
            for index, view in enumerate(views):
                card = FighterCard(view, side, column.fighters_area)
                card.set_touch_size(self.touch_size())
                card.discard_requested.connect(
                    lambda fighter, die, s=side: self.record(
                        ft.DICE_DISCARDED, {"player": s, "fighter": fighter, "die": die, "count": 1}
                    )
                )
                card.wound_requested.connect(
                    lambda fighter, s=side: self.record(
                        ft.FIGHTER_WOUNDED, {"player": s, "fighter": fighter}
                    )
                )
                card.marker_requested.connect(
                    lambda fighter, marker, delta, s=side: self.change_marker(
                        s, fighter, marker, delta
                    )
                )
                card.card_requested.connect(
                    lambda fighter, card_id, s=side: self.use_card(s, fighter, card_id)
                )
                card.action_requested.connect(
                    lambda fighter, action, s=side: self.record(
                        ft.ACTION_TAKEN, {"player": s, "fighter": fighter, "action": action}
                    )
                )
                card.gain_requested.connect(
                    lambda fighter, die, s=side: self.record(
                        ft.DICE_GAINED, {"player": s, "fighter": fighter, "die": die, "count": 1}
                    )
                )
                column.cards[view.id] = card
                column.fighters_layout.insertWidget(index, card)
        for view in views:
            column.cards[view.id].set_view(view)

    # --- the panels --------------------------------------------------------------------------

    def _sync_initiative(self) -> None:
        panel = self.initiative_panel
        names = self.names()
        for player in (0, 1):
            reserve = self.state.reserves[player]
            panel.names[player].setText(names[player])
            panel.skill[player].setRange(0, reserve.skill)
            panel.power[player].setRange(0, reserve.power)

    def _sync_activation(self) -> None:
        """The activation panel for the acting side: the fighters it may activate, the
        reinforcements the chosen one may call, the dice each draws (as proposed: each
        fighter's own Skill, within what the reserves hold)."""
        panel = self.activation_panel
        state = self.state
        side = self.acting_side()
        if side is None:
            return
        reaction_possible = (
            state.step == "activations" and state.reactable is not None and side != NPC
        )
        if not reaction_possible and panel.reaction_box.isChecked():
            panel.reaction_box.blockSignals(True)
            panel.reaction_box.setChecked(False)
            panel.reaction_box.blockSignals(False)
        panel.reaction_box.setVisible(reaction_possible)
        reaction = panel.reaction_box.isChecked()
        candidates = [
            f for f in self.rules.activatable(state, side) if not (reaction and f.activations)
        ]
        wanted = [(f.id, self.fighter_name(side, f.id)) for f in candidates]
        combo = panel.fighter_combo
        shown = [(combo.itemData(i), combo.itemText(i)) for i in range(combo.count())]
        if shown != wanted:
            previous = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            for key, name in wanted:
                combo.addItem(name, key)
            found = combo.findData(previous)
            combo.setCurrentIndex(found if found >= 0 else 0 if wanted else -1)
            combo.blockSignals(False)
        chosen_id = panel.chosen()
        chosen = state.fighter(side, chosen_id) if chosen_id else None
        if side == NPC:
            panel.title.setText(self.tr("The NPCs activate"))
        elif reaction:
            panel.title.setText(
                format_text(self.tr("{player} reacts with"), player=self.names()[side])
            )
        else:
            panel.title.setText(
                format_text(self.tr("{player} activates"), player=self.names()[side])
            )
        may_reinforce = (
            chosen is not None
            and side != NPC
            and not reaction
            and not chosen.activations
            and self.rules.reinforcement_of(state, chosen) > 0
        )
        choices = (
            [
                (f"{side}:{f.id}", self.fighter_name(side, f.id))
                for f in state.fighters[side]
                if f.able and not f.activations and f.id != chosen.id
            ]
            if may_reinforce and chosen is not None
            else []
        )
        if panel.set_reinforcements(choices):
            for button in panel.reinforcement_buttons.values():
                button.toggled.connect(self._sync_activation)
        panel.reinforcements_label.setVisible(bool(choices))
        group = [chosen] if chosen is not None else []
        group += [
            f for key in panel.reinforcements() if (f := state.fighter(side, key)) is not None
        ]
        reserve = state.reserves[side]
        rows = []
        left = {"skill": reserve.skill, "power": reserve.power}
        for fighter in group:
            own = int(self.rules.skill_of(state, fighter))
            share = {die: min(own, left[die]) for die in left}
            for die in left:
                left[die] -= share[die]
            name = self.fighter_name(side, fighter.id)
            rows.append((f"{side}:{fighter.id}", name, share["skill"], share["power"]))
        limit = sum(int(self.rules.skill_of(state, f)) for f in group)
        panel.set_dice_rows(rows, limit)
        panel.limit.setText(
            self.tr(
                "At most %n die(s) of each type (the Skill of the fighters drawing); "
                "reserves: Skill {skill}, Power {power}",
                "",
                limit,
            ).format(skill=reserve.skill, power=reserve.power)
        )
        panel.activate_button.setEnabled(chosen is not None)
        panel.fighter_combo.setEnabled(bool(wanted))
        panel.pass_button.setVisible(side != NPC and not reaction)

    def _sync_end_round(self) -> None:
        """What the discard step and the reserve rebuild will do, from the state they give."""
        state = self.state
        try:
            after = self.game.check(ft.ROUND_ENDED, {})
        except MusterError as exc:
            self.end_round_panel.preview.setText(exc.message())
            return
        dying = [
            self.fighter_name(f.side, f.id)
            for fighters in state.fighters
            for f in fighters
            if f.wounded and not f.dead
        ]
        lines = [
            self.tr(
                "Discard step: the dice on the profiles are discarded (Power dice go back to "
                "the reserve) and one marker of each type is removed from each fighter."
            )
        ]
        if dying:
            lines.append(
                self.tr("Wounded fighters die: {fighters}.").format(fighters=", ".join(dying))
            )
        rebuilt = [
            self.tr("{player}: Skill {skill}, Power {power}").format(
                player=self.side_name(side),
                skill=after.reserves[side].skill,
                power=after.reserves[side].power,
            )
            for side in self.columns
        ]
        lines.append(self.tr("Reserves rebuilt: {reserves}.").format(reserves="; ".join(rebuilt)))
        if after.step == "debriefing":
            lines.append(self.tr("Then the debriefing begins."))
        self.end_round_panel.preview.setText(" ".join(lines))

    def _sync_debriefing(self) -> None:
        panel = self.debriefing_panel
        state = self.state
        conditions = state.setup.success_points
        panel.conditions.setText(
            self.tr("Success points: {conditions}").format(conditions=conditions)
            if conditions
            else self.tr("Each player counts their success points; the higher total wins.")
        )
        for player, name in enumerate(self.names()):
            panel.names[player].setText(name)
            counted = state.success_points[player]
            if counted is not None and not panel.points[player].hasFocus():
                panel.points[player].setValue(int(counted))

    def roll_text(self) -> str:
        """The faces the current activation threw (or the tie rolls of this round's bids),
        read from the log: kept while the activation goes on (cards used, dice discarded),
        gone with the next activation, pass or round, and right after an undo or a resume."""
        names = self.names()
        for event in reversed(self.game.events):
            payload = event.payload
            if event.type == ft.FIGHTER_ACTIVATED:
                side = int(payload.get("player", 0))
                parts = []
                for key, faces in (payload.get("dice") or {}).items():
                    shown = []
                    for die, word in (("skill", self.tr("Skill")), ("power", self.tr("Power"))):
                        if faces.get(die):
                            shown.append(f"{word} {' '.join(str(f) for f in faces[die])}")
                    if shown:
                        parts.append(
                            self.tr("{fighter}: {dice}").format(
                                fighter=self.fighter_name(side, key), dice=", ".join(shown)
                            )
                        )
                text = "; ".join(parts) if parts else self.tr("no dice")
                return self.tr("Rolled: {dice}").format(dice=text)
            if event.type == ft.INITIATIVE_BID:
                rolls = payload.get("rolls") or []
                if not rolls:
                    return ""
                throws = ", ".join(f"{names[0]} {sum(a)} – {sum(b)} {names[1]}" for a, b in rolls)
                return self.tr("Tied bids rolled: {throws}").format(throws=throws)
            if event.type in (ft.PASSED, ft.ROUND_ENDED, ft.SUCCESS_POINTS, ft.GAME_ENDED):
                return ""
        return ""

    def _show_last_roll(self) -> None:
        text = self.roll_text()
        self.roll_label.setText(text)
        self.roll_label.setVisible(bool(text))

    def _show_result(self) -> None:
        state = self.state
        names = self.names()
        self.result.show_result(state, names, self.rules, self.game)

    # --- the game's events -------------------------------------------------------------------

    def bid(self) -> None:
        panel = self.initiative_panel
        bids = [{"skill": panel.skill[p].value(), "power": panel.power[p].value()} for p in (0, 1)]
        counts = [sum(bid.values()) for bid in bids]
        rolls: list[Any] = []
        if counts == [0, 0]:
            initiative = self.state.setup.defensive
        else:
            if counts[0] == counts[1]:
                rolls = self.rules.roll_bid_ties(counts[0], self.rng)
            winner = self.rules.bid_winner(counts, rolls)
            if winner is None:  # never: the tie rolls are thrown until one total is higher
                return
            initiative = 1 - winner if panel.gives_box.isChecked() else winner
        if self.record(ft.INITIATIVE_BID, {"bids": bids, "rolls": rolls, "initiative": initiative}):
            for spin in (*panel.skill, *panel.power):
                spin.setValue(0)
            panel.gives_box.setChecked(False)

    def activate(self) -> None:
        panel = self.activation_panel
        side = self.acting_side()
        fighter = panel.chosen()
        if side is None or fighter is None:
            return
        shares = panel.shares()
        dice = self.rules.roll_dice(shares, self.rng)
        payload: dict[str, Any] = {"player": side, "fighter": fighter, "dice": dice}
        reinforcements = panel.reinforcements()
        if reinforcements:
            payload["reinforcements"] = reinforcements
        if panel.reaction_box.isChecked():
            payload["reaction"] = True
        if self.record(ft.FIGHTER_ACTIVATED, payload):
            panel.reaction_box.setChecked(False)

    def pass_turn(self) -> None:
        active = self.state.active
        if active is not None:
            self.record(ft.PASSED, {"player": active})

    def end_round(self) -> None:
        self.record(ft.ROUND_ENDED, {})

    def finish(self) -> None:
        """Both players' success points, then the end of the game at the debriefing."""
        points = [spin.value() for spin in self.debriefing_panel.points]
        for player, value in enumerate(points):
            if self.state.success_points[player] != value and not self.record(
                ft.SUCCESS_POINTS, {"player": player, "points": value}
            ):
                return
        self.record(ft.GAME_ENDED, {"reason": "debriefing"})

    def change_marker(self, side: int, fighter: str, marker: str, delta: int) -> None:
        payload: dict[str, Any] = {"player": side, "fighter": fighter, "marker": marker}
        if delta > 0:
            self.record(ft.MARKER_PLACED, {**payload, "count": delta})
        else:
            self.record(ft.MARKER_REMOVED, payload)

    def use_card(self, side: int, fighter: str, card: str) -> None:
        state = self.state.fighter(side, fighter)
        reloading = state is not None and state.cards.get(card) == RELOADING
        snapshot = self.state.snapshot(side, fighter)
        kind = next((c.kind for c in snapshot.cards if c.id == card), "") if snapshot else ""
        if kind in ("melee", "ranged") and not reloading:
            self.combat_panel.choose_weapon(side, fighter, card)  # its defender is chosen there
            return
        event = ft.CARD_RELOADED if reloading else ft.CARD_USED
        self.record(event, {"player": side, "fighter": fighter, "card": card})

    # --- texts -------------------------------------------------------------------------------

    def retranslate(self) -> None:
        super().retranslate()
        self.print_action.setToolTip(self.tr("The game report as the game stands (Ctrl+P)"))
        names = self.names()
        self.set_concede_texts(names)
        for winner, action in zip((0, 1, None), self.agreed_actions, strict=True):
            action.setText(
                self.tr("Agreed by the players: a draw")
                if winner is None
                else format_text(
                    self.tr("Agreed by the players: {player} wins"), player=names[winner]
                )
            )
        strip = {
            "initiative": self.tr("1 Initiative"),
            "activations": self.tr("2 Activations"),
            "environment": self.tr("3 Environment"),
            "discard": self.tr("4 Discard"),
            "rebuild": self.tr("5 Reserves"),
        }
        for key, label in self.strip_labels.items():
            label.setText(strip[key])
        for panel in (
            self.combat_panel,
            self.initiative_panel,
            self.activation_panel,
            self.end_round_panel,
            self.debriefing_panel,
        ):
            panel.retranslate()
        if getattr(self, "built", False):  # a language change: every shown text again
            self.rebuild_log()
            self.refresh()
