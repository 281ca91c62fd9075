"""Setting text in boxes: measuring, wrapping, shrinking to fit."""

from __future__ import annotations

from reportlab.pdfbase.pdfmetrics import stringWidth


def width_of(text: str, font: str, size: float) -> float:
    return float(stringWidth(text, font, size))


def fit_size(text: str, font: str, size: float, width: float, minimum: float) -> float:
    """The largest size ≤ ``size`` (and ≥ ``minimum``) at which ``text`` fits on one line."""
    natural = width_of(text, font, size)
    if natural <= width or natural == 0:
        return size
    return max(minimum, size * width / natural)


def wrap(text: str, font: str, size: float, width: float) -> list[str]:
    """Lines no wider than ``width``, broken between words (inside a word only if it must)."""
    lines: list[str] = []
    for paragraph in text.splitlines() or [""]:
        current = ""
        for word in paragraph.split():
            candidate = f"{current} {word}" if current else word
            if width_of(candidate, font, size) <= width:
                current = candidate
                continue
            if current:
                lines.append(current)
            current = ""
            while width_of(word, font, size) > width and len(word) > 1:
                cut = _longest_prefix(word, font, size, width)
                lines.append(word[:cut])
                word = word[cut:]
            current = word
        lines.append(current)
    return lines


def _longest_prefix(word: str, font: str, size: float, width: float) -> int:
    """How many leading characters of ``word`` fit in ``width`` (at least one)."""
    low, high = 1, len(word)
    while low < high:
        middle = (low + high + 1) // 2
        if width_of(word[:middle], font, size) <= width:
            low = middle
        else:
            high = middle - 1
    return low


def ellipsize(text: str, font: str, size: float, width: float) -> str:
    """``text`` cut with an ellipsis so it fits ``width`` on one line."""
    if width_of(text, font, size) <= width:
        return text
    keep = _longest_prefix(text, font, size, max(0.0, width - width_of("…", font, size)))
    return text[:keep].rstrip() + "…"


def fit_lines(
    text: str, font: str, size: float, width: float, max_lines: int, minimum: float
) -> tuple[float, list[str]]:
    """The largest size at which ``text`` wraps into at most ``max_lines`` lines."""
    current = size
    while True:
        lines = wrap(text, font, current, width)
        if len(lines) <= max_lines or current <= minimum:
            if len(lines) > max_lines:
                rest = ellipsize(" ".join(lines[max_lines - 1 :]), font, current, width)
                lines = [*lines[: max_lines - 1], rest]
            return current, lines
        current = max(minimum, current - 0.25)
