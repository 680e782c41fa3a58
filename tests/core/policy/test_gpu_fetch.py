"""GPU work fetch per resource type (core.policy.gpu_fetch), as BOINC's client/work_fetch.cpp does it,
except that a type the volunteer suspended is never asked for (BOINC issue #4623).

Host: two ``fakegpu`` devices; one project. The buffer is work_buf_min + additional days per
device; the type's figures come from rr_sim's simulation of the type (core.policy.rr_sim_gpu).
"""
from __future__ import annotations

import random

from core.coprocs.devices import Coproc
from core.ids import AppName, ProjectUrl, ResultName, WorkunitName
from core.policy import gpu_fetch
from core.policy.estimate import EstimatePolicy, Estimator
from core.policy.rr_sim import rr_simulate
from core.ports import GpuAsk
from core.state import AppVersion, ClientState, GpuExclusion, Result, ResultState, RpcReason, RunMode, Workunit
from tests.core.policy.test_rr_sim import StateBuilder

EST = Estimator(EstimatePolicy.JC1)
DAY = 86400.0


def _host(jobs: int = 0) -> tuple[ClientState, ProjectUrl]:
    b = StateBuilder(ncpus=2)
    s = b.s
    s.prefs.work_buf_min_days, s.prefs.work_buf_additional_days = 0.1, 0.0
    s.coprocs = [Coproc("fakegpu", count=2, peak_flops=1e12, device_nums=[0, 1])]
    url = b.project("P")
    s.projects[url].hostid = 12  # known to the project already
    app = AppName("gpuapp")
    s.app_versions.append(AppVersion(url, app, 1, avg_ncpus=0.1, flops=1e9, gpu_type="fakegpu", gpu_usage=0.5))
    for i in range(jobs):
        wu = WorkunitName(f"g{i}")
        s.workunits[(url, wu)] = Workunit(url, wu, app, rsc_fpops_est=3600 * 1e9)
        r = Result(url, ResultName(f"g{i}"), wu, report_deadline=1e9, state=ResultState.FILES_DOWNLOADED)
        s.results[r.key] = r
    return s, url


def _needs(s: ClientState) -> list[gpu_fetch.GpuNeed]:
    return gpu_fetch.needs(s, rr_simulate(s, 0.0, EST, s.prefs.work_buf_total_s))


def test_empty_gpus_give_a_shortfall_and_idle_instances() -> None:
    s, url = _host()
    (need,) = _needs(s)
    assert (need.rsc_type, need.shortfall_s, need.idle) == ("fakegpu", 0.1 * DAY * 2, 2.0)
    assert gpu_fetch.asks(s, url, 0.0, [need]) == (GpuAsk("fakegpu", 0.1 * DAY * 2, 2.0, 0.0),)
    assert gpu_fetch.gpu_project(s, 0.0, [need]) == url


def test_queued_gpu_jobs_fill_the_buffer_by_their_share() -> None:
    s, url = _host(jobs=4)  # 4 jobs × 1 h × 0.5 device = 2 device-hours; all 4 fit on 2 devices
    (need,) = _needs(s)
    assert abs(need.shortfall_s - (0.2 * DAY - 7200)) < 1e-6 and need.idle == 0.0
    assert need.delay_s == 0.0  # BOINC's estimated delay counts only jobs that miss their deadlines


def test_suspended_excluded_no_apps_or_backed_off_types_are_never_asked_for() -> None:
    s, url = _host()
    needs = _needs(s)
    s.gpu_mode = RunMode.NEVER
    assert gpu_fetch.asks(s, url, 0.0, needs) == () and gpu_fetch.gpu_project(s, 0.0, needs) is None
    assert gpu_fetch.why_not(s, s.projects[url], "fakegpu", 0.0) == "GPU computing is suspended"
    s.gpu_mode = RunMode.AUTO
    s.gpu_exclusions = [GpuExclusion(str(url), device_num=0), GpuExclusion(str(url), device_num=1)]
    assert gpu_fetch.asks(s, url, 0.0, needs) == ()
    s.gpu_exclusions = [GpuExclusion(str(url), device_num=0)]  # one device left: still asked
    assert len(gpu_fetch.asks(s, url, 0.0, needs)) == 1
    s.projects[url].no_rsc_apps = ["fakegpu"]
    assert gpu_fetch.asks(s, url, 0.0, needs) == ()
    s.projects[url].no_rsc_apps = []
    s.projects[url].gpu_backoff["fakegpu"] = (100.0, 600.0)
    assert gpu_fetch.asks(s, url, 50.0, needs) == () and len(gpu_fetch.asks(s, url, 150.0, needs)) == 1


def test_a_new_project_is_asked_for_one_second_of_each_type() -> None:
    s, url = _host()
    s.projects[url].hostid = 0
    assert gpu_fetch.asks(s, url, 0.0, _needs(s)) == (GpuAsk("fakegpu", 1.0, 0.0, 0.0),)


def test_backoff_doubles_when_asked_and_not_sent_and_clears_when_sent() -> None:
    s, url = _host(jobs=1)
    p = s.projects[url]
    ask = (GpuAsk("fakegpu", 100.0, 1.0, 0.0),)
    rng = random.Random(1)
    gpu_fetch.after_reply(s, p, ask, [], RpcReason.NEED_WORK, 1000.0, rng)
    until, interval = p.gpu_backoff["fakegpu"]
    assert interval == 600.0 and 1300.0 <= until <= 1900.0
    gpu_fetch.after_reply(s, p, ask, [], RpcReason.NEED_WORK, until + 1, rng)
    assert p.gpu_backoff["fakegpu"][1] == 1200.0
    gpu_fetch.after_reply(s, p, ask, [], RpcReason.USER_REQ, 1e9, rng)  # not a routine RPC: no backoff
    assert p.gpu_backoff["fakegpu"][1] == 1200.0
    gpu_fetch.after_reply(s, p, ask, list(s.results.values()), RpcReason.NEED_WORK, 1e9, rng)
    assert p.gpu_backoff["fakegpu"] == (0.0, 0.0)
