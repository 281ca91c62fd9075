"""Opening the database when the window starts, and what to do when it cannot be opened."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from app.errors import (
    DatabaseCorruptError,
    DatabaseError,
    DatabaseTooNewError,
    DatabaseUnreachableError,
)
from app.workspace import Workspace

log = logging.getLogger(__name__)


def open_database_interactively(workspace: Workspace, parent: QWidget | None) -> bool:
    """Opens the workspace's database, asking the user what to do if it cannot be opened.

    Returns False when Muster should close (the user refused, or the database is too new).
    """
    try:
        workspace.open_database()
        return True
    except DatabaseCorruptError as exc:
        return _recover_corrupt(workspace, parent, exc)
    except DatabaseTooNewError as exc:
        QMessageBox.critical(
            parent,
            QCoreApplication.translate("Startup", "Database from a newer Muster"),
            exc.message(),
        )
        return False
    except DatabaseUnreachableError as exc:
        return _fall_back_to_local(workspace, parent, exc)
    except DatabaseError as exc:
        QMessageBox.critical(
            parent, QCoreApplication.translate("Startup", "Database"), exc.message()
        )
        return False


def _recover_corrupt(
    workspace: Workspace, parent: QWidget | None, exc: DatabaseCorruptError
) -> bool:
    from app.db import list_backups, quarantine, restore_backup

    file = workspace.paths.database_file
    moved = quarantine(file)
    log.error("damaged database moved to %s", moved)
    backups = list_backups(workspace.paths.backups_dir, file.stem)
    box = QMessageBox(parent)
    box.setObjectName("corrupt-database-dialog")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("Startup", "Damaged database"))
    box.setText(
        QCoreApplication.translate(
            "Startup",
            "The database was damaged and could not be opened; it was moved to {file} "
            "and nothing was deleted.",
        ).format(file=moved)
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
    if restore is not None and clicked is restore:
        restore_backup(backups[0], file)
    elif clicked is not fresh:
        return False
    return open_database_interactively(workspace, parent)


def _fall_back_to_local(
    workspace: Workspace, parent: QWidget | None, exc: DatabaseUnreachableError
) -> bool:
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("Startup", "Database unreachable"),
        exc.message()
        + "\n\n"
        + QCoreApplication.translate("Startup", "Use the database on this computer instead?"),
    )
    if answer != QMessageBox.StandardButton.Yes:
        return False
    workspace.prefs.set("database_url", None)
    return open_database_interactively(workspace, parent)
