"""One compact panel per unit: damage against Stamina, Wounded and Injured tokens against
Durability, the four conditions, hunker tokens, the stance side and the defeated state."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.i18n import current_language
from app.systems.shatterpoint.tracker import CONDITIONS, condition_name
from ui.systems.shatterpoint.tracker.views import UnitView
from ui.tracker import style
from ui.tracker.button_grid import ButtonGrid
from ui.widgets.retranslate import Retranslatable


class DamageBar(QWidget):
    """One segment per point of Stamina; the filled ones are damage."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.damage = 0
        self.stamina = 1
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(200, 22)

    def set_values(self, damage: int, stamina: int) -> None:
        self.damage, self.stamina = damage, max(1, stamina)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = (self.width() - 2) / self.stamina
        for index in range(self.stamina):
            rect = QRectF(1 + index * width, 1, width - 2, self.height() - 2)
            painter.setPen(QPen(style.DAMAGE.darker(150), 1))
            painter.setBrush(style.DAMAGE if index < self.damage else style.EMPTY)
            painter.drawRoundedRect(rect, 2, 2)


class WoundPips(QWidget):
    """One pip per point of Durability: Injured (dark), Wounded (amber), or empty."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.wounded = 0
        self.injured = 0
        self.durability = 1
        self.pip = 26  # the pitch of one pip; smaller in the compact panel
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(max(self.durability, self.wounded + self.injured) * self.pip + 2, self.pip)

    def set_pip(self, pip: int) -> None:
        self.pip = pip
        self.setFixedSize(self.sizeHint())
        self.update()

    def set_values(self, wounded: int, injured: int, durability: int) -> None:
        self.wounded, self.injured, self.durability = wounded, injured, max(1, durability)
        self.setFixedSize(self.sizeHint())
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pips = max(self.durability, self.injured + self.wounded)
        for index in range(pips):
            rect = QRectF(2 + index * self.pip, 2, self.pip - 4, self.pip - 4)
            if index < self.injured:
                color = style.INJURED
            elif index < self.injured + self.wounded:
                color = style.WOUNDED
            else:
                color = None
            painter.setPen(QPen(style.INJURED.darker(120), 2))
            painter.setBrush(color if color is not None else Qt.BrushStyle.NoBrush)
            painter.drawEllipse(rect)


class UnitPanel(Retranslatable, QFrame):
    damage_requested = Signal(str, int)  # unit key, +n / -n
    condition_toggled = Signal(str, str, bool)
    condition_again = Signal(str, str)  # gaining a condition the unit already has
    hunker_requested = Signal(str, int)
    stance_requested = Signal(str, str)
    correct_requested = Signal(str)
    strain_requested = Signal(str)  # a Strained unit that acted suffers its 3 damage
    ability_requested = Signal(str, int)  # unit key, the ability's printed cost

    def __init__(self, view: UnitView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.compact = False  # see set_compact
        self._texts_shown: tuple[object, ...] = ()  # what _texts last said (set_view)
        self.setObjectName(f"unit-{view.key}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        # Preferred, not Maximum: a name that wraps makes the panel taller than its size hint.
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

        self.name = QLabel(self)
        self.name.setFont(style.scaled_font(self, 1.15, bold=True))
        self.name.setWordWrap(True)
        self.role = QLabel(self)
        self.role.setFont(style.scaled_font(self, 0.9))
        style.set_sheet(self.role, "color: gray;")
        self.status = QLabel(self)
        self.status.setFont(style.scaled_font(self, 1.0, bold=True))
        self.correct_button = QToolButton(self)
        self.correct_button.setText("…")
        self.correct_button.setObjectName("correct")
        self.correct_button.setMinimumSize(style.TOUCH - 8, style.TOUCH - 8)
        self.correct_button.clicked.connect(lambda: self.correct_requested.emit(self.view.key))

        self.bar = DamageBar(self)
        self.damage_label = QLabel(self)
        self.damage_label.setFont(style.scaled_font(self, 1.1, bold=True))
        self.minus_button = self._button("−", "damage-minus")
        self.minus_button.clicked.connect(lambda: self.damage_requested.emit(self.view.key, -1))
        self.plus_button = self._button("+", "damage-plus")
        self.plus_button.clicked.connect(lambda: self.damage_requested.emit(self.view.key, 1))
        self.pips = WoundPips(self)

        self.condition_buttons: dict[str, QPushButton] = {}
        self.hold_timer = QTimer(self)
        self.hold_timer.setSingleShot(True)
        self.hold_timer.setInterval(QGuiApplication.styleHints().mousePressAndHoldInterval())
        self.hold_timer.timeout.connect(self._held)
        self.held_condition = ""
        self.condition_menu: QMenu | None = None
        for condition in CONDITIONS:
            button = self._button("", f"condition-{condition}")
            button.setCheckable(True)
            style.set_sheet(button, style.toggle_button_sheet(style.WOUNDED.darker(130)))
            button.clicked.connect(
                lambda checked, c=condition: self.condition_toggled.emit(self.view.key, c, checked)
            )
            button.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            button.customContextMenuRequested.connect(
                lambda pos, c=condition, b=button: self._condition_menu(c, b, pos)
            )
            # A touch screen has no right button: pressing and holding opens the same menu.
            button.pressed.connect(lambda c=condition: self._start_hold(c))
            button.released.connect(self.hold_timer.stop)
            self.condition_buttons[condition] = button

        self.hunker_label = QLabel(self)
        self.hunker_minus = self._button("−", "hunker-minus")
        self.hunker_minus.clicked.connect(lambda: self.hunker_requested.emit(self.view.key, -1))
        self.hunker_plus = self._button("+", "hunker-plus")
        self.hunker_plus.clicked.connect(lambda: self.hunker_requested.emit(self.view.key, 1))
        self.stance_button = self._button("", "stance")
        self.stance_button.setFont(style.scaled_font(self, 1.0, bold=True))
        self.stance_button.clicked.connect(
            lambda: self.stance_requested.emit(
                self.view.key, "B" if self.view.stance == "A" else "A"
            )
        )

        # Strained, after a step that triggers it: one click applies the 3 damage (undoable).
        self.strain_button = self._button("", "strain")
        style.set_sheet(
            self.strain_button, style.touch_button_style() + " font-weight: bold; color: #b3261e;"
        )
        self.strain_button.clicked.connect(lambda: self.strain_requested.emit(self.view.key))
        # The Force tax of Wounded and Injured tokens on every ability, and paying it.
        self.tax_label = QLabel(self)
        self.tax_label.setObjectName("force-tax")
        self.tax_label.setFont(style.scaled_font(self, 1.1, bold=True))
        self.ability_button = QToolButton(self)
        self.ability_button.setObjectName("ability-spend")
        self.ability_button.setMinimumSize(style.TOUCH, style.TOUCH)
        self.ability_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.ability_button.clicked.connect(lambda: self.ability_requested.emit(self.view.key, 0))
        self.ability_menu = QMenu(self.ability_button)
        self._ability_menu_shown: tuple[object, ...] = ()  # what the menu's entries say
        self.ability_menu.setObjectName("ability-menu")
        self.ability_button.setMenu(self.ability_menu)

        names = QVBoxLayout()
        names.setSpacing(0)
        names.addWidget(self.name)
        names.addWidget(self.role)
        header = QHBoxLayout()
        header.addLayout(names, 1)
        header.addWidget(self.status)
        header.addWidget(self.stance_button)
        header.addWidget(self.correct_button)
        self.damage_row = QHBoxLayout()
        self.damage_row.addWidget(self.minus_button)
        self.damage_row.addWidget(self.bar, 1)
        self.damage_row.addWidget(self.plus_button)
        self.damage_row.addWidget(self.damage_label)
        self.conditions = ButtonGrid(list(self.condition_buttons.values()), 2, self)
        self.footer = QHBoxLayout()
        self.footer.addWidget(self.pips)
        self.footer.addWidget(self.tax_label)
        self.footer.addWidget(self.ability_button)
        self.footer.addStretch(1)
        self.footer.addWidget(self.strain_button)
        self.footer.addWidget(self.hunker_label)
        self.footer.addWidget(self.hunker_minus)
        self.footer.addWidget(self.hunker_plus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(4)
        layout.addLayout(header)
        layout.addLayout(self.damage_row)
        layout.addWidget(self.conditions)
        layout.addLayout(self.footer)
        self.set_view(view)

    def set_compact(self, compact: bool) -> None:
        """The compact panel (the tracker at 768 pixels high shows all twelve units): 32-pixel
        buttons, the Wounded and Injured tokens beside the damage track, the role, status
        and hunker tokens on one small line under the name (hunker tokens are corrected with
        "…"; Take Cover gives them)."""
        if compact == self.compact:
            return
        self.compact = compact
        size = style.COMPACT_TOUCH if compact else style.TOUCH
        for button in (self.minus_button, self.plus_button, self.hunker_minus, self.hunker_plus):
            button.setFixedSize(size, size)
            style.set_sheet(button, style.touch_button_style(size))
        for button in self.condition_buttons.values():
            # Four toggles on one row even in Polish ("Przygwożdżenie").
            style.set_sheet(
                button,
                style.toggle_button_sheet(style.WOUNDED.darker(130), size, 3 if compact else None),
            )
            button.setFont(style.scaled_font(self, 0.85 if compact else 1.0))
        self.stance_button.setMinimumHeight(size)
        self.stance_button.setFont(style.scaled_font(self, 0.9 if compact else 1.0, bold=True))
        self.correct_button.setMinimumSize(
            size - (0 if compact else 8), size - (0 if compact else 8)
        )
        self.name.setFont(style.scaled_font(self, 0.95 if compact else 1.15, bold=True))
        self.role.setFont(style.scaled_font(self, 0.85 if compact else 0.9))
        self.pips.set_pip(18 if compact else 26)
        self.ability_button.setMinimumSize(size, size)
        self.ability_button.setFont(style.scaled_font(self, 0.85 if compact else 1.0))
        # In the compact panel it takes a condition toggle's place: the same narrow padding
        # and weight, or the four no longer fit one row in Polish ("3 obrażenia") and the
        # column scrolls (and its scroll bar then keeps the row too narrow).
        style.set_sheet(
            self.strain_button,
            style.touch_button_style(size, 3 if compact else None)
            + ("" if compact else " font-weight: bold;")
            + " color: #b3261e;",
        )
        self.strain_button.setFont(style.scaled_font(self, 0.85 if compact else 1.0))
        layout = self.layout()
        assert layout is not None
        # Compact: the tokens and the button that pays the Force tax they cost go beside the
        # damage track, so a wounded unit takes no extra row (the button says the tax).
        beside_damage: tuple[QWidget, ...] = (self.pips, self.ability_button)
        if compact:
            layout.setContentsMargins(6, 3, 6, 3)
            layout.setSpacing(2)
            for widget in beside_damage:
                self.footer.removeWidget(widget)
                self.damage_row.addWidget(widget)
        else:
            layout.setContentsMargins(8, 6, 8, 6)
            layout.setSpacing(4)
            for index, moved in enumerate(beside_damage):
                self.damage_row.removeWidget(moved)
                self.footer.insertWidget(index, moved)
        for widget in (self.hunker_label, self.hunker_minus, self.hunker_plus):
            widget.setVisible(not compact)
        self.set_view(self.view)

    def _button(self, text: str, name: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        style.set_sheet(button, style.touch_button_style())
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        if text in ("−", "+"):
            button.setFixedSize(style.TOUCH, style.TOUCH)
            button.setFont(style.scaled_font(self, 1.4, bold=True))
        return button

    def _touch(self) -> int:
        return style.COMPACT_TOUCH if self.compact else style.TOUCH

    def _start_hold(self, condition: str) -> None:
        self.held_condition = condition
        self.hold_timer.start()

    def _held(self) -> None:
        button = self.condition_buttons[self.held_condition]
        if not button.isDown():
            return
        button.setDown(False)  # the release that follows is then no click: nothing toggles
        self._condition_menu(self.held_condition, button, button.rect().center())

    def _condition_menu(self, condition: str, button: QPushButton, pos: QPoint) -> None:
        if self.condition_menu is not None:
            self.condition_menu.deleteLater()
        menu = QMenu(self)
        menu.setObjectName("condition-menu")
        self.condition_menu = menu
        again = menu.addAction(
            self.tr("Gain {condition} again (1 damage instead)").format(
                condition=self.condition_name(condition)
            )
        )
        again.setEnabled(condition in self.view.conditions and not self.view.defeated)
        again.triggered.connect(lambda: self.condition_again.emit(self.view.key, condition))
        if condition == "strained":
            strain = menu.addAction(self.strain_text())
            strain.setObjectName("strain-action")
            strain.setEnabled(condition in self.view.conditions and not self.view.defeated)
            strain.triggered.connect(lambda: self.strain_requested.emit(self.view.key))
        menu.popup(button.mapToGlobal(pos))

    def strain_text(self) -> str:
        return self.tr("Strained: suffer 3 damage, then lose Strained")

    def _ability_menu(self, view: UnitView) -> None:
        """Printed costs 1 to 3, each with the tax added (made again only when they change:
        the view refreshes every panel after each click)."""
        shown = (view.force_tax, view.force_available, view.defeated, current_language())
        if shown == self._ability_menu_shown:
            return
        self._ability_menu_shown = shown
        self.ability_menu.clear()
        for printed in range(1, 4):
            total = printed + view.force_tax
            action = self.ability_menu.addAction(
                self.tr("Ability costing {cost}: spend {total} Force").format(
                    cost=printed, total=total
                )
            )
            action.setData(printed)
            action.setEnabled(total <= view.force_available and not view.defeated)
            action.triggered.connect(
                lambda _=False, c=printed: self.ability_requested.emit(self.view.key, c)
            )

    def set_view(self, view: UnitView) -> None:
        self.view = view
        self.bar.set_values(view.damage, view.stamina)
        self.pips.set_values(view.wounded, view.injured, view.durability)
        for condition, button in self.condition_buttons.items():
            button.setChecked(condition in view.conditions)
        alive = not view.defeated
        for widget in (
            self.minus_button,
            self.plus_button,
            self.hunker_minus,
            self.hunker_plus,
            self.stance_button,
            *self.condition_buttons.values(),
        ):
            widget.setEnabled(alive)
        # The rules' answer: a Wounded unit neither suffers nor removes damage.
        self.plus_button.setEnabled(alive and view.can_deal_damage)
        self.minus_button.setEnabled(alive and view.can_remove_damage)
        self.hunker_minus.setEnabled(alive and view.hunker > 0)
        # Once per activation, during its own (the core's rule), or freely before turn 1.
        self.stance_button.setEnabled(alive and view.can_flip_stance)
        strained = self.condition_buttons["strained"]
        due = alive and view.strain_due
        if self.compact:
            # The Strained toggle gives its place to the button that applies its 3 damage
            # while they are due: the compact panel has no row to spare for it.
            self.conditions.put(0, self.strain_button if due else strained)
        else:
            if self.conditions.buttons[0] is not strained:
                self.conditions.put(0, strained)
                self.footer.insertWidget(self.footer.indexOf(self.hunker_label), self.strain_button)
            self.strain_button.setVisible(due)
        taxed = alive and view.force_tax > 0
        self.tax_label.setVisible(taxed and not self.compact)
        self.ability_button.setVisible(taxed)
        self.ability_button.setEnabled(taxed and view.force_tax <= view.force_available)
        self._ability_menu(view)
        color = style.player_color(view.player)
        border = "4px solid" if view.activating else "2px solid"
        background = style.PLAYER_LIGHT[view.player].name() if view.activating else "transparent"
        style.set_sheet(
            self,
            f"UnitPanel {{ border: {border} {color.name()}; border-radius: 6px; "
            f"background: {background}; }}",
        )
        style.set_sheet(
            self.name,
            "color: gray; text-decoration: line-through;"
            if view.defeated
            else f"color: {color.name()};",
        )
        # The texts say the view in the language and layout shown: the tracker refreshes
        # every panel at every step, most of them unchanged.
        shown = (view, current_language(), self.compact)
        if shown != self._texts_shown:
            self._texts()

    def retranslate(self) -> None:
        self.correct_button.setToolTip(self.tr("Correct this unit's values by hand"))
        self.minus_button.setToolTip(self.tr("Remove 1 damage"))
        self.plus_button.setToolTip(self.tr("Deal 1 damage"))
        self.hunker_minus.setToolTip(self.tr("Remove a hunker token"))
        self.hunker_plus.setToolTip(self.tr("Add a hunker token"))
        self._texts()

    def condition_name(self, condition: str) -> str:
        return condition_name(condition, current_language())

    def _texts(self) -> None:
        view = self.view
        self._texts_shown = (view, current_language(), self.compact)
        self.name.setText(view.name)
        self.damage_label.setText(f"{view.damage}/{view.stamina}")
        self.bar.setToolTip(
            self.tr("Damage: {damage} of {stamina} Stamina").format(
                damage=view.damage, stamina=view.stamina
            )
        )
        self.pips.setToolTip(
            self.tr("Wounded: {wounded}, Injured: {injured}, Durability: {durability}").format(
                wounded=view.wounded, injured=view.injured, durability=view.durability
            )
        )
        for condition, button in self.condition_buttons.items():
            button.setText(self.condition_name(condition))
            button.setToolTip(
                self.tr(
                    "Click to give or remove {condition}; right-click, or press and hold, to gain "
                    "it again"
                ).format(condition=self.condition_name(condition))
            )
        hunker = self.tr("Hunker {count}").format(count=view.hunker)
        self.hunker_label.setText(hunker)
        # The stance card, not a key: its name and the side face up, the side B dark.
        self.stance_button.setText(self.tr("Stance {side}").format(side=view.stance))
        dark = view.stance == "B"
        padding = 4 if self.compact else None
        style.set_sheet(
            self.stance_button,
            f"QPushButton {{ {style.touch_button_style(self._touch(), padding)} "
            + ("background: #3d3d3d; color: white; }" if dark else "}"),
        )
        self.strain_button.setText(
            self.tr("3 damage") if self.compact else self.tr("Strained: 3 damage")
        )
        self.strain_button.setToolTip(
            self.tr(
                "This Strained unit moved, attacked, took an action or used an ability: it "
                "suffers 3 damage, then loses Strained"
            )
        )
        self.tax_label.setText(f"+{view.force_tax}")
        self.tax_label.setToolTip(
            self.tr(
                "Each ability of this unit costs {tax} more Force: 1 per Wounded and Injured token"
            ).format(tax=view.force_tax)
        )
        self.ability_button.setText(self.tr("Spend {tax}").format(tax=view.force_tax))
        self.ability_button.setToolTip(
            self.tr(
                "Use an ability: spend its cost plus {tax} Force (click: the tax alone; the "
                "arrow: an ability with a printed cost)"
            ).format(tax=view.force_tax)
        )
        self.stance_button.setToolTip(
            self.tr("Stance side {side}: click to flip the two-sided stance card").format(
                side=view.stance
            )
        )
        if view.defeated:
            status = self.tr("Defeated")
        elif view.wounded:
            status = self.tr("Wounded")
        elif view.activating:
            status = self.tr("Activating")
        else:
            status = ""
        self.status.setText(status)
        if self.compact:
            # One small line under the name: the role, the status, the hunker tokens.
            parts = [view.role, status, hunker if view.hunker else ""]
            self.role.setText(" · ".join(part for part in parts if part))
        else:
            self.role.setText(view.role)
        self.role.setVisible(bool(self.role.text()))
        self.status.setVisible(bool(status) and not self.compact)
        self.setEnabled(True)
