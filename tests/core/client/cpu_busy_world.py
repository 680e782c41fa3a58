"""A small world for the CPU-busy rule: busy loops that are other programs, our live host, and
(optionally) the real BOINC client watching the same processes.

``python cpu_busy_world.py launch OUT PLAN [-- CMD...]`` is the world's first process: it
starts CMD (the real client, when given), then the driver (``drive PLAN``), reaps every
orphan, writes the driver's last output line to OUT and ends CMD. Run as PID 1 of a fresh
PID namespace (``unshare --pid --fork --mount-proc``) the world's /proc holds only its own
processes, so what other people run on a shared test machine does not count; both
clients read the same /proc.

The driver keeps our host (``LiveHost`` with a real ``CpuUseMeter``) and starts the busy
loops through a short-lived spawner, so the loops are orphans adopted by the launcher:
not below the driver, which is "our client" here, as another program would not be. For
each phase of PLAN it runs ``count`` loops at ``nice`` (``idle``: Linux's idle scheduling
class) and records, every ``poll_s``, our meter's figure, whether we compute, and (with a
GUI RPC port) the real client's task suspend reason; then it stops the loops and, with
``until_resumed``, keeps polling until our host computes again. With ``real_tasks`` a
phase first waits until the real client runs that many science apps, and watches them
as it watches the loops.

With ``background`` in PLAN instead the launcher starts those loops itself, then CMD (our
real client), and waits for CMD to end (a SIGTERM to the launcher is passed on to it).
"""
from __future__ import annotations

import ctypes
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve()
REPO = HERE.parents[3]

LOOP = """import sys, time
end = time.monotonic() + float(sys.argv[1])  # never outlives a test that died
while time.monotonic() < end:
    pass
"""

SPAWNER = """import os, subprocess, sys
n, nice, idle, secs = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3] == "idle", sys.argv[4]


def lower() -> None:  # before the loop's program starts: it is never anything else
    os.nice(nice)
    if idle:
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))


pids = [subprocess.Popen([sys.executable, "-c", sys.argv[5], secs], start_new_session=True, preexec_fn=lower,
                         stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).pid
        for _ in range(n)]
print(" ".join(str(p) for p in pids))
"""


def isolation() -> list[str]:
    """The command prefix that gives a fresh PID namespace with its own /proc ([] where this machine can't).

    ``--kill-child``: when the test gives up on the world, everything in it ends.
    """
    if os.geteuid() != 0 or shutil.which("unshare") is None:
        return []
    prefix = ["unshare", "--pid", "--fork", "--mount-proc", "--kill-child"]
    probe = subprocess.run([*prefix, "true"], capture_output=True, check=False)
    return prefix if probe.returncode == 0 else []


def start_loops(count: int, nice: int, idle: bool, secs: float) -> list[int]:
    """``count`` busy loops that are no descendants of this process (their spawner has ended)."""
    r = subprocess.run([sys.executable, "-c", SPAWNER, str(count), str(nice), "idle" if idle else "-",
                        str(secs), LOOP], capture_output=True, text=True, check=True, timeout=30)
    return [int(p) for p in r.stdout.split()]


def stop_loops(pids: list[int]) -> None:
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def cpu_seconds(pids: list[int]) -> float:
    """User + system time the loops have used so far (those still there)."""
    total = 0.0
    tick = 1.0 / os.sysconf("SC_CLK_TCK")
    for pid in pids:
        try:
            line = Path(f"/proc/{pid}/stat").read_text()
        except OSError:
            continue
        f = line[line.rfind(")") + 2:].split()
        total += (int(f[11]) + int(f[12])) * tick
    return total


def wait_real_tasks(real: Any, want: int, wait_s: float) -> list[int]:
    """The pids of the real client's running science apps, once it runs ``want`` of them."""
    deadline = time.monotonic() + wait_s
    while True:
        running = [r.pid for r in real.get_results(active_only=True) if r.active_task_state == 1 and r.pid]
        if len(running) >= want:
            return running
        if time.monotonic() > deadline:
            raise SystemExit(f"the real client runs {len(running)} tasks after {wait_s} s, not {want}")
        time.sleep(1.0)


def drive(plan: dict[str, Any]) -> dict[str, Any]:
    sys.path.insert(0, str(REPO))
    from core.client.live_host import LiveHost
    from core.client.non_boinc_cpu import CpuUseMeter
    from core.state import GlobalPrefs
    from core.state.enums import SuspendReason

    limit = float(plan["limit"])
    prefs = GlobalPrefs(suspend_cpu_usage=limit, niu_suspend_cpu_usage=limit)
    lines: list[str] = []
    meter = CpuUseMeter(period_s=float(plan["period_s"]))
    host = LiveHost(lambda: prefs, say=lines.append, meter=meter)
    host.cpu_busy_hold_s = float(plan["hold_s"])
    real = None
    if plan.get("port"):
        from core.guirpc.client import GuiRpcClient, GuiRpcError
        real = GuiRpcClient("127.0.0.1", int(plan["port"]), str(plan["password"]), timeout_s=10,
                            backoff_s=0.2, max_backoff_s=0.5)
        deadline = time.monotonic() + 30
        while True:  # the real client takes a moment to open its GUI RPC port
            try:
                real.connect()
                break
            except GuiRpcError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.3)
    out: list[dict[str, Any]] = []
    for phase in plan["phases"]:
        watched = []
        if phase.get("real_tasks"):
            watched = wait_real_tasks(real, int(phase["real_tasks"]), float(phase["wait_s"]))
        loops = start_loops(int(phase["count"]), int(phase["nice"]), bool(phase.get("idle")),
                            float(phase["secs"]) + 30) if phase["count"] else []
        pids = loops + watched
        first_line = len(lines)
        samples: list[dict[str, Any]] = []
        cpu0, t0 = cpu_seconds(pids), time.monotonic()
        end = t0 + float(phase["secs"])
        while time.monotonic() < end:
            a = host.availability(time.time())
            s: dict[str, Any] = {"t": round(time.monotonic() - t0, 2), "figure": meter.figure,
                                 "computing": a.computing, "loops_counted": sorted(set(pids) & set(meter.last_window))}
            if real is not None:
                s["real_reason"] = real.get_cc_status().task_suspend_reason
            samples.append(s)
            time.sleep(float(plan["poll_s"]))
        loop_pct = 100.0 * (cpu_seconds(pids) - cpu0) / ((time.monotonic() - t0) * meter.ncpus)
        stop_loops(loops)
        resumed_after = held_for = None
        if phase.get("until_resumed"):
            t1 = time.monotonic()
            while time.monotonic() < t1 + float(phase["until_resumed"]):
                now = time.time()
                if host.availability(now).computing:
                    resumed_after = round(time.monotonic() - t1, 2)
                    # From the start of the hold that was in force (the last busy reading looked
                    # at) to the resume: when that reading came depends on how this driver was
                    # scheduled among the loops, the hold's length does not.
                    held_for = round(now - host._cpu_busy_at, 2)
                    break
                time.sleep(float(plan["poll_s"]))
        out.append({"samples": samples, "lines": lines[first_line:], "loop_pct": loop_pct, "pids": pids,
                    "resumed_after": resumed_after, "held_for": held_for, "busy": SuspendReason.CPU_USAGE.value})
    return {"phases": out, "ncpus": meter.ncpus}


def _wait_reaping(pid: int) -> int:
    """Wait for ``pid`` to end, reaping every other child (ended loops) meanwhile; its exit code."""
    while True:
        try:
            got, code = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return 0
        if got == pid:
            return os.waitstatus_to_exitcode(code)
        if got == 0:
            time.sleep(0.05)


def run_under_load(out: Path, plan: dict[str, Any], cmd: list[str]) -> int:
    """Busy loops (other programs), then CMD until it ends; SIGTERM here is passed on to CMD."""
    loops: list[int] = []
    for group in plan["background"]:
        loops += start_loops(int(group["count"]), int(group["nice"]), bool(group.get("idle")), float(group["secs"]))
    t0, cpu0 = time.monotonic(), cpu_seconds(loops)
    side = subprocess.Popen(cmd)
    signal.signal(signal.SIGTERM, lambda *_: side.send_signal(signal.SIGTERM))
    status = _wait_reaping(side.pid)
    loop_pct = 100.0 * (cpu_seconds(loops) - cpu0) / ((time.monotonic() - t0) * (os.cpu_count() or 1))
    stop_loops(loops)
    out.write_text(json.dumps({"cmd_exit": status, "loops": loops, "loop_pct": loop_pct}))
    return 0


def launch(out: Path, plan: str, cmd: list[str]) -> int:
    # Orphaned loops come to this process (PID 1 of a namespace is that already).
    try:
        ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
    except (OSError, AttributeError):
        pass
    if "background" in json.loads(plan):
        return run_under_load(out, json.loads(plan), cmd)
    side = subprocess.Popen([*cmd, *json.loads(plan).get("cmd_args", [])]) if cmd else None
    text_path = out.with_suffix(".driver")
    with text_path.open("w") as text:
        driver = subprocess.Popen([sys.executable, str(HERE), "drive", plan], stdout=text)
    status = _wait_reaping(driver.pid)
    if side is not None:
        side.terminate()
        try:
            side.wait(15)
        except subprocess.TimeoutExpired:
            side.kill()
            side.wait(5)
    lines = text_path.read_text().strip().splitlines()
    out.write_text(lines[-1] if status == 0 and lines else json.dumps({"error": f"driver exit {status}"}))
    return status


if __name__ == "__main__":
    if sys.argv[1] == "drive":
        print(json.dumps(drive(json.loads(sys.argv[2]))), flush=True)
    else:
        rest = sys.argv[4:]
        sys.exit(launch(Path(sys.argv[2]), sys.argv[3], rest[1:] if rest[:1] == ["--"] else rest))
