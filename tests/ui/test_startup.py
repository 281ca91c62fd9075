"""Start-up when the database cannot be used: each cause has its own answer in the window,
and without a person to ask (``--smoke-test``) Muster prints the message and exits 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from app.settings import paths
from tests.faults import read_only_folder
from ui.application import Gui

ROOT = Path(__file__).resolve().parents[2]


def answer_with(monkeypatch, label: str, seen: list[str]) -> None:
    """The next message boxes are answered by the button called ``label``."""

    def choose(box: QMessageBox) -> int:
        seen.append(box.text())
        button = next(b for b in box.buttons() if b.text() == label)
        monkeypatch.setattr(box, "clickedButton", lambda: button)
        return 0

    monkeypatch.setattr(QMessageBox, "exec", choose)


def test_a_read_only_data_folder_can_be_opened_read_only(qtbot, muster_home, monkeypatch):
    from app.workspace import Workspace

    workspace = Workspace()
    workspace.db.set_setting("kept", "yes")
    workspace.close()
    folder = paths().data_dir
    before = paths().database_file.read_bytes()
    seen: list[str] = []
    answer_with(monkeypatch, "Open read-only", seen)
    with read_only_folder(folder):
        gui = Gui()
        qtbot.addWidget(gui.window)
        assert gui.start()
        assert "read-only" in seen[0] and str(folder) in seen[0]
        assert gui.workspace.db.read_only and gui.workspace.db.get_setting("kept") == "yes"
        gui.workspace.close()
        gui.window.close()
    assert paths().database_file.read_bytes() == before


def test_a_read_only_data_folder_can_be_left_for_another(qtbot, muster_home, tmp_path, monkeypatch):
    from app.workspace import Workspace

    workspace = Workspace()
    workspace.open_database()
    workspace.close()
    other = tmp_path / "elsewhere"
    other.mkdir()
    seen: list[str] = []
    answer_with(monkeypatch, "Choose another folder…", seen)
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *args: str(other))
    with read_only_folder(paths().data_dir):
        gui = Gui()
        qtbot.addWidget(gui.window)
        assert gui.start()
        assert len(seen) == 1, seen
        assert gui.workspace.database_url == f"sqlite:///{other / 'muster.db'}", (
            gui.workspace.database_url
        )
        assert (other / "muster.db").exists()
        assert gui.workspace.db.revision() is not None
        gui.workspace.close()
        gui.window.close()


def test_a_damaged_file_is_left_in_place_when_the_user_quits(qtbot, muster_home, monkeypatch):
    file = paths().ensure().database_file
    file.write_bytes(b"garbage" * 1000)
    seen: list[str] = []
    answer_with(monkeypatch, "Quit", seen)
    gui = Gui()
    qtbot.addWidget(gui.window)
    assert gui.start() is False
    assert "damaged" in seen[0]
    assert file.read_bytes() == b"garbage" * 1000
    assert not list(file.parent.glob("*.damaged-*"))
    gui.window.close()


def test_a_bad_database_url_opens_the_settings_page_to_fix_it(qtbot, muster_home, monkeypatch):
    from app.settings import load_preferences

    load_preferences().set("database_url", "mysql://user@server/club")
    messages: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: messages.append(text))
    gui = Gui()
    qtbot.addWidget(gui.window)
    assert gui.start()
    assert len(messages) == 1 and "database_url" in messages[0] and "mysql" in messages[0]
    window = gui.window
    assert window.current_page_key() == "settings" and not window.ready
    page = window.settings_page
    assert page.database_edit.text() == "mysql://user@server/club"
    page.database_edit.clear()
    qtbot.mouseClick(page.apply_button, Qt.MouseButton.LeftButton)
    assert window.ready and gui.workspace.db.revision() is not None
    assert load_preferences().get("database_url") is None
    gui.workspace.close()
    window.close()


def muster_process(arguments: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    """Python run with ``arguments`` from the project's folder, offscreen, in ``home``."""
    return subprocess.run(
        [sys.executable, *arguments],
        cwd=ROOT,
        env={**os.environ, "MUSTER_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_the_smoke_test_never_waits_on_a_dialog(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "data" / "muster.db").mkdir(parents=True)
    done = muster_process(["-m", "app", "--smoke-test"], home)
    assert done.returncode == 2
    errors = [line for line in done.stderr.splitlines() if line.startswith("muster:")]
    assert len(errors) == 1 and "is a folder" in errors[0]
    assert "Traceback" not in done.stderr
    assert (home / "data" / "muster.db").is_dir()


def test_a_write_refused_by_a_read_only_database_is_told_in_a_sentence(
    qtbot, muster_home, monkeypatch
):
    """Opened read-only, a change that reaches the database says why it cannot be saved."""
    from app.workspace import Workspace

    workspace = Workspace()
    workspace.open_database()
    workspace.close()
    answer_with(monkeypatch, "Open read-only", [])
    with read_only_folder(paths().data_dir):
        gui = Gui()
        qtbot.addWidget(gui.window)
        assert gui.start()
        shown: list[QMessageBox] = []
        monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box) or 0)
        try:
            gui.workspace.db.set_setting("print.paper", "a4")
        except Exception as exc:  # what a slot would let escape to the hook
            gui.hook(type(exc), exc, exc.__traceback__)
        assert len(shown) == 1 and shown[0].objectName() == "error-dialog"
        assert "read-only" in shown[0].text()
        gui.workspace.close()
        gui.window.close()


def test_sqlalchemy_loads_beside_the_window_once_it_is_usable(gui):
    """A SQLite database opens without SQLAlchemy (the window is usable sooner); a thread then
    brings its ORM in, for the first click that needs it."""
    assert gui.preloading is not None
    gui.preloading.join(timeout=60)
    assert not gui.preloading.is_alive()
    assert "sqlalchemy.orm" in sys.modules and "sqlmodel" in sys.modules


COLLECTOR_PROBE = """
import gc, sys
from ui import application

started = application.Gui.start


def start(self, interactive=True):
    usable = started(self, interactive)
    print("while starting", gc.isenabled())
    return usable


application.Gui.start = start
from app.__main__ import main

code = main(["--smoke-test"])
print("once usable", gc.isenabled())
sys.exit(code)
"""


def test_the_garbage_collector_waits_until_the_window_is_usable(muster_home: Path) -> None:
    """Start-up makes objects that live as long as the window: the cyclic collector is off
    while it starts and on again once the window is usable (docs/architecture.md)."""
    done = muster_process(["-c", COLLECTOR_PROBE], muster_home)
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stdout.splitlines() if line.startswith(("while", "once"))]
    assert lines == ["while starting False", "once usable True"]
