"""The builder in French and Polish through the Settings page, and its remembered layout."""

from __future__ import annotations

from tests.ui.builder.conftest import catalogue_mime, drop

ANAKIN = "general-anakin-skywalker"


def visible_messages(page):
    model = page.violations.model
    return [model.index(row).data() for row in range(model.rowCount())]


def test_switching_to_polish_in_settings_translates_the_builder_and_its_violations(gui, qtbot):
    window = gui.window
    window.show_page("builder")
    page = window.pages["builder"].current
    drop(page.slot_widget(1, "primary"), catalogue_mime(page, ANAKIN))
    english = visible_messages(page)
    assert "Squad 1 has no Secondary unit." in english
    assert page.save_action.text() == "Save"

    window.show_page("settings")
    combo = window.settings_page.language_combo
    combo.setCurrentIndex(combo.findData("pl"))
    window.show_page("builder")

    polish = visible_messages(page)
    assert polish != english
    assert polish == [v.message("pl") for v in page.editor.violations]
    assert "Oddział 1 nie ma jednostki dodatkowej." in polish
    assert page.save_action.text() == "Zapisz"
    assert page.left_tabs.tabText(0) == "Katalog"
    assert page.squads[0].points.text().startswith("Punkty oddziału")
    assert page.slot_widget(1, "primary").name.text() == "Generał Anakin Skywalker"
    header = page.browser.view.model().headerData(
        2, page.browser.view.horizontalHeader().orientation()
    )
    assert header in ("PO / KP", "PO/KP")  # the short title when the list is narrow
    assert "Niezgodna" in page.violations.verdict.text()

    combo.setCurrentIndex(combo.findData("fr"))
    assert page.save_action.text() == "Enregistrer"
    assert page.slot_widget(1, "primary").name.text() == "Général Anakin Skywalker"
    page.editor.load(page.system.new_roster(), None)  # nothing to ask about at close
    combo.setCurrentIndex(combo.findData("en"))


def test_splitter_sizes_and_column_widths_are_remembered(qtbot, workspace, ui_settings):
    from ui.systems.shatterpoint.builder import ShatterpointBuilder

    first = ShatterpointBuilder(workspace, ui_settings)
    qtbot.addWidget(first)
    first.resize(1100, 700)
    first.show()
    qtbot.waitExposed(first)
    first.splitter.setSizes([700, 400])
    first.browser.view.setColumnWidth(0, 333)
    first.save_layout()
    sizes = first.splitter.sizes()

    second = ShatterpointBuilder(workspace, ui_settings)
    qtbot.addWidget(second)
    second.resize(1100, 700)
    second.show()
    qtbot.waitExposed(second)
    assert second.splitter.sizes() == sizes
    assert second.browser.view.columnWidth(0) == 333


def test_closing_the_window_with_unsaved_changes_asks_first(gui, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    window = gui.window
    window.show_page("builder")
    page = window.pages["builder"].current
    drop(page.slot_widget(1, "primary"), catalogue_mime(page, ANAKIN))
    asked: list[str] = []

    def cancel(*args, **kwargs):
        asked.append(args[2])
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", cancel)
    window.close()
    assert asked and window.isVisible()
    monkeypatch.setattr(
        QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.Discard
    )
    window.close()
    assert not window.isVisible()


def test_ctrl_f_reaches_the_catalogue_search(page, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    page.left_tabs.setCurrentWidget(page.roster_list)
    page.name_edit.setFocus()
    QTest.keyClick(page.name_edit, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert page.left_tabs.currentIndex() == 0 and page.browser.isVisible()
    assert page.browser.search.hasFocus()
