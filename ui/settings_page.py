"""Settings: interface language (applied at once), the games played
(ui/settings/games_played.py), the database (a SQLite file or a URL), your
data, and catalogue updates from data repositories (ui/settings/catalogue_updates.py)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.errors import MusterError
from app.i18n import set_card_names_in_english
from app.settings import default_database_url
from app.workspace import Workspace
from ui.widgets.retranslate import Retranslatable

LANGUAGE_NAMES = {"en": "English", "fr": "Français", "pl": "Polski"}
SYSTEM_LANGUAGE = ""  # combo-box data of "Same as the system"


class SettingsPage(Retranslatable, QWidget):
    language_chosen = Signal(str)
    database_changed = Signal()
    catalogue_changed = Signal(str)  # a game's packs changed (an update, a rollback)
    games_played_changed = Signal(list)  # the system ids ticked under "Games I play"

    def __init__(self, workspace: Workspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.setObjectName("page-settings")

        self.language_box = QGroupBox(self)
        self.language_label = QLabel(self)
        self.language_combo = QComboBox(self)
        self.language_combo.setObjectName("language-combo")
        # The empty string stands for "follow the system": PySide stores None as an invalid
        # QVariant, which findData() and currentData() do not round-trip reliably.
        self.language_combo.addItem("", SYSTEM_LANGUAGE)
        for code, name in LANGUAGE_NAMES.items():
            self.language_combo.addItem(name, code)
        chosen = workspace.prefs.get("language")
        self.language_combo.setCurrentIndex(
            max(0, self.language_combo.findData(chosen or SYSTEM_LANGUAGE))
        )
        self.language_combo.currentIndexChanged.connect(self._language_changed)
        self.card_names_label = QLabel(self)
        self.card_names_combo = QComboBox(self)
        self.card_names_combo.setObjectName("card-names-combo")
        self.card_names_combo.addItem("", "language")
        self.card_names_combo.addItem("", "english")
        english = workspace.prefs.card_names_in_english
        self.card_names_combo.setCurrentIndex(1 if english else 0)
        self.card_names_combo.currentIndexChanged.connect(self._card_names_changed)
        form = QFormLayout(self.language_box)
        form.addRow(self.language_label, self.language_combo)
        form.addRow(self.card_names_label, self.card_names_combo)

        self.database_box = QGroupBox(self)
        self.database_hint = QLabel(self)
        self.database_hint.setWordWrap(True)
        self.database_edit = QLineEdit(self)
        self.database_edit.setObjectName("database-url")
        self.database_edit.setText(workspace.prefs.get("database_url") or "")
        self.database_edit.setClearButtonEnabled(True)
        self.apply_button = QPushButton(self)
        self.apply_button.clicked.connect(self._apply_database)
        self.current_label = QLabel(self)
        self.current_label.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.database_edit, 1)
        row.addWidget(self.apply_button)
        db_layout = QVBoxLayout(self.database_box)
        db_layout.addWidget(self.database_hint)
        db_layout.addLayout(row)
        db_layout.addWidget(self.current_label)

        self.data_box = QGroupBox(self)
        self.data_label = QLabel(self)
        self.data_label.setWordWrap(True)
        self.data_label.setTextInteractionFlags(
            self.data_label.textInteractionFlags()
            | self.data_label.textInteractionFlags().TextSelectableByMouse
        )
        self.backup_button = QPushButton(self)
        self.backup_button.setObjectName("backup-now")
        self.backup_button.clicked.connect(self._back_up_now)
        self.open_folder_button = QPushButton(self)
        self.open_folder_button.clicked.connect(self._open_data_folder)
        buttons = QHBoxLayout()
        buttons.addWidget(self.backup_button)
        buttons.addWidget(self.open_folder_button)
        buttons.addStretch(1)
        data_layout = QVBoxLayout(self.data_box)
        data_layout.addWidget(self.data_label)
        data_layout.addLayout(buttons)

        from ui.settings.catalogue_updates import CatalogueUpdatesBox
        from ui.settings.games_played import GamesPlayedBox

        self.games_box = GamesPlayedBox(workspace, self)
        self.games_box.changed.connect(self.games_played_changed)

        self.updates_box = CatalogueUpdatesBox(workspace, self)
        self.updates_box.catalogue_changed.connect(self.catalogue_changed)

        content = QVBoxLayout()
        content.addWidget(self.language_box)
        content.addWidget(self.games_box)
        content.addWidget(self.database_box)
        content.addWidget(self.data_box)
        content.addWidget(self.updates_box)
        content.addStretch(1)
        # Forms read badly when stretched across a wide screen; a small window scrolls.
        holder = QWidget()
        holder.setLayout(content)
        holder.setMaximumWidth(860)
        scroll = QScrollArea(self)
        scroll.setObjectName("settings-scroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(holder)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.language_box.setTitle(self.tr("Language"))
        self.language_label.setText(self.tr("Interface language"))
        self.language_combo.setItemText(0, self.tr("Same as the system"))
        self.card_names_label.setText(self.tr("Card and unit names"))
        self.card_names_combo.setItemText(0, self.tr("In my language where known"))
        self.card_names_combo.setItemText(1, self.tr("Always in English"))
        self.card_names_combo.setToolTip(
            self.tr(
                "Many players name cards in English. Where no name in your language is known, "
                "a card keeps its English name, and so does the rest of its row."
            )
        )
        self.database_box.setTitle(self.tr("Database"))
        self.database_hint.setText(
            self.tr(
                "Leave empty to keep your data in a file on this computer. To share a league "
                "database with your club, enter a PostgreSQL URL such as "
                "postgresql+psycopg://user:password@server/muster."
            )
        )
        self.database_edit.setPlaceholderText(default_database_url(self.workspace.paths))
        self.apply_button.setText(self.tr("Connect"))
        self.current_label.setText(
            self.tr("In use: {url}").format(url=self._safe(self.workspace.database_url))
        )
        self.data_box.setTitle(self.tr("Your data"))
        self.backup_button.setText(self.tr("Back up now"))
        self.open_folder_button.setText(self.tr("Open data folder"))
        self._describe_data()

    def _describe_data(self) -> None:
        from app.db import list_backups

        paths = self.workspace.paths
        backups = list_backups(paths.backups_dir, paths.database_file.stem)
        latest = backups[0].name if backups else self.tr("none yet")
        self.data_label.setText(
            self.tr(
                "Data folder: {folder}\nBackups: {count} (latest: {latest}); the last 10 are "
                "kept.\nLogs: {logs}"
            ).format(folder=paths.data_dir, count=len(backups), latest=latest, logs=paths.log_dir)
        )
        self.backup_button.setEnabled(
            paths.database_file.exists() and self.workspace.database_url.startswith("sqlite")
        )

    def _back_up_now(self) -> None:
        from app.db import backup_sqlite

        paths = self.workspace.paths
        target = backup_sqlite(paths.database_file, paths.backups_dir, label="manual")
        self._describe_data()
        QMessageBox.information(
            self,
            self.tr("Back up now"),
            self.tr("Saved a copy of your data to {file}.").format(file=target),
        )

    def _open_data_folder(self) -> None:
        from PySide6.QtCore import QUrl
        from PySide6.QtGui import QDesktopServices

        QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.workspace.paths.data_dir)))

    @staticmethod
    def _safe(url: str) -> str:
        from sqlalchemy.engine import make_url

        try:
            return make_url(url).render_as_string(hide_password=True)
        except Exception:  # an unparsable URL is shown as typed
            return url

    def _language_changed(self) -> None:
        code = self.language_combo.currentData()
        self.workspace.prefs.set("language", code or None)
        self.language_chosen.emit(self.workspace.prefs.language)

    def _card_names_changed(self) -> None:
        english = self.card_names_combo.currentData() == "english"
        self.workspace.prefs.set("card_names", "english" if english else "language")
        set_card_names_in_english(english)
        self.language_chosen.emit(self.workspace.prefs.language)  # every screen shows again

    def _apply_database(self) -> None:
        from app.db import open_database

        url = self.database_edit.text().strip() or None
        target = url or default_database_url(self.workspace.paths)
        try:
            trial = open_database(target, backups_dir=self.workspace.paths.backups_dir)
            trial.dispose()
        except MusterError as exc:
            QMessageBox.warning(self, self.tr("Database"), exc.message())
            return
        except Exception as exc:  # a URL SQLAlchemy cannot parse, a missing driver...
            QMessageBox.warning(
                self,
                self.tr("Database"),
                self.tr("This database URL cannot be used: {detail}").format(detail=exc),
            )
            return
        self.workspace.prefs.set("database_url", url)
        self.workspace.close()
        self.workspace.open_database()
        self.retranslate()
        self.database_changed.emit()
