"""How busy other programs keep the CPUs: the figure the "CPU is busy" rule compares.

BOINC's client (lib/procinfo_unix.cpp, lib/procinfo.cpp, client/app.cpp) leaves out the
CPU time of its own processes and of every process at the lowest priority: 7.20 adds up
the other processes one by one, 8.x takes the host's total and subtracts those. A process
at nice 19 (or in Linux's idle scheduling class, where BOINC also puts its apps) only
runs on cycles nobody else wants, so it cannot make the host busy for the volunteer;
every BOINC client's science apps run that way, as do Folding@home and niced builds.
Processes whose name contains "boinc" count as BOINC's too (another BOINC client's own
process). Our client process, its science apps and all their descendants are ours.

The figure is the CPU time counted over a window of at least ``MEASURE_PERIOD_S``
(BOINC's ``MEMORY_USAGE_PERIOD``, 10 s) divided by the window's length times the number
of CPUs: a reading is a 10-second average, not a momentary one, so a compiler starting
and ending between two 5-second checks does not suspend and resume work. A window much
longer than the period (the loop stalled, the machine slept) is thrown away, as BOINC
does, and the last figure stands.

Per process, CPU time of processes that lived and ended inside a window would be lost
(BOINC's own comment on its per-process method). The kernel adds a waited-for child's
time to its parent's ``cutime``/``cstime`` when the child ends, so the growth of those,
less what was already counted for the children that vanished, is counted for a parent
that is counted: a normal-priority build of short compiler runs is seen, a niced one
is not. A parent one of whose uncounted children (a nice-19 job, one of our apps)
ended in the window gets no such share for that window: the two cannot be told apart.
"""
from __future__ import annotations

import os
import time
from dataclasses import dataclass

import psutil

from core.client.proc_files import each_proc_file, has_proc_file

MEASURE_PERIOD_S = 10.0
"""BOINC's ``MEMORY_USAGE_PERIOD``: the shortest window a reading averages over."""
STALE_WINDOW_S = 10.0
"""A window longer than the period by more than this is dropped (BOINC: clock change or sleep)."""

_SCHED_IDLE = 5  # Linux's SCHED_IDLE policy number in /proc/PID/stat
_LOWEST_NICE = 19


@dataclass(frozen=True, slots=True)
class ProcTimes:
    """One process at one instant (CPU times in seconds)."""

    ppid: int
    start: float  # when it started (clock ticks on Linux): a reused pid is another process
    own: float  # user + system time of the process itself (all its threads)
    reaped: float  # user + system time of its ended children that it waited for
    background: bool  # nice 19 or the idle scheduling class: runs only on otherwise idle CPUs
    name: str


def _parse_stat(line: str, tick: float) -> ProcTimes | None:
    """One /proc/PID/stat line; the name may hold spaces and ')' so the fields start after the last ')'."""
    close = line.rfind(")")
    if close < 0:
        return None
    name = line[line.find("(") + 1:close]
    f = line[close + 2:].split()
    # f[0] is field 3 (state) of proc(5): field n is f[n - 3].
    try:
        ppid = int(f[1])
        utime, stime, cutime, cstime = (int(x) for x in f[11:15])
        nice, start = int(f[16]), int(f[19])
        policy = int(f[38]) if len(f) > 38 else 0
    except (IndexError, ValueError):
        return None
    return ProcTimes(ppid, float(start), (utime + stime) * tick, (cutime + cstime) * tick,
                     nice >= _LOWEST_NICE or policy == _SCHED_IDLE, name)


def linux_process_table() -> dict[int, ProcTimes]:
    tick = 1.0 / os.sysconf("SC_CLK_TCK")
    table: dict[int, ProcTimes] = {}
    for pid, line in each_proc_file("stat"):
        p = _parse_stat(line, tick)
        if p is not None:
            table[pid] = p
    return table


def psutil_process_table() -> dict[int, ProcTimes]:
    """Elsewhere psutil says the same, less the idle scheduling class (Windows: the idle priority class)."""
    idle_class = getattr(psutil, "IDLE_PRIORITY_CLASS", None)
    table: dict[int, ProcTimes] = {}
    for proc in psutil.process_iter(["ppid", "create_time", "cpu_times", "nice", "name"]):
        info = proc.info
        times = info.get("cpu_times")
        if times is None:
            continue
        nice = info.get("nice")
        background = nice is not None and (nice == idle_class if idle_class is not None else nice >= _LOWEST_NICE)
        reaped = getattr(times, "children_user", 0.0) + getattr(times, "children_system", 0.0)
        table[proc.pid] = ProcTimes(int(info.get("ppid") or 0), float(info.get("create_time") or 0.0),
                                    times.user + times.system, reaped, bool(background), str(info.get("name") or ""))
    return table


def process_table() -> dict[int, ProcTimes]:
    """Every process of the host now, by pid."""
    return linux_process_table() if has_proc_file("stat") else psutil_process_table()


def descendants(table: dict[int, ProcTimes], roots: set[int]) -> set[int]:
    """``roots`` and every process below them."""
    children: dict[int, list[int]] = {}
    for pid, p in table.items():
        children.setdefault(p.ppid, []).append(pid)
    found: set[int] = set()
    stack = [pid for pid in roots if pid in table]
    while stack:
        pid = stack.pop()
        if pid in found:
            continue
        found.add(pid)
        stack.extend(children.get(pid, ()))
    return found


def _not_counted(pid: int, p: ProcTimes, ours: set[int]) -> bool:
    return pid in ours or p.background or "boinc" in p.name.lower()


def counted_cpu(before: dict[int, ProcTimes], after: dict[int, ProcTimes],
                ours_before: set[int], ours_after: set[int]) -> dict[int, float]:
    """CPU seconds each counted process used between two tables (processes at 0 left out).

    Not counted: ours (the descendants of our roots in each table), background
    processes, names holding "boinc". A process new in ``after`` counts all its time:
    it started inside the window.
    """
    vanished_by_parent: dict[int, float] = {}
    # A parent whose uncounted child ended (a killed nice-19 job, one of our apps) gets that
    # child's last moments in its reaped time too, and they cannot be told from a counted
    # child's: its reaped time is then left out for this window.
    uncounted_ended: set[int] = set()
    for pid, p in before.items():
        now = after.get(pid)
        if now is None or now.start != p.start:
            vanished_by_parent[p.ppid] = vanished_by_parent.get(p.ppid, 0.0) + p.own + p.reaped
            if _not_counted(pid, p, ours_before):
                uncounted_ended.add(p.ppid)
    out: dict[int, float] = {}
    for pid, p in after.items():
        if _not_counted(pid, p, ours_after):
            continue
        prev = before.get(pid)
        if prev is None or prev.start != p.start:
            used = p.own + p.reaped
        else:
            # Children that ended were counted up to the last table; what the parent's
            # reaped time grew by beyond that is the part nobody saw them use.
            tail = 0.0 if pid in uncounted_ended else p.reaped - prev.reaped - vanished_by_parent.get(pid, 0.0)
            used = max(0.0, p.own - prev.own) + max(0.0, tail)
        if used > 0:
            out[pid] = used
    return out


class CpuUseMeter:
    """CPU use of programs other than ours and BOINC's, in percent of all CPUs (BOINC's "non-BOINC CPU usage").

    ``read`` gives the average over the last window of at least ``period_s``; between
    windows it gives the last figure again (0 until the first window ends).
    """

    def __init__(self, own_pids: set[int] | None = None, period_s: float = MEASURE_PERIOD_S) -> None:
        self._roots = own_pids if own_pids is not None else {os.getpid()}
        self.period_s = period_s
        self.ncpus = psutil.cpu_count(logical=True) or os.cpu_count() or 1
        self.figure = 0.0
        self.last_window: dict[int, float] = {}
        """CPU seconds each counted process used in the last window (what the figure is made of)."""
        self._table = process_table()
        self._ours = descendants(self._table, self._roots)
        self._at = time.monotonic()

    def set_own(self, pids: set[int]) -> None:
        """Our science apps (and this process): they and their descendants are never "other programs"."""
        self._roots = pids | {os.getpid()}

    def read(self) -> float:
        now = time.monotonic()
        elapsed = now - self._at
        if elapsed < self.period_s:
            return self.figure
        table = process_table()
        ours = descendants(table, self._roots)
        if elapsed <= self.period_s + STALE_WINDOW_S:
            self.last_window = counted_cpu(self._table, table, self._ours, ours)
            busy = 100.0 * sum(self.last_window.values()) / (elapsed * self.ncpus)
            self.figure = min(100.0, max(0.0, busy))
        self._table, self._ours, self._at = table, ours, now
        return self.figure
