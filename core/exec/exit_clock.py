"""When exactly a child process exited, without reaping it.

The executor notices an exit at its next poll, up to a second later, and two tasks that
ran side by side would otherwise report the same elapsed time to the microsecond. A
waiting thread per process (``waitid`` with ``WNOWAIT``, which leaves the exit status
for ``Popen.poll``) notes the instant; where the platform lacks it, the tail is 0.

The same thread can say so (``on_exit``): the live client then runs its next pass at
once, so a CPU does not stand idle until the next second's pass (BOINC's client polls
once a second; with jobs of a few seconds that is some 5 % of the host lost, and every
task boundary falls on that one-second grid).
"""
from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable


class ExitClock:
    def __init__(self, pid: int, on_exit: Callable[[], None] | None = None) -> None:
        """``on_exit`` is called from the waiting thread right after the exit; keep it to
        setting an event."""
        self.exited_at: float | None = None  # wall-clock seconds, set by the waiting thread
        self._on_exit = on_exit
        self.polled_at = time.time()
        waitid = getattr(os, "waitid", None)
        if waitid is not None and hasattr(os, "WNOWAIT"):
            threading.Thread(target=self._wait, args=(pid,), name=f"exit-clock-{pid}", daemon=True).start()

    def _wait(self, pid: int) -> None:
        try:
            os.waitid(os.P_PID, pid, os.WEXITED | os.WNOWAIT)
        except OSError:
            return  # already reaped by Popen.poll: the tail stays unknown
        self.exited_at = time.time()
        if self._on_exit is not None:
            self._on_exit()

    def polled(self) -> None:
        """The executor looked at the process now (and it was still running)."""
        self.polled_at = time.time()

    def tail_s(self, cap: float) -> float:
        """Seconds from the last look to the exit, within [0, cap]; 0 if unknown."""
        if self.exited_at is None:
            return 0.0
        return min(max(self.exited_at - self.polled_at, 0.0), max(cap, 0.0))
