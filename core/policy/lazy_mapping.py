"""A read-only mapping whose dict is made only when somebody first reads it.

The policies hand back per-task and per-project figures (the CPU scheduler's verdicts, work
fetch's per-project verdicts, the round-robin simulation's finish times) at every decision.
The emulator decides thousands of times a second and reads almost none of them, so each
decision keeps only the values it captured, and the dict of result objects is made once, on
the first read. ``LazyMapping`` holds that cache and the mapping methods; a subclass says how
to make the dict (``_build``) and may answer ``len`` without making it.

Reads and writes nothing outside itself.
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


class LazyMapping(Mapping[K, V]):
    """``Mapping`` over the dict ``_build`` returns, made on first read and then kept."""

    __slots__ = ("_built",)

    def __init__(self) -> None:
        self._built: dict[K, V] | None = None

    def _build(self) -> dict[K, V]:
        """The entries, from what the subclass captured; called once (or, racing, once per thread)."""
        raise NotImplementedError

    def _entries(self) -> dict[K, V]:
        built = self._built
        if built is None:
            # No lock: a second thread reading at the same moment makes an equal dict, and either is kept.
            built = self._built = self._build()
        return built

    def __getitem__(self, key: K) -> V:
        return self._entries()[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._entries())

    def __len__(self) -> int:
        return len(self._entries())

    def __repr__(self) -> str:
        return repr(self._entries())
