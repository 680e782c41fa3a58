"""The table of compiled dataclass methods (boinc_gui/runtime/dataclass_code.py) gives every
class the methods ``dataclasses`` itself makes: the same code, the same behaviour.

Three child processes (this test process has its dataclasses defined long ago) define the
same classes, the project's snapshot, command, GUI RPC and cc_config types and one with every option:
without the table; with an empty table, written at the end; with that table, read back.
Each says the code of every method its classes got and how one class behaves.
"""
from __future__ import annotations

import json
import marshal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.gui.conftest import ROOT

pytestmark = [pytest.mark.timeout(120)]

_DRIVER = r"""
import dataclasses, inspect, json, sys
from pathlib import Path

mode, place = sys.argv[1], Path(sys.argv[2])
if mode != "plain":
    from boinc_gui.runtime import dataclass_code
    assert dataclass_code.install([place])

import core.api.commands, core.api.snapshot, core.guirpc.client_types, core.persist.cc_config
from dataclasses import InitVar, dataclass, field

@dataclass(frozen=True, order=True, slots=True)
class Version:
    major: int
    minor: int = 0
    tags: tuple[str, ...] = ()

@dataclass(kw_only=True)
class Job:
    name: str
    weight: InitVar[float] = 1.0
    parts: list[str] = field(default_factory=list)
    score: float = field(init=False, default=0.0)

    def __post_init__(self, weight):
        self.score = weight * 2

@dataclass(unsafe_hash=True, repr=False)
class Key:
    a: str
    b: int = field(compare=False, default=3)

def described(code):
    return [code.co_code.hex(), repr(code.co_consts), list(code.co_names), list(code.co_varnames),
            list(code.co_freevars), code.co_filename, code.co_qualname]

methods = {}
modules = [core.api.commands, core.api.snapshot, core.guirpc.client_types, core.persist.cc_config,
           sys.modules[__name__]]
for module in modules:
    for name, cls in sorted(vars(module).items()):
        if not (inspect.isclass(cls) and dataclasses.is_dataclass(cls) and cls.__module__ == module.__name__):
            continue
        for attr, fn in sorted(vars(cls).items()):
            code = getattr(fn, "__code__", None)
            if code is not None and code.co_filename == "<string>":
                methods[f"{module.__name__}.{name}.{attr}"] = described(code)

job = Job(name="x", weight=2.5, parts=["p"])
try:
    Version(1).major = 2
    frozen = "assigned"
except dataclasses.FrozenInstanceError:
    frozen = "refused"
behaviour = [
    repr(Version(1, 2, ("a",))),
    sorted([Version(2), Version(1, 5), Version(1)]) == [Version(1), Version(1, 5), Version(2)],
    hash(Version(1, 2)) == hash(Version(1, 2)), frozen, repr(job), job.score,
    job == Job(name="x", weight=2.5, parts=["p"]),
    Key("a", 1) == Key("a", 2), hash(Key("a", 1)) == hash(Key("a", 2)), repr(Key("a")).startswith("<"),
]
out = {"methods": methods, "behaviour": behaviour}
if mode != "plain":
    out["compiled"] = dataclass_code.compiled()
    out["saved"] = dataclass_code.save(prune=mode == "prune")
print(json.dumps(out))
"""


def _define(mode: str, place: Path) -> dict[str, object]:
    proc = subprocess.run([sys.executable, "-c", _DRIVER, mode, str(place)], cwd=ROOT, capture_output=True,
                          text=True, timeout=100)
    assert proc.returncode == 0, proc.stderr[-3000:]
    answer: dict[str, object] = json.loads(proc.stdout)
    return answer


def test_methods_from_the_table_are_the_ones_dataclasses_compiles(tmp_path: Path) -> None:
    place = tmp_path / "cache" / "dataclass_code.marshal"
    plain = _define("plain", place)
    first = _define("first", place)  # no table yet: compiles them all and writes them
    assert first["saved"] and place.exists()
    second = _define("second", place)
    methods = plain["methods"]
    assert isinstance(methods, dict) and len(methods) > 200  # the project's classes' methods, and the three above
    assert first["methods"] == methods and second["methods"] == methods
    assert second["behaviour"] == plain["behaviour"] == first["behaviour"]
    assert plain["behaviour"] == ["Version(major=1, minor=2, tags=('a',))", True, True, "refused",
                                  "Job(name='x', parts=['p'], score=5.0)", 5.0, True, True, True, True]
    assert isinstance(first["compiled"], int) and first["compiled"] >= len(methods)
    assert second["compiled"] == 0  # every method came from the table
    assert second["saved"] is False  # nothing new: the table is not written again


def test_a_damaged_table_is_left_aside_and_the_methods_are_compiled(tmp_path: Path) -> None:
    place = tmp_path / "dataclass_code.marshal"
    place.write_bytes(b"\x00not marshal data at all")
    plain = _define("plain", place)
    damaged = _define("first", place)
    assert damaged["methods"] == plain["methods"] and damaged["behaviour"] == plain["behaviour"]
    assert isinstance(damaged["compiled"], int) and damaged["compiled"] > 200
    assert damaged["saved"]  # and replaced by a good one
    assert _define("second", place)["compiled"] == 0


def test_at_exit_entries_no_class_uses_any_more_are_dropped(tmp_path: Path) -> None:
    """A checkout's classes change: the methods kept for their old text are dropped at an exit
    (save(prune=True)) once they outnumber those in use; until then the table only grows."""
    place = tmp_path / "dataclass_code.marshal"
    _define("first", place)
    kept = marshal.loads(place.read_bytes())
    gone = {f"def __create_fn__():\n def f{i}(self):\n  return {i}\n return f{i}": None for i in range(2 * len(kept))}
    table = {**kept, **{text: compile(text, "<string>", "exec") for text in gone}}
    place.write_bytes(marshal.dumps(table))
    assert _define("second", place)["saved"] is False  # nothing compiled: not written, stale or not
    assert len(marshal.loads(place.read_bytes())) == len(table)
    pruned = _define("prune", place)
    assert pruned["compiled"] == 0 and pruned["saved"]
    assert set(marshal.loads(place.read_bytes())) == set(kept)  # the stale ones gone, the used ones kept


def test_the_table_lives_beside_the_bytecode_or_in_a_bundle_or_in_the_users_cache(tmp_path: Path) -> None:
    """Where install() and save() find and write the table by default, in a checkout and in a
    PyInstaller bundle (sys._MEIPASS: its modules live in an archive, the table beside it)."""
    driver = (
        "import sys\n"
        "if sys.argv[1]: sys._MEIPASS = sys.argv[1]\n"
        "from boinc_gui.runtime import dataclass_code\n"
        "places = dataclass_code.default_places()\n"
        "print(places[0]); print(places[1])\n"
    )
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path / "home"), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    bundle = tmp_path / "bundle" / "_internal"
    bundle.mkdir(parents=True)
    for frozen, first in (("", ROOT / "boinc_gui" / "__pycache__"), (str(bundle), bundle / "__pycache__")):
        proc = subprocess.run([sys.executable, "-c", driver, frozen], cwd=ROOT, env=env, capture_output=True,
                              text=True, timeout=60)
        assert proc.returncode == 0, proc.stderr[-2000:]
        places = [Path(line) for line in proc.stdout.split()]
        assert places[0].parent == first and places[0].name.startswith("dataclass_code.cpython-311")
        assert places[1].parent == tmp_path / "cache" / "boinc-gui"
