"""The campaign settings dialog: name, game system, dates, scoring and tie-breakers."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app import systems
from app.campaign.records import (
    CampaignInfo,
    Scoring,
    default_tie_breakers,
    tie_breaker_codes,
    tie_breaker_name,
)
from app.i18n import current_language
from ui.widgets.retranslate import Retranslatable


class CampaignDialog(Retranslatable, QDialog):
    """Creates a campaign (``info`` None) or edits one; ``campaign()`` gives the result."""

    def __init__(self, parent: QWidget | None = None, info: CampaignInfo | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("campaign-dialog")
        self.info = info
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("campaign-name")
        self.system_box = QComboBox(self)
        for system_id in systems.scored_ids():
            self.system_box.addItem(system_id, system_id)
        self.starts_check = QCheckBox(self)
        self.starts_edit = self._date_edit("starts-on")
        self.ends_check = QCheckBox(self)
        self.ends_edit = self._date_edit("ends-on")
        self.starts_check.toggled.connect(self.starts_edit.setEnabled)
        self.ends_check.toggled.connect(self.ends_edit.setEnabled)
        self.points = [QSpinBox(self) for _ in range(3)]
        for box, name in zip(self.points, ("win", "draw", "loss"), strict=True):
            box.setRange(-10, 100)
            box.setObjectName(f"points-{name}")
        self.breakers = QListWidget(self)
        self.breakers.setObjectName("tie-breakers")
        self.breakers.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.breakers.setMaximumHeight(130)
        # A league, or a Swiss tournament (its rounds planned, what a bye scores).
        self.kind_box = QComboBox(self)
        self.kind_box.setObjectName("campaign-kind")
        self.kind_box.addItem("", "league")
        self.kind_box.addItem("", "swiss")
        self.rounds_box = QSpinBox(self)
        self.rounds_box.setObjectName("tournament-rounds")
        self.rounds_box.setRange(1, 20)
        self.rounds_box.setValue(info.rounds if info and info.rounds else 4)
        self.bye_box = QSpinBox(self)
        self.bye_box.setObjectName("bye-points")
        self.bye_box.setRange(-10, 100)
        kind = info.kind if info else "league"
        self.kind_box.setCurrentIndex(max(0, self.kind_box.findData(kind)))
        self.kind_box.setEnabled(info is None)  # a league's games are not a tournament's rounds
        self.kind_box.currentIndexChanged.connect(self._kind_chosen)
        self.notes_edit = QPlainTextEdit(self)
        self.notes_edit.setMaximumHeight(80)
        self.notes_edit.setTabChangesFocus(True)

        scoring = info.scoring if info else Scoring()
        if info is not None:
            self._fill_breakers(info.system, scoring.tie_breakers)
        else:  # a new league breaks ties by its game's own figures, until changed
            self._game_chosen()
            self.system_box.currentIndexChanged.connect(self._game_chosen)
        for box, value in zip(self.points, (scoring.win, scoring.draw, scoring.loss), strict=True):
            box.setValue(value)
        bye = info.bye_points if info and info.bye_points is not None else scoring.win
        self.bye_box.setValue(bye)
        if info is not None:
            self.name_edit.setText(info.name)
            self.system_box.setCurrentIndex(max(0, self.system_box.findData(info.system)))
            self.system_box.setEnabled(False)  # its games and rosters belong to that system
            self.notes_edit.setPlainText(info.notes)
            self._set_date(self.starts_check, self.starts_edit, info.starts_on)
            self._set_date(self.ends_check, self.ends_edit, info.ends_on)

        self.labels = [QLabel(self) for _ in range(10)]
        form = QFormLayout()
        self.form = form
        form.addRow(self.labels[0], self.name_edit)
        form.addRow(self.labels[1], self.system_box)
        form.addRow(self.labels[7], self.kind_box)
        form.addRow(self.labels[8], self.rounds_box)
        form.addRow(self.labels[9], self.bye_box)
        starts = QHBoxLayout()
        starts.addWidget(self.starts_check)
        starts.addWidget(self.starts_edit, 1)
        ends = QHBoxLayout()
        ends.addWidget(self.ends_check)
        ends.addWidget(self.ends_edit, 1)
        form.addRow(self.labels[2], starts)
        form.addRow(self.labels[3], ends)
        points = QHBoxLayout()
        self.point_labels = [QLabel(self) for _ in range(3)]
        for label, box in zip(self.point_labels, self.points, strict=True):
            label.setBuddy(box)
            points.addWidget(label)
            points.addWidget(box)
        form.addRow(self.labels[4], points)
        form.addRow(self.labels[5], self.breakers)
        form.addRow(self.labels[6], self.notes_edit)
        self.labels[0].setBuddy(self.name_edit)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.name_edit.textChanged.connect(self._check)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.retranslate()
        self._kind_chosen()
        self._check()

    def _kind_chosen(self) -> None:
        """A tournament's rows show for a tournament; its tie-breakers are its game's."""
        tournament = self.kind_box.currentData() == "swiss"
        for widget in (self.rounds_box, self.bye_box):
            self.form.setRowVisible(widget, tournament)
        self.form.setRowVisible(self.breakers, not tournament)

    def _date_edit(self, name: str) -> QDateEdit:
        edit = QDateEdit(self)
        edit.setObjectName(name)
        edit.setCalendarPopup(True)
        edit.setDisplayFormat("yyyy-MM-dd")
        edit.setDate(QDate.currentDate())
        edit.setEnabled(False)
        return edit

    @staticmethod
    def _set_date(check: QCheckBox, edit: QDateEdit, value: date | None) -> None:
        check.setChecked(value is not None)
        if value is not None:
            edit.setDate(QDate(value.year, value.month, value.day))

    def _check(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(bool(self.name_edit.text().strip()))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Campaign") if self.info else self.tr("New campaign"))
        texts = (
            self.tr("&Name"),
            self.tr("Game system"),
            self.tr("Starts on"),
            self.tr("Ends on"),
            self.tr("Points"),
            self.tr("Tie-breakers"),
            self.tr("Notes"),
            self.tr("Kind"),
            self.tr("Rounds"),
            self.tr("A bye scores"),
        )
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        for label, text in zip(
            self.point_labels, (self.tr("Win"), self.tr("Draw"), self.tr("Loss")), strict=True
        ):
            label.setText(text)
        self.kind_box.setItemText(0, self.tr("League"))
        self.kind_box.setItemText(1, self.tr("Swiss tournament"))
        self.starts_check.setToolTip(self.tr("The campaign has a start date"))
        self.ends_check.setToolTip(self.tr("The campaign has an end date"))
        self.breakers.setToolTip(
            self.tr("Ticked tie-breakers apply from top to bottom; drag to reorder.")
        )
        language = current_language()
        for row in range(self.system_box.count()):
            system_id = self.system_box.itemData(row)
            self.system_box.setItemText(row, systems.display_name(system_id, language))
        system = str(self.system_box.currentData() or "")
        for row in range(self.breakers.count()):
            item = self.breakers.item(row)
            item.setText(tie_breaker_name(item.data(Qt.ItemDataRole.UserRole), system, language))

    def _fill_breakers(self, system: str, chosen: tuple[str, ...]) -> None:
        """The tie-breakers a league of ``system`` may use, ``chosen`` ticked and first."""
        self.breakers.clear()
        for code in list(chosen) + [b for b in tie_breaker_codes(system) if b not in chosen]:
            item = QListWidgetItem(self.breakers)
            item.setData(Qt.ItemDataRole.UserRole, code)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if code in chosen else Qt.CheckState.Unchecked)
            item.setText(tie_breaker_name(code, system))

    def _game_chosen(self) -> None:
        system = str(self.system_box.currentData() or "")
        self._fill_breakers(system, default_tie_breakers(system))

    def _date(self, check: QCheckBox, edit: QDateEdit) -> date | None:
        if not check.isChecked():
            return None
        value = edit.date()
        return date(value.year(), value.month(), value.day())

    def campaign(self) -> CampaignInfo:
        breakers = tuple(
            self.breakers.item(row).data(Qt.ItemDataRole.UserRole)
            for row in range(self.breakers.count())
            if self.breakers.item(row).checkState() == Qt.CheckState.Checked
        )
        win, draw, loss = (box.value() for box in self.points)
        scoring = Scoring(win, draw, loss, breakers)
        kind = str(self.kind_box.currentData())
        tournament = kind == "swiss"
        return CampaignInfo(
            self.info.id if self.info else 0,
            self.name_edit.text().strip(),
            self.system_box.currentData(),
            self._date(self.starts_check, self.starts_edit),
            self._date(self.ends_check, self.ends_edit),
            scoring,
            self.notes_edit.toPlainText().strip(),
            kind,
            self.rounds_box.value() if tournament else None,
            self.bye_box.value() if tournament and self.bye_box.value() != win else None,
        )
