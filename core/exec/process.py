"""Starting an application process and controlling its whole process tree.

``spawn`` starts the app in its slot the way the BOINC client does (app-api.md
section 5): stdout to /dev/null, stderr appended to ``stderr.txt``,
``LD_LIBRARY_PATH`` with the project directory first, lowest priority (nice 19
and, on Linux, ``SCHED_IDLE`` where the kernel allows it), in a new session so
the app's children can be found and stopped together. ``ProcessTree`` then
samples CPU time and resident memory of the app and its descendants with psutil,
and can stop, continue and kill them all (no survivors).

Writes: ``stderr.txt`` in the slot (through the child's fd 2).
"""
from __future__ import annotations

import os
import signal
import subprocess
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import psutil

NICE_NORMAL = 19
NICE_HIGH_PRIORITY = 10


def _lower_priority(nice: int, idle: bool) -> None:
    """Runs in the child between fork and exec; must not raise."""
    try:
        os.setpriority(os.PRIO_PROCESS, 0, nice)
    except OSError:
        pass
    sched_idle = getattr(os, "SCHED_IDLE", None)
    if idle and sched_idle is not None:
        try:
            os.sched_setscheduler(0, sched_idle, os.sched_param(0))
        except OSError:
            pass


def spawn(
    argv: Sequence[str],
    slot_dir: Path,
    project_dir: Path,
    extra_env: Mapping[str, str] | None = None,
    high_priority: bool = False,
) -> subprocess.Popen[bytes]:
    """Start the app with ``slot_dir`` as its working directory; raises OSError on failure."""
    env = dict(os.environ)
    lib_path = f"{os.path.relpath(project_dir, slot_dir)}:.:../.."
    if env.get("LD_LIBRARY_PATH"):
        lib_path += ":" + env["LD_LIBRARY_PATH"]
    env["LD_LIBRARY_PATH"] = lib_path
    if extra_env:
        env.update(extra_env)
    nice = NICE_HIGH_PRIORITY if high_priority else NICE_NORMAL
    idle = not high_priority
    with open(slot_dir / "stderr.txt", "ab") as err:
        return subprocess.Popen(
            list(argv),
            cwd=slot_dir,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=err,
            env=env,
            close_fds=True,
            start_new_session=True,
            preexec_fn=lambda: _lower_priority(nice, idle),
        )


@dataclass(frozen=True, slots=True)
class TreeSample:
    cpu_time: float  # user+system CPU seconds of the live tree (this run only)
    rss_bytes: float  # resident memory of the live tree
    nprocs: int
    virtual_bytes: float = 0.0  # address space of the live tree (VmSize)
    swap_bytes: float = 0.0  # its pages in swap (VmSwap, as BOINC 8 reads it)


def swapped_bytes(pid: int) -> float:
    """``VmSwap`` of ``/proc/<pid>/status`` in bytes; 0 when unreadable (not Linux, process gone)."""
    try:
        with open(f"/proc/{pid}/status", "rb") as f:
            for line in f:
                if line.startswith(b"VmSwap:"):
                    parts = line.split()
                    return float(parts[1]) * 1024.0 if len(parts) > 1 else 0.0
    except (OSError, ValueError):
        pass
    return 0.0


class ProcessTree:
    """The app process and its descendants, found through psutil.

    Descendants are remembered as they are seen, so a child that outlives its
    parent (re-parented to init) is still killed. The session id (the app is a
    session leader) catches children forked between samples.
    """

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self._procs: dict[int, psutil.Process] = {}
        self._dead_cpu = 0.0  # CPU of tree members that have exited
        self._last_cpu: dict[int, float] = {}
        try:
            self._procs[pid] = psutil.Process(pid)
        except psutil.Error:
            pass

    def _refresh(self) -> list[psutil.Process]:
        root = self._procs.get(self.pid)
        if root is not None:
            try:
                for child in root.children(recursive=True):
                    self._procs.setdefault(child.pid, child)
            except psutil.Error:
                pass
        alive: list[psutil.Process] = []
        for pid, proc in list(self._procs.items()):
            try:
                if proc.is_running() and proc.status() != psutil.STATUS_ZOMBIE:
                    alive.append(proc)
                    continue
            except psutil.Error:
                pass
            self._dead_cpu += self._last_cpu.pop(pid, 0.0)
            if pid != self.pid:
                del self._procs[pid]
        return alive

    def sample(self) -> TreeSample:
        """CPU seconds and RSS of the tree; cheap (a few /proc reads per process)."""
        cpu = self._dead_cpu
        rss = vms = swap = 0.0
        alive = self._refresh()
        for proc in alive:
            try:
                with proc.oneshot():
                    t = proc.cpu_times()
                    mem = proc.memory_info()
            except psutil.Error:
                continue
            used = t.user + t.system
            self._last_cpu[proc.pid] = used
            cpu += used
            rss += mem.rss
            vms += mem.vms
            swap += swapped_bytes(proc.pid)
        return TreeSample(cpu, rss, len(alive), vms, swap)

    def root_cpu(self) -> float:
        """CPU seconds of the app process alone (cheap: one /proc read), 0 if gone."""
        proc = self._procs.get(self.pid)
        if proc is None:
            return 0.0
        try:
            t = proc.cpu_times()
        except psutil.Error:
            return 0.0
        return float(t.user + t.system)

    def signal_all(self, sig: int) -> None:
        """Send ``sig`` to every live member (parent first for STOP, children first otherwise)."""
        procs = self._refresh()
        if sig != signal.SIGSTOP:
            procs.reverse()
        for proc in procs:
            try:
                proc.send_signal(sig)
            except psutil.Error:
                pass

    def kill_all(self) -> None:
        """SIGKILL the whole tree, including anything else in the app's session."""
        self.signal_all(signal.SIGKILL)
        try:
            os.killpg(self.pid, signal.SIGKILL)
        except OSError:
            pass

    def survivors(self) -> list[int]:
        """PIDs of tree members still alive (not zombies)."""
        return [p.pid for p in self._refresh()]
