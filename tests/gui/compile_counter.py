"""For the tests' child interpreters: which pieces of the code the app keeps across starts
(boinc_gui/runtime/code_cache.py) reach Python's ``compile()``, by file name."""
from __future__ import annotations

import builtins
from typing import Any

KEPT = ("shibokensupport/", "signature_bootstrap.py", "<string>")  # PySide's modules; dataclasses' methods
compiled: list[str] = []
_real = builtins.compile


def counting(source: Any, filename: Any, mode: str, *args: Any, **kwargs: Any) -> Any:
    # Only "exec": typing's ForwardRefs compile their strings as "eval"s under the same name.
    if mode == "exec" and isinstance(filename, str) and filename.startswith(KEPT):
        compiled.append(filename)
    return _real(source, filename, mode, *args, **kwargs)


def install() -> list[str]:
    """Count from now on; the list grows as compiles happen."""
    builtins.compile = counting
    return compiled
