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


def test_a_plain_document_in_another_thread_keeps_reportlabs_collector() -> None:
    """While our save redirects reportlab's collector, another thread's document is whole."""
    import threading

    from reportlab.pdfgen.canvas import Canvas

    import app.printing.spool as spool

    results: dict[str, bytes] = {}
    spool._save_target.file = io.BytesIO()  # as if our save were running in this thread
    original = spool.pdfdoc.PDFFile
    spool.pdfdoc.PDFFile = spool._FileCollector
    try:

        def plain_save() -> None:
            out = io.BytesIO()
            canvas = Canvas(out, pagesize=(100, 100))
            canvas.drawString(10, 50, "elsewhere")
            canvas.showPage()
            canvas.save()
            results["plain"] = out.getvalue()

        worker = threading.Thread(target=plain_save)
        worker.start()
        worker.join()
    finally:
        spool.pdfdoc.PDFFile = original
        spool._save_target.file = None
    assert read_pdf(results["plain"]).pages[0].extract_text().strip() == "elsewhere"
