"""Work send, the server side: which jobs to hand a host for one request (WS1, WS2).

A scheduler request asks for ``request_s`` instance-seconds of CPU work and, when
CPUs are idle, ``req_instances`` CPU instances. The server walks its candidate jobs
in the order given and sends them one at a time while either part of the request is
still positive (BOINC: ``req_secs > 0 || req_instances > 0``), so a request for zero
seconds but one idle instance still gets one job. A candidate's estimated run time
on this host is ``fpops_est / (flops_per_cpu × ncpus)``: each CPU it uses contributes
``flops_per_cpu``. A job sent subtracts its run time × ncpus / availability from the
seconds (availability = on_frac × active_frac: the host computes only that share of
wall time, which is how BOINC's emulated scheduler charges it) and its ncpus from the
instances. With availability 1 the charge is just the summed run time.

WS1 sends the candidates in order until the request is met: no look at the host's
queue. With ``latency_check=True`` it also refuses, as BOINC's emulated scheduler
does without the workload switch, a job whose queue delay + run time exceeds the
time left to its deadline; the queue delay starts as the request's
``estimated_delay_s`` (BOINC's client sends the rr_sim busy time of the jobs it
predicts will miss: 0 when none will) or, when the request gives none, the time
until the first CPU frees up under an EDF run of the queue, and grows by each sent
job's charge / ncpus.

Run times are multiplied by the host's duration correction factor (``dcf``, which
BOINC's requests carry per project): a host whose jobs run twice their estimate is
charged, and checked, for twice the estimate.

WS2 uses the host's workload, which the request carries: every job on the host with
its estimated remaining run time and deadline. For each candidate J it runs an EDF
simulation of the queue plus the jobs already chosen plus J and sends J only if J
meets its deadline, every job that met its deadline without J still does, and no job
that already misses finishes later. The simulation follows BOINC's sched/edf_sim.cpp:
jobs in deadline order (ties in arrival order: queue, then candidates as examined),
each one started, without preemption, on the CPU that frees up first; a job needing
k CPUs waits for k of them (k = ceil(ncpus), at least 1, at most the host's). As in
BOINC's edf_sim, a job occupies its CPUs for its run time, not run time /
availability: the check asks whether the host *could* make the deadline (a host on
part of the time then gets jobs it may miss, as BOINC's does). Jobs with nothing left to run are done and occupy no
CPU. Adding a job can only delay later jobs in this schedule (the sorted CPU free
times never decrease), so a job's "met without J" status equals its status in the
queue as first sent, and accepted jobs never change when a late job finishes.

The WS2 simulation is incremental: the schedule of the current queue is kept sorted
with the CPU free-time heap saved every ``_CHECKPOINT_STRIDE`` jobs. Checking J
restores the heap just before J's place in deadline order and simulates only J and
the jobs after it, stopping at the first violation; J usually has the latest deadline
(fresh jobs get now + latency bound), so a check costs O(ncpus + log n).

Reads: the request (seconds, instances), the host's workload and the candidates, in
order, consuming the iterable only as far as needed. Writes nothing: returns a
SendDecision whose verdicts say, with the numbers, why each examined job was or was
not sent, and why the scan stopped.
"""
from __future__ import annotations

import bisect
import heapq
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from core.state.work import QueuedJob

MIN_AVAILABILITY = 0.01
"""Floor on on_frac × active_frac, so a host reporting 0 cannot make run times infinite."""

_CHECKPOINT_STRIDE = 16
"""Jobs between saved heap states in the WS2 plan: restore cost vs. memory."""


class WorkSendPolicy(str, Enum):
    WS1 = "WS1"
    """Send until the requested seconds are covered."""
    WS2 = "WS2"
    """As WS1, but only jobs an EDF simulation of the host's queue says are safe."""


class SendReason(Enum):
    """Why a candidate was or was not sent, or why the scan stopped."""

    SENT = "sent"
    REQUEST_SATISFIED = "request satisfied"
    MAX_JOBS = "job limit per request reached"
    CANDIDATES_EXHAUSTED = "no more candidate jobs"
    WOULD_MISS_DEADLINE = "would miss its own deadline"
    WOULD_MAKE_OTHER_MISS = "would make another job miss its deadline"
    WOULD_WORSEN_MISS = "would make a late job later"
    TOO_MANY_CPUS = "needs more CPUs than the host has"
    INVALID_CANDIDATE = "unusable job description"


@dataclass(frozen=True, slots=True, init=False)
class HostWorkload:
    """What the request says about the host."""

    ncpus: int
    """Usable CPUs."""
    flops_per_cpu: float
    """Benchmark speed of one CPU (FLOPS)."""
    availability: float
    """on_frac × active_frac, in (0, 1]: the share of wall time spent computing."""
    queued: tuple[QueuedJob, ...] = ()
    """Every job the host has (running or queued) with its estimated remaining run time."""
    dcf: float = 1.0
    """The host's duration correction factor for this project (run time / estimate)."""
    estimated_delay_s: float | None = None
    """Seconds before a new job could start, as the client estimates it (BOINC's
    <estimated_delay>); None: the server estimates it from ``queued``."""

    # __init__ spelled out: see core.ports.Availability (the decorator's stays interpreted when compiled)
    def __init__(self, ncpus: int, flops_per_cpu: float, availability: float, queued: tuple[QueuedJob, ...] = (),
                 dcf: float = 1.0, estimated_delay_s: float | None = None) -> None:
        object.__setattr__(self, "ncpus", ncpus)
        object.__setattr__(self, "flops_per_cpu", flops_per_cpu)
        object.__setattr__(self, "availability", availability)
        object.__setattr__(self, "queued", queued)
        object.__setattr__(self, "dcf", dcf)
        object.__setattr__(self, "estimated_delay_s", estimated_delay_s)


@dataclass(frozen=True, slots=True, init=False)
class Candidate:
    """A job the server could send."""

    name: str
    fpops_est: float
    """The workunit's FLOPs estimate."""
    deadline: float
    """Report deadline if sent now, absolute (now + the app's latency bound)."""
    ncpus: float = 1.0
    """CPUs the job's app version uses."""

    # __init__ spelled out: see core.ports.Availability (the decorator's stays interpreted when compiled)
    def __init__(self, name: str, fpops_est: float, deadline: float, ncpus: float = 1.0) -> None:
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "fpops_est", fpops_est)
        object.__setattr__(self, "deadline", deadline)
        object.__setattr__(self, "ncpus", ncpus)


@dataclass(frozen=True, slots=True)
class SendVerdict:
    """The decision on one candidate, with the numbers behind it."""

    name: str
    sent: bool
    reason: SendReason
    detail: str
    """One human sentence with the numbers (times relative to now)."""
    finish: float | None = None
    """Projected finish (absolute) of the job whose deadline decided: the candidate,
    or for WOULD_MAKE_OTHER_MISS / WOULD_WORSEN_MISS the job it would harm."""
    deadline: float | None = None
    """That job's deadline (absolute)."""
    affected: str | None = None
    """Name of the other job harmed; None when the candidate itself decided."""
    previous_finish: float | None = None
    """The harmed job's projected finish without the candidate."""
    charge_s: float = 0.0
    """Instance-seconds subtracted from the request (sent jobs only)."""


@dataclass(frozen=True, slots=True)
class SendDecision:
    """What to send for one request."""

    sent: tuple[str, ...]
    """Names of the jobs to send, in sending order."""
    verdicts: tuple[SendVerdict, ...]
    """One per candidate examined, in order; unexamined candidates have none."""
    seconds_sent: float
    """Sum of the sent jobs' charges (run time × ncpus / availability)."""
    stop_reason: SendReason = SendReason.CANDIDATES_EXHAUSTED
    """Why the scan ended: REQUEST_SATISFIED, MAX_JOBS or CANDIDATES_EXHAUSTED."""


@dataclass(frozen=True, slots=True)
class EdfProjection:
    """One job's place in an EDF simulation."""

    name: str
    deadline: float
    finish: float
    """Projected completion, absolute."""

    @property
    def misses(self) -> bool:
        return self.finish > self.deadline

    @property
    def lateness_s(self) -> float:
        """How far past the deadline it finishes (negative: slack)."""
        return self.finish - self.deadline


def estimated_runtime_s(candidate: Candidate, flops_per_cpu: float) -> float:
    """Run time of ``candidate`` on a host with that per-CPU speed, every CPU it uses working."""
    return candidate.fpops_est / (_sane_flops(flops_per_cpu) * candidate.ncpus)


def edf_sim(now: float, ncpus: int, availability: float, jobs: Sequence[QueuedJob]) -> tuple[EdfProjection, ...]:
    """EDF simulation of ``jobs`` on ``ncpus`` CPUs from ``now``; projections in input order.

    With ``availability`` 1 this is the schedule WS2 checks against (see the module
    docstring); a smaller one stretches each job to run time / availability. O(n log n).
    """
    m = _sane_ncpus(ncpus)
    avail = _sane_availability(availability)
    sims = [_sim_job(job.name, job.remaining_s, job.deadline, job.ncpus, i, avail, m) for i, job in enumerate(jobs)]
    finish = [now] * len(sims)
    heap = [now] * m
    for job in sorted(sims, key=_key):
        if job.wall_s > 0.0:
            finish[job.seq] = _run(heap, job.wall_s, job.slots)
    return tuple(EdfProjection(job.name, job.deadline, f) for job, f in zip(sims, finish))


def select_jobs(
    policy: WorkSendPolicy,
    now: float,
    request_s: float,
    req_instances: float,
    host: HostWorkload,
    candidates: Iterable[Candidate],
    *,
    max_jobs: int = 100,
    latency_check: bool = False,
) -> SendDecision:
    """Choose which of ``candidates`` to send for one request, in their order.

    Pure: no I/O, no clock. ``candidates`` is consumed lazily: once the request is met
    or ``max_jobs`` are chosen, no further candidate is pulled. ``latency_check``
    applies to WS1 only (WS2 has its exact check).
    """
    m = _sane_ncpus(host.ncpus)
    avail = _sane_availability(host.availability)
    flops = _sane_flops(host.flops_per_cpu)
    dcf = host.dcf if math.isfinite(host.dcf) and host.dcf > 0.0 else 1.0
    want_s = 0.0 if math.isnan(request_s) else request_s
    want_instances = 0.0 if math.isnan(req_instances) else req_instances

    plan: _EdfPlan | None = None
    delay_s = 0.0
    if policy is WorkSendPolicy.WS2:
        plan = _EdfPlan(now, m, [
            _sim_job(q.name, q.remaining_s, q.deadline, q.ncpus, i, 1.0, m) for i, q in enumerate(host.queued)
        ])
    elif latency_check:
        given = host.estimated_delay_s
        if given is not None and math.isfinite(given):
            delay_s = max(given, 0.0)
        else:
            delay_s = _first_free_delay_s(now, m, avail, host.queued)

    sent: list[str] = []
    verdicts: list[SendVerdict] = []
    seconds = 0.0
    instances = 0.0
    seq = len(host.queued)
    stop = SendReason.CANDIDATES_EXHAUSTED
    it = iter(candidates)
    while True:
        if not (seconds < want_s or instances < want_instances):
            stop = SendReason.REQUEST_SATISFIED
            break
        if len(sent) >= max_jobs:
            stop = SendReason.MAX_JOBS
            break
        cand = next(it, None)
        if cand is None:
            break
        invalid = _invalid(cand, m)
        if invalid is not None:
            verdicts.append(invalid)
            continue
        runtime = estimated_runtime_s(cand, flops) * dcf
        charge = runtime * cand.ncpus / avail
        finish: float | None = None

        if plan is not None:
            job = _sim_job(cand.name, runtime, cand.deadline, cand.ncpus, seq, 1.0, m)
            seq += 1
            outcome = plan.check(job)
            if isinstance(outcome, SendVerdict):
                verdicts.append(outcome)
                continue
            pos, finish = outcome
            plan.accept(job, pos)
        elif latency_check:
            finish = now + delay_s + runtime
            if finish > cand.deadline:
                verdicts.append(SendVerdict(
                    cand.name, False, SendReason.WOULD_MISS_DEADLINE,
                    f"queue delay {delay_s:.0f} s + run time {runtime:.0f} s exceeds the "
                    f"{cand.deadline - now:.0f} s left to its deadline",
                    finish=finish, deadline=cand.deadline,
                ))
                continue
            delay_s += charge / m

        sent.append(cand.name)
        seconds += charge
        instances += cand.ncpus
        when = "" if finish is None else (
            f"; projected finish now+{finish - now:.0f} s, deadline now+{cand.deadline - now:.0f} s"
        )
        verdicts.append(SendVerdict(
            cand.name, True, SendReason.SENT,
            f"run time {runtime:.0f} s on {cand.ncpus:g} CPU(s), charged {charge:.0f} s{when}",
            finish=finish, deadline=cand.deadline, charge_s=charge,
        ))
    return SendDecision(tuple(sent), tuple(verdicts), seconds, stop)


# ---------------------------------------------------------------------------
# The EDF schedule


@dataclass(frozen=True, slots=True)
class _SimJob:
    name: str
    deadline: float
    """Absolute; NaN from the request is read as "no deadline" (inf)."""
    seq: int
    """Arrival order: breaks deadline ties so the schedule is deterministic."""
    wall_s: float
    """Wall time to run it (run time / availability); 0 for a job already done."""
    slots: int
    """CPUs it holds in the simulation."""


def _sim_job(name: str, run_s: float, deadline: float, ncpus: float, seq: int, avail: float, m: int) -> _SimJob:
    # "not (x > 0)" also catches NaN: a job with no usable run time occupies nothing.
    wall = run_s / avail if run_s > 0.0 else 0.0
    if not ncpus > 1.0:
        slots = 1  # a fractional-CPU job still holds a whole CPU here: the schedule errs late
    elif math.isfinite(ncpus):
        slots = min(m, math.ceil(ncpus - 1e-9))  # the epsilon keeps 2.0000000001 at 2
    else:
        slots = m
    return _SimJob(name, math.inf if math.isnan(deadline) else deadline, seq, wall, slots)


def _key(job: _SimJob) -> tuple[float, int]:
    return (job.deadline, job.seq)


def _run(heap: list[float], wall_s: float, slots: int) -> float:
    """Start a job on the first ``slots`` CPUs to free up; return its finish time."""
    if slots == 1:
        finish = heap[0] + wall_s
        heapq.heapreplace(heap, finish)
        return finish
    start = heap[0]
    for _ in range(slots):
        start = heapq.heappop(heap)  # the last one popped is the latest of the k
    finish = start + wall_s
    for _ in range(slots):
        heapq.heappush(heap, finish)
    return finish


def _first_free_delay_s(now: float, m: int, avail: float, queued: Sequence[QueuedJob]) -> float:
    """Seconds until the first CPU frees up once the queue has been scheduled EDF."""
    heap = [now] * m
    sims = [_sim_job(q.name, q.remaining_s, q.deadline, q.ncpus, i, avail, m) for i, q in enumerate(queued)]
    for job in sorted(sims, key=_key):
        if job.wall_s > 0.0:
            _run(heap, job.wall_s, job.slots)
    return heap[0] - now


class _EdfPlan:
    """The EDF schedule of the host's queue plus the jobs chosen so far, kept for cheap checks.

    ``_finish[i]`` is the projected finish of ``_jobs[i]`` (deadline order);
    ``_checkpoints[c]`` is the CPU free-time heap just before job ``c * stride``,
    so there are ``len(_jobs) // stride + 1`` of them.
    """

    def __init__(self, now: float, ncpus: int, jobs: list[_SimJob]) -> None:
        self._now = now
        self._jobs = sorted((j for j in jobs if j.wall_s > 0.0), key=_key)
        self._keys = [_key(j) for j in self._jobs]
        self._finish = [0.0] * len(self._jobs)
        self._checkpoints: list[list[float]] = [[now] * ncpus]
        self._replay_from(0)
        # Fixed once: later additions may not make a late job later, nor an on-time one late.
        self._late = [f > j.deadline for f, j in zip(self._finish, self._jobs)]

    def _replay_from(self, pos: int) -> None:
        stride = _CHECKPOINT_STRIDE
        first = pos // stride * stride
        del self._checkpoints[pos // stride + 1:]
        heap = list(self._checkpoints[-1])
        n = len(self._jobs)
        for i in range(first, n):
            if i % stride == 0 and i != first:
                self._checkpoints.append(list(heap))
            job = self._jobs[i]
            self._finish[i] = _run(heap, job.wall_s, job.slots)
        if n % stride == 0 and n != first:
            self._checkpoints.append(heap)

    def _heap_before(self, pos: int) -> list[float]:
        first = pos // _CHECKPOINT_STRIDE * _CHECKPOINT_STRIDE
        heap = list(self._checkpoints[pos // _CHECKPOINT_STRIDE])
        for job in self._jobs[first:pos]:
            _run(heap, job.wall_s, job.slots)
        return heap

    def check(self, cand: _SimJob) -> tuple[int, float] | SendVerdict:
        """(position, finish) if ``cand`` can join the queue, else the refusal."""
        now = self._now
        pos = bisect.bisect_right(self._keys, _key(cand))
        heap = self._heap_before(pos)
        mine = _run(heap, cand.wall_s, cand.slots)
        if mine > cand.deadline:
            return SendVerdict(
                cand.name, False, SendReason.WOULD_MISS_DEADLINE,
                f"would finish at now+{mine - now:.0f} s, after its deadline now+{cand.deadline - now:.0f} s "
                f"(late by {mine - cand.deadline:.0f} s)",
                finish=mine, deadline=cand.deadline,
            )
        for i in range(pos, len(self._jobs)):
            job = self._jobs[i]
            before = self._finish[i]
            after = _run(heap, job.wall_s, job.slots)
            if self._late[i] and after > before:
                return SendVerdict(
                    cand.name, False, SendReason.WOULD_WORSEN_MISS,
                    f"job {job.name} already misses its deadline now+{job.deadline - now:.0f} s "
                    f"(finishing now+{before - now:.0f} s); this job would delay it to now+{after - now:.0f} s",
                    finish=after, deadline=job.deadline, affected=job.name, previous_finish=before,
                )
            if not self._late[i] and after > job.deadline:
                return SendVerdict(
                    cand.name, False, SendReason.WOULD_MAKE_OTHER_MISS,
                    f"job {job.name} would finish at now+{after - now:.0f} s, after its deadline "
                    f"now+{job.deadline - now:.0f} s (now+{before - now:.0f} s without this job)",
                    finish=after, deadline=job.deadline, affected=job.name, previous_finish=before,
                )
        return pos, mine

    def accept(self, cand: _SimJob, pos: int) -> None:
        """Add ``cand`` at ``pos`` (from ``check``) and recompute the schedule after it."""
        self._jobs.insert(pos, cand)
        self._keys.insert(pos, _key(cand))
        self._finish.insert(pos, 0.0)
        self._late.insert(pos, False)
        self._replay_from(pos)


# ---------------------------------------------------------------------------
# Request sanity: the numbers come from another machine.


def _sane_ncpus(ncpus: int) -> int:
    try:
        return max(1, int(ncpus))
    except (OverflowError, ValueError):  # a float inf or NaN where an int belongs
        return 1


def _sane_availability(availability: float) -> float:
    if math.isnan(availability):
        return 1.0
    return min(1.0, max(MIN_AVAILABILITY, availability))


def _sane_flops(flops: float) -> float:
    # Same floor as the client's estimator: never divide by zero or a negative speed.
    return flops if flops >= 1.0 else 1.0


def _invalid(cand: Candidate, m: int) -> SendVerdict | None:
    if not (math.isfinite(cand.fpops_est) and cand.fpops_est > 0.0):
        return SendVerdict(cand.name, False, SendReason.INVALID_CANDIDATE,
                           f"FLOPs estimate {cand.fpops_est!r} is not a positive number")
    if math.isnan(cand.deadline):
        return SendVerdict(cand.name, False, SendReason.INVALID_CANDIDATE, "deadline is not a number")
    if not (math.isfinite(cand.ncpus) and cand.ncpus > 0.0):
        return SendVerdict(cand.name, False, SendReason.INVALID_CANDIDATE,
                           f"CPU count {cand.ncpus!r} is not a positive number")
    if cand.ncpus > m:
        return SendVerdict(cand.name, False, SendReason.TOO_MANY_CPUS,
                           f"needs {cand.ncpus:g} CPUs, the host has {m}")
    return None
