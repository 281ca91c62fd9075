"""Starting the window: the QApplication, language, logging, crash dialog, database."""

from __future__ import annotations

import gc
import os
import sys
import threading

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from app import APP_NAME, ORGANIZATION, __version__, i18n
from app.resources import resources_dir
from app.workspace import Workspace
from ui.i18n import LanguageManager
from ui.interface_settings import ui_settings
from ui.main_window import MainWindow

# Modules needed only once the window is up (crash dialog, database, logging) are imported
# after it is shown: start-up time is a feature (benchmarks/startup.py).


def create_application(argv: list[str] | None = None) -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    # High-DPI: Qt 6 scales by the screen's exact factor (PassThrough) by default, so text and
    # icons stay crisp; touching the Qt namespace here would cost ~30 ms of start-up.
    app = QApplication(argv or [sys.argv[0]])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationVersion(__version__)
    # The desktop entry io.github.muster.Muster.desktop (packaging/): the window gets its
    # icon and name from it on Wayland.
    app.setDesktopFileName("io.github.muster.Muster")
    icon = resources_dir() / "icons" / "muster.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def bundled_qt_problem() -> str | None:
    """In a bundle, the Qt that runs must be the bundle's own: a PySide6 or Qt library from
    the system would behave differently from the one tested. None when all is well (and
    always from a source install)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if not bundle:
        return None
    import PySide6
    from PySide6.QtCore import QLibraryInfo

    root = os.path.realpath(bundle)
    places = {
        "PySide6": os.path.realpath(PySide6.__file__),
        "Qt plugins": os.path.realpath(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)),
    }
    for what, place in places.items():
        if os.path.commonpath([root, place]) != root:
            return f"{what} comes from {place}, outside the bundle {root}"
    return None


class FileOpenFilter(QObject):
    """macOS hands a double-clicked roster file or a clicked ``muster://`` link to the running
    app as a FileOpen event (not on the command line); it opens like ``muster FILE``."""

    def __init__(self, gui: Gui) -> None:
        super().__init__(gui.window)  # goes (and stops filtering) with the window
        self.gui = gui

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and self.gui.window.ready:
            url = event.url()  # type: ignore[attr-defined]
            target = event.file() or url.toString()  # type: ignore[attr-defined]
            if target:
                self.gui.open(target)
                return True
        return super().eventFilter(watched, event)


class Gui:
    """Everything one window session owns; tests build it the way ``run_gui`` does."""

    def __init__(self, workspace: Workspace | None = None) -> None:
        self.app = create_application()
        self.workspace = workspace or Workspace()
        self.languages = LanguageManager()
        i18n.set_card_names_in_english(self.workspace.prefs.card_names_in_english)
        self.languages.apply(self.workspace.prefs.language)
        self.window = MainWindow(self.workspace, ui_settings(self.workspace), self.languages)
        self.preloading: threading.Thread | None = None
        # The translators go with the window: each one the application keeps is asked for
        # every text shown, so a session's must not outlive it (tests start hundreds).
        self.languages.setParent(self.window)

    def start(self, interactive: bool = True) -> bool:
        """Shows the window, then opens the database; False if Muster must close.

        Not ``interactive`` (the smoke test), a database that cannot be opened is reported on
        stderr instead of in a dialog nobody would answer."""
        self.window.show()
        QApplication.processEvents()
        self.window.build_menus()
        from app.logging_setup import configure_logging

        try:
            configure_logging(self.workspace.paths.log_file)
        except OSError:  # a log folder that cannot be written must not stop Muster
            pass
        from ui.crash import ExceptionHook
        from ui.startup import OPENED, SETTINGS, open_database_interactively

        self.hook = ExceptionHook(lambda: getattr(self.workspace.opened, "file", None))
        outcome = open_database_interactively(self.workspace, self.window, interactive)
        if outcome == SETTINGS:
            # The database address is unusable: the Settings page fixes it, and the other
            # pages are built once a database is open.
            page = self.window.settings_page
            self.window.show_page("settings")
            page.database_changed.connect(self.window.activate)
            return True
        if outcome != OPENED:
            return False
        self.window.activate()
        if os.environ.get("MUSTER_STARTUP_PROBE"):
            # benchmarks/startup.py measures up to here: the window usable, its menus built,
            # the database open and the first page built and painted.
            QApplication.processEvents()
            print("usable", flush=True)
        database = self.workspace.opened
        if database is not None and database.file is not None:
            # A SQLite file opens without SQLAlchemy (app/db.py); it loads now, beside the
            # window, rather than in the first click that needs it.
            from app.db import preload_sqlalchemy

            self.preloading = preload_sqlalchemy()
        return True

    def first_run(self) -> object | None:
        """The first-run wizard over the window, the first time Muster starts (not blocking
        it); None when it was already done or the database is not open."""
        from ui.first_run import first_run_due, show_first_run

        if not self.window.ready or not first_run_due(self.workspace):
            return None
        wizard = show_first_run(
            self.workspace, self.languages, self.window.ui_settings, self.window
        )
        wizard.accepted.connect(self._first_run_applied)
        return wizard

    def _first_run_applied(self) -> None:
        """The collection and catalogues the wizard filled show on the pages already built."""
        pages = self.window.pages
        if pages.is_built("builder"):
            from ui.builder.page import GAME_KEY, BuilderPage

            builder = pages["builder"]
            assert isinstance(builder, BuilderPage)
            builder.catalog_changed()
            builder.collection_changed()
            game = self.window.ui_settings.value(GAME_KEY)
            if game in getattr(builder, "game_ids", []):
                builder.show_game(str(game))

    def accept_file_open_events(self) -> None:
        """From now on, files and links macOS hands the app open in the builder."""
        self.file_open_filter = FileOpenFilter(self)
        self.app.installEventFilter(self.file_open_filter)

    def open(self, target: str) -> None:
        """Opens a roster file or a share link (``muster FILE``, ``muster muster://…``) in the
        Builder page; one that cannot be read is said in one sentence, in a message box."""
        from ui.open_request import open_in_builder

        open_in_builder(self.window, target)


def run_gui(smoke_test: bool = False, open_target: str | None = None) -> int:
    if smoke_test:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        bundled = bundled_qt_problem()
        if bundled:
            print(f"muster: {bundled}", file=sys.stderr, flush=True)
            return 2
    # Starting makes a great many objects that live as long as the window (modules, classes,
    # widgets); the cyclic garbage collector would walk them again and again (~40 ms of the
    # start here; app/__main__.py turns it off before the imports). It runs once the window
    # is usable.
    gc.disable()
    try:
        gui = Gui()
        started = gui.start(interactive=not smoke_test)
    finally:
        gc.enable()
    if not started:
        return 2 if smoke_test else 1
    gui.hook.install()
    if not smoke_test:
        gui.accept_file_open_events()
        gui.first_run()
    if open_target and gui.window.ready:
        QTimer.singleShot(0, lambda: gui.open(open_target))
    if smoke_test:

        def finish() -> None:
            language = gui.languages.language
            if language != "en" and not gui.languages.loaded:
                # A start in French or Polish that shows English is a broken install.
                print(f"muster: no translation into {language} was found", file=sys.stderr)
                gui.app.exit(1)
            elif gui.window.isVisible():
                print("ok", flush=True)
                gui.app.exit(0)
            else:
                gui.app.exit(1)

        QTimer.singleShot(0, finish)
    code = gui.app.exec()
    gui.window.save_layout()
    gui.workspace.close()
    return code
