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

``CodeCache`` keeps what was compiled in one file in the user's cache directory, as Python
keeps a module's bytecode: an entry serves only the very same text under the very same Python
(the file is named by its version); anything else is compiled as before and kept at the next
``save``. Only entries used by this run are written back, so the file follows the installed
PySide6 and the app's own classes instead of growing. A missing, unreadable or damaged file is
as none; one that cannot be written leaves every start as it was without one.
"""
from __future__ import annotations

import builtins
import marshal
import os
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import CodeType, ModuleType
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
        self._used: dict[tuple[str, bytes], bytes | CodeType] = {}
        self._added = False
        self._lock = threading.Lock()  # dataclasses are made on the engine's thread too

    def _read(self) -> dict[tuple[str, bytes], object]:
        assert self.path is not None
        try:
            loaded = marshal.loads(self.path.read_bytes())
        except (OSError, ValueError, EOFError, TypeError):
            return {}
        return loaded if isinstance(loaded, dict) else {}  # each piece is checked when used

    def _unmarshal(self, kept: object) -> CodeType | None:
        if not isinstance(kept, bytes):
            return None
        try:
            code = marshal.loads(kept)
        except (ValueError, EOFError, TypeError):
            return None
        return code if isinstance(code, CodeType) else None

    def compiled(self, text: bytes, filename: str, compile_: Callable[..., Any]) -> CodeType:
        """The code for ``text``, kept or compiled now with ``compile_`` (the real ``compile``)."""
        key = (filename, text)
        kept = self._kept.get(key)
        code = self._unmarshal(kept)
        if code is None:
            code = compile_(text, filename, "exec")
            with self._lock:
                self._used[key] = code
                self._added = True
        else:
            self._used[key] = kept  # type: ignore[assignment]  # bytes, as read
        return code

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

    @contextmanager
    def for_pyside(self) -> Iterator[None]:
        """Around the first import of PySide6: its support modules' code kept or compiled here."""
        original: Callable[..., Any] = builtins.compile

        def compile_once(source: Any, filename: Any, mode: str, *args: Any, **kwargs: Any) -> Any:
            text = _as_bytes(source)
            if (args or kwargs or mode != "exec" or text is None or not isinstance(filename, str)
                    or not filename.startswith(_PYSIDE_NAMES)):
                return original(source, filename, mode, *args, **kwargs)
            return self.compiled(text, filename, original)

        builtins.compile = compile_once
        try:
            yield
        finally:
            builtins.compile = original

    def serve_dataclasses(self, module: ModuleType | None = None) -> None:
        """From now on, the methods ``dataclasses`` writes are compiled through this cache. Its
        one ``exec`` of generated text is given one that takes kept code for the same text."""
        target = module if module is not None else _dataclasses()
        real_exec = builtins.exec

        def exec_once(source: Any, globals_: Any = None, locals_: Any = None) -> None:
            text = _as_bytes(source) if isinstance(source, str) else None
            code = self.compiled(text, _DATACLASS, builtins.compile) if text is not None else source
            real_exec(code, globals_, locals_)

        target.exec = exec_once  # type: ignore[attr-defined]  # found before the builtin in its globals


def _dataclasses() -> ModuleType:
    import dataclasses

    return dataclasses
