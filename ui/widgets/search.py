"""Searching lists the way players type: without caring for case or accents."""

from __future__ import annotations

import unicodedata
from functools import lru_cache

_FOLD = str.maketrans({"ł": "l", "Ł": "l", "ø": "o", "đ": "d", "ß": "ss"})


# A list filters by folding every row's names at each key typed: the same few thousand names.
@lru_cache(maxsize=8192)
def fold(text: str) -> str:
    """Lower case without accents, so "generał" and "general" match the same search."""
    if text.isascii():  # most names: nothing to decompose or strip
        return text.casefold()
    decomposed = unicodedata.normalize("NFKD", text.translate(_FOLD))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
