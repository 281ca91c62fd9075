"""The Flashpoint team builder: profiles recruited from the catalogue (the players' designs and
Muster's examples), each fighter with its name and role (one Leader, at most one Stratège), the
team's strategic value out of 50, the Strategic Bonus and both dice reserves, and the mission
the players agreed on. The profile designer opens from the catalogue side.

The toolbar, saved teams, problems, notes, files, share codes and printing come from
``ui.builder.base.RosterBuilder``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSettings,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.i18n import current_language, translate
from app.roster.document import RosterDocument
from app.systems.base import Violation
from app.systems.flashpoint import CONTEXT
from app.systems.flashpoint.catalog import Profile
from app.systems.flashpoint.costs import value_legend
from app.systems.flashpoint.names import ROLE_NAMES
from app.systems.flashpoint.team import ROLES, Fighter, Mission, Team
from app.workspace import Workspace
from ui.builder.base import GAME_MERGE_IDS, RosterBuilder
from ui.builder.words import BuilderWords
from ui.systems.flashpoint.cards_table import CardTable

SYSTEM_ID = "flashpoint"
MERGE_FIGHTER_NAME = GAME_MERGE_IDS + 1
MERGE_MISSION = {
    "name": GAME_MERGE_IDS + 2,
    "offensive_bonus": GAME_MERGE_IDS + 3,
    "defensive_bonus": GAME_MERGE_IDS + 4,
    "success_points": GAME_MERGE_IDS + 5,
}
Index = QModelIndex | QPersistentModelIndex


def team_in(document: RosterDocument) -> Team:
    """The document's team; an empty one where it holds none that can be read."""
    try:
        return Team.from_json(document.system_data.get("team", {}))
    except ValueError:
        return Team()


class FighterModel(QAbstractTableModel):
    """The fighters of the team on screen: name, profile, role, strategic value."""

    def __init__(self, builder: FlashpointBuilder) -> None:
        super().__init__(builder)
        self.builder = builder
        self.team = Team()

    def set_team(self, team: Team) -> None:
        self.beginResetModel()
        self.team = team
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.team.fighters)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else 4

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        horizontal = orientation == Qt.Orientation.Horizontal
        if role == Qt.ItemDataRole.ToolTipRole and horizontal and section == 3:
            return self.tr("SV: strategic value")
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if not horizontal:
            return section + 1
        return (self.tr("Fighter"), self.tr("Profile"), self.tr("Role"), self.tr("SV"))[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        fighter = self.team.fighters[index.row()]
        profile = self.builder.catalog.get(fighter.profile)
        language = current_language()
        if role == Qt.ItemDataRole.DisplayRole:
            name = profile.name.get(language) if profile is not None else fighter.profile
            column = index.column()
            if column == 0:
                return fighter.name or name
            if column == 1:
                return name
            if column == 2:
                return translate(CONTEXT, ROLE_NAMES[fighter.role]) if fighter.role else ""
            if column == 3:
                return profile.points if isinstance(profile, Profile) else "?"
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == 3:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class FlashpointBuilder(RosterBuilder):
    """The team builder; ``designer`` is the profile designer once opened."""

    def __init__(
        self,
        workspace: Workspace,
        ui_settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        self.designer: Any = None
        self._showing = False  # the mission's fields are being filled from the document
        super().__init__(SYSTEM_ID, workspace, ui_settings, parent)

    # --- the game's words ------------------------------------------------------------------

    def words(self) -> BuilderWords:
        return BuilderWords(
            untitled=self.tr("Untitled team"),
            saved_title=self.tr("Saved teams"),
            none_saved=self.tr("No saved teams yet. Recruit one and press Save (Ctrl+S)."),
            none_matching=self.tr("No saved team matches this search."),
            none_recent=self.tr("No saved teams yet"),
            empty_verdict=self.tr("Empty team: recruit profiles from the catalogue."),
            legal_verdict=self.tr("Legal team."),
            casual_verdict=self.tr("Casual team (house rules allowed)."),
            new_tip=self.tr("Start a new team (Ctrl+N)"),
            save_tip=self.tr("Save the team in Muster, legal or not (Ctrl+S)"),
            recent_tip=self.tr("Open one of the teams saved last"),
            paste_tip=self.tr("Open a team from a Muster share code"),
            print_tip=self.tr(
                "Print the team sheet and your fighters' cards, or export them as PDF (Ctrl+P)"
            ),
            play_tip=self.tr("Start a game with this team on the Games page"),
            rename_title=self.tr("Rename team"),
            opened_from_code=self.tr("Team opened from a share code; save it to keep it."),
            copied_as_text=self.tr("The team is on the clipboard as text."),
            file_stem=self.tr("team"),
            share_actions={"muster": self.tr("Copy Muster share code")},
        )

    # --- construction ----------------------------------------------------------------------

    def build_catalogue_side(self) -> QWidget:
        self.profiles = CardTable(self.system, self, kinds=("profile",))
        self.profiles.setObjectName("flashpoint-profiles")
        self.profiles.set_catalog(self.catalog)
        self.profiles.unit_activated.connect(self.recruit)
        self.profiles.current_unit_changed.connect(self._profile_chosen)
        self.recruit_button = QPushButton(self)
        self.recruit_button.setObjectName("recruit")
        self.recruit_button.clicked.connect(lambda: self.recruit(self.profiles.current_id()))
        self.recruit_button.setEnabled(False)
        self.design_button = QPushButton(self)
        self.design_button.setObjectName("open-designer")
        self.design_button.clicked.connect(self.open_designer)
        self.profile_formula = QLabel(self)
        self.profile_formula.setObjectName("profile-formula")
        self.profile_formula.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.recruit_button)
        buttons.addStretch(1)
        buttons.addWidget(self.design_button)
        side = QWidget(self)
        layout = QVBoxLayout(side)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.profiles, 1)
        layout.addWidget(self.profile_formula)
        layout.addLayout(buttons)
        return side

    def build_roster_side(self) -> QWidget:
        self.totals_label = QLabel(self)
        self.totals_label.setObjectName("team-totals")
        self.totals_label.setWordWrap(True)
        self.fighter_model = FighterModel(self)
        self.fighters = QTableView(self)
        self.fighters.setObjectName("fighters")
        self.fighters.setModel(self.fighter_model)
        self.fighters.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.fighters.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.fighters.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.fighters.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for column in (2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.fighters.selectionModel().currentRowChanged.connect(self._fighter_chosen)

        self.fighter_name = QLineEdit(self)
        self.fighter_name.setObjectName("fighter-name")
        self.fighter_name.textEdited.connect(self._fighter_name_edited)
        self.role_combo = QComboBox(self)
        self.role_combo.setObjectName("fighter-role")
        self.role_combo.activated.connect(self._role_chosen)
        self.remove_button = QPushButton(self)
        self.remove_button.setObjectName("remove-fighter")
        self.remove_button.clicked.connect(self.remove_fighter)
        self.fighter_label = QLabel(self)
        fighter_row = QHBoxLayout()
        fighter_row.addWidget(self.fighter_label)
        fighter_row.addWidget(self.fighter_name, 1)
        fighter_row.addWidget(self.role_combo)
        fighter_row.addWidget(self.remove_button)

        self.mission_box = QGroupBox(self)
        self.mission_fields: dict[str, QWidget] = {}
        self.mission_labels: dict[str, QLabel] = {}
        form = QFormLayout(self.mission_box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        for key in MERGE_MISSION:
            widget: QWidget
            if key.endswith("bonus"):
                spin = QSpinBox(self)
                spin.setRange(0, 20)
                spin.valueChanged.connect(lambda value, k=key: self._mission_edited(k, value))
                widget = spin
            else:
                edit = QLineEdit(self)
                edit.textEdited.connect(lambda text, k=key: self._mission_edited(k, text))
                widget = edit
            widget.setObjectName(f"mission-{key}")
            label = QLabel(self)
            label.setBuddy(widget)
            self.mission_fields[key] = widget
            self.mission_labels[key] = label
            form.addRow(label, widget)

        side = QWidget(self)
        layout = QVBoxLayout(side)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.totals_label)
        layout.addWidget(self.fighters, 1)
        self.fighters_legend = QLabel(self)  # the SV column's letters, in plain sight
        self.fighters_legend.setObjectName("fighters-legend")
        layout.addWidget(self.fighters_legend)
        layout.addLayout(fighter_row)
        layout.addWidget(self.mission_box)
        return side

    def preferred_roster_height(self) -> int:
        return 420

    # --- texts -----------------------------------------------------------------------------

    def retranslate_game(self) -> None:
        self.recruit_button.setText(self.tr("Recruit"))
        self.recruit_button.setToolTip(
            self.tr("Add the selected profile to the team (Enter or double-click)")
        )
        self.design_button.setText(self.tr("Design fighters…"))
        self.design_button.setToolTip(
            self.tr("Design archetypes, weapons, equipment, abilities and profiles")
        )
        self.fighters_legend.setText(value_legend(current_language()))
        self.fighter_label.setText(self.tr("Figure's name"))
        self.fighter_name.setPlaceholderText(self.tr("Its profile's name"))
        self.remove_button.setText(self.tr("Remove"))
        self.role_combo.clear()
        self.role_combo.addItem(self.tr("No role"), None)
        for role in ROLES:
            self.role_combo.addItem(translate(CONTEXT, ROLE_NAMES[role]), role)
        self.mission_box.setTitle(self.tr("Mission"))
        labels = {
            "name": self.tr("Name"),
            "offensive_bonus": self.tr("Offensive player's bonus"),
            "defensive_bonus": self.tr("Defensive player's bonus"),
            "success_points": self.tr("Success points"),
        }
        for key, label in labels.items():
            self.mission_labels[key].setText(label)
        success = self.mission_fields["success_points"]
        assert isinstance(success, QLineEdit)
        success.setPlaceholderText(self.tr("How each side scores, as the players agreed"))
        self.fighter_model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 3)
        self._profile_chosen(self.profiles.current_id())

    def first_steps(self) -> tuple[str, list[str]]:
        return self.tr("Where to start"), [
            self.tr(
                "Recruit profiles from the list on the left: double-click one, press Enter "
                "or Recruit. The team may hold up to 50 strategic value."
            ),
            self.tr(
                "The first fighter recruited is the Leader; choose another Leader, or a "
                "Strategist, under the team's list."
            ),
            self.tr(
                "No profile to your taste? Design fighters… opens the designer: archetypes, "
                "weapons, equipment and abilities priced by the rulebook's formulas."
            ),
        ]

    # --- the catalogue ---------------------------------------------------------------------

    def catalog_reloaded(self) -> None:
        chosen = self.profiles.current_id()
        self.profiles.set_catalog(self.catalog)
        self.profiles.select(chosen)

    def owned_changed(self) -> None:
        if hasattr(self, "profiles"):
            self.profiles.set_owned(self.owned)

    def focus_search(self) -> None:
        self.left_tabs.setCurrentIndex(0)
        self.profiles.search.setFocus()
        self.profiles.search.selectAll()

    def _profile_chosen(self, card_id: str) -> None:
        profile = self.catalog.get(card_id)
        self.recruit_button.setEnabled(isinstance(profile, Profile))
        self.profile_formula.setText(
            self.profiles.model.formula(profile) if isinstance(profile, Profile) else ""
        )

    def open_designer(self) -> None:
        from ui.systems.flashpoint.designer import DesignerDialog

        if self.designer is None:
            self.designer = DesignerDialog(self.workspace, self.system, self)
            self.designer.designs_changed.connect(lambda: self.catalog_changed(SYSTEM_ID))
        self.designer.show()
        self.designer.raise_()
        self.designer.activateWindow()

    # --- changing the team -----------------------------------------------------------------

    def _team(self) -> Team:
        return team_in(self.editor.document)

    def _change_team(self, text: str, edit: Callable[[Team], None]) -> bool:
        return self.editor.change(text, self._team_edit(edit))

    def _profile_name(self, profile_id: str) -> str:
        card = self.catalog.get(profile_id)
        return card.name.get(current_language()) if card is not None else profile_id

    def recruit(self, profile_id: str) -> None:
        if not isinstance(self.catalog.get(profile_id), Profile):
            return
        leader = not any(f.role == "leader" for f in self._team().fighters)

        def edit(team: Team) -> None:
            team.fighters.append(Fighter(profile_id, role="leader" if leader else None))

        name = self._profile_name(profile_id)
        if self._change_team(self.tr("Recruit {name}").format(name=name), edit):
            self.fighters.selectRow(len(self._team().fighters) - 1)
            self.say(
                self.tr("{name} joins the team as its Leader.").format(name=name) if leader else ""
            )

    def _current_row(self) -> int:
        index = self.fighters.currentIndex()
        return index.row() if index.isValid() else -1

    def remove_fighter(self) -> None:
        row = self._current_row()
        if row < 0:
            return
        fighter = self._team().fighters[row]

        def edit(team: Team) -> None:
            del team.fighters[row]

        name = fighter.name or self._profile_name(fighter.profile)
        self._change_team(self.tr("Remove {name}").format(name=name), edit)
        count = len(self._team().fighters)
        if count:
            self.fighters.selectRow(min(row, count - 1))

    def _role_chosen(self, _position: int) -> None:
        row = self._current_row()
        if row < 0:
            return
        role = self.role_combo.currentData()

        def edit(team: Team) -> None:
            for number, fighter in enumerate(team.fighters):
                if number == row:
                    fighter.role = role
                elif role is not None and fighter.role == role:
                    fighter.role = None  # one Leader, one Stratège: the role moves

        fighter = self._team().fighters[row]
        name = fighter.name or self._profile_name(fighter.profile)
        text = (
            self.tr("Make {name} the {role}").format(
                name=name, role=translate(CONTEXT, ROLE_NAMES[role])
            )
            if role
            else self.tr("Take {name}'s role away").format(name=name)
        )
        self._change_team(text, edit)
        self.fighters.selectRow(row)

    def _fighter_name_edited(self, text: str) -> None:
        row = self._current_row()
        if row < 0 or self.updating_fields:
            return

        def edit(team: Team) -> None:
            team.fighters[row].name = text.strip()

        self.field_change(
            self.tr("Name a figure {name}").format(name=text),
            self._team_edit(edit),
            MERGE_FIGHTER_NAME,
        )

    def _team_edit(self, edit: Callable[[Team], None]) -> Callable[[RosterDocument], None]:
        def change(document: RosterDocument) -> None:
            team = team_in(document)
            edit(team)
            document.system_data["team"] = team.to_json()

        return change

    def _mission_edited(self, key: str, value: Any) -> None:
        if self.updating_fields or self._showing:
            return

        def edit(team: Team) -> None:
            mission = team.mission or Mission()
            setattr(mission, key, value.strip() if isinstance(value, str) else value)
            team.mission = None if mission == Mission() else mission

        self.field_change(self.tr("Edit the mission"), self._team_edit(edit), MERGE_MISSION[key])

    # --- showing ---------------------------------------------------------------------------

    def is_empty(self) -> bool:
        return not self._team().fighters

    def show_document(self) -> None:
        team = self._team()
        row = self._current_row()
        self.fighter_model.set_team(team)
        if 0 <= row < len(team.fighters):
            self.fighters.selectRow(row)
        self._fighter_chosen(self.fighters.currentIndex(), QModelIndex())
        self._showing = True
        try:
            mission = team.mission or Mission()
            if not self.updating_fields:
                for key, widget in self.mission_fields.items():
                    value = getattr(mission, key)
                    if isinstance(widget, QSpinBox):
                        widget.setValue(value)
                    elif isinstance(widget, QLineEdit) and widget.text().strip() != value:
                        widget.setText(value)
        finally:
            self._showing = False
        totals = self.editor.totals
        lines = self.system.totals_lines(totals, current_language()) if totals else []
        self.totals_label.setText("\n".join(lines))

    def _fighter_chosen(self, current: Index, _previous: Index) -> None:
        team = self.fighter_model.team
        row = current.row() if current.isValid() else -1
        chosen = 0 <= row < len(team.fighters)
        for widget in (self.fighter_name, self.role_combo, self.remove_button):
            widget.setEnabled(chosen)
        if not chosen:
            self.fighter_name.clear()
            self.role_combo.setCurrentIndex(0)
            return
        fighter = team.fighters[row]
        if not self.updating_fields and self.fighter_name.text() != fighter.name:
            self.fighter_name.setText(fighter.name)
        self.role_combo.setCurrentIndex(max(0, self.role_combo.findData(fighter.role)))

    def violation_chosen(self, violation: Violation) -> None:
        if violation.squad is not None and 1 <= violation.squad <= len(self._team().fighters):
            self.fighters.selectRow(violation.squad - 1)
            self.fighters.setFocus()

    def describe_saved(self, saved: Any) -> tuple[bool, str]:
        document = saved.document
        legal = self.system.is_legal(self.system.validate(document, self.catalog))
        totals = self.system.totals(document, self.catalog)
        text = self.tr("{points} of {limit} · %n fighter(s)", "", totals["fighters"])
        return legal, text.format(points=totals["points"], limit=totals["points_limit"])

    # --- layout ----------------------------------------------------------------------------

    def save_game_layout(self, settings: QSettings, key: str) -> None:
        self.profiles.save_state(settings, f"{key}/catalogue")

    def restore_game_layout(self, settings: QSettings, key: str) -> None:
        self.profiles.restore_state(settings, f"{key}/catalogue")
