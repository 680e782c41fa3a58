"""How long since the volunteer last typed or moved the mouse (Linux), for "computer in use".

BOINC's Linux client looks at the access times of terminal and input devices
(the tty driver stamps a terminal's atime when its input is read, the input
layer an event device's when it is read) and, with a display, asks the X
server's MIT-SCREEN-SAVER extension for the idle time. We do the same without
extra dependencies:

* device atimes through ``os.stat`` of ``/dev/tty*``, ``/dev/pts/*`` and
  ``/dev/input/*`` (character devices only; stat needs no read permission);
* if ``$DISPLAY`` is set and ``libX11.so.6`` and ``libXss.so.1`` load, the X
  idle time through ctypes. The display is opened and closed at each query, so
  a display that goes away can never take the client down with it (Xlib ends a
  process whose open connection breaks).

Before those, as BOINC 8.2 does, the idle_detect daemon (which works under
Wayland too): it keeps a POSIX shared-memory object ``/idle_detect_shmem``
(``/dev/shm/idle_detect_shmem`` on Linux) holding two native 64-bit integers,
the Unix time it last wrote and the Unix time of the last input. When the
object exists and was written within the last minute (and not more than 10 s
ahead of our clock), its answer is the answer and nothing else is asked; a stale
or missing one (the daemon stopped) falls back to the devices and X.

The idle time is the smallest of the sources that answered; when none did, it
is ``IDLE_UNKNOWN`` (infinite), which means "not in use" and never suspends
computing (``core.engine.run_modes``). Reads the devices and the X server; writes
nothing. Engine thread only.
"""
from __future__ import annotations

import functools
import glob
import math
import os
import stat
import struct
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from core.engine.run_modes import IDLE_UNKNOWN

if TYPE_CHECKING:
    # ctypes is imported by the X query itself: a client without a display never loads it.
    import ctypes

DEVICE_PATTERNS: tuple[str, ...] = ("/dev/tty*", "/dev/pts/*", "/dev/input/*")
"""Terminal and input devices whose access time marks user input."""

_NOT_INPUT = frozenset({"ptmx"})  # the pty multiplexer is opened, not typed on

IDLE_DETECT_SHMEM = Path("/dev/shm/idle_detect_shmem")
"""Where Linux keeps the idle_detect daemon's shared-memory object ``/idle_detect_shmem``."""
_SHMEM = struct.Struct("=qq")  # update time, last input time (Unix seconds, native byte order)
SHMEM_STALE_S = 60.0  # older than this: the daemon is not running
SHMEM_AHEAD_S = 10.0  # further ahead of our clock than this: not to be trusted


def daemon_idle_s(now: float, path: Path = IDLE_DETECT_SHMEM) -> float | None:
    """Seconds since the last input as the idle_detect daemon tells it; None if it tells nothing fresh."""
    try:
        with open(path, "rb") as f:
            raw = f.read(_SHMEM.size)
    except OSError:
        return None
    if len(raw) < _SHMEM.size:
        return None
    update_time, input_time = _SHMEM.unpack(raw)
    if update_time > now + SHMEM_AHEAD_S or update_time < now - SHMEM_STALE_S:
        return None
    return max(0.0, now - float(input_time))


def device_idle_s(now: float, patterns: Sequence[str] = DEVICE_PATTERNS) -> float:
    """Seconds since the newest access to any matching character device; inf if none."""
    newest = -math.inf
    for pattern in patterns:
        for path in glob.glob(pattern):
            if os.path.basename(path) in _NOT_INPUT:
                continue
            try:
                st = os.stat(path)
            except OSError:
                continue
            if stat.S_ISCHR(st.st_mode):
                newest = max(newest, st.st_atime)
    if newest == -math.inf:
        return IDLE_UNKNOWN
    return max(0.0, now - newest)


@functools.cache
def _screen_saver_info() -> type[ctypes.Structure]:
    """Xss's ``XScreenSaverInfo``, declared on the first X query."""
    import ctypes

    class XScreenSaverInfo(ctypes.Structure):
        _fields_ = [
            ("window", ctypes.c_ulong),
            ("state", ctypes.c_int),
            ("kind", ctypes.c_int),
            ("til_or_since", ctypes.c_ulong),
            ("idle", ctypes.c_ulong),  # milliseconds since the last input
            ("eventMask", ctypes.c_ulong),
        ]

    return XScreenSaverInfo


class XIdle:
    """The X server's idle time via MIT-SCREEN-SAVER; ``query`` returns None when unavailable."""

    def __init__(self, display: str | None = None) -> None:
        self.display = display
        self._x11: ctypes.CDLL | None = None
        self._xss: ctypes.CDLL | None = None
        self._broken = False  # libraries missing: do not try again

    def _load(self) -> bool:
        if self._x11 is not None:
            return True
        if self._broken:
            return False
        import ctypes  # on the first query with a display (see the module's imports)

        try:
            x11 = ctypes.CDLL("libX11.so.6")
            xss = ctypes.CDLL("libXss.so.1")
        except OSError:
            self._broken = True
            return False
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x11.XDefaultRootWindow.restype = ctypes.c_ulong
        x11.XFree.argtypes = [ctypes.c_void_p]
        xss.XScreenSaverQueryExtension.argtypes = [
            ctypes.c_void_p, ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int)
        ]
        xss.XScreenSaverAllocInfo.restype = ctypes.POINTER(_screen_saver_info())
        xss.XScreenSaverQueryInfo.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(_screen_saver_info())]
        self._x11, self._xss = x11, xss
        return True

    def query(self) -> float | None:
        """Seconds since the last input the X server saw, or None (no display, no extension)."""
        name = self.display if self.display is not None else os.environ.get("DISPLAY", "")
        if not name or not self._load():
            return None
        x11, xss = self._x11, self._xss
        assert x11 is not None and xss is not None
        import ctypes  # loaded by _load

        dpy = x11.XOpenDisplay(name.encode())
        if not dpy:
            return None
        try:
            event_base, error_base = ctypes.c_int(), ctypes.c_int()
            if not xss.XScreenSaverQueryExtension(dpy, ctypes.byref(event_base), ctypes.byref(error_base)):
                return None
            info = xss.XScreenSaverAllocInfo()
            if not info:
                return None
            try:
                if not xss.XScreenSaverQueryInfo(dpy, x11.XDefaultRootWindow(dpy), info):
                    return None
                return float(info.contents.idle) / 1000.0
            finally:
                x11.XFree(info)
        finally:
            x11.XCloseDisplay(dpy)


class UserIdleMeter:
    """Seconds since the last user input, from devices and (if any) the X server."""

    def __init__(self, patterns: Sequence[str] = DEVICE_PATTERNS, x_idle: XIdle | None = None,
                 use_x: bool = True, shmem_path: Path | None = IDLE_DETECT_SHMEM) -> None:
        self.patterns = tuple(patterns)
        self.x_idle = (x_idle or XIdle()) if use_x else None
        self.shmem_path = shmem_path  # None: do not ask the idle_detect daemon

    def idle_s(self, now: float) -> float:
        """The daemon's answer if fresh; else the smallest idle time any other source
        reports; ``IDLE_UNKNOWN`` when none can tell."""
        if self.shmem_path is not None:
            told = daemon_idle_s(now, self.shmem_path)
            if told is not None:
                return told
        idle = device_idle_s(now, self.patterns)
        if self.x_idle is not None:
            x = self.x_idle.query()
            if x is not None:
                idle = min(idle, x)
        return idle
