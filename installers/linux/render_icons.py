"""Render resources/icons/app.svg into the hicolor theme's PNG sizes (QtSvg, no display).

Usage: render_icons.py SVG OUT_DIR -> OUT_DIR/<N>x<N>/apps/boinc-gui.png for each size
and OUT_DIR/scalable/apps/boinc-gui.svg. Run with the project's virtualenv Python
(PySide6 ships QtSvg), e.g. by installers/linux/build.sh.
"""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
NAME = "boinc-gui"


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    svg, out = Path(argv[0]), Path(argv[1])
    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        print(f"render_icons: {svg} is not a valid SVG", file=sys.stderr)
        return 1
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        dest = out / f"{size}x{size}" / "apps" / f"{NAME}.png"
        dest.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(dest), "PNG"):
            print(f"render_icons: could not write {dest}", file=sys.stderr)
            return 1
    scalable = out / "scalable" / "apps" / f"{NAME}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
