"""Closing a test's MainWindow the one safe way.

Windows must be deleted while Qt is alive: PySide6 6.12 crashes ("bool_dealloc") when
the interpreter's final garbage collection meets them. So every test hides the window,
has Qt delete it, lets the event loop run that deletion, and collects what is left.
The caller stops the window's bridge (and any project) first.
"""
from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest

from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.main_window import MainWindow
from core.client.live import LiveClient
from core.client.session import SessionOptions
from core.persist import DataDir


def close_window(w: MainWindow) -> None:
    w.quitting = True
    w.hide()
    w.deleteLater()
    QTest.qWait(10)
    gc.collect()


@contextmanager
def first_start_window(tmp: Path, size: tuple[int, int] = (1280, 800)) -> Iterator[MainWindow]:
    """The window over a live client attached to nothing, as a first start shows it (the
    welcome page once its first snapshot came), closed after."""
    dd = DataDir(tmp / "client")
    dd.ensure()
    bridge = ClientBridge(LiveClient(dd.root, SessionOptions(seed=5)))
    window = MainWindow(bridge, QSettings(str(tmp / "m.ini"), QSettings.Format.IniFormat), None)
    window.resize(*size)
    window.show()
    bridge.start()
    try:
        yield window
    finally:
        bridge.stop()
        close_window(window)
