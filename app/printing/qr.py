"""A QR code drawn with reportlab's own widget."""

from __future__ import annotations

from reportlab.graphics import renderPDF
from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Drawing
from reportlab.pdfgen.canvas import Canvas


def draw_qr(c: Canvas, value: str, x: float, y: float, size: float) -> None:
    """A square QR code of ``value``, ``size`` points wide, bottom-left corner at (x, y)."""
    widget = QrCodeWidget(value, barLevel="M", barBorder=2)
    left, bottom, right, top = widget.getBounds()
    width, height = right - left, top - bottom
    drawing = Drawing(size, size, transform=[size / width, 0, 0, size / height, 0, 0])
    drawing.add(widget)
    renderPDF.draw(drawing, c, x, y)
