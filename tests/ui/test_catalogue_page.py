"""The Catalogue page: import through the real Import action, the report, the units and the
collection, and removing a pack with confirmation."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QPoint, QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QGuiApplication, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QFileDialog,
    QMessageBox,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app import systems
from app.catalog.collection import Collection
from app.catalog.pack import read_json
from app.systems.shatterpoint.catalog import ShatterpointPack
from ui import systems as game_views
from ui.catalogue import CataloguePage
from ui.catalogue.packs_model import PackColumn
from ui.systems.shatterpoint.unit_browser import Column

FIXTURES = Path(__file__).parents[1] / "catalog" / "fixtures"
NEW = "jedi-knight-aesa-lotr"  # the one unit of the fixture that no built-in pack has


def builder_lists(builder, unit_id: str) -> bool:
    """Whether the builder's catalogue has the unit. The builder lists only the selected
    slot's type (a Primary's at first), and NEW is a Secondary: its row is in the builder's
    model, and the proxy shows it once "Show all types" is ticked."""
    return builder.browser.model.row_of(unit_id) >= 0


def builder_shows_with_all_types(builder, qtbot, unit_id: str) -> None:
    browser = builder.browser
    assert browser.proxy.row_of(unit_id) < 0  # not a Primary: hidden by the slot's type
    qtbot.mouseClick(browser.all_types, Qt.MouseButton.LeftButton)
    assert browser.proxy.row_of(unit_id) >= 0
    qtbot.mouseClick(browser.all_types, Qt.MouseButton.LeftButton)


def open_page(gui, qtbot) -> CataloguePage:
    gui.window.show_page("catalogue")
    page = gui.window.pages["catalogue"]
    assert isinstance(page, CataloguePage)
    gui.window.activateWindow()
    qtbot.waitUntil(gui.window.isActiveWindow)
    qtbot.waitUntil(page.isVisible)  # a page built on demand is shown on the next loop turn
    return page


def focus(qtbot, widget) -> None:
    """Shortcuts follow the keyboard focus, as for a user clicking into the widget."""
    widget.window().activateWindow()
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus)


def import_fixture_folder(page: CataloguePage, qtbot, monkeypatch, tmp_path: Path) -> None:
    folder = tmp_path / "community"
    shutil.copytree(FIXTURES / "community", folder)
    monkeypatch.setattr(
        QFileDialog, "getExistingDirectory", staticmethod(lambda *args, **kwargs: str(folder))
    )
    with qtbot.waitSignals([page.import_finished, page.catalogue_changed], timeout=20000):
        # The button's main part runs its default action: importing a folder.
        qtbot.mouseClick(page.import_button, Qt.MouseButton.LeftButton, pos=QPoint(8, 8))
        assert page.progress is not None and page.progress.isVisible()
    qtbot.waitUntil(lambda: page.import_thread is None)


def units_shown(page: CataloguePage) -> list[str]:
    proxy = page.browser.proxy
    return [proxy.unit_id_at(row) for row in range(proxy.rowCount())]


def test_import_report_units_owned_and_remove(gui, qtbot, monkeypatch, tmp_path):
    page = open_page(gui, qtbot)
    assert page.packs_model.rowCount() == 2  # the core pack and the community pack
    assert page.empty_state.isVisible() and not page.packs_hint.isVisible()
    assert "No pack imported yet" in page.empty_label.text()
    assert NEW not in units_shown(page)

    import_fixture_folder(page, qtbot, monkeypatch, tmp_path)

    dialog = page.report_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.summary.text() == (
        # Its Obi-Wan and Bounty Hunters are those of the community pack Muster ships.
        'Pack "community": 1 added, 1 changed, 2 unchanged, 6 rejected.'
    )
    groups = [dialog.model.item(row, 0) for row in range(dialog.model.rowCount())]
    assert [group.text() for group in groups] == ["Added (1)", "Changed (1)", "Rejected (6)"]
    added = {groups[0].child(row, 0).text() for row in range(groups[0].rowCount())}
    assert added == {"Jedi Knight Æsa Ŀótr"}
    assert groups[1].child(0, 1).text() == "differs in: stamina"
    rejected = {
        groups[2].child(row, 0).text(): groups[2].child(row, 1).text()
        for row in range(groups[2].rowCount())
    }
    assert rejected["community/data/units/brokenfile.json"].startswith("broken JSON at line 4")
    assert "missing figures" in rejected["community/data/units/nofigures.json"]
    qtbot.mouseClick(
        dialog.buttons.button(dialog.buttons.StandardButton.Close), Qt.MouseButton.LeftButton
    )
    assert not dialog.isVisible()

    # The new pack is listed and selected; the workspace's catalogue has the new units.
    assert page.packs_model.rowCount() == 3
    assert page.packs_hint.isVisible() and not page.empty_state.isVisible()
    assert page.selected_pack().id == "community"
    assert NEW in gui.workspace.catalog("shatterpoint").units
    qtbot.keyClicks(page.browser.search, "knight")
    assert units_shown(page) == [NEW]

    # Owned count: edit the cell with the keyboard, then undo.
    view = page.browser.view
    view.setFocus()
    view.setCurrentIndex(page.browser.proxy.index(0, Column.OWNED))
    qtbot.keyClick(view, Qt.Key.Key_F2)
    assert view.state() == view.State.EditingState
    editor = view.viewport().findChild(QSpinBox)
    assert editor is not None
    editor.selectAll()
    qtbot.keyClicks(editor, "2")
    qtbot.keyClick(editor, Qt.Key.Key_Return)  # the delegate commits on the next event loop turn
    collection = Collection(gui.workspace.db, "shatterpoint")
    qtbot.waitUntil(lambda: collection.owned(NEW) == 2)
    assert page.browser.proxy.index(0, Column.OWNED).data() == 2
    focus(qtbot, view)
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert collection.owned(NEW) == 0
    qtbot.keyClick(
        view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert collection.owned(NEW) == 2

    # Remove the pack: cancelling keeps it, confirming removes it.
    pack_file = gui.workspace.paths.user_packs_dir / "shatterpoint" / "community.json"
    assert page.remove_button.isEnabled()
    qtbot.mouseClick(page.remove_button, Qt.MouseButton.LeftButton)
    box = page.confirm_box
    assert box is not None and box.isVisible() and "community" in box.text()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    assert pack_file.exists()
    qtbot.mouseClick(page.remove_button, Qt.MouseButton.LeftButton)
    box = page.confirm_box
    with qtbot.waitSignal(page.catalogue_changed):
        qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert not pack_file.exists()
    assert page.packs_model.rowCount() == 2
    assert NEW not in gui.workspace.catalog("shatterpoint").units
    assert units_shown(page) == []  # the search still asks for the knight


def test_built_in_pack_cannot_be_removed(gui, qtbot):
    page = open_page(gui, qtbot)
    page.packs_view.selectRow(0)
    assert page.selected_pack().builtin
    assert not page.remove_button.isEnabled()
    assert page.export_pack_action.isEnabled()


def test_failed_import_says_why(gui, qtbot, monkeypatch, tmp_path):
    page = open_page(gui, qtbot)
    bad = tmp_path / "notes.json"
    bad.write_text('{"hello": 1}', encoding="utf-8")
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *args, **kwargs: (str(bad), ""))
    )
    with qtbot.waitSignal(page.import_finished, timeout=20000) as blocker:
        page.import_file_action.trigger()
    assert blocker.args == [None]
    assert page.message_box is not None and "not a Muster catalogue pack" in page.message_box.text()
    assert page.packs_model.rowCount() == 2


def test_export_whole_catalogue(gui, qtbot, monkeypatch, tmp_path):
    page = open_page(gui, qtbot)
    target = tmp_path / "all"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kwargs: (str(target), ""))
    )
    focus(qtbot, page.browser.search)
    qtbot.keyClick(
        page.browser.search,
        Qt.Key.Key_S,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    # The whole catalogue the page shows, built-in and community units alike, each entry as
    # the catalogue holds it: the file imports back as the same units.
    exported = read_json(tmp_path / "all.json")
    assert (exported["format"], exported["system"]) == ("muster.catalog/1", "shatterpoint")
    pack = ShatterpointPack.model_validate(exported)
    catalog = gui.workspace.catalog("shatterpoint")
    assert [unit.id for unit in pack.units] == list(catalog.units)
    assert {unit.id: unit for unit in pack.units} == catalog.units
    names = {unit["id"]: unit["name"]["en"] for unit in exported["units"]}
    assert names["general-anakin-skywalker"] == "General Anakin Skywalker"
    assert len(names) == len(catalog.units) > 20  # more than the built-in pack's 20


def test_damaged_user_pack_is_shown_and_can_be_removed(gui, qtbot):
    folder = gui.workspace.paths.user_packs_dir / "shatterpoint"
    folder.mkdir(parents=True)
    (folder / "damaged.json").write_text("{", encoding="utf-8")
    gui.workspace.reload_catalog("shatterpoint")  # as at the next start with the damaged file
    page = open_page(gui, qtbot)
    assert page.problem_label.isVisible()
    assert "damaged.json" in page.problem_label.text()
    assert page.packs_model.rowCount() == 3
    page.packs_view.selectRow(2)
    qtbot.mouseClick(page.remove_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(
        page.confirm_box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton
    )
    assert not (folder / "damaged.json").exists()
    assert page.load_problem is None and not page.problem_label.isVisible()


def test_delete_removes_a_pack_only_from_the_packs_table(gui, qtbot):
    folder = gui.workspace.paths.user_packs_dir / "shatterpoint"
    folder.mkdir(parents=True)
    (folder / "damaged.json").write_text("{", encoding="utf-8")
    gui.workspace.reload_catalog("shatterpoint")
    page = open_page(gui, qtbot)
    page.packs_view.selectRow(2)
    # In the search field, Delete deletes a letter, never the pack selected above.
    page.browser.search.setFocus()
    qtbot.keyClicks(page.browser.search, "ab")
    qtbot.keyClick(page.browser.search, Qt.Key.Key_Home)
    qtbot.keyClick(page.browser.search, Qt.Key.Key_Delete)
    assert page.browser.search.text() == "b"
    assert page.confirm_box is None or not page.confirm_box.isVisible()
    # In the packs' table, it asks to remove the selected pack.
    page.packs_view.setFocus()
    qtbot.keyClick(page.packs_view, Qt.Key.Key_Delete)
    assert page.confirm_box is not None and page.confirm_box.isVisible()
    assert "damaged" in page.confirm_box.text()
    page.confirm_box.button(QMessageBox.StandardButton.Cancel).click()
    assert (folder / "damaged.json").exists()


def test_page_in_polish(gui, qtbot):
    page = open_page(gui, qtbot)
    gui.languages.apply("pl")
    assert page.title.text() == "Katalog"
    assert page.remove_action.text() == "&Usuń pakiet"
    assert page.packs_model.headerData(0, Qt.Orientation.Horizontal) == "Pakiet"
    page.grab().save(str(Path(gui.workspace.paths.data_dir) / "catalogue-pl.png"))


def test_report_can_be_copied(gui, qtbot, monkeypatch, tmp_path):
    page = open_page(gui, qtbot)
    import_fixture_folder(page, qtbot, monkeypatch, tmp_path)
    dialog = page.report_dialog
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    copied = QGuiApplication.clipboard().text()
    assert copied.startswith('Imported pack "community"')
    assert "  - community/data/units/noname.json: the unit has no English name" in copied
    dialog.close()


def test_print_cards_of_the_selected_units(gui, qtbot):
    from ui.printing.dialog import PrintDialog

    page = open_page(gui, qtbot)
    assert not page.print_button.isEnabled()  # nothing selected yet
    view = page.browser.view
    proxy = page.browser.proxy
    first, second = proxy.index(0, Column.NAME), proxy.index(2, Column.NAME)
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(first).center()
    )
    qtbot.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.ControlModifier,
        view.visualRect(second).center(),
    )
    chosen = [proxy.unit_id_at(0), proxy.unit_id_at(2)]
    assert page.selected_unit_ids() == chosen
    assert page.print_button.isEnabled()
    qtbot.mouseClick(page.print_button, Qt.MouseButton.LeftButton)
    dialog = page.print_dialog
    assert isinstance(dialog, PrintDialog)
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.unit_ids == chosen and dialog.roster is None
    dialog.reject()

    # Ctrl+P from the table does the same.
    focus(qtbot, view)
    qtbot.keyClick(view, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    again = page.print_dialog
    assert isinstance(again, PrintDialog) and again is not dialog
    qtbot.waitUntil(again.isVisible)
    assert again.unit_ids == chosen
    again.reject()


def test_an_import_shows_at_once_in_the_builder(gui, qtbot, monkeypatch, tmp_path):
    from ui.systems.shatterpoint.builder import ShatterpointBuilder

    gui.window.show_page("builder")
    builder = gui.window.pages["builder"].current
    assert isinstance(builder, ShatterpointBuilder)
    assert not builder_lists(builder, NEW)
    page = open_page(gui, qtbot)
    assert not builder.isVisible()
    import_fixture_folder(page, qtbot, monkeypatch, tmp_path)
    page.report_dialog.close()
    # The builder, still hidden, already lists the imported unit.
    assert not builder.isVisible()
    assert builder_lists(builder, NEW)
    gui.window.show_page("builder")
    qtbot.waitUntil(builder.isVisible)
    builder_shows_with_all_types(builder, qtbot, NEW)


def test_owned_count_is_typed_straight_into_its_cell(gui, qtbot):
    page = open_page(gui, qtbot)
    view = page.browser.view
    proxy = page.browser.proxy
    unit_id = proxy.unit_id_at(1)
    collection = Collection(gui.workspace.db, "shatterpoint")
    focus(qtbot, view)
    view.setCurrentIndex(proxy.index(1, Column.OWNED))
    qtbot.keyClick(view, Qt.Key.Key_3)
    assert view.state() == view.State.EditingState
    editor = view.viewport().findChild(QSpinBox)
    assert editor is not None
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: collection.owned(unit_id) == 3)
    # A double-click on the cell edits it too.
    rect = view.visualRect(proxy.index(1, Column.OWNED))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: view.state() == view.State.EditingState)
    qtbot.keyClick(view.viewport().findChild(QSpinBox), Qt.Key.Key_Escape)
    # On a name, a letter still jumps to a unit instead of editing.
    view.setCurrentIndex(proxy.index(0, Column.NAME))
    qtbot.keyClick(view, Qt.Key.Key_G)
    assert view.state() != view.State.EditingState
    assert proxy.index(view.currentIndex().row(), Column.NAME).data().startswith("G")


def test_the_builder_opened_after_the_catalogue_page_hears_its_imports(
    qtbot, muster_home, monkeypatch, tmp_path
):
    """The window reopens on the Catalogue page (remembered), so that page is built first."""
    from app.settings import load_preferences
    from app.workspace import Workspace
    from ui.application import Gui, ui_settings
    from ui.main_window import MainWindow
    from ui.systems.shatterpoint.builder import ShatterpointBuilder

    load_preferences().set("language", "en")
    remembered = ui_settings(Workspace())
    remembered.setValue("main/page", MainWindow.PAGE_KEYS.index("catalogue"))
    remembered.sync()
    gui = Gui()
    assert gui.start()
    qtbot.addWidget(gui.window)
    try:
        assert gui.window.pages.is_built("catalogue")
        assert not gui.window.pages.is_built("builder")
        builder = gui.window.pages["builder"].current  # built now, as the hidden page it is
        assert isinstance(builder, ShatterpointBuilder) and not builder.isVisible()
        page = open_page(gui, qtbot)
        import_fixture_folder(page, qtbot, monkeypatch, tmp_path)
        page.report_dialog.close()
        assert builder_lists(builder, NEW)
        gui.window.show_page("builder")
        qtbot.waitUntil(builder.isVisible)
        builder_shows_with_all_types(builder, qtbot, NEW)
    finally:
        gui.window.close()
        gui.workspace.close()


def test_the_community_pack_shows_its_source_date_and_licence(gui, qtbot):
    page = open_page(gui, qtbot)
    # Nothing selected: the details describe the pack converted from community data.
    details = page.pack_details
    assert details.isVisible()
    text = details.label.text()
    assert "Community Shatterpoint catalogue" in text
    assert "https://github.com/Radroggor/shatterpoint-data" in text
    assert "0b13d21f0cc75be7361bb3da116cfa44a97096e3" in text
    assert "Date of the data: 2023" in text and "Licence: GPL-3.0" in text
    row = page.packs_model.row_of("shatterpoint-community")
    source = page.packs_model.index(row, PackColumn.SOURCE).data()
    assert source == "github.com/Radroggor/shatterpoint-data · GPL-3.0 · 2023"
    assert page.packs_model.index(row, PackColumn.UNITS).data() == 23

    qtbot.mouseClick(details.licence_button, Qt.MouseButton.LeftButton)
    dialog = details.dialog
    assert dialog is not None and dialog.isVisible()
    assert "GNU GENERAL PUBLIC LICENSE" in dialog.text.toPlainText()
    assert dialog.text.isReadOnly()
    dialog.close()

    # The core pack, selected, says where its figures come from; it has no licence text.
    page.packs_view.selectRow(page.packs_model.row_of("shatterpoint-builtin"))
    assert "public unit guides and community lists" in details.label.text()
    assert not details.licence_button.isVisible()


def test_the_first_start_says_where_more_units_come_from(gui, qtbot, monkeypatch, tmp_path):
    page = open_page(gui, qtbot)
    assert page.empty_state.isVisible()
    assert "43 units" in page.empty_label.text()
    # Catalogue updates exist (Settings): the banner sends the player there, not to "later".
    assert "Settings → Catalogue updates" in page.empty_label.text()
    assert "later version" not in page.empty_label.text()
    chosen: list[str] = []

    def choose(*_args, **_kwargs):
        chosen.append("file")
        return ("", "")

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(choose))
    qtbot.mouseClick(page.empty_file_button, Qt.MouseButton.LeftButton)
    assert chosen == ["file"]  # the button opens the same file chooser as the Import menu
    folder = tmp_path / "community"
    shutil.copytree(FIXTURES / "community", folder)
    monkeypatch.setattr(
        QFileDialog, "getExistingDirectory", staticmethod(lambda *args, **kwargs: str(folder))
    )
    with qtbot.waitSignal(page.import_finished, timeout=20000):
        qtbot.mouseClick(page.empty_folder_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.import_thread is None)
    page.report_dialog.close()
    assert not page.empty_state.isVisible() and page.packs_hint.isVisible()


def test_pack_details_and_first_start_in_french_and_polish(gui, qtbot):
    page = open_page(gui, qtbot)
    gui.languages.apply("fr")
    assert "Aucun pack importé" in page.empty_label.text()
    assert page.empty_folder_button.text() == "Importer un dossier communautaire…"
    assert "Licence : GPL-3.0" in page.pack_details.label.text()
    assert "Catalogue Shatterpoint communautaire" in page.pack_details.label.text()
    page.grab().save(str(Path(gui.workspace.paths.data_dir) / "catalogue-fr.png"))
    gui.languages.apply("pl")
    assert "Nie zaimportowano jeszcze" in page.empty_label.text()
    assert page.pack_details.licence_button.text() == "Tekst licencji…"
    assert "Licencja: GPL-3.0" in page.pack_details.label.text()
    assert page.packs_model.headerData(PackColumn.SOURCE, Qt.Orientation.Horizontal) == "Źródło"


class EntryList(QWidget):
    """A second game's unit table, as the Catalogue page uses one: the entries' ids in a
    table, and the owned counts it was given."""

    class Model(QStandardItemModel):
        owned_count_edited = Signal(str, int)

        def set_owned_editable(self, editable: bool) -> None:
            self.editable = editable

        def owned_count(self, unit_id: str) -> int:
            return self.owned.get(unit_id, 0)

    class Proxy(QSortFilterProxyModel):
        def unit_id_at(self, row: int) -> str:
            return str(self.index(row, 0).data())

    def __init__(self, system, parent=None) -> None:
        super().__init__(parent)
        self.system = system
        self.model = self.Model(self)
        self.model.owned = {}
        self.proxy = self.Proxy(self)
        self.proxy.setSourceModel(self.model)
        self.view = QTableView(self)
        self.view.setModel(self.proxy)
        QVBoxLayout(self).addWidget(self.view)

    def set_catalog(self, catalog) -> None:
        self.model.clear()
        for unit_id in catalog.units:
            self.model.appendRow(QStandardItem(unit_id))

    def set_owned(self, counts: dict[str, int]) -> None:
        self.model.owned = dict(counts)

    def save_state(self, settings, key: str) -> None:
        settings.setValue(key, "seen")

    def restore_state(self, settings, key: str) -> None:
        pass


def test_the_page_shows_the_game_chosen_and_remembers_it(gui, qtbot, monkeypatch):
    other = game_views.catalogue_ids()[1]  # its own table is replaced by a plain list
    real_views = game_views.views

    def views(system_id: str) -> game_views.GameViews:
        found = real_views(system_id)
        return replace(found, units=EntryList) if system_id == other else found

    monkeypatch.setattr(game_views, "views", views)
    page = open_page(gui, qtbot)
    combo = page.system_combo
    assert combo.isVisible() and combo.count() == len(game_views.catalogue_ids())
    first = page.system_id
    assert combo.currentText() == systems.get(first).display_name("en")
    first_units = page.browser.model.rowCount()
    focus(qtbot, combo)
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert page.system_id == other and isinstance(page.browser, EntryList)
    catalog = gui.workspace.catalog(other)
    assert page.browser.model.rowCount() == len(catalog.units) > 0
    packs = [page.packs_model.pack(row) for row in range(page.packs_model.rowCount())]
    assert [pack.id for pack in packs] == [info.id for info in catalog.packs]
    # The game chosen is shown again the next time the page is made.
    again = CataloguePage(gui.workspace, None, gui.window.ui_settings)
    qtbot.addWidget(again)
    assert again.system_id == other and again.system_combo.currentData() == other
    qtbot.keyClick(combo, Qt.Key.Key_Up)
    assert page.system_id == first and page.browser.model.rowCount() == first_units
    gui.languages.apply("fr")
    assert combo.itemText(1) == systems.get(other).display_name("fr")
    gui.languages.apply("en")
