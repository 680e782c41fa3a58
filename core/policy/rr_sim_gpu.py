"""rr_sim for one GPU resource type: BOINC's round-robin simulation runs per resource.

BOINC's client (client/rr_sim.cpp) simulates every resource type together: each job sits
in its own type's queue (a GPU job in its GPU type's, with its ``coproc_usage`` of a device,
fractional or several devices; a CPU job in the CPU's), the GPU types are filled first,
each up to its instance count, and a GPU job's CPUs (``avg_ncpus``) count towards the
CPU's use before the CPU jobs fill what is left (not while GPU computing is suspended:
then they are not counted, so that CPU work is fetched). Each type gets its own figures:
the shortfall (idle instance-seconds within the work buffer), the instances idle now,
the time the type stays saturated, its deadline misses and the busy time of those (the
request's per-type ``<estimated_delay>``).

Here a type is simulated on its own, with the same fluid model as the CPU's
(core.policy.rr_sim): the projects with jobs of the type split its instances in
proportion to their resource shares (water filling: a project that cannot use its part
leaves the rest to the others), each project's jobs run in earliest-deadline order, and
a job with usage ``u`` given ``g`` instances progresses at ``g / u`` of its speed. The
simulation records when the type's jobs hold CPUs (``avg_ncpus`` times their speed), a
step function of time that the CPU simulation takes off the CPUs it shares out
(``RrSimResult.gpu`` then holds each type's ``ResourceFigures``). core.policy.rr_sim calls
this module on a host with GPU types only, importing it then.

Written for clarity rather than speed: a GPU queue is short (a few dozen jobs), and a
completion costs O(projects + running jobs). The CPU-only path does not come here.
"""
from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from core.ids import ProjectUrl
from core.policy.rr_sim import water_fill

_EPS = 1e-9


@dataclass(slots=True)
class TypeRun:
    """What ``simulate_type`` found (times relative to the start)."""

    finish: list[float]
    """Each job's completion (inf: it never progresses)."""
    cpu_held: list[tuple[float, float]]
    """(time, CPUs the type's jobs hold from then on), from time 0, one entry per change."""
    idle_s: float
    idle_now: float
    saturated: float
    project_shortfall: dict[ProjectUrl, float]


def simulate_type(instances: float, horizon: float, urls: list[ProjectUrl], usage: list[float],
                  cpus: list[float], wall: list[float], deadline: list[float],
                  weights: Mapping[ProjectUrl, float], entitled: Mapping[ProjectUrl, float]) -> TypeRun:
    """Weighted round-robin of one type's jobs on its ``instances``.

    Per job: its project, its usage of the type (instances), the CPUs it holds while it
    runs at full speed, its wall seconds at full speed, its deadline (EDF order; inf last).
    ``entitled``: each project's instances by share among those that may ask for the type.
    """
    n = len(usage)
    need = [min(u, instances) if u > 0 else instances for u in usage]
    # Each project's unfinished jobs in EDF order (a stable sort: ties in queue order).
    queues: dict[ProjectUrl, list[int]] = {}
    for j in sorted(range(n), key=deadline.__getitem__):
        queues.setdefault(urls[j], []).append(j)
    demand = {u: sum(need[j] for j in js) for u, js in queues.items()}
    left = list(wall)
    finish = [math.inf] * n
    shortfall = {u: 0.0 for u in entitled}
    cpu_held: list[tuple[float, float]] = []
    idle = 0.0
    idle_now = instances
    saturated: float | None = None
    t = 0.0
    first = True
    while True:
        live = [u for u, js in queues.items() if js]
        alloc = water_fill([demand[u] for u in live], [weights.get(u, 0.0) for u in live], instances)
        running: list[tuple[int, float]] = []  # (job, speed)
        busy = held = 0.0
        for u, a in zip(live, alloc):
            free = a
            for j in queues[u]:
                if free <= _EPS:
                    break
                give = need[j] if need[j] < free else free
                free -= give
                speed = give / need[j]
                running.append((j, speed))
                busy += give
                held += cpus[j] * speed
        if first:
            idle_now = max(0.0, instances - busy)
            first = False
        if not cpu_held or cpu_held[-1][1] != held:
            cpu_held.append((t, held))
        if saturated is None and busy < instances - _EPS:
            saturated = t
        dt = min([left[j] / s for j, s in running if s > 0], default=math.inf)
        end = t + dt
        span = max(0.0, min(end, horizon) - t)
        if span > 0:
            idle += max(0.0, instances - busy) * span
            for u, e in entitled.items():
                lack = e - demand.get(u, 0.0)
                if lack > 0:
                    shortfall[u] += lack * span
        if not math.isfinite(dt):
            break  # nothing left, or nothing that progresses: the rest never ends
        limit = dt * (1.0 + 1e-9)
        ended = False
        for j, s in running:
            if s > 0 and left[j] / s <= limit:
                left[j] = 0.0
                finish[j] = end
                queues[urls[j]].remove(j)
                demand[urls[j]] = max(0.0, demand[urls[j]] - need[j])
                ended = True
            else:
                left[j] -= s * dt
        if not ended:  # (rounding: the earliest job did not quite end) end it
            j, s = min(running, key=lambda js: left[js[0]] / js[1] if js[1] > 0 else math.inf)
            finish[j] = end
            queues[urls[j]].remove(j)
            demand[urls[j]] = max(0.0, demand[urls[j]] - need[j])
        t = end
    return TypeRun(finish, cpu_held, idle, idle_now, math.inf if saturated is None else saturated, shortfall)


def busy_time(instances: float, jobs: list[tuple[float, float, float]]) -> float:
    """BOINC's busy-time estimate for one type: each job projected to miss its deadline,
    (finish, seconds it still needs, its usage), in the order they finish, is laid on the
    least busy instance and the whole ones after it (fractional usage counts for nothing);
    the answer is the least busy instance's total."""
    count = int(instances)
    if count < 1 or not jobs:
        return 0.0
    busy = [0.0] * count
    for _, dur, used in sorted(jobs):
        whole = int(used)
        if whole < 1:
            continue
        best = min(range(count), key=busy.__getitem__)
        for i in range(min(whole, count)):
            busy[(best + i) % count] += dur
    return min(busy)
