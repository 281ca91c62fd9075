"""The main window: navigation to each area, remembered layout, menus."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QSize
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.numbers import whole_number
from app.workspace import Workspace
from ui.i18n import LanguageManager
from ui.widgets.retranslate import Retranslatable

if TYPE_CHECKING:
    from ui.settings_page import SettingsPage

PageFactory = Callable[[Workspace, QWidget], QWidget]


def _settings_page(workspace: Workspace, parent: QWidget) -> QWidget:
    from ui.settings_page import SettingsPage

    return SettingsPage(workspace, parent)


def _builder_page(workspace: Workspace, parent: QWidget, ui_settings: QSettings) -> QWidget:
    from ui.builder.page import BuilderPage

    return BuilderPage(workspace, ui_settings, parent)


def _catalogue_page(workspace: Workspace, parent: QWidget, ui_settings: QSettings) -> QWidget:
    from ui.catalogue import CataloguePage

    return CataloguePage(workspace, parent, ui_settings)


def _games_page(workspace: Workspace, parent: QWidget, ui_settings: QSettings) -> QWidget:
    from ui.tracker.games_page import GamesPage

    return GamesPage(workspace, parent, ui_settings)


def _campaigns_page(workspace: Workspace, parent: QWidget, ui_settings: QSettings) -> QWidget:
    from ui.campaign.page import CampaignsPage

    return CampaignsPage(workspace, parent, ui_settings)


class LazyPages(Mapping[str, QWidget]):
    """The window's pages, each built the first time it is needed.

    The stack holds one empty holder per page from the start, so the window can be shown at
    once; a page (and the modules it imports) is created when it is first shown or asked for.
    """

    def __init__(self, window: MainWindow) -> None:
        self._window = window
        self._built: dict[str, QWidget] = {}

    def __getitem__(self, key: str) -> QWidget:
        if key not in self._built:
            if key not in self._window.PAGE_KEYS:
                raise KeyError(key)
            holder = self._window.holders[key]
            page = self._window.page_factories()[key](self._window.workspace, holder)
            layout = holder.layout()
            assert layout is not None  # every holder gets its layout in MainWindow.__init__
            layout.addWidget(page)
            self._built[key] = page
            self._window.page_built(key, page)
        return self._built[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._window.PAGE_KEYS)

    def __len__(self) -> int:
        return len(self._window.PAGE_KEYS)

    def is_built(self, key: str) -> bool:
        return key in self._built


class MainWindow(Retranslatable, QMainWindow):
    # (key, factory). Each area replaces its pending page when its screens exist.
    PAGE_KEYS = ("builder", "games", "campaigns", "catalogue", "settings")
    NAV_WIDTH = 190
    NAV_COMPACT_WIDTH = 52  # the icons alone

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
        self.nav_compact = False  # icons only, while a page that needs the width is shown
        self.nav.setFixedWidth(self.NAV_WIDTH)
        # Large, touch-friendly entries: Muster often runs on a laptop beside the table.
        self.nav.setStyleSheet(
            "QListWidget#navigation { font-size: 12pt; border: none; outline: 0; }"
            "QListWidget#navigation::item { padding: 10px 8px; }"
        )
        self.stack = QStackedWidget(self)
        self.holders: dict[str, QWidget] = {}
        for key in self.PAGE_KEYS:
            holder = QWidget(self.stack)
            holder.setObjectName(f"holder-{key}")
            QVBoxLayout(holder).setContentsMargins(0, 0, 0, 0)
            self.holders[key] = holder
            self.stack.addWidget(holder)
            QListWidgetItem(self.nav)  # row n shows PAGE_KEYS[n]
        self.pages = LazyPages(self)
        self.ready = False  # pages are built only once the database is open
        self.nav.currentRowChanged.connect(self._page_changed)
        # A plain layout rather than a QSplitter: building a splitter makes PySide create the
        # whole Qt namespace (~40 ms) before the window can show. Pages keep their splitters.
        central = QWidget(self)
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.nav)
        row.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        self.menus_built = False  # see build_menus()
        self.retranslate()
        self._restore_layout()

    def page_factories(self) -> dict[str, PageFactory]:
        """How each page is made. Import a page's module inside its factory, so that start-up
        does not pay for pages the user has not opened yet."""
        return {
            "builder": lambda workspace, parent: _builder_page(workspace, parent, self.ui_settings),
            "games": lambda workspace, parent: _games_page(workspace, parent, self.ui_settings),
            "campaigns": lambda workspace, parent: _campaigns_page(
                workspace, parent, self.ui_settings
            ),
            "catalogue": lambda workspace, parent: _catalogue_page(
                workspace, parent, self.ui_settings
            ),
            "settings": _settings_page,
        }

    @property
    def settings_page(self) -> SettingsPage:
        from ui.settings_page import SettingsPage

        page = self.pages["settings"]
        assert isinstance(page, SettingsPage)
        return page

    def show_page(self, key: str) -> None:
        self.nav.setCurrentRow(self.PAGE_KEYS.index(key))

    def current_page_key(self) -> str:
        return self.PAGE_KEYS[self.stack.currentIndex()]

    def activate(self) -> None:
        """Called once the database is open: builds the page on screen."""
        self.ready = True
        self._page_changed(self.nav.currentRow())

    def _page_changed(self, row: int) -> None:
        if row < 0:
            return
        self.stack.setCurrentIndex(row)
        if self.ready:
            self.pages[self.PAGE_KEYS[row]]
        self._follow_page_width()

    def _follow_page_width(self, *_args: object) -> None:
        """A page that needs the window's width (the tracker at 1366 px: every unit of both
        strike teams on screen) says so with ``wants_compact_navigation``; the navigation then
        shows its icons alone, their names as tooltips."""
        key = self.current_page_key()
        page = self.pages[key] if self.pages.is_built(key) else None
        self.set_navigation_compact(bool(getattr(page, "wants_compact_navigation", False)))

    def set_navigation_compact(self, compact: bool) -> None:
        if compact == self.nav_compact:
            return
        self.nav_compact = compact
        self.nav.setFixedWidth(self.NAV_COMPACT_WIDTH if compact else self.NAV_WIDTH)
        self._nav_texts()

    def page_built(self, key: str, page: QWidget) -> None:
        """Hook for wiring a page to the rest of the window when it is created."""
        if key == "settings":
            page.language_chosen.connect(self._language_chosen)  # type: ignore[attr-defined]
            if hasattr(page, "catalogue_changed"):
                page.catalogue_changed.connect(self.catalogue_updated)
            if hasattr(page, "games_played_changed"):
                page.games_played_changed.connect(self.games_played_changed)
        if hasattr(page, "compact_navigation_changed"):
            page.compact_navigation_changed.connect(self._follow_page_width)
        if key == "builder" and hasattr(page, "play_requested"):
            page.play_requested.connect(self.play_team)
        if key == "builder" and hasattr(page, "catalogue_requested"):
            page.catalogue_requested.connect(lambda: self.show_page("catalogue"))
        # An import on the Catalogue page shows at once in the builder's browser.
        both_built = self.pages.is_built("builder") and self.pages.is_built("catalogue")
        if key in ("builder", "catalogue") and both_built:
            builder, catalogue = self.pages["builder"], self.pages["catalogue"]
            if hasattr(catalogue, "catalogue_changed") and hasattr(builder, "catalog_changed"):
                catalogue.catalogue_changed.connect(builder.catalog_changed)

    def catalogue_updated(self, system_id: str) -> None:
        """A game's packs changed outside the Catalogue page (an update from a data
        repository, a rollback): the pages already built show the new catalogue."""
        if self.pages.is_built("catalogue"):
            catalogue = self.pages["catalogue"]
            if getattr(catalogue, "system_id", None) == system_id and hasattr(catalogue, "refresh"):
                catalogue.refresh()
        if self.pages.is_built("builder"):
            builder = self.pages["builder"]
            if hasattr(builder, "catalog_changed"):
                builder.catalog_changed(system_id)

    def games_played_changed(self, played: list[str]) -> None:
        """Settings → Games I play changed: a Catalogue page already built lists them first
        (the New game dialog and the Builder read the choice when they open)."""
        if self.pages.is_built("catalogue"):
            catalogue = self.pages["catalogue"]
            if hasattr(catalogue, "games_played_changed"):
                catalogue.games_played_changed(played)

    def play_team(self, team: object) -> None:
        """The builder's "Play…": the Games page's New game dialog with this team chosen."""
        self.show_page("games")
        games = self.pages["games"]
        if hasattr(games, "new_game"):
            games.new_game(team)

    def build_menus(self) -> None:
        """Menus and shortcuts, added just after the window is first shown: creating key
        sequences makes PySide build the whole Qt namespace (~40 ms), which need not delay the
        first paint."""
        if self.menus_built:
            return
        self.menus_built = True
        from PySide6.QtGui import QIcon

        from app.resources import resources_dir

        for row, key in enumerate(self.PAGE_KEYS):
            icon = resources_dir() / "icons" / "nav" / f"{key}.svg"
            item = self.nav.item(row)
            if item is not None and icon.exists():
                item.setIcon(QIcon(str(icon)))
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
        self._retranslate_menus()

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
        self._nav_texts()
        if self.menus_built:
            self._retranslate_menus()

    def _nav_texts(self) -> None:
        for row, key in enumerate(self.PAGE_KEYS):
            item = self.nav.item(row)
            if item is not None:
                title = self.page_title(key)
                item.setText("" if self.nav_compact else title)
                item.setToolTip(title if self.nav_compact else "")

    def _retranslate_menus(self) -> None:
        self.file_menu.setTitle(self.tr("&File"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        for key, action in zip(self.PAGE_KEYS, self.page_actions, strict=True):
            action.setText(self.page_title(key))
        self.help_menu.setTitle(self.tr("&Help"))
        self.about_action.setText(self.tr("&About Muster"))

    def show_about(self) -> None:
        from ui.about import AboutDialog

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
        # The settings file may have been edited: a page that is no number is the first page.
        self.nav.setCurrentRow(whole_number(str(self.ui_settings.value("main/page", 0))) or 0)

    def save_layout(self) -> None:
        self.ui_settings.setValue("main/geometry", self.saveGeometry())
        self.ui_settings.setValue("main/page", self.nav.currentRow())
        self.ui_settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_layout()
        super().closeEvent(event)
