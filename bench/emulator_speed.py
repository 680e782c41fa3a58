"""Emulator speed: simulated days per wall second, event driven vs fixed step.

Runs the study's base scenario (POLICIES.md) for 100 days with the mix of 1, 5
and 20 projects, in both modes, and prints medians and the ratio between the
modes measured in this same run (machines here are shared and noisy: ratios and
medians, never absolute assertions). Target from TARGETS.md: 20 projects in
under 2 s event driven (BOINC's C++ emulator: 19.9 s as shipped, 6.1 s
optimised). Also the BOINC-directory input path: the same base scenario written
as a BOINC emulator input directory (client_state.xml etc.), read by
core.emulator.boinc_input and run under BOINC's policy.
Usage: python bench/emulator_speed.py [--runs N] [--days D] [--policy P]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.emulator.run import run_scenario  # noqa: E402
from core.emulator.boinc_input import load_boinc_dir  # noqa: E402
from core.emulator.scenario import DAY, HostSpec, ProjectSpec, Scenario  # noqa: E402


def boinc_dir(root: Path, m: int) -> Path:
    """The base scenario's mix of m projects as a BOINC emulator input directory."""
    d = root / f"mix{m}"
    d.mkdir()
    parts = ["<client_state>", "<host_info><p_ncpus>2</p_ncpus><p_fpops>1e9</p_fpops></host_info>",
             "<time_stats><on_frac>0.8</on_frac><on_lambda>3600</on_lambda></time_stats>"]
    for i in range(1, m + 1):
        parts += [f"<project><master_url>http://p{i}.org/</master_url><project_name>p{i}</project_name>"
                  f"<resource_share>{100 * i}</resource_share></project>",
                  f"<app><name>a</name><latency_bound>{9 * DAY * i}</latency_bound>"
                  f"<fpops_est>{1.3e13 * i}</fpops_est></app>",
                  "<app_version><app_name>a</app_name><avg_ncpus>1</avg_ncpus><flops>1e9</flops></app_version>"]
    (d / "client_state.xml").write_text("\n".join(parts + ["</client_state>"]))
    (d / "global_prefs.xml").write_text(
        "<global_preferences><work_buf_min_days>0.1</work_buf_min_days><work_buf_additional_days>0.25"
        "</work_buf_additional_days><cpu_scheduling_period_minutes>60</cpu_scheduling_period_minutes>"
        "</global_preferences>")
    return d


def mix(m: int, days: float) -> Scenario:
    projects = tuple(
        ProjectSpec(f"p{i}", resource_share=100 * i, latency_bound_s=9 * DAY * i, flops_mean=1.3e13 * i)
        for i in range(1, m + 1)
    )
    return Scenario(name=f"mix{m}", duration_s=days * DAY, host=HostSpec(), projects=projects)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--days", type=float, default=100)
    ap.add_argument("--policy", default="CS2_WF2_WS2_JC2")
    ap.add_argument("--fixed-runs", type=int, default=1, help="fixed-step runs (slow)")
    args = ap.parse_args()
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
    print(f"BOINC emulator directory input (read + run, policy BOINC, availability model boinc), {args.days:g} days")
    print(f"{'projects':>8} {'event s':>9} {'days/s':>9} {'fixed s':>9} {'days/s':>9} {'fixed/event':>12}")
    with tempfile.TemporaryDirectory() as tmp:
        for m in (1, 5, 20):
            d = boinc_dir(Path(tmp), m)

            def once(step: float) -> float:
                t0 = time.perf_counter()
                run_scenario(load_boinc_dir(d), step_s=step, days=args.days)
                return time.perf_counter() - t0

            ev = statistics.median(once(0.0) for _ in range(args.runs))
            fx = statistics.median(once(60.0) for _ in range(args.fixed_runs))
            print(f"{m:>8} {ev:>9.3f} {args.days / ev:>9.1f} {fx:>9.3f} {args.days / fx:>9.1f} {fx / ev:>12.1f}")


if __name__ == "__main__":
    main()
