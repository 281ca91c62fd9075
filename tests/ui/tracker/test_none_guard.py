"""The tracker survives PySide6 6.12 losing references to None under Python 3.11."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtWidgets import QLabel

from ui.tracker.none_guard import EXTRA_REFERENCES


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12")
def test_none_keeps_enough_references_for_a_long_game(qtbot):
    label = QLabel()
    qtbot.addWidget(label)
    for _ in range(20_000):  # without the guard this aborts the interpreter
        label.setText("Turn 7")
    assert sys.getrefcount(None) > EXTRA_REFERENCES // 2
