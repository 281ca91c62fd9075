"""Whole numbers read from a user's text (share codes, links, CSV cells, logs, packs).

One helper for every place where text becomes a number, so that none of them meets Python's
own limit (``int()`` refuses more than 4,300 digits with a ValueError) or spends time on a
number no game holds: a text of more than ``max_digits`` significant digits is not a number
Muster reads. Only ASCII digits count: ``str.isdigit()`` also accepts "²" (which ``int()``
refuses) and Arabic-Indic digits (which it reads), neither of which a code or a file writes.
"""

from __future__ import annotations

import re

# Eighteen digits fit a signed 64-bit integer (the databases' BIGINT) with room to spare.
MAX_DIGITS = 18
_WHOLE = re.compile(r"[+-]?[0-9]+")


def whole_number(text: str, max_digits: int = MAX_DIGITS, signed: bool = False) -> int | None:
    """The whole number ``text`` writes (spaces around it allowed; a sign when ``signed``), or
    None when it is not one or has more than ``max_digits`` significant digits."""
    text = text.strip()
    if not _WHOLE.fullmatch(text) or (not signed and text[0] in "+-"):
        return None
    digits = text.lstrip("+-").lstrip("0")  # leading zeros count for int()'s own limit
    if len(digits) > max_digits:
        return None
    return -int(digits or "0") if text[0] == "-" else int(digits or "0")


def shown_number(text: str, max_chars: int = 12) -> str:
    """``text`` cut for a message (a 5,000-digit number is named by its first digits)."""
    return text if len(text) <= max_chars else text[:max_chars] + "…"
