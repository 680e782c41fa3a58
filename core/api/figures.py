"""What the engine counted, as immutable values a ``ClientSnapshot`` carries across threads.

Counters only ever grow while the client runs (a restart starts them again from zero,
which Prometheus reads as a counter reset). Keys are bounded sets: project URLs that
were attached in this run, directions, outcomes; never task or file names.

Pure data: reads nothing, writes nothing.
"""
from __future__ import annotations

from dataclasses import dataclass

TICK_BUCKETS_S: tuple[float, ...] = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)
"""Upper bounds of the tick-duration histogram's buckets, seconds (+Inf is implied)."""

SCHED_OUTCOMES: tuple[str, ...] = ("ok", "failed", "project_down")
TRANSFER_OUTCOMES: tuple[str, ...] = ("finished", "failed", "retry")


@dataclass(frozen=True, slots=True)
class ProjectRpcCounts:
    """One project's scheduler requests since the client started."""

    sent: int = 0
    ok: int = 0
    failed: int = 0  # no usable reply (network, HTTP, parse errors)
    project_down: int = 0  # the project said it is down
    tasks_received: int = 0
    tasks_reported: int = 0


@dataclass(frozen=True, slots=True)
class EngineFigures:
    """The engine's own counts at one publish. All counts since the client started."""

    started_at: float  # wall clock when the counting began (a counter's created time)
    passes: int  # engine-loop passes
    tick_buckets: tuple[int, ...]  # cumulative counts per TICK_BUCKETS_S bound, then +Inf
    tick_sum_s: float
    state_writes: int  # client_state.xml writes that worked
    state_write_failures: int
    last_state_write: float  # wall clock of the last write that worked; 0 = none yet
    rpc: tuple[tuple[str, ProjectRpcCounts], ...]  # (project URL, counts)
    transfers: tuple[tuple[str, str, int], ...]  # (direction, outcome, count)
    transfer_bytes: tuple[tuple[str, int], ...]  # (direction, bytes moved by attempts that ended)
    task_suspend_reason: int  # SuspendReason bits; 0 = computing allowed
    network_suspend_reason: int
    snoozed: bool

    @property
    def ticks(self) -> int:
        return self.tick_buckets[-1] if self.tick_buckets else 0
