"""PySide6's support modules compiled once and kept (boinc_gui/runtime/qt_support_cache.py).

Each start here is a fresh interpreter that imports PySide6 for the first time, as the app
does: one that counts which of PySide's embedded modules reach ``compile()``, then asks the
signature support (the code that was compiled, or kept) for a real signature.
"""
from __future__ import annotations

import json
import marshal
import subprocess
import sys
from pathlib import Path

import pytest

from boinc_gui.runtime.qt_support_cache import cache_file
from tests.gui.conftest import ROOT

pytestmark = pytest.mark.timeout(120)

_CHILD = r"""
import builtins, json, sys
from pathlib import Path
compiled = []
real = builtins.compile
def counting(source, filename, mode, *args, **kwargs):
    if isinstance(filename, str) and filename.startswith("shibokensupport/"):
        compiled.append(filename)
    return real(source, filename, mode, *args, **kwargs)
builtins.compile = counting
from boinc_gui.runtime.qt_support_cache import kept_compiled
with kept_compiled(Path(sys.argv[1]) if sys.argv[1] else None) as met:
    from PySide6.QtCore import QObject
try:
    QObject().setObjectName(5)  # PySide's signature support writes the error: the code compiled or kept
except TypeError as exc:
    said = str(exc)
print(json.dumps({"compiled": compiled, "met": sorted(met), "restored": builtins.compile is counting,
                  "signature": said}))
"""


def _start(cache_dir: Path | None) -> dict[str, object]:
    done = subprocess.run([sys.executable, "-c", _CHILD, str(cache_dir or "")], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stderr == "", done.stderr[-3000:]
    seen: dict[str, object] = json.loads(done.stdout)
    return seen


@pytest.fixture(scope="module")
def first_and_second(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, object], dict[str, object]]:
    cache = tmp_path_factory.mktemp("cache") / "boinc-gui"
    first = _start(cache)
    kept = cache_file(cache).stat().st_mtime_ns
    second = _start(cache)
    assert cache_file(cache).stat().st_mtime_ns == kept  # nothing new: not written again
    return cache, first, second


def test_the_first_start_compiles_and_keeps_them_the_next_compiles_none(
        first_and_second: tuple[Path, dict[str, object], dict[str, object]]) -> None:
    cache, first, second = first_and_second
    compiled = first["compiled"]
    assert isinstance(compiled, list)
    assert "shibokensupport/signature/parser.py" in compiled and len(compiled) >= 10
    kept = marshal.loads(cache_file(cache).read_bytes())
    assert set(compiled) <= set(kept)
    assert second["compiled"] == []
    assert second["met"] == first["met"]
    # The kept code is PySide's: its signature support answers as when compiled afresh.
    assert second["signature"] == first["signature"]
    assert "setObjectName(name: str, /)" in str(second["signature"])
    assert first["restored"] and second["restored"]


def test_a_damaged_file_is_as_none_and_is_replaced(tmp_path: Path) -> None:
    cache = tmp_path / "boinc-gui"
    cache.mkdir()
    cache_file(cache).write_bytes(b"\x00not marshal at all")
    assert _start(cache)["compiled"]
    assert _start(cache)["compiled"] == []


def test_code_kept_for_other_source_is_not_used(tmp_path: Path) -> None:
    cache = tmp_path / "boinc-gui"
    cache.mkdir()
    stale = compile("raise RuntimeError('kept for another PySide6')", "shibokensupport/signature/parser.py", "exec")
    cache_file(cache).write_bytes(marshal.dumps({"shibokensupport/signature/parser.py": (b"# older source", stale)}))
    seen = _start(cache)
    assert "shibokensupport/signature/parser.py" in seen["compiled"]  # type: ignore[operator]


def test_no_cache_or_one_that_cannot_be_written_leaves_the_start_as_it_was(tmp_path: Path) -> None:
    assert _start(None)["compiled"]
    blocked = tmp_path / "a-file"
    blocked.write_text("not a directory")
    seen = _start(blocked / "boinc-gui")
    assert seen["compiled"] and "setObjectName(name: str, /)" in str(seen["signature"])
