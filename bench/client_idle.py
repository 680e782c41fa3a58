"""The headless client at rest, against the real BOINC client in the same run (TARGETS.md:
"headless client idle memory / idle CPU": at most 2x the memory and the same CPU).

Both clients start side by side in one network namespace that has only loopback, each on a
fresh data directory with ``dont_contact_ref_site`` and ``no_info_fetch``, nothing attached,
and their GUI RPC ports open: ours is ``boinc-core run`` (the path a volunteer's service
takes), the real one Debian's ``/usr/bin/boinc``, run as the ``boinc`` user when there is one.
After ``--settle`` seconds (their start-up work: device and Docker probes, the first state
file) each process is watched for ``--idle`` seconds:

- resident memory (VmRSS, sampled at the end),
- CPU (utime + stime of every thread, from /proc; the kernel counts in 10 ms ticks, so a
  60-second window resolves 0.017 % of a core: take the median of several ``--runs``),
- wake-ups (context switches of every thread, per second): how often the process leaves
  its sleep, which is what a laptop's battery pays for.

Printed per run and as medians, with our figure over the real client's: the ratios are what
to compare between runs; the machine is shared and its speed drifts.

Needs root (``ip netns``) and Debian's boinc-client; says why and exits 2 without them.

Run: .venv/bin/python bench/client_idle.py --runs 3 --settle 15 --idle 60
"""
from __future__ import annotations

import argparse
import os
import pwd
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
REAL_BOINC = Path("/usr/bin/boinc")
CC_CONFIG = ("<cc_config><options><dont_contact_ref_site>1</dont_contact_ref_site>"
             "<no_info_fetch>1</no_info_fetch></options></cc_config>\n")
TICK_S = 1 / os.sysconf("SC_CLK_TCK")


@dataclass(frozen=True)
class Rest:
    rss_mb: float
    cpu_pct: float  # of one core
    wakeups_per_s: float


def _threads(pid: int) -> list[Path]:
    return [t for t in Path(f"/proc/{pid}/task").iterdir()]


def _cpu_s(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * TICK_S  # utime + stime, all threads


def _switches(pid: int) -> int:
    total = 0
    for task in _threads(pid):
        try:
            for line in (task / "status").read_text().splitlines():
                if line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")):
                    total += int(line.split()[1])
        except FileNotFoundError:  # a thread that just ended
            pass
    return total


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def _real_data_dir() -> tuple[Path, list[str]]:
    """A data directory for the real client, and the command prefix that runs it as ``boinc``."""
    data = Path(tempfile.mkdtemp(prefix="idle_real_", dir="/tmp"))  # the boinc user must reach it
    (data / "cc_config.xml").write_text(CC_CONFIG)
    (data / "gui_rpc_auth.cfg").write_text("bench")
    try:
        user = pwd.getpwnam("boinc")
    except KeyError:
        return data, []
    os.chmod(data, 0o755)
    for p in [data, *data.iterdir()]:
        os.chown(p, user.pw_uid, user.pw_gid)
    return data, ["setpriv", f"--reuid={user.pw_uid}", f"--regid={user.pw_gid}", "--init-groups"]


def one_run(settle_s: float, idle_s: float) -> dict[str, Rest]:
    ns = f"idle_bench_{os.getpid()}"
    subprocess.run(["ip", "netns", "add", ns], check=True, timeout=10)
    procs: dict[str, subprocess.Popen[bytes]] = {}
    dirs: list[Path] = []
    try:
        subprocess.run(["ip", "netns", "exec", ns, "ip", "link", "set", "lo", "up"], check=True, timeout=10)
        real_dir, run_as = _real_data_dir()
        dirs.append(real_dir)
        ours_dir = Path(tempfile.mkdtemp(prefix="idle_ours_"))
        dirs.append(ours_dir)
        (ours_dir / "cc_config.xml").write_text(CC_CONFIG)
        # `ip netns exec` and `setpriv` exec the program: each Popen's pid is the client itself.
        procs["real"] = subprocess.Popen(
            ["ip", "netns", "exec", ns, *run_as, str(REAL_BOINC), "--dir", str(real_dir), "--gui_rpc_port", "31416"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        procs["ours"] = subprocess.Popen(
            ["ip", "netns", "exec", ns, sys.executable, "-m", "core.cli", "run", "--dir", str(ours_dir),
             "--gui-rpc-port", "31417", "--quiet"],
            cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        time.sleep(settle_s)
        for name, proc in procs.items():
            if proc.poll() is not None:
                raise SystemExit(f"the {name} client ended during its start (status {proc.returncode})")
        start = {name: (_cpu_s(p.pid), _switches(p.pid)) for name, p in procs.items()}
        t0 = time.monotonic()
        time.sleep(idle_s)
        wall = time.monotonic() - t0
        return {name: Rest(_rss_mb(p.pid), 100 * (_cpu_s(p.pid) - start[name][0]) / wall,
                           (_switches(p.pid) - start[name][1]) / wall) for name, p in procs.items()}
    finally:
        for proc in procs.values():
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGTERM)
                try:
                    proc.wait(20)
                except subprocess.TimeoutExpired:
                    os.killpg(proc.pid, signal.SIGKILL)
                    proc.wait(5)
        subprocess.run(["ip", "netns", "del", ns], timeout=10)
        for d in dirs:
            shutil.rmtree(d, ignore_errors=True)


def _ratio(ours: float, real: float) -> str:
    return f"{ours / real:.2f}x" if real > 0 else "n/a (real: 0)"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--settle", type=float, default=15.0, help="seconds after the start before watching")
    ap.add_argument("--idle", type=float, default=60.0, help="seconds watched")
    args = ap.parse_args()
    if os.geteuid() != 0 or shutil.which("ip") is None:
        print("needs root and iproute2 (a loopback-only network namespace)", file=sys.stderr)
        return 2
    if not REAL_BOINC.exists():
        print(f"needs the real client at {REAL_BOINC} (Debian's boinc-client)", file=sys.stderr)
        return 2
    runs: list[dict[str, Rest]] = []
    for i in range(args.runs):
        r = one_run(args.settle, args.idle)
        runs.append(r)
        print(f"run {i + 1}: " + "; ".join(f"{name} {v.rss_mb:.1f} MB, {v.cpu_pct:.3f} % CPU, "
                                           f"{v.wakeups_per_s:.2f} wake-ups/s" for name, v in r.items()), flush=True)

    def median(name: str, what: str) -> float:
        return statistics.median(getattr(r[name], what) for r in runs)

    print(f"\nmedians over {args.runs} runs of {args.idle:.0f} s:")
    for what, label, unit in (("rss_mb", "idle RSS", "MB"), ("cpu_pct", "idle CPU", "% of a core"),
                              ("wakeups_per_s", "wake-ups", "per second")):
        ours, real = median("ours", what), median("real", what)
        print(f"  {label:9s} ours {ours:8.3f} {unit}, BOINC 7.20 {real:8.3f}: {_ratio(ours, real)}")
    print("TARGETS.md: memory at most 2x, CPU at most 1x, in the same run")
    return 0


if __name__ == "__main__":
    sys.exit(main())
