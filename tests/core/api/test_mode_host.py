"""The window's emulated host reads the live host's rule book (core/engine/run_modes.py).

A temporary run mode ends in the permanent one (BOINC's two-level setting), RESTORE ends
it early, snooze stops both activities, the daily window and a full disk suspend computing
with the live client's reasons, and the scenario's "computer is off" still comes first.
"""
from __future__ import annotations

import math

from core.emulator.window_client.emulated_world import ModeHost
from core.ports import Availability
from core.state import GlobalPrefs, RunMode

HOUR = 3600.0
NOON = 86400.0 * 10 + 12 * HOUR  # a Sunday (day 0 of the emulated clock was a Thursday)


class _Scenario:
    """The host under the modes: on (or off) as a scenario says."""

    def __init__(self) -> None:
        self.on = True

    def availability(self, now: float) -> Availability:
        return Availability(self.on, self.on, math.inf)


def test_temporary_mode_returns_to_the_permanent_one() -> None:
    host = ModeHost(_Scenario())
    host.set_mode("run", RunMode.NEVER, 0.0, NOON)  # permanent
    host.set_mode("run", RunMode.ALWAYS, HOUR, NOON)  # for an hour
    assert host.availability(NOON).computing
    a = host.activity(NOON)
    assert a.run_mode == RunMode.ALWAYS and a.run_mode_until == NOON + HOUR
    assert not host.availability(NOON + HOUR + 1).computing
    a = host.activity(NOON + HOUR + 1)
    assert a.run_mode == RunMode.NEVER and a.run_mode_until is None and a.task_suspend_reason == "user request"
    host.set_mode("run", RunMode.ALWAYS, HOUR, NOON + 2 * HOUR)
    host.set_mode("run", RunMode.RESTORE, 0.0, NOON + 2 * HOUR + 60)
    assert host.activity(NOON + 2 * HOUR + 60).run_mode == RunMode.NEVER


def test_snooze_window_disk_and_power() -> None:
    inner = _Scenario()
    host = ModeHost(inner)
    host.snooze(900.0, NOON)
    a = host.availability(NOON)
    assert not a.computing and not a.network
    assert host.activity(NOON).snooze_until == NOON + 900
    assert host.reason_now == host.network_reason_now == "snoozed"
    assert host.availability(NOON + 901).computing and host.activity(NOON + 901).snooze_until is None
    later = NOON + 2 * HOUR
    # Computing only from 18:00 to 22:00: at two it waits, and is read again at the hour.
    host.prefs = GlobalPrefs(start_hour=18.0, end_hour=22.0)
    a = host.availability(later)
    assert not a.computing and a.network and host.reason_now == "time of day"
    assert a.until <= later + HOUR
    host.set_mode("run", RunMode.ALWAYS, 0.0, later)
    assert host.availability(later).computing
    host.disk_full = True
    assert not host.availability(later).computing
    assert host.reason_now == "need disk space - check preferences"
    host.disk_full = False
    inner.on = False
    host.availability(later)
    assert (host.reason_now, host.network_reason_now) == ("computer is off", "not connected")
