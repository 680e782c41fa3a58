"""Fontconfig's configuration, loaded on the start-up check's thread (boinc_gui/runtime/font_config.py).

The gain rests on two facts checked here in fresh processes (fontconfig's configuration is
process-wide): Qt keeps the configuration loaded before it, rather than loading one of its own,
and the app loads it on the check's thread, not on the window's. The bundle's case (its own copy
of the library, loaded by path) and a library that does not load are checked in this process.
"""
from __future__ import annotations

import json
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from boinc_gui import app as app_module
from boinc_gui.runtime import font_config
from boinc_gui.runtime.dynamic_loading import library_file
from tests.gui.app_child import app_child, app_env, wait_for
from tests.gui.conftest import ROOT

pytestmark = [pytest.mark.gui, pytest.mark.timeout(120)]

# The address of fontconfig's current configuration (0: none could be made).
_CURRENT = r"""
def current_config():
    import ctypes
    from boinc_gui.runtime.dynamic_loading import library_file
    fc = ctypes.CDLL(library_file(font_config.SONAME))
    fc.FcConfigGetCurrent.restype = ctypes.c_void_p
    return fc.FcConfigGetCurrent() or 0
"""

_QT_KEEPS_IT = r"""
import json, sys
from boinc_gui.runtime import font_config
""" + _CURRENT + r"""
loaded = font_config.load()
before = current_config()
from PySide6.QtGui import QFontDatabase, QGuiApplication
app = QGuiApplication(["test"])
families = QFontDatabase.families()
print(json.dumps({"loaded": loaded, "before": before, "after": current_config(), "families": len(families)}))
"""


def test_qt_keeps_the_configuration_loaded_before_it() -> None:
    proc = subprocess.run([sys.executable, "-c", _QT_KEEPS_IT], cwd=ROOT, env=app_env(), capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr[-3000:]
    seen = json.loads(proc.stdout.strip().splitlines()[-1])
    assert seen["loaded"] and seen["before"] != 0
    # Qt listed the fonts from that very configuration: none made or loaded in its place.
    assert seen["after"] == seen["before"]
    assert seen["families"] > 0


_APP_DRIVER = r"""
import json, os, sys, threading
from boinc_gui import app
from boinc_gui.runtime import font_config
import boinc_gui.main_window as mw
""" + _CURRENT + r"""
out = sys.argv[1]
seen = {}
real_load = font_config.load

def load():
    loaded = real_load()
    seen["load"] = {"thread": threading.current_thread().name, "loaded": loaded, "config": current_config()}
    return loaded

font_config.load = load
real_complete = mw.MainWindow.show_complete

def show_complete(self):
    real_complete(self)
    seen["window_config"] = current_config()
    with open(out + ".tmp", "w") as f:
        json.dump(seen, f)
    os.replace(out + ".tmp", out)

mw.MainWindow.show_complete = show_complete
sys.exit(app.main(sys.argv[2:]))
"""


def test_the_app_loads_it_on_the_check_thread_and_the_window_uses_it(tmp_path: Path) -> None:
    out = tmp_path / "seen.json"
    args = ["--no-demo", "--data", str(tmp_path / "data"), "--gui-rpc-port", "0"]
    with app_child(_APP_DRIVER, out, args, app_env()) as proc:
        wait_for(out, proc)
    seen = json.loads(out.read_text())
    assert seen["load"]["thread"] == "start-up-check"
    assert seen["load"]["loaded"] and seen["load"]["config"] != 0
    assert seen["window_config"] == seen["load"]["config"]  # the complete window's text came from it


def test_a_bundle_loads_its_own_copy_and_a_bad_one_is_no_fontconfig(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    assert library_file(font_config.SONAME) == font_config.SONAME  # from source: the system's, by name
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert library_file(font_config.SONAME) == font_config.SONAME  # a bundle without a copy of its own
    (tmp_path / font_config.SONAME).write_bytes(b"not a library")
    assert library_file(font_config.SONAME) == str(tmp_path / font_config.SONAME)
    assert font_config.load() is False  # no exception: the window's fonts load as before, on its thread


def test_the_check_answers_without_waiting_for_what_comes_after_it() -> None:
    release = threading.Event()
    ran: list[str] = []

    def after() -> None:
        release.wait(30)
        ran.append("after")

    check = app_module._InBackground(lambda: "", after)
    assert check.result() == ""  # answered while ``after`` still waits
    assert ran == []
    release.set()
    check._thread.join(30)
    assert ran == ["after"]
    # A problem found: nothing runs after it.
    check = app_module._InBackground(lambda: "no display", lambda: ran.append("again"))
    assert check.result() == "no display"
    check._thread.join(30)
    # The check failing: its error reaches the caller, and nothing runs after it either.
    check = app_module._InBackground(lambda: str(1 // 0), lambda: ran.append("again"))
    with pytest.raises(ZeroDivisionError):
        check.result()
    check._thread.join(30)
    assert ran == ["after"]
