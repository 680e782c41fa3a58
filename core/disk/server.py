"""The disk side of a scheduler request, and the server's three passes.

The client tells a project three amounts of free space (the data manager
seed, "Scheduling server changes"):

1. ``free``: free_space, the bytes no project uses within all_Projects_limit;
2. ``free_if_offenders``: that plus what deleting files of projects over their
   share would give this project (exactly what ``associate_file`` would delete);
3. ``free_if_self``: that plus this project's own expendable files (not
   referenced, priority P_LOW or expired).

Each figure is at least the one before and never negative. The request also
carries BOINC's ``<disk_usage>`` block: the client's total usage, this
project's usage and its share (Project_limit).

The server assigns jobs with the first amount; if none fit it makes a second
pass with the second; if still none and the project's configuration has
``<delete_from_self/>``, a third with the third. ``server_passes`` implements
that for any job type (the demo server and the emulator's project model use
it), taking jobs in the given order while their disk needs fit the budget.

Reads: as ``policy.total_potentially_free``. Writes nothing.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Generic, TypeVar

from core.disk.accounting import accounts
from core.disk.candidates import DiskIndex
from core.disk.limits import DiskLimits
from core.disk.policy import fmt_bytes, total_potentially_free
from core.ids import ProjectUrl
from core.state import ClientState

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class DiskRequestFigures:
    """Disk figures for one project's scheduler request (bytes)."""

    project: ProjectUrl
    d_boinc_used_total: float  # Core_Usage + all projects' usage
    d_boinc_used_project: float  # this project's usage
    d_project_share: float  # this project's Project_limit
    free: float  # figure 1
    free_if_offenders: float  # figure 2 (>= figure 1)
    free_if_self: float  # figure 3 (>= figure 2)


def request_figures(
    state: ClientState,
    limits: DiskLimits,
    now: float,
    url: ProjectUrl,
    index: DiskIndex | None = None,
) -> DiskRequestFigures:
    """The three free-space figures and the usage block for ``url``'s request."""
    acc = accounts(state, limits)
    free, from_offenders, own = total_potentially_free(state, limits, now, url, index=index)
    f1 = max(free, 0.0)
    # When over the limit the deficit is paid first: deletions reduce it before
    # anything becomes free, as associate_file would see it.
    f2 = max(free + from_offenders, f1)
    f3 = max(free + from_offenders + own, f2)
    row = acc.projects[url]
    return DiskRequestFigures(
        url, limits.core_usage + acc.total_usage, row.usage, row.limit, f1, f2, f3
    )


class ServerPass(Enum):
    """Which of the server's passes assigned the jobs."""

    NONE = "no job fits in any of the free-space figures"
    FREE = "pass 1: jobs fit in the free space"
    OFFENDERS = "pass 2: jobs fit if files of projects over their share are deleted"
    SELF = "pass 3: jobs fit if the project's own expendable files are deleted too"


@dataclass(frozen=True, slots=True)
class PassResult(Generic[T]):
    """The jobs the server sends, which pass chose them, and the budget used."""

    pass_used: ServerPass
    budget: float  # the free-space figure of that pass (0 for NONE)
    disk_used: float  # the disk needs of the jobs sent
    jobs: tuple[T, ...]
    message: str


def _fill(jobs: Sequence[T], disk_need: Callable[[T], float], budget: float,
          max_jobs: int | None) -> tuple[list[T], float]:
    chosen: list[T] = []
    used = 0.0
    for job in jobs:
        if max_jobs is not None and len(chosen) >= max_jobs:
            break
        need = disk_need(job)
        if not math.isfinite(need) or need < 0:
            continue  # a job with an unusable disk bound is never sent
        if used + need <= budget:
            chosen.append(job)
            used += need
    return chosen, used


def server_passes(
    jobs: Sequence[T],
    disk_need: Callable[[T], float],
    figures: DiskRequestFigures,
    delete_from_self: bool,
    max_jobs: int | None = None,
) -> PassResult[T]:
    """The server's three passes over candidate ``jobs`` (in the server's preferred order).

    ``disk_need(job)`` is the bytes a job needs on the host (e.g. its input
    files, or its ``rsc_disk_bound``). Jobs are taken greedily in order while
    they fit; a job that does not fit is skipped and smaller ones after it may
    still be sent.
    """
    passes = [(ServerPass.FREE, figures.free), (ServerPass.OFFENDERS, figures.free_if_offenders)]
    if delete_from_self:
        passes.append((ServerPass.SELF, figures.free_if_self))
    for which, budget in passes:
        chosen, used = _fill(jobs, disk_need, budget, max_jobs)
        if chosen:
            return PassResult(
                which, budget, used, tuple(chosen),
                f"{len(chosen)} job(s) needing {fmt_bytes(used)} sent ({which.value}, "
                f"budget {fmt_bytes(budget)})",
            )
    best = max(b for _, b in passes)
    return PassResult(
        ServerPass.NONE, 0.0, 0.0, (),
        f"no job sent: none fits in the host's {fmt_bytes(best)} of usable disk space"
        + ("" if delete_from_self else " (the project does not allow <delete_from_self/>)"),
    )
