"""The shell's content until the tabs are built: "Starting the client…", centred, and a signal
when it has been painted (the window builds the rest after its first paint); and the wait for
the complete window's own first paint (``NextPaint``), after which the app names the computer in
the title and starts what the window does not need.

Imported when the window module loads, before the first paint: Qt widgets only, no ``Qt``
enum (PySide6 builds its whole ``Qt`` namespace on the first one, some 17 ms).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMainWindow, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent


class StartingLabel(QLabel):
    """Says when it has been painted."""

    painted = Signal()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        self.painted.emit()


def show_starting(window: QMainWindow, text: str, on_painted: Callable[[], None]) -> StartingLabel:
    """``text`` centred in ``window`` (by stretches, not an alignment: see the module's docstring)."""
    starting = StartingLabel(text, window)
    starting.painted.connect(on_painted)
    shell = QWidget(window)
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(starting)
    row.addStretch(1)
    column = QVBoxLayout(shell)
    column.addStretch(1)
    column.addLayout(row)
    column.addStretch(1)
    window.setCentralWidget(shell)
    return starting


class NextPaint(QObject):
    """``then()`` once, from the event loop's turn after ``painted`` next fires (a widget's own
    paint event: the whole window has been drawn and sent to the screen by then, as the call is
    queued behind the repaint it began), or ``wait_ms`` later if no paint comes (a window the
    desktop stopped showing). A signal from the widget's paint handler, not an event filter: a
    filter in Python sees every event of the window, and the first one has PySide6 make a Python
    type for each of Qt's 50-odd event classes, all before the complete window."""

    def __init__(self, owner: QWidget, painted: SignalInstance, then: Callable[[], None], wait_ms: int) -> None:
        super().__init__(owner)
        self._painted = painted
        self._then: Callable[[], None] | None = then
        painted.connect(self._soon)
        QTimer.singleShot(wait_ms, self, self._call)

    def _soon(self) -> None:
        QTimer.singleShot(0, self, self._call)

    def _call(self) -> None:
        then, self._then = self._then, None
        if then is not None:
            self._painted.disconnect(self._soon)
            self.deleteLater()
            then()
