"""Run modes, snooze and the preferences' suspension reasons: one rule book for every host.

Whether computing and the network are allowed now, and if not, why, in the order BOINC's
client checks (prefs.md §4.3, §4.6, §4.7): snooze and the run mode first, then, in
"according to preferences" mode, batteries, user activity, the daily time window,
recent input, a running cc_config ``<exclusive_app>`` and CPU busyness (which, once it
suspends, holds for ``CPU_BUSY_HOLD_S`` after the last busy reading, as BOINC's client does).
The reasons are BOINC's ``SUSPEND_REASON_*`` numbers, so GUI RPC's ``cc_status`` can show
them unchanged, and each carries the words BOINC Manager shows for it.

Run modes follow BOINC's two-level setting (``ModeSetting``, core/state/modes.py): a
permanent mode, and a temporary one with an end time after which the permanent one
returns (``set_run_mode never 3600``); RESTORE ends the temporary one. Snooze is a
temporary NEVER for both computing and the network, and is not saved.

``RunModes`` is the part of a Host port that the volunteer sets; the live host
(core/client/live_host.py: real idle time, batteries, CPU use, the volunteer's rules) and
the window's emulated host (``ModeHost`` in core/emulator/window_client/emulated_world.py: the scenario's
availability and the emulated clock's day) both are one, and differ only in the
``HostConditions`` they measure.

Idle time that could not be measured is ``IDLE_UNKNOWN`` (infinite): the user counts as
away, and "no recent input" never suspends on it, so a machine where nothing can be
measured computes rather than waits forever.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

from core.state import GlobalPrefs, RunMode
from core.state.enums import SuspendReason
from core.state.modes import UserModes

IDLE_UNKNOWN = math.inf
CPU_BUSY_HOLD_S = 20.0
"""Once the CPU-busy rule suspends on a reading, it holds this long before it looks at the
readings again (BOINC: twice its 10-second measuring period), so a host hovering at the
limit is not suspended and resumed on every reading."""


@dataclass(frozen=True, slots=True)
class HostConditions:
    """What the host looks like right now (measured by the live host, given by the emulator or a test)."""

    local_hour: float  # fractional hour of the local day, 0 <= h < 24
    on_batteries: bool = False
    user_idle_s: float = IDLE_UNKNOWN  # seconds since the last keyboard/mouse input
    non_boinc_cpu_pct: float = 0.0  # CPU use of other programs, percent of all CPUs
    disk_over_limit: bool = False  # the disk driver could not get under its limit
    weekday: int = -1  # local day of week, 0 = Sunday as in <day_prefs>; -1 = unknown (everyday window)
    exclusive_app: bool = False  # a cc_config <exclusive_app> runs (or ran within its hold)


def outside_window(start: float, end: float, hour: float) -> bool:
    """The time-window rule of prefs.md §4.3 (True = suspended)."""
    if start == end or (start == 0 and end == 24):
        return False
    if start == 24 and end == 0:
        return True
    if start < end:
        return hour < start or hour > end
    return end <= hour < start


def user_active(prefs: GlobalPrefs, c: HostConditions) -> bool:
    return c.user_idle_s < prefs.idle_time_to_run * 60.0


def current_cpu_usage_limit(prefs: GlobalPrefs, active: bool) -> float:
    """The throttle percentage now (``GlobalPrefs.cpu_usage_limit_now``)."""
    return prefs.cpu_usage_limit_now(active)


def computing_suspend_reason(
    prefs: GlobalPrefs, mode: RunMode, c: HostConditions, *, snoozed: bool = False, cpu_busy_held: bool = False
) -> SuspendReason:
    """Why computing waits now (NONE = it runs); ``cpu_busy_held``: the CPU-busy rule's hold is in force."""
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
    if c.exclusive_app:
        return SuspendReason.EXCLUSIVE_APP_RUNNING
    limit = prefs.suspend_cpu_usage if user_active(prefs, c) else prefs.niu_suspend_cpu_usage
    if limit > 0 and (cpu_busy_held or c.non_boinc_cpu_pct > limit):
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
    # BOINC checks this last and lets it win over the reasons below (cs_prefs.cpp).
    if c.exclusive_app:
        return SuspendReason.EXCLUSIVE_APP_RUNNING
    if user_active(prefs, c) and not prefs.run_if_user_active:
        return SuspendReason.USER_ACTIVE
    if outside_window(*prefs.net_window(c.weekday), c.local_hour):
        return SuspendReason.TIME_OF_DAY
    return SuspendReason.NONE


@dataclass(frozen=True, slots=True)
class Suspension:
    """One reading of the rule book: the modes in force and why each activity waits (NONE = it runs)."""

    snoozed: bool
    task_mode: RunMode
    network_mode: RunMode  # NEVER while snoozed
    task_reason: SuspendReason
    network_reason: SuspendReason


class RunModes:
    """The volunteer's settings of a host: run mode, network mode, snooze."""

    def __init__(self, modes: UserModes | None = None) -> None:
        # The live client passes its state's ``modes``: what the volunteer sets here is what
        # client_state.xml saves, and what it loaded at start is in force again.
        modes = modes or UserModes()
        self.run_mode = modes.run
        self.network_mode = modes.network
        self.snooze_until = 0.0  # 0 = not snoozed; inf = until resumed
        self.snooze_reason = ""  # what the snooze was asked with ("" = none given)
        self.cpu_busy_hold_s = CPU_BUSY_HOLD_S
        self._cpu_busy_at = -math.inf  # when the CPU-busy rule last suspended on a reading

    def set_mode(self, which: Literal["run", "network"], mode: RunMode, duration_s: float, now: float,
                 reason: str = "") -> None:
        (self.run_mode if which == "run" else self.network_mode).set(mode, duration_s, now, reason)

    def snooze(self, duration_s: float | None, now: float, reason: str = "") -> None:
        """Suspend computing and network for a while (None = until resumed; 0 = end now)."""
        self.snooze_until = math.inf if duration_s is None else (now + duration_s if duration_s > 0 else 0.0)
        self.snooze_reason = reason if self.snooze_until else ""

    def own_reason(self, now: float, network: bool = False) -> str:
        """The reason the volunteer's own suspension in force now was asked with: the snooze's,
        else that of a "never" mode ("" = no such suspension, or none given)."""
        if self.snoozed(now):
            return self.snooze_reason
        setting = self.network_mode if network else self.run_mode
        return setting.reason(now) if setting.current(now) == RunMode.NEVER else ""

    def own_words(self, now: float, network: bool = False) -> str:
        """``own_reason`` as the suspension's words: "snoozed: <reason>" or the reason ("" = none)."""
        reason = self.own_reason(now, network)
        return f"snoozed: {reason}" if reason and self.snoozed(now) else reason

    def snoozed(self, now: float) -> bool:
        return now < self.snooze_until

    def suspension(self, prefs: GlobalPrefs, c: HostConditions, now: float) -> Suspension:
        snoozed = self.snoozed(now)
        task_mode = self.run_mode.current(now)
        net_mode = RunMode.NEVER if snoozed else self.network_mode.current(now)
        held = self._cpu_busy_at <= now < self._cpu_busy_at + self.cpu_busy_hold_s
        task_reason = computing_suspend_reason(prefs, task_mode, c, snoozed=snoozed, cpu_busy_held=held)
        if task_reason == SuspendReason.CPU_USAGE and not held:
            self._cpu_busy_at = now
        return Suspension(snoozed, task_mode, net_mode, task_reason, network_suspend_reason(prefs, net_mode, c))

    def modes_change_at(self, now: float) -> float:
        """The next time a temporary mode or the snooze ends (the host must be read again then)."""
        return min(self.run_mode.change_at(now), self.network_mode.change_at(now),
                   self.snooze_until if self.snoozed(now) else math.inf)
