"""The Print dialog: live preview, remembered options, export and print, driven like a user."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from app.roster.document import RosterDocument
from app.workspace import Workspace

ROSTER = {
    "format": "muster.roster/1",
    "system": "shatterpoint",
    "name": "Mistrzyni i jej oddział",
    "squads": [
        {
            "primary": "general-anakin-skywalker",
            "secondary": "cc-7567-captain-rex",
            "support": "501st-clone-troopers",
        },
        {
            "primary": "jedi-master-luminara-unduli",
            "secondary": "barriss-offee-jedi-padawan",
            "support": "magnaguard",
        },
    ],
}
TIMEOUT = 20_000


@pytest.fixture
def workspace(muster_home: Path) -> Workspace:
    return Workspace()


@pytest.fixture
def ui_settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "ui.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def dialog(qtbot, workspace, ui_settings):
    from ui.printing.dialog import PrintDialog

    widget = PrintDialog(workspace, RosterDocument.from_json(ROSTER), None, ui_settings=ui_settings)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget
    widget.close()


def choose(qtbot, combo, data: str) -> None:
    """Picks an entry of a combo box with the keyboard, as a user would."""
    combo.setFocus()
    target = combo.findData(data)
    key = Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, key)


def wait_for_pages(qtbot, dialog, pages: int) -> None:
    qtbot.waitUntil(
        lambda: dialog.is_up_to_date() and dialog.preview_page_count() == pages, timeout=TIMEOUT
    )


def test_changing_the_paper_changes_the_preview(qtbot, dialog) -> None:
    # Six poker cards on A4 fit one page next to the roster sheet.
    wait_for_pages(qtbot, dialog, 2)
    qtbot.mouseClick(dialog.bleed_check, Qt.MouseButton.LeftButton)
    # With 3 mm of bleed a card takes 69.5 × 94.9 mm: A4 holds 2 × 3, still one page of cards.
    wait_for_pages(qtbot, dialog, 2)
    choose(qtbot, dialog.paper_combo, "letter")
    # US Letter is shorter: 2 × 2 cards to a page, so the six cards need two pages.
    wait_for_pages(qtbot, dialog, 3)
    assert "Cards per page: 4" in dialog.summary.text()
    assert "Pages: 3" in dialog.summary.text()


def test_options_are_remembered(qtbot, dialog, workspace, ui_settings) -> None:
    from ui.printing.dialog import PrintDialog

    wait_for_pages(qtbot, dialog, 2)
    choose(qtbot, dialog.card_combo, "tarot")
    choose(qtbot, dialog.language_combo, "pl")
    qtbot.mouseClick(dialog.backs_check, Qt.MouseButton.LeftButton)
    # Tarot: 4 to a page, so 2 pages of fronts, each followed by its backs, after the sheet.
    wait_for_pages(qtbot, dialog, 5)
    dialog.close()
    again = PrintDialog(workspace, RosterDocument.from_json(ROSTER), None, ui_settings=ui_settings)
    qtbot.addWidget(again)
    assert again.card_combo.currentData() == "tarot"
    assert again.language_combo.currentData() == "pl"
    assert again.backs_check.isChecked()
    wait_for_pages(qtbot, again, 5)
    again.close()


def test_only_the_sheet(qtbot, dialog) -> None:
    wait_for_pages(qtbot, dialog, 2)
    choose(qtbot, dialog.what_combo, "sheet")
    wait_for_pages(qtbot, dialog, 1)
    assert not dialog.card_combo.isEnabled()
    assert not dialog.backs_check.isEnabled()


def test_a_custom_card_size(qtbot, dialog) -> None:
    wait_for_pages(qtbot, dialog, 2)
    choose(qtbot, dialog.card_combo, "custom")
    assert dialog.custom_width.isVisible()
    for box, value in ((dialog.custom_width, "110"), (dialog.custom_height, "140")):
        box.setFocus()
        box.selectAll()
        qtbot.keyClicks(box, value)
        qtbot.keyClick(box, Qt.Key.Key_Return)
    # 110 × 140 mm: 1 × 2 cards on A4 (200 × 287 mm usable), so six cards take three pages.
    wait_for_pages(qtbot, dialog, 4)


def test_a_card_too_large_for_the_paper_is_explained(qtbot, dialog) -> None:
    wait_for_pages(qtbot, dialog, 2)
    choose(qtbot, dialog.card_combo, "custom")
    dialog.custom_width.setFocus()
    dialog.custom_width.selectAll()
    qtbot.keyClicks(dialog.custom_width, "250")
    qtbot.keyClick(dialog.custom_width, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.error_label.isVisible(), timeout=TIMEOUT)
    assert "does not fit" in dialog.error_label.text()
    assert not dialog.export_button.isEnabled()
    assert not dialog.print_button.isEnabled()


def test_export_writes_the_previewed_pdf(qtbot, dialog, tmp_path: Path) -> None:
    from pypdf import PdfReader

    wait_for_pages(qtbot, dialog, 2)
    target = tmp_path / "team"
    assert dialog.export_pdf(str(target))
    written = tmp_path / "team.pdf"
    assert len(PdfReader(str(written)).pages) == 2
    assert "Jedi Master Luminara Unduli" in PdfReader(str(written)).pages[0].extract_text()


def test_print_sends_every_page_to_the_printer(qtbot, dialog, tmp_path: Path) -> None:
    from pypdf import PdfReader
    from PySide6.QtPrintSupport import QPrinter

    wait_for_pages(qtbot, dialog, 2)
    printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    dialog.configure_printer(printer)
    assert dialog.print_document(printer)
    reader = PdfReader(str(tmp_path / "printed.pdf"))
    assert len(reader.pages) == 2
    assert float(reader.pages[0].mediabox.width) == pytest.approx(595.3, abs=1)


def test_cards_of_a_catalogue_selection(qtbot, workspace) -> None:
    from ui.printing.dialog import PrintDialog

    ids = list(workspace.catalog("shatterpoint").units)[:20]
    dialog = PrintDialog.for_units(workspace, ids, None)
    qtbot.addWidget(dialog)
    assert not dialog.what_combo.isEnabled()
    # Twenty poker cards, nine to an A4 page.
    wait_for_pages(qtbot, dialog, 3)
    dialog.close()


def test_the_report_of_a_tracked_game(qtbot, muster_home, ui_settings, tmp_path: Path) -> None:
    from pypdf import PdfReader

    from app.tracker.game import Game
    from app.tracker.log_file import parse_document, read_document
    from ui.printing.dialog import PrintDialog

    workspace = Workspace()
    example = Path(__file__).resolve().parents[2] / "docs" / "examples" / "shatterpoint-game.json"
    system_id, setup, events = parse_document(read_document(example))
    game = Game.create(workspace.db, system_id, setup)
    for event in events:
        game.record(event.type, event.payload)
    dialog = PrintDialog(workspace, None, None, game=game, ui_settings=ui_settings)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.card_combo.isVisible() and not dialog.what_combo.isVisible()
    wait_for_pages(qtbot, dialog, 1)
    choose(qtbot, dialog.language_combo, "fr")
    qtbot.waitUntil(dialog.is_up_to_date, timeout=TIMEOUT)
    assert dialog.export_pdf(str(tmp_path / "report.pdf"))
    text = PdfReader(str(tmp_path / "report.pdf")).pages[0].extract_text()
    assert "Rapport de partie" in text and "Tour par tour" in text
    dialog.close()
    workspace.close()


def test_the_print_button_goes_through_the_systems_print_dialog(
    qtbot, dialog, tmp_path: Path, monkeypatch
) -> None:
    from pypdf import PdfReader
    from PySide6.QtPrintSupport import QPrinter
    from PySide6.QtWidgets import QDialog

    import ui.printing.dialog as module

    class SystemPrintDialog:
        """Stands in for the platform's dialog: the user picks a PDF printer and accepts."""

        def __init__(self, printer: QPrinter, parent) -> None:
            self.printer = printer

        def setMinMax(self, low: int, high: int) -> None:
            assert (low, high) == (1, 2)

        def exec(self) -> int:
            assert self.printer.duplex() == QPrinter.DuplexMode.DuplexNone  # no backs asked
            self.printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
            self.printer.setOutputFileName(str(tmp_path / "printed.pdf"))
            return QDialog.DialogCode.Accepted

    monkeypatch.setattr(module, "QPrintDialog", SystemPrintDialog)
    wait_for_pages(qtbot, dialog, 2)
    qtbot.mouseClick(dialog.print_button, Qt.MouseButton.LeftButton)
    assert len(PdfReader(str(tmp_path / "printed.pdf")).pages) == 2


def test_the_export_button_asks_where_and_writes_there(
    qtbot, dialog, tmp_path: Path, monkeypatch
) -> None:
    from pypdf import PdfReader
    from PySide6.QtWidgets import QFileDialog

    target = tmp_path / "chosen.pdf"
    asked: list[str] = []

    def choose_file(parent, caption, suggested, filters):
        asked.append(suggested)
        return str(target), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(choose_file))
    wait_for_pages(qtbot, dialog, 2)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and Path(asked[0]).name == "Mistrzyni i jej oddział.pdf"
    assert len(PdfReader(str(target)).pages) == 2


def test_the_export_button_follows_a_link_and_refuses_a_folder_in_one_sentence(
    qtbot, dialog, tmp_path: Path, monkeypatch
) -> None:
    """Exporting onto a link writes the file it names and keeps the link; a missing folder is
    one sentence in a warning, and nothing is left behind (app/files.py)."""
    from pypdf import PdfReader
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    real = tmp_path / "real.pdf"
    real.write_bytes(b"old")
    link = tmp_path / "link.pdf"
    link.symlink_to(real)
    answers = [str(link), str(tmp_path / "missing" / "team.pdf")]
    warnings: list[str] = []
    monkeypatch.setattr(
        QFileDialog,
        "getSaveFileName",
        staticmethod(lambda parent, caption, suggested, filters: (answers.pop(0), filters)),
    )
    monkeypatch.setattr(
        QMessageBox, "warning", staticmethod(lambda parent, title, text: warnings.append(text))
    )
    wait_for_pages(qtbot, dialog, 2)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert link.is_symlink() and len(PdfReader(str(real)).pages) == 2
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert len(warnings) == 1 and "does not exist" in warnings[0] and "\n" not in warnings[0]
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []
