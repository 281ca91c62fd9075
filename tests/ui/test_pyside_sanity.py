"""A PySide6 that loses references to None would abort Muster mid-game.

PySide6 6.12.0 under Python 3.11 drops one reference to None on every void call ("Fatal Python
error: deallocating None" after a few thousand calls); pyproject.toml keeps it out. This test
fails fast if an upgrade brings such a build back."""

import sys

from PySide6.QtWidgets import QLabel


def test_void_calls_keep_none_alive(qtbot):
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(2000):
        label.setText("Lord Maul")
    assert sys.getrefcount(None) >= before - 50
