"""BOINC emulator input directories for the study's mix, written for benchmarks and tests.

The mix of M projects (POLICIES.md): project i has resource share 100·i, jobs of
1.3e13·i FLOPs and a latency bound of 9·i days, on a host of 2 CPUs at 1 GFLOPS
that is on 80% of the time. ``on_lambda_s`` is the mean on-period: BOINC's own
inputs use 1000 s (../shared/TARGETS.md), the study's base scenario 3600 s.
The directory is in the format core.emulator.boinc_input reads (and BOINC's
emulator, client/sim.cpp).
"""
from __future__ import annotations

from pathlib import Path

from core.emulator.scenario import DAY

BOINC_ON_LAMBDA_S = 1000.0


def write_boinc_mix(root: Path, m: int, on_lambda_s: float = BOINC_ON_LAMBDA_S, on_frac: float = 0.8) -> Path:
    """Write the mix of ``m`` projects as ``root/mix<m>`` and return that directory."""
    d = root / f"mix{m}"
    d.mkdir(parents=True)
    parts = ["<client_state>", "<host_info><p_ncpus>2</p_ncpus><p_fpops>1e9</p_fpops></host_info>",
             f"<time_stats><on_frac>{on_frac!r}</on_frac><on_lambda>{on_lambda_s!r}</on_lambda></time_stats>"]
    for i in range(1, m + 1):
        parts += [f"<project><master_url>http://p{i}.org/</master_url><project_name>p{i}</project_name>"
                  f"<resource_share>{100 * i}</resource_share></project>",
                  f"<app><name>a</name><latency_bound>{9 * DAY * i!r}</latency_bound>"
                  f"<fpops_est>{1.3e13 * i!r}</fpops_est></app>",
                  "<app_version><app_name>a</app_name><avg_ncpus>1</avg_ncpus><flops>1e9</flops></app_version>"]
    (d / "client_state.xml").write_text("\n".join(parts + ["</client_state>"]))
    # A true boolean as BOINC's project-side writers put it (<x/>), the default's value here:
    # every run of these directories reads one (issue 34: the compiled copy once could not).
    (d / "global_prefs.xml").write_text(
        "<global_preferences><run_if_user_active/><work_buf_min_days>0.1</work_buf_min_days>"
        "<work_buf_additional_days>0.25"
        "</work_buf_additional_days><cpu_scheduling_period_minutes>60</cpu_scheduling_period_minutes>"
        "</global_preferences>")
    return d
