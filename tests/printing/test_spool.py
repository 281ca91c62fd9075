"""The spooling canvas: finished pages leave memory at once, and the file is a valid PDF."""

from __future__ import annotations

import io

from app.printing.fonts import REGULAR, register_fonts
from app.printing.spool import StreamingCanvas
from tests.printing.conftest import read_pdf


def test_pages_are_spooled_and_read_back_in_order() -> None:
    register_fonts()
    out = io.BytesIO()
    canvas = StreamingCanvas(out, pagesize=(300, 400), pageCompression=1, initialFontName=REGULAR)
    for number in range(1, 41):
        canvas.setFont(REGULAR, 12)
        canvas.drawString(20, 200, f"Page {number} — Żółć Œ")
        canvas.showPage()
        page = canvas._doc.Pages.pages[-1]
        assert page.stream is None  # the content went to the spool, not into memory
    canvas.save()
    reader = read_pdf(out.getvalue())
    assert len(reader.pages) == 40
    for number, page in enumerate(reader.pages, start=1):
        assert page.extract_text().strip() == f"Page {number} — Żółć Œ"


def test_a_saved_file_starts_with_the_pdf_header() -> None:
    register_fonts()
    out = io.BytesIO()
    canvas = StreamingCanvas(out, pagesize=(100, 100), initialFontName=REGULAR)
    canvas.showPage()
    canvas.save()
    data = out.getvalue()
    assert data.startswith(b"%PDF-1.")
    assert data.rstrip().endswith(b"%%EOF")
