"""The profile designer: the player's archetypes, weapons, equipment, abilities and profiles,
edited in forms, each cost computed by the rulebook's formulas as the player types (with the
sum's terms), each broken rule shown with its reason.

Every change is one undoable step that writes the design pack at once (``designs.py``): a
design is kept whatever the rules say of it, and the pack exports and imports like any other.
Cards of the built-in or imported packs are shown read-only; Duplicate makes an own copy.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.errors import MusterError
from app.i18n import current_language, translate
from app.systems.flashpoint import CONTEXT, SYSTEM_ID
from app.systems.flashpoint.catalog import (
    CARD_KINDS,
    MARKERS,
    AnyCard,
    Profile,
    profile_breakdown,
)
from app.systems.flashpoint.costs import ABBREVIATED, legend
from app.systems.flashpoint.designs import (
    card_from_json,
    design_pack,
    new_card_id,
    remove_design,
    save_design,
)
from app.systems.flashpoint.names import KIND_NAMES
from app.systems.flashpoint.print_layout import MARKER_NAMES
from app.systems.flashpoint.rules import check_design
from ui.systems.flashpoint.cards_table import CardTable, kind_title
from ui.widgets.retranslate import Retranslatable

# The fields of each kind's form, in the order shown (labels: FlashpointSystem.field_label).
FORM_FIELDS: dict[str, tuple[str, ...]] = {
    "archetype": ("name", "text", "skill", "power", "reinforcement", "base_size",
                  "max_weapons", "max_equipment", "max_abilities"),
    "weapon": ("name", "text", "weapon_type", "force", "range_min", "range_max", "breath",
               "triggers", "usage", "reload"),
    "equipment": ("name", "text", "equipment_type", "actions", "points", "throw_length",
                  "blast", "triggers", "usage", "reload"),
    "ability": ("name", "text", "actions", "points", "artilleur", "usage", "reload"),
    "profile": ("name", "text", "archetype", "weapons", "equipment", "abilities"),
}  # fmt: skip
SPINS = {
    "skill": (0, 9), "power": (0, 9), "reinforcement": (0, 9), "base_size": (1, 3),
    "max_weapons": (0, 9), "max_equipment": (0, 9), "max_abilities": (0, 9), "force": (0, 9),
    "range_min": (0, 20), "range_max": (0, 20), "reload": (1, 9), "actions": (0, 9),
    "points": (0, 99), "throw_length": (-1, 20), "blast": (-1, 20),
}  # fmt: skip
OPTIONAL = ("throw_length", "blast")  # -1 shows "—": none
CHOICES = {
    "weapon_type": ("melee", "ranged"),
    "equipment_type": ("equipment", "grenade", "artillery"),
    "usage": ("normal", "single_use", "reload"),
}
LISTS = {"weapons": "weapon", "equipment": "equipment", "abilities": "ability"}
MERGE_BASE = 1000  # typing in one field of one card is one undo step


class CardCommand(QUndoCommand):
    """Puts ``after`` in the design pack in place of ``before`` (None: no such card)."""

    def __init__(
        self,
        designer: DesignerDialog,
        before: AnyCard | None,
        after: AnyCard | None,
        text: str,
        merge_key: tuple[str, str] | None = None,
    ) -> None:
        super().__init__(text)
        self.designer = designer
        self.before = before
        self.after = after
        self.merge_key = merge_key

    def id(self) -> int:
        return MERGE_BASE if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, CardCommand) or other.merge_key != self.merge_key:
            return False
        self.after = other.after
        return True

    def redo(self) -> None:
        self.designer.put(self.before, self.after)

    def undo(self) -> None:
        self.designer.put(self.after, self.before)


class CardForm(QWidget):
    """The fields of one kind of card; ``edited(field)`` when the player changes one."""

    edited = Signal(str)

    def __init__(self, kind: str, system: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.system = system
        self.setObjectName(f"form-{kind}")
        self.widgets: dict[str, QWidget] = {}
        self.labels: dict[str, QLabel] = {}
        self.markers: dict[str, QCheckBox] = {}
        self.effect = QLineEdit(self)
        self.effect.setObjectName(f"{kind}-trigger-effect")
        self.effect.setVisible("triggers" in FORM_FIELDS[kind])
        self.form = QFormLayout(self)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        for field in FORM_FIELDS[kind]:
            widget = self._make(field)
            widget.setObjectName(f"{kind}-{field}")
            self.widgets[field] = widget
            label = QLabel(self)
            label.setBuddy(widget)
            self.labels[field] = label
            self.form.addRow(label, widget)

    def _make(self, field: str) -> QWidget:
        if field in ("name", "text"):
            edit = QLineEdit(self)
            edit.textEdited.connect(lambda _text, f=field: self.edited.emit(f))
            return edit
        if field in SPINS:
            spin = QSpinBox(self)
            spin.setRange(*SPINS[field])
            if field in OPTIONAL:
                spin.setSpecialValueText("—")
            spin.valueChanged.connect(lambda _value, f=field: self.edited.emit(f))
            return spin
        if field in CHOICES or field == "archetype":
            combo = QComboBox(self)
            combo.currentIndexChanged.connect(lambda _n, f=field: self.edited.emit(f))
            return combo
        if field in ("breath", "artilleur"):
            box = QCheckBox(self)
            box.toggled.connect(lambda _on, f=field: self.edited.emit(f))
            return box
        if field == "triggers":
            holder = QWidget(self)
            layout = QVBoxLayout(holder)
            layout.setContentsMargins(0, 0, 0, 0)
            row = QHBoxLayout()
            for marker in MARKERS:
                box = QCheckBox(holder)
                box.setObjectName(f"{self.kind}-trigger-{marker}")
                box.toggled.connect(lambda _on: self.edited.emit("triggers"))
                self.markers[marker] = box
                row.addWidget(box)
            row.addStretch(1)
            layout.addLayout(row)
            self.effect.setParent(holder)
            self.effect.textEdited.connect(lambda _text: self.edited.emit("triggers"))
            layout.addWidget(self.effect)
            return holder
        listing = QListWidget(self)  # weapons, equipment, abilities of a profile
        listing.setMinimumHeight(90)
        listing.itemChanged.connect(lambda _item, f=field: self.edited.emit(f))
        return listing

    def retranslate(self) -> None:
        language = current_language()
        for field, label in self.labels.items():
            text = self.system.field_label(field, language)
            label.setText(text[:1].upper() + text[1:])
        names = {
            "melee": translate(CONTEXT, KIND_NAMES["melee"]),
            "ranged": translate(CONTEXT, KIND_NAMES["ranged"]),
            "equipment": translate(CONTEXT, KIND_NAMES["equipment"]),
            "grenade": translate(CONTEXT, KIND_NAMES["grenade"]),
            "artillery": translate(CONTEXT, KIND_NAMES["artillery"]),
            "normal": self.tr("Ready again each round"),
            "single_use": self.tr("Single use"),
            "reload": self.tr("Reload (x)"),
        }
        for field, keys in CHOICES.items():
            combo = self.widgets.get(field)
            if isinstance(combo, QComboBox):
                blocked = combo.blockSignals(True)
                chosen = combo.currentData()
                combo.clear()
                for key in keys:
                    combo.addItem(names[key], key)
                combo.setCurrentIndex(max(0, combo.findData(chosen)))
                combo.blockSignals(blocked)
        for marker, box in self.markers.items():
            box.setText(translate(CONTEXT, MARKER_NAMES[marker]))
        self.effect.setPlaceholderText(self.tr("Another effect of a trigger, in your words"))
        for field in ("text",):
            edit = self.widgets.get(field)
            if isinstance(edit, QLineEdit):
                edit.setPlaceholderText(self.tr("What the card does, as printed on it"))
        for field in ("breath", "artilleur"):
            box = self.widgets.get(field)
            if isinstance(box, QCheckBox):
                box.setText(
                    self.tr("Hits every figure along its path")
                    if field == "breath"
                    else self.tr("Lets its figure fire artillery")
                )

    # --- reading and showing ---------------------------------------------------------------

    def set_choices(self, catalog: Any) -> None:
        """The archetypes and cards a profile may take, from ``catalog``."""
        language = current_language()
        combo = self.widgets.get("archetype")
        if isinstance(combo, QComboBox):
            entries = [
                (f"{card.name.get(language)} ({card.points})", card.id)
                for card in catalog.of_kind("archetype")
            ]
            shown = [(combo.itemText(n), combo.itemData(n)) for n in range(combo.count())]
            if entries != shown:  # never rebuilt under the player's own change
                blocked = combo.blockSignals(True)
                chosen = combo.currentData()
                combo.clear()
                for text, card_id in entries:
                    combo.addItem(text, card_id)
                combo.setCurrentIndex(max(0, combo.findData(chosen)))
                combo.blockSignals(blocked)
        for field, kind in LISTS.items():
            listing = self.widgets.get(field)
            if isinstance(listing, QListWidget):
                entries = [
                    (f"{card.name.get(language)} ({card.points})", card.id)
                    for card in catalog.of_kind(kind)
                ]
                shown = [
                    (listing.item(n).text(), listing.item(n).data(Qt.ItemDataRole.UserRole))
                    for n in range(listing.count())
                ]
                if entries == shown:
                    continue
                blocked = listing.blockSignals(True)
                checked = self._checked(listing)
                listing.clear()
                for text, card_id in entries:
                    item = QListWidgetItem(text)
                    item.setData(Qt.ItemDataRole.UserRole, card_id)
                    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                    on = card_id in checked
                    item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
                    listing.addItem(item)
                listing.blockSignals(blocked)

    @staticmethod
    def _checked(listing: QListWidget) -> list[str]:
        return [
            str(listing.item(n).data(Qt.ItemDataRole.UserRole))
            for n in range(listing.count())
            if listing.item(n).checkState() == Qt.CheckState.Checked
        ]

    def show_card(self, card: AnyCard) -> None:
        data = card.model_dump(mode="json")
        language = current_language()
        for widget in [*self.widgets.values(), *self.markers.values(), self.effect]:
            widget.blockSignals(True)
        try:
            for field, widget in self.widgets.items():
                value = data.get(field)
                if field == "name":
                    self._set_text(widget, card.name.get(language))
                elif field == "text":
                    self._set_text(widget, card.text.get(language) if card.text else "")
                elif isinstance(widget, QSpinBox):
                    default = 1 if field == "reload" else widget.minimum()
                    widget.setValue(default if value in (None, 0) and field in (
                        "reload", *OPTIONAL) else int(value or 0))  # fmt: skip
                elif isinstance(widget, QComboBox):
                    widget.setCurrentIndex(max(0, widget.findData(value)))
                elif isinstance(widget, QCheckBox):
                    widget.setChecked(bool(value))
                elif isinstance(widget, QListWidget):
                    chosen = set(value or ())
                    for n in range(widget.count()):
                        item = widget.item(n)
                        on = item.data(Qt.ItemDataRole.UserRole) in chosen
                        item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
            triggers = data.get("triggers") or []
            marked = {t.get("marker") for t in triggers}
            for marker, box in self.markers.items():
                box.setChecked(marker in marked)
            effects = [t["effect"] for t in triggers if t.get("effect")]
            self._set_text(self.effect, effects[0].get(language) or effects[0]["en"] if effects
                           else "")  # fmt: skip
        finally:
            for widget in [*self.widgets.values(), *self.markers.values(), self.effect]:
                widget.blockSignals(False)
        self.update_enabled()

    @staticmethod
    def _set_text(widget: QWidget, text: str) -> None:
        if isinstance(widget, QLineEdit) and widget.text() != text:
            widget.setText(text)

    def update_enabled(self) -> None:
        """Fields that mean nothing for the card as it is now are greyed."""
        ranged = self._choice("weapon_type") == "ranged"
        for field in ("range_min", "range_max", "breath"):
            if field in self.widgets:
                self.widgets[field].setEnabled(ranged)
        thrown = self._choice("equipment_type") not in (None, "equipment")
        for field in OPTIONAL:
            if field in self.widgets:
                self.widgets[field].setEnabled(thrown)
        if "reload" in self.widgets:
            self.widgets["reload"].setEnabled(self._choice("usage") == "reload")

    def _choice(self, field: str) -> Any:
        combo = self.widgets.get(field)
        return combo.currentData() if isinstance(combo, QComboBox) else None

    def read(self, card: AnyCard) -> dict[str, Any]:
        """``card`` as the fields now say, as pack JSON (may fail the schema: see
        ``card_from_json``)."""
        data = card.model_dump(mode="json", exclude_none=True)
        language = current_language()
        for field, widget in self.widgets.items():
            if field == "name":
                data["name"] = _localized(card.name.as_dict(), language, self._text(widget))
            elif field == "text":
                old = card.text.as_dict() if card.text else {}
                text = _localized(old, language, self._text(widget))
                if text.get("en"):
                    data["text"] = text
                else:
                    data.pop("text", None)
            elif isinstance(widget, QSpinBox):
                data[field] = widget.value()
            elif isinstance(widget, QComboBox):
                data[field] = widget.currentData()
            elif isinstance(widget, QCheckBox):
                data[field] = widget.isChecked()
            elif isinstance(widget, QListWidget):
                data[field] = self._checked(widget)
        if "triggers" in self.widgets:
            triggers: list[dict[str, Any]] = [
                {"marker": marker} for marker, box in self.markers.items() if box.isChecked()
            ]
            effect = self.effect.text().strip()
            if effect:
                triggers.append({"effect": _localized({}, language, effect)})
            data["triggers"] = triggers
        if data.get("weapon_type") == "melee":
            for field in ("range_min", "range_max", "breath"):
                data.pop(field, None)
        if data.get("equipment_type") == "equipment" or "equipment_type" not in data:
            for field in OPTIONAL:
                data.pop(field, None)
        for field in OPTIONAL:
            if data.get(field) == -1:
                data.pop(field)
        if "usage" in data and data["usage"] != "reload":
            data["reload"] = 0
        return data

    @staticmethod
    def _text(widget: QWidget) -> str:
        return widget.text().strip() if isinstance(widget, QLineEdit) else ""


def _localized(old: dict[str, str], language: str, text: str) -> dict[str, str]:
    """A localized name whose ``language`` text is now ``text`` (English, required, too when
    the card had none)."""
    new = dict(old)
    if text:
        new[language] = text
    else:
        new.pop(language, None)
    if not new.get("en"):
        new["en"] = text
    return {key: value for key, value in new.items() if value}


class DesignerDialog(Retranslatable, QDialog):
    """The player's designs beside every card of the catalogue; see the module docstring.
    ``designs_changed`` after each change to the design pack (the catalogue was reloaded)."""

    designs_changed = Signal()

    def __init__(self, workspace: Any, system: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("flashpoint-designer")
        self.workspace = workspace
        self.system = system
        self.packs_root = workspace.paths.user_packs_dir
        self.catalog: Any = workspace.catalog(SYSTEM_ID)
        self.undo_stack = QUndoStack(self)
        self.current: AnyCard | None = None
        self._own: set[str] = set()

        self.table = CardTable(system, self)
        self.table.set_catalog(self.catalog)
        self.table.current_unit_changed.connect(self._card_chosen)
        self.new_menu = QMenu(self)
        self.new_button = QPushButton(self)
        self.new_button.setObjectName("new-design")
        self.new_button.setMenu(self.new_menu)
        self.new_actions = {}
        for kind in CARD_KINDS:
            action = self.new_menu.addAction("")
            action.setObjectName(f"new-{kind}")
            action.triggered.connect(lambda _on=False, k=kind: self.new_card(k))
            self.new_actions[kind] = action
        self.duplicate_button = QPushButton(self)
        self.duplicate_button.setObjectName("duplicate-design")
        self.duplicate_button.clicked.connect(self.duplicate)
        self.delete_button = QPushButton(self)
        self.delete_button.setObjectName("delete-design")
        self.delete_button.clicked.connect(self.delete)
        self.undo_button = QPushButton(self)
        self.undo_button.setObjectName("undo-design")
        self.undo_button.clicked.connect(self.undo_stack.undo)
        self.redo_button = QPushButton(self)
        self.redo_button.setObjectName("redo-design")
        self.redo_button.clicked.connect(self.undo_stack.redo)
        self.undo_stack.canUndoChanged.connect(self.undo_button.setEnabled)
        self.undo_stack.canRedoChanged.connect(self.redo_button.setEnabled)
        self.undo_button.setEnabled(False)
        self.redo_button.setEnabled(False)
        QShortcut(QKeySequence.StandardKey.Undo, self, self.undo_stack.undo)
        QShortcut(QKeySequence.StandardKey.Redo, self, self.undo_stack.redo)
        buttons = QHBoxLayout()
        for button in (self.new_button, self.duplicate_button, self.delete_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.redo_button)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(buttons)
        left_layout.addWidget(self.table, 1)

        self.title = QLabel(self)
        self.title.setObjectName("design-title")
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        # A built-in card stays as published: the banner says so where the form is, and
        # "Edit a copy" makes the player's own copy, ready to change, in one click.
        self.read_only_banner = QFrame(self)
        self.read_only_banner.setObjectName("read-only-banner")
        self.read_only_banner.setStyleSheet(
            "#read-only-banner { background: #fff4d6; border: 1px solid #d9a400;"
            " border-radius: 4px; } #read-only-banner QLabel { color: #3d2f00; }"
        )
        self.read_only_note = QLabel(self.read_only_banner)
        self.read_only_note.setObjectName("read-only-note")
        self.read_only_note.setWordWrap(True)
        self.edit_copy_button = QPushButton(self.read_only_banner)
        self.edit_copy_button.setObjectName("edit-a-copy")
        self.edit_copy_button.clicked.connect(self.duplicate)
        banner = QHBoxLayout(self.read_only_banner)
        banner.setContentsMargins(8, 6, 8, 6)
        banner.addWidget(self.read_only_note, 1)
        banner.addWidget(self.edit_copy_button)
        self.forms = {kind: CardForm(kind, system, self) for kind in CARD_KINDS}
        self.stack = QStackedWidget(self)
        self.empty_note = QLabel(self)
        self.empty_note.setWordWrap(True)
        self.empty_note.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.stack.addWidget(self.empty_note)
        for form in self.forms.values():
            form.edited.connect(self._field_edited)
            self.stack.addWidget(form)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.stack)
        self.cost_title = QLabel(self)
        self.cost_label = QLabel(self)
        self.cost_label.setObjectName("design-cost")
        self.cost_label.setWordWrap(True)
        self.cost_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problems_title = QLabel(self)
        self.problems = QListWidget(self)
        self.problems.setObjectName("design-problems")
        self.problems.setWordWrap(True)
        self.status_label = QLabel(self)
        self.status_label.setObjectName("designer-status")
        self.status_label.setWordWrap(True)
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.title)
        right_layout.addWidget(self.read_only_banner)
        right_layout.addWidget(scroll, 3)
        right_layout.addWidget(self.cost_title)
        right_layout.addWidget(self.cost_label)
        right_layout.addWidget(self.problems_title)
        right_layout.addWidget(self.problems, 1)
        right_layout.addWidget(self.status_label)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setSizes([480, 620])
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("close-designer")
        self.close_button.clicked.connect(self.accept)
        self.close_button.setAutoDefault(False)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addLayout(bottom)
        self.resize(1100, 700)
        self._refresh_own()
        self.retranslate()
        self._show(None)

    # --- texts -----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Flashpoint designer"))
        self.new_button.setText(self.tr("New"))
        for kind, action in self.new_actions.items():
            action.setText(kind_title(kind))
        self.duplicate_button.setText(self.tr("Duplicate"))
        self.duplicate_button.setToolTip(self.tr("Make your own copy of the selected card"))
        self.delete_button.setText(self.tr("Delete…"))
        self.undo_button.setText(self.tr("Undo"))
        self.redo_button.setText(self.tr("Redo"))
        self.close_button.setText(self.tr("Close"))
        self.cost_title.setText(self.tr("Strategic value (SV), as the rules sum it:"))
        self.problems_title.setText(self.tr("Problems"))
        self.empty_note.setText(
            self.tr(
                "Choose a card on the left, or press New to design an archetype, a weapon, "
                "an equipment card, an ability or a profile. Every change is saved at once in "
                "your design pack, which the Catalogue page exports for your club."
            )
        )
        self.edit_copy_button.setText(self.tr("Edit a copy"))
        self.edit_copy_button.setToolTip(self.tr("Make your own copy of this card and edit it"))
        self.read_only_note.setText(
            self.tr(
                "This card belongs to a built-in or imported pack, which stays as published: "
                "its fields cannot change here. Edit a copy to make it your own."
            )
        )
        for form in self.forms.values():
            form.retranslate()
            form.set_choices(self.catalog)
        self._show(self.current)

    # --- showing ---------------------------------------------------------------------------

    def _refresh_own(self) -> None:
        try:
            self._own = {card.id for card in design_pack(self.packs_root).cards}
        except MusterError as exc:
            self._own = set()
            self.status_label.setText(exc.message(current_language()))

    def _card_chosen(self, card_id: str) -> None:
        card = self.catalog.get(card_id)
        if card is not self.current:
            self._show(card)

    def _show(self, card: AnyCard | None) -> None:
        self.current = card
        own = card is not None and card.id in self._own
        self.duplicate_button.setEnabled(card is not None)
        self.delete_button.setEnabled(own)
        self.read_only_banner.setVisible(card is not None and not own)
        if card is None:
            self.stack.setCurrentWidget(self.empty_note)
            self.title.setText("")
            self.cost_label.setText("")
            self.problems.clear()
            return
        form = self.forms[card.kind]
        form.setEnabled(own)
        form.show_card(card)
        self.stack.setCurrentWidget(form)
        language = current_language()
        self.title.setText(f"{self.system.entry_kind(card, language)} · {card.name.get(language)}")
        self._show_judgement(card)

    def _show_judgement(self, card: AnyCard) -> None:
        language = current_language()
        if isinstance(card, Profile):
            formula = profile_breakdown(card, self.catalog).formula(language)
        else:
            formula = card.cost.formula(language)
            if any(term.key in ABBREVIATED for term in card.cost.terms):
                formula += "\n" + legend(language)
        self.cost_label.setText(formula)
        self.problems.clear()
        for violation in check_design(card, self.catalog):
            mark = "⚠" if violation.severity == "warning" else "✖"
            self.problems.addItem(f"{mark} {violation.message(language)}")
        if not self.problems.count():
            self.problems.addItem(self.tr("No problem: this design follows the rules."))

    def say(self, text: str) -> None:
        self.status_label.setText(text)

    # --- changing --------------------------------------------------------------------------

    def _field_edited(self, field: str) -> None:
        card = self.current
        if card is None or card.id not in self._own:
            return
        form = self.forms[card.kind]
        form.update_enabled()
        data = form.read(card)
        if not data["name"].get("en"):
            self.say(self.tr("A design needs a name: the last change to it is not kept."))
            return
        try:
            after = card_from_json(data)
        except ValueError:  # pydantic's ValidationError is one
            self.say(self.tr("These values do not make a card: the last change is not kept."))
            return
        if after == card:
            return
        self.say("")
        label = self.system.field_label(field, current_language())
        text = self.tr("Change {field} of {name}").format(
            field=label, name=after.name.get(current_language())
        )
        self.undo_stack.push(CardCommand(self, card, after, text, (card.id, field)))

    def new_card(self, kind: str) -> None:
        names = {
            "archetype": self.tr("New archetype"),
            "weapon": self.tr("New weapon"),
            "equipment": self.tr("New equipment"),
            "ability": self.tr("New ability"),
            "profile": self.tr("New profile"),
        }
        name = names[kind]
        data: dict[str, Any] = {
            "id": new_card_id(kind, name, set(self.catalog.cards)),  # type: ignore[arg-type]
            "kind": kind,
            "name": {"en": name, current_language(): name},
            "source": "Designed in Muster",
        }
        data |= {
            "archetype": {"skill": 1, "power": 1, "reinforcement": 0, "base_size": 1,
                          "max_weapons": 1, "max_equipment": 1, "max_abilities": 1},
            "weapon": {"weapon_type": "melee", "force": 1},
            "equipment": {"points": 1},
            "ability": {"points": 1},
            "profile": {"archetype": next(
                (card.id for card in self.catalog.of_kind("archetype")), "archetype")},
        }[kind]  # fmt: skip
        card = card_from_json(data)
        self.undo_stack.push(
            CardCommand(self, None, card, self.tr("New: {name}").format(name=name))
        )

    def duplicate(self) -> None:
        card = self.current
        if card is None:
            return
        language = current_language()
        name = self.tr("{name} (copy)").format(name=card.name.get(language))
        data = card.model_dump(mode="json", exclude_none=True)
        data["id"] = new_card_id(card.kind, name, set(self.catalog.cards))
        data["name"] = _localized(card.name.as_dict(), language, name)
        data["source"] = "Designed in Muster"
        copy = card_from_json(data)
        self.undo_stack.push(
            CardCommand(self, None, copy, self.tr("Duplicate {name}").format(name=name))
        )

    def delete(self) -> None:
        card = self.current
        if card is None or card.id not in self._own:
            return
        name = card.name.get(current_language())
        answer = QMessageBox.question(
            self,
            self.tr("Delete a design"),
            self.tr("Delete “{name}” from your designs? Undo brings it back.").format(name=name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        self.undo_stack.push(
            CardCommand(self, card, None, self.tr("Delete {name}").format(name=name))
        )

    def put(self, old: AnyCard | None, new: AnyCard | None) -> None:
        """Called by the undo commands only: ``new`` replaces ``old`` in the design pack."""
        try:
            if new is None and old is not None:
                remove_design(old.id, self.packs_root)
            elif new is not None:
                save_design(new, self.packs_root)
        except MusterError as exc:
            self.say(exc.message(current_language()))
            return
        except OSError as exc:
            self.say(self.tr("The design pack could not be written: {error}").format(error=exc))
            return
        self.catalog = self.workspace.reload_catalog(SYSTEM_ID)
        self._refresh_own()
        self.table.set_catalog(self.catalog)
        for form in self.forms.values():
            form.set_choices(self.catalog)
        shown = self.catalog.get(new.id) if new is not None else None
        self._show(shown)
        if shown is not None:
            self.table.blockSignals(True)
            self.table.select(shown.id)
            self.table.blockSignals(False)
        self.designs_changed.emit()
