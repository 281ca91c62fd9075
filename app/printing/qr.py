"""A QR code from reportlab's own QR widget, drawn straight onto the canvas.

The widget lays the code out as rectangles; drawing them ourselves (rather than through
renderPDF) keeps the renderer from adding its default Helvetica, which is not embedded, to
the page's fonts.
"""

from __future__ import annotations

from typing import Any

from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.lib.colors import black, white
from reportlab.pdfgen.canvas import Canvas


def qr_fits(value: str) -> bool:
    """Whether ``value`` fits in a QR code at all (about 2,300 characters at this level)."""
    try:
        QrCodeWidget(value, barLevel="M", barBorder=2).draw()
    except Exception:  # reportlab signals an overflow with a bare Exception
        return False
    return True


def draw_qr(c: Canvas, value: str, x: float, y: float, size: float) -> None:
    """A square QR code of ``value``, ``size`` points wide, bottom-left corner at (x, y)."""
    widget = QrCodeWidget(value, barLevel="M", barBorder=2)
    left, bottom, right, top = widget.getBounds()
    scale = size / max(right - left, top - bottom)
    c.saveState()
    c.setFillColor(white)
    c.rect(x, y, size, size, stroke=0, fill=1)
    c.setFillColor(black)
    path = c.beginPath()
    for shape in _rects(widget.draw()):
        if shape.fillColor is None:
            continue  # the quiet-zone background
        path.rect(
            x + (shape.x - left) * scale,
            y + (shape.y - bottom) * scale,
            shape.width * scale,
            shape.height * scale,
        )
    c.drawPath(path, stroke=0, fill=1)
    c.restoreState()


def _rects(group: Any) -> list[Any]:
    found = []
    for node in getattr(group, "contents", ()):
        if hasattr(node, "contents"):
            found.extend(_rects(node))
        elif all(hasattr(node, name) for name in ("x", "y", "width", "height")):
            found.append(node)
    return found
