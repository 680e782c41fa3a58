"""The "CPU is busy" rule, our client and Debian's BOINC 7.20 client side by side.

Both watch the same processes: the real client, our live host (its real meter, BOINC's
10-second window and 20-second hold) and the busy loops all run in one fresh PID
namespace inside the loopback-only network namespace of tests/realboinc.py, so what
else runs on this machine is in neither's /proc. With a limit of 25%: under nice-19
loops on every CPU (what another BOINC client's science apps look like) neither
suspends; under normal-priority loops both say "CPU is busy" (reason 1024), ours once.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.core.client.cpu_busy_world import HERE as WORLD, REPO, isolation
from tests.core.demo.appfixture import make_prime_app
from tests.realboinc import netns_problem, real_boinc

PORT = 31437
PASSWORD = "cpu-busy-pw"
LIMIT = 25
NCPUS = os.cpu_count() or 1
PHASE_S = 32.0  # the real client's first reading of a phase comes within 10-20 s
# A quiet phase need only hold one whole 10-s reading of each client (the real client's comes
# within 10-20 s, ours at 10 and 20 s: a client that counted the loops says so at its first).
QUIET_S = 22.0
# The real client's own apps, already running when the phase starts: the real client's first
# reading (within 10 s) sees them, ours (10 s after its first look) too, with 5 s to spare.
APPS_S = 15.0


def _problem() -> str:
    problem = netns_problem()
    if not problem and not isolation():
        problem = "needs unshare --pid --mount-proc (a PID namespace of its own)"
    return problem


pytestmark = [pytest.mark.serial, pytest.mark.slow, pytest.mark.timeout(240),
              pytest.mark.skipif(bool(_problem()), reason=_problem() or "ok")]


def test_real_client_and_ours_agree_under_nice19_and_normal_loads(tmp_path: Path) -> None:
    out = tmp_path / "world.json"
    plan = {"limit": LIMIT, "period_s": 10.0, "hold_s": 20.0, "poll_s": 1.0, "port": PORT, "password": PASSWORD,
            "phases": [{"count": NCPUS, "nice": 19, "secs": QUIET_S},
                       {"count": 3 * NCPUS, "nice": 0, "secs": PHASE_S}]}
    prefs = f"<global_preferences><suspend_cpu_usage>{LIMIT}</suspend_cpu_usage></global_preferences>\n"
    log = tmp_path / "boinc.log"
    launcher = (*isolation(), sys.executable, str(WORLD), "launch", str(out), json.dumps(plan), "--")
    with real_boinc(log, PORT, PASSWORD, "cpubusy", prefs_override=prefs, launcher=launcher):
        deadline = time.monotonic() + QUIET_S + PHASE_S + 60
        while not out.exists() and time.monotonic() < deadline:
            time.sleep(0.5)
    assert out.exists(), log.read_text(errors="replace")[-3000:]
    world: dict[str, Any] = json.loads(out.read_text())
    assert "error" not in world, (world, log.read_text(errors="replace")[-3000:])
    background, normal = world["phases"]
    busy = background["busy"]
    assert background["loop_pct"] > 10, "the nice-19 loops did not run: nothing was compared"

    # Nice-19 loops on every CPU: both keep computing throughout.
    assert [s["real_reason"] for s in background["samples"] if s["real_reason"] != 0] == [], background["samples"]
    assert all(s["computing"] for s in background["samples"]), background["samples"]
    assert background["lines"] == []

    # Normal-priority loops: both suspended for CPU use by the end, ours without flapping.
    tail = [s for s in normal["samples"] if s["t"] >= PHASE_S - 8]
    assert tail and all(s["real_reason"] == busy and not s["computing"] for s in tail), normal["samples"]
    assert normal["lines"] == ["Suspending computation - CPU is busy"], normal["lines"]


def test_the_real_clients_science_apps_on_every_cpu_leave_both_computing(tmp_path: Path) -> None:
    # "A second client's science apps": the real client computes the demo project's jobs
    # (its apps at nice 19 in the idle class, one per CPU) while our host watches.
    out = tmp_path / "world.json"
    plan = {"limit": LIMIT, "period_s": 10.0, "hold_s": 20.0, "poll_s": 1.0, "port": PORT, "password": PASSWORD,
            "cmd_args": ["--skip_cpu_benchmarks", "--no_gpus"],
            "phases": [{"count": 0, "nice": 0, "secs": APPS_S, "real_tasks": NCPUS, "wait_s": 90.0}]}
    prefs = f"<global_preferences><suspend_cpu_usage>{LIMIT}</suspend_cpu_usage></global_preferences>\n"
    log = tmp_path / "boinc.log"
    launcher = (*isolation(), sys.executable, str(WORLD), "launch", str(out), json.dumps(plan), "--")
    app = make_prime_app(tmp_path / "app", job_size=6_000_000)  # about 40 CPU-seconds a job
    with real_boinc(log, PORT, PASSWORD, "cpubusyapps", prefs_override=prefs, launcher=launcher) as ns:
        server = subprocess.Popen(
            [
                "ip",
                "netns",
                "exec",
                ns,
                sys.executable,
                "-m",
                "core.demo.cli",
                "--data",
                str(tmp_path / "server"),
                "--app",
                str(app),
                "--request-delay",
                "1",
                "--ready-jobs",
                str(2 * NCPUS),
                "--exit-with-stdin",
            ],
            cwd=REPO,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONPATH": str(REPO)},
        )
        try:
            assert server.stdout is not None
            master = server.stdout.readline().strip().removeprefix("master_url: ")
            key = server.stdout.readline().strip().removeprefix("account_key: ")
            assert master.startswith("http://"), master
            deadline = time.monotonic() + 30
            while True:  # the real client opens its GUI RPC port a moment after it starts
                r = subprocess.run(
                    [
                        "ip",
                        "netns",
                        "exec",
                        ns,
                        "boinccmd",
                        "--host",
                        f"127.0.0.1:{PORT}",
                        "--passwd",
                        PASSWORD,
                        "--project_attach",
                        master,
                        key,
                    ],
                    capture_output=True,
                    text=True,
                    check=False,
                )
                if r.returncode == 0 or time.monotonic() > deadline:
                    break
                time.sleep(0.5)
            assert r.returncode == 0, r.stdout + r.stderr
            deadline = time.monotonic() + 150
            while not out.exists() and time.monotonic() < deadline:
                time.sleep(0.5)
        finally:
            server.terminate()
            server.wait(15)
    assert out.exists(), log.read_text(errors="replace")[-3000:]
    world: dict[str, Any] = json.loads(out.read_text())
    assert "error" not in world, (world, log.read_text(errors="replace")[-3000:])
    (phase,) = world["phases"]
    assert len(phase["pids"]) >= NCPUS and phase["loop_pct"] > 10, phase  # the apps did compute
    assert all(not s["loops_counted"] for s in phase["samples"]), phase["samples"]
    assert all(s["computing"] and s["real_reason"] == 0 for s in phase["samples"]), phase["samples"]
    assert phase["lines"] == []
