"""How the start loads shared libraries: bound lazily, and, off the main thread, without the
interpreter lock.

Python loads an extension module with ``RTLD_NOW``: every function the module and the libraries
it pulls in could call is looked up as it loads. For PySide6 that is Qt's Core, Gui, Widgets,
DBus and ICU, tens of thousands of functions, of which a start calls a few thousand; the
dynamic loader's share of the CPU before the window is complete was 7 % here. The app lets
the loader bind a function on its first call instead (``RTLD_LAZY``, what C programs get by
default, and how Qt loads its plugins): the complete window 5-6 ms sooner (A/B, 20
interleaved starts each). The price is where a broken install shows: a function missing
from a library ends the app when first called instead of failing the import; the bundle and
the pinned wheels ship libraries built together.

``ctypes.CDLL`` keeps the interpreter lock while the loader works, so a library loaded on
another thread with it stops the main thread as long. ``open_library`` calls the C library's
``dlopen`` as a foreign function, which ctypes calls with the lock let go.

``library_file`` names the file to load a system library from: in the bundle, the bundle's own
copy, by path. Qt's libraries load that one, and the system's, loaded first under the same name,
would take its place for them.
"""
from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable
from pathlib import Path

_dlopen: Callable[[bytes, int], int | None] | None = None


def library_file(soname: str) -> str:
    """``soname``, or in a bundle that carries its own copy, that copy's path (see the module's docstring)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        own = Path(bundle) / soname
        if own.exists():
            return str(own)
    return soname


def bind_lazily() -> None:
    """Extension modules imported from now on are bound on first call (see the module's docstring)."""
    if hasattr(os, "RTLD_LAZY"):
        sys.setdlopenflags(os.RTLD_LAZY | (sys.getdlopenflags() & ~(os.RTLD_NOW | os.RTLD_LAZY)))


def open_library(name: str) -> bool:
    """Whether the dynamic loader loads ``name`` (a file name or path), loading it for the process
    (lazily bound, its symbols local to it) with the interpreter lock let go. False where there is
    no ``dlopen`` (Windows)."""
    global _dlopen
    if _dlopen is None:
        try:
            function = ctypes.CDLL(None).dlopen
        except (OSError, AttributeError, TypeError):  # no C library with dlopen to call (Windows)
            return False
        function.argtypes = [ctypes.c_char_p, ctypes.c_int]
        function.restype = ctypes.c_void_p
        _dlopen = function
    return bool(_dlopen(os.fsencode(name), os.RTLD_LAZY | os.RTLD_LOCAL))
