"""Writing a print job to a PDF: roster sheets and game reports first, then the card pages
(and their backs).

Cards arrive from an iterator and are drawn a page at a time: nothing holds the cards of the
pages already written (see :mod:`app.printing.spool` for the page contents themselves).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from itertools import islice
from pathlib import Path
from typing import BinaryIO

from app import __version__
from app.printing.errors import BleedError, PrintOptionError, PrintWriteError
from app.printing.fonts import REGULAR, register_fonts
from app.printing.grid import CardGrid
from app.printing.layout import CardFace, PrintJob
from app.printing.paper import (
    CARD_PRESETS,
    PAPERS,
    WHAT_CHOICES,
    CardSize,
    Paper,
    What,
)

MAX_BLEED_MM = 10.0

Progress = Callable[[int, int | None], None]  # (pages written, pages in all when known)


@dataclass(frozen=True)
class PrintOptions:
    what: What = "both"
    language: str = "en"
    paper: str = "a4"
    card_size: CardSize = CARD_PRESETS["poker"]
    crop_marks: bool = True
    bleed_mm: float = 0.0
    backs: bool = False

    def __post_init__(self) -> None:
        if self.what not in WHAT_CHOICES:
            raise PrintOptionError(detail=f'"{self.what}" is not one of cards, sheet, both')
        if self.paper not in PAPERS:
            raise PrintOptionError(detail=f'"{self.paper}" is not one of a4, letter')
        if not 0 <= self.bleed_mm <= MAX_BLEED_MM:
            raise BleedError(value=f"{self.bleed_mm:g}", maximum=f"{MAX_BLEED_MM:g}")

    @property
    def paper_size(self) -> Paper:
        return PAPERS[self.paper]

    def grid(self) -> CardGrid:
        return CardGrid.fit(self.paper_size, self.card_size, self.bleed_mm)


def _chunks(faces: Iterable[CardFace], size: int) -> Iterator[list[CardFace]]:
    iterator = iter(faces)
    while chunk := list(islice(iterator, size)):
        yield chunk


def page_count(job: PrintJob, options: PrintOptions) -> int | None:
    """How many pages the job will have, when the number of cards is known in advance."""
    if job.reports and options.what != "cards":
        return None  # a game's log takes as many pages as it needs
    sheets = len(job.sheets) if options.what in ("sheet", "both") else 0
    if options.what == "sheet":
        return sheets
    cards = _printed_cards(job, options)
    if cards is None:
        return None
    per_page = options.grid().per_page
    card_pages = -(-cards // per_page)
    return sheets + card_pages * (2 if options.backs else 1)


def _printed_cards(job: PrintJob, options: PrintOptions) -> int | None:
    """The cards the job prints: faces that can be read twice are counted as printed, a card
    too full for one going on to the next ones; a one-shot iterator (or no faces yet) is
    taken at ``card_count``."""
    if isinstance(job.faces, Iterator) or not job.faces:
        return job.card_count
    from app.printing.cards import continued_faces  # reportlab measures the text

    register_fonts()
    return sum(1 for _ in continued_faces(job.faces, options.grid().slot(0)))


def write_pdf(
    target: Path | BinaryIO,
    job: PrintJob,
    options: PrintOptions,
    title: str = "",
    progress: Progress | None = None,
) -> int:
    """Writes the job as a PDF to a file or a binary stream; returns the number of pages."""
    # reportlab and the drawing code load only when a document is made, not with the CLI.
    from app.printing.cards import continued_faces, draw_back, draw_crop_marks, draw_front
    from app.printing.report import draw_report
    from app.printing.sheet import draw_sheet
    from app.printing.spool import StreamingCanvas

    register_fonts()
    grid = options.grid() if options.what in ("cards", "both") else None
    total = page_count(job, options)
    page_size = options.paper_size.size
    out: str | BinaryIO = str(target) if isinstance(target, Path) else target
    # The initial font is ours too, so the file names no font it does not embed.
    canvas = StreamingCanvas(
        out, pagesize=page_size, pageCompression=1, initialFontName=REGULAR, initialFontSize=9
    )
    canvas.setTitle(title)
    canvas.setAuthor("Muster")
    canvas.setCreator(f"Muster {__version__}")
    canvas.setSubject(title)
    pages = 0

    def finish_page() -> None:
        nonlocal pages
        canvas.showPage()
        pages += 1
        if progress:
            progress(pages, total)

    if options.what in ("sheet", "both"):
        for sheet in job.sheets:
            draw_sheet(canvas, sheet, page_size)
            finish_page()
        for report in job.reports:
            draw_report(canvas, report, page_size, finish_page)
            finish_page()
    if grid is not None:
        for chunk in _chunks(continued_faces(job.faces, grid.slot(0)), grid.per_page):
            for index, face in enumerate(chunk):
                draw_front(canvas, grid.slot(index), face)
            if options.crop_marks:
                draw_crop_marks(canvas, grid)
            finish_page()
            if options.backs:
                for index, face in enumerate(chunk):
                    draw_back(canvas, grid.slot(index, back=True), face)
                if options.crop_marks:
                    draw_crop_marks(canvas, grid)
                finish_page()
    if pages == 0:
        # A PDF needs a page; an empty job still yields a valid (blank) document.
        finish_page()
    try:
        canvas.save()
    except OSError as exc:
        raise PrintWriteError(file=str(target), detail=exc.strerror or str(exc)) from exc
    return pages
