"""Closing a test's MainWindow the one safe way.

Windows must be deleted while Qt is alive: PySide6 6.12 crashes ("bool_dealloc") when
the interpreter's final garbage collection meets them. So every test hides the window,
has Qt delete it, lets the event loop run that deletion, and collects what is left.
The caller stops the window's bridge (and any project) first.
"""
from __future__ import annotations

import gc

from PySide6.QtTest import QTest

from boinc_gui.main_window import MainWindow


def close_window(w: MainWindow) -> None:
    w.quitting = True
    w.hide()
    w.deleteLater()
    QTest.qWait(10)
    gc.collect()
