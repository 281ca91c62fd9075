"""Issue 24: a pack's name and version come from a file; the Catalogue page shows their
control and bidirectional characters escaped, never as themselves (a right-to-left override
would turn the text around, an escape code is no text)."""

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
