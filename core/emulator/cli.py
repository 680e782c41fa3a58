"""``boinc-core emulate``: run a scenario (our XML or a BOINC emulator directory) and print its figures."""
from __future__ import annotations

import argparse
import csv
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from core.engine.policy_spec import DEFAULT_POLICY
from core.errors import CoreError


def add_emulate_parser(sub: Any) -> None:
    p = sub.add_parser(
        "emulate",
        help="run the engine's policies in simulated time",
        description="Emulate a scenario (XML; see docs/emulator.md) and report idleness, waste, "
        "share violation, monotony, RPCs and jobs.",
    )
    p.add_argument("scenario", type=Path, nargs="?",
                   help="scenario file, or a BOINC emulator input directory (or --from-state)")
    p.add_argument("--from-state", type=Path, metavar="DIR",
                   help="start from a live client's data directory: its projects, tasks, host and preferences "
                   "(7 days unless --days)")
    p.add_argument("--prefs", type=Path, metavar="FILE",
                   help="with --from-state: preferences (override format) to apply instead; the report then "
                   "says what would change against today's")
    p.add_argument("--policy", help=f"full policy, e.g. {DEFAULT_POLICY}, DEBT_WFV4_WS1_JC1 or V4 "
                   "(default: the scenario's, else " + DEFAULT_POLICY + ")")
    p.add_argument("--seed", type=int, help="random seed (default: the scenario's)")
    p.add_argument("--step", type=float, default=0.0, metavar="SECONDS",
                   help="fixed time step (e.g. 60); 0 = event driven (default)")
    p.add_argument("--days", type=float, help="override the scenario's duration")
    p.add_argument("--duration", type=float, metavar="SECONDS",
                   help="override the duration in seconds (BOINC's emulator: default 86400)")
    p.add_argument("--existing-jobs-only", action="store_true", help="servers send no work (BOINC switch)")
    p.add_argument("--server-uses-workload", action="store_true",
                   help="the server checks the host's queue by EDF simulation (WS2; BOINC switch)")
    p.add_argument("--rr-only", action="store_true",
                   help="round-robin-only CPU scheduling: no EDF stage (BOINC switch)")
    p.add_argument("--availability-model", choices=("study", "boinc"),
                   help="study: nothing computes while the host is off; boinc: running jobs keep computing "
                   "(default: the scenario's; 'boinc' for BOINC directories, 'study' for scenario files)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--csv", type=Path, metavar="FILE", help="write the per-project time series here")
    p.add_argument("--summary", action="store_true", help="also print a per-project table")
    p.add_argument("--pure-python", action="store_true",
                   help="run the pure-Python modules even when a compiled copy of them is built (same figures, "
                   "slower; also BOINC_GUI_PURE_PYTHON=1)")
    p.add_argument("--verbose", "-v", action="store_true",
                   help="say on standard error whether the compiled copy or pure Python ran, and why")
    p.set_defaults(handler=run_emulate)


def _say_build(args: argparse.Namespace) -> None:
    """--verbose: which build ran (standard error: the report's format stays as documented)."""
    if not args.verbose:
        return
    from core.emulator import compiled

    n = compiled.compiled_modules_loaded()
    if n:
        print(f"boinc-core emulate: ran compiled by mypyc ({n} of {len(compiled.COMPILED_MODULES)} modules, "
              f"{os.environ.get(compiled.RUNNING_ENV, '')})", file=sys.stderr)
        return
    forced = ("--pure-python" if args.pure_python else
              f"{compiled.PURE_PYTHON_ENV}=1" if os.environ.get(compiled.PURE_PYTHON_ENV) == "1" else None)
    print(f"boinc-core emulate: ran pure Python ({compiled.why_pure(forced)})", file=sys.stderr)


def run_emulate(args: argparse.Namespace) -> int:
    from core.emulator.boinc_input import is_boinc_dir, load_boinc_dir
    from core.emulator.run import RunOptions, run_scenario
    from core.emulator.scenario import load_scenario

    if (
        args.step < 0
        or (args.duration is not None and args.duration <= 0)
        or (args.days is not None and args.days <= 0)
    ):
        print("boinc-core emulate: --step must not be negative, --days and --duration must be positive",
              file=sys.stderr)
        return 2
    options = RunOptions(
        existing_jobs_only=True if args.existing_jobs_only else None,
        server_uses_workload=args.server_uses_workload,
        rr_only=args.rr_only,
        availability_model=args.availability_model,
    )
    days = args.duration / 86400.0 if args.duration is not None else args.days
    if (args.scenario is None) == (args.from_state is None):
        print("boinc-core emulate: give a scenario or --from-state DIR (one of them)", file=sys.stderr)
        return 2
    if args.from_state is not None:
        return _from_state(args, days if days is not None else 7.0)
    if args.prefs is not None:
        print("boinc-core emulate: --prefs goes with --from-state", file=sys.stderr)
        return 2
    try:
        if args.scenario.is_dir() and not is_boinc_dir(args.scenario):
            print(f"boinc-core emulate: {args.scenario}: a directory without client_state.xml", file=sys.stderr)
            return 2
        scenario = load_boinc_dir(args.scenario) if is_boinc_dir(args.scenario) else load_scenario(args.scenario)
        result = run_scenario(scenario, policy=args.policy, seed=args.seed, step_s=args.step, days=days,
                              options=options)
    except CoreError as exc:
        print(f"boinc-core emulate: {exc}", file=sys.stderr)
        return 2
    _say_build(args)
    if args.csv:
        _write_csv(args.csv, result.samples)
    if args.json:
        print(json.dumps(result.as_json(), indent=2))
        return 0
    f = result.figures
    print(f"{result.scenario} (emulated): {result.policy}, {result.simulated_days:g} simulated days "
          f"({'fixed step ' + format(result.step_s, 'g') + ' s' if result.step_s else 'event driven'}), "
          f"{result.wall_seconds:.2f} s wall, availability model {result.availability_model}")
    print(f"  idleness {f['idleness']:.4f}  waste {f['waste']:.4f}  share violation {f['share_violation']:.4f}  "
          f"monotony {f['monotony']:.4f}")
    print(f"  RPCs {f['rpc_count']}  jobs done {f['jobs_done']}  jobs late {f['jobs_late']}")
    for rsc, r in (result.resources or {}).items():
        print(f"  {rsc} ({r['instances']}): idleness {r['idleness']:.4f}  waste {r['waste']:.4f}  "
              f"share violation {r['share_violation']:.4f}  (BOINC's idle fraction {r['idle_fraction']:.4f})")
    b = result.boinc_metrics
    print(f"  BOINC's figures: wf {b['wasted_fraction']:.4f} if {b['idle_fraction']:.4f} "
          f"sv {b['share_violation']:.4f} m {b['monotony']:.4f} r {b['rpcs_per_job']:.4f}")
    if args.summary:
        print(f"  {'project':<16}{'share':>8}{'CPU share':>11}{'FLOPs used':>12}{'FLOPs share':>12}"
              f"{'FLOPs wasted':>13}{'met':>6}{'missed':>7}{'RPCs':>6}")
        for p in result.projects:
            print(f"  {p['name']:<16}{p['share']:>8.3f}{p['cpu_share']:>11.3f}{p['flops_used']:>12.4g}"
                  f"{p['flops_share']:>12.3f}{p['flops_wasted']:>13.4g}{p['deadlines_met']:>6}"
                  f"{p['deadlines_missed']:>7}{p['rpcs']:>6}")
        for line in result.disk_summary():
            print(line)
    return 0


def _from_state(args: argparse.Namespace, days: float) -> int:
    """The what-if report: today's settings, and with --prefs the edited ones beside them."""
    from dataclasses import asdict

    from core.emulator.from_state import differences, outlook, scenario_from_state

    try:
        now = time.time()  # one instant for both, so that only the preferences differ
        today = scenario_from_state(args.from_state, days=days, now=now)
        edited = scenario_from_state(args.from_state, days=days, prefs_file=args.prefs, now=now) if args.prefs else None
        before = outlook(today.scenario, seed=args.seed or 1)
        after = outlook(edited.scenario, seed=args.seed or 1) if edited else None
    except (CoreError, OSError) as exc:
        print(f"boinc-core emulate: {exc}", file=sys.stderr)
        return 2
    _say_build(args)
    for w in today.warnings:
        print(f"boinc-core emulate: {w}", file=sys.stderr)
    said = differences(before, after) if after else []
    if args.json:
        out: dict[str, Any] = {"today": asdict(before), "guessed": list(today.guessed)}
        if after is not None:
            out.update(edited=asdict(after), changes=said)
        print(json.dumps(out, indent=2))
        return 0
    for label, view in (("today's settings", before), ("edited settings", after)):
        if view is None:
            continue
        print(f"{label}, next {view.days:g} days (emulated from {args.from_state}):")
        print(f"  idle CPU {view.idle_fraction:.1%}; deadlines missed {view.deadlines_missed}")
        for p in view.projects:
            print(f"  {p.name:<28} CPU share {p.cpu_share:6.1%} (resource share {p.resource_share:6.1%})  "
                  f"missed {p.deadlines_missed:3}  done {p.jobs_done:4}  RPCs/day {p.rpcs_per_day:6.1f}")
    for name in today.guessed:
        print(f"  ({name} has sent no task yet: its jobs are guessed)")
    for sentence in said:
        print(f"- {sentence}")
    return 0


def _write_csv(path: Path, samples: list[Any]) -> None:
    names = sorted({n for s in samples for n in s.cpu_share})
    with path.open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["time_s", *[f"{n}_{k}" for n in names for k in ("priority", "cpu_share", "queued_s")]])
        for s in samples:
            row: list[float] = [s.time]
            for n in names:
                row += [s.priority.get(n, 0.0), s.cpu_share.get(n, 0.0), s.queued_s.get(n, 0.0)]
            w.writerow(row)
