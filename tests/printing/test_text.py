"""Setting text: wrapping, shrinking, cutting."""

from __future__ import annotations

import pytest

from app.printing.fonts import BOLD, REGULAR, register_fonts
from app.printing.text import ellipsize, fit_lines, fit_size, width_of, wrap


@pytest.fixture(autouse=True, scope="module")
def fonts() -> None:
    register_fonts()


def test_wrap_breaks_between_words_and_keeps_every_word() -> None:
    text = "Żołnierze-klony z legionu 501 • Mistrzyni Jedi Luminara Unduli • Œ"
    lines = wrap(text, REGULAR, 9, 90)
    assert len(lines) > 1
    assert all(width_of(line, REGULAR, 9) <= 90 for line in lines)
    assert " ".join(lines).split() == text.split()


def test_a_word_longer_than_the_line_is_cut_and_nothing_is_lost() -> None:
    code = "MU1." + "AbCdEfGh" * 400
    lines = wrap(code, REGULAR, 6.5, 200)
    assert "".join(lines) == code
    assert all(width_of(line, REGULAR, 6.5) <= 200 for line in lines)


def test_fit_size_shrinks_only_as_needed() -> None:
    assert fit_size("Rex", BOLD, 12, 200, 6) == 12
    size = fit_size("Général Anakin Skywalker", BOLD, 12, 110, 6)
    assert 6 <= size < 12
    assert width_of("Général Anakin Skywalker", BOLD, size) <= 110.01


def test_fit_lines_keeps_to_the_line_count() -> None:
    size, lines = fit_lines("Mistrzyni Jedi Luminara Unduli " * 6, BOLD, 12, 100, 2, 8)
    assert len(lines) == 2 and size == 8
    assert lines[-1].endswith("…")


def test_ellipsize() -> None:
    assert ellipsize("Rex", REGULAR, 9, 100) == "Rex"
    cut = ellipsize("Barriss Offee, padawanka Jedi", REGULAR, 9, 60)
    assert cut.endswith("…") and width_of(cut, REGULAR, 9) <= 60
