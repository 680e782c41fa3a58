"""Fontconfig's configuration, loaded on a thread of its own while Qt's modules load.

The window's first text has Qt ask fontconfig for its configuration (``FcInit``): the XML files
under /etc/fonts and one cache file per font directory, read and parsed on the main thread
just before the first paint (3 ms here with one font family; more on a desktop with hundreds).
``FcInit`` keeps the first configuration it loads for the whole process and returns at once
after that, so loading it earlier, on another core, takes it off the window's path: ctypes lets
go of the interpreter lock for the call, and the main thread imports PySide6 meanwhile (some
30 ms). Fontconfig installs its configuration with an atomic swap, so a call from Qt while this
one still runs is safe too: one of the two copies is dropped.
"""
from __future__ import annotations

import ctypes
import sys

from boinc_gui.runtime.dynamic_loading import library_file

SONAME = "libfontconfig.so.1"


def load() -> bool:
    """Load fontconfig's configuration now (it stays for the process); False where there is no
    fontconfig (Windows, macOS, a library that does not load) or it reports a failure."""
    if sys.platform in ("win32", "darwin"):
        return False
    try:
        return bool(ctypes.CDLL(library_file(SONAME)).FcInit())  # the bundle's own copy, by path
    except (OSError, AttributeError):  # no such library, or one without FcInit
        return False
