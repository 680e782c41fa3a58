"""The live client's Storage port: client_state.xml, written when a write is due.

Routine changes (task progress, debts) are written at most every ``SAVE_MIN_INTERVAL``
seconds; urgent ones (a file that arrived, an acknowledged report: things that must not
be done twice after a crash) at the end of the tick that made them. A write that fails is
retried with a backoff (``SAVE_RETRY_MIN_S`` doubling to ``SAVE_RETRY_MAX_S``): every
tick would rewrite a large file in vain. The owner hears of the first failure of an
episode and of the write that ends it (the event log, the disk driver).
"""
from __future__ import annotations

import math
from collections.abc import Callable

from core.persist.paths import DataDir
from core.persist.state_file import write_client_state
from core.state import ClientState

SAVE_MIN_INTERVAL = 10.0
"""Seconds between state writes for routine changes (progress, debts)."""
SAVE_RETRY_MIN_S = 1.0
SAVE_RETRY_MAX_S = 30.0
"""Backoff between attempts to write a state file that could not be written."""


class StateFileStorage:
    def __init__(
        self,
        state: Callable[[], ClientState],
        dd: DataDir,
        on_failed: Callable[[OSError], None],
        on_written_again: Callable[[int, str], None],
    ) -> None:
        self._state = state  # the session replaces its state when it opens the data directory
        self.dd = dd
        self._on_failed = on_failed  # the first failure of an episode
        self._on_written_again = on_written_again  # (failed attempts, their reason) when one works
        self._dirty = False
        self._urgent = False
        self._last_save = -math.inf
        self.error = ""  # why the last write failed; "" after a success
        self._retry_at = -math.inf
        self._backoff = SAVE_RETRY_MIN_S
        self.failures = 0  # failed writes in the current failure episode
        # Since the client started, for /metrics (core/metrics): writes that worked, that failed,
        # and when the last one worked (the ``now`` it was given; 0 = none yet).
        self.writes = 0
        self.write_failures = 0
        self.last_write = 0.0

    def due_at(self) -> float:
        """When ``flush`` will next write (inf: nothing to write)."""
        if not self._dirty:
            return math.inf
        return max(self._retry_at, -math.inf if self._urgent else self._last_save + SAVE_MIN_INTERVAL)

    def save_soon(self, urgent: bool = False) -> None:
        self._dirty = True
        self._urgent = self._urgent or urgent

    def flush(self, now: float) -> bool:
        if not (self._dirty and now >= self._retry_at
                and (self._urgent or now - self._last_save >= SAVE_MIN_INTERVAL)):
            return False
        self.write(now)
        return True

    def write(self, now: float) -> bool:
        """Write now, due or not (start, close); True when it was written."""
        try:
            write_client_state(self._state(), self.dd, now)
        except OSError as exc:
            self._failed(now, exc)
            return False
        self._dirty = self._urgent = False
        self._last_save = now
        self.writes += 1
        self.last_write = now
        if self.error:
            failures, error = self.failures, self.error
            self.error = ""
            self.failures = 0
            self._retry_at = -math.inf
            self._backoff = SAVE_RETRY_MIN_S
            self._on_written_again(failures, error)
        return True

    def _failed(self, now: float, exc: OSError) -> None:
        self.failures += 1
        self.write_failures += 1
        self._retry_at = now + self._backoff
        self._backoff = min(self._backoff * 2, SAVE_RETRY_MAX_S)
        if self.error:
            return
        self.error = exc.strerror or str(exc)
        self._on_failed(exc)
