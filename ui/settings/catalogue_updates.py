"""Settings → Catalogue updates: the data repositories followed, "Check for updates" (in a
worker thread, with a progress bar and a cancel button), a preview of what changes before
anything is applied, and "Roll back". Nothing happens without the user asking, so Muster
works offline without complaint; a failed check says why in one line and changes nothing."""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QThread, Signal
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app import systems
from app.catalog import updates
from app.catalog.download import CancelledError, Limits
from app.errors import MusterError
from app.i18n import current_language
from app.workspace import Workspace
from ui.widgets.retranslate import Retranslatable

# Checks still running, kept alive until they finish even when their box is gone (a
# cancelled check ends within one network timeout).
_RUNNING: set[CheckThread] = set()


class CheckThread(QThread):
    """Runs ``updates.check_updates``; each signal carries the thread, so the box can tell
    a cancelled check's late answer from the current one's."""

    progressed = Signal(object, int, int)
    succeeded = Signal(object, object)
    failed = Signal(object, object)

    def __init__(
        self,
        urls: list[str],
        workspace: Workspace,
        rosters: updates.Rosters | None,
        limits: Limits,
    ) -> None:
        super().__init__()
        self.urls = urls
        self.packs_root = workspace.paths.user_packs_dir
        self.rosters = rosters
        self.limits = limits
        self.cancel = threading.Event()

    def run(self) -> None:
        try:
            plan = updates.check_updates(
                self.urls,
                self.packs_root,
                self.rosters,
                self.limits,
                self.cancel,
                lambda done, total: self.progressed.emit(self, done, total),
            )
        except MusterError as exc:
            self.failed.emit(self, exc)
            return
        except OSError as exc:  # a full disk while staging the packs
            self.failed.emit(self, MusterError(detail=exc.strerror or str(exc)))
            return
        self.succeeded.emit(self, plan)


def wait_for_checks(timeout_ms: int = 20_000) -> None:
    """Cancels the running checks and waits for them (at quit: no thread outlives Qt)."""
    for thread in list(_RUNNING):
        thread.cancel.set()
        thread.wait(timeout_ms)


class PreviewDialog(QDialog):
    """What an update changes, before anything is written: Apply or Cancel."""

    def __init__(self, text: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("update-preview")
        self.setWindowTitle(self.tr("Catalogue updates"))
        self.resize(720, 480)
        self.intro = QLabel(self.tr("These changes are not applied yet. Apply them?"), self)
        self.intro.setWordWrap(True)
        self.text = QPlainTextEdit(self)
        self.text.setObjectName("update-changes")
        self.text.setReadOnly(True)
        self.text.setPlainText(text)
        self.apply_button = QPushButton(self.tr("Apply"), self)
        self.apply_button.setObjectName("apply-update")
        self.apply_button.setDefault(True)
        self.apply_button.clicked.connect(self.accept)
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.setObjectName("cancel-update")
        self.cancel_button.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.apply_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.text, 1)
        layout.addLayout(buttons)


class CatalogueUpdatesBox(Retranslatable, QGroupBox):
    """Emits ``catalogue_changed(system_id)`` after an update or a rollback changed a game's
    packs (the workspace's catalogue is already reloaded)."""

    catalogue_changed = Signal(str)

    def __init__(self, workspace: Workspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.setObjectName("catalogue-updates")
        self.limits = Limits()
        self.check_thread: CheckThread | None = None
        self.plan: updates.UpdatePlan | None = None
        self.preview: PreviewDialog | None = None
        self.confirm: QMessageBox | None = None
        self.notice: Any = None  # why saved rosters could not be checked, if they could not

        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.repo_list = QListWidget(self)
        self.repo_list.setObjectName("repositories")
        self.repo_list.setMaximumHeight(90)
        self.repo_list.currentRowChanged.connect(self._selection_changed)
        self.empty_label = QLabel(self)
        self.empty_label.setWordWrap(True)
        self.url_edit = QLineEdit(self)
        self.url_edit.setObjectName("repository-url")
        self.url_edit.setClearButtonEnabled(True)
        self.url_edit.returnPressed.connect(self.add_repository)
        self.add_button = QPushButton(self)
        self.add_button.setObjectName("add-repository")
        self.add_button.clicked.connect(self.add_repository)
        self.remove_button = QPushButton(self)
        self.remove_button.setObjectName("remove-repository")
        self.remove_button.clicked.connect(self.ask_remove)
        self.url_error = QLabel(self)
        self.url_error.setObjectName("repository-error")
        self.url_error.setWordWrap(True)
        self.url_error.hide()
        self.url_edit.textChanged.connect(lambda _text: self.url_error.hide())
        self.check_button = QPushButton(self)
        self.check_button.setObjectName("check-updates")
        self.check_button.clicked.connect(self.check)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("update-progress")
        self.progress.hide()
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("cancel-check")
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.hide()
        self.status = QLabel(self)
        self.status.setObjectName("update-status")
        self.status.setWordWrap(True)
        self.rollback_combo = QComboBox(self)
        self.rollback_combo.setObjectName("rollback-system")
        self.rollback_button = QPushButton(self)
        self.rollback_button.setObjectName("roll-back")
        self.rollback_button.clicked.connect(self.ask_rollback)

        add_row = QHBoxLayout()
        add_row.addWidget(self.url_edit, 1)
        add_row.addWidget(self.add_button)
        add_row.addWidget(self.remove_button)
        check_row = QHBoxLayout()
        check_row.addWidget(self.check_button)
        check_row.addWidget(self.progress, 1)
        check_row.addWidget(self.cancel_button)
        check_row.addStretch(0)
        rollback_row = QHBoxLayout()
        rollback_row.addWidget(self.rollback_combo, 1)
        rollback_row.addWidget(self.rollback_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addWidget(self.repo_list)
        layout.addWidget(self.empty_label)
        layout.addLayout(add_row)
        layout.addWidget(self.url_error)
        layout.addLayout(check_row)
        layout.addWidget(self.status)
        layout.addLayout(rollback_row)
        app = QApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(wait_for_checks)
        self._fill_repositories()
        self.retranslate()

    # --- texts --------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setTitle(self.tr("Catalogue updates"))
        self.hint.setText(
            self.tr(
                "Keep each game's catalogue current from data repositories: an index.json on "
                "a web server your club or community keeps. Muster looks only when you ask, "
                "shows what changes before applying it, and keeps the previous packs."
            )
        )
        self.empty_label.setText(
            self.tr(
                "You follow no repository: the catalogues are Muster's own and the packs you "
                "import. Add a repository's address below."
            )
        )
        self.url_edit.setPlaceholderText("https://example.org/muster/index.json")
        self.add_button.setText(self.tr("Add"))
        self.remove_button.setText(self.tr("Remove…"))
        self.check_button.setText(self.tr("Check for updates"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.rollback_button.setText(self.tr("Roll back…"))
        self._fill_rollback()

    # --- repositories -------------------------------------------------------------------

    def _fill_repositories(self) -> None:
        self.repo_list.clear()
        urls = updates.repositories(self.workspace.prefs)
        self.repo_list.addItems(urls)
        self.repo_list.setVisible(bool(urls))
        self.empty_label.setVisible(not urls)
        self._selection_changed()

    def _selection_changed(self, *_args: object) -> None:
        self.remove_button.setEnabled(self.repo_list.currentRow() >= 0)

    def add_repository(self) -> None:
        url = self.url_edit.text().strip()
        if not url:
            return
        try:
            added = updates.subscribe(self.workspace.prefs, url)
        except MusterError as exc:
            self.url_error.setText(exc.message(current_language()))
            self.url_error.show()
            return
        self.url_edit.clear()
        self._fill_repositories()
        self.repo_list.setCurrentRow(updates.repositories(self.workspace.prefs).index(url))
        if not added:
            self.status.setText(self.tr("You already follow {url}.").format(url=url))

    def ask_remove(self) -> None:
        item = self.repo_list.currentItem()
        if item is None:
            return
        url = item.text()
        box = QMessageBox(self)
        box.setObjectName("confirm-remove-repository")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Remove repository"))
        box.setText(
            self.tr("Stop following {url}? The packs installed from it stay.").format(url=url)
        )
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.buttonClicked.connect(lambda button: self._confirmed(box, button, self._remove, url))
        self.confirm = box
        box.open()

    @staticmethod
    def _confirmed(box: QMessageBox, button: Any, action: Any, argument: str) -> None:
        if box.standardButton(button) == QMessageBox.StandardButton.Yes:
            action(argument)

    def _remove(self, url: str) -> None:
        try:
            updates.unsubscribe(self.workspace.prefs, url)
        except MusterError as exc:
            self.status.setText(exc.message(current_language()))
        self._fill_repositories()

    # --- checking ------------------------------------------------------------------------

    def _busy(self, busy: bool) -> None:
        self.check_button.setEnabled(not busy)
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.rollback_button.setEnabled(not busy and self.rollback_combo.count() > 0)

    def check(self) -> None:
        if self.check_thread is not None:
            return
        urls = updates.repositories(self.workspace.prefs)
        if not urls:
            self.status.setText(
                self.tr("You follow no repository yet: add its address above, then check.")
            )
            return
        rosters, notice = updates.saved_rosters(self.workspace)
        self.notice = notice
        thread = CheckThread(urls, self.workspace, rosters, self.limits)
        thread.progressed.connect(self._progressed)
        thread.succeeded.connect(self._checked)
        thread.failed.connect(self._failed)
        thread.finished.connect(self._thread_finished)
        _RUNNING.add(thread)
        self.check_thread = thread
        self.progress.setRange(0, 0)
        self.status.setText(self.tr("Checking %n repository(ies)…", "", len(urls)))
        self._busy(True)
        thread.start()

    def _thread_finished(self) -> None:
        for thread in [t for t in _RUNNING if t.isFinished()]:
            _RUNNING.discard(thread)
            thread.deleteLater()

    def _progressed(self, thread: CheckThread, done: int, total: int) -> None:
        if thread is not self.check_thread:
            return
        if total <= 0:
            self.progress.setRange(0, 0)
            return
        self.progress.setRange(0, 1000)
        self.progress.setValue(int(1000 * done / total))

    def cancel(self) -> None:
        if self.check_thread is None:
            return
        self.check_thread.cancel.set()
        self.check_thread = None  # its answer, if any, is ignored
        self._busy(False)
        self.status.setText(self.tr("The check was cancelled. Nothing was changed."))

    def _failed(self, thread: CheckThread, error: MusterError) -> None:
        if thread is not self.check_thread:
            return
        self.check_thread = None
        self._busy(False)
        if isinstance(error, CancelledError):
            self.status.setText(self.tr("The check was cancelled. Nothing was changed."))
            return
        self.status.setText(
            self.tr("{problem} Nothing was changed.").format(
                problem=error.message(current_language())
            )
        )

    def _checked(self, thread: CheckThread, plan: updates.UpdatePlan) -> None:
        if thread is not self.check_thread:
            return
        self.check_thread = None
        self._busy(False)
        if self.notice is not None:
            plan.notices.append(self.notice)
        language = current_language()
        lines = updates.plan_lines(plan, language)
        if plan.nothing_to_do:
            self.status.setText("\n".join(lines))
            return
        self.plan = plan
        self.status.setText(updates.summary_text("checked", language, n=plan.pack_count))
        self.preview = PreviewDialog("\n".join(lines), self)
        self.preview.accepted.connect(self.apply)
        self.preview.open()

    def apply(self) -> None:
        plan, self.plan = self.plan, None
        if plan is None:
            return
        paths = self.workspace.paths
        try:
            updates.apply_plan(plan, paths.user_packs_dir, updates.history_root(paths))
        except MusterError as exc:
            self.status.setText(exc.message(current_language()))
            return
        self.status.setText(updates.summary_text("applied", current_language(), n=plan.pack_count))
        self._catalogues_changed(update.system for update in plan.systems)

    def _catalogues_changed(self, system_ids: Any) -> None:
        for system_id in system_ids:
            self.workspace.reload_catalog(system_id)
            self.catalogue_changed.emit(system_id)
        self._fill_rollback()

    # --- rolling back --------------------------------------------------------------------

    def _fill_rollback(self) -> None:
        self.rollback_combo.clear()
        language = current_language()
        for history in updates.histories(updates.history_root(self.workspace.paths)):
            name = systems.display_name(history.system, language)
            when = history.applied.replace("T", " ")[:16]
            self.rollback_combo.addItem(
                self.tr("{game}: the update of {when}").format(game=name, when=when),
                history.system,
            )
        available = self.rollback_combo.count() > 0
        self.rollback_combo.setEnabled(available)
        if not available:
            self.rollback_combo.addItem(self.tr("No update to roll back"), "")
        self.rollback_button.setEnabled(available and self.check_thread is None)

    def ask_rollback(self) -> None:
        system_id = self.rollback_combo.currentData()
        if not system_id:
            return
        name = systems.display_name(system_id, current_language())
        box = QMessageBox(self)
        box.setObjectName("confirm-roll-back")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Roll back"))
        box.setText(
            self.tr(
                "Roll back the last update of the {game} catalogue? The packs it replaced come "
                "back and the packs it added are removed."
            ).format(game=name)
        )
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.buttonClicked.connect(
            lambda button: self._confirmed(box, button, self._roll_back, system_id)
        )
        self.confirm = box
        box.open()

    def _roll_back(self, system_id: str) -> None:
        paths = self.workspace.paths
        try:
            report = updates.rollback(system_id, paths.user_packs_dir, updates.history_root(paths))
        except MusterError as exc:
            self.status.setText(exc.message(current_language()))
            self._fill_rollback()
            return
        self.status.setText("\n".join(updates.rollback_lines(report, current_language())))
        self._catalogues_changed([system_id])
