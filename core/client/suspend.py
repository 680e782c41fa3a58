"""Whether computing and the network are allowed now, and if not, why.

Pure decision functions in the order BOINC's client checks them (prefs.md §4.3, §4.6,
§4.7): the run mode first, then, in "according to preferences" mode, batteries, user
activity, the daily time window, recent input and CPU busyness. The reasons are BOINC's
``SUSPEND_REASON_*`` numbers, so GUI RPC's ``cc_status`` can show them unchanged, and
each carries the words BOINC Manager shows for it.

Idle time that could not be measured is ``IDLE_UNKNOWN`` (infinite): the user
counts as away, and "no recent input" never suspends on it, so a machine where
nothing can be measured computes rather than waits forever.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from core.state import GlobalPrefs, RunMode
from core.state.enums import SuspendReason


@dataclass(frozen=True, slots=True)
class HostConditions:
    """What the host looks like right now (measured by the live host, or given by a test)."""

    local_hour: float  # fractional hour of the local day, 0 <= h < 24
    on_batteries: bool = False
    user_idle_s: float = math.inf  # seconds since the last keyboard/mouse input (inf = unknown)
    non_boinc_cpu_pct: float = 0.0  # CPU use of other programs, percent of all CPUs
    disk_over_limit: bool = False  # the disk manager could not get under its limit
    weekday: int = -1  # local day of week, 0 = Sunday as in <day_prefs>; -1 = unknown (everyday window)


def outside_window(start: float, end: float, hour: float) -> bool:
    """The time-window rule of prefs.md §4.3 (True = suspended)."""
    if start == end or (start == 0 and end == 24):
        return False
    if start == 24 and end == 0:
        return True
    if start < end:
        return hour < start or hour > end
    return end <= hour < start


IDLE_UNKNOWN = math.inf


def user_active(prefs: GlobalPrefs, c: HostConditions) -> bool:
    return c.user_idle_s < prefs.idle_time_to_run * 60.0


def current_cpu_usage_limit(prefs: GlobalPrefs, active: bool) -> float:
    """The throttle percentage now (``GlobalPrefs.cpu_usage_limit_now``)."""
    return prefs.cpu_usage_limit_now(active)


def computing_suspend_reason(
    prefs: GlobalPrefs, mode: RunMode, c: HostConditions, *, snoozed: bool = False
) -> SuspendReason:
    if snoozed or mode == RunMode.NEVER:
        return SuspendReason.USER_REQ
    if c.disk_over_limit:
        return SuspendReason.DISK_SIZE
    if mode == RunMode.ALWAYS:
        return SuspendReason.NONE
    if c.on_batteries and not prefs.run_on_batteries:
        return SuspendReason.BATTERIES
    if user_active(prefs, c) and not prefs.run_if_user_active:
        return SuspendReason.USER_ACTIVE
    if outside_window(*prefs.cpu_window(c.weekday), c.local_hour):
        return SuspendReason.TIME_OF_DAY
    if (prefs.suspend_if_no_recent_input > 0 and math.isfinite(c.user_idle_s)
            and c.user_idle_s > prefs.suspend_if_no_recent_input * 60.0):
        return SuspendReason.NO_RECENT_INPUT
    limit = prefs.suspend_cpu_usage if user_active(prefs, c) else prefs.niu_suspend_cpu_usage
    if limit > 0 and c.non_boinc_cpu_pct > limit:
        return SuspendReason.CPU_USAGE
    return SuspendReason.NONE


def network_suspend_reason(prefs: GlobalPrefs, mode: RunMode, c: HostConditions) -> SuspendReason:
    # BOINC 7.20 also stops all network traffic while cc_config allows unsigned apps
    # (fixtures: unsigned_apps_ok_blocks_network). We do not: a developer who allows
    # unsigned apps does so to test against a project, which needs the network.
    if mode == RunMode.NEVER:
        return SuspendReason.USER_REQ
    if mode == RunMode.ALWAYS:
        return SuspendReason.NONE
    if user_active(prefs, c) and not prefs.run_if_user_active:
        return SuspendReason.USER_ACTIVE
    if outside_window(*prefs.net_window(c.weekday), c.local_hour):
        return SuspendReason.TIME_OF_DAY
    return SuspendReason.NONE
