"""The shell's content until the tabs are built: "Starting the client…", centred, and a signal
when it has been painted (the window builds the rest after its first paint).

Imported when the window module loads, before the first paint: Qt widgets only, no ``Qt``
enum (PySide6 builds its whole ``Qt`` namespace on the first one, some 17 ms).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
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
