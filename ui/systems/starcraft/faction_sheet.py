"""A faction's sheet typed in once: its figures grouped as the printed sheet groups them.

The rulebook's text does not print the faction sheets (seed 002 L482-492 names their parts:
special victory objective, permanent resources, module slots, building slots, the unit
summary; L418: the back lists the starting forces), so a group of players types them here
once. They are saved to the user's figures pack ``my-starcraft-figures``
(``app/systems/starcraft/figures.py``), which New game then reads to fill each player's
starting forces, workers and resources, and which can be exported for the club.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.catalog.pack import write_pack
from app.errors import MusterError
from app.i18n import QT_TRANSLATE_NOOP, current_language
from app.systems.starcraft import figures
from app.systems.starcraft.catalog import Faction
from ui.widgets.retranslate import Retranslatable

# The printed sheet's parts (seed 002 L482-492, L418), each with the figures it shows.
SHEET_GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (QT_TRANSLATE_NOOP("FactionSheetDialog", "Special victory objective"), ("special_victory",)),
    (QT_TRANSLATE_NOOP("FactionSheetDialog", "Permanent resources"), ("permanent_resources",)),
    (QT_TRANSLATE_NOOP("FactionSheetDialog", "Module slots"), ("module_slots",)),
    (QT_TRANSLATE_NOOP("FactionSheetDialog", "Building slots"), ("starting_building",)),
    (
        QT_TRANSLATE_NOOP("FactionSheetDialog", "Back of the sheet: starting forces"),
        ("starting_units", "starting_workers", "starting_transports"),
    ),
    (
        QT_TRANSLATE_NOOP("FactionSheetDialog", "Costs: workers, transports, bases"),
        ("worker_cost", "transport_cost", "base_cost"),
    ),
)
UNIT_SUMMARY = QT_TRANSLATE_NOOP("FactionSheetDialog", "Unit summary: costs")


class FactionSheetDialog(Retranslatable, QDialog):
    """One faction's sheet: a line per figure, typed as the Catalogue's figure table types
    it; Save writes every changed figure at once, or none when one cannot be read."""

    def __init__(self, workspace: Any, faction_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("starcraft-faction-sheet")
        self.workspace = workspace
        self.catalog = workspace.catalog("starcraft")
        self.edits: dict[tuple[str, str], QLineEdit] = {}
        self.labels: dict[tuple[str, str], QLabel] = {}
        self.group_boxes: list[tuple[QGroupBox, str]] = []
        self.faction_label = QLabel(self)
        self.faction_combo = QComboBox(self)
        self.faction_combo.setObjectName("sheet-faction")
        for faction in self.catalog.factions():
            self.faction_combo.addItem("", faction.id)
        self.faction_combo.setCurrentIndex(max(0, self.faction_combo.findData(faction_id)))
        self.faction_combo.currentIndexChanged.connect(self._faction_chosen)
        self.unknown_label = QLabel(self)
        self.unknown_label.setObjectName("sheet-unknown")
        self.problem = QLabel(self)
        self.problem.setObjectName("sheet-problem")
        self.problem.setWordWrap(True)
        self.sheet = QWidget(self)
        self.sheet_scroll = QScrollArea(self)
        self.sheet_scroll.setWidgetResizable(True)
        self.sheet_scroll.setWidget(self.sheet)
        self.export_button = QPushButton(self)
        self.export_button.setObjectName("sheet-export")
        self.export_button.clicked.connect(self.export_for_club)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Close, self
        )
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setObjectName("sheet-save")
        self.save_button.clicked.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(self.faction_label)
        top.addWidget(self.faction_combo, 1)
        top.addWidget(self.unknown_label)
        bottom = QHBoxLayout()
        bottom.addWidget(self.export_button)
        bottom.addStretch(1)
        bottom.addWidget(self.buttons)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.sheet_scroll, 1)
        layout.addWidget(self.problem)
        layout.addLayout(bottom)
        self._build_sheet()
        self.resize(760, 640)
        self.retranslate()

    # --- the sheet --------------------------------------------------------------------------

    def faction(self) -> Faction | None:
        faction = self.catalog.faction(str(self.faction_combo.currentData()))
        return faction if isinstance(faction, Faction) else None

    def _build_sheet(self) -> None:
        """One group box per part of the printed sheet, then the unit summary's costs."""
        old = self.sheet.layout()
        if old is not None:
            QWidget().setLayout(old)  # the old layout and its widgets go with a throwaway
        self.edits.clear()
        self.labels.clear()
        self.group_boxes.clear()
        faction = self.faction()
        grid = QGridLayout(self.sheet)
        if faction is None:
            return
        parts: list[tuple[str, list[tuple[Any, str]]]] = [
            (title, [(faction, field) for field in fields]) for title, fields in SHEET_GROUPS
        ]
        units = [u for u in self.catalog.units_of(faction.race) if "cost" in u.figure_fields()]
        parts.append((UNIT_SUMMARY, [(unit, "cost") for unit in units]))
        for number, (title, rows) in enumerate(parts):
            box = QGroupBox(self.sheet)
            box.setObjectName(f"sheet-part-{number}")
            form = QFormLayout(box)
            for entry, field in rows:
                edit = QLineEdit(box)
                edit.setObjectName(f"sheet-{entry.id}-{field}")
                label = QLabel(box)
                label.setBuddy(edit)
                form.addRow(label, edit)
                self.edits[(entry.id, field)] = edit
                self.labels[(entry.id, field)] = label
            self.group_boxes.append((box, title))
            # Two columns: the sheet's front parts beside each other, the units below.
            if title == UNIT_SUMMARY:
                grid.addWidget(box, (number + 1) // 2, 0, 1, 2)
            else:
                grid.addWidget(box, number // 2, number % 2)
        grid.setRowStretch(grid.rowCount(), 1)
        self._fill()

    def _fill(self) -> None:
        language = current_language()
        for (entry_id, field), edit in self.edits.items():
            entry = self.catalog.get(entry_id)
            edit.setText(figures.format_figure(self.catalog, entry, field, language))
        self._count_unknown()

    def _count_unknown(self) -> None:
        unknown = sum(1 for edit in self.edits.values() if not edit.text().strip())
        self.unknown_label.setText(self.tr("%n figure(s) still unknown", "", unknown))

    def _faction_chosen(self) -> None:
        self.problem.clear()
        self._build_sheet()
        self.retranslate()

    def typed(self) -> dict[str, dict[str, str]]:
        """The figures whose text changed, by entry: {entry id: {field: text}}."""
        language = current_language()
        changed: dict[str, dict[str, str]] = {}
        for (entry_id, field), edit in self.edits.items():
            entry = self.catalog.get(entry_id)
            if edit.text().strip() != figures.format_figure(self.catalog, entry, field, language):
                changed.setdefault(entry_id, {})[field] = edit.text()
        return changed

    def save(self) -> bool:
        """Every changed figure into the figures pack, or none: the first that cannot be read
        is said under the sheet. True when saved."""
        packs_root = self.workspace.paths.user_packs_dir
        language = current_language()
        try:
            changes = [
                figures.change_figures(self.catalog, entry_id, texts, packs_root, language)
                for entry_id, texts in self.typed().items()
            ]
            for change in changes:
                if change is not None:
                    change.apply(packs_root)
        except MusterError as exc:
            self.problem.setText(exc.message(language))
            return False
        self.problem.clear()
        self.catalog = self.workspace.reload_catalog("starcraft")
        self._fill()
        return True

    def export_for_club(self) -> None:
        """The figures pack, saved where the user says, for the club's other tables."""
        if self.typed() and not self.save():
            return
        file, _filter = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the faction figures"),
            str(Path.home() / f"{figures.FILL_PACK_ID}.json"),
            self.tr("Muster catalogue packs (*.json)"),
        )
        if not file:
            return
        target = Path(file).with_suffix(".json")
        try:
            write_pack(figures.fill_pack(self.workspace.paths.user_packs_dir), target)
        except MusterError as exc:
            self.problem.setText(exc.message(current_language()))

    def retranslate(self) -> None:
        language = current_language()
        self.setWindowTitle(self.tr("Faction sheet"))
        self.faction_label.setText(self.tr("Faction"))
        for row in range(self.faction_combo.count()):
            faction = self.catalog.faction(str(self.faction_combo.itemData(row)))
            self.faction_combo.setItemText(row, faction.name.get(language) if faction else "")
        for box, title in self.group_boxes:
            box.setTitle(QCoreApplication.translate("FactionSheetDialog", title))
        for (entry_id, field), label in self.labels.items():
            entry = self.catalog.get(entry_id)
            text = figures.figure_label_for(entry, field, language)
            if entry is not None and entry.kind != "faction":
                text = str(entry.name.get(language))
            label.setText(text)
            self.edits[(entry_id, field)].setPlaceholderText(figures.how_to_type(field, language))
        self.export_button.setText(self.tr("Export for the club…"))
        self._count_unknown()
