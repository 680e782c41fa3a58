"""A one-line label that may be narrower than its text: it ends in "…" and its tooltip has it all.

The status bar's activity line ("Computing: based on preferences · Network: …") made
the window at least 960 px wide, since a QLabel never gets narrower than its text.
This one asks for a few characters only; when the window is narrow it draws the text
elided and sets ``elided`` (a property tests read: cut on purpose, said in full in the
tooltip). GUI thread only.
"""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

MIN_CHARS = 12  # the least width asked for, in average characters


class ElidedLabel(QLabel):
    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setProperty("elided", False)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self.fontMetrics().averageCharWidth() * MIN_CHARS), hint.height())

    def setText(self, text: str) -> None:
        super().setText(text)
        self._update_tip()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_tip()

    def _update_tip(self) -> None:
        cut = self.fontMetrics().horizontalAdvance(self.text()) > self.contentsRect().width()
        self.setProperty("elided", cut)
        self.setToolTip(self.text() if cut else "")

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.property("elided"):
            super().paintEvent(event)
            return
        painter = QPainter(self)
        rect = self.contentsRect()
        text = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, rect.width())
        self.style().drawItemText(painter, rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                                  self.palette(), self.isEnabled(), text, self.foregroundRole())
        painter.end()


__all__ = ["ElidedLabel"]
