"""Searching lists the way players type: without caring for case or accents."""

from __future__ import annotations

import unicodedata

_FOLD = str.maketrans({"ł": "l", "Ł": "l", "ø": "o", "đ": "d", "ß": "ss"})


def fold(text: str) -> str:
    """Lower case without accents, so "generał" and "general" match the same search."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_FOLD))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
