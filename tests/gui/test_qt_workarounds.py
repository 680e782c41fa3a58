"""PySide6 workarounds: True/None pinned once (no timer), and no module source kept by PySide6's import check."""
from __future__ import annotations

import linecache
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from boinc_gui.runtime import qt_workarounds
from boinc_gui.runtime.qt_workarounds import CUSHION, pin, stop_source_caching

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


def test_imports_after_it_keep_no_source_and_get_the_same_answer(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not hasattr(feature, "_mod_uses_pyside"):
        pytest.skip("this PySide6 has no import-time source check")
    uses = tmp_path / "h20_uses_qt.py"
    uses.write_text("from PySide6.QtCore import QObject\nVALUE = 1\n")
    plain = tmp_path / "h20_plain.py"
    plain.write_text("VALUE = 2\n" + "# filler line\n" * 2000)
    monkeypatch.syspath_prepend(str(tmp_path))
    original = feature._mod_uses_pyside
    try:
        assert stop_source_caching()
        assert not linecache.cache  # what PySide6 had cached is gone
        for name in ("h20_uses_qt", "h20_plain"):
            sys.modules.pop(name, None)
            __import__(name)  # through builtins.__import__, which PySide6 watches (importlib's calls bypass it)
        assert str(uses) not in linecache.cache and str(plain) not in linecache.cache
        # The answers PySide6's own check gives: 0 = uses PySide6, -1 = does not.
        assert feature.pyside_feature_dict["h20_uses_qt"] == 0
        assert feature.pyside_feature_dict["h20_plain"] == -1
        assert original(sys.modules["h20_uses_qt"]) is True and original(sys.modules["h20_plain"]) is False
    finally:
        setattr(feature, "_mod_uses_pyside", original)  # noqa: B010 - PySide6's own check back
        for name in ("h20_uses_qt", "h20_plain"):
            sys.modules.pop(name, None)
            feature.pyside_feature_dict.pop(name, None)
        linecache.clearcache()
