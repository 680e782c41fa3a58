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

With --against-boinc SIM (BOINC's emulator, client/sim, built from BOINC's source:
../shared/reference/emulator-compat.md) it times, instead, the command a volunteer types,
`boinc-core emulate DIR --days D` from this tree (on the compiled copy when one matches
these sources: it is built first), against BOINC's emulator on the same BOINC-format
directories (`--duration D days --delta 60`), alternating, --runs times each: the CPU time
of each whole process (start-up, reading the files, writing BOINC's outputs), best of the
runs, and BOINC's / ours (the target is 3, TARGETS.md). Each directory is also run once with
--pure-python: "identical" says the command printed the same figures (its --json, all but
the wall time) on the copy as in the pure-Python tree. BOINC's own figures are printed
beside ours (BOINC's formulas) for a look, not a check.
Usage: python bench/emulator_speed.py [--runs N] [--days D] [--policy P] [--fixed-runs N]
       [--boinc-only] [--check] [--write-golden] [--compiled] [--against-boinc SIM]
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

from core.emulator.boinc_input import load_boinc_dir
from core.emulator.boinc_mix import BOINC_ON_LAMBDA_S, write_boinc_mix
from core.emulator.run import EmulationResult, run_scenario
from core.emulator.scenario import DAY, HostSpec, ProjectSpec, Scenario


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


def _child_cpu(cmd: list[str], cwd: Path, env: dict[str, str] | None = None) -> tuple[float, str, str]:
    """Run ``cmd`` to its end: the CPU seconds it used (user + system), its stdout and stderr."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({done.returncode}):\n{(done.stdout + done.stderr)[-2000:]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), done.stdout, done.stderr


def _boinc_results(out: Path) -> str:
    """BOINC's one-line figures (results.dat: ``wf … if … sv … m … r …``)."""
    return (out / "results.dat").read_text().strip()


def against_boinc(args: argparse.Namespace) -> None:
    """``boinc-core emulate`` as typed against BOINC's emulator, in one run, on the same directories."""
    from core.emulator import compiled

    sim = Path(args.against_boinc).resolve()
    if not (sim.is_file() and os.access(sim, os.X_OK)):
        sys.exit(f"{sim}: not BOINC's emulator (build client/sim from BOINC's source: "
                 "../shared/reference/emulator-compat.md)")
    built = compiled.build()  # the copy `make` would have built; the command switches to it
    print(built.message)
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", compiled.PURE_PYTHON_ENV, compiled.RUNNING_ENV)}
    print(f"boinc-core emulate DIR --days {args.days:g} (this tree, as typed) against {sim} --duration "
          f"{args.days * 86400:.0f} --delta 60, on BOINC-format directories (on_frac 0.8, on_lambda "
          f"{BOINC_ON_LAMBDA_S:g} s, global_prefs with <run_if_user_active/>); CPU s of each process, best of "
          f"{args.runs}, alternating; load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"{'projects':>8} {'ours s':>7} {'BOINC s':>8} {'BOINC/ours':>10} {'figures':>9}  ran")
    worst = math.inf
    with tempfile.TemporaryDirectory() as tmp:
        for m in (1, 5, 20):
            d = write_boinc_mix(Path(tmp), m)
            out = Path(tmp) / f"boinc-out{m}"
            out.mkdir()
            ours_cmd = [sys.executable, "-m", "core.cli", "emulate", str(d), "--days", f"{args.days:g}", "--json", "-v"]
            sim_cmd = [str(sim), "--infile_prefix", f"{d}/", "--outfile_prefix", f"{out}/",
                       "--duration", f"{args.days * 86400:.0f}", "--delta", "60"]
            ours_cpu, boinc_cpu = math.inf, math.inf
            fast_json, ran = "", ""
            for _ in range(args.runs):
                cpu, fast_json, ran = _child_cpu(ours_cmd, REPO, env)
                ours_cpu = min(ours_cpu, cpu)
                boinc_cpu = min(boinc_cpu, _child_cpu(sim_cmd, out)[0])
            _, pure_json, _ = _child_cpu(ours_cmd + ["--pure-python"], REPO, env)
            fast, pure = json.loads(fast_json), json.loads(pure_json)
            for figures in (fast, pure):
                del figures["wall_seconds"]
            same = "identical" if fast == pure else "DIFFER"
            ratio = boinc_cpu / ours_cpu
            worst = min(worst, ratio)
            which = ran.strip().removeprefix("boinc-core emulate: ")
            print(f"{m:>8} {ours_cpu:>7.2f} {boinc_cpu:>8.2f} {ratio:>9.2f}x {same:>9}  {which}", flush=True)
            b = fast["boinc_metrics"]
            print(f"{'':>8} ours: wf {b['wasted_fraction']:.6f} if {b['idle_fraction']:.6f} "
                  f"sv {b['share_violation']:.6f} m {b['monotony']:.6f} r {b['rpcs_per_job']:.6f}; "
                  f"BOINC: {_boinc_results(out)}", flush=True)
            if fast != pure:
                sys.exit("the compiled copy's figures differ from the pure-Python tree's")
    print(f"BOINC/ours: CPU time of BOINC's emulator / of `boinc-core emulate` (target 3x); worst {worst:.2f}x")


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
    ap.add_argument("--against-boinc", metavar="SIM",
                    help="time `boinc-core emulate` against BOINC's emulator built from source (client/sim)")
    args = ap.parse_args()
    if args.write_golden:
        write_golden()
        return
    if args.against_boinc:
        against_boinc(args)
        return
    if args.boinc_only:
        boinc_section(args)
        if args.compiled:
            run_compiled(args)
        return
    print(
        f"base scenario, {args.days:g} days, {args.policy}; medians of {args.runs} (event) / {args.fixed_runs} (fixed)"
    )
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
