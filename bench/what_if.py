"""How long the what-if preview takes: 7 days ahead from a live state of 5 projects and 500 tasks.

A client data directory is written with the live client's own writer (5 projects with
different shares, 2 apps each, 500 tasks with estimates and deadlines spread over the
coming days, a 4-CPU host); then the preview's own calls run on it, as the preferences
dialog does: read the state once (``scenario_from_state``), emulate today's settings and
an edit (``with_changes`` + ``outlook``). Target: under 1 s for one preview (the edit's
emulation), printed as a ratio to that target; the read and today's run are shown too.

The dialog runs its emulations in a child process (core.emulator.outlook_worker), on the
compiled copy when one is built for these sources (``make test`` and ``make run`` build
it); the ratio is taken on that path, the time the dialog waits for an edit, pickling
included. The same edit in this process, pure Python, is printed beside it.

    .venv/bin/python bench/what_if.py [--projects 5] [--tasks 500] [--days 7] [--repeat 3]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core.emulator.from_state import outlook, scenario_from_state, with_changes
from core.emulator.outlook_worker import OutlookWorker
from core.ids import AppName, ProjectUrl, ResultName, WorkunitName
from core.persist import DataDir
from core.persist.prefs_file import write_global_prefs_override
from core.persist.state_file import write_client_state
from core.state import App, AppVersion, ClientState, GlobalPrefs, Project, Result, Workunit
from core.state.enums import ResultState

TARGET_S = 1.0
HOUR = 3600.0


def make_state(data: Path, n_projects: int, n_tasks: int, now: float) -> None:
    """A plausible busy host: shares 50..250, runtimes 15 min..2 h, deadlines 3..14 days."""
    state = ClientState()
    state.host_info.p_ncpus = 4
    state.host_info.p_fpops = 3e9
    state.host_info.p_calculated = now - 86400
    state.time_stats.on_frac = 0.9
    state.time_stats.active_frac = 0.95
    state.time_stats.connected_frac = 1.0
    per_project = max(n_tasks // n_projects, 1)
    for i in range(n_projects):
        url = ProjectUrl(f"http://127.0.0.1:{9000 + i}/project{i}/")
        state.projects[url] = Project(url, project_name=f"Project {i}", resource_share=50.0 * (i + 1))
        for a in range(2):
            app = AppName(f"app{a}")
            state.apps[(url, app)] = App(url, app, user_friendly_name=f"App {a} of project {i}")
            state.app_versions.append(AppVersion(url, app, 100, avg_ncpus=1.0, flops=3e9))
        for k in range(per_project):
            app = AppName(f"app{k % 2}")
            runtime = HOUR * 0.25 * (1 + (i + k) % 8)
            wu = Workunit(url, WorkunitName(f"wu_{i}_{k}"), app, version_num=100, rsc_fpops_est=runtime * 3e9,
                          rsc_fpops_bound=runtime * 3e10)
            state.workunits[(url, wu.name)] = wu
            received = now - HOUR * (k % 24)
            result = Result(url, ResultName(f"wu_{i}_{k}_0"), wu.name, received_time=received,
                            report_deadline=received + 86400 * (3 + (i * 3 + k) % 12),
                            state=ResultState.FILES_DOWNLOADED, version_num=100)
            state.results[result.key] = result
    dd = DataDir(data)
    dd.ensure()
    write_client_state(state, dd, now)
    write_global_prefs_override(dd, GlobalPrefs(work_buf_min_days=0.5, work_buf_additional_days=0.5))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--projects", type=int, default=5)
    ap.add_argument("--tasks", type=int, default=500)
    ap.add_argument("--days", type=float, default=7.0)
    ap.add_argument("--repeat", type=int, default=3, help="previews timed (the median is reported)")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="what-if-bench-") as tmp:
        now = time.time()
        data = Path(tmp) / "client"
        make_state(data, args.projects, args.tasks, now)
        t0 = time.perf_counter()
        base = with_changes(scenario_from_state(data, now=now), days=args.days)
        read_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        today = outlook(base.scenario)
        today_s = time.perf_counter() - t0
        edits: list[float] = []
        cpu: list[float] = []
        edited = today
        for r in range(args.repeat):
            prefs = replace(base.scenario.prefs, max_ncpus_pct=50.0 + 10 * r)
            t0, c0 = time.perf_counter(), time.process_time()
            edited = outlook(with_changes(base, prefs=prefs).scenario)
            edits.append(time.perf_counter() - t0)
            cpu.append(time.process_time() - c0)
        worker = OutlookWorker()
        t0 = time.perf_counter()
        worker.start()
        worker.run(with_changes(base, days=1 / 24).scenario)  # started and warm, as when the dialog opens
        start_s = time.perf_counter() - t0
        via: list[float] = []
        try:
            for r in range(args.repeat):
                prefs = replace(base.scenario.prefs, max_ncpus_pct=50.0 + 10 * r)
                t0 = time.perf_counter()
                answer = worker.run(with_changes(base, prefs=prefs).scenario)
                via.append(time.perf_counter() - t0)
                if r == args.repeat - 1 and answer != edited:
                    print("the preview's process answered differently from this one", file=sys.stderr)
                    return 2
        finally:
            worker.close()
    in_process = statistics.median(edits)
    preview = statistics.median(via)
    jobs = sum(p.jobs_done for p in today.projects)
    kind = f"compiled copy {worker.compiled_root.name}" if worker.compiled_root else "pure Python: no compiled copy"
    print(f"state: {args.projects} projects, {args.tasks} tasks, 4 CPUs; horizon {args.days:g} days")
    print(f"read the state            {read_s * 1000:8.1f} ms")
    print(f"today's settings          {today_s * 1000:8.1f} ms  ({jobs} tasks done, "
          f"{today.deadlines_missed} deadlines missed; in this process)")
    print(f"one edit, this process    {in_process * 1000:8.1f} ms  ({sum(p.jobs_done for p in edited.projects)} "
          f"tasks done; CPU time {statistics.median(cpu) * 1000:.1f} ms; pure Python)")
    print(f"preview process start     {start_s * 1000:8.1f} ms  (once per dialog, while it opens)")
    print(f"one edit, as the dialog   {preview * 1000:8.1f} ms  (median of {len(via)}; {kind})")
    print(f"preview time / target     {preview / TARGET_S:8.2f}  (target <= 1.00: under {TARGET_S:g} s)")
    return 0 if preview <= TARGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
