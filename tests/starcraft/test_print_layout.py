"""StarCraft on paper: the faction reference and the round sheet, in three languages, from the
catalogue (filled figures included) and from a game; ``muster print`` writes them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.catalog.pack_files import user_pack_files
from app.cli import run
from app.errors import MusterError
from app.printing.document import PrintOptions, write_pdf
from app.printing.errors import NoSuchDocumentError
from app.printing.jobs import document_job
from app.printing.layout import BLANK
from app.systems.starcraft.catalog import load_catalog
from app.systems.starcraft.figures import change_figure
from app.systems.starcraft.tracker import new_setup
from tests.printing.conftest import page_text, read_pdf

EXAMPLE_GAME = Path(__file__).parents[2] / "docs" / "examples" / "starcraft-game.json"


def texts(job, tmp_path: Path, language: str = "en") -> list[str]:
    target = tmp_path / "out.pdf"
    write_pdf(target, job, PrintOptions(what="sheet", language=language))
    return [page_text(page) for page in read_pdf(target).pages]


def test_one_reference_page_per_faction(tmp_path):
    catalog = load_catalog()
    pages = texts(document_job("starcraft", "reference", catalog, "en"), tmp_path)
    assert len(pages) == len(catalog.factions()) == 6
    mengsk = next(page for page in pages if page.startswith("Arcturus Mengsk"))
    for words in (
        "Terran · Red",
        "Hand limit 8",
        "Bases 6",
        "Building tiles 8",
        "Starting building Barracks",
        "Transport cost 1 mineral",  # the rulebook's example gives it
        "Marine 6 Barracks, level ☐ 1 mineral",  # its level is not known
        "Spider Mines 2 1 mineral and 1 gas",
        "Terran supply module",
        "Not known yet: copy it from the faction sheet.",
    ):
        assert words in mengsk, words
    aldaris = next(page for page in pages if page.startswith("Aldaris"))
    assert "Opponents’ normal victory: 20 conquest points (not 15)" in aldaris
    assert "Archon" in aldaris and "Mobilise Archons" in aldaris


def test_unknown_figures_are_boxes_and_filled_ones_are_printed(tmp_path):
    catalog = load_catalog()
    page = document_job("starcraft", "reference", catalog, "en", ["mengsk"]).reports[0]
    units = next(table for table in page.tables if table.title == "Units")
    ghost = next(row for row in units.rows if row[0] == "Ghost")
    assert ghost[3] == BLANK  # its cost: a box to write in
    root = tmp_path / "packs"
    change_figure(catalog, "ghost", "cost", "1/1", root).apply(root)
    filled = load_catalog(user_pack_files(root, "starcraft"))
    mengsk = texts(document_job("starcraft", "reference", filled, "en", ["mengsk"]), tmp_path)[0]
    assert "Ghost 3 Barracks, level ☐ 1 mineral and 1 gas" in mengsk


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("fr", ["Feuille de tour", "Destruction des bases", "Baraquements"]),
        ("pl", ["Arkusz rundy", "Koszary"]),
    ],
)
def test_documents_in_french_and_polish(tmp_path, language, words):
    catalog = load_catalog()
    reference = texts(
        document_job("starcraft", "reference", catalog, language, ["mengsk"]), tmp_path, language
    )[0]
    sheet = texts(document_job("starcraft", "round-sheet", catalog, language), tmp_path, language)
    text = reference + " " + sheet[0]
    assert words[0] in text and words[-1] in text
    assert "Faction sheet" not in text and "Units" not in reference.split()


def test_round_sheet_for_blank_seats_and_for_a_game(tmp_path):
    catalog = load_catalog()
    blank = texts(document_job("starcraft", "round-sheet", catalog, "en", players=3), tmp_path)
    assert len(blank) == 1
    assert "Player 3" in blank[0] and "Player 4" not in blank[0]
    for step in ("1. Destroy bases and transports", "10. Pass the first player token"):
        assert step in blank[0]
    assert "Order 4" in blank[0] and "CP" in blank[0]
    starts = [{"bases": ["Torus"]}, {"bases": ["Aiur"]}]
    setup = new_setup([("Ann", "mengsk"), ("Bo", "aldaris")], catalog, 0, starts=starts)
    named = texts(document_job("starcraft", "round-sheet", catalog, "en", setup=setup), tmp_path)
    assert "Ann" in named[0] and "Arcturus Mengsk" in named[0] and "Aldaris" in named[0]


def test_other_games_print_no_such_document():
    with pytest.raises(NoSuchDocumentError) as error:
        document_job("legion", "reference", None, "en")
    assert error.value.message("en") == (
        'Muster prints no document "reference" for Star Wars: Legion.'
    )
    with pytest.raises(NoSuchDocumentError):
        document_job("starcraft", "menu", load_catalog(), "en")
    with pytest.raises(MusterError) as unknown:
        document_job("starcraft", "reference", load_catalog(), "en", ["kerrigan"])
    assert unknown.value.message("en") == (
        'There is no faction "kerrigan" in the StarCraft catalogue.'
    )


def test_muster_print_reference_and_round_sheet(tmp_path, capsys, muster_home):
    out = tmp_path / "aldaris.pdf"
    argv = ["print", "reference", "--system", "starcraft", "--entry", "aldaris"]
    assert run([*argv, "-o", str(out), "--lang", "fr"]) == 0
    assert capsys.readouterr().out.strip() == f"{out} : 1 page écrite."
    assert page_text(read_pdf(out).pages[0]).startswith("Aldaris Protoss · Orange")
    sheet = tmp_path / "round.pdf"
    assert run(["print", "round-sheet", "--game", str(EXAMPLE_GAME), "-o", str(sheet)]) == 0
    players = [p["name"] for p in json.loads(EXAMPLE_GAME.read_text())["setup"]["players"]]
    text = page_text(read_pdf(sheet).pages[0])
    assert all(name in text for name in players)
    assert run(["print", "round-sheet", "-o", str(sheet)]) == 2
    assert "Name the game with --system, or give --game." in capsys.readouterr().err
