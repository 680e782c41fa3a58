"""The twin server's jobs vary as the project's recent jobs did (the job log's spread).

Jobs that all run exactly as long, started together, end together for ever: on the
honesty bench the two CPUs then finished at the same instant every 3.4 s and one
project's report RPCs starved the other of work fetch (the preview forecast the CPUs
41 % idle; the live client never was). A data directory is written with the live
client's own writer and a job log beside it, as the live client leaves them.
"""
from __future__ import annotations

import statistics
import time
from pathlib import Path

import pytest

from core.emulator.assembly import add_initial_jobs
from core.emulator.executor import EmulatedExecutor
from core.emulator.from_state import scenario_from_state
from core.emulator.scenario import Scenario
from core.ids import AppName, ProjectUrl, ResultName, WorkunitName
from core.persist import DataDir
from core.persist.prefs_file import write_global_prefs_override
from core.persist.state_file import write_client_state
from core.state import App, AppVersion, ClientState, GlobalPrefs, Project, Result, Workunit
from core.state.enums import ResultState

FPOPS_EST = 3e9  # 3 s at the host's 1 GFLOPS


def write_state(data: Path, now: float, elapsed: list[float]) -> ProjectUrl:
    """Two projects of 3-s jobs on two CPUs; the first one's job log holds ``elapsed``."""
    state = ClientState()
    state.host_info.p_ncpus = 2
    state.host_info.p_fpops = 1e9
    urls = [ProjectUrl(f"http://127.0.0.1:{9100 + i}/p{i}/") for i in range(2)]
    for i, url in enumerate(urls):
        state.projects[url] = Project(url, project_name=f"P{i}", resource_share=100.0 * (2 - i))
        app = AppName("app")
        state.apps[(url, app)] = App(url, app)
        state.app_versions.append(AppVersion(url, app, 100, avg_ncpus=1.0))
        for k in range(6):
            wu = Workunit(url, WorkunitName(f"wu_{i}_{k}"), app, version_num=100, rsc_fpops_est=FPOPS_EST,
                          rsc_fpops_bound=20 * FPOPS_EST)
            state.workunits[(url, wu.name)] = wu
            r = Result(url, ResultName(f"wu_{i}_{k}_0"), wu.name, received_time=now - 5, report_deadline=now + 200,
                       state=ResultState.FILES_DOWNLOADED, version_num=100, report_immediately=True)
            state.results[r.key] = r
    dd = DataDir(data)
    dd.ensure()
    write_client_state(state, dd, now)
    write_global_prefs_override(dd, GlobalPrefs(work_buf_min_days=45 / 86400, work_buf_additional_days=0.0))
    for url in urls:
        dd.job_log_file(url).write_text("".join(
            f"{now - 200 + 3 * i:.0f} ue 3.0 ct 0.1 fe {FPOPS_EST:.0f} nm done_{i}_0 et {et:.3f} es 0\n"
            for i, et in enumerate(elapsed)))
    return urls[0]


def test_jobs_to_come_vary_as_the_logged_ones_did(tmp_path: Path) -> None:
    now = time.time()
    elapsed = [3.0, 3.1, 2.9, 3.4, 3.0, 2.95, 3.2, 3.05, 3.6, 2.9, 3.0, 3.1]
    url = write_state(tmp_path / "client", now, elapsed)
    scenario = scenario_from_state(tmp_path / "client", days=300 / 86400, now=now).scenario
    project = next(p for p in scenario.projects if p.url == url)
    (app,) = project.apps
    # the run time's spread (a turnaround between tasks adds the same to every job)
    assert app.fpops_mean > 0
    assert app.fpops_std == pytest.approx(statistics.stdev(elapsed) * 1e9)


def test_alike_logged_jobs_give_alike_jobs(tmp_path: Path) -> None:
    now = time.time()
    write_state(tmp_path / "client", now, [3.0] * 12)
    scenario = scenario_from_state(tmp_path / "client", days=300 / 86400, now=now).scenario
    assert all(app.fpops_std == 0.0 for p in scenario.projects for app in p.apps)



def held_durations(scenario: Scenario, seed: int) -> dict[tuple[str, str], float]:
    """How long each task held would run, alone on a CPU, in a run with ``seed``."""
    executor = EmulatedExecutor()
    add_initial_jobs(scenario, executor, seed)
    out: dict[tuple[str, str], float] = {}
    for spec in scenario.projects:
        for job in spec.initial_jobs:
            key = (ProjectUrl(spec.url), ResultName(job.name))
            executor.start(key, 0.0)
            out[(spec.url, job.name)] = executor.next_event(0.0)
            executor.preempt(key, 0.0, keep_in_memory=True)
    return out


def test_the_tasks_held_vary_as_the_logged_ones_did_a_draw_per_seed(tmp_path: Path) -> None:
    """Under deadline pressure, which held task ends a fraction of a second before its
    deadline and which after decides what the scheduler does next: they must not all take
    the median, and a preview's runs with other seeds see other draws."""
    now = time.time()
    elapsed = [3.0, 3.1, 2.9, 3.4, 3.0, 2.95, 3.2, 3.05, 3.6, 2.9, 3.0, 3.1]
    url = write_state(tmp_path / "client", now, elapsed)
    scenario = scenario_from_state(tmp_path / "client", days=300 / 86400, now=now).scenario
    project = next(p for p in scenario.projects if p.url == url)
    assert project.initial_jobs
    assert all(job.true_fpops_std == pytest.approx(statistics.stdev(elapsed) * 1e9) for job in project.initial_jobs)
    first, again, other = (held_durations(scenario, seed) for seed in (1, 1, 2))
    assert first == again
    mine = [d for (u, _), d in first.items() if u == url]
    assert len(set(mine)) == len(mine)  # a draw each
    assert [d for (u, _), d in other.items() if u == url] != mine
    assert statistics.median(elapsed) - 0.5 < statistics.fmean(mine) < statistics.median(elapsed) + 0.5


def test_alike_logged_jobs_give_alike_held_tasks(tmp_path: Path) -> None:
    now = time.time()
    url = write_state(tmp_path / "client", now, [3.0] * 12)
    scenario = scenario_from_state(tmp_path / "client", days=300 / 86400, now=now).scenario
    mine = {d for (u, _), d in held_durations(scenario, 1).items() if u == url}
    assert len(mine) == 1 and next(iter(mine)) == pytest.approx(3.0, abs=0.05)
