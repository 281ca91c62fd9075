"""The "Record game" dialog: date, two players, their strike teams, the result, each one's
figures of the game's own score (the system's ``score_fields``, named in its words: victory
tokens and score, success points, conquest points…), how the game ended, turns
and notes. The same dialog edits a recorded game.

The result is checked as it is entered, against the game's own rules (the system's
``result_problem``): OK stays greyed while the figures cannot be, with the reason shown."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app import systems
from app.campaign.participants import strike_teams
from app.campaign.players import find_player, list_players
from app.campaign.records import GameRecord, SeatResult, check_result, check_seats, score_fields
from app.campaign.storage import clean_name
from app.db import Database
from app.errors import MusterError
from app.i18n import current_language
from app.roster.document import RosterDocument
from app.roster.store import RosterStore
from ui.campaign.commands import GameInput
from ui.campaign.models import game_word
from ui.widgets.retranslate import Retranslatable

RESULTS = ("first", "second", "draw")


class GameDialog(Retranslatable, QDialog):
    """Asks for a two-player game; ``game()`` gives it once accepted."""

    def __init__(
        self,
        db: Database,
        campaign_id: int,
        system: str,
        parent: QWidget | None = None,
        record: GameRecord | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("game-dialog")
        self.db = db
        self.campaign_id = campaign_id
        self.system = system
        self.editing = record is not None
        self.players = [p.name for p in list_players(db)]
        self.saved_rosters = RosterStore(db).list(system)

        self.date_edit = QDateEdit(self)
        self.date_edit.setObjectName("game-date")
        self.date_edit.setCalendarPopup(True)
        self.date_edit.setDisplayFormat("yyyy-MM-dd")
        self.date_edit.setDate(QDate.currentDate())

        grid = QGridLayout()
        self.player_labels: list[QLabel] = []
        self.player_boxes: list[QComboBox] = []
        self.team_labels: list[QLabel] = []
        self.team_boxes: list[QComboBox] = []
        self.primary_labels: list[QLabel] = []
        self.primary_boxes: list[QSpinBox] = []
        # The game's secondary figure (Legion's score), where it has one.
        fields = score_fields(system)
        self.primary = next((f for f in fields if f.column == "primary"), None)
        self.secondary = next((f for f in fields if f.column == "secondary"), None)
        self.score_labels: list[QLabel] = []
        self.score_boxes: list[QSpinBox] = []
        for seat in range(2):
            player = QComboBox(self)
            player.setObjectName(f"player-{seat + 1}")
            player.setEditable(True)
            player.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
            player.addItems(self.players)
            player.setCurrentIndex(-1)
            player.setEditText("")
            player.setMinimumContentsLength(16)
            team = QComboBox(self)
            team.setObjectName(f"team-{seat + 1}")
            team.setMinimumContentsLength(16)
            team.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            primary = QSpinBox(self)
            primary.setObjectName(f"primary-{seat + 1}")
            # Each game's own score goes here (victory tokens, a conquest's 15+ points…); its
            # rules say which figures a result may have (result_problem).
            primary.setRange(0, 99)
            primary.valueChanged.connect(self._check)
            labels = (QLabel(self), QLabel(self), QLabel(self))
            labels[0].setBuddy(player)
            labels[1].setBuddy(team)
            labels[2].setBuddy(primary)
            column = seat * 2
            grid.addWidget(labels[0], 0, column)
            grid.addWidget(player, 0, column + 1)
            grid.addWidget(labels[1], 1, column)
            grid.addWidget(team, 1, column + 1)
            grid.addWidget(labels[2], 2, column)
            grid.addWidget(primary, 2, column + 1)
            score = QSpinBox(self)
            score.setObjectName(f"score-{seat + 1}")
            score.setRange(0, 9999)
            score.valueChanged.connect(self._check)
            score_label = QLabel(self)
            score_label.setBuddy(score)
            grid.addWidget(score_label, 3, column)
            grid.addWidget(score, 3, column + 1)
            score.setVisible(self.secondary is not None)
            score_label.setVisible(self.secondary is not None)
            self.score_labels.append(score_label)
            self.score_boxes.append(score)
            self.player_labels.append(labels[0])
            self.team_labels.append(labels[1])
            self.primary_labels.append(labels[2])
            self.player_boxes.append(player)
            self.team_boxes.append(team)
            self.primary_boxes.append(primary)
            player.editTextChanged.connect(lambda _text, s=seat: self._player_changed(s))

        self.result_box = QComboBox(self)
        self.result_box.setObjectName("result")
        self.result_box.addItems(["", "", ""])
        self.result_box.currentIndexChanged.connect(self._check)
        self.reason_box = QComboBox(self)
        self.reason_box.setObjectName("end-reason")
        for key, _name in self._end_reasons():
            self.reason_box.addItem("", key)
        if record is not None and record.end_reason is None:
            self.reason_box.addItem("", None)  # a game recorded before the way it ended was
        self.reason_box.currentIndexChanged.connect(self._check)
        self.turns_box = QSpinBox(self)
        self.turns_box.setObjectName("turns")
        self.turns_box.setRange(0, 99)
        self.notes_edit = QPlainTextEdit(self)
        self.notes_edit.setObjectName("notes")
        self.notes_edit.setTabChangesFocus(True)
        self.notes_edit.setMaximumHeight(90)
        self.problem = QLabel(self)
        self.problem.setObjectName("problem")
        self.problem.setStyleSheet("color: #b00020;")
        self.problem.setWordWrap(True)

        self.form = QFormLayout()
        self.date_label = QLabel(self)
        self.result_label = QLabel(self)
        self.reason_label = QLabel(self)
        self.turns_label = QLabel(self)
        self.notes_label = QLabel(self)
        self.date_label.setBuddy(self.date_edit)
        self.result_label.setBuddy(self.result_box)
        self.reason_label.setBuddy(self.reason_box)
        self.turns_label.setBuddy(self.turns_box)
        self.notes_label.setBuddy(self.notes_edit)
        self.form.addRow(self.date_label, self.date_edit)
        self.form.addRow(self.result_label, self.result_box)
        self.form.addRow(self.reason_label, self.reason_box)
        self.form.addRow(self.turns_label, self.turns_box)
        self.form.addRow(self.notes_label, self.notes_edit)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addLayout(self.form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)

        for seat in range(2):
            self._fill_teams(seat)
        if record is not None:
            self._show(record)
        self.retranslate()
        self._check()

    # --- filling ------------------------------------------------------------------------

    def _fill_teams(self, seat: int) -> None:
        """The strike teams offered: the player's registered ones, then the saved rosters."""
        box = self.team_boxes[seat]
        current = box.currentData()
        box.blockSignals(True)
        box.clear()
        box.addItem(self.tr("(none)"), None)
        found = find_player(self.db, self.player_boxes[seat].currentText())
        if found is not None:
            for team in strike_teams(self.db, self.campaign_id, found.id):
                box.addItem(self.tr("{name} (registered)").format(name=team.name), team.roster)
        for saved in self.saved_rosters:
            box.addItem(saved.name or self.tr("(unnamed roster)"), saved.document)
        if isinstance(current, RosterDocument):
            self._select_team(seat, current)
        box.blockSignals(False)

    def _select_team(self, seat: int, roster: RosterDocument) -> None:
        box = self.team_boxes[seat]
        for row in range(box.count()):
            if box.itemData(row) == roster:
                box.setCurrentIndex(row)
                return
        box.addItem(roster.name or self.tr("(unnamed roster)"), roster)
        box.setCurrentIndex(box.count() - 1)

    def _show(self, record: GameRecord) -> None:
        played = record.played_on
        self.date_edit.setDate(QDate(played.year, played.month, played.day))
        for seat, entry in enumerate(record.seats[:2]):
            self.player_boxes[seat].setEditText(entry.player_name)
            self.primary_boxes[seat].setValue(entry.primary_score)
            self.score_boxes[seat].setValue(entry.score or 0)
            self._fill_teams(seat)
            if entry.roster is not None:
                self._select_team(seat, entry.roster)
        results = [entry.result for entry in record.seats[:2]]
        self.result_box.setCurrentIndex(
            2 if results[0] == "draw" else 0 if results[0] == "win" else 1
        )
        reason = self.reason_box.findData(record.end_reason)
        if reason >= 0:
            self.reason_box.setCurrentIndex(reason)
        self.turns_box.setValue(record.turns or 0)
        self.notes_edit.setPlainText(record.notes)

    def _player_changed(self, seat: int) -> None:
        self._fill_teams(seat)
        self._name_results()
        self._check()

    def _name_results(self) -> None:
        names = [box.currentText().strip() for box in self.player_boxes]
        first = names[0] or self.tr("Player 1")
        second = names[1] or self.tr("Player 2")
        self.result_box.setItemText(0, self.tr("{name} won").format(name=first))
        self.result_box.setItemText(1, self.tr("{name} won").format(name=second))
        self.result_box.setItemText(2, self.tr("Draw"))

    def _check(self) -> None:
        names = [clean_name(box.currentText()) for box in self.player_boxes]
        problem = ""
        if not all(names):
            problem = self.tr("Name both players.")
        elif names[0].casefold() == names[1].casefold():
            problem = self.tr("A player cannot play against themselves.")
        else:
            problem = self._rules_problem()
        self.problem.setText(problem)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(not problem)

    def _end_reasons(self) -> list[tuple[str, str]]:
        """How a game of the campaign's system ends; none for a system this Muster lacks (the
        check then says so, and OK stays greyed)."""
        try:
            return systems.scored(self.system).end_reasons()
        except MusterError:
            return []

    def _rules_problem(self) -> str:
        """Why the game's rules refuse the result as entered, as a sentence, or ""."""
        game = self.game()
        try:
            check_seats(game.seats)
            check_result(self.system, game.seats, game.end_reason)
        except MusterError as error:
            text = error.message(current_language())
            return text[:1].upper() + text[1:]
        return ""

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Edit game") if self.editing else self.tr("Record game"))
        self.player_labels[0].setText(self.tr("Player &1"))
        self.player_labels[1].setText(self.tr("Player &2"))
        roster = game_word(self.system, "roster", self.tr("Strike team"))
        primary = self.primary.name() if self.primary else self.tr("Score")
        for seat in range(2):
            self.team_labels[seat].setText(roster)
            self.primary_labels[seat].setText(primary)
            if self.secondary is not None:
                self.score_labels[seat].setText(self.secondary.name())
            self.team_boxes[seat].setItemText(0, self.tr("(none)"))
        self.date_label.setText(self.tr("&Date"))
        self.result_label.setText(self.tr("&Result"))
        self.reason_label.setText(self.tr("&Ended by"))
        for row, (_key, name) in enumerate(self._end_reasons()):
            self.reason_box.setItemText(row, name)
        if self.reason_box.findData(None) >= 0:
            self.reason_box.setItemText(self.reason_box.findData(None), self.tr("not noted"))
        self.turns_label.setText(self.tr("&Turns"))
        self.turns_box.setSpecialValueText(self.tr("not noted"))
        self.notes_label.setText(self.tr("&Notes"))
        self._name_results()
        self._check()

    # --- result -------------------------------------------------------------------------

    def game(self) -> GameInput:
        names = [clean_name(box.currentText()) for box in self.player_boxes]
        choice = RESULTS[max(0, self.result_box.currentIndex())]
        results = {"first": ("win", "loss"), "second": ("loss", "win"), "draw": ("draw", "draw")}
        seats = [
            SeatResult(
                names[seat],
                results[choice][seat],  # type: ignore[arg-type]
                self.primary_boxes[seat].value(),
                self.team_boxes[seat].currentData(),
                self.score_boxes[seat].value() if self.secondary is not None else None,
            )
            for seat in range(2)
        ]
        qdate = self.date_edit.date()
        turns = self.turns_box.value() or None
        return GameInput(
            date(qdate.year(), qdate.month(), qdate.day()),
            seats,
            turns,
            self.notes_edit.toPlainText().strip(),
            self.reason_box.currentData(),
        )
