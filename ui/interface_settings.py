"""Where the window keeps its layout and other per-machine interface state (QSettings), beside
the preferences. Its own module: the pages and dialogs that read it must not import the
application that starts the window (ui/application.py imports the pages)."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from app.workspace import Workspace


def ui_settings(workspace: Workspace) -> QSettings:
    """Window layout and other per-machine interface state, beside the preferences."""
    return QSettings(str(workspace.paths.config_dir / "ui.ini"), QSettings.Format.IniFormat)
