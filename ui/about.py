"""The About dialog: version, where data lives, licence, the shipped data's licences, and the
non-affiliation notice."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from app import __version__
from app.catalog.shipped import shipped_packs
from app.i18n import current_language
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
        language = current_language()
        data = "".join(
            # The pack's name is in the player's language; its source line is English only.
            f"<li>{escape(pack.display_name(language))}: {escape(pack.licence)}</li>"
            for pack in shipped_packs()
        )
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
            + "</p><p>"
            + self.tr("Data shipped with Muster, and their licences:")
            + f"</p><ul>{data}</ul>"
            "<p><i>"
            + self.tr("Community tool, not affiliated with the games' publishers.")
            + "</i></p>"
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
