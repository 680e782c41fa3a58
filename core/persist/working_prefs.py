"""The working preferences as BOINC's client writes them (GLOBAL_PREFS::write of 7.20).

One writer for the two places that carry them: the ``<working_global_preferences>`` of
scheduler and account-manager requests (core/sched_rpc/host_blocks.py) and GUI RPC's
``get_global_prefs_working`` (core/guirpc/render.py). Reads a ``GlobalPrefs``; writes nothing.
"""
from __future__ import annotations

import math

from core.state.prefs import GlobalPrefs
from core.xml.fields import esc

# These 36 elements in this order, every one present whatever the prefs file said.
WORKING_PREFS = (
    "source_project", "mod_time", "battery_charge_min_pct", "battery_max_temperature",
    "run_on_batteries", "run_if_user_active", "run_gpu_if_user_active", "suspend_if_no_recent_input",
    "suspend_cpu_usage", "start_hour", "end_hour", "net_start_hour", "net_end_hour",
    "leave_apps_in_memory", "confirm_before_connecting", "hangup_if_dialed", "dont_verify_images",
    "work_buf_min_days", "work_buf_additional_days", "max_ncpus_pct", "cpu_scheduling_period_minutes",
    "disk_interval", "disk_max_used_gb", "disk_max_used_pct", "disk_min_free_gb", "vm_max_used_pct",
    "ram_max_used_busy_pct", "ram_max_used_idle_pct", "idle_time_to_run", "max_bytes_sec_up",
    "max_bytes_sec_down", "cpu_usage_limit", "daily_xfer_limit_mb", "daily_xfer_period_days",
    "override_file_present", "network_wifi_only",
)


def _value(value: object) -> str:
    if isinstance(value, bool):
        return str(int(value))
    if isinstance(value, float):
        return f"{value:f}" if math.isfinite(value) else "0.000000"
    if isinstance(value, int):
        return str(value)
    return esc(str(value))


def working_prefs_lines(prefs: GlobalPrefs, override_present: bool) -> list[str]:
    """``<global_preferences>`` … ``</global_preferences>``, one element a line."""
    lines = ["<global_preferences>"]
    for name in WORKING_PREFS:
        value: object = override_present if name == "override_file_present" else getattr(prefs, name)
        lines.append(f"   <{name}>{_value(value)}</{name}>")
    if prefs.max_cpus:
        lines.append(f"   <max_cpus>{prefs.max_cpus}</max_cpus>")
    for day in prefs.day_prefs:
        # BOINC writes a weekday's window only when it is set, with two decimals.
        lines.append(f"   <day_prefs>\n      <day_of_week>{day.day_of_week}</day_of_week>")
        if day.start_hour != day.end_hour:
            lines.append(f"      <start_hour>{day.start_hour:.2f}</start_hour>\n"
                         f"      <end_hour>{day.end_hour:.2f}</end_hour>")
        if day.net_start_hour != day.net_end_hour:
            lines.append(f"      <net_start_hour>{day.net_start_hour:.2f}</net_start_hour>\n"
                         f"      <net_end_hour>{day.net_end_hour:.2f}</net_end_hour>")
        lines.append("   </day_prefs>")
    lines.append("</global_preferences>")
    return lines
