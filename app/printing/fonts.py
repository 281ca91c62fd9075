"""The embedded TrueType fonts (DejaVu Sans, resources/fonts/, licence beside them).

reportlab's built-in PDF fonts only cover Latin-1, which lacks Ł, ż, ś, Œ...; a TrueType
font embedded as a subset covers French and Polish, and its ToUnicode map makes the text
extractable exactly as it was written.
"""

from __future__ import annotations

import threading

from app.resources import fonts_dir

REGULAR = "Muster-Sans"
BOLD = "Muster-Sans-Bold"
CONDENSED_BOLD = "Muster-Sans-Condensed-Bold"

FONT_FILES = {
    REGULAR: "DejaVuSans.ttf",
    BOLD: "DejaVuSans-Bold.ttf",
    CONDENSED_BOLD: "DejaVuSansCondensed-Bold.ttf",
}
LICENCE_FILE = "LICENSE-DejaVu.txt"

_lock = threading.Lock()
_registered = False


def register_fonts() -> None:
    """Registers the fonts with reportlab once per process (safe from several threads)."""
    global _registered
    with _lock:
        if _registered:
            return
        from reportlab.lib.fonts import addMapping
        from reportlab.pdfbase import pdfmetrics
        from reportlab.pdfbase.ttfonts import TTFont

        for name, file in FONT_FILES.items():
            pdfmetrics.registerFont(TTFont(name, str(fonts_dir() / file)))
        addMapping(REGULAR, 0, 0, REGULAR)
        addMapping(REGULAR, 1, 0, BOLD)
        _registered = True
