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
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import psutil

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # the tests' helpers below start the real client as the tests do

from tests.core.client.e2e import stop_client
from tests.realboinc import netns_problem, real_boinc

REAL_BOINC = Path("/usr/bin/boinc")
CC_CONFIG = ("<cc_config><options><dont_contact_ref_site>1</dont_contact_ref_site>"
             "<no_info_fetch>1</no_info_fetch></options></cc_config>\n")
DEFAULT_PREFS = "<global_preferences>\n</global_preferences>\n"  # an override that overrides nothing


@dataclass(frozen=True)
class Rest:
    rss_mb: float
    cpu_pct: float  # of one core
    wakeups_per_s: float


def _cpu_s(pid: int) -> float:
    t = psutil.Process(pid).cpu_times()  # every thread's, in the kernel's 10 ms ticks
    return float(t.user + t.system)


def _switches(pid: int) -> int:
    """Context switches of every thread: /proc/PID/status counts the first thread's only."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            for line in (task / "status").read_text().splitlines():
                if line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")):
                    total += int(line.split()[1])
        except FileNotFoundError:  # a thread that just ended
            pass
    return total


def _rss_mb(pid: int) -> float:
    return float(psutil.Process(pid).memory_info().rss) / 2**20


def _client_pid(ns: str) -> int:
    """The real client's pid: the one /usr/bin/boinc running in namespace ``ns``."""
    out = subprocess.run(["ip", "netns", "pids", ns], capture_output=True, text=True, timeout=10).stdout.split()
    for pid in map(int, out):
        try:
            if Path(f"/proc/{pid}/exe").resolve() == REAL_BOINC:
                return pid
        except OSError:  # gone, or not ours to read
            continue
    raise SystemExit("the real client is not running in its namespace")


def one_run(settle_s: float, idle_s: float, work: Path) -> dict[str, Rest]:
    """The real client as the tests run it (tests/realboinc.py: its own data directory, run as
    the ``boinc`` user), ours beside it in the same namespace."""
    ours_dir = Path(tempfile.mkdtemp(prefix="idle_ours_", dir=work))
    (ours_dir / "cc_config.xml").write_text(CC_CONFIG)
    # Both on the default preferences, as a volunteer runs them (the tests switch CPU-busy
    # suspension off for the real client; here it is on for both, and so is its /proc reading).
    with real_boinc(work / "real.log", 31416, "bench", "idle_bench", prefs_override=DEFAULT_PREFS) as ns:
        # `ip netns exec` execs the program: the Popen's pid is our client itself.
        ours = subprocess.Popen(["ip", "netns", "exec", ns, sys.executable, "-m", "core.cli", "run", "--dir",
                                 str(ours_dir), "--gui-rpc-port", "31417", "--quiet"],
                                cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            time.sleep(settle_s)
            if ours.poll() is not None:
                raise SystemExit(f"our client ended during its start (status {ours.returncode})")
            pids = {"real": _client_pid(ns), "ours": ours.pid}
            start = {name: (_cpu_s(pid), _switches(pid)) for name, pid in pids.items()}
            t0 = time.monotonic()
            time.sleep(idle_s)
            wall = time.monotonic() - t0
            return {name: Rest(_rss_mb(pid), 100 * (_cpu_s(pid) - start[name][0]) / wall,
                               (_switches(pid) - start[name][1]) / wall) for name, pid in pids.items()}
        finally:
            stop_client(ours)


def _ratio(ours: float, real: float) -> str:
    return f"{ours / real:.2f}x" if real > 0 else "n/a (real: 0)"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--settle", type=float, default=15.0, help="seconds after the start before watching")
    ap.add_argument("--idle", type=float, default=60.0, help="seconds watched")
    args = ap.parse_args()
    problem = netns_problem()
    if problem:
        print(f"the real client cannot be run here: {problem}", file=sys.stderr)
        return 2
    runs: list[dict[str, Rest]] = []
    for i in range(args.runs):
        with tempfile.TemporaryDirectory(prefix="client_idle_") as work:
            r = one_run(args.settle, args.idle, Path(work))
        runs.append(r)
        print(f"run {i + 1}: " + "; ".join(f"{name} {v.rss_mb:.1f} MB, {v.cpu_pct:.3f} % CPU, "
                                           f"{v.wakeups_per_s:.2f} wake-ups/s" for name, v in r.items()), flush=True)

    def median(name: str, what: str) -> float:
        return float(statistics.median(getattr(r[name], what) for r in runs))

    print(f"\nmedians over {args.runs} runs of {args.idle:.0f} s:")
    for what, label, unit in (("rss_mb", "idle RSS", "MB"), ("cpu_pct", "idle CPU", "% of a core"),
                              ("wakeups_per_s", "wake-ups", "per second")):
        ours, real = median("ours", what), median("real", what)
        print(f"  {label:9s} ours {ours:8.3f} {unit}, BOINC 7.20 {real:8.3f}: {_ratio(ours, real)}")
    print("TARGETS.md: memory at most 2x, CPU at most 1x, in the same run")
    return 0


if __name__ == "__main__":
    sys.exit(main())
