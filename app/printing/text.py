"""Setting text in boxes: measuring, wrapping, shrinking to fit.

A text's width is the sum of its characters' widths (reportlab measures without kerning), so
each character is measured once per font and a text's widths are prefix sums: wrapping is
linear in the text's length, a cut inside a long word is a binary search, and shrinking to
fit tries only the sizes at which the text could fit at all and wraps no further than the
lines it may use. A 40,000-letter roster name costs milliseconds, not minutes.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from itertools import accumulate

from reportlab.pdfbase.pdfmetrics import stringWidth

STEP = 0.25  # fit_lines tries sizes this far apart
# A word runs to the next breaking space: a no-break space (U+00A0) keeps what it joins on one
# line, as typesetting does ("= 3" never starts a line alone).
_WORD = re.compile(r"(?:[^\s]|\u00a0)+")
# font -> character -> width at size 1
_CHAR_WIDTHS: dict[str, dict[str, float]] = {}


def width_of(text: str, font: str, size: float) -> float:
    return float(stringWidth(text, font, size))


def _char_widths(text: str, font: str) -> dict[str, float]:
    known = _CHAR_WIDTHS.setdefault(font, {})
    for char in set(text).difference(known):
        known[char] = float(stringWidth(char, font, 1))
    return known


def _prefix_widths(text: str, font: str) -> list[float]:
    """``result[i]`` is the width of ``text[:i]`` at size 1."""
    widths = _char_widths(text, font)
    return list(accumulate(map(widths.__getitem__, text), initial=0.0))


def fit_size(text: str, font: str, size: float, width: float, minimum: float) -> float:
    """The largest size ≤ ``size`` (and ≥ ``minimum``) at which ``text`` fits on one line."""
    natural = width_of(text, font, size)
    if natural <= width or natural == 0:
        return size
    return max(minimum, size * width / natural)


def _cut(prefix: list[float], start: int, end: int, limit: float) -> int:
    """The end of the longest piece ``start:cut`` (at least one character) whose width at
    size 1 is ≤ ``limit``."""
    cut = bisect_right(prefix, prefix[start] + limit, start + 1, end + 1) - 1
    return max(cut, start + 1)


def wrap(
    text: str, font: str, size: float, width: float, max_lines: int | None = None
) -> list[str]:
    """Lines no wider than ``width``, broken between words (inside a word only if it must).

    With ``max_lines``, stops once the lines from the last allowed one on, joined, are wider
    than ``width``: what follows could only ever be cut off behind an ellipsis."""
    lines: list[str] = []
    limit = width / size if size > 0 else float("inf")
    space = _char_widths(" ", font)[" "]
    overflow = 0.0  # width of lines[max_lines - 1:] joined by spaces, at size 1

    def add(line: str, line_w: float) -> bool:
        """Adds a line; True once the lines beyond ``max_lines`` cannot matter."""
        nonlocal overflow
        lines.append(line)
        if max_lines is None or len(lines) < max_lines:
            return False
        overflow += line_w + (space if len(lines) > max_lines else 0.0)
        return len(lines) > max_lines and overflow > limit

    for paragraph in text.splitlines() or [""]:
        prefix = _prefix_widths(paragraph, font)
        current: list[str] = []
        current_w = 0.0
        for match in _WORD.finditer(paragraph):
            start, end = match.span()
            word_w = prefix[end] - prefix[start]
            if current and current_w + space + word_w <= limit:
                current.append(match.group())
                current_w += space + word_w
                continue
            if not current and word_w <= limit:
                current, current_w = [match.group()], word_w
                continue
            if current and add(" ".join(current), current_w):
                return lines
            while word_w > limit and end - start > 1:
                cut = _cut(prefix, start, end, limit)
                if add(paragraph[start:cut], prefix[cut] - prefix[start]):
                    return lines
                start = cut
                word_w = prefix[end] - prefix[start]
            current, current_w = [paragraph[start:end]], word_w
        if add(" ".join(current), current_w):
            return lines
    return lines


def _longest_prefix(word: str, font: str, size: float, width: float) -> int:
    """How many leading characters of ``word`` fit in ``width`` (at least one)."""
    if not word:
        return 1
    limit = width / size if size > 0 else float("inf")
    return _cut(_prefix_widths(word, font), 0, len(word), limit)


def ellipsize(text: str, font: str, size: float, width: float) -> str:
    """``text`` cut with an ellipsis so it fits ``width`` on one line."""
    if width_of(text, font, size) <= width:
        return text
    keep = _longest_prefix(text, font, size, max(0.0, width - width_of("…", font, size)))
    return text[:keep].rstrip() + "…"


def fit_lines(
    text: str, font: str, size: float, width: float, max_lines: int, minimum: float
) -> tuple[float, list[str]]:
    """The largest size (``size`` down to ``minimum`` by steps of :data:`STEP`) at which
    ``text`` wraps into at most ``max_lines`` lines; at ``minimum``, the last line ends with an
    ellipsis when the text is longer."""
    # Every visible character lies on some line, so at a size where the visible characters are
    # wider than all the lines together the text cannot fit: such sizes are skipped unwrapped.
    # The bound holds only where every character fits a line (a wider one takes a line alone).
    glyphs = "".join(text.split())
    visible = _prefix_widths(glyphs, font)[-1]
    widest = max(map(_char_widths(glyphs, font).__getitem__, set(glyphs)), default=0.0)
    bound = width * max_lines / visible if visible > 0 else float("inf")
    safe = width / widest if widest > 0 else float("inf")
    current = size
    while True:
        if bound < current <= safe and current > minimum:
            steps = -(-(current - bound) // STEP)  # whole steps down to a size that may fit
            current = max(minimum, current - steps * STEP)
        lines = wrap(text, font, current, width, max_lines)
        if len(lines) <= max_lines or current <= minimum:
            if len(lines) > max_lines:
                rest = ellipsize(" ".join(lines[max_lines - 1 :]), font, current, width)
                lines = [*lines[: max_lines - 1], rest]
            return current, lines
        current = max(minimum, current - STEP)
