"""Emulator speed: simulated days per wall second, event driven vs fixed step.

Runs the study's base scenario (POLICIES.md) for 100 days with the mix of 1, 5
and 20 projects, in both modes, and prints medians and the ratio between the
modes measured in this same run (machines here are shared and noisy: ratios and
medians, never absolute assertions). Target from TARGETS.md: 20 projects in
under 2 s event driven (BOINC's C++ emulator: 19.9 s as shipped, 6.1 s
optimised). Usage: python bench/emulator_speed.py [--runs N] [--days D] [--policy P]
"""
from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.emulator.run import run_scenario  # noqa: E402
from core.emulator.scenario import DAY, HostSpec, ProjectSpec, Scenario  # noqa: E402


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
    print(f"{'projects':>8} {'event s':>9} {'days/s':>9} {'fixed s':>9} {'days/s':>9} {'fixed/event':>12} {'target':>8}")
    for m in (1, 5, 20):
        s = mix(m, args.days)
        ev = statistics.median(run_scenario(s, policy=args.policy).wall_seconds for _ in range(args.runs))
        fx = statistics.median(
            run_scenario(s, policy=args.policy, step_s=60).wall_seconds for _ in range(args.fixed_runs)
        )
        target = {1: "0.7 s", 20: "2 s"}.get(m, "")
        print(f"{m:>8} {ev:>9.3f} {args.days / ev:>9.1f} {fx:>9.3f} {args.days / fx:>9.1f} {fx / ev:>12.1f} {target:>8}")


if __name__ == "__main__":
    main()
