"""Legion's part of the New game dialog: the blue player and the number of rounds (six, or
the optional unlimited rounds), and the team battle variant (2v2, the seed's « Combat en
équipes »): each of the dialog's two players is joined by a teammate with a saved army of the
team format, and the teams' armies are checked together (one faction, shared uniqueness). The
battle cards are chosen at the table, in the setup."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from app.errors import MusterError
from app.i18n import current_language, format_text
from app.roster.document import RosterDocument
from app.roster.store import RosterStore
from app.systems.base import Tracked, Violation
from app.systems.legion.army import army_of
from app.systems.legion.team import TEAM_FORMAT, validate_team
from app.systems.legion.tracker.state import DEFAULT_ROUNDS
from app.workspace import Workspace
from ui.widgets.retranslate import Retranslatable

TEAMS = (0, 1, 0, 1)  # seats: the dialog's two players, then their teammates


class TeammateSeat(Retranslatable, QWidget):
    """A teammate in a team battle: a name and a saved army."""

    def __init__(self, number: int, rosters: list[Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = number
        self.setObjectName(f"teammate-{number}")
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("teammate-name")
        self.army_combo = QComboBox(self)
        self.army_combo.setObjectName("teammate-army")
        self.army_combo.setMinimumContentsLength(18)
        self.rosters = rosters
        for saved in rosters:
            self.army_combo.addItem(saved.name, saved.id)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.name_edit, 1)
        row.addWidget(self.army_combo, 2)
        self.retranslate()

    def document(self) -> RosterDocument | None:
        index = self.army_combo.currentIndex()
        return self.rosters[index].document if 0 <= index < len(self.rosters) else None

    def name(self) -> str:
        return self.name_edit.text().strip() or self.name_edit.placeholderText()

    def retranslate(self) -> None:
        self.name_edit.setPlaceholderText(self.tr("Player {number}").format(number=self.number + 3))
        self.army_combo.setToolTip(self.tr("A saved army of the format Team battle (600 points)"))


class LegionGameOptions(Retranslatable, QGroupBox):
    """The game's own choices in the New game dialog (``GameViews.new_game``)."""

    def __init__(self, workspace: Workspace, system: Tracked, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("game-options")
        self.workspace = workspace
        self.system = system
        self.rules: Any = system.tracker()
        self.names: list[str] = ["", ""]

        self.blue_label = QLabel(self)
        self.blue_radios = [QRadioButton(self), QRadioButton(self)]
        self.blue_group = QButtonGroup(self)
        blue_row = QHBoxLayout()
        for number, radio in enumerate(self.blue_radios):
            radio.setObjectName(f"blue-player-{number}")
            self.blue_group.addButton(radio, number)
            blue_row.addWidget(radio)
        blue_row.addStretch(1)
        self.blue_radios[0].setChecked(True)
        self.rounds_label = QLabel(self)
        self.rounds_spin = QSpinBox(self)
        self.rounds_spin.setObjectName("rounds")
        self.rounds_spin.setRange(1, 20)
        self.rounds_spin.setValue(DEFAULT_ROUNDS)
        self.unlimited_box = QCheckBox(self)
        self.unlimited_box.setObjectName("unlimited-rounds")
        self.unlimited_box.toggled.connect(lambda on: self.rounds_spin.setEnabled(not on))
        rounds_row = QHBoxLayout()
        rounds_row.addWidget(self.rounds_spin)
        rounds_row.addWidget(self.unlimited_box)
        rounds_row.addStretch(1)
        # The team battle: a teammate for each of the dialog's players.
        self.team_box = QCheckBox(self)
        self.team_box.setObjectName("team-battle")
        saved = [
            entry
            for entry in RosterStore(workspace.db).list(system.id)
            if army_of(entry.document).format == TEAM_FORMAT
        ]
        self.mate_labels = [QLabel(self), QLabel(self)]
        self.mates = [TeammateSeat(number, saved, self) for number in (0, 1)]
        if len(saved) > 1:
            self.mates[1].army_combo.setCurrentIndex(1)
        self.team_problems = QListWidget(self)
        self.team_problems.setObjectName("team-problems")
        self.team_problems.setMaximumHeight(90)
        self.team_accept = QCheckBox(self)
        self.team_accept.setObjectName("accept-team-problems")
        self.problems: list[str] = []
        self.team_box.toggled.connect(self._team_changed)
        for mate in self.mates:
            mate.name_edit.textChanged.connect(self._team_changed)
            mate.army_combo.currentIndexChanged.connect(self._team_changed)
        self.rosters: list[RosterDocument | None] = [None, None]
        self.form = QFormLayout(self)
        self.form.addRow(self.blue_label, blue_row)
        self.form.addRow(self.rounds_label, rounds_row)
        self.form.addRow(self.team_box)
        for label, mate in zip(self.mate_labels, self.mates, strict=True):
            self.form.addRow(label, mate)
        self.form.addRow(self.team_problems)
        self.form.addRow(self.team_accept)
        self.retranslate()
        self._team_changed()

    # --- what the dialog tells and asks -------------------------------------------------------

    def set_players(self, names: Sequence[str], rosters: Sequence[RosterDocument | None]) -> None:
        """The players' names (as shown) and armies changed."""
        self.names = list(names)
        self.rosters = list(rosters)
        self._team_changed()

    def team_battle(self) -> bool:
        return self.team_box.isChecked()

    def side_names(self) -> list[str]:
        if not self.team_battle():
            return list(self.names)
        return [f"{self.names[side]} & {self.mates[side].name()}" for side in (0, 1)]

    def _team_changed(self) -> None:
        team = self.team_battle()
        for widget in (*self.mate_labels, *self.mates):
            widget.setVisible(team)
        for number, radio in enumerate(self.blue_radios):
            # "&" would mark a shortcut letter: a team's name shows it doubled.
            name = self.side_names()[number] if number < len(self.names) else ""
            radio.setText(name.replace("&", "&&"))
        self._mate_texts()
        self.problems = self._team_problems() if team else []
        self.team_problems.clear()
        self.team_problems.addItems(self.problems)
        self.team_problems.setVisible(bool(self.problems))
        self.team_accept.setVisible(bool(self.problems))
        if not self.problems:
            self.team_accept.setChecked(False)

    def _team_problems(self) -> list[str]:
        """The teammates' armies' own errors and each team's (one faction, shared uniqueness,
        the team format), one sentence each."""
        catalog = self.workspace.catalog(self.system.id)
        language = current_language()
        found: list[str] = []
        for side, mate in enumerate(self.mates):
            document = mate.document()
            if document is None:
                continue
            own: list[Violation] = self.system.validate(document, catalog)
            for violation in own:
                if violation.severity == "error":
                    found.append(f"{mate.name()}: {violation.message(language)}")
            first = self.rosters[side] if side < len(self.rosters) else None
            if first is None:
                continue
            name = self.names[side] if side < len(self.names) else ""
            team = [(name, army_of(first)), (mate.name(), army_of(document))]
            found += [v.message(language) for v in validate_team(team, catalog)]
        return found

    def setup(
        self,
        players: Sequence[tuple[str, RosterDocument]],
        accepted: Sequence[Sequence[str]],
        catalog: Any,
    ) -> Any:
        """The game's setup from these choices; raises MusterError when it cannot be."""
        if not self.team_battle():
            return self.rules.new_setup(
                list(players),
                catalog,
                blue_player=self.blue_player(),
                rounds=self.rounds(),
                violations=[list(codes) for codes in accepted],
            )
        problem = self.team_problem()
        if problem:
            raise MusterError("{detail}", detail=problem)
        mates = [(mate.name(), mate.document()) for mate in self.mates]
        return self.rules.new_setup(
            [*players, *mates],
            catalog,
            blue_player=self.blue_player(),
            rounds=self.rounds(),
            teams=TEAMS,
            violations=[list(codes) for codes in accepted],
        )

    def team_problem(self) -> str:
        """What stops a team battle from starting, in one sentence ("" when nothing does)."""
        for mate in self.mates:
            if mate.document() is None:
                return self.tr("Choose an army of the format Team battle for {player}.").format(
                    player=mate.name()
                )
        names = [*self.names, *(mate.name() for mate in self.mates)]
        if len({name.casefold() for name in names}) != len(names):
            return self.tr("The four players need different names.")
        if self.problems and not self.team_accept.isChecked():
            return self.tr("The teams break the rules: tick the box to play anyway.")
        return ""

    def blue_player(self) -> int:
        return max(0, self.blue_group.checkedId())

    def rounds(self) -> int | None:
        """The rounds to play; None: the optional unlimited rounds."""
        return None if self.unlimited_box.isChecked() else self.rounds_spin.value()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Game"))
        self.blue_label.setText(self.tr("Blue player"))
        self.blue_label.setToolTip(
            self.tr("The blue player chooses the battle cards and takes the round counter first")
        )
        self.rounds_label.setText(self.tr("Rounds"))
        self.unlimited_box.setText(self.tr("Unlimited rounds"))
        self.team_box.setText(self.tr("Team battle (2v2): each player with a teammate"))
        self.team_box.setToolTip(
            self.tr(
                "Two teams of two players, each with an army of 600 points; the two armies of "
                "a team belong to one faction and share the uniqueness rules"
            )
        )
        self.team_accept.setText(self.tr("Play anyway"))
        self._mate_texts()

    def _mate_texts(self) -> None:
        for side, label in enumerate(self.mate_labels):
            name = self.names[side] if side < len(self.names) else ""
            label.setText(format_text(self.tr("Teammate of {player}"), player=name))
