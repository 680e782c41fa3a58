"""Code that every start compiles from the same text, compiled once and kept across starts.

Three kinds of text are compiled at each start without any ``__pycache__`` to hold the result:

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
import mmap
import os
import sys
import threading
import zlib
from collections.abc import Callable
from pathlib import Path
from types import CodeType
from typing import Any

# The names PySide's embedded importer gives the modules it compiles.
_PYSIDE_NAMES = ("shibokensupport/", "signature_bootstrap.py")
_DATACLASS = "<string>"  # exec's name for code compiled from a string, as dataclasses' is


def cache_file(cache_dir: Path) -> Path:
    return cache_dir / f"code-{sys.implementation.cache_tag}-{sys.hexversion:x}.cache"


def _as_bytes(source: object) -> bytes | None:
    if isinstance(source, bytes):
        return source
    if isinstance(source, str):
        return source.encode("utf-8")
    return None


# The file: MAGIC, the index's length (8 bytes, little-endian), the index (marshalled: for each
# piece, a number made from its key's CRC-32 and length -> where its key and its value lie in
# the blob), then the blob: each piece's key (file name, NUL, text) and its marshalled value.
MAGIC = b"BGCODE01"
_HEAD = len(MAGIC) + 8
Where = tuple[int, int, int, int]  # the key's offset and length, the value's offset and length


def _number(key: bytes) -> int:
    return zlib.crc32(key) | (len(key) << 32)


def _key(filename: str, text: bytes) -> bytes:
    return filename.encode("utf-8", "surrogatepass") + b"\0" + text


def key_name(key: bytes) -> str:
    """The file name a piece was compiled under (``re:...`` for a pattern's program)."""
    return key.split(b"\0", 1)[0].decode("utf-8", "surrogatepass")


def write_entries(path: Path, entries: dict[bytes, bytes]) -> None:
    """Write ``entries`` (key -> marshalled value) as a cache file; OSError if it cannot."""
    index: dict[int, Where] = {}
    blob = bytearray()
    for key, value in entries.items():
        index[_number(key)] = (len(blob), len(key), len(blob) + len(key), len(value))
        blob += key
        blob += value
    head = marshal.dumps(index)
    path.parent.mkdir(parents=True, exist_ok=True)
    part = path.with_name(f"{path.name}.{os.getpid()}.part")
    part.write_bytes(MAGIC + len(head).to_bytes(8, "little") + head + blob)
    os.replace(part, path)  # a start reading meanwhile sees the old file or the new one


def read_entries(path: Path) -> dict[bytes, bytes]:
    """A cache file's pieces, key -> marshalled value (for tests and a look by hand)."""
    cache = CodeCache(path)
    try:
        return {key: value for key, value in (cache.piece(w) for w in cache.index.values()) if key}
    finally:
        cache.unmap()


class CodeCache:
    """Compiled code by (file name, source), read from and saved to one file.

    The file is mapped, not read: a piece is found by its key's number in the index, checked
    against its key and unmarshalled when asked for (about 14 us, against 130 us to compile a
    dataclass's method). What the start does not use is never read, and unmapping the file when
    the start is over gives back what it did read.
    """

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._map: mmap.mmap | None = None
        self._base = 0
        self.index: dict[int, Where] = {}
        if path is not None:
            self._open(path)
        self._used: dict[int, Where] = {}  # the pieces this run took from the file, by number
        self._made: dict[bytes, Any] = {}  # and those it made, by key: when any, the file is rewritten
        self._lock = threading.Lock()  # dataclasses are made on the engine's thread too
        self._undo: list[Callable[[], None]] = []  # what close() puts back
        self._pyside_done: Callable[[], None] = lambda: None

    def _open(self, path: Path) -> None:
        try:
            with open(path, "rb") as f:
                mapped = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
        except (OSError, ValueError):  # none yet, unreadable, or empty
            return
        try:
            if mapped[:len(MAGIC)] != MAGIC:
                raise ValueError("not a code cache")
            size = int.from_bytes(mapped[len(MAGIC):_HEAD], "little")
            index = marshal.loads(mapped[_HEAD:_HEAD + size])
            if not isinstance(index, dict):
                raise ValueError("no index")
        except (ValueError, EOFError, TypeError):
            mapped.close()
            return
        self._map, self._base, self.index = mapped, _HEAD + size, index

    def piece(self, where: object) -> tuple[bytes, bytes]:
        """The key and the marshalled value at ``where``; empty ones where it is no place in the file."""
        try:
            assert self._map is not None and isinstance(where, tuple)
            key_at, key_len, value_at, value_len = where
            start = self._base
            return (self._map[start + key_at:start + key_at + key_len],
                    self._map[start + value_at:start + value_at + value_len])
        except (AssertionError, TypeError, ValueError, IndexError):
            return b"", b""

    def unmap(self) -> None:
        if self._map is not None:
            self._map.close()
        self._map, self.index = None, {}

    def _unmarshal(self, key: bytes) -> object:
        number = _number(key)
        where = self.index.get(number)
        if where is None:
            return None
        kept, value = self.piece(where)
        if kept != key:
            return None  # another text with the same number, or a damaged index
        try:
            loaded = marshal.loads(value)
        except (ValueError, EOFError, TypeError):
            return None
        self._used[number] = where
        return loaded

    def _keep(self, key: bytes, value: Any) -> None:
        with self._lock:
            self._made[key] = value

    def compiled(self, text: bytes, filename: str, compile_: Callable[..., Any]) -> CodeType:
        """The code for ``text``, kept or compiled now with ``compile_`` (the real ``compile``)."""
        key = _key(filename, text)
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
        return len(self._used) + len(self._made)

    def save(self) -> None:
        """Write what this run used, if anything was compiled afresh (then it is as if it had not
        been), and let the file go: nothing is read from it after."""
        with self._lock:
            path, self.path = self.path, None  # saved once: nothing more is kept after
            used, made = (dict(self._used), dict(self._made)) if path is not None and self._made else ({}, {})
        entries = dict(self.piece(where) for where in used.values())
        try:
            entries.update((key, marshal.dumps(value)) for key, value in made.items())
        except ValueError:  # unmarshallable: nothing is written
            made = {}
        self.unmap()  # before the file is replaced (Windows maps a file exclusively)
        if made and path is not None:
            entries.pop(b"", None)  # a piece the file no longer had
            try:
                write_entries(path, entries)
            except OSError:
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
            text = _as_bytes(source)
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
            if kept is not None:
                try:
                    return _sre.compile(p, *kept)
                except (RuntimeError, TypeError, ValueError, OverflowError):  # damaged (_sre checks): made anew
                    pass
            # As re._compiler.compile does it, keeping what it hands to _sre.
            parsed = parser.parse(p, flags)
            code = [int(op) for op in compiler._code(parsed, flags)]  # plain ints: opcodes are an int subclass
            groupindex = dict(parsed.state.groupdict)
            indexgroup: list[str | None] = [None] * parsed.state.groups
            for name, i in groupindex.items():
                indexgroup[i] = name
            made = (flags | parsed.state.flags, code, parsed.state.groups - 1, groupindex, tuple(indexgroup))
            self._keep(_regex_key(p, flags), made)
            return _sre.compile(p, *made)

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
            self._used, self._made = {}, {}


def _regex_key(pattern: str | bytes, flags: int) -> bytes:
    if isinstance(pattern, str):
        return _key(f"re:str:{flags}", pattern.encode("utf-8", "surrogatepass"))
    return _key(f"re:bytes:{flags}", pattern)


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
