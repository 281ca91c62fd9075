"""Renders resources/icons/muster.svg at every size desktops ask for.

    python packaging/make_icons.py [OUT]        (default: build/icons)

writes OUT/hicolor/<n>x<n>/apps/io.github.muster.Muster.png for the freedesktop icon theme
(16 to 512 pixels) plus OUT/hicolor/scalable/apps/io.github.muster.Muster.svg, and, for the
other systems' bundles, OUT/muster.ico (Windows, 16-256 in one file) and OUT/muster.icns
(macOS). The SVG is drawn by Qt's own renderer (QtSvg), so no other tool is needed.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "icons" / "muster.svg"
ICON_NAME = "io.github.muster.Muster"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def render(size: int, out: Path) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise SystemExit(f"{SOURCE} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out), "PNG"):
        raise SystemExit(f"could not write {out}")


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - fonts, image plugins
    out = Path(argv[0]) if argv else ROOT / "build" / "icons"
    pngs = {}
    for size in SIZES:
        png = out / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"
        render(size, png)
        pngs[size] = png
    scalable = out / "hicolor" / "scalable" / "apps" / f"{ICON_NAME}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, scalable)

    from PIL import Image  # Pillow comes with reportlab

    largest = Image.open(pngs[256])
    largest.save(out / "muster.ico", sizes=[(s, s) for s in (16, 24, 32, 48, 64, 128, 256)])
    Image.open(pngs[512]).save(out / "muster.icns")
    print(f"icons written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
