"""The live ``Host`` port: run modes, snooze and the volunteer's preferences on the real host.

Run modes, snooze and the preferences' suspension reasons are the engine's rule book
(``RunModes``, core/engine/run_modes.py), shared with the window's emulated host; what is
live only is here: the conditions (battery, CPU busyness, local
time, time since the last keyboard or mouse input) are measured at most every
``MEASURE_PERIOD`` seconds; the engine asks again when the returned
``Availability.until`` passes. The last answer also says whether the user is active,
which picks the in-use or not-in-use CPU-time limit (``cpu_usage_limit``) the
executor throttles to.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from core.client.exclusive_apps import ExclusiveApps
from core.client.host_facts import CpuUseMeter, local_hour, local_weekday, on_batteries
from core.client.user_idle import UserIdleMeter
from core.engine.run_modes import (
    HostConditions,
    RunModes,
    current_cpu_usage_limit,
    user_active,
)
from core.ports import Availability
from core.rules.runner import RuleRunner
from core.rules.suspension import combine
from core.state import GlobalPrefs
from core.state.enums import SuspendReason
from core.state.modes import ModeSetting, UserModes

MEASURE_PERIOD = 5.0


__all__ = ["LiveHost", "ModeSetting"]


class LiveHost(RunModes):
    def __init__(
        self,
        prefs: Callable[[], GlobalPrefs],
        conditions: Callable[[float], HostConditions] | None = None,
        idle: UserIdleMeter | None = None,
        say: Callable[[str], None] | None = None,
        rules: RuleRunner | None = None,
        on_cpu_count: Callable[[int], None] | None = None,
        on_soft_stop: Callable[[str], None] | None = None,
        meter: CpuUseMeter | None = None,
        modes: UserModes | None = None,
        exclusive: ExclusiveApps | None = None,
    ) -> None:
        super().__init__(modes)
        # cc_config's <exclusive_app> / <exclusive_gpu_app>: programs whose running suspends work
        self.exclusive = exclusive
        self._prefs = prefs
        self._say = say  # the event log: suspensions and resumptions are told as they happen
        self._idle = idle or UserIdleMeter()
        self.user_active = False  # at the last availability check
        self.disk_over_limit = False
        self._meter = meter  # made at the first measurement when not given
        self._conditions = conditions or self._measure
        self.task_reason = SuspendReason.NONE
        self.network_reason = SuspendReason.NONE
        # The volunteer's rules (core/rules): their words replace the reason's when a rule
        # suspends; their CPU count goes to ``on_cpu_count`` (0 = no rule limits it).
        self.rules = rules
        self._on_cpu_count = on_cpu_count
        self._on_soft_stop = on_soft_stop  # a rule that soft-stops started: called with its words
        self.task_words = ""
        self.network_words = ""
        self._task_rule = self._network_rule = ""
        self.rule_cpu_count = 0
        self.rule_cpu_time_pct = 0.0
        self._rule_snooze: tuple[float, str] | None = None  # (until, words) of a rule's snooze

    def _measure(self, now: float) -> HostConditions:
        if self._meter is None:
            self._meter = CpuUseMeter()
        busy = self._meter.read()  # 0 until its first 10-second window has passed
        return HostConditions(
            local_hour=local_hour(now), on_batteries=on_batteries(), user_idle_s=self._idle.idle_s(now),
            non_boinc_cpu_pct=busy, weekday=local_weekday(now),
        )

    def set_own_pids(self, pids: set[int]) -> None:
        """Our own children are not "other programs" for the CPU-busy rule."""
        if self._meter is not None:
            self._meter.set_own(pids)

    def cpu_usage_limit(self) -> float:
        """The throttle percentage now (for ``LiveExecutor(cpu_usage_limit=...)``); a rule's replaces the
        preference's."""
        if self.rule_cpu_time_pct > 0:
            return self.rule_cpu_time_pct
        return current_cpu_usage_limit(self._prefs(), self.user_active)

    def suspend_words(self, now: float, network: bool = False) -> str:
        """Why computing (or the network) is suspended, in words; "" = it is not."""
        if now < self.snooze_until:
            rule = self._rule_snooze
            if rule is not None and rule[0] == self.snooze_until:
                return f"snoozed: {rule[1]}"
            return f"snoozed: {self.snooze_reason}" if self.snooze_reason else "snoozed"
        return self.network_words if network else self.task_words

    def availability(self, now: float) -> Availability:
        c = self._conditions(now)
        if self.disk_over_limit:
            c = replace(c, disk_over_limit=True)
        exclusive = self.exclusive
        gpu_exclusive = False
        if exclusive is not None:
            exclusive.check(now)
            if exclusive.cpu_held(now):
                c = replace(c, exclusive_app=True)
            gpu_exclusive = exclusive.gpu_held(now)
        prefs = self._prefs()
        self.user_active = user_active(prefs, c)
        verdict = None
        if self.rules is not None:
            verdict = self.rules.check(now, c.local_hour, c.weekday if c.weekday >= 0 else local_weekday(now))
            if verdict.snooze_hold is not None:
                self.snooze(verdict.snooze_minutes * 60.0, now)
                self._rule_snooze = (self.snooze_until, verdict.snooze_hold.words)
            if verdict.soft_stop_hold is not None and self._on_soft_stop is not None:
                self._on_soft_stop(verdict.soft_stop_hold.words)
            self.rule_cpu_time_pct = verdict.cpu_time_pct
            if verdict.ncpus != self.rule_cpu_count:
                self.rule_cpu_count = verdict.ncpus
                if self._on_cpu_count is not None:
                    self._on_cpu_count(verdict.ncpus)
        s = self.suspension(prefs, c, now)
        task_mode, net_mode, task_reason, network_reason = s.task_mode, s.network_mode, s.task_reason, s.network_reason
        task_words, network_words = task_reason.words, network_reason.words
        task_rule = network_rule = ""
        if verdict is not None:
            task_reason, task_words, task_rule = combine(task_reason, task_mode, verdict.cpu_suspend,
                                                         verdict.cpu_suspend_code, verdict.cpu_resume)
            network_reason, network_words, network_rule = combine(network_reason, net_mode, verdict.network_suspend,
                                                                  SuspendReason.USER_REQ, verdict.network_resume)
        # The volunteer's own suspension asked with a reason (a bridge's, GUI RPC's <reason>):
        # its words are the reason, and a new reason is a new line in the event log.
        if s.task_reason == SuspendReason.USER_REQ and task_reason == SuspendReason.USER_REQ and not task_rule:
            if own := self.own_reason(now):
                task_words, task_rule = own, f"reason: {own}"
        if s.network_reason == SuspendReason.USER_REQ and network_reason == SuspendReason.USER_REQ and not network_rule:
            if own := self.own_reason(now, network=True):
                network_words, network_rule = own, f"reason: {own}"
        if self._say is not None:
            self._tell("computation", (self.task_reason, self._task_rule), (task_reason, task_rule), task_words)
            self._tell("network activity", (self.network_reason, self._network_rule), (network_reason, network_rule),
                       network_words)
        self.task_reason, self.network_reason = task_reason, network_reason
        self.task_words, self.network_words = task_words, network_words
        self._task_rule, self._network_rule = task_rule, network_rule
        until = min(now + MEASURE_PERIOD, self.modes_change_at(now))
        if exclusive is not None:
            until = min(until, exclusive.next_change(now))
        # BOINC's default: GPUs rest while the computer is in use ("suspend GPU computing
        # when computer is in use"), and, checked first, while an exclusive GPU app runs;
        # the GPU mode "always" overrides both (the engine's part).
        in_use = self.user_active and not prefs.run_gpu_if_user_active
        return Availability(
            computing=self.task_reason == SuspendReason.NONE,
            network=self.network_reason == SuspendReason.NONE,
            until=until,
            gpu=not (gpu_exclusive or in_use),
            gpu_reason=SuspendReason.EXCLUSIVE_APP_RUNNING if gpu_exclusive else SuspendReason.USER_ACTIVE,
        )

    def _tell(self, what: str, before: tuple[SuspendReason, str], after: tuple[SuspendReason, str], words: str) -> None:
        """BOINC's event-log lines for a change of suspension ("Suspending computation - CPU is busy").

        ``before`` and ``after`` are (reason, suspending rule's name): a new reading under
        the same rule (87 °C, then 85 °C) is no new suspension.
        """
        if before == after or self._say is None:
            return
        if after[0] == SuspendReason.NONE:
            self._say(f"Resuming {what}")
        else:
            self._say(f"Suspending {what} - {words or f'reason {int(after[0])}'}")
