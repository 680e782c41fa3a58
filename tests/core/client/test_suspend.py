"""The suspension rules of prefs.md §4.3, §4.6 and §4.7, and the live host's run modes."""
from __future__ import annotations

import math

import pytest
from hypothesis import given, settings, strategies as st

from core.client.live_host import LiveHost, ModeSetting
from core.engine.run_modes import (
    HostConditions,
    computing_suspend_reason,
    network_suspend_reason,
    outside_window,
)
from core.state import DayPrefs, GlobalPrefs, RunMode
from core.state.enums import SuspendReason


@pytest.mark.parametrize(
    ("start", "end", "hour", "suspended"),
    [
        (0, 0, 3.0, False),  # equal: unspecified
        (0, 24, 23.9, False),
        (24, 0, 12.0, True),
        (9, 17, 8.99, True),
        (9, 17, 9.0, False),
        (9, 17, 17.5, True),
        (22, 6, 23.0, False),  # crosses midnight: allowed late evening
        (22, 6, 3.0, False),
        (22, 6, 6.0, True),
        (22, 6, 12.0, True),
    ],
)
def test_time_window(start: float, end: float, hour: float, suspended: bool) -> None:
    assert outside_window(start, end, hour) is suspended


@settings(max_examples=200, deadline=None)
@given(
    st.floats(0, 24).filter(lambda x: x not in (0, 24)),
    st.floats(0, 24).filter(lambda x: x not in (0, 24)),
    st.floats(0, 23.999),
)
def test_window_and_its_complement_split_the_day(start: float, end: float, hour: float) -> None:
    # Swapping start and end gives the complementary window, except on the boundaries.
    if start == end or hour in (start, end):
        return
    assert outside_window(start, end, hour) != outside_window(end, start, hour)


def test_computing_reasons_in_order() -> None:
    prefs = GlobalPrefs(run_on_batteries=False, run_if_user_active=False, start_hour=9, end_hour=17)
    busy_user_on_battery = HostConditions(local_hour=20, on_batteries=True, user_idle_s=5)
    assert computing_suspend_reason(prefs, RunMode.AUTO, busy_user_on_battery) == SuspendReason.BATTERIES
    user_only = HostConditions(local_hour=20, user_idle_s=5)
    assert computing_suspend_reason(prefs, RunMode.AUTO, user_only) == SuspendReason.USER_ACTIVE
    evening = HostConditions(local_hour=20)
    assert computing_suspend_reason(prefs, RunMode.AUTO, evening) == SuspendReason.TIME_OF_DAY
    # ALWAYS skips every preference check; NEVER and snooze are a user request.
    assert computing_suspend_reason(prefs, RunMode.ALWAYS, busy_user_on_battery) == SuspendReason.NONE
    assert computing_suspend_reason(prefs, RunMode.NEVER, HostConditions(12)) == SuspendReason.USER_REQ
    assert computing_suspend_reason(prefs, RunMode.ALWAYS, HostConditions(12), snoozed=True) == SuspendReason.USER_REQ


def test_cpu_busy_limit_depends_on_user_activity() -> None:
    prefs = GlobalPrefs(suspend_cpu_usage=25, niu_suspend_cpu_usage=50)
    active = HostConditions(local_hour=12, user_idle_s=10, non_boinc_cpu_pct=30)
    idle = HostConditions(local_hour=12, user_idle_s=1e6, non_boinc_cpu_pct=30)
    assert computing_suspend_reason(prefs, RunMode.AUTO, active) == SuspendReason.CPU_USAGE
    assert computing_suspend_reason(prefs, RunMode.AUTO, idle) == SuspendReason.NONE
    assert computing_suspend_reason(GlobalPrefs(suspend_cpu_usage=0), RunMode.AUTO, active) == SuspendReason.NONE


def test_network_window_and_modes() -> None:
    prefs = GlobalPrefs(net_start_hour=1, net_end_hour=5)
    assert network_suspend_reason(prefs, RunMode.AUTO, HostConditions(12)) == SuspendReason.TIME_OF_DAY
    assert network_suspend_reason(prefs, RunMode.AUTO, HostConditions(2)) == SuspendReason.NONE
    assert network_suspend_reason(prefs, RunMode.ALWAYS, HostConditions(12)) == SuspendReason.NONE
    assert network_suspend_reason(prefs, RunMode.NEVER, HostConditions(2)) == SuspendReason.USER_REQ


def test_weekday_windows_replace_the_everyday_window() -> None:
    # Weekdays 9-17 for computing; Saturday (6) all day; Sunday (0) network only at night.
    prefs = GlobalPrefs(start_hour=9, end_hour=17, day_prefs=(DayPrefs(6, 0, 24), DayPrefs(0, 0, 0, 22, 6)))
    evening = 20.0
    assert (
        computing_suspend_reason(prefs, RunMode.AUTO, HostConditions(evening, weekday=2)) == SuspendReason.TIME_OF_DAY
    )
    assert computing_suspend_reason(prefs, RunMode.AUTO, HostConditions(evening, weekday=6)) == SuspendReason.NONE
    assert (
        computing_suspend_reason(prefs, RunMode.AUTO, HostConditions(evening, weekday=-1)) == SuspendReason.TIME_OF_DAY
    )
    assert network_suspend_reason(prefs, RunMode.AUTO, HostConditions(evening, weekday=0)) == SuspendReason.TIME_OF_DAY
    assert network_suspend_reason(prefs, RunMode.AUTO, HostConditions(23, weekday=0)) == SuspendReason.NONE
    assert network_suspend_reason(prefs, RunMode.AUTO, HostConditions(evening, weekday=1)) == SuspendReason.NONE


def test_live_host_measures_the_local_weekday() -> None:
    import time

    from core.client.host_facts import local_weekday
    now = time.time()
    assert local_weekday(now) == int(time.strftime("%w", time.localtime(now)))  # %w: 0 = Sunday


def test_temporary_mode_reverts() -> None:
    m = ModeSetting()
    m.set(RunMode.NEVER, 3600, now=1000)
    assert m.current(1000 + 3599) == RunMode.NEVER
    assert m.change_at(1000) == 4600
    assert m.current(4600) == RunMode.AUTO
    assert m.change_at(4600) == math.inf
    m.set(RunMode.ALWAYS, 0, now=5000)
    m.set(RunMode.NEVER, 60, now=5000)
    m.set(RunMode.RESTORE, 0, now=5010)
    assert m.current(5010) == RunMode.ALWAYS


def test_live_host_snooze_and_until() -> None:
    prefs = GlobalPrefs()
    host = LiveHost(lambda: prefs, conditions=lambda now: HostConditions(local_hour=12))
    a = host.availability(100.0)
    assert a.computing and a.network
    host.snooze(900, now=100.0)
    a = host.availability(101.0)
    assert not a.computing and not a.network
    assert host.task_reason == SuspendReason.USER_REQ
    assert a.until <= 101.0 + 5
    assert host.availability(1000.0).computing  # snooze over after 15 minutes
    host.snooze(None, now=1000.0)
    assert not host.availability(1e9).computing  # until resumed
    host.snooze(0, now=1e9)
    assert host.availability(1e9 + 1).computing


def test_live_host_measures_this_machine() -> None:
    host = LiveHost(lambda: GlobalPrefs(suspend_cpu_usage=0, niu_suspend_cpu_usage=0))
    first = host.availability(0.0)
    second = host.availability(10.0)  # a real psutil reading between the two calls
    assert first.computing and second.computing
    assert host.task_reason == SuspendReason.NONE
