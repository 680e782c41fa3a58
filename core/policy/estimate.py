"""Completion-time estimation: JC1 and JC2 (duration correction factor).

A job's *static* estimate B is its FLOPs estimate divided by the FLOPS its app
version achieves, stretched by the CPU-usage limit (a throttled task runs only
part of the time). Once a job has run, its progress gives a second estimate
A = elapsed / fraction_done, and the total is the blend F·A + (1−F)·B: early on
the static estimate dominates, near the end the observed rate does.

JC2 multiplies B by the project's duration correction factor (DCF), the learned
ratio of actual to estimated run time. An increase takes effect at once (being
late is worse than being early); a decrease is smoothed exponentially with
weight ``DCF_DECAY`` so one short outlier does not make the client overfetch.

The policies ask for every queued job's estimate several times a poll, so an
``Estimator`` remembers each result's static estimate without the DCF (the
app-version look-up is what costs). Each remembered value carries every input
it was computed from and is used only while all of them are unchanged (the
workunit object and its FLOPs estimate, the app version the state would pick
and its speed, the host benchmark, the CPU-usage limit); the DCF and task
progress are read afresh on every call. So a cached answer is always the
uncached one, bit for bit.

Reads: workunit FLOPs estimate, app version FLOPS, host benchmark, CPU-usage
limit, the active task's elapsed time and fraction done, the project's DCF.
Writes: only ``update_dcf`` writes, and only ``Project.duration_correction_factor``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from core.state import AppVersion, ClientState, Project, Result, ResultState, Workunit

DCF_DECAY = 0.1
"""Weight of a new observation when the DCF goes down."""

DCF_MIN = 0.01
DCF_MAX = 100.0

_CACHE_SLACK = 256
"""Entries beyond twice the live results before forgotten results are dropped."""

_FINISHED = ResultState.COMPUTE_ERROR
"""``Result.is_finished`` is ``state >= COMPUTE_ERROR``; the hot path compares directly."""


class EstimatePolicy(Enum):
    JC1 = "JC1"
    JC2 = "JC2"


def uncached_raw_runtime_s(state: ClientState, result: Result) -> float:
    """Static estimate without the DCF: FLOPs estimate / achieved FLOPS."""
    wu = state.workunit_of(result)
    av = state.app_version_of(result)
    flops = av.effective_flops(state.host_info.p_fpops) if av else state.host_info.p_fpops
    return wu.rsc_fpops_est / max(flops, 1.0) / state.prefs.cpu_usage_fraction


# One remembered raw estimate: (result, state, workunit, its FLOPs estimate, app name,
# version_num, the state's app-version index object, the version count it was built
# for, the app version, its flops, its avg_ncpus, host p_fpops, cpu_usage_limit, raw).
_RawEntry = tuple[Result, ClientState, Workunit, float, str, int, Any, int,
                  AppVersion | None, float, float, float, float, float]
# The same without the inputs every job shares, which Estimator.remaining_all checks once
# per call (the app versions' speed and CPUs among them): (result, workunit, its FLOPs
# estimate, app name, version_num, raw).
_FastEntry = tuple[Result, Workunit, float, str, int, float]


@dataclass(frozen=True, slots=True)
class Estimator:
    """Runtime estimates under one policy. Cheap to construct; its only state is a
    cache of exact values (module docstring), so sharing one is always safe."""

    policy: EstimatePolicy = EstimatePolicy.JC2
    _raw: dict[int, _RawEntry] = field(default_factory=dict, init=False, repr=False, compare=False, hash=False)
    # While a snapshot is open: remaining_s per result (by id), for callers that
    # ask about the same unchanged state several times (see begin_snapshot).
    _snapshot: list[dict[int, tuple[Result, float]]] = field(
        default_factory=list, init=False, repr=False, compare=False, hash=False)
    # remaining_all's per-job copies of _raw: [the shared inputs they were made under,
    # {id(result): _FastEntry}, {id(app version): (it, its flops, its avg_ncpus) as the
    # copies were made}], or empty.
    _fast: list[Any] = field(default_factory=list, init=False, repr=False, compare=False, hash=False)

    def begin_snapshot(self) -> None:
        """Remember ``remaining_s`` answers until ``end_snapshot``.

        The caller promises that meanwhile nothing an estimate reads changes (the
        engine opens one around a work-fetch decision, which only reads the state)
        and that only one ``ClientState`` is asked about. Not nestable.
        """
        self._snapshot[:] = [{}]

    def end_snapshot(self) -> None:
        self._snapshot.clear()

    def in_snapshot(self) -> bool:
        return bool(self._snapshot)

    def snapshot_memo(self) -> dict[int, tuple[Result, float]] | None:
        """The open snapshot's answers so far, by ``id(result)``: ``(result, remaining_s)``
        (an entry counts only if its result is the one asked about), or None outside a
        snapshot. For a caller that asks about every queued job in a loop: a hit read
        here skips a call. Read it, don't change it."""
        snapshot = self._snapshot
        return snapshot[0] if snapshot else None

    def raw_runtime_s(self, state: ClientState, result: Result) -> float:
        """Static estimate without the DCF: FLOPs estimate / achieved FLOPS."""
        wu = state.workunits[(result.project_url, result.wu_name)]
        e = self._raw.get(id(result))
        if e is not None:
            (r0, s0, wu0, fpops0, app0, vnum0, index0, navs0, av, avf0, avn0, host0, limit0, raw) = e
            # The state rebuilds its app-version index whenever the version count
            # changes; the same index object and count mean the same version is picked.
            if (r0 is result and s0 is state and wu0 is wu and wu.rsc_fpops_est == fpops0
                    and wu.app_name == app0 and result.version_num == vnum0
                    and state._av_index is index0 and state._av_indexed == navs0 == len(state.app_versions)
                    and state.host_info.p_fpops == host0 and state.prefs.cpu_usage_limit == limit0
                    and (av is None or (av.flops == avf0 and av.avg_ncpus == avn0))):
                return raw
        raw = uncached_raw_runtime_s(state, result)
        av = state.app_version_of(result)
        cache = self._raw
        if len(cache) > 2 * len(state.results) + _CACHE_SLACK:
            self._forget_gone(state)
        cache[id(result)] = (
            result, state, wu, wu.rsc_fpops_est, wu.app_name, result.version_num,
            state._av_index, state._av_indexed, av,
            av.flops if av else 0.0, av.avg_ncpus if av else 0.0,
            state.host_info.p_fpops, state.prefs.cpu_usage_limit, raw,
        )
        return raw

    def _forget_gone(self, state: ClientState) -> None:
        """Drop entries of results no longer in ``state`` (the emulator churns thousands)."""
        live = {id(r) for r in state.results.values()}
        for k in [k for k in self._raw if k not in live]:
            del self._raw[k]

    def static_runtime_s(self, state: ClientState, result: Result) -> float:
        """B: the estimate before the job has run (with the DCF under JC2)."""
        raw = self.raw_runtime_s(state, result)
        if self.policy is EstimatePolicy.JC2:
            project = state.projects[result.project_url]
            if not project.dont_use_dcf:
                raw *= project.duration_correction_factor
        return raw

    def total_runtime_s(self, state: ClientState, result: Result) -> float:
        """F·A + (1−F)·B for a job in progress, B for one not started."""
        static = self.static_runtime_s(state, result)
        task = state.active_tasks.get((result.project_url, result.name))
        if task is None:
            return static
        done = min(max(task.fraction_done, 0.0), 1.0)
        if done <= 0.0 or task.elapsed_time <= 0.0:
            return max(static, task.elapsed_time)
        observed = task.elapsed_time / done
        return done * observed + (1.0 - done) * static

    def remaining_s(self, state: ClientState, result: Result) -> float:
        """Estimated running time still needed (0 once the job is finished)."""
        snapshot = self._snapshot
        if snapshot:
            memo = snapshot[0]
            rid = id(result)
            seen = memo.get(rid)
            if seen is not None and seen[0] is result:
                return seen[1]
            value = self._remaining_s(state, result)
            memo[rid] = (result, value)
            return value
        return self._remaining_s(state, result)

    def remaining_all(self, state: ClientState, results: list[Result], wus: list[Workunit],
                      divisor: float = 1.0) -> list[float]:
        """``[remaining_s(state, r) / divisor for r in results]``, the same bits, for a
        caller that already holds each result's workunit (``wus[i]`` is the one
        ``state.workunits`` holds for ``results[i]``; none finished).

        rr_sim asks this about the whole queue at every scheduling pass and fetch
        decision. The inputs shared by every job (the state, its app-version index,
        the host benchmark, the CPU-usage limit, the speed and CPUs of the app versions
        used) are compared once per call instead of once per job; the jobs not started
        (most of the queue) are answered from a per-job copy of the remembered raw
        estimate whose own inputs (the workunit object, its FLOPs estimate and app, the
        version number) are still compared one by one, and the DCFs are read afresh.
        """
        snapshot = self._snapshot
        memo = snapshot[0] if snapshot else None
        index, navs = state._av_index, state._av_indexed
        if navs != len(state.app_versions):
            # The app-version index is about to be rebuilt: the one-by-one path.
            remaining = self.remaining_s
            return [remaining(state, r) / divisor for r in results]
        host, limit = state.host_info.p_fpops, state.prefs.cpu_usage_limit
        fast = self._fast
        if fast:
            s0, index0, navs0, host0, limit0 = fast[0]
            if not (s0 is state and index0 is index and navs0 == navs and host0 == host and limit0 == limit) \
                    or any(av.flops != flops or av.avg_ncpus != ncpus for av, flops, ncpus in fast[2].values()):
                fast.clear()  # made under other shared inputs, or an app version's speed changed
        if not fast:
            fast.extend([(state, index, navs, host, limit), {}, {}])
        jobs: dict[int, _FastEntry] = fast[1]
        versions: dict[int, tuple[AppVersion, float, float]] = fast[2]
        if len(jobs) > 2 * len(state.results) + _CACHE_SLACK:
            live = {id(r) for r in state.results.values()}
            for k in [k for k in jobs if k not in live]:
                del jobs[k]
        projects, active_tasks, raws = state.projects, state.active_tasks, self._raw
        # Each project's DCF if an estimate takes it (JC2 and not dont_use_dcf), else None
        dcf_of: dict[str, float | None] = {}
        if self.policy is EstimatePolicy.JC2:
            for url, project in projects.items():
                dcf_of[url] = None if project.dont_use_dcf else project.duration_correction_factor
        jc2 = bool(dcf_of)
        out: list[float] = []
        append = out.append
        get = jobs.get
        slow = self._remaining_s
        # A job's task is looked up only if some task has its name (see below)
        task_names = {name for _, name in active_tasks}
        for r, wu in zip(results, wus):
            rid = id(r)
            if memo is not None:
                seen = memo.get(rid)
                if seen is not None and seen[0] is r:
                    append(seen[1] / divisor)
                    continue
            url = r.project_url
            e = get(rid)
            if (e is None or e[0] is not r or e[1] is not wu or wu.rsc_fpops_est != e[2]
                    or wu.app_name != e[3] or r.version_num != e[4]
                    or ((name := r.name) in task_names and (url, name) in active_tasks)):
                value = slow(state, r)
                if (url, r.name) not in active_tasks:
                    # _remaining_s has just remembered the raw estimate under this call's
                    # shared inputs; copy it for the path below
                    raw = raws.get(rid)
                    if (raw is not None and raw[0] is r and raw[1] is state and raw[2] is wu
                            and raw[6] is index and raw[7] == navs and raw[11] == host and raw[12] == limit):
                        av = raw[8]
                        if av is None or (av.flops == raw[9] and av.avg_ncpus == raw[10]):
                            jobs[rid] = (r, wu, raw[3], raw[4], raw[5], raw[13])
                            if av is not None and id(av) not in versions:
                                versions[id(av)] = (av, raw[9], raw[10])
            else:
                # _remaining_s for a job without an active task, written out
                static = e[5]
                if jc2:
                    dcf = dcf_of[url]  # (KeyError for a job of no project, as _remaining_s)
                    if dcf is not None:
                        static *= dcf
                static -= 0.0
                value = 0.0 if static < 0.0 else static
            if memo is not None:
                memo[rid] = (r, value)
            append(value / divisor)
        return out

    def _remaining_s(self, state: ClientState, result: Result) -> float:
        if result.state >= _FINISHED:  # Result.is_finished
            return 0.0
        # raw_runtime_s's remembered answer, total_runtime_s and static_runtime_s
        # written out: this runs for every queued job several times a poll. Same
        # checks, same operations in the same order.
        url = result.project_url
        wu = state.workunits[(url, result.wu_name)]
        e = self._raw.get(id(result))
        if e is not None:
            (r0, s0, wu0, fpops0, app0, vnum0, index0, navs0, av, avf0, avn0, host0, limit0, static) = e
            if not (r0 is result and s0 is state and wu0 is wu and wu.rsc_fpops_est == fpops0
                    and wu.app_name == app0 and result.version_num == vnum0
                    and state._av_index is index0 and state._av_indexed == navs0 == len(state.app_versions)
                    and state.host_info.p_fpops == host0 and state.prefs.cpu_usage_limit == limit0
                    and (av is None or (av.flops == avf0 and av.avg_ncpus == avn0))):
                static = self.raw_runtime_s(state, result)
        else:
            static = self.raw_runtime_s(state, result)
        if self.policy is EstimatePolicy.JC2:
            project = state.projects[url]
            if not project.dont_use_dcf:
                static *= project.duration_correction_factor
        task = state.active_tasks.get((url, result.name))
        if task is None:
            # max(static - 0.0, 0.0)
            static -= 0.0
            return 0.0 if static < 0.0 else static
        elapsed = task.elapsed_time
        # min(max(fraction_done, 0.0), 1.0)
        done = task.fraction_done
        if done < 0.0:
            done = 0.0
        if done > 1.0:
            done = 1.0
        if done <= 0.0 or elapsed <= 0.0:
            total = elapsed if elapsed > static else static  # max(static, elapsed)
        else:
            observed = elapsed / done
            total = done * observed + (1.0 - done) * static
        left = total - elapsed
        return 0.0 if left < 0.0 else left  # max(left, 0.0)


def update_dcf(project: Project, actual_s: float, raw_estimate_s: float) -> float:
    """Fold one finished job into the project's DCF; returns the new value.

    ``raw_estimate_s`` is the estimate *without* the DCF, so the factor learns
    the ratio itself rather than its own error.
    """
    if actual_s <= 0 or raw_estimate_s <= 0 or project.dont_use_dcf:
        return project.duration_correction_factor
    ratio = min(max(actual_s / raw_estimate_s, DCF_MIN), DCF_MAX)
    dcf = project.duration_correction_factor
    if ratio > dcf:
        dcf = ratio
    else:
        dcf += DCF_DECAY * (ratio - dcf)
    project.duration_correction_factor = min(max(dcf, DCF_MIN), DCF_MAX)
    return project.duration_correction_factor
