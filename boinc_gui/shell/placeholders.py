"""Qt's numbered placeholders filled in one pass: ``arg("%1 on %2", name, host)``.

Python strings have no ``QString.arg``. Filling ``%1`` and then ``%2`` with ``replace`` would
also fill a ``%2`` that the first value brought in (a task named "50%2x"); one pass over the
translated text fills each placeholder of the translation only, in whatever order it puts them.
"""
from __future__ import annotations

import re

_NUMBERED = re.compile(r"%(\d{1,2})")


def arg(text: str, *values: object) -> str:
    """``text`` with ``%1``, ``%2``... replaced by ``values`` (a number with no value stays as it is)."""
    def fill(m: re.Match[str]) -> str:
        i = int(m.group(1)) - 1
        return str(values[i]) if 0 <= i < len(values) else m.group(0)
    return _NUMBERED.sub(fill, text)


__all__ = ["arg"]
