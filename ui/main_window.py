"""The main window: navigation to each area, remembered layout, menus."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSettings, QSize, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QSplitter,
    QStackedWidget,
    QWidget,
)

from app.workspace import Workspace
from ui.about import AboutDialog
from ui.i18n import LanguageManager
from ui.pending_page import PendingPage
from ui.settings_page import SettingsPage
from ui.widgets.retranslate import Retranslatable

PageFactory = Callable[[Workspace, QWidget], QWidget]


def _pending(key: str) -> PageFactory:
    return lambda _workspace, parent: PendingPage(key, parent)


class MainWindow(Retranslatable, QMainWindow):
    # (key, factory). Each area replaces its pending page when its screens exist.
    PAGE_KEYS = ("builder", "games", "campaigns", "catalogue", "settings")

    def __init__(
        self, workspace: Workspace, ui_settings: QSettings, languages: LanguageManager | None = None
    ) -> None:
        super().__init__()
        self.workspace = workspace
        self.languages = languages
        self.ui_settings = ui_settings
        self.setObjectName("main-window")
        self.nav = QListWidget(self)
        self.nav.setObjectName("navigation")
        self.nav.setIconSize(QSize(24, 24))
        self.nav.setMinimumWidth(140)
        self.stack = QStackedWidget(self)
        self.pages: dict[str, QWidget] = {}
        for key in self.PAGE_KEYS:
            page = self.page_factories()[key](workspace, self.stack)
            self.pages[key] = page
            self.stack.addWidget(page)
            item = QListWidgetItem(self.nav)
            item.setData(Qt.ItemDataRole.UserRole, key)
        self.nav.currentRowChanged.connect(self.stack.setCurrentIndex)
        self.splitter = QSplitter(self)
        self.splitter.setObjectName("main-splitter")
        self.splitter.addWidget(self.nav)
        self.splitter.addWidget(self.stack)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        self.setCentralWidget(self.splitter)

        self.settings_page.language_chosen.connect(self._language_chosen)
        self._build_menus()
        self.retranslate()
        self._restore_layout()

    def page_factories(self) -> dict[str, PageFactory]:
        return {
            "builder": _pending("builder"),
            "games": _pending("games"),
            "campaigns": _pending("campaigns"),
            "catalogue": _pending("catalogue"),
            "settings": lambda workspace, parent: SettingsPage(workspace, parent),
        }

    @property
    def settings_page(self) -> SettingsPage:
        page = self.pages["settings"]
        assert isinstance(page, SettingsPage)
        return page

    def show_page(self, key: str) -> None:
        self.nav.setCurrentRow(self.PAGE_KEYS.index(key))

    def _build_menus(self) -> None:
        self.file_menu = self.menuBar().addMenu("")
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.file_menu.addAction(self.quit_action)
        self.view_menu = self.menuBar().addMenu("")
        self.page_actions: list[QAction] = []
        for number, key in enumerate(self.PAGE_KEYS, start=1):
            action = QAction(self)
            action.setShortcut(QKeySequence(f"Ctrl+{number}"))
            action.triggered.connect(lambda _checked=False, k=key: self.show_page(k))
            self.view_menu.addAction(action)
            self.page_actions.append(action)
        self.help_menu = self.menuBar().addMenu("")
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self.show_about)
        self.help_menu.addAction(self.about_action)

    def page_title(self, key: str) -> str:
        return {
            "builder": self.tr("Builder"),
            "games": self.tr("Games"),
            "campaigns": self.tr("Campaigns"),
            "catalogue": self.tr("Catalogue"),
            "settings": self.tr("Settings"),
        }[key]

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Muster"))
        for row, key in enumerate(self.PAGE_KEYS):
            item = self.nav.item(row)
            if item is not None:
                item.setText(self.page_title(key))
        self.file_menu.setTitle(self.tr("&File"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        for key, action in zip(self.PAGE_KEYS, self.page_actions, strict=True):
            action.setText(self.page_title(key))
        self.help_menu.setTitle(self.tr("&Help"))
        self.about_action.setText(self.tr("&About Muster"))

    def show_about(self) -> None:
        AboutDialog(self.workspace, self).exec()

    def _language_chosen(self, language: str) -> None:
        if self.languages is not None:
            self.languages.apply(language)

    def _restore_layout(self) -> None:
        geometry = self.ui_settings.value("main/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1200, 800)
        state = self.ui_settings.value("main/splitter")
        if state is not None:
            self.splitter.restoreState(state)
        else:
            self.splitter.setSizes([180, 1020])
        self.nav.setCurrentRow(int(str(self.ui_settings.value("main/page", 0) or 0)))

    def save_layout(self) -> None:
        self.ui_settings.setValue("main/geometry", self.saveGeometry())
        self.ui_settings.setValue("main/splitter", self.splitter.saveState())
        self.ui_settings.setValue("main/page", self.nav.currentRow())
        self.ui_settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_layout()
        super().closeEvent(event)
