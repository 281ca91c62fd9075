"""Flashpoint's part of the New game dialog: the mission the players agreed on (its name, the
Strategic Bonus it gives the Offensive and the Defensive player, its success-point conditions,
its NPCs, designs of the catalogue played by the Defensive player) and who is the Offensive
player: rolled at the start (each throws a die, ties thrown again) or entered. The two teams
are the dialog's saved Flashpoint teams."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from app.errors import MusterError
from app.i18n import current_language
from app.roster.document import RosterDocument
from app.systems.base import Tracked
from app.systems.flashpoint.team import Fighter, Mission, Team, document_for, team_of
from app.workspace import Workspace
from ui.widgets.retranslate import Retranslatable

ROLL = -1  # the Offensive choice "roll the dice"
MAX_BONUS = 20  # a mission's bonus, as the team format allows


def with_mission(document: RosterDocument, mission: Mission) -> RosterDocument:
    """A copy of the team ``document`` playing ``mission`` (its Strategic Bonus follows)."""
    copy = document.copy()
    team = dict(copy.system_data.get("team") or {})
    team["mission"] = mission.to_json()
    copy.system_data["team"] = team
    return copy


class FlashpointGameOptions(Retranslatable, QGroupBox):
    """The game's own choices in the New game dialog (``GameViews.new_game``)."""

    def __init__(self, workspace: Workspace, system: Tracked, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("game-options")
        self.workspace = workspace
        self.system = system
        self.rules: Any = system.tracker()
        self.names: list[str] = ["", ""]
        self.filled_from: RosterDocument | None = None  # the team whose mission fills the form

        self.mission_label = QLabel(self)
        self.mission_edit = QLineEdit(self)
        self.mission_edit.setObjectName("mission-name")
        self.bonus_label = QLabel(self)
        self.offensive_bonus_label = QLabel(self)
        self.offensive_bonus = QSpinBox(self)
        self.offensive_bonus.setObjectName("offensive-bonus")
        self.defensive_bonus_label = QLabel(self)
        self.defensive_bonus = QSpinBox(self)
        self.defensive_bonus.setObjectName("defensive-bonus")
        for spin in (self.offensive_bonus, self.defensive_bonus):
            spin.setRange(0, MAX_BONUS)
        bonus_row = QHBoxLayout()
        bonus_row.addWidget(self.offensive_bonus_label)
        bonus_row.addWidget(self.offensive_bonus)
        bonus_row.addSpacing(12)
        bonus_row.addWidget(self.defensive_bonus_label)
        bonus_row.addWidget(self.defensive_bonus)
        bonus_row.addStretch(1)
        self.points_label = QLabel(self)
        self.points_edit = QPlainTextEdit(self)
        self.points_edit.setObjectName("success-points")
        self.points_edit.setMaximumHeight(64)
        self.offensive_label = QLabel(self)
        self.offensive_combo = QComboBox(self)
        self.offensive_combo.setObjectName("offensive-player")
        self.offensive_combo.addItem("", ROLL)
        self.offensive_combo.addItem("", 0)
        self.offensive_combo.addItem("", 1)
        # The mission's NPCs (PNJ), played by the Defensive player: profiles of the catalogue.
        self.npc_label = QLabel(self)
        self.npc_combo = QComboBox(self)
        self.npc_combo.setObjectName("npc-profile")
        self.npc_add = QPushButton(self)
        self.npc_add.setObjectName("add-npc")
        self.npc_add.clicked.connect(self.add_npc)
        self.npc_list = QListWidget(self)
        self.npc_list.setObjectName("npcs")
        self.npc_list.setMaximumHeight(64)
        self.npc_remove = QPushButton(self)
        self.npc_remove.setObjectName("remove-npc")
        self.npc_remove.clicked.connect(self.remove_npc)
        language = current_language()
        try:
            for profile in workspace.catalog(system.id).profiles():
                name = profile.name.get(language) or profile.name.get("en") or profile.id
                self.npc_combo.addItem(name, profile.id)
        except MusterError:
            pass  # no designs to offer: the game is played without NPCs
        npc_row = QHBoxLayout()
        npc_row.addWidget(self.npc_combo, 1)
        npc_row.addWidget(self.npc_add)
        npc_list_row = QHBoxLayout()
        npc_list_row.addWidget(self.npc_list, 1)
        npc_list_row.addWidget(self.npc_remove)
        self.npc_list.currentRowChanged.connect(lambda row: self.npc_remove.setEnabled(row >= 0))
        self.npc_remove.setEnabled(False)
        form = QFormLayout(self)
        form.addRow(self.mission_label, self.mission_edit)
        form.addRow(self.bonus_label, bonus_row)
        form.addRow(self.points_label, self.points_edit)
        form.addRow(self.npc_label, npc_row)
        form.addRow("", npc_list_row)
        form.addRow(self.offensive_label, self.offensive_combo)
        self.npc_list.setVisible(False)
        self.npc_remove.setVisible(False)
        self.retranslate()

    # --- what the dialog tells and asks -------------------------------------------------------

    def set_players(self, names: Sequence[str], rosters: Sequence[RosterDocument | None]) -> None:
        """The players' names and teams changed: the first team's mission fills the form
        while the players have not written one (they agree on it before recruiting)."""
        self.names = list(names)
        self._offensive_texts()
        first = next((r for r in rosters if r is not None), None)
        if first is None or first is self.filled_from:
            return
        if self.filled_from is not None and self.mission() != self._mission_of(self.filled_from):
            return  # the players changed it: theirs stays
        self.filled_from = first
        mission = self._mission_of(first)
        self.mission_edit.setText(mission.name)
        self.offensive_bonus.setValue(mission.offensive_bonus)
        self.defensive_bonus.setValue(mission.defensive_bonus)
        self.points_edit.setPlainText(mission.success_points)

    @staticmethod
    def _mission_of(document: RosterDocument) -> Mission:
        try:
            return team_of(document).mission or Mission()
        except MusterError:  # a malformed team is said by the dialog's violations
            return Mission()

    def mission(self) -> Mission:
        return Mission(
            self.mission_edit.text().strip(),
            self.offensive_bonus.value(),
            self.defensive_bonus.value(),
            self.points_edit.toPlainText().strip(),
        )

    def add_npc(self) -> None:
        profile = self.npc_combo.currentData()
        if profile is None:
            return
        item = QListWidgetItem(self.npc_combo.currentText())
        item.setData(Qt.ItemDataRole.UserRole, profile)
        self.npc_list.addItem(item)
        self.npc_list.setVisible(True)
        self.npc_remove.setVisible(True)

    def remove_npc(self) -> None:
        row = self.npc_list.currentRow()
        if row >= 0:
            self.npc_list.takeItem(row)
        shown = self.npc_list.count() > 0
        self.npc_list.setVisible(shown)
        self.npc_remove.setVisible(shown)

    def npcs(self) -> list[tuple[str, str]]:
        """The NPCs chosen (profile id, name); a profile chosen twice is numbered."""
        chosen = [
            (str(item.data(Qt.ItemDataRole.UserRole)), item.text())
            for item in (self.npc_list.item(row) for row in range(self.npc_list.count()))
            if item is not None
        ]
        names = [name for _, name in chosen]
        numbered = []
        seen: dict[str, int] = {}
        for profile, name in chosen:
            if names.count(name) > 1:
                seen[name] = seen.get(name, 0) + 1
                name = f"{name} {seen[name]}"
            numbered.append((profile, name))
        return numbered

    def offensive(self) -> int | None:
        """The Offensive player, or None: rolled when the game starts."""
        value = int(self.offensive_combo.currentData())
        return None if value == ROLL else value

    def setup(
        self,
        players: Sequence[tuple[str, RosterDocument]],
        accepted: Sequence[Sequence[str]],
        catalog: Any,
    ) -> Any:
        """The game's setup from these choices; raises MusterError when it cannot be."""
        mission = self.mission()
        language = current_language()
        snapshots = [
            self.rules.snapshot_team(with_mission(document, mission), catalog, language)
            for _name, document in players
        ]
        npcs: tuple[Any, ...] = ()
        if self.npcs():
            team = Team([Fighter(profile, name) for profile, name in self.npcs()])
            npcs = self.rules.snapshot_team(document_for(team), catalog, language).fighters
        return self.rules.new_setup(
            snapshots,
            [name for name, _document in players],
            offensive=self.offensive(),
            npcs=npcs,
            mission=mission.name,
            success_points=mission.success_points,
        )

    def _offensive_texts(self) -> None:
        self.offensive_combo.setItemText(0, self.tr("Roll the dice at the start"))
        for player in (0, 1):
            name = self.names[player] if player < len(self.names) else ""
            self.offensive_combo.setItemText(player + 1, name or "—")

    def retranslate(self) -> None:
        self.setTitle(self.tr("Mission"))
        self.mission_label.setText(self.tr("Mission"))
        self.mission_edit.setPlaceholderText(self.tr("The mission's name"))
        self.bonus_label.setText(self.tr("Strategic Bonus"))
        self.offensive_bonus_label.setText(self.tr("Offensive"))
        self.defensive_bonus_label.setText(self.tr("Defensive"))
        self.bonus_label.setToolTip(
            self.tr(
                "The mission's bonus dice, added to the Power reserve of the Offensive or "
                "the Defensive player with their Leader's or Stratège's Power"
            )
        )
        self.points_label.setText(self.tr("Success points"))
        self.points_edit.setPlaceholderText(
            self.tr("How each player scores success points in this mission")
        )
        self.npc_label.setText(self.tr("NPCs"))
        self.npc_label.setToolTip(
            self.tr(
                "The mission's non-player characters, played by the Defensive player in the "
                "Environment step"
            )
        )
        self.npc_add.setText(self.tr("Add an NPC"))
        self.npc_remove.setText(self.tr("Remove"))
        self.offensive_label.setText(self.tr("Offensive player"))
        self.offensive_combo.setToolTip(
            self.tr("Each player throws a die, ties thrown again; the higher die is Offensive")
        )
        self._offensive_texts()
