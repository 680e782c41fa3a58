"""The "CPU is busy" rule: what counts as other programs' CPU use, and no flapping.

BOINC's client counts the CPU time of processes that are neither its own nor at the
lowest priority, averaged over 10-second windows, and once busy holds the suspension for
20 seconds after the last busy reading. The live tests run real busy loops in a world of
their own (tests/core/client/cpu_busy_world.py): in a fresh PID namespace when this
machine allows one, so only the world's processes are in its /proc; the meter's window
and the hold are shortened to 1 and 2 seconds to keep them short.
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

from core.client.live_host import LiveHost
from core.client.non_boinc_cpu import ProcTimes, counted_cpu, descendants, linux_process_table, psutil_process_table
from core.engine.run_modes import CPU_BUSY_HOLD_S, HostConditions, RunModes
from core.state import GlobalPrefs, RunMode
from core.state.enums import SuspendReason
from tests.core.client.cpu_busy_world import isolation

WORLD = Path(__file__).with_name("cpu_busy_world.py")  # run as a script: the world's first process
NCPUS = os.cpu_count() or 1


def run_world(tmp_path: Path, plan: dict[str, Any], timeout_s: float = 60) -> dict[str, Any]:
    out = tmp_path / "world.json"
    r = subprocess.run([*isolation(), sys.executable, str(WORLD), "launch", str(out), json.dumps(plan)],
                       capture_output=True, text=True, timeout=timeout_s, check=False)
    assert r.returncode == 0 and out.exists(), r.stderr[-3000:]
    got: dict[str, Any] = json.loads(out.read_text())
    return got


FAST = {"limit": 25, "period_s": 1.0, "hold_s": 2.0, "poll_s": 0.25}


@pytest.mark.serial
@pytest.mark.parametrize("idle_class", [False, True], ids=["nice19", "sched_idle"])
def test_lowest_priority_loops_on_every_cpu_are_not_counted_and_we_keep_computing(
        tmp_path: Path, idle_class: bool) -> None:
    # Another BOINC client's science apps, Folding@home, a niced build: they only take
    # cycles nobody else wants. The host's user+nice time said ~100% busy here.
    plan = {**FAST, "phases": [{"count": NCPUS, "nice": 0 if idle_class else 19, "idle": idle_class, "secs": 4}]}
    phase = run_world(tmp_path, plan)["phases"][0]
    assert phase["loop_pct"] > 10, "the loops did not run: nothing was tested"
    assert all(not s["loops_counted"] for s in phase["samples"]), phase["samples"]
    assert all(s["computing"] for s in phase["samples"]), phase["samples"]
    assert phase["lines"] == [], phase["lines"]
    assert max(s["figure"] for s in phase["samples"]) < 25, phase["samples"]


@pytest.mark.serial
def test_normal_priority_loops_suspend_once_without_flapping_then_resume_once(tmp_path: Path) -> None:
    plan = {**FAST, "phases": [{"count": 3 * NCPUS, "nice": 0, "secs": 6, "until_resumed": 10}]}
    phase = run_world(tmp_path, plan)["phases"][0]
    samples = phase["samples"]
    assert any(set(phase["pids"]) & set(s["loops_counted"]) for s in samples)
    assert max(s["figure"] for s in samples) > 25
    # Suspended within the first windows, then never computing again while the loops run.
    first_stop = next(i for i, s in enumerate(samples) if not s["computing"])
    assert samples[first_stop]["t"] < 3.0
    assert not any(s["computing"] for s in samples[first_stop:]), samples
    assert phase["lines"].count("Suspending computation - CPU is busy") == 1, phase["lines"]
    assert phase["lines"][-1] == "Resuming computation" and phase["lines"].count("Resuming computation") == 1
    # Not before the hold (2 s after the last busy reading looked at) has passed. Timed from
    # the loops' end it was flaky: under load that reading came up to 1.25 s before the end,
    # and a legitimate resume 0.75 s after it failed a 1-s bound. With the hold taken out of
    # RunModes.suspension this says 0.25 s (the old bound passed that run: 1.01 s).
    assert phase["resumed_after"] is not None and phase["held_for"] >= FAST["hold_s"], phase


def test_the_hold_keeps_one_suspension_through_readings_around_the_limit() -> None:
    # Readings every 5 s alternate just over and just under a 25% limit: BOINC's client
    # suspends once and stays suspended while busy readings keep coming within its hold.
    modes = RunModes()
    prefs = GlobalPrefs(suspend_cpu_usage=25, niu_suspend_cpu_usage=25)
    reasons: list[SuspendReason] = []
    for i in range(13):  # 0 .. 60 s, busy on every other reading
        c = HostConditions(local_hour=12, non_boinc_cpu_pct=30.0 if i % 2 == 0 else 20.0)
        reasons.append(modes.suspension(prefs, c, now=5.0 * i).task_reason)
    assert set(reasons) == {SuspendReason.CPU_USAGE}
    quiet = HostConditions(local_hour=12, non_boinc_cpu_pct=5.0)
    after = [(t, modes.suspension(prefs, quiet, now=t).task_reason) for t in (65.0, 70.0, 79.0, 80.0, 85.0)]
    # The busy reading at 60 s started a hold to 80 s; then it stays resumed.
    assert [r for _, r in after] == [SuspendReason.CPU_USAGE] * 3 + [SuspendReason.NONE] * 2
    assert CPU_BUSY_HOLD_S == 20.0
    # "Run always" and a limit of 0 ignore the hold as they ignore the reading.
    modes.suspension(prefs, HostConditions(local_hour=12, non_boinc_cpu_pct=90.0), now=100.0)
    modes.set_mode("run", RunMode.ALWAYS, 0, now=101.0)
    assert modes.suspension(prefs, quiet, now=101.0).task_reason == SuspendReason.NONE
    modes.set_mode("run", RunMode.AUTO, 0, now=102.0)
    assert modes.suspension(GlobalPrefs(suspend_cpu_usage=0, niu_suspend_cpu_usage=0), quiet,
                            now=102.0).task_reason == SuspendReason.NONE


def test_live_host_tells_one_suspension_for_alternating_readings() -> None:
    readings = iter([30.0, 20.0] * 6 + [5.0] * 6)
    lines: list[str] = []
    host = LiveHost(lambda: GlobalPrefs(suspend_cpu_usage=25, niu_suspend_cpu_usage=25), say=lines.append,
                    conditions=lambda now: HostConditions(local_hour=12, non_boinc_cpu_pct=next(readings)))
    computing = [host.availability(5.0 * i).computing for i in range(18)]
    assert lines == ["Suspending computation - CPU is busy", "Resuming computation"]
    # Busy readings at 0, 20 and 40 s start a hold each; those taken during a hold are not
    # looked at (as in BOINC), so the first quiet reading after 60 s resumes.
    assert computing.index(True) == 12


def _p(ppid: int, own: float, reaped: float = 0.0, *, start: float = 1.0, bg: bool = False,
       name: str = "prog") -> ProcTimes:
    return ProcTimes(ppid, start, own, reaped, bg, name)


def test_counting_rules_on_two_tables() -> None:
    before = {1: _p(0, 1.0), 10: _p(1, 5.0), 11: _p(1, 5.0, bg=True), 12: _p(1, 2.0, name="boinc"),
              20: _p(1, 1.0), 21: _p(20, 3.0), 30: _p(1, 1.0, 0.0), 31: _p(30, 4.0), 40: _p(1, 7.0)}
    after = {1: _p(0, 1.0), 10: _p(1, 6.5), 11: _p(1, 9.0, bg=True), 12: _p(1, 4.0, name="boinc"),
             20: _p(1, 1.5), 21: _p(20, 5.0), 30: _p(1, 1.0, 4.0 + 1.25), 50: _p(1, 0.75),
             40: _p(1, 0.5, start=2.0)}
    ours_after = descendants(after, {20})
    assert ours_after == {20, 21}
    got = counted_cpu(before, after, descendants(before, {20}), ours_after)
    # 10: grew 1.5. 11 background, 12 named boinc, 20 and 21 ours: not counted.
    # 30: child 31 ended having been seen at 4.0; the parent's reaped time grew 5.25: 1.25 unseen.
    # 50: new, all its time. 40: the pid was reused (another start): all of the new one's time.
    assert got == {10: 1.5, 30: 1.25, 50: 0.75, 40: 0.5}
    # A counted parent whose background child ended: its reaped growth is not counted.
    before2 = {1: _p(0, 0.0), 60: _p(1, 1.0), 61: _p(60, 3.0, bg=True)}
    after2 = {1: _p(0, 0.0), 60: _p(1, 1.0, 3.5)}
    assert counted_cpu(before2, after2, set(), set()) == {}


def test_the_psutil_reading_used_off_linux_agrees_with_proc() -> None:
    # Elsewhere the table comes from psutil; here both can be read and must say the same
    # of a sleeping nice-19 child and of a sleeping normal one.
    kids = [subprocess.Popen(["nice", "-n", str(n), "sleep", "30"]) for n in (19, 0)]
    try:
        deadline = time.monotonic() + 10
        while any(linux_process_table().get(k.pid, _p(0, 0)).name != "sleep" for k in kids):  # nice has exec'ed sleep
            assert time.monotonic() < deadline
            time.sleep(0.05)
        proc, ps = linux_process_table(), psutil_process_table()
        for kid, background in zip(kids, (True, False)):
            a, b = proc[kid.pid], ps[kid.pid]
            assert (
                (a.ppid, a.background, a.name) == (b.ppid, b.background, b.name) == (os.getpid(), background, "sleep")
            )
            assert abs(a.own - b.own) < 0.05 and abs(a.reaped - b.reaped) < 0.05
        assert descendants(proc, {os.getpid()}) >= {os.getpid(), *(k.pid for k in kids)}
    finally:
        for k in kids:
            k.kill()
            k.wait(10)
