"""The speed-ups of estimation and rr_sim change no answer, bit for bit.

An ``Estimator`` caches each result's static estimate across calls and, inside a
snapshot, each ``remaining_s``; rr_sim fills a lone project's CPUs without the
general water-filling. Each is checked here against the plain computation (a
fresh ``Estimator`` has an empty cache, so its first answer is the uncached one)
while hypothesis mutates every input an estimate reads: DCF updates, workunit
sizes and objects, app versions (added, or their speed changed in place), the
host benchmark, the CPU-usage limit, task progress, results coming and going.
"""
from __future__ import annotations

import math

from hypothesis import given, settings, strategies as st

from core.ids import AppName, ProjectUrl, ResultName, WorkunitName
from core.policy.estimate import EstimatePolicy, Estimator, uncached_raw_runtime_s, update_dcf
from core.policy.rr_sim import fill_one, rr_simulate, water_fill
from core.state import ActiveTask, AppVersion, ClientState, CpuSchedState, Project, Result, ResultState, Workunit

URLS = [ProjectUrl("http://a/"), ProjectUrl("http://b/")]
APP = AppName("app")


def build(njobs: int) -> ClientState:
    s = ClientState()
    s.host_info.p_ncpus = 2
    s.host_info.p_fpops = 1e9
    for url in URLS:
        s.projects[url] = Project(url, resource_share=100.0)
        s.app_versions.append(AppVersion(url, APP, 1, avg_ncpus=1.0, flops=2e9))
    for i in range(njobs):
        add_job(s, i)
    return s


def add_job(s: ClientState, i: int) -> Result:
    url = URLS[i % len(URLS)]
    wu = Workunit(url, WorkunitName(f"w{i}"), APP, rsc_fpops_est=1e12 * (1 + i % 5))
    s.workunits[(url, wu.name)] = wu
    r = Result(url, ResultName(f"r{i}"), wu.name, report_deadline=1e5 * (1 + i),
               state=ResultState.FILES_DOWNLOADED, version_num=(i % 3 == 0) and 1)
    s.results[r.key] = r
    return r


def same(a: float, b: float) -> bool:
    return a == b and math.copysign(1.0, a) == math.copysign(1.0, b) or (math.isnan(a) and math.isnan(b))


def check_all(s: ClientState, cached: dict[EstimatePolicy, Estimator]) -> None:
    for policy, est in cached.items():
        for r in list(s.results.values()):
            fresh = Estimator(policy)
            assert same(est.raw_runtime_s(s, r), uncached_raw_runtime_s(s, r))
            assert same(est.static_runtime_s(s, r), Estimator(policy).static_runtime_s(s, r))
            assert same(est.total_runtime_s(s, r), Estimator(policy).total_runtime_s(s, r))
            assert same(est.remaining_s(s, r), fresh.remaining_s(s, r))


OPS = st.lists(
    st.tuples(
        st.sampled_from(["dcf", "dont_use_dcf", "fpops", "new_wu", "new_av", "av_flops", "av_ncpus", "host",
                         "limit", "progress", "finish", "version", "add", "remove"]),
        st.integers(0, 50),
        st.floats(0.01, 50.0),
    ),
    max_size=25,
)


@settings(max_examples=150, deadline=None)
@given(njobs=st.integers(1, 8), ops=OPS)
def test_cached_estimates_equal_uncached_across_mutations(njobs: int, ops: list[tuple[str, int, float]]) -> None:
    s = build(njobs)
    cached = {p: Estimator(p) for p in EstimatePolicy}
    check_all(s, cached)
    next_job = njobs
    for op, i, x in ops:
        results = list(s.results.values())
        r = results[i % len(results)] if results else None
        url = URLS[i % len(URLS)]
        project = s.projects[url]
        if op == "dcf":
            update_dcf(project, x * 1000.0, 1000.0)  # rises at once, falls smoothly
        elif op == "dont_use_dcf":
            project.dont_use_dcf = not project.dont_use_dcf
        elif op == "fpops" and r is not None:
            s.workunit_of(r).rsc_fpops_est = x * 1e12
        elif op == "new_wu" and r is not None:
            old = s.workunit_of(r)
            s.workunits[(r.project_url, r.wu_name)] = Workunit(old.project_url, old.name, APP, rsc_fpops_est=x * 1e12)
        elif op == "new_av":
            s.app_versions.append(AppVersion(url, APP, 2 + i, avg_ncpus=1.0, flops=x * 1e9))
        elif op == "av_flops":
            s.app_versions[i % len(s.app_versions)].flops = x * 1e9 if i % 4 else 0.0
        elif op == "av_ncpus":
            s.app_versions[i % len(s.app_versions)].avg_ncpus = x / 10.0
        elif op == "host":
            s.host_info.p_fpops = x * 1e8
        elif op == "limit":
            s.prefs.cpu_usage_limit = x * 2.0
        elif op == "progress" and r is not None:
            task = s.active_tasks.setdefault(r.key, ActiveTask(r.project_url, r.name))
            task.elapsed_time += x * 100.0
            task.fraction_done = min(task.fraction_done + x / 100.0, 1.0)
        elif op == "finish" and r is not None:
            r.state = ResultState.FILES_UPLOADED
        elif op == "version" and r is not None:
            r.version_num = i % 4
        elif op == "add":
            add_job(s, next_job)
            next_job += 1
        elif op == "remove" and r is not None:
            del s.results[r.key]
            s.active_tasks.pop(r.key, None)
        check_all(s, cached)


def test_cache_forgets_results_that_left_the_state() -> None:
    s = build(0)
    est = Estimator(EstimatePolicy.JC2)
    for i in range(3000):
        r = add_job(s, i)
        est.remaining_s(s, r)
        del s.results[r.key]
    # Bounded by twice the live results plus a constant, not by the 3000 seen.
    assert len(est._raw) <= 2 * len(s.results) + 300


def test_snapshot_answers_equal_fresh_and_end_with_it() -> None:
    s = build(4)
    est = Estimator(EstimatePolicy.JC2)
    r = next(iter(s.results.values()))
    est.begin_snapshot()
    try:
        first = est.remaining_s(s, r)
        assert first == Estimator(EstimatePolicy.JC2).remaining_s(s, r)
        assert est.remaining_s(s, r) == first
    finally:
        est.end_snapshot()
    update_dcf(s.projects[r.project_url], 10.0 * est.raw_runtime_s(s, r), est.raw_runtime_s(s, r))
    after = est.remaining_s(s, r)
    assert after == Estimator(EstimatePolicy.JC2).remaining_s(s, r)
    assert after > first  # the DCF rose: the snapshot's answer is no longer used


@settings(max_examples=400, deadline=None)
@given(
    demand=st.floats(allow_nan=True, allow_infinity=True) | st.floats(0.0, 64.0),
    weight=st.floats(0.0, 1e6) | st.just(0.0),
    capacity=st.floats(allow_nan=True, allow_infinity=True) | st.floats(0.0, 64.0),
)
def test_fill_one_is_water_fill_for_one_party(demand: float, weight: float, capacity: float) -> None:
    assert same(fill_one(demand, weight, capacity), water_fill([demand], [weight], capacity)[0])


@settings(max_examples=60, deadline=None)
@given(njobs=st.integers(0, 8), ops=OPS)
def test_rr_sim_with_a_warm_estimator_equals_a_cold_one(njobs: int, ops: list[tuple[str, int, float]]) -> None:
    s = build(njobs)
    warm = Estimator(EstimatePolicy.JC2)
    now = 1000.0
    for op, i, x in ops + [("progress", 0, 1.0)]:
        results = list(s.results.values())
        if results:
            r = results[i % len(results)]
            if op == "dcf":
                update_dcf(s.projects[r.project_url], x * 1000.0, 1000.0)
            elif op == "progress":
                task = s.active_tasks.setdefault(r.key, ActiveTask(r.project_url, r.name))
                task.scheduler_state = CpuSchedState.SCHEDULED
                task.elapsed_time += x * 100.0
                task.fraction_done = min(task.fraction_done + x / 100.0, 1.0)
            elif op == "fpops":
                s.workunit_of(r).rsc_fpops_est = x * 1e12
        if op == "add":
            add_job(s, 100 + i)
        now += 60.0
        a = rr_simulate(s, now, warm, 3e4)
        b = rr_simulate(s, now, Estimator(EstimatePolicy.JC2), 3e4)
        assert repr(a) == repr(b)
