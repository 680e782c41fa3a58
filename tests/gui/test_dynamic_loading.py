"""How the start loads shared libraries (boinc_gui/runtime/dynamic_loading.py): lazily bound,
counted by glibc's own loader statistics, and the start-up check's loader."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from boinc_gui import app as app_module
from boinc_gui.runtime import dynamic_loading
from tests.gui.conftest import ROOT

pytestmark = [pytest.mark.gui, pytest.mark.timeout(120)]

_IMPORT_QT = """
import os, sys
from boinc_gui.runtime.dynamic_loading import bind_lazily
if sys.argv[1] == "lazy":
    bind_lazily()
print(sys.getdlopenflags())
import PySide6.QtWidgets
"""


def _relocations(how: str) -> tuple[int, int]:
    """The dlopen flags in force and the loader's final count of symbol relocations made, for
    a process that imports PySide6's widgets (LD_DEBUG=statistics: glibc's loader counts)."""
    env = {**os.environ, "LD_DEBUG": "statistics", "QT_QPA_PLATFORM": "offscreen"}
    env.pop("LD_BIND_NOW", None)
    proc = subprocess.run([sys.executable, "-c", _IMPORT_QT, how], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr[-3000:]
    counts = re.findall(r"final number of relocations: (\d+)", proc.stderr)
    if not counts:
        pytest.skip("this C library's loader does not count relocations (LD_DEBUG=statistics is glibc's)")
    return int(proc.stdout.split()[0]), int(counts[-1])


def test_modules_imported_after_it_are_bound_on_first_call() -> None:
    lazy_flags, lazy = _relocations("lazy")
    now_flags, now = _relocations("now")
    assert now_flags & os.RTLD_NOW and not lazy_flags & os.RTLD_NOW and lazy_flags & os.RTLD_LAZY
    # Python's own way binds every function Qt's libraries name as they load; lazily, only
    # those called (here: at import): well under two thirds as many.
    assert lazy < now * 2 // 3, (lazy, now)


def test_other_flags_are_kept() -> None:
    before = sys.getdlopenflags()
    try:
        sys.setdlopenflags(os.RTLD_NOW | os.RTLD_GLOBAL)
        dynamic_loading.bind_lazily()
        assert sys.getdlopenflags() == os.RTLD_LAZY | os.RTLD_GLOBAL
    finally:
        sys.setdlopenflags(before)


def test_open_library_says_whether_the_loader_loads_it(tmp_path: Path) -> None:
    assert dynamic_loading.open_library(app_module.XCB_SONAMES["xcb-cursor"])  # Qt's xcb needs it: it is here
    assert not dynamic_loading.open_library("libboinc-gui-no-such-library.so.0")
    not_a_library = tmp_path / "libfake.so.1"
    not_a_library.write_bytes(b"\x7fELF but not really")
    assert not dynamic_loading.open_library(str(not_a_library))
    # The start-up check answers with it, and with find_library for another major version.
    assert app_module.library_loadable("xcb-cursor")
