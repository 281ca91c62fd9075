"""Catalogue entry ids made from names: ``General Obi-Wan Kenobi`` → ``general-obi-wan-kenobi``."""

from __future__ import annotations

import re
import unicodedata

# Letters that Unicode does not decompose into an ASCII base letter plus an accent.
_SPECIAL = str.maketrans(
    {"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ß": "ss", "æ": "ae",
     "Æ": "AE", "œ": "oe", "Œ": "OE", "þ": "th", "Þ": "TH", "ı": "i"}
)  # fmt: skip
_NOT_ID = re.compile(r"[^a-z0-9]+")


def ascii_fold(text: str) -> str:
    """``text`` without accents, in ASCII; characters with no ASCII form are dropped."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_SPECIAL))
    return decomposed.encode("ascii", "ignore").decode("ascii")


def slugify(text: str) -> str:
    """Lower-case ASCII, each run of other characters replaced by one ``-``, no edge dashes.

    Returns ``""`` when nothing of ``text`` survives (a name with no Latin letter or digit).
    """
    return _NOT_ID.sub("-", ascii_fold(text).lower()).strip("-")


def compact(text: str) -> str:
    """Letters and digits only, lower-case: how community files write tags and eras."""
    return slugify(text).replace("-", "")
