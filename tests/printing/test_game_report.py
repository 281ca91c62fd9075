"""Game reports: a tracked game's result, players, struggles and log, in every language."""

from __future__ import annotations

import dataclasses
import io
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from app.cli import run
from app.printing.document import PrintOptions, write_pdf
from app.printing.jobs import game_job
from app.printing.layout import PrintJob
from app.tracker.log_file import parse_document, read_document
from tests.printing.conftest import page_text, read_pdf

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "shatterpoint-game.json"


def report_pdf(language: str, paper: str = "a4") -> bytes:
    system_id, setup, events = parse_document(read_document(EXAMPLE))
    out = io.BytesIO()
    options = PrintOptions(what="sheet", language=language, paper=paper)
    write_pdf(out, game_job(system_id, setup, events, language), options)
    return out.getvalue()


@pytest.mark.parametrize(
    ("language", "texts"),
    [
        ("en", ["Game report", "Turn by turn", "Struggles", "Anakin", "Maul", "Lord Maul"]),
        ("fr", ["Rapport de partie", "Tour par tour", "Luttes", "Seigneur Maul"]),
        ("pl", ["Raport z rozgrywki", "Tura po turze", "Zmagania", "Żołnierze-klony"]),
    ],
)
def test_the_report_in_each_language(language: str, texts: list[str]) -> None:
    reader = read_pdf(report_pdf(language))
    assert len(reader.pages) == 1
    text = page_text(reader.pages[0])
    for expected in texts:
        assert expected in text


def test_every_event_is_in_the_log() -> None:
    system_id, setup, events = parse_document(read_document(EXAMPLE))
    report = game_job(system_id, setup, events, "en").reports[0]
    assert len(report.log) == len(events)
    text = page_text(read_pdf(report_pdf("en")).pages[0])
    for line in report.log:
        assert " ".join(line.split()) in text


def test_a_long_log_continues_on_new_pages() -> None:
    system_id, setup, events = parse_document(read_document(EXAMPLE))
    report = game_job(system_id, setup, events, "en").reports[0]
    long = dataclasses.replace(report, log=tuple(f"Event {n}" for n in range(1, 301)))
    out = io.BytesIO()
    pages = write_pdf(out, PrintJob(reports=[long]), PrintOptions(what="sheet", paper="letter"))
    reader = read_pdf(out.getvalue())
    assert len(reader.pages) == pages > 2
    assert "Turn by turn (continued)" in page_text(reader.pages[1])
    everything = " ".join(page_text(page) for page in reader.pages)
    assert "Event 1 " in everything and "300. Event 300" in everything


def test_print_game_command(tmp_path: Path, capsys) -> None:
    out = tmp_path / "game.pdf"
    assert run(["print", "game", str(EXAMPLE), "-o", str(out), "--lang", "pl"]) == 0
    assert "Raport z rozgrywki" in read_pdf(out).pages[0].extract_text()
    roster = tmp_path / "roster.json"
    roster.write_text('{"format": "muster.roster/1", "system": "shatterpoint"}', "utf-8")
    assert run(["print", "game", str(roster), "-o", str(tmp_path / "x.pdf")]) == 2
    assert "muster.game/1" in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="poppler's pdftoppm is not installed")
def test_the_report_renders_with_poppler(tmp_path: Path) -> None:
    pdf = tmp_path / "game.pdf"
    pdf.write_bytes(report_pdf("fr", "letter"))
    result = subprocess.run(
        ["pdftoppm", "-r", "30", "-png", str(pdf), str(tmp_path / "page")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0 and result.stderr == ""
    assert len(list(tmp_path.glob("page-*.png"))) == 1


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_unit_names_are_whole_and_the_tables_use_one_size(language: str) -> None:
    """ "Comte Dooku (Chef Séparatiste)" wraps onto a second line rather than being cut, and
    every cell of a side's table is drawn at one size."""
    system_id, setup, events = parse_document(read_document(EXAMPLE))
    report = game_job(system_id, setup, events, language).reports[0]
    names = [row[0] for side in report.sides for row in side.units.rows]
    assert len(names) == 12
    page = read_pdf(report_pdf(language)).pages[0]
    text = page_text(page)
    sizes: dict[str, set[float]] = {}

    def visit(part: str, _cm, tm, _font, size: float) -> None:
        if part.strip():
            sizes.setdefault(part.strip(), set()).add(round(size * tm[0], 1))

    page.extract_text(visitor_text=visit)
    for name in names:
        # A wrapped name's lines come out of the page between the other columns' cells;
        # a word is never broken.
        pattern = ".{0,40}?".join(re.escape(word) for word in name.split())
        assert re.search(pattern, text), name
    players = {side.title for side in report.sides}
    cells = [
        part
        for part in sizes
        if any(part in name for name in names) and len(part) > 3 and part not in players
    ]
    cell_sizes = {size for part in cells for size in sizes[part]}
    assert len(cells) >= 12 and len(cell_sizes) == 1, cell_sizes
    assert "…" not in text.split("Phase")[0]  # nothing in the sides' tables is cut
