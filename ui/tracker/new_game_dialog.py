"""The New game dialog: two players and their strike teams (saved rosters, a roster file or a
pasted share code), the violations each team carries, the mission set, the deck mode and the
first player, entered or rolled with five attack dice each."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.errors import MusterError
from app.i18n import format_text
from app.roster import share
from app.roster.document import RosterDocument
from app.roster.store import RosterStore, SavedRoster
from app.systems.base import GameSystem, Violation
from app.workspace import Workspace
from ui.tracker import style
from ui.tracker.dice import DiceRow
from ui.widgets.retranslate import Retranslatable

Index = QModelIndex | QPersistentModelIndex


@dataclass
class NewGameChoice:
    """What the players chose; the tracker core turns it into the game's setup."""

    names: tuple[str, str]
    rosters: tuple[RosterDocument, RosterDocument]
    accepted: tuple[list[str], list[str]]  # violation codes knowingly accepted
    mission_set: str | None
    objectives: int
    deck_mode: str
    first_player: int
    roll: list[list[list[str]]] | None = None  # rounds of dice, when rolled
    extra: dict[str, Any] = field(default_factory=dict)


class SavedRostersModel(QAbstractListModel):
    """The saved rosters of one system, newest first, plus teams loaded from a file or code."""

    def __init__(self, rosters: list[SavedRoster], parent: Any = None) -> None:
        super().__init__(parent)
        self.entries: list[tuple[str, RosterDocument]] = [(r.name, r.document) for r in rosters]

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.entries)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        name, document = self.entries[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return name or document.name or "—"
        if role == Qt.ItemDataRole.UserRole:
            return document
        return None

    def add(self, name: str, document: RosterDocument) -> int:
        row = len(self.entries)
        self.beginInsertRows(QModelIndex(), row, row)
        self.entries.append((name, document))
        self.endInsertRows()
        return row


class PlayerBox(Retranslatable, QGroupBox):
    """One player: name, strike team, the team's violations and the choice to play anyway."""

    def __init__(
        self,
        number: int,
        workspace: Workspace,
        system: GameSystem,
        model: SavedRostersModel,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.number = number
        self.workspace = workspace
        self.system = system
        self.setObjectName(f"player-{number}")
        self.violations: list[Violation] = []
        self.name_label = QLabel(self)
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("player-name")
        self.team_label = QLabel(self)
        self.team_combo = QComboBox(self)
        self.team_combo.setObjectName("team")
        self.team_combo.setModel(model)
        self.team_combo.setMinimumContentsLength(24)
        self.file_button = QPushButton(self)
        self.file_button.setObjectName("team-file")
        self.file_button.clicked.connect(self.load_file)
        self.code_button = QPushButton(self)
        self.code_button.setObjectName("team-code")
        self.code_button.clicked.connect(self.paste_code)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.violation_list = QListWidget(self)
        self.violation_list.setObjectName("violations")
        self.violation_list.setMaximumHeight(90)
        self.accept_box = QCheckBox(self)
        self.accept_box.setObjectName("accept-violations")
        team_row = QHBoxLayout()
        team_row.addWidget(self.team_combo, 1)
        team_row.addWidget(self.file_button)
        team_row.addWidget(self.code_button)
        form = QFormLayout(self)
        form.addRow(self.name_label, self.name_edit)
        form.addRow(self.team_label, team_row)
        form.addRow(self.summary)
        form.addRow(self.violation_list)
        form.addRow(self.accept_box)
        self.team_combo.currentIndexChanged.connect(self.refresh_team)
        self.retranslate()

    def document(self) -> RosterDocument | None:
        row = self.team_combo.currentIndex()
        model = self.team_combo.model()
        if row < 0 or not isinstance(model, SavedRostersModel) or row >= len(model.entries):
            return None
        return model.entries[row][1]

    def _add_team(self, document: RosterDocument) -> None:
        model = self.team_combo.model()
        assert isinstance(model, SavedRostersModel)
        row = model.add(document.name, document)
        self.team_combo.setCurrentIndex(row)

    def load_file(self) -> None:
        file, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a roster file"), "", self.tr("Muster rosters (*.json)")
        )
        if not file:
            return
        try:
            self._add_team(RosterDocument.read(Path(file)))
        except MusterError as exc:
            QMessageBox.warning(self, self.tr("Roster file"), exc.message())

    def paste_code(self) -> None:
        text, ok = QInputDialog.getText(
            self, self.tr("Share code"), self.tr("Paste the strike team's share code:")
        )
        if ok and text.strip():
            self.add_share_code(text)

    def add_share_code(self, text: str) -> bool:
        try:
            self._add_team(share.decode(text, self.workspace.catalog))
        except MusterError as exc:
            QMessageBox.warning(self, self.tr("Share code"), exc.message())
            return False
        return True

    def refresh_team(self) -> None:
        document = self.document()
        self.violation_list.clear()
        self.violations = []
        if document is None:
            if self.team_combo.count():
                self.summary.setText(self.tr("Choose a strike team."))
            else:  # first start: nothing saved yet, say where teams come from
                self.summary.setText(
                    self.tr(
                        "No saved strike team yet: build one in the Builder, or open a file "
                        "or a share code here."
                    )
                )
            self.accept_box.setVisible(False)
            return
        try:
            catalog = self.workspace.catalog(document.system)
            self.violations = self.system.validate(document, catalog)
        except MusterError as exc:
            self.summary.setText(exc.message())
            return
        errors = [v for v in self.violations if v.severity == "error"]
        for violation in self.violations:
            self.violation_list.addItem(violation.message())
        self.violation_list.setVisible(bool(self.violations))
        if errors:
            self.summary.setText(self.tr("This strike team breaks %n rule(s).", "", len(errors)))
        else:
            self.summary.setText(self.tr("This strike team is legal."))
        self.accept_box.setVisible(bool(errors))
        self.accept_box.setChecked(False)

    def is_ready(self) -> bool:
        if self.document() is None:
            return False
        has_errors = any(v.severity == "error" for v in self.violations)
        return not has_errors or self.accept_box.isChecked()

    def accepted_codes(self) -> list[str]:
        return sorted({v.code for v in self.violations if v.severity == "error"})

    def retranslate(self) -> None:
        self.setTitle(self.tr("Player {number}").format(number=self.number + 1))
        self.name_label.setText(self.tr("Name"))
        self.team_label.setText(self.tr("Strike team"))
        self.file_button.setText(self.tr("File…"))
        self.file_button.setToolTip(self.tr("Load a roster file"))
        self.code_button.setText(self.tr("Share code…"))
        self.code_button.setToolTip(self.tr("Paste a share code"))
        self.accept_box.setText(self.tr("Play with this strike team anyway"))
        self.refresh_team()


class NewGameDialog(Retranslatable, QDialog):
    def __init__(
        self,
        workspace: Workspace,
        system: GameSystem,
        roll_dice: Callable[[], tuple[int, list[list[list[str]]]]],
        parent: QWidget | None = None,
    ) -> None:
        """``roll_dice`` rolls for the first player: (winner, rounds of faces per player)."""
        super().__init__(parent)
        self.setObjectName("new-game-dialog")
        self.workspace = workspace
        self.system = system
        self.roll_dice = roll_dice
        self.roll: list[list[list[str]]] | None = None
        rosters = RosterStore(workspace.db).list(system.id)
        self.rosters_model = SavedRostersModel(rosters, self)
        self.players = [PlayerBox(n, workspace, system, self.rosters_model, self) for n in (0, 1)]
        if len(rosters) > 1:
            self.players[1].team_combo.setCurrentIndex(1)

        self.game_box = QGroupBox(self)
        self.mission_label = QLabel(self)
        self.mission_combo = QComboBox(self)
        self.mission_combo.setObjectName("mission-set")
        self.mission_combo.setEditable(True)
        self.objectives_label = QLabel(self)
        self.objectives_spin = QSpinBox(self)
        self.objectives_spin.setObjectName("objectives")
        self.objectives_spin.setRange(1, 9)
        self.objectives_spin.setValue(5)
        self.deck_label = QLabel(self)
        self.digital_radio = QRadioButton(self)
        self.digital_radio.setObjectName("deck-digital")
        self.digital_radio.setChecked(True)
        self.physical_radio = QRadioButton(self)
        self.physical_radio.setObjectName("deck-physical")
        self.deck_group = QButtonGroup(self)
        self.deck_group.addButton(self.digital_radio)
        self.deck_group.addButton(self.physical_radio)
        deck_row = QHBoxLayout()
        deck_row.addWidget(self.digital_radio)
        deck_row.addWidget(self.physical_radio)
        deck_row.addStretch(1)

        self.first_label = QLabel(self)
        self.first_radios = [QRadioButton(self), QRadioButton(self)]
        self.first_group = QButtonGroup(self)
        for number, radio in enumerate(self.first_radios):
            radio.setObjectName(f"first-player-{number}")
            self.first_group.addButton(radio, number)
            radio.toggled.connect(self._first_player_entered)
        self.roll_button = QPushButton(self)
        self.roll_button.setObjectName("roll-first-player")
        self.roll_button.setStyleSheet(style.touch_button_style())
        self.roll_button.clicked.connect(self.roll_for_first_player)
        first_row = QHBoxLayout()
        for radio in self.first_radios:
            first_row.addWidget(radio)
        first_row.addWidget(self.roll_button)
        first_row.addStretch(1)
        self.dice_area = QWidget(self)
        self.dice_grid = QGridLayout(self.dice_area)
        self.dice_grid.setContentsMargins(0, 0, 0, 0)
        self.roll_result = QLabel(self)
        self.roll_result.setObjectName("roll-result")
        self.roll_result.setWordWrap(True)
        self.first_radios[0].setChecked(True)

        form = QFormLayout()
        form.addRow(self.mission_label, self.mission_combo)
        form.addRow(self.objectives_label, self.objectives_spin)
        form.addRow(self.deck_label, deck_row)
        form.addRow(self.first_label, first_row)
        game_layout = QVBoxLayout(self.game_box)
        game_layout.addLayout(form)
        game_layout.addWidget(self.dice_area)
        game_layout.addWidget(self.roll_result)

        self.problem = QLabel(self)
        self.problem.setObjectName("problem")
        self.problem.setStyleSheet("color: #b3261e;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        players_row = QHBoxLayout()
        for box in self.players:
            players_row.addWidget(box)
            box.name_edit.textChanged.connect(self._update_names)
            box.team_combo.currentIndexChanged.connect(self._update_missions)
            box.accept_box.toggled.connect(self._update_ok)
            box.team_combo.currentIndexChanged.connect(self._update_ok)
            box.name_edit.textChanged.connect(self._update_ok)
        layout = QVBoxLayout(self)
        layout.addLayout(players_row)
        layout.addWidget(self.game_box)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.retranslate()
        self._update_missions()
        self._update_ok()

    def preselect(self, document: RosterDocument, player: int = 0) -> None:
        """Seats ``document`` with ``player`` (the team the builder asked to play): its saved
        copy when it matches one, otherwise the team as it stands, added to the choices."""
        wanted = document.to_json()
        model = self.rosters_model
        row = next(
            (n for n, (_, saved) in enumerate(model.entries) if saved.to_json() == wanted), -1
        )
        if row < 0:
            row = model.add(document.name, document.copy())
        self.players[player].team_combo.setCurrentIndex(row)
        other = self.players[1 - player].team_combo
        if other.currentIndex() == row and model.rowCount() > 1:
            other.setCurrentIndex(next(n for n in range(model.rowCount()) if n != row))

    def player_name(self, player: int) -> str:
        return self.players[player].name_edit.text().strip() or self.tr("Player {number}").format(
            number=player + 1
        )

    def _update_names(self) -> None:
        for number, radio in enumerate(self.first_radios):
            radio.setText(self.player_name(number))
        self._show_roll()

    def _update_missions(self) -> None:
        current = self.mission_combo.currentText()
        self.mission_combo.clear()
        seen = []
        for box in self.players:
            document = box.document()
            if document is not None and document.mission_set and document.mission_set not in seen:
                seen.append(document.mission_set)
        self.mission_combo.addItems(seen)
        if current:
            self.mission_combo.setCurrentText(current)

    def _first_player_entered(self) -> None:
        if self.sender() is not None and not getattr(self, "_rolling", False):
            self.roll = None
            self._show_roll()

    def roll_for_first_player(self) -> None:
        winner, rounds = self.roll_dice()
        self._rolling = True
        self.first_radios[winner].setChecked(True)
        self._rolling = False
        self.roll = rounds
        self._show_roll()

    def _show_roll(self) -> None:
        while self.dice_grid.count():
            item = self.dice_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        if not self.roll:
            self.roll_result.setText("")
            self.dice_area.setVisible(False)
            return
        self.dice_area.setVisible(True)
        for number, faces in enumerate(self.roll):
            heading = QLabel(self.tr("Roll {number}").format(number=number + 1), self.dice_area)
            self.dice_grid.addWidget(heading, number * 2, 0, 1, 2)
            for player in (0, 1):
                label = QLabel(self.player_name(player), self.dice_area)
                dice = DiceRow(self.dice_area)
                dice.set_faces(faces[player])
                dice.setObjectName(f"dice-{number}-{player}")
                column = player * 2
                self.dice_grid.addWidget(label, number * 2 + 1, column)
                self.dice_grid.addWidget(dice, number * 2 + 1, column + 1)
        self.dice_grid.setColumnStretch(4, 1)
        self.dice_grid.setColumnMinimumWidth(2, 24)
        winner = self.first_group.checkedId()
        text = self.tr("{player} goes first.").format(player=self.player_name(winner))
        if len(self.roll) > 1:
            text = self.tr("A full tie was rolled again. ") + text
        self.roll_result.setText(text)
        self.adjustSize()

    def _update_ok(self) -> None:
        problem = ""
        for number, box in enumerate(self.players):
            if box.document() is None:
                problem = self.tr("Choose a strike team for {player}.").format(
                    player=self.player_name(number)
                )
                break
            if not box.is_ready():
                problem = format_text(
                    self.tr(
                        "{player}'s strike team breaks the rules: tick the box to play it anyway."
                    ),
                    player=self.player_name(number),
                )
                break
        if not problem and self.player_name(0).casefold() == self.player_name(1).casefold():
            problem = self.tr("The two players need different names.")
        self.problem.setText(problem)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not problem)

    def choice(self) -> NewGameChoice:
        documents = [box.document() for box in self.players]
        assert documents[0] is not None and documents[1] is not None
        mission = self.mission_combo.currentText().strip() or None
        return NewGameChoice(
            names=(self.player_name(0), self.player_name(1)),
            rosters=(documents[0], documents[1]),
            accepted=(self.players[0].accepted_codes(), self.players[1].accepted_codes()),
            mission_set=mission,
            objectives=self.objectives_spin.value(),
            deck_mode="physical" if self.physical_radio.isChecked() else "digital",
            first_player=max(0, self.first_group.checkedId()),
            roll=self.roll,
        )

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.game_box.setTitle(self.tr("Game"))
        self.mission_label.setText(self.tr("Mission set"))
        editor = self.mission_combo.lineEdit()
        if editor is not None:
            editor.setPlaceholderText(self.tr("The mission set you play"))
        self.objectives_label.setText(self.tr("Objectives"))
        self.deck_label.setText(self.tr("Order decks"))
        self.digital_radio.setText(self.tr("Digital: Muster shuffles and reveals"))
        self.physical_radio.setText(self.tr("Physical: we use our own cards"))
        self.first_label.setText(self.tr("First player"))
        self.roll_button.setText(self.tr("Roll the dice"))
        self.roll_button.setToolTip(
            self.tr(
                "Five attack dice each: most crits, then hits, then expertise; "
                "a full tie rolls again"
            )
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start the game"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self._update_names()
        if hasattr(self, "problem"):
            self._update_ok()
