"""Code that every start compiles from the same text, compiled once and kept across starts.

Two kinds of source are compiled at each start without any ``__pycache__`` to hold the result:

* PySide6 6.12 carries the Python half of its signature support (shibokensupport: the
  signature parser, the type mapping, the enum and ``.pyi`` helpers, 14 modules, 130 kB of
  source) inside libshiboken, and its importer compiles that source with ``compile()`` at
  each import of PySide6. Measured here, importing ``PySide6.QtCore`` took 104 ms so and
  76 ms with the code kept.
* ``dataclasses`` writes each class's ``__init__``, ``__repr__``, ``__eq__`` ... as text and
  ``exec``s it: some 90 times before the window is complete, 7-10 ms, and hundreds more as
  the engine's modules load.
* ``re`` parses each pattern and writes its matching program in Python, once per process:
  PySide6's support modules compile 50-odd patterns as they load, the tables' word parsers
  30 more, some 20 ms before the window is complete. On Python 3.11 (whose ``re`` internals
  this follows) the program, flags and group names are kept, and the pattern object is made
  from them as ``re`` itself makes it.

``CodeCache`` keeps what was compiled in one file in the user's cache directory, as Python
keeps a module's bytecode: an entry serves only the very same text under the very same Python
(the file is named by its version); anything else is compiled as before and kept at the next
``save``. Only entries used by this run are written back, so the file follows the installed
PySide6 and the app's own classes instead of growing. A missing, unreadable or damaged file is
as none; one that cannot be written leaves every start as it was without one. The cache lives
for the start only: ``close`` saves it and gives ``dataclasses`` and ``re`` back as they were.
"""
from __future__ import annotations

import builtins
import marshal
import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from types import CodeType
from typing import Any

# The names PySide's embedded importer gives the modules it compiles.
_PYSIDE_NAMES = ("shibokensupport/", "signature_bootstrap.py")
_DATACLASS = "<string>"  # exec's name for code compiled from a string, as dataclasses' is


def cache_file(cache_dir: Path) -> Path:
    return cache_dir / f"code-{sys.implementation.cache_tag}-{sys.hexversion:x}.marshal"


def _as_bytes(source: object) -> bytes | None:
    if isinstance(source, bytes):
        return source
    if isinstance(source, str):
        return source.encode("utf-8")
    return None


class CodeCache:
    """Compiled code by (file name, source), loaded from and saved to one file.

    The file maps each (file name, source) to its code, marshalled on its own: loading it reads
    the texts and copies the bytes (some 1.5 ms for 1,300 pieces here), and a piece is
    unmarshalled when asked for (14 us, against 130 us to compile it).
    """

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._kept: dict[tuple[str, bytes], object] = self._read() if path is not None else {}
        self._used: dict[tuple[str, bytes], Any] = {}  # marshalled as read, or as made this run
        self._added = False
        self._lock = threading.Lock()  # dataclasses are made on the engine's thread too
        self._undo: list[Callable[[], None]] = []  # what close() puts back
        self._pyside_done: Callable[[], None] = lambda: None

    def _read(self) -> dict[tuple[str, bytes], object]:
        assert self.path is not None
        try:
            loaded = marshal.loads(self.path.read_bytes())
        except (OSError, ValueError, EOFError, TypeError):
            return {}
        return loaded if isinstance(loaded, dict) else {}  # each piece is checked when used

    def _unmarshal(self, key: tuple[str, bytes]) -> object:
        kept = self._kept.get(key)
        if not isinstance(kept, bytes):
            return None
        try:
            value = marshal.loads(kept)
        except (ValueError, EOFError, TypeError):
            return None
        self._used[key] = kept
        return value

    def _keep(self, key: tuple[str, bytes], value: Any) -> None:
        with self._lock:
            self._used[key] = value
            self._added = True

    def compiled(self, text: bytes, filename: str, compile_: Callable[..., Any]) -> CodeType:
        """The code for ``text``, kept or compiled now with ``compile_`` (the real ``compile``)."""
        key = (filename, text)
        code = self._unmarshal(key)
        if isinstance(code, CodeType):
            return code
        fresh: CodeType = compile_(text, filename, "exec")
        self._keep(key, fresh)
        return fresh

    def regex_program(self, pattern: str | bytes, flags: int) -> tuple[int, list[int], int, dict[str, int],
                                                                       tuple[str | None, ...]] | None:
        """What ``_sre.compile`` is given for ``pattern`` besides the pattern itself, if kept."""
        kept = self._unmarshal(_regex_key(pattern, flags))
        if (isinstance(kept, tuple) and len(kept) == 5 and isinstance(kept[0], int) and isinstance(kept[1], list)
                and isinstance(kept[2], int) and isinstance(kept[3], dict) and isinstance(kept[4], tuple)):
            return kept
        return None

    @property
    def entries(self) -> int:
        """How many pieces of code this run has used (kept or compiled)."""
        return len(self._used)

    def save(self) -> None:
        """Write what this run used, if anything was compiled afresh (then it is as if it had not been)."""
        with self._lock:
            if self.path is None or not self._added:
                return
            used = dict(self._used)
            self._added = False
        try:
            out = {k: v if isinstance(v, bytes) else marshal.dumps(v) for k, v in used.items()}
            self.path.parent.mkdir(parents=True, exist_ok=True)
            part = self.path.with_name(f"{self.path.name}.{os.getpid()}.part")
            part.write_bytes(marshal.dumps(out))
            os.replace(part, self.path)  # a second start reading meanwhile sees the old file or the new one
        except (OSError, ValueError):
            pass

    def catch_pyside(self) -> None:
        """Until ``pyside_loaded``: PySide6's support modules are compiled through this cache.
        Called before the first import of PySide6 (by ``begin``)."""
        original: Callable[..., Any] = builtins.compile

        def compile_once(source: Any, filename: Any, mode: str, *args: Any, **kwargs: Any) -> Any:
            text = _as_bytes(source)
            if (args or kwargs or mode != "exec" or text is None or not isinstance(filename, str)
                    or not filename.startswith(_PYSIDE_NAMES)):
                return original(source, filename, mode, *args, **kwargs)
            return self.compiled(text, filename, original)

        builtins.compile = compile_once

        def restore() -> None:
            if builtins.compile is compile_once:
                builtins.compile = original

        self._pyside_done = restore
        self._undo.append(restore)

    def pyside_loaded(self) -> None:
        """PySide6 is imported: ``compile`` is Python's own again."""
        self._pyside_done()

    def serve_dataclasses(self) -> None:
        """From now on, the methods ``dataclasses`` writes are compiled through this cache. Its
        one ``exec`` of generated text is given one that takes kept code for the same text."""
        import dataclasses as target

        real_exec = builtins.exec

        def exec_once(source: Any, globals_: Any = None, locals_: Any = None) -> None:
            text = _as_bytes(source) if isinstance(source, str) else None
            code = self.compiled(text, _DATACLASS, builtins.compile) if text is not None else source
            real_exec(code, globals_, locals_)

        target.exec = exec_once  # type: ignore[attr-defined]  # found before the builtin in its globals
        self._undo.append(lambda: vars(target).pop("exec", None))

    def serve_regexes(self) -> bool:
        """From now on, patterns ``re`` has not met in this process are made from kept programs
        (Python 3.11 only: False elsewhere, and ``re`` is left as it is)."""
        if sys.version_info[:2] != (3, 11):
            return False
        import _sre  # type: ignore[import-not-found]  # re's engine, without a stub
        import re

        compiler = re._compiler  # type: ignore[attr-defined]  # re's own modules, not in its stub
        parser = re._parser  # type: ignore[attr-defined]  # likewise
        original = compiler.compile

        def compile_once(p: Any, flags: int = 0) -> Any:
            if not isinstance(p, (str, bytes)) or flags & re.DEBUG:
                return original(p, flags)
            kept = self.regex_program(p, flags)
            if kept is None:
                # As re._compiler.compile does it, keeping what it hands to _sre.
                parsed = parser.parse(p, flags)
                code = [int(op) for op in compiler._code(parsed, flags)]  # plain ints: opcodes are an int subclass
                groupindex = dict(parsed.state.groupdict)
                indexgroup: list[str | None] = [None] * parsed.state.groups
                for name, i in groupindex.items():
                    indexgroup[i] = name
                kept = (flags | parsed.state.flags, code, parsed.state.groups - 1, groupindex, tuple(indexgroup))
                self._keep(_regex_key(p, flags), kept)
                return _sre.compile(p, *kept)
            try:
                return _sre.compile(p, *kept)
            except (RuntimeError, TypeError, ValueError, OverflowError):  # a damaged program: _sre checks it
                return original(p, flags)

        compiler.compile = compile_once
        self._undo.append(lambda: setattr(compiler, "compile", original))
        return True

    def close(self) -> None:
        """Once the start is over: save, give ``dataclasses`` and ``re`` back their own ways and
        let the kept code go (a few MB); what is compiled from now on is not kept."""
        self.save()
        for undo in reversed(self._undo):
            undo()
        self._undo.clear()
        with self._lock:
            self._kept, self._used, self._added = {}, {}, False
            self.path = None  # nothing more to save


def _regex_key(pattern: str | bytes, flags: int) -> tuple[str, bytes]:
    if isinstance(pattern, str):
        return f"re:str:{flags}", pattern.encode("utf-8", "surrogatepass")
    return f"re:bytes:{flags}", pattern


_begun: CodeCache | None = None


def user_cache_dir() -> Path | None:
    """The user's cache directory for the app (appdirs: XDG_CACHE_HOME on Linux), None without appdirs."""
    try:
        import appdirs
    except ImportError:
        return None
    return Path(appdirs.user_cache_dir("boinc-gui"))


def begin(cache_dir: Path | None) -> CodeCache:
    """The process's cache, begun once: serving dataclasses, re and, until ``pyside_loaded``,
    PySide6's first import. The app's ``main`` begins it; the bundle's runtime hook
    (installers/common/rthook_code_cache.py) earlier, before PyInstaller's own PySide6 hook
    imports PySide6; ``main`` then finds it begun."""
    global _begun
    if _begun is None:
        _begun = CodeCache(cache_file(cache_dir) if cache_dir is not None else None)
        _begun.serve_dataclasses()
        _begun.serve_regexes()
        _begun.catch_pyside()
    return _begun
