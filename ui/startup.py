"""Opening the database when the window starts, and what to do when it cannot be opened.

Each cause gets its own answer: a damaged file (SQLite says so) may be replaced by the latest
backup or a fresh database, and is moved aside only once the user chose that; a read-only
data folder may be opened read-only; a full disk, a refused permission or a folder in the
file's place may be left for another folder; a database address that cannot be used opens
the Settings page to fix it. Without a person to ask (``muster --smoke-test``) the message is
printed and Muster stops.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from app.errors import (
    DatabaseCorruptError,
    DatabaseError,
    DatabaseFullError,
    DatabaseIsFolderError,
    DatabasePermissionError,
    DatabaseReadOnlyError,
    DatabaseTooNewError,
    DatabaseUnreachableError,
    DatabaseUrlError,
)
from app.workspace import Workspace

log = logging.getLogger(__name__)

OPENED, SETTINGS, QUIT = "opened", "settings", "quit"


def open_database_interactively(
    workspace: Workspace, parent: QWidget | None, interactive: bool = True, read_only: bool = False
) -> str:
    """Opens the workspace's database, asking the user what to do if it cannot be opened.

    Returns OPENED, SETTINGS (the address in the settings is unusable: the caller shows the
    Settings page and waits for a database) or QUIT (Muster should close). Not
    ``interactive``, a failure prints its message on stderr and gives QUIT."""
    try:
        workspace.open_database(read_only=read_only)
        return OPENED
    except DatabaseError as exc:
        log.error("the database cannot be opened: %s", exc)
        if not interactive:
            print(f"muster: {exc.message()}", file=sys.stderr, flush=True)
            return QUIT
        return _answer(workspace, parent, exc)


def _answer(workspace: Workspace, parent: QWidget | None, exc: DatabaseError) -> str:
    if isinstance(exc, DatabaseCorruptError):
        return _recover_corrupt(workspace, parent, exc)
    if isinstance(exc, DatabaseTooNewError):
        QMessageBox.critical(
            parent,
            QCoreApplication.translate("Startup", "Database from a newer Muster"),
            exc.message(),
        )
        return QUIT
    if isinstance(exc, DatabaseUrlError):
        QMessageBox.critical(
            parent, QCoreApplication.translate("Startup", "Database"), exc.message()
        )
        return SETTINGS
    if isinstance(exc, DatabaseUnreachableError):
        return _fall_back_to_local(workspace, parent, exc)
    if isinstance(
        exc,
        DatabaseReadOnlyError | DatabasePermissionError | DatabaseIsFolderError | DatabaseFullError,
    ):
        return _elsewhere(workspace, parent, exc)
    QMessageBox.critical(parent, QCoreApplication.translate("Startup", "Database"), exc.message())
    return QUIT


def _elsewhere(workspace: Workspace, parent: QWidget | None, exc: DatabaseError) -> str:
    """The data folder cannot be written: open read-only (when it can be read), choose
    another folder, or quit."""
    box = QMessageBox(parent)
    box.setObjectName("database-folder-dialog")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("Startup", "Database"))
    box.setText(exc.message())
    read_only = None
    file = workspace.paths.database_file
    if isinstance(exc, DatabaseReadOnlyError) and file.is_file():
        box.setInformativeText(
            QCoreApplication.translate(
                "Startup",
                "You can look at your data without changing it, or keep Muster's database "
                "in another folder.",
            )
        )
        read_only = box.addButton(
            QCoreApplication.translate("Startup", "Open read-only"),
            QMessageBox.ButtonRole.AcceptRole,
        )
    else:
        box.setInformativeText(
            QCoreApplication.translate(
                "Startup", "You can keep Muster's database in another folder."
            )
        )
    other = box.addButton(
        QCoreApplication.translate("Startup", "Choose another folder…"),
        QMessageBox.ButtonRole.ActionRole,
    )
    box.addButton(QCoreApplication.translate("Startup", "Quit"), QMessageBox.ButtonRole.RejectRole)
    box.exec()
    clicked = box.clickedButton()
    if read_only is not None and clicked is read_only:
        return open_database_interactively(workspace, parent, read_only=True)
    if clicked is other:
        folder = QFileDialog.getExistingDirectory(
            parent,
            QCoreApplication.translate("Startup", "Folder for Muster's database"),
            str(Path.home()),
        )
        if not folder:
            return _elsewhere(workspace, parent, exc)
        try:
            workspace.prefs.set("database_url", f"sqlite:///{Path(folder) / file.name}")
        except OSError:  # preferences in a read-only folder too: used for this session only
            log.warning("the database folder could not be saved in the preferences")
        return open_database_interactively(workspace, parent)
    return QUIT


def _recover_corrupt(
    workspace: Workspace, parent: QWidget | None, exc: DatabaseCorruptError
) -> str:
    from app.db import list_backups, quarantine, restore_backup

    file = workspace.paths.database_file
    backups = list_backups(workspace.paths.backups_dir, file.stem)
    box = QMessageBox(parent)
    box.setObjectName("corrupt-database-dialog")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("Startup", "Damaged database"))
    box.setText(
        QCoreApplication.translate(
            "Startup",
            "The database {file} is damaged and cannot be opened. If you go on, it is moved "
            "aside as {name}.damaged-(date and time); nothing is deleted.",
        ).format(file=file, name=file.name)
    )
    restore = None
    if backups:
        box.setInformativeText(
            QCoreApplication.translate(
                "Startup",
                "You can restore the latest backup ({backup}) or start with an empty database.",
            ).format(backup=backups[0].name)
        )
        restore = box.addButton(
            QCoreApplication.translate("Startup", "Restore latest backup"),
            QMessageBox.ButtonRole.AcceptRole,
        )
    fresh = box.addButton(
        QCoreApplication.translate("Startup", "Start fresh"), QMessageBox.ButtonRole.DestructiveRole
    )
    box.addButton(QCoreApplication.translate("Startup", "Quit"), QMessageBox.ButtonRole.RejectRole)
    box.exec()
    clicked = box.clickedButton()
    if clicked is not fresh and (restore is None or clicked is not restore):
        return QUIT
    try:
        moved = quarantine(file)  # SQLite is asked once more; a healthy file is never moved
    except DatabaseError as error:
        QMessageBox.critical(
            parent, QCoreApplication.translate("Startup", "Database"), error.message()
        )
        return QUIT
    log.error("damaged database moved to %s", moved)
    if restore is not None and clicked is restore:
        restore_backup(backups[0], file)
    return open_database_interactively(workspace, parent)


def _fall_back_to_local(
    workspace: Workspace, parent: QWidget | None, exc: DatabaseUnreachableError
) -> str:
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("Startup", "Database unreachable"),
        exc.message()
        + "\n\n"
        + QCoreApplication.translate("Startup", "Use the database on this computer instead?"),
    )
    if answer != QMessageBox.StandardButton.Yes:
        return QUIT
    workspace.prefs.set("database_url", None)
    return open_database_interactively(workspace, parent)
