"""A QR code from reportlab's own QR widget, drawn straight onto the canvas.

The widget's encoder chooses the version and mask once per code; its modules are drawn here
as one path of rectangles. Going through the widget's own drawing would build a shape object
per module, and renderPDF would add its default Helvetica (not embedded) to the page's fonts.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.lib.colors import black, white
from reportlab.pdfgen.canvas import Canvas

QUIET_ZONE = 2  # modules of white around the code (the sheet's margin adds more)


@dataclass(frozen=True)
class QrCode:
    modules: tuple[tuple[float, float, float, float], ...]  # dark runs: x, y, w, h in modules
    extent: float  # the side of the whole code in modules, quiet zone included

    @classmethod
    def make(cls, value: str) -> QrCode | None:
        """The code of ``value``, or None when it is too long for a QR code (~2,300 chars)."""
        widget = QrCodeWidget(value, barLevel="M", barBorder=QUIET_ZONE)
        try:
            widget.qr.make()  # the widget's own encoder: version, mask, modules
        except Exception:  # reportlab signals an overflow with a bare Exception
            return None
        count = widget.qr.getModuleCount()
        modules = []
        # One rectangle per run of dark modules in a row, counted from the top like the widget.
        for row_index, row in enumerate(widget.qr.modules):
            column = 0
            for dark, run in itertools.groupby(bool(cell) for cell in row):
                length = len(list(run))
                if dark:
                    y = count + QUIET_ZONE - row_index - 1
                    modules.append((float(column + QUIET_ZONE), float(y), float(length), 1.0))
                column += length
        return cls(tuple(modules), float(count + 2 * QUIET_ZONE))

    def draw(self, c: Canvas, x: float, y: float, size: float) -> None:
        """The code ``size`` points square, its bottom-left corner at (x, y)."""
        scale = size / self.extent
        c.saveState()
        c.setFillColor(white)
        c.rect(x, y, size, size, stroke=0, fill=1)
        c.setFillColor(black)
        path = c.beginPath()
        for mx, my, mw, mh in self.modules:
            path.rect(x + mx * scale, y + my * scale, mw * scale, mh * scale)
        c.drawPath(path, stroke=0, fill=1)
        c.restoreState()
