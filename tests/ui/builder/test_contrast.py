"""Contrast ratios of the catalogue's greyed rows, as arithmetic (no window needed)."""

from __future__ import annotations

import pytest

from ui.widgets.contrast import READABLE, contrast_ratio, luminance, muted

WHITE, BLACK = (255, 255, 255), (0, 0, 0)


def test_contrast_ratio_follows_wcag():
    assert contrast_ratio(BLACK, WHITE) == pytest.approx(21.0)
    assert contrast_ratio(WHITE, WHITE) == pytest.approx(1.0)
    assert contrast_ratio(WHITE, BLACK) == contrast_ratio(BLACK, WHITE)
    # The figure: #bebebe on white is about 1.9:1.
    assert contrast_ratio((0xBE, 0xBE, 0xBE), WHITE) == pytest.approx(1.86, abs=0.01)


@pytest.mark.parametrize(
    ("text", "grounds"),
    [
        (BLACK, [WHITE, (0xF7, 0xF7, 0xF7)]),  # a light palette with alternate rows
        ((0xFF, 0xFF, 0xFF), [(0x2A, 0x2A, 0x2A), (0x32, 0x32, 0x32)]),  # a dark one
    ],
)
def test_muted_text_is_lighter_than_text_yet_readable_on_every_row(text, grounds):
    colour = muted(text, grounds)
    assert colour != text
    for ground in grounds:
        assert contrast_ratio(colour, ground) >= READABLE
        assert contrast_ratio(colour, ground) < contrast_ratio(text, ground)
    # Moved towards the background: its luminance lies between the two.
    low, high = sorted((luminance(text), luminance(grounds[0])))
    assert low < luminance(colour) < high


def test_muted_keeps_the_text_colour_when_nothing_lighter_is_readable():
    grey = (0x80, 0x80, 0x80)
    assert muted(grey, [WHITE]) == grey  # already below 4.5:1: it cannot get any fainter
