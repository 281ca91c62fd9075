"""The About dialog: version, where data lives, licence, and the non-affiliation notice."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from app import __version__
from app.workspace import Workspace


class AboutDialog(QDialog):
    def __init__(self, workspace: Workspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Muster"))
        paths = workspace.paths
        self.text = QLabel(self)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setWordWrap(True)
        rows = [
            (self.tr("Database"), workspace.database_url),
            (self.tr("Backups"), str(paths.backups_dir)),
            (self.tr("Logs"), str(paths.log_file)),
            (self.tr("Preferences"), str(paths.preferences_file)),
        ]
        table = "".join(f"<tr><td><b>{k}</b></td><td>{v}</td></tr>" for k, v in rows)
        self.text.setText(
            f"<h2>Muster {__version__}</h2>"
            + "<p>"
            + self.tr(
                "Army builder, game tracker and campaign manager for tabletop skirmish games."
            )
            + "</p>"
            + f"<table cellspacing='4'>{table}</table>"
            + "<p>"
            + self.tr("Licence: GNU General Public License, version 3 or later.")
            + "</p>"
            "<p><i>"
            + self.tr("Community tool, not affiliated with the games' publishers.")
            + "</i></p>"
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
