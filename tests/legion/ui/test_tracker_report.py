"""The Legion tracker's result page prints the game report: its button opens the Print dialog
over the game, whose Export PDF writes the report (read back with pdftotext)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.legion.ui.test_tracker_window import click, start_game

TIMEOUT = 20_000


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs pdftotext (poppler-utils)")
def test_the_result_page_prints_the_game_report(
    gui, qtbot, saved_armies, tmp_path: Path, monkeypatch
):
    from PySide6.QtWidgets import QFileDialog

    from ui.printing.dialog import PrintDialog

    _page, view = start_game(gui, qtbot)
    click(qtbot, view.battle_button)
    click(qtbot, view.deploy_button)
    assert not view.print_button.isVisible()  # only on the result page
    view.concede_actions[0].trigger()  # Anna concedes
    assert view.board.currentWidget() is view.result_page
    assert view.print_button.text() == "Print game report…"
    click(qtbot, view.print_button)
    dialog = view.print_dialog
    assert isinstance(dialog, PrintDialog) and dialog.isVisible()
    qtbot.waitUntil(
        lambda: dialog.is_up_to_date() and dialog.preview_page_count() >= 1, timeout=TIMEOUT
    )

    target = tmp_path / "legion report.pdf"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *args: (str(target), ""))
    )
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert target.exists()
    text = subprocess.run(
        ["pdftotext", "-layout", str(target), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert "Star Wars: Legion" in text and "Game report" in text
    assert "Bartek wins" in text
    assert "Anna" in text and "Leia Organa" in text
    dialog.close()
