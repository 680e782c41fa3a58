"""PySide6's own Python support modules, compiled once rather than at every start.

PySide6 6.12 carries the Python half of its signature support (shibokensupport: the
signature parser, the type mapping, the enum and ``.pyi`` helpers, 14 modules, 130 kB of
source) inside libshiboken, and its importer compiles that source with ``compile()`` each
time PySide6 is imported: no ``__pycache__`` can hold it. Measured here, importing
``PySide6.QtCore`` took 104 ms that way and 76 ms with the compiled code kept, some 28 ms of a
start whose window appears at about 200 ms (issue 36).

``kept_compiled`` keeps what ``compile()`` returns for those modules in one file in the
user's cache directory, as Python keeps any module's bytecode: an entry is used only for the
very same source under the very same Python (the file is named by its version), so a new
PySide6 or Python compiles afresh and rewrites it. A missing, unreadable or damaged file is
as no file; a file that cannot be written leaves the start as it was. Nothing but those
modules' ``compile()`` calls is touched, and only during the ``with`` block.
"""
from __future__ import annotations

import builtins
import marshal
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

# The names PySide's embedded importer gives the modules it compiles.
_OURS = ("shibokensupport/", "signature_bootstrap.py")
# One entry per module: its source and the code compiled from it.
Entries = dict[str, tuple[bytes, Any]]


def cache_file(cache_dir: Path) -> Path:
    tag = f"{sys.implementation.cache_tag}-{sys.hexversion:x}"
    return cache_dir / f"pyside-support-{tag}.marshal"


def _read(path: Path) -> Entries:
    try:
        loaded = marshal.loads(path.read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    if not isinstance(loaded, dict):
        return {}
    return {k: v for k, v in loaded.items()
            if isinstance(k, str) and isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], bytes)}


def _write(path: Path, entries: Entries) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        part = path.with_name(f"{path.name}.{os.getpid()}.part")
        part.write_bytes(marshal.dumps(entries))
        os.replace(part, path)  # a second start reading meanwhile sees the old file or the new one
    except (OSError, ValueError):
        pass


def _as_bytes(source: object) -> bytes | None:
    if isinstance(source, bytes):
        return source
    if isinstance(source, str):
        return source.encode("utf-8")
    return None


@contextmanager
def kept_compiled(cache_dir: Path | None) -> Iterator[Entries]:
    """Around the first import of PySide6: its support modules' code from ``cache_dir``, or
    compiled and kept there. Yields the modules met so far, by name."""
    if cache_dir is None:
        yield {}
        return
    path = cache_file(cache_dir)
    entries = _read(path)
    used: Entries = {}
    added = False
    original: Callable[..., Any] = builtins.compile

    def compile_once(source: Any, filename: Any, mode: str, *args: Any, **kwargs: Any) -> Any:
        text = _as_bytes(source)
        if (args or kwargs or mode != "exec" or text is None or not isinstance(filename, str)
                or not filename.startswith(_OURS)):
            return original(source, filename, mode, *args, **kwargs)
        nonlocal added
        kept = entries.get(filename)
        if kept is None or kept[0] != text:
            kept = (text, original(source, filename, mode))
            added = True
        used[filename] = kept
        return kept[1]

    builtins.compile = compile_once
    try:
        yield used
    finally:
        builtins.compile = original
        if added:  # what this PySide6 compiled, and no module it no longer has
            _write(path, used)
