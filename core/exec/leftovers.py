"""Which processes still live in a slot, and ending them: no two tasks ever share a slot.

A client killed with SIGKILL cannot stop its apps; a new client on the same data
directory must not start a task in a slot where one of them still runs (both
would write the same files). Each app the client starts is recorded in its slot
(``PROCESS_FILE``: pid and start time; the app leads its own session and process
group, so the pid names the group too). ``slot_processes`` finds what lives in a
slot: the recorded process and its group, if the pid still names the same
process (same start time), and, when asked to scan, any process of this user
whose working directory is inside the slot (an app started just before the
crash had no time to be recorded, and an app may delete the file).
``end_processes`` kills them with SIGKILL and waits until they are gone.

A pid whose start time differs was reused by an unrelated process: it and its
group are left alone. If the recorded process is gone but members of its group
remain, the group is still ours (Linux does not hand out a pid that names a live
process group).

Reads and writes: ``PROCESS_FILE`` in slot directories; reads /proc through psutil.
"""
from __future__ import annotations

import os
import signal
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    # psutil is imported where a process is looked at. The watchdog helper (core/exec/watchdog.py)
    # imports this module and lives as long as the client runs apps, but needs psutil only as it
    # ends them: without it there, 13.7 MB resident instead of 15.0.
    import psutil

PROCESS_FILE = "boinc_gui_process"
"""In a slot: ``PID START_TIME`` of the app started there (start time as psutil gives it)."""
END_WAIT_S = 5.0
"""How long ``end_processes`` waits for killed processes to disappear."""
_START_TIME_TOLERANCE_S = 0.05


@dataclass(frozen=True, slots=True)
class ProcessRecord:
    pid: int
    start_time: float


def start_time_of(pid: int) -> float | None:
    """The process's start time, None if there is no such process."""
    import psutil  # on first use (see the module's imports)

    try:
        return float(psutil.Process(pid).create_time())
    except psutil.Error:
        return None


def write_record(slot_dir: Path, pid: int) -> ProcessRecord | None:
    """Record the app just started in ``slot_dir`` (None if it is already gone)."""
    started = start_time_of(pid)
    if started is None:
        return None
    tmp = slot_dir / (PROCESS_FILE + ".tmp")
    tmp.write_text(f"{pid} {started!r}\n", encoding="ascii")
    os.replace(tmp, slot_dir / PROCESS_FILE)
    return ProcessRecord(pid, started)


def read_record(slot_dir: Path) -> ProcessRecord | None:
    try:
        words = (slot_dir / PROCESS_FILE).read_text(encoding="ascii", errors="replace").split()
        return ProcessRecord(int(words[0]), float(words[1]))
    except (OSError, ValueError, IndexError):
        return None


def clear_record(slot_dir: Path) -> None:
    try:
        (slot_dir / PROCESS_FILE).unlink(missing_ok=True)
    except OSError:
        pass


def _same_start(a: float, b: float) -> bool:
    return abs(a - b) <= _START_TIME_TOLERANCE_S


def _alive(proc: psutil.Process) -> bool:
    import psutil  # loaded already by whoever found the process

    try:
        return bool(proc.is_running() and proc.status() != psutil.STATUS_ZOMBIE)
    except psutil.Error:
        return False


def group_members(rec: ProcessRecord) -> list[psutil.Process]:
    """Live processes of the recorded app's group (the app itself included), or [] if the
    pid now names another process."""
    started = start_time_of(rec.pid)
    if started is not None and not _same_start(started, rec.start_time):
        return []
    import psutil  # on first use (see the module's imports)

    found: list[psutil.Process] = []
    for proc in psutil.process_iter():
        try:
            if os.getpgid(proc.pid) == rec.pid and proc.create_time() >= rec.start_time - _START_TIME_TOLERANCE_S:
                found.append(proc)
        except (OSError, psutil.Error):
            continue
    return [p for p in found if _alive(p)]


def _inside(path: str, root: str) -> bool:
    return path == root or path.startswith(root + os.sep)


def processes_in(dirs: list[Path]) -> dict[Path, list[psutil.Process]]:
    """Live processes of this user whose working directory is inside one of ``dirs``."""
    roots = {str(d.resolve()): d for d in dirs}
    found: dict[Path, list[psutil.Process]] = {}
    if not roots:
        return found
    import psutil  # on first use (see the module's imports)

    me = os.getuid() if hasattr(os, "getuid") else None
    for proc in psutil.process_iter(["pid", "uids"]):
        try:
            uids = proc.info.get("uids")
            if me is not None and uids is not None and uids.real != me:
                continue
            cwd = proc.cwd()
        except (psutil.Error, OSError):
            continue
        for root, d in roots.items():
            if _inside(cwd, root) and _alive(proc):
                found.setdefault(d, []).append(proc)
    return found


def slot_processes(slot_dir: Path, scan: bool = True) -> list[psutil.Process]:
    """What still lives in ``slot_dir``: the recorded app's group and, with ``scan``, any
    process of ours working there."""
    procs: dict[int, psutil.Process] = {}
    rec = read_record(slot_dir)
    if rec is not None:
        procs.update((p.pid, p) for p in group_members(rec))
    if scan:
        for p in processes_in([slot_dir]).get(slot_dir, []):
            procs.setdefault(p.pid, p)
    procs.pop(os.getpid(), None)
    return list(procs.values())


def end_processes(procs: list[psutil.Process], wait_s: float = END_WAIT_S) -> list[int]:
    """SIGKILL ``procs`` (and the groups they lead) and wait until they are gone; returns
    the pids still alive after ``wait_s`` (empty when all ended)."""
    import psutil  # loaded already by whoever found the processes

    for proc in procs:
        try:
            if os.getpgid(proc.pid) == proc.pid:
                os.killpg(proc.pid, signal.SIGKILL)
        except OSError:
            pass
        try:
            proc.send_signal(signal.SIGKILL)
        except psutil.Error:
            pass
    deadline = time.monotonic() + wait_s
    left = [p for p in procs if _alive(p)]
    while left and time.monotonic() < deadline:
        time.sleep(0.02)
        left = [p for p in left if _alive(p)]
    return [p.pid for p in left]


def end_slot_leftovers(slot_dir: Path, scan: bool = True, wait_s: float = END_WAIT_S) -> tuple[list[int], list[int]]:
    """End whatever still lives in ``slot_dir``; returns (pids ended, pids that would not die)."""
    procs = slot_processes(slot_dir, scan)
    if not procs:
        return [], []
    stubborn = end_processes(procs, wait_s)
    return [p.pid for p in procs if p.pid not in stubborn], stubborn
