"""Measure ``<time_stats>`` and ``<net_stats>`` as BOINC's client does.

Time: every pass of the live loop calls ``TimeStatsMeter.update`` with whether
computing and network use are allowed now. The fractions are exponentially
weighted averages over about ten days (BOINC's client/time_stats.cpp: weight
``1 - exp(-dt / 10 days)`` for the latest interval): ``on_frac`` the share of
time the client ran, ``active_frac`` the share of its running time that
computing was allowed, ``cpu_and_network_available_frac`` the share both were,
``gpu_active_frac`` the share GPU computing was allowed too (a host with GPUs holds them
while the computer is in use, by default, or by the GPU mode; BOINC's gpu_suspend_reason),
``connected_frac`` -1 (a Linux host cannot tell whether it is connected, so
BOINC reports "unknown"; 0 is folded in while network use is suspended).
Intervals of 10 s or less wait for the next call; a gap over 100 s within a
session (the machine slept) and the first interval after a start count as time
off; a gap over 14 days is ignored. Totals and this session's active time add up
as the fractions move.

Network: each finished transfer attempt gives its bytes and seconds to
``record_transfer`` (BOINC's NET_INFO::update): ``max_rate`` leans toward the
latest rate (the weight grows with the log of the byte count) and ``avg_rate``
is a decaying bytes-per-day average with a week's half-life (BOINC's
update_average).

Reads and writes only the ``TimeStats`` / ``NetInfo`` given; engine thread.
"""
from __future__ import annotations

import math

from core.state import NetInfo, TimeStats

AVERAGING_S = 10 * 86400.0
"""The fractions' time constant: the last ten days weigh 1 - 1/e."""
MIN_INTERVAL_S = 10.0
"""Shorter intervals wait for the next call."""
SLEPT_S = 100.0
"""A longer gap between two calls in one session: the host was off (suspended, asleep)."""
STALE_S = 14 * 86400.0
"""A longer gap is not folded in at all (an old state file, a long time unused)."""
NET_HALF_LIFE_S = 7 * 86400.0
DAY_S = 86400.0


class TimeStatsMeter:
    """The in-memory part of BOINC's CLIENT_TIME_STATS: one per client session."""

    def __init__(self, ts: TimeStats, now: float) -> None:
        self.ts = ts
        self.first = True  # the first update since start folds in the time the client was off
        # A new session: its start, and its own computing time from zero (BOINC's init;
        # the state file's client_start_time is never read back).
        ts.client_start_time = now
        ts.session_active_duration = ts.session_gpu_active_duration = 0.0

    def update(self, now: float, *, computing: bool, network: bool, gpu: bool = True) -> bool:
        """Fold the time since the last update in; True when the figures moved. ``gpu``: GPU
        computing is not suspended of its own (always True on a host without GPUs)."""
        ts = self.ts
        if ts.total_start_time == 0:
            ts.total_start_time = now
        if ts.last_update == 0:
            # The first run of this data directory: everything counts as available.
            ts.on_frac = ts.connected_frac = ts.active_frac = ts.gpu_active_frac = 1.0
            ts.cpu_and_network_available_frac = 1.0
            ts.last_update = now
            self.first = False
            return True
        dt = now - ts.last_update
        if dt <= MIN_INTERVAL_S:
            return False
        if dt > STALE_S:
            dt = 0.0
        recent = 1.0 - math.exp(-dt / AVERAGING_S)
        before = 1.0 - recent
        if self.first or dt > SLEPT_S:
            # Off since the last update: the client was not running, so only on_frac decays.
            ts.on_frac *= before
            self.first = False
        else:
            ts.on_frac = recent + before * ts.on_frac
            ts.cpu_and_network_available_frac *= before
            if network:
                ts.connected_frac = -1.0  # running, allowed to use the network, state unknown
                if computing:
                    ts.cpu_and_network_available_frac += recent
            else:
                ts.connected_frac = max(ts.connected_frac, 0.0) * before
            ts.active_frac *= before
            ts.gpu_active_frac *= before
            ts.total_duration += dt
            if computing:
                ts.active_frac += recent
                ts.session_active_duration += dt
                ts.total_active_duration += dt
                if gpu:
                    ts.gpu_active_frac += recent
                    ts.session_gpu_active_duration += dt
                    ts.total_gpu_active_duration += dt
        ts.last_update = now
        return True


def update_average(now: float, work_start: float, work: float, half_life_s: float,
                   avg: float, avg_time: float) -> tuple[float, float]:
    """BOINC's decaying average of work per day: (new average, its time)."""
    if avg_time:
        diff = max(now - avg_time, 0.0)
        weight = math.exp(-diff * math.log(2) / half_life_s)
        avg *= weight
        if 1.0 - weight > 1e-6:
            avg += (1.0 - weight) * (work / (diff / DAY_S))
        else:
            # The limit as diff -> 0 (the division above would be 0/0).
            avg += math.log(2) * work * DAY_S / half_life_s
    elif work:
        days = (now - work_start) / DAY_S
        if days > 0:
            avg = work / days
    return avg, now


def record_transfer(info: NetInfo, nbytes: float, seconds: float, now: float) -> None:
    """One finished transfer attempt of ``nbytes`` that moved data for ``seconds``."""
    if nbytes <= 0 or seconds <= 0:
        return
    rate = nbytes / seconds
    if info.max_rate == 0:
        info.max_rate = rate
    else:
        w = min(math.log(nbytes) / 500.0, 1.0)
        info.max_rate = w * rate + (1.0 - w) * info.max_rate
    info.avg_rate, info.avg_time = update_average(now, now - seconds, nbytes, NET_HALF_LIFE_S,
                                                  info.avg_rate, info.avg_time)
