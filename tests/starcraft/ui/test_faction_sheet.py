"""A faction's sheet entered once (issue 22): the sheet dialog saves its figures to the user's
figures pack and exports it; New game then fills each player's row from it, so a four-player
table of known factions starts in a few clicks.

Seed 002 L418: « Le dos de chaque fiche de faction liste les unités, les travailleurs et les
transports que le joueur reçoit »; L724: two permanent resources printed on each sheet."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QLineEdit, QWidget

from app.systems.starcraft import figures
from tests.starcraft.ui.test_table import games_page
from tests.ui.tracker.conftest import when_modal
from ui.systems.starcraft.faction_sheet import FactionSheetDialog
from ui.systems.starcraft.game_options import StarcraftOptions
from ui.systems.starcraft.table_view import TableView
from ui.tracker.new_game_dialog import NewGameDialog

SHEETS = {
    "raynor": {
        "starting_units": "Marine 2",
        "starting_workers": "4",
        "permanent_resources": "minerals 2, gas 1",
    },
    "mengsk": {
        "starting_units": "Marine 1",
        "starting_workers": "3",
        "permanent_resources": "minerals 3",
    },
    "tassadar": {
        "starting_units": "Zealot 2",
        "starting_workers": "4",
        "permanent_resources": "minerals 2, gas 1",
    },
    "aldaris": {
        "starting_units": "Zealot 1",
        "starting_workers": "5",
        "permanent_resources": "minerals 1, gas 1",
    },
}


@pytest.fixture
def clean_pack(gui) -> Iterator[None]:
    """The figures pack of the shared window's workspace, taken out after the test."""
    yield
    figures.fill_pack_file(gui.workspace.paths.user_packs_dir).unlink(missing_ok=True)
    gui.workspace.reload_catalog("starcraft")


def type_in(qtbot, edit: QLineEdit, text: str) -> None:
    edit.selectAll()
    qtbot.keyClicks(edit, text)


def test_the_sheet_saves_its_figures_once_and_exports_them(
    gui, qtbot, clean_pack, tmp_path, monkeypatch
):
    dialog = FactionSheetDialog(gui.workspace, "raynor")
    qtbot.addWidget(dialog)
    titles = [box.title() for box, _title in dialog.group_boxes]
    assert titles[:2] == ["Special victory objective", "Permanent resources"]
    assert "Back of the sheet: starting forces" in titles
    edit = dialog.edits[("raynor", "starting_workers")]
    type_in(qtbot, edit, "many")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert "starting workers: type a whole number" in dialog.problem.text()  # nothing written
    assert not figures.fill_pack_file(gui.workspace.paths.user_packs_dir).exists()
    for field, text in SHEETS["raynor"].items():
        type_in(qtbot, dialog.edits[("raynor", field)], text)
    type_in(qtbot, dialog.edits[("ghost", "cost")], "2/1")  # the pack lacks it
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.problem.text() == ""
    raynor = gui.workspace.catalog("starcraft").faction("raynor")
    assert raynor.starting_workers == 4 and raynor.starting_units == {"marine": 2}
    assert [(r.resource, r.capacity) for r in raynor.permanent_resources] == [
        ("minerals", 2),
        ("gas", 1),
    ]
    # Exported for the club: the pack as saved.
    target = tmp_path / "club"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    exported = json.loads((tmp_path / "club.json").read_text(encoding="utf-8"))
    assert {entry["id"] for entry in exported["entries"]} == {"raynor", "ghost"}


def test_a_table_of_four_known_factions_starts_in_twelve_clicks(gui, qtbot, clean_pack):
    packs_root = gui.workspace.paths.user_packs_dir
    catalog = gui.workspace.catalog("starcraft")
    for faction_id, texts in SHEETS.items():
        change = figures.change_figures(catalog, faction_id, texts, packs_root, "en")
        assert change is not None
        change.apply(packs_root)
    gui.workspace.reload_catalog("starcraft")
    clicks: list[QWidget] = []

    def click(widget: QWidget) -> None:
        clicks.append(widget)
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)

    def choose(combo, data) -> None:
        clicks.extend([combo, combo])  # open the list, pick the line
        combo.setCurrentIndex(combo.findData(data))

    def new_game(dialog: NewGameDialog) -> None:
        choose(dialog.system_combo, "starcraft")
        options = dialog.options
        assert isinstance(options, StarcraftOptions)
        for seat, name in enumerate(["Anna", "Bartek", "Celina", "Dawid"]):
            click(options.name_edits[seat])
            qtbot.keyClicks(options.name_edits[seat], name)
        # Each row is filled from its faction's sheet; the home planet from the faction.
        assert [options.worker_spins[s].value() for s in range(4)] == [4, 3, 4, 5]
        assert options.home_edits[1].text() == "Home of Arcturus Mengsk"
        click(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))

    page = games_page(gui, qtbot)
    problems = when_modal(qtbot, new_game)
    click(page.new_button)
    qtbot.waitUntil(lambda: isinstance(page.tracker, TableView))
    assert problems == []
    assert len(clicks) <= 12, len(clicks)
    state = page.tracker.game.state
    assert [p.reserve for p in state.players] == [4, 3, 4, 5]
    assert state.players[0].units == {"marine": 2} and state.players[3].units == {"zealot": 1}
    assert [(c.resource, c.capacity) for c in state.players[1].resources] == [("minerals", 3)]
    assert state.setup.players[2].bases == ["Home of Tassadar"]
