"""PDFs read back: pages, paper sizes, cards per page, exact text in each language, fonts."""

from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

import pytest

from app.printing.document import PrintOptions, page_count, write_pdf
from app.printing.errors import NothingToPrintError
from app.printing.jobs import roster_job, units_job
from app.printing.paper import CARD_PRESETS, parse_card_size
from app.roster.document import RosterDocument
from app.systems.shatterpoint.catalog import ShatterpointCatalog
from tests.printing.conftest import page_text, read_pdf

A4 = (595.28, 841.89)
LETTER = (612.0, 792.0)
GAME = "Star Wars: Shatterpoint"  # printed once at the foot of every card front


def render(
    job_options: PrintOptions, roster: RosterDocument, catalog: ShatterpointCatalog
) -> bytes:
    out = io.BytesIO()
    write_pdf(out, roster_job(roster, catalog, job_options), job_options, title=roster.name)
    return out.getvalue()


def cards(unit_ids: list[str], catalog: ShatterpointCatalog, options: PrintOptions) -> bytes:
    out = io.BytesIO()
    write_pdf(out, units_job("shatterpoint", unit_ids, catalog, options), options)
    return out.getvalue()


@pytest.mark.parametrize(("paper", "size"), [("a4", A4), ("letter", LETTER)])
def test_page_size_in_points(roster, catalog, paper: str, size: tuple[float, float]) -> None:
    reader = read_pdf(render(PrintOptions(paper=paper), roster, catalog))
    for page in reader.pages:
        assert float(page.mediabox.width) == pytest.approx(size[0], abs=0.01)
        assert float(page.mediabox.height) == pytest.approx(size[1], abs=0.01)


def test_both_is_one_sheet_then_the_cards(roster, catalog) -> None:
    options = PrintOptions(what="both")
    reader = read_pdf(render(options, roster, catalog))
    # Six units, nine poker cards to an A4 page: the sheet and one page of cards.
    assert len(reader.pages) == 2 == page_count(roster_job(roster, catalog, options), options)
    assert "Takeover at Tyrus" in page_text(reader.pages[0])
    assert page_text(reader.pages[1]).count(GAME) == 6


@pytest.mark.parametrize(
    ("paper", "card", "per_page"),
    [("a4", "poker", 9), ("a4", "tarot", 4), ("letter", "poker", 9), ("letter", "tarot", 4)],
)
def test_cards_per_page(catalog, paper: str, card: str, per_page: int) -> None:
    ids = list(catalog.units)[:20]
    options = PrintOptions(what="cards", paper=paper, card_size=CARD_PRESETS[card])
    reader = read_pdf(cards(ids, catalog, options))
    counts = [page_text(page).count(GAME) for page in reader.pages]
    assert counts[:-1] == [per_page] * (len(counts) - 1)
    assert sum(counts) == 20
    assert len(reader.pages) == -(-20 // per_page)


def test_a_custom_card_size(catalog) -> None:
    options = PrintOptions(what="cards", card_size=parse_card_size("90x90"))
    # 2 x 3 squares of 90 mm fit in 200 x 287 mm.
    reader = read_pdf(cards(list(catalog.units)[:6], catalog, options))
    assert [page_text(page).count(GAME) for page in reader.pages] == [6]


def test_backs_follow_each_front_page_in_mirrored_order(catalog) -> None:
    ids = list(catalog.units)[:12]
    options = PrintOptions(what="cards", backs=True)
    reader = read_pdf(cards(ids, catalog, options))
    assert len(reader.pages) == 4  # front, back, front, back
    grid = options.grid()
    pitch_w = grid.pitch[0]
    origin_x = grid.origin[0]

    def column_of(page, text: str, min_size: float = 0.0) -> int:
        found: list[float] = []

        def visit(value, _cm, tm, _font, size) -> None:
            # Titles are set large; a trait with the same first word is set small.
            if value.strip().startswith(text) and size >= min_size:
                found.append(tm[4])

        page.extract_text(visitor_text=visit)
        assert found, text
        return int((found[0] - origin_x) // pitch_w)

    for position, unit_id in enumerate(ids[:9]):
        # The backs show the full name on one line; a front's title may wrap, so use its start.
        name = catalog.units[unit_id].name.en
        front_column = column_of(reader.pages[0], name.split()[0], min_size=8)
        back_column = column_of(reader.pages[1], name)
        assert front_column == position % 3
        assert back_column == 2 - front_column


EXACT = [
    ("pl", "Żołnierze-klony z legionu 501"),
    ("pl", "Mistrzyni Jedi Luminara Unduli"),
    ("fr", "Général Anakin Skywalker"),
    ("fr", "Les Œillets de la 501e"),
    ("en", "Jedi Master Luminara Unduli"),
]


@pytest.mark.parametrize(("language", "text"), EXACT)
def test_text_extracts_exactly(roster, catalog, language: str, text: str) -> None:
    reader = read_pdf(render(PrintOptions(language=language, what="sheet"), roster, catalog))
    lines = reader.pages[0].extract_text().splitlines()
    # The roster sheet sets each name on one line: it must come back character for character.
    assert any(text in line for line in lines)


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_card_text_in_each_language(roster, catalog, language: str) -> None:
    reader = read_pdf(render(PrintOptions(language=language, what="cards"), roster, catalog))
    text = page_text(reader.pages[0])
    for unit_id in roster.unit_ids():
        unit = catalog.units[unit_id]
        assert unit.name.get(language) in text
        for trait in unit.traits:
            assert catalog.trait_name(trait, language) in text


def test_truetype_fonts_are_embedded(roster, catalog) -> None:
    reader = read_pdf(render(PrintOptions(), roster, catalog))
    fonts = reader.pages[0]["/Resources"]["/Font"]
    names = set()
    for ref in fonts.values():
        font = ref.get_object()
        descriptor = font["/FontDescriptor"].get_object()
        assert "/FontFile2" in descriptor  # the TrueType program is in the file
        names.add(str(font["/BaseFont"]))
    assert any("DejaVuSans" in name for name in names)


def test_a_roster_without_known_units_has_no_cards(catalog) -> None:
    empty = RosterDocument.from_json(
        {"format": "muster.roster/1", "system": "shatterpoint", "squads": [{"primary": "nobody"}]}
    )
    with pytest.raises(NothingToPrintError):
        roster_job(empty, catalog, PrintOptions(what="cards"))
    # The sheet still prints: a player may fill it in by hand.
    assert len(read_pdf(render(PrintOptions(what="sheet"), empty, catalog)).pages) == 1


def test_progress_is_reported_per_page(catalog) -> None:
    seen: list[tuple[int, int | None]] = []
    options = PrintOptions(what="cards", backs=True)
    job = units_job("shatterpoint", list(catalog.units)[:20], catalog, options)
    write_pdf(io.BytesIO(), job, options, progress=lambda done, total: seen.append((done, total)))
    assert seen == [(n, 6) for n in range(1, 7)]  # 20 cards: 3 pages of fronts, 3 of backs


PDFTOPPM = shutil.which("pdftoppm")


@pytest.mark.skipif(PDFTOPPM is None, reason="poppler's pdftoppm is not installed")
@pytest.mark.parametrize(
    "options",
    [
        PrintOptions(language="en"),
        PrintOptions(language="fr", paper="letter", backs=True, bleed_mm=3.0),
        PrintOptions(language="pl", card_size=CARD_PRESETS["tarot"], crop_marks=False),
    ],
    ids=["en-a4", "fr-letter-backs-bleed", "pl-tarot"],
)
def test_every_page_renders_with_poppler(roster, catalog, tmp_path: Path, options) -> None:
    pdf = tmp_path / "out.pdf"
    pdf.write_bytes(render(options, roster, catalog))
    result = subprocess.run(
        [str(PDFTOPPM), "-r", "30", "-png", str(pdf), str(tmp_path / "page")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""  # poppler complains on stderr about anything malformed
    pages = sorted(tmp_path.glob("page-*.png"))
    assert len(pages) == len(read_pdf(pdf).pages)
    assert all(page.stat().st_size > 1000 for page in pages)
