"""Recent estimated credit (REC): BOINC's current project priority.

BOINC's client replaced the v4 debts with REC (``client/work_fetch.cpp``,
``update_rec``; ``client/cpu_sched.cpp``, ``project_priority_init`` and
``adjust_rec_sched``). Each project keeps an exponentially decaying average of
the credit its jobs earned, *estimated* from the peak FLOPS the host spent on
them (not granted credit): CPU seconds × ``p_fpops`` × the cobblestone scale.
The average decays with a half-life (cc_config ``rec_half_life_days``, 10 by
default), so old work counts for less and a project cannot bank an arbitrarily
large claim.

Priorities are computed over the projects that compete for CPUs (not suspended,
CPU-intensive): with ``rec_frac = rec / Σ rec`` and ``share_frac = share /
Σ share``, priority = −rec_frac / share_frac (higher is better: a project that
got less than its share of recent credit comes first); a zero-share project is
always below all others (−1000 − rec_frac).

While the CPU scheduler fills the CPUs it lowers a chosen project's priority as
if the job had already earned credit for a while (BOINC: ``rec_temp +=
peak_flops(job) / total_peak_flops × Σrec / 24``), which in priority terms is
``(job CPUs / usable CPUs) / 24 / share_frac``. Work fetch instead lowers each
project's priority by the fraction of the whole work buffer its queued jobs
fill (BOINC's ``WORK_FETCH::setup``), so a project with much work queued is
asked later.

Reads: projects (share, flags, ``rec``, ``rec_time``), host ``p_fpops``, prefs
(CPU-usage limit). Writes: ``update_rec`` writes ``Project.rec`` and
``Project.rec_time`` only; the other functions are pure.
"""
from __future__ import annotations

import math
from collections.abc import Mapping

from core.ids import ProjectUrl
from core.state import ClientState

SECONDS_PER_DAY = 86400.0
DEFAULT_REC_HALF_LIFE_S = 10 * SECONDS_PER_DAY
COBBLESTONE_SCALE = 200.0 / (SECONDS_PER_DAY * 1e9)
"""Credit per FLOP: 200 credits for a day of one GFLOPS (BOINC's cobblestone)."""
ZERO_SHARE_PRIORITY = -1e3
_LN2 = math.log(2)
SCHED_ADJUST_DIVISOR = 24.0
"""BOINC's ``adjust_rec_sched`` charges a picked job 1/24 of the total REC."""


def competing(state: ClientState) -> list[ProjectUrl]:
    """Projects whose jobs compete for the CPUs (not suspended, CPU-intensive)."""
    return [u for u, p in state.projects.items() if not (p.suspended_via_gui or p.non_cpu_intensive)]


def update_rec(
    state: ClientState, now: float, work_done: Mapping[ProjectUrl, float], dt: float,
    half_life_s: float = DEFAULT_REC_HALF_LIFE_S,
) -> None:
    """Fold the last ``dt`` seconds' CPU time (``work_done``, CPU-s per project) into REC.

    BOINC's ``update_average``: the average decays by 2^(−elapsed/half-life) and
    gains (1 − decay) × credit-per-day of the interval; a project's first update
    starts from 0 at the interval's start (BOINC's update_rec).
    """
    half_life = half_life_s if half_life_s > 0 else DEFAULT_REC_HALF_LIFE_S
    scale = max(state.host_info.p_fpops, 1.0) * COBBLESTONE_SCALE
    # No aliases of math.isfinite, math.exp or dict.get here: see CpuScheduler.account.
    for url, p in state.projects.items():
        w = work_done.get(url, 0.0)
        credit = w * scale if w > 0 and w - w == 0.0 else 0.0
        if p.rec_time <= 0:
            # BOINC: "start averages at zero" -- the first interval decays from 0
            # rather than seeding the average with one interval's rate, which would
            # give whoever ran first a claim that takes weeks to decay.
            p.rec_time = now - max(dt, 0.0)
        if now > p.rec_time:
            diff = now - p.rec_time
            weight = math.exp(-diff * _LN2 / half_life)
            p.rec *= weight
            if 1.0 - weight > 1e-6:
                p.rec += (1.0 - weight) * credit / (diff / SECONDS_PER_DAY)
            else:
                p.rec += _LN2 * credit * SECONDS_PER_DAY / half_life
        p.rec_time = now


def share_fractions(state: ClientState, urls: list[ProjectUrl]) -> dict[ProjectUrl, float]:
    projects = state.projects
    shares = [_nonneg_share(projects[u].resource_share) for u in urls]
    total = sum(shares)  # summed left to right from 0, as sum() of a generator does
    if total <= 0:
        return {u: 0.0 for u in urls}
    return {u: share / total for u, share in zip(urls, shares)}


def _nonneg_share(x: float) -> float:
    """``max(x, 0.0)``, bit for bit (NaN stays NaN, -0.0 stays -0.0)."""
    return 0.0 if x < 0.0 else x


def _competing_shares(state: ClientState) -> tuple[list[ProjectUrl], dict[ProjectUrl, float], list[float]]:
    """``competing``, ``share_fractions`` of those and their non-negative RECs in one pass."""
    urls: list[ProjectUrl] = []
    shares: list[float] = []
    recs: list[float] = []
    for u, p in state.projects.items():
        if not (p.suspended_via_gui or p.non_cpu_intensive):
            urls.append(u)
            x = p.resource_share
            shares.append(0.0 if x < 0.0 else x)
            r = p.rec
            recs.append(0.0 if r < 0.0 else r)
    total = sum(shares)
    if total <= 0:
        return urls, {u: 0.0 for u in urls}, recs
    return urls, {u: share / total for u, share in zip(urls, shares)}, recs


def priorities(state: ClientState) -> dict[ProjectUrl, float]:
    """Scheduling priority of every project (higher first); see the module doc."""
    _urls, shares, recs = _competing_shares(state)
    return _priorities(state, shares, recs)


def _priorities(state: ClientState, shares: dict[ProjectUrl, float], recs: list[float]) -> dict[ProjectUrl, float]:
    """``priorities`` from the competing shares and RECs ``_competing_shares`` found."""
    rec_sum = sum(recs) or 1.0
    out: dict[ProjectUrl, float] = {}
    for url, p in state.projects.items():
        r = p.rec
        rec_frac = (0.0 if r < 0.0 else r) / rec_sum
        share = shares.get(url, 0.0)  # no alias: a compiled d.get is a C call, an alias a Python one
        out[url] = ZERO_SHARE_PRIORITY - rec_frac if share <= 0 else -rec_frac / share
    return out


def sched_steps(state: ClientState) -> dict[ProjectUrl, float]:
    """Priority drop per CPU a pick costs each project (``adjust_rec_sched``)."""
    return _steps(state, _competing_shares(state)[1])


def priorities_and_steps(state: ClientState) -> tuple[dict[ProjectUrl, float], dict[ProjectUrl, float]]:
    """``(priorities(state), sched_steps(state))`` with the shares found once."""
    _urls, shares, recs = _competing_shares(state)
    return _priorities(state, shares, recs), _steps(state, shares)


def _steps(state: ClientState, shares: dict[ProjectUrl, float]) -> dict[ProjectUrl, float]:
    ncpus = max(state.ncpus, 1)
    out: dict[ProjectUrl, float] = {}
    for url in state.projects:
        share = shares.get(url, 0.0)  # no alias: a compiled d.get is a C call, an alias a Python one
        out[url] = (1.0 / ncpus / SCHED_ADJUST_DIVISOR / share) if share > 0 else 0.0
    return out


def fetch_priorities(state: ClientState, queued_cpu_s: Mapping[ProjectUrl, float],
                     sched_priorities: Mapping[ProjectUrl, float] | None = None) -> dict[ProjectUrl, float]:
    """Work-fetch priority: ``priorities`` less the fraction of the buffer each queue fills.

    ``queued_cpu_s``: estimated CPU seconds of each project's unfinished jobs.
    ``sched_priorities``: ``priorities(state)`` if the caller has them for this same state
    (the CPU scheduler's, ``CpuSchedule.project_priority`` under REC).
    """
    out = dict(sched_priorities) if sched_priorities is not None else priorities(state)
    buffer_cpu_s = max(state.prefs.work_buf_total_s * max(state.ncpus, 1), 1.0)
    for url, queued in queued_cpu_s.items():
        if url in out:
            out[url] -= queued / buffer_cpu_s
    return out
