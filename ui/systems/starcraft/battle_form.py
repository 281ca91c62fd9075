"""A Mobilize order's battle, entered by the players and resolved by the rules.

The players say which of their units stand in the contested zone (several unit types a side,
with counts, and each type's figures as their sheet gives them where the pack does not know
them), the attacker pairs the skirmishes (as many as possible; a *Renfort* unit never in front
unless its whole side is *Renfort*) and gives every other unit to a skirmish as support, and
both enter the cards they reveal. Muster resolves it with the core's ``battle_intent`` as the
players type: each skirmish's attack against resistance, who is destroyed, who retreats
thanks to *Camouflage*, the splash damage (a row per triggered card, where the player who
loses a unit chooses which), who retreats from the zone. The losses it finds are
filled in below, where the players may change them before the battle is recorded as one
``battle_resolved`` event (undo takes it back).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.i18n import current_language, format_text, translate
from app.systems.starcraft import CONTEXT
from app.systems.starcraft import tracker as sc
from app.systems.starcraft.battle import (
    Battle,
    BattleResult,
    Fighter,
    PairingError,
    check_pairing,
    skirmish_count,
)
from app.systems.starcraft.tracker.state import BATTLE_RESOLVED, TrackerState
from ui.widgets.retranslate import Retranslatable

# The unit table's columns after the unit's name: what each fighter is, as its sheet says.
FIGURES = ("count", "flying", "targets_ground", "targets_air", "support", "renfort", "camouflage")
FIGURES_END = ("detector",)
SPLASH = ("", "ground", "air", "both")
CARD_VALUES = ("major_attack", "major_resistance", "minor_attack", "minor_resistance")
CARD_BONUS = ("bonus_attack", "bonus_resistance")


class SideUnits(QTableWidget):
    """One side's unit types in the contested zone: how many, and their figures."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 1 + len(FIGURES) + len(FIGURES_END), parent)
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.units: list[str] = []
        self.widgets: list[dict[str, Any]] = []

    def fill(self, units: list[tuple[str, str, int, Fighter, bool]]) -> None:
        """(unit id, name, count owned, default figures, all figures known) per unit type."""
        self.setRowCount(len(units))
        self.units = []
        self.widgets = []
        for row, (unit, name, owned, fighter, known) in enumerate(units):
            item = QTableWidgetItem(name if known else f"{name} ?")
            self.setItem(row, 0, item)
            count = QSpinBox(self)
            count.setRange(0, owned)
            count.setObjectName(f"count-{unit}")
            support = QSpinBox(self)
            support.setRange(0, 9)
            support.setValue(fighter.support)
            support.setObjectName(f"support-{unit}")
            row_widgets: dict[str, Any] = {"count": count, "support": support}
            for key in ("flying", "targets_ground", "targets_air", "renfort", "camouflage"):
                box = QCheckBox(self)
                box.setChecked(bool(getattr(fighter, key)))
                box.setObjectName(f"{key}-{unit}")
                row_widgets[key] = box
            detector = QCheckBox(self)
            detector.setObjectName(f"detector-{unit}")
            detector.setChecked(fighter.detector)
            row_widgets["detector"] = detector
            for column, key in enumerate((*FIGURES, *FIGURES_END), start=1):
                self.setCellWidget(row, column, row_widgets[key])
            self.units.append(unit)
            self.widgets.append(row_widgets)
        self.resizeRowsToContents()
        rows = sum(self.rowHeight(row) for row in range(self.rowCount()))
        self.setFixedHeight(rows + self.horizontalHeader().sizeHint().height() + 4)

    def row_of(self, unit: str) -> dict[str, Any]:
        return self.widgets[self.units.index(unit)]

    def fighters(self) -> list[Fighter]:
        fighters = []
        for unit, widgets in zip(self.units, self.widgets, strict=True):
            fighter = Fighter(
                unit=unit,
                flying=widgets["flying"].isChecked(),
                targets_ground=widgets["targets_ground"].isChecked(),
                targets_air=widgets["targets_air"].isChecked(),
                support=widgets["support"].value(),
                renfort=widgets["renfort"].isChecked(),
                camouflage=widgets["camouflage"].isChecked(),
                detector=widgets["detector"].isChecked(),
            )
            fighters.extend([fighter] * widgets["count"].value())
        return fighters


class CardEntry:
    """One side's revealed card in one skirmish (and the reinforcement played with it)."""

    def __init__(self, parent: QWidget, grid: QGridLayout, row: int, tag: str) -> None:
        self.front = QComboBox(parent)
        self.front.setObjectName(f"front-{tag}")
        self.symbol = QCheckBox(parent)
        self.symbol.setObjectName(f"symbol-{tag}")
        self.values: dict[str, QSpinBox] = {}
        for key in (*CARD_VALUES, *CARD_BONUS):
            spin = QSpinBox(parent)
            spin.setRange(-9, 20) if key in CARD_BONUS else spin.setRange(0, 20)
            spin.setObjectName(f"{key}-{tag}")
            self.values[key] = spin
        # The standard card's splash, and the reinforcement card's under it.
        self.splash_cell = QWidget(parent)
        self.splash_cell.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)
        splash_layout = QVBoxLayout(self.splash_cell)
        splash_layout.setContentsMargins(0, 0, 0, 0)
        splash_layout.setSpacing(1)
        self.splash = QComboBox(self.splash_cell)
        self.splash.setObjectName(f"splash-{tag}")
        self.reinforcement_splash = QComboBox(self.splash_cell)
        self.reinforcement_splash.setObjectName(f"reinforcement-splash-{tag}")
        for combo in (self.splash, self.reinforcement_splash):
            for kind in SPLASH:
                combo.addItem("", kind)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            splash_layout.addWidget(combo)
        self.detector = QCheckBox(parent)
        self.detector.setObjectName(f"card-detector-{tag}")
        self.result = QLabel(parent)
        self.result.setObjectName(f"result-{tag}")
        self.result.setWordWrap(True)
        # When the enemy front-liner cannot target this one, it hits a support of this side
        # that it can target: this side's owner chooses which (shown only when there is a
        # choice).
        self.victim = QComboBox(parent)
        self.victim.setObjectName(f"victim-{tag}")
        self.victim.setVisible(False)
        widgets = (
            self.front,
            self.symbol,
            *(self.values[k] for k in (*CARD_VALUES, *CARD_BONUS)),
            self.splash_cell,
            self.detector,
            self.result,
            self.victim,
        )
        for column, widget in enumerate(widgets, start=1):
            grid.addWidget(widget, row, column)
        self.widgets: tuple[QWidget, ...] = widgets

    def card(self, front_unit: str) -> dict[str, Any]:
        v = {key: spin.value() for key, spin in self.values.items()}
        card: dict[str, Any] = {
            "symbols": [front_unit] if self.symbol.isChecked() else [],
            "major": [v["major_attack"], v["major_resistance"]],
            "minor": [v["minor_attack"], v["minor_resistance"]],
            "bonus_attack": v["bonus_attack"],
            "bonus_resistance": v["bonus_resistance"],
            "detector": self.detector.isChecked(),
        }
        if self.splash.currentData():
            card["splash"] = str(self.splash.currentData())
        if self.reinforcement_splash.currentData():
            card["reinforcement_splash"] = str(self.reinforcement_splash.currentData())
        return card


def _hit_keys(hits: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    """Each shown splash hit by its side, kind and skirmish, numbered where two are alike."""
    keys: list[tuple[Any, ...]] = []
    for hit in hits:
        keys.append((*hit[:3], sum(1 for key in keys if key[:3] == hit[:3])))
    return keys


class BattleForm(Retranslatable, QDialog):
    """The battle of the open Mobilize order (``record`` sends the event; a refusal keeps the
    form open with the sentence that says why)."""

    def __init__(
        self,
        state: TrackerState,
        defender: int,
        record: Callable[[str, dict[str, Any]], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("starcraft-battle")
        self.setModal(True)
        self.state = state
        self.record_event = record
        order = state.open_order
        assert order is not None
        self.order = order
        self.sides = (order.player, defender)
        self.building = False  # widgets being rebuilt: no resolving in between
        self.result: BattleResult | None = None
        self.battle: dict[str, Any] | None = None

        self.header = QLabel(self)
        self.header.setObjectName("battle-header")
        self.header.setWordWrap(True)
        self.air_checks = [QCheckBox(self), QCheckBox(self)]
        for side, box in enumerate(self.air_checks):
            box.setObjectName(f"air-defence-{side}")
            box.toggled.connect(self.resolve_now)
        self.figures_note = QLabel(self)
        self.figures_note.setWordWrap(True)
        self.side_boxes = [QGroupBox(self), QGroupBox(self)]
        self.unit_tables = [SideUnits(self), SideUnits(self)]
        for side in (0, 1):
            self.unit_tables[side].setObjectName(f"units-{side}")
            self.unit_tables[side].fill(self._units_of(self.sides[side]))
            for widgets in self.unit_tables[side].widgets:
                widgets["count"].valueChanged.connect(self.units_changed)
                widgets["support"].valueChanged.connect(self.units_changed)
                for key in ("flying", "targets_ground", "targets_air", "renfort"):
                    widgets[key].toggled.connect(self.units_changed)
                for key in ("camouflage", "detector"):
                    widgets[key].toggled.connect(self.resolve_now)
            layout = QVBoxLayout(self.side_boxes[side])
            layout.addWidget(self.unit_tables[side])
            layout.addWidget(self.air_checks[side])

        # The skirmishes: one front-liner and one card per side each.
        self.skirmish_box = QGroupBox(self)
        self.skirmish_grid = QGridLayout(self.skirmish_box)
        self.skirmish_grid.setColumnStretch(11, 1)
        self.column_labels = [QLabel(self.skirmish_box) for _ in range(12)]
        for column, label in enumerate(self.column_labels):
            self.skirmish_grid.addWidget(label, 0, column)
        self.skirmish_labels: list[QLabel] = []
        self.cards: list[tuple[CardEntry, CardEntry]] = []
        self.fighters: tuple[list[Fighter], list[Fighter]] = ([], [])
        # Supports: every unit not in front goes to one skirmish.
        self.support_box = QGroupBox(self)
        self.support_grid = QGridLayout(self.support_box)
        self.support_combos: list[tuple[int, int, QComboBox]] = []  # side, fighter, combo

        # What the rules give, and the losses the players may correct.
        self.outcome = QLabel(self)
        self.outcome.setObjectName("battle-outcome")
        self.outcome.setWordWrap(True)
        self.outcome.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.outcome.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # Splash damage at the battle's end: per triggered card, the side that loses a unit
        # chooses which (a combo per hit, among the units the card may take).
        self.splash_box = QGroupBox(self)
        self.splash_box.setObjectName("splash-victims")
        self.splash_grid = QGridLayout(self.splash_box)
        self.splash_rows: list[tuple[QLabel, QComboBox]] = []
        self.splash_shown: list[tuple[Any, ...]] = []
        self.splash_box.setVisible(False)
        self.loss_box = QGroupBox(self)
        loss_grid = QGridLayout(self.loss_box)
        self.loss_labels = [QLabel(self.loss_box), QLabel(self.loss_box)]
        self.loss_spins: list[dict[str, QSpinBox]] = [{}, {}]
        for side in (0, 1):
            loss_grid.addWidget(self.loss_labels[side], side, 0)
            owned = state.players[self.sides[side]].units
            for column, (unit, count) in enumerate(owned.items(), start=1):
                spin = QSpinBox(self.loss_box)
                spin.setObjectName(f"loss-{side}-{unit}")
                spin.setRange(0, count)
                spin.setPrefix(self.entry_name(unit) + " ")
                loss_grid.addWidget(spin, side, column)
                self.loss_spins[side][unit] = spin
        loss_grid.setColumnStretch(loss_grid.columnCount(), 1)
        # Combat cards in hand once the battle is over: the attacker drew 3 (5 with a special
        # order), the defender 1, and each played one standard card a skirmish; the players
        # correct it for reinforcement cards and cards taken blind from the deck.
        self.hand_labels = [QLabel(self.loss_box), QLabel(self.loss_box)]
        self.hand_spins = [QSpinBox(self.loss_box), QSpinBox(self.loss_box)]
        self.hands_edited = [False, False]
        self.setting_hands = False
        hands_row = QHBoxLayout()
        for side in (0, 1):
            spin = self.hand_spins[side]
            spin.setObjectName(f"hand-{side}")
            spin.setRange(0, 99)
            spin.valueChanged.connect(lambda _value, side=side: self._hand_edited(side))
            hands_row.addWidget(self.hand_labels[side])
            hands_row.addWidget(spin)
        hands_row.addStretch(1)
        loss_grid.addLayout(hands_row, 2, 0, 1, loss_grid.columnCount())
        self.problem = QLabel(self)
        self.problem.setObjectName("battle-problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b3261e;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setObjectName("battle-record")
        for button in self.buttons.buttons():
            button.setAutoDefault(False)  # Enter in a number field does not record the battle
        self.buttons.accepted.connect(self.record)
        self.buttons.rejected.connect(self.reject)

        body = QWidget(self)
        body_layout = QVBoxLayout(body)
        body_layout.addWidget(self.figures_note)
        for box in self.side_boxes:
            body_layout.addWidget(box)
        body_layout.addWidget(self.skirmish_box)
        body_layout.addWidget(self.support_box)
        body_layout.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
        layout.addWidget(scroll, 1)
        result_row = QHBoxLayout()
        outcome_column = QVBoxLayout()
        outcome_column.addWidget(self.outcome, 1)
        outcome_column.addWidget(self.splash_box)
        result_row.addLayout(outcome_column, 1)
        result_row.addWidget(self.loss_box, 2)
        layout.addLayout(result_row)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.resize(1300, 720)
        self.retranslate()
        self.units_changed()

    # --- names --------------------------------------------------------------------------------

    def name(self, seat: int) -> str:
        return str(self.state.setup.players[seat].name)

    def entry_name(self, unit_id: str) -> str:
        unit = sc.catalog_of(self.state.setup).unit(unit_id)
        return str(unit.name.get(current_language())) if unit else unit_id

    def fighter_names(self, side: int) -> list[str]:
        """Each fighter's name: its unit's, numbered when the side has several of them."""
        fighters = self.fighters[side]
        totals: dict[str, int] = {}
        for fighter in fighters:
            totals[fighter.unit] = totals.get(fighter.unit, 0) + 1
        seen: dict[str, int] = {}
        names = []
        for fighter in fighters:
            seen[fighter.unit] = seen.get(fighter.unit, 0) + 1
            name = self.entry_name(fighter.unit)
            names.append(f"{name} {seen[fighter.unit]}" if totals[fighter.unit] > 1 else name)
        return names

    def _units_of(self, seat: int) -> list[tuple[str, str, int, Fighter, bool]]:
        catalog = sc.catalog_of(self.state.setup)
        rows = []
        for unit_id, count in self.state.players[seat].units.items():
            unit = catalog.unit(unit_id)
            if unit is None:
                rows.append((unit_id, unit_id, count, Fighter(unit_id), False))
                continue
            fighter = Fighter(
                unit=unit_id,
                flying=bool(unit.flying),
                targets_ground=unit.targets_ground is not False,
                targets_air=bool(unit.targets_air),
                support=unit.support or 0,
                renfort=bool(unit.renfort),
            )
            figures = ("flying", "targets_ground", "targets_air", "support", "renfort")
            known = all(unit.is_known(f) for f in figures)
            rows.append((unit_id, str(unit.name.get(current_language())), count, fighter, known))
        return rows

    # --- the pairing --------------------------------------------------------------------------

    def units_changed(self) -> None:
        """New fighters: as many skirmishes as possible, paired in order, the others in
        support of the skirmishes in turn (the attacker changes it below)."""
        if self.building:
            return
        self.fighters = (self.unit_tables[0].fighters(), self.unit_tables[1].fighters())
        count = 0
        if self.fighters[0] and self.fighters[1]:
            count = skirmish_count((self.fighters[0], self.fighters[1]))
        self.building = True
        try:
            self._skirmish_rows(count)
            for number, pair in enumerate(self.cards):
                for side, entry in enumerate(pair):
                    names = self.fighter_names(side)
                    entry.front.clear()
                    for index, name in enumerate(names):
                        entry.front.addItem(name, index)
                    fronts = self._front_candidates(side)
                    if number < len(fronts):
                        entry.front.setCurrentIndex(fronts[number])
            self._supports(default=True)
        finally:
            self.building = False
        self._estimate_hands()
        self.resolve_now()

    def _front_candidates(self, side: int) -> list[int]:
        fighters = self.fighters[side]
        if all(f.renfort for f in fighters):
            return list(range(len(fighters)))
        return [i for i, f in enumerate(fighters) if not f.renfort]

    def _skirmish_rows(self, count: int) -> None:
        while len(self.cards) > count:
            label = self.skirmish_labels.pop()
            label.hide()
            label.deleteLater()
            for entry in self.cards.pop():
                for widget in entry.widgets:
                    widget.hide()
                    widget.deleteLater()
        while len(self.cards) < count:
            number = len(self.cards)
            label = QLabel(self.skirmish_box)
            self.skirmish_grid.addWidget(label, 1 + 2 * number, 0, 2, 1)
            self.skirmish_labels.append(label)
            pair = (
                CardEntry(self.skirmish_box, self.skirmish_grid, 1 + 2 * number, f"{number}-0"),
                CardEntry(self.skirmish_box, self.skirmish_grid, 2 + 2 * number, f"{number}-1"),
            )
            for entry in pair:
                entry.front.currentIndexChanged.connect(self.fronts_changed)
                entry.symbol.toggled.connect(self.resolve_now)
                entry.detector.toggled.connect(self.resolve_now)
                entry.splash.currentIndexChanged.connect(self.resolve_now)
                entry.reinforcement_splash.currentIndexChanged.connect(self.resolve_now)
                entry.victim.currentIndexChanged.connect(self.resolve_now)
                for spin in entry.values.values():
                    spin.valueChanged.connect(self.resolve_now)
            self.cards.append(pair)
        self._retranslate_skirmishes()

    def fronts_changed(self) -> None:
        if self.building:
            return
        self.building = True
        try:
            self._supports(default=False)
        finally:
            self.building = False
        self.resolve_now()

    def fronts(self, side: int) -> list[int]:
        return [int(pair[side].front.currentData() or 0) for pair in self.cards]

    def _supports(self, default: bool) -> None:
        """A combo per unit not in front: the skirmish it supports (kept where it was)."""
        kept = {
            (side, fighter): combo.currentIndex() for side, fighter, combo in self.support_combos
        }
        while self.support_grid.count():
            item = self.support_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.support_combos = []
        count = len(self.cards)
        self.support_box.setVisible(count > 0)
        if not count:
            return
        for side in (0, 1):
            names = self.fighter_names(side)
            fronts = set(self.fronts(side))
            others = [i for i in range(len(names)) if i not in fronts]
            title = QLabel(self.name(self.sides[side]), self.support_box)
            self.support_grid.addWidget(title, side, 0)
            for turn, fighter in enumerate(others):
                combo = QComboBox(self.support_box)
                combo.setObjectName(f"support-{side}-{fighter}")
                for number in range(count):
                    combo.addItem(
                        format_text(
                            self.tr("{unit} supports skirmish {number}"),
                            unit=names[fighter],
                            number=number + 1,
                        ),
                        number,
                    )
                previous = None if default else kept.get((side, fighter))
                combo.setCurrentIndex(previous if previous is not None else turn % count)
                combo.currentIndexChanged.connect(self.resolve_now)
                self.support_grid.addWidget(combo, side, 1 + turn)
                self.support_combos.append((side, fighter, combo))
        self.support_grid.setColumnStretch(self.support_grid.columnCount(), 1)

    # --- resolving ----------------------------------------------------------------------------

    def battle_json(self) -> dict[str, Any]:
        skirmishes = []
        for number, pair in enumerate(self.cards):
            fronts = [self.fronts(0)[number], self.fronts(1)[number]]
            supports: list[list[int]] = [[], []]
            for side, fighter, combo in self.support_combos:
                if combo.currentData() == number:
                    supports[side].append(fighter)
            cards = [
                pair[side].card(self.fighters[side][fronts[side]].unit)
                if fronts[side] < len(self.fighters[side])
                else {}
                for side in (0, 1)
            ]
            skirmishes.append({"fronts": fronts, "supports": supports, "cards": cards})
        return {
            "fighters": [
                [
                    {
                        "unit": f.unit,
                        "flying": f.flying,
                        "targets_ground": f.targets_ground,
                        "targets_air": f.targets_air,
                        "support": f.support,
                        "renfort": f.renfort,
                        "camouflage": f.camouflage,
                        "detector": f.detector,
                    }
                    for f in self.fighters[side]
                ]
                for side in (0, 1)
            ],
            "skirmishes": skirmishes,
            "special_order": self.order.special,
            "air_defence": [box.isChecked() for box in self.air_checks],
            "choices": [
                [number, side, int(pair[side].victim.currentData())]
                for number, pair in enumerate(self.cards)
                for side in (0, 1)
                if not pair[side].victim.isHidden() and pair[side].victim.currentData() is not None
            ],
            "splash_choices": [
                [side, int(combo.currentData())]
                for (side, *_), (_, combo) in zip(self.splash_shown, self.splash_rows, strict=True)
                if combo.currentData() is not None
            ],
        }

    def resolve_now(self) -> None:
        """Resolves the battle as entered; the losses below follow the result."""
        if self.building:
            return
        # The fighters' keywords that change no pairing (Camouflage, Détecteur) are read here.
        self.fighters = (self.unit_tables[0].fighters(), self.unit_tables[1].fighters())
        self.result = None
        self.battle = None
        for pair in self.cards:
            for entry in pair:
                entry.result.setText("")
        if not self.fighters[0] and not self.fighters[1]:
            self.outcome.setText(
                self.tr("Enter the units in the contested zone, or only each side's losses below.")
            )
            self._no_splash()
            return
        battle = self.battle_json()
        try:
            check_pairing(Battle.from_json(battle))
        except PairingError as error:
            params = dict(error.params)
            if "unit" in params:
                params["unit"] = self.entry_name(str(params["unit"]))
            self.outcome.setText(translate(CONTEXT, sc.PAIRING_PROBLEMS[error.key], **params))
            self._no_splash()
            return
        (_, payload), result = sc.battle_intent(self.state, self.sides[1], battle)
        # The owners' choices shown change what is taken, and an earlier splash hit's choice
        # what a later one may take: resolved again until what is shown holds.
        for _ in range(2 + len(self.fighters[0]) + len(self.fighters[1])):
            changed = self._victim_choices(battle, result)
            if not self._splash_choices(result) and not changed:
                break
            battle = self.battle_json()
            (_, payload), result = sc.battle_intent(self.state, self.sides[1], battle)
        self.battle = battle
        self.result = result
        self._show_result(result, payload["losses"])

    def _victim_choices(self, battle: dict[str, Any], result: BattleResult) -> bool:
        """Shows the owner's choice where a hit falls on one of several supports; True when
        what is shown changed (the battle is then resolved again with it)."""
        changed = False
        for number, (pair, skirmish) in enumerate(
            zip(self.cards, battle["skirmishes"], strict=True)
        ):
            for side in (0, 1):
                enemy = 1 - side
                combo = pair[side].victim
                front = self.fighters[enemy][skirmish["fronts"][enemy]]
                target = self.fighters[side][skirmish["fronts"][side]]
                candidates = [
                    i
                    for i in skirmish["supports"][side]
                    if front.can_target(self.fighters[side][i])
                ]
                hit = (
                    result.skirmishes[number].attack[enemy]
                    >= (result.skirmishes[number].resistance[side])
                )
                shown = hit and not front.can_target(target) and len(candidates) > 1
                items = [combo.itemData(row) for row in range(combo.count())]
                if shown and items != candidates:
                    chosen = combo.currentData()
                    combo.blockSignals(True)
                    combo.clear()
                    names = self.fighter_names(side)
                    for index in candidates:
                        combo.addItem(
                            format_text(self.tr("{unit} is lost instead"), unit=names[index]),
                            index,
                        )
                    combo.setCurrentIndex(max(0, combo.findData(chosen)))
                    combo.blockSignals(False)
                    changed = True
                if shown == combo.isHidden():
                    changed = True
                combo.setVisible(shown)
        return changed

    def _splash_choices(self, result: BattleResult) -> bool:
        """A row per splash hit: the side that loses a unit picks which, one entry per unit
        type it may take (kept by unit type when the rows are rebuilt); True when what is shown
        differs from what was resolved."""
        wanted = [(hit.side, hit.kind, hit.skirmish, hit.candidates) for hit in result.splash]
        changed = False
        if wanted != self.splash_shown:
            # A hit keeps its choice by what it is (side, kind, skirmish, and which of two
            # such cards), wherever its row goes.
            kept = dict(
                zip(
                    _hit_keys(self.splash_shown),
                    (
                        combo.currentData(Qt.ItemDataRole.UserRole + 1)
                        for _, combo in self.splash_rows
                    ),
                    strict=True,
                )
            )
            keys = _hit_keys(wanted)
            self._splash_rows(len(wanted))
            for number, (hit, (_label, combo)) in enumerate(
                zip(result.splash, self.splash_rows, strict=True)
            ):
                combo.blockSignals(True)
                combo.clear()
                seen: set[str] = set()
                for index in hit.candidates:
                    unit = self.fighters[hit.side][index].unit
                    if unit not in seen:
                        seen.add(unit)
                        combo.addItem(self.entry_name(unit), index)
                        combo.setItemData(combo.count() - 1, unit, Qt.ItemDataRole.UserRole + 1)
                row = combo.findData(kept.get(keys[number]), Qt.ItemDataRole.UserRole + 1)
                if row < 0 and hit.chosen is not None:
                    row = combo.findData(
                        self.fighters[hit.side][hit.chosen].unit, Qt.ItemDataRole.UserRole + 1
                    )
                combo.setCurrentIndex(max(0, row))
                combo.setVisible(bool(hit.candidates))
                combo.blockSignals(False)
            self.splash_shown = wanted
            changed = True
        self._retranslate_splash()
        for hit, (_, combo) in zip(result.splash, self.splash_rows, strict=True):
            if hit.candidates and combo.currentData() != hit.chosen:
                changed = True
        self.splash_box.setVisible(bool(self.splash_rows))
        return changed

    def _no_splash(self) -> None:
        self._splash_rows(0)
        self.splash_shown = []
        self.splash_box.setVisible(False)

    def _splash_rows(self, count: int) -> None:
        while len(self.splash_rows) > count:
            for widget in self.splash_rows.pop():
                widget.hide()
                widget.deleteLater()
        while len(self.splash_rows) < count:
            number = len(self.splash_rows)
            label = QLabel(self.splash_box)
            label.setWordWrap(True)
            combo = QComboBox(self.splash_box)
            combo.setObjectName(f"splash-victim-{number}")
            combo.currentIndexChanged.connect(self.resolve_now)
            self.splash_grid.addWidget(label, number, 0)
            self.splash_grid.addWidget(combo, number, 1)
            self.splash_rows.append((label, combo))

    def _retranslate_splash(self) -> None:
        kinds = {
            "ground": self.tr("ground"),
            "air": self.tr("flying"),
            "both": self.tr("ground or flying"),
        }
        for (side, kind, skirmish, candidates), (label, combo) in zip(
            self.splash_shown, self.splash_rows, strict=True
        ):
            for row in range(combo.count()):
                unit = str(combo.itemData(row, Qt.ItemDataRole.UserRole + 1))
                combo.setItemText(row, self.entry_name(unit))
            words = (
                self.tr(
                    "Skirmish {number}: splash damage ({kind}) from {player}'s card; {enemy} "
                    "destroys"
                )
                if candidates
                else self.tr(
                    "Skirmish {number}: splash damage ({kind}) from {player}'s card; {enemy} has "
                    "no such unit left."
                )
            )
            label.setText(
                format_text(
                    words,
                    number=skirmish + 1,
                    kind=kinds[kind],
                    player=self.name(self.sides[1 - side]),
                    enemy=self.name(self.sides[side]),
                )
            )

    def _show_result(self, result: BattleResult, losses: list[dict[str, int]]) -> None:
        names = (self.fighter_names(0), self.fighter_names(1))
        for pair, skirmish in zip(self.cards, result.skirmishes, strict=True):
            for side, entry in enumerate(pair):
                fates = []
                for index in skirmish.destroyed[1 - side]:
                    fates.append(
                        format_text(self.tr("{unit} destroyed"), unit=names[1 - side][index])
                    )
                for index in skirmish.camouflaged[1 - side]:
                    fates.append(
                        format_text(
                            self.tr("{unit} retreats (Camouflage)"), unit=names[1 - side][index]
                        )
                    )
                if not fates and skirmish.attack[side] >= skirmish.resistance[1 - side]:
                    fates.append(self.tr("no enemy unit it can target"))
                values = format_text(
                    self.tr("{attack} against {resistance}"),
                    attack=skirmish.attack[side],
                    resistance=skirmish.resistance[1 - side],
                )
                if fates:
                    values = format_text(
                        self.tr("{values}: {fates}"), values=values, fates=", ".join(fates)
                    )
                entry.result.setText(values)
        lines = []
        for side in (0, 1):
            lost = ", ".join(
                f"{self.entry_name(unit)} ×{count}" for unit, count in losses[side].items()
            )
            lines.append(
                format_text(
                    self.tr("{player} loses: {units}"),
                    player=self.name(self.sides[side]),
                    units=lost or self.tr("nothing"),
                )
            )
        if result.retreating is not None:
            side = 0 if result.retreating == "attacker" else 1
            lines.append(
                format_text(
                    self.tr("{player} retreats from the zone."), player=self.name(self.sides[side])
                )
            )
        if result.winner is not None:
            side = 0 if result.winner == "attacker" else 1
            lines.append(
                format_text(self.tr("{player} holds the zone."), player=self.name(self.sides[side]))
            )
        else:
            lines.append(self.tr("Nobody is left in the zone."))
        self.outcome.setText("\n".join(lines))
        for side in (0, 1):
            for unit, spin in self.loss_spins[side].items():
                spin.setValue(losses[side].get(unit, 0))

    def _hand_edited(self, side: int) -> None:
        if not self.setting_hands:
            self.hands_edited[side] = True

    def _estimate_hands(self) -> None:
        """Each hand after the battle, as the rules draw and the skirmishes play (kept once a
        player changed it)."""
        draws = (5 if self.order.special else 3, 1)
        self.setting_hands = True
        try:
            for side, seat in enumerate(self.sides):
                if not self.hands_edited[side]:
                    hand = self.state.players[seat].hand + draws[side] - len(self.cards)
                    self.hand_spins[side].setValue(max(0, hand))
        finally:
            self.setting_hands = False

    def losses(self) -> list[dict[str, int]]:
        return [
            {unit: spin.value() for unit, spin in self.loss_spins[side].items() if spin.value()}
            for side in (0, 1)
        ]

    def record(self) -> None:
        """Records the battle with the losses as the players leave them."""
        if self.battle is None and (self.fighters[0] or self.fighters[1]):
            self.problem.setText(self.outcome.text())
            return
        payload: dict[str, Any] = {
            "defender": self.sides[1],
            "losses": self.losses(),
            "hands": [
                [seat, self.hand_spins[side].value()] for side, seat in enumerate(self.sides)
            ],
        }
        if self.battle is not None:
            payload["battle"] = self.battle
        problem = self.record_event(BATTLE_RESOLVED, payload)
        if problem:
            self.problem.setText(problem)
            return
        self.accept()

    # --- words --------------------------------------------------------------------------------

    def _retranslate_skirmishes(self) -> None:
        for number, label in enumerate(self.skirmish_labels):
            label.setText(format_text(self.tr("Skirmish {number}"), number=number + 1))
        splash_words = {
            "": self.tr("no splash"),
            "ground": self.tr("splash: ground"),
            "air": self.tr("splash: flying"),
            "both": self.tr("splash: ground or flying"),
        }
        reinforcement_words = {
            "": self.tr("reinforcement: no splash"),
            "ground": self.tr("reinforcement splash: ground"),
            "air": self.tr("reinforcement splash: flying"),
            "both": self.tr("reinforcement splash: ground or flying"),
        }
        for pair in self.cards:
            for entry in pair:
                entry.symbol.setText(self.tr("symbol"))
                entry.symbol.setToolTip(
                    self.tr("The card shows the front-liner's unit symbol: its major values count")
                )
                entry.detector.setText(self.tr("Detector"))
                for row in range(entry.splash.count()):
                    entry.splash.setItemText(row, splash_words[str(entry.splash.itemData(row))])
                for row in range(entry.reinforcement_splash.count()):
                    entry.reinforcement_splash.setItemText(
                        row, reinforcement_words[str(entry.reinforcement_splash.itemData(row))]
                    )

    def retranslate(self) -> None:
        attacker, defender = (self.name(seat) for seat in self.sides)
        self.setWindowTitle(self.tr("Battle"))
        text = format_text(
            self.tr("{attacker} attacks {defender} on {planet}."),
            attacker=attacker,
            defender=defender,
            planet=self.order.planet,
        )
        if self.order.special:
            text += " " + self.tr("Special Mobilize order: +1 attack in every skirmish.")
        self.header.setText(text)
        self.figures_note.setText(
            self.tr(
                "How many of each unit stand in the contested zone, and their figures; a name "
                "marked ? has figures the pack does not know: check them on the sheet."
            )
        )
        headers = [
            self.tr("Unit"),
            self.tr("In the zone"),
            self.tr("Flying"),
            self.tr("Hits ground"),
            self.tr("Hits flying"),
            self.tr("Support"),
            self.tr("Reinforcement"),
            self.tr("Camouflage"),
            self.tr("Detector"),
        ]
        for side, seat in enumerate(self.sides):
            title = self.tr("Attacker: {player}") if side == 0 else self.tr("Defender: {player}")
            self.side_boxes[side].setTitle(format_text(title, player=self.name(seat)))
            self.unit_tables[side].setHorizontalHeaderLabels(headers)
            self.air_checks[side].setText(
                self.tr("A base of theirs with Air support is in this zone")
            )
            self.air_checks[side].setToolTip(
                self.tr("+1 attack against a flying front-liner; their units gain Detector")
            )
            self.loss_labels[side].setText(
                format_text(self.tr("{player} loses"), player=self.name(seat))
            )
            self.hand_labels[side].setText(
                format_text(
                    self.tr("{player}'s combat cards after the battle"), player=self.name(seat)
                )
            )
        self.skirmish_box.setTitle(
            self.tr(
                "Skirmishes: the attacker pairs the front-liners; each side enters the card it "
                "reveals"
            )
        )
        columns = [
            "",
            self.tr("Front-liner"),
            self.tr("Card"),
            self.tr("Major attack"),
            self.tr("Major resist."),
            self.tr("Minor attack"),
            self.tr("Minor resist."),
            self.tr("+ attack"),
            self.tr("+ resist."),
            self.tr("Splash"),
            "",
            self.tr("Result"),
        ]
        for label, text in zip(self.column_labels, columns, strict=True):
            label.setText(text)
        self.column_labels[7].setToolTip(
            self.tr("The card's own ability and the reinforcement card played with it")
        )
        self.support_box.setTitle(self.tr("Supports: every other unit helps one skirmish"))
        self.loss_box.setTitle(self.tr("Losses to record (correct them if the table agrees)"))
        self.ok_button.setText(self.tr("Record the battle"))
        self.splash_box.setTitle(self.tr("Splash damage: each player chooses which unit they lose"))
        self._retranslate_splash()
        self._retranslate_skirmishes()
        if not self.building and hasattr(self, "cards"):
            self.resolve_now()
