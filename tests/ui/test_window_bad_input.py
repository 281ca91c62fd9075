"""Issue 24 in the window: what comes from a file is shown escaped (a pack's name and
version on the Catalogue page: a right-to-left override would turn the text around, an escape
code is no text), and a number read from a file never raises."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.errors import has_unsafe
from tests.catalog.http_repo import pack_bytes
from tests.ui.test_catalogue_page import open_page
from ui.catalogue.packs_model import PackColumn

HOSTILE = "Club\u202e\x1b[31m\x85"


def test_a_pack_name_with_controls_is_shown_escaped(gui, qtbot):
    folder = gui.workspace.paths.user_packs_dir / "shatterpoint"
    folder.mkdir(parents=True)
    pack = pack_bytes("2026.1", 5, name={"en": HOSTILE, "fr": HOSTILE, "pl": HOSTILE})
    (folder / "club-points.json").write_bytes(pack)
    gui.workspace.reload_catalog("shatterpoint")
    page = open_page(gui, qtbot)
    model = page.packs_model
    names = [
        model.data(model.index(row, PackColumn.NAME), Qt.ItemDataRole.DisplayRole)
        for row in range(model.rowCount())
    ]
    assert "Club\\u202e\\x1b[31m\\x85" in names
    assert not any(has_unsafe(name) for name in names)


def test_an_edited_settings_file_with_no_page_number_opens_the_first_page(qtbot, muster_home):
    """The window's settings are a file a user may edit: a page of 5,000 digits or none at
    all ended in a ValueError at start; now the window opens on its first page."""
    from app.settings import load_preferences
    from app.workspace import Workspace
    from ui.application import Gui, ui_settings

    load_preferences().set("language", "en")
    load_preferences().set("first_run_done", True)
    for page in ("9" * 5000, "catalogue"):
        remembered = ui_settings(Workspace())
        remembered.setValue("main/page", page)
        remembered.sync()
        gui = Gui()
        assert gui.start()
        qtbot.addWidget(gui.window)
        try:
            assert gui.window.current_page_key() == gui.window.PAGE_KEYS[0]
        finally:
            gui.window.close()
            gui.workspace.close()
