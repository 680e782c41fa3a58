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

from boinc_gui.runtime.code_cache import cache_file, key_name, read_entries, write_entries
from tests.gui.conftest import ROOT

pytestmark = pytest.mark.timeout(120)

_CHILD = r"""
import builtins, json, sys, threading
from pathlib import Path
from tests.gui.compile_counter import counting, install
compiled = install()
import re
reference = re._compiler.compile  # re's own, to compare with
parsed = []
real_parse = re._parser.parse
def counting_parse(p, flags=0, *args):
    parsed.append(p)
    return real_parse(p, flags, *args)
re._parser.parse = counting_parse
from boinc_gui.runtime import code_cache
codes = code_cache.begin(Path(sys.argv[1]) if sys.argv[1] else None)
served_regexes = re._compiler.compile is not reference
from PySide6.QtCore import QObject
codes.pyside_loaded()
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

# Patterns as re makes them, kept or not: the same pattern objects, the same matches.
PATTERNS = [
    (r"^running: its time slice has (\d+) s left$", re.MULTILINE),
    (r"(?P<key>[a-z_]+)\s*=\s*(?P<value>.*?)(?:#.*)?$", re.MULTILINE),
    ("(?<=<)(\\w+)   # a tag's name\n  (?:\\s+\\w+=\"[^\"]*\")*", re.VERBOSE | re.IGNORECASE),
    ("ß|straße|\u00e9t\u00e9", re.IGNORECASE),
    (rb"\x00(?P<n>[\x01-\x7f]{2,})", 0),
    (r"\b(?:CPU|GPU)s?\b", re.ASCII),
]
TEXT = {str: "running: its time slice has 3600 s left\nname = x # c\n<Tag a=\"1\"> ÉTÉ STRASSE CPUs gpu",
        bytes: b"\x00abc\x00\x01"}
differ = []
made = []
fresh = 0
for pattern, flags in PATTERNS:
    re.purge()  # from the cache's path, not re's own per-process dictionary
    before = len(parsed)
    ours = re.compile(pattern, flags)
    fresh += len(parsed) - before  # parsed on its way through the cache: not kept
    theirs = reference(pattern, flags)
    text = TEXT[type(pattern)]
    one = (ours.pattern, ours.flags, ours.groups, dict(ours.groupindex),
           [m.span() + m.groups() for m in ours.finditer(text)])
    other = (theirs.pattern, theirs.flags, theirs.groups, dict(theirs.groupindex),
             [m.span() + m.groups() for m in theirs.finditer(text)])
    made.append(len(one[4]))
    if one != other:
        differ.append(repr(pattern))
try:
    re.compile("(unclosed", 0)
except re.error as exc:
    bad = str(exc)
entries = codes.entries
codes.close()  # saved, and dataclasses and re as they were
import dataclasses
closed = "exec" not in vars(dataclasses) and re._compiler.compile is reference and codes.entries == 0
print(json.dumps({"closed": closed, "compiled": compiled, "restored": restored, "signature": said, "behaves": behaves,
                  "entries": entries, "regexes": {"served": served_regexes, "differ": differ, "bad": bad,
                  "matches": made, "parsed": fresh}}))
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
    kept = read_entries(cache_file(cache))
    assert {key_name(key) for key in kept if not key.startswith(b"re:")} == set(compiled)
    assert _names(second) == []
    assert second["entries"] == first["entries"] == len(kept)
    # The kept code is the same code: PySide's signature support and the dataclass behave as compiled afresh.
    assert second["signature"] == first["signature"]
    assert "setObjectName(name: str, /)" in str(second["signature"])
    assert first["behaves"] == second["behaves"] == BEHAVES
    assert first["restored"] and second["restored"]
    assert first["closed"] and second["closed"]


def test_patterns_made_from_kept_programs_are_the_patterns_re_makes(
        first_and_second: tuple[Path, dict[str, object], dict[str, object]]) -> None:
    _, first, second = first_and_second
    made, kept = first["regexes"], second["regexes"]
    assert isinstance(made, dict) and isinstance(kept, dict)
    assert made["served"] and kept["served"]  # the project's Python is 3.11 (pyproject.toml)
    assert made["differ"] == [] and kept["differ"] == []
    assert all(n >= 1 for n in kept["matches"]) and made["matches"] == kept["matches"]
    assert made["parsed"] >= 6 and kept["parsed"] == 0  # parsed once, then made from the kept program
    assert made["bad"] == kept["bad"] == "missing ), unterminated subpattern at position 0"


def test_a_damaged_file_is_as_none_and_is_replaced(tmp_path: Path) -> None:
    cache = tmp_path / "boinc-gui"
    cache.mkdir()
    cache_file(cache).write_bytes(b"\x00not a cache at all")
    assert _names(_start(cache))
    assert _names(_start(cache)) == []


def test_damaged_pieces_and_code_kept_for_other_source_are_not_used(tmp_path: Path) -> None:
    cache = tmp_path / "boinc-gui"
    cache.mkdir()
    first = _start(cache)
    kept = read_entries(cache_file(cache))
    stale = marshal.dumps(compile("raise RuntimeError('kept for another text')", "<string>", "exec"))
    for key in list(kept):
        name = key_name(key)
        if name == "shibokensupport/signature/parser.py":
            kept[key] = b"\x00 not code"  # a damaged piece
            kept[name.encode() + b"\0# older source"] = stale
        elif name == "<string>":
            kept[key + b"\n"] = stale  # another text than any asked for
        elif name.startswith("re:"):
            kept[key] = marshal.dumps((0, [999999], 0, {}, (None,)))  # a program _sre refuses
    write_entries(cache_file(cache), kept)
    seen = _start(cache)
    assert _names(seen) == ["shibokensupport/signature/parser.py"]
    assert seen["signature"] == first["signature"] and seen["behaves"] == BEHAVES
    assert seen["regexes"]["differ"] == []  # type: ignore[index]
    # What was damaged was made anew and kept: the next start compiles and parses nothing.
    healed = _start(cache)
    assert _names(healed) == [] and healed["regexes"]["parsed"] == 0  # type: ignore[index]


def test_no_cache_or_one_that_cannot_be_written_leaves_the_start_as_it_was(tmp_path: Path) -> None:
    seen = _start(None)
    assert _names(seen) and seen["behaves"] == BEHAVES
    blocked = tmp_path / "a-file"
    blocked.write_text("not a directory")
    seen = _start(blocked / "boinc-gui")
    assert _names(seen) and "setObjectName(name: str, /)" in str(seen["signature"]) and seen["behaves"] == BEHAVES
