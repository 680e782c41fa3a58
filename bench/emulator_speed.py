"""Emulator speed: simulated days per wall second, event driven vs fixed step.

Runs the study's base scenario (POLICIES.md) for 100 days with the mix of 1, 5
and 20 projects, in both modes, and prints medians and the ratio between the
modes measured in this same run (machines here are shared and noisy: ratios and
medians, never absolute assertions). Target from TARGETS.md: 20 projects in
under 2 s event driven (BOINC's C++ emulator: 19.9 s as shipped, 6.1 s
optimised).

Then BOINC-format input directories (core.emulator.boinc_mix: the same mix as a
client_state.xml directory, on_frac 0.8 and BOINC's 1000 s on-periods, BOINC's
policy and availability model), read by core.emulator.boinc_input: the best of
--runs event-driven and --fixed-runs fixed-step runs, days per wall second, the
target (a third of BOINC's optimised emulator, TARGETS.md: 1.0 / 1.3 / 2.5 s for
100 days) and the load average. With --check (and --days 100) every one of those
runs must report exactly the figures of tests/core/emulator/speed_golden_100d.json,
which --write-golden wrote from the code before the speed work: speed work must
not move a figure.

With --compiled the BOINC-format section runs twice in one invocation: first this
tree as it is (pure Python), then on the copy core.emulator.compiled builds (the
hottest modules compiled by mypyc, in the user's cache directory, keyed by a hash
of every core/ source; `make test` builds it, and so does this option when it is
missing), in a child process that imports core from the copy, which is what
`boinc-core emulate` runs on when the copy matches (docs/emulator.md, "Speed").
--fixed-runs 0 leaves the fixed-step runs out.
Usage: python bench/emulator_speed.py [--runs N] [--days D] [--policy P] [--fixed-runs N]
       [--boinc-only] [--check] [--write-golden] [--compiled]
"""
from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
# --compiled's child imports core from the compiled copy instead of this tree.
CORE_ROOT_ENV = "EMULATOR_SPEED_CORE_ROOT"
sys.path.insert(0, os.environ.get(CORE_ROOT_ENV) or str(REPO))

from core.emulator.run import EmulationResult, run_scenario  # noqa: E402
from core.emulator.boinc_input import load_boinc_dir  # noqa: E402
from core.emulator.boinc_mix import BOINC_ON_LAMBDA_S, write_boinc_mix  # noqa: E402
from core.emulator.scenario import DAY, HostSpec, ProjectSpec, Scenario  # noqa: E402


def mix(m: int, days: float) -> Scenario:
    projects = tuple(
        ProjectSpec(f"p{i}", resource_share=100 * i, latency_bound_s=9 * DAY * i, flops_mean=1.3e13 * i)
        for i in range(1, m + 1)
    )
    return Scenario(name=f"mix{m}", duration_s=days * DAY, host=HostSpec(), projects=projects)


GOLDEN_100D = REPO / "tests" / "core" / "emulator" / "speed_golden_100d.json"
BOINC_TARGETS_S = {1: 1.0, 5: 1.3, 20: 2.5}  # ../shared/TARGETS.md: a third of BOINC's optimised emulator
BOINC_OPTIMISED_S = {1: 3.2, 5: 4.0, 20: 7.4}


def boinc_mix_scenario(root: Path, m: int) -> Scenario:
    return load_boinc_dir(write_boinc_mix(root, m))


def write_golden() -> None:
    """The 100-day BOINC-format runs' figures, both modes, from the code as it stands."""
    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        for m in (1, 5, 20):
            s = boinc_mix_scenario(Path(tmp), m)
            for mode, step in (("event", 0.0), ("fixed", 60.0)):
                out[f"mix{m}-{mode}"] = run_scenario(s, step_s=step, days=100).fingerprint()
                print(f"mix{m}-{mode} written", flush=True)
    GOLDEN_100D.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")


def run_compiled(args: argparse.Namespace) -> None:
    """The BOINC-format section again, in a child that imports the compiled copy."""
    from core.emulator import compiled

    built = compiled.build()
    if built.root is None:
        sys.exit(built.message)
    root = built.root
    cmd = [sys.executable, str(Path(__file__).resolve()), "--boinc-only", "--runs", str(args.runs),
           "--days", f"{args.days:g}", "--fixed-runs", str(args.fixed_runs)] + (["--check"] if args.check else [])
    env = dict(os.environ, **{CORE_ROOT_ENV: str(root)})
    env.pop("PYTHONPATH", None)  # the copy alone provides core
    done = subprocess.run(cmd, env=env)
    if done.returncode != 0:
        sys.exit(done.returncode)


def timed_runs(s: Scenario, step: float, days: float, n: int) -> tuple[list[EmulationResult], float]:
    """``n`` runs and the least CPU time one of them took."""
    runs, cpu = [], math.inf
    for _ in range(n):
        c0 = time.process_time()
        runs.append(run_scenario(s, step_s=step, days=days))
        cpu = min(cpu, time.process_time() - c0)
    return runs, cpu


def boinc_section(args: argparse.Namespace) -> None:
    """BOINC-format directories (1000 s on-periods), read + run, BOINC's policy and availability model."""
    check = args.check and args.days == 100
    golden = json.loads(GOLDEN_100D.read_text()) if check else {}
    import core.emulator.executor  # noqa: F401  (imported by run; named here for compiled_modules_loaded)
    from core.emulator.compiled import compiled_modules_loaded

    compiled = compiled_modules_loaded()
    build = f"compiled by mypyc ({compiled} modules, {sys.modules['core'].__file__})" if compiled else "pure Python"
    print(f"BOINC-format directories: on_frac 0.8, on_lambda {BOINC_ON_LAMBDA_S:g} s, {args.days:g} days, policy "
          f"BOINC, availability model boinc; best of {args.runs} (event) / {args.fixed_runs} (fixed); "
          f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}; {build}")
    print(f"{'projects':>8} {'polls':>7} {'event s':>8} {'cpu s':>7} {'days/s':>7} {'target':>7} {'vs BOINC':>8} "
          f"{'fixed s':>8} {'cpu s':>7} {'days/s':>7} {'fixed/event':>11} {'figures':>9}")
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        for m in (1, 5, 20):
            s = boinc_mix_scenario(Path(tmp), m)
            ev_runs, ev_cpu = timed_runs(s, 0.0, args.days, args.runs)
            fx_runs, fx_cpu = timed_runs(s, 60.0, args.days, args.fixed_runs)
            ev = min(r.wall_seconds for r in ev_runs)
            fx = min((r.wall_seconds for r in fx_runs), default=math.nan)  # nan: --fixed-runs 0
            verdict = "-"
            if check:
                same = all(r.fingerprint() == golden[f"mix{m}-event"] for r in ev_runs) and \
                    all(r.fingerprint() == golden[f"mix{m}-fixed"] for r in fx_runs)
                verdict = "identical" if same else "CHANGED"
                failed |= not same
            boinc = BOINC_OPTIMISED_S[m] * args.days / 100
            print(f"{m:>8} {ev_runs[0].polls:>7} {ev:>8.3f} {ev_cpu:>7.3f} {args.days / ev:>7.1f} "
                  f"{BOINC_TARGETS_S[m] * args.days / 100:>6.2f}s {boinc / ev:>7.1f}x "
                  f"{fx:>8.3f} {fx_cpu:>7.3f} {args.days / fx:>7.1f} {fx / ev:>11.1f} {verdict:>9}", flush=True)
    print("event s / fixed s: best wall time of the runs; cpu s: the best run's CPU time of this process (what a"
          " loaded machine does not inflate); days/s from the wall time")
    print("vs BOINC: BOINC's optimised C++ emulator on the same inputs (TARGETS.md: 3.2 / 4.0 / 7.4 s for 100 days,"
          " measured under load 1.5-4) divided by ours; the target is 3x")
    if failed:
        sys.exit(f"figures differ from {GOLDEN_100D}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--days", type=float, default=100)
    ap.add_argument("--policy", default="CS2_WF2_WS2_JC2")
    ap.add_argument("--fixed-runs", type=int, default=1, help="fixed-step runs (slow)")
    ap.add_argument("--boinc-only", action="store_true", help="only the BOINC-format directories")
    ap.add_argument("--check", action="store_true",
                    help=f"also check the BOINC-format runs' figures against {GOLDEN_100D.name} (needs --days 100)")
    ap.add_argument("--write-golden", action="store_true", help=f"write {GOLDEN_100D.name} from this code")
    ap.add_argument("--compiled", action="store_true",
                    help="then the BOINC-format section again with the hot modules compiled by mypyc (bench only)")
    args = ap.parse_args()
    if args.write_golden:
        write_golden()
        return
    if args.boinc_only:
        boinc_section(args)
        if args.compiled:
            run_compiled(args)
        return
    print(f"base scenario, {args.days:g} days, {args.policy}; medians of {args.runs} (event) / {args.fixed_runs} (fixed)")
    print(f"{'projects':>8} {'event s':>9} {'days/s':>9} {'us/poll':>8} {'fixed s':>9} {'days/s':>9} "
          f"{'fixed/event':>12} {'target':>8}")
    for m in (1, 5, 20):
        s = mix(m, args.days)
        runs = [run_scenario(s, policy=args.policy) for _ in range(args.runs)]
        ev = statistics.median(r.wall_seconds for r in runs)
        per_poll = 1e6 * ev / max(runs[0].polls, 1)  # the engine's cost of one wake-up
        fx = statistics.median(
            run_scenario(s, policy=args.policy, step_s=60).wall_seconds for _ in range(args.fixed_runs)
        )
        target = {1: "0.7 s", 20: "2 s"}.get(m, "")
        print(f"{m:>8} {ev:>9.3f} {args.days / ev:>9.1f} {per_poll:>8.1f} {fx:>9.3f} {args.days / fx:>9.1f} "
              f"{fx / ev:>12.1f} {target:>8}")
    boinc_section(args)
    if args.compiled:
        run_compiled(args)


if __name__ == "__main__":
    main()
