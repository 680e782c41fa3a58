"""Compiled ``@dataclass`` methods kept from one start of the app to the next (issue 36).

On Python 3.11, ``@dataclass`` writes the source of each method it adds (``__init__``,
``__repr__``, ``__eq__``, ``__hash__``, a frozen class's ``__setattr__``/``__delattr__``...)
and compiles it with ``exec``, one compilation per method, at every start: the window's step two
defines some 270 dataclasses, 1,400 methods, and their compilation was a quarter of its CPU
time (about 100 ms here). Python writes bytecode for modules (``__pycache__``), not for these.

``install`` puts a copy of 3.11's ``dataclasses._create_fn`` in its place that is the same
function except that it looks the method's source text up in a table of code objects before
compiling it: the code it runs, and so the method it returns, is the one ``compile`` makes from
that text (same text, same file name ``<string>``), only not compiled again. ``save`` writes
the table with ``marshal``, as ``.pyc`` files are written, when methods were compiled; a
changed class simply has new text, compiled and kept at the next save, and the entries no
run uses any more are dropped at an exit (``prune``).

Where the table lives, like bytecode: beside the app's own bytecode (``boinc_gui/__pycache__``,
a bundle's ``_internal/__pycache__``) where that can be written (a source checkout, a bundle
unpacked by its user), otherwise in the user's cache directory (an installed package); the
file name carries the interpreter's cache tag (marshal's format is the interpreter's). Only on
CPython 3.11, and only when ``_create_fn`` has the signature read here; anywhere else
``install`` does nothing (later Pythons build these methods differently).

For the app's process only (boinc_gui/app.py, at the start of step two); tests call it in
child processes.
"""
from __future__ import annotations

import dataclasses
import marshal
import os
import sys
from pathlib import Path
from types import CodeType
from typing import Any

_table: dict[str, CodeType] = {}
_used: set[str] = set()
_compiled = 0  # methods compiled since install (the table did not have them)
_path: Path | None = None
_original: Any = None
MAX_FILE_BYTES = 32 * 2**20  # a table far larger than any this app makes is not read


def fits() -> bool:
    """Whether this interpreter's ``dataclasses._create_fn`` is the one this module copies."""
    fn = getattr(dataclasses, "_create_fn", None)
    code = getattr(fn, "__code__", None)
    return (sys.implementation.name == "cpython" and sys.version_info[:2] == (3, 11) and code is not None
            and code.co_varnames[:3] == ("name", "args", "body") and code.co_argcount == 3
            and code.co_kwonlyargcount == 3 and code.co_varnames[3:6] == ("globals", "locals", "return_type"))


def _create_fn(name: str, args: list[str], body: list[str], *, globals: dict[str, Any] | None = None,  # noqa: A002 - the names dataclasses calls it with
               locals: dict[str, Any] | None = None, return_type: Any = dataclasses.MISSING) -> Any:  # noqa: A002 - likewise
    """Python 3.11's ``dataclasses._create_fn``, line for line, with the table before ``compile``."""
    global _compiled
    if locals is None:
        locals = {}  # noqa: A001 - as in dataclasses.py
    return_annotation = ""
    if return_type is not dataclasses.MISSING:
        locals["_return_type"] = return_type
        return_annotation = "->_return_type"
    text_args = ",".join(args)
    text_body = "\n".join(f"  {b}" for b in body)
    txt = f" def {name}({text_args}){return_annotation}:\n{text_body}"
    local_vars = ", ".join(locals.keys())
    txt = f"def __create_fn__({local_vars}):\n{txt}\n return {name}"
    code = _table.get(txt)
    if code is None:
        code = compile(txt, "<string>", "exec")  # what exec(txt, ...) compiles
        _table[txt] = code
        _compiled += 1
    _used.add(txt)
    ns: dict[str, Any] = {}
    exec(code, globals, ns)  # the code dataclasses itself would exec
    return ns["__create_fn__"](**locals)


def _cache_tag() -> str:
    return sys.implementation.cache_tag or "unknown"


def default_places() -> list[Path]:
    """Where the table may live, in order: beside the app's bytecode, then the user's cache."""
    bundle = getattr(sys, "_MEIPASS", None)  # a PyInstaller bundle: its modules are in an archive there
    here = (Path(bundle) if bundle else Path(__file__).resolve().parents[1]) / "__pycache__"
    cache_home = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    name = f"dataclass_code.{_cache_tag()}.marshal"
    return [here / name, cache_home / "boinc-gui" / name]


def _writable(path: Path) -> bool:
    folder = path.parent
    return os.access(folder, os.W_OK) if folder.exists() else os.access(folder.parent, os.W_OK)


def install(places: list[Path] | None = None) -> bool:
    """Read the table from the first place that has one and take ``_create_fn``'s place (once).
    Returns whether the table is in use (False on another interpreter)."""
    global _original, _path
    if _original is not None:
        return True
    if not fits():
        return False
    places = default_places() if places is None else places
    for place in places:
        try:
            if place.stat().st_size > MAX_FILE_BYTES:
                continue
            table = marshal.loads(place.read_bytes())
        except (OSError, ValueError, EOFError, TypeError):
            continue  # none there, or unreadable (another interpreter's, cut short): compiled anew
        if isinstance(table, dict):
            _table.update((k, v) for k, v in table.items() if isinstance(k, str) and isinstance(v, CodeType))
            _path = place
            break
    if _path is None or not _writable(_path):
        _path = next((p for p in places if _writable(p)), None)
    _original = dataclasses._create_fn  # type: ignore[attr-defined]
    dataclasses._create_fn = _create_fn  # type: ignore[attr-defined]
    return True


def compiled() -> int:
    """How many methods were compiled since ``install`` (those the table did not hold)."""
    return _compiled


def save(prune: bool = False) -> bool:
    """Write the table if this run compiled methods it lacked; whether it was written.

    ``prune`` (at exit): keep only the entries this run used, and write also when more than
    half of them went unused (classes changed or gone since they were kept: a checkout)."""
    global _compiled
    if _original is None or _path is None:
        return False
    used = set(_used)  # a copy: another thread may define a class meanwhile
    stale = len(_table) - len(used)
    if _compiled == 0 and not (prune and stale > len(used)):
        return False
    keep = {k: _table[k] for k in (used if prune else list(_table))}
    try:
        _path.parent.mkdir(parents=True, exist_ok=True)
        part = _path.with_name(f"{_path.name}.{os.getpid()}.tmp")
        part.write_bytes(marshal.dumps(keep))
        os.replace(part, _path)  # whole or not at all, as a start reading it now expects
    except OSError:
        return False
    _compiled = 0
    for k in [k for k in list(_table) if k not in keep]:  # list(): another thread may define a class
        del _table[k]
    return True


def uninstall() -> None:
    """Give ``dataclasses`` its own ``_create_fn`` back (the table stays as it is)."""
    global _original
    if _original is not None:
        dataclasses._create_fn = _original  # type: ignore[attr-defined]
        _original = None
