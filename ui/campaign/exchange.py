"""The Campaigns page's "Import and export" menu button: games from and to CSV files
(app/campaign/games_csv.py), the standings to PDF or CSV (app/campaign/standings_export.py).

Its actions belong to the page (Ctrl+I works wherever the page has the focus); the folder last
used is remembered for the next file, the Tournament tab's exports included.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu, QMessageBox, QToolButton, QWidget

from app.campaign import games_csv
from app.campaign.campaigns import find_campaign
from app.campaign.records import score_fields
from app.campaign.standings_export import write_standings_csv, write_standings_pdf
from app.errors import MusterError
from app.i18n import current_language
from ui.campaign.page_context import PageContext

FOLDER_KEY = "campaigns/folder"


class ExchangeButton(QToolButton):
    def __init__(self, page: PageContext, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("exchange")
        self.page = page
        self.import_progress: QWidget | None = None
        self.import_report: QMessageBox | None = None
        # Import and export share one menu button, so the toolbar fits in every language.
        self.setMenu(QMenu(self))
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.import_action = self._action(parent, "import-games", self.import_games)
        self.import_action.setShortcut(QKeySequence("Ctrl+I"))
        self.import_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.export_games_action = self._action(parent, "export-games", self.export_games)
        self.export_standings_action = self._action(
            parent, "export-standings", self.export_standings
        )

    def _action(self, page: QWidget, name: str, triggered: Callable[[], None]) -> QAction:
        action = QAction(page)
        action.setObjectName(name)
        action.triggered.connect(triggered)
        page.addAction(action)
        self.menu().addAction(action)
        return action

    def retranslate(self) -> None:
        self.import_action.setText(self.tr("&Import games…"))
        self.export_games_action.setText(self.tr("Export games…"))
        self.export_standings_action.setText(self.tr("Export standings…"))
        self.setText(self.tr("Import and export"))

    def update_actions(self) -> None:
        has_campaign = self.page.campaign is not None
        self.export_games_action.setEnabled(has_campaign)
        self.export_standings_action.setEnabled(has_campaign)

    def folder(self) -> str:
        settings = self.page.ui_settings
        if settings is not None:
            value = settings.value(FOLDER_KEY)
            if value:
                return str(value)
        return str(Path.home())

    def remember_folder(self, file: str) -> None:
        if self.page.ui_settings is not None:
            self.page.ui_settings.setValue(FOLDER_KEY, str(Path(file).parent))

    def import_games(self) -> None:
        file, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import games"), self.folder(), self.tr("CSV files (*.csv)")
        )
        if not file:
            return
        self.remember_folder(file)
        self.import_file(Path(file))

    def import_file(self, file: Path) -> games_csv.ImportReport | None:
        """Imports a games CSV and shows the report; returns it (None when refused)."""
        from ui.campaign.import_progress import ImportProgress

        page = self.page
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        progress = self.import_progress = ImportProgress(self, file)
        try:
            system = page.campaign.system if page.campaign is not None else None
            report = games_csv.import_games_file(
                page.db, file, page.workspace.catalog, system, progress=progress
            )
        except MusterError as error:
            progress.close()
            QApplication.restoreOverrideCursor()
            page.show_error(error)
            return None
        progress.close()
        QApplication.restoreOverrideCursor()
        page.undo_stack.clear()  # an import is not undone game by game
        select = page.campaign.id if page.campaign is not None else None
        if select is None and report.new_campaigns:
            found = find_campaign(page.db, report.new_campaigns[0])
            select = found.id if found is not None else None
        page.campaigns_changed(select)
        lines = report.lines(current_language())
        box = QMessageBox(self)
        box.setObjectName("import-report")
        box.setWindowTitle(self.tr("Import games"))
        box.setIcon(QMessageBox.Icon.Warning if report.bad_rows else QMessageBox.Icon.Information)
        box.setText("\n".join(lines[:3]))
        if len(lines) > 3:
            box.setDetailedText("\n".join(lines))
        box.open()
        self.import_report = box
        return report

    def export_games(self) -> None:
        page, campaign = self.page, self.page.campaign
        if campaign is None:
            return
        file, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export games"),
            str(Path(self.folder()) / f"{campaign.name}.csv"),
            self.tr("CSV files (*.csv)"),
        )
        if not file:
            return
        self.remember_folder(file)
        try:
            text, written, left_out = games_csv.export_games(page.db, [campaign.id])
            games_csv.write_games_file(Path(file), text)
        except MusterError as error:
            page.show_error(error)
            return
        page.show_message(games_csv.export_summary(written, left_out, current_language()))

    def export_standings(self) -> None:
        page, campaign, stats = self.page, self.page.campaign, self.page.stats
        if campaign is None or stats is None:
            return
        pdf_filter = self.tr("PDF files (*.pdf)")
        csv_filter = self.tr("CSV files (*.csv)")
        file, chosen = QFileDialog.getSaveFileName(
            self,
            self.tr("Export standings"),
            str(Path(self.folder()) / f"{campaign.name}.pdf"),
            f"{pdf_filter};;{csv_filter}",
        )
        if not file:
            return
        self.remember_folder(file)
        path = Path(file)
        try:
            fields = score_fields(campaign.system)
            if path.suffix.lower() == ".csv" or (chosen == csv_filter and not path.suffix):
                write_standings_csv(path.with_suffix(".csv"), stats.standings, fields)
            else:
                write_standings_pdf(
                    path.with_suffix(".pdf"),
                    campaign,
                    stats.standings,
                    current_language(),
                    fields=fields,
                )
        except MusterError as error:
            page.show_error(error)
