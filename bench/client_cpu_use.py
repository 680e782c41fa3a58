"""The live executor's own CPU use while it runs 2, 8 and 32 tasks of a sleepy app.

Each task is the BOINC-API C test app with ``--sleepy --forever`` (it sleeps
through its work units, so the machine is not saturated and what we measure is
the client's overhead: heartbeats, shared-memory reads, waitpid, psutil samples).
The executor is polled once a second, as the engine does, for ``--seconds``
seconds per configuration; we report this process's CPU seconds per wall second
(``time.process_time``; the apps are children and are not counted).

Baseline: the same one-second loop with an executor holding no tasks, measured
in the same run. Printed per configuration: CPU % of one core, and the ratio to
the baseline. Target: under 1 % of one core for 2 tasks.

``--limit PCT`` sets ``cpu_usage_limit`` (default 100, no throttling); below 100
the executor holds and releases the tasks each second (suspend/resume messages)
and is polled at its own ``next_event`` instead of once a second.

Needs gcc and libboinc-app-dev (to build the test app); without them it uses
the Python demo app (resources/demo_app) with a long ``--delay`` instead.

Usage: python bench/client_cpu_use.py [--seconds N] [--limit PCT]
"""
from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.exec.executor import LiveExecutor
from core.ids import AppName, FileName, ProjectUrl, ResultName, WorkunitName
from core.state import (
    ActiveTask,
    App,
    AppVersion,
    ClientState,
    FileInfo,
    FileStatus,
    Project,
    Result,
    ResultState,
    Workunit,
)
from core.state.app import FileRef

REPO = Path(__file__).resolve().parents[1]
URL = ProjectUrl("http://127.0.0.1/bench/")


def build_app(tmp: Path) -> tuple[Path, str, str]:
    """(executable, input text, command line) of a sleepy app."""
    out = tmp / "boinc_test_app"
    if shutil.which("gcc"):
        r = subprocess.run(["sh", str(REPO / "resources/testapp/build.sh"), str(out)], capture_output=True, check=False)
        if r.returncode == 0:
            return out, "10\n", "--sleepy --forever --unit-ms 200"
    print("(gcc or libboinc-app-dev missing: using the Python demo app)")
    return REPO / "resources/demo_app/demo_app.py", "0 1000000000\n", "--chunk 1000 --delay 0.5"


def make_state(n: int, project_dir: Path, exe: Path, input_text: str, args: str) -> ClientState:
    st = ClientState()
    st.host_info.m_nbytes = 8e9
    st.projects[URL] = Project(URL)
    app = AppName("sleepy")
    exe_name = FileName("sleepy_app")
    shutil.copy(exe, project_dir / exe_name)
    (project_dir / exe_name).chmod(0o755)
    st.apps[(URL, app)] = App(URL, app)
    st.app_versions.append(
        AppVersion(URL, app, 100, api_version="7.20.5", file_refs=[FileRef(exe_name, main_program=True)])
    )
    st.file_infos[(URL, exe_name)] = FileInfo(URL, exe_name, executable=True, status=FileStatus.PRESENT)
    for i in range(n):
        in_name = FileName(f"in_{i}")
        (project_dir / in_name).write_text(input_text)
        wu = Workunit(
            URL, WorkunitName(f"wu{i}"), app, 100, 1e12, 1e16, 1e9, 1e9, args, [FileRef(in_name, open_name="in")]
        )
        st.workunits[(URL, wu.name)] = wu
        res = Result(URL, ResultName(f"wu{i}_0"), wu.name, state=ResultState.FILES_DOWNLOADED, version_num=100)
        st.results[res.key] = res
        st.active_tasks[res.key] = ActiveTask(URL, res.name, slot=i)
    return st


def measure(n: int, seconds: float, exe: Path, input_text: str, args: str, limit: float = 100.0) -> float:
    """CPU seconds of this process per wall second while polling n tasks once a second
    (at the executor's throttle steps when ``limit`` < 100)."""
    with tempfile.TemporaryDirectory() as d:
        data_dir = Path(d)
        project_dir = data_dir / "projects" / "bench"
        project_dir.mkdir(parents=True)
        st = make_state(n, project_dir, exe, input_text, args)
        st.prefs.cpu_usage_limit = limit
        ex = LiveExecutor(st, data_dir, lambda url: project_dir)
        try:
            for key in list(st.active_tasks):
                ex.start(key, time.time())
            for _ in range(2):  # warm-up: apps attach their shared memory
                ex.poll(time.time())
                time.sleep(1.0)
            cpu0, wall0 = time.process_time(), time.monotonic()
            next_tick = wall0
            while time.monotonic() - wall0 < seconds:
                ex.poll(time.time())
                next_tick += 1.0
                wake = min(next_tick, time.monotonic() + ex.next_event(time.time()) - time.time())
                time.sleep(max(0.0, wake - time.monotonic()))
                if wake < next_tick:
                    next_tick = wake
            use = (time.process_time() - cpu0) / (time.monotonic() - wall0)
            alive = sum(1 for key in st.active_tasks if (rt := ex.running_task(key)) is not None and rt.process_exists)
            if alive != n:
                print(f"warning: only {alive} of {n} tasks were running at the end")
            return use
        finally:
            ex.close(wait_s=5.0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--limit", type=float, default=100.0, help="cpu_usage_limit, percent")
    opts = parser.parse_args()
    with tempfile.TemporaryDirectory() as d:
        exe, input_text, args = build_app(Path(d))
        base = measure(0, opts.seconds, exe, input_text, args)
        print(f"baseline (no tasks): {100 * base:.3f}% of one core")
        for n in (2, 8, 32):
            use = measure(n, opts.seconds, exe, input_text, args, opts.limit)
            ratio = use / base if base > 0 else float("inf")
            verdict = "  (target < 1%: " + ("met" if use < 0.01 else "NOT met") + ")" if n == 2 else ""
            print(f"{n:3d} tasks: {100 * use:.3f}% of one core, {ratio:.1f}x baseline{verdict}")


if __name__ == "__main__":
    main()
