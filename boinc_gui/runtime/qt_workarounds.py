"""Workarounds for PySide6 6.12.0: the reference counts of ``True`` and ``None`` on
Python 3.11, and the source of every module kept in memory.

1. PySide6 6.12.0 over-releases ``True`` and ``None`` on Python 3.11.

Measured here: every ``Signal.emit()`` called from Python drops one reference
to ``True`` it never took, and every C++ signal delivered to a Python slot
drops one reference to ``None``. On Python 3.11 these singletons are ordinary
reference-counted objects, so after enough signals (pyqtgraph emits many per
redraw) a count reaches zero and the interpreter aborts ("Fatal Python error:
bool_dealloc" / "none_dealloc"), usually at exit. Python 3.12 made them
immortal, so nothing is done there.

``pin`` makes them as good as immortal on 3.11 too: it adds ``CUSHION``
(2**60) to the counts of ``True``, ``False`` and ``None`` at once, by writing
the object's count field, which is what a Py_IncRef loop would end with. At
one lost reference per signal, even a million signals a second would take
36,000 years to use that up, so nothing needs to run again: no timer wakes an
idle app (an earlier version topped the counts up every second, and raised
them by 200,000 Py_IncRef calls at start-up, a third of a second before the
window could appear). Extra references never harm a singleton; the count
field is a signed 64-bit integer, so 2**60 leaves room for every real one.

Call ``pin`` once, after the QApplication exists. Remove this part once the
binding is fixed (or Python >= 3.12).

2. Every module imported after PySide6 is read whole with ``inspect.getsource``
(shibokensupport/feature.py, PYSIDE-2029: it looks for the word "PySide6" to
decide which modules may switch on ``__feature__`` options), and ``linecache``
keeps each file's lines for the rest of the process: 630 files, 13 MB of an
idle manager's 136 MB here. Reading them costs too: 64 files before the window
is complete, 1.5-1.8 ms with every file in the page cache, and as many disk
reads again on a cold start (issue 36). ``stop_source_caching`` gives PySide6
a check that reads nothing and answers "does not use PySide6" (-1, "ignore
this module") for every module, as PySide6's own check already answers for a
bundle's modules, which have no source. The answer only matters once some
module switches a feature on (``from __feature__ import snake_case``): the
modules marked 0 then switch back to Qt's own names as they run, the ignored
ones keep the last selection. Neither the manager nor the libraries it loads
(pyqtgraph) ever switch one on, so every module runs with Qt's own names
either way; a module that did would still get its feature, which PySide6 sets
at its import whatever this check says.
"""
from __future__ import annotations

import ctypes
import linecache
import sys
from types import ModuleType

CUSHION = 1 << 60
# A count below this is either unpinned or (impossibly) worn down: pin again.
_LOW_WATER = CUSHION // 2


def pin() -> None:
    """Raise the counts of True, False and None by ``CUSHION`` if not already raised. O(1)."""
    if sys.version_info >= (3, 12):
        return
    for value in (True, False, None):
        if sys.getrefcount(value) < _LOW_WATER:
            # ob_refcnt is the first field of every object on CPython 3.11 (Include/object.h);
            # the GIL is held here, as by every other code that changes the count.
            ctypes.c_ssize_t.from_address(id(value)).value += CUSHION


def _ignored(module: ModuleType) -> bool:
    """PySide6's question "does this module use PySide6?", answered without reading its file:
    no, so PySide6 leaves the feature selection as it is while the module runs (see above)."""
    return False


def stop_source_caching() -> bool:
    """Replace PySide6's source check (see the module's docstring) and drop what it cached.

    Call once, right after PySide6 is imported. False when this PySide6 has no such check.
    """
    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False
    feature._mod_uses_pyside = _ignored  # type: ignore[attr-defined]  # looked up at each import
    linecache.clearcache()
    return True
