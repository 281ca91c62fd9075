"""A large games CSV imports with a progress dialog; its Cancel button keeps nothing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QProgressDialog, QPushButton

from app.campaign.campaigns import list_campaigns
from app.campaign.games_csv import HEADER
from app.campaign.players import list_players
from tests.ui.campaign.test_campaigns_page import open_page, when_modal
from ui.campaign.import_progress import SHOW_FROM_BYTES


def large_file(tmp_path: Path) -> Path:
    file = tmp_path / "games.csv"
    lines = [",".join(HEADER) + "\n"]
    size, n = 0, 0
    while size < 2 * SHOW_FROM_BYTES:
        line = (
            f"2026-03-{1 + n % 28:02d},Liga,Gracz {n % 50},Rywal {n % 40},draw,1,1,,,,uwagi {n}\n"
        )
        lines.append(line)
        size += len(line)
        n += 1
    file.write_text("".join(lines), encoding="utf-8")
    return file


def test_cancel_in_the_progress_dialog_imports_nothing(gui, qtbot, tmp_path: Path) -> None:
    page = open_page(gui, qtbot, "pl")
    file = large_file(tmp_path)
    seen: dict[str, str] = {}

    def cancel(dialog: QProgressDialog) -> None:
        seen["label"] = dialog.labelText()
        button = dialog.findChild(QPushButton)
        qtbot.mouseClick(button, Qt.LeftButton)
        when_modal(qtbot, QMessageBox, lambda box: (seen.update(error=box.text()), box.accept()))

    when_modal(qtbot, QProgressDialog, cancel)
    assert page.exchange.import_file(file) is None
    assert "games.csv" in seen["label"]
    assert seen["error"] == "Import został anulowany; nic nie zaimportowano."
    assert list_campaigns(gui.workspace.db) == []
    assert list_players(gui.workspace.db) == []


def test_a_large_file_imports_whole_with_its_progress_shown(gui, qtbot, tmp_path: Path) -> None:
    page = open_page(gui, qtbot, "en")
    file = large_file(tmp_path)
    values: list[int] = []
    when_modal(qtbot, QProgressDialog, lambda dialog: values.append(dialog.maximum()))
    report = page.exchange.import_file(file)
    assert report is not None and report.bad_rows == [] and report.imported > 1000
    assert values == [1000]
    assert not page.exchange.import_progress.isVisible()
    page.exchange.import_report.close()
