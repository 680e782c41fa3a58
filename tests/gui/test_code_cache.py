"""Code every start compiles from the same text, kept across starts (boinc_gui/runtime/code_cache.py).

Each start here is a fresh interpreter that imports PySide6 for the first time and makes a
dataclass, as the app does: one that counts what reaches ``compile()`` (PySide's embedded
modules and the methods ``dataclasses`` writes), then uses that code: PySide's signature
support writes a real error message, the dataclass's methods behave as a dataclass's must.
"""
from __future__ import annotations

import json
import marshal
import subprocess
import sys
from pathlib import Path

import pytest

from boinc_gui.runtime.code_cache import cache_file
from tests.gui.conftest import ROOT

pytestmark = pytest.mark.timeout(120)

_CHILD = r"""
import builtins, json, sys, threading
from pathlib import Path
compiled = []
real = builtins.compile
def counting(source, filename, mode, *args, **kwargs):
    if mode == "exec" and isinstance(filename, str) and filename.startswith(
            ("shibokensupport/", "signature_bootstrap.py", "<string>")):  # typing's ForwardRefs compile "eval"s
        compiled.append(filename)
    return real(source, filename, mode, *args, **kwargs)
builtins.compile = counting
from boinc_gui.runtime.code_cache import CodeCache, cache_file
codes = CodeCache(cache_file(Path(sys.argv[1])) if sys.argv[1] else None)
codes.serve_dataclasses()
with codes.for_pyside():
    from PySide6.QtCore import QObject
restored = builtins.compile is counting
try:
    QObject().setObjectName(5)  # PySide's signature support writes the error: the code compiled or kept
except TypeError as exc:
    said = str(exc)
import dataclasses

@dataclasses.dataclass(frozen=True, order=True)
class Point:
    x: int
    y: int = 2

p = Point(1)
behaves = [repr(p), p == Point(1, 2), p < Point(2), hash(p) == hash(Point(1, 2)), p.y]
try:
    p.x = 5
except dataclasses.FrozenInstanceError:
    behaves.append("frozen")

def another(i):  # the engine's thread makes dataclasses while the window's does
    dataclasses.make_dataclass(f"Row{i}", [("a", int), ("b", str, dataclasses.field(default="z"))])(1)

threads = [threading.Thread(target=another, args=(i,)) for i in range(4)]
for t in threads: t.start()
for t in threads: t.join()
codes.save()
print(json.dumps({"compiled": compiled, "restored": restored, "signature": said, "behaves": behaves,
                  "entries": codes.entries}))
"""


def _start(cache_dir: Path | None) -> dict[str, object]:
    done = subprocess.run([sys.executable, "-c", _CHILD, str(cache_dir or "")], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stderr == "", done.stderr[-3000:]
    seen: dict[str, object] = json.loads(done.stdout)
    return seen


def _names(seen: dict[str, object]) -> list[str]:
    compiled = seen["compiled"]
    assert isinstance(compiled, list)
    return compiled


BEHAVES = ["Point(x=1, y=2)", True, True, True, 2, "frozen"]


@pytest.fixture(scope="module")
def first_and_second(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, object], dict[str, object]]:
    cache = tmp_path_factory.mktemp("cache") / "boinc-gui"
    first = _start(cache)
    kept = cache_file(cache).stat().st_mtime_ns
    second = _start(cache)
    assert cache_file(cache).stat().st_mtime_ns == kept  # nothing new: not written again
    return cache, first, second


def test_the_first_start_compiles_and_keeps_the_next_compiles_nothing(
        first_and_second: tuple[Path, dict[str, object], dict[str, object]]) -> None:
    cache, first, second = first_and_second
    compiled = _names(first)
    assert "shibokensupport/signature/parser.py" in compiled and len(set(compiled) - {"<string>"}) >= 10
    assert compiled.count("<string>") >= 10  # the dataclasses' methods (PySide's own dataclasses too)
    kept = marshal.loads(cache_file(cache).read_bytes())
    assert {name for name, _ in kept} == set(compiled)
    assert _names(second) == []
    assert second["entries"] == first["entries"] == len(kept)
    # The kept code is the same code: PySide's signature support and the dataclass behave as compiled afresh.
    assert second["signature"] == first["signature"]
    assert "setObjectName(name: str, /)" in str(second["signature"])
    assert first["behaves"] == second["behaves"] == BEHAVES
    assert first["restored"] and second["restored"]


def test_a_damaged_file_is_as_none_and_is_replaced(tmp_path: Path) -> None:
    cache = tmp_path / "boinc-gui"
    cache.mkdir()
    cache_file(cache).write_bytes(b"\x00not marshal at all")
    assert _names(_start(cache))
    assert _names(_start(cache)) == []


def test_damaged_pieces_and_code_kept_for_other_source_are_not_used(tmp_path: Path) -> None:
    cache = tmp_path / "boinc-gui"
    cache.mkdir()
    first = _start(cache)
    kept = marshal.loads(cache_file(cache).read_bytes())
    stale = marshal.dumps(compile("raise RuntimeError('kept for another text')", "<string>", "exec"))
    for (name, text) in list(kept):
        if name == "shibokensupport/signature/parser.py":
            kept[(name, text)] = b"\x00 not code"  # a damaged piece
            kept[(name, b"# older source")] = stale
        elif name == "<string>":
            kept[(name, text + b"\n")] = stale  # another text than any asked for
    cache_file(cache).write_bytes(marshal.dumps(kept))
    seen = _start(cache)
    assert _names(seen) == ["shibokensupport/signature/parser.py"]
    assert seen["signature"] == first["signature"] and seen["behaves"] == BEHAVES


def test_no_cache_or_one_that_cannot_be_written_leaves_the_start_as_it_was(tmp_path: Path) -> None:
    seen = _start(None)
    assert _names(seen) and seen["behaves"] == BEHAVES
    blocked = tmp_path / "a-file"
    blocked.write_text("not a directory")
    seen = _start(blocked / "boinc-gui")
    assert _names(seen) and "setObjectName(name: str, /)" in str(seen["signature"]) and seen["behaves"] == BEHAVES
