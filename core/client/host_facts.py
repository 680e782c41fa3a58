"""Measure the host for ``<host_info>`` and the live availability checks (psutil).

Numbers the engine needs at start (CPUs, memory, disk of the data directory, OS) and
the ones the suspension rules read every few seconds (battery, CPU use of other
programs). Whatever psutil cannot tell on this platform falls back to a neutral value,
never an exception: a client must start on a machine without a battery sensor.
"""
from __future__ import annotations

import os
import shutil
import socket
import time
import uuid
from pathlib import Path

import psutil

from core.client.host_description import this_address, this_cpu, this_os
from core.state import HostInfo


def measure_host(data_dir: Path, previous: HostInfo | None = None, *, now: float | None = None) -> HostInfo:
    """Fresh host facts; benchmarks and the host CPID carry over from ``previous``.

    Without earlier figures the speeds are set here, and ``p_calculated`` says when
    (``now``), as BOINC's client stamps the defaults it sets when no benchmark has run
    (cs_benchmark.cpp cpu_benchmarks_set_defaults): 0 would tell a server the host
    has never been measured.
    """
    info = HostInfo()
    if previous is not None:
        info.p_fpops, info.p_iops, info.p_membw = previous.p_fpops, previous.p_iops, previous.p_membw
        info.p_calculated, info.host_cpid = previous.p_calculated, previous.host_cpid
    info.p_ncpus = psutil.cpu_count(logical=True) or 1
    if info.p_calculated == 0:
        freq = psutil.cpu_freq()
        # Without a Whetstone run, one floating-point operation per cycle is BOINC's own
        # order of magnitude for a scalar core; it only seeds estimates until DCF learns.
        if freq is not None and freq.max > 0:
            info.p_fpops = info.p_iops = freq.max * 1e6
        info.p_calculated = time.time() if now is None else now
    cpu = this_cpu()
    info.p_vendor, info.p_model, info.p_features, info.m_cache = cpu.vendor, cpu.model, cpu.features, cpu.cache_bytes
    vm = psutil.virtual_memory()
    info.m_nbytes = float(vm.total)
    info.m_swap = float(psutil.swap_memory().total)
    usage = shutil.disk_usage(data_dir)
    info.d_total, info.d_free = float(usage.total), float(usage.free)
    info.os_name, info.os_version = this_os()
    info.domain_name = socket.gethostname()
    info.ip_addr = this_address()
    if not info.host_cpid:
        info.host_cpid = uuid.uuid4().hex
    return info


def on_batteries() -> bool:
    try:
        battery = psutil.sensors_battery()
    except (AttributeError, NotImplementedError, OSError):
        return False
    return battery is not None and not battery.power_plugged


def local_hour(now: float) -> float:
    t = time.localtime(now)
    return t.tm_hour + t.tm_min / 60.0 + t.tm_sec / 3600.0


def local_weekday(now: float) -> int:
    """Local day of week with 0 = Sunday, BOINC's numbering for ``<day_prefs>``."""
    return (time.localtime(now).tm_wday + 1) % 7


class CpuUseMeter:
    """CPU use of programs other than ours, in percent of all CPUs, between two reads."""

    def __init__(self, own_pids: set[int] | None = None) -> None:
        self._own = own_pids if own_pids is not None else {os.getpid()}
        self._last_total = psutil.cpu_times()
        self._last_own = self._own_cpu()

    def _own_cpu(self) -> float:
        total = 0.0
        for pid in list(self._own):
            try:
                t = psutil.Process(pid).cpu_times()
                total += t.user + t.system
            except psutil.Error:
                self._own.discard(pid)
        return total

    def set_own(self, pids: set[int]) -> None:
        self._own = pids | {os.getpid()}

    def read(self) -> float:
        now_total = psutil.cpu_times()
        own = self._own_cpu()
        busy = (now_total.user + now_total.system + getattr(now_total, "nice", 0.0)) - (
            self._last_total.user + self._last_total.system + getattr(self._last_total, "nice", 0.0)
        )
        all_time = sum(now_total) - sum(self._last_total)
        own_delta = max(0.0, own - self._last_own)
        self._last_total, self._last_own = now_total, own
        if all_time <= 0:
            return 0.0
        return float(max(0.0, 100.0 * (busy - own_delta) / all_time))
