"""Setting text: wrapping, shrinking, cutting."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.printing.fonts import BOLD, REGULAR, register_fonts
from app.printing.text import ellipsize, fit_lines, fit_size, width_of, wrap
from tests.profiles import examples


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


def _fit_lines_by_every_size(text, font, size, width, max_lines, minimum):
    """The plain definition of fit_lines: every size from ``size`` down, whole wraps."""
    current = size
    while True:
        lines = wrap(text, font, current, width)
        if len(lines) <= max_lines or current <= minimum:
            if len(lines) > max_lines:
                rest = ellipsize(" ".join(lines[max_lines - 1 :]), font, current, width)
                lines = [*lines[: max_lines - 1], rest]
            return current, lines
        current = max(minimum, current - 0.25)


@settings(max_examples=examples(300), deadline=None)
@given(
    text=st.text(alphabet="ab cWMiíł.-\n", max_size=90),
    width=st.floats(2, 150),
    size=st.floats(6, 14),
    max_lines=st.integers(1, 4),
)
def test_fit_lines_skips_only_sizes_that_cannot_fit(text, width, size, max_lines) -> None:
    expected = _fit_lines_by_every_size(text, BOLD, size, width, max_lines, 5)
    assert fit_lines(text, BOLD, size, width, max_lines, 5) == expected


def test_a_long_unbroken_name_is_fitted_with_one_wrap_of_a_few_lines(monkeypatch) -> None:
    """A 40,000-letter name (a share code can carry one) once took 105 s: 40 sizes, each
    wrapping the whole word with quadratic cuts."""
    from app.printing import text as module

    wrapped: list[int] = []
    real_wrap = module.wrap

    def counting_wrap(*args, **kwargs):
        lines = real_wrap(*args, **kwargs)
        wrapped.append(len(lines))
        return lines

    monkeypatch.setattr(module, "wrap", counting_wrap)
    size, lines = fit_lines("W" * 40_000, BOLD, 12.5, 150, 2, 8)
    assert size == 8 and len(lines) == 2 and lines[-1].endswith("…")
    assert all(width_of(line, BOLD, size) <= 150 for line in lines)
    assert wrapped == [3]  # one size tried, and only the lines that can show


def test_wrap_with_a_line_limit_stops_early() -> None:
    lines = wrap("word " * 50_000, REGULAR, 9, 100, max_lines=3)
    assert 3 < len(lines) <= 6
    assert lines == wrap("word " * 50_000, REGULAR, 9, 100)[: len(lines)]
