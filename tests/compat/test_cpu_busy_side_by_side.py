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
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.core.client.cpu_busy_world import HERE as WORLD
from tests.core.client.cpu_busy_world import isolation
from tests.realboinc import netns_problem, real_boinc

PORT = 31437
PASSWORD = "cpu-busy-pw"
LIMIT = 25
NCPUS = os.cpu_count() or 1
PHASE_S = 32.0  # the real client's first reading of a phase comes within 10-20 s


def _problem() -> str:
    problem = netns_problem()
    if not problem and not isolation():
        problem = "needs unshare --pid --mount-proc (a PID namespace of its own)"
    return problem


pytestmark = [pytest.mark.serial, pytest.mark.timeout(200),
              pytest.mark.skipif(bool(_problem()), reason=_problem() or "ok")]


def test_real_client_and_ours_agree_under_nice19_and_normal_loads(tmp_path: Path) -> None:
    out = tmp_path / "world.json"
    plan = {"limit": LIMIT, "period_s": 10.0, "hold_s": 20.0, "poll_s": 1.0, "port": PORT, "password": PASSWORD,
            "phases": [{"count": NCPUS, "nice": 19, "secs": PHASE_S},
                       {"count": 2 * NCPUS, "nice": 0, "secs": PHASE_S}]}
    prefs = f"<global_preferences><suspend_cpu_usage>{LIMIT}</suspend_cpu_usage></global_preferences>\n"
    log = tmp_path / "boinc.log"
    launcher = (*isolation(), sys.executable, str(WORLD), "launch", str(out), json.dumps(plan), "--")
    with real_boinc(log, PORT, PASSWORD, "cpubusy", prefs_override=prefs, launcher=launcher):
        deadline = time.monotonic() + 2 * PHASE_S + 60
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
