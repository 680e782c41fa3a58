"""The live ``Host`` port: run modes, snooze and the volunteer's preferences on the real host.

Run modes follow BOINC's two-level setting: a permanent mode, and a temporary one with an
end time after which the permanent one returns (``set_run_mode never 3600``). Snooze is a
temporary NEVER for both computing and network. Conditions (battery, CPU busyness, local
time, time since the last keyboard or mouse input) are measured at most every
``MEASURE_PERIOD`` seconds; the engine asks again when the returned
``Availability.until`` passes. The last answer also says whether the user is active,
which picks the in-use or not-in-use CPU-time limit (``cpu_usage_limit``) the
executor throttles to.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace

from core.client.host_facts import CpuUseMeter, local_hour, local_weekday, on_batteries
from core.client.suspend import (
    HostConditions,
    computing_suspend_reason,
    current_cpu_usage_limit,
    network_suspend_reason,
    user_active,
)
from core.client.user_idle import UserIdleMeter
from core.ports import Availability
from core.state import GlobalPrefs, RunMode
from core.state.enums import SuspendReason

MEASURE_PERIOD = 5.0


@dataclass(slots=True)
class ModeSetting:
    """A run mode with an optional temporary override (``until`` = when it ends)."""

    perm: RunMode = RunMode.AUTO
    temp: RunMode | None = None
    until: float = 0.0

    def set(self, mode: RunMode, duration_s: float, now: float) -> None:
        if mode == RunMode.RESTORE:
            self.temp, self.until = None, 0.0
        elif duration_s > 0:
            self.temp, self.until = mode, now + duration_s
        else:
            self.perm, self.temp, self.until = mode, None, 0.0

    def current(self, now: float) -> RunMode:
        if self.temp is not None and now < self.until:
            return self.temp
        self.temp = None
        return self.perm

    def change_at(self, now: float) -> float:
        return self.until if self.temp is not None and self.until > now else math.inf


class LiveHost:
    def __init__(
        self,
        prefs: Callable[[], GlobalPrefs],
        conditions: Callable[[float], HostConditions] | None = None,
        idle: UserIdleMeter | None = None,
        say: Callable[[str], None] | None = None,
    ) -> None:
        self._prefs = prefs
        self._say = say  # the event log: suspensions and resumptions are told as they happen
        self._idle = idle or UserIdleMeter()
        self.user_active = False  # at the last availability check
        self.run_mode = ModeSetting()
        self.network_mode = ModeSetting()
        self.snooze_until = 0.0
        self.disk_over_limit = False
        self._meter: CpuUseMeter | None = None
        self._conditions = conditions or self._measure
        self.task_reason = SuspendReason.NONE
        self.network_reason = SuspendReason.NONE

    def _measure(self, now: float) -> HostConditions:
        if self._meter is None:
            self._meter = CpuUseMeter()
            busy = 0.0
        else:
            busy = self._meter.read()
        return HostConditions(
            local_hour=local_hour(now), on_batteries=on_batteries(), user_idle_s=self._idle.idle_s(now),
            non_boinc_cpu_pct=busy, weekday=local_weekday(now),
        )

    def set_own_pids(self, pids: set[int]) -> None:
        """Our own children are not "other programs" for the CPU-busy rule."""
        if self._meter is not None:
            self._meter.set_own(pids)

    def cpu_usage_limit(self) -> float:
        """The throttle percentage now (for ``LiveExecutor(cpu_usage_limit=...)``)."""
        return current_cpu_usage_limit(self._prefs(), self.user_active)

    def snooze(self, duration_s: float | None, now: float) -> None:
        """Suspend computing and network for a while (None = until resumed; 0 = end now)."""
        self.snooze_until = math.inf if duration_s is None else (now + duration_s if duration_s > 0 else 0.0)

    def availability(self, now: float) -> Availability:
        c = self._conditions(now)
        if self.disk_over_limit:
            c = replace(c, disk_over_limit=True)
        prefs = self._prefs()
        self.user_active = user_active(prefs, c)
        snoozed = now < self.snooze_until
        task_reason = computing_suspend_reason(prefs, self.run_mode.current(now), c, snoozed=snoozed)
        net_mode = RunMode.NEVER if snoozed else self.network_mode.current(now)
        network_reason = network_suspend_reason(prefs, net_mode, c)
        if self._say is not None:
            self._tell("computation", self.task_reason, task_reason)
            self._tell("network activity", self.network_reason, network_reason)
        self.task_reason, self.network_reason = task_reason, network_reason
        until = min(
            now + MEASURE_PERIOD,
            self.run_mode.change_at(now),
            self.network_mode.change_at(now),
            self.snooze_until if snoozed else math.inf,
        )
        return Availability(
            computing=self.task_reason == SuspendReason.NONE,
            network=self.network_reason == SuspendReason.NONE,
            until=until,
        )

    def _tell(self, what: str, before: SuspendReason, after: SuspendReason) -> None:
        """BOINC's event-log lines for a change of suspension ("Suspending computation - CPU is busy")."""
        if before == after or self._say is None:
            return
        if after == SuspendReason.NONE:
            self._say(f"Resuming {what}")
        else:
            self._say(f"Suspending {what} - {after.words or f'reason {int(after)}'}")
