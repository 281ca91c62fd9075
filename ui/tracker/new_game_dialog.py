"""The New game dialog: the game (when several can be tracked), two players and their strike
teams (saved rosters, a roster file or a pasted share code), the violations each team carries,
and the game's own choices, in a box the game's interface package gives
(``ui.systems.views(system_id).new_game``, see :class:`GameOptions`)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, QSettings, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app import systems
from app.errors import MusterError
from app.i18n import current_language, format_text
from app.roster import share
from app.roster.document import RosterDocument
from app.roster.store import RosterStore, SavedRoster
from app.systems.base import GameSystem, Violation
from app.workspace import Workspace
from ui import systems as game_views
from ui.widgets.retranslate import Retranslatable

Index = QModelIndex | QPersistentModelIndex
SYSTEM_KEY = "games/new_game_system"  # the game last chosen, in the window's QSettings


def game_says(system: GameSystem, which: str, **params: object) -> str:
    """The game's own sentence about a player's roster (its ``ScoreWords``: "Choose an
    army."), or "" where the dialog's own (a strike team's) serve."""
    try:
        words = systems.scored(system.id).score_words()
    except MusterError:
        return ""
    return words.word(which, current_language(), **params)


class GameOptions(Protocol):
    """A game's own choices in the New game dialog: a QWidget shown under the players, made by
    ``GameViews.new_game(workspace, system, parent)``."""

    def set_players(self, names: Sequence[str], rosters: Sequence[RosterDocument | None]) -> None:
        """The players' names as shown (never empty) and their teams (None: none chosen)."""
        ...

    def setup(
        self,
        players: Sequence[tuple[str, RosterDocument]],
        accepted: Sequence[Sequence[str]],
        catalog: Any,
    ) -> Any:
        """The game's setup (what ``Game.create`` records) for these players, their teams and
        the violation codes each knowingly accepted; raises MusterError when it cannot be.
        A box with ``uses_rosters = False`` seats the players itself (any number): the dialog
        hides its two players, asks the box's ``problem()`` (one sentence, "" when none)
        whenever its ``changed`` signal fires, and calls ``setup([], [], catalog)``."""
        ...


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
            self,
            self.tr("Share code"),
            game_says(self.system, "paste_code") or self.tr("Paste the strike team's share code:"),
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
                self.summary.setText(
                    game_says(self.system, "choose") or self.tr("Choose a strike team.")
                )
            else:  # first start: nothing saved yet, say where teams come from
                self.summary.setText(
                    game_says(self.system, "none_saved")
                    or self.tr(
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
            self.summary.setText(
                game_says(self.system, "breaks", n=len(errors))
                or self.tr("This strike team breaks %n rule(s).", "", len(errors))
            )
        else:
            self.summary.setText(
                game_says(self.system, "legal") or self.tr("This strike team is legal.")
            )
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
        self.team_label.setText(game_says(self.system, "roster") or self.tr("Strike team"))
        self.file_button.setText(self.tr("File…"))
        self.file_button.setToolTip(self.tr("Load a roster file"))
        self.code_button.setText(self.tr("Share code…"))
        self.code_button.setToolTip(self.tr("Paste a share code"))
        self.accept_box.setText(
            game_says(self.system, "play_anyway") or self.tr("Play with this strike team anyway")
        )
        self.refresh_team()


class NewGameDialog(Retranslatable, QDialog):
    """Accepted, ``system`` is the game chosen and ``setup`` its setup, ready to be recorded."""

    def __init__(
        self,
        workspace: Workspace,
        parent: QWidget | None = None,
        system_id: str | None = None,
        ui_settings: QSettings | None = None,
    ) -> None:
        """``system_id``: the game to start with (else the one chosen last time, else the
        first the tracker follows)."""
        super().__init__(parent)
        self.setObjectName("new-game-dialog")
        self.workspace = workspace
        self.ui_settings = ui_settings
        self.setup: Any = None
        self.options: Any = None
        self.system_label = QLabel(self)
        self.system_combo = QComboBox(self)
        self.system_combo.setObjectName("game-system")
        # The games the player plays (Settings → Games I play); "Show every game" adds the
        # others after them.
        tracked = game_views.tracker_ids()
        self.played = game_views.played_only(tracked, workspace.prefs.games_played)
        self.all_games_box = QCheckBox(self)
        self.all_games_box.setObjectName("all-games")
        self.all_games_box.setVisible(len(self.played) < len(tracked))
        if system_id is None and ui_settings is not None:
            remembered = str(ui_settings.value(SYSTEM_KEY, "") or "")
            system_id = remembered if remembered in self.played else None
        # A game asked for by name (a team to play from the Builder) is offered even when
        # the player did not tick it.
        self.all_games_box.setChecked(system_id in tracked and system_id not in self.played)
        self._list_systems(system_id)
        # One game to track: nothing to choose.
        self.system_label.setVisible(len(tracked) > 1)
        self.system_combo.setVisible(len(tracked) > 1)
        self.system: GameSystem = systems.get(str(self.system_combo.currentData()))
        self.rosters_model = SavedRostersModel([], self)
        self.players = [
            PlayerBox(n, workspace, self.system, self.rosters_model, self) for n in (0, 1)
        ]

        self.problem = QLabel(self)
        self.problem.setObjectName("problem")
        self.problem.setStyleSheet("color: #b3261e;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        system_row = QHBoxLayout()
        system_row.addWidget(self.system_label)
        system_row.addWidget(self.system_combo)
        system_row.addWidget(self.all_games_box)
        system_row.addStretch(1)
        players_row = QHBoxLayout()
        for box in self.players:
            players_row.addWidget(box)
            box.name_edit.textChanged.connect(self._update_players)
            box.team_combo.currentIndexChanged.connect(self._update_players)
            box.accept_box.toggled.connect(self._update_ok)
        self.main_layout = QVBoxLayout(self)
        self.main_layout.addLayout(system_row)
        self.main_layout.addLayout(players_row)
        self.main_layout.addWidget(self.problem)
        self.main_layout.addWidget(self.buttons)
        self._load_system()
        self.system_combo.currentIndexChanged.connect(self._system_chosen)
        self.all_games_box.toggled.connect(self._all_games_toggled)
        self.retranslate()

    # --- the game -----------------------------------------------------------------------------

    def _list_systems(self, current: str | None) -> None:
        """Fills the game list (the games played, or every game with those first) and
        chooses ``current`` in it, else its first game; no signal."""
        tracked = game_views.tracker_ids()
        shown = (
            game_views.played_first(tracked, self.played)
            if self.all_games_box.isChecked()
            else self.played
        )
        self.system_combo.blockSignals(True)
        self.system_combo.clear()
        language = current_language()
        for tracked_id in shown:
            self.system_combo.addItem(systems.display_name(tracked_id, language), tracked_id)
        self.system_combo.setCurrentIndex(max(self.system_combo.findData(current), 0))
        self.system_combo.blockSignals(False)

    def _all_games_toggled(self) -> None:
        self._list_systems(self.system.id)
        if self.system_combo.currentData() != self.system.id:
            self._system_chosen()

    def _system_chosen(self) -> None:
        self.system = systems.get(str(self.system_combo.currentData()))
        if self.ui_settings is not None:
            self.ui_settings.setValue(SYSTEM_KEY, self.system.id)
        self._load_system()

    def _load_system(self) -> None:
        """The chosen game's saved teams in both players' lists, and its own choices."""
        rosters = RosterStore(self.workspace.db).list(self.system.id)
        previous = self.rosters_model
        self.rosters_model = SavedRostersModel(rosters, self)
        for box in self.players:
            box.system = self.system
            box.team_combo.setModel(self.rosters_model)
            box.team_combo.setCurrentIndex(0 if rosters else -1)
        previous.deleteLater()
        if len(rosters) > 1:
            self.players[1].team_combo.setCurrentIndex(1)
        if self.options is not None:
            self.main_layout.removeWidget(self.options)
            self.options.hide()  # until it is deleted, never drawn over the dialog
            self.options.deleteLater()
        factory = game_views.views(self.system.id).new_game
        self.options = factory(self.workspace, self.system, self) if factory else None
        if self.options is not None:
            self.main_layout.insertWidget(2, self.options)
            # A layout shows a new child of a visible dialog only later (a queued call): show
            # it now, or a box made while the dialog is open can stay hidden.
            self.options.show()
            if not self.uses_rosters():
                self.options.changed.connect(self._update_ok)
        for box in self.players:
            box.setVisible(self.uses_rosters())
        for box in self.players:
            box.retranslate()  # the game's words, and its team's verdict
        self._update_players()

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

    def _update_players(self) -> None:
        if self.options is not None:
            self.options.set_players(
                [self.player_name(n) for n in (0, 1)], [box.document() for box in self.players]
            )
        self._update_ok()

    def uses_rosters(self) -> bool:
        """Whether the game's players bring strike teams (else its box seats them)."""
        return bool(getattr(self.options, "uses_rosters", True))

    def _update_ok(self) -> None:
        if not hasattr(self, "problem"):
            return
        if self.options is not None and not self.uses_rosters():
            problem = str(self.options.problem())
            self.problem.setText(problem)
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)
            return
        problem = ""
        for number, box in enumerate(self.players):
            if box.document() is None:
                player = self.player_name(number)
                problem = game_says(self.system, "choose_for", player=player) or self.tr(
                    "Choose a strike team for {player}."
                ).format(player=player)
                break
            if not box.is_ready():
                player = self.player_name(number)
                problem = game_says(self.system, "breaks_for", player=player) or format_text(
                    self.tr(
                        "{player}'s strike team breaks the rules: tick the box to play it anyway."
                    ),
                    player=player,
                )
                break
        if not problem and self.player_name(0).casefold() == self.player_name(1).casefold():
            problem = self.tr("The two players need different names.")
        self.problem.setText(problem)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not problem and self.options is not None)

    def accept(self) -> None:
        """Makes the game's setup; a choice the game's rules refuse is said here, and the
        dialog stays open with everything as entered."""
        if self.options is not None and not self.uses_rosters():
            try:
                self.setup = self.options.setup([], [], self.workspace.catalog(self.system.id))
            except MusterError as exc:
                self.problem.setText(exc.message())
                return
            if self.ui_settings is not None:
                self.ui_settings.setValue(SYSTEM_KEY, self.system.id)
            super().accept()
            return
        documents = [box.document() for box in self.players]
        if self.options is None or documents[0] is None or documents[1] is None:
            return
        players = [(self.player_name(n), documents[n]) for n in (0, 1)]
        try:
            catalog = self.workspace.catalog(self.system.id)
            self.setup = self.options.setup(
                players, [box.accepted_codes() for box in self.players], catalog
            )
        except MusterError as exc:
            self.problem.setText(exc.message())
            return
        if self.ui_settings is not None:
            self.ui_settings.setValue(SYSTEM_KEY, self.system.id)
        super().accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.system_label.setText(self.tr("Game system"))
        self.all_games_box.setText(self.tr("Show every game"))
        self.all_games_box.setToolTip(
            self.tr("Also offer the games not ticked under Settings → Games I play")
        )
        language = current_language()
        for row in range(self.system_combo.count()):
            system_id = str(self.system_combo.itemData(row))
            self.system_combo.setItemText(row, systems.display_name(system_id, language))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start the game"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self._update_players()
