"""No session bus is started for the window where the desktop has none (issue 36,
boinc_gui/runtime/session_bus.py), and one is reached wherever it may be.

Under a real X server (Xvfb) with no bus named: libdbus, asked for the session bus by Qt's
accessibility bridge, would run ``dbus-launch --autolaunch`` and wait for it. A stand-in
``dbus-launch`` first on PATH writes down each call: a bare PySide6 window calls it (the test is
skipped where libdbus does not), the manager's window does not, and the programs the manager
starts get the environment it was given.
"""
from __future__ import annotations

import ctypes
import json
import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from boinc_gui.runtime.session_bus import ADDRESS, DISPLAY_MARK, display_marked, would_start_a_bus
from tests.gui.app_child import NOTE_DEMO_PID, app_child, runtime_dir, wait_for
from tests.gui.xvfb import xvfb_display

pytestmark = [pytest.mark.gui, pytest.mark.timeout(180)]


class _Cookie(ctypes.Structure):
    _fields_ = [("sequence", ctypes.c_uint)]


def _xcb() -> ctypes.CDLL:
    xcb = ctypes.CDLL("libxcb.so.1")
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_intern_atom.restype = _Cookie
    xcb.xcb_intern_atom.argtypes = [ctypes.c_void_p, ctypes.c_uint8, ctypes.c_uint16, ctypes.c_char_p]
    xcb.xcb_intern_atom_reply.restype = ctypes.c_void_p
    xcb.xcb_intern_atom_reply.argtypes = [ctypes.c_void_p, _Cookie, ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    return xcb


@contextmanager
def _x_client(display: str) -> Iterator[int]:
    """A connection to ``display`` (an ``xcb_connection_t *``, as Qt's own is handed over)."""
    xcb = _xcb()
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        assert connection and not xcb.xcb_connection_has_error(connection)
        yield connection
    finally:
        xcb.xcb_disconnect(connection)


def _mark_as_dbus_launch_does(connection: int) -> None:
    """The atom dbus-launch interns on a display it starts a bus for (dbus-launch-x11.c); it
    lasts while the client that made it stays connected, as dbus-launch does."""
    xcb = _xcb()
    assert xcb.xcb_intern_atom_reply(connection, xcb.xcb_intern_atom(connection, 0, len(DISPLAY_MARK), DISPLAY_MARK),
                                     None)


def test_a_bus_is_started_only_where_none_could_be_reached(tmp_path: Path) -> None:
    with xvfb_display() as display, _x_client(display) as x:
        bare = {"DISPLAY": display}
        assert display_marked(x) is False
        assert would_start_a_bus(bare, x)  # a fresh display and nothing named: libdbus would start a bus
        assert would_start_a_bus({**bare, ADDRESS: ""}, x)  # empty is unset, to libdbus too
        assert not would_start_a_bus({**bare, ADDRESS: "unix:path=/run/user/1000/bus"}, x)
        assert not would_start_a_bus({}, x)  # no X display: libdbus starts none
        # The user's bus, where systemd's dbus-user-session puts it: libdbus tries it first.
        (tmp_path / "bus").write_text("")
        assert would_start_a_bus({**bare, "XDG_RUNTIME_DIR": str(tmp_path)}, x)  # a file is no bus
        (tmp_path / "bus").unlink()
        with socket.socket(socket.AF_UNIX) as bus:
            bus.bind(str(tmp_path / "bus"))
            assert not would_start_a_bus({**bare, "XDG_RUNTIME_DIR": str(tmp_path)}, x)
        # A bus started for this display (as dbus-launch marks it): libdbus finds it there.
        with _x_client(display) as launcher:
            _mark_as_dbus_launch_does(launcher)
            assert display_marked(x) is True
            assert not would_start_a_bus(bare, x)


_BARE_WINDOW = "from PySide6.QtWidgets import QApplication, QLabel\napp = QApplication([])\nQLabel('x').show()\n"

_DRIVER = r"""
import json, os, sys
from boinc_gui import app
import boinc_gui.main_window as mw
import core.client.embedded_demo as embedded_demo

out = sys.argv[1]
seen = {}
"""
_DRIVER += NOTE_DEMO_PID + r"""
real_show_complete = mw.MainWindow.show_complete

def show_complete(self):
    real_show_complete(self)
    with open(f"/proc/{seen['demo_pid']}/environ", "rb") as f:
        child = dict(item.split(b"=", 1) for item in f.read().split(b"\0") if b"=" in item)
    seen.update(title=self.windowTitle(), app_address=os.environ.get("DBUS_SESSION_BUS_ADDRESS"),
                child_address=(child.get(b"DBUS_SESSION_BUS_ADDRESS") or b"").decode() or None)
    with open(out + ".tmp", "w") as f:
        json.dump(seen, f)
    os.replace(out + ".tmp", out)

mw.MainWindow.show_complete = show_complete
sys.exit(app.main(sys.argv[2:]))
"""


def test_the_window_starts_no_bus_and_the_programs_it_starts_see_the_environment_it_was_given(
        tmp_path: Path) -> None:
    calls = tmp_path / "dbus-launch.calls"
    stand_in = tmp_path / "bin" / "dbus-launch"
    stand_in.parent.mkdir()
    stand_in.write_text(f'#!/bin/sh\necho "$*" >> {calls}\nexit 1\n')
    stand_in.chmod(0o755)
    with xvfb_display() as display:
        env = {k: v for k, v in os.environ.items() if k != ADDRESS}
        env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb", PATH=f"{stand_in.parent}:{env.get('PATH', '/usr/bin:/bin')}",
                   XDG_RUNTIME_DIR=str(runtime_dir()), HOME=str(tmp_path / "home"))
        bare = subprocess.run([sys.executable, "-c", _BARE_WINDOW], env=env, capture_output=True, text=True,
                              timeout=60)
        assert bare.returncode == 0, bare.stderr
        if not calls.exists():
            pytest.skip("libdbus here starts no bus through the dbus-launch on PATH (another is installed)")
        assert "--autolaunch" in calls.read_text()  # what the manager's window waited for until now
        calls.unlink()
        out = tmp_path / "seen.json"
        with app_child(_DRIVER, out, ["--data", str(tmp_path / "data"), "--gui-rpc-port", "0"], env) as proc:
            wait_for(out, proc, limit=120)
        seen = json.loads(out.read_text())
    assert seen["title"] == "boinc-gui — this computer"
    assert not calls.exists(), calls.read_text()  # no bus started, none waited for
    assert seen["app_address"] is None and seen["child_address"] is None  # as given: none named
