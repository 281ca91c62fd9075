"""The main window: navigation, language switching, remembered layout, About, crash dialog."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from app import __version__
from ui.about import AboutDialog
from ui.application import Gui
from ui.crash import CrashDialog


def nav_texts(window) -> list[str]:
    return [window.nav.item(row).text() for row in range(window.nav.count())]


def test_navigation_reaches_every_area(gui, qtbot):
    window = gui.window
    assert nav_texts(window) == ["Builder", "Games", "Campaigns", "Catalogue", "Settings"]
    for row, key in enumerate(window.PAGE_KEYS):
        qtbot.keyClick(window, Qt.Key(Qt.Key.Key_1 + row), Qt.KeyboardModifier.ControlModifier)
        assert window.current_page_key() == key
    window.nav.setCurrentRow(1)
    assert window.current_page_key() == "games"


def test_switching_language_in_settings_changes_visible_text(gui, qtbot):
    window = gui.window
    window.show_page("settings")
    combo = window.settings_page.language_combo
    combo.setCurrentIndex(combo.findData("pl"))
    assert nav_texts(window)[4] == "Ustawienia"
    assert window.settings_page.language_box.title() == "Język"
    assert window.file_menu.title() == "&Plik"
    combo.setCurrentIndex(combo.findData("fr"))
    assert nav_texts(window) == ["Création", "Parties", "Campagnes", "Catalogue", "Paramètres"]
    combo.setCurrentIndex(combo.findData("en"))
    assert nav_texts(window)[4] == "Settings"
    assert gui.workspace.prefs.get("language") == "en"


def test_the_chosen_language_is_used_at_the_next_start(qtbot, muster_home):
    from app.settings import load_preferences

    load_preferences().set("language", "fr")
    gui = Gui()
    qtbot.addWidget(gui.window)
    assert gui.start()
    assert nav_texts(gui.window)[0] == "Création"
    gui.languages.apply("en")
    gui.workspace.close()


def test_window_layout_is_remembered(qtbot, muster_home):
    first = Gui()
    qtbot.addWidget(first.window)
    assert first.start()
    first.window.resize(700, 520)
    first.window.show_page("campaigns")
    first.window.close()
    first.workspace.close()

    second = Gui()
    qtbot.addWidget(second.window)
    assert second.start()
    assert (second.window.width(), second.window.height()) == (700, 520)
    assert second.window.current_page_key() == "campaigns"
    second.workspace.close()


def test_about_dialog_tells_version_locations_and_notice(gui):
    dialog = AboutDialog(gui.workspace, gui.window)
    text = dialog.text.text()
    assert __version__ in text
    assert str(gui.workspace.paths.backups_dir) in text
    assert "Community tool, not affiliated with the games' publishers." in text
    # Every shipped pack is listed with its licence: the community data's own, Muster's own
    # packs under the project's licence.
    assert "Community Shatterpoint catalogue (shatterpoint-data): GPL-3.0" in text
    assert "Legion cards from Legion HQ: MIT" in text
    assert "Flashpoint examples (Muster): GPL-3.0-or-later" in text


def test_an_unexpected_exception_shows_a_dialog_and_the_app_goes_on(gui, qtbot, monkeypatch):
    shown: list[CrashDialog] = []
    monkeypatch.setattr(CrashDialog, "exec", lambda self: shown.append(self) or 0)
    try:
        raise RuntimeError("boom in a slot")
    except RuntimeError as exc:
        gui.hook(type(exc), exc, exc.__traceback__)
    assert len(shown) == 1
    dialog = shown[0]
    assert "boom in a slot" in dialog.details
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    assert "boom in a slot" in QGuiApplication.clipboard().text()
    log = gui.workspace.paths.log_file.read_text(encoding="utf-8")
    assert "boom in a slot" in log
    assert gui.window.isVisible()


def test_a_damaged_database_is_moved_aside_and_a_fresh_one_started(qtbot, muster_home, monkeypatch):
    from app.settings import paths

    file = paths().ensure().database_file
    file.write_bytes(b"garbage" * 1000)
    answers = []

    def choose_fresh(box: QMessageBox) -> int:
        answers.append(box.text())
        fresh = next(b for b in box.buttons() if b.text() == "Start fresh")
        box.setProperty("clicked", True)
        monkeypatch.setattr(box, "clickedButton", lambda: fresh)
        return 0

    monkeypatch.setattr(QMessageBox, "exec", choose_fresh)
    gui = Gui()
    qtbot.addWidget(gui.window)
    assert gui.start()
    assert "moved aside" in answers[0]
    damaged = list(file.parent.glob("muster.db.damaged-*"))
    assert len(damaged) == 1 and damaged[0].read_bytes() == b"garbage" * 1000
    assert gui.workspace.db.revision() is not None
    gui.workspace.close()


def test_a_damaged_database_can_be_replaced_by_the_latest_backup(qtbot, muster_home, monkeypatch):
    from app.db import backup_sqlite
    from app.settings import paths
    from app.workspace import Workspace

    workspace = Workspace()
    workspace.db.set_setting("remembered", "yes")
    backup_sqlite(workspace.paths.database_file, workspace.paths.backups_dir)
    workspace.close()
    file = paths().database_file
    file.write_bytes(b"garbage" * 1000)

    def choose_restore(box: QMessageBox) -> int:
        restore = next(b for b in box.buttons() if b.text() == "Restore latest backup")
        monkeypatch.setattr(box, "clickedButton", lambda: restore)
        return 0

    monkeypatch.setattr(QMessageBox, "exec", choose_restore)
    gui = Gui()
    qtbot.addWidget(gui.window)
    assert gui.start()
    assert gui.workspace.db.get_setting("remembered") == "yes"
    gui.workspace.close()


def test_a_database_from_a_newer_muster_stops_with_a_message(qtbot, muster_home, monkeypatch):
    from sqlalchemy import text

    from app.workspace import Workspace

    workspace = Workspace()
    with workspace.db.engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '9999_future'"))
    workspace.close()
    messages = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: messages.append(text))
    gui = Gui()
    qtbot.addWidget(gui.window)
    assert gui.start() is False
    assert "newer version of Muster" in messages[0]


def test_high_dpi_and_palette_follow_the_system(gui):
    app = QApplication.instance()
    assert QGuiApplication.highDpiScaleFactorRoundingPolicy() == (
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
    )
    assert gui.window.palette() == app.palette()


def test_settings_switch_to_another_database_url(gui, qtbot, tmp_path, monkeypatch):
    page = gui.window.settings_page
    gui.window.show_page("settings")
    other = tmp_path / "club.db"
    page.database_edit.setText(f"sqlite:///{other}")
    changed = []
    page.database_changed.connect(lambda: changed.append(True))
    qtbot.mouseClick(page.apply_button, Qt.MouseButton.LeftButton)
    assert changed == [True]
    assert gui.workspace.database_url == f"sqlite:///{other}"
    assert other.exists() and gui.workspace.db.revision() is not None
    assert str(other) in page.current_label.text()


def test_settings_refuse_a_database_url_that_does_not_work(gui, qtbot, monkeypatch):
    page = gui.window.settings_page
    before = gui.workspace.database_url
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    page.database_edit.setText("postgresql+psycopg://nobody:secret@127.0.0.1:1/none")
    qtbot.mouseClick(page.apply_button, Qt.MouseButton.LeftButton)
    assert "Cannot connect" in warnings[0] and "secret" not in warnings[0]
    page.database_edit.setText("not a url at all")
    qtbot.mouseClick(page.apply_button, Qt.MouseButton.LeftButton)
    assert "not a database address" in warnings[1]
    assert gui.workspace.database_url == before


def test_back_up_now_from_settings(gui, qtbot, monkeypatch):
    page = gui.window.settings_page
    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: told.append(text))
    qtbot.mouseClick(page.backup_button, Qt.MouseButton.LeftButton)
    backups = list(gui.workspace.paths.backups_dir.glob("muster-*-manual.db"))
    assert len(backups) == 1 and str(backups[0]) in told[0]
    assert "Backups: 1" in page.data_label.text()


def test_a_sessions_translators_go_with_its_window(qtbot, muster_home):
    """Each translator the application keeps is asked for every text shown: a window's
    session that ends takes its translations with it (tests start hundreds of sessions, and
    a tool that opened windows in turn would slow down with each one)."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from shiboken6 import isValid

    from app.settings import load_preferences

    load_preferences().set("language", "fr")
    gui = Gui()
    assert gui.start()
    assert QCoreApplication.translate("MainWindow", "Settings") == "Paramètres"
    languages = gui.languages
    gui.workspace.close()
    gui.window.close()
    gui.window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not isValid(languages)
    assert QCoreApplication.translate("MainWindow", "Settings") == "Settings"
