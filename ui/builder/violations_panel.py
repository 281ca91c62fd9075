"""The violations of the roster being built, re-rendered in the interface language."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QListView, QStyle, QVBoxLayout, QWidget

from app.i18n import current_language
from app.systems.base import Violation
from ui.builder.words import BuilderWords
from ui.widgets.retranslate import Retranslatable

ModelIndex = QModelIndex | QPersistentModelIndex


class ViolationModel(QAbstractListModel):
    """Rows are violations; the message is built in the current language each time it is shown."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._violations: list[Violation] = []
        self._extra: list[Any] = []  # other notices with a ``message(language)``, e.g. ownership

    def set_violations(self, violations: list[Violation], extra: list[Any] | None = None) -> None:
        self.beginResetModel()
        self._violations = list(violations)
        self._extra = list(extra or [])
        self.endResetModel()

    def violation(self, row: int) -> Violation | None:
        return self._violations[row] if 0 <= row < len(self._violations) else None

    def retranslate(self) -> None:
        if self.rowCount():
            self.dataChanged.emit(self.index(0), self.index(self.rowCount() - 1))

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._violations) + len(self._extra)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = index.row()
        violation = self.violation(row)
        item: Any = violation if violation is not None else self._extra[row - len(self._violations)]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return item.message(current_language())
        if role == Qt.ItemDataRole.DecorationRole:
            from PySide6.QtWidgets import QApplication

            error = violation is not None and violation.severity == "error"
            icon = (
                QStyle.StandardPixmap.SP_MessageBoxCritical
                if error
                else QStyle.StandardPixmap.SP_MessageBoxWarning
                if violation is not None
                else QStyle.StandardPixmap.SP_MessageBoxInformation
            )
            return QApplication.style().standardIcon(icon)
        if role == Qt.ItemDataRole.UserRole and violation is not None:
            return violation.code
        return None


class ViolationsPanel(Retranslatable, QWidget):
    """The verdict ("legal" only with no error) and the list; a click selects the slot."""

    slot_chosen = Signal(int, str)
    violation_chosen = Signal(object)  # any game's Violation, clicked or activated

    def __init__(self, words: Callable[[], BuilderWords], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("violations-panel")
        self.words = words  # asked again on every language change
        self.verdict = QLabel(self)
        self.verdict.setObjectName("verdict")
        self.verdict.setWordWrap(True)
        self.model = ViolationModel(self)
        self.view = QListView(self)
        self.view.setObjectName("violations")
        self.view.setModel(self.model)
        self.view.setWordWrap(True)
        self.view.setUniformItemSizes(False)
        self.view.setAlternatingRowColors(True)
        self.view.clicked.connect(self._clicked)
        self.view.activated.connect(self._clicked)
        # An empty roster breaks every rule at once: it gets what to do first instead.
        self.first_steps = QLabel(self)
        self.first_steps.setObjectName("first-steps")
        self.first_steps.setWordWrap(True)
        self.first_steps.setTextFormat(Qt.TextFormat.RichText)
        self.first_steps.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.first_steps.setVisible(False)
        self._steps_title = ""
        self._steps: list[str] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.verdict)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.first_steps, 1)
        self._legal = True
        self._casual = False
        self._errors = 0
        self._empty = True
        self.retranslate()

    def show_violations(
        self,
        violations: list[Violation],
        legal: bool,
        casual: bool,
        empty: bool,
        extra: list[Any] | None = None,
    ) -> None:
        self.model.set_violations(violations, extra)
        self._legal = legal
        self._casual = casual
        self._empty = empty
        self._errors = sum(1 for v in violations if v.severity == "error")
        self._show_verdict()

    def set_first_steps(self, title: str, steps: list[str]) -> None:
        """What the panel shows, numbered, in place of the list while the team is empty."""
        self._steps_title, self._steps = title, list(steps)
        self._show_verdict()

    def _show_verdict(self) -> None:
        self.view.setVisible(not self._empty)
        self.first_steps.setVisible(self._empty)
        if self._empty:
            items = "".join(f"<li>{html.escape(step)}</li>" for step in self._steps)
            self.first_steps.setText(f"<ol style='margin-left: 0'>{items}</ol>")
            title = self._steps_title or self.words().empty_verdict
            self.verdict.setText(title)
            self.verdict.setStyleSheet("font-weight: bold;")
            self._fit_verdict()
            return
        if self._legal and self._casual:
            text, colour = self.words().casual_verdict, "#8a6d00"
        elif self._legal:
            text, colour = self.words().legal_verdict, "#1d7a2c"
        else:
            text = self.tr("Not legal (errors: {count}). It can still be saved as a draft.")
            text, colour = text.format(count=self._errors), "#b02020"
        self.verdict.setText(text)
        self.verdict.setStyleSheet(f"color: {colour}; font-weight: bold;" if colour else "")
        self._fit_verdict()

    def _fit_verdict(self) -> None:
        """The verdict as tall as its wrapped lines: the tab page it sits in does not pass
        height-for-width on, so a narrow panel would clip a two-line verdict."""
        width = self.verdict.width() or self.width()
        self.verdict.setMinimumHeight(self.verdict.heightForWidth(width))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_verdict()

    def retranslate(self) -> None:
        self.view.setToolTip(self.tr("Click a problem to select the slot it concerns"))
        self.model.retranslate()
        self._show_verdict()

    def _clicked(self, index: QModelIndex) -> None:
        violation = self.model.violation(index.row())
        if isinstance(violation, Violation):
            self.violation_chosen.emit(violation)
        if violation is not None and violation.squad is not None and violation.slot:
            self.slot_chosen.emit(violation.squad, violation.slot)
