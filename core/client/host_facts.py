"""Measure the host for ``<host_info>`` and the live availability checks (psutil).

Numbers the engine needs at start (CPUs, memory, disk of the data directory, OS) and
the ones the suspension rules read every few seconds (battery; the CPU use of other
programs is measured in core/client/non_boinc_cpu.py). Whatever psutil cannot tell
on this platform falls back to a neutral value, never an exception: a client must
start on a machine without a battery sensor.
"""
from __future__ import annotations

import shutil
import socket
import time
import uuid
from pathlib import Path

import psutil

from core.client.host_description import this_address, this_cpu, this_os
from core.client.non_boinc_cpu import CpuUseMeter as CpuUseMeter  # callers import it from here
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
