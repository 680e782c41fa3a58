"""What a look at the window checks: contrast of what is drawn, texts cut by their widget.

Shared by tests/gui/test_look.py. Contrast is WCAG 2's (relative luminance of sRGB
colours, (L1 + 0.05) / (L2 + 0.05)); 4.5:1 is its minimum for normal text.
"""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QCheckBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionGroupBox,
    QTableView,
    QWidget,
)

MIN_CONTRAST = 4.5


def _channel(c: float) -> float:
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(color: QColor) -> float:
    return 0.2126 * _channel(color.red()) + 0.7152 * _channel(color.green()) + 0.0722 * _channel(color.blue())


def contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def effective_background(w: QWidget) -> QColor:
    """The colour ``w`` is drawn on: its own background if it fills it, else the nearest
    ancestor's that does (a window always paints its own), in that widget's palette."""
    x: QWidget | None = w
    while x is not None:
        viewport_of = x.parentWidget()
        if isinstance(viewport_of, QAbstractScrollArea) and viewport_of.viewport() is x:
            return x.palette().color(x.backgroundRole())  # an item view's viewport paints its base
        if x.autoFillBackground() or x.isWindow() or x.testAttribute(Qt.WidgetAttribute.WA_StyledBackground) \
                and x.styleSheet():
            return x.palette().color(x.backgroundRole())
        x = x.parentWidget()
    return w.palette().color(QPalette.ColorRole.Window)


def shown(root: QWidget, kind: type[QWidget]) -> Iterator[QWidget]:
    """``root``'s descendants of ``kind`` that are visible now."""
    for w in root.findChildren(kind):
        if w.isVisible() and w.width() > 0:
            yield w


def label_contrasts(root: QWidget) -> list[str]:
    """Each visible label with text whose colour has less than 4.5:1 against what it is drawn on."""
    bad = []
    for w in shown(root, QLabel):
        assert isinstance(w, QLabel)
        if not w.text().strip() or w.pixmap() is not None and not w.pixmap().isNull():
            continue
        bg = effective_background(w)
        colors = [w.palette().color(w.foregroundRole())]
        # Colours written into rich text ("<b style='color:#…'>") are drawn over the same background.
        colors += [QColor(c) for c in re.findall(r"color\s*:\s*(#[0-9a-fA-F]{6}|#[0-9a-fA-F]{3})\b", w.text())]
        for fg in colors:
            ratio = contrast(fg, bg)
            if ratio < MIN_CONTRAST:
                bad.append(f"{w.text()[:40]!r} ({type(w.parentWidget()).__name__}): {fg.name()} on {bg.name()} "
                           f"= {ratio:.2f}")
    return bad


def table_text_contrasts(view: QTableView, rows: int = 60) -> list[str]:
    """Cells whose own text colour (warnings, greyed rows) has less than 4.5:1 on the view's base
    or alternate base, among the first ``rows`` rows."""
    model, palette, bad = view.model(), view.palette(), []
    grounds = (palette.color(QPalette.ColorRole.Base), palette.color(QPalette.ColorRole.AlternateBase))
    for r in range(min(model.rowCount(), rows)):
        for c in range(model.columnCount()):
            brush = model.index(r, c).data(Qt.ItemDataRole.ForegroundRole)
            if brush is None:
                continue
            fg = brush.color() if isinstance(brush, QBrush) else QColor(brush)
            worst = min(contrast(fg, g) for g in grounds)
            if worst < MIN_CONTRAST:
                bad.append(f"{view.accessibleName()!r} row {r}: {fg.name()} = {worst:.2f}")
                break
    return bad


def clipped_texts(root: QWidget) -> list[str]:
    """Visible labels, buttons, check boxes and group-box titles whose text does not fit them."""
    # A snapshot may have just changed a label's text: its layout request is still
    # queued, and is handled before anything is painted. Judge the laid-out window.
    for _ in range(3):  # a child's layout may ask its parent's for another pass
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    bad = []
    for w in shown(root, QWidget):
        if isinstance(w, QLabel):
            text = w.text()
            # mightBeRichText is on QtGui's Qt namespace, not on QtCore's used here: a "<" is the sign.
            rich = w.textFormat() == Qt.TextFormat.RichText or "<" in text
            if not text.strip() or rich or w.property("elided"):
                continue  # rich text wraps and sizes itself; an elided label has a tooltip on purpose
            rect = w.contentsRect()
            m = w.margin() * 2 + w.indent() * (1 if w.indent() > 0 else 0)
            if w.wordWrap():
                need_h = w.heightForWidth(w.width())  # the whole label's, margins and padding included
                if need_h > w.height() + 1:
                    bad.append(f"label {text[:50]!r}: needs {need_h} px high, has {w.height()}")
                continue
            widest = max(w.fontMetrics().horizontalAdvance(line) for line in text.split("\n"))
            if widest + m > rect.width() + 1:
                bad.append(f"label {text[:50]!r}: needs {widest} px, has {rect.width()}")
        elif isinstance(w, (QPushButton, QCheckBox, QRadioButton)):
            assert isinstance(w, QAbstractButton)
            text = w.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
            if not text.strip():
                continue
            hint = w.sizeHint().width()  # what the style needs for this text (and its box or icon)
            if hint > w.width() + 1:
                bad.append(f"{type(w).__name__} {text!r}: needs {hint} px, has {w.width()}")
        elif isinstance(w, QGroupBox) and w.title():
            opt = QStyleOptionGroupBox()
            w.initStyleOption(opt)
            label = w.style().subControlRect(QStyle.ComplexControl.CC_GroupBox, opt,
                                             QStyle.SubControl.SC_GroupBoxLabel, w)
            title = w.title().replace("&", "")
            if w.fontMetrics().horizontalAdvance(title) > label.width() + 1 or label.right() > w.width():
                bad.append(f"group box {title!r}: needs {w.fontMetrics().horizontalAdvance(title)} px, "
                           f"has {min(label.width(), w.width() - label.left())}")
    return bad


def drawn_contrast(image: QImage, rect: QRect) -> tuple[float, QColor, QColor]:
    """The contrast of what is drawn inside ``rect`` of ``image``: its most common colour (the
    ground) against the pixel that differs most from it (the core of a glyph's stroke)."""
    counts: Counter[int] = Counter()
    rect = rect.intersected(image.rect())
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            counts[image.pixel(x, y)] += 1
    if not counts:
        return 21.0, QColor(), QColor()
    ground = QColor.fromRgb(counts.most_common(1)[0][0])
    best, ink = 1.0, ground
    for rgb in counts:
        color = QColor.fromRgb(rgb)
        ratio = contrast(color, ground)
        if ratio > best:
            best, ink = ratio, color
    return best, ink, ground


def rendered_contrasts(root: QWidget) -> list[str]:
    """Each visible label, check box, radio button and push button with text, judged on the
    picture of ``root`` as it is painted (palettes, style sheets and all): its text's ink against
    its ground below 4.5:1. What the palettes say can differ from what is drawn: a dialog
    styled by a sheet kept the old theme's colours for some of its parts after a switch."""
    picture = root.grab()
    ratio = picture.devicePixelRatio()
    image = picture.toImage().convertToFormat(QImage.Format.Format_RGB32)
    bad = []
    for w in shown(root, QWidget):
        if not w.isEnabled() or w.window() is not root.window():
            continue  # dimmed on purpose (WCAG asks none of inactive controls), or in a window of its own
        if isinstance(w, QLabel):
            if not w.text().strip() or w.pixmap() is not None and not w.pixmap().isNull():
                continue
            text = w.text()
        elif isinstance(w, (QCheckBox, QRadioButton, QPushButton)):
            assert isinstance(w, QAbstractButton)
            text = w.text().replace("&", "")
            if not text.strip():
                continue
        else:
            continue
        if w.visibleRegion().boundingRect().size() != w.size():
            continue  # partly hidden (scrolled away, under another widget): its picture is not all its own
        top_left = w.mapTo(root, QPoint(0, 0))
        area = QRect(round(top_left.x() * ratio), round(top_left.y() * ratio),
                     round(w.width() * ratio), round(w.height() * ratio))
        found, ink, ground = drawn_contrast(image, area)
        if found < MIN_CONTRAST:
            bad.append(f"drawn {type(w).__name__} {re.sub('<[^>]+>', '', text)[:40]!r}: {ink.name()} on "
                       f"{ground.name()} = {found:.2f}")
    return bad
