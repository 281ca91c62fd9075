"""First run: the language, the games, the boxes owned, and where catalogues come from.

Shown once, the first time Muster opens its window (``preferences.json`` has no
``first_run_done``); *Skip* or closing it counts as done, and each choice can be changed later
(Settings, the games played among them; the Catalogue page). Nothing here names a game: the
games come from the registry and the boxes from each catalogue (app/catalog/boxes.py).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from app import systems
from app.errors import MusterError
from app.i18n import current_language
from app.workspace import Workspace
from ui import systems as game_views
from ui.i18n import LanguageManager
from ui.settings.games_played import GAMES_KEY
from ui.widgets.retranslate import Retranslatable

log = logging.getLogger(__name__)

DONE_KEY = "first_run_done"
LANGUAGE_NAMES = {"en": "English", "fr": "Français", "pl": "Polski"}
BUILT_IN, IMPORT, SUBSCRIBE = "built-in", "import", "subscribe"


def first_run_due(workspace: Workspace) -> bool:
    return not workspace.prefs.get(DONE_KEY)


class FirstRunWizard(Retranslatable, QWizard):
    """Four pages; ``accept`` applies every choice, ``reject`` (Skip) applies the language
    only. Either way the wizard is not shown again."""

    def __init__(
        self,
        workspace: Workspace,
        languages: LanguageManager | None,
        ui_settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("first-run")
        self.workspace = workspace
        self.languages = languages
        self.ui_settings = ui_settings
        self.outcome = ""  # a sentence saying what the last step did, for the status line
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage)

        # 1. Language
        self.language_page = QWizardPage(self)
        self.language_combo = QComboBox(self.language_page)
        self.language_combo.setObjectName("first-run-language")
        for code, name in LANGUAGE_NAMES.items():
            self.language_combo.addItem(name, code)
        self.language_combo.setCurrentIndex(
            max(0, self.language_combo.findData(workspace.prefs.language))
        )
        self.language_combo.currentIndexChanged.connect(self._language_chosen)
        self.language_label = QLabel(self.language_page)
        self.language_label.setBuddy(self.language_combo)
        layout = QVBoxLayout(self.language_page)
        layout.addWidget(self.language_label)
        layout.addWidget(self.language_combo)
        layout.addStretch(1)
        self.addPage(self.language_page)

        # 2. Games
        self.games_page = QWizardPage(self)
        layout = QVBoxLayout(self.games_page)
        self.game_boxes: dict[str, QCheckBox] = {}
        builders = game_views.builder_ids()
        # Those said before (Settings → Games I play), else the flagship.
        played = workspace.prefs.games_played or builders[:1]
        for system_id in systems.system_ids():
            box = QCheckBox(self.games_page)
            box.setObjectName(f"first-run-game-{system_id}")
            box.setChecked(system_id in played)
            box.toggled.connect(self._games_changed)
            self.game_boxes[system_id] = box
            layout.addWidget(box)
        layout.addStretch(1)
        self.addPage(self.games_page)

        # 3. Boxes owned
        self.boxes_page = QWizardPage(self)
        # The explanation is the page's own wrapped label: a wizard's subtitle is cut, not
        # wrapped, when it is longer than the page is wide (French and Polish are).
        self.boxes_intro = QLabel(self.boxes_page)
        self.boxes_intro.setObjectName("first-run-boxes-intro")
        self.boxes_intro.setWordWrap(True)
        self.box_list = QListWidget(self.boxes_page)
        self.box_list.setObjectName("first-run-boxes")
        self.no_boxes = QLabel(self.boxes_page)
        self.no_boxes.setWordWrap(True)
        # What each chosen game without boxes asks for instead (its interface package says).
        self.game_notes = QLabel(self.boxes_page)
        self.game_notes.setObjectName("first-run-game-notes")
        self.game_notes.setWordWrap(True)
        layout = QVBoxLayout(self.boxes_page)
        layout.addWidget(self.boxes_intro)
        layout.addWidget(self.box_list, 1)
        layout.addWidget(self.no_boxes)
        layout.addWidget(self.game_notes)
        self.addPage(self.boxes_page)

        # 4. Catalogues
        self.source_page = QWizardPage(self)
        self.source_group = QButtonGroup(self)
        self.source_buttons: dict[str, QRadioButton] = {}
        layout = QVBoxLayout(self.source_page)
        for key in (BUILT_IN, IMPORT, SUBSCRIBE):
            button = QRadioButton(self.source_page)
            button.setObjectName(f"first-run-source-{key}")
            self.source_group.addButton(button)
            self.source_buttons[key] = button
            layout.addWidget(button)
            if key == IMPORT:
                row = QHBoxLayout()
                self.import_path = QLineEdit(self.source_page)
                self.import_path.setObjectName("first-run-import-path")
                self.browse_button = QPushButton(self.source_page)
                self.browse_button.setObjectName("first-run-browse")
                self.browse_button.clicked.connect(self._browse)
                row.addWidget(self.import_path, 1)
                row.addWidget(self.browse_button)
                layout.addLayout(row)
            if key == SUBSCRIBE:
                self.repository_url = QLineEdit(self.source_page)
                self.repository_url.setObjectName("first-run-repository")
                self.repository_url.setPlaceholderText("https://…/index.json")
                layout.addWidget(self.repository_url)
        self.source_buttons[BUILT_IN].setChecked(True)
        self.import_path.textEdited.connect(lambda: self.source_buttons[IMPORT].setChecked(True))
        self.repository_url.textEdited.connect(
            lambda: self.source_buttons[SUBSCRIBE].setChecked(True)
        )
        self.source_error = QLabel(self.source_page)
        self.source_error.setObjectName("first-run-error")
        self.source_error.setWordWrap(True)
        self.source_error.setStyleSheet("color: #b00020;")
        layout.addWidget(self.source_error)
        layout.addStretch(1)
        self.addPage(self.source_page)

        self._games_changed()
        self.retranslate()

    # --- choices ---------------------------------------------------------------------------

    def chosen_games(self) -> list[str]:
        return [system_id for system_id, box in self.game_boxes.items() if box.isChecked()]

    def chosen_boxes(self) -> dict[str, list[str]]:
        chosen: dict[str, list[str]] = {}
        for row in range(self.box_list.count()):
            item = self.box_list.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                system_id, box = item.data(Qt.ItemDataRole.UserRole)
                chosen.setdefault(system_id, []).append(box)
        return chosen

    def source(self) -> str:
        return next(key for key, button in self.source_buttons.items() if button.isChecked())

    def _language_chosen(self) -> None:
        language = str(self.language_combo.currentData())
        if self.languages is not None:
            self.languages.apply(language)
        try:
            self.workspace.prefs.set("language", language)
        except OSError:
            log.warning("the language could not be saved in the preferences")

    def _games_changed(self) -> None:
        from app.catalog.boxes import box_name, boxes

        checked = {
            self.box_list.item(row).data(Qt.ItemDataRole.UserRole)
            for row in range(self.box_list.count())
            if self.box_list.item(row).checkState() == Qt.CheckState.Checked
        }
        self.box_list.clear()
        multiple = len(self.chosen_games()) > 1
        for system_id in self.chosen_games():
            game = systems.display_name(system_id, current_language())
            for box, units in boxes(self.workspace.catalog(system_id)).items():
                name = box_name(system_id, box)
                label = self.tr("{game}: {box}").format(game=game, box=name) if multiple else name
                item = QListWidgetItem(label, self.box_list)
                item.setData(Qt.ItemDataRole.UserRole, (system_id, box))
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                checked_now = (system_id, box) in checked
                item.setCheckState(
                    Qt.CheckState.Checked if checked_now else Qt.CheckState.Unchecked
                )
                item.setToolTip(self.tr("Units in this box: {count}").format(count=len(units)))
        self.no_boxes.setVisible(self.box_list.count() == 0)
        self.box_list.setVisible(self.box_list.count() > 0)
        self._no_boxes_text()

    def _no_boxes_text(self) -> None:
        self.no_boxes.setText(
            self.tr("The catalogues of the games you chose list no boxes.")
            if self.chosen_games()
            else self.tr("Choose a game first.")
        )
        notes = []
        for system_id in self.chosen_games():
            note = game_views.views(system_id).collection_note
            if note is not None:
                notes.append(note())
        self.game_notes.setText("\n".join(notes))
        self.game_notes.setVisible(bool(notes))

    def _browse(self) -> None:
        file, _ = QFileDialog.getOpenFileName(
            self, self.tr("Catalogue file"), str(Path.home()), self.tr("Catalogues (*.json)")
        )
        if file:
            self.import_path.setText(file)
            self.source_buttons[IMPORT].setChecked(True)

    # --- applying ---------------------------------------------------------------------------

    def validateCurrentPage(self) -> bool:
        """The last page applies the catalogue choice first: a file that cannot be imported
        or an address that cannot be followed is said under it, and the wizard stays open."""
        if self.currentPage() is self.source_page:
            problem = self._apply_source()
            self.source_error.setText(problem)
            if problem:
                return False
        return super().validateCurrentPage()

    def _apply_source(self) -> str:
        source = self.source()
        try:
            if source == IMPORT:
                return self._import_file()
            if source == SUBSCRIBE:
                return self._subscribe()
        except MusterError as exc:
            return exc.message(current_language())
        return ""

    def _import_file(self) -> str:
        from app.catalog.importers import import_path

        text = self.import_path.text().strip()
        if not text:
            return self.tr("Choose the catalogue file to import.")
        report = import_path(Path(text), self.workspace.paths.user_packs_dir)
        if report.imported == 0:
            return self.tr("Nothing valid to import in {path}.").format(path=text)
        self.workspace.reload_catalog(report.system)
        self.outcome = report.to_text(current_language()).splitlines()[0]
        return ""

    def _subscribe(self) -> str:
        from app.catalog import updates  # the data repositories (docs/formats.md)

        url = self.repository_url.text().strip()
        if not url:
            return self.tr("Type the address of the data repository.")
        updates.subscribe(self.workspace.prefs, url)
        self.outcome = self.tr(
            "Following {url}: Settings → Catalogue updates checks it for new catalogues."
        ).format(url=url)
        return ""

    def accept(self) -> None:
        from app.catalog.boxes import add_boxes
        from app.catalog.collection import Collection

        for system_id, owned in self.chosen_boxes().items():
            add_boxes(
                Collection(self.workspace.db, system_id),
                self.workspace.catalog(system_id),
                owned,
            )
        try:
            self.workspace.prefs.set(GAMES_KEY, self.chosen_games())
        except OSError:
            log.warning("the games played could not be saved in the preferences")
        builders = [g for g in self.chosen_games() if g in game_views.builder_ids()]
        if builders and self.ui_settings is not None:
            from ui.builder.page import GAME_KEY

            self.ui_settings.setValue(GAME_KEY, builders[0])
        self._finish()
        super().accept()

    def reject(self) -> None:
        self._finish()
        super().reject()

    def _finish(self) -> None:
        try:
            self.workspace.prefs.set(DONE_KEY, True)
        except OSError:
            log.warning("the first run could not be marked done in the preferences")

    # --- texts -----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Welcome to Muster"))
        self.setButtonText(QWizard.WizardButton.CancelButton, self.tr("Skip"))
        self.setButtonText(QWizard.WizardButton.FinishButton, self.tr("Start"))
        self.setButtonText(QWizard.WizardButton.NextButton, self.tr("Next >"))
        self.setButtonText(QWizard.WizardButton.BackButton, self.tr("< Back"))
        self.language_page.setTitle(self.tr("Language"))
        self.language_page.setSubTitle(self.tr("Muster speaks English, French and Polish."))
        self.language_label.setText(self.tr("&Language of the interface:"))
        self.games_page.setTitle(self.tr("Games"))
        self.games_page.setSubTitle(self.tr("Which games do you play?"))
        language = current_language()
        for system_id, box in self.game_boxes.items():
            box.setText(systems.display_name(system_id, language))
        self.boxes_page.setTitle(self.tr("Your collection"))
        self.boxes_page.setSubTitle(self.tr("Which boxes do you own?"))
        self.boxes_intro.setText(
            self.tr(
                "Tick the boxes you own: their units go into your collection, which the "
                "builder's Owned only filter and suggestions use. You can change any count "
                "later on the Catalogue page."
            )
        )
        self._games_changed()  # the boxes' and games' names in the new language
        self.source_page.setTitle(self.tr("Catalogues"))
        self.source_page.setSubTitle(self.tr("Where do the games' catalogues come from?"))
        self.source_buttons[BUILT_IN].setText(self.tr("The catalogues built into Muster"))
        self.source_buttons[IMPORT].setText(self.tr("Also import a catalogue file:"))
        self.source_buttons[SUBSCRIBE].setText(self.tr("Also follow a data repository:"))
        self.browse_button.setText(self.tr("Choose…"))


def show_first_run(
    workspace: Workspace,
    languages: LanguageManager | None,
    ui_settings: QSettings | None,
    parent: QWidget,
) -> Any:
    """Opens the wizard over the window without blocking it; returns the wizard."""
    wizard = FirstRunWizard(workspace, languages, ui_settings, parent)
    wizard.setWindowModality(Qt.WindowModality.WindowModal)
    wizard.show()
    return wizard
