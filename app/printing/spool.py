"""A reportlab canvas whose memory does not grow with the number of pages.

reportlab keeps every page's content in memory until ``save()``, then builds the whole file
as one bytes object. For a long card sheet that grows with every page. Here:

- each finished page's content is compressed at once and spooled to a temporary file; the
  page keeps only where its bytes are;
- at ``save()`` the objects are written straight to the output as they are formatted
  (reportlab's own formatting loop, with its output collector pointed at the file), reading
  each page's content back from the spool one at a time.

What stays in memory per page is reportlab's small page dictionary, which the PDF's page
tree needs at the end anyway.
"""

from __future__ import annotations

import tempfile
import threading
import zlib
from typing import IO, Any

from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen.canvas import Canvas

# reportlab's format() looks its output collector up by name; only one save may redirect it
# at a time.
_collector_lock = threading.Lock()
_save_target = threading.local()


class _SpooledContent(pdfdoc.PDFStream):
    """A page's content stream, compressed, held in the spool file until it is written."""

    def __init__(self, spool: IO[bytes], offset: int, length: int) -> None:
        dictionary = pdfdoc.PDFDictionary({"Filter": pdfdoc.PDFName("FlateDecode")})
        super().__init__(dictionary, content=None, filters=[])
        self._spool = spool
        self._offset = offset
        self._length = length

    def format(self, document: Any) -> bytes:
        self._spool.seek(self._offset)
        self.content: bytes | None = self._spool.read(self._length)
        try:
            return bytes(super().format(document))
        finally:
            self.content = None


class _FileCollector(pdfdoc.PDFFile):
    """reportlab's output collector, writing to the target file instead of a list.

    The target is per thread: while one of our documents saves, any other reportlab document
    formatted in another thread (a standings export, say) gets the ordinary collector.
    """

    strings: list[bytes]

    def __init__(self, pdfVersion: Any = pdfdoc.PDF_VERSION_DEFAULT) -> None:
        super().__init__(pdfVersion)  # collects the file header in self.strings
        self._streaming = getattr(_save_target, "file", None) is not None
        if self._streaming:
            target: IO[bytes] = _save_target.file
            header: list[bytes] = self.strings
            for chunk in header:
                target.write(chunk)
            self.strings = []
            self.write = target.write  # type: ignore[method-assign]

    def format(self, document: Any) -> bytes:
        return b"" if self._streaming else bytes(super().format(document))


class _SpoolingDocument(pdfdoc.PDFDocument):
    _spool: IO[bytes]

    def addPage(self, page: Any) -> None:
        stream = page.stream
        if stream and not page.Contents:
            data = zlib.compress(stream.encode("latin-1") if isinstance(stream, str) else stream)
            offset = self._spool.seek(0, 2)
            self._spool.write(data)
            page.Contents = _SpooledContent(self._spool, offset, len(data))
            page.stream = None
        super().addPage(page)

    def SaveToFile(self, filename: Any, canvas: Any) -> None:
        own = not hasattr(filename, "write")
        target: IO[bytes] = open(filename, "wb") if own else filename  # noqa: SIM115
        try:
            with _collector_lock:
                original = pdfdoc.PDFFile
                _save_target.file = target
                pdfdoc.PDFFile = _FileCollector  # type: ignore[misc]
                try:
                    # Everything is written while formatting; what is left to write is b"".
                    super().SaveToFile(target, canvas)
                finally:
                    pdfdoc.PDFFile = original  # type: ignore[misc]
                    _save_target.file = None
        finally:
            self._spool.close()
            if own:
                target.close()


class StreamingCanvas(Canvas):
    """A reportlab Canvas that spools finished pages (see the module's docstring)."""

    def __init__(self, filename: Any, **kwargs: Any) -> None:
        super().__init__(filename, **kwargs)
        # The document object is created inside Canvas.__init__; give it the spooling methods.
        self._doc.__class__ = _SpoolingDocument
        # Closed by the document's SaveToFile, once the pages are written out.
        self._doc._spool = tempfile.TemporaryFile(prefix="muster-print-")  # noqa: SIM115
