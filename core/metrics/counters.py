"""The engine thread's running counts, frozen into ``EngineFigures`` at each publish.

Only the engine thread touches an ``EngineCounters``: the wrapped ports, the state
storage and the loop count into it, and ``LiveClient`` freezes it into the snapshot it
publishes (about once a second), so a scrape of ``/metrics`` never reaches it. Freezing
costs a few tuples per attached project, whatever the number of tasks.
"""
from __future__ import annotations

import bisect
import time
from dataclasses import dataclass

from core.api.figures import TICK_BUCKETS_S, EngineFigures, ProjectRpcCounts


@dataclass(slots=True)
class _Rpc:
    sent: int = 0
    ok: int = 0
    failed: int = 0
    project_down: int = 0
    tasks_received: int = 0
    tasks_reported: int = 0

    def frozen(self) -> ProjectRpcCounts:
        return ProjectRpcCounts(self.sent, self.ok, self.failed, self.project_down,
                                self.tasks_received, self.tasks_reported)


def direction(upload: bool) -> str:
    return "upload" if upload else "download"


class EngineCounters:
    """Counts kept on the engine thread. Not thread-safe: its ``freeze`` result is."""

    def __init__(self, started_at: float | None = None) -> None:
        self.started_at = time.time() if started_at is None else started_at
        self.passes = 0
        self._tick_counts = [0] * (len(TICK_BUCKETS_S) + 1)  # per bucket, not cumulative; last = +Inf
        self._tick_sum = 0.0
        self._rpc: dict[str, _Rpc] = {}
        self._transfers: dict[tuple[str, str], int] = {}

    # ---- counting (engine thread) ----

    def tick_done(self, seconds: float) -> None:
        self.passes += 1
        self._tick_counts[bisect.bisect_left(TICK_BUCKETS_S, seconds)] += 1
        self._tick_sum += seconds

    def rpc_sent(self, project: str) -> None:
        self._rpc.setdefault(project, _Rpc()).sent += 1

    def rpc_done(self, project: str, ok: bool, project_down: bool, tasks_received: int, tasks_reported: int) -> None:
        """A reply (or its failure). Reports count only in a reply that worked: the others are sent again."""
        c = self._rpc.setdefault(project, _Rpc())
        if project_down:
            c.project_down += 1
        elif ok:
            c.ok += 1
            c.tasks_reported += tasks_reported
        else:
            c.failed += 1
        c.tasks_received += tasks_received

    def transfer_done(self, upload: bool, outcome: str) -> None:
        key = (direction(upload), outcome)
        self._transfers[key] = self._transfers.get(key, 0) + 1

    # ---- publishing (engine thread) ----

    def freeze(self, *, state_writes: int, state_write_failures: int, last_state_write: float,
               transfer_bytes: dict[bool, int], task_suspend_reason: int, network_suspend_reason: int,
               snoozed: bool) -> EngineFigures:
        cumulative, total = [], 0
        for n in self._tick_counts:
            total += n
            cumulative.append(total)
        return EngineFigures(
            started_at=self.started_at, passes=self.passes, tick_buckets=tuple(cumulative),
            tick_sum_s=self._tick_sum, state_writes=state_writes, state_write_failures=state_write_failures,
            last_state_write=last_state_write,
            rpc=tuple((url, c.frozen()) for url, c in self._rpc.items()),
            transfers=tuple((d, o, n) for (d, o), n in self._transfers.items()),
            transfer_bytes=tuple((direction(up), n) for up, n in sorted(transfer_bytes.items())),
            task_suspend_reason=task_suspend_reason, network_suspend_reason=network_suspend_reason,
            snoozed=snoozed,
        )
