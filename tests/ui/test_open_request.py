"""``muster FILE`` and ``muster muster://…``: what the desktop passes for a double-clicked
roster file or a clicked share link opens the window with that roster in the builder."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from app.__main__ import main
from app.roster import share
from app.roster.document import RosterDocument
from app.settings import load_preferences
from ui.application import Gui

ANAKIN = "general-anakin-skywalker"
REX = "cc-7567-captain-rex"
TROOPERS = "501st-clone-troopers"


def team() -> RosterDocument:
    return RosterDocument(
        "shatterpoint",
        "Opened from the desktop",
        [
            {"primary": ANAKIN, "secondary": REX, "support": TROOPERS},
            {
                "primary": "count-dooku-separatist-leader",
                "secondary": "jango-fett-bounty-hunter",
                "support": "b1-battle-droids",
            },
        ],
    )


def start_from_command_line(monkeypatch, qtbot, argument: str, until) -> object:
    """Runs ``main([argument])`` as the desktop would, with the window's event loop replaced
    by one that waits until ``until(window)`` holds; returns the window."""
    seen: dict[str, object] = {}

    def event_loop(app: QApplication) -> int:
        window = next(
            w for w in app.topLevelWidgets() if w.objectName() == "main-window" and w.isVisible()
        )
        qtbot.addWidget(window)
        seen["window"] = window
        qtbot.waitUntil(lambda: bool(until(window)), timeout=10000)
        return 0

    monkeypatch.setattr(QApplication, "exec", event_loop)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # run_gui installs its own
    assert main([argument]) == 0
    return seen["window"]


def close(window) -> None:
    """Closes the window, dropping the opened roster (unsaved) without the question."""
    if window.pages.is_built("builder"):
        builder = window.pages["builder"].current
        builder.editor.load(builder.system.new_roster(), None)
    window.close()


def opened_roster(window) -> RosterDocument | None:
    if not window.pages.is_built("builder"):
        return None
    return window.pages["builder"].current.editor.document


@pytest.fixture
def english(muster_home):
    load_preferences().set("language", "en")
    load_preferences().set("first_run_done", True)


@pytest.fixture(autouse=True)
def no_unexpected_messages(monkeypatch) -> None:
    """A message box no test expected fails the test instead of waiting for a click."""

    def unexpected(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        raise AssertionError(f"unexpected message: {args[1:3]}")

    for name in ("question", "warning", "critical", "information"):
        monkeypatch.setattr(QMessageBox, name, unexpected)


def test_a_roster_file_named_on_the_command_line_opens_in_the_builder(
    english, qtbot, monkeypatch, tmp_path
):
    file = tmp_path / "team.muster.json"
    team().write(file)
    window = start_from_command_line(
        monkeypatch,
        qtbot,
        str(file),
        lambda w: (doc := opened_roster(w)) is not None and doc.name == "Opened from the desktop",
    )
    assert window.current_page_key() == "builder"
    builder = window.pages["builder"].current
    assert builder.editor.unit_at(1, "primary") == ANAKIN
    assert builder.name_edit.text() == "Opened from the desktop"
    close(window)


def test_a_file_url_opens_the_file(english, qtbot, monkeypatch, tmp_path):
    folder = tmp_path / "with space"
    folder.mkdir()
    file = folder / "team.muster.json"
    team().write(file)
    url = "file://" + str(file).replace(" ", "%20")
    window = start_from_command_line(
        monkeypatch, qtbot, url, lambda w: (doc := opened_roster(w)) and doc.unit_ids()
    )
    assert window.pages["builder"].current.editor.unit_at(1, "support") == TROOPERS
    close(window)


def test_a_share_link_opens_the_shared_roster(english, qtbot, monkeypatch):
    from app.workspace import Workspace

    workspace = Workspace()
    code = share.encode(team(), "spt", workspace.catalog("shatterpoint"))
    workspace.close()
    # A game's own code, percent-encoded inside the link, as a web page would write it.
    link = "muster://open/" + code.replace("[", "%5B").replace("]", "%5D").replace(",", "%2C")
    window = start_from_command_line(
        monkeypatch, qtbot, link, lambda w: (doc := opened_roster(w)) and doc.unit_ids()
    )
    builder = window.pages["builder"].current
    assert builder.editor.unit_at(1, "secondary") == REX
    assert builder.editor.is_dirty()  # not saved until the player saves it
    close(window)


def test_a_broken_link_or_file_is_one_sentence_and_the_builder_stays_usable(
    english, qtbot, tmp_path, monkeypatch
):
    warnings: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda parent, title, text, *a: warnings.append(text)
    )
    gui = Gui()
    qtbot.addWidget(gui.window)
    assert gui.start()
    gui.open("muster://open/MU1.broken")
    assert len(warnings) == 1 and "\n" not in warnings[0] and "Traceback" not in warnings[0]
    missing = tmp_path / "gone.muster.json"
    gui.open(str(missing))
    assert len(warnings) == 2 and "gone.muster.json" in warnings[1]
    # Links no file and no code can come from (issue 24): a bad IPv6 host, a NUL, a name
    # that is not UTF-8, an override in the name: one sentence each, shown escaped.
    for link in ("file://[", "file:%00", "file:///tmp/%ff%fe.json", "file:///tmp/a\u202e.json"):
        gui.open(link)
    assert len(warnings) == 6, warnings
    for text in warnings[2:]:
        assert "\n" not in text and "Traceback" not in text
        assert "\x00" not in text and "\u202e" not in text
    assert "file://[" in warnings[2] and "\\x00" in warnings[3] and "\\u202e" in warnings[5]
    builder = gui.window.pages["builder"].current
    assert not builder.editor.document.unit_ids() and not builder.editor.is_dirty()
    close(gui.window)
    gui.workspace.close()


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["team.muster.json"], "team.muster.json"),
        (["/home/me/team"], "/home/me/team"),
        (["muster://open/MU1.abc.def"], "muster://open/MU1.abc.def"),
        (["MUSTER:MU1.abc.def"], "MUSTER:MU1.abc.def"),
        (["file:///tmp/a.json"], "file:///tmp/a.json"),
        (["validate"], None),
        (["validate", "team.json"], None),
        (["--version"], None),
        (["--smoke-test"], None),
        ([], None),
    ],
)
def test_what_the_command_line_takes_for_something_to_open(args, expected):
    from app.__main__ import open_request

    assert open_request(args) == expected


def test_the_desktop_entry_passes_links_and_files_and_declares_both_types():
    root = Path(__file__).resolve().parents[2] / "packaging"
    entry = (root / "io.github.muster.Muster.desktop").read_text(encoding="utf-8")
    assert "Exec=muster %u" in entry.splitlines()
    mime = next(line for line in entry.splitlines() if line.startswith("MimeType="))
    assert "x-scheme-handler/muster;" in mime and "application/x-muster-roster+json;" in mime
    types = (root / "io.github.muster.Muster.mime.xml").read_text(encoding="utf-8")
    assert 'type="application/x-muster-roster+json"' in types
    assert 'pattern="*.muster.json"' in types


def test_a_file_open_event_opens_the_roster(english, qtbot, tmp_path):
    """What macOS sends for a double-clicked file instead of a command-line argument."""
    from PySide6.QtGui import QFileOpenEvent

    file = tmp_path / "team.muster.json"
    team().write(file)
    gui = Gui()
    qtbot.addWidget(gui.window)
    assert gui.start()
    gui.accept_file_open_events()
    QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(file)))
    assert gui.window.current_page_key() == "builder"
    assert gui.window.pages["builder"].current.editor.unit_at(1, "primary") == ANAKIN
    close(gui.window)
    gui.app.removeEventFilter(gui.file_open_filter)
    gui.workspace.close()
