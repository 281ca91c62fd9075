"""The Catalogue page's StarCraft table: a faction's figures with the unknown ones marked,
filled in through the table's cells, refused when wrong, undone, and exported as a pack."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLineEdit

from app.systems.starcraft.catalog import Cost
from app.systems.starcraft.figures import FILL_PACK_ID, fill_pack_file
from ui.catalogue import CataloguePage
from ui.systems.starcraft.faction_editor import VALUE, FactionFigures


def open_starcraft(gui, qtbot) -> CataloguePage:
    gui.window.resize(1366, 768)
    gui.window.show_page("catalogue")
    page = gui.window.pages["catalogue"]
    gui.window.activateWindow()
    qtbot.waitUntil(page.isVisible)
    combo = page.system_combo
    combo.setFocus()
    for _ in range(combo.count()):
        if combo.currentData() == "starcraft":
            break
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert page.system_id == "starcraft" and isinstance(page.browser, FactionFigures)
    qtbot.waitUntil(page.browser.view.isVisible)  # the new table is shown on the next turn
    return page


def choose_faction(qtbot, table: FactionFigures, name: str) -> None:
    combo = table.faction_combo
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    while combo.currentText() != name:
        qtbot.keyClick(combo, Qt.Key.Key_Down)


def row_of(table: FactionFigures, entry_id: str, field: str) -> int:
    proxy = table.proxy
    rows = [
        row
        for row in range(proxy.rowCount())
        if proxy.unit_id_at(row) == entry_id and proxy.field_at(row) == field
    ]
    assert rows, f"{entry_id}.{field} is not shown"
    return rows[0]


def type_value(qtbot, table: FactionFigures, entry_id: str, field: str, text: str) -> None:
    """Selects the figure's value cell, opens its editor with F2 and types ``text``."""
    view = table.view
    view.setFocus()
    index = table.proxy.index(row_of(table, entry_id, field), VALUE)
    view.setCurrentIndex(index)
    view.scrollTo(index)
    qtbot.keyClick(view, Qt.Key.Key_F2)
    assert view.state() == view.State.EditingState
    editors = [e for e in view.viewport().findChildren(QLineEdit) if e.isVisible()]
    assert len(editors) == 1
    editor = editors[0]
    editor.selectAll()
    qtbot.keyClicks(editor, text) if text else qtbot.keyClick(editor, Qt.Key.Key_Delete)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # The delegate commits on the next event loop turn, then closes the editor.
    qtbot.waitUntil(lambda: view.state() != view.State.EditingState)


def value_shown(table: FactionFigures, entry_id: str, field: str) -> str:
    return str(table.proxy.index(row_of(table, entry_id, field), VALUE).data())


def test_fill_in_refuse_undo_and_export(gui, qtbot, monkeypatch, tmp_path):
    page = open_starcraft(gui, qtbot)
    table = page.browser
    assert not page.print_button.isVisible()  # StarCraft has no cards to print
    assert "marked unknown" in page.owned_hint.text()
    choose_faction(qtbot, table, "Arcturus Mengsk")
    # Mengsk's sheet and what the Terran build: his transport cost is known, a Ghost's is not.
    assert value_shown(table, "mengsk", "transport_cost") == "1/0"
    assert value_shown(table, "ghost", "cost") == "unknown: see your sheet"
    before = table.count_label.text()
    assert before.endswith("figures of this faction still unknown.")
    table.unknown_only.click()
    assert all(
        table.proxy.index(row, 0).data(Qt.ItemDataRole.UserRole + 3)
        for row in range(table.proxy.rowCount())
    )
    with_unknown = table.proxy.rowCount()

    # A Ghost costs 1 mineral and 1 gas on the player's own card.
    type_value(qtbot, table, "ghost", "cost", "1/1")
    packs_root = gui.workspace.paths.user_packs_dir
    qtbot.waitUntil(lambda: fill_pack_file(packs_root).exists())
    assert gui.workspace.catalog("starcraft").unit("ghost").cost == Cost(minerals=1, gas=1)
    assert table.proxy.rowCount() == with_unknown - 1  # known now: no longer listed
    table.unknown_only.click()
    assert value_shown(table, "ghost", "cost") == "1/1"
    assert table.count_label.text() != before
    assert page.packs_model.row_of(FILL_PACK_ID) >= 0

    # A wrong value: one sentence under the table, nothing written.
    saved = fill_pack_file(packs_root).read_text(encoding="utf-8")
    type_value(qtbot, table, "marine", "level", "7")
    assert table.problem_label.isVisible()
    assert table.problem_label.text() == "Marine, level: type a whole number from 1 to 3."
    assert fill_pack_file(packs_root).read_text(encoding="utf-8") == saved
    type_value(qtbot, table, "marine", "level", "1")
    assert not table.problem_label.isVisible()
    assert value_shown(table, "marine", "level") == "1"

    # Undo and redo with the keyboard, from the table.
    table.view.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert value_shown(table, "marine", "level") == "unknown: see your sheet"
    qtbot.keyClick(table.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert gui.workspace.catalog("starcraft").unit("ghost").cost is None
    redo = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(table.view, Qt.Key.Key_Z, redo)
    assert value_shown(table, "ghost", "cost") == "1/1"

    # A known figure corrected; an emptied one becomes unknown again.
    type_value(qtbot, table, "mengsk", "pieces.bases", "7")
    assert gui.workspace.catalog("starcraft").faction("mengsk").pieces.bases == 7
    type_value(qtbot, table, "mengsk", "transport_cost", "")
    assert value_shown(table, "mengsk", "transport_cost") == "unknown: see your sheet"

    # The pack exports like any other, for the club.
    page.select_pack(FILL_PACK_ID)
    target = tmp_path / "club.json"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    page.export_pack_action.trigger()
    exported = json.loads(target.read_text(encoding="utf-8"))
    assert exported["system"] == "starcraft" and exported["id"] == FILL_PACK_ID
    ghost = next(entry for entry in exported["entries"] if entry["id"] == "ghost")
    assert ghost["cost"] == {"minerals": 1, "gas": 1}


def settled(qtbot, table: FactionFigures) -> None:
    """A new language's texts are laid out on the next event loop turns."""
    button = table.round_button
    qtbot.waitUntil(lambda: button.width() >= button.sizeHint().width())


def test_the_table_in_french_and_polish(gui, qtbot):
    page = open_starcraft(gui, qtbot)
    table = page.browser
    choose_faction(qtbot, table, "Arcturus Mengsk")
    page.resize(1366, 768)
    table.view.setFocus()
    table.view.setCurrentIndex(table.proxy.index(row_of(table, "ghost", "cost"), VALUE))
    shots = Path(gui.workspace.paths.data_dir)
    page.grab().save(str(shots / "starcraft-figures-en.png"))
    gui.languages.apply("fr")
    assert table.faction_label.text() == "&Faction\u00a0:"
    assert value_shown(table, "ghost", "cost") == "inconnue\u00a0: voyez votre fiche"
    assert "minerai/gaz" in table.how_label.text()
    settled(qtbot, table)
    page.grab().save(str(shots / "starcraft-figures-fr.png"))
    type_value(qtbot, table, "marine", "level", "9")
    assert table.problem_label.text() == "Marine, niveau\u00a0: tapez un nombre entier de 1 à 3."
    gui.languages.apply("pl")
    assert table.unknown_only.text() == "Tylko &nieznane wartości"
    assert table.problem_label.text() == "Marine, poziom: wpisz liczbę całkowitą od 1 do 3."
    settled(qtbot, table)
    page.grab().save(str(shots / "starcraft-figures-pl.png"))
    gui.languages.apply("en")


def test_print_the_faction_reference_and_the_round_sheet(gui, qtbot, tmp_path):
    from tests.printing.conftest import page_text, read_pdf

    page = open_starcraft(gui, qtbot)
    table = page.browser
    choose_faction(qtbot, table, "Aldaris")
    type_value(qtbot, table, "dragoon", "cost", "1/1")
    qtbot.mouseClick(table.reference_button, Qt.MouseButton.LeftButton)
    dialog = table.print_dialog
    qtbot.waitUntil(dialog.isVisible)
    assert not dialog.card_combo.isVisible()  # a reference has no cards
    qtbot.waitUntil(dialog.is_up_to_date)
    assert not dialog.error_label.isVisible(), dialog.error_label.text()
    qtbot.waitUntil(lambda: dialog.preview_page_count() == 1)
    assert dialog.export_pdf(str(tmp_path / "aldaris.pdf"))
    text = page_text(read_pdf(tmp_path / "aldaris.pdf").pages[0])
    assert text.startswith("Aldaris Protoss · Orange")
    assert "Dragoon 3 Gateway, level ☐ 1 mineral and 1 gas" in text  # the figure just filled in
    dialog.close()

    qtbot.mouseClick(table.round_button, Qt.MouseButton.LeftButton)
    sheet = table.print_dialog
    qtbot.waitUntil(sheet.isVisible)
    qtbot.waitUntil(lambda: sheet.is_up_to_date() and sheet.preview_page_count() == 1)
    assert sheet.export_pdf(str(tmp_path / "round.pdf"))
    text = page_text(read_pdf(tmp_path / "round.pdf").pages[0])
    assert text.startswith("Round sheet") and "10. Pass the first player token" in text
    sheet.close()


def test_a_round_sheet_names_the_players_of_a_game(gui, qtbot, tmp_path):
    from app.systems.starcraft.tracker import new_setup
    from tests.printing.conftest import page_text, read_pdf
    from ui.printing.dialog import PrintDialog

    catalog = gui.workspace.catalog("starcraft")
    starts = [{"bases": ["Char"]}, {"bases": ["Aiur"]}, {"bases": ["Zerus"]}]
    players = [("Anna", "raynor"), ("Bartek", "tassadar"), ("Zofia", "overmind")]
    setup = new_setup(players, catalog, 0, starts=starts)
    dialog = PrintDialog.for_document(
        gui.workspace, "starcraft", "round-sheet", (), gui.window, setup
    )
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.waitUntil(lambda: dialog.is_up_to_date() and dialog.preview_page_count() == 1)
    assert dialog.export_pdf(str(tmp_path / "round.pdf"))
    text = page_text(read_pdf(tmp_path / "round.pdf").pages[0])
    assert all(name in text for name in ("Anna", "Jim Raynor", "Bartek", "Zofia", "Overmind"))
    assert "Player 1" not in text
    dialog.close()
