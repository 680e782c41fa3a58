"""The what-if emulator starts from a real live client's data directory."""
from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest

from core.emulator.from_state import NewProject, differences, disk_outlook, outlook, scenario_from_state
from core.errors import CoreError
from core.ids import WorkunitName
from core.ports import SchedulerReply, SchedulerRequest
from core.state import GlobalPrefs
from tests.core.client.e2e import FAST_PREFS, attach, demo_project, live_client, wait_for

pytestmark = pytest.mark.timeout(180)
REPO = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def live_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A live client's data directory after it received and ran demo tasks (then stopped)."""
    tmp = tmp_path_factory.mktemp("from_state")
    project = demo_project(tmp, job_size=3_000_000, ready_jobs=4, max_jobs_per_rpc=4, delay_bound_s=600.0)
    data = tmp / "client"
    client = live_client(data)
    try:
        attach(client, project)
        wait_for(lambda: sum(1 for r in client.session.state.results.values() if not r.is_finished) >= 2
                 and bool(client.session.state.active_tasks), 60, "tasks on the host, one running")
    finally:
        client.stop()
        project.stop()
    return data


def test_the_scenario_is_the_live_clients_state(live_dir: Path) -> None:
    now = time.time()
    got = scenario_from_state(live_dir, days=1, now=now)
    (project,) = got.scenario.projects
    assert project.name == "boinc-gui Demo Project" and project.url.startswith("http://127.0.0.1:")
    assert got.guessed == () and project.apps and project.initial_jobs
    (app,) = project.apps
    # The demo project's deadline is 600 s after sending; its jobs' estimate is on each workunit.
    assert 590 <= app.latency_bound_s <= 610
    assert app.fpops_est > 0
    assert all(job.report_deadline <= 3600.0 + 610 for job in project.initial_jobs)
    assert got.scenario.prefs.work_buf_min_days == FAST_PREFS.work_buf_min_days  # its override file
    assert got.scenario.host.ncpus >= 1 and got.scenario.duration_s == 86400.0


def test_fewer_cpus_finish_fewer_tasks_and_the_report_says_what_changes(live_dir: Path) -> None:
    now = time.time()
    # A buffer big enough that the CPUs, not the 60 s between requests, bound the work done.
    both = replace(FAST_PREFS, work_buf_min_days=0.05)
    today = outlook(scenario_from_state(live_dir, days=0.05, now=now, prefs=both).scenario)
    one = outlook(scenario_from_state(live_dir, days=0.05, now=now, prefs=replace(both, max_ncpus_pct=1.0)).scenario)
    assert today.projects[0].jobs_done > 0
    assert one.projects[0].jobs_done < 0.75 * today.projects[0].jobs_done
    assert differences(today, today) == ["no change expected in deadlines, CPU shares, tasks done or idle time"]
    # A buffer longer than the 600 s deadlines over-fetches, as BOINC's deadline check (the
    # busy time of late jobs only) lets it: deadlines are missed with both settings.
    assert (f"boinc-gui Demo Project would finish {one.projects[0].jobs_done} tasks in the "
            f"next 1.2 hours instead of {today.projects[0].jobs_done}") in differences(today, one)
    # Idle time is of the CPUs the preferences let compute: fewer of them are busier while the
    # computer does less, so "idle 28 %, down from 64 %" read as a gain; the words say what it is of.
    said = "; ".join(differences(today, one))
    assert "down from" not in said
    if abs(one.idle_fraction - today.idle_fraction) >= 0.05:
        assert (f"the CPUs allowed to compute would stand idle {one.idle_fraction:.0%} of the time "
                f"(with the current settings: {today.idle_fraction:.0%})") in said


def test_the_command_as_typed(live_dir: Path, tmp_path: Path) -> None:
    prefs = tmp_path / "prefs.xml"
    prefs.write_text("<global_preferences><max_ncpus_pct>1</max_ncpus_pct></global_preferences>")
    done = subprocess.run([sys.executable, "-m", "core.cli", "emulate", "--from-state", str(live_dir), "--days", "0.05",
                           "--prefs", str(prefs), "--json"], capture_output=True, text=True, timeout=120, cwd=REPO)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["today"]["projects"][0]["name"] == "boinc-gui Demo Project" and out["changes"]
    bad = subprocess.run([sys.executable, "-m", "core.cli", "emulate", "--from-state", str(tmp_path)],
                         capture_output=True, text=True, timeout=60, cwd=REPO)
    assert bad.returncode == 2 and "no client_state.xml" in bad.stderr


def test_a_state_read_between_the_saves_two_renames(live_dir: Path, tmp_path: Path) -> None:
    """At each save client_state.xml becomes client_state_prev.xml an instant before the new
    file takes its name: a preview taken then reads the newest whole copy, not "no state"."""
    import shutil

    copy = tmp_path / "client"
    shutil.copytree(live_dir, copy, ignore=shutil.ignore_patterns("slots", "projects"))
    (copy / "client_state.xml").replace(copy / "client_state_prev.xml")
    whole = scenario_from_state(copy, days=1, now=time.time())
    (project,) = whole.scenario.projects
    assert project.initial_jobs and any("client_state_prev.xml" in w for w in whole.warnings)
    shutil.rmtree(copy)
    with pytest.raises(CoreError, match="holds no client_state.xml"):
        scenario_from_state(copy)


def test_an_empty_client_has_nothing_to_emulate(tmp_path: Path) -> None:
    client = live_client(tmp_path / "empty", GlobalPrefs())
    client.stop()
    with pytest.raises(CoreError, match="no project"):
        scenario_from_state(tmp_path / "empty")


def test_the_projects_habits_carry_over(live_dir: Path) -> None:
    """The demo project marks its jobs report-immediately and sets a 1 s request delay; its
    emulated twin does both, and its server checks deadlines as BOINC's does (WS1)."""
    scenario = scenario_from_state(live_dir, days=1).scenario
    (project,) = scenario.projects
    assert project.report_immediately
    assert 0.5 <= project.request_delay_s <= 1.5
    assert "_WS1_" in scenario.policy


def test_a_share_change_a_new_project_and_leaving_one_out(live_dir: Path) -> None:
    now = time.time()
    base = scenario_from_state(live_dir, days=0.05, now=now)
    url = base.scenario.projects[0].url
    shared = scenario_from_state(live_dir, days=0.05, now=now, shares={url: 250.0})
    assert shared.scenario.projects[0].resource_share == 250.0
    newcomer = NewProject("http://127.0.0.1:9/new/", "Newcomer", 100.0)
    joined = scenario_from_state(live_dir, days=0.05, now=now, attach=[newcomer])
    assert [p.name for p in joined.scenario.projects] == ["boinc-gui Demo Project", "Newcomer"]
    assert joined.guessed == ("Newcomer",)  # its jobs are a guess, and the result says so
    # Attaching what is attached already adds nothing: its own jobs say more than a guess.
    again = scenario_from_state(live_dir, days=0.05, now=now, attach=[NewProject(url, "twice")])
    assert len(again.scenario.projects) == 1
    with pytest.raises(CoreError, match="attached to no project"):
        scenario_from_state(live_dir, now=now, without=[url])
    with pytest.raises(CoreError, match="resource share"):
        scenario_from_state(live_dir, now=now, shares={url: float("nan")})
    with_new = outlook(replace(joined.scenario, prefs=replace(joined.scenario.prefs, work_buf_min_days=0.05)))
    assert {p.name for p in with_new.projects} == {"boinc-gui Demo Project", "Newcomer"}


def test_disk_figures_follow_the_disk_preferences(live_dir: Path) -> None:
    prefs = GlobalPrefs(disk_max_used_gb=0.0, disk_max_used_pct=100.0, disk_min_free_gb=0.0)
    roomy = disk_outlook(live_dir, prefs)
    tight = disk_outlook(live_dir, replace(prefs, disk_max_used_gb=0.001))
    assert roomy.used_bytes > 0 and roomy.used_bytes == tight.used_bytes
    assert tight.limit_bytes == pytest.approx(0.001 * 2**30)
    assert roomy.limit_bytes > tight.limit_bytes
    assert "disk_max_used_gb" in tight.rule or "GB" in tight.rule
    assert "GB used now; limit" in tight.sentence()


def test_a_project_between_tasks_is_judged_by_its_job_log(live_dir: Path, tmp_path: Path) -> None:
    """Holding no task at the moment, a project's jobs are sized from BOINC's job log (not
    guessed as 10-hour jobs), as its recent ones were."""
    import shutil

    from core.persist import DataDir
    from core.persist.state_file import read_client_state, write_client_state

    data = tmp_path / "between"
    shutil.copytree(live_dir, data, ignore=shutil.ignore_patterns("slots", "projects"))
    dd = DataDir(data)
    now = time.time()
    state = read_client_state(dd, now=now).state
    (url,) = state.projects
    state.results.clear()
    state.workunits.clear()
    state.active_tasks.clear()
    write_client_state(state, dd, now)
    assert scenario_from_state(data, now=now).guessed == ("boinc-gui Demo Project",)
    # BOINC's job-log lines: time, estimated runtime, CPU time, FLOPs estimate, name, elapsed, exit status.
    dd.job_log_file(url).write_text("".join(
        f"{now - 60 + i:.0f} ue 4.0 ct 3.5 fe {fe:.0f} nm job_{i}_0 et 4.1 es 0\n"
        for i, fe in enumerate((4e9, 5e9, 6e9))))
    got = scenario_from_state(data, now=now)
    assert got.guessed == ()
    (project,) = got.scenario.projects
    (app,) = project.apps
    dcf = state.projects[url].duration_correction_factor or 1.0
    assert app.fpops_est == pytest.approx(5e9 * dcf)
    assert project.initial_jobs == ()


def test_a_reply_carries_at_most_what_the_projects_replies_did(live_dir: Path, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The jobs of one reply share its receive time: the largest group among the tasks held
    is the project's reply limit (the demo's max_jobs_per_rpc here), and the emulated
    twin sends no more at once."""
    import shutil
    from collections import Counter

    from core.emulator.run import run_scenario
    from core.persist import DataDir
    from core.persist.state_file import read_client_state, write_client_state

    data = tmp_path / "replies"
    shutil.copytree(live_dir, data, ignore=shutil.ignore_patterns("slots", "projects"))
    dd = DataDir(data)
    now = time.time()
    state = read_client_state(dd, now=now).state
    for p in state.projects.values():  # without the largest reply recorded, which also bounds the twin's (next test)
        p.largest_reply = 0
    held = [r for r in state.results.values() if not r.is_finished]
    assert len(held) >= 2
    for r in held:
        r.received_time = now - 100.0
    write_client_state(state, dd, now)
    (one,) = scenario_from_state(data, now=now).scenario.projects
    assert one.max_jobs_per_reply == len(held)  # one reply of them all
    held[0].received_time = now - 50.0
    write_client_state(state, dd, now)
    (project,) = scenario_from_state(data, days=0.05, now=now).scenario.projects
    assert project.max_jobs_per_reply == len(held) - 1
    # The twin's replies: every received time groups at most that many jobs.
    scenario = scenario_from_state(data, days=0.05, now=now).scenario
    scenario = replace(scenario, prefs=replace(scenario.prefs, work_buf_min_days=0.05))
    sizes: Counter[float] = Counter()
    import core.engine.engine as engine_module

    real = engine_module.Engine._handle_reply

    def count(self: engine_module.Engine, request: SchedulerRequest, reply: SchedulerReply, at: float) -> None:
        sizes[at] += len(reply.results)
        real(self, request, reply, at)

    monkeypatch.setattr(engine_module.Engine, "_handle_reply", count)
    run_scenario(scenario)
    assert sizes and max(sizes.values()) <= project.max_jobs_per_reply


def test_jobs_run_as_long_as_the_job_log_says_not_as_the_dcf(live_dir: Path, tmp_path: Path) -> None:
    """The client plans with estimate x DCF, but an emulated job runs what the project's
    jobs really took: the median elapsed time over estimate in its job log, plus the
    client's turnaround between tasks (completions every 2 s on this many CPUs, 3 s each)."""
    import shutil

    from core.persist import DataDir
    from core.persist.state_file import read_client_state, write_client_state

    data = tmp_path / "slow_dcf"
    shutil.copytree(live_dir, data, ignore=shutil.ignore_patterns("slots", "projects"))
    dd = DataDir(data)
    now = time.time()
    state = read_client_state(dd, now=now).state
    (url,) = state.projects
    state.projects[url].duration_correction_factor = 1.42  # one slow spell ago
    write_client_state(state, dd, now)
    dd.job_log_file(url).write_text("".join(
        f"{now - 100 + 2 * i:.0f} ue 3.0 ct 0.1 fe 3000000000 nm job_{i}_0 et {3.0 + 0.01 * (i % 3):.2f} es 0\n"
        for i in range(30)))
    scenario = scenario_from_state(data, now=now).scenario
    (project,) = scenario.projects
    (app,) = project.apps
    ncpus, flops = scenario.host.ncpus, scenario.host.flops
    gap = min(max(ncpus * 2.0 - 3.01, 0.0), 3.01)
    ratio = (3.01 + gap) * flops * app.avg_ncpus / 3e9
    sizes = sorted(wu.rsc_fpops_est for (u, _), wu in state.workunits.items() if u == url)
    assert app.fpops_est == pytest.approx(statistics.median(sizes) * 1.42)  # what the client plans with
    assert app.fpops_mean == pytest.approx(statistics.median(sizes) * ratio)  # what the jobs run
    for job in project.initial_jobs:
        wu = state.workunits[(url, WorkunitName(job.wu_name))]
        assert job.fpops_est == pytest.approx(wu.rsc_fpops_est * 1.42)
        assert job.true_fpops == pytest.approx(wu.rsc_fpops_est * ratio)
    # Without elapsed times in the log, the estimate stands in for the truth, as before.
    dd.job_log_file(url).write_text("")
    (plain,) = scenario_from_state(data, now=now).scenario.projects
    assert plain.apps[0].fpops_mean == 0.0 and all(job.true_fpops == 0.0 for job in plain.initial_jobs)


def test_the_scheduling_state_carries_over(live_dir: Path, tmp_path: Path) -> None:
    """Debts and REC are where the live client's scheduling left them, not 0: a project
    the client owes CPU time to runs first in the emulation as it would live."""
    import shutil

    from core.emulator.assembly import START_TIME, EmulatedAssembly
    from core.engine.policy_spec import PolicySpec
    from core.persist.state_file import read_client_state, write_client_state

    data = tmp_path / "client"
    shutil.copytree(live_dir, data)
    now = time.time()
    state = read_client_state(data, now=now).state
    (live,) = state.projects.values()
    live.debt, live.long_term_debt, live.rec = 42.5, -17.25, 3.5
    write_client_state(state, data, now)
    scenario = scenario_from_state(data, days=1, now=now).scenario
    (project,) = scenario.projects
    assert (project.debt, project.long_term_debt, project.rec) == (42.5, -17.25, 3.5)
    emulated = EmulatedAssembly(scenario, PolicySpec.parse(scenario.policy), 1).state
    (p,) = emulated.projects.values()
    assert (p.debt, p.long_term_debt, p.rec, p.rec_time) == (42.5, -17.25, 3.5, START_TIME)


def test_the_largest_reply_the_client_recorded_bounds_the_twins_replies(live_dir: Path, tmp_path: Path) -> None:
    """The live client records the most tasks one reply brought (``Project.largest_reply``, in
    its state file); the twin may send as many at once, though the tasks held came in smaller
    replies (asking for more, under an edit, would otherwise be answered with too little).
    The figure is the recorded one: the event log's words are for people and change nothing."""
    import shutil

    from core.persist.state_file import read_client_state, write_client_state

    data = tmp_path / "client"
    shutil.copytree(live_dir, data)
    now = time.time()
    (recorded,) = read_client_state(data, now=now).state.projects.values()
    assert 1 <= recorded.largest_reply <= 4, "the demo project sends at most 4 tasks a reply"
    (before,) = scenario_from_state(data, days=1, now=now).scenario.projects
    assert before.max_jobs_per_reply >= recorded.largest_reply
    with open(data / "stdoutdae.txt", "ab") as f:  # BOINC's words for a larger reply: not a record
        f.write(b"24-Nov-2026 10:00:00 [boinc-gui Demo Project] Scheduler request completed: got 99 new tasks\n")
    (unmoved,) = scenario_from_state(data, days=1, now=now).scenario.projects
    assert unmoved.max_jobs_per_reply == before.max_jobs_per_reply
    state = read_client_state(data, now=now).state
    (live,) = state.projects.values()
    live.largest_reply = 17  # an earlier, larger reply, as the client records it
    write_client_state(state, data, now)
    (after,) = scenario_from_state(data, days=1, now=now).scenario.projects
    assert after.max_jobs_per_reply == max(17, before.max_jobs_per_reply)
