"""Workaround: PySide6 6.12.0 over-releases ``True`` and ``None`` on Python 3.11.

Measured here: every ``Signal.emit()`` called from Python drops one reference
to ``True`` it never took, and every C++ signal delivered to a Python slot
drops one reference to ``None``. On Python 3.11 these singletons are ordinary
reference-counted objects, so after enough signals (pyqtgraph emits many per
redraw) a count reaches zero and the interpreter aborts ("Fatal Python error:
bool_dealloc" / "none_dealloc"), usually at exit. Python 3.12 made them
immortal, so nothing is done there.

``keep_bools_alive`` keeps the counts of ``True``, ``False`` and ``None`` above
a floor set at start (extra references never harm a singleton); a parented
timer tops them up every second and chart code calls ``top_up`` after each
redraw. Remove this module once the binding is fixed (or Python >= 3.12).
"""
from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, QTimer

CUSHION = 200_000
_floor: dict[object, int] = {}


def top_up() -> None:
    """Raise the reference counts of True, False and None back to their floor (cheap without drift)."""
    if sys.version_info >= (3, 12):
        return
    incref = ctypes.pythonapi.Py_IncRef
    incref.argtypes = [ctypes.py_object]
    for value in (True, False, None):
        key = repr(value)
        if key not in _floor:
            _floor[key] = sys.getrefcount(value) + CUSHION
        missing = _floor[key] - sys.getrefcount(value)
        for _ in range(missing):
            incref(value)


def keep_bools_alive(parent: QObject) -> QTimer:
    """Top up now and every second for as long as ``parent`` lives."""
    top_up()
    timer = QTimer(parent)
    timer.setInterval(1000)
    timer.timeout.connect(top_up)
    timer.start()
    return timer
