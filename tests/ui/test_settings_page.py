"""The Settings page's language choice: "Same as the system" is stored as no preference."""

from __future__ import annotations

from PySide6.QtCore import Qt


def test_same_as_the_system_clears_the_language_preference(gui, qtbot):
    window = gui.window
    window.show_page("settings")
    combo = window.settings_page.language_combo
    assert combo.currentData() == "en"
    combo.setFocus()
    while combo.currentIndex() > 0:
        qtbot.keyClick(combo, Qt.Key.Key_Up)
    assert combo.currentText() == "Same as the system"
    assert combo.currentData() == ""
    assert gui.workspace.prefs.get("language") is None
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert gui.workspace.prefs.get("language") == combo.currentData()
