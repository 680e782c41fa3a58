"""PySide6's enums as ``enum`` builds them, built faster (boinc_gui/runtime/enum_builder.py).

The comparison runs in a fresh interpreter with PySide6's lazy class loading off, so that
importing the Qt modules the app uses makes every one of their enums: each call PySide makes
to ``enum``'s functional API is recorded, then made again by ``enum`` and by the builder, and
the two classes and their members are compared attribute by attribute and in use.
"""
from __future__ import annotations

import enum
import json
import os
import pickle
import subprocess
import sys

import pytest

from boinc_gui.runtime import enum_builder
from tests.gui.conftest import ROOT
from tests.gui.enum_description import describe

pytestmark = [
    pytest.mark.timeout(180),
    pytest.mark.skipif(sys.version_info[:2] != (3, 11), reason="the builder serves Python 3.11's enum only"),
]

_CHILD = r'''
import enum
from tests.gui.enum_description import describe

import json, sys
from boinc_gui.runtime import enum_builder

calls = []
stdlib_create = enum.EnumType._create_

def recording(base, class_name, names, **kw):
    made = stdlib_create(base, class_name, names, **kw)
    calls.append((base, class_name, list(names), dict(kw, module=made.__module__)))
    return made

enum.EnumType._create_ = recording
import PySide6.QtCore, PySide6.QtGui, PySide6.QtWidgets, PySide6.QtNetwork, PySide6.QtCharts
enum.EnumType._create_ = stdlib_create
enum_builder.install()
served = differing = 0
examples = []
for base, class_name, names, kw in calls:
    by_enum = stdlib_create(base, class_name, names, **kw)
    served += enum_builder._served_pairs(base, names) is not None
    built = enum.EnumType._create_(base, class_name, names, **kw)
    try:
        enum._test_simple_enum(by_enum, built)
        same = describe(by_enum) == describe(built)
    except TypeError as exc:
        same = False
    if not same:
        differing += 1
        examples.append(class_name)
print(json.dumps({"calls": len(calls), "served": served, "differing": differing, "examples": examples[:10],
                  "bases": sorted({base.__name__ for base, *_ in calls})}))
'''


def test_every_enum_of_the_apps_qt_modules_is_built_as_enum_builds_it() -> None:
    env = dict(os.environ, PYSIDE6_OPTION_LAZY="0", PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    run = subprocess.run([sys.executable, "-c", _CHILD], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=150, check=False)
    assert run.returncode == 0, run.stderr[-3000:]
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert seen["calls"] > 700, seen  # every enum of the five modules, not a lazily loaded few
    assert seen["bases"] == ["Enum", "Flag", "IntEnum", "IntFlag"]
    assert seen["served"] == seen["calls"], seen  # all of PySide's calls take the builder's way
    assert seen["differing"] == 0, seen


def _both(base: type, *args: object, **kwargs: object) -> tuple[type, type]:
    enum_builder.restore()
    by_enum = base(*args, **kwargs)  # type: ignore[call-arg]
    assert enum_builder.install()
    try:
        built = base(*args, **kwargs)  # type: ignore[call-arg]
    finally:
        enum_builder.restore()
    return by_enum, built


@pytest.mark.parametrize("base, pairs", [
    (enum.Enum, [("RED", 1), ("GREEN", 2), ("CRIMSON", 1)]),
    (enum.IntEnum, [("LOW", -1), ("HIGH", 10), ("ALSO_HIGH", 10)]),
    (enum.Flag, [("NONE", 0), ("A", 1), ("B", 2), ("AB", 3), ("HIGH", 1 << 33), ("C", 4)]),
    (enum.IntFlag, [("X", 8), ("Y", 1), ("ALL", -1), ("Z", 2)]),  # defined out of order, with a negative mask
])
def test_a_call_made_here_builds_the_same_enum(base: type, pairs: list[tuple[str, int]]) -> None:
    by_enum, built = _both(base, "Sample", pairs, boundary=enum.KEEP if issubclass(base, enum.Flag) else None)
    assert built.__module__ == __name__ == by_enum.__module__  # the caller's module, found as enum finds it
    enum._test_simple_enum(by_enum, built)  # type: ignore[attr-defined]
    assert describe(built) == describe(by_enum)


@pytest.mark.parametrize("names", [
    "RED GREEN",  # names as a string
    [("RED", enum.auto()), ("GREEN", enum.auto())],
    [("PAIR", (1, 2))],  # a tuple value
    [("_private", 1), ("PUBLIC", 2)],
    [("name", 1)],  # shadows Enum.name: enum redirects it
    [("mro", 1)],  # refused by enum
    [("TWICE", 1), ("TWICE", 2)],  # refused by enum
    [("TRUE", True)],  # a bool is not PySide's int
])
def test_other_calls_are_enums_own(names: object) -> None:
    assert enum_builder._served_pairs(enum.Enum, names) is None
    outcomes = []
    for installed in (False, True):
        if installed:
            enum_builder.install()
        try:
            made = enum.Enum("Other", names)  # type: ignore[call-overload]
            outcomes.append(json.dumps(describe(made), default=repr))
        except (TypeError, ValueError) as exc:
            outcomes.append(f"{type(exc).__name__}: {exc}")
        finally:
            enum_builder.restore()
    assert outcomes[0] == outcomes[1]


Pickled = enum.IntFlag  # replaced below by a built enum this module names, so that pickle finds it
assert enum_builder.install()
try:
    Pickled = enum.IntFlag("Pickled", [("ONE", 1), ("TWO", 2)], boundary=enum.KEEP)  # type: ignore[misc]
finally:
    enum_builder.restore()


def test_a_built_enum_pickles_and_combines() -> None:
    assert Pickled.__module__ == __name__
    both = Pickled.ONE | Pickled.TWO  # type: ignore[attr-defined]
    for member in (Pickled.ONE, both, Pickled(8)):  # type: ignore[attr-defined]
        assert pickle.loads(pickle.dumps(member)) == member
    assert pickle.loads(pickle.dumps(Pickled.ONE)) is Pickled.ONE  # type: ignore[attr-defined]
    assert list(Pickled) == [Pickled.ONE, Pickled.TWO]  # type: ignore[attr-defined]
    assert int(both) == 3 and Pickled(3) == both


def test_restore_gives_enum_its_own_back() -> None:
    stdlib = enum.EnumType._create_  # type: ignore[attr-defined]
    assert enum_builder.install() and enum_builder.installed()
    assert enum.EnumType._create_ is not stdlib  # type: ignore[attr-defined]
    enum_builder.restore()
    enum_builder.restore()  # twice is harmless
    assert not enum_builder.installed()
    assert enum.EnumType._create_ is stdlib  # type: ignore[attr-defined]
