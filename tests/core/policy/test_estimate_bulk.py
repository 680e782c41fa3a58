"""``Estimator.remaining_all`` answers as ``remaining_s`` job by job, bit for bit.

The whole-queue call (rr_sim's) keeps per-job copies of the remembered raw estimates and
compares the inputs every job shares once per call. An estimator that lives through a
sequence of changes to the state (each input of an estimate changed in turn: the DCF,
a workunit's FLOPs estimate or the workunit itself, an app version's speed or CPUs, a new
app version, the host benchmark, the CPU-usage limit, tasks started with progress and
ended, a version number, a copied state) must give after each change what a fresh
estimator gives, with and without a snapshot open.
"""
from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings, strategies as st

from core.ids import AppName, ProjectUrl, ResultName, WorkunitName
from core.policy.estimate import EstimatePolicy, Estimator
from core.state import ActiveTask, App, AppVersion, ClientState, CpuSchedState, Project, Result, ResultState, Workunit

FPOPS = 1e9


def bits(xs: list[float]) -> list[str]:
    return [x.hex() for x in xs]


def queue(state: ClientState) -> tuple[list[Result], list[Workunit]]:
    results = [r for r in state.results.values() if not r.is_finished]
    return results, [state.workunits[(r.project_url, r.wu_name)] for r in results]


def expected(state: ClientState, policy: EstimatePolicy, divisor: float) -> list[str]:
    fresh = Estimator(policy)
    return bits([fresh.remaining_s(state, r) / divisor for r in queue(state)[0]])


@st.composite
def states(draw: st.DrawFn) -> ClientState:
    s = ClientState()
    s.host_info.p_fpops = draw(st.sampled_from([FPOPS, 3e9]))
    s.host_info.p_ncpus = 4
    for i in range(draw(st.integers(1, 3))):
        url = ProjectUrl(f"http://p{i}/")
        s.projects[url] = Project(url, duration_correction_factor=draw(st.sampled_from([1.0, 0.7, 2.5])),
                                  dont_use_dcf=draw(st.booleans()) and draw(st.booleans()))
        for a in range(2):
            app = AppName(f"a{a}")
            s.apps[(url, app)] = App(url, app)
            s.app_versions.append(AppVersion(url, app, 100, avg_ncpus=draw(st.sampled_from([1.0, 2.0])),
                                             flops=draw(st.sampled_from([0.0, 2e9]))))
            if draw(st.booleans()):
                s.app_versions.append(AppVersion(url, app, 200, flops=3e9))
        for k in range(draw(st.integers(0, 12))):
            app = AppName(f"a{k % 2}")
            wu = Workunit(url, WorkunitName(f"w{i}_{k}"), app,
                          rsc_fpops_est=draw(st.sampled_from([0.0, 1e12]) | st.floats(1e9, 1e14)))
            s.workunits[(url, wu.name)] = wu
            r = Result(url, ResultName(f"r{i}_{k}"), wu.name, version_num=draw(st.sampled_from([0, 100])),
                       state=ResultState.FILES_DOWNLOADED, report_deadline=1e5)
            s.results[r.key] = r
    return s


CHANGES = ["dcf", "fpops_est", "new_wu", "av_flops", "av_ncpus", "new_av", "host", "limit", "start",
           "progress", "end_task", "finish", "version", "copy", "dont_use_dcf", "nothing"]


def change(s: ClientState, what: str, draw: Any) -> ClientState:
    """One change to an input of an estimate; returns the state to ask about next."""
    results = list(s.results.values())
    r = draw(st.sampled_from(results)) if results else None
    url = r.project_url if r is not None else next(iter(s.projects))
    project = s.projects[url]
    if what == "dcf":
        project.duration_correction_factor = draw(st.sampled_from([0.5, 1.0, 1.3, 4.0]))
    elif what == "dont_use_dcf":
        project.dont_use_dcf = not project.dont_use_dcf
    elif what == "fpops_est" and r is not None:
        s.workunits[(url, r.wu_name)].rsc_fpops_est *= 1.5
    elif what == "new_wu" and r is not None:
        s.workunits[(url, r.wu_name)] = copy.copy(s.workunits[(url, r.wu_name)])
    elif what == "av_flops":
        av = draw(st.sampled_from(s.app_versions))
        av.flops = draw(st.sampled_from([0.0, 1.5e9, 4e9]))
    elif what == "av_ncpus":
        av = draw(st.sampled_from(s.app_versions))
        av.avg_ncpus = draw(st.sampled_from([0.5, 1.0, 3.0]))
    elif what == "new_av":
        s.app_versions.append(AppVersion(url, AppName(draw(st.sampled_from(["a0", "a1"]))),
                                         draw(st.sampled_from([100, 200])), flops=draw(st.sampled_from([0.0, 5e9]))))
    elif what == "host":
        s.host_info.p_fpops = draw(st.sampled_from([FPOPS, 2e9, 3e9]))
    elif what == "limit":
        s.prefs.cpu_usage_limit = draw(st.sampled_from([100.0, 50.0, 25.0]))
    elif what == "start" and r is not None and not r.is_finished:
        s.active_tasks[r.key] = ActiveTask(url, r.name, scheduler_state=CpuSchedState.SCHEDULED)
    elif what == "progress":
        for task in s.active_tasks.values():
            task.elapsed_time += 100.0
            task.fraction_done = min(task.fraction_done + 0.1, 1.0)
    elif what == "end_task" and s.active_tasks:
        del s.active_tasks[draw(st.sampled_from(sorted(s.active_tasks)))]
    elif what == "finish" and r is not None:
        r.state = ResultState.FILES_UPLOADED
        s.active_tasks.pop(r.key, None)
    elif what == "version" and r is not None:
        r.version_num = draw(st.sampled_from([0, 100, 200]))
    elif what == "copy":
        return copy.deepcopy(s)
    return s


@settings(max_examples=300, deadline=None)
@given(states(), st.sampled_from(list(EstimatePolicy)), st.sampled_from([1.0, 0.9, 0.37]), st.data())
def test_whole_queue_answers_as_job_by_job_through_changes(s: ClientState, policy: EstimatePolicy,
                                                           divisor: float, data: st.DataObject) -> None:
    est = Estimator(policy)
    for _ in range(data.draw(st.integers(1, 12))):
        results, wus = queue(s)
        snapshot = data.draw(st.booleans())
        if snapshot:
            est.begin_snapshot()
        got = bits(est.remaining_all(s, results, wus, divisor))
        if snapshot:
            # a second whole-queue call in the snapshot reads the answers it remembered
            assert bits(est.remaining_all(s, results, wus, divisor)) == got
            assert bits([est.remaining_s(s, r) / divisor for r in results]) == got
            est.end_snapshot()
        assert got == expected(s, policy, divisor)
        s = change(s, data.draw(st.sampled_from(CHANGES)), data.draw)
