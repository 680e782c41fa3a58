"""No message bus started for the window where the desktop has none (issue 36).

Qt's accessibility bridge (AT-SPI) asks libdbus for the session bus as the first widget is made,
and the window waits for the answer. Where no bus is named (``DBUS_SESSION_BUS_ADDRESS`` unset
or empty), none listens at ``$XDG_RUNTIME_DIR/bus`` and none was started for the X display,
libdbus starts one: it runs ``dbus-launch --autolaunch``, and the window waits for it. Where
dbus-launch is missing (Debian's dbus-x11 is not installed by default) that is a fork and a
dozen failed execs over PATH, 4-6 ms before the first paint, measured under Xvfb; where it is
installed, a dbus-daemon of the app's own, left running after it, on which no screen reader and
no tray host listens, since they would have found (or started) it first.

So ``would_start_a_bus`` tells, once the QApplication is connected to the X server and before
the first widget (one round trip on Qt's own connection), whether there is any bus to reach;
when there is none, the app names an address no bus answers (``hold_back``) until Qt has made
its accessibility bridge, and then gives the environment back as it was (``let_go``), so that the programs the
app starts (tasks, a browser) see what it was given. A desktop session names its bus: nothing
changes there, nor where a bus was started for the display (dbus-launch marks the display with
the atom ``_DBUS_SESSION_BUS_ADDRESS``, which is looked up, never made, here).

Qt-free; ctypes and libxcb (which Qt's X11 platform loads anyway) only.
"""
from __future__ import annotations

import ctypes
import os
import stat
from collections.abc import Mapping

from boinc_gui.runtime.dynamic_loading import library_file

ADDRESS = "DBUS_SESSION_BUS_ADDRESS"
# A transport libdbus does not know: connecting fails at once, and nothing is started.
NO_BUS = "disabled:"
# Interned on the display by dbus-launch when it starts a bus for it (the bus's address is a
# property of that name). dbus-launch stays connected while its bus runs, and an X server
# forgets its atoms only once its last client has left: absent, no such bus runs.
DISPLAY_MARK = b"_DBUS_SESSION_BUS_ADDRESS"
XCB = "libxcb.so.1"


class _Cookie(ctypes.Structure):
    _fields_ = [("sequence", ctypes.c_uint)]


class _InternAtomReply(ctypes.Structure):
    _fields_ = [("response_type", ctypes.c_uint8), ("pad0", ctypes.c_uint8), ("sequence", ctypes.c_uint16),
                ("length", ctypes.c_uint32), ("atom", ctypes.c_uint32)]


def display_marked(connection: int) -> bool | None:
    """Whether the X display behind ``connection`` (an ``xcb_connection_t *``: Qt's own,
    ``QX11Application.connection()``) has the atom dbus-launch leaves on it; None when it
    cannot be asked (no libxcb, no answer). One round trip; no connection of its own, which
    would leave a display with no other client to reset just as Qt connects."""
    try:
        xcb = ctypes.CDLL(library_file(XCB))  # a bundle's own copy, as Qt's libraries find it
        libc = ctypes.CDLL(None)
    except OSError:
        return None
    xcb.xcb_intern_atom.restype = _Cookie
    xcb.xcb_intern_atom.argtypes = [ctypes.c_void_p, ctypes.c_uint8, ctypes.c_uint16, ctypes.c_char_p]
    xcb.xcb_intern_atom_reply.restype = ctypes.POINTER(_InternAtomReply)
    xcb.xcb_intern_atom_reply.argtypes = [ctypes.c_void_p, _Cookie, ctypes.c_void_p]
    libc.free.argtypes = [ctypes.c_void_p]
    # only_if_exists: the atom is looked up, not made (making it would mark the display).
    cookie = xcb.xcb_intern_atom(connection, 1, len(DISPLAY_MARK), DISPLAY_MARK)
    reply = xcb.xcb_intern_atom_reply(connection, cookie, None)
    if not reply:
        return None
    try:
        return bool(reply.contents.atom)
    finally:
        libc.free(ctypes.cast(reply, ctypes.c_void_p))  # ctypes.cast: the reply xcb allocated, by address


def _is_socket(path: str) -> bool:
    try:
        return stat.S_ISSOCK(os.stat(path).st_mode)
    except OSError:
        return False


def none_named(env: Mapping[str, str]) -> bool:
    """No bus named in ``env``, none at ``$XDG_RUNTIME_DIR/bus``, and an X display (libdbus
    starts a bus through X11 only: with no DISPLAY it starts none, so nothing is done either)."""
    if env.get(ADDRESS):
        return False
    runtime = env.get("XDG_RUNTIME_DIR")
    if runtime and _is_socket(os.path.join(runtime, "bus")):
        return False
    return bool(env.get("DISPLAY"))


def would_start_a_bus(env: Mapping[str, str], connection: int) -> bool:
    """Whether libdbus, asked for the session bus in ``env``, would start one: none named
    (``none_named``) and none started for the X display behind ``connection``."""
    return none_named(env) and display_marked(connection) is False


def hold_back() -> None:
    """Name an address no bus answers, so that libdbus starts none (see the module's docstring)."""
    os.environ[ADDRESS] = NO_BUS


def let_go() -> None:
    """The environment as it was before ``hold_back`` (which found no address, or an empty one)."""
    if os.environ.get(ADDRESS) == NO_BUS:
        del os.environ[ADDRESS]
