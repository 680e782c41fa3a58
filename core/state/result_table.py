"""``ResultTable``: the state's results by key, counting how many each workunit has.

When the server acknowledges a reported result the engine drops it, and drops its
workunit too once no other result of the client uses it. Asking "does another result
use it?" by looking through every result made each drop cost as much as the client's
queue; the what-if preview, whose short jobs are reported by the hundred, spent about
one per cent of its time there. The table keeps the count per workunit in step with
every change to it, so the question is one look-up.

It is a ``dict`` (same order, same equality, same iteration speed: reading is not
overridden) whose every writing method also updates the counts. A result's project
and workunit name must not change while it is in the table (they never do: a result
belongs to one workunit for life).

Not in the compiled copy's module list (core/emulator/compiled.py): mypyc's native
classes cannot subclass ``dict``; the compiled modules use it as any other dict.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from core.ids import ResultKey, WorkunitKey
from core.state.work import Result


def _wu(result: Result) -> WorkunitKey:
    return (result.project_url, result.wu_name)


class ResultTable(dict[ResultKey, Result]):
    """Results by (project, name), with the number each workunit has (``users``)."""

    __slots__ = ("_users",)

    def __init__(self, items: Mapping[ResultKey, Result] | Iterable[tuple[ResultKey, Result]] = (), /) -> None:
        super().__init__()
        self._users: dict[WorkunitKey, int] = {}
        self.update(items)

    # ---- the question it is for ----

    def users(self, wu: WorkunitKey) -> int:
        """How many results in the table belong to workunit ``wu``."""
        return self._users.get(wu, 0)

    # ---- counting ----

    def _add(self, result: Result) -> None:
        key = _wu(result)
        self._users[key] = self._users.get(key, 0) + 1

    def _remove(self, result: Result) -> None:
        key = _wu(result)
        left = self._users[key] - 1
        if left:
            self._users[key] = left
        else:
            del self._users[key]

    # ---- every way a dict is written ----

    def __setitem__(self, key: ResultKey, result: Result) -> None:
        old = dict.get(self, key)
        if old is not None:
            self._remove(old)
        dict.__setitem__(self, key, result)
        self._add(result)

    def __delitem__(self, key: ResultKey) -> None:
        result = dict.__getitem__(self, key)
        dict.__delitem__(self, key)
        self._remove(result)

    _MISSING: Any = object()

    def pop(self, key: ResultKey, default: Any = _MISSING) -> Any:
        if key in self:
            result = dict.pop(self, key)
            self._remove(result)
            return result
        if default is ResultTable._MISSING:
            raise KeyError(key)
        return default

    def popitem(self) -> tuple[ResultKey, Result]:
        key, result = dict.popitem(self)
        self._remove(result)
        return key, result

    def clear(self) -> None:
        dict.clear(self)
        self._users.clear()

    def setdefault(self, key: ResultKey, default: Result | None = None) -> Result:
        if key not in self:
            if default is None:
                raise TypeError("a ResultTable holds results, not None")
            self[key] = default
        return dict.__getitem__(self, key)

    def update(self, other: Any = (), /, **named: Any) -> None:
        if named:
            raise TypeError("a ResultTable's keys are (project, name) pairs")
        pairs = other.items() if isinstance(other, Mapping) else other
        for key, result in pairs:
            self[key] = result

    def __ior__(self, other: Any) -> ResultTable:  # type: ignore[override,misc]
        self.update(other)
        return self

    # ---- copies: a plain dict's recipe would set the counts and then add every item again ----

    def __reduce__(self) -> tuple[type[ResultTable], tuple[dict[ResultKey, Result]]]:
        return (ResultTable, (dict(self),))

    def copy(self) -> ResultTable:
        return ResultTable(self)
