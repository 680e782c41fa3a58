"""PySide6 workarounds: True/None pinned once (no timer), and no module source kept by PySide6's import check."""
from __future__ import annotations

import compileall
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from boinc_gui.runtime import qt_workarounds
from boinc_gui.runtime.qt_workarounds import CUSHION, pin

pytestmark = [pytest.mark.gui, pytest.mark.timeout(120)]
PY311 = sys.version_info < (3, 12)


class _Emitter(QObject):
    fired = Signal(bool)


@pytest.mark.skipif(not PY311, reason="True and None are immortal from Python 3.12 on")
def test_pinned_once_and_nothing_runs_after(qapp: QApplication) -> None:
    pin()
    for value in (True, False, None):
        assert sys.getrefcount(value) > CUSHION // 2
    assert not [t for t in qapp.findChildren(QTimer) if t.isActive() and t.interval() == 1000]
    before = sys.getrefcount(True)
    pin()  # again: no second cushion
    assert abs(sys.getrefcount(True) - before) < 1000
    emitter = _Emitter()
    got: list[bool] = []
    emitter.fired.connect(got.append)
    for _ in range(20_000):  # PySide6 6.12.0 loses a reference to True on emits
        emitter.fired.emit(True)
    assert len(got) == 20_000 and sys.getrefcount(True) > CUSHION // 2


def test_a_process_that_emits_for_long_exits_cleanly(tmp_path: Path) -> None:
    """Without the pin this aborts in bool_dealloc or none_dealloc (Python 3.11)."""
    script = tmp_path / "emit.py"
    script.write_text(textwrap.dedent("""
        from PySide6.QtCore import QObject, Signal
        from PySide6.QtWidgets import QApplication
        from boinc_gui.runtime.qt_workarounds import pin
        app = QApplication([])
        pin()
        class E(QObject):
            fired = Signal(bool)
        e = E()
        n = []
        e.fired.connect(lambda v: n.append(v))
        for _ in range(300_000):
            e.fired.emit(True)
        print(len(n))
    """))
    proc = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=100,
                          cwd=Path(qt_workarounds.__file__).resolve().parents[1],
                          env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin",
                               "PYTHONPATH": str(Path(qt_workarounds.__file__).resolve().parents[1])})
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "300000"


# In a child: a module that switches a feature on changes PySide6's selection for the process.
_FEATURE_CHILD = textwrap.dedent("""
    import linecache, os, sys
    from PySide6.QtCore import QObject
    from boinc_gui.runtime.qt_workarounds import stop_source_caching
    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not hasattr(feature, "_mod_uses_pyside"):
        print("no check"); raise SystemExit(0)
    opened = []
    sys.addaudithook(lambda event, args: event == "open" and opened.append(str(args[0])))
    assert stop_source_caching()
    assert not linecache.cache
    import h20_uses_qt, h20_plain
    assert not [p for p in opened if p.endswith(("h20_uses_qt.py", "h20_plain.py"))], opened  # the .pyc only
    assert str(h20_uses_qt.__file__) not in linecache.cache
    # Neither is read for the word PySide6: both are ignored in feature switching, as a
    # bundle's modules (no source) are, and Qt's own names work in both.
    print(feature.pyside_feature_dict["h20_uses_qt"], feature.pyside_feature_dict["h20_plain"], h20_uses_qt.name())
    import h20_snake  # switches snake_case on: PySide6 records it whatever the check says
    print(feature.pyside_feature_dict["h20_snake"] > 0, h20_snake.name())
""")


def test_imports_after_it_read_no_source_keep_none_and_still_get_a_feature(tmp_path: Path) -> None:
    (tmp_path / "h20_uses_qt.py").write_text(
        "from PySide6.QtCore import QObject\n"
        "def name():\n    o = QObject()\n    o.setObjectName('camel')\n    return o.objectName()\n")
    (tmp_path / "h20_plain.py").write_text("VALUE = 2\n" + "# filler line\n" * 2000)
    (tmp_path / "h20_snake.py").write_text(
        "from __feature__ import snake_case\nfrom PySide6.QtCore import QObject\n"
        "def name():\n    o = QObject()\n    o.set_object_name('snake')\n    return o.object_name()\n")
    compileall.compile_dir(tmp_path, quiet=1)  # the imports below read the .pyc, as an installed module's do
    script = tmp_path / "child.py"
    script.write_text(_FEATURE_CHILD)
    root = Path(qt_workarounds.__file__).resolve().parents[2]
    proc = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=100, cwd=tmp_path,
                          env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin",
                               "PYTHONPATH": f"{tmp_path}:{root}"})
    assert proc.returncode == 0, proc.stderr
    if proc.stdout.strip() == "no check":
        pytest.skip("this PySide6 has no import-time source check")
    assert proc.stdout.split("\n")[:2] == ["-1 -1 camel", "True snake"]
