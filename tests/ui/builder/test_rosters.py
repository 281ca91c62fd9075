"""Saved rosters, files, share codes and text from the builder page."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox

from app.roster import share
from app.roster.document import RosterDocument
from app.roster.store import RosterStore
from tests.ui.builder.conftest import catalogue_mime, drop
from ui.builder.dialogs import PasteCodeDialog

ANAKIN = "general-anakin-skywalker"
REX = "cc-7567-captain-rex"
TROOPERS = "501st-clone-troopers"


SECOND_SQUAD = (
    ("primary", "count-dooku-separatist-leader"),
    ("secondary", "jango-fett-bounty-hunter"),
    ("support", "b1-battle-droids"),
)


def build_squad(page, both=False):
    for slot, unit in (("primary", ANAKIN), ("secondary", REX), ("support", TROOPERS)):
        drop(page.slot_widget(1, slot), catalogue_mime(page, unit))
    if both:
        for slot, unit in SECOND_SQUAD:
            drop(page.slot_widget(2, slot), catalogue_mime(page, unit))


def answer(monkeypatch, button, asked=None):
    def question(*args, **kwargs):
        if asked is not None:
            asked.append(args[2])
        return button

    monkeypatch.setattr(QMessageBox, "question", question)


def listed_names(page):
    model = page.roster_list.model
    return [model.index(row).data() for row in range(model.rowCount())]


def shown_open(page, row=0):
    """Whether the list shows the roster of ``row`` as the one open (its name in bold)."""
    font = page.roster_list.model.index(row).data(Qt.ItemDataRole.FontRole)
    return font is not None and font.bold()


def test_a_draft_with_errors_is_saved_and_reopened(page, workspace, monkeypatch):
    QTest.keyClicks(page.name_edit, "Republic draft")
    build_squad(page)
    assert not page.editor.is_legal()
    assert page.state_label.text() == "New, not saved yet"
    QTest.keyClick(page, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert page.state_label.text() == "Saved"
    saved = RosterStore(workspace.db).list("shatterpoint")
    assert [s.name for s in saved] == ["Republic draft"]
    assert saved[0].document.squads[0]["primary"] == ANAKIN
    assert listed_names(page) == ["Republic draft"]
    assert shown_open(page)
    # A new roster (the list redraws the name, no longer bold), then reopening the saved one.
    redrawn = []
    page.roster_list.model.dataChanged.connect(lambda _a, _b, roles: redrawn.append(roles))
    page.new_action.trigger()
    assert page.editor.unit_at(1, "primary") is None
    assert not shown_open(page) and [Qt.ItemDataRole.FontRole] in redrawn
    page.left_tabs.setCurrentWidget(page.roster_list)
    view = page.roster_list.view
    where = view.visualRect(page.roster_list.model.index(0)).center()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert page.editor.saved_id == saved[0].id
    assert page.editor.unit_at(1, "secondary") == REX
    assert page.name_edit.text() == "Republic draft"
    assert shown_open(page)


def test_unsaved_changes_are_never_dropped_silently(page, monkeypatch):
    build_squad(page)
    asked: list[str] = []
    answer(monkeypatch, QMessageBox.StandardButton.Cancel, asked)
    page.new_action.trigger()
    assert asked and page.editor.unit_at(1, "primary") == ANAKIN
    answer(monkeypatch, QMessageBox.StandardButton.Save)
    page.new_action.trigger()
    assert page.editor.unit_at(1, "primary") is None
    assert listed_names(page) == ["Untitled strike team"]
    build_squad(page)
    answer(monkeypatch, QMessageBox.StandardButton.Discard)
    page.new_action.trigger()
    assert page.editor.unit_at(1, "primary") is None
    assert len(listed_names(page)) == 1


def test_rename_duplicate_and_delete_with_confirmation_and_undo(page, workspace, monkeypatch):
    QTest.keyClicks(page.name_edit, "Separatists")
    page.save()
    page.new_action.trigger()
    QTest.keyClicks(page.name_edit, "Republic")
    page.save()
    store = RosterStore(workspace.db)
    separatists = next(s for s in store.list() if s.name == "Separatists")
    page.roster_list.select(separatists.id)

    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("Confederacy", True))
    QTest.mouseClick(page.roster_list.rename_button, Qt.MouseButton.LeftButton)
    assert store.get(separatists.id).name == "Confederacy"
    page.editor.undo_stack.undo()
    assert store.get(separatists.id).name == "Separatists"
    page.editor.undo_stack.redo()

    page.roster_list.select(separatists.id)
    QTest.mouseClick(page.roster_list.duplicate_button, Qt.MouseButton.LeftButton)
    assert "Confederacy (copy)" in listed_names(page)
    assert page.name_edit.text() == "Confederacy (copy)"

    page.roster_list.select(separatists.id)
    answer(monkeypatch, QMessageBox.StandardButton.No)
    QTest.mouseClick(page.roster_list.delete_button, Qt.MouseButton.LeftButton)
    assert "Confederacy" in listed_names(page)
    asked: list[str] = []
    answer(monkeypatch, QMessageBox.StandardButton.Yes, asked)
    page.roster_list.view.setFocus()
    QTest.keyClick(page.roster_list.view, Qt.Key.Key_Delete)
    assert "Confederacy" in asked[0]
    assert "Confederacy" not in listed_names(page)
    page.editor.undo_stack.undo()
    assert "Confederacy" in listed_names(page)
    assert store.get(separatists.id).name == "Confederacy"


def test_deleting_the_open_roster_keeps_it_on_screen_as_unsaved(page, workspace, monkeypatch):
    build_squad(page)
    page.save()
    roster_id = page.editor.saved_id
    answer(monkeypatch, QMessageBox.StandardButton.Yes)
    page.delete_roster(roster_id)
    assert listed_names(page) == []
    assert page.editor.unit_at(1, "primary") == ANAKIN
    assert page.editor.is_dirty() and page.state_label.text() == "Not saved in Muster"
    page.editor.undo_stack.undo()
    assert page.editor.saved_id == roster_id and not page.editor.is_dirty()


def test_pasting_a_share_code_of_each_format_opens_the_roster(page, workspace):
    document = RosterDocument(
        "shatterpoint",
        "Shared",
        [
            {"primary": ANAKIN, "secondary": REX, "support": TROOPERS},
            dict(SECOND_SQUAD),
        ],
    )
    catalog = workspace.catalog("shatterpoint")
    for fmt in ("muster", "spt", "tta"):
        page.new_action.trigger()
        QApplication.clipboard().setText(f"  here: {share.encode(document, fmt, catalog)} ")
        page.paste_code_action.trigger()
        assert page.editor.unit_at(1, "primary") == ANAKIN, fmt
        assert page.editor.unit_at(1, "support") == TROOPERS, fmt
        assert page.editor.is_dirty()
        assert page.editor.unit_at(2, "primary") == SECOND_SQUAD[0][1], fmt
        page.editor.load(page.system.new_roster(), None)


def test_a_mangled_code_is_explained_and_nothing_changes(page, monkeypatch):
    build_squad(page)
    page.save()
    shown: list[str] = []

    def run_dialog(dialog):
        shown.append(dialog.error.text())
        dialog.edit.setPlainText("MU1.broken")
        QTest.mouseClick(
            dialog.buttons.button(dialog.buttons.StandardButton.Open), Qt.MouseButton.LeftButton
        )
        shown.append(dialog.error.text())
        return PasteCodeDialog.DialogCode.Rejected

    monkeypatch.setattr(PasteCodeDialog, "exec", run_dialog)
    QApplication.clipboard().setText("spt[0001")
    page.paste_code_action.trigger()
    assert shown[0] and "Traceback" not in shown[0]
    assert shown[1] and shown[1] != ""
    assert page.editor.unit_at(1, "primary") == ANAKIN and not page.editor.is_dirty()


def test_copying_codes_and_text_to_the_clipboard(page, workspace):
    build_squad(page, both=True)
    page.copy_code_actions["spt"].trigger()
    assert QApplication.clipboard().text().startswith("spt[")
    page.copy_code_actions["muster"].trigger()
    code = QApplication.clipboard().text()
    decoded = share.decode(code, workspace.catalog)
    assert decoded.squads[0]["secondary"] == REX
    page.copy_text_action.trigger()
    assert "General Anakin Skywalker" in QApplication.clipboard().text()


def test_a_code_the_roster_cannot_make_is_explained(page, monkeypatch):
    build_squad(page)
    QApplication.clipboard().setText("unchanged")
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    page.copy_code_actions["spt"].trigger()
    assert warnings and "Squad 2" in warnings[0]
    assert QApplication.clipboard().text() == "unchanged"


def test_roster_files_are_written_and_opened(page, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    build_squad(page)
    target = tmp_path / "team.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), ""))
    page.export_file_action.trigger()
    assert RosterDocument.read(target).squads[0]["primary"] == ANAKIN
    page.save()
    page.new_action.trigger()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(target), ""))
    page.import_file_action.trigger()
    assert page.editor.unit_at(1, "primary") == ANAKIN
    assert page.editor.saved_id is None and page.editor.is_dirty()

    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    page.open_path(broken)
    assert warnings and "not a Muster roster" in warnings[0]
    assert page.editor.unit_at(1, "primary") == ANAKIN


def test_the_recent_menu_opens_the_last_saved_rosters(page):
    for name in ("First", "Second"):
        page.new_action.trigger()
        QTest.keyClicks(page.name_edit, name)
        page.save()
    page.new_action.trigger()
    page.recent_menu.aboutToShow.emit()
    actions = page.recent_menu.actions()
    assert [a.text() for a in actions] == ["Second", "First"]
    actions[1].trigger()
    assert page.editor.document.name == "First"


def test_renaming_the_open_roster_keeps_other_edits_unsaved(page, workspace, monkeypatch):
    QTest.keyClicks(page.name_edit, "Old name")
    page.save()
    roster_id = page.editor.saved_id
    drop(page.slot_widget(1, "primary"), catalogue_mime(page, ANAKIN))
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("New name", True))
    page.rename_roster(roster_id)
    saved = RosterStore(workspace.db).get(roster_id)
    assert saved.name == "New name"
    assert saved.document.squads[0]["primary"] is None
    assert page.name_edit.text() == "New name"
    assert page.editor.is_dirty()
    page.editor.undo_stack.undo()  # the rename is one step of its own
    assert page.name_edit.text() == "Old name"
    assert page.editor.unit_at(1, "primary") == ANAKIN


def test_a_roster_of_a_game_without_a_builder_is_refused_with_a_message(
    qtbot, workspace, ui_settings, tmp_path, monkeypatch
):
    from ui.builder.page import BuilderPage

    builder_page = BuilderPage(workspace, ui_settings)
    qtbot.addWidget(builder_page)
    page = builder_page.current
    other = RosterDocument("chess", "Openings", [])
    file = tmp_path / "chess.json"
    other.write(file)
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    page.open_path(file)
    assert warnings == ["Muster cannot build rosters of this game: chess."]
    assert builder_page.current is page
    assert page.editor.document.system == "shatterpoint" and not page.editor.is_dirty()
