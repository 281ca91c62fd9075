"""Imposition: cards per page, positions, duplex mirroring, crop-mark room, card sizes."""

from __future__ import annotations

import pytest

from app.printing.errors import CardSizeError, CardTooLargeError, CardTooSmallError
from app.printing.grid import SAFE_MARGIN_MM, CardGrid
from app.printing.paper import CARD_PRESETS, PAPERS, mm, parse_card_size

# (paper, card, bleed mm) -> (columns, rows). See the margin logic in app/printing/grid.py:
# a 5 mm safe margin per side, cards edge to edge, each card's bleed added to its pitch.
EXPECTED = [
    ("a4", "poker", 0.0, 3, 3),  # 200 x 287 usable: 3 x 63.5 = 190.5, 3 x 88.9 = 266.7
    ("a4", "tarot", 0.0, 2, 2),  # 2 x 70 = 140 (3 x 70 = 210 > 200), 2 x 120 = 240
    ("letter", "poker", 0.0, 3, 3),  # 205.9 x 269.4 usable: 190.5 and 266.7 fit
    ("letter", "tarot", 0.0, 2, 2),
    ("a4", "poker", 3.0, 2, 3),  # pitch 69.5 x 94.9: 3 x 69.5 = 208.5 > 200
    ("a4", "tarot", 3.0, 2, 2),  # pitch 76 x 126
]


@pytest.mark.parametrize(("paper", "card", "bleed", "columns", "rows"), EXPECTED)
def test_cards_per_page(paper: str, card: str, bleed: float, columns: int, rows: int) -> None:
    grid = CardGrid.fit(PAPERS[paper], CARD_PRESETS[card], bleed)
    assert (grid.columns, grid.rows) == (columns, rows)
    assert grid.per_page == columns * rows


def test_the_block_is_centred_and_inside_the_safe_margin() -> None:
    grid = CardGrid.fit(PAPERS["a4"], CARD_PRESETS["poker"])
    page_w, page_h = PAPERS["a4"].size
    first = grid.slot(0)
    last = grid.slot(grid.per_page - 1)
    left_gap = first.x
    right_gap = page_w - (last.x + last.width)
    assert left_gap == pytest.approx(right_gap)
    assert left_gap >= mm(SAFE_MARGIN_MM)
    assert last.y >= mm(SAFE_MARGIN_MM)
    assert first.y + first.height <= page_h - mm(SAFE_MARGIN_MM)


def test_cards_are_read_left_to_right_from_the_top() -> None:
    grid = CardGrid.fit(PAPERS["a4"], CARD_PRESETS["poker"])
    a, b, d = grid.slot(0), grid.slot(1), grid.slot(3)
    assert b.x > a.x and b.y == a.y
    assert d.x == a.x and d.y < a.y


def test_backs_are_mirrored_for_a_long_edge_flip() -> None:
    grid = CardGrid.fit(PAPERS["a4"], CARD_PRESETS["poker"], 2.0)
    page_w, _ = PAPERS["a4"].size
    for index in range(grid.per_page):
        front, back = grid.slot(index), grid.slot(index, back=True)
        # Turned over around the vertical axis, the back lands exactly behind its front.
        assert back.x == pytest.approx(page_w - front.x - front.width)
        assert back.y == pytest.approx(front.y)


def test_cut_lines_are_shared_without_bleed_and_doubled_with_it() -> None:
    plain = CardGrid.fit(PAPERS["a4"], CARD_PRESETS["poker"])
    xs, ys = plain.cut_lines()
    assert (len(xs), len(ys)) == (4, 4)
    bled = CardGrid.fit(PAPERS["a4"], CARD_PRESETS["tarot"], 3.0)
    xs, ys = bled.cut_lines()
    assert (len(xs), len(ys)) == (4, 4)  # 2 columns x 2 edges, apart by the two bleeds
    assert xs[2] - xs[1] == pytest.approx(mm(6.0))


def test_crop_marks_have_room_on_every_preset() -> None:
    for paper in PAPERS.values():
        for card in CARD_PRESETS.values():
            horizontal, vertical = CardGrid.fit(paper, card).mark_spans()
            assert horizontal is not None and vertical is not None
            assert horizontal[1] >= mm(1.5) and vertical[1] >= mm(1.5)


def test_card_sizes_parse() -> None:
    assert parse_card_size("poker") == CARD_PRESETS["poker"]
    assert parse_card_size(" TAROT ") == CARD_PRESETS["tarot"]
    custom = parse_card_size("63,5 x 100 mm")
    assert (custom.width_mm, custom.height_mm) == (63.5, 100.0)
    assert custom.spec() == "63.5x100"
    assert parse_card_size("70×120").size == pytest.approx(CARD_PRESETS["tarot"].size)


@pytest.mark.parametrize("value", ["10x", "x20", "big", "", "63.5x", "-60x90", "60x90x2"])
def test_malformed_card_sizes_are_refused(value: str) -> None:
    with pytest.raises(CardSizeError) as caught:
        parse_card_size(value)
    assert value in caught.value.message("en")


def test_tiny_cards_are_refused() -> None:
    with pytest.raises(CardTooSmallError):
        parse_card_size("20x30")


def test_a_card_larger_than_the_paper_is_refused() -> None:
    with pytest.raises(CardTooLargeError) as caught:
        CardGrid.fit(PAPERS["letter"], parse_card_size("250x100"))
    assert "US Letter" in caught.value.message("en")
