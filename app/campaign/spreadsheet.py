"""Cells a spreadsheet would run as a formula (OWASP's "CSV injection"), made inert.

A cell that begins with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return is read by
Excel, LibreOffice and Google Sheets as a formula (``=HYPERLINK(…)``, ``=cmd|' /C calc'!A0``).
Muster's CSV exports write such a cell with a leading apostrophe, which every spreadsheet shows
as text; a plain number (``-3``) is left as it is, being no formula. Muster's own import takes
the apostrophe off again, so an exported file imports back unchanged.
"""

from __future__ import annotations

import re

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_NUMBER = re.compile(r"[+-]?[0-9]+(?:\.[0-9]+)?")


def safe_cell(value: object) -> str:
    """``value`` as a CSV cell no spreadsheet will run."""
    text = "" if value is None else str(value)
    # Apostrophes already there count too, so that read_cell gives back exactly ``text``.
    if text.lstrip("'").startswith(FORMULA_STARTS) and not _NUMBER.fullmatch(text):
        return "'" + text
    return text


def read_cell(text: str) -> str:
    """A cell as :func:`safe_cell` wrote it, without the apostrophe it added."""
    if text.startswith("'") and text.lstrip("'").startswith(FORMULA_STARTS):
        return text[1:]
    return text
